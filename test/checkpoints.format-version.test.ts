// Checkpoint state snapshots carry their format (seed 002, best practice 10), signed with them: every reader (resume
// FROM_CHECKPOINT, rewind, undo, fork, the previews, state diffs) refuses a format it does not read with
// CHECKPOINT_VERSION_UNSUPPORTED, before it changes anything; a snapshot without a format (written before it was
// stamped) reads as format 1.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { findCheckpointWithVersion } from '../src/checkpoints/checkpoint.queries.ts';
import { failure, narrow } from '../src/client/results.ts';
import { json } from '../src/db/json.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { readTree } from './helpers/fs.ts';
import { RewindCode, RewindConversation, stateOf, UndoRewind } from './helpers/rewinds.ts';
import { say } from './helpers/sessions.ts';
import { sessionWithHistory } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Stored = graphql(`query FormatStored($id: ID!) { node(id: $id) { __typename ... on Checkpoint { seq verified stateSnapshot } } }`);
const Resume = graphql(`
  mutation FormatResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on Error { code message }
      ... on CheckpointVersionUnsupportedError { checkpointId formatVersion readableVersions }
    }
  }
`);
const Fork = graphql(`
  mutation FormatFork($input: ForkSessionInput!) {
    forkSession(input: $input) { __typename ... on Error { code message } ... on CheckpointVersionUnsupportedError { checkpointId formatVersion } }
  }
`);
const Reads = graphql(`
  query FormatReads($id: ID!, $checkpointId: ID!, $against: ID) {
    session(id: $id) {
      ... on Session {
        resumePreview(mode: FROM_CHECKPOINT, checkpointId: $checkpointId) {
          __typename
          ... on CheckpointVersionUnsupportedError { code checkpointId formatVersion }
        }
      }
    }
    node(id: $checkpointId) {
      ... on Checkpoint {
        stateDiff(against: $against) { __typename ... on CheckpointVersionUnsupportedError { code checkpointId } }
      }
    }
  }
`);
const Sessions = graphql(`query FormatSessions { sessions(first: 50) { totalCount } }`);

const local = (id: string) => decodeGlobalID(id).id;

/**
 * Rewrites a checkpoint's stored snapshot as `change` says, whole in its row (as a format-1 row or an imported one holds
 * it: no plan snapshot shared), and signs it again with the server's key (not tampered).
 */
async function rewriteSnapshot(checkpointId: string, change: (snapshot: Record<string, unknown>) => Record<string, unknown>) {
  const row = (await findCheckpointWithVersion(app.db, local(checkpointId)))!;
  const snapshot = change({ ...(row.state_snapshot as Record<string, unknown>) });
  const signature = app.settings.signing.sign({ ...row, state_snapshot: snapshot, plan_snapshot_id: null, plan_digest: null });
  await app.db
    .updateTable('checkpoints')
    .set({ state_snapshot: json(snapshot), plan_snapshot_id: null, signature })
    .where('id', '=', row.id)
    .execute();
  const stored = narrow((await alice.gql(Stored, { id: checkpointId })).node, 'Checkpoint');
  expect(stored.verified).toBe(true); // so what refuses it below is its format, not its signature
}

const fromTheFuture = (snapshot: Record<string, unknown>) => ({ ...snapshot, formatVersion: 3, phases: 'a shape this server does not know' });

