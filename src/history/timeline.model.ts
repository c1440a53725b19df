// The timeline, pure: what kind of entry each event makes, the order entries stand in, and the bounds of a filter.
//
// The spine is the event log: every change appends its events in the same transaction (DESIGN.md invariant 1), so
// the log is the whole history. An event is one entry, except two that stand for several things: `messages.appended`
// is one entry per message it appended (part = the message's seq), and `checkpoint.created` is the checkpoint (part 0)
// and one entry per file it changed (part = the file's place in the checkpoint's list, from 1).
//
// The order: (time, session, seq, part), where time is the event row's created_at. Why that is stable:
// - created_at is clock_timestamp() when the row is inserted, and events are inserted under their session's row lock
//   (appendEvents raises sessions.last_event_seq first), held until commit. So within a session, an event inserted
//   later was inserted after the earlier one committed: its time is later and its seq higher. Time order is seq
//   order, which is commit order: a transaction that started earlier but commits later gets the later seq and the
//   later time (its events are appended at its end, under the lock), never a place behind an entry already read.
//   A session's timeline therefore only grows at its end, and a cursor never skips an entry that commits after it.
//   (Ordering by the transaction's start, now(), would not hold: a long transaction would land behind entries a
//   reader already paged past.)
// - Across sessions (a workspace, all of an owner's sessions) time is when the row was inserted, which is at most a
//   commit's duration before it became visible: an entry of another session may appear just behind a cursor handed
//   out in that window. The live feeds (sessionEvents, workspaceEvents: commit order, gap-free) are for following
//   what happens; the timeline is for reading what happened.
// - session and seq break ties (two sessions writing in the same microsecond), part orders a batch's messages and a
//   checkpoint's files. Every part of the key is immutable, so the order is total and the same forward and backward.
// (Should a clock step backwards, a session's order still follows the stored times: deterministic, if not seq order.)

import { ValidationError } from '../errors/domain.ts';

