import { type AttachInput, attachWorkspace } from '../../agents/agent.service.ts';
import type { Caller } from '../../caller.ts';
import { WorkspaceClaimedError } from '../../errors/agent.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { inTransaction } from '../../events/unit-of-work.ts';

/** attachWorkspace: the caller's agent attaches a folder it holds, or a workspace by id. */
export async function attachAgentWorkspace(caller: Caller, input: AttachInput): Promise<{ workspaceId: string; agentId: string }> {
  const { ownerId } = caller.viewer;
  // The agent's key is its identity: one that looks like a secret is refused, never stored redacted (two keys could
  // redact alike). Host, path and name are for people: redacted like any text.
  if (caller.settings.redactor.text(input.agentKey) !== input.agentKey) {
    throw new ValidationError('agentKey', 'looks like a secret; an agent key is an identifier stored as it is: use a random id (savepoint agent makes one).');
  }
  return inTransaction(caller, async (work) => {
    const name = input.name == null ? input.name : work.redact.text(input.name);
    const { agent, workspace } = await attachWorkspace(work.trx, ownerId, {
      ...input,
      name,
      host: work.redact.text(input.host),
      path: work.redact.text(input.path),
    });
    return { workspaceId: workspace.id, agentId: agent.id };
  });
}
export const attachAgentWorkspaceThrows = throws(NotFoundError, ValidationError, WorkspaceClaimedError);
