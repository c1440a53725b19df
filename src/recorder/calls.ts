// The small rules every recorded write follows: its idempotency key, made from the CLI's session reference and the
// action's own key (so a hook applied again is answered from the first time, never applied twice), and the state
// changes that count as done when the server says the thing is already in the state asked (a step started by an
// earlier attempt of the same hook: startStep has no idempotency key, so a repeat meets the step RUNNING).
import { createHash } from 'node:crypto';
import { ResultError } from '../client/results.ts';

/** What keeps a session from being recorded that its person can fix (no folder, a lease held by another...). */
export class RecorderError extends Error {
  override readonly name = 'RecorderError';
}

/** An idempotency key of at most 200 characters for this write of this session (hashed when longer). */
export function writeKey(cli: string, ref: string, ...parts: string[]): string {
  const key = [cli, ref, ...parts].join(':');
  return key.length <= 200 ? key : `${cli}:${createHash('sha256').update(key).digest('hex')}`;
}

type Typed = { readonly __typename?: string };
type Transition = Typed & { code?: string; message?: string; currentState?: string | null };

/**
 * The result of a state change, narrowed to its payload; null when the server refused it because the thing was
 * already in one of `done` (an earlier attempt made the change). Any other refusal throws a ResultError.
 */
export function changed<U extends Typed, N extends NonNullable<U['__typename']>>(
  result: U,
  typename: N,
  done: readonly string[],
): Extract<U, { readonly __typename?: N }> | null {
  if (result.__typename === typename) return result as Extract<U, { readonly __typename?: N }>;
  const refusal = result as Transition;
  if (refusal.__typename === 'InvalidTransitionError' && refusal.currentState && done.includes(refusal.currentState)) return null;
  throw new ResultError((refusal.code ?? null) as never, refusal.__typename ?? null, result, `${refusal.code ?? refusal.__typename}: ${refusal.message ?? ''}`);
}
