// One postgres.js pool and the Kysely instance over it. The LISTEN connection (listener.ts) is opened apart, with the
// same connection settings. Every connection is to a primary (primaryOnly): a pool never writes to a standby.
import { Kysely, type Transaction as KyselyTransaction, type LogEvent } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { isConnectionLost, SqlState, sqlStateOf } from './sqlstate.ts';
import type { Database } from './tables/database.ts';
import { assertOutsideTransaction } from './transaction-scope.ts';

export type Db = Kysely<Database>;
/** A Kysely transaction: functions that take `Trx` must run inside one. */
export type Trx = KyselyTransaction<Database>;
export type Sql = postgres.Sql;

export type DbOptions = {
  max?: number;
  /** Called with every SQL statement Kysely runs, once it ended, and how long it took; tests count statements with it. */
  onQuery?: (sql: string, durationMs: number) => void;
  /**
   * Longest any statement may run, in milliseconds (PostgreSQL's statement_timeout, set when each pooled connection
   * opens, so it holds for every one); over it, the statement fails with SQLSTATE 57014. Unset: no limit.
   */
  statementTimeoutMs?: number;
};

export type DbHandle = {
  db: Db;
  sql: Sql;
  /** The URL the pool connects with (after primaryOnly). */
  url: string;
  /** One round trip; rejects when the database cannot be reached, or has not answered within `timeoutMs`. */
  ping: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/** What every connection of ours is opened with, the pool's and the LISTEN connection's alike. */
export type ConnectionSettings = Pick<DbOptions, 'statementTimeoutMs'>;

/**
 * Longest a connection attempt may take, in seconds (postgres.js's default is 30): a host that does not answer (a
 * primary gone off the network) fails requests within this bound instead of holding them.
 */
const CONNECT_TIMEOUT_S = 5;

/**
 * Seconds before the pool connects again after failed attempts: 50 ms doubling, at most half a second. postgres.js's
 * own grows as 3^n / 100 up to 20 s, so after a few seconds of outage a server would wait seconds more before trying
 * the primary that came back.
 */
const reconnectDelayS = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

export function connectionSettings(settings: ConnectionSettings = {}) {
  return {
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectDelayS,
    // int8 (sequence numbers, counters) as numbers: they stay far below 2^53.
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    connection: { application_name: 'savepoint', ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}) },
  };
}

/**
 * The URL with `target_session_attrs=read-write` read as `primary`. postgres.js takes a server as read-write when its
 * `default_transaction_read_only` is off, which a hot standby's is: with several hosts, the pool would land on the
 * standby and every write fail. `primary` checks `pg_is_in_recovery()` as libpq does with `in_hot_standby`.
 */
export function primaryOnly(url: string): string {
  return url.replace(/([?&]target_session_attrs=)read-write(?=&|$)/, '$1primary');
}

/** The number of connections of each pool made here, by its Kysely instance (db/advisory-locks.ts keeps some free). */
const poolSizes = new WeakMap<Db, number>();

/** How many connections the pool behind `db` has; undefined for a Kysely bound to one connection, or made elsewhere. */
export function poolSizeOf(db: Db): number | undefined {
  return poolSizes.get(db);
}

export function createDb(given: string, options: DbOptions = {}): DbHandle {
  const url = primaryOnly(given);
  const sql = postgres(url, { max: options.max ?? 10, ...connectionSettings(options) });
  const onQuery = options.onQuery;
  const db = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: preparing(sql) }),
    ...(onQuery
      ? {
          log: (event: LogEvent) => {
            if (event.level === 'query') onQuery(event.query.sql, event.queryDurationMillis);
          },
        }
      : {}),
  });
  poolSizes.set(db, options.max ?? 10);
  return {
    db,
    sql,
    url,
    ping: async (timeoutMs) => {
      const answer = sql`select 1`;
      if (timeoutMs === undefined) return void (await answer);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      answer.catch(() => {}); // abandoned after the timeout: its failure is no one's
      try {
        await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      // Queries still running get 5 s, then their connections are terminated: a stop never hangs on one.
      await sql.end({ timeout: 5 });
      await db.destroy();
    },
  };
}

