// The agent a server embeds for its local owners, through the public API: it snapshots a folder registered by path
// with no process of the owner's, is said to be embedded (by the server, not by itself), stops working for an owner
// the operator no longer makes local (from the next command, nothing changed), and comes back by itself when its
// token is revoked (a new one is made; the next verb works). It runs in a process of its own beside the server's: git
// never runs in the server's process, and killed, the agents come back when a verb needs them.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { composeApp } from '../src/app.ts';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { failure } from '../src/client/results.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { tempDir, write } from './helpers/fs.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { graphql as post, until } from './helpers/process.ts';

// A verb waits for an agent that is coming back (agentReturnMs): here, one re-minting its revoked token and
// reconnecting, which took over the default 5 s on a loaded machine (CI, once). The default is tested in
// test/agents.crash.test.ts, on a server of its own.
const app = await createTestApp({ config: { revocationCheckMs: 100, agentReturnMs: 60_000 } });
const alice = await app.owner('alice');

const Checkpoint = graphql(`
  mutation EmbeddedCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id
          codeTree
          gitCommit
          filesChanged {
            path
          }
        }
      }
      ... on WorkspaceUnavailableError {
        reason
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Agent = graphql(`
  query EmbeddedAgentOf($id: ID!) {
    node(id: $id) {
      ... on Workspace {
        host
        agent {
          key
          online
          embedded
        }
      }
    }
  }
`);

const Tokens = graphql(`
  query EmbeddedTokens {
    viewer {
      apiTokens {
        id
        name
        revokedAt
      }
    }
  }
`);

const Revoke = graphql(`
  mutation EmbeddedRevoke($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
    }
  }
