// Putting a folder its agent serves back to a stored tree: the agent's RESTORE command (agent/restore-command.ts)
// uploads what the folder holds first (the undo point, on the server before any file moves), then writes the tree,
// journaled so that a crash leaves neither half. This server checks that the undo point is stored and hands it to
// the verb as the snapshot to record, with the way back: another RESTORE, to the undo point. No file of the folder
// is opened here, so any server instance does this for any folder whose agent is connected to any of them.
import { runCommand } from '../agents/agent-command.service.ts';
import type { Caller } from '../caller.ts';
import { findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import type { CodeSnapshot } from '../checkpoints/checkpoint.service.ts';
import type { RestorePlan } from '../code/restore-with-undo.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { storedSnapshot } from './agent-snapshot.ts';

/** How long a restore may take its agent: it snapshots the folder first, and may download the tree it writes. */
export const RESTORE_TIMEOUT_MS = 5 * 60_000;

/** The folder's state before, as a checkpoint records it, and the way back to it. */
export type UndoableRestore = { saved: CodeSnapshot; undo: () => Promise<void> };

/**
 * Restores the folder through its agent as `plan` says (trees stored for the owner: the whole folder to one, then
 * single files to theirs); the state before is `saved`.
 */
export async function restoreThroughAgent(caller: Caller, workspace: Workspace, sessionId: string, plan: RestorePlan): Promise<UndoableRestore> {
  const base = (await findPreviousCodeCheckpoint(caller.db, sessionId))?.code_tree ?? null;
  const restore = (to: RestorePlan) => {
    const input = { tree: to.workspace, files: to.files.map((file) => ({ tree: file.commit, paths: file.paths })) };
    return runCommand(caller, caller.settings.agents.bell, { workspace, sessionId, kind: 'RESTORE', input, timeoutMs: RESTORE_TIMEOUT_MS });
  };
  const { commandId, result } = await restore(plan);
  const { undo, skipped } = result as { undo?: unknown; skipped?: unknown };
  const saved = await storedSnapshot(caller, commandId, undo, skipped, base).catch(async (error: unknown) => {
    // The files moved, but the undo point the agent named is not stored: back to it all the same (the agent holds it).
    if (typeof undo === 'string')
      await restore({ workspace: undo, files: [] }).catch((failed: unknown) =>
        caller.settings.logger.error(`a restore's undo point was not stored and the folder could not be put back to it (tree ${undo})`, failed),
      );
    throw error;
  });
  return { saved, undo: async () => void (await restore({ workspace: saved.tree!, files: [] })) };
}
