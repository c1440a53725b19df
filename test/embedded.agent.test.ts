// The agent a server embeds for its local owners, through the public API: it snapshots a folder registered by path
// with no process of the owner's, is said to be embedded (by the server, not by itself), stops working for an owner
// the operator no longer makes local (from the next command, nothing changed), and comes back by itself when its
// token is revoked (a new one is made; the next verb works).
import { describe, expect, it } from 'vitest';
import { failure } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { write } from './helpers/fs.ts';
import { until } from './helpers/process.ts';

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
      30_000,
    );
    const after = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'after' } });
    expect(after.createCheckpoint.__typename, JSON.stringify(after)).toBe('CreateCheckpointPayload');
    const live = (await alice.gql(Tokens, {})).viewer.apiTokens.filter((token) => token.name === 'embedded agent' && !token.revokedAt);
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(embedded[0]!.id);
  });
});
