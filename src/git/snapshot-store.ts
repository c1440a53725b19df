// Where a workspace's snapshots live. Two placements, chosen by the caller of git/ (GitOptions.storeDir):
// - GIVEN (the workspace agent, ../agent/): a bare repository at a folder its caller names, on the agent's own disk and
//   never inside the workspace (storeAt); it holds the objects and, as its own git directory, the private index. The
//   objects are a cache of what the server holds: snapshots are data in PostgreSQL, uploaded from here.
// - WITH THE WORKSPACE (today's server, until the agent takes its file work over; ../shared/DESIGN.md, "Workspaces,
//   agents and snapshots"): the rest of this header. Any instance that reaches the workspace reaches its snapshots.
//
// With the workspace, the snapshot STORE (objects, refs, config) lives in the workspace; each instance keeps only a CACHE
// (the git index) in its own data folder.
// - Store: a bare repository at `<workspace>/.git/savepoint-shadow` when `.git` is a real folder, else (a folder that
//   is not a git repository, or a worktree or submodule whose `.git` is a file) at `<workspace>/.savepoint-shadow`,
//   which ignores itself (a `.gitignore` of `*` inside it, and an entry in the store's info/exclude), so neither our
//   snapshots nor the user's `git status` ever list it. An existing store is used wherever it is (a folder that later
//   became a repository keeps its store).
// - Cache: `<data dir>/shadow/<workspace id>` is a git directory holding only HEAD, the persistent index and a
//   `commondir` file naming the store: git's own layout for linked worktrees (GIT_COMMON_DIR), so every git command,
//   and a person running `git --git-dir=<it> log`, sees the store's objects and refs through it. Each instance stages
//   into its own index: only changed files are re-hashed, the stat data in it are this host's, and two instances
//   never contend for one index.lock. Losing it costs one full re-hash (objects already in the store are not written
//   again). A store that was replaced (its `savepoint-store-id` differs from the one the cache recorded) drops the
//   cache's index, whose entries may name objects the new store lacks.
// Across processes: objects are content-addressed and written by atomic renames, each ref update takes git's lock on
// that ref, and the session's advisory lock (db/advisory-locks.ts) orders one session's checkpoints and resumes; so
// instances share a store without any lock of ours. Housekeeping (shadow-housekeeping.ts) packs the store in place.
// Rejected: refs in the user's own repository (a `push --mirror` would carry untracked files off; gc and fsck of the
// user's repository would see our data), a store borrowing the user's objects (a user's `gc --prune` deletes blobs
// we need), a shared snapshot folder every instance mounts. The costs (whoever can write the workspace can damage
// its snapshots; deleting the workspace deletes them) are why the agent's store moves to the agent's own disk.
//
// Confinement: a store is never followed through a symbolic link: the store folder must be a real folder, and its
// top-level entries, objects/ and refs/savepoint/ entries must not be links (checked on every open; git's own window
// between those checks and its writes remains, as for work-tree files). Requests can never name a path inside a
// store kept with the workspace (confine.ts refuses `.savepoint-shadow/...` as it refuses `.git/...`).
//
// Existing snapshots (made when the data folder held a full shadow repository per workspace) are migrated, not
// served from there: the first time an instance that has one opens that workspace's snapshots, it fetches every ref
// of the old shadow (with their objects) into the store, checks each arrived unchanged, and replaces the old shadow by
// a cache. Until then only that instance has them; a history-only read (a diff) still falls back to the old shadow
// when the workspace is gone and no store can be made. (The costs of keeping the store with the workspace are stated
// in the README, "Running several servers".)
import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { appendFile, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GitExit, runGit } from './run-git.ts';

export const STORE_NAME = 'savepoint-shadow';
/** The store's folder at the workspace's root, when it cannot go into a real `.git` folder. */
export const ROOT_STORE = `.${STORE_NAME}`;
const STORE_ID = 'savepoint-store-id';

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

