// forkSession: a new session from a checkpoint, a message or a moment of another's history. Under the source's session
// lock (a fork never interleaves with a rewind, resume or code checkpoint of it; the source may be leased and running:
// the fork only reads it): the point resolved (fork-point.ts), the fork's folder made when it gets one (a worktree or
// a new folder: fork-workspace.ts), then one transaction: the session (CREATED, or PAUSED when the source was under
// way), its plan as it stood then (fork-plan.ts) or a new one, its conversations naming the messages it starts with
// (never copied), the approvals requested by then, `session.inherited` (what it started with: the start of its own
// log, which replay reads) and `session.forked` in both logs. All or nothing: a failure after the folder was made
// takes it back.

import type { Caller } from '../../caller.ts';
import { newId } from '../../db/ids.ts';
import { json } from '../../db/json.ts';
import type { Session, StoredForkPoint, Strategy } from '../../db/tables/sessions.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { LimitReachedError, limitReached } from '../../errors/limit.ts';
import { InvalidPlanError } from '../../errors/plan.ts';
import { BranchExistsError, RepositoryUnavailableError } from '../../errors/repository.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../../idempotency/idempotency.service.ts';
import { createPlan, type PlanInput } from '../../plans/plan.service.ts';
import { assertPlanSize, sizeOfPlan } from '../../plans/plan-size.model.ts';
import { runLockedChange } from '../../restore/locked-change.ts';
import { lineageList } from '../../sessions/lineage.model.ts';
import { findAncestorIds, findSessionsByIds, insertSession, updateSession } from '../../sessions/session.queries.ts';
import { forkApprovals, forkConversations } from './fork-conversations.ts';
import { copyPlanAt, type InheritedPlan, type PlanIds } from './fork-plan.ts';
import { type ForkFrom, type ForkPoint, resolveForkPoint, snapshotOf } from './fork-point.ts';
import { type ForkPlace, type ForkWorkspaceInput, placeFork, registerPlace } from './fork-workspace.ts';

export type ForkSessionInput = ForkFrom & {
  sessionId: string;
  objective?: string | null;
  plan?: PlanInput | null;
  includeConversation?: boolean | null;
  workspace?: ForkWorkspaceInput | null;
  idempotencyKey?: string | null;
};

export type ForkResult = { sessionId: string; sourceId: string; point: StoredForkPoint; replayed: boolean };

export type ForkHooks = { beforeCommit?: () => Promise<void> };

export async function forkSession(caller: Caller, input: ForkSessionInput, hooks: ForkHooks = {}): Promise<ForkResult> {
  const { ownerId } = caller.viewer;
  const { idempotencyKey, ...request } = input;
  const call: IdempotentCall = { ownerId, key: idempotencyKey, operation: 'forkSession', request };
  let source: Session | null = null; // read once, before the lock (as the lock needs its id); the fork only reads it
  return runLockedChange(caller, {
    replayed: async (at) => {
      const stored = await findReplay<ForkResult>(at.db, call);
      return stored && { ...stored, replayed: true };
    },
    sessionId: async (at) => {
      const [found] = await findSessionsByIds(at.db, ownerId, [input.sessionId]);
      if (!found) throw new NotFoundError('Session', input.sessionId);
      source = found;
      await requireForkableDepth(at, found);
      if (input.plan) assertPlanSize(null, sizeOfPlan(input.plan), caller.settings.quotas); // a copied plan is its source's, within them
      return found.id;
    },
    prepare: async (locked) => {
      const point = await resolveForkPoint(locked, source!, input);
      objectiveOf(input.objective ?? source!.objective); // refused before a folder is made for it
      return point;
    },
    effect: async (locked, point) => {
      const place = await placeFork(locked, source!, point, input.workspace ?? null);
      return {
        value: place,
        undo: place.undo,
        commandId: place.commandId,
        leftBehind: place.path ? `the fork's folder ${place.path}${place.branch ? ` (branch ${place.branch})` : ''}` : 'nothing',
      };
    },
    commit: (locked, point, place, confirm) =>
      inTransaction(locked, (work) =>
        withIdempotency(work, call, async () => {
          await confirm(work.trx);
          const result = await writeFork(work, locked, source!, point, place!, input);
          await hooks.beforeCommit?.();
          return result;
        }),
      ),
  });
}
export const forkSessionThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  BranchExistsError,
  CheckpointNotFoundError,
  CheckpointTamperedError,
  CheckpointVersionUnsupportedError,
  IdempotencyConflictError,
  InvalidPlanError,
  LimitReachedError,
  NotFoundError,
  RepositoryUnavailableError,
  ValidationError,
  WorkspaceUnavailableError,
);

