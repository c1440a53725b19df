// Session.stateAt and Session.diff through the API: the plan, approvals, todo lists and shared documents as they stood
// at any event, moment or checkpoint of a session's history, rebuilt from the nearest checkpoint before it; the diff
// between two points answered as Checkpoint.stateDiff answers it; across a fork (its log starts from what it
// inherited) and a rewind and its undo.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { fork, forked } from './helpers/forks.ts';
import { ChangeSession } from './helpers/operations.ts';
import { RewindCode, UndoRewind } from './helpers/rewinds.ts';
import { history, plan, scenario } from './helpers/scenario.ts';
import { CheckpointState, Diff, lastEventSeq, PutDocument, stateAt, stateCheckpoint, UpdateTodos } from './helpers/state-at.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Live = graphql(`
  query HistoryLive($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        lastEventSeq state planRevision
        phases { nodes { name state summary tasks { nodes { key state attempt todos { content } steps { nodes { title state attempt } } } } } }
        approvals { nodes { title state } }
        todos { content status }
        sharedContext { key version value }
      }
    }
  }
`);

/** The session as it stands now, in the shape stateAt answers. */
async function live(sessionId: string) {
  const session = narrow((await alice.gql(Live, { id: sessionId })).session, 'Session');
  return {
    seq: session.lastEventSeq,
    state: {
      state: session.state,
      planRevision: session.planRevision,
      phases: session.phases!.nodes.map((p) => ({
        name: p.name,
        state: p.state,
        summary: p.summary,
        tasks: p.tasks!.nodes.map((t) => ({ key: t.key, state: t.state, attempt: t.attempt, todos: t.todos, steps: t.steps!.nodes })),
      })),
      approvals: session.approvals!.nodes,
      todos: session.todos,
      sharedContext: session.sharedContext,
    },
  };
}

const Events = graphql(`
  query HistoryEvents($id: ID!, $types: [String!]) {
    session(id: $id) { __typename ... on Session { events(first: 500, types: $types) { nodes { seq type createdAt } } } }
  }
