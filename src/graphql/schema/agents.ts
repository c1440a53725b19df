// Workspace agents: attaching a folder, the feed of commands an agent carries out, its reports, and a ping.

import { badAgentName, DEFAULT_COMMAND_TIMEOUT_MS, MAX_COMMAND_TIMEOUT_MS, ONLINE_WINDOW_MS } from '../../agents/agent.model.ts';
import { findAgentByKey, findAgentsByIds, findOnlineAgentIds } from '../../agents/agent.queries.ts';
import { findCommandsByIds, findFeedStart, listCommandsAfter } from '../../agents/agent-command.queries.ts';
import { runCommand, runCommandThrows } from '../../agents/agent-command.service.ts';
import type { Agent, AgentCommand } from '../../db/tables/agents.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import type { AgentFeedItem } from '../../realtime/hub.ts';
import { attachAgentWorkspace, attachAgentWorkspaceThrows } from '../../workflows/agents/attach-workspace.ts';
import { reportAgentCommand, reportAgentCommandThrows, settleAgentCommand, settleAgentCommandThrows } from '../../workflows/agents/report-command.ts';
import { builder } from '../builder.ts';
import { callerOf, ownerOf, viewerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { valueLoader } from '../loaders.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { WorkspaceRef } from './workspaces.ts';

/** Whether each agent is online: one query for all the agents of a response (a list of workspaces, say). */
const onlineOf = valueLoader(async (ctx, ids) => {
  const online = await findOnlineAgentIds(ctx.db, ids, ONLINE_WINDOW_MS);
  return new Map(ids.map((id) => [id, online.has(id)]));
}, false);

export const AgentRef = builder.loadableNodeRef<Agent, string, string>('Agent', {
  id: { resolve: (agent) => agent.id },
  load: (ids, ctx) => findAgentsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (agent) => agent.id,
});

AgentRef.implement({
  description:
    'A workspace agent: the process beside a folder that does all file and git work for it (snapshots, restores, branches, worktrees), with the privileges of whoever runs it.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key the agent keeps on its own disk: the same agent across restarts.' }),
    host: t.exposeString('host', { description: 'The machine it runs on, as it said when it last attached.' }),
    embedded: t.exposeBoolean('embedded', { description: "True for the agent a server runs in its own process for the operator's local owners." }),
    online: t.boolean({
      description: 'True while a server process holds its command feed open (refreshed every few seconds).',
      resolve: (agent, _, ctx) => onlineOf(ctx).load(agent.id),
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it first attached.' }),
  }),
});

builder.objectFields(WorkspaceRef, (t) => ({
  host: t.exposeString('host', { nullable: true, description: "The machine the folder is on, as its agent said; null: this server's own." }),
  agent: t.field({
    type: AgentRef,
    nullable: true,
    description: 'The agent serving it; null when none has attached yet.',
    resolve: (workspace: Workspace) => workspace.agent_id,
  }),
}));

const AgentCommandStateEnum = describedEnum('AgentCommandState', 'Where a command stands.', ['PENDING', 'REPORTED', 'DONE', 'FAILED', 'EXPIRED'], {
  PENDING: 'Waiting for its agent to carry it out and report.',
  REPORTED:
    'File work (RESTORE, BRANCH, FORK) the agent carried out and reported, not yet recorded by the verb that asked: the agent holds on to it until it is DONE (keep) or EXPIRED (take it back); settleAgentCommand says which.',
  DONE: 'The agent carried it out (and, for file work, the verb that asked recorded it); `result` says what came of it.',
  FAILED: 'The agent could not carry it out; `error` says why. The verb that asked changed nothing.',
  EXPIRED:
    'Nobody reported in time, or the verb that asked gave the reported file work up (its record failed, or its server stopped before it); the verb changed nothing, a late report is refused, and the agent takes back any work it did.',
});

export const AgentCommandRef = builder.loadableNodeRef<AgentCommand, string, string>('AgentCommand', {
  id: { resolve: (command) => command.id },
  load: (ids, ctx) => findCommandsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (command) => command.id,
});

