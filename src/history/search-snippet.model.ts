// A hit's snippet, pure: ts_headline's text (search.queries.ts) cut into the words a search matched and the text around
// them, bounded. Parts rather than markup: a client shows them highlighted without parsing or escaping anything, and a
// message that itself contains "<b>" cannot pass for a highlight.

/** What marks the matched words in a headline: private-use characters, taken out of the text before it is cut. */
export const HEADLINE_MARKS = { start: '\uE000', stop: '\uE001' } as const;

/** The longest snippet, in characters: two fragments of a few words each fit; a run of one huge "word" is cut. */
export const SNIPPET_LENGTH = 400;

export type SnippetPart = { text: string; highlighted: boolean };

/** The headline as parts in order, at most SNIPPET_LENGTH characters in all (an ellipsis marks a cut). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let room = SNIPPET_LENGTH;
  for (const [index, piece] of headline.split(HEADLINE_MARKS.start).entries()) {
    const [inside, outside] = index === 0 ? [null, piece] : splitOnce(piece, HEADLINE_MARKS.stop);
    for (const [text, highlighted] of [
      [inside, true],
      [outside, false],
    ] as const) {
      if (!text || room <= 0) continue;
      const cut = text.length > room;
      parts.push({ text: cut ? `${text.slice(0, room)}…` : text, highlighted });
      room -= text.length;
    }
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
