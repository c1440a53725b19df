// A session's state at any point of its history, a read model (only graphql/ reads it; it writes nothing): its plan
// (phases, tasks, steps and their states), approvals, todo lists and shared documents, in a checkpoint snapshot's
// shape, rebuilt from the event log, and the difference between two points as a checkpoint's stateDiff has it.
//
// The rebuild starts from the snapshot of the newest checkpoint at or before the point and replays the events after
// it that change state (plans/replay.model.ts), never the log from its start: its cost is one snapshot, at most
// SAVEPOINT_MAX_REPLAY_EVENTS events (a point further from any checkpoint is refused, LimitReachedError REPLAY_EVENTS)
// and the facts of the rows in force. A checkpoint's moment is its `checkpoint.created` event: its snapshot was read in
// the transaction that wrote that event, after every event before it. One case needs more than the nearest checkpoint:
// a restore after it that brings back rows which had left the plan before it (their states then are in no snapshot
// after they left); the replay then starts again from the restore's own checkpoint, which holds them and is older.
import { diffStates, diffWorkingState, readStateSnapshot, SNAPSHOT_FORMAT_VERSION } from '../checkpoints/checkpoint.model.ts';
import type { Db } from '../db/client.ts';
import { afterMoment } from '../db/moment.ts';
import type { StateSnapshot } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import { CheckpointNotFoundError, CheckpointVersionUnsupportedError } from '../errors/checkpoint.ts';
import { idRef, text, throws, ValidationError } from '../errors/domain.ts';
import { LimitReachedError, limitReached } from '../errors/limit.ts';
import { REPLAYED_EVENT_TYPES, type ReplayEvent, replayFrom } from '../plans/replay.model.ts';
import { factsOf, idsInForce, lackingFacts, replayedStateOf, snapshotOfState } from '../plans/replay-snapshot.model.ts';
import { emptyReplayedState, type ReplayedState } from '../plans/replayed-state.model.ts';
import {
  type CheckpointMoment,
  findCheckpointAtOrBefore,
  findCheckpointMoment,
  findEventBySeq,
  findLastEventBefore,
  findRowFacts,
  listEventsBetween,
  type PointEvent,
} from './state-at.queries.ts';

/** A point of a session's history as asked: exactly one of a moment, an event of its log, or one of its checkpoints. */
export type HistoryPoint = { time?: Date | null; eventSeq?: number | null; checkpointId?: string | null };

export type StateAt = {
  sessionId: string;
  /** The last event the state includes, and when it was written. */
  eventSeq: number;
  at: Date;
  /** The checkpoint whose snapshot the replay started from (null: the session's creation). */
  baseCheckpointId: string | null;
  /** How many events were replayed on top of it. */
  replayed: number;
  snapshot: StateSnapshot;
};

/** Reads the session (one of the caller's) as it stood at `point`; `field` names the argument in errors. */
export async function readStateAt(db: Db, session: Session, point: HistoryPoint, maxEvents: number, field = 'at'): Promise<StateAt> {
  // An event's nearest checkpoint is looked for while the event itself is read: one round trip less.
  const nearest = point.eventSeq != null ? findCheckpointAtOrBefore(db, session.id, point.eventSeq) : null;
  nearest?.catch(() => {}); // awaited below; unless the point is refused first
  const { event, checkpoint } = await resolvePoint(db, session, point, field);
  const base = checkpoint ?? (await (nearest ?? findCheckpointAtOrBefore(db, session.id, event.seq))) ?? null;
  return rebuildState(db, session, event, base, maxEvents);
}
export const readStateAtThrows = throws(CheckpointNotFoundError, CheckpointVersionUnsupportedError, LimitReachedError, ValidationError);

async function resolvePoint(db: Db, session: Session, point: HistoryPoint, field: string) {
  const given = [point.time, point.eventSeq, point.checkpointId].filter((value) => value != null).length;
  if (given !== 1) throw new ValidationError(field, 'give exactly one of time, eventSeq and checkpointId.');
  const last = session.last_event_seq;
  if (point.eventSeq != null) {
    const event = point.eventSeq >= 1 && point.eventSeq <= last ? await findEventBySeq(db, session.id, point.eventSeq) : undefined;
    if (!event)
      throw new ValidationError(`${field}.eventSeq`, `the session's log holds events 1 to ${last}; give one of them (Session.lastEventSeq is its newest).`);
    return { event, checkpoint: null };
  }
  if (point.time) {
    if (point.time.getTime() > Date.now()) throw new ValidationError(`${field}.time`, "is in the future; give a moment of the session's past (up to now).");
    if (point.time < session.created_at) {
      const began = session.created_at.toISOString();
      throw new ValidationError(`${field}.time`, text`is before session ${idRef('Session', session.id)} began (${began}); give a moment at or after it.`);
    }
    // A moment is its whole millisecond (db/moment.ts): the createdAt of an event, as served, names a point that
    // includes that event. Event 1 is written a moment after the session's createdAt (by the transaction that created
    // it): a moment between them is the session as created.
    const event = (await findLastEventBefore(db, session.id, afterMoment(point.time))) ?? (await findEventBySeq(db, session.id, 1))!;
    return { event, checkpoint: null };
  }
  const checkpoint = await findCheckpointMoment(db, session.id, point.checkpointId!);
  if (!checkpoint) throw new CheckpointNotFoundError(point.checkpointId!, idRef('Session', session.id));
  return { event: (await findEventBySeq(db, session.id, checkpoint.seq))!, checkpoint };
}

