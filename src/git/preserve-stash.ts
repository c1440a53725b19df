// A snapshot of the workspace left in the user's own repository as a stash entry, as `git stash -u` builds one (`git
// stash apply` gives the state back, untracked files included; preserve.ts says how, and what is never touched).
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { commitTree, copyObjects, createRef, type Entry, listTree, OBJECT_ID, oneLine, type Scratch, snapshotTree, withScratch, ZERO } from './preserve.ts';
import type { GitOptions } from './shadow-repo.ts';

/**
 * A stash entry holding the snapshot, built as `git stash -u` builds one: W (tracked files: the snapshot's paths the
 * user's index tracks) with parents HEAD, I (the user's index as it is) and, when there are any, U (the snapshot's
 * other files, untracked). A tracked path the snapshot lacks is deleted in W, as it is in the snapshot.
 */
export async function preserveStash(options: GitOptions, commit: string, message: string): Promise<{ commit: string }> {
  return withScratch(options, 'STASH', async (scratch) => {
    const { user, builder, dir } = scratch;
    const tree = await snapshotTree(builder, options.workspacePath, commit);
    const { indexTree, tracked } = await userIndex(scratch);
    const files = await listTree(builder, tree, false);
    const buildTree = async (list: Entry[], name: string) => {
      const index = path.join(dir, name);
      const info = list.map((e) => `${e.mode} ${e.type} ${e.id}\t${e.path}\0`).join('');
      if (info) await builder(['update-index', '-z', '--index-info'], { index, stdin: info });
      else await builder(['read-tree', '--empty'], { index });
      return (await builder(['write-tree'], { index })).trim();
    };
    const workTree = await buildTree(
      files.filter((e) => tracked.has(e.path)),
      'index-w',
    );
    const untracked = files.filter((e) => !tracked.has(e.path));
    const untrackedTree = untracked.length > 0 ? await buildTree(untracked, 'index-u') : null;
    await copyObjects(scratch, [workTree, indexTree, ...(untrackedTree ? [untrackedTree] : [])]);

    const where = user.branch ?? '(no branch)';
    const subject = (await user.git(['log', '-1', '--no-show-signature', '--format=%h %s', user.head])).trim();
    const indexCommit = await commitTree(user, indexTree, [user.head], `index on ${where}: ${subject}\n`);
    const parents = [user.head, indexCommit];
    if (untrackedTree) parents.push(await commitTree(user, untrackedTree, [], `untracked files on ${where}: ${subject}\n`));
    const summary = `On ${where}: ${oneLine(message)}`;
    const stash = await commitTree(user, workTree, parents, `${summary}\n`);
    const previous = (await user.git(['rev-parse', '--verify', '--quiet', 'refs/stash'], { okExitCodes: [1] })).trim();
    // The previous value (or none) as the old value: a stash pushed meanwhile makes this fail instead of being lost.
    await createRef(scratch, 'refs/stash', stash, previous || ZERO, summary, true);
    return { commit: stash };
  });
}

/**
 * The user's index, read from a copy: its paths, and its tree (written by the builder, never into the user's
 * repository; HEAD's tree when the index cannot be one, e.g. with conflicts). No index file: what HEAD tracks.
 */
async function userIndex({ user, builder, dir }: Scratch): Promise<{ indexTree: string; tracked: Set<string> }> {
  const headTree = (await user.git(['rev-parse', `${user.head}^{tree}`])).trim();
  const index = path.join(dir, 'index-i');
  const copied = await copyFile(path.join(user.gitDir, 'index'), index).then(
    () => true,
    () => false,
  );
  if (!copied) {
    const listed = await user.git(['ls-tree', '-r', '-z', '--name-only', '--full-tree', user.head]);
    return { indexTree: headTree, tracked: new Set(listed.split('\0').filter(Boolean)) };
  }
  const listed = await user.git(['ls-files', '-z', '--cached'], { index });
  const written = await builder(['write-tree'], { index }).then(
    (out) => out.trim(),
    () => '',
  );
  return { indexTree: OBJECT_ID.test(written) ? written : headTree, tracked: new Set(listed.split('\0').filter(Boolean)) };
}

/**
 * Takes back a stash entry preserveStash pushed: dropped (its reflog entry, as `git stash drop` does) only while it
 * is still the newest; one pushed on top since is left, and so is ours.
 */
export async function unpreserveStash(options: GitOptions, stash: string): Promise<void> {
  await withScratch(options, 'STASH', async ({ user }) => {
    const top = (await user.git(['rev-parse', '--verify', '--quiet', 'refs/stash'], { okExitCodes: [1] })).trim();
    if (top !== stash) return;
    await user.git(['reflog', 'delete', '--updateref', '--rewrite', 'refs/stash@{0}']);
    // No entry left (refs/stash@{0} would still read the ref itself): the ref goes too, as `git stash drop` does.
    const left = (await user.git(['reflog', 'show', '--format=%H', 'refs/stash'])).trim();
    if (!left) await user.git(['update-ref', '-d', 'refs/stash', stash]);
  });
}
