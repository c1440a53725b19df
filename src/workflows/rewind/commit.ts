// The one transaction of a rewind, on the locked session (lease fenced, idempotent): the state it replaces kept as a
// REWIND checkpoint (the undo point, with the code snapshot taken before any file changed), plan and working state
// back to the checkpoint, `session.rewound`, the conversations cut (later messages set aside by that event, never
// deleted) and the rewinds row. The session's own state is left alone: a RUNNING session stays RUNNING.
import type { Caller } from '../../caller.ts';
import { type CodeSnapshot, recordCheckpoint } from '../../checkpoints/checkpoint.service.ts';
import { findMessagesToBringBack } from '../../conversations/conversation.queries.ts';
import { waitForSessionLock } from '../../db/advisory-locks.ts';
import { newId } from '../../db/ids.ts';
import type { PreservedAs, Rewind, RewindChanges, RewoundFile } from '../../db/tables/rewinds.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { newestEventId } from '../../events/event.queries.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { type IdempotentCall, withIdempotency } from '../../idempotency/idempotency.service.ts';
import { changedFiles } from '../../objects/diff.service.ts';
import type { ConfirmEffect } from '../../restore/locked-change.ts';
import { cutConversations, recordUndoPoint } from '../../restore/restore.service.ts';
import { getRewind, recordRewind } from '../../rewinds/rewind.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';
import { putPlanStateBack } from './plan-state.ts';
import { resolveRewind } from './target.ts';
import type { ResolvedRewind, RewindRequest } from './target.types.ts';

/**
 * The file stage's result: the state before (the undo snapshot: a commit of this server's store, or a tree its agent
 * uploaded), the way back to it, and the snapshot the files went back to (a commit, or a tree).
 */
export type ChangedCode = { saved: CodeSnapshot; undo: () => Promise<void>; target: string };

/** Where the state before a rewind was also left; `commit`: the branch's or stash entry's commit (to take it back). */
export type Preserved = PreservedAs & { commit: string };

export type RewindCommit = {
  call: IdempotentCall;
  leaseToken: number | null | undefined;
  undoCheckpointId: string;
  code: ChangedCode | null;
  preservedAs: Preserved | null;
  hooks: { beforeCommit?: () => Promise<void> };
  /** Confirms the agent's file work in the record (restore/locked-change.ts); absent when no file changed. */
  confirm?: ConfirmEffect;
};

/** A rewind resolved under the session's lock (its files changed, when it has code): recorded in one transaction. */
export async function commitResolvedRewind(caller: Caller, target: ResolvedRewind, commit: RewindCommit): Promise<Rewind> {
  // The diff of this server's snapshots (git) runs while the transaction starts; it is awaited before anything is recorded.
  const diffed = commit.code ? rewoundFiles(caller, commit.code) : Promise.resolve([]);
  diffed.catch(() => {}); // awaited below; a failure there is the transaction's failure
  // An agent's trees are diffed in the database, on the session lock's one connection: before the transaction takes it.
  if (commit.code?.saved.tree) await diffed;
  return recordIn(caller, target.session.id, commit, diffed, async () => target);
}

/**
 * A conversation rewind without code (no lock taken before it): resolved here, on the locked session, once any git
 * work of the session under way has ended, and recorded in the same transaction.
 */
export async function commitConversationRewind(caller: Caller, request: RewindRequest, commit: RewindCommit): Promise<Rewind> {
  const resolve = (work: Work, locked: Promise<Session>) => resolveRewind({ ...caller, db: work.trx }, request, locked);
  // Its undo point goes back to no checkpoint: it is taken with the reads, before anything is written.
  return recordIn(caller, request.sessionId, commit, Promise.resolve([]), resolve, (work) =>
    recordStateUndoPoint(work, caller, request.sessionId, commit, null),
  );
}

async function recordIn(
  caller: Caller,
  sessionId: string,
  commit: RewindCommit,
  diffed: Promise<RewoundFile[]>,
  resolve: (work: Work, locked: Promise<Session>) => Promise<ResolvedRewind>,
  undoFirst?: (work: Work) => Promise<void>,
): Promise<Rewind> {
  let made: Rewind | null = null;
  const { rewindId } = await inTransaction(caller, (work) => {
    made = null; // set again by each attempt: a retried transaction starts over (events/unit-of-work.ts)
    return withIdempotency(work, commit.call, async () => {
      await commit.confirm?.(work.trx);
      // Sent together, run in the order sent: the session's lock before its row (the lock order, db/advisory-locks.ts;
      // held already when files changed), then the reads that resolve the target (on the row read here), and the undo
      // point when it can go first (a refusal below rolls it back with the rest).
      const locked = commit.code ? null : waitForSessionLock(work.trx, sessionId);
      const row = getSessionForUpdate(work, caller.viewer.ownerId, sessionId);
      const [, session, target] = await Promise.all([locked, row, resolve(work, row), undoFirst?.(work)]);
      assertLeaseHeld(session, commit.leaseToken, new Date());
      made = await apply(work, caller, session, target, commit, await diffed, undoFirst !== undefined);
      await commit.hooks.beforeCommit?.();
      return { sessionId: session.id, rewindId: made.id };
    });
  });
  // A replay under the same key (a concurrent first call won) answers the rewind it made.
  return made ?? getRewind(caller.db, caller.viewer.ownerId, rewindId);
}

