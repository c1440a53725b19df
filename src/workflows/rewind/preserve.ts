// preserve BRANCH or STASH: the state before the rewind (its undo snapshot) also left in the user's own repository,
// as a new branch or a stash entry (code/preserve.ts); DISCARD keeps it only as the undo point.
import type { Caller } from '../../caller.ts';
import { checkPreserveAs, preserveAsBranch, preserveAsStash } from '../../code/preserve.ts';
import type { Preserved } from './commit.ts';
import type { ResolvedRewind } from './target.types.ts';

/** Where the state before the rewind was left besides the undo point (null: DISCARD). */
export async function preserveState(caller: Caller, resolved: ResolvedRewind, commit: string): Promise<Preserved | null> {
  const { request, workspace } = resolved;
  const store = caller.settings.code;
  switch (request.preserve ?? 'DISCARD') {
    case 'DISCARD':
      return null;
    case 'BRANCH':
      return preserveAsBranch(store, workspace, commit, request.branchName!);
    case 'STASH':
      return preserveAsStash(store, workspace, commit, `savepoint: before rewind of session ${resolved.session.id}`);
  }
}

/** What preserveState would refuse, refused with nothing written (a dry run). */
export async function checkPreserveState(caller: Caller, resolved: ResolvedRewind): Promise<void> {
  const { request, workspace } = resolved;
  const preserve = request.preserve ?? 'DISCARD';
  // An agent's folder: its agent checks when it preserves (the repository is on its machine), refusing as these would.
  if (preserve !== 'DISCARD' && workspace.host === null) await checkPreserveAs(caller.settings.code, workspace, preserve, request.branchName ?? null);
}
