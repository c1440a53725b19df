// Clean-up once the test file is done, registered from anywhere: a helper called at the file's top level, inside a
// beforeAll or inside a test. Vitest runs an afterAll only when it is registered while the file is collected; one
// registered inside a hook or a test is silently never run, and since a worker goes on with its next file in the same
// process (vitest.config.ts: isolate: false), what it was to stop (an app, its pool, an agent) kept running there and
// what it was to remove (a database, a folder) stayed. test/setup/after-file.ts runs these after the file's own
// afterAll hooks, the last registered first.
const pending: (() => unknown)[] = [];

export function afterFile(cleanup: () => unknown): void {
  pending.push(cleanup);
}

/** Runs every clean-up registered since the last call, each even when one before it fails; throws what failed. */
export async function runAfterFile(): Promise<void> {
  const failures: unknown[] = [];
  for (const cleanup of pending.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length) throw new AggregateError(failures, `${failures.length} clean-ups after the file failed`);
}
