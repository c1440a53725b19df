// Confining file operations to a workspace. A path named by a request (a WRITE step's declared file) is only ever
// used below the workspace's real root, and only when every component on the way is a real directory: each is
// checked with lstat (never stat or realpath of the target), so a symbolic link is never followed, whether it sits
// in the middle of the path or at its end. Git gives the same guarantee for what it writes and reads in a work tree
// (it refuses paths with "..", and will not go through a symlinked directory: has_symlink_leading_path).
//
// Node has no openat or unlinkat, and a walk of lstat calls is itself a check-then-use: lstat("out/v1.txt") follows
// "out" if it became a link just after lstat("out") said it was a folder. So:
// - reads (sizes): the file is opened with O_NOFOLLOW, then the kernel says where the opened file really is
//   (/proc/self/fd on Linux); it must be exactly the expected path below the real root, or nothing is read. Without
//   /proc (not Linux), the opened file must be the one the walk found (same device and inode): a weaker check, which
//   a folder flipped to a link and back between two lstat calls of the walk can pass.
// - changes (pinned-restore.ts): made by a child process that pins its working directory on each verified folder, so
//   that every unlink, rename and create is relative to a folder known to be inside: no window at all.
// - git's own reads and writes of the work tree (snapshots, whole-workspace restores) keep git's window between its
//   lstat of the leading folders and its open/unlink.
// Hard links are not symlinks: a workspace file hard-linked to another is that file.
import { constants, type Stats } from 'node:fs';
import { type FileHandle, lstat, open, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { GitWorkspaceError } from './git-error.ts';

/**
 * The segments of a relative path below the workspace root (no NUL, not absolute, no empty, "." or ".." segment),
 * or why it is not one. `declared`: a path a request named, held to the form plans store (plan.model
 * normaliseWritePath): forward slashes only, no Windows drive, nothing inside a .git folder.
 */
export function workspaceSegments(relative: string, declared = true): { segments: string[] } | { problem: string } {
  if (typeof relative !== 'string' || relative === '') return { problem: 'it is empty' };
  if (relative.includes('\0')) return { problem: 'it contains a NUL character' };
  if (relative.startsWith('/') || (declared && /^[A-Za-z]:/.test(relative))) return { problem: 'it is absolute' };
  if (declared && relative.includes('\\')) return { problem: 'it contains a backslash (use forward slashes)' };
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..')) return { problem: 'it contains ".."' };
  if (segments.some((segment) => segment === '' || segment === '.')) return { problem: 'it is not normalised (empty or "." segments, or a trailing slash)' };
  if (declared && segments.some((segment) => segment.toLowerCase() === '.git')) return { problem: "it is inside the repository's .git folder" };
  return { segments };
}

/** The segments of a path handed to a file operation; anything else is refused as outside the workspace. */
export function requireSegments(relative: string): string[] {
  const checked = workspaceSegments(relative);
  if ('problem' in checked) {
    throw new GitWorkspaceError(
      'PATH_OUTSIDE_WORKSPACE',
      `"${relative}" could reach outside the workspace (${checked.problem}); declare paths relative to the workspace folder, normalised, like src/app.ts.`,
    );
  }
  return checked.segments;
}

export type Located =
  | {
      ok: true;
      /** The path below the workspace's real (realpath'd) root. */
      absolute: string;
      /** lstat of the directory holding the file: its device and inode. */
      parent: Stats;
      /** lstat of the file itself; null when it does not exist. */
      final: Stats | null;
    }
  | { ok: false; why: 'symlink' | 'not-directory' | 'missing'; at: string };

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
const lstatOrNull = (file: string) =>
  lstat(file).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });

/**
 * Walks from the workspace's real root down to the path, lstat by lstat: every leading component must be a real
 * directory (not a symlink, not a file). Never follows a link; the final component is lstat'ed, not stat'ed.
 */
