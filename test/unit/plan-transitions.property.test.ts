// The plan's transition tables and the pause rules that tie them together, property-tested: a pure model of a
// session's phases, tasks and steps, driven by random sequences of actions exactly as plan.service and
// pause.service apply them, never reaches an illegal state, and a refused action changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhaseState, StepState, TaskState } from '../../src/db/tables/plans.ts';
import type { Strategy } from '../../src/db/tables/sessions.ts';
import { InvalidTransitionError } from '../../src/errors/transition.ts';
import { planPhasePause, planPhaseResume, planStepMove, planTaskMove, restoredPhaseState, type StepMover } from '../../src/plans/pause.model.ts';
import { readyTasks } from '../../src/plans/schedule.model.ts';
import { applyResets, restartPhaseResets } from '../../src/plans/state-reset.model.ts';
import {
  derivePhaseState,
  PHASE_STATES,
  PHASE_TRANSITIONS,
  STEP_STATES,
  STEP_TRANSITIONS,
  type StepAction,
  TASK_STATES,
  TASK_TRANSITIONS,
  type TaskAction,
} from '../../src/plans/transition.model.ts';

type Phase = { id: string; position: number; state: PhaseState };
type Task = { id: string; phase_id: string; position: number; state: TaskState; depends_on: string[] };
type Step = { id: string; task_id: string; position: number; kind: 'READ'; reversible: boolean; state: StepState };
type Model = { phases: Phase[]; tasks: Task[]; steps: Step[] };

type Action =
  | { on: 'task'; action: TaskAction; index: number }
  | { on: 'step'; action: StepAction; index: number; step: number; by: StepMover }
  | { on: 'phase'; action: 'pause' | 'resume' | 'restart'; index: number };

const STRATEGIES: Strategy[] = ['PARALLEL', 'SEQUENTIAL', 'ADAPTIVE', 'PIPELINE'];
// Starts weigh more, so that work is often under way when a pause, a failure or a cancellation comes.
const TASK_ACTIONS: TaskAction[] = ['start', 'start', 'start', 'complete', 'fail', 'interrupt', 'reset', 'cancel', 'pause', 'pause', 'resume', 'skip'];
const STEP_ACTIONS: StepAction[] = ['start', 'start', 'start', 'complete', 'fail', 'interrupt', 'rollBack'];
const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];

/** A plan of 1 to 3 phases of 1 to 4 tasks (each depending on earlier ones at random) of 1 to 3 steps. */
const plan: fc.Arbitrary<Model> = fc
  .array(fc.array(fc.record({ steps: fc.integer({ min: 1, max: 3 }), deps: fc.array(fc.nat(), { maxLength: 2 }) }), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((shape) => {
    const model: Model = { phases: [], tasks: [], steps: [] };
    shape.forEach((tasks, p) => {
      model.phases.push({ id: `p${p}`, position: p, state: 'PLANNED' });
      tasks.forEach((task, position) => {
        const earlier = model.tasks.map((t) => t.id);
        const depends_on = earlier.length ? [...new Set(task.deps.map((d) => earlier[d % earlier.length]!))] : [];
        const id = `t${model.tasks.length}`;
        model.tasks.push({ id, phase_id: `p${p}`, position, state: 'PENDING', depends_on });
        for (let s = 0; s < task.steps; s++) {
          model.steps.push({ id: `${id}s${s}`, task_id: id, position: s, kind: 'READ', reversible: true, state: 'PENDING' });
        }
      });
    });
    return model;
  });

// Small indices half the time, so actions meet the same few tasks and steps often enough to interleave.
const index = fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 1 }) }, { weight: 1, arbitrary: fc.nat() });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ on: fc.constant('task' as const), action: fc.constantFrom(...TASK_ACTIONS), index }) },
  {
    weight: 5,
    arbitrary: fc.record({
      on: fc.constant('step' as const),
      action: fc.constantFrom(...STEP_ACTIONS),
      index,
      step: fc.nat({ max: 2 }),
      by: fc.constantFrom<StepMover>('runner', 'runner', 'server'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      on: fc.constant('phase' as const),
      action: fc.constantFrom('pause' as const, 'resume' as const, 'resume' as const, 'restart' as const),
      index,
    }),
  },
);

