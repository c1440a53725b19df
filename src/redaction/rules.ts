// The built-in secret patterns and the masking rule, used by redact.ts. Every rule is a pure string -> string pass
// whose output is a fixed point of every rule (a mask never looks like a secret again), so redaction is idempotent.
// Context-free patterns need a distinctive vendor prefix; anything else (assignments, headers, URLs) needs a key
// word around it, so hashes, ids, paths and base64 outside a secret context pass through untouched.

/** A rule rewrites one kind of secret in a string. Rules hold compiled global regexes: build them once per redactor. */
export type Rule = { name: string; apply: (text: string) => string };

const STARS = '***';
export const PEM_MARKER = '***REDACTED***';

function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** True for what mask() produces (and for runs of stars): such a value is never masked again. */
function isMasked(value: string): boolean {
  if (!value.startsWith(STARS)) return false;
  return codePointLength(value) <= STARS.length + 4 || /^\*+$/.test(value);
}

/** `***` + the last 4 characters; `***` alone for 8 characters or fewer; '' and masks are kept as they are. */
function mask(secret: string): string {
  if (secret === '' || isMasked(secret)) return secret;
  const chars = Array.from(secret);
  return chars.length <= 8 ? STARS : STARS + chars.slice(-4).join('');
}

/** Authorization schemes: the word is kept, the credential after it is masked. */
const SCHEMES = 'Bearer|Basic|Token|Bot|Digest|Negotiate|NTLM|ApiKey|Api-Key|Key|JWT|OAuth|DPoP|SSWS';
const SCHEME_WORD = new RegExp(`^(?:${SCHEMES})$`, 'i');
const SCHEME_PREFIX = new RegExp(`^(${SCHEMES})([ \\t]+)(\\S[\\s\\S]*)$`, 'i');

/** Masks a credential, keeping a leading scheme word ("Bearer abc...wxyz" -> "Bearer ***wxyz"). */
export function maskCredential(value: string): string {
  const m = SCHEME_PREFIX.exec(value);
  return m ? m[1]! + m[2]! + mask(m[3]!) : mask(value);
}

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

