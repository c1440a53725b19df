// The workspace agent in a runner's own process (as `savepoint agent` runs it, src/cli/commands/agent.ts): it does the
// file work of the session's workspace (the code snapshots of checkpoints, restores on resume and rewind), with the
// runner's privileges, and hashes the files a WRITE step declares. Its key is the folder's under the agent's home, so
// it is the same agent as a `savepoint agent` on that folder (the two never serve it at once: the second is refused).
import { realpath } from 'node:fs/promises';
import { hostname } from 'node:os';
import { agentHome, agentKeyFor } from '../agent/agent-key.ts';
import { type RunningAgent, startAgent } from '../agent/runtime.ts';
import type { SavepointClient } from '../client/client.ts';
import { AttachWorkspaceDocument } from '../client/gql/operations.ts';
import { narrow } from '../client/results.ts';

export type RunAgentOptions = {
  /** The folder the session's agents work in. */
  folder: string;
  /** The agent's own folder (keys, snapshot stores, intent journal): default SAVEPOINT_AGENT_DIR or ~/.savepoint/agent. */
  agentDir?: string;
  /** Where forks of the folder may make new folders (default: the folder's parent). */
  forkRoots?: readonly string[];
};

/** The folder's real path and the agent's key for it (made on the first run). */
export async function agentIdentity(options: RunAgentOptions): Promise<{ folder: string; key: string; agentDir: string }> {
  const folder = await realpath(options.folder);
  const agentDir = options.agentDir ?? agentHome();
  return { folder, key: await agentKeyFor(agentDir, folder), agentDir };
}

/**
 * The folder's workspace, attached (made on the first attach) without starting the agent: what a short-lived process
 * needs to create a session there. The agent started later, in any process, is the same one.
 */
export async function attachFolder(client: SavepointClient, options: RunAgentOptions): Promise<string> {
  const { folder, key } = await agentIdentity(options);
  const { attachWorkspace } = await client.request(AttachWorkspaceDocument, { input: { agentKey: key, host: hostname(), path: folder } });
  return narrow(attachWorkspace, 'AttachWorkspacePayload').workspace.id;
}

/** Starts the agent in this process; it serves the folder until stopped. */
export async function startRunAgent(
  connection: { url: string; token: string; webSocketImpl?: unknown; onError?: (error: unknown) => void },
  options: RunAgentOptions,
): Promise<RunningAgent> {
  const { folder, key, agentDir } = await agentIdentity(options);
  return startAgent({
    url: connection.url,
    token: connection.token,
    key,
    folder,
    agentDir,
    forkRoots: options.forkRoots,
    webSocketImpl: connection.webSocketImpl,
    onError: connection.onError,
  });
}
