// Every PostgreSQL advisory lock Savepoint takes, with its key, in one place (two locks that shared a key by
// accident would serialise unrelated work, or worse, not exclude what they should).
import { sql } from 'kysely';
import type postgres from 'postgres';
import type { Db, Trx } from './client.ts';

/** Single-key locks (pg_advisory_*(bigint)). */
const MIGRATIONS = 7_283_645_001;
const BOOTSTRAP = 7_283_645_002;
const WORKSPACE_PLACES = 7_283_645_003;
/** First key of every session lock (pg_advisory_*(int, int)); the second is a hash of the session id. */
const SESSION_NAMESPACE = 0x5e55;
/** First key of every new-folder lock; the second is a hash of the folder's path. */
const FOLDER_NAMESPACE = 0x5e56;

/** In the migrator's transaction: concurrent migrators queue instead of colliding. */
export async function lockMigrations(tx: postgres.TransactionSql): Promise<void> {
  await tx`select pg_advisory_xact_lock(${MIGRATIONS})`;
}

/** In a transaction: serialises creating the first owner (two servers starting on one empty database). */
export async function lockBootstrap(trx: Trx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${BOOTSTRAP}::bigint)`.execute(trx);
}

/**
 * In a transaction: serialises registering workspaces and granting roots (a directory must never end up belonging to
 * two owners, whichever of the two happens first).
 */
export async function lockWorkspacePlaces(trx: Trx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${WORKSPACE_PLACES}::bigint)`.execute(trx);
}

/**
 * The git work on a session's workspace, serialised across processes: a resume holds the session's lock from its
 * checks to its commit, so no other resume, code checkpoint or acquireLease interleaves, and a resume that loses
 * never touches files the winner's runner is writing; a code checkpoint holds it from its snapshot to its row, so
 * each diffs against the one before. A crashed server's lock goes with its connection.
 *
 * Runs `work` holding the lock, waiting for any holder first. The lock lives on one connection and `work` gets that
 * connection as its database: everything it does (its transaction included) must go through it, since holding one
 * pool connection while waiting for another is how a busy pool deadlocks.
 */
export async function withSessionLock<T>(db: Db, sessionId: string, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SESSION_NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${SESSION_NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
    }
  });
}

/** In a transaction: waits until no git work on the session is under way, and keeps new work out until it ends. */
export async function waitForSessionLock(trx: Trx, sessionId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SESSION_NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(trx);
}

/**
 * Making a new folder at `folder` (a fork's worktree or folder), serialised across processes: two servers never check
 * the same path empty and then both write into it. `connection` must be ONE connection (a withSessionLock's): the
 * lock is taken and released on it, so both run on the same session.
 */
export async function withFolderLock<T>(connection: Db, folder: string, work: () => Promise<T>): Promise<T> {
  await sql`select pg_advisory_lock(${FOLDER_NAMESPACE}::int, hashtext(${folder}::text))`.execute(connection);
  try {
    return await work();
  } finally {
    await sql`select pg_advisory_unlock(${FOLDER_NAMESPACE}::int, hashtext(${folder}::text))`.execute(connection);
  }
}
