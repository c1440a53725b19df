// Rebuilding a session's plan state from its event log alone (deterministic replay). Events are applied in
// per-session sequence order, which is commit order; the result must equal the stored state. The server never
// replays: this is the proof, run by the property tests, that the log records every state change (DESIGN
// invariant 4), and the reference a client or a future read model can follow.
//
// Besides states: the plan's structure (rows, their places and dependencies, rows a restore took out of the plan),
// its revision, phase outputs and skip reasons, todo lists and shared documents.

export type ReplayEvent = { seq: number; type: string; data: unknown };

type Todo = { content: string; status: string; activeForm: string };

export type ReplayedPlan = {
  revision: number;
  phases: Record<string, { position: number; output: unknown; summary: string | null; skipReason: string | null; superseded: boolean }>;
  tasks: Record<string, { phaseId: string; position: number; dependsOn: string[]; skipReason: string | null; todos: Todo[]; superseded: boolean }>;
  steps: Record<string, { position: number; superseded: boolean }>;
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
};

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

function restore(state: ReplayedState, data: Restored): void {
  state.plan.revision = data.planRevision;
  for (const id of data.superseded.phases) state.plan.phases[id]!.superseded = true;
  for (const id of data.superseded.tasks) state.plan.tasks[id]!.superseded = true;
  for (const id of data.superseded.steps) state.plan.steps[id]!.superseded = true;
  for (const { id, ...phase } of data.phases) Object.assign(state.plan.phases[id]!, phase, { superseded: false });
  for (const { id, ...task } of data.tasks) Object.assign(state.plan.tasks[id]!, task, { superseded: false });
  for (const { id, ...step } of data.steps) Object.assign(state.plan.steps[id]!, step, { superseded: false });
}

export function replayPlanState(events: readonly ReplayEvent[]): ReplayedState {
  const state: ReplayedState = {
    session: null,
    phases: {},
    tasks: {},
    steps: {},
    plan: { revision: 0, phases: {}, tasks: {}, steps: {} },
    todos: [],
    sharedContext: {},
  };
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    const data = event.data as Change & { state?: string };
    switch (event.type) {
      case 'session.created':
        state.session = data.state ?? 'CREATED';
        break;
      case 'session.state_changed':
        state.session = data.to;
        break;
      case 'plan.created':
        addRows(state, event.data as NewRows);
        break;
      case 'plan.revised':
        revise(state, event.data as Revised);
        break;
      case 'plan.restored':
        restore(state, event.data as Restored);
        break;
      case 'phase.state_changed':
        state.phases[data.phaseId!] = data.to;
        break;
      case 'task.state_changed':
        state.tasks[data.taskId!] = { state: data.to, attempt: data.attempt ?? state.tasks[data.taskId!]?.attempt ?? 0 };
        break;
      case 'step.state_changed':
        state.steps[data.stepId!] = { state: data.to, attempt: data.attempt ?? state.steps[data.stepId!]?.attempt ?? 0 };
        break;
      case 'phase.output_recorded': {
        const { phaseId, output, summary } = event.data as { phaseId: string; output: unknown; summary: string | null };
        Object.assign(state.plan.phases[phaseId]!, { output: output ?? null, summary: summary ?? null });
        break;
      }
      case 'todos.updated': {
        const { taskId, todos } = event.data as { taskId: string | null; todos: Todo[] };
        if (taskId) state.plan.tasks[taskId]!.todos = todos;
        else state.todos = todos;
        break;
      }
      case 'context.updated': {
        const { key, version, value } = event.data as { key: string; version: number; value: unknown };
        state.sharedContext[key] = { version, value: value ?? null };
        break;
      }
    }
  }
  return state;
}
