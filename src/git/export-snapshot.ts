// Writing a snapshot's files into a new folder (a fork that works in a folder of its own): git checks the snapshot
// out with a private index into that folder, from the snapshot store, with no hook or filter of anyone's. The folder
// is the caller's, already confined and empty; the store, its index and the workspace are not touched.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runGit } from './run-git.ts';
import { corrupt, type GitOptions, openShadow } from './shadow-repo.ts';

const OFF = ['core.hooksPath=/dev/null', 'core.fsmonitor=false', 'core.symlinks=true'];

export async function exportSnapshot(options: GitOptions, commit: string, folder: string): Promise<void> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`not a commit id: ${commit}`);
  const repo = await openShadow(options, { workspace: false, create: false });
  if (!repo) throw corrupt(options.workspacePath, 'it has no snapshot store, so the snapshot cannot be read');
  const temp = await mkdtemp(path.join(os.tmpdir(), 'savepoint-export-'));
  try {
    const env = { ...repo.gitDirs, GIT_INDEX_FILE: path.join(temp, 'index'), GIT_WORK_TREE: folder };
    await runGit(folder, env, OFF, ['read-tree', commit]);
    await runGit(folder, env, OFF, ['checkout-index', '--all', '--force']);
  } catch (error) {
    throw corrupt(repo.store, `the files of snapshot ${commit} could not be written to ${folder} (${(error as Error).message})`, error);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
