// The one way our code opens a transaction: runTransaction. Kysely's own transaction builder waits a round trip for its
// BEGIN, then hands its connection to one statement at a time (SingleConnectionProvider), so statements a body starts
// together (Promise.all) still wait for each other. Here BEGIN goes out with the body's first statement, and each
// statement gets the connection as it asks: postgres.js writes them out together on it (it pipelines what one
// connection is given) and PostgreSQL runs them in the order they were sent. A put was BEGIN 0.27 ms ahead of a body
// of 2.3 ms; every transaction saves that round trip, and a body's concurrent statements share theirs.
//
// Safe because:
// - BEGIN on a connection of ours cannot fail while the connection lives (the pool hands out connections outside any
//   transaction; "already in progress" is a warning). If the connection dies, the statements behind BEGIN die with
//   it. COMMIT is sent only once BEGIN has answered, so no body commits without a transaction.
// - Statements sent together run in the order they were sent; the first to fail aborts the transaction, the ones
//   behind it fail too, and the body's await (Promise.all) throws the first failure, as one at a time would.
// - A statement asked for once the transaction has ended is refused, as Kysely refuses it.
//
// Statements whose answers the body does not need (a write's inserts, the events appended at the end of a unit of work)
// may be queued instead (`withNext`): they go out ahead of the next statement the body sends, or of the COMMIT, written
// out together with it, so they cost no round trip of their own. They run exactly where they were queued in the body's
// order (before anything it sends after), so a later statement reads what they wrote. If one fails, PostgreSQL has
// aborted the transaction: that failure is the error thrown where it went out (by the statement it went with, or at
// the COMMIT, whose answer is then ROLLBACK), and nothing commits.
import {
  type AccessMode,
  CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  type IsolationLevel,
  type Kysely,
  type KyselyProps,
  Transaction,
} from 'kysely';
import type { Database } from './tables/database.ts';

/** client.ts's Db and Trx, named here too: client.ts imports this file. */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type TransactionSettings = { isolationLevel?: IsolationLevel; accessMode?: AccessMode };
/**
 * Queues statements (compiled: `query.compile()`) to go out, in this order, ahead of the next statement the body sends
 * or of the COMMIT.
 */
export type WithNext = (...statements: CompiledQuery[]) => void;

/** What a Transaction is made of besides its executor, for each Db createDb made (client.ts registers it). */
const madeOf = new WeakMap<Db, Omit<KyselyProps, 'executor'>>();

export function registerDb(db: Db, props: Omit<KyselyProps, 'executor'>): void {
  madeOf.set(db, props);
}

/** A Db bound to one of `pool`'s connections (Kysely's connection()), which opens transactions as `pool` does. */
export function onConnectionOf(connection: Db, pool: Db): Db {
  const props = madeOf.get(pool);
  if (props) madeOf.set(connection, props);
  return connection;
}

/** The statement that starts a transaction with these settings (as Kysely's PostgresDriver words it). */
function startOf(settings: TransactionSettings): string {
  if (!settings.isolationLevel && !settings.accessMode) return 'begin';
  return ['start transaction', settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
}

/**
 * Runs `body` in a transaction on one pool connection: committed when it resolves (with the statements it queued on
 * `withNext` and has not sent since), rolled back when it throws.
 */
export async function runTransaction<T>(db: Db, body: (trx: Trx, withNext: WithNext) => Promise<T>, settings: TransactionSettings = {}): Promise<T> {
  const props = madeOf.get(db);
  if (!props) throw new Error('runTransaction takes a Db made by createDb (db/client.ts)');
  const executor = db.getExecutor();
  return executor.provideConnection(async (connection: DatabaseConnection) => {
    let open = true;
    const queued: CompiledQuery[] = [];
    const shared: ConnectionProvider = {
      provideConnection: async (consume) => {
        if (!open) throw new Error('A statement was sent on a transaction that has ended; run it inside the transaction body.');
        if (queued.length === 0) return consume(connection);
        const ahead = queued.splice(0).map((statement) => connection.executeQuery(statement));
        const answer = consume(connection); // sent behind them
        const failed = (await Promise.allSettled(ahead)).find((outcome) => outcome.status === 'rejected');
        if (!failed) return answer;
        answer.catch(() => {}); // refused: the transaction was aborted by the failure thrown
        throw failed.reason;
      },
    };
    const trx = new Transaction<Database>({ ...props, executor: executor.withConnectionProvider(shared) });
    const begun = connection.executeQuery(CompiledQuery.raw(startOf(settings)));
    begun.catch(() => {}); // awaited below, before COMMIT
    let result: T;
    try {
      result = await body(trx, (...statements) => queued.push(...statements));
      await begun;
    } catch (error) {
      open = false;
      await connection.executeQuery(CompiledQuery.raw('rollback'));
      throw error;
    }
    open = false;
    const sent = queued.splice(0).map((statement) => connection.executeQuery(statement));
    const committed = connection.executeQuery(CompiledQuery.raw('commit'));
    committed.catch(() => {}); // awaited below
    const failed = (await Promise.allSettled(sent)).find((outcome) => outcome.status === 'rejected');
    if (failed) {
      await committed.catch(() => {}); // its answer is ROLLBACK: the failed statement aborted the transaction
      throw failed.reason;
    }
    await committed;
    return result;
  });
}
