// Hierarchical recovery rules (plans/recovery.model.ts), property-tested over random sessions and plans.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhaseState, StepState, TaskState } from '../../src/db/tables/plans.ts';
import type { SessionState, Strategy } from '../../src/db/tables/sessions.ts';
import {
  isInterrupted,
  MAX_TASK_ATTEMPTS,
  planTaskContinuation,
  type RecoveryInput,
  type RecoveryPhase,
  type RecoveryTask,
  recommendRecovery,
  stuckTasks,
} from '../../src/plans/recovery.model.ts';
import { currentPhase } from '../../src/plans/state-reset.model.ts';
import { PHASE_STATES, STEP_STATES, TASK_STATES } from '../../src/plans/transition.model.ts';
import { isResumable, SESSION_STATES, STRATEGIES } from '../../src/sessions/session.model.ts';

const NOW = new Date('2030-01-01T00:00:00Z');

/** Random sessions (every state, with or without a live or expired lease, started or not) and plans. */
const recoveryInput = fc
  .record({
    state: fc.constantFrom<SessionState>(...SESSION_STATES),
    strategy: fc.constantFrom<Strategy>(...STRATEGIES),
    lease: fc.constantFrom('none', 'live', 'expired'),
    started: fc.boolean(),
    phases: fc.array(fc.constantFrom<PhaseState>(...PHASE_STATES), { minLength: 0, maxLength: 4 }),
    tasks: fc.array(
      fc.record({
        phase: fc.nat(),
        state: fc.constantFrom<TaskState>(...TASK_STATES),
        attempt: fc.integer({ min: 0, max: 5 }),
        ref: fc.option(fc.constantFrom('agent-1', 'agent-2', '  '), { nil: null }),
        deps: fc.array(fc.nat(), { maxLength: 3 }),
        steps: fc.array(fc.constantFrom<StepState>(...STEP_STATES), { maxLength: 3 }),
      }),
      { maxLength: 10 },
    ),
    shuffle: fc.integer(),
  })
  .map((raw): RecoveryInput & { shuffle: number; expires: Date | null } => {
    const expires = raw.lease === 'none' ? null : new Date(NOW.getTime() + (raw.lease === 'live' ? 60_000 : -60_000));
    const phases: RecoveryPhase[] = raw.phases.map((state, i) => ({ id: `p${i}`, position: i, state, name: `phase ${i}` }));
    const tasks: RecoveryTask[] = phases.length
      ? raw.tasks.map((task, i) => ({
          id: `t${i}`,
          key: `task-${i}`,
          phase_id: `p${task.phase % phases.length}`,
          position: i,
          state: task.state,
          depends_on: i === 0 ? [] : [...new Set(task.deps.map((d) => `t${d % i}`))],
          attempt: task.attempt,
          agent_session_ref: task.ref,
        }))
      : [];
    const steps = tasks.flatMap((task, i) => raw.tasks[i]!.steps.map((state) => ({ task_id: task.id, state })));
    return {
      session: {
        state: raw.state,
        strategy: raw.strategy,
        resumable: isResumable({ state: raw.state, lease_expires_at: expires }, NOW),
        started: raw.started,
      },
      phases,
      tasks,
      steps,
      shuffle: raw.shuffle,
      expires,
    };
  });

function shuffled<T>(rows: readonly T[], seed: number): T[] {
  const out = [...rows];
  let s = seed | 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) | 0;
    const j = Math.abs(s) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const hasRef = (task: RecoveryTask) => (task.agent_session_ref?.trim() ?? '') !== '';

describe('recommendRecovery', () => {
  it('gives exactly one recommendation to every interrupted session, and none to any other', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const plan = recommendRecovery(input);
        const finished = ['COMPLETED', 'FAILED', 'CANCELLED'].includes(input.session.state);
        const leased = input.expires !== null && input.expires > NOW;
        const interrupted = input.session.started && !finished && !leased;
        expect(plan === null).toBe(!interrupted);
        expect(isInterrupted(input.session)).toBe(interrupted);
        if (!plan) return;
        expect(['RESUME_AGENT', 'RESTART_PHASE', 'RESUME_SESSION', 'MARK_FAILED']).toContain(plan.action);
        expect(plan.reason.length).toBeGreaterThan(20);
      }),
      { numRuns: 1000 },
    );
  });

  it('never recommends RESUME_AGENT without a RESUMABLE task of the current phase with an agentSessionRef, and picks the first', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const plan = recommendRecovery(input);
        if (plan?.action !== 'RESUME_AGENT') return;
        const task = input.tasks.find((t) => t.id === plan.taskId)!;
        expect(task.state).toBe('RESUMABLE');
        expect(hasRef(task)).toBe(true);
        expect(plan.agentSessionRef).toBe(task.agent_session_ref!.trim());
        expect(task.phase_id).toBe(currentPhase(input.phases)!.id);
        const earlier = input.tasks.filter((t) => t.phase_id === task.phase_id && t.position < task.position);
        expect(earlier.some((t) => t.state === 'RESUMABLE' && hasRef(t))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('recommends RESUME_AGENT whenever such a task exists and recovery is possible', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const plan = recommendRecovery(input);
        if (!plan || plan.action === 'MARK_FAILED') return;
        const phase = currentPhase(input.phases);
        const candidate = input.tasks.some((t) => t.phase_id === phase?.id && t.state === 'RESUMABLE' && hasRef(t));
        expect(plan.action === 'RESUME_AGENT').toBe(candidate);
      }),
      { numRuns: 1000 },
    );
  });

  it('restarts only the current, started phase, and only when it has failed work or agents that cannot be resumed', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const plan = recommendRecovery(input);
        if (!plan || plan.action === 'MARK_FAILED' || plan.action === 'RESUME_AGENT') return;
        const phase = currentPhase(input.phases);
        const phaseTasks = input.tasks.filter((t) => t.phase_id === phase?.id);
        const strands = phaseTasks.some((t) => t.state === 'FAILED' || t.state === 'RESUMABLE');
        const started = phase?.state === 'RUNNING' || phase?.state === 'FAILED';
        expect(plan.action === 'RESTART_PHASE').toBe(Boolean(started && strands));
        if (plan.action === 'RESTART_PHASE') expect(plan.phaseId).toBe(phase!.id);
        else expect(plan).toMatchObject({ action: 'RESUME_SESSION', taskId: null, phaseId: null, agentSessionRef: null });
      }),
      { numRuns: 1000 },
    );
  });

  it('marks failed exactly when a task used up its attempts or nothing can ever start', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const plan = recommendRecovery(input);
        if (!plan) return;
        const exhausted = input.tasks.some((t) => t.state === 'FAILED' && t.attempt >= MAX_TASK_ATTEMPTS);
        const stuck = stuckTasks(input.session.strategy, input.tasks) !== null;
        expect(plan.action === 'MARK_FAILED').toBe(exhausted || stuck);
        if (stuck) {
          expect(input.session.strategy).toBe('ADAPTIVE');
          expect(input.tasks.some((t) => t.state === 'CANCELLED')).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on the order rows are read in', () => {
    fc.assert(
      fc.property(recoveryInput, (input) => {
        const again = { ...input, phases: shuffled(input.phases, input.shuffle), tasks: shuffled(input.tasks, input.shuffle + 1) };
        expect(recommendRecovery(again)).toEqual(recommendRecovery(input));
      }),
      { numRuns: 500 },
    );
  });
});

