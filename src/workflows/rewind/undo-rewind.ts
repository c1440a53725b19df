// undoRewind: the most recent rewind of a session not yet undone goes back, whole. Under the session's lock: the
// files back to the undo point's snapshot byte-for-byte (what is there now kept first as a REWIND checkpoint, so an
// undo loses nothing either), then one transaction: plan and working state back to the undo point, messages written
// since the rewind set aside (by the undo's event, never deleted), the messages the rewind set aside visible again and
// the ones it brought back set aside again as they were, `session.rewind_undone`, the rewind marked undone.
// An undo is not itself undone by undoRewind; the state it replaced is a REWIND checkpoint a rewindCode can target.
import type { Caller } from '../../caller.ts';
import { restoreThroughAgent, type UndoableRestore } from '../../capture/agent-restore.ts';
import { codeTreeOf, workspaceOf } from '../../capture/checkpoint-code.ts';
import { verifiedCheckpoint } from '../../checkpoints/checkpoint.integrity.ts';
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import { findFullCheckpoint } from '../../checkpoints/checkpoint.queries.ts';
import { supersedeMessagesAfter } from '../../conversations/conversation.queries.ts';
import { newId } from '../../db/ids.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { Rewind } from '../../db/tables/rewinds.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { RewindNotUndoableError } from '../../errors/rewind.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../../idempotency/idempotency.service.ts';
import { runLockedChange } from '../../restore/locked-change.ts';
import { recordUndoPoint } from '../../restore/restore.service.ts';
import { bringBackMessagesOfEvent, setAsideAgain } from '../../rewinds/rewind.queries.ts';
import { assertUndoable, changesOf, getRewind, recordUndo } from '../../rewinds/rewind.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';
import { folderOf } from '../../workspaces/workspace.model.ts';
import { putPlanStateBack } from './plan-state.ts';

export type UndoRewindInput = { rewindId: string; leaseToken?: number | null; idempotencyKey?: string | null };
export type UndoHooks = { beforeCommit?: () => Promise<void> };
export type UndoResult = { rewind: Rewind; replayed: boolean };

export async function undoRewind(caller: Caller, input: UndoRewindInput, hooks: UndoHooks = {}): Promise<UndoResult> {
  const { ownerId } = caller.viewer;
  const call: IdempotentCall = {
    ownerId,
    key: input.idempotencyKey,
    operation: 'undoRewind',
    request: { rewindId: input.rewindId, leaseToken: input.leaseToken ?? null },
  };
  return runLockedChange(caller, {
    replayed: (at) => replayOf(at, call),
    sessionId: async (at) => (await getRewind(at.db, ownerId, input.rewindId)).session_id,
    prepare: async (locked) => {
      const rewind = await getRewind(locked.db, ownerId, input.rewindId);
      await assertUndoable(locked.db, rewind);
      const [session] = await findSessionsByIds(locked.db, ownerId, [rewind.session_id]);
      if (!session) throw new NotFoundError('Session', rewind.session_id);
      assertLeaseHeld(session, input.leaseToken, new Date());
      const undoPoint = await findFullCheckpoint(locked.db, ownerId, rewind.undo_checkpoint_id);
      if (!undoPoint) throw new CheckpointTamperedError(rewind.undo_checkpoint_id);
      verifiedCheckpoint(caller.settings.signing, undoPoint);
      if (changesOf(rewind).planRestored) readStateSnapshot(undoPoint); // its plan state goes back: a format this server reads, before any file
      return { rewind, session, undoPoint, beforeUndoId: newId() };
    },
    effect: async (locked, { rewind, session, undoPoint }) => {
      if (!changesOf(rewind).codeCommit || !(undoPoint.git_commit || undoPoint.code_tree)) return null;
      const code = await filesBack(locked, session, undoPoint);
      return {
        value: code,
        undo: code.undo,
        commandId: code.commandId,
        leftBehind: `the workspace's files as the undo point's snapshot (${undoPoint.git_commit ?? undoPoint.code_tree}); the state before is ${code.saved.commit ?? code.saved.tree}`,
      };
    },
    commit: async (locked, { rewind, session, undoPoint, beforeUndoId }, code, confirm) => {
      await inTransaction(locked, (work) =>
        withIdempotency(work, call, async () => {
          await confirm(work.trx);
          const current = await getSessionForUpdate(work, ownerId, session.id);
          assertLeaseHeld(current, input.leaseToken, new Date());
          await apply(work, locked, current, rewind, undoPoint, code && { id: beforeUndoId, code });
          await hooks.beforeCommit?.();
          return { sessionId: session.id, rewindId: rewind.id };
        }),
      );
      return { rewind: await getRewind(locked.db, ownerId, rewind.id), replayed: false };
    },
  });
}
export const undoRewindThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  CheckpointTamperedError,
  CheckpointVersionUnsupportedError,
  IdempotencyConflictError,
  NotFoundError,
  ObjectsMissingError,
  RewindNotUndoableError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  WorkspaceUnavailableError,
);

