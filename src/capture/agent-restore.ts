// Putting a folder its agent serves back to a stored tree: the agent's RESTORE command (agent/restore-command.ts)
// uploads what the folder holds first (the undo point, on the server before any file moves), then writes the tree,
// journaled so that a crash leaves neither half. This server checks that the undo point is stored and hands it to
// the verb as the snapshot to record, with the command to confirm in that record and the way back: giving the work up,
// which the agent takes back (agents/agent-command.service.ts abandonWork). No file of the folder is opened here, so
// any server instance does this for any folder whose agent is connected to any of them.
import { abandonWork, runCommand } from '../agents/agent-command.service.ts';
import type { Caller } from '../caller.ts';
import { findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import type { CodeSnapshot } from '../checkpoints/checkpoint.service.ts';
import type { RestorePlan } from '../code/restore-plan.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { AgentCommandFailedError } from '../errors/agent.ts';
import { BranchExistsError, PreserveUnavailableError } from '../errors/repository.ts';
import { SNAPSHOT_TIMEOUT_MS, storedSnapshot } from './agent-snapshot.ts';

/** How long a restore may take its agent: it snapshots the folder first, and may download the tree it writes. */
export const RESTORE_TIMEOUT_MS = 5 * 60_000;

/** The folder's state before, as a checkpoint records it; the command its record confirms, and the way back. */
export type UndoableRestore = { saved: CodeSnapshot; commandId: string; undo: () => Promise<void> };

/** The state before also left in the folder's own repository: a branch (its ref) or a stash entry (its commit). */
export type PreservedState = { kind: 'BRANCH' | 'STASH'; reference: string; commit: string };

/** What a rewind may ask besides: the state before kept as a branch or stash entry of the folder's repository. */
export type PreserveRequest = { mode: 'BRANCH' | 'STASH'; branchName: string | null; message: string };

/**
 * Restores the folder through its agent as `plan` says (trees stored for the owner: the whole folder to one, then
 * single files to theirs); the state before is `saved`.
 */
export async function restoreThroughAgent(caller: Caller, workspace: Workspace, sessionId: string, plan: RestorePlan): Promise<UndoableRestore> {
  return runRestore(caller, workspace, sessionId, plan, null);
}

/**
 * The same, the state before also left in the folder's own repository as a branch or stash entry (a rewind's preserve
 * modes); refused as a folder of this server's would be (BranchExistsError, PreserveUnavailableError), nothing changed.
 */
export async function restorePreserving(
  caller: Caller,
  workspace: Workspace,
  sessionId: string,
  plan: RestorePlan,
  preserve: PreserveRequest,
): Promise<UndoableRestore & { preservedAs: PreservedState | null }> {
  return runRestore(caller, workspace, sessionId, plan, preserve).catch(refusedPreserve(workspace, preserve));
}

/**
 * Refuses, with nothing written, what restorePreserving would refuse (a rewind's dry run): the agent is asked for a
 * snapshot (recorded nowhere) after checking the branch or stash could be made.
 */
export async function checkPreservingThroughAgent(
  caller: Caller,
  workspace: Workspace,
  sessionId: string,
  preserve: Pick<PreserveRequest, 'mode' | 'branchName'>,
): Promise<void> {
  const input = { base: null, preserve: { mode: preserve.mode, branchName: preserve.branchName } };
  await runCommand(caller, caller.settings.agents, { workspace, sessionId, kind: 'SNAPSHOT', input, timeoutMs: SNAPSHOT_TIMEOUT_MS }).catch(
    refusedPreserve(workspace, preserve),
  );
}

/** The agent's refusal of a branch or stash as the errors a folder of this server's gave. */
function refusedPreserve(workspace: Workspace, preserve: Pick<PreserveRequest, 'mode' | 'branchName'>) {
  return (error: unknown): never => {
    if (error instanceof AgentCommandFailedError && error.agentCode === 'BRANCH_EXISTS') throw new BranchExistsError(preserve.branchName ?? '');
    if (error instanceof AgentCommandFailedError && error.agentCode === 'PRESERVE_UNAVAILABLE')
      throw new PreserveUnavailableError(preserve.mode, workspace.path ?? '', `its agent says: ${error.message}`);
    throw error;
  };
}

async function runRestore(
  caller: Caller,
  workspace: Workspace,
  sessionId: string,
  plan: RestorePlan,
  preserve: PreserveRequest | null,
): Promise<UndoableRestore & { preservedAs: PreservedState | null }> {
  const base = (await findPreviousCodeCheckpoint(caller.db, sessionId))?.code_tree ?? null;
  const input = { tree: plan.workspace, files: plan.files.map((file) => ({ tree: file.commit, paths: file.paths })), preserve };
  const { commandId, result } = await runCommand(caller, caller.settings.agents, {
    workspace,
    sessionId,
    kind: 'RESTORE',
    input,
    timeoutMs: RESTORE_TIMEOUT_MS,
  });
  const undo = () => abandonWork(caller, caller.settings.agents, workspace, commandId);
  const reported = result as { undo?: unknown; skipped?: unknown; preservedAs?: PreservedState | null };
  const saved = await storedSnapshot(caller, commandId, reported.undo, reported.skipped, base).catch(async (error: unknown) => {
    // The files moved, but the undo point the agent named is not stored: the work is given up (the agent holds it).
    await undo().catch((failed: unknown) =>
      caller.settings.logger.error(
        `a restore's undo point was not stored and its agent did not confirm putting the folder back (command ${commandId})`,
        failed,
      ),
    );
    throw error;
  });
  return { saved, commandId, preservedAs: preserve ? (reported.preservedAs ?? null) : null, undo };
}
