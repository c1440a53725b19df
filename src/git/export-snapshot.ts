// Writing a snapshot's files into a new folder (a fork that works in a folder of its own): git checks the snapshot
// out with a private index, from the snapshot store, with no hook or filter of anyone's, into a folder of its own
// beside the target, which is then renamed into place. The rename is the claim: it fails once anything is at the
// target (another fork's folder made meanwhile), so a refusal never touches files this call did not write, and the
// target never shows half a snapshot. The target is the caller's, already confined (absent or an empty folder); the
// store, its index and the workspace are not touched.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { corrupt } from './git-error.ts';
import { runGit } from './run-git.ts';
import { type GitOptions, openShadow, withShadowLock } from './shadow-repo.ts';

const OFF = ['core.hooksPath=/dev/null', 'core.fsmonitor=false', 'core.symlinks=true'];

/** Something is at the target now (it was absent or empty when the caller checked): nothing was written there. */
export class ExportTargetTaken extends Error {
  readonly path: string;
  constructor(folder: string) {
    super(`${folder} is not an empty folder any more (made or filled meanwhile)`);
    this.path = folder;
  }
}

export async function exportSnapshot(options: GitOptions, commit: string, folder: string): Promise<void> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`not a commit id: ${commit}`);
  const repo = await openShadow(options, { workspace: false, create: false });
  if (!repo) throw corrupt(options.workspacePath, 'it has no snapshot store, so the snapshot cannot be read');
  // Named apart from the target's name, so the longest name a folder may have leaves room for it (no ENAMETOOLONG).
  const staging = path.join(path.dirname(folder), `.savepoint-export-${randomUUID()}`);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'savepoint-export-'));
  try {
    await mkdir(staging);
    try {
      const env = { ...repo.gitDirs, GIT_INDEX_FILE: path.join(temp, 'index'), GIT_WORK_TREE: staging };
      await runGit(staging, env, OFF, ['read-tree', commit]);
      await runGit(staging, env, OFF, ['checkout-index', '--all', '--force']);
    } catch (error) {
      throw corrupt(repo.store, `the files of snapshot ${commit} could not be written to ${folder} (${(error as Error).message})`, error);
    }
    // Under the lock addWorktree takes for a new folder: a worktree being added there is either done or not begun.
    await withShadowLock(folder, () =>
      rename(staging, folder).catch((error: NodeJS.ErrnoException) => {
        throw ['EEXIST', 'ENOTEMPTY', 'ENOTDIR'].includes(error.code ?? '') ? new ExportTargetTaken(folder) : error;
      }),
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(temp, { recursive: true, force: true });
  }
}
