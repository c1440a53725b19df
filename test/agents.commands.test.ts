// Workspace agents through the public API, on real servers (HTTP and graphql-ws) over one database: an agent
// attaches a folder, follows its commands and reports; a verb that needs the agent (pingAgent here) reaches it from
// any server process, and answers AGENT_OFFLINE, changing nothing, when no agent is there to do the work. For a
// local owner a server embeds an agent of its own (embedded-agent/local-agents.ts), which serves a folder of this host
// that no other agent serves: the tests of a standalone agent's absence use an owner who is not local.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCommand } from '../src/agents/agent-command.service.ts';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { createClient, type SavepointClient } from '../src/client/client.ts';
import { AgentCommandsDocument, AttachWorkspaceDocument, ReportAgentCommandDocument, SettleAgentCommandDocument } from '../src/client/gql/operations.ts';
import { narrow } from '../src/client/results.ts';
import { localId } from '../src/graphql/ids.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { conditions, gqlOver, startLiveApp } from './helpers/live.ts';
import { killLeftovers, spawnCli } from './helpers/process.ts';

const one = await startLiveApp({ pollIntervalMs: 60_000 });
const two = await startLiveApp({ pollIntervalMs: 60_000 }, { url: one.databaseUrl });
const bob = await createOwnerWithToken(one.app.database.db, 'bob');
/** An owner the servers do no file work for (not local): only their own agents serve their folders. */
const remote = await createOwnerWithToken(one.app.database.db, 'remote', { local: false });

const clients: SavepointClient[] = [];
function connect(url: string, token: string) {
  const client = createClient({ url, token, webSocketImpl: WebSocket, retryDelayMs: () => 10 });
  clients.push(client);
  return client;
}
afterAll(async () => {
  for (const client of clients) await client.close();
  await killLeftovers();
});

/** The test's own operations (test/gql documents) on a server, as an owner. */
const as =
  (token: string, server = one) =>
  <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) =>
    gqlOver(server.httpUrl, token, document, variables);

const PingAgent = graphql(`
  mutation PingAgent($input: PingAgentInput!) {
    pingAgent(input: $input) {
      __typename
      ... on PingAgentPayload {
        roundTripMs
        agent {
          id
          key
          online
          embedded
        }
      }
      ... on Error {
        code
        message
      }
      ... on AgentOfflineError {
        agentId
        host
        timedOut
      }
      ... on AgentCommandFailedError {
        agentCode
      }
      ... on WorkspaceUnavailableError {
        reason
        path
      }
    }
  }
`);

const WorkspaceAgent = graphql(`
  query WorkspaceAgent($id: ID!) {
    node(id: $id) {
      ... on Workspace {
        host
        path
        agent {
          key
          host
          online
        }
      }
    }
  }
`);

type Command = { id: string; kind: string; input: unknown };
type Answer = { result: Record<string, unknown> } | { error: { code: string; message: string } } | 'silent';

const TreeSession = graphql(`
  mutation TreeSession($input: CreateSessionInput!) { createSession(input: $input) { __typename ... on CreateSessionPayload { session { id } } ... on Error { code message } } }
`);
const TreeCheckpoint = graphql(`
  mutation TreeCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on Error { code message } ... on AgentCommandFailedError { agentCode } }
  }
`);
const TreeCheckpoints = graphql(`
  query TreeCheckpoints($id: ID!) { node(id: $id) { __typename ... on Session { checkpoints(first: 10) { nodes { id } } } } }
`);

/**
 * A workspace agent as small as the protocol allows: attaches a folder, follows its commands on `url`'s server and
 * answers each with `answer`; `received` lists what it was given.
 */
