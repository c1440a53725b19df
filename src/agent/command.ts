// What an agent's command handlers are given and return (runtime.ts runs them, one at a time, in order).
import type { SavepointClient } from '../client/client.ts';

/** A command as the agent receives it. */
export type Command = { id: string; kind: string; input: unknown; state: string; expiresAt: string; workspace: { id: string } };

/**
 * What a command handler gets: the folder it serves and the server's client (to upload or read snapshot objects), and
 * `whenReported`, to hear whether the server took its report (accepted: false when the command had ended meanwhile,
 * its asker gone): run once the report is answered, before the next command; not at all when it could not be sent.
 */
export type CommandContext = {
  folder: string;
  workspaceId: string;
  client: SavepointClient;
  whenReported: (then: (accepted: boolean) => Promise<void>) => void;
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