`);

const eventsOf = async (sessionId: string, types?: string[]) => narrow((await alice.gql(Events, { id: sessionId, types })).session, 'Session').events!.nodes;

const PLAN = plan({
  work: {
    t: [
      { kind: 'READ', title: 'one' },
      { kind: 'WRITE', title: 'two' },
    ],
  },
  ship: { deploy: [{ kind: 'EXEC', title: 'deploy' }] },
});

const todos = (sessionId: string, ...contents: string[]) =>
  alice.gql(UpdateTodos, { input: { sessionId, todos: contents.map((content) => ({ content, status: 'PENDING' as const })) } });

describe('the state at any point of a session', () => {
  it('is the plan, approvals, todo lists and documents as they stood after each event, rebuilt from the nearest checkpoint before it', async () => {
    const s = await scenario(alice, PLAN);
    const seen = [await live(s.session.id)];
    const step = async (move: () => Promise<unknown>) => {
      await move();
      seen.push(await live(s.session.id));
    };
    await step(() => s.start());
    await step(() => s.complete('one'));
    await step(() => todos(s.session.id, 'write two', 'deploy'));
    const first = await stateCheckpoint(alice, s.session.id, 'after one');
    await step(() => alice.gql(PutDocument, { input: { sessionId: s.session.id, key: 'design', value: { v: 1 }, expectedVersion: 0 } }));
    await step(() => s.begin('two'));
    await step(() => alice.gql(PutDocument, { input: { sessionId: s.session.id, key: 'design', value: { v: 2 }, expectedVersion: 1 } }));
    await step(() => s.complete('two'));
    await step(() => todos(s.session.id, 'deploy'));

    for (const point of seen) {
      const at = await stateAt(alice, s.session.id, { eventSeq: point.seq });
      expect(at).toMatchObject({ eventSeq: point.seq, ...point.state });
      // From the newest checkpoint at or before the point, replaying only what came after it.
      const firstSeq = seen[3]!.seq; // the last event before the checkpoint
      expect(at.baseCheckpoint?.id ?? null).toBe(point.seq > firstSeq ? first.id : null);
    }
    const last = await stateAt(alice, s.session.id, { eventSeq: seen.at(-1)!.seq });
    expect(last.replayedEvents).toBeGreaterThan(0);
    expect(last.replayedEvents).toBeLessThan(seen.at(-1)!.seq - seen[3]!.seq); // messages and checkpoints are not replayed
  });

  it('answers a checkpoint with its snapshot, and a moment with the state after the last event written by then', async () => {
    const s = await scenario(alice, PLAN);
    await s.start();
    await s.complete('one');
    const cp = await stateCheckpoint(alice, s.session.id, 'cp');
    await todos(s.session.id, 'later');
    const checkpoint = narrow((await alice.gql(CheckpointState, { id: cp.id })).node, 'Checkpoint');
    const atCheckpoint = await stateAt(alice, s.session.id, { checkpointId: cp.id });
    expect(atCheckpoint.snapshot).toEqual(checkpoint.stateSnapshot);
    expect(atCheckpoint.baseCheckpoint).toEqual({ id: cp.id, seq: cp.seq, kind: 'MANUAL' });
    expect(atCheckpoint.replayedEvents).toBe(0);

    const events = await eventsOf(s.session.id);
    for (const [index, event] of events.entries()) {
      // A moment is its whole millisecond (as times are served): the point is the last event written by its end.
      const at = await stateAt(alice, s.session.id, { time: event.createdAt });
      const found = events.findIndex((e) => e.seq === at.eventSeq);
      expect(found).toBeGreaterThanOrEqual(index);
      expect(events[found]!.createdAt).toBe(event.createdAt);
      if (events[found + 1]) expect(Date.parse(events[found + 1]!.createdAt)).toBeGreaterThan(Date.parse(event.createdAt));
      expect(at.snapshot).toEqual((await stateAt(alice, s.session.id, { eventSeq: at.eventSeq })).snapshot);
    }
    const now = await stateAt(alice, s.session.id, { time: new Date().toISOString() });
    expect(now).toMatchObject({ eventSeq: events.at(-1)!.seq, todos: [{ content: 'later', status: 'PENDING' }] });
  });

  it('diffs two points as Checkpoint.stateDiff diffs two checkpoints, whatever names the points', async () => {
    const s = await scenario(alice, PLAN);
    await s.start();
    const a = await stateCheckpoint(alice, s.session.id, 'a');
    await s.complete('one');
    await todos(s.session.id, 'write two');
    await alice.gql(PutDocument, { input: { sessionId: s.session.id, key: 'notes', value: 'hello', expectedVersion: 0 } });
    await s.begin('two');
    const b = await stateCheckpoint(alice, s.session.id, 'b');
    const byCheckpoint = narrow(narrow((await alice.gql(CheckpointState, { id: b.id, against: a.id })).node, 'Checkpoint').stateDiff, 'CheckpointStateDiff');
    const [atA, atB] = await Promise.all([stateAt(alice, s.session.id, { checkpointId: a.id }), stateAt(alice, s.session.id, { checkpointId: b.id })]);
    for (const [from, to] of [
      [{ checkpointId: a.id }, { checkpointId: b.id }],
      [{ eventSeq: atA.eventSeq }, { eventSeq: atB.eventSeq }],
      [{ time: atA.at }, { checkpointId: b.id }],
    ] as const) {
      const diff = narrow(narrow((await alice.gql(Diff, { id: s.session.id, from, to })).session, 'Session').diff, 'SessionStateDiff');
      expect({ changes: diff.changes, workingState: diff.workingState }).toEqual({ changes: byCheckpoint.changes, workingState: byCheckpoint.workingState });
      expect(diff.to.eventSeq).toBe(atB.eventSeq);
    }
    // What changed, in words: step one and task t moved on, a todo list and a document appeared.
    expect(byCheckpoint.changes.map((c) => [c.entity, c.name, c.from, c.to])).toEqual(
      expect.arrayContaining([
        ['STEP', 'one', 'PENDING', 'COMPLETED'],
        ['STEP', 'two', 'PENDING', 'RUNNING'],
      ]),
    );
    expect(byCheckpoint.workingState.sharedContext).toEqual([{ key: 'notes', before: null, after: { version: 1, value: 'hello' } }]);
  });
});

describe('the state at a point, across forks and rewinds', () => {
  it("starts a fork's log from what it inherited", async () => {
    const { session, cp } = await history(alice);
    const made = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id }));
    const copy = made.session;
    const [inherited] = await eventsOf(copy.id, ['session.inherited']);
    await todos(copy.id, 'try another way');
    await alice.gql(ChangeSession.start, { input: { sessionId: copy.id } });
    // Just after it inherited: the source's plan at the checkpoint (step two not done yet), the pending approval.
    const start = await stateAt(alice, copy.id, { eventSeq: inherited!.seq });
    expect(start).toMatchObject({
      baseCheckpoint: null,
      state: 'PAUSED',
      phases: [{ tasks: [{ key: 't', steps: copy.tasks!.nodes[0]!.steps!.nodes }] }],
      approvals: [{ title: 'ship it?', state: 'PENDING' }],
      todos: [],
    });
    const now = await stateAt(alice, copy.id, { eventSeq: await lastEventSeq(alice, copy.id) });
    expect(now).toMatchObject({ state: 'AWAITING_APPROVAL', todos: [{ content: 'try another way' }] }); // its approval holds it
    // The source, at the checkpoint the fork was made from, held the same plan states.
    const source = await stateAt(alice, session.id, { checkpointId: cp.id });
    expect(source.phases.map((p) => p.tasks.map((t) => t.steps))).toEqual(start.phases.map((p) => p.tasks.map((t) => t.steps)));
    // Before it inherited, the fork had no plan; the diff says what it inherited.
    const diff = narrow(
      narrow((await alice.gql(Diff, { id: copy.id, from: { eventSeq: 1 }, to: { eventSeq: inherited!.seq } })).session, 'Session').diff,
      'SessionStateDiff',
    );
    expect(diff.changes.map((c) => [c.entity, c.name, c.from, c.to])).toEqual(
      expect.arrayContaining([
        ['PHASE', 'work', null, 'RUNNING'],
        ['TASK', 't', null, 'RESUMABLE'], // what was running is cut off by the fork
        ['STEP', 'one', null, 'COMPLETED'],
        ['STEP', 'two', null, 'PENDING'],
        ['APPROVAL', 'ship it?', null, 'PENDING'],
      ]),
    );
  });

  it('follows a rewind and its undo: back to the checkpoint, then back to where it was', async () => {
    const s = await scenario(alice, PLAN);
    await s.start();
    await s.complete('one');
    const cp = await stateCheckpoint(alice, s.session.id, 'after one');
    await s.complete('two');
    await todos(s.session.id, 'deploy');
    const before = await live(s.session.id);
    const rewound = narrow((await alice.gql(RewindCode, { input: { sessionId: s.session.id, checkpointId: cp.id } })).rewindCode, 'RewindPayload');
    const afterRewind = await live(s.session.id);
    narrow((await alice.gql(UndoRewind, { input: { rewindId: rewound.rewind!.id } })).undoRewind, 'UndoRewindPayload');
    const afterUndo = await live(s.session.id);

    // The rewind put back the checkpoint's plan (what was running comes back RESUMABLE); the undo, what it replaced.
    expect(afterRewind.state.phases[0]!.tasks[0]!.steps.map((step) => step.state)).toEqual(['COMPLETED', 'PENDING']);
    expect(afterUndo.state).toEqual(before.state);
    for (const point of [before, afterRewind, afterUndo]) {
      expect(await stateAt(alice, s.session.id, { eventSeq: point.seq })).toMatchObject({ eventSeq: point.seq, ...point.state });
    }
    const undoPoint = await stateAt(alice, s.session.id, { checkpointId: rewound.rewind!.undoPoint!.id });
    expect(undoPoint).toMatchObject(before.state); // the rewind's undo point holds the state it replaced
    const latest = await stateAt(alice, s.session.id, { eventSeq: afterUndo.seq });
    expect(latest.baseCheckpoint!.kind).toBe('REWIND'); // rebuilt from the newest checkpoint: the rewind's undo point
    const diff = narrow(
      narrow((await alice.gql(Diff, { id: s.session.id, from: { eventSeq: before.seq }, to: { eventSeq: afterUndo.seq } })).session, 'Session').diff,
      'SessionStateDiff',
    );
    expect(diff.changes).toEqual([]);
    expect(diff.workingState).toEqual({ planRevision: null, todos: [], sharedContext: [], phaseOutputs: [] });
  });
});
