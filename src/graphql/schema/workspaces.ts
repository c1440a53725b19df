import { countOwned, listOwnedById } from '../../db/id-page.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { findWorkspaceHeads } from '../../events/event.queries.ts';
import { registerWorkspace, registerWorkspaceThrows } from '../../workflows/workspaces/register-workspace.ts';
import { findWorkspacesByIds } from '../../workspaces/workspace.queries.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { encodeWorkspaceCursor, idPage } from '../cursors.ts';
import { resultOf } from './errors/domain.ts';

export const WorkspaceRef = builder.loadableNodeRef<Workspace, string, string>('Workspace', {
  id: { resolve: (workspace) => workspace.id },
  load: (ids, ctx) => findWorkspacesByIds(ctx.db, ownerOf(ctx), ids),
  sort: (workspace) => workspace.id,
});

WorkspaceRef.implement({
  description: 'A directory on the server (usually a git repository) where agents work. One directory is one workspace, of one owner.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'A name for people; defaults to the directory name.' }),
    path: t.exposeString('path', {
      nullable: true,
      description:
        'The absolute path of the directory on the server, symlinks resolved; null: a workspace without a folder, whose sessions keep client state only.',
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was registered.' }),
    updatedAt: t.expose('updated_at', { type: 'DateTime', description: 'When it last changed.' }),
    lastEventCursor: t.loadable({
      type: 'String',
      description:
        'The workspaceEvents cursor of its latest event ("0" before the first): pass it as `after` to workspaceEvents to get only what comes after it. Read it before what you show of its sessions, then subscribe from it: nothing that changes in between is missed.',
      load: async (ids: string[], ctx) => (await findWorkspaceHeads(ctx.db, ids)).map(encodeWorkspaceCursor),
      resolve: (workspace) => workspace.id,
    }),
  }),
});

builder.queryField('workspaces', (t) =>
  t.connection({
    type: WorkspaceRef,
    description: "The caller's workspaces, newest first.",
    resolve: (_, args, ctx) =>
      counted(
        cursorConnection(
          args,
          (workspace: Workspace) => workspace.id,
          (page) => listOwnedById(ctx.db, 'workspaces', ownerOf(ctx), idPage(page)),
        ),
        () => countOwned(ctx.db, 'workspaces', ownerOf(ctx)),
      ),
  }),
);

const CreateWorkspaceInput = builder.inputType('CreateWorkspaceInput', {
  description: 'A directory to register as a workspace.',
  fields: (t) => ({
    path: t.string({ required: true, description: 'Absolute path of an existing directory on the server, inside one of your workspace roots.' }),
    name: t.string({ description: 'A name for people; defaults to the directory name.' }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first result (replayed: true).',
    }),
  }),
});

const CreateWorkspacePayload = builder.objectRef<{ workspaceId: string; replayed: boolean }>('CreateWorkspacePayload').implement({
  description: 'The registered workspace.',
  fields: (t) => ({
    workspace: t.field({ type: WorkspaceRef, description: 'The workspace.', resolve: (payload) => payload.workspaceId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('createWorkspace', (t) =>
  t.field({
    type: CreateWorkspacePayload,
    description: 'Registers a directory as a workspace. The path is resolved (symlinks followed) and must lie inside one of your workspace roots.',
    args: { input: t.arg({ type: CreateWorkspaceInput, required: true, description: 'The directory to register.' }) },
    errors: resultOf('CreateWorkspaceResult', registerWorkspaceThrows),
    resolve: (_, { input }, ctx) => registerWorkspace(callerOf(ctx), input),
  }),
);
