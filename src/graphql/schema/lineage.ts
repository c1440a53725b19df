// Lineage: a session's place in its fork tree (Session.lineage: root, parent, fork point, children, ancestors,
// descendants, depth) and the forks of a checkpoint (Checkpoint.forks). Each list is walked by one bounded statement
// for every session (or checkpoint) of the request, as ids (the lineage read model, lineage/lineage.queries.ts; the
// ancestors, sessions/session.queries.ts), then paged in memory; the sessions of a page are loaded through the
// request's session loader. The walks are counted in the cost budget.
import type { Quotas } from '../../config.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { findChildIds, findDescendantIds, findForkIdsOfCheckpoints } from '../../lineage/lineage.queries.ts';
import { type LineageLink, type LineageList, lineageList } from '../../sessions/lineage.model.ts';
import { findAncestorIds } from '../../sessions/session.queries.ts';
import { builder, listConnection } from '../builder.ts';
import { type Context, ownerOf } from '../context.ts';
import { valueLoader } from '../loaders.ts';
import { COST, pageOf } from '../plugins/cost.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { MessageRef } from './conversations/conversation.ts';
import { SessionRef } from './sessions.ts';

const quotasOf = (ctx: Context): Quotas => ctx.settings.quotas;

/** One list per session asked about, from the rows of one walk for all of them. */
function listsFrom(links: readonly LineageLink[], bounds: { max: number; maxDepth: number }): Map<string, LineageList> {
  const bySession = new Map<string, LineageLink[]>();
  for (const link of links) bySession.set(link.lineage_of, [...(bySession.get(link.lineage_of) ?? []), link]);
  return new Map([...bySession].map(([asked, rows]) => [asked, lineageList(rows, asked, bounds)]));
}

const NONE: LineageList = { ids: [], truncated: false };

const ancestorsOf = valueLoader(async (ctx, ids) => {
  const { lineageDepth } = quotasOf(ctx);
  return listsFrom(await findAncestorIds(ctx.db, ownerOf(ctx), ids, lineageDepth), { max: lineageDepth, maxDepth: lineageDepth });
}, NONE);
const descendantsOf = valueLoader(async (ctx, ids) => {
  const { lineageDepth: depth, lineageSessions: sessions } = quotasOf(ctx);
  return listsFrom(await findDescendantIds(ctx.db, ownerOf(ctx), ids, { depth, sessions }), { max: sessions, maxDepth: depth });
}, NONE);
const childrenOf = valueLoader(async (ctx, ids) => {
  const max = quotasOf(ctx).lineageSessions;
  return listsFrom(await findChildIds(ctx.db, ownerOf(ctx), ids, max), { max, maxDepth: 1 });
}, NONE);
const forksOf = valueLoader(async (ctx, ids) => {
  const max = quotasOf(ctx).lineageSessions;
  return listsFrom(await findForkIdsOfCheckpoints(ctx.db, ownerOf(ctx), ids, max), { max, maxDepth: 1 });
}, NONE);

/** The parent the caller can see: null for a root (or a parent that is not the caller's, which no fork makes). */
async function visibleParent(ctx: Context, session: Session): Promise<Session | null> {
  return session.parent_session_id ? SessionRef.getDataloader(ctx).load(session.parent_session_id) : null;
}

const BOUNDS =
  'A read walks at most SAVEPOINT_MAX_LINEAGE_DEPTH forks up or down and SAVEPOINT_MAX_LINEAGE_SESSIONS sessions per list; `truncated` says when a tree goes on past them.';

/** A walk costs like the rows it may read: a chain of ancestors like ten fields, a whole subtree like a hundred. */
const walkCost = (cost: number) => (args: Record<string, unknown>) => ({ field: cost, multiplier: pageOf(args) });

export const ForkPointRef = builder.objectRef<Session>('ForkPoint').implement({
  description: "Where in its source's history a fork starts: the checkpoint, the message and the moment it was made from.",
  fields: (t) => ({
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint whose code and plan state the fork started from; null when it started from none.',
      resolve: (fork) => fork.fork_checkpoint_id,
    }),
    message: t.field({
      type: MessageRef,
      nullable: true,
      description: "The source's message the fork was made at (its conversation goes on from there); null when not made at a message.",
      resolve: (fork) => fork.fork_message_id,
    }),
    at: t.field({
      type: 'DateTime',
      description: "The moment of the source's history the fork starts from (when the fork was made, if none was recorded).",
      resolve: (fork) => fork.forked_at ?? fork.created_at,
    }),
  }),
});

