// rewindCode and rewindConversation: resolve the target (target.ts), then, under the session's lock (the one resume
// and code checkpoints take), the file work first, by the folder's agent in one RESTORE command: the workspace
// snapshotted and kept as the REWIND undo point, the state before also left on a branch or stash when asked, the files
// put back to the target's snapshot; then one transaction (commit.ts). Any failure after files changed puts them back. dryRun answers the preview.
import type { Caller } from '../../caller.ts';
import { checkPreservingThroughAgent, restorePreserving, restoreThroughAgent } from '../../capture/agent-restore.ts';
import { codeTreeOf } from '../../capture/checkpoint-code.ts';
import { newId } from '../../db/ids.ts';
import type { Rewind } from '../../db/tables/rewinds.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { BranchExistsError, PreserveUnavailableError } from '../../errors/repository.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { findReplay, type IdempotentCall } from '../../idempotency/idempotency.service.ts';
import { runLockedChange, type Undoable } from '../../restore/locked-change.ts';
import { getRewind } from '../../rewinds/rewind.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { folderOf } from '../../workspaces/workspace.model.ts';
import { type ChangedCode, commitConversationRewind, commitResolvedRewind, type Preserved } from './commit.ts';
import { previewRewind, type RewindPreview } from './preview.ts';
import { resolveRewind, workspaceOfResolved } from './target.ts';
import type { ResolvedRewind, RewindRequest } from './target.types.ts';

export type RewindOptions = { leaseToken?: number | null; idempotencyKey?: string | null; dryRun?: boolean | null };

/** Test seams between the stages, where a failure could hit. */
export type RewindHooks = { afterPreserve?: () => Promise<void>; beforeCommit?: () => Promise<void> };

export type RewindResult = { rewind: Rewind | null; preview: RewindPreview | null; replayed: boolean };

/** What the idempotency record keeps: the rewind made. */
type Stored = { rewindId: string };

export async function rewind(caller: Caller, request: RewindRequest, options: RewindOptions = {}, hooks: RewindHooks = {}): Promise<RewindResult> {
  checkPreserve(request);
  // A branch name is written to the user's repository and kept with the rewind as it is: it may not hold a secret.
  if (request.branchName && caller.settings.redactor.text(request.branchName) !== request.branchName) {
    throw new ValidationError('branchName', 'it looks like it holds a secret (a token or password); name the branch with plain words.');
  }
  const call: IdempotentCall = {
    ownerId: caller.viewer.ownerId,
    key: options.dryRun ? null : options.idempotencyKey,
    operation: request.kind === 'CODE' ? 'rewindCode' : 'rewindConversation',
    request: { ...request, leaseToken: options.leaseToken ?? null },
  };
  const replay = await replayOf(caller, call);
  if (replay) return replay;
  if (options.dryRun) {
    const resolved = await resolveRewind(caller, request);
    // Refused as the call would refuse it: a runner holds the lease, or the token given is not live; the branch or
    // stash asked for cannot be made (the folder's agent checks, writing nothing).
    assertLeaseHeld(resolved.session, options.leaseToken, new Date());
    const preserve = request.preserve ?? 'DISCARD';
    if (needsFiles(resolved) && preserve !== 'DISCARD') {
      await checkPreservingThroughAgent(caller, workspaceOfResolved(resolved), resolved.session.id, { mode: preserve, branchName: request.branchName ?? null });
    }
    return { rewind: null, preview: await previewRewind(caller, resolved), replayed: false };
  }
  const undoCheckpointId = newId();
  if (request.kind === 'CONVERSATION' && !request.rewindCode) {
    // No file work: the transaction alone resolves and applies it (after any file work of the session under way).
    await hooks.afterPreserve?.();
    const made = await commitConversationRewind(caller, request, {
      call,
      leaseToken: options.leaseToken,
      undoCheckpointId,
      code: null,
      preservedAs: null,
      hooks,
    });
    return { rewind: made, preview: null, replayed: false };
  }
  return runLockedChange(caller, {
    replayed: (at) => replayOf(at, call),
    sessionId: async () => request.sessionId,
    prepare: async (locked) => {
      // Resolved under the lock: no other rewind, resume or code checkpoint of the session moves the history meanwhile.
      const current = await resolveRewind(locked, request);
      // Refused before any file is touched: a runner must not have its files changed under it.
      assertLeaseHeld(current.session, options.leaseToken, new Date());
      return current;
    },
    effect: async (locked, current) => (needsFiles(current) ? changeAndPreserve(locked, current) : null),
    commit: async (locked, current, changed, confirm) => {
      await hooks.afterPreserve?.();
      const { code, preservedAs } = changed ?? { code: null, preservedAs: null };
      const record = { call, leaseToken: options.leaseToken, undoCheckpointId, code, preservedAs, hooks, confirm };
      const made = await commitResolvedRewind(locked, current, record);
      return { rewind: made, preview: null, replayed: false };
    },
  });
}
export const rewindThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  BranchExistsError,
  CheckpointNotFoundError,
  CheckpointTamperedError,
  CheckpointVersionUnsupportedError,
  IdempotencyConflictError,
  NotFoundError,
  ObjectsMissingError,
  PreserveUnavailableError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  WorkspaceUnavailableError,
);

