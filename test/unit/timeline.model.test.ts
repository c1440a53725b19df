// The timeline's pure parts: the kind of every event type, the types a kinds filter reads, the cursor codec and the
// cursor that opens a timeline at an entry, the bounds of a filter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/domain.ts';
import { EVENT_REFS } from '../../src/events/event-refs.ts';
import { encodeTimelineCursor, parseTimelineCursor, timelineCursorAt } from '../../src/graphql/cursors.ts';
import { checkFilter, compareKeys, KIND_OF_TYPE, kindOf, TIMELINE_KINDS, typesOfKinds } from '../../src/history/timeline.model.ts';

const keyArb = fc.record({
  micros: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  sessionId: fc.uuid(),
  seq: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  part: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('kinds', () => {
  it('gives every event type the server writes a kind of its own (a new type fails here until it has one)', () => {
    expect(Object.keys(KIND_OF_TYPE).sort()).toEqual(Object.keys(EVENT_REFS).sort());
  });

  it("tells a compaction from a rewind, a checkpoint's files from the checkpoint, a runner's events from the system's", () => {
    expect(kindOf('session.rewound', { kind: 'COMPACT' }, 0)).toBe('COMPACTION');
    expect(kindOf('session.rewound', { kind: 'CONVERSATION' }, 0)).toBe('REWIND');
    expect(kindOf('messages.superseded', { summaryMessageId: 'x' }, 0)).toBe('COMPACTION');
    expect(kindOf('messages.superseded', { summaryMessageId: null }, 0)).toBe('REWIND');
    expect(kindOf('checkpoint.created', {}, 0)).toBe('CHECKPOINT');
    expect(kindOf('checkpoint.created', {}, 3)).toBe('FILE_CHANGE');
    expect(kindOf('custom.session.created', {}, 0)).toBe('CUSTOM');
    expect(kindOf('session.archived', {}, 0)).toBe('SESSION'); // a type a newer server writes
  });

  it('reads, for any kinds, every type that can make an entry of them', () => {
    fc.assert(
      fc.property(fc.subarray([...TIMELINE_KINDS], { minLength: 1 }), (kinds) => {
        const read = typesOfKinds(kinds);
        if (kinds.includes('SESSION')) {
          expect(read).toBeNull();
          return;
        }
        for (const type of Object.keys(KIND_OF_TYPE)) {
          const made = [kindOf(type, { kind: 'COMPACT', summaryMessageId: 'x' }, 0), kindOf(type, {}, 0), kindOf(type, {}, 1)];
          if (made.some((kind) => kinds.includes(kind))) expect(read!.types).toContain(type);
        }
        expect(read!.custom).toBe(kinds.includes('CUSTOM'));
      }),
    );
  });
});

describe('cursors', () => {
  it('read back what they were made from', () => {
    fc.assert(
      fc.property(keyArb, (key) => {
        expect(parseTimelineCursor(encodeTimelineCursor(key), 'after')).toEqual(key);
      }),
    );
  });

  it('open a timeline at an entry: just before it, after everything before it', () => {
    fc.assert(
      fc.property(keyArb, keyArb, (key, other) => {
        const at = parseTimelineCursor(timelineCursorAt(key), 'after');
        expect(compareKeys(at, key)).toBe(-1);
        if (compareKeys(other, key) < 0 && other.part >= 0) expect(compareKeys(other, at)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('refuse what no timeline handed out', () => {
    for (const cursor of ['', '17', 't1_nope_1_0', `t1_${'0'.repeat(36)}_1_0`, `t99999999999999999_01a21db8-a882-7482-b4f0-f634a49a4c1b_1_0`]) {
      expect(() => parseTimelineCursor(cursor, 'before')).toThrow(ValidationError);
    }
  });
});

describe('filters', () => {
  const none = { phaseIds: [], taskIds: [], kinds: [], types: [], actors: [], from: null, to: null };

  it('take at most 50 values a list, and a range that ends after it starts', () => {
    expect(() => checkFilter({ ...none, actors: Array.from({ length: 51 }, (_, i) => `a${i}`) })).toThrow(/at most 50 values/);
    expect(() => checkFilter({ ...none, from: new Date(2), to: new Date(1) })).toThrow(/later than filter.from/);
    expect(checkFilter({ ...none, kinds: ['TASK', 'TASK'], types: ['a', 'a'] })).toMatchObject({ kinds: ['TASK'], types: ['a'] });
  });
});
