// How an agent reports a command it could not carry out: a stable code and a message the server takes (one line,
// bounded), whatever the failure was (an AgentError, git's or a sync failure, anything else).
import { AgentError } from './command.ts';

/** The longest error message the server takes in a report (a one-line input string: graphql/plugins/input-strings.ts). */
const MAX_MESSAGE = 1_000;

/**
 * A failure's message as the server takes it: one line, bounded. Git's stderr is several lines ("error: open(...):
 * Permission denied", "fatal: adding files failed"), and a report the server refuses leaves the verb waiting for it
 * until the agent is taken for gone (AGENT_OFFLINE), so the caller would never hear why.
 */
export function reportableMessage(message: string): string {
  const line = message
    .split(/[\r\n\u2028\u2029]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('; ')
    .replace(/\p{Cc}/gu, ' ');
  return line.length <= MAX_MESSAGE ? line : `${line.slice(0, MAX_MESSAGE - 1)}…`;
}

/** A failure's stable code: an AgentError's, or the code a git or sync failure carries (WORKSPACE_MISSING...); else AGENT_ERROR. */
export function codeOf(error: unknown): string {
  const code = error instanceof AgentError ? error.code : (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : 'AGENT_ERROR';
}
