// recordWork: an ordered batch of a runner's writes to one session in one transaction (workflows/work/record-work.ts),
// and what each write made, in order: the messages it appended, the tasks and steps it added (with their keys, so a
// runner learns their ids as a single call would have told it).
import { type RecordedWork, recordWork, recordWorkThrows } from '../../workflows/work/record-work.ts';
import type { WrittenWork } from '../../workflows/work/work-writes.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { MessageRef } from './conversations/conversation.ts';
import { resultOf } from './errors/domain.ts';
import { StepRef, TaskRef } from './plans.ts';
import { RecordWorkInput, workWritesOf } from './record-work-input.ts';
import { SessionRef } from './sessions.ts';

const WrittenWorkRef = builder.objectRef<WrittenWork>('WrittenWork').implement({
  description: 'What one write of a recordWork batch made (empty lists and no checkpoint for a write that makes nothing new, such as a report).',
  fields: (t) => ({
    messages: t.field({ type: [MessageRef], description: 'The messages it appended, in order.', resolve: (written) => written.messageIds }),
    tasks: t.field({ type: [TaskRef], description: 'The tasks it added (a revision), in plan order.', resolve: (written) => written.taskIds }),
    steps: t.field({ type: [StepRef], description: 'The steps it added (a revision), by task in plan order.', resolve: (written) => written.stepIds }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint it took (a checkpoint write); null for any other write.',
      resolve: (written) => written.checkpointId,
    }),
  }),
});

const RecordWorkPayload = builder.objectRef<RecordedWork>('RecordWorkPayload').implement({
  description: 'The batch, written.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session.', resolve: (recorded) => recorded.sessionId }),
    writes: t.field({ type: [WrittenWorkRef], description: 'What each write made, in the order of the input.', resolve: (recorded) => recorded.writes }),
    replayed: t.exposeBoolean('replayed', { description: 'True when the idempotency key matched an earlier batch: nothing new was written.' }),
  }),
});

builder.mutationField('recordWork', (t) =>
  t.field({
    type: RecordWorkPayload,
    description:
      "Makes an ordered batch of writes to one session (messages, the runner's own events, plan revisions, task and step reports, todo lists, state-only checkpoints) in one transaction: each does what its own mutation does (checks, redaction, quotas, events, fencing, approval gates; a checkpoint records the session as the writes before it left it), tasks and steps may be named by key (those added earlier in the batch too), and the automatic checkpoints they ask for are taken after the commit, in order. A refused write refuses the whole batch (WorkWriteRefusedError names it): nothing was written. For a runner replaying its journal: one call instead of one per write.",
    args: { input: t.arg({ type: RecordWorkInput, required: true, description: 'The session and its writes.' }) },
    errors: resultOf('RecordWorkResult', recordWorkThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      recordWork(callerOf(ctx), {
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        writes: workWritesOf(input.writes as ReadonlyArray<Record<string, unknown>>),
        idempotencyKey: input.idempotencyKey,
        leaseToken: input.leaseToken,
      }),
  }),
);
