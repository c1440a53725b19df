// The SQL of code objects. Ids travel as hex text and are stored as 20 bytes (bytea); lists of them go as one text[]
// parameter, decoded in SQL, so a statement's text does not grow with the number of objects it reads or writes.
import { type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { ObjectType, TreeMode } from '../db/tables/objects.ts';
import { ownedBy } from '../db/tenancy.ts';

/** A text[] of hex ids as the bytea[] they stand for. */
function oidArray(oids: readonly string[]): RawBuilder<Buffer[]> {
  return sql<Buffer[]>`array(select decode(hex, 'hex') from unnest(${[...oids]}::text[]) as hex)`;
}

export type ObjectHead = { oid: string; type: ObjectType; size: number };

/** The type and size of each of `oids` the owner holds (those it does not are left out). */
export async function findObjectHeads(db: Db | Trx, ownerId: string, oids: readonly string[]): Promise<ObjectHead[]> {
  if (oids.length === 0) return [];
  return db
    .selectFrom('code_objects')
    .select([sql<string>`encode(oid, 'hex')`.as('oid'), 'type', 'size'])
    .where(ownedBy('code_objects', ownerId))
    .where(sql<boolean>`oid = any(${oidArray(oids)})`)
    .execute();
}

/** The stored (deflated) content of each of `oids` the owner holds. */
export async function findObjectContents(db: Db, ownerId: string, oids: readonly string[]): Promise<Array<ObjectHead & { content: Buffer }>> {
  if (oids.length === 0) return [];
  return db
    .selectFrom('code_objects')
    .select([sql<string>`encode(oid, 'hex')`.as('oid'), 'type', 'size', 'content'])
    .where(ownedBy('code_objects', ownerId))
    .where(sql<boolean>`oid = any(${oidArray(oids)})`)
    .execute();
}

export type NewObject = { oid: string; type: ObjectType; size: number; content: Buffer };

/** Stores the objects the owner does not hold yet; returns those it stored (an object stored meanwhile is skipped). */
export async function insertObjects(trx: Trx, ownerId: string, objects: readonly NewObject[]): Promise<ObjectHead[]> {
  const stored: ObjectHead[] = [];
  for (let i = 0; i < objects.length; i += 1_000) {
    const rows = objects
      .slice(i, i + 1_000)
      .map((o) => ({ owner_id: ownerId, oid: Buffer.from(o.oid, 'hex'), type: o.type, size: o.size, content: o.content }));
    stored.push(
      ...(await trx
        .insertInto('code_objects')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['owner_id', 'oid']).doNothing())
        .returning([sql<string>`encode(oid, 'hex')`.as('oid'), 'type', 'size'])
        .execute()),
    );
  }
  return stored;
}

export type NewTreeEntry = { tree: string; name: string; mode: TreeMode; oid: string };

/** Stores the entries of trees just stored (in the same transaction: the trees and what they name must be stored). */
export async function insertTreeEntries(trx: Trx, ownerId: string, entries: readonly NewTreeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await sql`
    insert into code_tree_entries (owner_id, tree_oid, name, mode, child_oid)
    select ${ownerId}, decode(e.tree, 'hex'), e.name, e.mode, decode(e.oid, 'hex')
    from unnest(${entries.map((e) => e.tree)}::text[], ${entries.map((e) => e.name)}::text[], ${entries.map((e) => e.mode)}::text[],
                ${entries.map((e) => e.oid)}::text[]) as e(tree, name, mode, oid)`.execute(trx);
}

/** Adds `bytes` to what the owner's objects hold, and returns the new total (the row stays locked until commit). */
export async function addObjectBytes(trx: Trx, ownerId: string, bytes: number): Promise<number> {
  const row = await trx
    .insertInto('code_object_usage')
    .values({ owner_id: ownerId, bytes })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet({ bytes: sql<number>`code_object_usage.bytes + excluded.bytes` }))
    .returning('bytes')
    .executeTakeFirstOrThrow();
  return row.bytes;
}

/** What the owner's objects hold, uncompressed. */
export async function findObjectBytes(db: Db, ownerId: string): Promise<number> {
  const row = await db.selectFrom('code_object_usage').select('bytes').where(ownedBy('code_object_usage', ownerId)).executeTakeFirst();
  return row?.bytes ?? 0;
}
