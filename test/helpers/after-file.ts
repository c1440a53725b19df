// Clean-up once the test file is done, registered from anywhere: a helper called at the file's top level, inside a
// beforeAll or inside a test. Vitest runs an afterAll only when it is registered while the file is collected; one
// registered inside a hook or a test is silently never run, and since a worker goes on with its next file in the same
// process (vitest.config.ts: isolate: false), what it was to stop (an app, its pool, an agent) kept running there and
// what it was to remove (a database, a folder) stayed. test/setup/after-file.ts runs these after the file's own
// afterAll hooks, the last registered first.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long one clean-up may take before it fails, naming where it was registered. */
const CLEANUP_MS = 30_000;

const pending: { cleanup: () => unknown; registeredAt: string }[] = [];

export function afterFile(cleanup: () => unknown): void {
  // Where: the helper that registered it, and the first place outside the helpers that called it.
  const frames = (new Error().stack ?? '')
    .split('\n')
    .slice(2)
    .map((frame) => frame.trim());
  const caller = frames.find((frame) => !frame.includes(`${path.sep}helpers${path.sep}`));
  pending.push({ cleanup, registeredAt: [frames[0], caller].filter(Boolean).join(', called ') || 'at an unknown place' });
}

/** Runs every clean-up registered since the last call, each even when one before it fails; throws what failed. */
export async function runAfterFile(): Promise<void> {
  const failures: unknown[] = [];
  for (const { cleanup, registeredAt } of pending.splice(0).reverse()) {
    const timeout = new AbortController();
    try {
      await Promise.race([
        Promise.resolve().then(cleanup),
        sleep(CLEANUP_MS, null, { signal: timeout.signal }).then(() => {
          throw new Error(`a clean-up registered ${registeredAt} did not finish within ${CLEANUP_MS / 1000} s`);
        }),
      ]);
    } catch (error) {
      failures.push(error);
    } finally {
      timeout.abort();
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length) throw new AggregateError(failures, `${failures.length} clean-ups after the file failed`);
}