/** Placeholders, references and already-redacted values: never masked. */
function isPlaceholder(value: string): boolean {
  return /^(?:\$|%|\{|<|-----BEGIN)/.test(value) || isMasked(value) || value.includes(PEM_MARKER);
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
function assignmentRule(): Rule {
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

function regexRule(name: string, re: RegExp, replace: (match: string, groups: string[], next: string | undefined) => string): Rule {
  return {
    name,
    apply: (text) =>
      text.replace(re, (...args: unknown[]) => {
        const match = args[0] as string;
        const groupCount = args.length - 3 - (typeof args[args.length - 1] === 'object' ? 1 : 0);
        const groups = args.slice(1, 1 + groupCount) as string[];
        const offset = args[1 + groupCount] as number;
        return replace(match, groups, text[offset + match.length]);
      }),
  };
}

/** A context-free vendor token: the whole match is masked, when `accept` agrees. */
function tokenRule(name: string, source: string, accept?: (match: string) => boolean): Rule {
  return regexRule(name, new RegExp(source, 'g'), (match) => (!accept || accept(match) ? mask(match) : match));
}

const hasDigit = (s: string): boolean => /\d/.test(s);

/** PEM private key blocks (RSA, EC, OPENSSH, ENCRYPTED, PGP...), also cut-off ones and ones with escaped newlines. */
function pemRule(): Rule {
  const re = new RegExp(
    String.raw`-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----` +
      String.raw`(?:((?:(?!-----BEGIN )[\s\S]){0,20000}?)-----END \1PRIVATE KEY\2-----|((?:(?:\r?\n|\\r\\n|\\n)+(?:[A-Za-z0-9+/=]+|[A-Za-z-]+: [^\r\n\\]*))*))`,
    'g',
  );
  return regexRule('private-key', re, (_match, [label = '', block = '', body, tail]) => {
    const inner = body ?? tail ?? '';
    const nl = /^\r\n/.test(inner) ? '\r\n' : /^\\r\\n/.test(inner) ? '\\r\\n' : /^\\n/.test(inner) ? '\\n' : '\n';
    const kind = `${label}PRIVATE KEY${block}`;
    return `-----BEGIN ${kind}-----${nl}${PEM_MARKER}${nl}-----END ${kind}-----`;
  });
}

/** `Authorization: Bearer <token>` in headers, JSON or code: the scheme word stays, the credential is masked. */
function authorizationRule(): Rule {
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
function urlCredentialsRule(): Rule {
  const re = /:\/\/(?<=[A-Za-z0-9]:\/\/)([^\s:/?#@"'<>\\]{0,256}):([^\s/?#"'<>\\]{1,512})@(?=[A-Za-z0-9[])/g;
  return regexRule('url-credentials', re, (match, [user = '', password = '']) => (isPlaceholder(password) ? match : `://${user}:${mask(password)}@`));
}

/** `Bearer <token>` outside a header: only a token-looking word (a digit, or 20+ mixed-case characters) is masked. */
function bearerRule(): Rule {
  const re = /(?<![A-Za-z0-9_-])(Bearer[ \t]+)([A-Za-z0-9._~+/-]+=*)/gi;
  return regexRule('bearer', re, (match, [word = '', token = '']) => {
    const tokenLike = token.length >= 8 && (hasDigit(token) || (token.length >= 20 && /[a-z]/.test(token) && /[A-Z]/.test(token)));
    return tokenLike && !isMemberPath(token) ? word + mask(token) : match;
  });
}

// Left boundaries also exclude `*`, so the last 4 characters kept by a mask never start a token on a second pass.
const B = String.raw`(?<![A-Za-z0-9_*-])`;
const E = String.raw`(?![A-Za-z0-9_-])`;

/**
 * Text that no built-in rule can match contains none of these (each rule needs one of them to match).
 * Keep it in step with builtInRules(): it lets redact.ts skip the rules for the many short strings of a JSON value.
 */
export const BUILT_IN_TRIGGER =
  /-----BEGIN|:\/\/|bearer|authorization|pass|secret|token|key|sk-|[sr]k_|whsec_|gh[pousr]_|github_pat_|gl[a-z]{2,4}-|xox|xapp-|aiza|akia|asia|eyj|sp_|npm_|hf_/i;

/** The built-in rules, in the order they run. Built anew for every redactor (they hold regex state). */
export function builtInRules(): Rule[] {
  return [
    pemRule(),
    authorizationRule(),
    urlCredentialsRule(),
    // OpenAI (sk-..., sk-proj-..., sk-svcacct-...) and Anthropic (sk-ant-api03-...) keys.
    tokenRule('llm-api-key', `${B}sk-[A-Za-z0-9_-]{20,}`, hasDigit),
    tokenRule('github-token', String.raw`(?<![A-Za-z0-9_*])(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,244})(?![A-Za-z0-9_])`),
    tokenRule('gitlab-token', `${B}gl(?:pat|dt|rt|ptt|cbt|oas|soat)-[A-Za-z0-9_-]{20,}${E}`),
    tokenRule('slack-token', `${B}(?:xox[abprse]-[A-Za-z0-9-]{10,}|xapp-\\d-[A-Za-z0-9-]{10,})`, hasDigit),
    tokenRule('stripe-key', String.raw`(?<![A-Za-z0-9_*])(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{24,})`),
    tokenRule('google-api-key', `${B}AIza[A-Za-z0-9_-]{35}${E}`),
    tokenRule('aws-access-key-id', String.raw`(?<![A-Za-z0-9*])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])`),
    tokenRule('jwt', `${B}eyJ[A-Za-z0-9_-]{5,}\\.[A-Za-z0-9_-]{2,}\\.[A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+){0,2}`),
    tokenRule('savepoint-token', `${B}sp_[A-Za-z0-9_-]{43}${E}`),
    tokenRule('npm-token', String.raw`(?<![A-Za-z0-9_*])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_])`),
    tokenRule('huggingface-token', String.raw`(?<![A-Za-z0-9_*])hf_[A-Za-z0-9]{34}(?![A-Za-z0-9_])`, hasDigit),
    assignmentRule(),
    bearerRule(),
  ];
}

/** A configured pattern: the whole match is masked (use lookbehind/lookahead to keep context). */
export function extraRule(source: string, index: number): Rule {
  let re: RegExp;
  try {
    re = new RegExp(source, 'g');
  } catch (error) {
    throw new Error(`Redaction pattern #${index + 1} /${source}/ is not a valid regular expression (${(error as Error).message}); fix or remove it.`);
  }
  if (new RegExp(source).test('')) {
    throw new Error(`Redaction pattern #${index + 1} /${source}/ matches the empty string; make it match only secrets.`);
  }
  return regexRule(`pattern #${index + 1}`, re, (match) => mask(match));
}
