// The only reader of process.env. Everything else receives a Config.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where bin/viewer-bundle.js builds the viewer: dist/viewer/ of the checkout this file is in. */
const VIEWER_DIR = fileURLToPath(new URL('../dist/viewer/', import.meta.url));

export type Config = {
  /** Port of the HTTP/WebSocket server; 0 picks a free one. */
  port: number;
  host: string;
  /** When set, use this PostgreSQL; otherwise start the embedded one in dataDir. */
  databaseUrl: string | null;
  /** Server-owned files: the embedded cluster, the checkpoint secret, the local token, the embedded agent's store (agent/). */
  dataDir: string;
  embeddedPostgresPort: number;
  /** Largest accepted message content, tool input or tool result, in bytes. */
  maxMessageBytes: number;
  /** How many message batches etc. one mutation may carry. */
  maxBatchSize: number;
  /** Most state-changing events one point in time (Session.stateAt, each side of Session.diff) replays after its checkpoint. */
  maxReplayEvents: number;
  /** Most events one subscriber may have queued before it reads on from its cursor instead. */
  subscriptionBuffer: number;
  /** Safety poll: every live feed re-reads the event table this often, whatever NOTIFY did. */
  pollIntervalMs: number;
  /** Subscriptions made with a revoked token end within this interval. */
  revocationCheckMs: number;
  /**
   * How long a verb waiting for a workspace agent that went offline (killed, restarting) gives it to come back before
   * answering AGENT_OFFLINE; an agent back in time gets the command again and finishes it.
   */
  agentReturnMs: number;
  /** WebSocket keepalive ping interval (proxies cut idle sockets). */
  keepAliveMs: number;
  /** HMAC key for checkpoint signatures; when unset, one is generated once and kept in dataDir. */
  secret: string | null;
  /** SAVEPOINT_STATE_KEYS: the keys client state is sealed with ("id:base64", the first seals); null: one derived from the secret. */
  stateKeys: string | null;
  /** Largest value of client state uploaded alone (POST /state/uploads), in bytes. */
  maxStateUploadBytes: number;
  /** Most uploads of client state an owner may have waiting for a put. */
  maxStateUploads: number;
  /**
   * Files larger than this are left out of workspace snapshots (and noted on the checkpoint); no code object (objects/)
   * larger than this is stored.
   */
  maxSnapshotFileBytes: number;
  /**
   * Largest export an import reads, in bytes (POST /import/sessions streams it; importSession takes it in one request,
   * bounded by the request body limit too). An import is one transaction: this bounds what one holds.
   */
  maxImportBytes: number;
  /** Extra secret patterns to redact (SAVEPOINT_REDACT_PATTERNS: a JSON array or one regex per line). */
  redactPatterns: string | null;
  /** Sessions one owner may have open (held by a live lease) at once, unless the owner has its own limit. */
  maxActiveSessions: number;
  /**
   * How many times a transaction that lost to concurrent ones (a deadlock or a serialization failure) is run again
   * before the request is refused as TRANSIENT_FAILURE (retryable).
   */
  transactionRetries: number;
  /** Rows (or code objects) each transaction of a deletion's purge takes (deletions/purge.service.ts). */
  purgeBatch: number;
  /** How often a server finishes purges left under way and runs the retention policies (one server at a time). */
  retentionIntervalMs: number;
  /** Where retention writes the exports of the sessions it archives (SAVEPOINT_ARCHIVE_DIR); null: <dataDir>/archive. */
  archiveDir: string | null;
  /**
   * The viewer's built files, served under /viewer (SAVEPOINT_VIEWER_DIR). Default: dist/viewer/ of this checkout,
   * which `npm install` and `npm start` build (bin/viewer-bundle.js); a folder without them answers 404 saying so.
   */
  viewerDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * Directories under which owners without roots of their own may register workspaces (SAVEPOINT_WORKSPACE_ROOTS,
   * separated by the platform's path delimiter). Default: the home folder of the server's user and the OS temp folder;
   * for a server running as root, only the temp folder, and never anything inside root's home (defaultRoots).
   */
  workspaceRoots: readonly string[];
  /** Origins a browser page may call the API from (SAVEPOINT_CORS_ORIGINS, comma-separated); empty: same origin only. */
  corsOrigins: readonly string[];
  /** Bounds on every request (see the README's configuration table). */
  limits: RequestLimits;
  /** Bounds on what one session (and one owner) may hold; a write past one is refused with LIMIT_REACHED. */
  quotas: Quotas;
};

/**
 * What one session (and one owner) may grow to. The defaults are far above what a real session holds (a plan of tens
 * of tasks, dozens of documents, a few thousand messages) and far below what stalls the server for everyone: one
 * quota, and not the whole database, is what a runaway or hostile client fills. Each is an environment variable
 * (docs/operating.md); a write past one is refused with LimitReachedError naming it, and changes nothing.
 */
export type Quotas = {
  /** Forks of forks: forkSession refuses to fork a session this many forks from its root; lineage reads walk no further. */
  lineageDepth: number;
  /** Most sessions a lineage list (descendants, children, forks of a checkpoint) reads for one session. */
  lineageSessions: number;
  /** Most shared documents (with a value) one session holds. */
  sessionDocuments: number;
  /** Most bytes the values of one session's shared documents hold together, as JSON (a checkpoint copies them all). */
  sessionDocumentBytes: number;
  /** Most phases, tasks and steps in force in one session's plan. */
  planPhases: number;
  planTasks: number;
  planSteps: number;
  /** Most todo items in one session's lists together (its own and its tasks'). */
  sessionTodos: number;
  /**
   * Most bytes one session stores of what clients write into it: message content and tool calls, every version of
   * its shared documents, recorded event data, step and phase outputs, todo lists and plans, as JSON text.
   */
  sessionBytes: number;
  /** The same, for all of one owner's sessions together. */
  ownerBytes: number;
  /**
   * Most bytes one owner's code objects (objects/: the blobs and trees of its snapshots) hold, uncompressed, each
   * object counted once however many snapshots name it.
   */
  ownerObjectBytes: number;
};

export type RequestLimits = {
  /** Largest HTTP request body, in bytes. */
  requestBytes: number;
  /** Largest JSON value in any input (event data, metadata, config, tool input...), in bytes once serialised. */
  jsonBytes: number;
  /** Largest response (the data of one result, or of one subscription event), in bytes once serialised. */
  responseBytes: number;
  /** Deepest selection a query may nest. */
  depth: number;
  /** Most aliases in one operation. */
  aliases: number;
  /** Most tokens in one document. */
  tokens: number;
  /** Most cost one operation may have (lists count by the page size they ask for). */
  cost: number;
  /** Most root fields of a mutation in one document (each runs; batching must not bypass the other limits). */
  mutationFields: number;
  /** Longest any SQL statement may run, in milliseconds. */
  statementTimeoutMs: number;
  /** WebSocket: largest message, in bytes. */
  wsMessageBytes: number;
  /** WebSocket: most subscriptions one socket may hold at once. */
  wsSubscriptionsPerSocket: number;
  /** WebSocket: most sockets one API token may hold open at once. */
  wsSocketsPerToken: number;
  /** WebSocket: how long a new socket has to send connection_init, in milliseconds. */
  wsInitTimeoutMs: number;
};

export class ConfigError extends Error {}

/** What the default workspace roots depend on: who the server runs as, and its folders. */
export type SystemFacts = { uid: number; home: string; rootHome: string; tmp: string };

function systemFacts(): SystemFacts {
  const uid = process.getuid?.() ?? -1;
  let rootHome = '/root';
  try {
    if (uid === 0) rootHome = os.userInfo().homedir || rootHome; // root's own entry, whatever HOME says
  } catch {
    // no passwd entry for the uid: the usual place
  }
  return { uid, home: os.homedir(), rootHome, tmp: os.tmpdir() };
}

/**
 * The server's workspace roots when none are configured. Every owner without roots of its own may register (and fork
 * into) any folder below them, so a server running as root offers neither its home (~/.ssh, shell profiles) nor a home
 * that HOME names (sudo keeps the caller's): only the temp folder, and only when it is not inside root's home.
 */
export function defaultRoots(system: SystemFacts): string[] {
  if (system.uid !== 0) return [system.home, system.tmp];
  const inside = (dir: string, home: string) => {
    const relative = path.relative(home, dir);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  return [system.tmp].filter((dir) => !inside(dir, system.rootHome) && !inside(dir, system.home));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), system: SystemFacts = systemFacts()): Config {
  return Object.freeze({
    port: integer(env, 'PORT', 4000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(cwd, env.SAVEPOINT_DATA_DIR?.trim() || '.savepoint'),
    embeddedPostgresPort: integer(env, 'SAVEPOINT_EMBEDDED_PG_PORT', 54329, 1, 65535),
    maxMessageBytes: integer(env, 'SAVEPOINT_MAX_MESSAGE_BYTES', 1_048_576, 1, 64 * 1_048_576),
    maxBatchSize: integer(env, 'SAVEPOINT_MAX_BATCH', 10_000, 1, 1_000_000),
    // A checkpoint after every completed step (the default policy) keeps a point a few dozen such events from its
    // checkpoint; 10,000 are read and replayed in tens of milliseconds.
    maxReplayEvents: integer(env, 'SAVEPOINT_MAX_REPLAY_EVENTS', 10_000, 100, 10_000_000),
    subscriptionBuffer: integer(env, 'SAVEPOINT_SUBSCRIPTION_BUFFER', 1_000, 1, 1_000_000),
    pollIntervalMs: integer(env, 'SAVEPOINT_POLL_INTERVAL_MS', 10_000, 50, 3_600_000),
    revocationCheckMs: integer(env, 'SAVEPOINT_REVOCATION_CHECK_MS', 5_000, 50, 3_600_000),
    agentReturnMs: integer(env, 'SAVEPOINT_AGENT_RETURN_MS', 5_000, 100, 600_000),
    keepAliveMs: integer(env, 'SAVEPOINT_WS_KEEPALIVE_MS', 12_000, 100, 3_600_000),
    secret: env.SAVEPOINT_SECRET?.trim() || null,
    stateKeys: env.SAVEPOINT_STATE_KEYS?.trim() || null,
    maxStateUploadBytes: integer(env, 'SAVEPOINT_MAX_STATE_UPLOAD_BYTES', 256 * 1_048_576, 1_024, 1_073_741_824),
    maxStateUploads: integer(env, 'SAVEPOINT_MAX_STATE_UPLOADS', 1_000, 1, 1_000_000),
    maxSnapshotFileBytes: integer(env, 'SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES', 10 * 1_048_576, 1, 1_073_741_824),
    // What one session may store by default (SAVEPOINT_MAX_SESSION_BYTES), as its export writes it.
    maxImportBytes: integer(env, 'SAVEPOINT_MAX_IMPORT_BYTES', 1_073_741_824, 1_024, 1_099_511_627_776),
    redactPatterns: env.SAVEPOINT_REDACT_PATTERNS?.trim() || null,
    maxActiveSessions: integer(env, 'SAVEPOINT_MAX_ACTIVE_SESSIONS', 10, 1, 100_000),
    transactionRetries: integer(env, 'SAVEPOINT_TRANSACTION_RETRIES', 3, 0, 20),
    purgeBatch: integer(env, 'SAVEPOINT_PURGE_BATCH', 1_000, 1, 100_000),
    retentionIntervalMs: integer(env, 'SAVEPOINT_RETENTION_INTERVAL_MS', 3_600_000, 1_000, 86_400_000),
    archiveDir: env.SAVEPOINT_ARCHIVE_DIR?.trim() ? path.resolve(cwd, env.SAVEPOINT_ARCHIVE_DIR.trim()) : null,
    viewerDir: path.resolve(cwd, env.SAVEPOINT_VIEWER_DIR?.trim() || VIEWER_DIR),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error', 'silent'] as const, 'info'),
    workspaceRoots: list(env, 'SAVEPOINT_WORKSPACE_ROOTS', path.delimiter, defaultRoots(system)).map((root) => path.resolve(cwd, root)),
    corsOrigins: list(env, 'SAVEPOINT_CORS_ORIGINS', ',', []),
    limits: Object.freeze({
      requestBytes: integer(env, 'SAVEPOINT_MAX_REQUEST_BYTES', 16 * 1_048_576, 1_024, 1_073_741_824),
      jsonBytes: integer(env, 'SAVEPOINT_MAX_JSON_BYTES', 262_144, 64, 64 * 1_048_576),
      // A page of 50 messages of the largest size (SAVEPOINT_MAX_MESSAGE_BYTES) fits; an answer V8 cannot make into
      // one string (about 512 MiB) is refused long before.
      responseBytes: integer(env, 'SAVEPOINT_MAX_RESPONSE_BYTES', 64 * 1_048_576, 1_024, 256 * 1_048_576),
      depth: integer(env, 'SAVEPOINT_MAX_DEPTH', 12, 2, 100),
      aliases: integer(env, 'SAVEPOINT_MAX_ALIASES', 30, 0, 10_000),
      tokens: integer(env, 'SAVEPOINT_MAX_TOKENS', 5_000, 100, 1_000_000),
      cost: integer(env, 'SAVEPOINT_MAX_COST', 1_000_000, 100, 1_000_000_000),
      mutationFields: integer(env, 'SAVEPOINT_MAX_MUTATION_FIELDS', 10, 1, 1_000),
      statementTimeoutMs: integer(env, 'SAVEPOINT_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000),
      wsMessageBytes: integer(env, 'SAVEPOINT_WS_MAX_MESSAGE_BYTES', 1_048_576, 1_024, 1_073_741_824),
      wsSubscriptionsPerSocket: integer(env, 'SAVEPOINT_WS_MAX_SUBSCRIPTIONS', 100, 1, 100_000),
      wsSocketsPerToken: integer(env, 'SAVEPOINT_WS_MAX_SOCKETS_PER_TOKEN', 1_000, 1, 100_000),
      wsInitTimeoutMs: integer(env, 'SAVEPOINT_WS_INIT_TIMEOUT_MS', 3_000, 100, 60_000),
    }),
    quotas: Object.freeze({
      // A chain of 100 forks of forks is far beyond a real tree; a walk of 100 levels costs a few milliseconds.
      lineageDepth: integer(env, 'SAVEPOINT_MAX_LINEAGE_DEPTH', 100, 1, 10_000),
      // 10,000 forks below one session read as ids in a few milliseconds (sessions are loaded a page at a time).
      lineageSessions: integer(env, 'SAVEPOINT_MAX_LINEAGE_SESSIONS', 10_000, 10, 1_000_000),
      // Dozens of documents of a few KiB are a real session's; 1,000 of them, 32 MiB in all, keep a checkpoint (which
      // copies every document into one JSON value, at most 255 MB in PostgreSQL) and a read of them all small.
      sessionDocuments: integer(env, 'SAVEPOINT_MAX_SESSION_DOCUMENTS', 1_000, 1, 1_000_000),
      sessionDocumentBytes: integer(env, 'SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES', 32 * 1_048_576, 1_024, 200 * 1_048_576),
      // A real plan has tens of tasks. A revision (and its PLAN checkpoint) costs with the plan in force: about 250 ms
      // at 2,000 tasks and 10,000 steps on two busy cores, 1.9 s at 40,000 tasks.
      planPhases: integer(env, 'SAVEPOINT_MAX_PLAN_PHASES', 200, 1, 100_000),
      planTasks: integer(env, 'SAVEPOINT_MAX_PLAN_TASKS', 2_000, 1, 1_000_000),
      planSteps: integer(env, 'SAVEPOINT_MAX_PLAN_STEPS', 10_000, 1, 10_000_000),
      sessionTodos: integer(env, 'SAVEPOINT_MAX_SESSION_TODOS', 5_000, 1, 10_000_000),
      // A long agent run stores tens of MB; a gigabyte is what a loop writing megabyte messages reaches in minutes.
      sessionBytes: integer(env, 'SAVEPOINT_MAX_SESSION_BYTES', 1_073_741_824, 1_048_576, 1_024 * 1_073_741_824),
      ownerBytes: integer(env, 'SAVEPOINT_MAX_OWNER_BYTES', 20 * 1_073_741_824, 1_048_576, 1_048_576 * 1_073_741_824),
      // Snapshots share what did not change, so an owner's objects hold about its repositories once, plus what changed
      // between checkpoints: 10 GiB is a few large monorepos with a long history of changes.
      ownerObjectBytes: integer(env, 'SAVEPOINT_MAX_OWNER_OBJECT_BYTES', 10 * 1_073_741_824, 1_048_576, 1_048_576 * 1_073_741_824),
    }),
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

function list(env: NodeJS.ProcessEnv, name: string, separator: string, fallback: string[]): string[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  return raw
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name}=${raw} must be one of ${values.join(', ')}.`);
  }
  return raw as T;
}
