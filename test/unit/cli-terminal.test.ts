// What the command line shows a person, pure: relative times and the moments a person types, aligned columns that
// styles do not push out of line, colour by stream and environment, and the progress indicator (drawn only on a
// terminal, only once a second has passed, and cleared before anything else is printed).
import { describe, expect, it, vi } from 'vitest';
import { startProgress } from '../../src/cli/terminal/progress.ts';
import { colourWanted, stylesFor, visibleWidth } from '../../src/cli/terminal/style.ts';
import { alignColumns, clip } from '../../src/cli/terminal/table.ts';
import { duration, parseMoment, relativeTime } from '../../src/cli/terminal/time.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('times', () => {
  it('says how long ago or how soon, in the largest whole unit', () => {
    expect(relativeTime('2026-11-27T11:59:58.000Z', NOW)).toBe('just now');
    expect(relativeTime('2026-11-27T11:59:15.000Z', NOW)).toBe('45 seconds ago');
    expect(relativeTime('2026-11-27T11:57:00.000Z', NOW)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-27T13:00:00.000Z', NOW)).toBe('in 1 hour');
    expect(relativeTime('2026-11-20T12:00:00.000Z', NOW)).toBe('1 week ago');
    expect(relativeTime(null, NOW)).toBe('never');
    expect(duration(2 * 86_400 + 5)).toBe('2 days');
  });

  it('reads a moment as an ISO time or a time ago, and nothing else', () => {
    expect(parseMoment('30m', NOW)).toBe('2026-11-27T11:30:00.000Z');
    expect(parseMoment('2h', NOW)).toBe('2026-11-27T10:00:00.000Z');
    expect(parseMoment('2026-11-01', NOW)).toBe('2026-11-01T00:00:00.000Z');
    expect(parseMoment('2026-11-01T10:00:00+01:00', NOW)).toBe('2026-11-01T09:00:00.000Z');
    for (const text of ['yesterday', '30', '2026-13-45', '5y']) expect(parseMoment(text, NOW)).toBeNull();
  });
});

describe('columns and colour', () => {
  it('aligns columns by what a terminal shows, styles left out, the last column free', () => {
    const styles = stylesFor(true);
    expect(visibleWidth(styles.green('RUNNING'))).toBe(7);
    const lines = alignColumns([
      ['a', styles.red('FAILED'), 'x'],
      ['bbb', 'OK', 'y'],
    ]);
    expect(lines.map((line) => line.replace(/\p{Cc}\[[0-9;]*m/gu, ''))).toEqual(['a    FAILED  x', 'bbb  OK      y']);
    expect(clip('a long objective', 7)).toBe('a long…');
  });

  it('colours a terminal or FORCE_COLOR, never with NO_COLOR, nor a dumb terminal or a pipe', () => {
    expect(colourWanted({ isTTY: true }, {})).toBe(true);
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: '' })).toBe(true); // no-color.org: set and not empty
    expect(colourWanted({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
    expect(colourWanted({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(colourWanted({ isTTY: false }, { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(false);
    expect(stylesFor(false).red('x')).toBe('x');
  });
});

describe('the progress indicator', () => {
  it('draws on a terminal once the delay has passed, what is under way and the time so far, and clears its line when stopped', () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const progress = startProgress('Resuming s1', {
        stream: { isTTY: true, write: (text: string) => written.push(text) },
        delayMs: 1_000,
        intervalMs: 100,
        env: {},
      });
      progress.update('12.0 MB sent');
      vi.advanceTimersByTime(999);
      expect(written).toEqual([]); // under a second: nothing
      vi.advanceTimersByTime(1);
      expect(written).toEqual([expect.stringMatching(/^\r\p{Cc}\[2K. Resuming s1: 12\.0 MB sent \(\d s\)$/u)]);
      vi.advanceTimersByTime(100);
      expect(written).toHaveLength(2); // redrawn in place, the spinner turned
      expect(written[1]!.slice(5, 6)).not.toBe(written[0]!.slice(5, 6));
      progress.stop();
      expect(written.at(-1)).toBe('\r\u001b[2K');
      vi.advanceTimersByTime(10_000);
      expect(written).toHaveLength(3); // stopped: nothing more is drawn
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws nothing in a pipe, on a dumb terminal, or when the work ends before the delay', () => {
    for (const [isTTY, env] of [
      [false, {}],
      [true, { TERM: 'dumb' }],
    ] as const) {
      const written: string[] = [];
      const progress = startProgress('Forking', { stream: { isTTY, write: (text: string) => written.push(text) }, delayMs: 0, env });
      progress.stop();
      expect(written).toEqual([]);
    }
    const written: string[] = [];
    startProgress('Forking', { stream: { isTTY: true, write: (text: string) => written.push(text) }, delayMs: 1_000, env: {} }).stop();
    expect(written).toEqual([]);
  });
});
