// A checkpoint's state snapshot and a replayed state (replay.model.ts), one into the other, pure: a replay starts from
// the snapshot of the nearest checkpoint, and its result is shown in the snapshot's own shape, so the state at a
// checkpoint's moment reads exactly as that checkpoint's snapshot and any two points compare as two checkpoints do.
import type { StateSnapshot } from '../db/tables/checkpoints.ts';
import { applyRecord, emptyReplayedState, type ReplayedState, type StateRecord } from './replayed-state.model.ts';

/**
 * What replay does not follow because it never changes: names, keys, titles, kinds, a step's task, an approval's
 * title, taken from the snapshot a replay starts from (factsOf) or read from the rows. Also positions and dependencies
 * as the rows stand now, for the rare snapshot older than plan revisions, which left them out (they could not change
 * then: the restore's rule too).
 */
export type RowFacts = {
  phases: ReadonlyMap<string, { name: string; position: number }>;
  tasks: ReadonlyMap<string, { key: string; position: number; dependsOn: string[] }>;
  steps: ReadonlyMap<string, { taskId: string; title: string; kind: string; idempotencyKey: string; position: number }>;
  approvals: ReadonlyMap<string, { title: string }>;
};

/** A snapshot as a record of rows in force (fields a snapshot older than plan revisions lacks read as "none"). */
export function recordOf(snapshot: StateSnapshot): StateRecord {
  return {
    planRevision: snapshot.planRevision ?? 0,
    todos: snapshot.todos ?? [],
    phases: snapshot.phases.map((p) => ({
      id: p.id,
      position: p.position,
      state: p.state,
      output: p.output ?? null,
      summary: p.summary ?? null,
      skipReason: p.skipReason ?? null,
    })),
    tasks: snapshot.tasks.map((t) => ({
      id: t.id,
      phaseId: t.phaseId,
      position: t.position ?? null,
      dependsOn: t.dependsOn ?? null,
      state: t.state,
      attempt: t.attempt,
      todos: t.todos ?? [],
      skipReason: t.skipReason ?? null,
    })),
    steps: snapshot.steps.map((s) => ({ id: s.id, position: s.position ?? null, state: s.state, attempt: s.attempt })),
    approvals: snapshot.approvals.map((a) => ({ id: a.id, state: a.state })),
    sharedContext: snapshot.sharedContext ?? [],
  };
}

/** Where a replay from a checkpoint starts: its snapshot as a replayed state. */
export function replayedStateOf(snapshot: StateSnapshot): ReplayedState {
  const state = emptyReplayedState();
  state.session = snapshot.session.state;
  applyRecord(state, recordOf(snapshot));
  return state;
}

/** The ids of the rows in force in a state, and of its approvals: the rows whose facts a snapshot of it needs. */
export function idsInForce(state: ReplayedState) {
  const inForce = (rows: Record<string, { superseded: boolean }>) => Object.keys(rows).filter((id) => !rows[id]!.superseded);
  return { phases: inForce(state.plan.phases), tasks: inForce(state.plan.tasks), steps: inForce(state.plan.steps), approvals: Object.keys(state.approvals) };
}

/**
 * The facts a snapshot already holds of its rows (they never change, so a replay from it reads from the tables only
 * the rows added since): those of rows whose place it recorded (a snapshot older than plan revisions did not).
 */
export function factsOf(snapshot: StateSnapshot | null) {
  const phases = new Map((snapshot?.phases ?? []).map((p) => [p.id, { name: p.name, position: p.position }]));
  const tasks = new Map(
    (snapshot?.tasks ?? []).flatMap((t) =>
      t.position === undefined || !t.dependsOn ? [] : [[t.id, { key: t.key, position: t.position, dependsOn: t.dependsOn }] as const],
    ),
  );
  const steps = new Map(
    (snapshot?.steps ?? []).flatMap((s) =>
      s.position === undefined
        ? []
        : [[s.id, { taskId: s.taskId, title: s.title, kind: s.kind, idempotencyKey: s.idempotencyKey, position: s.position }] as const],
    ),
  );
  return { phases, tasks, steps, approvals: new Map((snapshot?.approvals ?? []).map((a) => [a.id, { title: a.title }])) };
}

/** The ids of `ids` whose facts `facts` lacks. */
export function lackingFacts(ids: ReturnType<typeof idsInForce>, facts: RowFacts): ReturnType<typeof idsInForce> {
  return {
    phases: ids.phases.filter((id) => !facts.phases.has(id)),
    tasks: ids.tasks.filter((id) => !facts.tasks.has(id)),
    steps: ids.steps.filter((id) => !facts.steps.has(id)),
    approvals: ids.approvals.filter((id) => !facts.approvals.has(id)),
  };
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The state in a checkpoint snapshot's shape and order (recordCheckpoint's): rows in force, phases by position,
 * tasks, steps and approvals by id, documents that have a value by key; `session` is the session's own (never changes).
 */
export function snapshotOfState(state: ReplayedState, session: Omit<StateSnapshot['session'], 'state'>, facts: RowFacts): StateSnapshot {
  const ids = idsInForce(state);
  const { plan } = state;
  return {
    session: { state: state.session ?? 'CREATED', ...session },
    phases: ids.phases
      .map((id) => {
        const { position, output, summary, skipReason } = plan.phases[id]!;
        return { id, name: facts.phases.get(id)!.name, position, state: state.phases[id]!, output, summary, skipReason };
      })
      .sort((a, b) => a.position - b.position),
    tasks: ids.tasks
      .map((id) => {
        const { phaseId, position, dependsOn, todos, skipReason } = plan.tasks[id]!;
        const row = facts.tasks.get(id)!;
        const { state: taskState, attempt } = state.tasks[id]!;
        return {
          id,
          key: row.key,
          phaseId,
          state: taskState,
          attempt,
          position: position ?? row.position,
          dependsOn: dependsOn ?? row.dependsOn,
          todos,
          skipReason,
        };
      })
      .sort(byId),
    steps: ids.steps
      .map((id) => {
        const row = facts.steps.get(id)!;
        const { state: stepState, attempt } = state.steps[id]!;
        const position = plan.steps[id]!.position ?? row.position;
        return { id, taskId: row.taskId, title: row.title, kind: row.kind, state: stepState, attempt, idempotencyKey: row.idempotencyKey, position };
      })
      .sort(byId),
    approvals: ids.approvals.map((id) => ({ id, title: facts.approvals.get(id)!.title, state: state.approvals[id]! })).sort(byId),
    planRevision: plan.revision,
    todos: state.todos,
    sharedContext: Object.entries(state.sharedContext)
      .filter(([, document]) => document.value !== null)
      .map(([key, document]) => ({ key, version: document.version, value: document.value }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
}
