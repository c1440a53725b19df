// Small builders for common setups, all through the public API.

import { narrow } from '../../src/client/results.ts';
import type { CreateSessionInput } from '../gql/graphql.ts';
import type { Client } from './app.ts';
import { tempDir, write } from './fs.ts';
import { CreateSession, CreateWorkspace } from './operations.ts';

export async function workspaceFor(client: Client): Promise<string> {
  const dir = await tempDir();
  const result = await client.gql(CreateWorkspace, { input: { path: dir } });
  if (result.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(result));
  return result.createWorkspace.workspace.id;
}

export async function sessionFor(client: Client, input: Partial<CreateSessionInput> = {}) {
  const workspaceId = input.workspaceId ?? (await workspaceFor(client));
  const result = await client.gql(CreateSession, { input: { objective: 'Refactor the login flow', ...input, workspaceId } });
  if (result.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(result.createSession));
  return result.createSession.session;
}

/** A session with this plan in the folder `dir`, registered as a workspace; no automatic checkpoints. */
export async function sessionInFolder(owner: Client, dir: string, plan: NonNullable<CreateSessionInput['plan']>) {
  const ws = await owner.gql(CreateWorkspace, { input: { path: dir } });
  const workspaceId = narrow(ws.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const session = await sessionFor(owner, {
    workspaceId,
    checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
    plan,
  });
  return { session, workspaceId };
}

/** A session with this plan in a new temp workspace holding `files`; no automatic checkpoints. */
export async function sessionInNewWorkspace(owner: Client, plan: NonNullable<CreateSessionInput['plan']>, files: Record<string, string> = {}) {
  const dir = await tempDir();
  await write(dir, files);
  return { ...(await sessionInFolder(owner, dir, plan)), dir };
}

/** A three-phase plan with dependencies and steps. */
export const samplePlan = {
  phases: [
    {
      name: 'analyse',
      tasks: [{ key: 'read', title: 'Read the code', role: 'architect', steps: [{ kind: 'READ' as const, title: 'read src/' }] }],
    },
    {
      name: 'build',
      tasks: [
        {
          key: 'api',
          title: 'Write the API',
          role: 'engineer',
          dependsOn: ['read'],
          steps: [
            { kind: 'WRITE' as const, title: 'write api.ts' },
            { kind: 'EXEC' as const, title: 'run tests' },
          ],
        },
        { key: 'ui', title: 'Write the UI', role: 'engineer', dependsOn: ['read'], steps: [{ kind: 'WRITE' as const, title: 'write ui.tsx' }] },
      ],
    },
    { name: 'review', tasks: [{ key: 'review', title: 'Review', role: 'reviewer', dependsOn: ['api', 'ui'] }] },
  ],
};
