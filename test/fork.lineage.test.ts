// Lineage and compare on trees made by forkSession itself (test/lineage.test.ts draws its trees with SQL):
// root → a (from a checkpoint) and b (from a message), a → grandchild (from a checkpoint of a), as Session.lineage,
// lineage.forkPoint and Checkpoint.forks show them; and Session.compare on a fork in a worktree of its own that
// then diverged from its source in code, plan state and conversation.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { fork, forked, workOf } from './helpers/forks.ts';
import { tempDir, write } from './helpers/fs.ts';
import { ChangeSession, Messages, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { checkpoint, say } from './helpers/sessions.ts';
import { sessionAt } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const Lineage = graphql(`
  query ForkLineage($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        id
        lineage {
          forkedFrom: forkPoint { kind at checkpoint { id } message { id } }
          depth
          root { id }
          parent { id }
          forkPoint { at checkpoint { id } message { id } }
          children { totalCount nodes { id } }
          ancestors { totalCount nodes { id } }
          descendants { totalCount nodes { id } }
        }
      }
      ... on Error { code message }
    }
  }
`);

const Forks = graphql(`query ForkLineageCheckpointForks($id: ID!) { node(id: $id) { __typename ... on Checkpoint { forks { totalCount nodes { id } } } } }`);

const Compare = graphql(`
  query ForkCompare($id: ID!, $with: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        compare(with: $with) {
          __typename
          ... on SessionComparison {
            codeDiff {
              __typename
              ... on SessionCodeComparison { from { id } to { id } note files { path action additions deletions } totals { filesChanged additions deletions } }
              ... on Error { code message }
            }
            plan {
              taskStates { key thisState otherState }
              tasksOnlyHere { key } tasksOnlyThere { key }
              stepStates { taskKey title thisState otherState }
              stepsOnlyHere { title } stepsOnlyThere { title }
            }
            conversations {
              diverged {
                conversation { id } otherConversation { id }
                commonCount divergedAfter { id content }
                onlyHere { content } onlyHereCount onlyThere { content } onlyThereCount
              }
              onlyHere { id } onlyThere { id }
            }
          }
          ... on Error { code message }
        }
      }
    }
  }
`);

async function lineageOf(owner: Client, id: string) {
  const { session } = await owner.gql(Lineage, { id });
  if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
  return session;
}

async function forksOf(owner: Client, checkpointId: string) {
  const { node } = await owner.gql(Forks, { id: checkpointId });
  return node && { forks: narrow(node, 'Checkpoint').forks };
}

async function compare(owner: Client, id: string, other: string) {
  const data = await owner.gql(Compare, { id, with: other });
  const comparison = narrow(narrow(data.session, 'Session').compare, 'SessionComparison');
  return { ...comparison, codeDiff: narrow(comparison.codeDiff, 'SessionCodeComparison') };
}

async function messageIds(owner: Client, conversationId: string) {
  return narrow((await owner.gql(Messages, { id: conversationId })).node, 'Conversation').messages!.nodes;
}

const ids = (connection: { nodes: Array<{ id: string }> }) => connection.nodes.map((node) => node.id);

describe('a fork tree made by forkSession', () => {
  it('lineage, its fork points and Checkpoint.forks agree with the forks made, from every session of the tree', async () => {
    const s = await sessionAt(alice, await tempDir());
    const m3 = (await messageIds(alice, s.conversationId)).find((m) => m.content === 'm3')!;
    const a = forked(await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, objective: 'a' }));
    const b = forked(await fork(alice, { sessionId: s.session.id, fromMessageId: m3.id, objective: 'b' }));
    // a has work of its own, then a checkpoint the grandchild is forked from.
    const inA = await workOf(alice, a.session.id);
    await say(alice, inA.conversationId, 'a1');
    const aCheckpoint = await checkpoint(alice, a.session.id, 'a-cp');
    const grandchild = forked(await fork(alice, { sessionId: a.session.id, fromCheckpointId: aCheckpoint.id, objective: 'grandchild' }));
    expect(grandchild.forkPoint).toMatchObject({ kind: 'CHECKPOINT', checkpoint: { id: aCheckpoint.id }, inheritedMessages: 3 });
    const [root, A, B, G] = [s.session.id, a.session.id, b.session.id, grandchild.session.id];

    const fromRoot = await lineageOf(alice, root);
    expect(fromRoot.lineage.forkedFrom).toBeNull();
    expect(fromRoot.lineage).toMatchObject({ depth: 0, root: { id: root }, parent: null, forkPoint: null });
    expect(ids(fromRoot.lineage.children!)).toEqual([A, B]);
    expect(fromRoot.lineage.ancestors!.totalCount).toBe(0);
    expect(ids(fromRoot.lineage.descendants!)).toEqual([A, B, G]); // by depth, then oldest first
    expect(fromRoot.lineage.descendants!.totalCount).toBe(3);

    const fromA = await lineageOf(alice, A);
    expect(fromA.lineage).toMatchObject({ depth: 1, root: { id: root }, parent: { id: root } });
    expect(fromA.lineage.forkPoint).toEqual({ at: a.forkPoint.at, checkpoint: { id: s.cp.id }, message: null });
    expect(fromA.lineage.forkedFrom).toEqual({ kind: 'CHECKPOINT', at: a.forkPoint.at, checkpoint: { id: s.cp.id }, message: null });
    expect(ids(fromA.lineage.children!)).toEqual([G]);
    expect(ids(fromA.lineage.ancestors!)).toEqual([root]);
    expect(ids(fromA.lineage.descendants!)).toEqual([G]);

    // b was made from a message after cp: its code and plan state are cp's, so it is a fork of cp too.
    const fromB = await lineageOf(alice, B);
    expect(fromB.lineage).toMatchObject({ depth: 1, root: { id: root }, parent: { id: root }, children: { totalCount: 0 } });
    expect(fromB.lineage.forkPoint).toEqual({ at: b.forkPoint.at, checkpoint: { id: s.cp.id }, message: { id: m3.id } });
    expect(fromB.lineage.forkedFrom).toMatchObject({ kind: 'MESSAGE', message: { id: m3.id } });
    expect(ids(fromB.lineage.ancestors!)).toEqual([root]);
    expect(fromB.lineage.descendants!.totalCount).toBe(0);

    const fromG = await lineageOf(alice, G);
    expect(fromG.lineage).toMatchObject({ depth: 2, root: { id: root }, parent: { id: A }, children: { totalCount: 0 } });
    expect(fromG.lineage.forkPoint).toEqual({ at: grandchild.forkPoint.at, checkpoint: { id: aCheckpoint.id }, message: null });
    expect(ids(fromG.lineage.ancestors!)).toEqual([A, root]); // parent first
    expect(fromG.lineage.descendants!.totalCount).toBe(0);

    expect(await forksOf(alice, s.cp.id)).toEqual({ forks: { totalCount: 2, nodes: [{ id: A }, { id: B }] } });
    expect(await forksOf(alice, aCheckpoint.id)).toEqual({ forks: { totalCount: 1, nodes: [{ id: G }] } });
    // Another owner sees none of it.
    expect((await bob.gql(Lineage, { id: G })).session).toMatchObject({ __typename: 'NotFoundError' });
    expect(await forksOf(bob, s.cp.id)).toBeNull();
  });
});

