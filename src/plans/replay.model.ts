// Rebuilding a session's plan state from its event log (deterministic replay). Events are applied in per-session
// sequence order, which is commit order. From the start of the log the result equals the stored state (the property
// tests prove that the log records every state change: DESIGN invariant 4); from a checkpoint's snapshot (replayFrom)
// it is the state at any later point, which is how the history read model answers Session.stateAt.
//
// Besides states: the plan's structure (rows, their places and dependencies, rows a restore took out of the plan),
// its revision, phase outputs and skip reasons, todo lists, shared documents and approvals. What never changes on a
// row (names, keys, titles, kinds) is not replayed: it is read from the row (replay-snapshot.model.ts).

import type { TodoItem as Todo } from '../db/tables/sessions.ts';
import { applyRecord, emptyReplayedState, type ReplayedState, type StateRecord } from './replayed-state.model.ts';

export type ReplayEvent = { seq: number; type: string; data: unknown };

/**
 * The event types replay reads. The others change no plan or working state: messages, leases, checkpoints, and the
 * rewinds, undos and compactions themselves (`session.rewound`, `session.rewind_undone`): what one of them changes in
 * the plan is recorded by the `plan.restored`, `*.state_changed`, `todos.updated` and `context.updated` events of its
 * own transaction, and a compaction changes only a conversation.
 */
export const REPLAYED_EVENT_TYPES = [
  'session.created',
  'session.state_changed',
  'session.inherited',
  'plan.created',
  'plan.revised',
  'plan.restored',
  'phase.state_changed',
  'task.state_changed',
  'step.state_changed',
  'phase.output_recorded',
  'todos.updated',
  'context.updated',
  'approval.requested',
  'approval.decided',
] as const;

type NewRows = {
  phases?: Array<{ id: string; position: number }>;
  tasks?: Array<{ id: string; phaseId: string; position: number; dependsOn?: string[] }>;
  steps?: Array<{ id: string; position: number }>;
};
type Change = { to: string; attempt?: number; taskId?: string; stepId?: string; phaseId?: string };
type Revised = {
  revision: number;
  added: NewRows;
  positions?: { phases?: Array<{ id: string; position: number }>; tasks?: Array<{ id: string; phaseId: string; position: number }> };
  dependencies?: Array<{ taskId: string; dependsOn: string[] }>;
  skipped?: { phases?: Array<{ id: string; reason: string | null }>; tasks?: Array<{ id: string; reason: string | null }> };
};
type Restored = {
  checkpointId?: string;
  planRevision: number;
  superseded: { phases: string[]; tasks: string[]; steps: string[] };
  phases: Array<{ id: string; position: number; output: unknown; summary: string | null; skipReason: string | null }>;
  tasks: Array<{ id: string; phaseId: string; position: number; dependsOn: string[]; skipReason: string | null }>;
  steps: Array<{ id: string; position: number }>;
};

function addRows(state: ReplayedState, rows: NewRows): void {
  for (const phase of rows.phases ?? []) {
    state.phases[phase.id] = 'PLANNED';
    state.plan.phases[phase.id] = { position: phase.position, output: null, summary: null, skipReason: null, superseded: false };
  }
  for (const task of rows.tasks ?? []) {
    state.tasks[task.id] = { state: 'PENDING', attempt: 0 };
    const dependsOn = task.dependsOn ?? [];
    state.plan.tasks[task.id] = { phaseId: task.phaseId, position: task.position, dependsOn, skipReason: null, todos: [], superseded: false };
  }
  for (const step of rows.steps ?? []) {
    state.steps[step.id] = { state: 'PENDING', attempt: 0 };
    state.plan.steps[step.id] = { position: step.position, superseded: false };
  }
}

function revise(state: ReplayedState, data: Revised): void {
  state.plan.revision = data.revision;
  addRows(state, data.added);
  for (const phase of data.positions?.phases ?? []) state.plan.phases[phase.id]!.position = phase.position;
  for (const task of data.positions?.tasks ?? []) Object.assign(state.plan.tasks[task.id]!, { phaseId: task.phaseId, position: task.position });
  for (const dependency of data.dependencies ?? []) state.plan.tasks[dependency.taskId]!.dependsOn = dependency.dependsOn;
  for (const phase of data.skipped?.phases ?? []) state.plan.phases[phase.id]!.skipReason = phase.reason;
  for (const task of data.skipped?.tasks ?? []) state.plan.tasks[task.id]!.skipReason = task.reason;
}

