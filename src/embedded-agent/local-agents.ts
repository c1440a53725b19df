// The workspace agent a server embeds for its local owners (the operator's choice: by default the person who ran
// `npm start`): the same agent as `savepoint agent` (agent/runtime.ts), one per workspace, run in a process of its own
// beside the server (agents-process.ts), talking to this server through its public API like any other agent. So the
// server's own code never touches a folder: for a local owner its embedded agent does, for anyone else their own
// agent does. It serves a local workspace on this host when a verb needs it and no other agent serves it
// (agents/agent-command.service.ts asks), and every local workspace once the server listens. Before each command the
// server checks, at use, that the owner is still local, the folder still the one attached and still inside the
// owner's roots: the agent runs with the server's privileges.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AgentError } from '../agent/command.ts';
import { checkServedFolder } from '../agent/folder-check.ts';
import { markAgentEmbedded } from '../agents/agent.queries.ts';
import { untilOnline } from '../agents/agent-command.service.ts';
import { authenticate, createApiToken } from '../auth/token.service.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { isWithin, THIS_HOST } from '../workspaces/workspace.model.ts';
import { findLocalWorkspaces } from '../workspaces/workspace.queries.ts';
import { type Places, rootsOf } from '../workspaces/workspace.service.ts';
import { type HostedAgent, startAgentsProcess } from './agents-process.ts';

/** A workspace as the embedded agent is asked to serve it. */
export type LocalWorkspace = { id: string; owner_id: string; path: string; host: string | null };

export type LocalAgents = {
  /**
   * Serves the workspace here if this server may (its owner local now, its folder on this host) and is not serving it
   * yet: the id of the agent of this process serving it once settled; null: not here, or refused (another agent holds
   * it). `replace`: no agent is online for it, so one of this process that is (no longer) is replaced.
   */
  serve: (workspace: LocalWorkspace, options?: { replace?: boolean }) => Promise<string | null>;
  /** Once the server listens: where its agents reach it; then serves every local workspace of this host. */
  start: (url: string) => void;
  stop: () => Promise<void>;
};

/** How long a replaced embedded agent is given to finish the command at hand. */
const STOP_WAIT_MS = 5_000;
/**
 * How long a start waits for its agent to be counted online (its feed held by a server) before it settles: until then
 * verbs that find the workspace's agent not online share the start, instead of replacing the agent the first of them
 * is waiting for (which, on a loaded machine, left that verb AGENT_OFFLINE once).
 */
const COMING_ONLINE_MS = 5_000;

