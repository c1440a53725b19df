// The session log: its events (Nodes, by session and sequence number), the page of them, and a runner's own events.
import type { SessionEvent } from '../../db/tables/events.ts';
import { listSessionEvents } from '../../events/event.queries.ts';
import { countSessionEventsOfTypes, findSessionEventsBySeqs } from '../../events/event-reads.queries.ts';
import { recordCustomEvents, recordCustomEventsThrows } from '../../workflows/work/custom-events.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { type Context, callerOf, ownerOf } from '../context.ts';
import { seqBound } from '../cursors.ts';
import { apiEventData } from '../event-data.ts';
import { localId, localIdThrows, parseSessionKey, sessionKey } from '../ids.ts';
import { countBatch, countByFilter } from './counts.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { SessionRef, sessionOrTombstone } from './sessions.ts';

export const SessionEventRef = builder.loadableNodeRef<SessionEvent, string, string>('SessionEvent', {
  id: { resolve: (event) => sessionKey(event.session_id, event.seq) },
  load: (ids, ctx) => {
    const keys = ids.map(parseSessionKey).flatMap((key) => (key ? [{ sessionId: key.sessionId, seq: key.n }] : []));
    return findSessionEventsBySeqs(ctx.db, ownerOf(ctx), keys);
  },
  sort: (event) => sessionKey(event.session_id, event.seq),
});

SessionEventRef.implement({
  description: 'One entry of the append-only session log, written in the same transaction as the change it records. Its id is its session and seq.',
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Its number in the session log: from 1, gap-free, in commit order.' }),
    cursor: t.string({
      description: 'Pass as `after` to the events connection or to sessionEvents to continue after this event.',
      resolve: (event) => String(event.seq),
    }),
    type: t.exposeString('type', {
      description: "What happened, e.g. session.state_changed, task.state_changed, messages.appended, checkpoint.created, or custom.<name> for a runner's own.",
    }),
    actor: t.exposeString('actor', { description: 'Who did it: the name of the API token used.' }),
    data: t.field({
      type: 'JSON',
      description:
        'The details of the change (an object; its shape depends on type; secrets redacted). Every id of ours in it (taskId, messageIds, forkSessionId...) is a global id: pass it to node(id:) or wherever the API asks for that object.',
      resolve: (event, _, ctx) => apiEventData(ctx, event),
    }),
    session: t.field({
      type: SessionRef,
      description: "The session whose log it is in (a deleted session's tombstone, `session.deleted`, names it as it was left: see its `deletion`).",
      resolve: async (event, _, ctx) => (await sessionOrTombstone(ctx).load(event.session_id)) ?? event.session_id,
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was written.' }),
  }),
});

/** Events of some types per session, keyed "<session id>|<types as JSON>": one query per set of types in a request. */
const eventCounts = countBatch((ctx, keys) =>
  countByFilter(keys, async (ids, types) =>
    (await countSessionEventsOfTypes(ctx.db, ids, JSON.parse(types) as string[])).map((row) => ({ id: row.session_id, count: row.count })),
  ),
);

/**
 * The totalCount of a session's events: of all types, its last seq (the log has no gaps and is never cut); of some
 * types, counted with the other sessions of the request.
 */
function eventCount(ctx: Context, session: { id: string; last_event_seq: number }, types: readonly string[] | null | undefined) {
  if (!types?.length) return () => session.last_event_seq;
  const key = `${session.id}|${JSON.stringify([...new Set(types)].sort())}`;
  eventCounts(ctx).register(key);
  return () => eventCounts(ctx).count(key);
}

builder.objectFields(SessionRef, (t) => ({
  events: t.connection({
    type: SessionEventRef,
    nullable: true,
    description: 'The session log in sequence order.',
    args: { types: t.arg.stringList({ description: 'Only events of these types (e.g. ["custom.tests.passed"]); all types when absent or empty.' }) },
    resolve: (session, args, ctx) =>
      counted(
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
        eventCount(ctx, session, args.types),
      ),
  }),
}));

const EVENT_TYPE =
  'Recorded as custom.<type>: 1 to 64 lowercase letters, digits, dots, dashes or underscores, starting with a letter (e.g. "tests.passed"). The prefix may be given or not: "custom.tests.passed" is the same type.';

export const CustomEventInput = builder.inputType('CustomEventInput', {
  description: "A runner's own event.",
  fields: (t) => ({
    type: t.string({ required: true, description: EVENT_TYPE }),
    data: t.field({ type: 'JSON', description: 'Its details: a JSON object (secrets redacted); an empty object when absent.' }),
  }),
});

const RecordEventInput = builder.inputType('RecordEventInput', {
  description: "A runner's own event for a session's log.",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    type: t.string({ required: true, description: EVENT_TYPE }),
    data: t.field({ type: 'JSON', description: 'Its details: a JSON object (secrets redacted); an empty object when absent.' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input records nothing again.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

const RecordEventsInput = builder.inputType('RecordEventsInput', {
  description: "A batch of a runner's own events for a session's log.",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    events: t.field({ type: [CustomEventInput], required: true, description: 'Appended in this order, in one transaction (1 to SAVEPOINT_MAX_BATCH).' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input records nothing again.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

type Recorded = { sessionId: string; firstSeq: number; lastSeq: number; replayed: boolean };

const recordedEvents = (payload: Recorded, ctx: Context) =>
  listSessionEvents(ctx.db, { sessionId: payload.sessionId, afterSeq: payload.firstSeq - 1, limit: payload.lastSeq - payload.firstSeq + 1 });

const REPLAYED = 'True when an idempotency key matched an earlier call: nothing new was written.';

const RecordEventPayload = builder.objectRef<Recorded>('RecordEventPayload').implement({
  description: 'The recorded event.',
  fields: (t) => ({
    event: t.field({
      type: SessionEventRef,
      description: 'The event, as the log holds it.',
      resolve: async (payload, _, ctx) => (await recordedEvents(payload, ctx))[0]!,
    }),
    replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
  }),
});

const RecordEventsPayload = builder.objectRef<Recorded>('RecordEventsPayload').implement({
  description: 'The recorded events.',
  fields: (t) => ({
    firstSeq: t.exposeInt('firstSeq', { description: 'The seq of the first event recorded.' }),
    lastSeq: t.exposeInt('lastSeq', { description: 'The seq of the last event recorded (the batch has no gaps).' }),
    events: t.field({ type: [SessionEventRef], description: 'The events, in order.', resolve: (payload, _, ctx) => recordedEvents(payload, ctx) }),
    replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
  }),
});

builder.mutationFields((t) => ({
  recordEvent: t.field({
    type: RecordEventPayload,
    description: "Appends a runner's own event to the session log (as custom.<type>).",
    args: { input: t.arg({ type: RecordEventInput, required: true, description: 'The event.' }) },
    errors: resultOf('RecordEventResult', recordCustomEventsThrows, localIdThrows),
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
    args: { input: t.arg({ type: RecordEventsInput, required: true, description: 'The events.' }) },
    errors: resultOf('RecordEventsResult', recordCustomEventsThrows, localIdThrows),
    resolve: (_, { input }, ctx) => recordCustomEvents(callerOf(ctx), { ...input, sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
}));
