// Workspace files named by requests (a WRITE step's declared files), read confined to the workspace: the entry point
// above git/ for them. The checks live in git/confine.ts, the lowest layer, so that git's own restores (restoreFiles)
// use the very same ones: a path must be plain and relative, and is walked from the workspace's real root with
// lstat, never through a symlink (see there for what remains of the check-then-use window).
import type { StepWrite } from '../db/tables/plans.ts';
import { sha256OfWorkspaceFile } from '../git/confine.ts';
import { checkPlace, PlaceRefused } from '../git/place.ts';
import type { CodeWorkspace } from './snapshot.ts';

/**
 * The sha256 (hex) of a workspace file, or null when there is no regular file there reachable without a symlink:
 * missing, a folder, a symlink (never followed, whatever it points to), behind a symlinked folder, an invalid path,
 * or swapped while being opened. So the answer never depends on anything outside the workspace.
 */
export async function hashWorkspaceFile(workspacePath: string, relative: string): Promise<string | null> {
  return sha256OfWorkspaceFile(workspacePath, relative);
}

/** A step as appliedWrites reads it: a WRITE declares its files (path + sha256) in `writes`. */
export type WritingStep = { id: string; kind: string; state: string; writes: StepWrite[] };

/**
 * A WRITE step in flight (RUNNING or RESUMABLE) that declared the files it writes (path + sha256) is applied when
 * every file has that content now; steps that declared no hashes are left out (unknown). Files are read confined to
 * the workspace: a symlink, a path through a symlinked folder or one outside the workspace is "not applied", whatever
 * lies behind it, so the answer reveals nothing about other files; a workspace that is not its registered folder any
 * more answers nothing (every write unknown).
 */
export async function appliedWrites(workspace: CodeWorkspace, steps: readonly WritingStep[]): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  // A folder on its agent's machine: its path names nothing here, and a file this server holds at that path must not
  // answer a guess of its content. Every write is unknown.
  if (workspace.host !== null || workspace.owner_local === false) return result;
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
  if (!inPlace) return result;
  for (const step of steps) {
    const writes = step.writes;
    if (step.kind !== 'WRITE' || !['RUNNING', 'RESUMABLE'].includes(step.state) || writes.length === 0 || writes.some((w) => !w.sha256)) continue;
    const hashes = await Promise.all(writes.map((write) => hashWorkspaceFile(root, write.path)));
    result.set(
      step.id,
      hashes.every((hash, i) => hash !== null && hash === writes[i]!.sha256),
    );
  }
  return result;
}
