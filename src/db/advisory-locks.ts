// Every PostgreSQL advisory lock Savepoint takes, with its key, in one place (two locks that shared a key by
// accident would serialise unrelated work, or worse, not exclude what they should); and the one order in which every
// transaction takes its locks, advisory and row locks alike.
//
// THE LOCK ORDER. Two transactions that take two locks in opposite orders deadlock (PostgreSQL then kills one after
// deadlock_timeout; a runner writing while leases were granted hit that 31 times in 30 s). So, in this order only:
//
//   1. the session's advisory lock: withSessionLock (git work, held from before the transaction) or
//      waitForSessionLock (in the transaction, before anything below); a new folder's lock (withFolderLock) inside it.
//      Then lockWorkspacePlaces, when the transaction registers a workspace (a fork's does, before its events reach
//      the source's row);
//   2. the session row: lockSession (FOR NO KEY UPDATE) or an UPDATE of it; several sessions' rows in the order
//      appendEvents takes them (workspace, then session id);
//   3. rows of that session: phases, tasks, steps, approvals (lockTask, lockSessionPhase, lockApproval...), in any
//      order among themselves, since the session row held before them already queues every writer of the session;
//   4. the owner row, only ever FOR NO KEY UPDATE and only by a lease grant (lockLeaseChecks, serialising the
//      owner's active-session count);
//   5. at COMMIT, the workspace feed heads (the deferred trigger of migrations/0004), in workspace order.
//
// Several sessions' advisory locks (a deletion takes the sessions it deletes and the forks it hands over to): oldest
// id first, which is also ancestors before their forks (ids are UUIDv7, and a fork is always made after its source).
//
// The owner's code objects lock: shared by every write that names stored objects (an upload's trees, a checkpoint's
// root tree), held to its commit, after whatever else it holds; exclusive only by the reclaim of objects no
// checkpoint reaches (deletions/objects.queries.ts), which takes it first and alone, and never waits for it (try).
//
// Outside the order, because they conflict with none of these: the idempotency claim (claimIdempotencyKey may come
// before 1 or after 2: it waits only for a concurrent claim of the same key, and the KEY SHARE its foreign key takes
// on the owner row conflicts with no lock above; never lock an owner FOR UPDATE); foreign-key checks of new rows (KEY
// SHARE, which FOR NO KEY UPDATE does not block: lock rows that others refer to FOR NO KEY UPDATE, never FOR UPDATE);
// lockBootstrap and lockMigrations (nothing else is locked with them).
//
// A deadlock or a serialization failure that still happens (someone else's SQL) is retried by the unit of work
// (events/unit-of-work.ts inTransaction), never shown as an unexpected error. test/lock-order.test.ts holds to it.
import { setTimeout as sleep } from 'node:timers/promises';
import { type RawBuilder, sql } from 'kysely';
import type postgres from 'postgres';
import { type Db, poolSizeOf, type Trx } from './client.ts';
import { onConnectionOf } from './transaction.ts';

/** Single-key locks (pg_advisory_*(bigint)). */
const MIGRATIONS = 7_283_645_001;
const BOOTSTRAP = 7_283_645_002;
const WORKSPACE_PLACES = 7_283_645_003;
const HOUSEKEEPING = 7_283_645_004;
/** First key of every session lock (pg_advisory_*(int, int)); the second is a hash of the session id. */
const SESSION_NAMESPACE = 0x5e55;
/** First key of every new-folder lock; the second is a hash of the folder's path. */
const FOLDER_NAMESPACE = 0x5e56;
/** First key of every owner's code objects lock; the second is a hash of the owner id. */
const OBJECTS_NAMESPACE = 0x5e57;
/** First key of every owner's retention run lock; the second is a hash of the owner id. */
const RETENTION_NAMESPACE = 0x5e58;

/**
 * On the migrator's one connection: waits for the migrations lock and takes it (concurrent migrators queue instead of
 * colliding). A session lock, since a no-transaction migration runs between transactions and must still be under it;
 * a crashed migrator's lock goes with its session. The same key as the transaction lock earlier versions take, so an
 * older and a newer migrator exclude each other too. Release it with unlockMigrations.
 *
 * Waiting polls instead of blocking in pg_advisory_lock: a query blocked there holds a snapshot, `create index
 * concurrently` in the holder waits for every older snapshot to end, and PostgreSQL breaks that cycle as a deadlock,
 * failing the waiter or the index build. Between polls the waiter holds no snapshot.
 */
