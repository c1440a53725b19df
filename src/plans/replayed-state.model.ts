// The state a replay builds (replay.model.ts) and a whole record of rows written over it at once: what a fork
// inherited (the start of its log), or a checkpoint's snapshot a replay starts from (replay-snapshot.model.ts).
import type { TodoItem as Todo } from '../db/tables/sessions.ts';

/** Positions and dependencies are null only when a snapshot older than plan revisions left them out: "as the row stands". */
export type ReplayedPlan = {
  revision: number;
  phases: Record<string, { position: number; output: unknown; summary: string | null; skipReason: string | null; superseded: boolean }>;
  tasks: Record<
    string,
    { phaseId: string; position: number | null; dependsOn: string[] | null; skipReason: string | null; todos: Todo[]; superseded: boolean }
  >;
  steps: Record<string, { position: number | null; superseded: boolean }>;
};

export type ReplayedState = {
  session: string | null;
  /** Every row ever in the plan (superseded ones too: their states stay as they were). */
  phases: Record<string, string>;
  tasks: Record<string, { state: string; attempt: number }>;
  steps: Record<string, { state: string; attempt: number }>;
  plan: ReplayedPlan;
  todos: Todo[];
  /** Every shared document by key: its latest version and value (null: taken away). */
  sharedContext: Record<string, { version: number; value: unknown }>;
  /** Every approval's state, by id. */
  approvals: Record<string, string>;
};

/**
 * A whole plan and working state at once, rows in force only: what a fork inherited (`session.inherited`, the first
 * thing of its own log), or a checkpoint's snapshot as replay starts from it (replay-snapshot.model.ts).
 */
export type StateRecord = {
  planRevision: number;
  todos: Todo[];
  phases: Array<{ id: string; position: number; state: string; output: unknown; summary: string | null; skipReason: string | null }>;
  tasks: Array<{
    id: string;
    phaseId: string;
    position: number | null;
    dependsOn: string[] | null;
    state: string;
    attempt: number;
    todos: Todo[];
    skipReason: string | null;
  }>;
  steps: Array<{ id: string; position: number | null; state: string; attempt: number }>;
  approvals: Array<{ id: string; state: string }>;
  sharedContext: Array<{ key: string; version: number; value: unknown }>;
};

export function emptyReplayedState(): ReplayedState {
  return {
    session: null,
    phases: {},
    tasks: {},
    steps: {},
    plan: { revision: 0, phases: {}, tasks: {}, steps: {} },
    todos: [],
    sharedContext: {},
    approvals: {},
  };
}

/** Writes a whole record over the state: its rows in force (added, or replaced), its lists, documents and approvals. */
export function applyRecord(state: ReplayedState, record: StateRecord): void {
  // Field by field, not by spreading: a snapshot of a large plan is thousands of rows, and this is most of a rebuild.
  state.plan.revision = record.planRevision;
  state.todos = record.todos;
  for (const p of record.phases) {
    state.phases[p.id] = p.state;
    state.plan.phases[p.id] = { position: p.position, output: p.output, summary: p.summary, skipReason: p.skipReason, superseded: false };
  }
  for (const t of record.tasks) {
    state.tasks[t.id] = { state: t.state, attempt: t.attempt };
    state.plan.tasks[t.id] = { phaseId: t.phaseId, position: t.position, dependsOn: t.dependsOn, skipReason: t.skipReason, todos: t.todos, superseded: false };
  }
  for (const step of record.steps) {
    state.steps[step.id] = { state: step.state, attempt: step.attempt };
    state.plan.steps[step.id] = { position: step.position, superseded: false };
  }
  for (const approval of record.approvals) state.approvals[approval.id] = approval.state;
  for (const document of record.sharedContext) state.sharedContext[document.key] = { version: document.version, value: document.value };
}
