// Restore points, pure: from a place in a session's history (a checkpoint; just after a message; a time) to what
// going back there means: the checkpoint whose plan state applies, the code snapshot the workspace goes back to, the
// task and step states to reset, and where each conversation is cut. Resume FROM_CHECKPOINT, rewind and fork all
// resolve their targets here, then apply them with restore.service.ts.
//
// A session's history can branch within itself: a rewind sets later messages aside and work continues from the cut.
// A checkpoint lies on the line of work leading to a point when the conversations as it saw them are a prefix of the
// conversations as they stand at that point; a checkpoint of an abandoned line is never chosen implicitly.
import type { CheckpointKind, ConversationPosition, StateSnapshot } from '../db/tables/checkpoints.ts';
import type { PlannerStep, PlannerTask } from '../plans/continuation.model.ts';
import { type StateReset, stateReset } from '../plans/state-reset.model.ts';

export type HistoryCheckpoint = {
  id: string;
  seq: number;
  kind: CheckpointKind;
  createdAt: Date;
  /** Its code snapshot: a commit of this server's store, or a tree an agent uploaded (at most one of the two). */
  gitCommit: string | null;
  codeTree: string | null;
  positions: readonly ConversationPosition[];
};

/**
 * A message set aside now (superseded): the only messages whose history decides which checkpoints lie on a line.
 * `compacted`: set aside behind a compaction's summary, which stands for it: the line of work did not change.
 */
export type SetAsideMessage = { conversationId: string; seq: number; createdAt: Date; supersededAt: Date; compacted?: boolean };

export type ConversationCut = { conversationId: string; lastSeq: number };

export type HistoryPoint =
  | { kind: 'CHECKPOINT'; checkpoint: HistoryCheckpoint }
  /** Just after a visible message: its conversation is cut there; the others are left as they are. */
  | { kind: 'MESSAGE'; conversationId: string; seq: number; createdAt: Date }
  /** A moment: every conversation cut where it stood then (`cuts` names every conversation that existed). */
  | { kind: 'TIME'; at: Date; cuts: readonly ConversationCut[] };

export type RestorePoint = {
  /** The checkpoint whose plan state applies: the one asked for, else the newest on the line to the point. */
  checkpoint: HistoryCheckpoint | null;
  /** The checkpoint whose code snapshot the workspace goes back to (the one above when it has code). */
  code: HistoryCheckpoint | null;
  cuts: ConversationCut[];
  /** Conversations without a cut: set aside whole (they began after the point), or left as they are. */
  uncut: 'SET_ASIDE' | 'KEEP';
  /** Messages up to the cuts that were set aside after this moment come back: they were visible then. */
  visibleAsOf: Date;
};

/** Kinds kept to undo a restore (the state a restore replaced): explicit targets only, never chosen implicitly. */
export const UNDO_POINT_KINDS: readonly CheckpointKind[] = ['RESUME', 'REWIND'];

export function positionIn(checkpoint: Pick<HistoryCheckpoint, 'positions'>, conversationId: string): number {
  return checkpoint.positions.find((position) => position.conversationId === conversationId)?.lastMessageSeq ?? 0;
}

/** Whether a message was visible when a checkpoint was taken, and is set aside now or at `by`. */
function lostSince(message: SetAsideMessage, checkpoint: HistoryCheckpoint, by: Date | null): boolean {
  if (message.compacted) return false;
  const visibleThen = message.createdAt <= checkpoint.createdAt && message.supersededAt > checkpoint.createdAt;
  return visibleThen && (by === null || message.supersededAt <= by) && message.seq <= positionIn(checkpoint, message.conversationId);
}

/** Whether the conversations as the checkpoint saw them are a prefix of the conversations as they stand at the point. */
export function isOnLineTo(checkpoint: HistoryCheckpoint, point: HistoryPoint, setAside: readonly SetAsideMessage[]): boolean {
  switch (point.kind) {
    case 'CHECKPOINT': {
      const { at, cuts } = { at: point.checkpoint.createdAt, cuts: point.checkpoint.positions.map(toCut) };
      return onLineAt(checkpoint, at, cuts, setAside);
    }
    case 'TIME':
      return onLineAt(checkpoint, point.at, point.cuts, setAside);
    case 'MESSAGE':
      // Taken at any time (a checkpoint right after the message counts), never past it in its conversation.
      return (
        positionIn(checkpoint, point.conversationId) <= point.seq &&
        !setAside.some((message) => message.conversationId === point.conversationId && lostSince(message, checkpoint, null))
      );
  }
}

