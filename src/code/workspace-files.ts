// Workspace files named by requests (a WRITE step's declared files), read confined to the workspace: the entry point
// above git/ for them. The checks live in git/confine.ts, the lowest layer, so that git's own restores (restoreFiles)
// use the very same ones: a path must be plain and relative, and is walked from the workspace's real root with
// lstat, never through a symlink (see there for what remains of the check-then-use window).
import { sha256OfWorkspaceFile } from '../git/confine.ts';
import { checkPlace, PlaceRefused } from '../git/place.ts';
import { appliedByHashes, decidableWrites, type WritingStep } from './applied-writes.ts';
import type { CodeWorkspace } from './snapshot.ts';

/**
 * The sha256 (hex) of a workspace file, or null when there is no regular file there reachable without a symlink:
 * missing, a folder, a symlink (never followed, whatever it points to), behind a symlinked folder, an invalid path,
 * or swapped while being opened. So the answer never depends on anything outside the workspace.
 */
export async function hashWorkspaceFile(workspacePath: string, relative: string): Promise<string | null> {
  return sha256OfWorkspaceFile(workspacePath, relative);
}

/**
 * A WRITE step in flight (RUNNING or RESUMABLE) that declared the files it writes (path + sha256) is applied when
 * every file has that content now (plans/applied-writes.model.ts); steps that declared no hashes are left out
 * (unknown). Files are read confined to the workspace: a symlink, a path through a symlinked folder or one outside the
 * workspace is "not applied", whatever lies behind it, so the answer reveals nothing about other files; a workspace
 * that is not its registered folder any more answers nothing (every write unknown).
 */
export async function appliedWrites(workspace: CodeWorkspace, steps: readonly WritingStep[]): Promise<Map<string, boolean>> {
  // A folder on its agent's machine (or an owner no longer local): its path names nothing here, and a file this server
  // holds at that path must not answer a guess of its content. Every write is unknown.
  if (workspace.host !== null || workspace.owner_local === false) return new Map();
  const root = workspace.path;
  // Not the folder that was registered (a symbolic link now, on it or above it): nothing is read, every write is
  // unknown, and the environment check (or the restore) says why.
  const inPlace = await checkPlace(root).then(
    () => true,
    (error: unknown) => {
      if (error instanceof PlaceRefused) return false;
      throw error;
    },
  );
  if (!inPlace) return new Map();
  const paths = [...new Set(decidableWrites(steps).flatMap((step) => step.writes.map((write) => write.path)))];
  const hashes = new Map(await Promise.all(paths.map(async (file) => [file, await hashWorkspaceFile(root, file)] as const)));
  return appliedByHashes(steps, (file) => hashes.get(file) ?? null);
}
