// How the agent (src/agent/ runtime) reports what the server will not take: a result over the server's report limit
// is reported as the failure (REPORT_REFUSED) at once, so the verb waiting on it answers why in a moment instead of
// waiting until it takes the agent for gone; the agent goes on serving.
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningAgent, startAgent } from '../src/agent/runtime.ts';
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
