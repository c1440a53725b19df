// API tokens the caller creates and revokes for its own owner. The name is stored (and becomes the actor of every
// event written with the token), so a secret pasted into it is redacted first.

import { createApiToken, revokeApiToken } from '../../auth/token.service.ts';
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';

export async function createToken(caller: Caller, name: string) {
  return createApiToken(caller.db, caller.viewer.ownerId, caller.settings.redactor.text(name));
}
export const createTokenThrows = throws(ValidationError);

export async function revokeToken(caller: Caller, tokenId: string) {
  const revoked = await revokeApiToken(caller.db, caller.viewer.ownerId, tokenId);
  caller.settings.tokens.forget([revoked.id]); // here at once; other servers as the revocation's ring reaches them
  return revoked;
}
export const revokeTokenThrows = throws(NotFoundError);
