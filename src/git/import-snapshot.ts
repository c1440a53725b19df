// Bringing one snapshot commit of another workspace's store into this workspace's store, so that both sides of a
// comparison (a fork in a worktree or a folder of its own against its source) can be diffed in one repository. Only
// that commit and the objects it reaches are fetched, under refs/savepoint/imported/<commit> (kept, so the objects
// stay reachable when the store is packed, and a second comparison fetches nothing). The other store is located and
// checked exactly as its own workspace's git work would (snapshot-store.ts: a real folder, no links), and is only read.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { corrupt, GitWorkspaceError } from './git-error.ts';
import { GitExit, runGit } from './run-git.ts';
import { type GitOptions, openShadow, type ShadowRepo } from './shadow-repo.ts';
import { locateStore, StoreProblem } from './snapshot-store.ts';

/** A full commit id: a fetch names the object itself, so an abbreviation will not do. */
const FULL_COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The store of the workspace the commit comes from could not be read (the caller names that workspace). */
export class SourceStoreError extends GitWorkspaceError {}

async function hasCommit(repo: ShadowRepo, commit: string): Promise<boolean> {
  return (await repo.git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { okExitCodes: [1] })).exitCode === 0;
}

async function sourceStore(source: GitOptions, commit: string): Promise<string> {
  const workspace = path.resolve(source.workspacePath);
  try {
    const store = await locateStore(workspace, false);
    if (store) return store;
  } catch (error) {
    if (error instanceof StoreProblem) throw new SourceStoreError('REPOSITORY_CORRUPT', corrupt(error.dir, error.message).message, { cause: error });
    throw error;
  }
  throw new SourceStoreError(
    'REPOSITORY_CORRUPT',
    `The workspace ${workspace} has no snapshot store (its folder, or its .git/savepoint-shadow or .savepoint-shadow, is gone), so its snapshot ${commit} cannot be read.`,
  );
}

/**
 * Makes `commit` (a snapshot of `source`'s store) readable in `target`'s store: nothing to do when it is there
 * already, else fetched into refs/savepoint/imported/<commit>. Returns whether anything was fetched.
 */
export async function importSnapshot(target: GitOptions, source: GitOptions, commit: string): Promise<boolean> {
  if (!FULL_COMMIT.test(commit)) throw new GitWorkspaceError('INVALID_ARGUMENT', `"${commit}" is not a full commit id; pass a checkpoint's gitCommit.`);
  const repo = await openShadow(target, { workspace: false, create: false });
  if (!repo) {
    throw new GitWorkspaceError(
      'REPOSITORY_CORRUPT',
      `The workspace ${path.resolve(target.workspacePath)} has no snapshot store to bring snapshot ${commit} into; take a checkpoint with code first.`,
    );
  }
  if (await hasCommit(repo, commit)) return false;
  const from = await sourceStore(source, commit);
  try {
    // protocol v2 lets a fetch name any object the other store has; only git's own transport runs (no hooks: the
    // store's config sets none, and upload-pack reads no hook from a repository's config).
    await runGit(
      repo.store,
      { GIT_DIR: repo.store },
      ['protocol.version=2'],
      ['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', from, `${commit}:refs/savepoint/imported/${commit}`],
    );
  } catch (error) {
    const reason = error instanceof GitExit ? error.stderr : (error as Error).message;
    throw new SourceStoreError('REPOSITORY_CORRUPT', `Snapshot ${commit} could not be fetched from the snapshot store ${from} (${reason}).`, {
      cause: error,
    });
  } finally {
    await rm(path.join(repo.store, 'FETCH_HEAD'), { force: true });
  }
  if (!(await hasCommit(repo, commit))) throw corrupt(repo.store, `snapshot ${commit} fetched from ${from} did not arrive`);
  return true;
}
