import type { SessionEvent } from '../../db/database.ts';
import { listSessionEvents } from '../../events/event.queries.ts';
import { recordCustomEvents } from '../../workflows/work/custom-events.ts';
import { builder } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { type Context, callerOf } from '../context.ts';
import { seqBound } from '../cursors.ts';
import { localId } from '../ids.ts';
import { WRITE_ERRORS } from './errors.ts';
import { SessionRef } from './sessions.ts';

export const SessionEventRef = builder.objectRef<SessionEvent>('SessionEvent').implement({
  description: 'One entry of the append-only session log, written in the same transaction as the change it records.',
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Per-session, gap-free, in commit order.' }),
    cursor: t.string({ description: 'Pass as `after` to continue after this event.', resolve: (event) => String(event.seq) }),
    type: t.exposeString('type', { description: 'e.g. session.state_changed, task.state_changed, messages.appended, custom.<name>.' }),
    actor: t.exposeString('actor'),
    data: t.expose('data', { type: 'JSON' }),
    session: t.field({ type: SessionRef, resolve: (event) => event.session_id }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  events: t.connection({
    type: SessionEventRef,
    description: 'The session log in sequence order.',
    args: { types: t.arg.stringList({ description: 'Only these event types.' }) },
    resolve: (session, args, ctx) =>
      cursorConnection(
        args,
        (event: SessionEvent) => String(event.seq),
        (page) =>
          listSessionEvents(ctx.db, {
            sessionId: session.id,
            afterSeq: seqBound(page.after, 'after'),
            beforeSeq: seqBound(page.before, 'before'),
            limit: page.limit,
            types: args.types ?? undefined,
            descending: page.inverted,
          }),
      ),
  }),
}));

const CustomEventInput = builder.inputType('CustomEventInput', {
  fields: (t) => ({
    type: t.string({ required: true, description: 'Recorded as custom.<type>, e.g. "tests.passed".' }),
    data: t.field({ type: 'JSON', description: 'A JSON object.' }),
  }),
});

const RecordEventInput = builder.inputType('RecordEventInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    type: t.string({ required: true, description: 'Recorded as custom.<type>, e.g. "tests.passed".' }),
    data: t.field({ type: 'JSON', description: 'A JSON object.' }),
    idempotencyKey: t.string(),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
  }),
});

const RecordEventsInput = builder.inputType('RecordEventsInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    events: t.field({ type: [CustomEventInput], required: true, description: 'Appended in this order, in one transaction.' }),
    idempotencyKey: t.string(),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
  }),
});

type Recorded = { sessionId: string; firstSeq: number; lastSeq: number; replayed: boolean };

const recordedEvents = (payload: Recorded, ctx: Context) =>
  listSessionEvents(ctx.db, { sessionId: payload.sessionId, afterSeq: payload.firstSeq - 1, limit: payload.lastSeq - payload.firstSeq + 1 });

const RecordEventPayload = builder.objectRef<Recorded>('RecordEventPayload').implement({
  fields: (t) => ({
    event: t.field({ type: SessionEventRef, resolve: async (payload, _, ctx) => (await recordedEvents(payload, ctx))[0]! }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

const RecordEventsPayload = builder.objectRef<Recorded>('RecordEventsPayload').implement({
  fields: (t) => ({
    firstSeq: t.exposeInt('firstSeq'),
    lastSeq: t.exposeInt('lastSeq'),
    events: t.field({ type: [SessionEventRef], resolve: (payload, _, ctx) => recordedEvents(payload, ctx) }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationFields((t) => ({
  recordEvent: t.field({
    type: RecordEventPayload,
    description: "Appends a runner's own event to the session log.",
    args: { input: t.arg({ type: RecordEventInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'RecordEventResult' } },
    resolve: (_, { input }, ctx) =>
      recordCustomEvents(callerOf(ctx), {
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        events: [{ type: input.type, data: input.data }],
        idempotencyKey: input.idempotencyKey,
        leaseToken: input.leaseToken,
      }),
  }),
  recordEvents: t.field({
    type: RecordEventsPayload,
    description: "Appends a batch of a runner's own events, in order, in one transaction (one notification).",
    args: { input: t.arg({ type: RecordEventsInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'RecordEventsResult' } },
    resolve: (_, { input }, ctx) => recordCustomEvents(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
}));
