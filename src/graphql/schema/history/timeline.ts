// The timeline (history/): one ordered list of typed entries for a session (with what a fork inherited), a workspace,
// or all of the caller's sessions, filtered, paged by cursor both ways, counted.
import { checkFilter, kindOf, type TimelineFilter, type TimelineKind } from '../../../history/timeline.model.ts';
import { countTimeline, listTimeline, type TimelineRow, type TimelineScope } from '../../../history/timeline.queries.ts';
import { findFilterTargets, findTimelineSegments } from '../../../history/timeline-scope.queries.ts';
import { builder, counted } from '../../builder.ts';
import { cursorConnection, DEFAULT_PAGE, MAX_PAGE, strictPage } from '../../connections.ts';
import { type Context, ownerOf } from '../../context.ts';
import { encodeTimelineCursor, parseTimelineCursor } from '../../cursors.ts';
import { localId } from '../../ids.ts';
import { MessageRef } from '../conversations/conversation.ts';
import { SessionRef } from '../sessions.ts';
import { WorkspaceRef } from '../workspaces.ts';
import { type Entry, TimelineEntryKindEnum, TimelineEntryRef } from './timeline-entries.ts';

const TimelineFilterInput = builder.inputType('TimelineFilter', {
  description: `Which entries to list; every condition given must hold (a list absent or empty matches all). Each list takes at most 50 values.`,
  fields: (t) => ({
    phases: t.idList({
      description:
        "Only entries about these phases (Phase ids): the phases, their tasks, and what those tasks hold (see tasks). In a fork's timeline, also its sources' phases of the same key (or name).",
    }),
    tasks: t.idList({
      description:
        "Only entries about these tasks (Task ids) with their sub-units: their steps, their conversations' messages, their approvals and checkpoints. In a fork's timeline, also its sources' tasks of the same keys (the fork's plan is their copy).",
    }),
    kinds: t.field({ type: [TimelineEntryKindEnum], description: 'Only entries of these kinds.' }),
    types: t.stringList({ description: 'Only entries of events of these types, e.g. ["task.state_changed", "custom.tests.passed"].' }),
    actors: t.stringList({ description: 'Only entries of events by these actors (API token names).' }),
    from: t.field({ type: 'DateTime', description: 'Only entries written at or after this moment.' }),
    to: t.field({ type: 'DateTime', description: 'Only entries written before this moment.' }),
  }),
});

const TimelineConnection = builder.connectionObject(
  {
    type: TimelineEntryRef,
    name: 'TimelineConnection',
    description:
      'A page of a timeline: its entries in order (`edges` with cursors, or `nodes`), `pageInfo` to page on, and `totalCount`. Null, with a VALIDATION_FAILED in `errors`, when an argument is refused.',
  },
  { name: 'TimelineEdge', description: 'An entry of a timeline and its cursor.' },
);

const timelineArgs = builder.args((t) => ({
  filter: t.field({ type: TimelineFilterInput, description: 'Only the entries that match; all of them when absent.' }),
  first: t.int({ description: `How many entries from the start (or after \`after\`): 0 to ${MAX_PAGE}; default ${DEFAULT_PAGE}. Not with last.` }),
  after: t.string({ description: 'Start after the entry with this cursor (from this timeline, or another holding the entry).' }),
  last: t.int({ description: `How many entries from the end (or before \`before\`): 0 to ${MAX_PAGE}. Not with first.` }),
  before: t.string({ description: 'End before the entry with this cursor.' }),
}));