const SessionLineageRef = builder.objectRef<Session>('SessionLineage').implement({
  description:
    'Where a session stands in its fork tree (forkSession makes the forks): its root, its parent and the point it was forked at, and the sessions above and below it.',
  fields: (t) => ({
    root: t.field({
      type: SessionRef,
      description: `The topmost ancestor: the session the tree started from (the session itself when it was not forked). ${BOUNDS}`,
      complexity: COST.lineageWalk,
      resolve: async (session, _, ctx) => (await ancestorsOf(ctx).load(session.id)).ids.at(-1) ?? session.id,
    }),
    parent: t.field({
      type: SessionRef,
      nullable: true,
      description: 'The session it was forked from; null for a root.',
      resolve: (session, _, ctx) => visibleParent(ctx, session),
    }),
    forkPoint: t.field({
      type: ForkPointRef,
      nullable: true,
      description: "Where in its parent's history it was forked; null for a root.",
      resolve: async (session, _, ctx) => ((await visibleParent(ctx, session)) ? session : null),
    }),
    depth: t.int({
      description: `How many forks separate it from its root (0 for a root, 1 for a fork of a root...). ${BOUNDS}`,
      complexity: COST.lineageWalk,
      resolve: async (session, _, ctx) => (await ancestorsOf(ctx).load(session.id)).ids.length,
    }),
    truncated: t.boolean({
      description:
        'True when its fork tree goes on past what a read walks: more than SAVEPOINT_MAX_LINEAGE_DEPTH forks above or below it, or more than SAVEPOINT_MAX_LINEAGE_SESSIONS sessions in one of its lists. Then root, depth and the lists hold the part within those bounds. forkSession never makes a tree that deep; a session forked that many times does.',
      complexity: COST.lineageWalk + COST.lineageTree,
      resolve: async (session, _, ctx) => {
        const lists = await Promise.all([ancestorsOf(ctx), descendantsOf(ctx), childrenOf(ctx)].map((loader) => loader.load(session.id)));
        return lists.some((list) => list.truncated);
      },
    }),
    children: t.connection({
      type: SessionRef,
      nullable: true,
      description: `The sessions forked directly from it, oldest first. ${BOUNDS}`,
      complexity: walkCost(COST.lineageWalk),
      resolve: async (session, args, ctx) => listConnection(args, (await childrenOf(ctx).load(session.id)).ids),
    }),
    ancestors: t.connection({
      type: SessionRef,
      nullable: true,
      description: `The sessions it descends from: its parent first, then its parent's parent, up to the root. ${BOUNDS}`,
      complexity: walkCost(COST.lineageWalk),
      resolve: async (session, args, ctx) => listConnection(args, (await ancestorsOf(ctx).load(session.id)).ids),
    }),
    descendants: t.connection({
      type: SessionRef,
      nullable: true,
      description: `Every session forked from it, directly or from one of its forks: by depth (children first), then oldest first. ${BOUNDS}`,
      complexity: walkCost(COST.lineageTree),
      resolve: async (session, args, ctx) => listConnection(args, (await descendantsOf(ctx).load(session.id)).ids),
    }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  lineage: t.field({
    type: SessionLineageRef,
    description: 'Its place in its fork tree: root, parent, fork point, children, ancestors, descendants and depth.',
    resolve: (session) => session,
  }),
}));

builder.objectFields(CheckpointRef, (t) => ({
  forks: t.connection({
    type: SessionRef,
    nullable: true,
    description: `The sessions forked from this checkpoint's code and plan state, oldest first (at most SAVEPOINT_MAX_LINEAGE_SESSIONS).`,
    complexity: walkCost(COST.lineageWalk),
    resolve: async (checkpoint, args, ctx) => listConnection(args, (await forksOf(ctx).load(checkpoint.id)).ids),
  }),
}));
