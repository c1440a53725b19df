// Asking a workspace's agent to do something, and hearing back. The command is recorded (and its agent's feed rung)
// in one transaction; the agent receives it on its feed, carries it out beside the files and reports; the report
// ends the command. The asking side waits for the end, woken by the doorbell of the ending transaction and reading
// the row again every COMMAND_RENEW_MS (a lost notice costs latency, never the answer), each time renewing the
// command's short life: a command whose asker died expires within COMMAND_LIVE_MS, and is then neither carried out
// nor taken as done (agent.model.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { Agent, AgentCommand, AgentCommandError } from '../db/tables/agents.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../errors/agent.ts';
import { NotFoundError, throws, ValidationError } from '../errors/domain.ts';
import { WorkspaceUnavailableError, WorkspaceUnavailableReason } from '../errors/workspace.ts';
import { inTransaction, type WorkOwner } from '../events/unit-of-work.ts';
import { COMMAND_LIVE_MS, COMMAND_RENEW_MS, type CommandKind, MAX_REPORT_BYTES, ONLINE_WINDOW_MS, RECORDED_KINDS, REPORTED_LIVE_MS } from './agent.model.ts';
import { findAgentsByIds, findOnlineAgentIds, findWorkspaceAgentId } from './agent.queries.ts';
import {
  abandonCommand,
  endCommand,
  endReportedCommand,
  findCommand,
  findCommandWithAgentKey,
  insertCommand,
  renewCommand,
  settleCommand,
} from './agent-command.queries.ts';

/** What the asking side needs of the realtime hub: to be woken when a command ends (realtime/hub.ts commandEnded). */
export type CommandBell = { commandEnded: (commandId: string, ms: number) => Promise<void> };

/** What the verbs and the agents' feeds share in a process (app.ts makes it). */
export type AgentDesk = {
  bell: CommandBell;
  /** Says now which agents' feeds this process holds open (also done every LINK_REFRESH_MS). */
  refreshLinks: () => Promise<void>;
  /**
   * Serves the workspace with the agent this server embeds, when it may (a local owner's folder on this host) and no
   * other agent is online for it: the id of the agent serving it, answered once a server counts it online (or the
   * start gave up waiting), or null (app.ts: embedded-agent/local-agents.ts).
   */
  serveHere: (workspace: CommandWorkspace) => Promise<string | null>;
  /**
   * How long a waiting verb gives an agent that went offline (killed, restarting) to come back before it gives up
   * (config.ts agentReturnMs): a restarted agent gets the command again and finishes it.
   */
  returnGraceMs: number;
};

/** A workspace as a command is sent to it. */
export type CommandWorkspace = Pick<Workspace, 'id' | 'owner_id' | 'agent_id' | 'path' | 'host'>;

/** How many files a failure reported may name. */
const MAX_ERROR_PATHS = 100;

export type CommandRequest = {
  workspace: CommandWorkspace;
  sessionId?: string | null;
  kind: CommandKind;
  input: Record<string, unknown>;
  timeoutMs: number;
};

/**
 * Records a command for the workspace's agent and waits for its report: the agent's result (and which agent carried it
 * out: the embedded one may have taken over the workspace just now; file work, RECORDED_KINDS, stands only once the
 * verb confirms it in its record: agent-command.queries.ts confirmCommand, else abandonWork), or its failure as an
 * AgentCommandFailedError. Refused with AgentOfflineError, changing nothing, when no agent serves the workspace or
 * it is not connected; when it does not answer in time the command expires (a late report is refused) and the same
 * error says it timed out.
 */
export async function runCommand(
  owner: WorkOwner,
  desk: AgentDesk,
  request: CommandRequest,
): Promise<{ commandId: string; agentId: string; result: Record<string, unknown> }> {
  const { agent, workspace } = await servingAgent(owner, desk, request.workspace);
  const agentId = agent.id;
  const id = newId();
  // Listening before the command exists: an end reported at once rings this, and nothing need be read to catch it.
  const firstRing = desk.bell.commandEnded(id, Math.min(request.timeoutMs, COMMAND_RENEW_MS));
  const command = await inTransaction(owner, ({ trx }) =>
    insertCommand(trx, {
      id,
      owner_id: workspace.owner_id,
      agent_id: agentId,
      workspace_id: workspace.id,
      session_id: request.sessionId ?? null,
      kind: request.kind,
      input: request.input,
      expiresInMs: Math.min(request.timeoutMs, COMMAND_LIVE_MS), // renewed while this waits (awaitEnd)
    }),
  );
  const { ended, gone } = await awaitEnd(owner, desk, command, Date.now() + request.timeoutMs, firstRing);
  if (ended.state === 'DONE' || ended.state === 'REPORTED') return { commandId: ended.id, agentId, result: ended.result ?? {} };
  if (ended.state === 'FAILED') throw failureOf(ended, workspace);
  throw new AgentOfflineError(workspace.id, agent, !gone);
}
export const runCommandThrows = throws(AgentCommandFailedError, AgentOfflineError, ValidationError, WorkspaceUnavailableError);