describe('checkpoint state snapshots carry a format version', () => {
  it('are written with formatVersion 2, covered by the signature', async () => {
    const { v1 } = await sessionWithHistory(alice);
    const stored = narrow((await alice.gql(Stored, { id: v1.id })).node, 'Checkpoint');
    expect(stored).toMatchObject({ verified: true, stateSnapshot: { formatVersion: 2 } });
    // Changed without signing again: the signature no longer matches.
    await app.db
      .updateTable('checkpoints')
      .set({ state_snapshot: json({ ...(stored.stateSnapshot as Record<string, unknown>), formatVersion: 3 }) })
      .where('id', '=', local(v1.id))
      .execute();
    expect(narrow((await alice.gql(Stored, { id: v1.id })).node, 'Checkpoint').verified).toBe(false);
  });

  it('are refused in a format this server does not read, by resume, rewinds, fork and the reads, changing nothing', async () => {
    const { session, dir, conversationId } = await sessionWithHistory(alice);
    await say(alice, conversationId, 'after v2');
    const before = await stateOf(alice, session.id);
    const v2 = await latestCheckpoint(session.id);
    await rewriteSnapshot(v2, fromTheFuture);
    const tree = readTree(dir);
    const sessions = (await alice.gql(Sessions)).sessions.totalCount;
    const refusal = { code: 'CHECKPOINT_VERSION_UNSUPPORTED', checkpointId: v2, formatVersion: '3' };

    const resumed = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', mode: 'FROM_CHECKPOINT', checkpointId: v2 } });
    expect(resumed.resumeSession).toMatchObject({ __typename: 'CheckpointVersionUnsupportedError', ...refusal, readableVersions: [1, 2] });
    expect(failure(resumed.resumeSession).message).toMatch(
      /format 3, which this server does not read \(it reads format 1 or 2\).*upgrade this server.*or use another checkpoint/,
    );

    const code = await alice.gql(RewindCode, { input: { sessionId: session.id, checkpointId: v2 } });
    const refused = { __typename: 'CheckpointVersionUnsupportedError', code: refusal.code }; // the shared rewind documents select no more
    expect(code.rewindCode).toMatchObject(refused);
    const conversation = await alice.gql(RewindConversation, { input: { sessionId: session.id, conversationId, byMessageCount: 1, rewindCode: true } });
    expect(conversation.rewindConversation).toMatchObject(refused);
    const forked = await alice.gql(Fork, { input: { sessionId: session.id, fromCheckpointId: v2 } });
    expect(forked.forkSession).toMatchObject({ __typename: 'CheckpointVersionUnsupportedError', ...refusal });
    const reads = await alice.gql(Reads, { id: session.id, checkpointId: v2 });
    expect(reads.session).toMatchObject({ resumePreview: { __typename: 'CheckpointVersionUnsupportedError', ...refusal } });
    expect(reads.node).toMatchObject({ stateDiff: { __typename: 'CheckpointVersionUnsupportedError', code: refusal.code, checkpointId: v2 } });

    // Nothing changed: files, plan, conversations, rewinds, checkpoints, sessions (a refused resume is only recorded).
    expect(readTree(dir)).toEqual(tree);
    expect({ ...(await stateOf(alice, session.id)), lastEventSeq: 0 }).toEqual({ ...before, lastEventSeq: 0 });
    expect((await alice.gql(Sessions)).sessions.totalCount).toBe(sessions);
  });

  it('reads a snapshot without a format (written before the stamp) as format 1; an undo refuses an undo point it cannot read', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    await rewriteSnapshot(v1.id, ({ formatVersion: _, ...unstamped }) => unstamped);
    const rewound = await alice.gql(RewindCode, { input: { sessionId: session.id, checkpointId: v1.id } });
    if (rewound.rewindCode.__typename !== 'RewindPayload' || !rewound.rewindCode.rewind) throw new Error(JSON.stringify(rewound.rewindCode));
    const { rewind } = rewound.rewindCode;
    expect(rewind.changes.planRestored).toBe(true);

    await rewriteSnapshot(rewind.undoPoint.id, fromTheFuture);
    const tree = readTree(dir);
    const before = await stateOf(alice, session.id);
    const undo = await alice.gql(UndoRewind, { input: { rewindId: rewind.id } });
    expect(undo.undoRewind).toMatchObject({ __typename: 'CheckpointVersionUnsupportedError', code: 'CHECKPOINT_VERSION_UNSUPPORTED' });
    expect(readTree(dir)).toEqual(tree);
    expect(await stateOf(alice, session.id)).toEqual(before);
  });
});

const Latest = graphql(`query FormatLatest($id: ID!) { session(id: $id) { __typename ... on Session { checkpoints(last: 1) { nodes { id label } } } } }`);

async function latestCheckpoint(sessionId: string): Promise<string> {
  const data = narrow((await alice.gql(Latest, { id: sessionId })).session, 'Session');
  expect(data.checkpoints!.nodes[0]!.label).toBe('v2');
  return data.checkpoints!.nodes[0]!.id;
}
