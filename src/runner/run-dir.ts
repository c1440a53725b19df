// Where a run keeps what lets it go on from another process: one folder per server and run, under the journal home
// (SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal), holding its state (state.json), its journal (journal.jsonl),
// the keys of its writes that reached the server (landed.log) and the lock of the process using it (lock).
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export const RUN_FILES = { state: 'state.json', journal: 'journal.jsonl', landed: 'landed.log', lock: 'lock' } as const;

/** The folder of every run's state and journal: SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal. */
export function journalHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SAVEPOINT_JOURNAL_DIR ?? path.join(os.homedir(), '.savepoint', 'journal'));
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** One server's folder (its URL hashed: a URL may hold anything), then the run's (its key, made safe for a file name). */
export function runDir(home: string, url: string, runKey: string): string {
  const safe = /^[A-Za-z0-9_.-]{1,80}$/.test(runKey) && !runKey.startsWith('.') ? runKey : hashOf(runKey).slice(0, 40);
  return path.join(home, hashOf(url).slice(0, 16), safe);
}

/**
 * A run's key, short enough to start every idempotency key it derives (the server takes up to 200 characters):
 * the reference itself when it is short and plain, else its hash.
 */
export function runKeyOf(reference: string): string {
  return /^[A-Za-z0-9_.:-]{1,64}$/.test(reference) ? reference : `h-${hashOf(reference).slice(0, 40)}`;
}
