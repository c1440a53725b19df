// The session as a runner reads it: its tasks in plan order with their steps (kind, input, state, attempt), and the
// ids of what its writes name by key (tasks, their steps, the conversations of tasks). Read when a run begins its work on a plan, and when a write names a task or a
// step this process has no id for (a run continued from another machine's state, say).
import type { SavepointClient } from '../client/client.ts';
import { RunnerSessionDocument, RunnerTaskStepsDocument, type RunnerTaskStepsQuery } from '../client/gql/operations.ts';
import { narrow } from '../client/results.ts';
import type { Ids, Unresolved } from './ids.ts';

type TaskNode = Extract<RunnerTaskStepsQuery['node'], { __typename: 'Task' }>;
export type PlanStep = NonNullable<TaskNode['steps']>['nodes'][number];
export type PlanTask = { id: string; key: string; state: string; attempt: number; steps: PlanStep[] };
export type SessionPlan = {
  id: string;
  state: string;
  workspaceId: string;
  conversation: string | null;
  /** The conversations of tasks, by the task's key. */
  conversations: Record<string, string>;
  tasks: PlanTask[];
};

/** The session's state, supervisor conversation, the conversations of its tasks and its tasks (without their steps). */
async function readSession(client: SavepointClient, sessionId: string) {
  const session = narrow((await client.request(RunnerSessionDocument, { id: sessionId })).session, 'Session');
  const nodes = session.conversations?.nodes ?? [];
  const conversation = nodes.find((node) => node.kind === 'SUPERVISOR')?.id ?? null;
  const conversations = Object.fromEntries(nodes.flatMap((node) => (node.kind === 'TASK' && node.task ? [[node.task.key, node.id]] : [])));
  return { session, conversation, conversations };
}

/** Every step of a task, in order (page by page). */
async function readSteps(client: SavepointClient, taskId: string): Promise<PlanStep[]> {
  const steps: PlanStep[] = [];
  for (let after: string | null = null; ; ) {
    const task: TaskNode = narrow((await client.request(RunnerTaskStepsDocument, { id: taskId, after })).node, 'Task');
    steps.push(...task.steps!.nodes);
    if (!task.steps!.pageInfo.hasNextPage) return steps;
    after = task.steps!.pageInfo.endCursor ?? null;
  }
}

/** The whole plan: tasks in plan order (the order a runner may take them in), each with its steps. */
export async function readPlan(client: SavepointClient, sessionId: string): Promise<SessionPlan> {
  const { session, conversation, conversations } = await readSession(client, sessionId);
  const tasks = await Promise.all((session.tasks?.nodes ?? []).map(async (task) => ({ ...task, steps: await readSteps(client, task.id) })));
  return { id: session.id, state: session.state, workspaceId: session.workspace.id, conversation, conversations, tasks };
}

/** Takes the plan's ids in: tasks by key, the steps not yet completed by their idempotency key. */
export function learnPlan(ids: Ids, plan: SessionPlan): void {
  ids.workspaceId ??= plan.workspaceId;
  ids.conversation ??= plan.conversation;
  ids.conversations = { ...plan.conversations, ...ids.conversations };
  for (const task of plan.tasks) {
    ids.tasks[task.key] = task.id;
    for (const step of task.steps) if (step.state !== 'COMPLETED') ids.steps[step.idempotencyKey] = step.id;
  }
}

/**
 * Looks up what `missing` names: the session's tasks and conversations; for a step, the steps of every task (the
 * step's task is not known from its key).
 */
export async function refreshIds(client: SavepointClient, ids: Ids, missing: Unresolved): Promise<void> {
  if (!ids.sessionId) return; // nothing to ask: the session itself is not made yet
  if (missing.kind === 'step') {
    learnPlan(ids, await readPlan(client, ids.sessionId));
    return;
  }
  const { session, conversation, conversations } = await readSession(client, ids.sessionId);
  ids.conversation ??= conversation;
  ids.conversations = { ...conversations, ...ids.conversations };
  ids.workspaceId ??= session.workspace.id;
  for (const task of session.tasks?.nodes ?? []) ids.tasks[task.key] = task.id;
}
