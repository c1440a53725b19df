// One call to the server for one write under its own key (send-work.ts sends several in one recordWork call): the names resolved to ids,
// the lease token and the call's idempotency key attached, the answer read into what later writes need. An error as data throws a WriteRefusedError (its code and message); no answer throws the client's RequestError
// (the client has already sent it again, with the same key, as long as that was safe and might help).
import type { SavepointClient } from '../client/client.ts';
import {
  CompactConversationDocument,
  CompleteSessionDocument,
  CreateCheckpointDocument,
  CreateConversationDocument,
  CreateSessionDocument,
  FailSessionDocument,
  PauseSessionDocument,
  RecordEventDocument,
  RunnerAppendMessagesDocument,
  RunnerCompleteStepDocument,
  RunnerCompleteTaskDocument,
  RunnerFailStepDocument,
  RunnerFailTaskDocument,
  RunnerRevisePlanDocument,
  RunnerStartStepDocument,
  RunnerStartTaskDocument,
  StartSessionDocument,
  UpdateTodosDocument,
} from '../client/gql/operations.ts';
import { result } from '../client/results.ts';
import { WriteRefusedError } from './errors.ts';
import { type Ids, resolve } from './ids.ts';
import type { Answer, SessionSpec, Write } from './writes.ts';

export type SendContext = {
  client: SavepointClient;
  ids: Ids;
  /** The live lease's token (null before the session has one). */
  leaseToken: number | null;
  /** The workspace a new session goes in: its id, or the one its folder is attached as. */
  workspaceOf: (session: SessionSpec) => Promise<string>;
};

type Typed = { __typename?: string } | null | undefined;

/** Why the plan changed, as the kit says it of the tasks and steps a runner adds (in the plan.revised event). */
export const ADDED_REASON = { addTasks: 'the runner added tasks', addSteps: 'the runner added steps' } as const;

/** The success member of a union result, or a WriteRefusedError with the error's code and message. */
function accepted<U extends Typed>(op: string, value: U) {
  const answered = result(value as NonNullable<U> & { __typename?: string });
  if (!answered.ok) throw new WriteRefusedError(op, answered.error as unknown as Record<string, unknown>);
  return answered.value;
}

