// The SQL of code objects. Ids travel as hex text and are stored as 20 bytes (bytea); lists of them go as one text[]
// parameter, decoded in SQL, so a statement's text does not grow with the number of objects it reads or writes.
import { type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { ObjectType } from '../db/tables/objects.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { TreeEntry } from './tree.model.ts';

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

/** A stored object: a blob's deflated content, or a tree's entries (names, modes, and ids of 20 bytes end to end). */
export type StoredObjectRow = ObjectHead & { content: Buffer | null; names: string[] | null; modes: string[] | null; oids: Buffer | null };

/** Each of `oids` the owner holds, as stored. */
export async function findObjectContents(db: Db, ownerId: string, oids: readonly string[]): Promise<StoredObjectRow[]> {
  if (oids.length === 0) return [];
  return db
    .selectFrom('code_objects')
    .leftJoin('code_trees', (join) => join.onRef('code_trees.owner_id', '=', 'code_objects.owner_id').onRef('code_trees.oid', '=', 'code_objects.oid'))
    .select([
      sql<string>`encode(code_objects.oid, 'hex')`.as('oid'),
      'code_objects.type',
      'code_objects.size',
      'code_objects.content',
      'code_trees.names',
      'code_trees.modes',
      'code_trees.oids',
    ])
    .where(ownedBy('code_objects', ownerId))
    .where(sql<boolean>`code_objects.oid = any(${oidArray(oids)})`)
    .execute();
}

/** An object to store: a blob with its deflated content, or a tree (its entries go to insertTrees). */
export type NewObject = { oid: string; type: ObjectType; size: number; content: Buffer | null };

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

/** Stores the entries of trees just stored (in the same transaction as the trees and everything they name). */
export async function insertTrees(trx: Trx, ownerId: string, trees: ReadonlyArray<{ oid: string; entries: readonly TreeEntry[] }>): Promise<void> {
  for (let i = 0; i < trees.length; i += 500) {
    const rows = trees.slice(i, i + 500).map(({ oid, entries }) => ({
      owner_id: ownerId,
      oid: Buffer.from(oid, 'hex'),
      names: entries.map((entry) => entry.name),
      modes: entries.map((entry) => entry.mode),
      oids: Buffer.from(entries.map((entry) => entry.oid).join(''), 'hex'),
    }));
    await trx.insertInto('code_trees').values(rows).execute();
  }
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

/**
 * Every object of the owner that the trees `roots` reach (the roots too), each once, `chunk` at a time: the deepest
 * first, so each tree comes after everything it names (the order an upload takes them in). A cursor: memory holds
 * one chunk, whatever the trees hold.
 */
export function streamObjectsUnder(trx: Trx, ownerId: string, roots: readonly string[], chunk: number): AsyncIterable<StoredObjectRow> {
  const query = sql<StoredObjectRow>`(
    with recursive reach (oid, mode, depth) as (
      select decode(root, 'hex'), '40000'::text, 0 from unnest(${[...roots]}::text[]) as root
      union
      select substring(code_trees.oids from (entry.at::int - 1) * 20 + 1 for 20), entry.mode, reach.depth + 1
      from reach
      join code_trees on ${ownedBy('code_trees', ownerId)} and code_trees.oid = reach.oid
      cross join lateral unnest(code_trees.modes) with ordinality as entry (mode, at)
      where reach.mode = '40000'
    )
    select encode(code_objects.oid, 'hex') as oid, code_objects.type, code_objects.size, code_objects.content,
           code_trees.names, code_trees.modes, code_trees.oids
    from (select oid, max(depth) as depth from reach group by oid) reached
    join code_objects on ${ownedBy('code_objects', ownerId)} and code_objects.oid = reached.oid
    left join code_trees on code_trees.owner_id = code_objects.owner_id and code_trees.oid = code_objects.oid
    order by reached.depth desc, code_objects.oid)`;
  return trx.selectFrom(query.as('objects')).selectAll().stream(chunk) as AsyncIterable<StoredObjectRow>;
}
