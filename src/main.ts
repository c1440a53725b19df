// Process entry: config -> createApp -> start; SIGINT/SIGTERM -> graceful stop.
import { assertPortFree, createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  // A taken port fails the start before the embedded PostgreSQL, the data folder or the first owner exist.
  await assertPortFree(config);
  const app = await createApp(config, logger);
  // If listening fails (e.g. PORT taken since the check), close the pool and stop the embedded PostgreSQL before exiting.
  const url = await app.start().catch(async (error: unknown) => {
    await app.stop().catch(() => {});
    throw error;
  });
  if (app.bootstrapToken) {
    console.log(
      `\nSavepoint created the first owner and an API token. It is shown this once:\n\n  ${app.bootstrapToken}\n\n` +
        `Send it as "Authorization: Bearer <token>"; in GraphiQL, paste it after "Bearer " in the Headers editor.\n` +
        (app.tokenFile ? `It is kept, readable only by you, in ${app.tokenFile}.\n` : ''),
    );
  } else if (app.tokenFile) {
    console.log(`The first owner's API token is kept, readable only by you, in ${app.tokenFile} (\`cat\` it when you need it).`);
  }
  console.log(`Savepoint is serving GraphQL and GraphiQL at ${url}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const deadline = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    deadline.unref();
    // stop() closes the listening socket before it first awaits, so by the time this line is logged new
    // connections are already refused.
    const stopped = app.stop();
    logger.info(`${signal}: finishing in-flight requests, then stopping`);
    stopped.then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`Savepoint could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof Error) || error.constructor.name === 'Error') console.error(error);
  process.exit(1);
}