const pick = <T>(rows: readonly T[], index: number): T | undefined => rows[index % Math.max(rows.length, 1)];
const tasksOf = (model: Model, phaseId: string) => model.tasks.filter((task) => task.phase_id === phaseId);
const phaseOf = (model: Model, task: Task) => model.phases.find((phase) => phase.id === task.phase_id)!;

/** plan.service moveTask: the task's move and its running steps', in its phase as given. */
function moveTask(model: Model, phase: Phase, task: Task, act: TaskAction): void {
  const running = task.state === 'RUNNING' ? model.steps.filter((step) => step.task_id === task.id && step.state === 'RUNNING') : [];
  const move = planTaskMove(phase, task, act, running);
  for (const stepMove of move.steps) model.steps.find((step) => step.id === stepMove.id)!.state = stepMove.to;
  task.state = move.to;
}

/** plan.service followPhase. */
function followPhase(model: Model, phase: Phase, derive = derivePhaseState): void {
  phase.state = derive(
    phase.state,
    tasksOf(model, phase.id).map((task) => task.state),
  );
}

/** One action as the services apply it; throws the refusal (the service's transaction would then roll back). */
function apply(model: Model, act: Action): void {
  if (act.on === 'task') {
    const task = pick(model.tasks, act.index)!;
    moveTask(model, phaseOf(model, task), task, act.action);
    followPhase(model, phaseOf(model, task));
  } else if (act.on === 'step') {
    const task = pick(model.tasks, act.index)!;
    const step = pick(
      model.steps.filter((row) => row.task_id === task.id),
      act.step,
    )!;
    step.state = planStepMove(task, step, act.action, act.by);
  } else {
    const phase = pick(model.phases, act.index)!;
    const tasks = tasksOf(model, phase.id);
    if (act.action === 'restart') {
      // restoreStates: the resets applied, then the phase follows (a paused one stays so only while nothing is back).
      const resets = restartPhaseResets(phase.id, model.tasks, model.steps);
      model.tasks = applyResets(model.tasks, resets);
      model.steps = applyResets(model.steps, resets);
      followPhase(model, phase, restoredPhaseState);
      return;
    }
    const planned = act.action === 'pause' ? planPhasePause(phase, tasks) : planPhaseResume(phase, tasks);
    phase.state = planned.to;
    for (const task of tasks.filter((row) => planned.tasks.includes(row.id))) moveTask(model, phase, task, act.action);
  }
}

/** What is wrong with the model, if anything (plain checks: this runs after each of tens of thousands of actions). */
function problemsOf(model: Model): string[] {
  const problems: string[] = [];
  const taskById = new Map(model.tasks.map((task) => [task.id, task]));
  const phaseById = new Map(model.phases.map((phase) => [phase.id, phase]));
  for (const step of model.steps) {
    if (!STEP_STATES.includes(step.state)) problems.push(`step ${step.id} is ${step.state}, not a step state`);
    if (step.state === 'RUNNING' && taskById.get(step.task_id)!.state !== 'RUNNING') problems.push(`step ${step.id} runs, its task does not`);
  }
  for (const task of model.tasks) {
    if (!TASK_STATES.includes(task.state)) problems.push(`task ${task.id} is ${task.state}, not a task state`);
    if (task.state === 'RUNNING' && phaseById.get(task.phase_id)!.state === 'PAUSED') problems.push(`task ${task.id} runs in a paused phase`);
  }
  for (const phase of model.phases) {
    if (!PHASE_STATES.includes(phase.state)) problems.push(`phase ${phase.id} is ${phase.state}, not a phase state`);
    const awake = tasksOf(model, phase.id).filter((task) => task.state !== 'PAUSED' && !FINISHED.includes(task.state));
    if (phase.state === 'PAUSED' && awake.length) problems.push(`paused phase ${phase.id} has ${awake.map((t) => `${t.id} ${t.state}`).join(', ')}`);
  }
  for (const strategy of STRATEGIES) {
    for (const ready of readyTasks(strategy, model.phases, model.tasks)) {
      if (ready.state === 'PAUSED' || phaseById.get(ready.phase_id)!.state === 'PAUSED') problems.push(`${strategy} offers ${ready.id} (${ready.state})`);
    }
  }
  return problems;
}

