// Lineage: a session's place in its fork tree (Session.lineage: root, parent, fork point, children, ancestors,
// descendants, depth) and the forks of a checkpoint (Checkpoint.forks). Each list is read by one statement for every
// session (or checkpoint) of the request, then paged in memory: a fork tree is small next to a page of messages.
import type { Session } from '../../db/database.ts';
import { findAncestors, findChildren, findDescendants, findForksOfCheckpoints } from '../../sessions/lineage.queries.ts';
import { builder, listConnection } from '../builder.ts';
import { type Context, ownerOf } from '../context.ts';
import { groupLoader } from '../loaders.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { MessageRef } from './conversations.ts';
import { SessionRef } from './sessions.ts';

/** Sessions a lineage query read whole go to the request's session loader too: nested fields find them there. */
function known<T extends Session>(ctx: Context, rows: T[]): T[] {
  const sessions = SessionRef.getDataloader(ctx);
  for (const row of rows) sessions.prime(row.id, row);
  return rows;
}

const ancestorsOf = groupLoader(
  async (ctx, ids) => known(ctx, await findAncestors(ctx.db, ownerOf(ctx), ids)),
  (row) => row.lineage_of,
);
const descendantsOf = groupLoader(
  async (ctx, ids) => known(ctx, await findDescendants(ctx.db, ownerOf(ctx), ids)),
  (row) => row.lineage_of,
);
const childrenOf = groupLoader(
  async (ctx, ids) => known(ctx, await findChildren(ctx.db, ownerOf(ctx), ids)),
  (row) => row.parent_session_id!,
);
const forksOf = groupLoader(
  async (ctx, ids) => known(ctx, await findForksOfCheckpoints(ctx.db, ownerOf(ctx), ids)),
  (row) => row.fork_checkpoint_id!,
);

/** The parent the caller can see: null for a root (or a parent that is not the caller's, which no fork makes). */
async function visibleParent(ctx: Context, session: Session): Promise<Session | null> {
  return session.parent_session_id ? SessionRef.getDataloader(ctx).load(session.parent_session_id) : null;
}

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
      description: 'The topmost ancestor: the session the tree started from (the session itself when it was not forked).',
      resolve: async (session, _, ctx) => (await ancestorsOf(ctx).load(session.id)).at(-1) ?? session,
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
      description: 'How many forks separate it from its root (0 for a root, 1 for a fork of a root...).',
      resolve: async (session, _, ctx) => (await ancestorsOf(ctx).load(session.id)).length,
    }),
    children: t.connection({
      type: SessionRef,
      nullable: true,
      description: 'The sessions forked directly from it, oldest first.',
      resolve: async (session, args, ctx) => listConnection(args, await childrenOf(ctx).load(session.id)),
    }),
    ancestors: t.connection({
      type: SessionRef,
      nullable: true,
      description: "The sessions it descends from: its parent first, then its parent's parent, up to the root.",
      resolve: async (session, args, ctx) => listConnection(args, await ancestorsOf(ctx).load(session.id)),
    }),
    descendants: t.connection({
      type: SessionRef,
      nullable: true,
      description: 'Every session forked from it, directly or from one of its forks: by depth (children first), then oldest first.',
      resolve: async (session, args, ctx) => listConnection(args, await descendantsOf(ctx).load(session.id)),
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
    description: "The sessions forked from this checkpoint's code and plan state, oldest first.",
    resolve: async (checkpoint, args, ctx) => listConnection(args, await forksOf(ctx).load(checkpoint.id)),
  }),
}));
