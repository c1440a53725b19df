// What a failover looks like to code: which database errors are DATABASE_UNAVAILABLE, how the client classifies it,
// that the one postgres.js fault contained at the process level is recognised exactly, and that a transaction whose
// backend dies mid-flight fails typed and leaves the pool working (porsager/postgres#1208's path, through Kysely).
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../src/client/request-error.ts';
import { primaryOnly } from '../src/db/client.ts';
import { asRetryLater, isDatabaseUnavailable } from '../src/db/sqlstate.ts';
import { isPostgresTypeFetchCut, isPostgresWriteAfterClose } from '../src/driver-faults.ts';
import { DatabaseUnavailableError, ServerBusyError } from '../src/errors/availability.ts';
import { inTransaction } from '../src/events/unit-of-work.ts';
import { createLogger } from '../src/logger.ts';
import { createRedactor } from '../src/redaction/redact.ts';
import { useTestDatabase } from './helpers/database.ts';

const pgError = (code: string, severity = 'ERROR') => Object.assign(new Error(`sqlstate ${code}`), { code, severity });

describe('DATABASE_UNAVAILABLE', () => {
  it('is what a lost or refused connection, a server shutting down or starting, and a read-only server mean; nothing else', () => {
    for (const code of ['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', '08006', '57P01', '57P02', '57P03', '25006']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(pgError('XX000', 'FATAL'))).toBe(true);
    for (const code of ['23505', '40001', '40P01', '57014', '22P02']) expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('is found through a GraphQL error or a cause, and is the same error when it already is one', () => {
    const given = new DatabaseUnavailableError();
    expect(asRetryLater(given)).toBe(given);
    expect(asRetryLater({ originalError: pgError('57P01', 'FATAL') })).toBeInstanceOf(DatabaseUnavailableError);
    expect(asRetryLater(new Error('wrapped', { cause: pgError('CONNECTION_CLOSED') }))?.code).toBe('DATABASE_UNAVAILABLE');
    expect(asRetryLater(pgError('23505'))).toBeNull();
  });

  it('is retryable for the client when the call is safe to send again (a query, a keyed mutation), not otherwise', () => {
    const errors = [{ message: 'The database is unavailable', extensions: { code: 'DATABASE_UNAVAILABLE', retryable: true } }];
    expect(RequestError.fromErrors(errors, 503, true)).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true, status: 503 });
    expect(RequestError.fromErrors(errors, 503, false)).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: false });
    const busy = [{ message: 'The server is busy', extensions: { code: 'SERVER_BUSY', retryable: true } }];
    expect(RequestError.fromErrors(busy, 503, true)).toMatchObject({ code: 'SERVER_BUSY', retryable: true, status: 503 });
    expect(RequestError.fromErrors(busy, 503, false)).toMatchObject({ code: 'SERVER_BUSY', retryable: false });
  });

  it('is not what a busy pool means: SERVER_BUSY, a refusal of its own, found through a GraphQL error as well', () => {
    const busy = new ServerBusyError(10_000);
    expect(asRetryLater({ originalError: busy })).toBe(busy);
    expect(busy).toMatchObject({ code: 'SERVER_BUSY', retryable: true });
    expect(isDatabaseUnavailable(busy)).toBe(false);
  });

  it('reads target_session_attrs=read-write as primary, leaving every other URL as it is', () => {
    expect(primaryOnly('postgres://u@a:5432,b:5432/db?target_session_attrs=read-write')).toBe('postgres://u@a:5432,b:5432/db?target_session_attrs=primary');
    expect(primaryOnly('postgres://u@a/db?sslmode=require&target_session_attrs=read-write&x=1')).toBe(
      'postgres://u@a/db?sslmode=require&target_session_attrs=primary&x=1',
    );
    expect(primaryOnly('postgres://u@a/db?target_session_attrs=any')).toBe('postgres://u@a/db?target_session_attrs=any');
  });
});

describe('the postgres.js fault contained at the process level', () => {
  it('is recognised by its message and nextWrite of postgres connection.js on top of the stack, nothing else', () => {
    const fault = new TypeError("Cannot read properties of null (reading 'write')");
    fault.stack = `TypeError: ${fault.message}\n    at Immediate.nextWrite (/app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:485:21)`;
    expect(isPostgresWriteAfterClose(fault)).toBe(true);
    const ours = new TypeError(fault.message);
    ours.stack = `TypeError: ${fault.message}\n    at nextWrite (/app/src/mine.ts:3:1)`;
    expect(isPostgresWriteAfterClose(ours)).toBe(false);
    const other = new TypeError("Cannot read properties of null (reading 'end')");
    other.stack = fault.stack.replace("'write'", "'end'");
    expect(isPostgresWriteAfterClose(other)).toBe(false);
  });
});

