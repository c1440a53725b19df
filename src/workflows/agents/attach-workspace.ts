import { type AttachInput, attachWorkspace } from '../../agents/agent.service.ts';
import type { Caller } from '../../caller.ts';
import { WorkspaceClaimedError } from '../../errors/agent.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { inTransaction } from '../../events/unit-of-work.ts';

/** attachWorkspace: the caller's agent attaches a folder it holds, or a workspace by id. */
export async function attachAgentWorkspace(caller: Caller, input: AttachInput): Promise<{ workspaceId: string; agentId: string }> {
  const { ownerId } = caller.viewer;
  return inTransaction(caller, async (work) => {
    const name = input.name == null ? input.name : work.redact.text(input.name);
    const { agent, workspace } = await attachWorkspace(work.trx, ownerId, { ...input, name });
    return { workspaceId: workspace.id, agentId: agent.id };
  });
}
export const attachAgentWorkspaceThrows = throws(NotFoundError, ValidationError, WorkspaceClaimedError);
