// Pausing and resuming a whole phase with its tasks (pause.model plans it; plan.service moves each task). A task
// alone is paused and resumed through plan.service transitionTask ('pause', 'resume').
import type { Phase, Task } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import { NotFoundError } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import { planPhasePause, planPhaseResume } from './pause.model.ts';
import { lockPhase, lockSessionPhase, lockSessionTasksIn, lockTasksOfPhase, markPausedWithSession, updatePhase } from './plan.queries.ts';
import type { PhaseAction } from './transition.model.ts';
import { moveTask, transitionTask } from './transition.service.ts';

/**
 * Pauses a phase (it and each unfinished task of it PAUSED; running steps of running tasks interrupted) or resumes
 * it (each paused task RESUMABLE, the phase in the state its tasks then give it); returns the phase and the tasks it moved. Records `phase.state_changed`
 * `{ phaseId, from, to, action }` first, then each task's change. Needs the session locked.
 */
export async function transitionPhase(
  work: Work,
  session: Session,
  phaseId: string,
  action: PhaseAction,
  reason?: string | null,
): Promise<{ phase: Phase; moved: Task[] }> {
  const phase = await lockSessionPhase(work.trx, session.id, phaseId);
  if (!phase) throw new NotFoundError('Phase', phaseId);
  const tasks = await lockTasksOfPhase(work.trx, phase.id);
  const plan = action === 'pause' ? planPhasePause(phase, tasks) : planPhaseResume(phase, tasks);
  const now = new Date();
  const updated = await updatePhase(work.trx, phase.id, {
    state: plan.to,
    started_at: phase.started_at ?? (plan.to !== 'PLANNED' && plan.to !== 'PAUSED' ? now : null),
    completed_at: plan.to === 'COMPLETED' ? now : null,
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'phase.state_changed',
    data: { phaseId: phase.id, from: phase.state, to: plan.to, action, ...(reason ? { reason } : {}) },
  });
  const moved = new Set(plan.tasks);
  const taskAction = action === 'pause' ? 'pause' : 'resume';
  const changed: Task[] = [];
  for (const task of tasks.filter((row) => moved.has(row.id))) {
    changed.push(await moveTask(work, session, updated, task, taskAction, action === 'pause' ? { reason } : {}));
  }
  return { phase: updated, moved: changed };
}

/**
 * Pausing the session pauses its running agents: each running task PAUSED (its running steps RESUMABLE), marked as
 * paused with the session, so that resuming the session resumes exactly these (a task a person paused on its own
 * stays paused). Needs the session locked; returns the tasks it paused.
 */
export async function pauseRunningTasks(work: Work, session: Session, reason: string | null): Promise<Task[]> {
  const paused: Task[] = [];
  for (const task of await lockSessionTasksIn(work.trx, session.id, 'RUNNING')) {
    paused.push((await transitionTask(work, session, task.id, 'pause', { reason: reason ?? 'the session was paused' })).task);
  }
  await markPausedWithSession(
    work.trx,
    paused.map((task) => task.id),
    true,
  );
  return paused;
}

/**
 * Resuming the session resumes the tasks its pause paused: RESUMABLE, startable again (the continuation planner
 * judges the steps they had begun). One whose phase was paused since stays with its phase (resumePhase brings it
 * back). Needs the session locked; returns the tasks it resumed.
 */
export async function resumeTasksPausedWithSession(work: Work, session: Session): Promise<Task[]> {
  const tasks = await lockSessionTasksIn(work.trx, session.id, 'PAUSED', true);
  const resumed: Task[] = [];
  for (const task of tasks) {
    const phase = await lockPhase(work.trx, task.phase_id);
    if (phase.state !== 'PAUSED') resumed.push((await transitionTask(work, session, task.id, 'resume', { reason: 'the session was resumed' })).task);
  }
  await markPausedWithSession(
    work.trx,
    tasks.map((task) => task.id),
    false,
  );
  return resumed;
}
