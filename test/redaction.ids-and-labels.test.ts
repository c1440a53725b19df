// Secrets where the field-by-field redaction test cannot see them: a secret glued to the prefix of a tool call's id
// (`call_ghp_...`, where the token's left edge is no word boundary), and a checkpoint label, which travels with the
// code snapshot outside the checkpoint's row: to the folder's agent (its store and journal, outside the database),
// to the stored objects, and into the commit message of a branch made from the checkpoint in the user's repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { made as branchMade, createBranch } from './helpers/branches.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { git, initRepo } from './helpers/git.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { agentStoresOf, storedObjectsOf } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice-ids');

/** Shapes the built-in rules know; stored, each may appear only as `***` and its last four characters. */
const GITHUB = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
const OPENAI = 'sk-proj-R3dact1onMarker0123456789abcdef';

const Append = graphql(`
  mutation AppendToolCall($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      __typename
      ... on AppendMessagesPayload { messages { toolCalls { callId name } } }
      ... on Error { code message }
    }
  }
`);

const Checkpoint = graphql(`
  mutation CheckpointWithLabel($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload { checkpoint { id label codeTree } }
      ... on Error { code message }
    }
  }
`);

describe('a tool call id', () => {
  it('has a secret glued to its prefix redacted before it is stored, and reads back redacted', async () => {
    const session = await sessionFor(alice);
    const ids = [`call_${GITHUB}`, `toolu_01.${OPENAI}`, 'call_1'];
    const result = await alice.gql(Append, {
      input: {
        conversationId: session.conversations!.nodes[0]!.id,
        messages: [{ role: 'ASSISTANT', content: 'calling', toolCalls: ids.map((id) => ({ id, name: 'read_file' })) }],
      },
    });
    if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
    const shown = result.appendMessages.messages[0]!.toolCalls!.map((call) => call.callId);
    expect(shown).toEqual([`call_***${GITHUB.slice(-4)}`, `toolu_01.***${OPENAI.slice(-4)}`, 'call_1']);
    const stored = await sql<{ calls: string }>`select tool_calls::text as calls from messages where tool_calls is not null`.execute(app.db);
    const text = stored.rows.map((row) => row.calls).join('\n');
    expect(text).not.toContain(GITHUB.slice(0, -4));
    expect(text).not.toContain(OPENAI.slice(0, -4));
    expect(text).toContain('call_1');
  });
});

describe('a checkpoint label', () => {
  it("is redacted wherever its code snapshot goes: stored objects, the agent's store, a branch made from it", async () => {
    const dir = await tempDir();
    await initRepo(dir, { 'a.txt': 'committed\n' });
    const workspace = await alice.gql(CreateWorkspace, { input: { path: dir } });
    if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
    const session = await sessionFor(alice, { workspaceId: workspace.createWorkspace.workspace.id });
    const label = `before deploy with token=${GITHUB}`;
    const made = await alice.gql(Checkpoint, { input: { sessionId: session.id, label, includeCode: true } });
    if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made));
    const { checkpoint } = made.createCheckpoint;
    expect(checkpoint.label).toBe(`before deploy with token=***${GITHUB.slice(-4)}`);
    expect(checkpoint.codeTree).toMatch(/^[0-9a-f]{40}$/); // the code was snapshotted, by the folder's agent

    // Nothing of the snapshot is kept in the folder any more: no store at its root or in its .git.
    expect(existsSync(path.join(dir, '.savepoint-shadow'))).toBe(false);
    expect(existsSync(path.join(dir, '.git', 'savepoint-shadow'))).toBe(false);
    // The stored objects and everything the agent keeps (its stores' objects, journal, ledger) never hold the secret.
    const stored = await storedObjectsOf(app.db, alice.ownerId);
    expect(stored.includes('committed\n')).toBe(true); // (the check does see the snapshot's contents)
    expect(stored.includes(GITHUB.slice(0, -4))).toBe(false);
    const kept = agentStoresOf(app.config.dataDir);
    expect(kept.includes('committed\n')).toBe(true); // (and the agent's objects, uncompressed)
    expect(kept.includes(GITHUB.slice(0, -4))).toBe(false);

    // A branch made from the checkpoint names it in its commit message: redacted, as on the checkpoint.
    const branch = branchMade(await createBranch(alice, { checkpointId: checkpoint.id, branchName: 'from-label' }));
    const message = git(dir, 'log', '-1', '--format=%B', branch.branch.commit);
    expect(message).toContain(`"${checkpoint.label}"`);
    expect(git(dir, 'log', '--all', '--format=%B')).not.toContain(GITHUB.slice(0, -4));
    expect(agentStoresOf(app.config.dataDir).includes(GITHUB.slice(0, -4))).toBe(false);
  });
});
