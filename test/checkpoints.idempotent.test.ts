// createCheckpoint with an idempotency key, as every other creating mutation: a retry returns the first checkpoint
// (replayed) and takes none, not even a code snapshot; the same key with another request is a conflict.
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import type { IdempotentCheckpointMutation } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { CreateWorkspace, SessionEvents } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Create = graphql(`
  mutation IdempotentCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload { replayed checkpoint { id seq label codeTree gitCommit } }
      ... on Error { code message }
      ... on IdempotencyConflictError { key operation }
      ... on WorkspaceUnavailableError { reason }
    }
  }
`);
const Checkpoints = graphql(`
  query IdempotentCheckpoints($id: ID!) { session(id: $id) { __typename ... on Session { checkpoints(first: 10) { totalCount nodes { id } } } } }
`);

const noAuto = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };

async function session() {
  const dir = await tempDir();
  const ws = await alice.gql(CreateWorkspace, { input: { path: dir } });
  if (ws.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(ws));
  const made = await sessionFor(alice, { workspaceId: ws.createWorkspace.workspace.id, checkpointPolicy: noAuto });
  return { id: made.id, dir };
}

async function taken(sessionId: string) {
  const result = narrow((await alice.gql(Checkpoints, { id: sessionId })).session, 'Session');
  const events = narrow((await alice.gql(SessionEvents, { id: sessionId, types: ['checkpoint.created'] })).session, 'Session');
  return { checkpoints: result.checkpoints!.totalCount, events: events.events!.edges.length };
}

type Taken = Extract<IdempotentCheckpointMutation['createCheckpoint'], { __typename: 'CreateCheckpointPayload' }>;

function payload(result: IdempotentCheckpointMutation): Taken {
  if (result.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result.createCheckpoint));
  return result.createCheckpoint;
}

describe('createCheckpoint with an idempotency key', () => {
  it('answers a retry with the first checkpoint (replayed) and takes no other, state-only or with code', async () => {
    const { id } = await session();
    for (const includeCode of [false, true]) {
      const input = { sessionId: id, label: `once ${includeCode}`, includeCode, idempotencyKey: `cp-${includeCode}` };
      const first = payload(await alice.gql(Create, { input }));
      const again = payload(await alice.gql(Create, { input }));
      expect(first).toMatchObject({ replayed: false, checkpoint: { label: `once ${includeCode}` } });
      expect(again).toEqual({ ...first, replayed: true });
      expect(Boolean(first.checkpoint.codeTree)).toBe(includeCode); // the agent's snapshot
      expect(first.checkpoint.gitCommit).toBeNull();
    }
    expect(await taken(id)).toEqual({ checkpoints: 2, events: 2 });
  });

  it('answers a replay before any git work: the workspace folder gone, the retry still gets its checkpoint', async () => {
    const { id, dir } = await session();
    const input = { sessionId: id, label: 'before the folder went', idempotencyKey: 'cp-folder' };
    const first = payload(await alice.gql(Create, { input }));
    await rm(dir, { recursive: true, force: true });
    expect(payload(await alice.gql(Create, { input }))).toEqual({ ...first, replayed: true });
    // Without the key the snapshot is attempted, and refused: the folder is gone.
    const fresh = await alice.gql(Create, { input: { sessionId: id, label: 'after' } });
    expect(fresh.createCheckpoint).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'WORKSPACE_MISSING' });
  });

  it('takes one checkpoint for concurrent calls with one key; the others answer it, replayed', async () => {
    const { id } = await session();
    const input = { sessionId: id, label: 'raced', idempotencyKey: 'cp-race' };
    const answers = (await Promise.all([1, 2, 3].map(() => alice.gql(Create, { input })))).map(payload);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.checkpoint.id)).size).toBe(1);
    expect(await taken(id)).toEqual({ checkpoints: 1, events: 1 });
  });

  it('refuses the same key with another request (IDEMPOTENCY_CONFLICT), taking nothing', async () => {
    const { id } = await session();
    payload(await alice.gql(Create, { input: { sessionId: id, label: 'first', includeCode: false, idempotencyKey: 'cp-conflict' } }));
    for (const other of [
      { sessionId: id, label: 'second', includeCode: false },
      { sessionId: id, label: 'first', includeCode: true },
    ]) {
      const refused = await alice.gql(Create, { input: { ...other, idempotencyKey: 'cp-conflict' } });
      expect(refused.createCheckpoint).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT', operation: 'createCheckpoint' });
    }
    expect(await taken(id)).toEqual({ checkpoints: 1, events: 1 });
  });
});
