// A fork into a new folder of a folder its agent serves: the agent's FORK command (agent/fork-command.ts) writes the
// fork point's stored tree into a new folder on its machine, a plain folder or a worktree on a new branch; its
// refusals come back as the same typed errors as a folder of this server's. The record confirms the command; the way
// back (a failed record) gives the work up, and the agent removes what it made (agents/agent-command.service.ts
// abandonWork). The new folder becomes a workspace on the same host, served once an agent is started there. No file
// of either folder is opened here.
import { abandonWork, runCommand } from '../agents/agent-command.service.ts';
import type { Caller } from '../caller.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { AgentCommandFailedError } from '../errors/agent.ts';
import { ValidationError } from '../errors/domain.ts';
import { BranchExistsError, RepositoryUnavailableError } from '../errors/repository.ts';

/** How long a fork may take its agent: it writes the whole tree, and may download it first. */
const FORK_TIMEOUT_MS = 5 * 60_000;

export type AgentForkRequest = { tree: string; path: string; mode: 'WORKTREE' | 'DIRECTORY' | null; branchName: string; subject: string };

export type AgentForkPlace = { mode: 'WORKTREE' | 'DIRECTORY'; path: string; branch: string | null; commandId: string; undo: () => Promise<void> };

export async function forkThroughAgent(caller: Caller, workspace: Workspace, sessionId: string, request: AgentForkRequest): Promise<AgentForkPlace> {
  const { commandId, result } = await runCommand(caller, caller.settings.agents, {
    workspace,
    sessionId,
    kind: 'FORK',
    input: request,
    timeoutMs: FORK_TIMEOUT_MS,
  }).catch((error: unknown) => {
    if (error instanceof AgentCommandFailedError) {
      const says = `its agent says: ${error.message}`;
      if (error.agentCode === 'FOLDER_TAKEN' || error.agentCode === 'FOLDER_REFUSED') throw new ValidationError('workspace.path', says);
      if (error.agentCode === 'BRANCH_EXISTS') throw new BranchExistsError(request.branchName);
      if (error.agentCode === 'REPOSITORY_UNAVAILABLE') throw new RepositoryUnavailableError(workspace.path ?? '', says);
    }
    throw error;
  });
  const reported = result as { mode?: unknown; path?: unknown; branch?: unknown };
  const mode = reported.mode === 'WORKTREE' ? 'WORKTREE' : 'DIRECTORY';
  return {
    mode,
    path: String(reported.path ?? request.path),
    branch: typeof reported.branch === 'string' ? reported.branch : null,
    commandId,
    undo: () => abandonWork(caller, caller.settings.agents, workspace, commandId),
  };
}
