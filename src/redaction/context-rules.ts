// The rules that find a secret by the words around it, used by rules.ts: assignments (`key = value`, JSON, YAML,
// `--password value`), Authorization headers, credentials in URLs and bearer tokens. A value needs a key word around
// it, so hashes, ids, paths and base64 outside a secret context pass through untouched.
import { hasDigit, isMasked, mask, PEM_MARKER, type Rule, regexRule, SCHEME_WORD, SCHEMES, STARS } from './rule.ts';

/**
 * Key names whose value is a secret, as regex sources matched at the end of an identifier (`_`/`-` optional):
 * DB_PASSWORD, apiKey, x-api-key, GITHUB_TOKEN, client_secret, AWS_SECRET_ACCESS_KEY...
 * Not max_tokens, token_count, tokenizer, secret_name, password_hash, private_key_id, nor pagination tokens.
 */
const KEY_WORDS = String.raw`pass(?:word|wd|phrase)|secret|(?<!(?:page|next|prev|continuation|cursor)[_-]?)token|(?:api|access|secret|private|auth|encryption|signing|master|client)[_-]?key`;
const SENSITIVE_KEY = /(?:pass(?:word|wd|phrase)|secret|token|(?:api|access|secret|private|auth|encryption|signing|master|client)key|authorization)$/;
const PAGINATION_KEY = /(?:page|next|prev|continuation|cursor)token$/;

/** Whether a JSON key names a secret (case-insensitive, ignoring `_`, `-`, `.` and spaces). */
export function isSensitiveKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[-_. ]/g, '');
  return SENSITIVE_KEY.test(k) && !PAGINATION_KEY.test(k);
}

const QUOTE = String.raw`\\?["'\x60]`;
const SEPARATOR = String.raw`(?:=>|:=|=(?![=>~])|:(?=[ \t]|${QUOTE}))`;
/** Characters of an unquoted value: stops at whitespace, quotes, brackets and list/statement separators. */
const UNQUOTED_VALUE = /[^\s"'\x60,;(){}[\]<>\\]+/y;
/** Where a URL query string goes on to its next parameter (`&state=...`): the value ends there. */
const NEXT_QUERY_PARAMETER = /&(?:amp;)?[A-Za-z_][\w.-]*=|&amp$/;
const MAX_VALUE = 4096;

const RESERVED = new Set(
  (
    'null nil none true false undefined string str number int integer float bool boolean any unknown object bytes ' +
    'optional required await new this self typeof function async return const let var def lambda not ' +
    'bearer basic'
  ).split(' '),
);
const DOTTED_PATH = /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+[!?]?$/;
/** `process.env.TOKEN`, `self.password`, `args.api_key`: a member path, unless digits and letters are mixed like a token's (ya29.a0Af6S...). */
const isMemberPath = (value: string): boolean => DOTTED_PATH.test(value) && !/\d[A-Za-z]+\d/.test(value);
const KEY_WORD_INSIDE = /pass|secret|token|key|auth/i;
const YAML_BLOCK = /^[|>][-+]?\d?$/;

/** URLPatternComponentResult, max_retry_count, getAccessTokenSilently: 2 to 8 words of 2+ letters, not random letters. */
function isIdentifierName(value: string): boolean {
  const words = value.split('_').flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? []);
  return words.length >= 2 && words.length <= 8 && words.every((word) => word.length >= 2);
}

/**
 * Placeholders, references and already-redacted values: never masked. A value that starts with a mask is one another
 * rule redacted in part (`***AAAA.A`: a key masked inside a longer credential): masking it again would change it on
 * every pass (redaction is idempotent).
 */
function isPlaceholder(value: string): boolean {
  return /^(?:\$|%|\{|<|-----BEGIN)/.test(value) || isMasked(value) || value.startsWith(STARS) || value.includes(PEM_MARKER);
}

/**
 * Whether an unquoted value after `key =`/`key:` is code rather than a secret: a call, an index, a member path
 * (process.env.TOKEN), a type (string), a variable named after the key (api_key=api_key), or, when the separator
 * has spaces around it, any short plain identifier (`token = await ...`, `password: hashed`).
 */
function looksLikeCode(value: string, next: string | undefined, spaced: boolean): boolean {
  if (next === '(' || next === '[' || next === '<') return true;
  if (isMemberPath(value) || RESERVED.has(value.toLowerCase()) || YAML_BLOCK.test(value)) return true;
  if (spaced && value.startsWith('/') && value.length < 16) return true; // a regex literal or a short path
  if (/^[A-Za-z_]+$/.test(value)) return KEY_WORD_INSIDE.test(value) || (spaced && (value.length < 24 || isIdentifierName(value)));
  return false;
}

/** `key = value`, `key: value`, `"key": "value"`, `export KEY=value`, `--password value` (the value is masked). */
export function assignmentRule(): Rule {
  const re = new RegExp(String.raw`(?:${KEY_WORDS})(?![A-Za-z0-9_-])(?:${QUOTE})?(?:([ \t]*)${SEPARATOR}([ \t]*)|([ \t]+))`, 'gi');
  return {
    name: 'assignment',
    apply(text) {
      re.lastIndex = 0;
      let out = '';
      let done = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const start = re.lastIndex;
        if (m[3] !== undefined && !isCommandLineFlag(text, m.index)) continue;
        const found = readValue(text, start, m[1] !== '' || m[2] !== '' || m[3] !== undefined);
        if (!found) continue;
        out += text.slice(done, found.start) + mask(found.value);
        done = found.end;
        re.lastIndex = Math.max(found.end, start);
      }
      return done === 0 ? text : out + text.slice(done);
    },
  };
}

