// The resume modes' state changes, property-tested: FROM_CHECKPOINT lands every task and step on its snapshot state
// (running ones as RESUMABLE), RESTART_PHASE touches only the current phase, and completed work outside it stays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepState, TaskState } from '../../src/db/tables/plans.ts';
import type { PlannerStep, PlannerTask } from '../../src/plans/continuation.model.ts';
import { applyResets, currentPhase, restartPhaseResets } from '../../src/plans/state-reset.model.ts';
import { checkpointResets } from '../../src/restore/restore-point.model.ts';

const stepState = fc.constantFrom<StepState>('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'ROLLED_BACK');
const taskState = fc.constantFrom<TaskState>('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED');

/** A plan now and the same plan as a checkpoint recorded it (some tasks and steps created after it). */
const history = fc
  .array(
    fc.record({
      phase: fc.nat(3),
      now: taskState,
      atCheckpoint: fc.option(taskState),
      steps: fc.array(fc.record({ now: stepState, atCheckpoint: fc.option(stepState) }), { maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((tasks) => {
    const taskRows: PlannerTask[] = tasks.map((task, i) => ({ id: `t${i}`, phase_id: `p${task.phase}`, position: i, state: task.now, depends_on: [] }));
    const stepRows: PlannerStep[] = tasks.flatMap((task, i) =>
      task.steps.map((step, position) => ({ id: `t${i}s${position}`, task_id: `t${i}`, position, kind: 'WRITE' as const, state: step.now, reversible: true })),
    );
    const snapshot = {
      tasks: tasks.flatMap((task, i) =>
        task.atCheckpoint ? [{ id: `t${i}`, key: `t${i}`, phaseId: `p${task.phase}`, state: task.atCheckpoint, attempt: 1 }] : [],
      ),
      steps: tasks.flatMap((task, i) =>
        task.steps.flatMap((step, position) =>
          step.atCheckpoint
            ? [{ id: `t${i}s${position}`, taskId: `t${i}`, title: '', kind: 'WRITE', state: step.atCheckpoint, attempt: 1, idempotencyKey: '' }]
            : [],
        ),
      ),
    };
    return { taskRows, stepRows, snapshot };
  });

/** A row's state after the resets: the snapshot's (RUNNING then comes back RESUMABLE); a row it does not know is not reset (it leaves the plan). */
const expected = (recorded: string | undefined, now: string) => (recorded === undefined ? now : recorded === 'RUNNING' ? 'RESUMABLE' : recorded);

describe('resume modes', () => {
  it('FROM_CHECKPOINT: every task and step the snapshot knows ends in its state there, only changed rows are reset, others are left to be superseded', () => {
    fc.assert(
      fc.property(history, ({ taskRows, stepRows, snapshot }) => {
        const resets = checkpointResets(snapshot, taskRows, stepRows);
        const then = new Map([...snapshot.tasks, ...snapshot.steps].map((row) => [row.id, row.state]));
        const before = new Map([...taskRows, ...stepRows].map((row) => [row.id, row.state]));
        for (const row of [...applyResets(taskRows, resets), ...applyResets(stepRows, resets)]) {
          expect(row.state).toBe(expected(then.get(row.id), before.get(row.id)!));
        }
        for (const change of resets) expect(then.has(change.id)).toBe(true);
        for (const change of resets) expect(change.from).not.toBe(change.to);
      }),
    );
  });

  it("RESTART_PHASE: the phase's tasks and steps are pending (cancelled ones kept), nothing else moves", () => {
    fc.assert(
      fc.property(history, fc.nat(3), ({ taskRows, stepRows }, phase) => {
        const phaseId = `p${phase}`;
        const resets = restartPhaseResets(phaseId, taskRows, stepRows);
        const inPhase = new Set(taskRows.filter((t) => t.phase_id === phaseId && t.state !== 'CANCELLED').map((t) => t.id));
        const tasks = applyResets(taskRows, resets);
        const steps = applyResets(stepRows, resets);
        for (const [i, task] of tasks.entries()) expect(task.state).toBe(inPhase.has(task.id) ? 'PENDING' : taskRows[i]!.state);
        for (const [i, step] of steps.entries())
          expect(step.state).toBe(inPhase.has(step.task_id) && stepRows[i]!.state !== 'CANCELLED' ? 'PENDING' : stepRows[i]!.state);
      }),
    );
  });

  it('the current phase is the first unfinished one in plan order', () => {
    const phases = [
      { id: 'b', position: 1, state: 'RUNNING' as const },
      { id: 'a', position: 0, state: 'COMPLETED' as const },
      { id: 'c', position: 2, state: 'PLANNED' as const },
    ];
    expect(currentPhase(phases)?.id).toBe('b');
    expect(currentPhase(phases.map((p) => ({ ...p, state: p.id === 'c' ? ('SKIPPED' as const) : ('COMPLETED' as const) })))).toBeNull();
  });
});
