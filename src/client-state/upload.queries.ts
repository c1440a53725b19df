// The SQL of uploads: a value of client state uploaded alone, kept until the put that names it takes it.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { StateUploadsTable } from '../db/tables/client-state.ts';
import { ownedBy } from '../db/tenancy.ts';

export type StateUpload = Omit<StateUploadsTable, 'created_at'>;

export async function insertUpload(db: Db, row: StateUpload): Promise<void> {
  await db.insertInto('state_uploads').values(row).execute();
}

export async function countUploads(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('state_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ownedBy('state_uploads', ownerId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the owner's uploads with these ids (deleted as they are read: a put takes each once). */
export async function takeUploads(trx: Trx, ownerId: string, ids: readonly string[]): Promise<StateUpload[]> {
  if (ids.length === 0) return [];
  return trx
    .deleteFrom('state_uploads')
    .where(ownedBy('state_uploads', ownerId))
    .where('id', 'in', ids)
    .returning(['id', 'owner_id', 'data', 'key_id', 'bytes'])
    .execute();
}

/** Deletes uploads no put took within `hours`; returns how many. */
export async function deleteStaleUploads(db: Db, hours: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with gone as (delete from state_uploads where created_at < now() - make_interval(hours => ${hours}) returning 1)
    select count(*)::int as n from gone`.execute(db);
  return rows[0]!.n;
}