`);

const ONE_STEP = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }] }] };

describe('the agent a server embeds for its local owners', () => {
  it('snapshots a folder registered by path, and is the workspace agent the server says is embedded', async () => {
    const { session, dir, workspaceId } = await sessionInNewWorkspace(alice, ONE_STEP, { 'a.txt': 'one\n' });
    const { createCheckpoint } = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'first' } });
    expect(createCheckpoint).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { gitCommit: null, filesChanged: [{ path: 'a.txt' }] } });
    expect(createCheckpoint.__typename === 'CreateCheckpointPayload' && createCheckpoint.checkpoint.codeTree).toMatch(/^[0-9a-f]{40}$/);
    const { node } = await alice.gql(Agent, { id: workspaceId });
    expect(node).toMatchObject({ agent: { key: expect.stringMatching(/^embedded-/), online: true, embedded: true } });
    expect(node && 'host' in node ? node.host : null).toBeTruthy(); // attached from this host
    await write(dir, { 'b.txt': 'two\n' });
    const next = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'second' } });
    expect(next.createCheckpoint).toMatchObject({ checkpoint: { filesChanged: [{ path: 'b.txt' }] } });
  });

  it('is online once started: verbs at once on a new workspace share its start, none replaces it', async () => {
    const made = await alice.gql(CreateWorkspace, { input: { path: await tempDir() } }); // no verb yet: no agent started
    const workspaceId = made.createWorkspace.__typename === 'CreateWorkspacePayload' ? made.createWorkspace.workspace.id : '';
    const row = await app.db.selectFrom('workspaces').selectAll().where('id', '=', decodeGlobalID(workspaceId).id).executeTakeFirstOrThrow();
    expect((await alice.gql(Agent, { id: workspaceId })).node).toMatchObject({ agent: null });
    // What a verb does when it finds no agent online for the workspace: it asks this server to serve it. The start
    // settles once a server counts the agent online: a verb asking before then shares the start. (It settled when the
    // agent had started, and a verb asking between then and its link replaced the agent another verb was waiting
    // for: AGENT_OFFLINE once, on a loaded machine, where the agents' process is slower to connect.)
    const started = await app.settings.agents.serveHere(row);
    const { node } = await alice.gql(Agent, { id: workspaceId });
    expect(node).toMatchObject({ agent: { online: true, embedded: true } });
    expect(await app.settings.agents.serveHere(row)).toBe(started);
    const { session } = await sessionInNewWorkspace(alice, ONE_STEP, { 'b.txt': 'two\n' });
    const checkpoints = await Promise.all([0, 1, 2, 3].map((i) => alice.gql(Checkpoint, { input: { sessionId: session.id, label: `at once ${i}` } })));
    expect(checkpoints.map((answer) => answer.createCheckpoint.__typename)).toEqual(Array(4).fill('CreateCheckpointPayload'));
  });

  it('does no file work for an owner no longer local, from its next command, and again once it is', async () => {
    const { session } = await sessionInNewWorkspace(alice, ONE_STEP, { 'a.txt': 'one\n' });
    await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'served' } });
    await app.db.updateTable('owners').set({ local: false }).where('id', '=', alice.ownerId).execute();
    try {
      const refused = (await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'refused' } })).createCheckpoint;
      expect(refused).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'NOT_LOCAL' });
      expect(failure(refused).message).toMatch(/savepoint agent --workspace/);
    } finally {
      await app.db.updateTable('owners').set({ local: true }).where('id', '=', alice.ownerId).execute();
    }
    const rows = await app.db.selectFrom('checkpoints').select('label').where('label', 'in', ['served', 'refused']).execute();
    expect(rows.map((row) => row.label)).toEqual(['served']); // the refused one wrote nothing
    const again = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'local again' } });
    expect(again.createCheckpoint.__typename).toBe('CreateCheckpointPayload');
  });

  it('comes back with a new token when its own is revoked: the next verb works', async () => {
    const { session, workspaceId } = await sessionInNewWorkspace(alice, ONE_STEP, { 'a.txt': 'one\n' });
    await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'before' } });
    const embedded = (await alice.gql(Tokens, {})).viewer.apiTokens.filter((token) => token.name === 'embedded agent' && !token.revokedAt);
    expect(embedded).toHaveLength(1); // one token for all of the owner's embedded agents, made by the server
    expect((await alice.gql(Revoke, { input: { tokenId: embedded[0]!.id } })).revokeApiToken.__typename).toBe('RevokeApiTokenPayload');
    // Its socket is closed by the revocation sweep: the agent is offline.
    await until(
      async () => {
        const { node } = await alice.gql(Agent, { id: workspaceId });
        return node !== null && 'agent' in node && node.agent?.online === false;
      },
      'the embedded agent to go offline',
      20_000, // 60 ms when the machine is idle; short of the test's own 30 s, so a miss says which wait it was
    );
    const after = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'after' } });
    expect(after.createCheckpoint.__typename, JSON.stringify(after)).toBe('CreateCheckpointPayload');
    const live = (await alice.gql(Tokens, {})).viewer.apiTokens.filter((token) => token.name === 'embedded agent' && !token.revokedAt);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(embedded[0]!.id);
  });

  it('runs in a process of its own: git runs there, never in the server; killed, it comes back when a verb needs it', async () => {
    const { session, dir, workspaceId } = await sessionInNewWorkspace(alice, ONE_STEP, { 'a.txt': 'one\n' });
    await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'before the kill' } });
    const first = agentsProcessOf(app.config.dataDir);
    expect(first).not.toBe(process.pid);
    // A git on PATH that logs the process that ran it: the agents' process started again takes this PATH.
    const bin = await tempDir('savepoint-git-logger-');
    const calls = path.join(bin, 'calls.log');
    await mkdir(path.join(bin, 'bin'));
    await writeFile(path.join(bin, 'bin', 'git'), `#!/bin/sh\necho "$PPID $*" >> ${calls}\nexec ${gitPath()} "$@"\n`, { mode: 0o755 });
    const path0 = process.env.PATH;
    process.env.PATH = `${path.join(bin, 'bin')}:${path0}`;
    try {
      process.kill(first, 'SIGKILL');
      await until(
        async () => {
          const { node } = await alice.gql(Agent, { id: workspaceId });
          return node !== null && 'agent' in node && node.agent?.online === false && !running(first);
        },
        'the embedded agent to go offline with its process',
        30_000,
      );
      await write(dir, { 'b.txt': 'two\n' });
      const after = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'after the kill' } });
      expect(after.createCheckpoint, JSON.stringify(after)).toMatchObject({ checkpoint: { filesChanged: [{ path: 'b.txt' }] } });
      const second = agentsProcessOf(app.config.dataDir);
      expect([first, process.pid]).not.toContain(second);
      const ran = (await readFile(calls, 'utf8')).split('\n').filter(Boolean);
      const commands = ran.map((line) =>
        line
          .split(' ')
          .slice(1)
          .find((word) => /^[a-z][a-z-]*$/.test(word)),
      ); // past the -c options
      expect(commands).toEqual(expect.arrayContaining(['ls-files', 'write-tree']));
      expect(new Set(ran.map((line) => Number(line.split(' ')[0]))), "every git process started by the agents' process").toEqual(new Set([second]));
    } finally {
      process.env.PATH = path0;
    }
  });

  it('stops with its server, once its agents have stopped: no process is left', async () => {
    const { url } = await createTestDatabase();
    const dataDir = await tempDir('savepoint-data-');
    const server = await composeApp({
      database: { ...createDb(url), url },
      config: { ...app.config, dataDir },
      logger: createLogger('silent'),
    });
    const endpoint = await server.listen();
    const { token } = await createOwnerWithToken(server.database.db, 'bob');
    const folder = await tempDir();
    await write(folder, { 'a.txt': 'one\n' });
    const call = async (query: string, variables: Record<string, unknown>) =>
      (await post<Record<string, any>>(endpoint, query, { token, variables })).body.data!;
    const { createWorkspace } = await call(
      'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }',
      { p: folder },
    );
    const { createSession } = await call('mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }', {
      i: { workspaceId: createWorkspace.workspace.id, objective: 'stops with its server' },
    });
    const { createCheckpoint } = await call(
      'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { ... on CreateCheckpointPayload { checkpoint { codeTree } } } }',
      {
        i: { sessionId: createSession.session.id },
      },
    );
    expect(createCheckpoint.checkpoint.codeTree).toMatch(/^[0-9a-f]{40}$/);
    const agents = agentsProcessOf(dataDir);
    expect(running(agents)).toBe(true);
    await server.stop();
    expect(running(agents)).toBe(false);
  });
});

/** The process serving this app's embedded agents now: the one holding their stores' claims (agent/store-claim.ts). */
function agentsProcessOf(dataDir: string): number {
  const stores = path.join(dataDir, 'agent', 'workspaces');
  const holders = new Set(
    readdirSync(stores)
      .filter((name) => name.endsWith('.pid'))
      .map((name) => Number(readFileSync(path.join(stores, name), 'utf8').trim()))
      .filter(running), // a killed holder leaves its claims (taken over when its folder is served again)
  );
  expect(holders.size, 'one process for every embedded agent').toBe(1);
  return [...holders][0]!;
}

/** Whether the process still runs (and is not a zombie left unreaped). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The real git, found before PATH is changed. */
function gitPath(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    try {
      readFileSync(path.join(dir, 'git'));
      return path.join(dir, 'git');
    } catch {}
  }
  throw new Error('git is not on PATH');
}
