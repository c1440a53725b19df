// The timeline (Session.timeline, Workspace.timeline, Query.timeline): every event is an entry of its kind linking to
// its node, one order (time, session, seq, part) that pages the same forward and backward, totals, and tenancy.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { createTestApp } from './helpers/app.ts';
import { recordBusySession } from './helpers/busy-session.ts';
import { readBackward, readForward, RootTimeline, SessionTimeline, sessionReader, WorkspaceTimeline } from './helpers/timeline.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
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
    const before = a.micros !== b.micros ? a.micros < b.micros : a.session !== b.session ? a.session < b.session : a.seq !== b.seq ? a.seq < b.seq : a.part < b.part;
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
      ['APPROVAL', 'CHECKPOINT', 'COMPACTION', 'CONVERSATION', 'CUSTOM', 'FILE_CHANGE', 'FORK', 'LEASE', 'MESSAGE', 'PHASE', 'PLAN', 'RESUME', 'REWIND', 'SESSION', 'STEP', 'TASK'].sort(),
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
