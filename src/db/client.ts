// One postgres.js pool and the Kysely instance over it. The LISTEN connection (realtime/) reuses the same pool,
// which postgres.js gives a dedicated connection of its own.
import { Kysely, type Transaction as KyselyTransaction, type LogEvent } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
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

export type DbHandle = { db: Db; sql: Sql; ping: () => Promise<void>; close: () => Promise<void> };

/** The number of connections of each pool made here, by its Kysely instance (db/advisory-locks.ts keeps some free). */
const poolSizes = new WeakMap<Db, number>();

/** How many connections the pool behind `db` has; undefined for a Kysely bound to one connection, or made elsewhere. */
export function poolSizeOf(db: Db): number | undefined {
  return poolSizes.get(db);
}

export function createDb(url: string, options: DbOptions = {}): DbHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // int8 (sequence numbers, counters) as numbers: they stay far below 2^53.
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    connection: { application_name: 'savepoint', ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}) },
  });
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
    /** One round trip: rejects when the database cannot be reached. */
    ping: async () => {
      await sql`select 1`;
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
        const reserved = await target.reserve();
        const unsafe = reserved.unsafe.bind(reserved);
        reserved.unsafe = ((query: string, args?: unknown[], options?: Record<string, unknown>) =>
          unsafe(query, args as never, { prepare: true, ...options })) as typeof reserved.unsafe;
        return reserved;
      };
    },
  });
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
