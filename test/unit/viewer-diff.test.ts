// The viewer's diff rows (src/web/diff/diff-model.ts), pure: hunk lines numbered on both sides, each side highlighted
// as one text (a string over several lines stays a string), paired side by side, capped at a number of lines.
import { describe, expect, it } from 'vitest';
import { type Hunk, splitRows, unifiedRows } from '../../src/web/diff/diff-model.ts';
import { languageOf } from '../../src/web/diff/highlight.ts';

const hunk: Hunk = { header: '@@ -3,3 +3,4 @@', oldStart: 3, newStart: 3, lines: [' a', '-b', '+B', '+C', ' d', '\\ No newline at end of file'] };
const plain = (row: { tokens: { text: string }[] }) => row.tokens.map((token) => token.text).join('');

describe('diff rows', () => {
  it('numbers each line on its sides and keeps the note', () => {
    const rows = unifiedRows([hunk], null, 100);
    expect(rows[0]).toEqual({ hunk: '@@ -3,3 +3,4 @@' });
    expect(rows.slice(1).map((row) => ('hunk' in row ? row : [row.kind, row.oldLine, row.newLine, plain(row)]))).toEqual([
      ['context', 3, 3, 'a'],
      ['removed', 4, null, 'b'],
      ['added', null, 4, 'B'],
      ['added', null, 5, 'C'],
      ['context', 5, 6, 'd'],
      ['note', null, null, '\\ No newline at end of file'],
    ]);
  });

  it('pairs removed lines beside the added ones that replace them', () => {
    const pairs = splitRows(unifiedRows([hunk], null, 100)).map((pair) =>
      'hunk' in pair ? 'hunk' : [pair.left && plain(pair.left), pair.right && plain(pair.right)],
    );
    expect(pairs).toEqual(['hunk', ['a', 'a'], ['b', 'B'], [null, 'C'], ['d', 'd'], ['\\ No newline at end of file', null]]);
  });

  it('shows at most the lines asked for, across hunks', () => {
    const second: Hunk = { ...hunk, header: '@@ -20,1 +21,1 @@', oldStart: 20, newStart: 21, lines: ['-x', '+y'] };
    const rows = unifiedRows([hunk, second], null, 7);
    expect(rows.filter((row) => !('hunk' in row))).toHaveLength(7);
    expect(rows.filter((row) => 'hunk' in row)).toHaveLength(2);
    expect(unifiedRows([hunk, second], null, 6).filter((row) => 'hunk' in row)).toHaveLength(1);
  });

  it('highlights each side as one text: a template string over two lines is a string on both', () => {
    const multiline: Hunk = { header: '@@ -1,2 +1,2 @@', oldStart: 1, newStart: 1, lines: ['+const a = `one', '+two`;'] };
    const [, first, second] = unifiedRows([multiline], languageOf('src/a.ts'), 100);
    const classesOf = (row: typeof first, text: string) => (row && !('hunk' in row) ? row.tokens.find((token) => token.text.includes(text))?.classes : null);
    expect(classesOf(first, 'const')).toContain('hljs-keyword');
    expect(classesOf(first, '`one')).toContain('hljs-string');
    expect(classesOf(second, 'two`')).toContain('hljs-string');
  });

  it('picks a language by extension, none for others', () => {
    expect([languageOf('a/B.TSX'), languageOf('x.py'), languageOf('Makefile'), languageOf('notes.txt')]).toEqual(['typescript', 'python', null, null]);
  });
});
