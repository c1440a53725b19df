// Rebuilding a session's plan state from its event log alone (deterministic replay). Events are applied in
// per-session sequence order, which is commit order; the result must equal the stored state. The server never
// replays: this is the proof, run by the property tests, that the log records every state change (DESIGN
// invariant 4), and the reference a client or a future read model can follow.

export type ReplayEvent = { seq: number; type: string; data: unknown };

export type ReplayedState = {
  session: string | null;
  phases: Record<string, string>;
  tasks: Record<string, { state: string; attempt: number }>;
  steps: Record<string, { state: string; attempt: number }>;
};

type PlanCreated = { phases: Array<{ id: string }>; tasks: Array<{ id: string }>; steps: Array<{ id: string }> };
type Change = { to: string; attempt?: number; taskId?: string; stepId?: string; phaseId?: string };

export function replayPlanState(events: readonly ReplayEvent[]): ReplayedState {
  const state: ReplayedState = { session: null, phases: {}, tasks: {}, steps: {} };
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    const data = event.data as Change & PlanCreated & { state?: string };
    switch (event.type) {
      case 'session.created':
        state.session = data.state ?? 'CREATED';
        break;
      case 'session.state_changed':
        state.session = data.to;
        break;
      case 'plan.created':
        for (const phase of data.phases) state.phases[phase.id] = 'PLANNED';
        for (const task of data.tasks) state.tasks[task.id] = { state: 'PENDING', attempt: 0 };
        for (const step of data.steps) state.steps[step.id] = { state: 'PENDING', attempt: 0 };
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
    }
  }
  return state;
}