/** The workspace back to the undo point's snapshot, by its agent; what is there now is snapshotted first (kept by the transaction). */
async function filesBack(caller: Caller, session: Session, undoPoint: Checkpoint): Promise<UndoableRestore> {
  const workspace = await workspaceOf(caller, session);
  return restoreThroughAgent(caller, workspace, session.id, { workspace: codeTreeOf(undoPoint, folderOf(workspace)), files: [] });
}

async function apply(work: Work, caller: Caller, session: Session, rewind: Rewind, undoPoint: Checkpoint, saved: { id: string; code: UndoableRestore } | null) {
  const changes = changesOf(rewind);
  if (saved) {
    const label = `before undo of the rewind to checkpoint ${undoPoint.seq}`;
    await recordUndoPoint(work, caller, session, { id: saved.id, label, kind: 'REWIND', code: saved.code.saved });
  }
  const resets = changes.planRestored ? await putPlanStateBack(work, session, undoPoint, true) : { resetTasks: 0, resetSteps: 0 };
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'session.rewind_undone',
    data: {
      rewindId: rewind.id,
      undoCheckpointId: undoPoint.id,
      savedCheckpointId: saved?.id ?? null,
      restoredFiles: saved ? changes.files.length : 0,
      ...resets,
    },
  });
  const undone = (await work.flush()).find((event) => event.type === 'session.rewind_undone')!;
  // A conversation rewind: the visible conversation becomes what it was before it: what was written since goes aside
  // (by the undo), what the rewind set aside comes back, what it brought back goes aside again. A code rewind left the
  // conversations alone, so its undo does too.
  // Only the conversations it cut (a cut after a message leaves the others alone; a cut at a time cuts them all).
  const cut = changes.cutConversationIds;
  const positions = undoPoint.conversation_positions
    .filter((p) => cut === null || cut.includes(p.conversationId))
    .map((p) => ({ conversationId: p.conversationId, lastSeq: p.lastMessageSeq }));
  const cutting = { cuts: positions, uncut: cut === null ? ('SET_ASIDE' as const) : ('KEEP' as const), visibleAsOf: undoPoint.created_at };
  const setAside = rewind.kind === 'CODE' ? 0 : await supersedeMessagesAfter(work.trx, session.id, cutting, undone.id);
  const restored = await bringBackMessagesOfEvent(work.trx, session.id, rewind.event_id);
  await setAsideAgain(work.trx, session.id, changes.messagesRestored);
  if (setAside || restored || changes.messagesRestored.length) {
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'messages.superseded',
      data: { count: setAside + changes.messagesRestored.length, restored, checkpointId: undoPoint.id, byEventId: undone.id },
    });
  }
  await recordUndo(work, rewind, undone.id);
}

async function replayOf(caller: Caller, call: IdempotentCall): Promise<UndoResult | null> {
  const stored = await findReplay<{ rewindId: string }>(caller.db, call);
  return stored && { rewind: await getRewind(caller.db, caller.viewer.ownerId, stored.rewindId), replayed: true };
}
