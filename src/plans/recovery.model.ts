// Hierarchical recovery, pure: what to do with an interrupted session, from the
// narrowest level that can work: one agent (RESUME_AGENT), its phase (RESTART_PHASE), the whole session
// (RESUME_SESSION), or none (MARK_FAILED). And the continuation of one task's steps, for resumeTask.
import type { PhaseState, StepState, TaskState } from '../db/tables/plans.ts';
import type { SessionState, Strategy } from '../db/tables/sessions.ts';
import { type ContinuationPlan, type PlannerPhase, type PlannerStep, type PlannerTask, planContinuation } from './continuation.model.ts';
import { currentPhase } from './state-reset.model.ts';

export const RECOVERY_ACTIONS = ['RESUME_AGENT', 'RESTART_PHASE', 'RESUME_SESSION', 'MARK_FAILED'] as const;
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number];

/** A task that has FAILED after this many attempts (starts) is not retried again: the session is to be failed. */
export const MAX_TASK_ATTEMPTS = 3;

export type RecoverySession = {
  state: SessionState;
  strategy: Strategy;
  /** Not finished and no live lease (sessions/session.model.ts isResumable). */
  resumable: boolean;
  /** It ran at some point (started_at is set): a session never started has nothing to recover. */
  started: boolean;
};
export type RecoveryPhase = { id: string; position: number; state: PhaseState; name: string };
export type RecoveryTask = {
  id: string;
  key: string;
  phase_id: string;
  position: number;
  state: TaskState;
  depends_on: readonly string[];
  attempt: number;
  agent_session_ref: string | null;
};
export type RecoveryStep = { task_id: string; state: StepState };

export type RecoveryInput = {
  session: RecoverySession;
  phases: readonly RecoveryPhase[];
  tasks: readonly RecoveryTask[];
  steps: readonly RecoveryStep[];
};

export type RecoveryPlan = {
  action: RecoveryAction;
  reason: string;
  /** RESUME_AGENT: the task to resume; MARK_FAILED: the task that used up its attempts, when that is why. */
  taskId: string | null;
  /** RESUME_AGENT: what to pass to the agent CLI's --resume. */
  agentSessionRef: string | null;
  /** RESTART_PHASE: the phase to restart. */
  phaseId: string | null;
};

