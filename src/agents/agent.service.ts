// The agents that serve workspaces: an agent names itself by a key it keeps on its own disk and says on which host it
// runs; a workspace is a folder on a host (workflows/agents/attach-workspace.ts puts the two together). One agent
// serves a workspace at a time: another one may take it over only once the first is offline.
import type { Db, Trx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { Agent } from '../db/tables/agents.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { WorkspaceClaimedError } from '../errors/agent.ts';
import { ValidationError } from '../errors/domain.ts';
import { badAgentName, ONLINE_WINDOW_MS } from './agent.model.ts';
import { findAgentsByIds, findOnlineAgentIds, upsertAgent } from './agent.queries.ts';

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

/** The caller's agent of this key, made on first sight (its host is what it says now); the input checked first. */
export async function agentFor(trx: Trx, ownerId: string, input: AttachInput): Promise<Agent> {
  checkAttachInput(input);
  return upsertAgent(trx, { id: newId(), owner_id: ownerId, key: input.agentKey, host: input.host, embedded: false });
}

/** One agent per workspace: refused while another agent that is connected serves it (an offline one may be replaced). */
export async function refuseIfServedByAnother(db: Db, ownerId: string, workspace: Pick<Workspace, 'id' | 'agent_id'>, agentId: string): Promise<void> {
  if (!workspace.agent_id || workspace.agent_id === agentId) return;
  if (!(await findOnlineAgentIds(db, [workspace.agent_id], ONLINE_WINDOW_MS)).has(workspace.agent_id)) return;
  const [holder] = await findAgentsByIds(db, ownerId, [workspace.agent_id]);
  throw new WorkspaceClaimedError(workspace.id, holder?.host ?? 'an unknown host');
}