AgentCommandRef.implement({
  description: "Something the server asked a workspace's agent to do beside the files; its report ends it.",
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        "What to do: PING (answer), SNAPSHOT (hash the folder and upload what the server lacks), RESTORE (upload the folder as it is, the undo point, then write a stored tree into it), BRANCH (a stored tree as a new branch of the folder's repository), FORK (a stored tree written into a new folder or worktree).",
    }),
    input: t.field({ type: 'JSON', description: "The command's arguments, by kind.", resolve: (command) => command.input }),
    state: t.field({ type: AgentCommandStateEnum, description: 'Where it stands.', resolve: (command) => command.state }),
    result: t.field({ type: 'JSON', nullable: true, description: 'What the agent reported, once REPORTED or DONE.', resolve: (command) => command.result }),
    error: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The `{ code, message }` the agent reported, once FAILED.',
      resolve: (command) => command.error,
    }),
    workspace: t.field({ type: WorkspaceRef, description: 'The workspace it concerns.', resolve: (command) => command.workspace_id }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was asked.' }),
    expiresAt: t.expose('expires_at', {
      type: 'DateTime',
      description: 'When it expires unless reported (PENDING), or unless the verb that asked records it (REPORTED).',
    }),
  }),
});

const AttachWorkspaceInput = builder.inputType('AttachWorkspaceInput', {
  description: "An agent attaching a folder it holds: from then on the workspace's file work is the agent's.",
  fields: (t) => ({
    agentKey: t.string({ required: true, description: 'The key the agent keeps on its disk (1 to 200 printable characters): the same agent across restarts.' }),
    host: t.string({ required: true, description: 'The machine the agent runs on (its host name).' }),
    path: t.string({ required: true, description: "The folder's absolute path on that machine, for people: the server never opens it." }),
    name: t.string({ description: 'A name for people; defaults to the folder name.' }),
    workspaceId: t.id({
      description: 'An existing workspace to serve (made by a fork, or served by an agent that is gone); otherwise the workspace at that folder, made if new.',
    }),
  }),
});

const AttachWorkspacePayload = builder.objectRef<{ workspaceId: string; agentId: string }>('AttachWorkspacePayload').implement({
  description: 'The workspace, now served by the agent.',
  fields: (t) => ({
    workspace: t.field({ type: WorkspaceRef, description: 'The workspace.', resolve: (payload) => payload.workspaceId }),
    agent: t.field({ type: AgentRef, description: 'The agent.', resolve: (payload) => payload.agentId }),
  }),
});

