// The database a command works on, as the server finds it: DATABASE_URL, or else the embedded cluster of the data
// folder. A running cluster (the server's, or one a killed server left behind) is used as it is and left running;
// otherwise it is started for the command and stopped after. Migrated first (unless asked not to), so an empty data
// folder works too.
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDb, type DbHandle, redactUrl } from '../../db/client.ts';
import { type EmbeddedHandle, runningEmbeddedPostgres, startEmbeddedPostgres } from '../../db/embedded.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../db/migration-files.ts';
import type { Logger } from '../../logger.ts';

/** What every command gets: the configuration (loadConfig) and a logger. */
export type CliContext = { config: Config; logger: Logger };

/** A failure the operator can fix; the message says how. */
export class CliError extends Error {}

/** What a command is given with its database: the migrations this command applied (none when it asked for none). */
export type Opened = { applied: string[]; embedded: boolean; url: string };

/** Runs `work` on the database, migrated first unless `migrate` is false (doctor looks without changing anything). */
export async function withDatabase<T>(
  { config, logger }: CliContext,
  work: (database: DbHandle, opened: Opened) => Promise<T>,
  { migrate: migrateFirst = true } = {},
): Promise<T> {
  let embedded: EmbeddedHandle | null = null;
  if (!config.databaseUrl) {
    const options = {
      dataDir: config.dataDir,
      port: config.embeddedPostgresPort,
      onLog: (line: string) => logger.debug(line.trim()),
      onInfo: (message: string) => logger.info(message),
    };
    embedded = await runningEmbeddedPostgres(options);
    if (!embedded) {
      logger.info(`no server is running: starting the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} for this command`);
      embedded = await startEmbeddedPostgres(options);
    }
  }
  const url = config.databaseUrl ?? embedded!.url;
  const database = createDb(url, { max: 2 });
  try {
    await database.ping().catch((error: unknown) => {
      throw new CliError(
        `Cannot reach PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}. Check DATABASE_URL, or unset it to use the embedded PostgreSQL.`,
      );
    });
    const applied = migrateFirst ? await migrate(database.sql, MIGRATIONS_DIR, { warn: (message) => logger.warn(message) }) : [];
    if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
    return await work(database, { applied, embedded: embedded !== null, url: redactUrl(url) });
  } finally {
    await database.close();
    await embedded?.stop();
  }
}
