// planRevision, pure: random revisions of random plans are refused with a typed error, or give a plan that passes
// validatePlan with positions 0..n-1 everywhere and no started work changed. Plus the rules, case by case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhaseState, TaskState } from '../../src/db/tables/plans.ts';
import { NotFoundError, ValidationError } from '../../src/errors/domain.ts';
import { InvalidPlanError } from '../../src/errors/plan.ts';
import { validatePlan } from '../../src/plans/plan.model.ts';
import { needsDependencies, planRevision, type RevisedPlan } from '../../src/plans/plan-revision.model.ts';
import type { Revision } from '../../src/plans/plan-revision-input.model.ts';
import { type CurrentPlan, isPendingTask } from '../../src/plans/plan-revision-state.model.ts';

type Step = { title: string };
type NewTask = { key: string; title: string; dependsOn?: readonly string[]; steps?: readonly Step[] };
type AnyRevision = Revision<Step, NewTask>;

const ids = () => {
  let n = 0;
  return () => `new-${n++}`;
};

/** The plan after a revision, as rows: what the service would leave in force. */
function applied(current: CurrentPlan, revised: RevisedPlan<Step, NewTask>) {
  const phasePosition = new Map(current.phases.map((p) => [p.id, p.position]));
  for (const { id, position } of revised.phasePositions) phasePosition.set(id, position);
  for (const phase of revised.phases) phasePosition.set(phase.id, phase.position);
  const tasks = new Map(
    current.tasks.map((t) => [t.id, { id: t.id, key: t.key, phaseId: t.phaseId, position: t.position, dependsOn: [...(t.dependsOn ?? [])] }]),
  );
  for (const { id, phaseId, position } of revised.taskPositions) Object.assign(tasks.get(id)!, { phaseId, position });
  for (const { taskId, dependsOn } of revised.dependencies) tasks.get(taskId)!.dependsOn = dependsOn;
  for (const task of revised.tasks)
    tasks.set(task.id, { id: task.id, key: task.input.key, phaseId: task.phaseId, position: task.position, dependsOn: task.dependsOn });
  return { phasePosition, tasks: [...tasks.values()] };
}

const phaseState = fc.constantFrom<PhaseState>('PLANNED', 'PLANNED', 'PLANNED', 'PLANNED', 'RUNNING', 'COMPLETED', 'PAUSED', 'SKIPPED');
const taskState = fc.constantFrom<TaskState>(
  'PENDING',
  'PENDING',
  'PENDING',
  'PENDING',
  'PENDING',
  'RUNNING',
  'COMPLETED',
  'FAILED',
  'RESUMABLE',
  'CANCELLED',
  'PAUSED',
);

/** Random plans: 1–4 phases (keys p0..), tasks t0.. depending only on earlier tasks. */
const plans = fc
  .record({
    phases: fc.array(phaseState, { minLength: 1, maxLength: 4 }),
    tasks: fc.array(fc.record({ phase: fc.nat(), state: taskState, attempt: fc.nat(2), deps: fc.array(fc.nat(), { maxLength: 2 }) }), { maxLength: 8 }),
  })
  .map(({ phases, tasks }): CurrentPlan => {
    const perPhase = new Map<number, number>();
    return {
      phases: phases.map((state, i) => ({ id: `p${i}-id`, key: `p${i}`, name: `Phase ${i}`, position: i * 2, state })), // gaps: as after a restore
      tasks: tasks.map((task, i) => {
        const phase = task.phase % phases.length;
        const position = perPhase.get(phase) ?? 0;
        perPhase.set(phase, position + 1);
        return {
          id: `t${i}-id`,
          key: `t${i}`,
          phaseId: `p${phase}-id`,
          position,
          state: task.state,
          attempt: task.state === 'PENDING' ? 0 : task.attempt,
          dependsOn: i === 0 ? [] : [...new Set(task.deps.map((d) => `t${d % i}-id`))],
        };
      }),
    };
  });