/**
 * kysely-postgres-js runs every query through `unsafe`, which postgres.js does not prepare: each query with
 * parameters then costs two round trips (Parse/Describe, wait for the parameter types, then Bind/Execute). Prepared,
 * a statement is described once per connection and every later run is one round trip. It also refuses a query from
 * inside a transaction (transaction-scope.ts).
 */
function preparing(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property !== 'reserve') return Reflect.get(target, property, receiver);
      return async () => {
        assertOutsideTransaction();
        return guarded(await reservedWithin(target, RESERVE_WITHIN_MS));
      };
    },
  });
}

/**
 * Longest a query waits for a connection of the pool (Kysely reserves one for every query and transaction). Past it
 * the query fails as CONNECT_TIMEOUT (DATABASE_UNAVAILABLE at the edge) instead of waiting on, whatever postgres.js
 * does with a reservation during an outage: a request never hangs on the pool. Longer than a connection attempt
 * (CONNECT_TIMEOUT_S), so a slow connect fails as itself first.
 */
const RESERVE_WITHIN_MS = 10_000;

async function reservedWithin(sql: Sql, ms: number): Promise<postgres.ReservedSql> {
  const reserving = sql.reserve();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reserving.then(
        (reserved) => reserved.release(),
        () => {},
      ); // given back whenever it comes
      reject(Object.assign(new Error(`no database connection within ${ms} ms`), { code: 'CONNECT_TIMEOUT' }));
    }, ms);
  });
  try {
    return await Promise.race([reserving, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What postgres.js hands an `onexecute` option: its connection object, whose `onclose` it calls once when it closes. */
type DriverConnection = { onclose?: ((error: unknown) => void) | null };

/**
 * A reserved connection (a Kysely transaction's) that never writes to a closed socket. postgres.js 3.4.9 sends a
 * query given to a reserved connection whose backend died into its null socket: the query never settles and the
 * driver throws from a setImmediate (porsager/postgres#1208); released, the dead connection goes back to the pool's
 * open ones, where the next query hangs the same way. So once the connection closed (postgres.js calls the
 * `onclose` of a connection, which its `onexecute` option hands over, as its own `begin` uses them) or a query of it
 * failed with the connection lost, the next ones (Kysely's ROLLBACK) fail at once with that error, and release leaves
 * it with postgres.js's closed connections, reopened when the pool needs it. A connection that found itself read-only (SQLSTATE 25006: a
 * server turned read-only under it) is ended the same way instead of given back: its replacement connects to a
 * primary (primaryOnly).
 */
function guarded(reserved: postgres.ReservedSql): postgres.ReservedSql {
  const unsafe = reserved.unsafe.bind(reserved);
  let lost: unknown = null;
  let readOnly = false;
  let connection: DriverConnection | null = null;
  const watch = (given: DriverConnection) => {
    if (!connection) {
      connection = given;
      given.onclose = (error) => {
        lost ??= error;
      };
    }
    return true; // as without onexecute: the connection may take the next query at once
  };
  reserved.unsafe = ((query: string, args?: unknown[], options?: Record<string, unknown>) => {
    if (lost) return Promise.reject(lost);
    const running = unsafe(query, args as never, { prepare: true, onexecute: watch, ...options } as never);
    // Watched where it is awaited (postgres.js runs a query on its first `then`; a cursor is left alone).
    const then = running.then.bind(running);
    // biome-ignore lint/suspicious/noThenProperty: it already is a thenable (a postgres.js query); this wraps its own then
    running.then = ((resolved, rejected) =>
      then(resolved, (error: unknown) => {
        if (isConnectionLost(error)) lost ??= error;
        if (sqlStateOf(error) === SqlState.READ_ONLY_SQL_TRANSACTION) readOnly = true;
        if (rejected) return rejected(error);
        throw error;
      })) as typeof running.then;
    return running;
  }) as typeof reserved.unsafe;
  const release = reserved.release.bind(reserved);
  reserved.release = () => {
    if (lost) return;
    if (connection) connection.onclose = null;
    if (!readOnly) return release();
    void unsafe('select pg_terminate_backend(pg_backend_pid())').then(
      () => release(), // closes once the backend exits; postgres.js then moves it to its closed ones
      (error: unknown) => isConnectionLost(error) || release(),
    );
  };
  return reserved;
}

/** The URL with its password replaced, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
