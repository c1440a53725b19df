// The pool (pool.ts) and the Kysely instance over it, and a small postgres.js instance beside it for the server's own
// checks (/ready's ping and NOTIFY probe, migrations), which an overloaded pool does not hold up. The LISTEN connection
// (listener.ts) is opened apart, with the same connection settings. Every connection is to a primary (primaryOnly): a
// pool never writes to a standby.
import { Kysely, type KyselyConfig, type Transaction as KyselyTransaction, type LogEvent } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { createPool, type Pool, type Reservation } from './pool.ts';
import { isConnectionLost, SqlState, sqlStateOf } from './sqlstate.ts';
import type { Database } from './tables/database.ts';
import { registerDb } from './transaction.ts';
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
  /** The checks' instance (two connections), not the pool's: for pings, probes and migrations. */
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
  const settings = connectionSettings(options);
  const sql = postgres(url, { max: 2, ...settings });
  const ping = async (timeoutMs?: number) => {
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
  };
  const max = options.max ?? 10;
  const pool = createPool({
    max,
    waitMs: RESERVE_WITHIN_MS,
    open: (onclose) => postgres(url, { max: 1, ...settings, onclose }),
    answers: () =>
      ping(ANSWERS_WITHIN_MS).then(
        () => true,
        () => false,
      ),
  });
  const onQuery = options.onQuery;
  const dialect = new PostgresJSDialect({ postgres: reservingFrom(pool) });
  const config: KyselyConfig = {
    dialect,
    ...(onQuery
      ? {
          log: (event: LogEvent) => {
            if (event.level === 'query') onQuery(event.query.sql, event.queryDurationMillis);
          },
        }
      : {}),
  };
  const db = new Kysely<Database>(config);
  // a Transaction keeps a driver only for the builders it refuses (transaction(), connection()): this one is never used
  registerDb(db, { config, dialect, driver: dialect.createDriver() });
  poolSizes.set(db, max);
  return {
    db,
    sql,
    url,
    ping,
    close: async () => {
      // Queries still running get 5 s, then their connections are terminated: a stop never hangs on one.
      await Promise.all([pool.end({ timeout: 5 }), sql.end({ timeout: 5 })]);
      await db.destroy();
    },
  };
}

/**
 * What kysely-postgres-js is given as its postgres.js instance: it calls only `reserve` (each query and transaction
 * reserves a connection) and `end` (at destroy, after the pool has ended). Reservations come from the pool, guarded;
 * one asked from inside a transaction is refused (transaction-scope.ts).
 */
function reservingFrom(pool: Pool): Sql {
  const reserve = async () => {
    assertOutsideTransaction();
    return guarded(await pool.reserve());
  };
  return Object.assign(() => {}, { reserve, end: async () => {} }) as unknown as Sql;
}

/**
 * Longest a query waits for a connection of the pool (Kysely reserves one for every query and transaction), and for it
 * to open. Past it the query fails: SERVER_BUSY when the database answers (every connection stayed in use by other
 * requests), else DATABASE_UNAVAILABLE. A request never hangs on the pool. Longer than a connection attempt
 * (CONNECT_TIMEOUT_S), so a slow connect fails as itself first.
 */
const RESERVE_WITHIN_MS = 10_000;

/** How long the database has to answer a pool that waited its bound, for the refusal to say "busy" rather than "down". */
const ANSWERS_WITHIN_MS = 1_000;

/** What postgres.js hands an `onexecute` option: its connection object, whose `onclose` it calls once when it closes. */
type DriverConnection = { onclose?: ((error: unknown) => void) | null };

/**
 * A reserved connection (a Kysely query's or transaction's), prepared and never writing to a closed socket.
 * kysely-postgres-js runs every query through `unsafe`, which postgres.js does not prepare: each query with parameters
 * would cost two round trips (Parse/Describe, wait for the parameter types, then Bind/Execute); prepared, a statement
 * is described once per connection. postgres.js 3.4.9 sends a query given to a reserved connection whose backend died
 * into its null socket: the query never settles and the driver throws from a setImmediate (porsager/postgres#1208);
 * released, the dead connection goes back to the open ones, where the next query hangs the same way. So once the
 * connection closed (postgres.js calls the `onclose` of a connection, which its `onexecute` option hands over, as its
 * own `begin` uses them) or a query of it failed with the connection lost, the next ones (Kysely's ROLLBACK) fail at
 * once with that error, and release leaves it with postgres.js's closed connections: its pool slot opens a new one
 * when next taken. A connection that found itself read-only (SQLSTATE 25006: a server turned read-only under it) is
 * ended (its backend terminated) instead of given back: its replacement tries the URL's next host first.
 */
function guarded({ reserved, handBack }: Reservation): postgres.ReservedSql {
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
    if (lost) return handBack(false);
    if (connection) connection.onclose = null;
    if (!readOnly) {
      release();
      return handBack(true);
    }
    // The backend ends itself; postgres.js moves the connection to its closed ones and opens the next on another host.
    void unsafe('select pg_terminate_backend(pg_backend_pid())').then(
      () => handBack(false),
      () => handBack(false),
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
