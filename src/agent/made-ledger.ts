// What this agent made for the server's commands (a fork's folder or worktree, a branch, a preserved branch or stash
// entry), kept by command id: a command's result carries it as `undoHandle`, and the server's undo of a verb whose
// record failed hands that back (`undoOf`, `unpreserveOf`) rather than naming the thing. So the agent takes back only
// what it made itself, never a path or a ref the server names (no server, and no one holding the token, can have it
// remove anything else). Kept in memory: after a restart such an undo is refused, saying what to remove by hand (a
// verb whose record failed while its agent restarted is rare, and loud).
import { AgentError } from './command.ts';

/** How many commands' makings an agent remembers (a server undoes one at once, right after the command). */
const KEPT = 1_000;

export type MadeLedger = {
  remember: (commandId: string, made: unknown) => void;
  /** What `commandId` made, forgotten once taken; refused when this agent made nothing for it (or restarted since). */
  take: <T>(commandId: unknown, what: string) => T;
};

export function createMadeLedger(): MadeLedger {
  const made = new Map<string, unknown>();
  return {
    remember(commandId, thing) {
      made.set(commandId, thing);
      if (made.size > KEPT) made.delete(made.keys().next().value!);
    },
    take<T>(commandId: unknown, what: string): T {
      const thing = typeof commandId === 'string' ? made.get(commandId) : undefined;
      if (thing === undefined) {
        throw new AgentError(
          'UNDO_UNKNOWN',
          `this agent made no ${what} for command ${String(commandId).slice(0, 100)} (or it restarted since), so it removes nothing; look for it by hand`,
        );
      }
      made.delete(commandId as string);
      return thing as T;
    },
  };
}
