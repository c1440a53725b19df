// The continuation planner, property-tested over random plans and random interruption points.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepKind, StepState, TaskState } from '../../src/db/tables/plans.ts';
import type { Strategy } from '../../src/db/tables/sessions.ts';
import { executionOrder, type PlannerStep, type PlannerTask, planContinuation } from '../../src/plans/continuation.model.ts';

const strategy = fc.constantFrom<Strategy>('PARALLEL', 'SEQUENTIAL', 'ADAPTIVE', 'PIPELINE');
const stepState = fc.constantFrom<StepState>('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'ROLLED_BACK');
const taskState = fc.constantFrom<TaskState>('PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'PAUSED');
const kind = fc.constantFrom<StepKind>('READ', 'WRITE', 'EXEC');

/** Random plans: 1–4 phases, tasks depending only on earlier tasks (plans refuse cycles), 0–4 steps each. */
const plan = fc
  .record({
    phases: fc.integer({ min: 1, max: 4 }),
    tasks: fc.array(
      fc.record({
        phase: fc.nat(),
        state: taskState,
        deps: fc.array(fc.nat(), { maxLength: 3 }),
        steps: fc.array(fc.record({ state: stepState, kind, reversible: fc.boolean(), applied: fc.option(fc.boolean()) }), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ phases, tasks }) => {
    const phaseRows = Array.from({ length: phases }, (_, i) => ({ id: `p${i}`, position: i, state: 'RUNNING' as const }));
    const taskRows: PlannerTask[] = tasks.map((task, i) => ({
      id: `t${i}`,
      phase_id: `p${task.phase % phases}`,
      position: i,
      state: task.state,
      depends_on: i === 0 ? [] : [...new Set(task.deps.map((d) => `t${d % i}`))],
    }));
    const applied = new Map<string, boolean | null>();
    const stepRows: PlannerStep[] = tasks.flatMap((task, i) =>
      task.steps.map((step, position) => {
        const id = `t${i}s${position}`;
        applied.set(id, step.applied);
        // A completed task's steps are completed: the lifecycle guarantees it.
        const state = task.state === 'COMPLETED' ? 'COMPLETED' : step.state;
        return { id, task_id: `t${i}`, position, kind: step.kind, state, reversible: step.reversible };
      }),
    );
    return { phases: phaseRows, tasks: taskRows, steps: stepRows, applied };
  });

describe('planContinuation', () => {
  it('never re-runs completed work and accounts for every other step exactly once', () => {
    fc.assert(
      fc.property(plan, strategy, fc.constantFrom('ROLLBACK_RETRY' as const, 'RETRY' as const), (p, s, inProgressStrategy) => {
        const result = planContinuation({ strategy: s, ...p, inProgressStrategy, writeApplied: (id) => p.applied.get(id) ?? null });
        const paused = new Set(p.tasks.filter((t) => t.state === 'PAUSED').map((t) => t.id));
        const completed = p.steps.filter((step) => step.state === 'COMPLETED');
        for (const { id, task_id } of completed) {
          expect(result.pendingSteps).not.toContain(id);
          expect(result.inProgress.map((d) => d.stepId)).not.toContain(id);
          if (!paused.has(task_id)) expect(result.skippedSteps).toContain(id);
        }
        expect(new Set(result.pendingSteps).size).toBe(result.pendingSteps.length);
        const cancelledTasks = new Set(p.tasks.filter((t) => t.state === 'CANCELLED').map((t) => t.id));
        const pausedTasks = new Set(p.tasks.filter((t) => t.state === 'PAUSED').map((t) => t.id));
        const expectedToRun = p.steps.filter(
          (step) =>
            !['COMPLETED', 'CANCELLED', 'RUNNING', 'RESUMABLE'].includes(step.state) && !cancelledTasks.has(step.task_id) && !pausedTasks.has(step.task_id),
        );
        for (const step of expectedToRun) expect(result.pendingSteps).toContain(step.id);
        // A paused task is held: none of its steps is judged or run until it is resumed.
        expect(result.heldTasks.sort()).toEqual([...pausedTasks].sort());
        const held = p.steps.filter((step) => pausedTasks.has(step.task_id)).map((step) => step.id);
        for (const id of held) expect([...result.pendingSteps, ...result.inProgress.map((d) => d.stepId)]).not.toContain(id);
        for (const decision of result.inProgress) {
          expect(decision.action === 'SKIP').toBe(!result.pendingSteps.includes(decision.stepId));
          if (decision.kind === 'READ') expect(decision.action).toBe('RETRY');
          if (decision.kind === 'WRITE' && p.applied.get(decision.stepId) === true) expect(decision.action).toBe('SKIP');
          if (decision.action === 'ROLLBACK_AND_RETRY') expect(inProgressStrategy).toBe('ROLLBACK_RETRY');
        }
        expect(result.skippedTasks.sort()).toEqual(
          p.tasks
            .filter((t) => t.state === 'COMPLETED' || t.state === 'CANCELLED')
            .map((t) => t.id)
            .sort(),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('queues pending steps after their dependencies (ADAPTIVE) and by position within a task', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const result = planContinuation({ strategy: 'ADAPTIVE', ...p, inProgressStrategy: 'ROLLBACK_RETRY', writeApplied: () => null });
        const retried = new Set(result.inProgress.filter((d) => d.action !== 'SKIP').map((d) => d.stepId));
        const queued = result.pendingSteps.filter((id) => !retried.has(id));
        const index = new Map(queued.map((id, i) => [id, i]));
        const step = new Map(p.steps.map((s) => [s.id, s]));
        const task = new Map(p.tasks.map((t) => [t.id, t]));
        for (const id of queued) {
          const own = step.get(id)!;
          for (const dep of task.get(own.task_id)!.depends_on) {
            for (const other of p.steps.filter((s) => s.task_id === dep && index.has(s.id))) expect(index.get(other.id)!).toBeLessThan(index.get(id)!);
          }
          for (const sibling of p.steps.filter((s) => s.task_id === own.task_id && s.position < own.position && index.has(s.id))) {
            expect(index.get(sibling.id)!).toBeLessThan(index.get(id)!);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('plans 10,000 steps', () => {
    const phases = [{ id: 'p', position: 0, state: 'RUNNING' as const }];
    const tasks = Array.from({ length: 1_000 }, (_, i) => ({
      id: `t${i}`,
      phase_id: 'p',
      position: i,
      state: (i < 500 ? 'COMPLETED' : 'PENDING') as TaskState,
      depends_on: i ? [`t${i - 1}`] : [],
    }));
    const steps = tasks.flatMap((t, i) =>
      Array.from({ length: 10 }, (_, s) => ({
        id: `${t.id}s${s}`,
        task_id: t.id,
        position: s,
        kind: 'WRITE' as const,
        state: (i < 500 ? 'COMPLETED' : 'PENDING') as StepState,
        reversible: true,
      })),
    );
    const result = planContinuation({ strategy: 'ADAPTIVE', phases, tasks, steps, inProgressStrategy: 'ROLLBACK_RETRY', writeApplied: () => null });
    expect(result.skippedSteps).toHaveLength(5_000);
    expect(result.pendingSteps).toHaveLength(5_000);
    expect(executionOrder('ADAPTIVE', phases, tasks)[0]!.id).toBe('t0');
  });

  it('rolls back only a step that declared files: one that declared none is simply retried', () => {
    const phases = [{ id: 'p', position: 0, state: 'RUNNING' as const }];
    const tasks = [{ id: 't', phase_id: 'p', position: 0, state: 'RUNNING' as TaskState, depends_on: [] }];
    const step = (id: string, declaredWrites: number | undefined) => ({
      id,
      task_id: 't',
      position: Number(id.slice(1)),
      kind: 'WRITE' as const,
      state: 'RUNNING' as StepState,
      reversible: true,
      declaredWrites,
    });
    const steps = [step('s0', 2), step('s1', 0), step('s2', undefined)];
    const result = planContinuation({ strategy: 'SEQUENTIAL', phases, tasks, steps, inProgressStrategy: 'ROLLBACK_RETRY', writeApplied: () => null });
    expect(result.inProgress.map((d) => [d.stepId, d.action])).toEqual([
      ['s0', 'ROLLBACK_AND_RETRY'],
      ['s1', 'RETRY'],
      ['s2', 'ROLLBACK_AND_RETRY'],
    ]);
  });
});
