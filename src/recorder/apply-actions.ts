// Recording actions applied to a Savepoint session, in order: messages appended to the agent's conversation
// (consecutive ones in one call), tool uses added to the agent's task as steps (WRITE steps declaring their file)
// and started, completed or failed, a subagent's task and conversation, a compaction of the conversation behind its
// summary, a code checkpoint, and the end (paused, or completed). Every write carries an idempotency key made from
// the action's, so a hook applied twice records once. Built on src/client directly (see session-open.ts).

import type { AgentId, MessageAction, RecordingAction } from '../agent-clis/recording.ts';
import {
  AddRecordedWorkDocument,
  AppendMessagesDocument,
  CompactConversationDocument,
  CompleteSessionDocument,
  CompleteStepDocument,
  CompleteTaskDocument,
  CreateCheckpointDocument,
  CreateConversationDocument,
  FailStepDocument,
  PauseSessionDocument,
  ReleaseLeaseDocument,
  StartStepDocument,
  StartTaskDocument,
} from '../client/gql/operations.ts';
import { narrow } from '../client/results.ts';
import { changed, RecorderError, writeKey } from './calls.ts';
import { type AgentIds, type Ctx, keepLease, MAIN, openSession, type RecorderIds } from './session-open.ts';

const agentKey = (agent: AgentId) => agent ?? MAIN;

function agentOf(ids: RecorderIds, agent: AgentId): AgentIds {
  const found = ids.agents[agentKey(agent)];
  if (!found) throw new RecorderError(`no task recorded for agent ${agent}; its "agent" action must come first`);
  return found;
}

async function appendMessages(ctx: Ctx, ids: RecorderIds, batch: readonly MessageAction[]): Promise<void> {
  const agent = agentOf(ids, batch[0]!.agent);
  const messages = batch.map((m) => ({
    role: m.role,
    content: m.content,
    toolCalls: m.toolCalls.length ? m.toolCalls.map((call) => ({ id: call.id, name: call.name, input: call.input })) : null,
    toolName: m.role === 'TOOL' ? (m.toolName ?? 'unknown') : null,
    toolInput: m.role === 'TOOL' ? m.toolInput : null,
    toolResult: m.role === 'TOOL' ? m.toolResult : null,
    isError: m.isError || null,
    tokenCount: m.tokens,
    costUsd: m.costUsd,
  }));
  const input = { conversationId: agent.conversationId, messages, leaseToken: ids.lease?.token };
  const result = await ctx.client.request(
    AppendMessagesDocument,
    { input },
    { idempotencyKey: writeKey(ctx.adapter.name, ids.ref, batch[0]!.key, 'messages') },
  );
  agent.lastMessageId = narrow(result.appendMessages, 'AppendMessagesPayload').messages.at(-1)?.id ?? agent.lastMessageId;
}

async function startAgentTask(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'agent' }>): Promise<void> {
  if (ids.agents[action.agent]) return;
  const { client } = ctx;
  const taskKey = `agent-${action.agent}`.slice(0, 200);
  const key = (part: string) => writeKey(ctx.adapter.name, ids.ref, 'agent', action.agent, part);
  const task = { key: taskKey, title: `${action.type} subagent`, role: action.type, agentId: action.agent };
  const revised = await client.request(
    AddRecordedWorkDocument,
    { input: { sessionId: ids.sessionId, addTasks: [{ phaseKey: 'agent', tasks: [task] }], reason: 'a subagent began', leaseToken: ids.lease?.token } },
    { idempotencyKey: key('task') },
  );
  const taskId = narrow(revised.revisePlan, 'RevisePlanPayload').added.tasks.find((added) => added.key === taskKey)!.id;
  changed((await client.request(StartTaskDocument, { input: { taskId, leaseToken: ids.lease?.token } })).startTask, 'TaskPayload', ['RUNNING']);
  const conversation = await client.request(
    CreateConversationDocument,
    { input: { sessionId: ids.sessionId, kind: 'TASK', taskId, title: `${action.type} subagent ${action.agent}` } },
    { idempotencyKey: key('conversation') },
  );
  const conversationId = narrow(conversation.createConversation, 'CreateConversationPayload').conversation.id;
  ids.agents[action.agent] = { taskId, taskKey, conversationId, lastMessageId: null };
}

async function startStep(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'step.started' }>): Promise<void> {
  const { client } = ctx;
  let stepId = ids.steps[action.key];
  if (!stepId) {
    const stepKey = writeKey(ctx.adapter.name, ids.ref, 'step', action.key);
    const files = action.files.map((file) => ({ path: ids.subfolder ? `${ids.subfolder}/${file.path}` : file.path, sha256: file.sha256 }));
    const step = {
      idempotencyKey: stepKey,
      kind: action.stepKind,
      title: action.title,
      input: action.input,
      writes: action.stepKind === 'WRITE' ? files : null,
    };
    const revised = await client.request(
      AddRecordedWorkDocument,
      { input: { sessionId: ids.sessionId, addSteps: [{ taskKey: agentOf(ids, action.agent).taskKey, steps: [step] }], leaseToken: ids.lease?.token } },
      { idempotencyKey: writeKey(ctx.adapter.name, ids.ref, action.key, 'add') },
    );
    stepId = narrow(revised.revisePlan, 'RevisePlanPayload').added.steps.find((added) => added.idempotencyKey === stepKey)!.id;
    ids.steps[action.key] = stepId;
  }
  changed((await client.request(StartStepDocument, { input: { stepId, leaseToken: ids.lease?.token } })).startStep, 'StepPayload', [
    'RUNNING',
    'COMPLETED',
    'FAILED',
  ]);
}

