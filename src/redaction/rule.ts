// What a redaction rule is, and the masks rules write: `***` and the last 4 characters (PEM_MARKER for a key block). A
// mask is a fixed point of every rule (it never looks like a secret again), so redaction is idempotent.

/** A rule rewrites one kind of secret in a string. Rules hold compiled global regexes: build them once per redactor. */
export type Rule = { name: string; apply: (text: string) => string };

export const STARS = '***';
/** What stands for a private key block's body. */
export const PEM_MARKER = '***REDACTED***';

function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** True for what mask() produces (and for runs of stars): such a value is never masked again. */
export function isMasked(value: string): boolean {
  if (!value.startsWith(STARS)) return false;
  return codePointLength(value) <= STARS.length + 4 || /^\*+$/.test(value);
}

/** `***` + the last 4 characters; `***` alone for 8 characters or fewer; '' and masks are kept as they are. */
export function mask(secret: string): string {
  if (secret === '' || isMasked(secret)) return secret;
  const chars = Array.from(secret);
  return chars.length <= 8 ? STARS : STARS + chars.slice(-4).join('');
}

/** Authorization schemes: the word is kept, the credential after it is masked. */
export const SCHEMES = 'Bearer|Basic|Token|Bot|Digest|Negotiate|NTLM|ApiKey|Api-Key|Key|JWT|OAuth|DPoP|SSWS';
export const SCHEME_WORD = new RegExp(`^(?:${SCHEMES})$`, 'i');
const SCHEME_PREFIX = new RegExp(`^(${SCHEMES})([ \\t]+)(\\S[\\s\\S]*)$`, 'i');

/** Masks a credential, keeping a leading scheme word ("Bearer abc...wxyz" -> "Bearer ***wxyz"). */
export function maskCredential(value: string): string {
  const m = SCHEME_PREFIX.exec(value);
  return m ? m[1]! + m[2]! + mask(m[3]!) : mask(value);
}

export function regexRule(name: string, re: RegExp, replace: (match: string, groups: string[], next: string | undefined) => string): Rule {
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

export const hasDigit = (s: string): boolean => /\d/.test(s);
