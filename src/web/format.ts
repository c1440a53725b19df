// How values read for people: states as words (never colour alone), times, money, tokens, JSON.

/** SESSION_STATE -> "awaiting approval": the badge's text. */
export const stateText = (state: string): string => state.toLowerCase().replace(/_/g, ' ');

/** A class per state, for colour as a second cue beside the text. */
export const stateClass = (state: string): string => `state-${state.toLowerCase().replace(/_/g, '-')}`;

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export const timeText = (iso: string): string => TIME.format(new Date(iso));

/** hh:mm:ss.mmm, for rows of the timeline. */
export function clockText(iso: string): string {
  const at = new Date(iso);
  return `${CLOCK.format(at)}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

export const costText = (usd: number): string => `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`;

export const tokensText = (tokens: number): string => `${new Intl.NumberFormat().format(tokens)} tokens`;

export const jsonText = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'null';

/** JSON on one line, cut to `max` characters: the gist of an event's data in its row. */
export function gistOf(value: unknown, max = 160): string {
  const text = JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The kind of an event: its type up to the first dot (task.state_changed -> task). */
export const kindOf = (type: string): string => type.split('.', 1)[0] ?? type;
