// The timeline (Session.timeline, Workspace.timeline, Query.timeline): every event is an entry of its kind linking to
// its node, one order (time, session, seq, part) that pages the same forward and backward, totals, and tenancy.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { createTestApp } from './helpers/app.ts';
import { recordBusySession } from './helpers/busy-session.ts';
import { tempDir } from './helpers/fs.ts';
import { caller } from './helpers/mixed-session.ts';
import { RootTimeline, readBackward, readForward, type SessionEntry, sessionReader, WorkspaceTimeline } from './helpers/timeline.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const post = async (query: string, variables: Record<string, unknown>) => (await alice.raw(query, variables)).body as { data?: any; errors?: unknown[] };
const busy = await recordBusySession(post);

/** The entries' places as cursors hold them: time in microseconds, session, seq, part. */
const placeOf = (cursor: string) => {
  const [micros, session, seq, part] = cursor.slice(1).split('_');
  return { micros: BigInt(micros!), session: session!, seq: Number(seq), part: Number(part) };
};

function expectOrdered(cursors: readonly string[]) {
  for (let i = 1; i < cursors.length; i++) {
    const [a, b] = [placeOf(cursors[i - 1]!), placeOf(cursors[i]!)];
    const before =
      a.micros !== b.micros ? a.micros < b.micros : a.session !== b.session ? a.session < b.session : a.seq !== b.seq ? a.seq < b.seq : a.part < b.part;
    expect(before, `${cursors[i - 1]} before ${cursors[i]}`).toBe(true);
  }
}

describe('a busy session, every event type in its log', () => {
  it('makes one entry per event, per message and per changed file, each of its kind and linking to its node', async () => {
    const { nodes, totalCount } = await readForward(sessionReader(alice, busy.sessionId), 500);
    expect(nodes.length).toBe(totalCount);
    expectOrdered(nodes.map((n) => n.cursor));
    const kinds = new Set(nodes.map((n) => n.kind));
    expect([...kinds].sort()).toEqual(
      [
        'APPROVAL',
        'CHECKPOINT',
        'COMPACTION',
        'CONVERSATION',
        'CUSTOM',
        'FILE_CHANGE',
        'FORK',
        'LEASE',
        'MESSAGE',
        'PHASE',
        'PLAN',
        'RESUME',
        'REWIND',
        'SESSION',
        'STEP',
        'TASK',
      ].sort(),
    );
    for (const entry of nodes) {
      expect(entry.inherited).toBe(false);
      expect(entry.session.id).toBe(busy.sessionId);
      switch (entry.__typename) {
        case 'MessageEntry':
          expect(entry.message.id).toBeTruthy();
          break;
        case 'TaskEntry':
          expect(entry.task?.id).toBeTruthy();
          break;
        case 'StepEntry':
          expect(entry.step?.id).toBeTruthy();
          break;
        case 'PhaseEntry':
          expect(entry.phase?.id).toBeTruthy();
          break;
        case 'ApprovalEntry':
          expect(entry.approval?.id).toBeTruthy();
          break;
        case 'FileChangeEntry':
          expect(entry.checkpoint?.id).toBeTruthy();
          expect(entry.file.path).toBe('a.txt');
          break;
        case 'CompactionEntry':
          expect(entry.rewind?.id ?? entry.summary?.id).toBeTruthy();
          break;
        case 'ForkEntry':
          expect([entry.source?.id, entry.fork?.id]).toEqual([busy.sessionId, busy.forkId]);
          break;
        case 'CustomEntry':
          expect([entry.name, entry.data]).toEqual(['tests.passed', { count: 3 }]);
          break;
      }
    }
    const created = nodes.filter((n) => n.__typename === 'CheckpointEntry' && n.type === 'checkpoint.created');
    expect(created.every((n) => n.__typename === 'CheckpointEntry' && n.checkpoint)).toBe(true);
    const rewinds = nodes.filter((n) => n.__typename === 'RewindEntry' && n.type !== 'messages.superseded');
    expect(rewinds.length).toBeGreaterThan(0);
    expect(rewinds.every((n) => n.__typename === 'RewindEntry' && n.rewind)).toBe(true);
  });

  it('pages backward to the same entries as forward, at any page size', async () => {
    const forward = (await readForward(sessionReader(alice, busy.sessionId), 500)).nodes.map((n) => n.cursor);
    for (const size of [1, 7, 50]) {
      expect((await readForward(sessionReader(alice, busy.sessionId), size)).nodes.map((n) => n.cursor)).toEqual(forward);
      expect((await readBackward(sessionReader(alice, busy.sessionId), size)).map((n) => n.cursor)).toEqual(forward);
    }
  });
});

