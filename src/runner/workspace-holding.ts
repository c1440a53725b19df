// The workspace of a folder, for a runner that records work done in a folder it does not serve itself (a coding
// agent's hooks): an existing workspace of the owner's that holds it (the folder itself or a parent of it), else the
// folder registered as a workspace now (createWorkspace: its files served by the server's own agent for a local owner,
// by `savepoint agent` beside them otherwise). `subfolder` is where the folder lies in the workspace, so the files a
// run declares are named from the workspace's folder.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { SavepointClient } from '../client/client.ts';
import { CreateWorkspaceDocument, WorkspacesDocument, type WorkspacesQuery } from '../client/gql/operations.ts';
import { result } from '../client/results.ts';
import { WriteRefusedError } from './errors.ts';

export type HoldingWorkspace = { id: string; subfolder: string };

const inside = (folder: string, root: string) => {
  const relative = path.relative(root, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The workspace holding `folder`, found or registered (`idempotencyKey`: the registration's, so a retry makes one). */
export async function workspaceHolding(client: SavepointClient, folder: string, idempotencyKey: string): Promise<HoldingWorkspace> {
  const real = await realpath(folder).catch(() => path.resolve(folder));
  for (let after: string | null = null; ; ) {
    const { workspaces }: { workspaces: WorkspacesQuery['workspaces'] } = await client.request(WorkspacesDocument, { first: 500, after });
    const holding = workspaces.nodes.find((workspace) => workspace.path !== null && inside(real, workspace.path));
    if (holding?.path) return { id: holding.id, subfolder: path.relative(holding.path, real).split(path.sep).join('/') };
    if (!workspaces.pageInfo.hasNextPage) break;
    after = workspaces.pageInfo.endCursor ?? null;
  }
  const made = result((await client.request(CreateWorkspaceDocument, { input: { path: real } }, { idempotencyKey })).createWorkspace);
  if (!made.ok) throw new WriteRefusedError('createWorkspace', made.error as unknown as Record<string, unknown>);
  return { id: made.value.workspace.id, subfolder: '' };
}
