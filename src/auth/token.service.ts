// Bearer API tokens. Only a sha256 of each token is stored; the token is shown once, when it is created.
import { createHash, randomBytes } from 'node:crypto';
import { lockBootstrap } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { isUuid, newId } from '../db/ids.ts';
import type { ApiToken } from '../db/tables/owners.ts';
import { runTransaction } from '../db/transaction.ts';
import { NotFoundError, ValidationError } from '../errors/domain.ts';
import { countOwners, findTokenByHash, findTokenOfAnyOwner, insertOwner, insertToken, markTokenRevoked } from './token.queries.ts';

/** Who is calling: every read and write is scoped to ownerId. */
export type Viewer = { ownerId: string; ownerName: string; tokenId: string; tokenName: string; actor: string };

export type Authentication = { viewer: Viewer } | { failure: 'MISSING' | 'UNKNOWN' | 'REVOKED' };

const PREFIX = 'sp_';

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The hash of the bearer token an Authorization header carries, or why there is none to look up. */
export function bearerHash(authorization: string | null | undefined): Buffer | { failure: 'MISSING' | 'UNKNOWN' } {
  const token = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) return { failure: 'MISSING' };
  if (!token.startsWith(PREFIX)) return { failure: 'UNKNOWN' };
  return hashToken(token);
}

/** Who the Authorization header's token is, read from the table (token-cache.ts remembers it for a moment). */
export async function authenticate(db: Db, authorization: string | null | undefined): Promise<Authentication> {
  const hash = bearerHash(authorization);
  return Buffer.isBuffer(hash) ? authenticateHash(db, hash) : hash;
}

/** Who the token with this hash is, read from the table. */
export async function authenticateHash(db: Db, hash: Buffer): Promise<Authentication> {
  const row = await findTokenByHash(db, hash);
  if (!row) return { failure: 'UNKNOWN' };
  if (row.revoked_at) return { failure: 'REVOKED' };
  return {
    viewer: { ownerId: row.owner_id, ownerName: row.owner_name, tokenId: row.id, tokenName: row.name, actor: row.name },
  };
}

export async function createApiToken(db: Db, ownerId: string, name: string): Promise<{ token: string; row: ApiToken }> {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError('name', 'give the token a name, such as the runner that will use it.');
  const token = PREFIX + randomBytes(32).toString('base64url');
  const row = await insertToken(db, {
    id: newId(),
    owner_id: ownerId,
    name: trimmed,
    token_hash: hashToken(token),
    token_suffix: token.slice(-4),
  });
  return { token, row };
}

export async function revokeApiToken(db: Db, ownerId: string, tokenId: string): Promise<ApiToken> {
  const row = await markTokenRevoked(db, ownerId, tokenId);
  if (!row) throw new NotFoundError('ApiToken', tokenId);
  return row;
}

/** Revokes a token whatever its owner (an operator's act, from the command line). A revoked token stays as it was. */
export async function revokeTokenOfAnyOwner(db: Db, tokenId: string): Promise<{ token: ApiToken; alreadyRevoked: boolean }> {
  const token = isUuid(tokenId) ? await findTokenOfAnyOwner(db, tokenId) : undefined;
  if (!token) throw new NotFoundError('ApiToken', tokenId);
  if (token.revoked_at) return { token, alreadyRevoked: true };
  return { token: await revokeApiToken(db, token.owner_id, token.id), alreadyRevoked: false };
}

/** On an empty database, creates the first owner and a token for it; returns the token, or null when owners exist. */
export async function bootstrapFirstOwner(db: Db, ownerName = 'local'): Promise<{ token: string; ownerId: string } | null> {
  return runTransaction(db, async (trx) => {
    // Serialise concurrent bootstraps (two servers starting on one empty database).
    await lockBootstrap(trx);
    if ((await countOwners(trx)) > 0) return null;
    const owner = await insertOwner(trx, { id: newId(), name: ownerName, local: true }); // the person who started the server
    const token = PREFIX + randomBytes(32).toString('base64url');
    await insertToken(trx, {
      id: newId(),
      owner_id: owner.id,
      name: 'bootstrap',
      token_hash: hashToken(token),
      token_suffix: token.slice(-4),
    });
    return { token, ownerId: owner.id };
  });
}

/**
 * Creates an owner and a token for it (used by tests and the demo). Local by default, as the person at the machine
 * is: the server does its file work; `local: false` for an owner whose folders only an agent of its own may serve.
 */
export async function createOwnerWithToken(db: Db, ownerName: string, { local = true }: { local?: boolean } = {}): Promise<{ token: string; ownerId: string }> {
  const owner = await insertOwner(db, { id: newId(), name: ownerName, local });
  const { token } = await createApiToken(db, owner.id, `${ownerName}-token`);
  return { token, ownerId: owner.id };
}
