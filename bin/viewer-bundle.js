// @ts-check
// The viewer (src/web/, served by the server under /viewer) bundled with esbuild into dist/viewer/: index.html,
// viewer.js, viewer.css and favicon.svg, nothing else (no CDN, no inline script or style: the strict CSP of src/http/static.ts).
// Made by `npm install` / `npm ci` (the `prepare` script runs this file) and again by `npm start` whenever a file it
// was made from changed since, so the dev server always serves the viewer of the checkout.
//
// Built, not committed: the bundle holds the client (src/client/), which changes with every API change; a committed
// minified copy would drift on each of those and conflict on every merge, while esbuild makes it in well under a
// second. Kept in dist/viewer/ of the checkout (ignored by git; one per checkout, as worktrees have their own), with
// the files it was made from beside it (.inputs.json: a hidden file, never served).
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isFreshFrom, ROOT, writeInputs } from './bundle-inputs.js';

const ENTRIES = [
  { in: 'src/web/main.tsx', out: 'viewer' },
  { in: 'src/web/viewer.css', out: 'viewer' },
];
/** Copied as they are beside the bundle. */
const STATIC = ['src/web/index.html', 'src/web/favicon.svg'];
/** Where the server looks for the viewer by default (src/config.ts: SAVEPOINT_VIEWER_DIR overrides it). */
export const VIEWER_DIR = path.join(ROOT, 'dist', 'viewer');
const INPUTS = path.join(VIEWER_DIR, '.inputs.json');

/** Whether dist/viewer/ was made from the files as they are now. */
export const isViewerFresh = () => isFreshFrom(INPUTS);

/**
 * Makes the viewer's bundle (esbuild and preact are dev dependencies: an install without them serves no viewer, and
 * /viewer says how to build one). Answers the size of each file, raw and gzipped.
 * @returns {Promise<Record<string, { bytes: number, gzipBytes: number }>>}
 */
export async function buildViewer() {
  const { build } = await import('esbuild');
  // Built aside, then each file renamed into place: a page loading meanwhile gets whole files.
  const aside = path.join(ROOT, 'dist', `.viewer-${process.pid}-${randomUUID()}`); // test workers share a pid
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(VIEWER_DIR, { recursive: true });
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: ['chrome110', 'firefox115', 'safari16'],
      jsx: 'automatic',
      jsxImportSource: 'preact',
      minify: true,
      outdir: aside,
      metafile: true,
      logLevel: 'silent',
    });
    for (const file of STATIC) copyFileSync(path.join(ROOT, file), path.join(aside, path.basename(file)));
    /** @type {Record<string, { bytes: number, gzipBytes: number }>} */
    const sizes = {};
    for (const file of readdirSync(aside)) {
      const text = readFileSync(path.join(aside, file));
      sizes[file] = { bytes: text.length, gzipBytes: gzipSync(text, { level: 9 }).length };
      renameSync(path.join(aside, file), path.join(VIEWER_DIR, file));
    }
    writeInputs(INPUTS, [...Object.keys(result.metafile.inputs), ...STATIC]);
    return sizes;
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}

// `node bin/viewer-bundle.js` (npm's prepare, and npm start before the server): make it unless it is fresh. It never
// fails the command that runs it: without esbuild the server starts anyway, and /viewer says how to build the viewer.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (!isViewerFresh()) await buildViewer();
  } catch (error) {
    console.error(`savepoint: the viewer was not built (${error instanceof Error ? error.message : String(error)}); /viewer will say so.`);
  }
}
