// Restore points, property-tested against a brute-force model of a session's history: random appends to two
// conversations, checkpoints (some with code, some undo points) and rewinds (later messages set aside). For every
// point in that history (each checkpoint, each visible message, each moment), the model must choose only
// checkpoints whose view of the conversations is a prefix of the point's, the newest of them, and cuts that, applied
// to the messages as they stand, show exactly what was visible at the point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckpointKind } from '../../src/db/tables/checkpoints.ts';
import {
  type HistoryCheckpoint,
  type HistoryPoint,
  isOnLineTo,
  newestOnLine,
  type RestorePoint,
  resolveRestorePoint,
  type SetAsideMessage,
} from '../../src/restore/restore-point.model.ts';

const CONVERSATIONS = ['c1', 'c2'] as const;

type Message = { conversationId: string; seq: number; createdAt: number; supersededAt: number | null };
type History = { messages: Message[]; checkpoints: HistoryCheckpoint[]; counters: Map<string, number[]>; end: number };

type Op =
  | { op: 'append'; conversation: number; count: number }
  | { op: 'checkpoint'; withCode: boolean; undoPoint: boolean }
  | { op: 'rewind'; conversation: number; keep: number };

const ops = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('append' as const), conversation: fc.nat(1), count: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('checkpoint' as const), withCode: fc.boolean(), undoPoint: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('rewind' as const), conversation: fc.nat(1), keep: fc.nat(6) }) },
  ),
  { minLength: 1, maxLength: 30 },
);

const at = (tick: number) => new Date(Date.UTC(2026, 0, 1) + tick * 1000);
const visibleAt = (message: Message, tick: number) => message.createdAt <= tick && (message.supersededAt === null || message.supersededAt > tick);

/** Plays the operations; time moves one tick per operation. */
function play(script: readonly Op[]): History {
  const messages: Message[] = [];
  const checkpoints: HistoryCheckpoint[] = [];
  const counter = new Map<string, number>(CONVERSATIONS.map((c) => [c, 0]));
  const counters = new Map<string, number[]>(CONVERSATIONS.map((c) => [c, [0]])); // counter per tick
  let tick = 1;
  for (const step of script) {
    if (step.op === 'append') {
      const conversationId = CONVERSATIONS[step.conversation]!;
      for (let i = 0; i < step.count; i++) {
        const seq = counter.get(conversationId)! + 1;
        counter.set(conversationId, seq);
        messages.push({ conversationId, seq, createdAt: tick, supersededAt: null });
      }
    } else if (step.op === 'checkpoint') {
      const kind: CheckpointKind = step.undoPoint ? 'RESUME' : 'MANUAL';
      const positions = CONVERSATIONS.map((c) => ({ conversationId: c, lastMessageSeq: counter.get(c)!, lastMessageId: null }));
      const seq = checkpoints.length + 1;
      // Code snapshots of both kinds: this server's commits and an agent's trees (a folder moved to an agent).
      const code = { gitCommit: step.withCode && seq % 2 === 0 ? `commit${seq}` : null, codeTree: step.withCode && seq % 2 === 1 ? `tree${seq}` : null };
      checkpoints.push({ id: `k${seq}`, seq, kind, createdAt: at(tick), ...code, positions });
    } else {
      const conversationId = CONVERSATIONS[step.conversation]!;
      const visible = messages.filter((m) => m.conversationId === conversationId && m.supersededAt === null);
      const cut = visible[Math.min(step.keep, visible.length) - 1]?.seq ?? 0;
      for (const m of visible) if (m.seq > cut) m.supersededAt = tick;
    }
    for (const c of CONVERSATIONS) counters.get(c)![tick] = counter.get(c)!;
    tick += 1;
  }
  return { messages, checkpoints, counters, end: tick };
}

const tickOf = (checkpoint: HistoryCheckpoint) => (checkpoint.createdAt.getTime() - at(0).getTime()) / 1000;
const positionOf = (checkpoint: HistoryCheckpoint, c: string) => checkpoint.positions.find((p) => p.conversationId === c)!.lastMessageSeq;
const seqs = (messages: readonly Message[]) => messages.map((m) => m.seq);

/** What a checkpoint saw of a conversation: the messages up to its position that were visible when it was taken. */
function viewOf(history: History, checkpoint: HistoryCheckpoint, c: string): number[] {
  return seqs(history.messages.filter((m) => m.conversationId === c && m.seq <= positionOf(checkpoint, c) && visibleAt(m, tickOf(checkpoint))));
}

/** The conversation as it stands at a point (per conversation it cuts): the brute-force answer. */
function lineAt(history: History, point: HistoryPoint, c: string): number[] | null {
  if (point.kind === 'CHECKPOINT') return viewOf(history, point.checkpoint, c);
  if (point.kind === 'MESSAGE') {
    if (c !== point.conversationId) return null;
    return seqs(history.messages.filter((m) => m.conversationId === c && m.seq <= point.seq && m.supersededAt === null));
  }
  const tick = (point.at.getTime() - at(0).getTime()) / 1000;
  return seqs(history.messages.filter((m) => m.conversationId === c && visibleAt(m, tick)));
}