/** Random revisions of a plan: one to three changes, naming mostly what the plan has (sometimes what it lacks). */
function revisionsOf(current: CurrentPlan): fc.Arbitrary<AnyRevision> {
  const mostly = (known: string[], unknown: string[]) =>
    known.length
      ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 9 }, { arbitrary: fc.constantFrom(...unknown), weight: 1 })
      : fc.constantFrom(...unknown);
  const taskKey = mostly(
    current.tasks.map((t) => t.key),
    ['n0', 'ghost'],
  );
  const phaseKey = mostly(
    current.phases.map((p) => p.key!),
    ['q0', 'ghost'],
  );
  const position = fc.option(fc.nat(6), { nil: undefined });
  const newTasks = fc.array(
    fc.record({
      key: fc.constantFrom('n0', 'n1', 'n2', 'n3', 't1'),
      title: fc.constant('T'),
      dependsOn: fc.array(fc.oneof(taskKey, fc.constantFrom('n0', 'n1')), { maxLength: 2 }),
      steps: fc.constant([{ title: 's' }]),
    }),
    { maxLength: 2 },
  );
  const change: fc.Arbitrary<AnyRevision> = fc.oneof(
    fc.record({
      addPhases: fc.array(
        fc.record({ key: fc.option(fc.constantFrom('q0', 'q1', 'p0'), { nil: undefined }), name: fc.constant('New'), position, tasks: newTasks }),
        { minLength: 1, maxLength: 2 },
      ),
    }),
    fc.record({ addTasks: fc.array(fc.record({ phaseKey, tasks: newTasks, position }), { minLength: 1, maxLength: 2 }) }),
    fc.record({ addSteps: fc.array(fc.record({ taskKey, steps: fc.constant([{ title: 'more' }]) }), { minLength: 1, maxLength: 2 }) }),
    fc.record({ skipPhases: fc.array(fc.record({ phaseKey, reason: fc.constant('why') }), { minLength: 1, maxLength: 2 }) }),
    fc.record({ skipTasks: fc.array(fc.record({ taskKey, reason: fc.constant('why') }), { minLength: 1, maxLength: 2 }) }),
    fc.record({ movePhases: fc.array(fc.record({ phaseKey, position: fc.nat(5) }), { minLength: 1, maxLength: 2 }) }),
    fc.record({
      moveTasks: fc.array(fc.record({ taskKey, phaseKey: fc.option(phaseKey, { nil: undefined }), position: fc.nat(4) }), { minLength: 1, maxLength: 2 }),
    }),
    fc.record({
      setDependencies: fc.array(fc.record({ taskKey, dependsOn: fc.array(fc.oneof(taskKey, fc.constantFrom('n0')), { maxLength: 2 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => Object.assign({}, ...changes) as AnyRevision);
}

const plansAndRevisions = plans.chain((current) => revisionsOf(current).map((revision) => [current, revision] as const));

describe('planRevision, property-tested', () => {
  it('refuses with a typed error, or gives a valid plan with positions 0..n-1 and no started work changed', () => {
    let accepted = 0;
    fc.assert(
      fc.property(plansAndRevisions, ([current, revision]) => {
        let revised: RevisedPlan<Step, NewTask>;
        try {
          // As the service reads it: without the dependencies unless the revision re-links tasks.
          const read = needsDependencies(revision) ? current : { ...current, tasks: current.tasks.map((t) => ({ ...t, dependsOn: null })) };
          revised = planRevision(read, revision, ids());
        } catch (error) {
          expect(
            [InvalidPlanError, ValidationError, NotFoundError].some((type) => error instanceof type),
            String(error),
          ).toBe(true);
          return;
        }
        accepted++;
        const { phasePosition, tasks } = applied(current, revised);
        // Positions: 0..n-1 among phases, and within each phase.
        expect([...phasePosition.values()].sort((a, b) => a - b)).toEqual([...phasePosition.keys()].map((_, i) => i));
        for (const phaseId of phasePosition.keys()) {
          const positions = tasks.filter((t) => t.phaseId === phaseId).map((t) => t.position);
          expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
        }
        // The revised plan is a valid plan.
        const keyOf = new Map(tasks.map((t) => [t.id, t.key]));
        const phases = [...phasePosition].sort((a, b) => a[1] - b[1]);
        validatePlan(
          phases.map(([id]) => ({
            tasks: tasks.filter((t) => t.phaseId === id).map((t) => ({ key: t.key, dependsOn: t.dependsOn.map((d) => keyOf.get(d)!) })),
          })),
        );
        // No started work changed.
        const byId = new Map(current.tasks.map((t) => [t.id, t]));
        const started = current.tasks.filter((t) => !isPendingTask(t));
        for (const task of started) {
          expect(revised.skippedTasks.map((s) => s.id)).not.toContain(task.id);
          expect(revised.dependencies.map((d) => d.taskId)).not.toContain(task.id);
          expect(tasks.find((t) => t.id === task.id)!.phaseId).toBe(task.phaseId);
        }
        for (const entry of revised.steps.filter((s) => !s.isNew)) expect(['COMPLETED', 'CANCELLED']).not.toContain(byId.get(entry.taskId)!.state);
        const phaseState = new Map(current.phases.map((p) => [p.id, p.state]));
        for (const skip of revised.skippedPhases) expect(phaseState.get(skip.id)).toBe('PLANNED');
        for (const task of revised.tasks) {
          const state = phaseState.get(task.phaseId);
          if (state) expect(['PLANNED', 'RUNNING', 'PAUSED']).toContain(state);
        }
        const lastStarted = Math.max(-1, ...current.phases.filter((p) => p.state !== 'PLANNED').map((p) => phasePosition.get(p.id)!));
        for (const phase of revised.phases) expect(phase.position).toBeGreaterThan(lastStarted);
        for (const move of revision.movePhases ?? []) expect(phasePosition.get(`${move.phaseKey}-id`)).toBeGreaterThan(lastStarted);
      }),
      { numRuns: 2_000 },
    );
    expect(accepted).toBeGreaterThan(150); // about 1 in 8 is accepted: the rest are refusals, also checked // the generator reaches accepted revisions, not only refusals
  });
});

describe('planRevision, case by case', () => {
  const current: CurrentPlan = {
    phases: [
      { id: 'a', key: 'a', name: 'A', position: 0, state: 'RUNNING' },
      { id: 'b', key: 'b', name: 'B', position: 1, state: 'PLANNED' },
    ],
    tasks: [
      { id: 'x', key: 'x', phaseId: 'a', position: 0, state: 'RUNNING', attempt: 1, dependsOn: [] },
      { id: 'y', key: 'y', phaseId: 'a', position: 1, state: 'PENDING', attempt: 0, dependsOn: ['x'] },
      { id: 'z', key: 'z', phaseId: 'b', position: 0, state: 'PAUSED', attempt: 0, dependsOn: [] },
    ],
  };
  const revise = (revision: AnyRevision) => planRevision(current, revision, ids());
  const refusal = (revision: AnyRevision) => {
    try {
      revise(revision);
    } catch (error) {
      return error as InvalidPlanError;
    }
    throw new Error('expected a refusal');
  };

  it('clamps positions past the end, and applies changes in their documented order', () => {
    const revised = revise({ addPhases: [{ key: 'c', name: 'C', position: 99 }], movePhases: [{ phaseKey: 'b', position: 99 }] });
    expect(revised.phases).toEqual([{ id: 'new-0', key: 'c', name: 'C', description: null, position: 1 }]);
    expect(revised.phasePositions).toEqual([{ id: 'b', position: 2 }]);
  });

  it('counts a task paused before it ever started as pending, and skips a phase with its new tasks', () => {
    const revised = revise({ addTasks: [{ phaseKey: 'b', tasks: [{ key: 'w', title: 'W' }] }], skipPhases: [{ phaseKey: 'b', reason: 'later' }] });
    expect(revised.skippedPhases).toEqual([{ id: 'b', reason: 'later', from: 'PLANNED' }]);
    expect(revised.skippedTasks).toEqual([
      { id: 'z', reason: 'later' },
      { id: 'new-0', reason: 'later' },
    ]);
    expect(revise({ setDependencies: [{ taskKey: 'z', dependsOn: ['y'] }] }).dependencies).toEqual([{ taskId: 'z', dependsOn: ['y'] }]);
  });

  it('reports the first kind of problem with all its offenders', () => {
    expect(refusal({ skipTasks: [{ taskKey: 'x', reason: 'r' }], moveTasks: [{ taskKey: 'q', position: 0 }] })).toMatchObject({
      problem: 'UNKNOWN_KEY',
      keys: ['q'],
    });
    expect(refusal({ skipTasks: [{ taskKey: 'x', reason: 'r' }], movePhases: [{ phaseKey: 'b', position: 0 }] })).toMatchObject({
      problem: 'NOT_PENDING',
      keys: ['x (RUNNING)', 'phase b (before a, which has started)'],
    });
    expect(refusal({ setDependencies: [{ taskKey: 'y', dependsOn: ['y'] }] })).toMatchObject({ problem: 'DEPENDENCY_CYCLE', keys: ['y', 'y'] });
    expect(refusal({ skipPhases: [{ phaseId: 'nope', reason: 'r' }] })).toBeInstanceOf(NotFoundError);
    const loop = [
      { key: 'm', title: 'M', dependsOn: ['n'] },
      { key: 'n', title: 'N', dependsOn: ['y', 'm'] },
    ];
    expect(refusal({ addTasks: [{ phaseKey: 'b', tasks: loop }] })).toMatchObject({ problem: 'DEPENDENCY_CYCLE', keys: ['m', 'n', 'm'] });
  });
});
