import type { SessionEvent } from '../db/database.ts';
import { listSessionEvents } from '../events/event.queries.ts';
import { recordCustomEvent } from '../workflows/report-work.ts';
import { builder } from './builder.ts';
import { cursorConnection } from './connections.ts';
import { callerOf } from './context.ts';
import { seqCursor } from './conversations.ts';
import { WRITE_ERRORS } from './errors.ts';
import { localId } from './ids.ts';
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
            afterSeq: seqCursor(page.after),
            beforeSeq: seqCursor(page.before),
            limit: page.limit,
            types: args.types ?? undefined,
            descending: page.inverted,
          }),
      ),
  }),
}));

const RecordEventInput = builder.inputType('RecordEventInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    type: t.string({ required: true, description: 'Recorded as custom.<type>, e.g. "tests.passed".' }),
    data: t.field({ type: 'JSON', description: 'A JSON object.' }),
    idempotencyKey: t.string(),
  }),
});

const RecordEventPayload = builder.objectRef<{ sessionId: string; eventSeq: number; replayed: boolean }>('RecordEventPayload').implement({
  fields: (t) => ({
    event: t.field({
      type: SessionEventRef,
      resolve: async (payload, _, ctx) => {
        const [event] = await listSessionEvents(ctx.db, { sessionId: payload.sessionId, afterSeq: payload.eventSeq - 1, limit: 1 });
        return event!;
      },
    }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('recordEvent', (t) =>
  t.field({
    type: RecordEventPayload,
    description: "Appends a runner's own event to the session log.",
    args: { input: t.arg({ type: RecordEventInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'RecordEventResult' } },
    resolve: (_, { input }, ctx) => recordCustomEvent(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
);