/** False when the restore brings back a row this replay never saw (it started after the row left the plan). */
function restore(state: ReplayedState, data: Restored): boolean {
  const { phases, tasks, steps } = state.plan;
  if (data.phases.some((p) => !phases[p.id]) || data.tasks.some((t) => !tasks[t.id]) || data.steps.some((s) => !steps[s.id])) return false;
  state.plan.revision = data.planRevision;
  for (const id of data.superseded.phases) phases[id]!.superseded = true;
  for (const id of data.superseded.tasks) tasks[id]!.superseded = true;
  for (const id of data.superseded.steps) steps[id]!.superseded = true;
  for (const { id, ...phase } of data.phases) Object.assign(phases[id]!, phase, { superseded: false });
  for (const { id, ...task } of data.tasks) Object.assign(tasks[id]!, task, { superseded: false });
  for (const { id, ...step } of data.steps) Object.assign(steps[id]!, step, { superseded: false });
  return true;
}

/**
 * The result of a replay from a base. `unknownRestore`: the replay stopped at a restore that brings back rows the
 * base did not hold (they had left the plan before it, in states the base does not keep); the restore's checkpoint
 * holds them, so a replay from that checkpoint (it is older than the base) knows them.
 */
export type Replay = { state: ReplayedState; unknownRestore: { checkpointId: string } | null };

/**
 * Applies `events` (those after the moment `state` stands at) to `state`, which it changes: pass one of the
 * caller's own (emptyReplayedState, replayedStateOf). Not copying it saves most of a rebuild of a large plan.
 */
export function replayFrom(state: ReplayedState, events: readonly ReplayEvent[]): Replay {
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (!apply(state, event)) return { state, unknownRestore: { checkpointId: (event.data as Restored).checkpointId! } };
  }
  return { state, unknownRestore: null };
}

/** The state the whole log (from the session's creation) rebuilds. */
export function replayPlanState(events: readonly ReplayEvent[]): ReplayedState {
  return replayFrom(emptyReplayedState(), events).state;
}

function apply(state: ReplayedState, event: ReplayEvent): boolean {
  const data = event.data as Change & { state?: string };
  switch (event.type) {
    case 'session.created':
      state.session = data.state ?? 'CREATED';
      break;
    case 'session.state_changed':
      state.session = data.to;
      break;
    case 'session.inherited':
      applyRecord(state, event.data as StateRecord);
      break;
    case 'plan.created':
      addRows(state, event.data as NewRows);
      break;
    case 'plan.revised':
      revise(state, event.data as Revised);
      break;
    case 'plan.restored':
      return restore(state, event.data as Restored);
    case 'phase.state_changed':
      state.phases[data.phaseId!] = data.to;
      break;
    case 'task.state_changed':
      state.tasks[data.taskId!] = { state: data.to, attempt: data.attempt ?? state.tasks[data.taskId!]?.attempt ?? 0 };
      break;
    case 'step.state_changed':
      state.steps[data.stepId!] = { state: data.to, attempt: data.attempt ?? state.steps[data.stepId!]?.attempt ?? 0 };
      break;
    // A row a replay from a base does not know had left the plan before the base: what happens to it while it is out
    // shows only if a restore brings it back, and that restore stops the replay (above).
    case 'phase.output_recorded': {
      const { phaseId, output, summary } = event.data as { phaseId: string; output: unknown; summary: string | null };
      const phase = state.plan.phases[phaseId];
      if (phase) Object.assign(phase, { output: output ?? null, summary: summary ?? null });
      break;
    }
    case 'todos.updated': {
      const { taskId, todos } = event.data as { taskId: string | null; todos: Todo[] };
      const task = taskId ? state.plan.tasks[taskId] : null;
      if (task) task.todos = todos;
      else if (!taskId) state.todos = todos;
      break;
    }
    case 'context.updated': {
      const { key, version, value } = event.data as { key: string; version: number; value: unknown };
      state.sharedContext[key] = { version, value: value ?? null };
      break;
    }
    case 'approval.requested':
      state.approvals[(event.data as { approvalId: string }).approvalId] = 'PENDING';
      break;
    case 'approval.decided': {
      const { approvalId, state: decided } = event.data as { approvalId: string; state: string };
      state.approvals[approvalId] = decided;
      break;
    }
  }
  return true;
}
