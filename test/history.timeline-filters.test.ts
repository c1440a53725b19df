// The timeline of a session with thousands of mixed entries: paged forward and backward to the same list, and every
// filter (kinds, types, actors, from/to, tasks with their sub-units, phases) equal to the same selection made here
// from the whole list, in both directions, with its totalCount.
import { describe, expect, it } from 'vitest';
import type { TimelineFilter } from './gql/graphql.ts';
import { createTestApp } from './helpers/app.ts';
import { recordMixedSession } from './helpers/mixed-session.ts';
import { readBackward, readForward, type SessionEntry, sessionReader } from './helpers/timeline.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const mixed = await recordMixedSession(app, alice, 9);
const everything = await readForward(sessionReader(alice, mixed.sessionId), 500);
const all = everything.nodes;

const micros = (entry: SessionEntry) => BigInt(entry.cursor.slice(1).split('_')[0]!);

/** The task an entry is about, as its links say (a changed file: its checkpoint's). */
function taskOf(entry: SessionEntry, checkpointTasks: ReadonlyMap<string, string | undefined>): string | undefined {
  switch (entry.__typename) {
    case 'TaskEntry':
    case 'PlanEntry':
    case 'ResumeEntry':
      return entry.task?.id;
    case 'StepEntry':
      return entry.step?.task?.id;
    case 'MessageEntry':
      return entry.message.conversation.task?.id;
    case 'ConversationEntry':
      return entry.conversation?.task?.id;
    case 'ApprovalEntry':
      return entry.approval?.task?.id;
    case 'CheckpointEntry':
      return entry.checkpoint?.task?.id;
    case 'FileChangeEntry':
      return checkpointTasks.get(entry.checkpoint!.id);
    default:
      return undefined;
  }
}

const checkpointTasks = new Map(
  all.flatMap((e) => (e.__typename === 'CheckpointEntry' && e.checkpoint ? [[e.checkpoint.id, e.checkpoint.task?.id] as const] : [])),
);

async function expectFiltered(filter: TimelineFilter, expected: readonly SessionEntry[]) {
  expect(expected.length).toBeGreaterThan(0);
  const forward = await readForward(sessionReader(alice, mixed.sessionId, filter), 37);
  expect(forward.nodes.map((e) => e.cursor)).toEqual(expected.map((e) => e.cursor));
  expect(forward.totalCount).toBe(expected.length);
  expect((await readBackward(sessionReader(alice, mixed.sessionId, filter), 41)).map((e) => e.cursor)).toEqual(expected.map((e) => e.cursor));
}

describe('a session of thousands of mixed entries', () => {
  it('holds them all, in order, counted', () => {
    expect(all.length).toBeGreaterThan(2_000);
    expect(everything.totalCount).toBe(all.length);
    const kinds = new Set(all.map((e) => e.kind));
    for (const kind of ['SESSION', 'PLAN', 'TASK', 'STEP', 'MESSAGE', 'CONVERSATION', 'CHECKPOINT', 'FILE_CHANGE', 'APPROVAL', 'CUSTOM'])
      expect(kinds).toContain(kind);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(micros(a) <= micros(b)).toBe(true);
      if (micros(a) === micros(b)) expect(a.event.seq <= b.event.seq).toBe(true);
    }
    // One session: its order is its log's (seq), each batch's messages in their order.
    const seqs = all.map((e) => e.event.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('pages backward to the same list as forward', async () => {
    const cursors = all.map((e) => e.cursor);
    expect((await readForward(sessionReader(alice, mixed.sessionId), 97)).nodes.map((e) => e.cursor)).toEqual(cursors);
    expect((await readBackward(sessionReader(alice, mixed.sessionId), 89)).map((e) => e.cursor)).toEqual(cursors);
  });

  it('filters by kinds', async () => {
    await expectFiltered(
      { kinds: ['MESSAGE'] },
      all.filter((e) => e.kind === 'MESSAGE'),
    );
    const some = ['CHECKPOINT', 'FILE_CHANGE', 'STEP'];
    await expectFiltered(
      { kinds: ['CHECKPOINT', 'FILE_CHANGE', 'STEP'] },
      all.filter((e) => some.includes(e.kind)),
    );
    await expectFiltered(
      { kinds: ['FILE_CHANGE'] },
      all.filter((e) => e.kind === 'FILE_CHANGE'),
    );
  });

  it('filters by event types', async () => {
    const types = ['custom.tick', 'task.state_changed'];
    await expectFiltered(
      { types },
      all.filter((e) => types.includes(e.type)),
    );
  });

  it('filters by actors', async () => {
    await expectFiltered(
      { actors: ['ci-runner'] },
      all.filter((e) => e.actor === 'ci-runner'),
    );
    await expectFiltered(
      { actors: ['ci-runner'], kinds: ['MESSAGE'] },
      all.filter((e) => e.actor === 'ci-runner' && e.kind === 'MESSAGE'),
    );
  });

  it('filters by time, from included, to excluded', async () => {
    const from = new Date(all[500]!.at);
    const to = new Date(all[1_500]!.at);
    const inRange = (e: SessionEntry) => micros(e) >= BigInt(from.getTime()) * 1000n && micros(e) < BigInt(to.getTime()) * 1000n;
    await expectFiltered({ from: from.toISOString(), to: to.toISOString() }, all.filter(inRange));
    await expectFiltered(
      { from: from.toISOString() },
      all.filter((e) => micros(e) >= BigInt(from.getTime()) * 1000n),
    );
  });

  it('filters by tasks, with their steps, conversation, approvals and checkpoints', async () => {
    const expected = all.filter((e) => taskOf(e, checkpointTasks) === mixed.api.id);
    expect(new Set(expected.map((e) => e.kind))).toEqual(new Set(['TASK', 'STEP', 'MESSAGE', 'CONVERSATION', 'APPROVAL', 'CHECKPOINT', 'FILE_CHANGE']));
    await expectFiltered({ tasks: [mixed.api.id] }, expected);
    await expectFiltered(
      { tasks: [mixed.api.id], kinds: ['STEP'] },
      expected.filter((e) => e.kind === 'STEP'),
    );
  });

  it('filters by phases: the phase, its tasks and what they hold', async () => {
    const tasks = [mixed.api.id, mixed.ui.id];
    const about = (e: SessionEntry) =>
      tasks.includes(taskOf(e, checkpointTasks) ?? '') ||
      (e.__typename === 'PhaseEntry' && e.phase?.id === mixed.build.id) ||
      (e.__typename === 'CheckpointEntry' && e.checkpoint?.phase?.id === mixed.build.id);
    await expectFiltered({ phases: [mixed.build.id] }, all.filter(about));
    const release = mixed.ship.tasks.nodes[0].id;
    expect((await sessionReader(alice, mixed.sessionId, { phases: [mixed.ship.id] })({ first: 10 })).totalCount).toBe(
      all.filter((e) => taskOf(e, checkpointTasks) === release || (e.__typename === 'PhaseEntry' && e.phase?.id === mixed.ship.id)).length,
    );
  });
});
