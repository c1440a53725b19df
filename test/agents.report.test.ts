// How the agent (src/agent/ runtime) answers what it should not do as asked: a result over the server's report limit
// is reported as the failure (REPORT_REFUSED) at once, so the verb waiting on it answers why in a moment instead of
// waiting until it takes the agent for gone; and a command naming something to remove removes nothing.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAgentStore, storeDirOf } from '../src/agent/agent-store.ts';
import { openJournal, recover } from '../src/agent/journal.ts';
import { type RunningAgent, startAgent } from '../src/agent/runtime.ts';
import { storeWorkspace } from '../src/agent/snapshot-command.ts';
import { runCommand } from '../src/agents/agent-command.service.ts';
import { authenticate } from '../src/auth/token.service.ts';
import type { Caller } from '../src/caller.ts';
import { localId } from '../src/graphql/ids.ts';
import { findWorkspacesByIds } from '../src/workspaces/workspace.queries.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const agents: RunningAgent[] = [];
afterAll(async () => {
  for (const agent of agents) await agent.stop().catch(() => {});
});

const Ping = graphql(`
  mutation ReportRefusedPing($input: PingAgentInput!) {
    pingAgent(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on AgentCommandFailedError {
        agentCode
      }
    }
  }
`);

describe("an agent's report the server refuses", () => {
  it('is reported as REPORT_REFUSED at once, and the agent serves on', async () => {
    let pings = 0;
    const agent = await startAgent({
      url: live.httpUrl,
      token: live.token,
      key: 'agent-report',
      folder: await tempDir('savepoint-agent-report-'),
      agentDir: await tempDir('savepoint-agent-dir-'),
      webSocketImpl: WebSocket,
      // The first answer is over the server's 64 KiB report limit; the next ones are ordinary.
      handlers: { PING: async () => (pings++ === 0 ? { filler: 'x'.repeat(70_000) } : { pong: true }) },
    });
    agents.push(agent);
    // Asked to wait up to 60 s: longer than this test may run (30 s), so an answer that never comes fails it.
    const { pingAgent } = await gqlOver(live.httpUrl, live.token, Ping, { input: { workspaceId: agent.workspaceId, timeoutMs: 60_000 } });
    expect(pingAgent).toMatchObject({ __typename: 'AgentCommandFailedError', code: 'AGENT_COMMAND_FAILED', agentCode: 'REPORT_REFUSED' });
    const again = await gqlOver(live.httpUrl, live.token, Ping, { input: { workspaceId: agent.workspaceId } });
    expect(again.pingAgent.__typename).toBe('PingAgentPayload');
  });
});

describe('a command that names something to remove', () => {
  it('removes nothing: an agent takes back only its own work, when its verb gives it up, never a path or a ref a command names', async () => {
    const folder = await tempDir('savepoint-agent-undo-');
    const victim = await tempDir('savepoint-agent-victim-');
    await writeFile(path.join(victim, 'precious.txt'), 'keep me\n');
    const agent = await startAgent({
      url: live.httpUrl,
      token: live.token,
      key: 'agent-undo',
      folder,
      agentDir: await tempDir('savepoint-agent-dir-'),
      webSocketImpl: WebSocket,
    });
    agents.push(agent);
    const auth = await authenticate(live.app.database.db, `Bearer ${live.token}`);
    if (!('viewer' in auth)) throw new Error('token');
    const caller: Caller = { db: live.app.database.db, viewer: auth.viewer, settings: live.app.settings };
    const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [localId('Workspace', agent.workspaceId)]);
    const ask = (kind: 'FORK' | 'BRANCH' | 'RESTORE', input: Record<string, unknown>) =>
      runCommand(caller, caller.settings.agents, { workspace: workspace!, kind, input, timeoutMs: 20_000 });
    // As a server (or whoever could write commands) might ask: the shapes of undo commands, by id and by path.
    const invalid = { agentCode: 'INVALID_INPUT' };
    await expect(ask('FORK', { undoOf: 'not-a-command-of-mine' })).rejects.toMatchObject(invalid);
    await expect(ask('BRANCH', { undoOf: 'not-a-command-of-mine' })).rejects.toMatchObject(invalid);
    await expect(ask('RESTORE', { unpreserveOf: 'not-a-command-of-mine' })).rejects.toMatchObject(invalid);
    await expect(ask('FORK', { undo: { mode: 'DIRECTORY', path: victim, existed: false, worktree: null } })).rejects.toMatchObject(invalid);
    expect(await readFile(path.join(victim, 'precious.txt'), 'utf8')).toBe('keep me\n');
  });
});

describe('what a crash left in the journal', () => {
  it('is settled on start: a fork cut off before its folder was made, its folder and parent gone since, lets the agent start', async () => {
    const folder = await tempDir('savepoint-agent-recover-');
    const agentDir = await tempDir('savepoint-agent-dir-');
    const options = { url: live.httpUrl, token: live.token, key: 'agent-recover', folder, agentDir, webSocketImpl: WebSocket };
    const first = await startAgent(options);
    await first.stop();
    // As a kill right after the fork's intent and its MAKING step were written leaves the journal.
    const store = createAgentStore({ agentDir, maxFileBytes: 1 << 20 });
    const file = `${storeDirOf(store, storeWorkspace(first.workspaceId, folder))}.journal`;
    const { journal } = await openJournal(file);
    const intent = await journal.begin({ kind: 'FORK', workspace: first.workspaceId, target: null, undo: null, detail: { commandId: 'never-recorded' } });
    const gone = path.join(await tempDir('savepoint-agent-gone-'), 'parent', 'fork');
    await journal.step(intent.id, 'MAKING', { mode: 'DIRECTORY', path: gone, existed: false, worktree: null });
    await journal.close();

    const again = await startAgent(options);
    agents.push(again);
    expect((await recover(file)).unfinished).toEqual([]); // rolled back (its command was never DONE), and closed
    expect(existsSync(gone)).toBe(false);
  });
});
