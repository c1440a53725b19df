// How many writes wait in the runs' journals (degraded mode), per run: what `savepoint status` prints as "degraded:
// N events pending". Reads the files only; a runner may be appending to them meanwhile.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readLines } from './journal.ts';
import { journalHome, RUN_FILES } from './run-dir.ts';
import { loadRunState } from './run-state.ts';

export type JournalStatus = {
  /** The server the writes are for, and the run (its key: the agent session reference, or the session's id). */
  url: string;
  run: string;
  /** The session, when the server has made it (null: created offline, in the journal too). */
  sessionId: string | null;
  /** Writes not yet replayed, and when the oldest of them was made. */
  pending: number;
  oldestAt: string | null;
  /** The run's folder (its state and journal). */
  dir: string;
};

/** The runs under `home` (default SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal) with writes pending, oldest first. */
export async function journalStatus(home: string = journalHome()): Promise<JournalStatus[]> {
  const statuses: JournalStatus[] = [];
  const servers = await readdir(home, { withFileTypes: true }).catch(() => []);
  for (const server of servers.filter((entry) => entry.isDirectory())) {
    const runs = await readdir(path.join(home, server.name), { withFileTypes: true }).catch(() => []);
    for (const run of runs.filter((entry) => entry.isDirectory())) {
      const dir = path.join(home, server.name, run.name);
      const { lines } = await readLines(path.join(dir, RUN_FILES.journal)).catch(() => ({ lines: [] }));
      let done = 0;
      for (const line of lines) if ('done' in line) done = line.done;
      const waiting = lines.flatMap((line) => ('write' in line && line.n > done ? [line] : []));
      if (waiting.length === 0) continue;
      const state = await loadRunState(dir).catch(() => null);
      statuses.push({
        url: state?.url ?? 'unknown',
        run: state?.run ?? run.name,
        sessionId: state?.ids.sessionId ?? null,
        pending: waiting.length,
        oldestAt: waiting[0]!.at,
        dir,
      });
    }
  }
  return statuses.sort((a, b) => (a.oldestAt ?? '').localeCompare(b.oldestAt ?? ''));
}
