// Workspace agents: when one counts as connected, what a command is, and what an agent's report may say.

/** How often a server process says which agents' command feeds it holds open. */
export const LINK_REFRESH_MS = 5_000;
/** An agent is online while one of its links was refreshed this recently (three missed refreshes: gone). */
export const ONLINE_WINDOW_MS = 3 * LINK_REFRESH_MS;

/** What the server can ask an agent to do. */
export const COMMAND_KINDS = ['PING', 'SNAPSHOT', 'RESTORE', 'BRANCH', 'FORK'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** How long a command waits for its agent's report by default, and at most. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 30_000;
export const MAX_COMMAND_TIMEOUT_MS = 10 * 60_000;

/**
 * A command lives only while its asker waits: it expires this long after the asker last said it still waits (the
 * asker renews it every COMMAND_RENEW_MS, up to the verb's timeout). An asker that died (its server killed) leaves a
 * command no agent carries out or may report any more once a restarted agent could see it: the agent takes back what
 * it did, and the files stay as the history says.
 */
export const COMMAND_LIVE_MS = 1_500;
export const COMMAND_RENEW_MS = 300;

/**
 * Commands that change files. Their report does not end them: it makes them REPORTED, and the verb that asked
 * confirms them (DONE) in the very transaction that records it, within REPORTED_LIVE_MS. The agent keeps its work only
 * once it sees DONE; a command never confirmed (its server killed before the record, the record failed) expires, and
 * the agent takes its work back. So files change exactly when their verb is recorded, whatever dies in between.
 */
export const RECORDED_KINDS: ReadonlySet<string> = new Set<CommandKind>(['RESTORE', 'BRANCH', 'FORK']);
export const REPORTED_LIVE_MS = 10_000;

/** The largest result or error an agent may report, as JSON text. */
export const MAX_REPORT_BYTES = 64 * 1024;

/** An agent's key (chosen by the agent, kept on its disk) and host name: printable, bounded. */
export function badAgentName(value: string, max: number): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length > max) return `is longer than ${max} characters`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'contains control characters';
  return null;
}