/**
 * The state just after `event`, replayed from `base` (a checkpoint at or before it; null: from the session's
 * creation). readStateAt passes the nearest; the property test passes others, which must give the same state.
 */
export async function rebuildState(db: Db, session: Session, event: PointEvent, base: CheckpointMoment | null, maxEvents: number): Promise<StateAt> {
  const read = (afterSeq: number, upToSeq: number, allowed: number) => eventsBetween(db, session, { afterSeq, upToSeq, allowed }, event.seq, maxEvents);
  let from = base;
  let events = await read(from?.seq ?? 0, event.seq, maxEvents);
  for (;;) {
    const snapshot = from && readStateSnapshot({ id: from.id, state_snapshot: from.snapshot });
    const replay = replayFrom(snapshot ? replayedStateOf(snapshot) : emptyReplayedState(), events);
    if (!replay.unknownRestore) {
      const rebuilt = await snapshotOf(db, session, replay.state, snapshot);
      return {
        sessionId: session.id,
        eventSeq: event.seq,
        at: event.createdAt,
        baseCheckpointId: from?.id ?? null,
        replayed: events.length,
        snapshot: rebuilt,
      };
    }
    // From the session's creation every row is known (a fork's too: its log starts with what it inherited).
    if (!from) throw new Error(`session ${session.id}: a restore at or before event ${event.seq} brings back rows its log never added`);
    const earlier = await findCheckpointMoment(db, session.id, replay.unknownRestore.checkpointId);
    const next = earlier && earlier.seq < from.seq ? earlier : null;
    events = [...(await read(next?.seq ?? 0, from.seq, maxEvents - events.length)), ...events];
    from = next;
  }
}

/**
 * The events that change state after `afterSeq` up to `upToSeq`: at most `allowed` (what is left of the rebuild's
 * `maxEvents`), else the point is too far from any checkpoint it can start from.
 */
async function eventsBetween(
  db: Db,
  session: Session,
  range: { afterSeq: number; upToSeq: number; allowed: number },
  point: number,
  maxEvents: number,
): Promise<ReplayEvent[]> {
  const events = await listEventsBetween(db, session.id, { ...range, types: REPLAYED_EVENT_TYPES, limit: range.allowed + 1 });
  if (events.length <= range.allowed) return events;
  throw limitReached(
    'REPLAY_EVENTS',
    maxEvents,
    text`Rebuilding session ${idRef('Session', session.id)} at event ${point} would replay more state changes after a checkpoint than allowed`,
    'Ask for a point nearer a checkpoint (Session.checkpoints), take checkpoints more often (createCheckpoint, checkpointPolicy), or raise the limit.',
  );
}

/**
 * The replayed state in a snapshot's shape. The facts of its rows come from the snapshot it started from; only rows
 * it did not hold (added or brought back since, or every row when it started from the session's creation) are read,
 * in one round trip, and none at all in the usual case.
 */
async function snapshotOf(db: Db, session: Session, state: ReplayedState, base: StateSnapshot | null): Promise<StateSnapshot> {
  const facts = factsOf(base);
  const lacking = lackingFacts(idsInForce(state), facts);
  if (Object.values(lacking).some((ids) => ids.length > 0)) {
    const read = await findRowFacts(db, session.id, lacking);
    for (const row of read.phases) facts.phases.set(row.id, row);
    for (const row of read.tasks) facts.tasks.set(row.id, row);
    for (const row of read.steps) facts.steps.set(row.id, row);
    for (const row of read.approvals) facts.approvals.set(row.id, row);
  }
  const { strategy, objective, config, metadata } = session;
  return { formatVersion: SNAPSHOT_FORMAT_VERSION, ...snapshotOfState(state, { strategy, objective, config, metadata }, facts) };
}

/** Two points of a session and how its state differs from the first to the second, as Checkpoint.stateDiff says it. */
export async function readStateDiff(db: Db, session: Session, from: HistoryPoint, to: HistoryPoint, maxEvents: number) {
  const [before, after] = await Promise.all([readStateAt(db, session, from, maxEvents, 'from'), readStateAt(db, session, to, maxEvents, 'to')]);
  // The session's own change names no id: it is this session.
  const changes = diffStates(before.snapshot, after.snapshot).map((change) => (change.entity === 'SESSION' ? { ...change, id: session.id } : change));
  return { from: before, to: after, changes, workingState: diffWorkingState(before.snapshot, after.snapshot) };
}
export const readStateDiffThrows = throws(CheckpointNotFoundError, CheckpointVersionUnsupportedError, LimitReachedError, ValidationError);
