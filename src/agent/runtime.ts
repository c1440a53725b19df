// A workspace agent at work: attaches its folder, follows its commands and carries them out one at a time, in the
// order asked (file work on one folder never interleaves), reporting how each ended. It talks to the server only
// through the public API (src/client/), so it runs wherever the files are: beside them as `savepoint agent`, in a
// runner's process, or embedded in a server for its local owners.
import { hostname } from 'node:os';
import path from 'node:path';
import { createClient, type SavepointClient } from '../client/client.ts';
import type { Feed } from '../client/feed.ts';
import {
  AgentCommandsDocument,
  AttachWorkspaceDocument,
  ReportAgentCommandDocument,
  type ReportAgentCommandInput,
  WorkspaceAgentOnlineDocument,
} from '../client/gql/operations.ts';
import { createObjectTransport, type ObjectTransport } from '../client/objects.ts';
import { RequestError } from '../client/request-error.ts';
import { narrow } from '../client/results.ts';
import { createAgentStore, storeDirOf } from './agent-store.ts';
import { branchHandler } from './branch-command.ts';
import { AgentError, type Command, type Handler } from './command.ts';
import { codeOf, reportableMessage } from './failure-report.ts';
import { forkHandler } from './fork-command.ts';
import { openJournal } from './journal.ts';
import { recoverIntents, restoreHandler } from './restore-command.ts';
import { type Settled, settledWork } from './settled.ts';
import { snapshotHandler, storeWorkspace } from './snapshot-command.ts';
import { claimStore } from './store-claim.ts';

export type AgentOptions = {
  /** The server's GraphQL endpoint (any instance), or several servers of one database: it moves on when one stops answering. */
  url: string | readonly string[];
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
  /** Where forks of the folder may make new folders (default: the folder's parent, so its siblings). */
  forkRoots?: readonly string[];
  /** Kinds of command it carries out besides PING and SNAPSHOT (or in their place). */
  handlers?: Record<string, Handler>;
  /** Told of what the agent could not report (the server unreachable for longer than the client retries). */
  onError?: (error: unknown) => void;
  /**
   * Asked before each command is carried out; a throw refuses it (reported as the command's failure). The agent a
   * server embeds checks here, at each use, that it may still work for the owner and the folder is still the one
   * attached.
   */
  admit?: (command: Command) => Promise<void>;
};