const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];
const hasRef = (task: RecoveryTask) => (task.agent_session_ref?.trim() ?? '') !== '';
const byPosition = <T extends { position: number; id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const keys = (tasks: readonly RecoveryTask[]) => tasks.map((task) => `"${task.key}"`).join(', ');

/** Interrupted: it ran, is not finished, and no runner holds a live lease on it. Only these get a recommendation. */
export function isInterrupted(session: RecoverySession): boolean {
  return session.resumable && session.started;
}

/**
 * The one recommendation for an interrupted session (null for any other), by the first rule that holds:
 * 1. MARK_FAILED: a task FAILED after MAX_TASK_ATTEMPTS attempts, or (ADAPTIVE) every unfinished task waits on a
 *    cancelled task, directly or through others, so nothing can ever run and the plan can never finish.
 * 2. RESUME_AGENT: the current phase (the first, in plan order, not COMPLETED or SKIPPED) has a RESUMABLE task with
 *    an agentSessionRef: the first such, in plan order.
 * 3. RESTART_PHASE: the current phase is RUNNING or FAILED and has a FAILED task (attempts left) or a RESUMABLE task
 *    whose agent cannot be resumed (no agentSessionRef).
 * 4. RESUME_SESSION: anything else (work in flight when the runner stopped, which CONTINUE judges step by step; a
 *    phase not begun or paused; every phase finished).
 */
export function recommendRecovery(input: RecoveryInput): RecoveryPlan | null {
  if (!isInterrupted(input.session)) return null;
  const failed = markFailed(input);
  if (failed) return failed;
  const phase = currentPhase(byPosition(input.phases));
  const phaseTasks = phase ? byPosition(input.tasks.filter((task) => task.phase_id === phase.id)) : [];
  const agent = phaseTasks.find((task) => task.state === 'RESUMABLE' && hasRef(task));
  if (agent) {
    const steps = input.steps.filter((step) => step.task_id === agent.id);
    const done = steps.filter((step) => step.state === 'COMPLETED' || step.state === 'CANCELLED').length;
    return {
      ...none('RESUME_AGENT'),
      taskId: agent.id,
      agentSessionRef: agent.agent_session_ref!.trim(),
      reason:
        `Task "${agent.key}" was interrupted (${done} of ${steps.length} steps done) and its agent can pick up its own session ` +
        `("${agent.agent_session_ref!.trim()}"): call resumeTask for it, then run the agent CLI with --resume and that reference. The rest of the session is left as it is.`,
    };
  }
  if (phase && (phase.state === 'RUNNING' || phase.state === 'FAILED')) {
    const failedTasks = phaseTasks.filter((task) => task.state === 'FAILED');
    const lost = phaseTasks.filter((task) => task.state === 'RESUMABLE');
    if (failedTasks.length || lost.length) {
      const why = [
        failedTasks.length ? `task(s) ${keys(failedTasks)} failed (fewer than ${MAX_TASK_ATTEMPTS} attempts so far)` : '',
        lost.length ? `task(s) ${keys(lost)} were interrupted without an agentSessionRef, so no agent can pick up where they stopped` : '',
      ].filter(Boolean);
      return {
        ...none('RESTART_PHASE'),
        phaseId: phase.id,
        reason:
          `In phase "${phase.name}", ${why.join('; ')}. Restarting the phase runs it again from a clean start: its tasks and steps go back to ` +
          'PENDING and the files its steps declared back to before it began; earlier phases and the conversation are kept. Call resumeSession with mode RESTART_PHASE.',
      };
    }
  }
  return { ...none('RESUME_SESSION'), reason: resumeSessionReason(phase, phaseTasks) };
}

function none(action: RecoveryAction): RecoveryPlan {
  return { action, reason: '', taskId: null, agentSessionRef: null, phaseId: null };
}

function markFailed({ session, tasks }: RecoveryInput): RecoveryPlan | null {
  const exhausted = byPosition(tasks).find((task) => task.state === 'FAILED' && task.attempt >= MAX_TASK_ATTEMPTS);
  if (exhausted) {
    return {
      ...none('MARK_FAILED'),
      taskId: exhausted.id,
      reason:
        `Task "${exhausted.key}" failed ${exhausted.attempt} times (at most ${MAX_TASK_ATTEMPTS} attempts are made), so another run is unlikely to help: ` +
        'end the session with failSession (give this as the reason) and carry its work on in a new session.',
    };
  }
  const stuck = stuckTasks(session.strategy, tasks);
  if (stuck) {
    return {
      ...none('MARK_FAILED'),
      reason:
        `Nothing can run any more: every unfinished task (${keys(stuck)}) waits on a cancelled task, directly or through another, and ADAPTIVE ` +
        'starts a task only once its dependencies have completed, so the plan can never finish. End the session with failSession.',
    };
  }
  return null;
}

/**
 * ADAPTIVE only (the other strategies do not wait on dependencies): the unfinished tasks when every one of them is
 * blocked for good, else null. A task is blocked when it still has to start (it is not RUNNING) and one of its
 * dependencies is CANCELLED or blocked itself. A dependency that is no longer in the plan blocks nothing.
 */
export function stuckTasks(strategy: Strategy, tasks: readonly RecoveryTask[]): RecoveryTask[] | null {
  if (strategy !== 'ADAPTIVE') return null;
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const memo = new Map<string, boolean>();
  const blocked = (task: RecoveryTask): boolean => {
    const known = memo.get(task.id);
    if (known !== undefined) return known;
    memo.set(task.id, false); // a cycle (plans refuse them) blocks nothing
    const result =
      !FINISHED.includes(task.state) &&
      task.state !== 'RUNNING' &&
      task.depends_on.some((id) => {
        const dependency = byId.get(id);
        return dependency !== undefined && (dependency.state === 'CANCELLED' || blocked(dependency));
      });
    memo.set(task.id, result);
    return result;
  };
  const unfinished = byPosition(tasks).filter((task) => !FINISHED.includes(task.state));
  return unfinished.length > 0 && unfinished.every(blocked) ? unfinished : null;
}

function resumeSessionReason(phase: RecoveryPhase | null, tasks: readonly RecoveryTask[]): string {
  const call = 'Call resumeSession (mode CONTINUE): completed work is skipped and in-flight steps are judged one by one.';
  if (!phase) return `Every phase is finished; ${call.replace('Call', 'call')} Then complete the session (completeSession).`;
  if (phase.state === 'PAUSED') return `Phase "${phase.name}" was paused on purpose; resume it (resumePhase) when it should go on. ${call}`;
  // Agents that were at work (running, or paused with the session) and keep a session of their own: named with it.
  const agents = tasks
    .filter((task) => (task.state === 'RUNNING' || task.state === 'PAUSED') && hasRef(task))
    .map(
      (task) =>
        ` Task "${task.key}" can then continue in its agent's own session (agentSessionRef "${task.agent_session_ref!.trim()}"): run the agent CLI with --resume and that reference.`,
    )
    .join('');
  const running = tasks.filter((task) => task.state === 'RUNNING');
  if (running.length) {
    return `Task(s) ${keys(running)} were running when the session stopped; their steps can be continued where they stopped. ${call}${agents}`;
  }
  return `Phase "${phase.name}" has no work that was cut off (nothing in flight, nothing failed). ${call}${agents}`;
}

/**
 * The continuation of one task's steps (resumeTask): completed steps skipped, the rest in order, in-flight ones
 * judged as resumeSession judges them, except that resumeTask never changes files: a step resumeSession would roll
 * back is retried as the files are (its reason says so).
 */
export function planTaskContinuation(input: {
  strategy: Strategy;
  phase: PlannerPhase;
  task: PlannerTask;
  steps: readonly PlannerStep[];
  writeApplied: (stepId: string) => boolean | null;
}): ContinuationPlan {
  const plan = planContinuation({
    strategy: input.strategy,
    phases: [input.phase],
    tasks: [input.task],
    steps: input.steps.filter((step) => step.task_id === input.task.id),
    inProgressStrategy: 'ROLLBACK_RETRY',
    writeApplied: input.writeApplied,
  });
  const reason =
    'resumeTask leaves files as they are: check the files it declared, then run it again (resumeSession would roll them back to the last code checkpoint first)';
  return {
    ...plan,
    inProgress: plan.inProgress.map((decision) => (decision.action === 'ROLLBACK_AND_RETRY' ? { ...decision, action: 'RETRY', reason } : decision)),
  };
}
