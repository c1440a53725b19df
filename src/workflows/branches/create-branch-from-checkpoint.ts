// createBranchFromCheckpoint: a branch in the workspace's own git repository whose tree is a checkpoint's code
// snapshot, made by the folder's agent (a BRANCH command: capture/agent-branch.ts), optionally checked out. Under the
// session's lock (the one rewinds, resumes and code checkpoints take), so it never interleaves with them: the
// checkpoint read as the caller's and its signature verified, the agent's work, then one transaction recording
// `checkpoint.branch_created`. Any failure after the agent's work has it take it
// back (the checkout switched back, the branch deleted): all or nothing. The session's files change only with
// checkout, which therefore needs the live lease token of a leased session, as a rewind does.

import type { Caller } from '../../caller.ts';
import type { MadeBranch } from '../../capture/agent-branch.ts';
import { branchThroughAgent } from '../../capture/agent-branch.ts';
import { codeTreeOf, workspaceOf } from '../../capture/checkpoint-code.ts';
import { verifiedCheckpoint } from '../../checkpoints/checkpoint.integrity.ts';
import { findFullCheckpoint } from '../../checkpoints/checkpoint.queries.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointTamperedError } from '../../errors/checkpoint.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { BranchExistsError, RepositoryUnavailableError, WorkingTreeDirtyError } from '../../errors/repository.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../../idempotency/idempotency.service.ts';
import { runLockedChange } from '../../restore/locked-change.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';
import { folderOf } from '../../workspaces/workspace.model.ts';

export type CreateBranchInput = {
  checkpointId: string;
  branchName: string;
  checkout?: boolean | null;
  leaseToken?: number | null;
  idempotencyKey?: string | null;
};

/** What was made: also what an idempotency key keeps, and what a replay answers. */
export type BranchCreated = { checkpointId: string; branch: { name: string; reference: string; commit: string }; checkedOut: boolean };

export type CreateBranchResult = BranchCreated & { replayed: boolean };

/** Test seam: between the agent's work and the commit of its record. */
export type CreateBranchHooks = { beforeCommit?: () => Promise<void> };

export async function createBranchFromCheckpoint(caller: Caller, input: CreateBranchInput, hooks: CreateBranchHooks = {}): Promise<CreateBranchResult> {
  const { ownerId } = caller.viewer;
  const checkout = input.checkout ?? false;
  checkBranchName(caller, input.branchName);
  const call: IdempotentCall = {
    ownerId,
    key: input.idempotencyKey,
    operation: 'createBranchFromCheckpoint',
    request: { checkpointId: input.checkpointId, branchName: input.branchName, checkout, leaseToken: input.leaseToken ?? null },
  };
  return runLockedChange(caller, {
    sessionId: async (at) => (await checkpointOf(at, input.checkpointId)).session_id,
    replayed: async (at) => {
      const stored = await findReplay<BranchCreated>(at.db, call);
      return stored && { ...stored, replayed: true };
    },
    prepare: async (locked) => {
      const checkpoint = await checkpointOf(locked, input.checkpointId);
      verifiedCheckpoint(caller.settings.signing, checkpoint);
      const session = await sessionOf(locked, checkpoint.session_id);
      const workspace = await workspaceOf(locked, session);
      // The folder's agent makes the branch from the checkpoint's stored tree.
      if (!checkpoint.git_commit && !checkpoint.code_tree) {
        throw new ValidationError(
          'checkpointId',
          'this checkpoint has no code snapshot (it was taken with includeCode: false); pick a checkpoint whose codeTree is set.',
        );
      }
      const snapshot = codeTreeOf(checkpoint, folderOf(workspace));
      // Refused before any file is touched: a runner must not have its checkout switched under it.
      if (checkout) assertLeaseHeld(session, input.leaseToken, new Date());
      return { checkpoint, snapshot, session, workspace };
    },
    effect: async (locked, { checkpoint, snapshot, session, workspace }) => {
      const subject = `checkpoint ${checkpoint.seq} "${checkpoint.label}" of session ${session.id} (checkpoint ${checkpoint.id})`;
      const request = { branchName: input.branchName, subject, checkout };
      const { made, undo, commandId } = await branchThroughAgent(locked, workspace, session.id, { ...request, tree: snapshot });
      const leftBehind = `branch ${made.reference} in ${workspace.path}${made.checkedOut ? ' (checked out)' : ''}`;
      return { value: made, undo, leftBehind, commandId };
    },
    commit: async (locked, { checkpoint, session }, made, confirm) => {
      const created = createdOf(checkpoint, input.branchName, made!);
      const recorded = await inTransaction(locked, (work) =>
        withIdempotency(work, call, async () => {
          await confirm(work.trx);
          const current = await getSessionForUpdate(work, ownerId, session.id);
          if (checkout) assertLeaseHeld(current, input.leaseToken, new Date());
          const { branch, checkedOut } = created;
          work.emit({
            sessionId: session.id,
            workspaceId: current.workspace_id,
            type: 'checkpoint.branch_created',
            data: { checkpointId: checkpoint.id, branch: branch.name, commit: branch.commit, checkedOut },
          });
          await hooks.beforeCommit?.();
          return { sessionId: session.id, ...created };
        }),
      );
      // The key was taken meanwhile by the same request (it made its own branch): its answer stands, and ours goes
      // (never confirmed: runLockedChange gives it up).
      return { checkpointId: recorded.checkpointId, branch: recorded.branch, checkedOut: recorded.checkedOut, replayed: recorded.replayed };
    },
  });
}
export const createBranchFromCheckpointThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  BranchExistsError,
  CheckpointTamperedError,
  IdempotencyConflictError,
  NotFoundError,
  RepositoryUnavailableError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  WorkingTreeDirtyError,
  WorkspaceUnavailableError,
);

/** A branch name is written to the user's repository and kept in the session's events as it is: no secret in it. */
function checkBranchName(caller: Caller, name: string): void {
  if (!name) throw new ValidationError('branchName', 'name the branch to create.');
  if (caller.settings.redactor.text(name) !== name) {
    throw new ValidationError('branchName', 'it looks like it holds a secret (a token or password); name the branch with plain words.');
  }
}

/** The caller's checkpoint, whole (another owner's reads as not found). */
async function checkpointOf(caller: Caller, checkpointId: string): Promise<Checkpoint> {
  const checkpoint = await findFullCheckpoint(caller.db, caller.viewer.ownerId, checkpointId);
  if (!checkpoint) throw new NotFoundError('Checkpoint', checkpointId);
  return checkpoint;
}

async function sessionOf(caller: Caller, sessionId: string): Promise<Session> {
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

function createdOf(checkpoint: Checkpoint, name: string, made: MadeBranch): BranchCreated {
  return { checkpointId: checkpoint.id, branch: { name, reference: made.reference, commit: made.commit }, checkedOut: made.checkedOut };
}
