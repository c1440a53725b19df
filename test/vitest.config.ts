import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isPostgresTypeFetchCut } from '../src/driver-faults.ts';
import LongestFirst from './setup/sequencer.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One copy of graphql: Node (and so Pothos and Yoga) loads graphql's CommonJS main, Vite would pick its `module`
  // build for our sources, and two copies refuse each other's types ("from another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global.ts'],
    // Clean-up registered by helpers wherever they are called (helpers/after-file.ts).
    setupFiles: ['test/setup/after-file.ts'],
    pool: 'forks',
    // Files wait on PostgreSQL, git and child processes far more than they compute, so more files run at once than
    // there are cores (vitest's default is one fewer: one at a time on 2 cores, where 3 at a time took 50 s instead
    // of 88 s for the same CPU time).
    maxWorkers: os.availableParallelism() + 1,
    // A worker runs file after file in one process and keeps the modules it imported: each file no longer spends
    // about 1.5 s of CPU importing the app again (a third less CPU in all). Files share no state but the modules:
    // each makes its own database, app, servers and folders, and cleans up after itself.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The tests' processes contain exactly the driver fault the server's process contains (src/driver-faults.ts):
    // postgres.js's unawaited fetch of the array types, cut off when a database stops, or resets the connection, while
    // a connection opens (two servers on one database, the first one closing). Every other unhandled error still
    // fails the run.
    onUnhandledError: (error) => (isPostgresTypeFetchCut(error) ? false : undefined),
  },
});
