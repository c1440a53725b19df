// Workspace files named by requests (a WRITE step's declared files), read confined to the workspace: the entry point
// above git/ for them. The checks live in git/confine.ts, the lowest layer, so that git's own restores (restoreFiles)
// use the very same ones: a path must be plain and relative, and is walked from the workspace's real root with
// lstat, never through a symlink (see there for what remains of the check-then-use window).
import { sha256OfWorkspaceFile } from '../git/confine.ts';

/**
 * The sha256 (hex) of a workspace file, or null when there is no regular file there reachable without a symlink:
 * missing, a folder, a symlink (never followed, whatever it points to), behind a symlinked folder, an invalid path,
 * or swapped while being opened. So the answer never depends on anything outside the workspace.
 */
export async function hashWorkspaceFile(workspacePath: string, relative: string): Promise<string | null> {
  return sha256OfWorkspaceFile(workspacePath, relative);
}