export async function lockMigrations(connection: postgres.ReservedSql): Promise<void> {
  for (let pause = 10; ; pause = Math.min(pause * 2, 1_000)) {
    const [attempt] = await connection<{ locked: boolean }[]>`select pg_try_advisory_lock(${MIGRATIONS}) as locked`;
    if (attempt!.locked) return;
    await sleep(pause);
  }
}

export async function unlockMigrations(connection: postgres.ReservedSql): Promise<void> {
  await connection`select pg_advisory_unlock(${MIGRATIONS})`;
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
  const release = await lockSlot(db);
  try {
    return await db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${SESSION_NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
      try {
        return await work(onConnectionOf(connection, db)); // its transactions open as the pool's do
      } finally {
        await sql`select pg_advisory_unlock(${SESSION_NAMESPACE}::int, hashtext(${sessionId}::text))`.execute(connection);
      }
    });
  } finally {
    release();
  }
}

/**
 * Connections of a pool never held by session locks. The work under a session lock waits for the folder's agent, and
 * the agent's uploads and report, and this process's refresh of its agents' presence that keeps them online, need
 * connections of the same pool (the agent a server embeds talks to that server): with every connection holding a
 * session lock they would wait until the agents counted as gone, and the verbs answered AGENT_OFFLINE.
 */
const KEPT_FREE = 2;

type Slots = { free: number; waiting: Array<() => void> };
const slotsOf = new WeakMap<Db, Slots>();

/** Waits (holding no connection) until fewer session locks than the pool's connections less KEPT_FREE are held. */
async function lockSlot(db: Db): Promise<() => void> {
  const size = poolSizeOf(db);
  if (size === undefined) return () => {};
  let slots = slotsOf.get(db);
  if (!slots) {
    slots = { free: Math.max(1, size - KEPT_FREE), waiting: [] };
    slotsOf.set(db, slots);
  }
  const held = slots;
  if (held.free > 0) held.free--;
  else await new Promise<void>((resolve) => held.waiting.push(resolve));
  return () => {
    const next = held.waiting.shift();
    if (next)
      next(); // the slot passes on as it is
    else held.free++;
  };
}

/** waitForSessionLock for several sessions, oldest id first (the lock order above), in one statement. */
export async function waitForSessionLocks(trx: Trx, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await sql`
    select pg_advisory_xact_lock(${SESSION_NAMESPACE}::int, hashtext(id::text))
    from unnest(${`{${[...sessionIds].sort().join(',')}}`}::uuid[]) with ordinality as asked (id, n) order by n`.execute(trx);
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

/**
 * In a transaction that writes something naming the owner's stored objects (a tree's entries, a checkpoint's root
 * tree): keeps the reclaim of unreachable objects out until it commits. Check that what it names is still stored
 * after taking it: a reclaim that committed just before may have taken it.
 */
export async function shareOwnerObjects(trx: Trx, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${OBJECTS_NAMESPACE}::int, hashtext(${ownerId}::text))`.execute(trx);
}

/**
 * In the transaction of a reclaim: true when no write naming the owner's objects is under way, and none can start
 * until it commits; false (at once, never waiting) when one is.
 */
export async function tryLockOwnerObjects(trx: Trx, ownerId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${OBJECTS_NAMESPACE}::int, hashtext(${ownerId}::text)) as locked`.execute(
    trx,
  );
  return rows[0]!.locked;
}

/**
 * Runs `work` unless another process runs its housekeeping (finishing purges, applying retention policies) right now:
 * then null at once.
 */
export function withHousekeepingLock<T>(db: Db, work: () => Promise<T>): Promise<T | null> {
  return withTryLock(db, sql`${HOUSEKEEPING}::bigint`, work);
}

/** Runs `work` unless a retention run of this owner's sessions is under way (in any process): then null at once. */
export function withRetentionLock<T>(db: Db, ownerId: string, work: () => Promise<T>): Promise<T | null> {
  return withTryLock(db, sql`${RETENTION_NAMESPACE}::int, hashtext(${ownerId}::text)`, work);
}

/**
 * The lock lives on one connection of its own, held while `work` runs on the pool (in many short transactions); a
 * crashed process's lock goes with its connection.
 */
async function withTryLock<T>(db: Db, key: RawBuilder<unknown>, work: () => Promise<T>): Promise<T | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!rows[0]!.locked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
