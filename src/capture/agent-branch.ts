// A branch from a checkpoint of a folder its agent serves (createBranchFromCheckpoint): the agent's BRANCH command
// (agent/branch-command.ts) makes it in the folder's own repository from the checkpoint's stored tree, switching the
// checkout when asked; its refusals come back as the same typed errors as a folder of this server's. The record
// confirms the command; the way back (a failed record) gives the work up, and the agent takes back what it made
// (agents/agent-command.service.ts abandonWork). No file of the folder is opened here.
import { abandonWork, runCommand } from '../agents/agent-command.service.ts';
import type { Caller } from '../caller.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { AgentCommandFailedError } from '../errors/agent.ts';
import { BranchExistsError, RepositoryUnavailableError, WorkingTreeDirtyError } from '../errors/repository.ts';

/** How long a branch may take its agent: it may download the tree first. */
const BRANCH_TIMEOUT_MS = 5 * 60_000;

/** The branch its agent made (full ref, its commit in the user's repository), and where the checkout was before a switch. */
export type MadeBranch = { reference: string; commit: string; checkedOut: boolean; from: unknown };

export type AgentBranchRequest = { tree: string; branchName: string; subject: string; checkout: boolean };

export async function branchThroughAgent(
  caller: Caller,
  workspace: Workspace,
  sessionId: string,
  request: AgentBranchRequest,
): Promise<{ made: MadeBranch; commandId: string; undo: () => Promise<void> }> {
  const { commandId, result } = await runCommand(caller, caller.settings.agents, {
    workspace,
    sessionId,
    kind: 'BRANCH',
    input: request,
    timeoutMs: BRANCH_TIMEOUT_MS,
  }).catch((error: unknown) => {
    if (error instanceof AgentCommandFailedError) {
      if (error.agentCode === 'BRANCH_EXISTS') throw new BranchExistsError(request.branchName);
      if (error.agentCode === 'REPOSITORY_UNAVAILABLE') throw new RepositoryUnavailableError(workspace.path ?? '', `its agent says: ${error.message}`);
      if (error.agentCode === 'WORKING_TREE_DIRTY')
        throw new WorkingTreeDirtyError(workspace.path ?? '', error.agentPaths, `has changes (its agent says: ${error.message})`);
    }
    throw error;
  });
  const reported = result as Partial<MadeBranch>;
  const made: MadeBranch = {
    reference: String(reported.reference ?? ''),
    commit: String(reported.commit ?? ''),
    checkedOut: reported.checkedOut === true,
    from: reported.from ?? null,
  };
  return { made, commandId, undo: () => abandonWork(caller, caller.settings.agents, workspace, commandId) };
}
