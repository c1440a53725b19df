// Where hooks leave what they are given, on the CLI's own machine: one folder per agent CLI session, under the hooks'
// home (SAVEPOINT_HOOK_DIR, else ~/.savepoint/hooks/<cli>/<session id>/), holding
//   inbox.jsonl   every hook payload, appended by the hook in the order the CLI called it (the hook does no more);
//   state.json    how far the drainer got (the inbox offset), the adapter's state, and the session as the recorder
//                 keeps it (its CLI folder and model; the Savepoint ids are the runner kit's, in the session's run);
//   drain.lock    the pid of the one drainer at work on this session.
// Payloads the hook refused go to <home>/<cli>/rejected.jsonl with the reason, so nothing is silently lost.
// Each inbox line is written with a newline before it too: a line torn by a kill mid-write ends there, unreadable
// and skipped, and never glues itself onto the next.
import { appendFile, mkdir, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The hooks' home: SAVEPOINT_HOOK_DIR, else ~/.savepoint/hooks. */
export function hookHome(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SAVEPOINT_HOOK_DIR || path.join(os.homedir(), '.savepoint', 'hooks'));
}

export type SessionSpool = { dir: string; inbox: string; state: string; lock: string };

/** The folder of one session of one CLI (the session id is validated by the adapter: a plain file name). */
export function spoolOf(home: string, cli: string, sessionId: string): SessionSpool {
  const dir = path.join(home, cli, sessionId);
  return { dir, inbox: path.join(dir, 'inbox.jsonl'), state: path.join(dir, 'state.json'), lock: path.join(dir, 'drain.lock') };
}

/** Appends one payload (already validated) to the session's inbox, on disk before the hook exits. */
export async function appendToInbox(spool: SessionSpool, payload: string): Promise<void> {
  await mkdir(spool.dir, { recursive: true, mode: 0o700 });
  const file = await open(spool.inbox, 'a', 0o600);
  try {
    await file.write(`\n${payload.replace(/\n/g, ' ')}\n`);
    await file.datasync();
  } finally {
    await file.close();
  }
}

/** Records a payload the hook refused, with why (bounded: the start of it only). */
export async function recordRejected(home: string, cli: string, reason: { code: string; message: string }, payload: string): Promise<void> {
  await mkdir(path.join(home, cli), { recursive: true, mode: 0o700 });
  const line = { at: new Date().toISOString(), ...reason, payload: payload.slice(0, 2_000) };
  await appendFile(path.join(home, cli, 'rejected.jsonl'), `${JSON.stringify(line)}\n`, { mode: 0o600 });
}

/** The saved state, or null before the first drain. */
export async function loadState<T>(spool: SessionSpool): Promise<T | null> {
  const text = await readFile(spool.state, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : (JSON.parse(text) as T);
}

/** Saves the state whole or not at all (written aside, then renamed over). */
export async function saveState(spool: SessionSpool, state: unknown): Promise<void> {
  const temp = `${spool.state}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(state), { mode: 0o600 });
  await rename(temp, spool.state);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the drainer holding the session's lock, when one lives (a lock left by a dead one does not count). */
export async function drainerOf(spool: SessionSpool): Promise<number | null> {
  const pid = Number((await readFile(spool.lock, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Takes the session's drain lock for this process; false when a living drainer holds it. */
export async function takeLock(spool: SessionSpool): Promise<boolean> {
  await mkdir(spool.dir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(spool.lock, String(process.pid), { flag: 'wx', mode: 0o600 });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if ((await drainerOf(spool)) !== null) return false;
      await unlink(spool.lock).catch(() => {}); // its drainer died holding it
    }
  }
  return false;
}

export async function releaseLock(spool: SessionSpool): Promise<void> {
  if ((await readFile(spool.lock, 'utf8').catch(() => '')).trim() === String(process.pid)) await unlink(spool.lock).catch(() => {});
}