const call = caller(post);
const sessionIn = async (workspaceId: string, objective: string) =>
  (await call('createSession', { workspaceId, objective }, '... on CreateSessionPayload { session { id conversations { nodes { id } } } }')).session as {
    id: string;
    conversations: { nodes: Array<{ id: string }> };
  };
const appendTo = async (conversationId: string, ...contents: string[]) =>
  (
    await call(
      'appendMessages',
      { conversationId, messages: contents.map((content) => ({ role: 'ASSISTANT', content })) },
      '... on AppendMessagesPayload { messages { id } }',
    )
  ).messages as Array<{ id: string }>;
const entriesOf = async (id: string) => (await readForward(sessionReader(alice, id), 200)).nodes;
const said = (entries: readonly SessionEntry[]) => entries.flatMap((e) => (e.__typename === 'MessageEntry' ? [e.message.content] : []));

describe("a fork's timeline", async () => {
  const workspaceId = (await call('createWorkspace', { path: await tempDir('savepoint-forks-') }, '... on CreateWorkspacePayload { workspace { id } }'))
    .workspace.id;
  const source = await sessionIn(workspaceId, 'source');
  const supervisor = source.conversations.nodes[0]!.id;
  const [, m2] = await appendTo(supervisor, 'm1', 'm2', 'm3');
  const cp = (await call('createCheckpoint', { sessionId: source.id, label: 'cp' }, '... on CreateCheckpointPayload { checkpoint { id } }')).checkpoint.id;
  await appendTo(supervisor, 'm4', 'm5');
  await call('recordEvent', { sessionId: source.id, type: 'after.checkpoint' });
  const forkOf = async (input: Record<string, unknown>) =>
    (await call('forkSession', { workspace: { mode: 'SHARED' }, ...input }, '... on ForkSessionPayload { session { id conversations { nodes { id } } } }'))
      .session as {
      id: string;
      conversations: { nodes: Array<{ id: string }> };
    };

  it("starts with its source's history up to the checkpoint it was made from, marked inherited, then its own", async () => {
    const fork = await forkOf({ sessionId: source.id, fromCheckpointId: cp });
    await appendTo(fork.conversations.nodes[0]!.id, 'f1');
    const entries = await entriesOf(fork.id);
    const inherited = entries.filter((e) => e.inherited);
    const sourceEntries = await entriesOf(source.id);
    const cut = sourceEntries.findIndex((e) => e.__typename === 'CheckpointEntry' && e.checkpoint?.id === cp);
    expect(inherited.map((e) => e.cursor)).toEqual(sourceEntries.slice(0, cut + 1).map((e) => e.cursor));
    expect(inherited.every((e) => e.session.id === source.id)).toBe(true);
    expect(entries.slice(0, inherited.length).every((e) => e.inherited)).toBe(true); // inherited first, then its own
    expect(entries.slice(inherited.length).every((e) => e.session.id === fork.id && !e.inherited)).toBe(true);
    expect(said(entries)).toEqual(['m1', 'm2', 'm3', 'f1']);
    expect(entries.some((e) => e.type === 'custom.after.checkpoint')).toBe(false);
    const read = await readForward(sessionReader(alice, fork.id), 3);
    expect(read.totalCount).toBe(entries.length);
    expect((await readBackward(sessionReader(alice, fork.id), 4)).map((e) => e.cursor)).toEqual(entries.map((e) => e.cursor));
    expect((await readForward(sessionReader(alice, fork.id, { kinds: ['MESSAGE'] }), 2)).totalCount).toBe(4);
  });

  it('stops at the message a fork was made from, inside its batch', async () => {
    const fork = await forkOf({ sessionId: source.id, fromMessageId: m2!.id });
    const entries = await entriesOf(fork.id);
    expect(said(entries.filter((e) => e.inherited))).toEqual(['m1', 'm2']);
    expect((await readForward(sessionReader(alice, fork.id, { kinds: ['MESSAGE'] }), 1)).totalCount).toBe(2);
    expect((await readForward(sessionReader(alice, fork.id), 5)).totalCount).toBe(entries.length);
  });

  it('shows no inherited messages when the fork was made without the conversation', async () => {
    const fork = await forkOf({ sessionId: source.id, fromCheckpointId: cp, includeConversation: false });
    const entries = await entriesOf(fork.id);
    expect(entries.some((e) => e.inherited && e.kind === 'CHECKPOINT')).toBe(true);
    expect(said(entries)).toEqual([]);
    expect((await readForward(sessionReader(alice, fork.id), 5)).totalCount).toBe(entries.length);
  });

  it("of a fork, inherits both sources' histories", async () => {
    const fork = await forkOf({ sessionId: source.id, fromCheckpointId: cp });
    await appendTo(fork.conversations.nodes[0]!.id, 'f1');
    const cp2 = (await call('createCheckpoint', { sessionId: fork.id, label: 'cp2' }, '... on CreateCheckpointPayload { checkpoint { id } }')).checkpoint.id;
    await appendTo(fork.conversations.nodes[0]!.id, 'f2');
    const grandchild = await forkOf({ sessionId: fork.id, fromCheckpointId: cp2 });
    const entries = await entriesOf(grandchild.id);
    expect(said(entries)).toEqual(['m1', 'm2', 'm3', 'f1']);
    expect(new Set(entries.filter((e) => e.inherited).map((e) => e.session.id))).toEqual(new Set([source.id, fork.id]));
    expectOrdered(entries.map((e) => e.cursor));
  });

  it("matches, filtered by its own task, that task's inherited history too (a fork's plan is a copy, the same keys)", async () => {
    const planned = (
      await call(
        'createSession',
        {
          workspaceId,
          objective: 'planned',
          plan: {
            phases: [
              {
                key: 'build',
                name: 'Build',
                tasks: [
                  { key: 'fix', title: 'Fix' },
                  { key: 'other', title: 'Other' },
                ],
              },
            ],
          },
        },
        '... on CreateSessionPayload { session { id } }',
      )
    ).session.id as string;
    const tasksOf = async (id: string) =>
      (await call('startSession', { sessionId: id }, '... on SessionStatePayload { session { tasks { nodes { id key } } } }')).session.tasks.nodes as Array<{
        id: string;
        key: string;
      }>;
    const [fix, other] = await tasksOf(planned);
    await call('startTask', { taskId: fix!.id });
    await call('startTask', { taskId: other!.id });
    const point = (await call('createCheckpoint', { sessionId: planned, label: 'p' }, '... on CreateCheckpointPayload { checkpoint { id } }')).checkpoint.id;
    const fork = await forkOf({ sessionId: planned, fromCheckpointId: point });
    const read = await post('query ($id: ID!) { session(id: $id) { ... on Session { tasks { nodes { id key } } } } }', { id: fork.id });
    const forkFix = (read.data.session.tasks.nodes as Array<{ id: string; key: string }>).find((t) => t.key === 'fix')!;
    expect(forkFix.id).not.toBe(fix!.id);
    const entries = (await readForward(sessionReader(alice, fork.id, { tasks: [forkFix.id] }), 10)).nodes;
    expect(entries.map((e) => [e.kind, e.inherited, e.__typename === 'TaskEntry' ? e.task?.id : null])).toEqual([['TASK', true, fix!.id]]);
  });

  it("is not what the workspace's and the root timelines show: there each entry appears once, from its own session", async () => {
    const read = async (args: { first?: number; after?: string; last?: number; before?: string }) => {
      const { node } = await alice.gql(WorkspaceTimeline, { id: workspaceId, ...args });
      return narrow(node!, 'Workspace').timeline!;
    };
    const { nodes, totalCount } = await readForward(read, 50);
    expect(nodes.length).toBe(totalCount);
    expect(nodes.some((e) => e.inherited)).toBe(false);
    expect(new Set(nodes.map((e) => e.cursor)).size).toBe(nodes.length);
    expectOrdered(nodes.map((e) => e.cursor));
    expect((await readBackward(read, 33)).map((e) => e.cursor)).toEqual(nodes.map((e) => e.cursor));
    // The source's entries, as its own timeline has them, in the same order.
    const own = (await entriesOf(source.id)).map((e) => e.cursor);
    expect(nodes.filter((e) => e.session.id === source.id).map((e) => e.cursor)).toEqual(own);
    // A cursor of a session's timeline opens the workspace's at the same entry.
    const next = await read({ first: 1, after: own[3] });
    expect(next.nodes[0]!.cursor).toBe(nodes[nodes.findIndex((e) => e.cursor === own[3]) + 1]!.cursor);
  });
});

describe('the root timeline', () => {
  it("holds every entry of all of the caller's sessions, once, in order", async () => {
    const read = async (args: { first?: number; after?: string; last?: number; before?: string }) => (await alice.gql(RootTimeline, args)).timeline!;
    const { nodes, totalCount } = await readForward(read, 250);
    expect(nodes.length).toBe(totalCount);
    expectOrdered(nodes.map((e) => e.cursor));
    expect(nodes.filter((e) => e.session.id === busy.sessionId).map((e) => e.cursor)).toEqual((await entriesOf(busy.sessionId)).map((e) => e.cursor));
    expect(new Set(nodes.map((e) => e.session.id))).toContain(busy.lostId);
    expect((await readBackward(read, 99)).map((e) => e.cursor)).toEqual(nodes.map((e) => e.cursor));
  });
});
