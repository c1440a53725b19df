// The git work on a session's workspace, serialised across processes with a PostgreSQL advisory lock: a resume holds
// it from its checks to its commit, so no other resume, code checkpoint or acquireLease interleaves, and a resume
// that loses never touches files the winner's runner is writing; a code checkpoint holds it from its snapshot to its
// row, so each diffs against the one before. A crashed server's lock goes with its connection.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';

const NAMESPACE = 0x5e55; // first key of every session lock (the second is a hash of the session id)

/**
 * Runs `work` holding the session's lock, waiting for any holder first. The lock lives on one connection and
 * `work` gets that connection as its database: everything it does (its transaction included) must go through it,
 * since holding one pool connection while waiting for another is how a busy pool deadlocks.
 */
export async function withSessionLock<T>(db: Db, sessionId: string, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
    }
  });
}

/** In a transaction: waits until no git work on the session is under way, and keeps new work out until it ends. */
export async function waitForSessionLock(trx: Trx, sessionId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(trx);
}