/** Brute force: the checkpoint's view is a prefix of the conversations at the point (and it was taken by then, for a time). */
function bruteOnLine(history: History, checkpoint: HistoryCheckpoint, point: HistoryPoint): boolean {
  if (point.kind === 'TIME' && checkpoint.createdAt > point.at) return false;
  if (point.kind === 'CHECKPOINT' && checkpoint.createdAt > point.checkpoint.createdAt) return false;
  return CONVERSATIONS.every((c) => {
    const line = lineAt(history, point, c);
    if (line === null) return true;
    const view = viewOf(history, checkpoint, c);
    const limit = point.kind === 'MESSAGE' ? point.seq : point.kind === 'TIME' ? Number.POSITIVE_INFINITY : positionOf(point.checkpoint, c);
    if (positionOf(checkpoint, c) > limit) return false;
    return JSON.stringify(view) === JSON.stringify(line.filter((seq) => seq <= positionOf(checkpoint, c)));
  });
}

/** Every point of the history: each checkpoint, each message visible now, and each moment. */
function pointsOf(history: History): HistoryPoint[] {
  const visibleNow = history.messages.filter((m) => m.supersededAt === null);
  const times = Array.from({ length: history.end }, (_, tick) => ({
    kind: 'TIME' as const,
    at: at(tick),
    cuts: CONVERSATIONS.map((c) => ({ conversationId: c, lastSeq: history.counters.get(c)![tick] ?? 0 })),
  }));
  return [
    ...history.checkpoints.map((checkpoint) => ({ kind: 'CHECKPOINT' as const, checkpoint })),
    ...visibleNow.map((m) => ({ kind: 'MESSAGE' as const, conversationId: m.conversationId, seq: m.seq, createdAt: at(m.createdAt) })),
    ...times,
  ];
}

/** Applies a restore point's cuts to a copy of the messages, as restore.service.ts does in SQL. */
function applyCuts(messages: readonly Message[], point: RestorePoint, now: number): Message[] {
  const asOf = (point.visibleAsOf.getTime() - at(0).getTime()) / 1000;
  return messages.map((original) => {
    const m = { ...original };
    const cut = point.cuts.find((c) => c.conversationId === m.conversationId);
    if (cut && m.seq <= cut.lastSeq && m.supersededAt !== null && m.supersededAt > asOf) m.supersededAt = null;
    const after = cut ? m.seq > cut.lastSeq : point.uncut === 'SET_ASIDE';
    if (m.supersededAt === null && after) m.supersededAt = now;
    return m;
  });
}

const setAsideOf = (history: History): SetAsideMessage[] =>
  history.messages
    .filter((m) => m.supersededAt !== null)
    .map((m) => ({ conversationId: m.conversationId, seq: m.seq, createdAt: at(m.createdAt), supersededAt: at(m.supersededAt!) }));

describe('restore points', () => {
  it('lie on the line to the point exactly when the checkpoint saw a prefix of it', () => {
    fc.assert(
      fc.property(ops, (script) => {
        const history = play(script);
        const setAside = setAsideOf(history);
        for (const point of pointsOf(history)) {
          for (const checkpoint of history.checkpoints) {
            expect(isOnLineTo(checkpoint, point, setAside), `${checkpoint.id} to ${JSON.stringify(point)}`).toBe(bruteOnLine(history, checkpoint, point));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('choose the newest such checkpoint (never an undo point), and code from the newest one with a snapshot', () => {
    fc.assert(
      fc.property(ops, (script) => {
        const history = play(script);
        const setAside = setAsideOf(history);
        for (const point of pointsOf(history).filter((p) => p.kind !== 'CHECKPOINT')) {
          const onLine = history.checkpoints.filter((k) => k.kind !== 'RESUME' && bruteOnLine(history, k, point));
          const resolved = resolveRestorePoint(point, { checkpoints: history.checkpoints, setAside });
          expect(resolved.checkpoint?.id ?? null).toBe(onLine.at(-1)?.id ?? null);
          expect(resolved.code?.id ?? null).toBe(onLine.filter(hasCode).at(-1)?.id ?? null);
          expect(newestOnLine(history.checkpoints, point, setAside)?.id ?? null).toBe(onLine.at(-1)?.id ?? null);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('cut the conversations so that exactly what was visible at the point is visible again, and nothing is deleted', () => {
    fc.assert(
      fc.property(ops, (script) => {
        const history = play(script);
        const setAside = setAsideOf(history);
        for (const point of pointsOf(history)) {
          const resolved = resolveRestorePoint(point, { checkpoints: history.checkpoints, setAside });
          const after = applyCuts(history.messages, resolved, history.end);
          expect(after).toHaveLength(history.messages.length);
          for (const c of CONVERSATIONS) {
            const visible = seqs(after.filter((m) => m.conversationId === c && m.supersededAt === null));
            const expected = lineAt(history, point, c) ?? seqs(history.messages.filter((m) => m.conversationId === c && m.supersededAt === null));
            expect(visible, `${c} after ${JSON.stringify(point)}`).toEqual(expected);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('go back to a checkpoint with its own code, else the newest code snapshot before it on its line', () => {
    fc.assert(
      fc.property(ops, (script) => {
        const history = play(script);
        const setAside = setAsideOf(history);
        for (const checkpoint of history.checkpoints) {
          const point = { kind: 'CHECKPOINT' as const, checkpoint };
          const resolved = resolveRestorePoint(point, { checkpoints: history.checkpoints, setAside });
          const earlier = history.checkpoints.filter((k) => k.kind !== 'RESUME' && hasCode(k) && k.seq < checkpoint.seq && bruteOnLine(history, k, point));
          expect(resolved.checkpoint).toBe(checkpoint);
          expect(resolved.code?.id ?? null).toBe(hasCode(checkpoint) ? checkpoint.id : (earlier.at(-1)?.id ?? null));
        }
      }),
      { numRuns: 300 },
    );
  });
});

function hasCode(checkpoint: HistoryCheckpoint): boolean {
  return checkpoint.gitCommit !== null || checkpoint.codeTree !== null;
}
