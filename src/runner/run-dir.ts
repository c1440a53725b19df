// Where a run keeps what lets it go on from another process: one folder per server and run, under the journal home
// (SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal), holding its state (state.json), its journal (journal.jsonl),
// the keys of its writes that reached the server (landed.log) and the lock of the process using it (lock). A run is
// named by its agent session reference or by its session's id; `.sessions/` in each server's folder notes which run
// records which session, so a run opened by the session's id is the one opened by the reference (one folder, one
// journal, one lock), whichever way it is found.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const RUN_FILES = { state: 'state.json', journal: 'journal.jsonl', landed: 'landed.log', lock: 'lock' } as const;

/** The folder of every run's state and journal: SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal. */
export function journalHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SAVEPOINT_JOURNAL_DIR ?? path.join(os.homedir(), '.savepoint', 'journal'));
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

const serverDir = (home: string, url: string) => path.join(home, hashOf(url).slice(0, 16));

/** One server's folder (its URL hashed: a URL may hold anything), then the run's (its key, made safe for a file name). */
export function runDir(home: string, url: string, runKey: string): string {
  const safe = /^[A-Za-z0-9_.-]{1,80}$/.test(runKey) && !runKey.startsWith('.') ? runKey : hashOf(runKey).slice(0, 40);
  return path.join(serverDir(home, url), safe);
}

/** The note naming the run of a session: under `.sessions/` (no run's folder begins with a dot), the id hashed. */
const sessionNote = (home: string, url: string, sessionId: string) => path.join(serverDir(home, url), '.sessions', hashOf(sessionId).slice(0, 40));

/** The key of the run that records session `sessionId` on this machine, or null when no run has noted it. */
export async function runOfSession(home: string, url: string, sessionId: string): Promise<string | null> {
  const text = await readFile(sessionNote(home, url, sessionId), 'utf8').catch(() => null);
  return text?.trim() || null;
}

/** Notes that run `runKey` records session `sessionId` (written whole: a temporary file renamed over). */
export async function noteRunOfSession(home: string, url: string, sessionId: string, runKey: string): Promise<void> {
  const file = sessionNote(home, url, sessionId);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(`${file}.${process.pid}.tmp`, runKey, { mode: 0o600 });
  await rename(`${file}.${process.pid}.tmp`, file);
}

/**
 * A run's key, short enough to start every idempotency key it derives (the server takes up to 200 characters):
 * the reference itself when it is short and plain, else its hash.
 */
export function runKeyOf(reference: string): string {
  return /^[A-Za-z0-9_.:-]{1,64}$/.test(reference) ? reference : `h-${hashOf(reference).slice(0, 40)}`;
}
