// Workspace roots: an owner registers directories only inside its roots (granted by an operator, else the
// server's), paths are resolved before they are checked, one directory is one workspace and never two owners', and a
// refusal tells nothing about the host outside the caller's roots.
import { mkdir, realpath, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/events/unit-of-work.ts';
import { grantRoot } from '../src/workspaces/workspace.service.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';

const serverRoot = await realpath(await tempDir('savepoint-root-'));
const outside = await realpath(await tempDir('savepoint-outside-'));
const dataDir = path.join(serverRoot, 'data');
await mkdir(dataDir);
const app = await createTestApp({ config: { workspaceRoots: [serverRoot], dataDir } });

const Register = graphql(`
  mutation RegisterWorkspace($path: String!, $name: String) {
    createWorkspace(input: { path: $path, name: $name }) {
      __typename
      ... on CreateWorkspacePayload { workspace { id name path } }
      ... on ValidationError { code field message }
    }
  }
`);
const Roots = graphql(`query WorkspaceRoots { viewer { workspaceRoots } }`);

type Client = Awaited<ReturnType<typeof app.owner>>;

async function register(client: Client, dir: string, name?: string) {
  return (await client.gql(Register, { path: dir, name })).createWorkspace;
}

async function refusal(client: Client, dir: string): Promise<string> {
  const result = await register(client, dir);
  if (result.__typename !== 'ValidationError') throw new Error(`expected a refusal for ${dir}, got ${JSON.stringify(result)}`);
  expect(result).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
  return result.message;
}

async function folder(name: string, base = serverRoot): Promise<string> {
  const dir = path.join(base, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

const grant = (ownerId: string, dir: string) =>
  inTransaction({ db: app.db, viewer: { actor: 'operator' }, settings: app.settings }, (work) => grantRoot(work.trx, ownerId, dir, app.settings.places));

describe('workspace roots', () => {
  it('refuses a path outside the roots the same way whether it exists, is a file, or is reached through ..', async () => {
    const alice = await app.owner('alice-roots');
    const shape = (message: string, dir: string) => message.replace(dir, '<path>');
    const messages = await Promise.all(
      ['/etc', '/definitely/not/here', `${outside}`, `${serverRoot}/../${path.basename(outside)}`, '/etc/passwd'].map(async (dir) =>
        shape(await refusal(alice, dir), dir),
      ),
    );
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toContain(`your workspace roots are ${serverRoot}`);
    expect(await app.db.selectFrom('workspaces').select('id').where('owner_id', '=', alice.ownerId).execute()).toEqual([]);
  });

  it('resolves symlinks first: one leading out of a root is refused, one aliasing a registered folder is that workspace', async () => {
    const alice = await app.owner('alice-links');
    const leadsOut = path.join(serverRoot, 'escape');
    await symlink(outside, leadsOut);
    expect(await refusal(alice, leadsOut)).toContain('is not inside your workspace roots');
    const project = await folder('project-links');
    const registered = await register(alice, project, 'project');
    expect(registered).toMatchObject({ __typename: 'CreateWorkspacePayload', workspace: { path: project } });
    const alias = path.join(serverRoot, 'alias-of-project');
    await symlink(project, alias);
    expect(await refusal(alice, alias)).toContain('is already registered as workspace "project"');
    expect(await refusal(alice, `${project}/../project-links`)).toContain('is already registered as workspace "project"');
  });

  it("never accepts the server's data folder, a folder containing it, or a system folder", async () => {
    const alice = await app.owner('alice-data');
    expect(await refusal(alice, dataDir)).toContain("server's own data folder");
    expect(await refusal(alice, serverRoot)).toContain("server's own data folder");
    const everywhere = await createTestApp({ config: { workspaceRoots: ['/'] } });
    const root = await everywhere.owner('root-owner');
    for (const dir of ['/usr', '/etc', '/proc/self', '/']) {
      const result = (await root.gql(Register, { path: dir })).createWorkspace;
      expect(result, dir).toMatchObject({ __typename: 'ValidationError', field: 'path' });
      if (result.__typename === 'ValidationError') expect(result.message).toMatch(/system folders|root of the file system/);
    }
  });

  it("keeps one directory one owner's: a second owner is refused without learning whose it is", async () => {
    const alice = await app.owner('alice-shared');
    const bob = await app.owner('bob-shared');
    const project = await folder('shared-project');
    expect(await register(alice, project, 'alice-secret-name')).toMatchObject({ __typename: 'CreateWorkspacePayload' });
    const message = await refusal(bob, project);
    expect(message).toContain('is not available to you');
    expect(message).not.toContain('alice');
    expect(await refusal(bob, path.join(project, '.'))).toContain('is not available to you');
  });

  it('confines an owner with granted roots to them, keeps others out of them, and never lets two owners roots overlap', async () => {
    const carol = await app.owner('carol-granted');
    const dave = await app.owner('dave-server-roots');
    const carolRoot = await folder('carol');
    expect(await grant(carol.ownerId, carolRoot)).toBe(carolRoot);
    expect((await carol.gql(Roots)).viewer.workspaceRoots).toEqual([carolRoot]);
    expect((await dave.gql(Roots)).viewer.workspaceRoots).toEqual([serverRoot]);
    const inCarols = await folder('carol/app');
    expect(await register(carol, inCarols)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
    expect(await refusal(carol, await folder('elsewhere'))).toContain(`your workspace roots are ${carolRoot}`);
    expect(await refusal(dave, await folder('carol/other'))).toContain('is not available to you');

    const erin = await app.owner('erin-overlap');
    await expect(grant(erin.ownerId, carolRoot)).rejects.toThrow(/overlaps .*a root of another owner/);
    await expect(grant(erin.ownerId, serverRoot)).rejects.toThrow(/data folder/);
    await expect(grant(erin.ownerId, path.join(carolRoot, 'app'))).rejects.toThrow(/overlaps/);
    const daves = await folder('daves');
    expect(await register(dave, daves)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
    await expect(grant(erin.ownerId, daves)).rejects.toThrow(/holds workspaces of another owner/);
    expect(await app.db.selectFrom('owner_roots').select('path').where('owner_id', '=', erin.ownerId).execute()).toEqual([]);
  });
});
