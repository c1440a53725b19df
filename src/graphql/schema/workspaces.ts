import type { Workspace } from '../../db/database.ts';
import { registerWorkspace } from '../../workflows/workspaces/register-workspace.ts';
import { findWorkspacesByIds, listWorkspaces } from '../../workspaces/workspace.queries.ts';
import { builder } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { idPage } from '../cursors.ts';
import { WRITE_ERRORS } from './errors.ts';

export const WorkspaceRef = builder.loadableNodeRef<Workspace, string, string>('Workspace', {
  id: { resolve: (workspace) => workspace.id },
  load: (ids, ctx) => findWorkspacesByIds(ctx.db, ownerOf(ctx), ids),
  sort: (workspace) => workspace.id,
});

WorkspaceRef.implement({
  description: 'A directory (usually a git repository) where agents work.',
  fields: (t) => ({
    name: t.exposeString('name'),
    path: t.exposeString('path'),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    updatedAt: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

builder.queryField('workspaces', (t) =>
  t.connection({
    type: WorkspaceRef,
    description: "The caller's workspaces, newest first.",
    resolve: (_, args, ctx) =>
      cursorConnection(
        args,
        (workspace: Workspace) => workspace.id,
        (page) => listWorkspaces(ctx.db, ownerOf(ctx), idPage(page)),
      ),
  }),
);

const CreateWorkspaceInput = builder.inputType('CreateWorkspaceInput', {
  fields: (t) => ({
    path: t.string({ required: true, description: 'Absolute path of an existing directory on the server.' }),
    name: t.string({ description: 'Defaults to the directory name.' }),
    idempotencyKey: t.string({ description: 'Replaying a key returns the first result.' }),
  }),
});

const CreateWorkspacePayload = builder.objectRef<{ workspaceId: string; replayed: boolean }>('CreateWorkspacePayload').implement({
  fields: (t) => ({
    workspace: t.field({ type: WorkspaceRef, resolve: (payload) => payload.workspaceId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call.' }),
  }),
});

builder.mutationField('createWorkspace', (t) =>
  t.field({
    type: CreateWorkspacePayload,
    args: { input: t.arg({ type: CreateWorkspaceInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'CreateWorkspaceResult' } },
    resolve: (_, { input }, ctx) => registerWorkspace(callerOf(ctx), input),
  }),
);