describe('recommendRecovery, by example', () => {
  const session = { state: 'RUNNING' as const, strategy: 'ADAPTIVE' as const, resumable: true, started: true };
  const phase = (id: string, position: number, state: PhaseState): RecoveryPhase => ({ id, position, state, name: id });
  const task = (id: string, phaseId: string, state: TaskState, extra: Partial<RecoveryTask> = {}): RecoveryTask => ({
    id,
    key: id,
    phase_id: phaseId,
    position: Number(id.replace(/\D/g, '')),
    state,
    depends_on: [],
    attempt: state === 'PENDING' ? 0 : 1,
    agent_session_ref: null,
    ...extra,
  });

  it('stays null while a runner holds a live lease, and for a session never started', () => {
    const phases = [phase('a', 0, 'RUNNING')];
    const tasks = [task('t1', 'a', 'RESUMABLE', { agent_session_ref: 'x' })];
    expect(recommendRecovery({ session: { ...session, resumable: false }, phases, tasks, steps: [] })).toBeNull();
    expect(recommendRecovery({ session: { ...session, started: false }, phases, tasks, steps: [] })).toBeNull();
  });

  it('resumes a crashed RUNNING task step by step (RESUME_SESSION), not by restarting its phase', () => {
    const plan = recommendRecovery({ session, phases: [phase('a', 0, 'RUNNING')], tasks: [task('t1', 'a', 'RUNNING', { agent_session_ref: 'r' })], steps: [] });
    expect(plan).toMatchObject({ action: 'RESUME_SESSION' });
    expect(plan!.reason).toContain('agentSessionRef');
  });

  it('fails a session whose ADAPTIVE plan waits on a cancelled task', () => {
    const tasks = [task('t1', 'a', 'CANCELLED'), task('t2', 'a', 'PENDING', { depends_on: ['t1'] }), task('t3', 'b', 'PENDING', { depends_on: ['t2'] })];
    const phases = [phase('a', 0, 'RUNNING'), phase('b', 1, 'PLANNED')];
    expect(recommendRecovery({ session, phases, tasks, steps: [] })).toMatchObject({ action: 'MARK_FAILED' });
    expect(recommendRecovery({ session: { ...session, strategy: 'PARALLEL' }, phases, tasks, steps: [] })).toMatchObject({ action: 'RESUME_SESSION' });
  });
});

describe('planTaskContinuation', () => {
  it("covers only the task's own steps and never rolls files back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ task: fc.constantFrom('t1', 't2'), state: fc.constantFrom<StepState>(...STEP_STATES), applied: fc.option(fc.boolean()) }), {
          maxLength: 8,
        }),
        (rows) => {
          const steps = rows.map((row, i) => ({ id: `s${i}`, task_id: row.task, position: i, kind: 'WRITE' as const, state: row.state, reversible: true }));
          const plan = planTaskContinuation({
            strategy: 'SEQUENTIAL',
            phase: { id: 'p', position: 0, state: 'RUNNING' },
            task: { id: 't1', phase_id: 'p', position: 0, state: 'RESUMABLE', depends_on: [] },
            steps,
            writeApplied: (id) => rows[Number(id.slice(1))]!.applied,
          });
          const own = new Set(steps.filter((s) => s.task_id === 't1').map((s) => s.id));
          const mentioned = [...plan.skippedSteps, ...plan.pendingSteps, ...plan.inProgress.map((d) => d.stepId)];
          for (const id of mentioned) expect(own.has(id)).toBe(true);
          for (const decision of plan.inProgress) expect(decision.action).not.toBe('ROLLBACK_AND_RETRY');
        },
      ),
      { numRuns: 500 },
    );
  });
});
