// One idempotency key per call, reused when the call is sent again: a retried mutation is then answered from the
// first attempt's outcome (`replayed: true`) instead of being applied twice.

import { IDEMPOTENT_INPUTS } from './gql/schema-facts.ts';

/** The kind of the document's operation (a document without a keyword is a query). */
export function operationKind(document: string): 'query' | 'mutation' | 'subscription' {
  const kind = /^\s*(query|mutation|subscription)\b/m.exec(document)?.[1];
  return (kind as 'query' | 'mutation' | 'subscription' | undefined) ?? 'query';
}

/**
 * The variables with `key` as the idempotencyKey of each input that takes one and was given none (the caller's own
 * key wins); `keyed` says whether any was set, which makes a mutation safe to send again when its answer was lost.
 */
export function withIdempotencyKey<V>(document: string, variables: V, key: string): { variables: V; keyed: boolean } {
  if (!variables || typeof variables !== 'object') return { variables, keyed: false };
  const values = { ...(variables as Record<string, unknown>) };
  let keyed = false;
  for (const [, name, type] of document.matchAll(/\$(\w+)\s*:\s*(\w+)/g)) {
    const value = values[name!];
    if (!IDEMPOTENT_INPUTS.has(type!) || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    const input = value as { idempotencyKey?: unknown };
    values[name!] = input.idempotencyKey == null ? { ...input, idempotencyKey: key } : input;
    keyed = true;
  }
  return { variables: values as V, keyed };
}
