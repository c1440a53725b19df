// A snapshot of the workspace left in the user's own repository as a new branch: its tree the snapshot, its parent the
// user's HEAD commit (preserve.ts says how, and what is never touched).

import { checkBranchName, commitTree, copyObjects, createRef, oneLine, PreserveProblem, snapshotTree, withScratch, ZERO } from './preserve.ts';
import type { GitOptions } from './shadow-repo.ts';

/** A new branch `name` in the user's repository: the snapshot's tree, on top of the user's HEAD commit ("Savepoint: <subject>"). */
export async function preserveBranch(
  options: GitOptions,
  commit: string,
  name: string,
  subject = 'the workspace before a rewind',
): Promise<{ ref: string; commit: string }> {
  return withScratch(options, 'BRANCH', async (scratch) => {
    const { user, builder } = scratch;
    const ref = await checkBranchName(user, name);
    const tree = await snapshotTree(builder, options.workspacePath, commit);
    await copyObjects(scratch, [tree]);
    const message = `Savepoint: ${oneLine(subject)}\n\nSnapshot ${commit}, on top of ${user.branch ?? 'a detached HEAD'}.\n`;
    const created = await commitTree(user, tree, [user.head], message);
    try {
      await createRef(scratch, ref, created, ZERO, `savepoint: ${oneLine(subject)}`, false); // ZERO: only if no one made it meanwhile
    } catch (error) {
      if (error instanceof PreserveProblem && /exists|cannot lock/i.test(error.message)) throw new PreserveProblem('BRANCH_TAKEN', 'BRANCH', name);
      throw error;
    }
    return { ref, commit: created };
  });
}

/** Takes back a branch preserveBranch made (a later stage of the rewind failed): deleted only while it is still `created`. */
export async function unpreserveBranch(options: GitOptions, ref: string, created: string): Promise<void> {
  await withScratch(options, 'BRANCH', async ({ user }) => {
    await user.git(['update-ref', '-d', ref, created]);
  });
}