async function startAgent(options: { url?: string; token?: string; key: string; host?: string; path: string; answer?: (command: Command) => Answer }) {
  const client = connect(options.url ?? one.httpUrl, options.token ?? one.token);
  const attached = await client.request(AttachWorkspaceDocument, {
    input: { agentKey: options.key, host: options.host ?? os.hostname(), path: options.path },
  });
  const received: Command[] = [];
  const reports: boolean[] = [];
  const { changed, until } = conditions(() => `received ${received.length} commands`);
  const answer = options.answer ?? (() => ({ result: { pong: true } }));
  const feed = client.follow(
    AgentCommandsDocument,
    { agentKey: options.key },
    {
      after: null,
      onItem: ({ node }) => {
        received.push(node);
        changed();
        const reply = answer(node);
        if (reply === 'silent') return;
        void client
          .request(ReportAgentCommandDocument, { input: { commandId: node.id, agentKey: options.key, ...reply } })
          .then((report) => reports.push(narrow(report.reportAgentCommand, 'ReportAgentCommandPayload').accepted));
      },
    },
  );
  return { client, attached: attached.attachWorkspace, feed, received, reports, until };
}

/** Until the agent counts as online (its feed is open on some server), or as offline; asked as the workspace's owner. */
async function online(workspaceId: string, wanted = true, token = one.token) {
  for (let i = 0; i < 400; i++) {
    const { node } = await as(token)(WorkspaceAgent, { id: workspaceId });
    if (node && 'agent' in node && node.agent?.online === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the agent never went ${wanted ? 'online' : 'offline'}`);
}

describe('an agent attached to a folder', () => {
  it('attaches a folder on its host, comes online while it follows its commands, and answers a ping from either server', async () => {
    const agent = await startAgent({ key: 'agent-a', host: 'laptop-a', path: '/home/alice/app' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    expect(workspace).toMatchObject({ host: 'laptop-a', path: '/home/alice/app', name: 'app' });
    await online(workspace.id);

    for (const server of [one, two]) {
      const { pingAgent } = await as(one.token, server)(PingAgent, { input: { workspaceId: workspace.id } });
      const pong = narrow(pingAgent, 'PingAgentPayload');
      expect(pong.agent).toMatchObject({ key: 'agent-a', online: true });
      expect(pong.roundTripMs).toBeGreaterThan(0);
    }
    expect(agent.received.map((command) => command.kind)).toEqual(['PING', 'PING']);
    agent.feed.stop();
  });

  it("a report ends its command and rings the asker's doorbell once, at its commit; a report again rings nothing", async () => {
    const listener = postgres(one.databaseUrl, { max: 1 });
    const notices: Array<{ c?: string[] }> = [];
    const { until, changed } = conditions(() => `${notices.length} notices`);
    await listener.listen('savepoint_events', (payload) => {
      notices.push(JSON.parse(payload) as { c?: string[] });
      changed();
    });
    try {
      const agent = await startAgent({ key: 'agent-r', path: '/home/alice/rung' });
      const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
      await online(workspace.id);
      narrow((await as(one.token)(PingAgent, { input: { workspaceId: workspace.id } })).pingAgent, 'PingAgentPayload');
      const commandId = localId('AgentCommand', agent.received[0]!.id);
      const naming = () => notices.filter((notice) => notice.c?.includes(commandId)).length;
      await until(() => naming() === 1, 'the end of the command rung');
      const again = await agent.client.request(ReportAgentCommandDocument, {
        input: { commandId: agent.received[0]!.id, agentKey: 'agent-r', result: { pong: 2 } },
      });
      expect(narrow(again.reportAgentCommand, 'ReportAgentCommandPayload')).toMatchObject({ accepted: false, command: { state: 'DONE' } });
      // A ping after it: its notice comes after any the second report could have sent, and none names the first.
      narrow((await as(one.token)(PingAgent, { input: { workspaceId: workspace.id } })).pingAgent, 'PingAgentPayload');
      const second = localId('AgentCommand', agent.received[1]!.id);
      await until(() => notices.some((notice) => notice.c?.includes(second)), 'the second command rung');
      expect(naming()).toBe(1);
      agent.feed.stop();
    } finally {
      await listener.end();
    }
  });

  it('answers AGENT_OFFLINE when no agent serves the workspace, or it stopped following', async () => {
    const agent = await startAgent({ token: remote.token, key: 'agent-b', path: '/srv/b' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id, true, remote.token);
    agent.feed.stop();
    await agent.client.close();
    const carol = as(remote.token, two);
    await online(workspace.id, false, remote.token);
    const { pingAgent: answer } = await carol(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 2_000 } });
    expect(answer).toMatchObject({ __typename: 'AgentOfflineError', code: 'AGENT_OFFLINE', host: os.hostname(), timedOut: false });

    // A workspace registered by path on the server (by a local owner: no one else may), which no agent has attached.
    const register = async (token: string) => {
      const { createWorkspace } = await as(token, two)(
        graphql(
          `mutation RegisterForPing($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }`,
        ),
        { input: { path: await tempDir('savepoint-no-agent-') } },
      );
      const registered = createWorkspace && 'workspace' in createWorkspace ? createWorkspace.workspace.id : null;
      expect(registered).not.toBeNull();
      return registered!;
    };
    // While its owner is local, the agent the server embeds serves it, and is the one that answers.
    const dave = await createOwnerWithToken(one.app.database.db, 'dave');
    const served = (await as(dave.token, two)(PingAgent, { input: { workspaceId: await register(dave.token) } })).pingAgent;
    // (Its key is the embedded agent's: embedded-agent/local-agents.ts keyFor; `embedded` is set by the server, not claimed by an agent.)
    expect(served).toMatchObject({ __typename: 'PingAgentPayload', agent: { key: expect.stringMatching(/^embedded-/), online: true, embedded: true } });
    // Once the operator no longer makes its owner local, no agent serves one registered meanwhile.
    const registered = await register(dave.token);
    await one.app.database.db.updateTable('owners').set({ local: false }).where('id', '=', dave.ownerId).execute();
    const { pingAgent } = await as(dave.token, two)(PingAgent, { input: { workspaceId: registered } });
    expect(pingAgent).toMatchObject({ __typename: 'AgentOfflineError', agentId: null, timedOut: false });
  });

  it('a command the agent does not answer in time expires: AGENT_OFFLINE timedOut, and the late report is refused', async () => {
    const agent = await startAgent({ key: 'agent-c', path: '/srv/c', answer: () => 'silent' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const { pingAgent } = await as(one.token)(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 300 } });
    expect(pingAgent).toMatchObject({ __typename: 'AgentOfflineError', timedOut: true });
    await agent.until(() => agent.received.length === 1, 'the command');
    // Under another agent's key (the same owner's): as if the command did not exist.
    const stranger = await agent.client.request(ReportAgentCommandDocument, {
      input: { commandId: agent.received[0]!.id, agentKey: 'agent-c-other', result: { pong: true } },
    });
    expect(stranger.reportAgentCommand).toMatchObject({ __typename: 'NotFoundError' });
    const late = await agent.client.request(ReportAgentCommandDocument, {
      input: { commandId: agent.received[0]!.id, agentKey: 'agent-c', result: { pong: true } },
    });
    expect(narrow(late.reportAgentCommand, 'ReportAgentCommandPayload')).toMatchObject({ accepted: false, command: { state: 'EXPIRED' } });
    agent.feed.stop();
  });

  it('a snapshot naming a tree the agent did not upload is refused, TREE_NOT_UPLOADED, and no checkpoint is taken', async () => {
    const made = 'ab'.repeat(20); // a tree id nobody uploaded
    const answer = (command: Command): Answer => (command.kind === 'SNAPSHOT' ? { result: { tree: made } } : { result: { pong: true } });
    const agent = await startAgent({ key: 'agent-t', path: '/srv/t', answer });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const created = await as(one.token)(TreeSession, { input: { workspaceId: workspace.id, objective: 'a snapshot of a tree never sent' } });
    const session = narrow(created.createSession, 'CreateSessionPayload').session;
    const { createCheckpoint } = await as(one.token)(TreeCheckpoint, { input: { sessionId: session.id, label: 'named, not sent' } });
    expect(createCheckpoint).toMatchObject({ __typename: 'AgentCommandFailedError', agentCode: 'TREE_NOT_UPLOADED' });
    expect(agent.received.map((command) => command.kind)).toContain('SNAPSHOT');
    const { node } = await as(one.token)(TreeCheckpoints, { id: session.id });
    expect(node?.__typename === 'Session' && node.checkpoints?.nodes).toEqual([]);
    agent.feed.stop();
  });

  it("a command the agent could not carry out is AGENT_COMMAND_FAILED with the agent's code; a folder it found unusable, WORKSPACE_UNAVAILABLE", async () => {
    const agent = await startAgent({ key: 'agent-d', path: '/srv/d', answer: () => ({ error: { code: 'DISK_FULL', message: 'no space left' } }) });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const { pingAgent } = await as(one.token)(PingAgent, { input: { workspaceId: workspace.id } });
    expect(pingAgent).toMatchObject({ __typename: 'AgentCommandFailedError', code: 'AGENT_COMMAND_FAILED', agentCode: 'DISK_FULL' });
    expect(pingAgent.__typename === 'AgentCommandFailedError' && pingAgent.message).toContain('no space left');
    agent.feed.stop();

    // A code of the folder's (WorkspaceUnavailableReason): the error a client knows for a folder, with the agent's words.
    const gone = await startAgent({
      key: 'agent-d2',
      path: '/srv/d2',
      answer: () => ({ error: { code: 'WORKSPACE_MISSING', message: 'the folder is gone' } }),
    });
    const missing = narrow(gone.attached, 'AttachWorkspacePayload').workspace;
    await online(missing.id);
    const { pingAgent: unavailable } = await as(one.token)(PingAgent, { input: { workspaceId: missing.id } });
    expect(unavailable).toMatchObject({ __typename: 'WorkspaceUnavailableError', code: 'WORKSPACE_UNAVAILABLE', reason: 'WORKSPACE_MISSING', path: '/srv/d2' });
    expect(unavailable.__typename === 'WorkspaceUnavailableError' && unavailable.message).toContain('the folder is gone');
    gone.feed.stop();
  });

  it('a command still pending is delivered again when the agent follows again without a cursor', async () => {
    let answering = false;
    const first = await startAgent({ key: 'agent-e', path: '/srv/e', answer: () => (answering ? { result: { pong: true } } : 'silent') });
    const { workspace } = narrow(first.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const ping = as(one.token)(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 20_000 } });
    await first.until(() => first.received.length === 1, 'the command');
    first.feed.stop();
    await first.client.close();
    answering = true;
    const again = await startAgent({ key: 'agent-e', path: '/srv/e', url: two.httpUrl, answer: () => ({ result: { pong: true } }) });
    await again.until(() => again.received.length === 1, 'the command again');
    expect(again.received[0]!.id).toBe(first.received[0]!.id);
    expect((await ping).pingAgent.__typename).toBe('PingAgentPayload');
    again.feed.stop();
  });
});

describe('one agent per workspace, one owner each', () => {
  it('a second agent claiming a workspace a connected agent serves is WORKSPACE_CLAIMED; once the first stops it may take over', async () => {
    const first = await startAgent({ key: 'agent-f1', host: 'box-1', path: '/srv/f' });
    const { workspace } = narrow(first.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const client = connect(two.httpUrl, one.token);
    const claim = () => client.request(AttachWorkspaceDocument, { input: { agentKey: 'agent-f2', host: 'box-2', path: '/srv/f', workspaceId: workspace.id } });
    expect((await claim()).attachWorkspace).toMatchObject({ __typename: 'WorkspaceClaimedError', code: 'WORKSPACE_CLAIMED' });
    first.feed.stop();
    await first.client.close();
    let taken = null;
    for (let i = 0; i < 200 && !taken; i++) {
      const { attachWorkspace } = await claim();
      if (attachWorkspace.__typename === 'AttachWorkspacePayload') taken = attachWorkspace;
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(taken).toMatchObject({ workspace: { id: workspace.id, host: 'box-2' }, agent: { key: 'agent-f2' } });
  });

  it('a verb that read the workspace before another agent attached it uses that agent, not AGENT_OFFLINE', async () => {
    // Two servers' verbs at once on a new local workspace: each starts its embedded agent; the one refused (the other
    // attached it first) had read the workspace without an agent. It waits for the agent that took it over.
    const agent = await startAgent({ token: remote.token, key: 'agent-late', path: '/srv/late' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    const { db } = one.app.database;
    const local = Buffer.from(workspace.id, 'base64').toString().split(':')[1]!;
    const row = await db.selectFrom('workspaces').select(['id', 'owner_id', 'agent_id', 'path', 'host']).where('id', '=', local).executeTakeFirstOrThrow();
    const refusedHere = { ...one.app.settings.agents, serveHere: async () => null };
    const owner = { db, viewer: { actor: 'remote' }, settings: one.app.settings };
    const seenBefore = { ...row, agent_id: null };
    const done = await runCommand(owner, refusedHere, { workspace: seenBefore, kind: 'PING', input: {}, timeoutMs: 10_000 });
    expect(done).toMatchObject({ agentId: row.agent_id, result: { pong: true } });
    agent.feed.stop();
  });

  it("a command that lapsed while its asker stalled is given up at once, not at the asker's deadline", async () => {
    const agent = await startAgent({ key: 'agent-lapse', path: '/srv/lapse', answer: () => 'silent' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const started = Date.now();
    const ping = as(one.token)(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 120_000 } });
    await agent.until(() => agent.received.length === 1, 'the command');
    // As a server process stalled past the command's short life leaves it: lapsed (an agent would pass it by as EXPIRED).
    await one.app.database.db
      .updateTable('agent_commands')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', Buffer.from(agent.received[0]!.id, 'base64').toString('utf8').split(':')[1]!)
      .execute();
    expect((await ping).pingAgent).toMatchObject({ __typename: 'AgentOfflineError', timedOut: true });
    expect(Date.now() - started, 'given up at once, not after the 120 s the verb would wait').toBeLessThan(60_000);
    agent.feed.stop();
  });

  it("another owner cannot ping, report or see an agent's workspace and commands", async () => {
    const agent = await startAgent({ key: 'agent-g', path: '/srv/g', answer: () => 'silent' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const ping = as(one.token)(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 2_000 } });
    await agent.until(() => agent.received.length === 1, 'the command');
    const mallory = connect(one.httpUrl, bob.token);
    const { pingAgent } = await as(bob.token)(PingAgent, { input: { workspaceId: workspace.id } });
    expect(pingAgent).toMatchObject({ __typename: 'NotFoundError' });
    const report = await mallory.request(ReportAgentCommandDocument, { input: { commandId: agent.received[0]!.id, agentKey: 'agent-g', result: { pong: 1 } } });
    expect(report.reportAgentCommand).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const settle = await mallory.request(SettleAgentCommandDocument, { input: { commandId: agent.received[0]!.id, agentKey: 'agent-g' } });
    expect(settle.settleAgentCommand).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    // Bob's agent of the same key is his own: attaching the same path makes his own workspace.
    const bobs = await mallory.request(AttachWorkspaceDocument, { input: { agentKey: 'agent-g', host: os.hostname(), path: '/srv/g' } });
    expect(narrow(bobs.attachWorkspace, 'AttachWorkspacePayload').workspace.id).not.toBe(workspace.id);
    expect((await ping).pingAgent).toMatchObject({ __typename: 'AgentOfflineError', timedOut: true });
    agent.feed.stop();
  });

  it('refuses malformed attachments and reports with VALIDATION_FAILED, changing nothing', async () => {
    const client = connect(one.httpUrl, one.token);
    const attach = (input: { agentKey: string; host: string; path: string }) => client.request(AttachWorkspaceDocument, { input });
    expect((await attach({ agentKey: 'k', host: 'h', path: 'relative/path' })).attachWorkspace).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await attach({ agentKey: '', host: 'h', path: '/x' })).attachWorkspace).toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(attach({ agentKey: 'k', host: 'h\u0007', path: '/x' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' }); // every input string
    expect((await attach({ agentKey: 'k'.repeat(201), host: 'h', path: '/x' })).attachWorkspace).toMatchObject({ code: 'VALIDATION_FAILED' });
    const following = client.follow(AgentCommandsDocument, { agentKey: 'k'.repeat(201) }, { after: null, onItem: () => {} });
    expect(await following.ended).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/longer than 200 characters/) });
    const agent = await startAgent({ key: 'agent-h', path: '/srv/h', answer: () => 'silent' });
    const { workspace } = narrow(agent.attached, 'AttachWorkspacePayload');
    await online(workspace.id);
    const ping = as(one.token)(PingAgent, { input: { workspaceId: workspace.id, timeoutMs: 3_000 } });
    await agent.until(() => agent.received.length === 1, 'the command');
    const commandId = agent.received[0]!.id;
    const report = (input: object) => client.request(ReportAgentCommandDocument, { input: { commandId, agentKey: 'agent-h', ...input } });
    expect((await report({})).reportAgentCommand).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await report({ result: {}, error: { code: 'X', message: 'y' } })).reportAgentCommand).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await report({ result: { big: 'x'.repeat(70_000) } })).reportAgentCommand).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await client.request(ReportAgentCommandDocument, { input: { commandId, agentKey: 'not-h', result: {} } })).reportAgentCommand).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await ping).pingAgent).toMatchObject({ __typename: 'AgentOfflineError', timedOut: true }); // none of those ended it
    agent.feed.stop();
  });
});

describe('savepoint agent, a real process beside the folder', () => {
  it('serves its folder until killed (AGENT_OFFLINE then), and is the same agent of the same workspace when started again', async () => {
    const folder = await tempDir('savepoint-agent-folder-');
    // An owner the server does no file work for: once the agent is killed, nobody serves the folder.
    const env = { SAVEPOINT_TOKEN: remote.token, SAVEPOINT_URL: one.httpUrl, SAVEPOINT_AGENT_DIR: await tempDir('savepoint-agent-home-') };
    const start = async () => {
      const agent = spawnCli(['agent', '--workspace', folder], env);
      const [, workspaceId] = await agent.waitFor(/as workspace (\S+) /);
      return { agent, workspaceId: workspaceId! };
    };
    const first = await start();
    await online(first.workspaceId, true, remote.token);
    const alice = as(remote.token, two);
    expect((await alice(PingAgent, { input: { workspaceId: first.workspaceId } })).pingAgent).toMatchObject({ __typename: 'PingAgentPayload' });
    // Its folder's code, checkpointed through a server that never opens it.
    await writeFile(path.join(folder, 'notes.md'), 'from the agent\n');
    const { createSession } = await alice(
      graphql(`mutation AgentProcessSession($input: CreateSessionInput!) { createSession(input: $input) { ... on CreateSessionPayload { session { id } } } }`),
      { input: { workspaceId: first.workspaceId, objective: 'through the agent' } },
    );
    const sessionId = createSession && 'session' in createSession ? createSession.session.id : '';
    const { createCheckpoint } = await alice(
      graphql(`mutation AgentProcessCheckpoint($input: CreateCheckpointInput!) {
        createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { codeTree filesChanged { path action } } } ... on Error { code message } }
      }`),
      { input: { sessionId, label: 'by the agent process' } },
    );
    expect(createCheckpoint).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { filesChanged: [{ path: 'notes.md', action: 'ADDED' }] } });

    first.agent.signalGroup('SIGKILL');
    await first.agent.exited;
    await online(first.workspaceId, false, remote.token);
    expect((await alice(PingAgent, { input: { workspaceId: first.workspaceId } })).pingAgent).toMatchObject({ code: 'AGENT_OFFLINE', timedOut: false });

    const second = await start();
    expect(second.workspaceId).toBe(first.workspaceId);
    await online(second.workspaceId, true, remote.token);
    expect((await alice(PingAgent, { input: { workspaceId: second.workspaceId } })).pingAgent).toMatchObject({ __typename: 'PingAgentPayload' });
    second.agent.signal('SIGINT');
    expect(await second.agent.exited).toMatchObject({ code: 0 });
  });

  it('without a token, or for a folder that does not exist, says what to do and exits 1', async () => {
    const home = await tempDir('savepoint-agent-home-');
    const noToken = spawnCli(['agent', '--workspace', home], { SAVEPOINT_URL: one.httpUrl, SAVEPOINT_AGENT_DIR: home });
    expect(await noToken.exited).toMatchObject({ code: 1 });
    expect(noToken.stderr()).toMatch(/set SAVEPOINT_TOKEN/);
    const noFolder = spawnCli(['agent', '--workspace', `${home}/missing`], {
      SAVEPOINT_TOKEN: one.token,
      SAVEPOINT_URL: one.httpUrl,
      SAVEPOINT_AGENT_DIR: home,
    });
    expect(await noFolder.exited).toMatchObject({ code: 1 });
    expect(noFolder.stderr()).toMatch(/is not an existing folder/);
  });
});