/**
 * A fork tree grows no deeper than SAVEPOINT_MAX_LINEAGE_DEPTH, so every lineage read of a tree the API made is whole.
 * (A session's links never change once made, so its depth needs no lock.)
 */
async function requireForkableDepth(caller: Caller, source: Session): Promise<void> {
  const max = caller.settings.quotas.lineageDepth;
  const ancestors = lineageList(await findAncestorIds(caller.db, caller.viewer.ownerId, [source.id], max), source.id, { max, maxDepth: max });
  if (ancestors.ids.length < max) return;
  const depth = `${ancestors.truncated ? 'more than ' : ''}${ancestors.ids.length}`;
  throw limitReached(
    'LINEAGE_DEPTH',
    max,
    text`Session ${idRef('Session', source.id)} is ${depth} forks from its root, and a fork of it would be one more`,
    'Fork from a session nearer the root (an ancestor, at the checkpoint or message you want), or start a new session.',
  );
}

async function writeFork(work: Work, caller: Caller, source: Session, point: ForkPoint, place: ForkPlace, input: ForkSessionInput) {
  const snapshot = snapshotOf(point);
  const objective = objectiveOf(work.redact.text(input.objective ?? source.objective));
  const workspaceId = await registerPlace(work, caller, place, source);
  const include = input.includeConversation ?? true;
  const fork = await insertSession(work.trx, {
    id: newId(),
    owner_id: source.owner_id,
    workspace_id: workspaceId,
    state: forkStateOf(snapshot?.session.state ?? 'CREATED'),
    strategy: (snapshot?.session.strategy ?? source.strategy) as Strategy,
    objective,
    config: json(snapshot?.session.config ?? source.config),
    metadata: json(snapshot?.session.metadata ?? source.metadata),
    checkpoint_policy: json(source.checkpoint_policy),
    auto_complete: source.auto_complete,
    parent_session_id: source.id,
    fork_checkpoint_id: point.checkpoint?.id ?? point.code?.id ?? null,
    fork_message_id: point.messageId,
    forked_at: point.at,
  });
  const about = { sessionId: fork.id, workspaceId: fork.workspace_id };
  work.emit({ ...about, type: 'session.created', data: { sessionId: fork.id, objective, strategy: fork.strategy, state: fork.state, forkOf: source.id } });
  let copied: { ids: PlanIds; inherited: InheritedPlan } = { ids: { tasks: new Map(), steps: new Map() }, inherited: NOTHING_INHERITED };
  if (input.plan) await createPlan(work, fork, work.redact.json(input.plan));
  else copied = await copyPlanAt(work, fork, source.id, snapshot, point.at);
  const inheritedMessages = await forkConversations(work, fork, source, point, include, copied.ids);
  const approvals = await forkApprovals(work, fork, source, point.at, copied.ids);
  const pendingApprovals = approvals.filter((approval) => approval.state === 'PENDING').length;
  // The fork's log starts from what it inherited (replay reads it: plans/replay.model.ts), as a created plan's does.
  work.emit({ ...about, type: 'session.inherited', data: { sourceSessionId: source.id, ...copied.inherited, approvals } });
  const stored: StoredForkPoint = {
    kind: point.kind,
    at: point.at.toISOString(),
    checkpointId: point.checkpoint?.id ?? null,
    codeCheckpointId: point.code?.id ?? null,
    messageId: point.messageId,
    includeConversation: include,
    workspaceMode: place.mode,
    branch: place.branch,
    inheritedMessages,
    pendingApprovals,
  };
  await updateSession(work.trx, fork.id, { fork_point: json(stored) });
  work.emit({ ...about, type: 'session.forked', data: { sourceSessionId: source.id, ...stored } });
  work.emit({ sessionId: source.id, workspaceId: source.workspace_id, type: 'session.forked', data: { forkSessionId: fork.id, ...stored } });
  return { sessionId: fork.id, sourceId: source.id, point: stored };
}

/** A fork given a plan of its own inherits none of its source's (its approvals only). */
const NOTHING_INHERITED: InheritedPlan = { planRevision: 0, todos: [], phases: [], tasks: [], steps: [], sharedContext: [] };

function objectiveOf(given: string): string {
  const objective = given.trim();
  if (!objective) throw new ValidationError('objective', 'say what the fork is for; it cannot be empty.');
  return objective;
}

/** A source under way at the fork point (planning, running, holding for approval, paused) forks PAUSED; else CREATED. */
function forkStateOf(sourceStateAtPoint: string): 'CREATED' | 'PAUSED' {
  return ['PLANNING', 'RUNNING', 'AWAITING_APPROVAL', 'PAUSED'].includes(sourceStateAtPoint) ? 'PAUSED' : 'CREATED';
}