function onLineAt(checkpoint: HistoryCheckpoint, at: Date, cuts: readonly ConversationCut[], setAside: readonly SetAsideMessage[]): boolean {
  if (checkpoint.createdAt > at) return false;
  if (cuts.some((cut) => positionIn(checkpoint, cut.conversationId) > cut.lastSeq)) return false;
  return !setAside.some((message) => lostSince(message, checkpoint, at));
}

function toCut(position: ConversationPosition): ConversationCut {
  return { conversationId: position.conversationId, lastSeq: position.lastMessageSeq };
}

/**
 * The newest checkpoint on the line to the point that `accept` takes (undo points are never implicit targets). Looked
 * for from the newest down, stopping at the first: a session's history costs one pass, not a pass per checkpoint.
 */
export function newestOnLine(
  checkpoints: readonly HistoryCheckpoint[],
  point: HistoryPoint,
  setAside: readonly SetAsideMessage[],
  accept: (checkpoint: HistoryCheckpoint) => boolean = () => true,
): HistoryCheckpoint | null {
  const newestFirst = checkpoints.toSorted((a, b) => b.seq - a.seq);
  return newestFirst.find((checkpoint) => !UNDO_POINT_KINDS.includes(checkpoint.kind) && accept(checkpoint) && isOnLineTo(checkpoint, point, setAside)) ?? null;
}

export function resolveRestorePoint(
  point: HistoryPoint,
  history: { checkpoints: readonly HistoryCheckpoint[]; setAside: readonly SetAsideMessage[] },
): RestorePoint {
  const { checkpoints, setAside } = history;
  const hasCode = (checkpoint: HistoryCheckpoint) => checkpoint.gitCommit !== null || checkpoint.codeTree !== null;
  if (point.kind === 'CHECKPOINT') {
    const target = point.checkpoint;
    const earlier = (checkpoint: HistoryCheckpoint) => hasCode(checkpoint) && checkpoint.seq < target.seq;
    return { checkpoint: target, code: hasCode(target) ? target : newestOnLine(checkpoints, point, setAside, earlier), ...cutsAt(point) };
  }
  const checkpoint = newestOnLine(checkpoints, point, setAside);
  const code = checkpoint && hasCode(checkpoint) ? checkpoint : newestOnLine(checkpoints, point, setAside, hasCode);
  return { checkpoint, code, ...cutsAt(point) };
}

/**
 * Where a point cuts the conversations, whichever checkpoint applies there: all a conversation rewind that leaves
 * plan and code alone needs (it reads none of the session's history).
 */
export function cutsAt(point: HistoryPoint): Pick<RestorePoint, 'cuts' | 'uncut' | 'visibleAsOf'> {
  switch (point.kind) {
    case 'CHECKPOINT':
      return { cuts: point.checkpoint.positions.map(toCut), uncut: 'SET_ASIDE', visibleAsOf: point.checkpoint.createdAt };
    case 'MESSAGE':
      return { cuts: [{ conversationId: point.conversationId, lastSeq: point.seq }], uncut: 'KEEP', visibleAsOf: point.createdAt };
    case 'TIME':
      return { cuts: [...point.cuts], uncut: 'SET_ASIDE', visibleAsOf: point.at };
  }
}

/**
 * Every task and step the snapshot knows to its state there. What was running then was cut off by going back, so it
 * comes back RESUMABLE (and the continuation planner judges it); `exact` (an undo, which takes back a going back
 * rather than going back itself) puts it back RUNNING, as the runner that holds the lease left it. Rows the snapshot does not know (added after it) are
 * not reset: they leave the plan (working-state.model.ts supersedes them).
 */
export function checkpointResets(
  snapshot: Pick<StateSnapshot, 'tasks' | 'steps'>,
  tasks: readonly PlannerTask[],
  steps: readonly PlannerStep[],
  exact = false,
): StateReset[] {
  const taskStates = new Map(snapshot.tasks.map((task) => [task.id, task.state]));
  const stepStates = new Map(snapshot.steps.map((step) => [step.id, step.state]));
  // PAUSED is a task state only (a step never records it); the reset's type is the states both share.
  const target = (recorded: string) => (recorded === 'RUNNING' && !exact ? 'RESUMABLE' : (recorded as StateReset['to']));
  return [
    ...tasks.filter((task) => taskStates.has(task.id)).map((task) => stateReset('TASK', task.id, task.state, target(taskStates.get(task.id)!))),
    ...steps.filter((step) => stepStates.has(step.id)).map((step) => stateReset('STEP', step.id, step.state, target(stepStates.get(step.id)!))),
  ].filter((change) => change.from !== change.to);
}
