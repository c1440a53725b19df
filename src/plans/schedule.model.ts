// What may start now under each strategy (PARALLEL, SEQUENTIAL, ADAPTIVE by dependencies, PIPELINE by phase), pure.
import type { Phase, Task, TaskState } from '../db/tables/plans.ts';
import type { Strategy } from '../db/tables/sessions.ts';

type PlanPhase = Pick<Phase, 'id' | 'position' | 'state'>;
type PlanTask = Pick<Task, 'id' | 'phase_id' | 'position' | 'state' | 'depends_on'>;

// PAUSED is not startable: a paused task waits for resumeTask (or resumePhase); FAILED waits for a decision.
const STARTABLE: readonly TaskState[] = ['PENDING', 'RESUMABLE'];
const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];

/** Tasks in execution order: by phase position, then position within the phase. */
export function orderTasks<T extends PlanTask>(phases: readonly PlanPhase[], tasks: readonly T[]): T[] {
  const phasePosition = new Map(phases.map((phase) => [phase.id, phase.position]));
  return [...tasks].sort((a, b) => (phasePosition.get(a.phase_id) ?? 0) - (phasePosition.get(b.phase_id) ?? 0) || a.position - b.position);
}

/** What may start now under the strategy. Nothing of a paused phase, and no paused task, is ever ready. */
export function readyTasks<T extends PlanTask>(strategy: Strategy, phases: readonly PlanPhase[], tasks: readonly T[]): T[] {
  const ordered = orderTasks(phases, tasks);
  const paused = new Set(phases.filter((phase) => phase.state === 'PAUSED').map((phase) => phase.id));
  const startable = (task: T) => STARTABLE.includes(task.state) && !paused.has(task.phase_id);
  switch (strategy) {
    case 'PARALLEL':
      return ordered.filter(startable);
    case 'SEQUENTIAL': {
      const next = ordered.find((task) => !FINISHED.includes(task.state));
      return next && startable(next) ? [next] : [];
    }
    case 'ADAPTIVE': {
      const completed = new Set(ordered.filter((task) => task.state === 'COMPLETED').map((task) => task.id));
      return ordered.filter((task) => startable(task) && task.depends_on.every((dep) => completed.has(dep)));
    }
    case 'PIPELINE': {
      const stage = [...phases]
        .sort((a, b) => a.position - b.position)
        .find((phase) => phase.state !== 'SKIPPED' && ordered.some((task) => task.phase_id === phase.id && !FINISHED.includes(task.state)));
      return stage ? ordered.filter((task) => task.phase_id === stage.id && startable(task)) : [];
    }
  }
}
