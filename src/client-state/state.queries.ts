// The SQL of client state: threads (sessions by their client key), checkpoints, their parts and pending writes. Every
// read names the owner (through its session); every list is one indexed query.
import { type CompiledQuery, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { StateCheckpointsTable, StatePartsTable, StateWritesTable } from '../db/tables/client-state.ts';
import type { NewSession, Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { Sealed } from './sealing.ts';

export type StateCheckpointRow = {
  [K in keyof StateCheckpointsTable]: K extends 'created_at'
    ? Date
    : K extends 'parts'
      ? Record<string, string>
      : K extends 'metadata'
        ? Record<string, unknown>
        : StateCheckpointsTable[K];
} & { client_key: string | null };
export type StatePartRow = StatePartsTable;
export type StateWriteRow = Omit<StateWritesTable, 'task_path'> & { task_path: string };

/** The owner's live session with this client key, locked for the write (FOR NO KEY UPDATE, as lockSession). */
export async function lockSessionByKey(trx: Trx, ownerId: string, key: string): Promise<Session | undefined> {
  return trx.selectFrom('sessions').selectAll().where(ownedBy('sessions', ownerId)).where('client_key', '=', key).forNoKeyUpdate().executeTakeFirst();
}

/** The same, charged `bytes` (stored_bytes) in the same statement: lockSessionByKey and lockSessionCharging at once. */
export async function lockSessionByKeyAdding(trx: Trx, ownerId: string, key: string, bytes: number): Promise<Session | undefined> {
  return trx
    .updateTable('sessions')
    .set({ stored_bytes: sql`stored_bytes + ${bytes}` })
    .where(ownedBy('sessions', ownerId))
    .where('client_key', '=', key)
    .returningAll()
    .executeTakeFirst();
}

export async function findSessionIdByKey(db: Db, ownerId: string, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sessions').select('id').where(ownedBy('sessions', ownerId)).where('client_key', '=', key).executeTakeFirst();
  return row?.id;
}

/** The owner's workspace without a folder of this name, made when missing (two makers at once: one row). */
export async function folderlessWorkspace(trx: Trx, ownerId: string, name: string, newId: string): Promise<string> {
  await sql`insert into workspaces (id, owner_id, name, path) values (${newId}, ${ownerId}, ${name}, null)
            on conflict (owner_id, name) where path is null and deletion_id is null do nothing`.execute(trx);
  const row = await trx
    .selectFrom('workspaces')
    .select('id')
    .where(ownedBy('workspaces', ownerId))
    .where('name', '=', name)
    .where('path', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A session made for a client's key; undefined when a concurrent first write made it (committed since: lock that one). */
export async function insertKeyedSession(trx: Trx, row: NewSession & { client_key: string }): Promise<Session | undefined> {
  return trx
    .insertInto('sessions')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'client_key']).where('client_key', 'is not', null).where('deletion_id', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A checkpoint, written again when the client puts the same id again (its parts stay: they are insert-only). */
export type NewStateCheckpoint = Omit<StateCheckpointsTable, 'created_at' | 'parts' | 'metadata'> & {
  parts: Record<string, string>;
  metadata: Record<string, unknown>;
};

/** The statement, queued to go out ahead of the next one (work.withNext): nothing reads its answer. */
export function upsertStateCheckpoint(trx: Trx, row: NewStateCheckpoint): CompiledQuery {
  return trx
    .insertInto('state_checkpoints')
    .values({ ...row, parts: json(row.parts), metadata: json(row.metadata) })
    .onConflict((oc) =>
      oc.columns(['session_id', 'namespace', 'client_id']).doUpdateSet((eb) => ({
        parent_client_id: eb.ref('excluded.parent_client_id'),
        payload_type: eb.ref('excluded.payload_type'),
        payload: eb.ref('excluded.payload'),
        key_id: eb.ref('excluded.key_id'),
        parts: eb.ref('excluded.parts'),
        metadata: eb.ref('excluded.metadata'),
        metadata_sealed: eb.ref('excluded.metadata_sealed'),
        metadata_key_id: eb.ref('excluded.metadata_key_id'),
        summary: eb.ref('excluded.summary'),
        stored_bytes: eb.ref('excluded.stored_bytes'),
      })),
    )
    .compile();
}

/**
 * New parts; a part already stored under its name and version is kept (a version names one value). The statement (none
 * for no rows), queued to go out ahead of the next one (work.withNext).
 */
export function insertStateParts(trx: Trx, rows: readonly StatePartsTable[]): CompiledQuery[] {
  if (rows.length === 0) return [];
  return [
    trx
      .insertInto('state_parts')
      .values([...rows])
      .onConflict((oc) => oc.columns(['session_id', 'namespace', 'name', 'version']).doNothing())
      .compile(),
  ];
}

/**
 * Pending writes: kept as first written (insert-or-ignore), or replaced (upsert: the client's special writes). The
 * statement (none for no rows), queued to go out ahead of the next one (work.withNext).
 */
export function insertStateWrites(
  trx: Trx,
  rows: readonly Omit<StateWritesTable, 'task_path'>[] & { task_path?: string }[],
  replace: boolean,
): CompiledQuery[] {
  if (rows.length === 0) return [];
  const statement = trx
    .insertInto('state_writes')
    .values([...rows])
    .onConflict((oc) => {
      const target = oc.columns(['session_id', 'namespace', 'checkpoint_id', 'task_id', 'idx']);
      return replace
        ? target.doUpdateSet((eb) => ({
            channel: eb.ref('excluded.channel'),
            type: eb.ref('excluded.type'),
            data: eb.ref('excluded.data'),
            key_id: eb.ref('excluded.key_id'),
            task_path: eb.ref('excluded.task_path'),
          }))
        : target.doNothing();
    })
    .compile();
  return [statement];
}

export type CheckpointFilter = {
  ownerId: string;
  /** One session (a thread); null: every session of the owner that has a client key (or the one of `sessionKey`). */
  sessionId: string | null;
  /** One session by its client key, matched in the same query (no lookup first). */
  sessionKey?: string | null;
  namespace: string | null;
  clientId: string | null;
  /** Client ids below this one only. */
  before: string | null;
  /** Containment (@>) on the metadata, redacted as the metadata it is matched with. */
  metadata: Record<string, unknown> | null;
  limit: number;
};

/** Checkpoints, newest client id first: one indexed query. */
export async function findStateCheckpoints(db: Db, filter: CheckpointFilter): Promise<StateCheckpointRow[]> {
  return checkpointsQuery(db, filter).execute();
}

function checkpointsQuery(db: Db, filter: CheckpointFilter) {
  let query = db
    .selectFrom('state_checkpoints as c')
    .innerJoin('sessions', 'sessions.id', 'c.session_id')
    .selectAll('c')
    .select('sessions.client_key')
    .where(ownedBy('sessions', filter.ownerId));
  if (filter.sessionId) query = query.where('c.session_id', '=', filter.sessionId);
  else if (filter.sessionKey) {
    // the session's id first (one probe of its key's index), so the checkpoints are read by their own index in order,
    // `limit` rows of it, whatever the planner's statistics say of a thread that just grew
    const key = filter.sessionKey;
    const session = sql<string>`(select id from sessions where owner_id = ${filter.ownerId} and deletion_id is null and client_key = ${key})`;
    query = query.where('c.session_id', '=', session).where('sessions.client_key', '=', key);
  } else query = query.where('sessions.client_key', 'is not', null);
  if (filter.namespace !== null) query = query.where('c.namespace', '=', filter.namespace);
  if (filter.clientId !== null) query = query.where('c.client_id', '=', filter.clientId);
  if (filter.before !== null) query = query.where('c.client_id', '<', filter.before);
  if (filter.metadata && Object.keys(filter.metadata).length > 0) query = query.where(sql<boolean>`c.metadata @> ${json(filter.metadata)}`);
  return query.orderBy('c.client_id', 'desc').limit(filter.limit);
}

/** A checkpoint with its parts and pending writes: their names as JSON, their bytes in the same order. */
export type WholeCheckpointRow = StateCheckpointRow & {
  /** [name, version, type, key id] of each part the checkpoint is made of (one stored). */
  part_keys: PartKey[] | null;
  part_data: Array<Buffer | null> | null;
  /** [task id, index, channel, type, key id, task path] of each write pending on it, in (task, index) order. */
  write_keys: WriteKey[] | null;
  write_data: Buffer[] | null;
};
type PartKey = [name: string, version: string, type: string, keyId: string | null];
type WriteKey = [taskId: string, idx: number, channel: string, type: string, keyId: string, taskPath: string];

/** As the statement answers: each list's bytes as one value, cut at the lengths its keys end with. */
type JoinedRow = StateCheckpointRow & {
  part_keys: Array<[...PartKey, length: number | null]> | null;
  part_bytes: Buffer | null;
  write_keys: Array<[...WriteKey, length: number]> | null;
  write_bytes: Buffer | null;
};

/**
 * findStateCheckpoints with each checkpoint's parts and pending writes, in one statement (a read of a thread is one
 * round trip): two lateral joins on the parts' and the writes' keys. Each list's bytes come as one bytea (an array of
 * bytea would come as text the driver parses a character at a time: slower than the two statements it replaces).
 */
export async function findWholeStateCheckpoints(db: Db, filter: CheckpointFilter): Promise<WholeCheckpointRow[]> {
  const { rows } = await sql<JoinedRow>`
    select c.*, p.part_keys, p.part_bytes, w.write_keys, w.write_bytes
    from (${checkpointsQuery(db, filter)}) c
    left join lateral (
      select jsonb_agg(jsonb_build_array(r.name, r.version, sp.type, sp.key_id, octet_length(sp.data)) order by r.name) as part_keys,
             string_agg(sp.data, ''::bytea order by r.name) as part_bytes
      from jsonb_each_text(c.parts) r(name, version)
      cross join lateral (
        select sp.type, sp.key_id, sp.data from state_parts sp
        where sp.session_id = c.session_id and sp.namespace = c.namespace and sp.name = r.name and sp.version = r.version
        limit 1 -- one row by the key; and the limit keeps this a lookup per part (joined, the planner may hash the session's every part)
      ) sp
    ) p on true
    left join lateral (
      select jsonb_agg(jsonb_build_array(sw.task_id, sw.idx, sw.channel, sw.type, sw.key_id, sw.task_path, octet_length(sw.data))
                       order by sw.task_id, sw.idx) as write_keys,
             string_agg(sw.data, ''::bytea order by sw.task_id, sw.idx) as write_bytes
      from state_writes sw
      where sw.session_id = c.session_id and sw.namespace = c.namespace and sw.checkpoint_id = c.client_id
    ) w on true
    order by c.client_id desc`.execute(db);
  return rows.map(({ part_keys, part_bytes, write_keys, write_bytes, ...row }) => {
    const parts = cut(part_bytes, part_keys?.map((key) => key[4]) ?? []);
    const writes = cut(write_bytes, write_keys?.map((key) => key[6]) ?? []);
    return {
      ...row,
      part_keys: part_keys?.map(([name, version, type, keyId]): PartKey => [name, version, type, keyId]) ?? null,
      part_data: part_keys ? parts : null,
      write_keys: write_keys?.map(([taskId, idx, channel, type, keyId, taskPath]): WriteKey => [taskId, idx, channel, type, keyId, taskPath]) ?? null,
      write_data: write_keys ? (writes as Buffer[]) : null,
    };
  });
}

/** The values `bytes` holds one after another, of these lengths (null: no value, nothing taken). */
function cut(bytes: Buffer | null, lengths: ReadonlyArray<number | null>): Array<Buffer | null> {
  let at = 0;
  return lengths.map((length) => {
    if (length === null || bytes === null) return null;
    const value = bytes.subarray(at, at + length);
    at += length;
    return value;
  });
}

type CheckpointKey = Pick<StateCheckpointRow, 'session_id' | 'namespace' | 'client_id'>;

/** The newest client id of a namespace of the session (a server-made head must sort after it). */
export async function findHeadClientId(db: Db, sessionId: string, namespace: string): Promise<string | null> {
  const row = await db
    .selectFrom('state_checkpoints')
    .select('client_id')
    .where('session_id', '=', sessionId)
    .where('namespace', '=', namespace)
    .orderBy('client_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.client_id ?? null;
}

/** Copies a checkpoint's parts to another session (a fork's first checkpoint). */
export async function copyPartsOf(trx: Trx, from: CheckpointKey, toSessionId: string, toNamespace: string): Promise<void> {
  await sql`
    insert into state_parts (session_id, namespace, name, version, type, data, key_id)
    select ${toSessionId}::uuid, ${toNamespace}, p.name, p.version, p.type, p.data, p.key_id
    from state_checkpoints c
    cross join jsonb_each_text(c.parts) r(name, version)
    join state_parts p on p.session_id = c.session_id and p.namespace = c.namespace and p.name = r.name and p.version = r.version
    where c.session_id = ${from.session_id}::uuid and c.namespace = ${from.namespace} and c.client_id = ${from.client_id}
    on conflict do nothing`.execute(trx);
}

/** A copy of a checkpoint under a new session, namespace position and id (its sealed bytes as they are). */
export async function copyStateCheckpoint(
  trx: Trx,
  from: CheckpointKey,
  to: { session_id: string; client_id: string; parent_client_id: string | null; metadata: Record<string, unknown>; metadataSealed: Sealed },
): Promise<void> {
  await sql`
    insert into state_checkpoints (session_id, namespace, client_id, parent_client_id, payload_type, payload, key_id, parts, metadata,
      metadata_sealed, metadata_key_id, summary, stored_bytes)
    select ${to.session_id}::uuid, namespace, ${to.client_id}, ${to.parent_client_id}, payload_type, payload, key_id, parts, ${json(to.metadata)},
      ${to.metadataSealed.data}, ${to.metadataSealed.keyId}, summary, 0
    from state_checkpoints
    where session_id = ${from.session_id}::uuid and namespace = ${from.namespace} and client_id = ${from.client_id}`.execute(trx);
}
