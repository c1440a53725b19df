// Attaching workspaces to the agents that serve them. An agent names itself by a key it keeps on its own disk and
// says on which host it runs; a workspace is a folder on a host. One agent serves a workspace at a time: another
// one may take it over only once the first is offline.
import { lockWorkspacePlaces } from '../db/advisory-locks.ts';
import type { Trx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { Agent } from '../db/tables/agents.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { WorkspaceClaimedError } from '../errors/agent.ts';
import { NotFoundError, ValidationError } from '../errors/domain.ts';
import { badAgentName, ONLINE_WINDOW_MS } from './agent.model.ts';
import {
  findAgentsByIds,
  findOnlineAgentIds,
  findWorkspaceAtPlace,
  findWorkspaceById,
  insertAgentWorkspace,
  setWorkspaceAgent,
  upsertAgent,
} from './agent.queries.ts';

export type AttachInput = {
  /** The agent's own key (kept on its disk, so a restarted agent is the same agent). */
  agentKey: string;
  /** The host it runs on, for people and for telling folders apart. */
  host: string;
  /** The folder's absolute path on that host, for people: the server never opens it. */
  path: string;
  name?: string | null;
  /** An existing workspace to serve (e.g. one made by a fork); otherwise the workspace at (host, path), made if new. */
  workspaceId?: string | null;
};

function checkAttachInput(input: AttachInput): void {
  const key = badAgentName(input.agentKey, 200);
  if (key) throw new ValidationError('agentKey', `the agent key ${key}; use the key your agent keeps (any printable text of 1 to 200 characters).`);
  const host = badAgentName(input.host, 255);
  if (host) throw new ValidationError('host', `the host name ${host}; give the name of the machine the agent runs on.`);
  const bad = badAgentName(input.path, 4096);
  if (bad || !input.path.startsWith('/')) {
    throw new ValidationError('path', `the folder's path ${bad ?? 'is not absolute'}; give the absolute path of the folder on the agent's machine.`);
  }
}

/**
 * Attaches a folder to the caller's agent (made on first sight): the workspace at that place, or the one named, is
 * served by this agent from now on. Refused while another connected agent serves it. Needs a transaction.
 */
export async function attachWorkspace(trx: Trx, ownerId: string, input: AttachInput): Promise<{ agent: Agent; workspace: Workspace }> {
  checkAttachInput(input);
  await lockWorkspacePlaces(trx); // two agents attaching one folder at once: one after the other
  const agent = await upsertAgent(trx, { id: newId(), owner_id: ownerId, key: input.agentKey, host: input.host, embedded: false });
  const existing = input.workspaceId
    ? await findWorkspaceById(trx, ownerId, input.workspaceId)
    : await findWorkspaceAtPlace(trx, ownerId, input.host, input.path);
  if (input.workspaceId && !existing) throw new NotFoundError('Workspace', input.workspaceId);
  if (!existing) {
    const name = input.name?.trim() || input.path.split('/').filter(Boolean).at(-1) || input.path;
    const workspace = await insertAgentWorkspace(trx, { id: newId(), owner_id: ownerId, name, path: input.path, host: input.host, agent_id: agent.id });
    return { agent, workspace };
  }
  if (existing.agent_id && existing.agent_id !== agent.id) {
    const online = await findOnlineAgentIds(trx, [existing.agent_id], ONLINE_WINDOW_MS);
    if (online.has(existing.agent_id)) {
      const [holder] = await findAgentsByIds(trx, ownerId, [existing.agent_id]);
      throw new WorkspaceClaimedError(existing.id, holder?.host ?? 'an unknown host');
    }
  }
  return { agent, workspace: await setWorkspaceAgent(trx, ownerId, existing.id, agent.id, input.host) };
}
