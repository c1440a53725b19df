// The private folders git works in: one of this process's own in the OS temp folder (mode 700: no other user can
// enter it, so nothing can be swapped on git's way), to write a snapshot's files into (export-snapshot.ts) or to build
// a preserved commit in (preserve.ts), removed when the work is done. A process killed meanwhile (a server, an agent)
// leaves its folder behind, and with it a copy of an owner's files: so each new one first removes the folders of its
// kind this user left there more than STALE_MS ago. No verb takes that long; a younger one may be another process's,
// still at work.
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const STALE_MS = 6 * 60 * 60 * 1000;

export type PrivateTempKind = 'export' | 'preserve';

/** A new private temp folder of `kind`, after removing the stale ones of that kind. */
export async function privateTempDir(kind: PrivateTempKind): Promise<string> {
  const prefix = `savepoint-${kind}-`;
  await removeStale(prefix);
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

async function removeStale(prefix: string): Promise<void> {
  const parent = os.tmpdir();
  const names = (await readdir(parent).catch(() => [])).filter((name) => name.startsWith(prefix));
  const before = Date.now() - STALE_MS;
  const uid = process.getuid?.();
  await Promise.all(
    names.map(async (name) => {
      const folder = path.join(parent, name);
      const info = await lstat(folder).catch(() => null); // gone meanwhile: another process removed it
      if (!info?.isDirectory() || info.mtimeMs > before || (uid !== undefined && info.uid !== uid)) return;
      await rm(folder, { recursive: true, force: true }).catch(() => {}); // left for the next one to try again
    }),
  );
}