/** Sends `first`, one write, as its own call under its own key; answers what it made. */
export async function sendWrite(context: SendContext, first: Write): Promise<Answer> {
  const { client, ids, leaseToken } = context;
  const call = { idempotencyKey: first.key };
  const fenced = { leaseToken, idempotencyKey: call.idempotencyKey };
  switch (first.op) {
    case 'createSession': {
      const { folder: _, workspaceId: __, ...spec } = first.session;
      const input = { ...spec, workspaceId: await context.workspaceOf(first.session), ...call };
      const made = accepted(first.op, (await client.request(CreateSessionDocument, { input })).createSession);
      const { session } = made;
      const conversationId = session.conversations?.nodes.find((conversation) => conversation.kind === 'SUPERVISOR')?.id;
      const tasks = Object.fromEntries((session.tasks?.nodes ?? []).map((task) => [task.key, task.id]));
      return { sessionId: session.id, conversationId, tasks, replayed: made.replayed };
    }
    case 'startSession':
    case 'pauseSession':
    case 'completeSession':
    case 'failSession': {
      const input = { sessionId: resolve.session(ids), reason: first.reason, ...call };
      const document = {
        startSession: StartSessionDocument,
        pauseSession: PauseSessionDocument,
        completeSession: CompleteSessionDocument,
        failSession: FailSessionDocument,
      }[first.op];
      const answered = (await client.request(document as typeof StartSessionDocument, { input })) as Record<string, Typed>;
      accepted(first.op, answered[first.op]);
      return {};
    }
    case 'addTasks':
    case 'addSteps': {
      const change =
        first.op === 'addTasks'
          ? { addTasks: [{ phaseKey: first.phaseKey, position: first.position, tasks: first.tasks }] }
          : { addSteps: [{ taskKey: first.task, steps: first.steps }] };
      const input = {
        sessionId: resolve.session(ids),
        reason: ADDED_REASON[first.op],
        ...fenced,
        ...change,
      };
      const revised = accepted(first.op, (await client.request(RunnerRevisePlanDocument, { input })).revisePlan);
      const tasks = Object.fromEntries(revised.added.tasks.map((task) => [task.key, task.id]));
      const steps = Object.fromEntries(revised.added.steps.map((step) => [step.idempotencyKey, step.id]));
      return { tasks, steps, replayed: revised.replayed };
    }
    case 'startTask':
    case 'completeTask':
    case 'failTask':
    case 'startStep':
    case 'completeStep':
    case 'failStep': {
      const { document } = REPORTS[first.op];
      const target = 'task' in first ? { taskId: resolve.task(ids, first.task) } : { stepId: resolve.step(ids, first.step) };
      const input = { ...target, ...outcomeOf(first), ...fenced };
      accepted(first.op, ((await client.request(document as typeof RunnerStartTaskDocument, { input } as never)) as Record<string, Typed>)[first.op]);
      return {};
    }
    case 'createConversation': {
      const input = { sessionId: resolve.session(ids), kind: 'TASK' as const, taskId: resolve.task(ids, first.task), title: first.title, ...call };
      const made = accepted(first.op, (await client.request(CreateConversationDocument, { input })).createConversation);
      return { conversationId: made.conversation.id, replayed: made.replayed };
    }
    case 'appendMessages': {
      const input = { conversationId: resolve.conversation(ids, first.conversation), messages: first.messages, ...fenced };
      const appended = accepted(first.op, (await client.request(RunnerAppendMessagesDocument, { input })).appendMessages);
      return { messages: appended.messages.map((message) => message.id), replayed: appended.replayed };
    }
    case 'recordEvent': {
      const input = { sessionId: resolve.session(ids), type: first.type, data: first.data ?? {}, ...fenced };
      accepted(first.op, (await client.request(RecordEventDocument, { input })).recordEvent);
      return {};
    }
    case 'updateTodos': {
      const input = { sessionId: resolve.session(ids), taskId: first.task ? resolve.task(ids, first.task) : undefined, todos: first.todos, ...fenced };
      accepted(first.op, (await client.request(UpdateTodosDocument, { input })).updateTodos);
      return {};
    }
    case 'checkpoint': {
      const position = { taskId: first.task ? resolve.task(ids, first.task) : undefined, stepId: first.step ? resolve.step(ids, first.step) : undefined };
      const input = { sessionId: resolve.session(ids), label: first.label, kind: first.kind, includeCode: first.includeCode, ...position, ...fenced };
      const taken = accepted(first.op, (await client.request(CreateCheckpointDocument, { input })).createCheckpoint);
      return { checkpointId: taken.checkpoint.id, replayed: taken.replayed };
    }
    case 'compact': {
      const conversationId = resolve.conversation(ids, first.conversation);
      const input = { conversationId, summary: first.summary, tokenCount: first.tokenCount, upToMessageId: resolve.message(ids, first.upTo), ...fenced };
      const compacted = accepted(first.op, (await client.request(CompactConversationDocument, { input })).compactConversation);
      return { replayed: compacted.replayed };
    }
  }
}

/** The operation of each task and step report (the kit reads back only whether it was taken). */
const REPORTS = {
  startTask: { document: RunnerStartTaskDocument },
  completeTask: { document: RunnerCompleteTaskDocument },
  failTask: { document: RunnerFailTaskDocument },
  startStep: { document: RunnerStartStepDocument },
  completeStep: { document: RunnerCompleteStepDocument },
  failStep: { document: RunnerFailStepDocument },
} as const;

/** A report's outcome fields, as its input names them (only those given). */
function outcomeOf(write: { output?: unknown; error?: string; exitCode?: number }) {
  return {
    ...(write.output !== undefined ? { output: write.output } : {}),
    ...(write.error !== undefined ? { error: write.error } : {}),
    ...(write.exitCode !== undefined ? { exitCode: write.exitCode } : {}),
  };
}