builder.mutationField('attachWorkspace', (t) =>
  t.field({
    type: AttachWorkspacePayload,
    description:
      'An agent attaches a folder it holds (or a workspace by id). Refused with WORKSPACE_CLAIMED while another connected agent serves it. The agent then follows `agentCommands`.',
    args: { input: t.arg({ type: AttachWorkspaceInput, required: true, description: 'The agent and the folder.' }) },
    errors: resultOf('AttachWorkspaceResult', attachAgentWorkspaceThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      attachAgentWorkspace(callerOf(ctx), { ...input, workspaceId: input.workspaceId == null ? null : localId('Workspace', input.workspaceId, 'workspaceId') }),
  }),
);

const ReportErrorInput = builder.inputType('AgentCommandErrorInput', {
  description: 'Why the agent could not carry out a command.',
  fields: (t) => ({
    code: t.string({ required: true, description: 'A stable code of the agent (e.g. WORKSPACE_MISSING).' }),
    message: t.string({ required: true, description: 'What went wrong and what to do, for a person.' }),
    paths: t.stringList({
      description: 'The files it is about, relative to the folder, when it names some (WORKING_TREE_DIRTY: the changed ones; at most 100).',
    }),
  }),
});

const ReportAgentCommandInput = builder.inputType('ReportAgentCommandInput', {
  description: 'How a command ended, reported by the agent that was given it: a result or an error.',
  fields: (t) => ({
    commandId: t.id({ required: true, description: 'The command, as delivered by agentCommands.' }),
    agentKey: t.string({ required: true, description: "The reporting agent's key: only the agent given the command may report it." }),
    result: t.field({ type: 'JSON', description: 'What came of it (an object), when it was carried out.' }),
    error: t.field({ type: ReportErrorInput, description: 'Why not, when it could not be.' }),
  }),
});

const ReportAgentCommandPayload = builder.objectRef<{ commandId: string; accepted: boolean }>('ReportAgentCommandPayload').implement({
  description: 'The command as it now stands.',
  fields: (t) => ({
    command: t.field({ type: AgentCommandRef, description: 'The command.', resolve: (payload) => payload.commandId }),
    accepted: t.exposeBoolean('accepted', {
      description:
        'False when the command had ended before (expired, or reported already): the report changed nothing. Whether to keep the work is what `command.state` says: DONE keep it, REPORTED ask settleAgentCommand until it is settled, anything else take it back.',
    }),
  }),
});

builder.mutationField('reportAgentCommand', (t) =>
  t.field({
    type: ReportAgentCommandPayload,
    description: 'An agent reports how a command it was given ended; the report ends the command (and completes the verb that asked for it).',
    args: { input: t.arg({ type: ReportAgentCommandInput, required: true, description: 'The command and its outcome.' }) },
    errors: resultOf('ReportAgentCommandResult', reportAgentCommandThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      reportAgentCommand(callerOf(ctx), {
        commandId: localId('AgentCommand', input.commandId, 'commandId'),
        agentKey: input.agentKey,
        result: input.result as Record<string, unknown> | null | undefined,
        error: input.error && { code: input.error.code, message: input.error.message, ...(input.error.paths ? { paths: input.error.paths } : {}) },
      }),
  }),
);

const SettleAgentCommandInput = builder.inputType('SettleAgentCommandInput', {
  description: 'A command whose file work the agent reported, and the agent asking.',
  fields: (t) => ({
    commandId: t.id({ required: true, description: 'The command, as delivered by agentCommands.' }),
    agentKey: t.string({ required: true, description: "The asking agent's key: only the agent given the command may ask." }),
  }),
});

const SettleAgentCommandPayload = builder.objectRef<{ commandId: string }>('SettleAgentCommandPayload').implement({
  description: 'The command as it now stands.',
  fields: (t) => ({
    command: t.field({ type: AgentCommandRef, description: 'The command.', resolve: (payload) => payload.commandId }),
  }),
});

builder.mutationField('settleAgentCommand', (t) =>
  t.field({
    type: SettleAgentCommandPayload,
    description:
      'The agent that reported file work (a REPORTED command) asks what became of it: DONE, keep it (the verb recorded it); REPORTED, ask again shortly; any other state, take it back. A command still REPORTED when its time to be recorded ran out is ended EXPIRED here, so the answer never changes once given.',
    args: { input: t.arg({ type: SettleAgentCommandInput, required: true, description: 'The command and the agent.' }) },
    errors: resultOf('SettleAgentCommandResult', settleAgentCommandThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      settleAgentCommand(callerOf(ctx), { commandId: localId('AgentCommand', input.commandId, 'commandId'), agentKey: input.agentKey }),
  }),
);

const PingAgentInput = builder.inputType('PingAgentInput', {
  description: 'A workspace whose agent should answer, and how long to wait.',
  fields: (t) => ({
    workspaceId: t.id({ required: true, description: 'The workspace.' }),
    timeoutMs: t.int({
      description: `How long to wait for the answer, in milliseconds (default ${DEFAULT_COMMAND_TIMEOUT_MS}, at most ${MAX_COMMAND_TIMEOUT_MS}).`,
    }),
  }),
});

const PingAgentPayload = builder.objectRef<{ agentId: string; roundTripMs: number }>('PingAgentPayload').implement({
  description: "The workspace's agent answered.",
  fields: (t) => ({
    agent: t.field({ type: AgentRef, description: 'The agent that answered.', resolve: (payload) => payload.agentId }),
    roundTripMs: t.exposeFloat('roundTripMs', { description: 'From the command recorded to its report read back, in milliseconds.' }),
  }),
});

/** A timeout in range, or VALIDATION_FAILED. */
export function commandTimeout(given: number | null | undefined): number {
  if (given == null) return DEFAULT_COMMAND_TIMEOUT_MS;
  if (given < 1 || given > MAX_COMMAND_TIMEOUT_MS) throw new ValidationError('timeoutMs', `must be between 1 and ${MAX_COMMAND_TIMEOUT_MS} milliseconds.`);
  return given;
}
export const commandTimeoutThrows = throws(ValidationError);

builder.mutationField('pingAgent', (t) =>
  t.field({
    type: PingAgentPayload,
    description: "Asks the workspace's agent to answer: whether file work on the workspace would reach it now. Changes nothing.",
    args: { input: t.arg({ type: PingAgentInput, required: true, description: 'The workspace.' }) },
    errors: resultOf('PingAgentResult', runCommandThrows, commandTimeoutThrows, localIdThrows, NotFoundError),
    resolve: async (_, { input }, ctx) => {
      const id = localId('Workspace', input.workspaceId, 'workspaceId');
      const workspace = await WorkspaceRef.getDataloader(ctx).load(id);
      if (!workspace) throw new NotFoundError('Workspace', id);
      const started = performance.now();
      const { agentId } = await runCommand(callerOf(ctx), ctx.settings.agents, {
        workspace,
        kind: 'PING',
        input: {},
        timeoutMs: commandTimeout(input.timeoutMs),
      });
      return { agentId, roundTripMs: Math.round((performance.now() - started) * 10) / 10 };
    },
  }),
);

const AgentCommandEdge = builder.objectRef<{ cursor: string; node: AgentFeedItem }>('AgentCommandEdge').implement({
  description: 'One delivered command and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Pass as `after` when you subscribe again to continue after this command.' }),
    node: t.field({ type: AgentCommandRef, description: 'The command.', resolve: (edge) => edge.node }),
  }),
});