type TargetCheckpoint = ResolvedRewind['checkpoint'];

const undoLabel = (checkpoint: TargetCheckpoint) => `before rewind to ${checkpoint ? `checkpoint ${checkpoint.seq}` : 'a point of the conversation'}`;

/** The undo point of a rewind without code: the session's state before it (plan, conversations), as a checkpoint. */
async function recordStateUndoPoint(work: Work, caller: Caller, sessionId: string, commit: RewindCommit, checkpoint: TargetCheckpoint) {
  const undo = { id: commit.undoCheckpointId, label: undoLabel(checkpoint), kind: 'REWIND' as const, code: null };
  await recordCheckpoint(work, caller.viewer.ownerId, sessionId, { ...undo, position: { phaseId: null, taskId: null, stepId: null } }, caller.settings.signing);
}

async function apply(work: Work, caller: Caller, session: Session, resolved: ResolvedRewind, commit: RewindCommit, files: RewoundFile[], undone: boolean) {
  const { point, checkpoint, request } = resolved;
  const rewindId = newId();
  // The undo point first (unless taken already), while plan and conversations are still as they were.
  if (commit.code) {
    await recordUndoPoint(work, caller, session, { id: commit.undoCheckpointId, label: undoLabel(checkpoint), kind: 'REWIND', code: commit.code.saved });
  } else if (!undone) await recordStateUndoPoint(work, caller, session.id, commit, checkpoint);
  const resets = checkpoint ? await putPlanStateBack(work, session, checkpoint) : { resetTasks: 0, resetSteps: 0 };
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'session.rewound',
    data: {
      rewindId,
      kind: request.kind,
      checkpointId: checkpoint?.id ?? null,
      codeCheckpointId: resolved.code?.id ?? null,
      undoCheckpointId: commit.undoCheckpointId,
      preserve: request.preserve ?? 'DISCARD',
      preservedAs: commit.preservedAs,
      files: files.length,
      ...resets,
    },
  });
  // The messages set aside are marked with the event of this rewind (an undo brings exactly those back). What the cut
  // brings back (set aside by an earlier rewind after the point) is read before it and kept, so an undo sets it aside
  // again. All sent together, in this order: the event, that read, the cut (naming the event by an expression).
  const rewound = work.flush().then((events) => events.find((event) => event.type === 'session.rewound')!.id);
  const bringBack = findMessagesToBringBack(work.trx, session.id, point.cuts, point.visibleAsOf);
  const cutting = cutConversations(work, session, point, { ref: newestEventId(session.id, 'session.rewound'), id: rewound });
  const [eventId, brought, cut] = await Promise.all([rewound, bringBack, cutting]);
  const changes: RewindChanges = {
    files,
    codeCommit: commit.code?.target ?? null,
    messagesSuperseded: cut.setAside,
    messagesRestored: brought,
    ...resets,
    planRestored: checkpoint !== null,
    cutConversationIds: point.uncut === 'SET_ASIDE' ? null : point.cuts.map((cut) => cut.conversationId),
  };
  // The row and the cut's event go out with the COMMIT (or the transaction's next statement): no round trip of their own.
  return recordRewind(work, {
    id: rewindId,
    sessionId: session.id,
    kind: request.kind,
    request: requestOf(resolved),
    checkpointId: checkpoint?.id ?? null,
    undoCheckpointId: commit.undoCheckpointId,
    preserve: request.preserve ?? 'DISCARD',
    preservedAs: commit.preservedAs,
    changes,
    eventId,
  });
}

/** What was asked, as given (ids as database ids). */
function requestOf(resolved: ResolvedRewind): Record<string, unknown> {
  const { sessionId: _, kind: __, ...asked } = resolved.request;
  return Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined && value !== null));
}

/** The files the rewind changed: from the state before it (its undo snapshot) to the target's snapshot. */
async function rewoundFiles(caller: Caller, code: ChangedCode): Promise<RewoundFile[]> {
  const diff = await changedFiles(caller.db, caller.viewer.ownerId, code.saved.tree, code.target);
  return diff.map((file) => ({ path: file.path, action: file.action, additions: file.additions, deletions: file.deletions }));
}
