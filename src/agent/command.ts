// What an agent's command handlers are given and return (runtime.ts runs them, one at a time, in order).
import type { SavepointClient } from '../client/client.ts';

/** A command as the agent receives it. */
export type Command = { id: string; kind: string; input: unknown; state: string; expiresAt: string; workspace: { id: string } };

/**
 * What a command handler gets: the folder it serves and the server's client (to upload or read snapshot objects), and
 * `whenReported`, to hear whether its work stands (keep: the server took the report and, for file work, the verb that
 * asked recorded it; false: the command had ended meanwhile, its asker gone, or the verb gave the work up): run once
 * that is known, before the next command; not at all when the agent stops first (the journal settles it at the next
 * start).
 */
export type CommandContext = {
  folder: string;
  workspaceId: string;
  client: SavepointClient;
  whenReported: (then: (keep: boolean) => Promise<void>) => void;
};

/** Carries out one kind of command; what it returns is the result reported. A thrown error is reported as the failure. */
export type Handler = (command: Command, context: CommandContext) => Promise<Record<string, unknown>>;

/** A failure a handler reports with its own stable code (anything else is reported as AGENT_ERROR). */
export class AgentError extends Error {
  readonly code: string;
  /** The files it is about, when it names some (reported with it). */
  readonly paths: readonly string[];
  constructor(code: string, message: string, paths: readonly string[] = []) {
    super(message);
    this.code = code;
    this.paths = paths;
  }
}