describe('plan transitions with pauses, as a random walk', () => {
  it('never reaches an illegal state, and a refused action changes nothing', () => {
    const seen = { pausedPhase: 0, pausedTask: 0, resumedPhase: 0, interruptedByPause: 0, refused: 0 };
    fc.assert(
      fc.property(plan, fc.array(action, { minLength: 20, maxLength: 120, size: 'max' }), (initial, actions) => {
        const model = structuredClone(initial);
        for (const act of actions) {
          const before = structuredClone(model);
          try {
            apply(model, act);
          } catch (error) {
            if (!(error instanceof InvalidTransitionError)) throw error;
            expect(JSON.stringify(model), `refused ${JSON.stringify(act)} changed the model`).toBe(JSON.stringify(before));
            seen.refused++;
            continue;
          }
          const problems = problemsOf(model);
          if (problems.length) expect(problems, `after ${JSON.stringify(act)}`).toEqual([]);
          if (act.on === 'phase' && act.action === 'pause') seen.pausedPhase++;
          if (act.on === 'phase' && act.action === 'resume') seen.resumedPhase++;
          if (act.action === 'pause') {
            if (act.on === 'task') {
              seen.pausedTask++;
              const task = pick(model.tasks, act.index)!;
              if (task.state !== TASK_TRANSITIONS.pause.to) expect(task.state, 'a paused task').toBe(TASK_TRANSITIONS.pause.to);
            }
            // Whatever a pause stopped (a task, or every task of a phase): its running steps are RESUMABLE now.
            const paused = new Set(model.tasks.filter((task) => task.state === 'PAUSED').map((task) => task.id));
            const wasRunning = before.steps.filter((step) => paused.has(step.task_id) && step.state === 'RUNNING');
            const notInterrupted = wasRunning.filter((step) => model.steps.find((row) => row.id === step.id)!.state !== STEP_TRANSITIONS.interrupt.to);
            if (notInterrupted.length) expect(notInterrupted, 'running steps of a paused task').toEqual([]);
            seen.interruptedByPause += wasRunning.length;
          }
        }
      }),
      { numRuns: 300 },
    );
    // The walk really went where the rules matter.
    expect(seen.pausedPhase).toBeGreaterThan(20);
    expect(seen.resumedPhase).toBeGreaterThan(5);
    expect(seen.pausedTask).toBeGreaterThan(20);
    expect(seen.interruptedByPause).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(100);
  });
});

