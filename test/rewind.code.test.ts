// rewindCode and undoRewind through the API: the workspace becomes exactly the checkpoint's snapshot (git repository
// or plain folder), every preserve mode, every checkpoint kind, undo byte-for-byte, lease fencing, tampered
// checkpoints, tenancy, approvals that stay decided, and a failure injected at each stage changing nothing.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { failure, narrow } from '../src/client/results.ts';
import { type RewindHooks, rewind } from '../src/workflows/rewind/rewind.ts';
import { graphql } from './gql/index.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { readTree } from './helpers/fs.ts';
import { gitTrimmed as git } from './helpers/git.ts';
import { LeaseOps } from './helpers/operations.ts';
import { RewindCode, stateOf, UndoRewind } from './helpers/rewinds.ts';
import { checkpoint, say, visible } from './helpers/sessions.ts';
import { sessionWithHistory, whileNotLocal } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const RequestApproval = graphql(
  `mutation RewindRequestApproval($input: RequestApprovalInput!) { requestApproval(input: $input) { __typename ... on RequestApprovalPayload { approval { id } } } }`,
);
const DecideApproval = graphql(`mutation RewindDecide($input: DecideApprovalInput!) { decideApproval(input: $input) { __typename } }`);

const UndoPoint = graphql(`query RewindUndoPoint($id: ID!) { node(id: $id) { __typename ... on Rewind { undoPoint { id } } } }`);

const local = (id: string) => decodeGlobalID(id).id;

async function rewindCode(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(RewindCode, { input: input as never })).rewindCode;
}