/** `--db-password value`: the word holding the key at `keyStart` is a `--flag` (after whitespace or at the start). */
function isCommandLineFlag(text: string, keyStart: number): boolean {
  let s = keyStart;
  while (s > 0 && keyStart - s < 256 && /[A-Za-z0-9_-]/.test(text[s - 1]!)) s--;
  return text.startsWith('--', s) && /[A-Za-z]/.test(text[s + 2] ?? '') && (s === 0 || /\s/.test(text[s - 1]!));
}

/** The secret value at `at`, quoted or not, or null when there is none worth masking. */
function readValue(text: string, at: number, spaced: boolean): { start: number; end: number; value: string } | null {
  const c = text[at];
  if (c === undefined) return null;
  const quote = c === '\\' && (text[at + 1] === '"' || text[at + 1] === "'") ? c + text[at + 1] : c === '"' || c === "'" || c === '`' ? c : null;
  if (quote) {
    const start = at + quote.length;
    const end = closingQuote(text, start, quote);
    if (end < 0) return null;
    const value = text.slice(start, end);
    if (value === '' || /^\s|\s$/.test(value) || isPlaceholder(value) || /<[\w-]+>|\$\{|\{\{/.test(value)) return null;
    return { start, end, value };
  }
  UNQUOTED_VALUE.lastIndex = at;
  const m = UNQUOTED_VALUE.exec(text);
  if (!m) return null;
  const next = NEXT_QUERY_PARAMETER.exec(m[0]);
  const value = next ? m[0].slice(0, next.index) : m[0];
  if (value === '') return null;
  const end = at + value.length;
  if (isPlaceholder(value) || looksLikeCode(value, text[end], spaced)) return null;
  return { start: at, end, value };
}

/** Index of the quote closing a value that starts at `from`, on the same line; -1 when it is not closed. */
function closingQuote(text: string, from: number, quote: string): number {
  const limit = Math.min(text.length, from + MAX_VALUE);
  for (let i = from; i < limit; i++) {
    const c = text[i];
    if (c === '\n' || c === '\r') return -1;
    if (quote.length === 2) {
      if (c === '\\' && text[i + 1] === quote[1]) return i;
      if (c === '\\') i++;
    } else if (c === '\\') i++;
    else if (c === quote) return i;
  }
  return -1;
}

/** `Authorization: Bearer <token>` in headers, JSON or code: the scheme word stays, the credential is masked. */
export function authorizationRule(): Rule {
  const re = new RegExp(
    String.raw`authorization(?![A-Za-z0-9_-])(?:${QUOTE})?([ \t]*)${SEPARATOR}([ \t]*)(${QUOTE})?(?:(${SCHEMES})[ \t]+)?([^\s"'\x60\\,;(){}[\]<>]+)`,
    'gi',
  );
  return regexRule('authorization-header', re, (match, [before, after, quote, scheme, credential = ''], next) => {
    if (!scheme && SCHEME_WORD.test(credential)) return match;
    if (isPlaceholder(credential) || looksLikeCode(credential, next, !scheme && !quote && (before !== '' || after !== ''))) return match;
    return match.slice(0, match.length - credential.length) + mask(credential);
  });
}

/** `scheme://user:password@host`: the password is masked, the user and host stay. */
export function urlCredentialsRule(): Rule {
  const re = /:\/\/(?<=[A-Za-z0-9]:\/\/)([^\s:/?#@"'<>\\]{0,256}):([^\s/?#"'<>\\]{1,512})@(?=[A-Za-z0-9[])/g;
  return regexRule('url-credentials', re, (match, [user = '', password = '']) => (isPlaceholder(password) ? match : `://${user}:${mask(password)}@`));
}

/** `Bearer <token>` outside a header: only a token-looking word (a digit, or 20+ mixed-case characters) is masked. */
export function bearerRule(): Rule {
  const re = /(?<![A-Za-z0-9_-])(Bearer[ \t]+)([A-Za-z0-9._~+/-]+=*)/gi;
  return regexRule('bearer', re, (match, [word = '', token = '']) => {
    const tokenLike = token.length >= 8 && (hasDigit(token) || (token.length >= 20 && /[a-z]/.test(token) && /[A-Z]/.test(token)));
    return tokenLike && !isMemberPath(token) ? word + mask(token) : match;
  });
}
