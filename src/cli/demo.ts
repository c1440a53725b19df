// `npm run demo`: seeds a realistic session through the public GraphQL API and prints operations to try.
// Talks to a running server (npm start) when there is one; otherwise starts the app in-process on the same database,
// on a port of its own on the loopback (its embedded workspace agent, which snapshots the demo's folder, reaches it there).
// The seeding itself (demo/seed.ts) is on the client only: here, the client is given the one server or the other.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { printGuide } from './demo/guide.ts';
import { seedDemo } from './demo/seed.ts';

const config = loadConfig();
/** Where the demo's run keeps its state (runner kit): the data folder, not the person's own journal of runs. */
const home = path.join(config.dataDir, 'demo-runs');
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);

async function main() {
  const url = `http://${config.host}:${config.port}/graphql`;
  const base = url.replace(/\/graphql$/, '');
  const running = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }).then(
    () => true,
    () => false,
  );
  if (running) {
    const token = await localToken();
    console.log(`Seeding through the running server at ${url}`);
    printGuide({ ...(await seedDemo({ url, token, home })), base });
    return;
  }
  const app = await createApp({ ...config, port: 0, host: '127.0.0.1' }, logger);
  try {
    await app.listen();
    await app.bootstrap();
    const token = app.bootstrapToken ?? (await localToken());
    console.log('No server is running; seeding in-process (start it with `npm start` to explore).');
    printGuide({ ...(await seedDemo({ url, token, home, fetch: async (target, init) => app.yoga.fetch(target, init) })), base });
  } finally {
    await app.stop();
  }
}

async function localToken(): Promise<string> {
  const token = process.env.SAVEPOINT_TOKEN ?? (await readFile(path.join(config.dataDir, 'bootstrap-token'), 'utf8').catch(() => '')).trim();
  if (!token) throw new Error('No API token: set SAVEPOINT_TOKEN to a token of the owner who should own the demo session.');
  return token;
}

main().catch((error: unknown) => {
  console.error(`The demo could not seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
