// An agent given two servers of one database follows one; when that server dies, it moves to the other: the
// checkpoint asked meanwhile through the other is carried out there (its command was still pending), none is done
// twice, and later ones work.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningAgent, startAgent } from '../src/agent/runtime.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';

const one = await startLiveApp({ pollIntervalMs: 60_000 });
const two = await startLiveApp({ pollIntervalMs: 60_000 }, { url: one.databaseUrl });
let agent: RunningAgent | null = null;
afterAll(async () => {
  await agent?.stop();
});

const through =
  (server: typeof one) =>
  <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) =>
    gqlOver(server.httpUrl, one.token, document, variables);

const Session = graphql(`
  mutation FailoverSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
        }
      }
    }
  }
`);

const Checkpoint = graphql(`
  mutation FailoverCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          filesChanged {
            path
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

describe('an agent given two servers', () => {
  it('moves to the other when the one it follows dies, and the checkpoints asked through the other are taken', { timeout: 90_000 }, async () => {
    const folder = await tempDir('savepoint-failover-');
    await writeFile(path.join(folder, 'a.txt'), 'a\n');
    agent = await startAgent({
      url: [one.httpUrl, two.httpUrl],
      token: one.token,
      key: 'failover-agent',
      folder,
      host: 'laptop',
      agentDir: await tempDir('savepoint-failover-home-'),
      webSocketImpl: WebSocket,
    });
    expect(agent.server()).toBe(one.httpUrl);
    const { createSession } = await through(two)(Session, { input: { workspaceId: agent.workspaceId, objective: 'failover' } });
    const sessionId = createSession && 'session' in createSession ? createSession.session.id : '';
    expect((await through(two)(Checkpoint, { input: { sessionId, label: 'before' } })).createCheckpoint.__typename).toBe('CreateCheckpointPayload');

    await one.stop(); // the server the agent follows dies
    await writeFile(path.join(folder, 'b.txt'), 'b\n');
    // Asked through the other at once: until the agent is there, the answer is AGENT_OFFLINE (nothing recorded), or the
    // command waits for it there.
    let answer = null;
    for (let i = 0; i < 300; i++) {
      answer = (await through(two)(Checkpoint, { input: { sessionId, label: 'after' } })).createCheckpoint;
      if (answer.__typename === 'CreateCheckpointPayload') break;
      expect(answer).toMatchObject({ code: 'AGENT_OFFLINE' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { filesChanged: [{ path: 'b.txt' }] } });
    expect(agent.server()).toBe(two.httpUrl);

    await writeFile(path.join(folder, 'c.txt'), 'c\n');
    const later = (await through(two)(Checkpoint, { input: { sessionId, label: 'later' } })).createCheckpoint;
    expect(later).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { filesChanged: [{ path: 'c.txt' }] } });
  });
});
