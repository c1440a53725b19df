// Secret redaction, applied on write to message content, tool inputs and results, and event data.
// A redacted secret keeps its last 4 characters (`***abcd`; `***` alone for 8 characters or fewer); a PEM private key
// becomes a marker with no key material. Built-in patterns live in rules.ts; operators add their own through
// SAVEPOINT_REDACT_PATTERNS. Redaction is pure and idempotent, and never logs.

import { isSensitiveKey } from './context-rules.ts';
import { maskCredential, PEM_MARKER } from './rule.ts';
import { BUILT_IN_TRIGGER, builtInRules, extraRule } from './rules.ts';

const SHORT_TEXT = 4096;

export type Redactor = {
  /** Redacts secrets in a string; returns the same string when nothing matched. */
  text: (value: string) => string;
  /** Deep-redacts every string inside a JSON value (objects, arrays), including values under sensitive keys. Returns a new value; never mutates the input. */
  json: <T>(value: T) => T;
  /**
   * Redacts an opaque id a client made up (a tool call's id): also a secret glued to a prefix by a separator
   * (`call_sk-proj-...`, `toolu_ghp_...`), which `text` leaves alone because the left edge of a token is a word
   * boundary there. Ids are short (bounded at the API edge), so each separator's tail is searched.
   */
  identifier: (value: string) => string;
};

/** What joins the parts of a made-up id: a secret may start right after one. */
const ID_SEPARATOR = /[_\-.:/|=@#+~]/;

/** extraPatterns: regular-expression sources supplied by configuration (each must compile; a bad one throws an Error naming it). */
export function createRedactor(extraPatterns: readonly string[] = []): Redactor {
  const builtIns = builtInRules();
  const extras = extraPatterns.map((source, i) => extraRule(source, i));
  const trigger = new RegExp(BUILT_IN_TRIGGER.source, BUILT_IN_TRIGGER.flags);

  const text = (value: string): string => {
    let out = value;
    // A short string is searched for a trigger first: one scan instead of one per rule. Long texts skip this,
    // as they nearly always contain a trigger word somewhere.
    if (value.length > SHORT_TEXT || trigger.test(value)) for (const rule of builtIns) out = rule.apply(out);
    for (const rule of extras) out = rule.apply(out);
    return out;
  };

  /** A string under a sensitive key is masked whatever it looks like (a PEM key still becomes the marker). */
  const secret = (value: string): string => {
    if (value.includes('PRIVATE KEY')) {
      const redacted = text(value);
      if (redacted.includes(PEM_MARKER)) return redacted;
    }
    return maskCredential(value);
  };

  const walk = (value: unknown, sensitive: boolean): unknown => {
    if (typeof value === 'string') return sensitive ? secret(value) : text(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, sensitive));
    if (!isPlainObject(value)) return value;
    // {"name": "DB_PASSWORD", "value": "..."} (environment lists, HTTP header lists): the value is a secret too.
    const named = value.name ?? value.key;
    const valueIsSecret = typeof named === 'string' && isSensitiveKey(named);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [text(key), walk(item, isSensitiveKey(key) || (valueIsSecret && key === 'value'))]));
  };

  const identifier = (value: string): string => {
    const whole = text(value);
    if (whole !== value) return whole;
    for (let i = 1; i < value.length; i++) {
      if (!ID_SEPARATOR.test(value[i - 1]!)) continue;
      const tail = value.slice(i);
      const redacted = text(tail);
      if (redacted !== tail) return value.slice(0, i) + redacted;
    }
    return value;
  };

  return { text, json: <T>(value: T): T => walk(value, false) as T, identifier };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Parses SAVEPOINT_REDACT_PATTERNS: a JSON array of regex source strings, or newline-separated sources. Throws a clear Error when invalid. */
export function parseRedactPatterns(raw: string | undefined): string[] {
  const trimmed = raw?.trim() ?? '';
  if (!trimmed) return [];
  let patterns: string[];
  if (/^\[\s*(?:"|\])/.test(trimmed)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new Error(
        `SAVEPOINT_REDACT_PATTERNS is not valid JSON (${(error as Error).message}); give a JSON array of regular-expression strings, or one pattern per line.`,
      );
    }
    if (!Array.isArray(parsed)) throw new Error('SAVEPOINT_REDACT_PATTERNS must be a JSON array of regular-expression strings.');
    patterns = parsed.map((item: unknown, i) => {
      if (typeof item !== 'string' || item === '') {
        throw new Error(`SAVEPOINT_REDACT_PATTERNS entry #${i + 1} is ${JSON.stringify(item)}; every entry must be a non-empty regular-expression string.`);
      }
      return item;
    });
  } else {
    patterns = trimmed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
  }
  patterns.forEach((source, i) => {
    try {
      extraRule(source, i);
    } catch (error) {
      throw new Error(`SAVEPOINT_REDACT_PATTERNS: ${(error as Error).message}`);
    }
  });
  return patterns;
}
