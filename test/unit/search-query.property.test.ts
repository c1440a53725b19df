// The search query's parser and its cursors, pure (history/search-query.model.ts, search-cursor.model.ts): whatever a
// client sends, the parser either gives a bounded query whose filters all came out of the words, or refuses it with a
// ValidationError; a cursor decodes to the position it was made from, and anything else is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/domain.ts';
import { decodeSearchCursor, encodeSearchCursor } from '../../src/history/search-cursor.model.ts';
import { parseSearchQuery, SEARCH_KINDS, SEARCH_LIMITS } from '../../src/history/search-query.model.ts';

const pieces = fc.constantFrom(
  'limit',
  'key',
  '"rate limit"',
  '-server',
  'or',
  'role:user',
  'tool:read_file',
  'kind:task',
  'kind:nope',
  '-role:tool',
  '"',
  ' ',
  'x:y',
);

describe('parseSearchQuery', () => {
  it('parses or refuses with a ValidationError, and keeps no filter among the words', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join(' ')),
        ),
        (query) => {
          let parsed: ReturnType<typeof parseSearchQuery>;
          try {
            parsed = parseSearchQuery(query);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
            expect((error as ValidationError).field).toBe('query');
            return;
          }
          expect(query.length).toBeLessThanOrEqual(SEARCH_LIMITS.queryLength);
          expect(parsed.kinds.length + parsed.roles.length + parsed.tools.length).toBeLessThanOrEqual(SEARCH_LIMITS.filters);
          const outsideQuotes = parsed.words.replace(/"[^"]*("|$)/g, ' ');
          expect(outsideQuotes).not.toMatch(/(^|\s)-?(role|tool|kind):/i);
          expect(parsed.words.trim()).not.toBe('');
        },
      ),
    );
  });

  it('reads filters outside quotes only, in any case, and leaves the words for websearch_to_tsquery', () => {
    expect(parseSearchQuery('Role:User KIND:message "role:tool" limit -server tool:Read_File')).toEqual({
      words: '"role:tool" limit -server',
      kinds: ['MESSAGE'],
      roles: ['USER'],
      tools: ['Read_File'],
    });
  });
});

describe('search cursors', () => {
  it('decode to the position they were made from', () => {
    fc.assert(
      fc.property(
        fc.float({ min: 0, max: 1, noNaN: true }).map(Math.fround),
        fc.constantFrom(...SEARCH_KINDS),
        fc.stringMatching(/^[A-Za-z0-9._\-/:]{1,300}$/),
        (rank, kind, key) => {
          expect(decodeSearchCursor(encodeSearchCursor({ rank, kind, key }), 'after')).toEqual({ rank, kind, key });
        },
      ),
    );
  });

  it('refuse anything else, naming the argument', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (cursor) => {
        try {
          decodeSearchCursor(cursor, 'after');
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
          expect((error as ValidationError).field).toBe('after');
        }
      }),
    );
    for (const forged of [[-1, 'MESSAGE', 'k'], [0.5, 'COMMENT', 'k'], [0.5, 'TASK', 'a b'], [0.5, 'TASK'], { rank: 1 }]) {
      expect(() => decodeSearchCursor(Buffer.from(JSON.stringify(forged)).toString('base64url'), 'after')).toThrow(/not a cursor of this search/);
    }
  });
});
