// Workspace agents in a test's own process: the runtime `savepoint agent` runs (src/agent/), on the public API only,
// serving a folder for a live server (helpers/live.ts); each is stopped once the file's tests are done.
import path from 'node:path';
import WebSocket from 'ws';
import { type AgentOptions, type RunningAgent, startAgent } from '../../src/agent/runtime.ts';
import { afterFile } from './after-file.ts';
import { tempDir } from './fs.ts';

/**
 * An agent serving `folder` for the server at `server.httpUrl` with its token, on host "laptop", with an agent folder
 * of its own (unless given), keyed by the folder's name (unless given).
 */
export async function serveFolder(
  server: { httpUrl: string; token: string },
  folder: string,
  options: Partial<Omit<AgentOptions, 'folder'>> = {},
): Promise<RunningAgent> {
  const agent = await startAgent({
    url: server.httpUrl,
    token: server.token,
    key: `agent-${path.basename(folder)}`,
    host: 'laptop',
    agentDir: options.agentDir ?? (await tempDir('savepoint-agent-dir-')),
    webSocketImpl: WebSocket,
    ...options,
    folder,
  });
  afterFile(() => agent.stop().catch(() => {}));
  return agent;
}