export async function locate(workspaceRoot: string, segments: readonly string[]): Promise<Located> {
  const root = await realpath(workspaceRoot); // the root itself is the registered workspace: resolved once, trusted
  let dir = root;
  let parent = await lstat(root);
  for (const [i, segment] of segments.slice(0, -1).entries()) {
    const at = segments.slice(0, i + 1).join('/');
    const info = await lstatOrNull(path.join(dir, segment));
    if (!info) return { ok: false, why: 'missing', at };
    if (info.isSymbolicLink()) return { ok: false, why: 'symlink', at };
    if (!info.isDirectory()) return { ok: false, why: 'not-directory', at };
    dir = path.join(dir, segment);
    parent = info;
  }
  const absolute = path.join(dir, segments.at(-1)!);
  // Inside the root by construction (no "..", no absolute segment, no link followed); checked anyway.
  const relative = path.relative(root, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${segments.join('/')} resolved outside ${root}`);
  return { ok: true, absolute, parent, final: await lstatOrNull(absolute) };
}

export function sameFile(a: Stats | null, b: Stats | null): boolean {
  return a !== null && b !== null && a.dev === b.dev && a.ino === b.ino;
}

export function throughSymlink(relative: string, at: string): GitWorkspaceError {
  return new GitWorkspaceError(
    'SYMLINK_IN_PATH',
    `"${relative}" goes through "${at}", which is a symbolic link: Savepoint never reads or writes a file through a link, since it may lead ` +
      `outside the workspace. Replace "${at}" with a real folder (or declare the files where they really are), then try again.`,
  );
}

/**
 * Refuses a path that is not a valid workspace path, or one of whose existing leading components is a symlink.
 * Missing folders are fine (git creates real ones), and so is a symlink as the file itself: restoring replaces or
 * removes the link, never what it points to. Returns where the path is now.
 */
export async function requireConfined(workspaceRoot: string, relative: string): Promise<Located> {
  const located = await locate(workspaceRoot, requireSegments(relative));
  if (!located.ok && located.why === 'symlink') throw throughSymlink(relative, located.at);
  return located;
}

const PROC_FD = process.platform === 'linux';

/** True when the kernel places the open file at exactly `expected` (Linux); elsewhere, true (callers also compare inodes). */
async function openedAt(handle: FileHandle, expected: string): Promise<boolean> {
  if (!PROC_FD) return true;
  return (await readlink(`/proc/self/fd/${handle.fd}`).catch(() => null)) === expected;
}

/**
 * lstat of a regular file reached exactly at `absolute` (opened without following anything, placed by the kernel),
 * or null when it is not there any more, or was reached through a link. Unreadable: the walk's lstat, unverified.
 */
async function exactStat(absolute: string, walked: Stats): Promise<Stats | null> {
  let handle: FileHandle;
  try {
    handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES' ? walked : null;
  }
  try {
    const info = await handle.stat();
    return sameFile(info, walked) && (await openedAt(handle, absolute)) ? info : null;
  } finally {
    await handle.close();
  }
}

/**
 * lstat of many workspace paths (as git lists them), null for one that is gone, not a valid workspace path, or behind
 * a symlinked folder (git does not go through those either, so nothing there is snapshotted). Each folder is checked
 * once per call; bounded parallelism.
 */
export async function lstatAll(
  workspaceRoot: string,
  paths: readonly string[],
  /** Which regular files to check exactly (their size or time is shown to users): see exactStat. */
  exact: (info: Stats) => boolean = () => true,
): Promise<Map<string, Stats | null>> {
  const root = await realpath(workspaceRoot);
  const folders = new Map<string, Promise<boolean>>([['', Promise.resolve(true)]]);
  const realFolder = (relative: string): Promise<boolean> => {
    let known = folders.get(relative);
    if (!known) {
      const parent = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '';
      known = realFolder(parent).then(async (ok) => ok && Boolean((await lstat(path.join(root, relative)).catch(() => null))?.isDirectory()));
      folders.set(relative, known);
    }
    return known;
  };
  const one = async (relative: string): Promise<Stats | null> => {
    if ('problem' in workspaceSegments(relative, false)) return null; // git never lists such paths; refused anyway
    const folder = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '';
    if (!(await realFolder(folder))) return null;
    const info = await lstat(path.join(root, relative)).catch(() => null);
    return info?.isFile() && exact(info) ? exactStat(path.join(root, relative), info) : info;
  };
  const result = new Map<string, Stats | null>();
  for (let start = 0; start < paths.length; start += 256) {
    const chunk = paths.slice(start, start + 256);
    const stats = await Promise.all(chunk.map(one));
    for (const [i, p] of chunk.entries()) result.set(p, stats[i]!);
  }
  return result;
}
