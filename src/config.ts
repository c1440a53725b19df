// The only reader of process.env. Everything else receives a Config.
import path from 'node:path';

export type Config = {
  /** Port of the HTTP/WebSocket server; 0 picks a free one. */
  port: number;
  host: string;
  /** When set, use this PostgreSQL; otherwise start the embedded one in dataDir. */
  databaseUrl: string | null;
  /** Server-owned files: the embedded cluster, the checkpoint secret, the local token, shadow repositories. */
  dataDir: string;
  embeddedPostgresPort: number;
  /** Largest accepted message content, tool input or tool result, in bytes. */
  maxMessageBytes: number;
  /** How many message batches etc. one mutation may carry. */
  maxBatchSize: number;
  /** Most events one subscriber may have queued before it reads on from its cursor instead. */
  subscriptionBuffer: number;
  /** Safety poll: every live feed re-reads the event table this often, whatever NOTIFY did. */
  pollIntervalMs: number;
  /** Subscriptions made with a revoked token end within this interval. */
  revocationCheckMs: number;
  /** WebSocket keepalive ping interval (proxies cut idle sockets). */
  keepAliveMs: number;
  /** HMAC key for checkpoint signatures; when unset, one is generated once and kept in dataDir. */
  secret: string | null;
  /** Files larger than this are left out of workspace snapshots (and noted on the checkpoint). */
  maxSnapshotFileBytes: number;
  /** Extra secret patterns to redact (SAVEPOINT_REDACT_PATTERNS: a JSON array or one regex per line). */
  redactPatterns: string | null;
  /** Sessions one owner may have open (held by a live lease) at once, unless the owner has its own limit. */
  maxActiveSessions: number;
  /** Prefill GraphiQL with the bootstrap token when the server only listens on loopback. */
  graphiqlToken: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return Object.freeze({
    port: integer(env, 'PORT', 4000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(cwd, env.SAVEPOINT_DATA_DIR?.trim() || '.savepoint'),
    embeddedPostgresPort: integer(env, 'SAVEPOINT_EMBEDDED_PG_PORT', 54329, 1, 65535),
    maxMessageBytes: integer(env, 'SAVEPOINT_MAX_MESSAGE_BYTES', 1_048_576, 1, 64 * 1_048_576),
    maxBatchSize: integer(env, 'SAVEPOINT_MAX_BATCH', 10_000, 1, 1_000_000),
    subscriptionBuffer: integer(env, 'SAVEPOINT_SUBSCRIPTION_BUFFER', 1_000, 1, 1_000_000),
    pollIntervalMs: integer(env, 'SAVEPOINT_POLL_INTERVAL_MS', 10_000, 50, 3_600_000),
    revocationCheckMs: integer(env, 'SAVEPOINT_REVOCATION_CHECK_MS', 5_000, 50, 3_600_000),
    keepAliveMs: integer(env, 'SAVEPOINT_WS_KEEPALIVE_MS', 12_000, 100, 3_600_000),
    secret: env.SAVEPOINT_SECRET?.trim() || null,
    maxSnapshotFileBytes: integer(env, 'SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES', 10 * 1_048_576, 1, 1_073_741_824),
    redactPatterns: env.SAVEPOINT_REDACT_PATTERNS?.trim() || null,
    maxActiveSessions: integer(env, 'SAVEPOINT_MAX_ACTIVE_SESSIONS', 10, 1, 100_000),
    graphiqlToken: (env.SAVEPOINT_GRAPHIQL_TOKEN ?? 'on') !== 'off',
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
  });
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}=${raw} is not a whole number between ${min} and ${max}; fix or unset it.`);
  }
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name}=${raw} must be one of ${values.join(', ')}.`);
  }
  return raw as T;
}
