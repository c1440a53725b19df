// The NOTIFY channel revocations ring (token.queries.ts markTokenRevoked): its payload is the revoked token's id, and
// every server hearing it forgets the token (token-cache.ts).
export const TOKENS_CHANNEL = 'savepoint_tokens';
