// Session.compare: how a session differs from another of its owner's (typically a fork and its source): the code of
// their newest code checkpoints, their plans' states, and where their conversations part (compare-conversations.ts).
// Each part is computed only when asked for. Read-only: the code is diffed from the owner's stored objects, whichever
// workspaces the two sessions work in.
import type { Caller } from '../../caller.ts';
import { checkpointCodeDiff } from '../../capture/checkpoint-code.ts';
import { type CheckpointHead, findLastWorkCodeCheckpoint } from '../../checkpoints/checkpoint.queries.ts';
import type { Step, Task } from '../../db/tables/plans.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import type { FileDiff } from '../../objects/diff.model.ts';
import { findStepsByTaskIds, findTasksBySessionIds } from '../../plans/plan.queries.ts';
import { comparePlans, type PlanComparison } from '../../plans/plan-comparison.model.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';

/** The two sessions compared: `here` is the one asked about, `there` the one it is compared with. */
export type SessionPair = { here: Session; there: Session };

/** The pair, once `otherId` is known to be one of the caller's sessions. */
export async function pairSessions(caller: Caller, here: Session, otherId: string): Promise<SessionPair> {
  if (otherId === here.id) return { here, there: here };
  const [there] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [otherId]);
  if (!there) throw new NotFoundError('Session', otherId);
  return { here, there };
}
export const pairSessionsThrows = throws(NotFoundError);

export type CodeComparison = {
  /** The other session's newest code checkpoint (the diff's base); null when it has none. */
  from: CheckpointHead | null;
  /** This session's newest code checkpoint; null when it has none. */
  to: CheckpointHead | null;
  files: FileDiff[];
  /** Why there is no diff, when there is none to make. */
  note: string | null;
};

function missingCode(side: string): string {
  return `${side} has no code checkpoint (none with a code snapshot, undo points of resumes and rewinds aside), so there is no code to compare; take a checkpoint with code there first.`;
}

/**
 * The code from the other session's newest code checkpoint to this one's (RESUME and REWIND undo points left out):
 * what this session's files have that the other's do not.
 */
export async function compareCode(caller: Caller, pair: SessionPair): Promise<CodeComparison> {
  const [to, from] = await Promise.all([findLastWorkCodeCheckpoint(caller.db, pair.here.id), findLastWorkCodeCheckpoint(caller.db, pair.there.id)]);
  const base = { from: from ?? null, to: to ?? null, files: [] as FileDiff[] };
  if (!to) return { ...base, note: missingCode('This session') };
  if (!from) return { ...base, note: missingCode('The other session') };
  if (from.code_tree === to.code_tree) return { ...base, note: null };
  return { ...base, files: await checkpointCodeDiff(caller, from, to), note: null };
}
export const compareCodeThrows = throws(ObjectsMissingError, ValidationError);

export type PlanStateComparison = PlanComparison<Task, Step> & { planRevision: number; otherPlanRevision: number };

/** The two plans in force, side by side (plans/plan-comparison.model.ts): two statements for both sessions. */
export async function comparePlanStates(caller: Caller, pair: SessionPair): Promise<PlanStateComparison> {
  const tasks = await findTasksBySessionIds(caller.db, [...new Set([pair.here.id, pair.there.id])]);
  const steps = await findStepsByTaskIds(
    caller.db,
    tasks.map((task) => task.id),
  );
  const planOf = (session: Session) => {
    const own = tasks.filter((task) => task.session_id === session.id);
    const ids = new Set(own.map((task) => task.id));
    return { tasks: own, steps: steps.filter((step) => ids.has(step.task_id)) };
  };
  return {
    ...comparePlans(planOf(pair.here), planOf(pair.there)),
    planRevision: pair.here.plan_revision,
    otherPlanRevision: pair.there.plan_revision,
  };
}
