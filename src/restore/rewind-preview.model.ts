// What a rewind would change, pure: the files (as the rewind changes them, from the workspace now to the target
// snapshot), the plan state (the same resets and working-state restore the rewind applies, and the working state as
// a diff of now against the snapshot), and what a rewind cannot take back from the world: irreversible steps and
// tool calls after the point. The preview (workflows/rewind/preview.ts) reads the rows; this decides.
import { diffWorkingState, type WorkingStateDiff } from '../checkpoints/checkpoint.model.ts';
import type { StateSnapshot } from '../db/tables/checkpoints.ts';
import type { PhaseState } from '../db/tables/plans.ts';
import type { PlannerPhase, PlannerStep, PlannerTask } from '../plans/continuation.model.ts';
import type { StateReset } from '../plans/state-reset.model.ts';
import { checkpointResets } from './restore-point.model.ts';
import { type CurrentWorkingState, planRowsAt, type WorkingStateRestore, workingStateRestore } from './working-state.model.ts';

export type RewindFileAction = 'ADDED' | 'MODIFIED' | 'DELETED';

/** A file as the rewind changes it: ADDED (it comes back), DELETED (created since, removed), MODIFIED; line counts of that change. */
export type RewindFileChange = { path: string; action: RewindFileAction; additions: number; deletions: number; binary: boolean };

/** A change between two snapshots as the code layer reports it (from the target snapshot to the workspace now). */
export type SnapshotFileChange = { path: string; previousPath: string | null; action: string; additions: number; deletions: number; binary: boolean };

/**
 * The changes from the target to now, turned around: what the rewind does to each file. A file added since is
 * deleted, a file deleted since comes back, a rename since is the new path deleted and the old one added back.
 */
export function rewindFileChanges(sinceTarget: readonly SnapshotFileChange[]): RewindFileChange[] {
  const changes: RewindFileChange[] = [];
  for (const change of sinceTarget) {
    const { binary } = change;
    if (change.action === 'RENAMED' && change.previousPath) {
      changes.push({ path: change.path, action: 'DELETED', additions: 0, deletions: change.additions, binary });
      changes.push({ path: change.previousPath, action: 'ADDED', additions: change.deletions, deletions: 0, binary });
      continue;
    }
    const action: RewindFileAction = change.action === 'ADDED' ? 'DELETED' : change.action === 'DELETED' ? 'ADDED' : 'MODIFIED';
    changes.push({ path: change.path, action, additions: change.deletions, deletions: change.additions, binary });
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The working state as it stands, in a snapshot's shape (the rows in force, documents with a value). */
export function currentAsSnapshot(current: CurrentWorkingState): Pick<StateSnapshot, 'phases' | 'tasks' | 'planRevision' | 'todos' | 'sharedContext'> {
  return {
    phases: current.phases
      .filter((phase) => !phase.superseded)
      .map((phase) => ({ id: phase.id, name: '', position: phase.position, state: phase.state, output: phase.output, summary: phase.summary })),
    tasks: current.tasks
      .filter((task) => !task.superseded)
      .map((task) => ({ id: task.id, key: '', phaseId: task.phase_id, state: '', attempt: 0, todos: task.todos })),
    planRevision: current.planRevision,
    todos: current.todos,
    sharedContext: current.documents.filter((document) => document.value !== null).map(({ key, version, value }) => ({ key, version, value })),
  };
}

export type PlanStateChanges = {
  /** Tasks and steps set back to the snapshot's states (checkpointResets: what the rewind applies). */
  resets: StateReset[];
  /** Phases set back to the snapshot's states. */
  phaseStates: Array<{ id: string; from: PhaseState; to: PhaseState }>;
  /** Everything else the rewind writes: rows out of and back into the plan, places, todos, documents, revision. */
  restore: WorkingStateRestore;
  /** The working state now (before) against the snapshot's (after). */
  workingState: WorkingStateDiff;
};

/** What a restore to `snapshot` does to the plan, from the rows as they stand (superseded ones included). */
export function planStateChanges<P extends PlannerPhase, T extends PlannerTask, S extends PlannerStep>(
  snapshot: StateSnapshot,
  current: CurrentWorkingState,
  rows: { phases: readonly P[]; tasks: readonly T[]; steps: readonly S[] },
): PlanStateChanges {
  const at = planRowsAt(snapshot, rows);
  const restore = workingStateRestore(snapshot, current);
  const now = { session: snapshot.session, steps: [], approvals: [], ...currentAsSnapshot(current) };
  return {
    resets: checkpointResets(snapshot, at.tasks, at.steps),
    phaseStates: restore.phaseStates,
    restore,
    workingState: diffWorkingState(now, snapshot),
  };
}

/** A step whose effect outlives a rewind: it ran a command (EXEC), or its author declared it not reversible. */
export type IrreversibleStep = { id: string; kind: string; reversible: boolean; completedAt: Date; reason: 'EXEC' | 'NOT_REVERSIBLE' };

/** Steps completed after the moment that a rewind cannot take back, oldest first. */
export function irreversibleSteps(
  steps: ReadonlyArray<{ id: string; kind: string; state: string; reversible: boolean; completed_at: Date | null }>,
  after: Date,
): IrreversibleStep[] {
  return steps
    .filter((step) => step.state === 'COMPLETED' && step.completed_at !== null && step.completed_at > after)
    .filter((step) => step.kind === 'EXEC' || !step.reversible)
    .map((step) => ({
      id: step.id,
      kind: step.kind,
      reversible: step.reversible,
      completedAt: step.completed_at!,
      reason: step.kind === 'EXEC' ? ('EXEC' as const) : ('NOT_REVERSIBLE' as const),
    }))
    .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime() || (a.id < b.id ? -1 : 1));
}

/** A tool an assistant called in a message after the point: the transcript may forget it, the world does not. */
export type ToolCallAfter = { name: string; callId: string | null; at: Date; messageId: string };

/** Every tool call of the messages, in message order (created_at, then seq), then call order. */
export function toolCallsOf(messages: ReadonlyArray<{ id: string; seq: number; created_at: Date; tool_calls: unknown }>): ToolCallAfter[] {
  const ordered = [...messages].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.seq - b.seq);
  return ordered.flatMap((message) => {
    const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as Array<{ id?: unknown; name?: unknown }>) : [];
    return calls
      .filter((call) => typeof call?.name === 'string')
      .map((call) => ({ name: call.name as string, callId: typeof call.id === 'string' ? call.id : null, at: message.created_at, messageId: message.id }));
  });
}
