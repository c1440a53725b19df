// Where workspaces may live, pure: paths are compared as real, absolute paths (symlinks already resolved).
import { hostname } from 'node:os';
import path from 'node:path';
import { WorkspaceUnavailableError } from '../errors/workspace.ts';

/** Never a workspace, nor inside one: the machine's own folders. */
const SYSTEM_FOLDERS = [
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/proc',
  '/run',
  '/sbin',
  '/sys',
  '/usr',
  '/var/lib',
  '/var/log',
];

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** True when one of the two paths lies inside the other (or they are equal). */
export function overlaps(a: string, b: string): boolean {
  return isWithin(a, b) || isWithin(b, a);
}

/** Why a real directory can never be a workspace or a root, or null when it may be one. */
export function forbiddenPlace(real: string, dataDir: string): string | null {
  if (real === path.parse(real).root) return 'the root of the file system cannot be a workspace';
  if (SYSTEM_FOLDERS.some((folder) => isWithin(real, folder))) return 'system folders cannot be workspaces';
  if (overlaps(real, dataDir)) return "the server's own data folder (and any folder containing it) cannot be a workspace";
  return null;
}

/** The roots a path lies within (compared lexically or as real paths, as given). */
export function rootOf(candidate: string, roots: readonly string[]): string | null {
  return roots.find((root) => isWithin(candidate, root)) ?? null;
}

/** The longest name of one file or folder that Linux and macOS file systems hold (NAME_MAX), in UTF-8 bytes. */
export const MAX_NAME_BYTES = 255;

/** A path as the caller typed it: absolute, no NUL, a sane length. Null when fine, else what is wrong. */
export function badPathInput(input: string): string | null {
  if (input.length === 0 || input.length > 4_096) return 'is not a path of 1 to 4096 characters; give the absolute path of a directory';
  if (input.includes('\0')) return 'contains a NUL character; give the absolute path of a directory';
  if (!path.isAbsolute(input)) return 'is not absolute; give the full path of the directory';
  return longName(input);
}

/**
 * A folder name longer than the file system holds: refused before any file work, or it fails half-way as
 * ENAMETOOLONG (masked) after other folders were made.
 */
function longName(input: string): string | null {
  const long = input.split(path.sep).find((name) => Buffer.byteLength(name) > MAX_NAME_BYTES);
  if (!long) return null;
  return `has a folder name of ${Buffer.byteLength(long)} bytes ("${long.slice(0, 40)}…"); names may be at most ${MAX_NAME_BYTES} bytes (UTF-8), so shorten it`;
}

/** This machine's host name: where the folders of the workspaces attached from it are (agents attach with theirs). */
export const THIS_HOST = hostname();

/** A workspace's folder; one without (its sessions keep client state only) is refused for file and code work. */
export function folderOf(workspace: { name: string; path: string | null }): string {
  if (workspace.path !== null) return workspace.path;
  throw new WorkspaceUnavailableError(
    'NO_FOLDER',
    '',
    `Workspace "${workspace.name}" has no folder: its sessions keep client state only, with no code to snapshot, restore or fork. Use a workspace with a folder for code work.`,
  );
}
