// A workspace agent at work: attaches its folder, follows its commands and carries them out one at a time, in the
// order asked (file work on one folder never interleaves), reporting how each ended. It talks to the server only
// through the public API (src/client/), so it runs wherever the files are: beside them as `savepoint agent`, in a
// runner's process, or embedded in a server for its local owners.
import { hostname } from 'node:os';
import { createClient, type SavepointClient } from '../client/client.ts';
import type { Feed } from '../client/feed.ts';
import { AgentCommandsDocument, AttachWorkspaceDocument, ReportAgentCommandDocument, WorkspaceAgentOnlineDocument } from '../client/gql/operations.ts';
import { createObjectTransport } from '../client/objects.ts';
import { narrow } from '../client/results.ts';
import { createAgentStore, storeDirOf } from './agent-store.ts';
import { AgentError, type Command, type CommandContext, type Handler } from './command.ts';
import { snapshotHandler, storeWorkspace } from './snapshot-command.ts';
import { claimStore } from './store-claim.ts';

export type AgentOptions = {
  /** The server's GraphQL endpoint (any instance). */
  url: string;
  /** The owner's API token. */
  token: string;
  /** This agent's key: the same agent across restarts (keep it on the agent's disk). */
  key: string;
  /** The folder it serves: its absolute path here. */
  folder: string;
  /** Default: this machine's host name. */
  host?: string;
  name?: string;
  /** Serve an existing workspace (made by a fork, or served by an agent that is gone). */
  workspaceId?: string;
  /** The WebSocket class where there is no global one (Node 20: the `ws` package's). */
  webSocketImpl?: unknown;
  /** The agent's own folder (its snapshot stores, its journal): never inside a folder it serves. */
  agentDir: string;
  /** Files larger than this are left out of snapshots, and noted (default 10 MiB, as the server's). */
  maxFileBytes?: number;
  /** Kinds of command it carries out besides PING and SNAPSHOT (or in their place). */
  handlers?: Record<string, Handler>;
  /** Told of what the agent could not report (the server unreachable for longer than the client retries). */
  onError?: (error: unknown) => void;
};

export type RunningAgent = {
  workspaceId: string;
  agentId: string;
  /** Settles once every command received so far is carried out and reported. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const PING: Handler = async () => ({ pong: true });

/** Attaches the folder (refused with the server's error: another agent serves it, say) and starts following. */
export async function startAgent(options: AgentOptions): Promise<RunningAgent> {
  const client = createClient({ url: options.url, token: options.token, webSocketImpl: options.webSocketImpl });
  const { attachWorkspace } = await client.request(AttachWorkspaceDocument, {
    input: { agentKey: options.key, host: options.host ?? hostname(), path: options.folder, name: options.name, workspaceId: options.workspaceId },
  });
  const attached = narrow(attachWorkspace, 'AttachWorkspacePayload');
  const store = createAgentStore({ agentDir: options.agentDir, maxFileBytes: options.maxFileBytes ?? 10 * 1_048_576 });
  // This process's alone while it serves the folder: what a killed agent left there is cleared.
  const release = await claimStore(storeDirOf(store, storeWorkspace(attached.workspace.id, options.folder)));
  const transport = createObjectTransport({ url: options.url, token: options.token });
  const onError = options.onError ?? (() => {});
  const handlers: Record<string, Handler> = { PING, SNAPSHOT: snapshotHandler(store, transport, onError), ...options.handlers };
  const context: CommandContext = { folder: options.folder, workspaceId: attached.workspace.id, client };
  let queue = Promise.resolve();

  const carryOut = async (command: Command) => {
    if (command.workspace.id !== context.workspaceId) return; // another workspace's (an agent key shared by two processes): theirs
    if (command.state !== 'PENDING' || Date.parse(command.expiresAt) <= Date.now()) return; // ended, or nobody waits any more
    const handler = handlers[command.kind];
    let outcome: { result: Record<string, unknown> } | { error: { code: string; message: string } };
    try {
      if (!handler) throw new AgentError('UNKNOWN_COMMAND', `this agent does not know ${command.kind} commands; update it`);
      outcome = { result: await handler(command, context) };
    } catch (error) {
      outcome = { error: { code: codeOf(error), message: error instanceof Error ? error.message : String(error) } };
    }
    await client.request(ReportAgentCommandDocument, { input: { commandId: command.id, agentKey: options.key, ...outcome } });
  };

  const feed: Feed = client.follow(
    AgentCommandsDocument,
    { agentKey: options.key },
    {
      after: null,
      onItem: ({ node }) => {
        queue = queue.then(() => carryOut(node)).catch(onError);
      },
    },
  );
  await untilOnline(client, attached.workspace.id, options.key);
  return {
    workspaceId: attached.workspace.id,
    agentId: attached.agent.id,
    idle: () => queue,
    stop: async () => {
      feed.stop();
      await queue;
      await client.close();
      await release();
    },
  };
}

/**
 * Until the server counts this agent online (its command feed is open on a server): from then on a verb reaches it,
 * so a caller told "serving" can ask at once.
 */
async function untilOnline(client: SavepointClient, workspaceId: string, key: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { node } = await client.request(WorkspaceAgentOnlineDocument, { workspaceId });
    const agent = node && 'agent' in node ? node.agent : null;
    if (agent?.key === key && agent.online) return;
    if (Date.now() > deadline)
      throw new AgentError('NOT_ONLINE', 'the server did not count this agent online within 30 s; check the URL and the token, then start it again');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A failure's stable code: an AgentError's, or the code a git or sync failure carries (WORKSPACE_MISSING...); else AGENT_ERROR. */
function codeOf(error: unknown): string {
  const code = error instanceof AgentError ? error.code : (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : 'AGENT_ERROR';
}
