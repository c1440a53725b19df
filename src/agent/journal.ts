// The agent's intent journal: before it touches a workspace's files, the agent records what it is about to do and
// where to go back to (the undo point, uploaded first), then each step done, then that it is done; each record is on
// disk (fsync) before the work it announces begins. After a crash at any moment, recover() on start lists the
// intents that never reached done, with their steps, so the agent finishes or rolls back each before anything else.
//
// One JSON object per line, appended to a file on the agent's own disk. A crash mid-append leaves at most a torn last
// line (a prefix, without its newline): it never counts and is cut off before the next append, so no later record is
// glued onto it. A line that cannot be read is skipped and counted, never fatal. Opening rewrites the file with only
// the unfinished intents (to a temporary file, fsynced, renamed over), so it holds no more than the work in flight.
import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** What the agent is about to do to a workspace's files. */
export type Intent = {
  id: string;
  /** The verb, e.g. RESTORE, REWIND, FORK_FOLDER: what finishing it means is the caller's. */
  kind: string;
  /** The workspace's id. */
  workspace: string;
  /** The tree the files go to, when there is one. */
  target: string | null;
  /** The tree to go back to (uploaded before any file is touched), when there is one. */
  undo: string | null;
  /** Anything else finishing or rolling back needs (paths, a branch name, the server's command id...). */
  detail: Record<string, unknown>;
  /** When it was recorded (ISO 8601). */
  at: string;
};

export type Step = { step: string; detail: Record<string, unknown>; at: string };
export type Outcome = 'FINISHED' | 'ROLLED_BACK';
export type Unfinished = Intent & { steps: Step[] };

type Line =
  | { v: 1; type: 'intent'; intent: Intent }
  | { v: 1; type: 'step'; id: string; step: Step }
  | { v: 1; type: 'done'; id: string; outcome: Outcome; at: string };

export type Recovered = {
  /** Intents recorded and never done, oldest first, each with its steps in order. */
  unfinished: Unfinished[];
  /** Bytes after the last complete line: a record cut short by a crash (ignored). */
  tornBytes: number;
  /** Complete lines that could not be read (ignored). */
  unreadable: number;
};

/** Reads the journal (a missing file is an empty one) without changing it. */
export async function recover(file: string): Promise<Recovered> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const end = text.lastIndexOf('\n') + 1;
  const open = new Map<string, Unfinished>();
  let unreadable = 0;
  for (const raw of text.slice(0, end).split('\n')) {
    if (raw === '') continue;
    const line = parseLine(raw);
    if (!line) unreadable++;
    else if (line.type === 'intent') open.set(line.intent.id, { ...line.intent, steps: [] });
    else if (line.type === 'step') open.get(line.id)?.steps.push(line.step);
    else open.delete(line.id);
  }
  return { unfinished: [...open.values()], tornBytes: Buffer.byteLength(text.slice(end)), unreadable };
}

function parseLine(raw: string): Line | null {
  try {
    const line = JSON.parse(raw) as Line;
    if (line?.v !== 1) return null;
    if (line.type === 'intent' && typeof line.intent?.id === 'string') return line;
    if ((line.type === 'step' || line.type === 'done') && typeof line.id === 'string') return line;
    return null;
  } catch {
    return null;
  }
}

export type Journal = {
  /** Records an intent, on disk when this resolves: only then may the work begin. */
  begin(input: { kind: string; workspace: string; target: string | null; undo: string | null; detail?: Record<string, unknown> }): Promise<Intent>;
  /** Records a step of an intent as done; answers it as recovery will read it. */
  step(id: string, step: string, detail?: Record<string, unknown>): Promise<Step>;
  /** Records that an intent is over: finished, or rolled back to its undo point. */
  done(id: string, outcome: Outcome): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the journal for appending, after recovering it: a torn last line is cut off, finished intents are dropped
 * from the file. Returns the unfinished intents, for the agent to finish or roll back (then `done`) first.
 */
export async function openJournal(file: string): Promise<{ journal: Journal; recovered: Recovered }> {
  await mkdir(path.dirname(file), { recursive: true });
  const recovered = await recover(file);
  await rewrite(file, recovered.unfinished);
  const handle = await open(file, 'a', 0o600);
  await syncFolder(path.dirname(file)); // the file's entry in its folder (made here, or renamed in) lasts too
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  const append = (line: Line) => {
    if (closed) return Promise.reject(new Error('the journal is closed'));
    const written = tail.then(() => appendDurably(handle, `${JSON.stringify(line)}\n`));
    tail = written.catch(() => {});
    return written;
  };
  const now = () => new Date().toISOString();
  return {
    recovered,
    journal: {
      async begin(input) {
        const intent: Intent = { id: randomUUID(), ...input, detail: input.detail ?? {}, at: now() };
        await append({ v: 1, type: 'intent', intent });
        return intent;
      },
      async step(id, step, detail = {}) {
        const done: Step = { step, detail, at: now() };
        await append({ v: 1, type: 'step', id, step: done });
        return done;
      },
      done: (id, outcome) => append({ v: 1, type: 'done', id, outcome, at: now() }),
      async close() {
        closed = true;
        await tail;
        await handle.close();
      },
    },
  };
}

/**
 * Closes an intent: kept (FINISHED), or first taken back as far as it got (ROLLED_BACK): `takeBack` is given the
 * detail of its last step (what was made by then), and is not called when no step was recorded.
 */
export async function settleIntent(
  journal: Journal,
  intent: { id: string; steps: readonly Step[] },
  keep: boolean,
  takeBack: (made: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const last = intent.steps.at(-1);
  if (!keep && last) await takeBack(last.detail);
  await journal.done(intent.id, keep ? 'FINISHED' : 'ROLLED_BACK');
}

/** Writes a whole line at the end of the file and waits until its bytes are on disk. */
async function appendDurably(handle: FileHandle, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at, bytes.length - at)).bytesWritten;
  await handle.datasync();
}

/**
 * Replaces the file by one holding only the unfinished intents and their steps: written aside, fsynced and renamed
 * over (the folder is fsynced by the caller), so a crash leaves the old file or the new one.
 */
async function rewrite(file: string, unfinished: readonly Unfinished[]): Promise<void> {
  const lines = unfinished.flatMap(({ steps, ...intent }) => [
    { v: 1, type: 'intent', intent } satisfies Line,
    ...steps.map((step) => ({ v: 1, type: 'step', id: intent.id, step }) satisfies Line),
  ]);
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  const current = await readFile(file).catch(() => null);
  if ((current === null && text === '') || current?.toString('utf8') === text) return;
  const temp = `${file}.${process.pid}-${randomUUID()}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file).catch(async (error: unknown) => {
    await rm(temp, { force: true });
    throw error;
  });
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