type Args = {
  filter?: {
    phases?: readonly string[] | null;
    tasks?: readonly string[] | null;
    kinds?: readonly TimelineKind[] | null;
    types?: readonly string[] | null;
    actors?: readonly string[] | null;
    from?: Date | null;
    to?: Date | null;
  } | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

function filterOf(args: Args): TimelineFilter {
  const given = args.filter ?? {};
  const ids = (type: string, list: readonly string[] | null | undefined, field: string) =>
    (list ?? []).map((id, i) => localId(type, id, `filter.${field}[${i}]`));
  const filter = checkFilter({
    phaseIds: given.phases ?? [],
    taskIds: given.tasks ?? [],
    kinds: given.kinds ?? [],
    types: given.types ?? [],
    actors: given.actors ?? [],
    from: given.from ?? null,
    to: given.to ?? null,
  });
  return { ...filter, phaseIds: ids('Phase', filter.phaseIds, 'phases'), taskIds: ids('Task', filter.taskIds, 'tasks') };
}

const toEntry = (row: TimelineRow): Entry => ({ ...row, kind: kindOf(row.type, row.data, row.part) });
const cursorOf = (entry: Entry) => encodeTimelineCursor({ micros: entry.micros, sessionId: entry.session_id, seq: entry.seq, part: entry.part });

/** A timeline's page and count: the arguments checked first (each refusal a VALIDATION_FAILED), then one query each. */
async function timeline(ctx: Context, args: Args, scopeOf: () => Promise<TimelineScope>) {
  strictPage(args);
  const filter = filterOf(args);
  const after = args.after == null ? null : parseTimelineCursor(args.after, 'after');
  const before = args.before == null ? null : parseTimelineCursor(args.before, 'before');
  const owner = ownerOf(ctx);
  const scope = await scopeOf();
  const inheritedFrom = 'segments' in scope ? scope.segments.filter((s) => s.inherited).map((s) => s.sessionId) : [];
  const targets =
    filter.phaseIds.length || filter.taskIds.length ? await findFilterTargets(ctx.db, owner, filter.phaseIds, filter.taskIds, inheritedFrom) : null;
  const page = cursorConnection(args, cursorOf, async (asked) => {
    const rows = await listTimeline(ctx.db, owner, scope, filter, targets, { after, before, limit: asked.limit, backward: asked.inverted });
    // The page's messages came with it: handed to the Message loader, the entries' links need no other statement.
    const loader = MessageRef.getDataloader(ctx);
    for (const row of rows) if (row.message) loader.prime(row.message.id, row.message);
    return rows.map(toEntry);
  });
  return counted(page, () => countTimeline(ctx.db, owner, scope, filter, targets));
}

const ORDER =
  'In time order (the time its event was written, then session and sequence: stable under concurrent writers, the same paged forward and backward).';

builder.objectFields(SessionRef, (t) => ({
  timeline: t.field({
    type: TimelineConnection,
    nullable: true,
    description: `Everything that happened in the session, one entry per change, message and changed file. ${ORDER} A fork's starts with its source's history up to the fork point (inherited: true).`,
    args: timelineArgs,
    resolve: (session, a, ctx) =>
      timeline(ctx, a, async () => ({
        // A session that is no fork is its own history: no walk up its (absent) fork chain.
        segments: session.parent_session_id
          ? await findTimelineSegments(ctx.db, ownerOf(ctx), session.id, ctx.settings.quotas.lineageDepth)
          : [{ sessionId: session.id, inherited: false, upTo: null, messages: true }],
      })),
  }),
}));

builder.objectFields(WorkspaceRef, (t) => ({
  timeline: t.field({
    type: TimelineConnection,
    nullable: true,
    description: `Everything that happened in the workspace's sessions, each entry once (from the session that wrote it). ${ORDER}`,
    args: timelineArgs,
    resolve: (workspace, a, ctx) => timeline(ctx, a, async () => ({ workspaceId: workspace.id })),
  }),
}));

builder.queryFields((t) => ({
  timeline: t.field({
    type: TimelineConnection,
    nullable: true,
    description: `Everything that happened in all of your sessions, each entry once. ${ORDER} Null when an argument is refused (see errors).`,
    args: timelineArgs,
    resolve: (_, a, ctx) => timeline(ctx, a, async () => ({ everything: true }) as const),
  }),
}));
