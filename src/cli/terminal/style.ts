// Colour, only where a person reads it: the stream is a terminal, NO_COLOR is not set (no-color.org: any value but the
// empty string) and TERM is not "dumb". FORCE_COLOR=1 asks for it anyway (a pager that shows colour, a test); NO_COLOR
// wins over it. Styles are SGR sequences written by this file only, around text already made printable.

export type Styles = {
  readonly enabled: boolean;
  bold: (text: string) => string;
  dim: (text: string) => string;
  red: (text: string) => string;
  green: (text: string) => string;
  yellow: (text: string) => string;
  cyan: (text: string) => string;
};

/** Whether text written to `stream` may be coloured, by the stream and the environment. */
export function colourWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function stylesFor(enabled: boolean): Styles {
  if (!enabled) return { enabled, bold: plain, dim: plain, red: plain, green: plain, yellow: plain, cyan: plain };
  return { enabled, bold: sgr(1, 22), dim: sgr(2, 22), red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39), cyan: sgr(36, 39) };
}

/** The styles for stdout and for stderr, as this process's streams and environment allow. */
export const out: Styles = stylesFor(colourWanted(process.stdout));
export const err: Styles = stylesFor(colourWanted(process.stderr));

/** Our styles (text is printable by then, so the only control character left is the escape that starts each). */
const SGR = /\p{Cc}\[[0-9;]*m/gu;

/** How many columns the text takes on a terminal: its styles left out (text is printable by then: no other escapes). */
export function visibleWidth(text: string): number {
  return [...text.replace(SGR, '')].length;
}