export function createLocalAgents(options: { db: Db; dataDir: string; places: Places; logger: Logger; maxFileBytes: number }): LocalAgents {
  const { db, logger } = options;
  const agentDir = path.resolve(options.dataDir, 'agent'); // absolute: the agents' process may not share this one's directory
  const running = new Map<string, Promise<HostedAgent | null>>();
  const tokens = new Map<string, Promise<string>>();
  const settled = new WeakSet<Promise<HostedAgent | null>>();
  let url: string | null = null;
  let stopped = false;

  /** One token per owner for all its workspaces (made once, even by starts at the same moment); a revoked one is replaced. */
  const tokenOf = async (ownerId: string): Promise<string> => {
    const memo = tokens.get(ownerId);
    const known = memo && (await memo.catch(() => null));
    if (known && 'viewer' in (await authenticate(db, `Bearer ${known}`))) return known;
    if (tokens.get(ownerId) !== memo) return tokenOf(ownerId); // replaced meanwhile
    const next = tokenFor(db, agentDir, ownerId);
    tokens.set(ownerId, next);
    return next;
  };

  const admitFor = async (workspace: LocalWorkspace) => {
    // An owner that is not local has no roots (workspace.service.ts rootsOf): one read answers both questions.
    const roots = await rootsOf(db, workspace.owner_id, options.places);
    if (roots.length === 0) {
      throw new AgentError(
        'NOT_LOCAL',
        'This server does no file work for you (the operator has not made you a local owner). Serve the folder with `savepoint agent --workspace <folder>`, which attaches it as a workspace of its own. Nothing was changed.',
      );
    }
    await checkServedFolder(workspace.path);
    const real = await realpath(workspace.path).catch(() => workspace.path);
    if (!roots.some((root) => isWithin(real, root))) {
      throw new AgentError(
        'OUTSIDE_ROOTS',
        `${workspace.path} is not inside your workspace roots any more; the server does no file work there. Nothing was changed.`,
      );
    }
  };

  const served = new Map<string, LocalWorkspace>(); // what the process's agents ask admission for, by workspace id
  const agentsProcess = startAgentsProcess({
    logger,
    admit: async (workspaceId) => {
      const workspace = served.get(workspaceId);
      if (!workspace) throw new AgentError('NOT_SERVED', 'this server no longer serves the workspace here. Nothing was changed.');
      await admitFor(workspace);
    },
    onLost: () => running.clear(), // its agents are gone: each is started again when a verb needs it
  });

  const begin = async (workspace: LocalWorkspace): Promise<HostedAgent | null> => {
    if (!url || stopped) return null;
    if (workspace.host !== null && workspace.host !== THIS_HOST) return null;
    const roots = await rootsOf(db, workspace.owner_id, options.places); // none for an owner that is not local
    if (roots.length === 0) return null;
    served.set(workspace.id, workspace);
    const agent = await agentsProcess.start(workspace.id, {
      url,
      token: await tokenOf(workspace.owner_id),
      key: await keyFor(agentDir, workspace.id),
      folder: workspace.path,
      workspaceId: Buffer.from(`Workspace:${workspace.id}`).toString('base64'), // the API's global id (graphql/ids.ts)
      host: THIS_HOST,
      agentDir,
      maxFileBytes: options.maxFileBytes,
      forkRoots: roots,
    });
    if (stopped) {
      await agent.stop();
      return null;
    }
    await markAgentEmbedded(db, workspace.owner_id, localIdOf(agent.agentId)); // said by the server, never by a client
    // Until a server counts it online, at most COMING_ONLINE_MS (then the verb waiting for it says it is offline).
    await untilOnline(db, localIdOf(agent.agentId), COMING_ONLINE_MS, () => stopped);
    return agent;
  };

  const serve = async (workspace: LocalWorkspace, { replace = false } = {}): Promise<string | null> => {
    let started = running.get(workspace.id);
    if (started && replace && settled.has(started)) {
      // Asked because no agent is online for the workspace: this one has lost its link for good (its token revoked,
      // say) or another agent took the workspace over and left since. It goes; a new one attaches.
      running.delete(workspace.id);
      const old = await started;
      await Promise.race([old?.stop(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]).catch((error: unknown) =>
        logger.warn(`stopping the embedded agent of workspace ${workspace.id} failed`, error),
      );
      started = running.get(workspace.id); // another caller may have started one meanwhile
    }
    if (!started) {
      const starting = begin(workspace).catch((error: unknown) => {
        // Refused (another agent serves it: WORKSPACE_CLAIMED) is expected; anything else is worth an operator's look.
        const why = error instanceof Error ? error.message : String(error);
        if (/WORKSPACE_CLAIMED/.test(why)) logger.debug(`the embedded agent does not serve workspace ${workspace.id}: ${why}`);
        else logger.warn(`the embedded agent could not start for workspace ${workspace.id}: ${why}`);
        return null;
      });
      void starting.then(() => settled.add(starting));
      running.set(workspace.id, starting);
      started = starting;
    }
    const agent = await started;
    if (!agent && running.get(workspace.id) === started) running.delete(workspace.id); // asked again later: tried again
    return agent ? localIdOf(agent.agentId) : null;
  };

  return {
    serve,
    start: (listening) => {
      url = listening;
      void (async () => {
        for (const workspace of await findLocalWorkspaces(db, THIS_HOST)) {
          if (stopped) return;
          await serve(workspace); // one already served by another agent is refused (WORKSPACE_CLAIMED): left to it
        }
      })().catch((error: unknown) => logger.warn('serving the local workspaces failed; each is served when a verb needs it', error));
    },
    stop: async () => {
      stopped = true;
      const agents = await Promise.all(running.values());
      running.clear();
      await Promise.all(agents.map((agent) => agent?.stop().catch((error: unknown) => logger.warn('stopping an embedded agent failed', error))));
      await agentsProcess.close();
    },
  };
}

/** The row id in an id of the API ("<Type>:<id>" in base64: graphql/ids.ts). */
function localIdOf(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':').slice(1).join(':');
}

/**
 * The embedded agent's key for a workspace: this data folder's (a server with another data folder embeds another
 * agent, refused while this one serves), the same across restarts.
 */
async function keyFor(agentDir: string, workspaceId: string): Promise<string> {
  const file = path.join(agentDir, 'seed');
  let seed = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (!seed) {
    await mkdir(agentDir, { recursive: true, mode: 0o700 });
    seed = randomUUID();
    await writeFile(file, `${seed}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
      seed = (await readFile(file, 'utf8')).trim(); // made meanwhile by another workspace's start
    });
  }
  return `embedded-${createHash('sha256').update(`${seed}:${workspaceId}`).digest('hex').slice(0, 32)}`;
}

/** The owner's token the embedded agents use: kept in the data folder, readable only by the server's user; made again when revoked. */
async function tokenFor(db: Db, agentDir: string, ownerId: string): Promise<string> {
  const dir = path.join(agentDir, 'tokens');
  const file = path.join(dir, ownerId);
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept) {
    const auth = await authenticate(db, `Bearer ${kept}`);
    if ('viewer' in auth && auth.viewer.ownerId === ownerId) return kept;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { token } = await createApiToken(db, ownerId, 'embedded agent');
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}
