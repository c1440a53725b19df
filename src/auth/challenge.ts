// What a request that carries no valid token is told, on every route that takes one (GraphQL over HTTP, SSE and
// WebSocket; the code-object routes): the same words and the same RFC 6750 challenge, from one place.
import type { Authentication } from './token.service.ts';

export type AuthFailure = Exclude<Authentication, { viewer: unknown }>['failure'];

export const AUTH_FAILURES: Record<AuthFailure, string> = {
  MISSING: 'Send an API token: "Authorization: Bearer <token>". npm start prints one on first run; createApiToken makes more.',
  UNKNOWN: 'This API token is not known; check it was copied whole, or create a new one.',
  REVOKED: 'This API token was revoked; create a new one with createApiToken (using another valid token).',
};

/**
 * The RFC 6750 challenge of a 401: how to authenticate, and for a token that was sent but refused, `invalid_token`
 * (a request without credentials gets no error code, section 3.1). The description is our message, kept to the
 * characters RFC 6750 allows there (no quote, no backslash, printable ASCII).
 */
export function bearerChallenge(failure: AuthFailure): string {
  const realm = 'Bearer realm="savepoint"';
  if (failure === 'MISSING') return realm;
  const description = AUTH_FAILURES[failure].replace(/[^\x20-\x7e]|["\\]/g, '');
  return `${realm}, error="invalid_token", error_description="${description}"`;
}
