// A run's journal (degraded mode): the writes a runner made while the server could not be reached, one JSON line
// each, appended and fsync'd before the runner goes on, so a crash loses none of them. Replayed in order once the
// server answers; each replayed call is followed by a line saying it landed (with what it made, which later writes
// may name). A group sent as one call is pinned by a line before it is sent, so after a crash the same writes go
// again under the same key. Once nothing is pending (and the run's state holds what the answers made), it is emptied.
//
//   {"n":1,"at":"…","write":{…},"sent":true}   a write (sent: it may have reached the server: its answer was lost)
//   {"pin":[2,9]}                                writes 2 to 9 are about to go as one call
//   {"done":9,"answers":[…]}                     writes up to 9 landed (or were refused: "error")
import { type FileHandle, open, readFile } from 'node:fs/promises';
import { RunnerUsageError } from './errors.ts';
import type { Answer, Write } from './writes.ts';

export type Entry = { n: number; at: string; write: Write; sent?: boolean; answer?: Answer; error?: { code: string; message: string } };

export type Line =
  | { n: number; at: string; write: Write; sent?: boolean }
  | { pin: [number, number] }
  | { done: number; answers?: Answer[]; error?: { code: string; message: string } };

export type Journal = {
  readonly file: string;
  /** Writes not yet replayed, in order. */
  pending: () => readonly Entry[];
  /** Whether a write with this key is in the journal (pending, or replayed since it was last emptied). */
  has: (key: string) => boolean;
  /** Replayed writes still in the file, with what they made (a run rebuilds its ids from them). */
  replayed: () => readonly Entry[];
  /** The group pinned and not yet done: it goes again exactly so. */
  pinned: () => { from: number; to: number } | null;
  append: (write: Write, options?: { sent?: boolean }) => Promise<Entry>;
  pin: (from: number, to: number) => Promise<void>;
  /** Writes up to `upTo` landed: each answered as `answers` says (in order), or all refused with `error`. */
  done: (upTo: number, answers: readonly Answer[], error?: { code: string; message: string }) => Promise<void>;
  /** Empties the file when nothing is pending; false when a write came in meanwhile (nothing done). */
  reset: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Reads the journal's lines; a last line cut short by a crash is left out (openJournal cuts it from the file). */
export async function readLines(file: string): Promise<{ lines: Line[]; good: number; size: number }> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const lines: Line[] = [];
  let good = 0;
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    if (end === -1) break; // a line never finished: the crash came mid-append
    try {
      lines.push(JSON.parse(text.slice(at, end)) as Line);
    } catch {
      throw new RunnerUsageError('JOURNAL_DAMAGED', `${file} has a damaged line at byte ${at}; move the file aside to start the run without it`);
    }
    at = end + 1;
    good = Buffer.byteLength(text.slice(0, at));
  }
  return { lines, good, size: Buffer.byteLength(text) };
}

export async function openJournal(file: string): Promise<Journal> {
  const { lines, good, size } = await readLines(file);
  const handle: FileHandle = await open(file, 'a+', 0o600);
  if (good < size) await handle.truncate(good);
  const entries: Entry[] = [];
  const keys = new Set<string>();
  let doneUpTo = 0;
  let pin: { from: number; to: number } | null = null;
  const take = (line: Line) => {
    if ('write' in line) {
      entries.push({ n: line.n, at: line.at, write: line.write, ...(line.sent ? { sent: true } : {}) });
      keys.add(line.write.key);
    } else if ('pin' in line) pin = { from: line.pin[0], to: line.pin[1] };
    else {
      for (const [index, entry] of entries.filter((e) => e.n > doneUpTo && e.n <= line.done).entries()) {
        if (line.error) entry.error = line.error;
        else entry.answer = line.answers?.[index] ?? {};
      }
      doneUpTo = line.done;
      if (pin && pin.to <= doneUpTo) pin = null;
    }
  };
  for (const line of lines) take(line);
  // File work one operation at a time, in the order asked: an append never lands in a file being emptied.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => {});
    return next;
  };
  // Writes and pins are on the disk before the call returns (a write lost would be work lost; a pin lost, a group
  // that could go again under another key). A `done` line is not waited for: lost (with the machine, not the
  // process), its writes go again under the keys they went with, and the server answers them from the first time.
  const write = (made: () => Line, durable = true) =>
    serial(async () => {
      const line = made();
      await handle.write(`${JSON.stringify(line)}\n`);
      if (durable) await handle.datasync();
      take(line);
    });
  return {
    file,
    pending: () => entries.filter((entry) => entry.n > doneUpTo),
    has: (key) => keys.has(key),
    replayed: () => entries.filter((entry) => entry.n <= doneUpTo),
    pinned: () => pin,
    append: async (added, options = {}) => {
      let n = 0;
      await write(() => {
        n = (entries.at(-1)?.n ?? 0) + 1;
        return { n, at: new Date().toISOString(), write: added, ...(options.sent ? { sent: true } : {}) };
      });
      return entries.find((entry) => entry.n === n)!;
    },
    pin: (from, to) => write(() => ({ pin: [from, to] })),
    done: (upTo, answers, error) => write(() => (error ? { done: upTo, error } : { done: upTo, answers: [...answers] }), false),
    reset: () =>
      serial(async () => {
        if (entries.length === 0) return true;
        if (entries.some((entry) => entry.n > doneUpTo)) return false;
        await handle.truncate(0);
        await handle.datasync();
        entries.length = 0;
        keys.clear();
        doneUpTo = 0;
        pin = null;
        return true;
      }),
    close: () => serial(() => handle.close()),
  };
}