/**
 * A failed command as the verb reports it: a folder its agent found unusable (missing, not a directory, unreadable,
 * replaced by a link, its repository leading outside it...) is the WorkspaceUnavailableError a client knows, with the
 * agent's words; anything else the agent's own failure.
 */
function failureOf(ended: AgentCommand, workspace: CommandWorkspace): Error {
  const code = ended.error?.code ?? 'UNKNOWN';
  const message = ended.error?.message ?? 'no reason given';
  const reasons: readonly string[] = Object.values(WorkspaceUnavailableReason);
  if (reasons.includes(code)) return new WorkspaceUnavailableError(code as WorkspaceUnavailableReason, workspace.path ?? '', message);
  return new AgentCommandFailedError(ended.id, code, message, ended.error?.paths ?? []);
}

/**
 * The agent online for the workspace now: its own, else the one this server embeds when it may serve it (a local
 * owner's folder on this host: started now, attaching the workspace). Else AgentOfflineError, nothing recorded.
 */
async function servingAgent(owner: WorkOwner, desk: AgentDesk, given: CommandWorkspace): Promise<{ agent: Agent; workspace: CommandWorkspace }> {
  const { db } = owner;
  // The agent and whether it is online, read at once (on two of the pool's connections): one round trip per verb.
  const online = async ({ owner_id, agent_id }: CommandWorkspace) => {
    if (!agent_id) return { agent: undefined, online: false };
    const [[agent], live] = await Promise.all([findAgentsByIds(db, owner_id, [agent_id]), findOnlineAgentIds(db, [agent_id], ONLINE_WINDOW_MS)]);
    return { agent, online: !!agent && live.has(agent.id) };
  };
  const found = await online(given);
  if (found.agent && found.online) return { agent: found.agent, workspace: given };
  const here = await desk.serveHere(given);
  if (here) {
    // Started here: serveHere answers once the agent is counted online, or gave up waiting for it.
    const served = await online({ ...given, agent_id: here });
    if (served.agent && served.online) return { agent: served.agent, workspace: { ...given, agent_id: here } };
  }
  // Not served here: refused because another agent attached the workspace since it was read (another server's
  // embedded agent, started by a verb there at the same moment, say). That one, once a server counts it online; an
  // agent that was already the workspace's and is offline is refused at once.
  const now = await findWorkspaceAgentId(db, given.owner_id, given.id);
  if (now && now !== given.agent_id && now !== here && (await untilOnline(db, now, TAKEN_OVER_WAIT_MS))) {
    const [agent] = await findAgentsByIds(db, given.owner_id, [now]);
    if (agent) return { agent, workspace: { ...given, agent_id: now } };
  }
  throw new AgentOfflineError(given.id, found.agent ?? null);
}

/** How long a verb waits for an agent that attached its workspace meanwhile to come online (as a start waits). */
const TAKEN_OVER_WAIT_MS = 5_000;

/** Whether a server counts the agent online within `ms` (asked every 50 ms; `stop` ends the wait early, answering false). */
export async function untilOnline(db: Db, agentId: string, ms: number, stop: () => boolean = () => false): Promise<boolean> {
  for (const deadline = Date.now() + ms; !stop(); await sleep(50)) {
    if ((await findOnlineAgentIds(db, [agentId], ONLINE_WINDOW_MS)).has(agentId)) return true;
    if (Date.now() >= deadline) return false;
  }
  return false;
}

/**
 * The command once ended. Past the deadline, or once its agent has been offline for the desk's returnGraceMs (killed,
 * and not back: a restarted agent gets the command again and finishes it), it is expired here (unless its report won
 * the race); `gone` says which.
 */