export const TIMELINE_KINDS = [
  'SESSION',
  'PLAN',
  'PHASE',
  'TASK',
  'STEP',
  'CONVERSATION',
  'MESSAGE',
  'CHECKPOINT',
  'FILE_CHANGE',
  'APPROVAL',
  'LEASE',
  'REWIND',
  'COMPACTION',
  'FORK',
  'RESUME',
  'CUSTOM',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The kind of every event type the server writes (an entry of an event; a part of a checkpoint is a FILE_CHANGE). */
export const KIND_OF_TYPE: Readonly<Record<string, TimelineKind>> = {
  'session.created': 'SESSION',
  'session.state_changed': 'SESSION',
  'session.forked': 'FORK',
  'session.inherited': 'FORK', // a fork's first own event: the plan and working state it started with
  'session.source-deleted': 'FORK', // its source was deleted, the messages it inherited handed over to it
  'session.deleted': 'SESSION',
  'session.imported': 'SESSION', // an import made it here, from another server's or owner's export
  'retention.warning': 'SESSION',
  'retention.pinned': 'SESSION',
  'session.resumed': 'RESUME',
  'session.resume_failed': 'RESUME',
  'task.resumed': 'RESUME',
  'session.rewound': 'REWIND',
  'session.rewind_undone': 'REWIND',
  'messages.superseded': 'REWIND',
  'plan.created': 'PLAN',
  'plan.revised': 'PLAN',
  'plan.restored': 'PLAN',
  'todos.updated': 'PLAN',
  'context.updated': 'PLAN',
  'phase.state_changed': 'PHASE',
  'phase.output_recorded': 'PHASE',
  'task.state_changed': 'TASK',
  'step.state_changed': 'STEP',
  'conversation.created': 'CONVERSATION',
  'messages.appended': 'MESSAGE',
  'approval.requested': 'APPROVAL',
  'approval.decided': 'APPROVAL',
  'checkpoint.created': 'CHECKPOINT',
  'checkpoint.failed': 'CHECKPOINT',
  'checkpoint.branch_created': 'CHECKPOINT',
  'lease.acquired': 'LEASE',
  'lease.released': 'LEASE',
  'lease.force_unlocked': 'LEASE',
  'state.checkpointed': 'CHECKPOINT', // a client's own checkpoint (client-state/)
  'state.rewound': 'REWIND',
  'state.forked': 'FORK',
};

export const CUSTOM_TYPE_PREFIX = 'custom.';

/**
 * The kind of an entry: its event's type, with three exceptions: a checkpoint's parts are FILE_CHANGE, and two
 * events of a compaction carry a rewind's types (its `session.rewound` says kind COMPACT; its `messages.superseded`
 * is the only one naming a summary message). A type this server does not know (written by a newer one) reads as
 * SESSION. timeline.queries.ts kindSql computes the same in SQL.
 */
export function kindOf(type: string, data: unknown, part: number): TimelineKind {
  if (type === 'checkpoint.created' && part > 0) return 'FILE_CHANGE';
  if (type.startsWith(CUSTOM_TYPE_PREFIX)) return 'CUSTOM';
  const fields = (data ?? {}) as Record<string, unknown>;
  if (type === 'session.rewound' && fields.kind === 'COMPACT') return 'COMPACTION';
  if (type === 'messages.superseded' && fields.summaryMessageId != null) return 'COMPACTION';
  return KIND_OF_TYPE[type] ?? 'SESSION';
}

/**
 * The event types that can make entries of these kinds (to read only those), or null: any type can (SESSION takes
 * the types this server does not know).
 */
export function typesOfKinds(kinds: readonly TimelineKind[]): { types: string[]; custom: boolean } | null {
  if (kinds.includes('SESSION')) return null;
  const wanted = new Set<string>(kinds);
  if (wanted.has('FILE_CHANGE')) wanted.add('CHECKPOINT');
  if (wanted.has('COMPACTION')) wanted.add('REWIND');
  const types = Object.entries(KIND_OF_TYPE)
    .filter(([, kind]) => wanted.has(kind))
    .map(([type]) => type);
  return { types, custom: wanted.has('CUSTOM') };
}

/**
 * Where an entry stands in every timeline: its event's time in microseconds since the epoch (session_events.created_at,
 * exact), its session, its event's seq, and its part (0: the event; a message's seq; a changed file's place, from 1).
 */
export type TimelineKey = { micros: number; sessionId: string; seq: number; part: number };

/** The total order of entries (see the top of this file). */
export function compareKeys(a: TimelineKey, b: TimelineKey): number {
  if (a.micros !== b.micros) return a.micros < b.micros ? -1 : 1;
  if (a.sessionId !== b.sessionId) return a.sessionId < b.sessionId ? -1 : 1;
  if (a.seq !== b.seq) return a.seq < b.seq ? -1 : 1;
  return a.part === b.part ? 0 : a.part < b.part ? -1 : 1;
}

/** What a timeline is filtered by; every list given must match (an empty or absent one matches all). */
export type TimelineFilter = {
  phaseIds: readonly string[];
  taskIds: readonly string[];
  kinds: readonly TimelineKind[];
  types: readonly string[];
  actors: readonly string[];
  from: Date | null;
  to: Date | null;
};

/** The most ids, kinds, types or actors a filter list takes: every request is bounded. */
export const MAX_FILTER_ITEMS = 50;

/** A filter as asked, checked: lists within bounds, without duplicates; from before to. */
export function checkFilter(filter: TimelineFilter): TimelineFilter {
  const lists = { phases: filter.phaseIds, tasks: filter.taskIds, kinds: filter.kinds, types: filter.types, actors: filter.actors };
  for (const [name, list] of Object.entries(lists)) {
    if (list.length > MAX_FILTER_ITEMS) {
      throw new ValidationError(`filter.${name}`, `takes at most ${MAX_FILTER_ITEMS} values (${list.length} given); ask in several requests.`);
    }
  }
  if (filter.from && filter.to && filter.from >= filter.to) {
    throw new ValidationError('filter.to', 'must be later than filter.from (the range is from, included, to to, excluded).');
  }
  const unique = <T>(list: readonly T[]) => [...new Set(list)];
  return {
    ...filter,
    phaseIds: unique(filter.phaseIds),
    taskIds: unique(filter.taskIds),
    kinds: unique(filter.kinds),
    types: unique(filter.types),
    actors: unique(filter.actors),
  };
}

/** A fork's inherited history: its source's entries up to the fork point (seq, then part), and whether messages came along. */
export type Segment = { sessionId: string; inherited: boolean; upTo: { seq: number; part: number } | null; messages: boolean };