/** The two places a workspace's store may be, in the order they are looked for. */
async function candidates(workspace: string): Promise<{ inGit: string | null; atRoot: string }> {
  const dotGit = await lstatOrNull(path.join(workspace, '.git'));
  return { inGit: dotGit?.isDirectory() ? path.join(workspace, '.git', STORE_NAME) : null, atRoot: path.join(workspace, ROOT_STORE) };
}

/**
 * The workspace's store (checked: a real folder, a git repository, no link among its main entries), created when
 * `create` is set and there is none; null when there is none (or no workspace folder) and create is false.
 */
export async function locateStore(workspacePath: string, create: boolean): Promise<string | null> {
  const workspace = path.resolve(workspacePath);
  const { inGit, atRoot } = await candidates(workspace);
  for (const dir of [inGit, atRoot]) {
    if (!dir) continue;
    const info = await lstatOrNull(dir);
    if (!info) continue;
    if (!info.isDirectory())
      throw new StoreProblem(dir, 'it is not a real folder (a symbolic link or a file): Savepoint never follows a link for its snapshots');
    await checkEntries(dir);
    return dir;
  }
  if (!create) return null;
  let dir = inGit ?? atRoot;
  await initStore(dir, workspace).catch(async (error: unknown) => {
    // A .git folder the server may not write (another user's): the workspace's root is the next place to look.
    if (!(error instanceof StoreProblem && error.unwritable && dir === inGit)) throw error;
    dir = atRoot;
    await initStore(dir, workspace);
  });
  await checkEntries(dir);
  return dir;
}

/**
 * The store at `dir`, a place its caller chose outside any workspace (the agent's own disk): checked as a located one
 * is, created (with its parent folders) when `create` is set and there is none; null when there is none.
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
    await initStore(dir, null);
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

/** No link among the entries git writes through: the top level, objects/ (fan-out folders, pack/) and refs/savepoint/. */
async function checkEntries(dir: string): Promise<void> {
  const top = await entries(dir);
  if (!top.some((entry) => entry.name === 'HEAD')) throw new StoreProblem(dir, 'the folder exists but is not a git repository (it has no HEAD)');
  for (const sub of ['', 'objects', 'refs', path.join('refs', 'savepoint')]) {
    const list = sub === '' ? top : await entries(path.join(dir, sub));
    const link = list.find((entry) => entry.isSymbolicLink());
    if (link) throw new StoreProblem(dir, `${path.join(sub, link.name)} in it is a symbolic link: Savepoint never follows a link for its snapshots`);
  }
}

// Written once into a new store's config. gc.auto=0: refs keep every checkpoint's objects and we repack ourselves
// (see packIfNeeded in shadow-housekeeping.ts), so git never starts a (possibly slow or detached) gc on its own.
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

/**
 * Builds the store in a temporary sibling and renames it into place, so a crash never leaves half a store. In a
 * workspace, the `.gitignore` goes in first: from its first instant the folder is empty or ignores itself, so a
 * snapshot or a `git status` running meanwhile never lists it (`workspace` null: a store outside any workspace).
 */
