// The GraphQL types of the workspace agents' errors (src/errors/agent.ts).
import { AgentCommandFailedError, AgentOfflineError, WorkspaceClaimedError } from '../../../errors/agent.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(AgentOfflineError, {
  name: 'AgentOfflineError',
  description:
    "The workspace's files are touched only by its agent, and no agent answered: none is attached, it is not connected, or it did not answer in time. Nothing was changed; start the agent and retry.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    workspaceId: t.id({ description: 'The workspace.', resolve: (error) => globalIdOf(error.workspace) }),
    agentId: t.id({
      nullable: true,
      description: 'The agent last attached to it; null when none ever was.',
      resolve: (error) => error.agent && globalIdOf(error.agent),
    }),
    host: t.exposeString('host', { nullable: true, description: 'Where that agent runs, as it said when it attached.' }),
    timedOut: t.exposeBoolean('timedOut', { description: 'True when the agent was connected but did not answer within the time allowed.' }),
  }),
});

builder.objectType(WorkspaceClaimedError, {
  name: 'WorkspaceClaimedError',
  description: 'Another connected agent serves the workspace (one agent per workspace); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    workspaceId: t.id({ description: 'The workspace.', resolve: (error) => globalIdOf(error.workspace) }),
    host: t.exposeString('host', { description: 'Where the agent serving it runs.' }),
  }),
});

builder.objectType(AgentCommandFailedError, {
  name: 'AgentCommandFailedError',
  description: "The workspace's agent tried and could not carry out what was asked; `agentCode` and the message say why. Nothing was changed.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    commandId: t.id({ description: 'The command the agent was given.', resolve: (error) => globalIdOf(error.command) }),
    agentCode: t.exposeString('agentCode', { description: "The agent's own code for the failure (e.g. WORKSPACE_MISSING)." }),
  }),
});
