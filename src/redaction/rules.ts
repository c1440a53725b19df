// The built-in secret patterns, used by redact.ts: context-free vendor tokens (they need a distinctive prefix), private
// key blocks, and the rules of context-rules.ts (a key word around the value); and configured extra patterns. Every
// rule is a pure string -> string pass whose output is a fixed point of every rule (rule.ts).
import { assignmentRule, authorizationRule, bearerRule, urlCredentialsRule } from './context-rules.ts';
import { hasDigit, mask, PEM_MARKER, type Rule, regexRule } from './rule.ts';

/** A context-free vendor token: the whole match is masked, when `accept` agrees. */
function tokenRule(name: string, source: string, accept?: (match: string) => boolean): Rule {
  return regexRule(name, new RegExp(source, 'g'), (match) => (!accept || accept(match) ? mask(match) : match));
}

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
