// The drainer as a process (`<hook entry> <cli> --drain <session id>`, started detached by a hook): drains that
// session's inbox into Savepoint (SAVEPOINT_URL, SAVEPOINT_TOKEN), then any other session of the same CLI that still
// has hooks pending (left by a drainer that found the server down), and exits. What went wrong goes to drain.log in
// the session's folder: nobody watches a drainer's terminal.
import { appendFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import { drainSession } from './drain.ts';
import { openRecorder, recorderSettings } from './recorder.ts';
import { spoolOf } from './spool.ts';

/** How long a drainer waits for its session's next hook before it exits (hooks come in bursts, a turn at a time). */
const LINGER_MS = 10_000;

/** A drainer's niceness (0 usual, 19 lowest): below the CLI and its hooks. */
const DRAINER_NICENESS = 10;

async function note(dir: string, line: string): Promise<void> {
  await appendFile(path.join(dir, 'drain.log'), `${new Date().toISOString()} ${line}\n`, { mode: 0o600 }).catch(() => {});
}

export async function drainMain(adapter: AnyAdapter, home: string, sessionId: string, linger = false): Promise<number> {
  // Behind the CLI and its hooks for the CPU: a drainer is background work and must never slow them down.
  try {
    os.setPriority(DRAINER_NICENESS);
  } catch {
    // not allowed here: it runs at the usual priority
  }
  const first = spoolOf(home, adapter.name, sessionId);
  const settings = recorderSettings(process.env);
  if (typeof settings === 'string') {
    await note(first.dir, settings);
    return 1;
  }
  const others = (await readdir(path.join(home, adapter.name), { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && entry.name !== sessionId)
    .map((entry) => spoolOf(home, adapter.name, entry.name));
  const recorder = await openRecorder(settings, adapter);
  let failed = false;
  try {
    for (const spool of [first, ...others]) {
      try {
        // Started by a hook, it lingers for the rest of the session's burst of hooks; other sessions are drained once.
        await drainSession(spool, adapter, recorder.apply, spool === first && linger ? LINGER_MS : 0);
      } catch (error) {
        failed = true;
        await note(spool.dir, `stopped, the hook stays pending: ${error instanceof Error ? error.message : String(error)}`);
        if (spool === first) break; // the server is likely down for the others too; the next hook tries again
      }
    }
  } finally {
    await recorder.close();
  }
  return failed ? 1 : 0;
}
