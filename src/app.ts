// The composition root: createApp(config) -> { start, stop }. Resolves the database (embedded or DATABASE_URL),
// migrates it, creates the first owner on an empty database, and serves GraphQL.
import { mkdir, realpath, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findRevokedTokenIds } from './auth/token.queries.ts';
import { bootstrapFirstOwner } from './auth/token.service.ts';
import type { Settings } from './caller.ts';
import { createCheckpointSigning } from './checkpoints/checkpoint.integrity.ts';
import { resolveSecret } from './checkpoints/checkpoint.secret.ts';
import { createCodeStore } from './code/workspace-code.ts';
import type { Config } from './config.ts';
import { createDb, type DbHandle, redactUrl } from './db/client.ts';
import { type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded.ts';
import { startListenProbe } from './db/listen-probe.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { createGraphQLServer, revokedSubscriptionError } from './graphql/server.ts';
import { attachWebSocket } from './graphql/websocket.ts';
import type { Logger } from './logger.ts';
import { type EventFeed, startEventFeed } from './realtime/feed.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { startRevocationSweep } from './realtime/revocation.ts';
import { createRedactor, parseRedactPatterns } from './redaction/redact.ts';
import type { Places } from './workspaces/workspace.service.ts';

export class StartupError extends Error {}

export type App = {
  readonly yoga: ReturnType<typeof createGraphQLServer>;
  readonly database: DbHandle;
  readonly hub: Hub;
  readonly settings: Settings;
  readonly feed: EventFeed;
  /** The WebSocket server, once start() has run. */
  readonly websocket: () => ReturnType<typeof attachWebSocket> | null;
  /** The token printed on first start, when this start created the first owner. */
  readonly bootstrapToken: string | null;
  start: () => Promise<string>;
  stop: () => Promise<void>;
};

const SHUTDOWN_GRACE_MS = 8_000;

export async function createApp(config: Config, logger: Logger): Promise<App> {
  let embedded: EmbeddedHandle | null = null;
  let url = config.databaseUrl;
  if (!url) {
    logger.info(`starting the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPostgresPort,
      onLog: (line) => logger.debug(line.trim()),
      onInfo: (message) => logger.info(message),
    });
    url = embedded.url;
  }
  const database = createDb(url, { statementTimeoutMs: config.limits.statementTimeoutMs });
  try {
    await database.ping().catch((error: unknown) => {
      throw new StartupError(
        `Cannot reach PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}. Check DATABASE_URL, or unset it to use the embedded PostgreSQL.`,
      );
    });
    const applied = await migrate(database.sql);
    if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }

  await mkdir(config.dataDir, { recursive: true });
  const tokenFile = path.join(config.dataDir, 'bootstrap-token');
  const bootstrap = await bootstrapFirstOwner(database.db);
  if (bootstrap) await saveLocalToken(tokenFile, bootstrap.token, logger);
  const settings = await settingsFrom(config, logger);
  const hub = createHub({ db: database.db, logger, bufferSize: config.subscriptionBuffer });
  const feed = await startEventFeed({ sql: database.sql, hub, logger, pollIntervalMs: config.pollIntervalMs });
  const probe = await startListenProbe(database.sql);
  const readiness = { ping: database.ping, pendingMigrations: () => pendingMigrations(database.sql), listening: probe.check };
  const yoga = createGraphQLServer({ db: database.db, config, logger, hub, settings, readiness });
  let websocket: ReturnType<typeof attachWebSocket> | null = null;
  const revocation = startRevocationSweep({
    hub,
    logger,
    intervalMs: config.revocationCheckMs,
    findRevoked: (ids) => findRevokedTokenIds(database.db, ids),
    revokedError: revokedSubscriptionError,
    onRevoked: (ids) => websocket?.closeTokens(ids),
  });

  let server: Server | null = null;
  let stopping = false;
  // Responses in progress: when stopping, they end with "Connection: close", so the connection closes when they finish
  // instead of idling in keep-alive until the client gives it up (which held shutdown for seconds).
  const responses = new Set<ServerResponse>();
  return {
    yoga,
    database,
    hub,
    settings,
    feed,
    websocket: () => websocket,
    bootstrapToken: bootstrap?.token ?? null,
    start: () =>
      new Promise<string>((resolve, reject) => {
        server = createServer(yoga);
        websocket = attachWebSocket({ server, yoga, db: database.db, keepAliveMs: config.keepAliveMs });
        server.on('request', (_request, response: ServerResponse) => {
          if (stopping) response.setHeader('connection', 'close');
          responses.add(response);
          response.once('close', () => responses.delete(response));
        });
        server.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${config.port} is in use; stop what holds it or set PORT to a free port.`) : error),
        );
        server.listen(config.port, config.host, () => {
          const { port } = server!.address() as AddressInfo;
          resolve(`http://${config.host}:${port}${yoga.graphqlEndpoint}`);
        });
      }),
    stop: async () => {
      revocation.stop();
      let drained: Promise<void> = Promise.resolve();
      if (server) {
        // Stop accepting first; requests in flight finish, then their connections close.
        stopping = true;
        for (const response of responses) if (!response.headersSent) response.setHeader('connection', 'close');
        const http = server;
        drained = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeIdleConnections();
        const force = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS);
        drained = drained.finally(() => clearTimeout(force));
      }
      hub.close(); // completes every live subscription, over SSE and WebSocket
      await websocket?.close();
      await drained;
      await feed.stop();
      await probe.stop();
      await database.close();
      await embedded?.stop();
    },
  };
}

/** The resources every use case gets (caller.ts), made from the configuration: one set per app. */
export async function settingsFrom(config: Config, logger: Logger): Promise<Settings> {
  return {
    code: createCodeStore({ dataDir: config.dataDir, maxFileBytes: config.maxSnapshotFileBytes, logger }),
    signing: createCheckpointSigning(await resolveSecret(config.secret, config.dataDir)),
    redactor: createRedactor(parseRedactPatterns(config.redactPatterns ?? undefined)),
    places: await placesFrom(config, logger),
    maxActiveSessions: config.maxActiveSessions,
    limits: { maxMessageBytes: config.maxMessageBytes, maxBatchSize: config.maxBatchSize },
    transactionRetries: config.transactionRetries,
    logger,
  };
}

/** The server's workspace roots as configured and as real paths (an alias of a root still counts), and its data folder. */
async function placesFrom(config: Config, logger: Logger): Promise<Places> {
  const roots: string[] = [];
  for (const root of config.workspaceRoots) {
    const real = await realpath(root).catch(() => null);
    if (!real) logger.warn(`workspace root ${root} does not exist; it is left out`);
    else roots.push(root, real);
  }
  const dataDir = await realpath(config.dataDir).catch(() => path.resolve(config.dataDir));
  return { serverRoots: [...new Set(roots)], dataDir };
}

/**
 * Keeps the first owner's token where its operator (and npm run demo) can find it again: a file only the server's
 * user can read. The server itself never serves it: GraphiQL opens without a token and the operator pastes it
 * (graphql/browser.ts says why).
 */
async function saveLocalToken(file: string, token: string, logger: Logger): Promise<void> {
  await writeFile(file, `${token}\n`, { mode: 0o600 }).catch((error: unknown) =>
    logger.warn(`could not keep the bootstrap token in ${file}: ${String(error)}`),
  );
}