function checkPreserve(request: RewindRequest): void {
  const preserve = request.preserve ?? 'DISCARD';
  if (preserve === 'BRANCH' && !request.branchName) throw new ValidationError('branchName', 'BRANCH needs the name of the branch to create.');
  if (preserve !== 'BRANCH' && request.branchName) throw new ValidationError('branchName', 'only preserve: BRANCH takes a branch name; leave it out.');
  if (preserve !== 'DISCARD' && request.kind === 'CONVERSATION' && !request.rewindCode) {
    throw new ValidationError(
      'preserve',
      'a conversation rewind without code changes no file, so there is nothing to preserve; leave preserve out, or set rewindCode: true.',
    );
  }
}

/** Whether the rewind changes files: a code snapshot applies. */
function needsFiles(resolved: ResolvedRewind): boolean {
  return Boolean(resolved.code?.git_commit || resolved.code?.code_tree);
}

/**
 * The workspace snapshotted (kept as the undo point's code), then put back to the target's snapshot by its agent,
 * which also leaves the state before on a branch or stash when asked, in the same command: all or nothing, undone
 * together.
 */
async function changeAndPreserve(caller: Caller, resolved: ResolvedRewind): Promise<Undoable<{ code: ChangedCode; preservedAs: Preserved | null }>> {
  const target = resolved.code!;
  const { request, session } = resolved;
  const workspace = workspaceOfResolved(resolved);
  const tree = codeTreeOf(target, folderOf(workspace));
  const mode = request.preserve ?? 'DISCARD';
  const plan = { workspace: tree, files: [] };
  const preserve = mode === 'DISCARD' ? null : { mode, branchName: request.branchName ?? null, message: `savepoint: before rewind of session ${session.id}` };
  const restored = preserve
    ? await restorePreserving(caller, workspace, session.id, plan, preserve)
    : { ...(await restoreThroughAgent(caller, workspace, session.id, plan)), preservedAs: null };
  const code = { ...restored, target: tree };
  return {
    value: { code, preservedAs: restored.preservedAs },
    undo: restored.undo,
    leftBehind: `the workspace's files as checkpoint ${target.seq}`,
    commandId: restored.commandId,
  };
}

async function replayOf(caller: Caller, call: IdempotentCall): Promise<RewindResult | null> {
  const stored = await findReplay<Stored>(caller.db, call);
  return stored && { rewind: await getRewind(caller.db, caller.viewer.ownerId, stored.rewindId), preview: null, replayed: true };
}
