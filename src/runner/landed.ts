// The keys of a run's recent writes that reached the server, remembered on its disk. A runner that re-runs its work
// after a crash makes the same writes again, with the same keys: sent alone, the server answers them from the first
// time; but a replay sends several writes in one call under a key of its own (writes.ts groupKey), which the server
// cannot match. So a write made again while the journal holds writes is looked up here first, and one that landed
// before is not journaled again. Appended after each write lands (no fsync: a killed process's writes are in the
// page cache already; a plain synchronous append, so remembering costs a runner microseconds per write, not a trip
// through the thread pool), read only when a write is about to be journaled (or the file has grown: it is then cut to
// its last KEEP keys).
import { closeSync, openSync, writeSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';

/** How many keys are kept (the writes a runner can plausibly re-run after a crash), and the size at which it is cut. */
const KEEP = 5_000;
const CUT_BYTES = 1_000_000;

export type Landed = {
  /** Remembers keys that reached the server. */
  add: (keys: readonly string[]) => Promise<void>;
  /** Whether `key` reached the server (among the last KEEP to CUT_AT writes). */
  has: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
};

export async function openLanded(file: string): Promise<Landed> {
  let fd: number | null = null;
  let known: Set<string> | null = null;
  let checked = false;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => {});
    return next;
  };
  const load = async () => {
    if (known) return known;
    const text = await readFile(file, 'utf8').catch(() => '');
    const keys = text.split('\n').filter(Boolean);
    known = new Set(keys);
    if (keys.length > KEEP) {
      if (fd !== null) closeSync(fd);
      fd = null;
      await writeFile(`${file}.tmp`, `${keys.slice(-KEEP).join('\n')}\n`, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    }
    return known;
  };
  return {
    add: (keys) =>
      serial(async () => {
        if (keys.length === 0) return;
        if (!checked) {
          checked = true;
          if (((await stat(file).catch(() => null))?.size ?? 0) > CUT_BYTES) await load();
        }
        fd ??= openSync(file, 'a', 0o600);
        writeSync(fd, `${keys.join('\n')}\n`);
        for (const key of keys) known?.add(key);
      }),
    has: (key) => serial(async () => (await load()).has(key)),
    close: () =>
      serial(async () => {
        if (fd !== null) closeSync(fd);
        fd = null;
      }),
  };
}
