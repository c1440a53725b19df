// @ts-check
// The people's commands (src/cli/people/main.ts, on the client only) bundled into one file with esbuild, so that
// `savepoint sessions` and `savepoint status` start in a fraction of what `node --import tsx` takes to load them one
// TypeScript file at a time (test/bench/cli.ts measures both). Made by `npm install` / `npm ci` (the `prepare`
// script runs this file) and again by bin/savepoint.js whenever a file it was made from changed since.
//
// Kept in node_modules/.cache/savepoint/<checkout>/: beside the dependencies it is made of, never committed, one per
// checkout (git worktrees may share a node_modules). Beside it, the files it was made from with their size and time.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFreshFrom, ROOT, writeInputs } from './bundle-inputs.js';

const ENTRY = 'src/cli/people/main.ts';
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'savepoint', createHash('sha256').update(ROOT).digest('hex').slice(0, 16));
export const BUNDLE = path.join(CACHE, 'people.mjs');
const INPUTS = path.join(CACHE, 'people.inputs.json');

/** Whether the bundle was made from the files as they are now (each with the size and time it had then). */
export const isFresh = () => isFreshFrom(INPUTS);

/** Makes the bundle (esbuild, a dev dependency: a checkout without it runs the people's commands through tsx). */
export async function buildBundle() {
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  // Written aside and renamed: a command starting meanwhile reads the old bundle or the new one, never half of one.
  const aside = `.${process.pid}`;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: BUNDLE + aside,
    metafile: true,
    logLevel: 'silent',
    // ws and commander are CommonJS: a bundle in ESM gives them the require they call.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  renameSync(BUNDLE + aside, BUNDLE);
  writeInputs(INPUTS, Object.keys(result.metafile.inputs));
}

// `node bin/people-bundle.js` (npm's prepare): make it now. Without esbuild (npm ci --omit=dev) there is nothing to
// make it with; the command line then runs through tsx, slower but the same.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildBundle();
  } catch (error) {
    console.error(`savepoint: the people's commands were not bundled (${error instanceof Error ? error.message : String(error)}); they run through tsx.`);
  }
}
