// Bounds on every request (README "Configuration"): what one HTTP body, GraphQL document, JSON input, statement or
// response may cost; a refusal is a GraphQL error, extensions.code LIMIT_EXCEEDED (STATEMENT_TIMEOUT for a cancelled
// statement), naming the limit and its setting; nothing runs. This file holds what the limit plugins share (the
// refusal, the settings, sizes); each plugin is a use-*.ts file of this folder, request-limits.ts lists them.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';

export const LIMIT_EXCEEDED = 'LIMIT_EXCEEDED';

/** The environment variable behind each limit (config.ts reads them). */
export const LIMIT_SETTINGS: Readonly<Record<keyof RequestLimits, string>> = {
  requestBytes: 'SAVEPOINT_MAX_REQUEST_BYTES',
  jsonBytes: 'SAVEPOINT_MAX_JSON_BYTES',
  responseBytes: 'SAVEPOINT_MAX_RESPONSE_BYTES',
  depth: 'SAVEPOINT_MAX_DEPTH',
  aliases: 'SAVEPOINT_MAX_ALIASES',
  tokens: 'SAVEPOINT_MAX_TOKENS',
  cost: 'SAVEPOINT_MAX_COST',
  mutationFields: 'SAVEPOINT_MAX_MUTATION_FIELDS',
  statementTimeoutMs: 'SAVEPOINT_STATEMENT_TIMEOUT_MS',
  wsMessageBytes: 'SAVEPOINT_WS_MAX_MESSAGE_BYTES',
  wsSubscriptionsPerSocket: 'SAVEPOINT_WS_MAX_SUBSCRIPTIONS',
  wsSocketsPerToken: 'SAVEPOINT_WS_MAX_SOCKETS_PER_TOKEN',
  wsInitTimeoutMs: 'SAVEPOINT_WS_INIT_TIMEOUT_MS',
};

/** A refusal: `problem` says what was too big, then the limit, its setting and what to do instead. */
export function limitError(limits: RequestLimits, limit: keyof RequestLimits, problem: string, hint: string, found?: number): GraphQLError {
  const max = limits[limit];
  const shown = limit.endsWith('Bytes') ? formatBytes(max) : limit.endsWith('Ms') ? `${max} ms` : String(max);
  return createGraphQLError(`${problem}; the limit is ${shown} (${LIMIT_SETTINGS[limit]}). ${hint}`, {
    extensions: { code: LIMIT_EXCEEDED, limit, setting: LIMIT_SETTINGS[limit], max, ...(found === undefined ? {} : { found }), http: { status: 400 } },
  });
}

export const formatBytes = (n: number) => (n >= 1_048_576 ? `${+(n / 1_048_576).toFixed(1)} MiB` : n >= 1_024 ? `${+(n / 1_024).toFixed(1)} KiB` : `${n} B`);

// The limits a Yoga server was created with, kept on it for the WebSocket server attached to it (websocket.ts).
const LIMITS = Symbol('savepoint.limits');

/** Keeps the limits on the Yoga server (request-limits.ts does, when Yoga starts). */
export function keepLimits(yoga: object, limits: RequestLimits): void {
  Object.defineProperty(yoga, LIMITS, { value: limits });
}

export function limitsOf(yoga: object): RequestLimits {
  const limits = (yoga as { [LIMITS]?: RequestLimits })[LIMITS];
  if (!limits) throw new Error('This Yoga server was created without limitPlugins (graphql/plugins/request-limits.ts).');
  return limits;
}

/** Throws `error` (for an expression, or a hook that reports a refusal by throwing it). */
export function throwing(error: Error): never {
  throw error;
}

/** The size of `value` as JSON text in bytes (string escapes aside), counted without serialising it, given up once past
 * `stop`; iterative, so a deeply nested value cannot overflow the stack. */
export function jsonBytes(value: unknown, stop = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && bytes <= stop) {
    const item = pending.pop();
    if (typeof item === 'string') bytes += Buffer.byteLength(item) + 2;
    else if (item === null || typeof item !== 'object') bytes += String(item).length;
    else {
      const keys = Array.isArray(item) ? [] : Object.keys(item);
      const values: unknown[] = Array.isArray(item) ? item : keys.map((key) => (item as Record<string, unknown>)[key]);
      bytes += 1 + Math.max(values.length, 1);
      for (const key of keys) bytes += Buffer.byteLength(key) + 3;
      for (const element of values) pending.push(element);
    }
  }
  return bytes;
}
