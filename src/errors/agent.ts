// The expected failures of workspace agents: a verb whose files only an agent may touch, when no agent answers; a
// workspace another agent serves; a command its agent could not carry out.
import { DomainError, ErrorCode, type IdRef, idRef, text } from './domain.ts';

/**
 * The workspace's agent is not connected (or none was ever attached), or it did not answer in time: nothing was
 * changed. `agent`: the agent last attached (null: none).
 */
export class AgentOfflineError extends DomainError {
  readonly code = ErrorCode.AGENT_OFFLINE;
  readonly workspace: IdRef;
  readonly agent: IdRef | null;
  readonly host: string | null;
  /** True when the agent was connected but did not answer within the time the verb waits. */
  readonly timedOut: boolean;
  constructor(workspaceId: string, agent: { id: string; host: string } | null, timedOut = false) {
    const workspace = idRef('Workspace', workspaceId);
    const why = !agent
      ? text`No agent serves workspace ${workspace}; attach one (run \`savepoint agent --workspace <folder>\` beside its files)`
      : timedOut
        ? text`The agent of workspace ${workspace} on ${agent.host} did not answer in time`
        : text`The agent of workspace ${workspace} on ${agent.host} is not connected`;
    const next = agent
      ? '; start it again (`savepoint agent`) or wait until it reconnects, then retry: nothing was changed.'
      : ', then retry: nothing was changed.';
    super([...why, next]);
    this.workspace = workspace;
    this.agent = agent ? idRef('Agent', agent.id) : null;
    this.host = agent?.host ?? null;
    this.timedOut = timedOut;
  }
}

/** Another connected agent serves the workspace: one agent per workspace. */
export class WorkspaceClaimedError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_CLAIMED;
  readonly workspace: IdRef;
  readonly host: string;
  constructor(workspaceId: string, host: string) {
    const workspace = idRef('Workspace', workspaceId);
    super(
      text`Workspace ${workspace} is served by another agent, connected from ${host}; stop that agent first (or wait until it has been offline a while), then attach again.`,
    );
    this.workspace = workspace;
    this.host = host;
  }
}

/** The agent tried and could not carry out what was asked; it says why. Nothing was changed by the verb. */
export class AgentCommandFailedError extends DomainError {
  readonly code = ErrorCode.AGENT_COMMAND_FAILED;
  readonly command: IdRef;
  readonly agentCode: string;
  /** The files the agent said it is about (not exposed: the verb's own error carries them, as WorkingTreeDirtyError's). */
  readonly agentPaths: readonly string[];
  constructor(commandId: string, agentCode: string, message: string, agentPaths: readonly string[] = []) {
    super(text`The workspace agent could not do it (${agentCode}): ${message}`);
    this.command = idRef('AgentCommand', commandId);
    this.agentCode = agentCode;
    this.agentPaths = agentPaths;
  }
}
