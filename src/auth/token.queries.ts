import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { ApiToken, Owner } from '../db/tables/owners.ts';
import { ownedBy } from '../db/tenancy.ts';
import { TOKENS_CHANNEL } from './token.channel.ts';

export async function findTokenByHash(db: Db, hash: Buffer): Promise<(ApiToken & { owner_name: string }) | undefined> {
  return db
    .selectFrom('api_tokens')
    .innerJoin('owners', 'owners.id', 'api_tokens.owner_id')
    .selectAll('api_tokens')
    .select('owners.name as owner_name')
    .where('api_tokens.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Sets whether the server does file work for the owner with this id (owners.local): an operator's change. */
export async function updateOwnerLocal(db: Db, id: string, local: boolean): Promise<Owner> {
  return db.updateTable('owners').set({ local }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function insertOwner(db: Db, owner: { id: string; name: string; local: boolean }): Promise<Owner> {
  return db.insertInto('owners').values(owner).returningAll().executeTakeFirstOrThrow();
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('owners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertToken(db: Db, token: { id: string; owner_id: string; name: string; token_hash: Buffer; token_suffix: string }): Promise<ApiToken> {
  return db.insertInto('api_tokens').values(token).returningAll().executeTakeFirstOrThrow();
}

export async function findTokensByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<ApiToken[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('api_tokens').selectAll().where(ownedBy('api_tokens', ownerId)).where('id', 'in', ids).execute();
}

export async function listTokens(db: Db, ownerId: string): Promise<ApiToken[]> {
  return db.selectFrom('api_tokens').selectAll().where(ownedBy('api_tokens', ownerId)).orderBy('id').execute();
}

/** Revokes the token and, in the same statement, rings TOKENS_CHANNEL with its id (every server forgets it: token-cache.ts). */
export async function markTokenRevoked(db: Db, ownerId: string, id: string): Promise<ApiToken | undefined> {
  const row = await db
    .with('revoked', (qb) =>
      qb.updateTable('api_tokens').set({ revoked_at: new Date() }).where(ownedBy('api_tokens', ownerId)).where('id', '=', id).returningAll(),
    )
    .selectFrom('revoked')
    .selectAll()
    .select(sql<string>`pg_notify(${TOKENS_CHANNEL}, revoked.id::text)`.as('rung'))
    .executeTakeFirst();
  if (!row) return undefined;
  const { rung: _, ...token } = row;
  return token;
}

export async function findRevokedTokenIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('api_tokens').select('id').where('id', 'in', ids).where('revoked_at', 'is not', null).execute();
  return rows.map((row) => row.id);
}

// ---- an operator's reads and writes (the command line), across owners ----

/** Until the transaction ends, no other owner can be created: a name is checked and taken as one step. */
export async function lockOwnerCreation(trx: Trx): Promise<void> {
  await sql`lock table owners in share row exclusive mode`.execute(trx);
}

/** Owners whose name is `name`, ignoring case; oldest first. */
export async function findOwnersByName(db: Db, name: string): Promise<Owner[]> {
  return db.selectFrom('owners').selectAll().where(sql<string>`lower(name)`, '=', sql<string>`lower(${name})`).orderBy('created_at').orderBy('id').execute();
}

export async function findOwnerById(db: Db, id: string): Promise<Owner | undefined> {
  return db.selectFrom('owners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every owner, oldest first, with how many of its tokens are not revoked. */
export async function listOwnersWithActiveTokens(db: Db): Promise<Array<Owner & { active_tokens: number }>> {
  return db
    .selectFrom('owners')
    .leftJoin('api_tokens', (join) => join.onRef('api_tokens.owner_id', '=', 'owners.id').on('api_tokens.revoked_at', 'is', null))
    .selectAll('owners')
    .select((eb) => eb.fn.count<number>('api_tokens.id').as('active_tokens'))
    .groupBy('owners.id')
    .orderBy('owners.created_at')
    .orderBy('owners.id')
    .execute();
}

/** A token by id whatever its owner: only an operator acts across owners (the API reads tokens through ownedBy). */
export async function findTokenOfAnyOwner(db: Db, id: string): Promise<ApiToken | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}