async function initStore(dir: string, workspace: string | null): Promise<void> {
  const temp = `${dir}.init-${process.pid}-${Date.now()}`;
  try {
    await mkdir(temp);
    if (workspace) await writeFile(path.join(temp, '.gitignore'), '*\n');
    await runGit(temp, {}, [], ['init', '--bare', '--quiet', '--template=', temp]);
    await appendFile(path.join(temp, 'config'), STORE_CONFIG);
    await mkdir(path.join(temp, 'info'), { recursive: true });
    await writeFile(path.join(temp, 'info', 'attributes'), STORE_ATTRIBUTES);
    // Snapshots never take the store itself (it sits in the work tree when it is not inside .git).
    if (workspace) await writeFile(path.join(temp, 'info', 'exclude'), `/${escapeGlob(path.relative(workspace, dir))}/\n`);
    await writeFile(path.join(temp, STORE_ID), `${randomUUID()}\n`);
    await rename(temp, dir).catch(async (error: unknown) => {
      if (!(await exists(path.join(dir, 'HEAD')))) throw error; // else another process set it up first: use theirs
    });
  } catch (error) {
    if (error instanceof GitExit) throw new StoreProblem(dir, `git init failed (${error.stderr}); make sure git 2.26 or later is installed and on PATH`);
    const code = (error as NodeJS.ErrnoException).code;
    const unwritable = code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
    throw new StoreProblem(
      dir,
      unwritable
        ? workspace
          ? `cannot be created (${code}): Savepoint keeps a workspace's snapshots inside it, so the server's user must be able to write the workspace`
          : `cannot be created (${code}): the agent's user must be able to write its folder`
        : `it could not be created (${(error as Error).message})`,
      unwritable,
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

function escapeGlob(relative: string): string {
  return relative
    .split(path.sep)
    .join('/')
    .replace(/[*?[\]\\!# ]/g, (c) => `\\${c}`);
}

async function storeId(store: string): Promise<string> {
  return (await readFile(path.join(store, STORE_ID), 'utf8').catch(() => 'none')).trim();
}

/** True when `dir` is an old full shadow repository (Savepoint before stores: objects in the data folder). */
export async function isLegacyShadow(dir: string): Promise<boolean> {
  return (await lstatOrNull(path.join(dir, 'objects')))?.isDirectory() === true && (await exists(path.join(dir, 'HEAD')));
}

const CACHE_HEAD = 'ref: refs/heads/savepoint\n';

/**
 * Makes `cache` (in the data folder) this instance's git directory for `store`: HEAD, `commondir` naming the store,
 * and the store's id; the index comes with the first staging. A cache made for another store loses its index; one
 * whose files were damaged is rewritten (it holds nothing that is not in the store or the work tree).
 */
export async function ensureCache(cache: string, store: string): Promise<void> {
  const read = (name: string) => readFile(path.join(cache, name), 'utf8').catch(() => null);
  const [id, recorded, common, head] = await Promise.all([storeId(store), read(STORE_ID), read('commondir'), read('HEAD')]);
  if (recorded === `${id}\n` && common === `${store}\n` && head === CACHE_HEAD) return;
  if (await isLegacyShadow(cache)) await adoptLegacy(cache, store);
  await mkdir(cache, { recursive: true });
  if (recorded !== `${id}\n`) await rm(path.join(cache, 'index'), { force: true });
  await replaceFile(path.join(cache, 'HEAD'), CACHE_HEAD);
  await replaceFile(path.join(cache, 'commondir'), `${store}\n`);
  await replaceFile(path.join(cache, STORE_ID), `${id}\n`);
}

/** Writes a file whole or not at all (another process sharing the data folder may be reading it). */
async function replaceFile(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}-${randomUUID()}`;
  await writeFile(temp, text);
  await rename(temp, file);
}

async function refsOf(dir: string): Promise<Map<string, string>> {
  const listed = await runGit(dir, { GIT_DIR: dir }, [], ['for-each-ref', '--format=%(refname) %(objectname)']);
  return new Map(
    listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
}

/**
 * Moves an old shadow's snapshots into the store: every ref, with its objects, fetched (never overwriting a ref the
 * store has), each checked to have arrived unchanged; then the old shadow is removed (the caller makes a cache there).
 */
async function adoptLegacy(legacy: string, store: string): Promise<void> {
  try {
    await runGit(store, { GIT_DIR: store }, [], ['fetch', '--quiet', '--no-tags', legacy, 'refs/*:refs/*']);
    await rm(path.join(store, 'FETCH_HEAD'), { force: true });
    const [before, after] = await Promise.all([refsOf(legacy), refsOf(store)]);
    for (const [ref, commit] of before) {
      if (after.get(ref) !== commit) throw new Error(`${ref} is ${after.get(ref) ?? 'missing'} in the store, ${commit} in the old shadow`);
    }
  } catch (error) {
    const reason = error instanceof GitExit ? error.stderr : (error as Error).message;
    throw new StoreProblem(store, `the snapshots of the old shadow repository ${legacy} could not be moved into it (${reason}); the old one is kept as it was`);
  }
  const aside = `${legacy}.migrated-${process.pid}-${Date.now()}`;
  await rename(legacy, aside).catch(() => {}); // another process sharing this data folder may have moved it first
  await rm(aside, { recursive: true, force: true });
}