builder.subscriptionField('agentCommands', (t) =>
  t.field({
    type: AgentCommandEdge,
    description:
      "The commands of the caller's agent with this key, in the order asked. Without `after`: from its oldest command still PENDING. While it is followed, the agent is online.",
    args: {
      agentKey: t.arg.string({ required: true, description: 'The key the agent attached with.' }),
      after: t.arg.string({ description: 'The cursor of the last command you received; absent: from the oldest command still pending.' }),
    },
    subscribe: async (_, args, ctx) => {
      const badKey = badAgentName(args.agentKey, 200);
      if (badKey) throw new ValidationError('agentKey', `the agent key ${badKey}; pass the key the agent attached with.`);
      const agent = await findAgentByKey(ctx.db, ownerOf(ctx), args.agentKey);
      if (!agent) throw new ValidationError('agentKey', 'no agent of yours attached with this key; attach a workspace with it first (attachWorkspace).');
      const after = args.after == null ? await findFeedStart(ctx.db, agent.id) : Number(args.after);
      if (!Number.isSafeInteger(after) || after < 0)
        throw new ValidationError('after', 'is not a cursor of this feed; pass the `cursor` of a delivered command.');
      const read = async (cursor: number, limit: number) =>
        (await listCommandsAfter(ctx.db, agent.id, cursor, limit)).map((command) => ({ ...command, cursor: command.seq }));
      const feed = ctx.hub.agentCommands(agent.id, after, viewerOf(ctx).tokenId, read);
      await ctx.settings.agents.refreshLinks(); // online from now, not from the next refresh
      return feed;
    },
    resolve: (command: AgentFeedItem) => ({ cursor: String(command.seq), node: command }),
  }),
);
