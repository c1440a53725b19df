// Deletion: deleteSession and deleteWorkspace, the Deletion node (the audit: who, when, what, how many rows and bytes),
// Query.deletions, Session.deletion, and the tombstone a deleted session leaves (see docs/retention.md).

import { countOwned, listOwnedById } from '../../db/id-page.ts';
import type { Deletion } from '../../db/tables/deletions.ts';
import { findDeletionsByIds } from '../../deletions/deletion.queries.ts';
import { deleteSession, deleteSessionThrows } from '../../workflows/delete/delete-session.ts';
import { deleteWorkspace, deleteWorkspaceThrows } from '../../workflows/delete/delete-workspace.ts';
import type { DeleteResult } from '../../workflows/delete/run-deletion.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { idPage } from '../cursors.ts';
import { globalIdOf, localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';

const DeletionKindEnum = describedEnum('DeletionKind', 'What a deletion was asked to delete.', ['SESSION', 'WORKSPACE', 'RETENTION'], {
  SESSION: 'A session (deleteSession).',
  WORKSPACE: 'A workspace and all of its sessions (deleteWorkspace).',
  RETENTION: 'A session a retention policy let go of (runRetention, or the server on its schedule).',
});

const DeletionModeEnum = describedEnum('DeletionMode', 'What happened to the live forks that built on what was deleted.', ['NONE', 'CASCADE', 'HAND_OVER'], {
  NONE: 'None built on it (a deletion with live forks depending on it is refused unless asked for one of the others).',
  CASCADE: 'They were deleted too (every live fork below it, at any depth).',
  HAND_OVER: 'They were given copies of the messages they inherited and cut loose from it: they stand alone now.',
});

const DeletionStateEnum = describedEnum('DeletionState', 'How far a deletion has come.', ['PURGING', 'DONE'], {
  PURGING:
    'The sessions are deleted (every read leaves them out, their feeds have ended) and their rows are being purged, batch after batch; a server finishes it by itself.',
  DONE: 'Every row is purged, and the code objects no checkpoint reaches any more are reclaimed.',
});

export const DeletionRef = builder.loadableNodeRef<Deletion, string, string>('Deletion', {
  id: { resolve: (deletion) => deletion.id },
  load: (ids, ctx) => findDeletionsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (deletion) => deletion.id,
});

const sessionIdsOf = (ids: readonly string[]) => ids.map((id) => globalIdOf({ type: 'Session', id }));

DeletionRef.implement({
  description: 'The audit of one deletion: who asked, when, what went, and what it freed. Written with the deletion; counted into as its rows are purged.',
  fields: (t) => ({
    kind: t.field({ type: DeletionKindEnum, description: 'What was asked.', resolve: (d) => d.kind }),
    targetId: t.id({
      description: 'The global id of the session or workspace asked for (deleted: node(id:) finds it no more).',
      resolve: (d) => globalIdOf({ type: d.kind === 'WORKSPACE' ? 'Workspace' : 'Session', id: d.target_id }),
    }),
    mode: t.field({ type: DeletionModeEnum, description: 'What happened to live forks.', resolve: (d) => d.mode }),
    state: t.field({ type: DeletionStateEnum, description: 'PURGING, then DONE.', resolve: (d) => d.state }),
    actor: t.exposeString('actor', { description: 'Who asked: the name of the API token used ("retention" for a policy).' }),
    requestedAt: t.expose('requested_at', { type: 'DateTime', description: 'When it was asked for (and the sessions went).' }),
    finishedAt: t.expose('finished_at', { type: 'DateTime', nullable: true, description: 'When its purge was done; null while PURGING.' }),
    sessionIds: t.idList({
      description: "Every session it deleted: the one asked for (or the workspace's), then the forks a cascade took.",
      resolve: (d) => sessionIdsOf(d.session_ids),
    }),
    handedOverTo: t.idList({ description: 'HAND_OVER: the live forks given copies of what they inherited.', resolve: (d) => sessionIdsOf(d.handed_over) }),
    rows: t.float({
      description: 'Rows purged so far, all tables together.',
      resolve: (d) => Object.values(d.purged).reduce((sum, n) => sum + n, 0),
    }),
    purged: t.field({ type: 'JSON', description: 'Rows purged so far per table, e.g. { "messages": 120, "session_events": 340 }.', resolve: (d) => d.purged }),
    rowBytes: t.exposeFloat('row_bytes', { description: 'Bytes those rows took up, as stored.' }),
    objects: t.exposeInt('objects', { description: 'Code objects (snapshot blobs and trees) reclaimed: those no other checkpoint reaches.' }),
    objectBytes: t.exposeFloat('object_bytes', { description: 'Bytes those objects took up, as stored (compressed).' }),
    bytesFreed: t.float({ description: 'rowBytes + objectBytes.', resolve: (d) => d.row_bytes + d.object_bytes }),
  }),
});

builder.queryField('deletions', (t) =>
  t.connection({
    type: DeletionRef,
    description: 'Your deletions (the audit), newest first: every deleteSession, deleteWorkspace and session a retention policy deleted.',
    resolve: (_, args, ctx) =>
      counted(
        cursorConnection(
          args,
          (deletion: Deletion) => deletion.id,
          (page) => listOwnedById(ctx.db, 'deletions', ownerOf(ctx), idPage(page)),
        ),
        () => countOwned(ctx.db, 'deletions', ownerOf(ctx)),
      ),
  }),
);

builder.objectFields(SessionRef, (t) => ({
  deletion: t.field({
    type: DeletionRef,
    nullable: true,
    description: "How it was deleted; null while it lives. A deleted session is only ever seen as the `session` of its feed's last event (`session.deleted`).",
    resolve: (session) => session.deletion_id,
  }),
}));

const MODE_ARGS = {
  cascade: 'True: live forks that build on it (at any depth) are deleted too.',
  handOver:
    'True: live forks that build on it are kept: each gets copies of the messages it inherits (its conversation reads exactly as before) and is cut loose from it.',
};

const IDEMPOTENCY = 'Any string of 1 to 200 characters: a retry with the same key and input answers the same deletion and deletes nothing more.';

const DeleteSessionInput = builder.inputType('DeleteSessionInput', {
  description: 'A session to delete, with everything it holds. Refused (ForksDependError) when live forks build on it, unless `cascade` or `handOver`.',
  fields: (t) => ({
    sessionId: t.id({ description: 'The session (exactly one of sessionId and sessionKey).' }),
    sessionKey: t.string({ description: "The session by its client's key (Session.clientKey)." }),
    cascade: t.boolean({ defaultValue: false, description: MODE_ARGS.cascade }),
    handOver: t.boolean({ defaultValue: false, description: MODE_ARGS.handOver }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
  }),
});

const DeleteWorkspaceInput = builder.inputType('DeleteWorkspaceInput', {
  description: 'A workspace to delete, with all of its sessions. Its folder and files are not touched.',
  fields: (t) => ({
    workspaceId: t.id({ required: true, description: 'The workspace.' }),
    cascade: t.boolean({ defaultValue: false, description: MODE_ARGS.cascade }),
    handOver: t.boolean({ defaultValue: false, description: MODE_ARGS.handOver }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
  }),
});

const DeletePayload = builder.objectRef<DeleteResult>('DeletePayload').implement({
  description: 'The deletion, as its audit records it.',
  fields: (t) => ({
    deletion: t.field({ type: DeletionRef, description: 'The audit: what went and what it freed.', resolve: (p) => p.deletionId }),
    replayed: t.exposeBoolean('replayed', {
      description: 'True when nothing new was deleted: the idempotency key matched an earlier call, or it was deleted already (by this deletion).',
    }),
  }),
});

const DELETES =
  'Its tombstone (`session.deleted`) ends its feeds, reads no longer find it, and its rows are purged right after, in short batches, audited. Irreversible: export what you want to keep first.';

builder.mutationFields((t) => ({
  deleteSession: t.field({
    type: DeletePayload,
    description: `Deletes a session: its plan, conversations and messages, checkpoints, documents and events, and the code objects no other checkpoint reaches. ${DELETES}`,
    args: { input: t.arg({ type: DeleteSessionInput, required: true, description: 'The session, and what to do with its live forks.' }) },
    errors: resultOf('DeleteSessionResult', deleteSessionThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      deleteSession(callerOf(ctx), { ...input, sessionId: optionalLocalId('Session', input.sessionId, 'sessionId'), sessionKey: input.sessionKey ?? null }),
  }),
  deleteWorkspace: t.field({
    type: DeletePayload,
    description: `Deletes a workspace and every session in it (each as deleteSession does); its folder may be registered again. ${DELETES}`,
    args: {
      input: t.arg({ type: DeleteWorkspaceInput, required: true, description: 'The workspace, and what to do with live forks of its sessions elsewhere.' }),
    },
    errors: resultOf('DeleteWorkspaceResult', deleteWorkspaceThrows, localIdThrows),
    resolve: (_, { input }, ctx) => deleteWorkspace(callerOf(ctx), { ...input, workspaceId: localId('Workspace', input.workspaceId, 'workspaceId') }),
  }),
}));
