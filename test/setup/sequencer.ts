// The order test files start in: the longest first, so that a run never ends waiting on one long file started last
// while the other workers sit idle. vitest orders by the durations it cached from the last run; a clean clone (CI)
// has no cache, and vitest would then start the largest files first, which are not the longest. These are the
// longest as measured (each alone, on 2 cores): they start first, in this order; every other file keeps vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONGEST_FIRST = [
  'test/resume.crash.test.ts', // runner processes killed and resumed: 18 runs, a 5 s lease expiry
  'test/startup.test.ts', // npm start as a process: 9 starts, 5 embedded clusters
  'test/realtime.faults.test.ts', // 5 server processes
  'test/workspace-feed.processes.test.ts', // 3 server processes under concurrent writers
  'test/fuzz.test.ts', // 3,000 random operations
  'test/startup.recovery.test.ts', // npm start after a SIGKILL: 6 starts
  'test/cli.test.ts', // the savepoint command as a process, 15 runs, 2 embedded clusters
  'test/docs.test.ts', // every operation and shell example of the README and docs/, the savepoint command among them
  'test/startup.first-owner.test.ts', // npm start on taken ports and empty databases: 4 starts
  'test/startup.signals.test.ts', // Ctrl+C under npm start: 2 starts
  'test/rewind.code.test.ts',
  'test/limits.test.ts',
  'test/git.workspace.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep the order vitest gave them.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
