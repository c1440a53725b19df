// Process entry: config -> createApp -> start; SIGINT/SIGTERM -> graceful stop (signals.ts).
import './production.ts'; // first: it sets NODE_ENV before graphql-js loads
import { assertPortFree, createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { containDriverFaults } from './driver-faults.ts';
import { createLogger } from './logger.ts';
import { stopOnSignals } from './signals.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
containDriverFaults(logger); // a database dying with queries in flight must not end the process (driver-faults.ts)

try {
  // A taken port fails the start before the embedded PostgreSQL, the data folder or the first owner exist.
  await assertPortFree(config);
  const app = await createApp(config, logger);
  // If listening fails (e.g. PORT taken since the check), close the pool and stop the embedded PostgreSQL before exiting.
  const url = await app.start().catch(async (error: unknown) => {
    await app.stop().catch(() => {});
    throw error;
  });
  stopOnSignals(() => app.stop(), logger); // before "serving" is printed: a Ctrl+C right after it stops gracefully too
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
  console.log(`The viewer is at ${new URL('/viewer/', url).href} (paste the token there once per tab).`);
} catch (error) {
  console.error(`Savepoint could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof Error) || error.constructor.name === 'Error') console.error(error);
  process.exit(1);
}