async function endStep(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'step.completed' | 'step.failed' }>): Promise<void> {
  const stepId = ids.steps[action.key];
  if (!stepId) return; // its start was never recorded (a hook lost before it): nothing to end
  const leaseToken = ids.lease?.token;
  if (action.kind === 'step.completed')
    changed((await ctx.client.request(CompleteStepDocument, { input: { stepId, output: action.output, leaseToken } })).completeStep, 'StepPayload', [
      'COMPLETED',
    ]);
  else changed((await ctx.client.request(FailStepDocument, { input: { stepId, error: action.error, leaseToken } })).failStep, 'StepPayload', ['FAILED']);
}

async function compact(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'compaction' }>): Promise<void> {
  const agent = agentOf(ids, action.agent);
  if (!agent.lastMessageId) return; // nothing said yet: nothing to set aside
  const input = { conversationId: agent.conversationId, upToMessageId: agent.lastMessageId, summary: action.summary, leaseToken: ids.lease?.token };
  const result = await ctx.client.request(
    CompactConversationDocument,
    { input },
    { idempotencyKey: writeKey(ctx.adapter.name, ids.ref, action.key, 'compact') },
  );
  agent.lastMessageId = narrow(result.compactConversation, 'CompactConversationPayload').summary?.id ?? agent.lastMessageId;
}

async function checkpoint(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'checkpoint' }>): Promise<void> {
  const input = { sessionId: ids.sessionId, label: action.label, taskId: ids.agents[MAIN]!.taskId, leaseToken: ids.lease?.token };
  const take = (includeCode: boolean) =>
    ctx.client.request(
      CreateCheckpointDocument,
      { input: { ...input, includeCode } },
      { idempotencyKey: writeKey(ctx.adapter.name, ids.ref, action.key, String(includeCode)) },
    );
  const withCode = (await take(true)).createCheckpoint;
  // No agent to snapshot the folder right now (none runs beside it): the state and conversation are kept anyway.
  if (withCode.__typename !== 'CreateCheckpointPayload' && withCode.code === 'AGENT_OFFLINE')
    narrow((await take(false)).createCheckpoint, 'CreateCheckpointPayload');
  else narrow(withCode, 'CreateCheckpointPayload');
}

async function end(ctx: Ctx, ids: RecorderIds, action: Extract<RecordingAction, { kind: 'end' }>): Promise<void> {
  const { client } = ctx;
  const sessionId = ids.sessionId;
  if (action.outcome === 'COMPLETED') {
    const main = ids.agents[MAIN]!;
    changed((await client.request(CompleteTaskDocument, { input: { taskId: main.taskId, leaseToken: ids.lease?.token } })).completeTask, 'TaskPayload', [
      'COMPLETED',
    ]);
    changed((await client.request(CompleteSessionDocument, { input: { sessionId, reason: action.reason } })).completeSession, 'SessionStatePayload', [
      'COMPLETED',
    ]);
  } else changed((await client.request(PauseSessionDocument, { input: { sessionId, reason: action.reason } })).pauseSession, 'SessionStatePayload', ['PAUSED']);
  if (ids.lease) await client.request(ReleaseLeaseDocument, { input: { sessionId, leaseToken: ids.lease.token } }); // a stale one is gone already
  ids.lease = null;
  ids.state = action.outcome;
}

/** Applies the actions in order and returns what the recorder knows after them (the ids given are updated too). */
export async function applyActions(ctx: Ctx, actions: readonly RecordingAction[], given: RecorderIds | null): Promise<RecorderIds | null> {
  let ids = given;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    if (action.kind === 'session') {
      ids = await openSession(ctx, action, ids);
      continue;
    }
    if (!ids) throw new RecorderError(`a ${action.kind} action came before the session was started`);
    await keepLease(ctx, ids);
    if (action.kind === 'message') {
      let last = i;
      while (actions[last + 1]?.kind === 'message' && (actions[last + 1] as MessageAction).agent === action.agent) last++;
      await appendMessages(ctx, ids, actions.slice(i, last + 1) as MessageAction[]);
      i = last;
    } else if (action.kind === 'agent') await startAgentTask(ctx, ids, action);
    else if (action.kind === 'agent.ended') {
      const agent = ids.agents[action.agent];
      const output = { summary: action.summary };
      if (agent)
        changed(
          (await ctx.client.request(CompleteTaskDocument, { input: { taskId: agent.taskId, output, leaseToken: ids.lease?.token } })).completeTask,
          'TaskPayload',
          ['COMPLETED'],
        );
    } else if (action.kind === 'step.started') await startStep(ctx, ids, action);
    else if (action.kind === 'step.completed' || action.kind === 'step.failed') await endStep(ctx, ids, action);
    else if (action.kind === 'compaction') await compact(ctx, ids, action);
    else if (action.kind === 'checkpoint') await checkpoint(ctx, ids, action);
    else await end(ctx, ids, action);
  }
  return ids;
}
