// Where a workspace's snapshots live: a bare repository at a folder the caller of git/ names (GitOptions.storeDir; the
// workspace agent's `<agent folder>/workspaces/<workspace id>`, ../agent/agent-store.ts), on the agent's own disk and
// never inside the workspace (shadow-repo.ts refuses that). It holds the objects and, as its own git directory, the
// private index that makes a snapshot re-hash only the files whose stat changed. The objects are a cache of what the
// server holds (snapshots are data in PostgreSQL, uploaded from here): losing the store costs one full hash and the
// downloads of what a restore needs. Snapshots are root trees, no commit and no ref; packing is
// shadow-housekeeping.ts's.
//
// Confinement: a store is never followed through a symbolic link: the store folder must be a real folder, and its
// top-level entries, objects/ and refs/ entries must not be links (checked on every open; git's own window between
// those checks and its writes remains, as for work-tree files).
import type { Dirent } from 'node:fs';
import { appendFile, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GitExit, runGit } from './run-git.ts';

/** Why a store cannot be used; shadow-repo.ts turns it into a GitWorkspaceError. */
export class StoreProblem extends Error {
  readonly dir: string;
  readonly unwritable: boolean;
  constructor(dir: string, message: string, unwritable = false) {
    super(message);
    this.dir = dir;
    this.unwritable = unwritable;
  }
}

const lstatOrNull = (file: string) => lstat(file).catch(() => null);
const exists = async (file: string) => (await lstatOrNull(file)) !== null;

/**
 * The store at `storeDir`, a place its caller chose outside any workspace (the agent's own disk): checked (a real
 * folder, a git repository, no link among its main entries), created (with its parent folders) when `create` is set
 * and there is none; null when there is none.
 */
export async function storeAt(storeDir: string, create: boolean): Promise<string | null> {
  const dir = path.resolve(storeDir);
  const info = await lstatOrNull(dir);
  if (info && !info.isDirectory())
    throw new StoreProblem(dir, 'it is not a real folder (a symbolic link or a file): Savepoint never follows a link for its snapshots');
  if (!info) {
    if (!create) return null;
    await mkdir(path.dirname(dir), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw new StoreProblem(dir, `its parent folder cannot be created (${error.code})`, ['EACCES', 'EPERM', 'EROFS'].includes(error.code ?? ''));
    });
    await initStore(dir);
  }
  await checkEntries(dir);
  return dir;
}

async function entries(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new StoreProblem(dir, `it cannot be read (${error.code})`);
  });
}

/** No link among the entries git writes through: the top level, objects/ (fan-out folders, pack/) and refs/. */
async function checkEntries(dir: string): Promise<void> {
  const top = await entries(dir);
  if (!top.some((entry) => entry.name === 'HEAD')) throw new StoreProblem(dir, 'the folder exists but is not a git repository (it has no HEAD)');
  for (const sub of ['', 'objects', 'refs']) {
    const list = sub === '' ? top : await entries(path.join(dir, sub));
    const link = list.find((entry) => entry.isSymbolicLink());
    if (link) throw new StoreProblem(dir, `${path.join(sub, link.name)} in it is a symbolic link: Savepoint never follows a link for its snapshots`);
  }
}

// Written once into a new store's config. gc.auto=0: no ref names the snapshots (a gc would prune them all) and we
// pack ourselves (packIfNeeded in shadow-housekeeping.ts), so git never starts a (possibly slow or detached) gc.
const STORE_CONFIG = `[core]
\tlogAllRefUpdates = false
\thooksPath = /dev/null
\tfsmonitor = false
\tautocrlf = false
\tsafecrlf = false
\tquotePath = false
[gc]
\tauto = 0
[maintenance]
\tauto = false
[commit]
\tgpgSign = false
[repack]
\twriteBitmaps = false
[advice]
\taddEmbeddedRepo = false
\taddIgnoredFile = false
`;
// The store's info/attributes wins over the workspace's .gitattributes: store exact bytes (no EOL conversion, no
// clean/smudge filters such as LFS, no ident or encoding rewriting) so a restore gives back what was snapshotted.
const STORE_ATTRIBUTES = '* -text -filter -ident -working-tree-encoding\n';

/** Builds the store in a temporary sibling and renames it into place, so a crash never leaves half a store. */
async function initStore(dir: string): Promise<void> {
  const temp = `${dir}.init-${process.pid}-${Date.now()}`;
  try {
    await mkdir(temp);
    await runGit(temp, {}, [], ['init', '--bare', '--quiet', '--template=', temp]);
    await appendFile(path.join(temp, 'config'), STORE_CONFIG);
    await mkdir(path.join(temp, 'info'), { recursive: true });
    await writeFile(path.join(temp, 'info', 'attributes'), STORE_ATTRIBUTES);
    await rename(temp, dir).catch(async (error: unknown) => {
      if (!(await exists(path.join(dir, 'HEAD')))) throw error; // else another process set it up first: use theirs
    });
  } catch (error) {
    if (error instanceof GitExit) throw new StoreProblem(dir, `git init failed (${error.stderr}); make sure git 2.26 or later is installed and on PATH`);
    const code = (error as NodeJS.ErrnoException).code;
    const unwritable = code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
    throw new StoreProblem(
      dir,
      unwritable ? `cannot be created (${code}): the agent's user must be able to write its folder` : `it could not be created (${(error as Error).message})`,
      unwritable,
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
