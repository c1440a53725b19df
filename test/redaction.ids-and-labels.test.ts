// Secrets where the field-by-field redaction test cannot see them: a secret glued to the prefix of a tool call's id
// (`call_ghp_...`, where the token's left edge is no word boundary), and a checkpoint label, which also becomes the
// commit message of the code snapshot in the workspace's snapshot store (outside the database).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROOT_STORE } from '../src/git/snapshot-store.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { CreateWorkspace } from './helpers/operations.ts';

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
      ... on CreateCheckpointPayload { checkpoint { label gitCommit } }
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
  it('is redacted in the commit message of its code snapshot as on the checkpoint', async () => {
    const dir = await tempDir();
    const workspace = await alice.gql(CreateWorkspace, { input: { path: dir } });
    if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
    const session = await sessionFor(alice, { workspaceId: workspace.createWorkspace.workspace.id });
    const label = `before deploy with token=${GITHUB}`;
    const made = await alice.gql(Checkpoint, { input: { sessionId: session.id, label, includeCode: true } });
    if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made));
    const { checkpoint } = made.createCheckpoint;
    expect(checkpoint.label).toBe(`before deploy with token=***${GITHUB.slice(-4)}`);

    const store = path.join(dir, ROOT_STORE); // a folder that is not a git repository keeps its store at its root
    const message = execFileSync('git', ['--git-dir', store, 'log', '-1', '--format=%B', checkpoint.gitCommit!], { encoding: 'utf8' });
    expect(message.trim()).toBe(`savepoint: ${checkpoint.label}`);
    const everything = execFileSync('git', ['--git-dir', store, 'log', '--all', '--format=%B'], { encoding: 'utf8' });
    expect(everything).not.toContain(GITHUB.slice(0, -4));
  });
});