export type RunningAgent = {
  workspaceId: string;
  agentId: string;
  /** The server it follows now. */
  server: () => string;
  /** Settles once every command received so far is carried out and reported. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const PING: Handler = async () => ({ pong: true });

/** How many command ids an agent remembers having taken (a redelivery comes from its oldest pending command). */
const TAKEN_KEPT = 10_000;

/** How often an agent given several servers checks that the one it follows still answers. */
const FAILOVER_CHECK_MS = 2_000;

/** How long an agent waits before it sends again a report the server did not answer. */
const REPORT_RETRY_MS = 1_000;

/** A report unanswered (lost, or the server died after taking it) goes again: a report is taken once, so it is safe. */
const unanswered = (error: unknown) => error instanceof RequestError && (error.retryable || error.code === 'UNREACHABLE');

/** One server as the agent talks to it. */
type Link = { url: string; client: SavepointClient; transport: ObjectTransport; feed: Feed | null };

/**
 * Attaches the folder (refused with the server's error: another agent serves it, say) and starts following. Given
 * several servers (of one database), it follows one and moves to the next when that one stops answering: its
 * commands still pending are delivered again there (each carried out once), and a report that could not reach one
 * server goes to the next.
 */
export async function startAgent(options: AgentOptions): Promise<RunningAgent> {
  const urls = typeof options.url === 'string' ? [options.url] : [...options.url];
  if (urls.length === 0) throw new AgentError('NO_SERVER', 'give the agent the URL of a server');
  const connect = (url: string): Link => ({
    url,
    client: createClient({ url, token: options.token, webSocketImpl: options.webSocketImpl }),
    transport: createObjectTransport({ url, token: options.token }),
    feed: null,
  });
  let at = 0;
  let link = connect(urls[0]!);
  const { attachWorkspace } = await link.client.request(AttachWorkspaceDocument, {
    input: { agentKey: options.key, host: options.host ?? hostname(), path: options.folder, name: options.name, workspaceId: options.workspaceId },
  });
  const attached = narrow(attachWorkspace, 'AttachWorkspacePayload');
  const workspaceId = attached.workspace.id;
  const store = createAgentStore({ agentDir: options.agentDir, maxFileBytes: options.maxFileBytes ?? 10 * 1_048_576 });
  // This process's alone while it serves the folder: what a killed agent left there is cleared.
  const storeDir = storeDirOf(store, storeWorkspace(workspaceId, options.folder));
  const releaseStore = await claimStore(storeDir);
  const { journal, recovered } = await openJournal(`${storeDir}.journal`);
  const release = async () => {
    await journal.close();
    await releaseStore();
  };
  const onError = options.onError ?? (() => {});
  const objects: ObjectTransport = {
    missing: (oids) => link.transport.missing(oids),
    upload: (body) => link.transport.upload(body),
    read: (oids) => link.transport.read(oids),
  };
  // File work a crash left half-done is settled before any command is taken.
  const settled = (commandId: string) => settledWork(link.client, options.key, commandId) as Promise<Settled>;
  await recoverIntents(store, journal, settled, recovered.unfinished, options.folder).catch(async (error: unknown) => {
    await release();
    throw new AgentError(
      'RECOVERY_FAILED',
      `file work a crash left half-done could not be settled (${error instanceof Error ? error.message : String(error)}); it is in ${storeDir}.journal, and this agent takes no command until it is: fix what the message names, then start it again`,
    );
  });
  const handlers: Record<string, Handler> = {
    PING,
    SNAPSHOT: snapshotHandler(store, objects, onError),
    RESTORE: restoreHandler(store, objects, journal),
    BRANCH: branchHandler(store, objects, journal),
    FORK: forkHandler(store, objects, journal, options.forkRoots ?? [path.dirname(options.folder)]),
    ...options.handlers,
  };
  /** Commands taken (carried out or in the queue): one delivered again by another server is not done twice. */
  const taken = new Set<string>();
  let queue = Promise.resolve();
  let stopped = false;
  let switching: Promise<void> | null = null;

  const follow = () => {
    link.feed = link.client.follow(
      AgentCommandsDocument,
      { agentKey: options.key },
      {
        after: null,
        onItem: ({ node }) => {
          if (taken.has(node.id)) return;
          taken.add(node.id);
          if (taken.size > TAKEN_KEPT) taken.delete(taken.values().next().value!); // the oldest: long done, never sent again
          queue = queue.then(() => carryOut(node)).catch(onError);
        },
      },
    );
  };

  /** To the next server: this one's feed and sockets closed, the next one followed from the oldest pending command. */
  const failOver = () =>
    (switching ??= (async () => {
      const old = link;
      old.feed?.stop();
      // Not waited for: closing a socket to a server that died may take its time, and the move must not wait on it.
      void old.client.close().catch(() => {});
      at = (at + 1) % urls.length;
      link = connect(urls[at]!);
      if (!stopped) follow();
    })().finally(() => {
      switching = null;
    }));

  /** Reports how a command ended; answers how the server counts it now (a report it had taken already included). */
  const report = async (input: ReportAgentCommandInput): Promise<string> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const { reportAgentCommand } = await link.client.request(ReportAgentCommandDocument, { input });
        return narrow(reportAgentCommand, 'ReportAgentCommandPayload').command.state;
      } catch (error) {
        if (!unanswered(error) || attempt >= urls.length * 2 || urls.length === 1) throw error;
        await failOver();
      }
    }
  };

  const carryOut = async (command: Command) => {
    if (command.workspace.id !== workspaceId) return; // another workspace's (an agent key shared by two processes): theirs
    if (command.state !== 'PENDING') return; // ended, or nobody waits any more (EXPIRED, by the server's clock)
    const handler = handlers[command.kind];
    const reported: Array<(keep: boolean) => Promise<void>> = [];
    let outcome: { result: Record<string, unknown> } | { error: { code: string; message: string } };
    try {
      if (!handler) throw new AgentError('UNKNOWN_COMMAND', `this agent does not know ${command.kind} commands; update it`);
      await options.admit?.(command);
      const context = { folder: options.folder, workspaceId, client: link.client, whenReported: (then: (typeof reported)[number]) => void reported.push(then) };
      outcome = { result: await handler(command, context) };
    } catch (error) {
      const paths = error instanceof AgentError && error.paths.length ? { paths: [...error.paths] } : {};
      outcome = { error: { code: codeOf(error), message: reportableMessage(error instanceof Error ? error.message : String(error)), ...paths } };
    }
    // Until the server answers (or the agent stops): no other command's file work may begin before this one is settled.
    for (;;) {
      try {
        const state = await report({ commandId: command.id, agentKey: options.key, ...outcome });
        // File work stands only once its verb recorded it (DONE); until then nothing else begins. (A failure: the
        // handler took back what it did; a result the server refused to take is taken back here.)
        const fate = !('result' in outcome) ? 'TAKE_BACK' : state === 'REPORTED' ? await fateOf(command.id) : state === 'DONE' ? 'KEEP' : 'TAKE_BACK';
        if (fate === null) return; // stopping: the journal keeps the intent, settled at the next start
        for (const then of reported) await then(fate === 'KEEP');
        return;
      } catch (error) {
        // Stopping: whatever the command left open is settled at the next start (restore-command.ts recoverIntents).
        if (stopped) throw error;
        onError(error);
        if (unanswered(error)) await new Promise((resolve) => setTimeout(resolve, REPORT_RETRY_MS));
        else if ('result' in outcome) {
          // A result the server refuses (too large, say) is reported as the failure, so the asker hears why at once
          // instead of waiting for the agent to be taken for gone.
          const why = reportableMessage(
            `the server refused the agent's report of its result (${error instanceof Error ? error.message : String(error)}); update the agent`,
          );
          outcome = { error: { code: 'REPORT_REFUSED', message: why } };
        } else throw error;
      }
    }
  };

  /** Whether to keep reported file work, asked until the server answers (null: the agent is stopping). */
  const fateOf = async (commandId: string): Promise<Settled | null> => {
    for (;;) {
      const asked = link;
      try {
        return await settledWork(asked.client, options.key, commandId, () => stopped);
      } catch (error) {
        if (stopped) return null;
        onError(error);
        // Moved on only from the server that failed: the watch may have moved already, and back is a dead end.
        if (urls.length > 1 && link === asked && error instanceof RequestError && error.code === 'UNREACHABLE') await failOver();
        else await new Promise((resolve) => setTimeout(resolve, REPORT_RETRY_MS));
      }
    }
  };

  follow();
  await untilOnline(link.client, workspaceId, options.key);
  // Several servers: check now and then that the one followed answers; move on when it does not.
  const watch =
    urls.length > 1
      ? setInterval(() => {
          if (switching || stopped) return;
          const checked = link;
          void checked.client.request(WorkspaceAgentOnlineDocument, { workspaceId }).then(
            () => {},
            (error: unknown) => {
              if (link === checked && error instanceof RequestError && error.code === 'UNREACHABLE') void failOver();
            },
          );
        }, FAILOVER_CHECK_MS)
      : null;
  return {
    workspaceId,
    agentId: attached.agent.id,
    server: () => link.url,
    idle: () => queue,
    stop: async () => {
      stopped = true;
      if (watch) clearInterval(watch);
      await switching;
      link.feed?.stop();
      await queue;
      await link.client.close();
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
