// The composition root: createApp(config) -> { start, stop }. Resolves the database (embedded or DATABASE_URL),
// migrates it, creates the first owner on an empty database, and serves GraphQL.
import { writeFile, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { authenticate, bootstrapFirstOwner } from './auth/token.service.ts';
import type { Config } from './config.ts';
import { createDb, redactUrl, type DbHandle } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedHandle } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { createGraphQLServer } from './graphql/server.ts';
import type { Logger } from './logger.ts';

export class StartupError extends Error {}

export type App = {
  readonly yoga: ReturnType<typeof createGraphQLServer>;
  readonly database: DbHandle;
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
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, onLog: (line) => logger.debug(line.trim()) });
    url = embedded.url;
  }
  const database = createDb(url);
  try {
    await database.sql`select 1`.catch((error: unknown) => {
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

  const tokenFile = path.join(config.dataDir, 'bootstrap-token');
  const bootstrap = await bootstrapFirstOwner(database.db);
  if (bootstrap) await saveLocalToken(tokenFile, bootstrap.token, logger);
  const graphiqlToken = await localGraphiqlToken(config, tokenFile, database);
  const yoga = createGraphQLServer({ db: database.db, config, logger, graphiqlToken });

  let server: Server | null = null;
  return {
    yoga,
    database,
    bootstrapToken: bootstrap?.token ?? null,
    start: () =>
      new Promise<string>((resolve, reject) => {
        server = createServer(yoga);
        server.once('error', (error: NodeJS.ErrnoException) =>
          reject(
            error.code === 'EADDRINUSE'
              ? new StartupError(`Port ${config.port} is in use; stop what holds it or set PORT to a free port.`)
              : error,
          ),
        );
        server.listen(config.port, config.host, () => {
          const { port } = server!.address() as AddressInfo;
          resolve(`http://${config.host}:${port}${yoga.graphqlEndpoint}`);
        });
      }),
    stop: async () => {
      if (server) {
        const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await closing;
        clearTimeout(force);
      }
      await database.close();
      await embedded?.stop();
    },
  };
}

async function saveLocalToken(file: string, token: string, logger: Logger): Promise<void> {
  await writeFile(file, `${token}\n`, { mode: 0o600 }).catch((error: unknown) => logger.warn(`could not keep the bootstrap token in ${file}: ${String(error)}`));
}

/** GraphiQL is prefilled with the bootstrap token only while it is valid and the server listens on loopback. */
async function localGraphiqlToken(config: Config, file: string, database: DbHandle): Promise<string | null> {
  if (!config.graphiqlToken || !['localhost', '127.0.0.1', '::1'].includes(config.host)) return null;
  const token = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (!token) return null;
  const auth = await authenticate(database.db, `Bearer ${token}`);
  return 'viewer' in auth ? token : null;
}
