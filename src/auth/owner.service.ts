// Owners, as an operator manages them from the command line (src/cli/savepoint.ts): created under a name no other
// owner has, listed, found by name or id. The API has no way to make owners: a token acts for its own owner only.
import type { Db, Trx } from '../db/client.ts';
import { isUuid, newId } from '../db/ids.ts';
import type { Owner } from '../db/tables/owners.ts';
import { NotFoundError, ValidationError } from '../errors/domain.ts';
import { findOwnerById, findOwnersByName, insertOwner, listOwnersWithActiveTokens, lockOwnerCreation, updateOwnerLocal } from './token.queries.ts';

const MAX_NAME_LENGTH = 100;

/** Why `name` (trimmed) cannot name an owner, or null when it can. */
export function ownerNameProblem(name: string): string | null {
  if (!name) return 'an owner needs a name, such as the person or team its tokens act for';
  if (name.length > MAX_NAME_LENGTH) return `"${name.slice(0, 20)}..." is longer than ${MAX_NAME_LENGTH} characters`;
  if (/\p{Cc}/u.test(name)) return 'it must not contain control characters';
  if (isUuid(name)) return 'it must not look like an id (an owner is found by its name or its id)';
  return null;
}

/**
 * Creates an owner under a name no other owner has, ignoring case. Needs a transaction: it keeps other owners from
 * being created until the end, so two operators creating the same name at once get one owner and one refusal.
 */
export async function createOwner(trx: Trx, input: string, local = false): Promise<Owner> {
  const name = input.trim();
  const problem = ownerNameProblem(name);
  if (problem) throw new ValidationError('name', `${problem}.`);
  await lockOwnerCreation(trx);
  const [taken] = await findOwnersByName(trx, name);
  if (taken) throw new ValidationError('name', `an owner named "${taken.name}" already exists (${taken.id}); choose another name, or use that owner.`);
  return insertOwner(trx, { id: newId(), name, local });
}

/**
 * Makes an owner local (this server does its file work, in folders on this machine) or not (only an agent of its own
 * serves its folders). Takes effect at the owner's next request: file work is decided on the flag read then.
 */
export async function setOwnerLocal(db: Db, nameOrId: string, local: boolean): Promise<Owner> {
  const owner = await findOwner(db, nameOrId);
  return updateOwnerLocal(db, owner.id, local);
}

export type OwnerListing = Owner & { activeTokens: number };

/** Every owner, oldest first, with how many of its API tokens are not revoked. */
export async function listOwners(db: Db): Promise<OwnerListing[]> {
  const rows = await listOwnersWithActiveTokens(db);
  return rows.map(({ active_tokens, ...owner }) => ({ ...owner, activeTokens: Number(active_tokens) }));
}

/** The owner `nameOrId` names: its id, or its name ignoring case. Two owners of that name (made before names were checked) need the id. */
export async function findOwner(db: Db, nameOrId: string): Promise<Owner> {
  const key = nameOrId.trim();
  const found = isUuid(key) ? [await findOwnerById(db, key)].filter((owner) => owner !== undefined) : await findOwnersByName(db, key);
  if (found.length === 0) throw new NotFoundError('Owner', key);
  if (found.length > 1) {
    const ids = found.map((owner) => owner.id).join(', ');
    throw new ValidationError('owner', `${found.length} owners are named "${key}" (${ids}); give the id of the one you mean.`);
  }
  return found[0]!;
}