describe('the pause rules, case by case', () => {
  const phase = (state: PhaseState): Phase => ({ id: 'p', position: 0, state });
  const task = (state: TaskState): Task => ({ id: 't', phase_id: 'p', position: 0, state, depends_on: [] });
  const step = (state: StepState) => ({ id: 's', state });

  it('pausing a running task interrupts its running steps; cancelling cancels them; completing waits for them', () => {
    expect(planTaskMove(phase('RUNNING'), task('RUNNING'), 'pause', [step('RUNNING')])).toEqual({
      to: 'PAUSED',
      steps: [{ id: 's', action: 'interrupt', from: 'RUNNING', to: 'RESUMABLE' }],
    });
    expect(planTaskMove(phase('RUNNING'), task('RUNNING'), 'fail', [step('RUNNING')]).steps[0]).toMatchObject({ to: 'RESUMABLE' });
    expect(planTaskMove(phase('RUNNING'), task('RUNNING'), 'cancel', [step('RUNNING')]).steps[0]).toMatchObject({ to: 'CANCELLED' });
    expect(() => planTaskMove(phase('RUNNING'), task('RUNNING'), 'complete', [step('RUNNING')])).toThrow(/Complete or fail the step first/);
    expect(planTaskMove(phase('RUNNING'), task('RUNNING'), 'complete', [step('COMPLETED')])).toEqual({ to: 'COMPLETED', steps: [] });
  });

  it('in a paused phase a task may only be paused or finished: starting or resuming one names resumePhase', () => {
    expect(() => planTaskMove(phase('PAUSED'), task('PAUSED'), 'resume', [])).toThrow(/resumePhase/);
    expect(() => planTaskMove(phase('PAUSED'), task('PENDING'), 'start', [])).toThrow(/resumePhase/);
    expect(planTaskMove(phase('PAUSED'), task('PAUSED'), 'skip', []).to).toBe('CANCELLED');
    expect(planTaskMove(phase('PAUSED'), task('PAUSED'), 'cancel', []).to).toBe('CANCELLED');
  });

  it("a paused task's steps cannot start, and a runner cannot complete or fail them; the server may complete an applied one", () => {
    for (const act of ['start', 'complete', 'fail'] as const) {
      expect(() => planStepMove(task('PAUSED'), step('RESUMABLE'), act, 'runner')).toThrow(/resumeTask/);
    }
    expect(() => planStepMove(task('PAUSED'), step('RESUMABLE'), 'start', 'server')).toThrow(/resumeTask/);
    expect(planStepMove(task('PAUSED'), step('RESUMABLE'), 'complete', 'server')).toBe('COMPLETED');
    expect(planStepMove(task('RUNNING'), step('PENDING'), 'start', 'runner')).toBe('RUNNING');
  });

  it('pauses a phase with its unfinished tasks only, refuses one with nothing unfinished, and resumes to the state its tasks give', () => {
    const tasks = [
      { id: 'a', state: 'COMPLETED' as const },
      { id: 'b', state: 'RUNNING' as const },
      { id: 'c', state: 'FAILED' as const },
      { id: 'd', state: 'PENDING' as const },
    ];
    expect(planPhasePause(phase('RUNNING'), tasks)).toEqual({ to: 'PAUSED', tasks: ['b', 'c', 'd'] });
    expect(() => planPhasePause(phase('RUNNING'), [{ id: 'a', state: 'COMPLETED' }])).toThrow(/nothing to pause/);
    expect(() => planPhasePause(phase('PLANNED'), [])).toThrow(/nothing to pause/);
    for (const state of ['COMPLETED', 'SKIPPED', 'PAUSED'] as const) expect(() => planPhasePause(phase(state), tasks)).toThrow(InvalidTransitionError);
    expect(PHASE_TRANSITIONS.pause.from).toEqual(['PLANNED', 'RUNNING', 'FAILED']);

    const paused = [
      { id: 'a', state: 'COMPLETED' as const },
      { id: 'b', state: 'PAUSED' as const },
    ];
    expect(planPhaseResume(phase('PAUSED'), paused)).toEqual({ to: 'RUNNING', tasks: ['b'] });
    expect(planPhaseResume(phase('PAUSED'), [{ id: 'a', state: 'COMPLETED' }])).toEqual({ to: 'COMPLETED', tasks: [] });
    expect(() => planPhaseResume(phase('RUNNING'), paused)).toThrow(/It is RUNNING already/);
  });

  it('a task transition inside a paused phase leaves it paused; a restore that puts work back unpauses it', () => {
    expect(derivePhaseState('PAUSED', ['COMPLETED', 'CANCELLED'])).toBe('PAUSED');
    expect(restoredPhaseState('PAUSED', ['PAUSED', 'COMPLETED'])).toBe('PAUSED');
    expect(restoredPhaseState('PAUSED', ['PENDING', 'PENDING'])).toBe('PLANNED');
    expect(restoredPhaseState('RUNNING', ['PENDING'])).toBe('PLANNED');
  });
});
