// Writing a snapshot's files into a new folder (a fork that works in a folder of its own): git checks the snapshot
// out with a private index, from the snapshot store, with no hook or filter of anyone's, into a folder of its own
// beside the target, which is then renamed into place. The rename is the claim: it fails once anything is at the
// target (another fork's folder made meanwhile), so a refusal never touches files this call did not write, and the
// target never shows half a snapshot. The target is the caller's, already confined (absent or an empty folder); the
// store, its index and the workspace are not touched. git writes the files into a private folder first; the folder
// beside the target is made, filled and renamed pinned (pinned-folder.ts), never following a symbolic link.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { corrupt } from './git-error.ts';
import { exportFolderPinned, FolderMoved, FolderTaken } from './pinned-folder.ts';
import { privateTempDir } from './private-temp.ts';
import { runGit } from './run-git.ts';
import { type GitOptions, openShadow, withShadowLock } from './shadow-repo.ts';

const OFF = ['core.hooksPath=/dev/null', 'core.fsmonitor=false', 'core.symlinks=true'];

/**
 * Something is at the target now (it was absent or empty when the caller checked), or the folder above it is not
 * where it was (a symbolic link now): nothing was written there.
 */
export class ExportTargetTaken extends Error {
  readonly path: string;
  constructor(folder: string, message = `${folder} is not an empty folder any more (made or filled meanwhile)`) {
    super(message);
    this.path = folder;
  }
}

/**
 * The files of snapshot `commit`, checked out from the snapshot store into a new private folder of the server's
 * (private-temp.ts: no owner can flip anything on its way), with a private index and no hook or filter of
 * anyone's. `dispose` removes it; pinned-folder.ts moves its files into a fork's folder.
 */
export async function checkoutPrivately(options: GitOptions, commit: string): Promise<{ tree: string; dispose: () => Promise<void> }> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`not a commit id: ${commit}`);
  const repo = await openShadow(options, { workspace: false, create: false });
  if (!repo) throw corrupt(options.workspacePath, 'it has no snapshot store, so the snapshot cannot be read');
  const temp = await privateTempDir('export');
  const dispose = () => rm(temp, { recursive: true, force: true });
  try {
    const tree = path.join(temp, 'tree');
    await mkdir(tree);
    const env = { ...repo.gitDirs, GIT_INDEX_FILE: path.join(temp, 'index'), GIT_WORK_TREE: tree };
    await runGit(tree, env, OFF, ['read-tree', commit]);
    await runGit(tree, env, OFF, ['checkout-index', '--all', '--force']);
    return { tree, dispose };
  } catch (error) {
    await dispose();
    throw corrupt(repo.store, `the files of snapshot ${commit} could not be checked out (${(error as Error).message})`, error);
  }
}

export async function exportSnapshot(options: GitOptions, commit: string, folder: string): Promise<void> {
  const { tree, dispose } = await checkoutPrivately(options, commit);
  try {
    // Under the lock addWorktree takes for a new folder: a worktree being added there is either done or not begun.
    await withShadowLock(folder, () =>
      exportFolderPinned(folder, tree).catch((error: unknown) => {
        if (error instanceof FolderTaken) throw new ExportTargetTaken(folder);
        if (error instanceof FolderMoved) throw new ExportTargetTaken(folder, error.message);
        throw error;
      }),
    );
  } finally {
    await dispose();
  }
}
