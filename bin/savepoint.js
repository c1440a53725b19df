#!/usr/bin/env node
// @ts-check
// `savepoint`, the package's executable (`npx savepoint`, `npm run savepoint --`). The people's commands (sessions,
// status, resume, history, tail...) run from their bundle (bin/people-bundle.js), made again first if a file it was
// made from changed: they load neither the server's code nor tsx, and answer within the 300 ms budget. Every other
// command (the operators', --help) is src/cli/savepoint.ts, run through tsx as `npm start` runs the server.
import { pathToFileURL } from 'node:url';
import { BUNDLE, buildBundle, isFresh } from './people-bundle.js';

const argv = process.argv.slice(2);

/** The people's command line: the bundle when it is (or can be made) fresh, else its sources through tsx. */
async function people() {
  if (!isFresh()) await buildBundle().catch(() => {}); // no esbuild, a read-only checkout: tsx below
  if (isFresh()) return /** @type {{ run: (argv: string[]) => Promise<boolean> }} */ (await import(pathToFileURL(BUNDLE).href));
  await tsx();
  return await import(new URL('../src/cli/people/main.ts', import.meta.url).href);
}

async function tsx() {
  const { register } = await import('tsx/esm/api');
  register();
}

if (!(await (await people()).run(argv))) {
  await tsx();
  await import(new URL('../src/cli/savepoint.ts', import.meta.url).href);
}
