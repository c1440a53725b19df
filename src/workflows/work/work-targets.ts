// What the writes of a batch (recordWork) name, found on its locked session and kept for the batch: conversations by
// id, tasks and steps by id or by the keys the runner gave them. A step the batch itself added is known by its key
// without a look-up (a tool use is a step added, started and completed, often in one batch). Keys are looked up as
// they are stored: redacted, as revisions store them.
import { findConversationsByIds } from '../../conversations/conversation.queries.ts';
import type { Conversation } from '../../db/tables/conversations.ts';
import type { Step } from '../../db/tables/plans.ts';
import { NotFoundError, ValidationError } from '../../errors/domain.ts';
import { InvalidPlanError, PlanProblem } from '../../errors/plan.ts';
import { findStepsByIds } from '../../plans/plan.queries.ts';
import { findStepByKey, findTaskIdByKey } from '../../plans/plan-keys.queries.ts';
import type { AppliedRevision } from '../../plans/plan-revision.service.ts';
import type { LockedSession } from '../../reporting/locked-session.ts';

/** A task named by its id or by its key in the plan (one of the two). */
export type TaskTarget = { taskId?: string | null; taskKey?: string | null };
/** A step named by its id or by its idempotency key (one of the two). */
export type StepTarget = { stepId?: string | null; stepKey?: string | null };

type StepRef = Pick<Step, 'id' | 'task_id'>;

export type Targets = { conversations: Map<string, Conversation>; tasks: Map<string, string>; steps: Map<string, StepRef> };

/** The batch's targets, knowing the conversations it read already. */
export function newTargets(conversations: readonly Conversation[] = []): Targets {
  return { conversations: new Map(conversations.map((conversation) => [conversation.id, conversation])), tasks: new Map(), steps: new Map() };
}

/** A conversation of the caller's (appendMessages then refuses one of another session as not found). */
export async function conversationOf(locked: LockedSession, targets: Targets, id: string): Promise<Conversation> {
  const known = targets.conversations.get(id);
  if (known) return known;
  const [conversation] = await findConversationsByIds(locked.work.trx, locked.caller.viewer.ownerId, [id]);
  if (!conversation) throw new NotFoundError('Conversation', id);
  targets.conversations.set(id, conversation);
  return conversation;
}

function oneOf(id: string | null | undefined, key: string | null | undefined, what: 'task' | 'step', field: string): void {
  if ((id == null) === (key == null)) throw new ValidationError(field, `name the ${what} by ${what}Id or by ${what}Key (one of the two).`);
}

/** The id of the task named (one of the session's, by key; by id, the part refuses one of another session). */
export async function taskIdOf(locked: LockedSession, targets: Targets, target: TaskTarget, field: string): Promise<string> {
  oneOf(target.taskId, target.taskKey, 'task', field);
  if (target.taskId != null) return target.taskId;
  const key = locked.work.redact.text(target.taskKey!);
  let id = targets.tasks.get(key);
  if (!id) {
    id = await findTaskIdByKey(locked.work.trx, locked.session.id, key);
    if (!id)
      throw new InvalidPlanError(PlanProblem.UNKNOWN_KEY, [key], `The plan has no task ${key}; name a task of the plan in force by its key, or add it first.`);
    targets.tasks.set(key, id);
  }
  return id;
}

/** The step named, with its task: one of the session's. */
export async function stepOf(locked: LockedSession, targets: Targets, target: StepTarget, field: string): Promise<StepRef> {
  oneOf(target.stepId, target.stepKey, 'step', field);
  const { work, session } = locked;
  if (target.stepId != null) {
    const [step] = await findStepsByIds(work.trx, locked.caller.viewer.ownerId, [target.stepId]);
    if (!step || step.session_id !== session.id) throw new NotFoundError('Step', target.stepId);
    return step;
  }
  const key = work.redact.text(target.stepKey!);
  let step = targets.steps.get(key);
  if (!step) {
    step = await findStepByKey(work.trx, session.id, key);
    if (!step)
      throw new InvalidPlanError(
        PlanProblem.UNKNOWN_KEY,
        [key],
        `The plan has no step ${key}; name a step of the session by its idempotency key, or add it first.`,
      );
    targets.steps.set(key, step);
  }
  return step;
}

/** Steps a revision of the batch added, known from now on by their keys. */
export function learnSteps(targets: Targets, added: AppliedRevision['steps']): void {
  for (const step of added) targets.steps.set(step.key, { id: step.id, task_id: step.taskId });
}