describe('rewindCode', () => {
  it('DISCARD on a plain folder: the tree becomes the snapshot, the state before is the undo point, undo gives it back byte-for-byte', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const before = readTree(dir);
    const result = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id });
    if (result.__typename !== 'RewindPayload') throw new Error(JSON.stringify(result));
    expect(readTree(dir)).toEqual({ 'a.txt': Buffer.from('v1\n').toString('base64'), 'sub/keep.txt': Buffer.from('keep v1\n').toString('base64') });
    const made = result.rewind!;
    expect(made).toMatchObject({
      kind: 'CODE',
      preserve: 'DISCARD',
      preservedAs: null,
      actor: 'alice-token',
      undoneAt: null,
      checkpoint: { seq: 1, label: 'v1' },
    });
    expect(made.undoPoint.kind).toBe('REWIND');
    expect(made.changes.planRestored).toBe(true);
    expect(made.changes.files.map((f) => `${f.action} ${f.path}`).sort()).toEqual([
      'DELETED loose.bin',
      'DELETED new.txt',
      'MODIFIED a.txt',
      'MODIFIED sub/keep.txt',
    ]);
    expect(made.request).toMatchObject({ checkpointId: local(v1.id), preserve: 'DISCARD' });
    const state = await stateOf(alice, session.id);
    expect(state.state).toBe('RUNNING'); // the session's state is not the rewind's business
    expect(state.rewinds!.totalCount).toBe(1);

    const undone = (await alice.gql(UndoRewind, { input: { rewindId: made.id } })).undoRewind;
    expect(undone).toMatchObject({ __typename: 'UndoRewindPayload', rewind: { undoneBy: 'alice-token' } });
    expect(readTree(dir)).toEqual(before);
    const again = (await alice.gql(UndoRewind, { input: { rewindId: made.id } })).undoRewind;
    expect(again).toMatchObject({ __typename: 'RewindNotUndoableError', laterRewindId: null });
  });

  it('DISCARD on a git repository: ignored files stay, the user repository is untouched, the undo point is a stored tree', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice, { git: true });
    // The agent's snapshot: a tree stored on the server, no commit of a store in the folder.
    expect(v1).toMatchObject({ gitCommit: null, codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
    await writeFile(path.join(dir, 'ignored.log'), 'log\n');
    git(dir, 'add', 'a.txt'); // partly staged
    const head = git(dir, 'rev-parse', 'HEAD');
    const status = git(dir, 'status', '--porcelain');
    const branches = git(dir, 'branch', '--list');
    const before = readTree(dir);
    const result = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id });
    expect(result.__typename).toBe('RewindPayload');
    const made = narrow(result, 'RewindPayload').rewind!;
    expect(made.checkpoint!.codeTree).toBe(v1.codeTree);
    expect(made.undoPoint.codeTree).toMatch(/^[0-9a-f]{40}$/);
    expect(existsSync(path.join(dir, 'ignored.log'))).toBe(true);
    expect(existsSync(path.join(dir, 'new.txt'))).toBe(false);
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(dir, 'branch', '--list')).toBe(branches);
    expect(existsSync(path.join(dir, '.git', 'savepoint-shadow'))).toBe(false); // nothing of Savepoint's in the repository
    await alice.gql(UndoRewind, { input: { rewindId: made.id } });
    expect(readTree(dir)).toEqual(before);
    expect(git(dir, 'status', '--porcelain')).toBe(status);
  });

  it('BRANCH and STASH leave the state before in the user repository; HEAD and branch do not move', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice, { git: true });
    const head = git(dir, 'rev-parse', 'HEAD');
    const branched = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'before-rewind' });
    if (branched.__typename !== 'RewindPayload') throw new Error(JSON.stringify(branched));
    expect(branched.rewind!.preservedAs).toEqual({ kind: 'BRANCH', reference: 'refs/heads/before-rewind' });
    expect(git(dir, 'show', 'before-rewind:a.txt')).toBe('v3 uncheckpointed');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(dir, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');

    const taken = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'before-rewind' });
    expect(taken).toMatchObject({ __typename: 'BranchExistsError', branch: 'before-rewind' });

    await writeFile(path.join(dir, 'a.txt'), 'stash me\n');
    const stashed = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, preserve: 'STASH' });
    if (stashed.__typename !== 'RewindPayload') throw new Error(JSON.stringify(stashed));
    expect(stashed.rewind!.preservedAs!.kind).toBe('STASH');
    expect(git(dir, 'stash', 'list')).toContain('savepoint');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('BRANCH on a plain folder is refused naming DISCARD, and nothing changes', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const before = { tree: readTree(dir), state: await stateOf(alice, session.id) };
    const result = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, preserve: 'BRANCH', branchName: 'x' });
    expect(result).toMatchObject({ __typename: 'PreserveUnavailableError', mode: 'BRANCH' });
    expect(failure(result).message).toContain('DISCARD');
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stateOf(alice, session.id)).toEqual(before.state);
  });

  it('goes back to a checkpoint of each kind, and to the undo point of an earlier rewind', async () => {
    const { session, dir } = await sessionWithHistory(alice);
    for (const kind of ['MANUAL', 'STEP', 'PHASE', 'PLAN', 'ERROR'] as const) {
      await writeFile(path.join(dir, 'kind.txt'), `${kind}\n`);
      const target = await checkpoint(alice, session.id, kind, kind);
      await writeFile(path.join(dir, 'kind.txt'), 'later\n');
      const result = await rewindCode(alice, { sessionId: session.id, checkpointId: target.id });
      if (result.__typename !== 'RewindPayload') throw new Error(JSON.stringify(result));
      expect(readTree(dir)['kind.txt']).toBe(Buffer.from(`${kind}\n`).toString('base64'));
    }
    const last = await stateOf(alice, session.id);
    const latest = last.rewinds!.nodes[0]!;
    const rewound = await rewindCode(alice, { sessionId: session.id, checkpointId: await undoPointOf(latest.id) });
    if (rewound.__typename !== 'RewindPayload') throw new Error(JSON.stringify(rewound));
    expect(readTree(dir)['kind.txt']).toBe(Buffer.from('later\n').toString('base64'));
    expect(rewound.rewind!.checkpoint!.kind).toBe('REWIND');
  });

  it('a leased session needs the live lease token; a stale or missing one changes nothing', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const lease = await alice.gql(LeaseOps.acquire, { input: { sessionId: session.id, holder: 'runner-1' } });
    const token = narrow(lease.acquireLease, 'LeasePayload').lease!.token;
    const before = { tree: readTree(dir), state: await stateOf(alice, session.id) };
    expect(await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id })).toMatchObject({ __typename: 'SessionLockedError' });
    expect(await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, leaseToken: token + 5 })).toMatchObject({ __typename: 'StaleLeaseError' });
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stateOf(alice, session.id)).toEqual(before.state);
    const ok = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, leaseToken: token });
    expect(ok.__typename).toBe('RewindPayload');
    const id = narrow(ok, 'RewindPayload').rewind!.id;
    expect((await alice.gql(UndoRewind, { input: { rewindId: id } })).undoRewind).toMatchObject({ __typename: 'SessionLockedError' });
    expect((await alice.gql(UndoRewind, { input: { rewindId: id, leaseToken: token } })).undoRewind.__typename).toBe('UndoRewindPayload');
    expect(readTree(dir)).toEqual(before.tree);
  });

  it('refuses a tampered checkpoint, a checkpoint of another session, and a bad target, changing nothing', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const other = await sessionFor(alice);
    const elsewhere = await checkpoint(alice, other.id, 'elsewhere');
    const before = { tree: readTree(dir), state: await stateOf(alice, session.id) };
    expect(await rewindCode(alice, { sessionId: session.id, checkpointId: elsewhere.id })).toMatchObject({ __typename: 'CheckpointNotFoundError' });
    expect(await rewindCode(alice, { sessionId: session.id })).toMatchObject({ __typename: 'ValidationError', field: 'checkpointId' });
    expect(await rewindCode(alice, { sessionId: session.id, gitCommit: 'abcdef1234' })).toMatchObject({ __typename: 'ValidationError', field: 'gitCommit' });
    await sql`update checkpoints set label = 'edited' where id = ${local(v1.id)}`.execute(app.db);
    expect(await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id })).toMatchObject({ __typename: 'CheckpointTamperedError' });
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stateOf(alice, session.id)).toEqual(before.state);
  });

  it("another owner's session, checkpoint and rewind answer not found and change nothing", async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const made = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id });
    const id = narrow(made, 'RewindPayload').rewind!.id;
    const before = { tree: readTree(dir), state: await stateOf(alice, session.id) };
    expect(await rewindCode(bob, { sessionId: session.id, checkpointId: v1.id })).toMatchObject({ __typename: 'NotFoundError' });
    expect((await bob.gql(UndoRewind, { input: { rewindId: id } })).undoRewind).toMatchObject({ __typename: 'NotFoundError' });
    const bobs = await sessionFor(bob);
    expect(await rewindCode(bob, { sessionId: bobs.id, checkpointId: v1.id })).toMatchObject({ __typename: 'CheckpointNotFoundError' });
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stateOf(alice, session.id)).toEqual(before.state);
  });

  it('undo takes only the newest rewind not yet undone, naming the later one', async () => {
    const { session, v1 } = await sessionWithHistory(alice);
    const first = narrow(await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id }), 'RewindPayload').rewind!;
    const second = narrow(await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id }), 'RewindPayload').rewind!;
    expect((await alice.gql(UndoRewind, { input: { rewindId: first.id } })).undoRewind).toMatchObject({
      __typename: 'RewindNotUndoableError',
      laterRewindId: second.id,
    });
    expect((await alice.gql(UndoRewind, { input: { rewindId: second.id } })).undoRewind.__typename).toBe('UndoRewindPayload');
    expect((await alice.gql(UndoRewind, { input: { rewindId: first.id } })).undoRewind.__typename).toBe('UndoRewindPayload');
    const rewinds = (await stateOf(alice, session.id)).rewinds!.nodes;
    expect(rewinds.map((r) => r.id)).toEqual([second.id, first.id]); // newest first
  });

  it('an idempotency key replays the first answer; dryRun answers the preview and writes nothing', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const before = { tree: readTree(dir), state: await stateOf(alice, session.id) };
    const dry = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, dryRun: true });
    expect(dry).toMatchObject({ __typename: 'RewindPayload', rewind: null, preview: { kind: 'CODE' } });
    expect(readTree(dir)).toEqual(before.tree);
    expect(await stateOf(alice, session.id)).toEqual(before.state);
    const input = { sessionId: session.id, checkpointId: v1.id, idempotencyKey: 'rw-1' };
    const first = narrow(await rewindCode(alice, input), 'RewindPayload');
    const again = narrow(await rewindCode(alice, input), 'RewindPayload');
    expect(again).toMatchObject({ replayed: true, rewind: { id: first.rewind!.id } });
    expect((await stateOf(alice, session.id)).rewinds!.totalCount).toBe(1);
  });

  it('a decided approval stays decided after a rewind to before it', async () => {
    const { session, v1 } = await sessionWithHistory(alice);
    const requested = await alice.gql(RequestApproval, { input: { sessionId: session.id, title: 'deploy?' } });
    const approvalId = narrow(requested.requestApproval, 'RequestApprovalPayload').approval.id;
    await alice.gql(DecideApproval, { input: { approvalId, decision: 'REJECT' } });
    const result = await rewindCode(alice, { sessionId: session.id, checkpointId: v1.id });
    expect(result.__typename).toBe('RewindPayload');
    expect((await stateOf(alice, session.id)).approvals!.nodes).toEqual([{ id: approvalId, state: 'REJECTED' }]);
    await alice.gql(UndoRewind, { input: { rewindId: narrow(result, 'RewindPayload').rewind!.id } });
    expect((await stateOf(alice, session.id)).approvals!.nodes).toEqual([{ id: approvalId, state: 'REJECTED' }]);
  });

  it('concurrent rewinds of one session are serialised: each applies whole, and undoing both gives the tree back', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const v2 = (await stateOf(alice, session.id)).checkpoints!.totalCount;
    expect(v2).toBe(2);
    const before = readTree(dir);
    const [one, two] = await Promise.all([
      rewindCode(alice, { sessionId: session.id, checkpointId: v1.id }),
      rewindCode(alice, { sessionId: session.id, checkpointId: v1.id, preserve: 'DISCARD' }),
    ]);
    expect([one.__typename, two.__typename]).toEqual(['RewindPayload', 'RewindPayload']);
    const rewinds = (await stateOf(alice, session.id)).rewinds!.nodes;
    expect(rewinds).toHaveLength(2);
    // The one recorded second found the tree the first left (v1): its undo point is v1's files, not the original.
    expect((await alice.gql(UndoRewind, { input: { rewindId: rewinds[1]!.id } })).undoRewind.__typename).toBe('RewindNotUndoableError');
    await alice.gql(UndoRewind, { input: { rewindId: rewinds[0]!.id } });
    expect(readTree(dir)['a.txt']).toBe(Buffer.from('v1\n').toString('base64'));
    await alice.gql(UndoRewind, { input: { rewindId: rewinds[1]!.id } });
    expect(readTree(dir)).toEqual(before);
    const events = await sql<{
      n: number;
      max: number;
    }>`select count(*)::int as n, max(seq)::int as max from session_events where session_id = ${local(session.id)}`.execute(app.db);
    expect(events.rows[0]!.n).toBe(events.rows[0]!.max);
  });

  it('a failure injected at each stage leaves files, messages, state and the user refs as they were', async () => {
    const caller = await callerOf(app, alice);
    // The stages of a code rewind now: the folder's agent refuses the command before it opens the folder (the owner
    // is no longer local), or fails inside it after its snapshot is uploaded (the branch to preserve to is taken:
    // refused before any file moves, its journal intent rolled back); then, once the agent has moved the files and
    // made the branch or stash entry, the server fails before (afterPreserve) or inside (beforeCommit) its
    // transaction, and asks the agent to put everything back.
    const stages = [
      { stage: 'agent refuses', preserve: 'BRANCH', error: { reason: 'NOT_LOCAL' } },
      { stage: 'agent fails after its snapshot', preserve: 'BRANCH', error: { code: 'BRANCH_EXISTS' } },
      { stage: 'afterPreserve', preserve: 'BRANCH', error: { message: 'injected afterPreserve' } },
      { stage: 'beforeCommit', preserve: 'BRANCH', error: { message: 'injected beforeCommit' } },
      { stage: 'beforeCommit', preserve: 'STASH', error: { message: 'injected beforeCommit' } },
    ] as const;
    for (const { stage, preserve, error } of stages) {
      const name = `${stage} (${preserve})`;
      const { session, dir, v1, conversationId } = await sessionWithHistory(alice, { git: true });
      await say(alice, conversationId, 'one', 'two');
      const branchName = preserve === 'BRANCH' ? `b-${stage.replaceAll(' ', '-')}` : undefined;
      if (stage === 'agent fails after its snapshot') git(dir, 'branch', branchName!);
      const before = { tree: readTree(dir), state: await stateOf(alice, session.id), messages: await visible(alice, conversationId) };
      const hooks: RewindHooks = stage === 'afterPreserve' || stage === 'beforeCommit' ? { [stage]: () => Promise.reject(new Error(`injected ${stage}`)) } : {};
      const request = { kind: 'CODE' as const, sessionId: local(session.id), checkpointId: local(v1.id), preserve, ...(branchName ? { branchName } : {}) };
      const refsBefore = git(dir, 'for-each-ref');
      const stashBefore = git(dir, 'stash', 'list');
      const attempt = () => rewind(caller, request, {}, hooks);
      await expect(stage === 'agent refuses' ? whileNotLocal(app.db, alice.ownerId, attempt) : attempt(), name).rejects.toMatchObject(error);
      expect(readTree(dir), name).toEqual(before.tree);
      // What the agent made in the user's repository (the branch, the stash entry) is taken back: refs as they were.
      expect(git(dir, 'for-each-ref'), name).toBe(refsBefore);
      expect(git(dir, 'stash', 'list'), name).toBe(stashBefore);
      expect(await stateOf(alice, session.id), name).toEqual(before.state);
      expect(await visible(alice, conversationId), name).toEqual(before.messages);
      // And the same rewind then goes through: the failure left nothing in its way.
      if (stage !== 'agent fails after its snapshot') {
        const made = await rewind(caller, request);
        expect(made.rewind!.preserved_as, name).toMatchObject({ kind: preserve });
        expect(readTree(dir)['a.txt'], name).toBe(Buffer.from('v1\n').toString('base64'));
      }
    }
  });
});

async function undoPointOf(rewindId: string): Promise<string> {
  const data = await alice.gql(UndoPoint, { id: rewindId });
  return narrow(data.node, 'Rewind').undoPoint.id;
}