async function awaitEnd(
  owner: WorkOwner,
  { bell, returnGraceMs }: AgentDesk,
  command: AgentCommand,
  deadline: number,
  /** Listening since before the command was recorded (its agent online then): nothing to read until it rings. */
  firstRing: Promise<void>,
): Promise<{ ended: AgentCommand; gone: boolean }> {
  const { db } = owner;
  let offlineSince: number | null = null;
  let renewedAt = Date.now(); // recorded with COMMAND_LIVE_MS to live
  await firstRing;
  for (;;) {
    const left = deadline - Date.now();
    const rung = bell.commandEnded(command.id, Math.max(0, Math.min(left, COMMAND_RENEW_MS))); // listening before reading: no notice slips between
    const now = await findCommand(db, command.owner_id, command.id);
    if (!now) throw new Error(`command ${command.id} vanished`);
    if (now.state !== 'PENDING') return { ended: now, gone: false };
    const online = (await findOnlineAgentIds(db, [command.agent_id], ONLINE_WINDOW_MS)).has(command.agent_id);
    offlineSince = online ? null : (offlineSince ?? Date.now());
    const gone = offlineSince !== null && Date.now() - offlineSince >= returnGraceMs;
    if (left <= 0 || gone) {
      const expired = await inTransaction(owner, ({ trx }) => endCommand(trx, command.owner_id, command.id, { state: 'EXPIRED' }));
      return { ended: expired ?? (await findCommand(db, command.owner_id, command.id)) ?? now, gone };
    }
    if (Date.now() - renewedAt >= COMMAND_RENEW_MS) {
      renewedAt = Date.now();
      // Still waiting: it lives on. Not renewed: it ended meanwhile (read again), or it lapsed while this process
      // stalled and its agent may have passed it by: expired, so the verb gives up now rather than at its deadline.
      if (!(await renewCommand(db, command.owner_id, command.id, COMMAND_LIVE_MS, new Date(deadline)))) {
        const expired = await inTransaction(owner, ({ trx }) => endCommand(trx, command.owner_id, command.id, { state: 'EXPIRED' }));
        if (expired) return { ended: expired, gone: false };
        continue;
      }
    }
    await rung;
  }
}

export type Report = { commandId: string; agentKey: string; result?: Record<string, unknown> | null; error?: AgentCommandError | null };

/** How long a verb waits, after giving up an agent's file work, for the agent to have taken it back. */
const TAKE_BACK_TIMEOUT_MS = 2 * 60_000;

/**
 * Gives up the file work an agent reported for a verb that then failed before its record: the command is EXPIRED, and
 * the agent, which takes no other command before it knows the fate of this one, takes the work back; a PING sent
 * after it is answered only once it has. Throws, saying so, when the agent does not answer in time (it takes the work
 * back all the same, when it next runs). Nothing to do when the record committed after all (DONE).
 */
export async function abandonWork(owner: WorkOwner, desk: AgentDesk, workspace: CommandWorkspace, commandId: string): Promise<void> {
  const state = await abandonCommand(owner.db, workspace.owner_id, commandId);
  if (state === 'DONE') return;
  await runCommand(owner, desk, { workspace, kind: 'PING', input: {}, timeoutMs: TAKE_BACK_TIMEOUT_MS });
}

/**
 * For the agent that reported file work: whether to keep it. The command as it stands once settled
 * (agent-command.queries.ts settleCommand): DONE, keep; REPORTED, ask again shortly; anything else, take it back.
 */
export async function settleReported(db: WorkOwner['db'], ownerId: string, commandId: string, agentKey: string): Promise<AgentCommand> {
  const command = await findCommand(db, ownerId, commandId);
  if (!command) throw new NotFoundError('AgentCommand', commandId);
  const [agent] = await findAgentsByIds(db, ownerId, [command.agent_id]);
  if (agent?.key !== agentKey) throw new NotFoundError('AgentCommand', commandId); // another agent's command: as if it did not exist
  return (await settleCommand(db, ownerId, commandId)) ?? command;
}

/**
 * An agent reports how a command of its own ended: DONE with a result, or FAILED with an error. Returns the command
 * as it now stands; a report of a command that had ended already (expired, or reported before) changes nothing and
 * says so by the state it returns.
 */
export async function reportCommand(owner: WorkOwner, ownerId: string, report: Report): Promise<{ command: AgentCommand; accepted: boolean }> {
  const { db } = owner;
  if ((report.result == null) === (report.error == null)) throw new ValidationError('result', 'give either a result or an error, not both and not neither.');
  if ((report.error?.paths?.length ?? 0) > MAX_ERROR_PATHS)
    throw new ValidationError('error.paths', `names ${report.error!.paths!.length} files; at most ${MAX_ERROR_PATHS}.`);
  const size = JSON.stringify(report.result ?? report.error).length;
  if (size > MAX_REPORT_BYTES) throw new ValidationError(report.result ? 'result' : 'error', `is ${size} bytes of JSON; at most ${MAX_REPORT_BYTES}.`);
  // File work is REPORTED until its verb records it (DONE) or gives it up (EXPIRED): the agent keeps it only once DONE.
  const ended = await endReportedCommand(
    db,
    ownerId,
    { commandId: report.commandId, agentKey: report.agentKey, result: report.result ?? null, error: report.error ?? null },
    { kinds: [...RECORDED_KINDS], liveMs: REPORTED_LIVE_MS },
  );
  if (ended) return { command: ended, accepted: true };
  // Nothing ended: another agent's command (as if it did not exist), or one that had ended before.
  const found = await findCommandWithAgentKey(db, ownerId, report.commandId);
  if (found?.agent_key !== report.agentKey) throw new NotFoundError('AgentCommand', report.commandId);
  const { agent_key: _, ...command } = found;
  return { command, accepted: false };
}
