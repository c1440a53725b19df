import { type AttachInput, agentFor, refuseIfServedByAnother } from '../../agents/agent.service.ts';
import type { Caller } from '../../caller.ts';
import { lockWorkspacePlaces } from '../../db/advisory-locks.ts';
import { newId } from '../../db/ids.ts';
import { WorkspaceClaimedError } from '../../errors/agent.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { findWorkspaceAtPlace, findWorkspacesByIds, insertWorkspace, setWorkspaceAgent } from '../../workspaces/workspace.queries.ts';

/**
 * attachWorkspace: the caller's agent (made on first sight) attaches a folder it holds, or a workspace by id: the
 * workspace at that place (made if new), or the one named, is served by this agent from now on; refused while
 * another connected agent serves it.
 */
export async function attachAgentWorkspace(caller: Caller, input: AttachInput): Promise<{ workspaceId: string; agentId: string }> {
  const { ownerId } = caller.viewer;
  // The agent's key is its identity: one that looks like a secret is refused, never stored redacted (two keys could
  // redact alike). Host, path and name are for people: redacted like any text.
  if (caller.settings.redactor.text(input.agentKey) !== input.agentKey) {
    throw new ValidationError('agentKey', 'looks like a secret; an agent key is an identifier stored as it is: use a random id (savepoint agent makes one).');
  }
  return inTransaction(caller, async (work) => {
    const name = input.name == null ? input.name : work.redact.text(input.name);
    const given = { ...input, name, host: work.redact.text(input.host), path: work.redact.text(input.path) };
    const { trx } = work;
    await lockWorkspacePlaces(trx); // two agents attaching one folder at once: one after the other
    const agent = await agentFor(trx, ownerId, given);
    const [existing] = given.workspaceId
      ? await findWorkspacesByIds(trx, ownerId, [given.workspaceId])
      : [await findWorkspaceAtPlace(trx, ownerId, given.host, given.path)];
    if (given.workspaceId && !existing) throw new NotFoundError('Workspace', given.workspaceId);
    if (!existing) {
      const folderName = given.name?.trim() || given.path.split('/').filter(Boolean).at(-1) || given.path;
      const made = await insertWorkspace(trx, { id: newId(), owner_id: ownerId, name: folderName, path: given.path, host: given.host, agent_id: agent.id });
      return { workspaceId: made.id, agentId: agent.id };
    }
    await refuseIfServedByAnother(trx, ownerId, existing, agent.id);
    const served = await setWorkspaceAgent(trx, ownerId, existing.id, agent.id, given.host);
    return { workspaceId: served.id, agentId: agent.id };
  });
}
export const attachAgentWorkspaceThrows = throws(NotFoundError, ValidationError, WorkspaceClaimedError);
