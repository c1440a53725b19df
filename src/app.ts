// The composition root: createApp(config) -> { start, stop }. Resolves the database (embedded or DATABASE_URL),
// migrates it and serves GraphQL and the wire routes (code objects, export and import: wire/) over the HTTP edge
// (http/); once it listens, it creates the first owner on an empty database.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { LINK_REFRESH_MS } from './agents/agent.model.ts';
import { refreshLinks } from './agents/agent.queries.ts';
import { TOKENS_CHANNEL } from './auth/token.channel.ts';
import { findRevokedTokenIds } from './auth/token.queries.ts';
import { authenticate, bootstrapFirstOwner } from './auth/token.service.ts';
import type { Settings } from './caller.ts';
import type { Config } from './config.ts';
import { createDb, type Db, type DbHandle, redactUrl } from './db/client.ts';
import { type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded.ts';
import { newId } from './db/ids.ts';
import { createListenProbe } from './db/listen-probe.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { MIGRATIONS_DIR } from './db/migration-files.ts';
import { createLocalAgents } from './embedded-agent/local-agents.ts';
import { globalIdOf, localId } from './graphql/ids.ts';
import { createGraphQLServer, revokedSubscriptionError } from './graphql/server.ts';
import { attachWebSocket } from './graphql/websocket.ts';
import { createHttpEdge } from './http/server.ts';
import type { Logger } from './logger.ts';
import { type EventFeed, startEventFeed } from './realtime/feed.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { startRevocationSweep } from './realtime/revocation.ts';
import { settingsFrom } from './settings.ts';
import { createObjectRoutes } from './wire/objects.ts';
import { createStateUploadRoutes } from './wire/state-uploads.ts';
import { createTransferRoutes } from './wire/transfer.ts';
import { startHousekeeping } from './workflows/retention/schedule.ts';

export class StartupError extends Error {}

export type App = {
  readonly yoga: ReturnType<typeof createGraphQLServer>;
  readonly database: DbHandle;
  readonly hub: Hub;
  readonly settings: Settings;
  readonly feed: EventFeed;
  /** The WebSocket server, once start() has run. */
  readonly websocket: () => ReturnType<typeof attachWebSocket> | null;
  /** The token printed on first start, once bootstrap() (start() runs it) has created the first owner. */
  readonly bootstrapToken: string | null;
  /** The file keeping the first owner's token, once bootstrap() has written it or found it still valid there. */
  readonly tokenFile: string | null;
  /** Creates the first owner and its token on an empty database, and keeps the token in the data folder. */
  bootstrap: () => Promise<void>;
  /** Listens, and serves the local owners' workspaces with the embedded agent; resolves with the GraphQL URL. */
  listen: () => Promise<string>;
  /** Listens (the port is taken before anything is created), then bootstraps; resolves with the GraphQL URL. */
  start: () => Promise<string>;
  stop: () => Promise<void>;
};

export async function createApp(config: Config, logger: Logger): Promise<App> {
  const { database, embedded } = await openDatabase(config, logger);
  await mkdir(config.dataDir, { recursive: true });
  return composeApp({ database, config, logger, close: () => embedded?.stop() });
}

/**
 * The app on an open, migrated database: everything but opening it. `close` runs after the app has stopped and closed
 * the database (createApp stops the embedded PostgreSQL there); the tests compose their apps with it too.
 */
export async function composeApp(options: { database: DbHandle; config: Config; logger: Logger; close?: () => Promise<void> | void }): Promise<App> {
  const { database, config, logger } = options;
  const hub = createHub({ db: database.db, logger, bufferSize: config.subscriptionBuffer, onAgentLeft: () => agentLinks.refreshSoon() });
  const agentLinks = keepAgentLinks(database.db, hub, logger);
  const settings = await settingsFrom(config, logger, {
    bell: hub,
    refreshLinks: agentLinks.refresh,
    serveHere: async ({ path, ...workspace }) => (path === null ? null : localAgents.serve({ ...workspace, path }, { replace: true })), // no folder: nothing to serve
  });
  const localAgents = createLocalAgents({
    db: database.db,
    dataDir: config.dataDir,
    places: settings.places,
    logger,
    maxFileBytes: config.maxSnapshotFileBytes,
  });
  const probe = createListenProbe(database.sql);
  const settingsOfConnections = { statementTimeoutMs: config.limits.statementTimeoutMs };
  const tokens = {
    // revoked tokens are forgotten as their ring arrives; on every (re)listen all are, as a ring may have been missed
    channels: { [TOKENS_CHANNEL]: (tokenId: string) => settings.tokens.forget([tokenId]) },
    onListen: () => settings.tokens.clear(),
  };
  const feed = await startEventFeed({
    url: database.url,
    settings: settingsOfConnections,
    hub,
    probe,
    logger,
    pollIntervalMs: config.pollIntervalMs,
    more: tokens,
  });
  settings.tokens.hearsRevocations(feed.listening);
  const readiness = {
    ping: database.ping,
    pendingMigrations: () => pendingMigrations(database.sql),
    listening: async (timeoutMs: number) => feed.listening() && (await probe.check(timeoutMs)),
  };
  const yoga = createGraphQLServer({ db: database.db, config, logger, hub, settings });
  let websocket: ReturnType<typeof attachWebSocket> | null = null;
  const revocation = startRevocationSweep({
    hub,
    logger,
    intervalMs: config.revocationCheckMs,
    findRevoked: (ids) => findRevokedTokenIds(database.db, ids),
    revokedError: revokedSubscriptionError,
    onRevoked: (ids) => websocket?.closeTokens(ids),
  });

  const firstOwner = firstOwnerOf(database.db, config, logger);
  const housekeeping = startHousekeeping({ db: database.db, settings, logger, intervalMs: config.retentionIntervalMs });

  const objects = createObjectRoutes({ db: database.db, config, settings, logger });
  const ids = { local: localId, global: (type: 'Session', id: string) => globalIdOf({ type, id }) };
  const transfer = createTransferRoutes({ db: database.db, config, settings, logger, ids });
  const stateUploads = createStateUploadRoutes({ db: database.db, config, settings, logger });
  const http = createHttpEdge({ graphql: yoga, objects, transfer, stateUploads, readiness, viewerDir: config.viewerDir, logger });
  const app: App = {
    yoga,
    database,
    hub,
    settings,
    feed,
    websocket: () => websocket,
    get bootstrapToken() {
      return firstOwner.token;
    },
    get tokenFile() {
      return firstOwner.file;
    },
    bootstrap: firstOwner.bootstrap,
    listen: async () => {
      const { port } = await http.listen(config.port, config.host).catch((error: NodeJS.ErrnoException) => {
        throw listenError(error, config.port);
      });
      // Only once the port is ours: ws re-emits the server's errors, and graphql-ws prints them with a stack trace.
      websocket = attachWebSocket({ server: http.server, yoga, db: database.db, keepAliveMs: config.keepAliveMs });
      localAgents.start(`http://${loopbackOf(config.host)}:${port}${yoga.graphqlEndpoint}`);
      return `http://${config.host}:${port}${yoga.graphqlEndpoint}`;
    },
    start: async () => {
      const url = await app.listen();
      await firstOwner.bootstrap();
      return url;
    },
    stop: async () => {
      revocation.stop();
      agentLinks.stop();
      const drained = http.stop(); // stop accepting first; requests in flight finish, then their connections close
      await housekeeping.stop(); // a run under way finishes its batch (it may wait for a lock a request in flight holds)
      // The embedded agents finish the command at hand; one whose report cannot reach the server any more is settled
      // from its journal at the next start, as after a crash.
      await localAgents.stop();
      hub.close(); // completes every live subscription, over SSE and WebSocket
      await websocket?.close();
      await drained;
      await feed.stop();
      await database.close();
      await options.close?.();
    },
  };
  return app;
}

/** Where this process reaches its own server: a wildcard address is reached on the loopback. */
function loopbackOf(host: string): string {
  if (host === '' || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * This process's links to the workspace agents whose command feeds it holds open, refreshed every LINK_REFRESH_MS
 * (an agent is online while a link of it is fresh: agents/agent.model.ts). On stop the links are left to go stale:
 * the agents reconnect to another process.
 */
function keepAgentLinks(db: Db, hub: Hub, logger: Logger) {
  const instance = newId();
  const refresh = () => refreshLinks(db, instance, hub.agentIds());
  const refreshSoon = () => void refresh().catch((error: unknown) => logger.warn('refreshing the agents links failed; the next refresh retries', error));
  const timer = setInterval(refreshSoon, LINK_REFRESH_MS);
  timer.unref();
  return { refresh, refreshSoon, stop: () => clearInterval(timer) };
}

/** The database: DATABASE_URL, or the embedded PostgreSQL started here; reachable and migrated, or closed again. */
async function openDatabase(config: Config, logger: Logger): Promise<{ database: DbHandle; embedded: EmbeddedHandle | null }> {
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
    const applied = await migrate(database.sql, MIGRATIONS_DIR, { warn: (message) => logger.warn(message) });
    if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return { database, embedded };
}

/**
 * The first owner, made once (on the first start on an empty database) when the server is listening: its token, shown
 * once, kept in the data folder; or, on a later start, where a still-valid one is kept.
 */
function firstOwnerOf(db: Db, config: Config, logger: Logger) {
  const found: { token: string | null; file: string | null } = { token: null, file: null };
  const bootstrapOnce = async () => {
    const file = path.join(config.dataDir, 'bootstrap-token');
    const created = await bootstrapFirstOwner(db);
    if (created) {
      found.token = created.token;
      if (await saveLocalToken(file, created.token, logger)) found.file = file;
    } else if (await holdsLiveToken(db, file)) {
      found.file = file; // an earlier start made it (and may have failed before showing it): say where it is
    }
  };
  let bootstrapped: Promise<void> | null = null;
  return Object.assign(found, { bootstrap: () => (bootstrapped ??= bootstrapOnce()) });
}

/** Fails a start on a port something else listens on, before anything is started or created (start() binds it for good). */
export async function assertPortFree({ port, host }: Pick<Config, 'port' | 'host'>): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(listenError(error, port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function listenError(error: NodeJS.ErrnoException, port: number): Error {
  return error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is in use; stop what holds it or set PORT to a free port.`) : error;
}

/**
 * Keeps the first owner's token where its operator (and npm run demo) can find it again: a file only the server's
 * user can read. The server itself never serves it: GraphiQL opens without a token and the operator pastes it
 * (graphql/plugins/browser.ts says why). False when it could not be written.
 */
async function saveLocalToken(file: string, token: string, logger: Logger): Promise<boolean> {
  return writeFile(file, `${token}\n`, { mode: 0o600 }).then(
    () => true,
    (error: unknown) => {
      logger.warn(`could not keep the bootstrap token in ${file}: ${String(error)}`);
      return false;
    },
  );
}

/** Whether `file` holds a token that still authenticates: a revoked one is not worth pointing the operator at. */
async function holdsLiveToken(db: Db, file: string): Promise<boolean> {
  const token = (await readFile(file, 'utf8').catch(() => '')).trim();
  return token !== '' && 'viewer' in (await authenticate(db, `Bearer ${token}`));
}