describe('compare on a fork that diverged from its source', () => {
  it('in its own worktree: the code files (diffed from the stored snapshots, no folder read), the plan states and the conversations', async () => {
    const s = await sessionAt(alice, await tempDir(), { git: true });
    const target = path.join(await tempDir(), 'fork');
    const made = forked(
      await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: target, branchName: 'diverge' } }),
    );
    expect(made.forkPoint.inheritedMessages).toBe(2);
    const theFork = await workOf(alice, made.session.id);
    const [, two] = theFork.steps;

    // Code: each side changes other files after the fork and checkpoints.
    await write(s.dir, { 'source.txt': 'source only\n', 'sub/keep.txt': 'keep v1\nsource line\n' });
    const sourceCp = await checkpoint(alice, s.session.id, 'source after fork');
    await write(target, { 'fork.txt': 'fork only\n', 'a.txt': 'v1\nfork line\n' });
    const forkCp = await checkpoint(alice, made.session.id, 'fork after fork');
    // Plan: the fork runs step two and finishes its task; the source does not.
    await alice.gql(ChangeSession.start, { input: { sessionId: made.session.id } });
    expect(theFork.task.state).toBe('RESUMABLE'); // it was running at cp
    for (const result of [
      await alice.gql(TaskLifecycle.start, { input: { taskId: theFork.task.id } }),
      await alice.gql(StepLifecycle.start, { input: { stepId: two!.id } }),
      await alice.gql(StepLifecycle.complete, { input: { stepId: two!.id } }),
      await alice.gql(TaskLifecycle.complete, { input: { taskId: theFork.task.id } }),
    ]) {
      expect(Object.values(result)[0], JSON.stringify(result)).not.toHaveProperty('code');
    }
    // Conversation: both sides talk after the fork (the source had m3 already, after cp).
    await say(alice, s.conversationId, 's1');
    await say(alice, theFork.conversationId, 'f1', 'f2');

    const result = await compare(alice, made.session.id, s.session.id);
    expect(result.codeDiff).toMatchObject({ __typename: 'SessionCodeComparison', from: { id: sourceCp.id }, to: { id: forkCp.id }, note: null });
    expect(result.codeDiff.files.map((f: { path: string; action: string }) => `${f.action} ${f.path}`)).toEqual([
      'MODIFIED a.txt', // the source's a.txt is its working file (v2 unstaged), the fork's v1 plus a line
      'ADDED fork.txt',
      'DELETED later.txt',
      'DELETED source.txt',
      'MODIFIED sub/keep.txt',
    ]);
    expect(result.codeDiff.files[0]).toMatchObject({ additions: 2, deletions: 1 });
    expect(result.codeDiff.files[4]).toMatchObject({ additions: 0, deletions: 1 });
    expect(result.codeDiff.totals).toEqual({ filesChanged: 5, additions: 3, deletions: 4 });

    expect(result.plan).toEqual({
      taskStates: [{ key: 't', thisState: 'COMPLETED', otherState: 'RUNNING' }],
      tasksOnlyHere: [],
      tasksOnlyThere: [],
      stepStates: [{ taskKey: 't', title: 'two', thisState: 'COMPLETED', otherState: 'PENDING' }],
      stepsOnlyHere: [],
      stepsOnlyThere: [],
    });

    const m2 = (await messageIds(alice, s.conversationId)).find((m) => m.content === 'm2')!;
    expect(result.conversations).toEqual({
      diverged: [
        {
          conversation: { id: theFork.conversationId },
          otherConversation: { id: s.conversationId },
          commonCount: 2, // the inherited messages
          divergedAfter: { id: m2.id, content: 'm2' },
          onlyHere: [{ content: 'f1' }, { content: 'f2' }],
          onlyHereCount: 2,
          onlyThere: [{ content: 'm3' }, { content: 's1' }],
          onlyThereCount: 2,
        },
      ],
      onlyHere: [],
      onlyThere: [],
    });

    // The other way round: the same differences, from the source.
    const back = await compare(alice, s.session.id, made.session.id);
    expect(back.codeDiff).toMatchObject({ from: { id: forkCp.id }, to: { id: sourceCp.id }, totals: { filesChanged: 5, additions: 4, deletions: 3 } });
    expect(back.codeDiff.files.map((f: { path: string; action: string }) => `${f.action} ${f.path}`)).toEqual([
      'MODIFIED a.txt',
      'DELETED fork.txt',
      'ADDED later.txt',
      'ADDED source.txt',
      'MODIFIED sub/keep.txt',
    ]);
    expect(back.plan.stepStates).toEqual([{ taskKey: 't', title: 'two', thisState: 'PENDING', otherState: 'COMPLETED' }]);
    expect(back.conversations.diverged[0]).toMatchObject({ commonCount: 2, onlyHereCount: 2, onlyThereCount: 2, divergedAfter: { id: m2.id } });

    // The code is diffed from the snapshots stored in the database, not from either folder: neither holds a snapshot
    // store, and with both folders gone the comparisons are the same.
    expect(existsSync(path.join(target, '.savepoint-shadow'))).toBe(false);
    expect(existsSync(path.join(s.dir, '.git', 'savepoint-shadow'))).toBe(false);
    await rm(target, { recursive: true, force: true });
    await rm(s.dir, { recursive: true, force: true });
    expect((await compare(alice, made.session.id, s.session.id)).codeDiff).toEqual(result.codeDiff);
    expect((await compare(alice, s.session.id, made.session.id)).codeDiff).toEqual(back.codeDiff);
  });

  it('sharing the folder: the code of each side is its newest code checkpoint there, the conversations part at the fork point', async () => {
    const s = await sessionAt(alice, await tempDir());
    const made = forked(await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, includeConversation: false }));
    const theFork = await workOf(alice, made.session.id);
    await write(s.dir, { 'shared.txt': 'by the fork\n' });
    const forkCp = await checkpoint(alice, made.session.id, 'fork in the shared folder');
    await write(s.dir, { 'shared.txt': 'by the source\nand more\n' });
    const sourceCp = await checkpoint(alice, s.session.id, 'source in the shared folder');
    await say(alice, theFork.conversationId, 'f1');
    const result = await compare(alice, made.session.id, s.session.id);
    expect(result.codeDiff).toMatchObject({ from: { id: sourceCp.id }, to: { id: forkCp.id } });
    expect(result.codeDiff.files).toEqual([{ path: 'shared.txt', action: 'MODIFIED', additions: 1, deletions: 2 }]);
    // Without the conversation the fork shares no message with the source.
    expect(result.conversations.diverged).toEqual([expect.objectContaining({ commonCount: 0, divergedAfter: null, onlyHereCount: 1, onlyThereCount: 3 })]);
    expect(result.plan.taskStates).toEqual([{ key: 't', thisState: 'RESUMABLE', otherState: 'RUNNING' }]);
  });
});
