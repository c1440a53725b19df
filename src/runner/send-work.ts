// Writes replayed from the journal together: consecutive writes of the kinds recordWork takes (messages, events, tasks
// and steps added, task and step reports, todos) go in one call, one transaction on the server, under one key of their
// own (writes.ts groupKey), tasks and steps named by key (the server knows the ones added earlier in the same call).
// Any other write, a write that may have reached the server already (`sent`: its answer was lost, so it goes again
// under its own key) and a group of one go by their own call (send.ts). A batch the server refuses at one of its
// writes wrote nothing: BatchRefusedError says which, so the pipeline sends the writes before it again, then that one
// alone.
import { RunnerRecordWorkDocument, type WorkWriteInput } from '../client/gql/operations.ts';
import { result } from '../client/results.ts';
import { WriteRefusedError } from './errors.ts';
import { resolve } from './ids.ts';
import { ADDED_REASON, type SendContext, sendWrite } from './send.ts';
import { type Answer, groupKey, type Write } from './writes.ts';

/** The most writes one call carries (the server's own bound, SAVEPOINT_MAX_BATCH, is 10,000 by default). */
export const MAX_BATCH = 500;
/**
 * About the most bytes of writes one call carries, far below the server's bound on a request (SAVEPOINT_MAX_REQUEST_BYTES,
 * 16 MiB by default): a coding agent's tool results can be large. A server bounding requests lower refuses a batch as
 * too large, and the pipeline sends it again in halves.
 */
export const MAX_BATCH_BYTES = 1_048_576;

/** What recordWork takes; a write of any other kind (one this file does not know) goes by its own call. */
const BATCHED: ReadonlySet<string> = new Set<Write['op']>([
  'appendMessages',
  'recordEvent',
  'addTasks',
  'addSteps',
  'startTask',
  'completeTask',
  'failTask',
  'startStep',
  'completeStep',
  'failStep',
  'updateTodos',
]);

/**
 * Writes after which the server may take an automatic checkpoint under the kit's policy (a task done or failed, a
 * phase ended, a step failed), or complete the session (autoComplete): they end their batch, so what the checkpoint
 * holds is the session right after them, as online, not after the writes that followed them in the journal.
 */
const ENDS_BATCH: ReadonlySet<string> = new Set<Write['op']>(['completeTask', 'failTask', 'failStep']);

/** A batch refused at one of its writes (`index`): nothing of it was written. */
export class BatchRefusedError extends Error {
  override readonly name = 'BatchRefusedError';
  readonly index: number;
  readonly refused: WriteRefusedError;
  constructor(index: number, refused: WriteRefusedError) {
    super(`write ${index} of the batch was refused: ${refused.message}`);
    this.index = index;
    this.refused = refused;
  }
}

/** The writes at the head of `writes` that go in one call (at least the first; at most `limit`, about MAX_BATCH_BYTES). */
export function batchAtHead<W extends { write: Write; sent?: boolean }>(writes: readonly W[], limit = MAX_BATCH): W[] {
  const batch: W[] = [writes[0]!];
  const joins = (entry: W | undefined) => entry && !entry.sent && BATCHED.has(entry.write.op);
  if (!joins(batch[0])) return batch;
  let bytes = JSON.stringify(batch[0]!.write).length;
  while (batch.length < Math.min(limit, writes.length) && !ENDS_BATCH.has(batch.at(-1)!.write.op) && joins(writes[batch.length])) {
    bytes += JSON.stringify(writes[batch.length]!.write).length;
    if (bytes > MAX_BATCH_BYTES) break;
    batch.push(writes[batch.length]!);
  }
  return batch;
}

/** Sends `group` (batchAtHead's) as one call: recordWork for several, the write's own call for one. What each made, in order. */
export async function sendWork(context: SendContext, group: readonly Write[]): Promise<Answer[]> {
  if (group.length === 1) return [await sendWrite(context, group[0]!)];
  const { client, ids, leaseToken } = context;
  const input = { sessionId: resolve.session(ids), leaseToken, idempotencyKey: groupKey(group), writes: group.map((write) => workWriteOf(context, write)) };
  const answered = result((await client.request(RunnerRecordWorkDocument, { input })).recordWork);
  if (!answered.ok) {
    const error = answered.error;
    if (error.__typename === 'WorkWriteRefusedError') {
      throw new BatchRefusedError(error.index, new WriteRefusedError(group[error.index]!.op, { code: error.errorCode, message: error.errorMessage }));
    }
    throw new WriteRefusedError('recordWork', error as unknown as Record<string, unknown>);
  }
  const { replayed, writes } = answered.value;
  return writes.map((made) => ({
    ...(made.messages.length ? { messages: made.messages.map((message) => message.id) } : {}),
    ...(made.tasks.length ? { tasks: Object.fromEntries(made.tasks.map((task) => [task.key, task.id])) } : {}),
    ...(made.steps.length ? { steps: Object.fromEntries(made.steps.map((step) => [step.idempotencyKey, step.id])) } : {}),
    replayed,
  }));
}

/** A write as recordWork takes it: its report's fields only, tasks and steps by key. */
function workWriteOf(context: SendContext, write: Write): WorkWriteInput {
  switch (write.op) {
    case 'appendMessages':
      return { appendMessages: { conversationId: resolve.conversation(context.ids, write.conversation), messages: write.messages } };
    case 'recordEvent':
      return { recordEvent: { type: write.type, data: write.data ?? {} } };
    case 'addTasks':
      return { revisePlan: { reason: ADDED_REASON.addTasks, addTasks: [{ phaseKey: write.phaseKey, position: write.position, tasks: write.tasks }] } };
    case 'addSteps':
      return { revisePlan: { reason: ADDED_REASON.addSteps, addSteps: [{ taskKey: write.task, steps: write.steps }] } };
    case 'startTask':
      return { startTask: { taskKey: write.task } };
    case 'completeTask':
      return { completeTask: { taskKey: write.task, output: write.output } };
    case 'failTask':
      return { failTask: { taskKey: write.task, error: write.error, exitCode: write.exitCode } };
    case 'startStep':
      return { startStep: { stepKey: write.step } };
    case 'completeStep':
      return { completeStep: { stepKey: write.step, output: write.output } };
    case 'failStep':
      return { failStep: { stepKey: write.step, error: write.error, exitCode: write.exitCode } };
    case 'updateTodos':
      return { updateTodos: { taskKey: write.task, todos: write.todos } };
    default:
      throw new Error(`recordWork takes no ${write.op} write`); // batchAtHead never puts one in a batch
  }
}
