// Who a bearer token is, remembered for a moment: a request with a token seen in the last few seconds costs no read
// of the token table. Revocation is honoured: revoking a token (token.queries.ts markTokenRevoked) rings
// TOKENS_CHANNEL, and every server hearing it forgets the token at once; a server that cannot hear (its LISTEN
// connection down, or not yet listening) reads the table on every request, and forgets everything when it listens
// again (it may have missed a ring). Only tokens that were valid are remembered; an unknown or revoked one is read
// again each time. One cache per app (settings.ts), never module state.
import type { Db } from '../db/client.ts';
import { type Authentication, authenticateHash, bearerHash, type Viewer } from './token.service.ts';

/** How many tokens one server remembers at most (the oldest go first). */
const MAX_TOKENS = 10_000;

export type TokenCache = {
  /** As token.service.ts authenticate, from memory when the token was seen valid less than ttlMs ago and trusted. */
  authenticate: (db: Db, authorization: string | null | undefined) => Promise<Authentication>;
  /** These tokens were revoked: read them from the table next time. */
  forget: (tokenIds: readonly string[]) => void;
  /** Everything forgotten (the server may have missed a revocation's ring). */
  clear: () => void;
  /** Says whether revocations are heard now (the LISTEN connection listens); while not, nothing is remembered. */
  hearsRevocations: (hears: () => boolean) => void;
};

/** A cache remembering valid tokens for `ttlMs`; it trusts nothing until told that revocations are heard. */
export function createTokenCache(ttlMs: number): TokenCache {
  const known = new Map<string, { viewer: Viewer; until: number }>(); // by the token's hash (hex), oldest first
  let hears = () => false;
  let forgets = 0; // a read that began before a forget is not remembered: it may be of a token revoked meanwhile
  return {
    async authenticate(db, authorization) {
      const hash = bearerHash(authorization);
      if (!Buffer.isBuffer(hash)) return hash;
      const key = hash.toString('hex');
      if (!hears()) {
        known.clear();
        return authenticateHash(db, hash);
      }
      const seen = known.get(key);
      if (seen && seen.until > Date.now()) return { viewer: seen.viewer };
      known.delete(key);
      const before = forgets;
      const auth = await authenticateHash(db, hash);
      if ('viewer' in auth && before === forgets) {
        known.set(key, { viewer: auth.viewer, until: Date.now() + ttlMs });
        if (known.size > MAX_TOKENS) known.delete(known.keys().next().value!);
      }
      return auth;
    },
    forget(tokenIds) {
      forgets++;
      const revoked = new Set(tokenIds);
      for (const [key, { viewer }] of known) if (revoked.has(viewer.tokenId)) known.delete(key);
    },
    clear() {
      forgets++;
      known.clear();
    },
    hearsRevocations(given) {
      hears = given;
    },
  };
}