describe("postgres.js's cut-off fetch of the array types, contained at the process level", () => {
  // As postgres.js 3.4.9 rejects it (seen in CI: a connection ended while it fetched the types).
  const query = `
      select b.oid, b.typarray
      from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A'
      group by b.oid, b.typarray
      order by b.oid
    `;
  const closed = (code: string, text: string) => Object.assign(new Error(`write ${code}`), { code, errno: code, query: text, parameters: [] });

  it("is recognised by a closed connection's code and that query, nothing else", () => {
    for (const code of ['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'EPIPE']) {
      expect(isPostgresTypeFetchCut(closed(code, query)), code).toBe(true);
    }
    expect(isPostgresTypeFetchCut(closed('CONNECTION_CLOSED', 'select * from sessions'))).toBe(false); // a query of ours: not contained
    expect(isPostgresTypeFetchCut(closed('57P01', query))).toBe(false);
    expect(isPostgresTypeFetchCut(new Error('CONNECTION_CLOSED'))).toBe(false);
    expect(isPostgresTypeFetchCut(null)).toBe(false);
  });
});

describe('a transaction whose backend dies between two statements', () => {
  it('fails its next statement at once with DATABASE_UNAVAILABLE instead of hanging, and the pool answers', async () => {
    const database = await useTestDatabase();
    const admin = postgres(database.url, { max: 1, onnotice: () => {} });
    const owner = {
      db: database.db,
      viewer: { actor: 'test' },
      settings: { redactor: createRedactor([]), transactionRetries: 2, logger: createLogger('silent') },
    };
    const raw = (sql: string) => ({ sql, parameters: [], query: { kind: 'RawNode' } }) as never;
    try {
      const failed = await inTransaction(owner, async ({ trx }) => {
        const { rows } = await trx.executeQuery<{ pid: number }>(raw('select pg_backend_pid() as pid'));
        const pid = rows[0]!.pid;
        await admin`select pg_terminate_backend(${pid})`;
        while ((await admin`select 1 from pg_stat_activity where pid = ${pid}`).length) await new Promise((resolve) => setTimeout(resolve, 10));
        await new Promise((resolve) => setTimeout(resolve, 50)); // the close reaches this process
        await trx.executeQuery(raw('select 1'));
      }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(DatabaseUnavailableError);
      const one = () => database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      await Promise.allSettled(Array.from({ length: 12 }, one));
      expect(await Promise.all(Array.from({ length: 12 }, one))).toHaveLength(12);
    } finally {
      await admin.end();
    }
  }, 30_000);
});

describe('a transaction whose backend dies mid-flight', () => {
  it('fails with DATABASE_UNAVAILABLE, throws nothing uncaught, and the pool answers the next queries', async () => {
    const database = await useTestDatabase();
    const admin = postgres(database.url, { max: 1, onnotice: () => {} });
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    const owner = {
      db: database.db,
      viewer: { actor: 'test' },
      settings: { redactor: createRedactor([]), transactionRetries: 2, logger: createLogger('silent') },
    };
    try {
      for (let round = 0; round < 3; round++) {
        let pid = 0;
        const running = inTransaction(owner, async ({ trx }) => {
          const { rows } = await trx.executeQuery<{ pid: number }>({
            sql: 'select pg_backend_pid() as pid',
            parameters: [],
            query: { kind: 'RawNode' },
          } as never);
          pid = rows[0]!.pid;
          await trx.executeQuery({ sql: 'select pg_sleep(5)', parameters: [], query: { kind: 'RawNode' } } as never);
        });
        const failed = running.catch((error: unknown) => error);
        while (pid === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        await admin`select pg_terminate_backend(${pid})`;
        const error = await failed;
        expect(error, String((error as Error).stack)).toBeInstanceOf(DatabaseUnavailableError);
        await new Promise((resolve) => setImmediate(resolve));
        // The connection that died is opened again for a later query; postgres.js 3.4.9 keeps the FATAL it read
        // before the close and may fail that first query with it: a DATABASE_UNAVAILABLE, retryable, never a hang.
        const one = () => database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        const first = await Promise.allSettled(Array.from({ length: 12 }, one));
        for (const answer of first) if (answer.status === 'rejected') expect(isDatabaseUnavailable(answer.reason), String(answer.reason)).toBe(true);
        expect(await Promise.all(Array.from({ length: 12 }, one))).toHaveLength(12);
      }
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await admin.end();
    }
  }, 60_000);
});
