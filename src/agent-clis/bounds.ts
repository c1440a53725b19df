// Keeping what a CLI reports within what a session stores: a tool's input or output can hold a whole file (a Write,
// a Read), and the server refuses JSON and messages past its bounds. Long strings are cut with a note saying how
// much was left out; a value still too large after that is replaced by a preview of it.

/** Longest string kept in a tool's input or output. */
export const MAX_JSON_STRING = 8 * 1024;
/** Largest tool input or output kept, serialised (the server's default bound on one JSON value is 256 KiB). */
export const MAX_JSON_BYTES = 64 * 1024;
/** Longest message text kept (the server's default bound on a message is 1 MiB). */
export const MAX_TEXT = 256 * 1024;

export function clipText(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters not recorded)` : text;
}

function clipStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return clipText(value, MAX_JSON_STRING);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => clipStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipStrings(item, depth + 1)]));
}

/** A JSON value within MAX_JSON_BYTES: long strings cut, and a preview in place of a value still too large. */
export function clipJson(value: unknown): unknown {
  if (value === undefined) return null;
  const clipped = clipStrings(value, 0);
  const text = JSON.stringify(clipped) ?? 'null';
  if (Buffer.byteLength(text, 'utf8') <= MAX_JSON_BYTES) return clipped;
  return { truncated: true, bytes: Buffer.byteLength(text, 'utf8'), preview: text.slice(0, MAX_JSON_STRING) };
}
