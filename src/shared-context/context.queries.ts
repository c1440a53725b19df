import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { SharedContextDocument } from '../db/tables/shared-context.ts';
import { DOCUMENT_COLUMNS } from '../db/tables/shared-context.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Creates the document at version 1; undefined when it exists (with any value, null included). */
export async function insertDocument(
  trx: Trx,
  doc: { sessionId: string; key: string; value: unknown; updatedBy: string },
): Promise<SharedContextDocument | undefined> {
  return trx
    .insertInto('shared_context')
    .values({ session_id: doc.sessionId, key: doc.key, value: json(doc.value), version: 1, updated_by: doc.updatedBy, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['session_id', 'key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Writes the document's next version if it is still at `expected` (a conditional update); undefined when not. */
export async function updateDocumentAt(
  trx: Trx,
  doc: { sessionId: string; key: string; value: unknown; updatedBy: string },
  expected: number,
): Promise<SharedContextDocument | undefined> {
  return trx
    .updateTable('shared_context')
    .set({ value: json(doc.value), version: sql`version + 1`, updated_by: doc.updatedBy, updated_at: new Date() })
    .where('session_id', '=', doc.sessionId)
    .where('key', '=', doc.key)
    .where('version', '=', expected)
    .returningAll()
    .executeTakeFirst();
}

/** The version in force of a document (null value included), or 0 when it never existed. */
export async function findDocumentVersion(db: Db | Trx, sessionId: string, key: string): Promise<number> {
  const row = await db.selectFrom('shared_context').select('version').where('session_id', '=', sessionId).where('key', '=', key).executeTakeFirst();
  return row?.version ?? 0;
}

/** The documents with a value of these sessions, by key (their owner was checked when the sessions were loaded). */
export async function findDocumentsBySessionIds(db: Db, sessionIds: readonly string[]): Promise<SharedContextDocument[]> {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('shared_context')
    .select(DOCUMENT_COLUMNS)
    .where('session_id', 'in', sessionIds)
    .where('value', 'is not', null)
    .orderBy('session_id')
    .orderBy('key')
    .execute();
}

/** One document with a value, or undefined. */
export async function findDocument(db: Db, sessionId: string, key: string): Promise<SharedContextDocument | undefined> {
  return db
    .selectFrom('shared_context')
    .select(DOCUMENT_COLUMNS)
    .where('session_id', '=', sessionId)
    .where('key', '=', key)
    .where('value', 'is not', null)
    .executeTakeFirst();
}

/** How many documents with a value the session holds besides `key`, and their bytes as JSON text together. */
export async function sumOtherDocuments(trx: Trx, sessionId: string, key: string): Promise<{ count: number; bytes: number }> {
  const row = await trx
    .selectFrom('shared_context')
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(value_bytes), 0)::int8`.as('bytes')])
    .where('session_id', '=', sessionId)
    .where('key', '<>', key)
    .where('value', 'is not', null)
    .executeTakeFirstOrThrow();
  return row;
}

/** A page of the session's documents with a value, by key (keyset: after/before a key; inverted: from the end). */
export async function listDocuments(
  db: Db,
  sessionId: string,
  page: { after?: string | null; before?: string | null; limit: number; inverted: boolean },
): Promise<SharedContextDocument[]> {
  let query = db.selectFrom('shared_context').select(DOCUMENT_COLUMNS).where('session_id', '=', sessionId).where('value', 'is not', null);
  if (page.after != null) query = query.where('key', '>', page.after);
  if (page.before != null) query = query.where('key', '<', page.before);
  return query
    .orderBy('key', page.inverted ? 'desc' : 'asc')
    .limit(page.limit)
    .execute();
}

/** How many documents with a value the session holds. */
export async function countDocuments(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('shared_context')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('session_id', '=', sessionId)
    .where('value', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The owner's documents with a value among these (session, key) pairs, in any order (search hits name them so). */
export async function findDocumentsByKeys(db: Db, ownerId: string, keys: ReadonlyArray<{ sessionId: string; key: string }>): Promise<SharedContextDocument[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('shared_context')
    .select(DOCUMENT_COLUMNS)
    .where(ownedBy('shared_context', ownerId))
    .where((eb) => eb.or(keys.map(({ sessionId, key }) => eb.and([eb('session_id', '=', sessionId), eb('key', '=', key)]))))
    .where('value', 'is not', null)
    .execute();
}
