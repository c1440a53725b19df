// No workspace lies inside or above another (of any owner, the same owner's too), nor inside or above another owner's
// root; no root is granted inside or above another owner's workspace or root. Checked under the places lock, so two
// registrations racing for nested folders never both win. The attack it closes (issue 21): owners on the server's
// shared roots registered folders inside and above another owner's workspace, then read, reverted and deleted its
// files through their own checkpoints and rewinds.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/events/unit-of-work.ts';
import { grantRoot } from '../src/workspaces/workspace.service.ts';
import { createTestApp } from './helpers/app.ts';
import { fork } from './helpers/forks.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { sessionAt } from './helpers/workspaces.ts';

const serverRoot = await realpath(await tempDir('savepoint-overlap-root-'));
const app = await createTestApp({ config: { workspaceRoots: [serverRoot] } });

type Client = Awaited<ReturnType<typeof app.owner>>;

/** A new folder inside the server's root. */
const folder = (name: string, base = serverRoot) => mkdtemp(path.join(base, `${name}-`));

async function register(client: Client, dir: string) {
  return (await client.gql(CreateWorkspace, { input: { path: dir } })).createWorkspace;
}

async function refused(client: Client, dir: string): Promise<string> {
  const result = await register(client, dir);
  if (result.__typename !== 'ValidationError') throw new Error(`expected ${dir} refused, got ${JSON.stringify(result)}`);
  expect(result).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
  return result.message;
}

async function accepted(client: Client, dir: string) {
  const result = await register(client, dir);
  if (result.__typename !== 'CreateWorkspacePayload') throw new Error(`expected ${dir} registered, got ${JSON.stringify(result)}`);
  return result.workspace;
}

const workspacesOf = async (ownerId: string) =>
  (await app.db.selectFrom('workspaces').select('path').where('owner_id', '=', ownerId).orderBy('path').execute()).map((row) => row.path);

const grant = (ownerId: string, dir: string) =>
  inTransaction({ db: app.db, viewer: { actor: 'operator' }, settings: app.settings }, (work) => grantRoot(work.trx, ownerId, dir, app.settings.places));

describe('workspaces never overlap', () => {
  it("refuses owner B a folder inside owner A's workspace and one above it, on the server's shared roots, telling B nothing of A", async () => {
    const alice = await app.owner('alice-nested');
    const bob = await app.owner('bob-nested');
    const above = await folder('above');
    const project = path.join(above, 'project');
    await write(project, { '.env': 'SECRET=alice\n', 'src/app.ts': 'alice\n' });
    await accepted(alice, project);
    const files = readTree(above);

    for (const dir of [path.join(project, 'src'), project + '/src/', above]) {
      const message = await refused(bob, dir);
      expect(message).toContain('is not available to you');
      expect(message).not.toContain('alice');
      expect(message).not.toContain('project"');
    }
    expect(await workspacesOf(bob.ownerId)).toEqual([]);
    expect(readTree(above)).toEqual(files);
  });

  it('refuses the same owner nesting its own workspaces, either way, naming the workspace in the way', async () => {
    const alice = await app.owner('alice-own');
    const outer = await folder('outer');
    const inner = path.join(outer, 'inner');
    await mkdir(path.join(inner, 'deeper'), { recursive: true });
    const registered = await accepted(alice, inner);
    const above = await refused(alice, outer);
    expect(above).toContain(`holds your workspace "${registered.name}" (${inner})`);
    const below = await refused(alice, path.join(inner, 'deeper'));
    expect(below).toContain(`lies inside your workspace "${registered.name}" (${inner})`);
    expect(await workspacesOf(alice.ownerId)).toEqual([inner]);
    // Beside it is fine: a sibling shares a parent, not a folder.
    const beside = path.join(outer, 'beside');
    await mkdir(beside);
    await accepted(alice, beside);
  });

  it("refuses a workspace inside or above another owner's granted root", async () => {
    const carol = await app.owner('carol-root');
    const dave = await app.owner('dave-server-roots');
    const parent = await folder('holds-carols');
    const carolsRoot = path.join(parent, 'carol');
    await mkdir(path.join(carolsRoot, 'app'), { recursive: true });
    expect(await grant(carol.ownerId, carolsRoot)).toBe(carolsRoot);
    expect(await refused(dave, path.join(carolsRoot, 'app'))).toContain('is not available to you');
    expect(await refused(dave, parent)).toContain('is not available to you');
    expect(await workspacesOf(dave.ownerId)).toEqual([]);
  });

  it("refuses to grant a root inside or above another owner's workspace, or overlapping another owner's root", async () => {
    const erin = await app.owner('erin-ws');
    const frank = await app.owner('frank-granted');
    const base = await folder('grant');
    const erins = path.join(base, 'erins');
    await mkdir(path.join(erins, 'inside'), { recursive: true });
    await accepted(erin, erins);
    await expect(grant(frank.ownerId, path.join(erins, 'inside'))).rejects.toThrow(/lies inside a workspace of another owner/);
    await expect(grant(frank.ownerId, base)).rejects.toThrow(/holds workspaces of another owner/);
    const ginas = path.join(base, 'ginas-root');
    await mkdir(path.join(ginas, 'sub'), { recursive: true });
    const gina = await app.owner('gina-granted');
    await grant(gina.ownerId, ginas);
    await expect(grant(frank.ownerId, path.join(ginas, 'sub'))).rejects.toThrow(/overlaps .*a root of another owner/);
    expect(await app.db.selectFrom('owner_roots').select('path').where('owner_id', '=', frank.ownerId).execute()).toEqual([]);
  });

  it('gives exactly one of two owners racing for a folder and a folder inside it (under the places lock), every round', async () => {
    const hank = await app.owner('hank-race');
    const ivy = await app.owner('ivy-race');
    for (let round = 0; round < 8; round++) {
      const outer = await folder(`race-${round}`);
      const inner = path.join(outer, 'inner');
      await mkdir(inner);
      const [first, second] = round % 2 ? [hank, ivy] : [ivy, hank];
      const results = await Promise.all([register(first, outer), register(second, inner)]);
      expect(
        results.filter((result) => result.__typename === 'CreateWorkspacePayload'),
        `round ${round}`,
      ).toHaveLength(1);
      const loser = results.find((result) => result.__typename !== 'CreateWorkspacePayload');
      expect(loser).toMatchObject({ __typename: 'ValidationError', field: 'path', message: expect.stringContaining('is not available to you') });
    }
    // The same owner racing itself: one wins, the other is told which workspace is in the way.
    const outer = await folder('race-self');
    const inner = path.join(outer, 'inner');
    await mkdir(inner);
    const results = await Promise.all([register(hank, outer), register(hank, inner)]);
    expect(results.filter((result) => result.__typename === 'CreateWorkspacePayload')).toHaveLength(1);
  });

  it("refuses a fork's new folder inside another of the owner's workspaces before writing anything there", async () => {
    const jill = await app.owner('jill-fork');
    const s = await sessionAt(jill, await folder('fork-source'), { git: true });
    const other = await folder('other-ws');
    await accepted(jill, other);
    for (const mode of ['DIRECTORY', 'WORKTREE'] as const) {
      const target = path.join(other, `fork-${mode}`);
      const result = await fork(jill, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: target } });
      expect(result, mode).toMatchObject({
        __typename: 'ValidationError',
        field: 'workspace.path',
        message: expect.stringContaining('overlaps your workspace'),
      });
      expect(existsSync(target), mode).toBe(false);
    }
    expect(await readdir(other)).toEqual([]);
  });
});
