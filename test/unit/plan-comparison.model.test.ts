// Two plans side by side (Session.compare's plan part), pure: tasks matched by key, steps by unique title then
// position, and only differences reported.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepState, TaskState } from '../../src/db/tables/plans.ts';
import { type ComparedStep, type ComparedTask, comparePlans, matchSteps } from '../../src/plans/plan-comparison.model.ts';

const task = (id: string, key: string, state: TaskState = 'PENDING'): ComparedTask => ({ id, key, state });
const step = (id: string, taskId: string, position: number, title: string, state: StepState = 'PENDING'): ComparedStep => ({
  id,
  task_id: taskId,
  position,
  title,
  state,
});
const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id);

describe('comparePlans', () => {
  it('reports tasks of the same key in other states, and tasks only one side has', () => {
    const here = { tasks: [task('h1', 'read', 'COMPLETED'), task('h2', 'build', 'RUNNING'), task('h3', 'docs')], steps: [] };
    const there = { tasks: [task('t1', 'read', 'COMPLETED'), task('t2', 'build', 'PENDING'), task('t4', 'ship')], steps: [] };
    const result = comparePlans(here, there);
    expect(result.taskStates).toEqual([{ key: 'build', here: here.tasks[1], there: there.tasks[1] }]);
    expect(ids(result.tasksOnlyHere)).toEqual(['h3']);
    expect(ids(result.tasksOnlyThere)).toEqual(['t4']);
  });

  it('matches steps by a title unique on both sides, the rest by position; steps of unmatched tasks are not listed', () => {
    const here = {
      tasks: [task('h1', 'build'), task('h2', 'docs')],
      steps: [
        step('a', 'h1', 0, 'write', 'COMPLETED'),
        step('b', 'h1', 1, 'lint', 'COMPLETED'), // inserted by a revision: the others keep their titles
        step('c', 'h1', 2, 'test', 'RUNNING'),
        step('d', 'h1', 3, 'retry', 'FAILED'),
        step('e', 'h1', 4, 'retry', 'PENDING'),
        step('z', 'h2', 0, 'only in docs'),
      ],
    };
    const there = {
      tasks: [task('t1', 'build')],
      steps: [
        step('A', 't1', 0, 'write', 'COMPLETED'),
        step('C', 't1', 1, 'test', 'PENDING'),
        step('D', 't1', 3, 'retry', 'PENDING'),
        step('E', 't1', 4, 'retry', 'PENDING'),
        step('F', 't1', 5, 'deploy'),
      ],
    };
    const result = comparePlans(here, there);
    expect(result.stepStates.map((d) => [d.taskKey, d.here.id, d.there.id])).toEqual([
      ['build', 'c', 'C'],
      ['build', 'd', 'D'],
    ]);
    expect(ids(result.stepsOnlyHere)).toEqual(['b']);
    expect(ids(result.stepsOnlyThere)).toEqual(['F']);
    expect(ids(result.tasksOnlyHere)).toEqual(['h2']);
  });

  const state = fc.constantFrom<TaskState & StepState>('PENDING', 'RUNNING', 'COMPLETED', 'FAILED');
  const plan = fc
    .uniqueArray(
      fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), state, steps: fc.array(fc.tuple(fc.constantFrom('x', 'y', 'z'), state), { maxLength: 4 }) }),
      {
        selector: (t) => t.key,
        maxLength: 5,
      },
    )
    .map((tasks) => ({
      tasks: tasks.map((t, i) => task(`task-${i}-${t.key}`, t.key, t.state)),
      steps: tasks.flatMap((t, i) => t.steps.map(([title, s], p) => step(`step-${i}-${p}`, `task-${i}-${t.key}`, p, title, s))),
    }));

  it('finds no difference between a plan and itself, and the same differences seen from either side', () => {
    fc.assert(
      fc.property(plan, plan, (a, b) => {
        expect(comparePlans(a, a)).toEqual({ taskStates: [], tasksOnlyHere: [], tasksOnlyThere: [], stepStates: [], stepsOnlyHere: [], stepsOnlyThere: [] });
        const there = comparePlans(a, b);
        const back = comparePlans(b, a);
        expect(ids(back.tasksOnlyHere)).toEqual(ids(there.tasksOnlyThere));
        expect(ids(back.tasksOnlyThere).sort()).toEqual(ids(there.tasksOnlyHere).sort());
        expect(back.taskStates.map((d) => d.key).sort()).toEqual(there.taskStates.map((d) => d.key).sort());
        expect(back.stepStates.length).toBe(there.stepStates.length);
        // Every step of a task both have is paired or listed on its side, exactly once.
        const shared = new Set(a.tasks.filter((t) => b.tasks.some((o) => o.key === t.key)).map((t) => t.id));
        const sharedSteps = a.steps.filter((s) => shared.has(s.task_id)).length;
        const paired = a.tasks
          .filter((t) => shared.has(t.id))
          .reduce((sum, t) => {
            const other = b.tasks.find((o) => o.key === t.key)!;
            return (
              sum +
              matchSteps(
                a.steps.filter((s) => s.task_id === t.id),
                b.steps.filter((s) => s.task_id === other.id),
              ).pairs.length
            );
          }, 0);
        expect(paired + there.stepsOnlyHere.length).toBe(sharedSteps);
      }),
    );
  });
});
