// Conversation views (seed 003 §2.2-2.3): a task's conversation and the supervisor's, read as a whole: the latest
// messages (tool calls and results optional), a fork's inherited ones marked, what they cost; for the supervisor
// also the tasks of the plan it runs and those still pending. The messages are read as Conversation.messages reads
// them (conversations/inherited.queries.ts); page through that connection for older ones.
import { countMessages } from '../../../conversations/conversation.queries.ts';
import { countInherited, listMessagesOf } from '../../../conversations/inherited.queries.ts';
import type { Conversation, Message } from '../../../db/tables/conversations.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import { ValidationError } from '../../../errors/domain.ts';
import { findConversationHistoryTotals } from '../../../history/conversation-history.queries.ts';
import { builder } from '../../builder.ts';
import { MAX_PAGE } from '../../connections.ts';
import type { Context } from '../../context.ts';
import { globalIdOf } from '../../ids.ts';
import { ConversationRef, conversationsOfSession, MessageRef } from '../conversations/conversation.ts';
import { PhaseRef, phasesOfSession, TaskRef, tasksOfSession } from '../plans.ts';
import { SessionRef } from '../sessions.ts';

type Options = { includeToolCalls: boolean; includeToolResults: boolean; limit: number };
/** `read`: what several fields share, read once per history (its count, its totals). */
type History = { conversation: Conversation | null; options: Options; read: Map<string, Promise<unknown>> };
type Shown = { message: Message & { hideToolCalls?: boolean }; inherited: boolean };

const DEFAULT_LIMIT = 100;
const FINISHED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

const HistoryMessageRef = builder.objectRef<Shown>('HistoryMessage').implement({
  description: 'A message of a conversation history, and whether the conversation inherited it (a fork starts with its source’s messages).',
  fields: (t) => ({
    message: t.field({
      type: MessageRef,
      description: 'The message (toolCalls and toolInput null when the history leaves tool calls out).',
      resolve: (m) => m.message,
    }),
    inherited: t.exposeBoolean('inherited', { description: "True for a message of the fork's source, shown as it was at the fork point." }),
  }),
});

async function messagesOf(ctx: Context, history: History): Promise<Shown[]> {
  const { conversation, options } = history;
  if (!conversation) return [];
  const filter = { includeToolResults: options.includeToolResults, includeSuperseded: false };
  const rows = await listMessagesOf(ctx.db, conversation, filter, { limit: options.limit, inverted: true });
  return rows.reverse().map((row) => ({
    message: options.includeToolCalls ? row : { ...row, hideToolCalls: true },
    inherited: row.conversation_id !== conversation.id,
  }));
}

function once<T>(history: History, key: string, read: () => Promise<T>): Promise<T> {
  if (!history.read.has(key)) history.read.set(key, read());
  return history.read.get(key) as Promise<T>;
}

const countOf = (ctx: Context, history: History) => once(history, 'count', () => readCount(ctx, history));

async function readCount(ctx: Context, history: History): Promise<number> {
  const { conversation, options } = history;
  if (!conversation) return 0;
  const filter = { includeToolResults: options.includeToolResults, includeSuperseded: false };
  const [own] = await countMessages(ctx.db, [conversation.id], filter);
  return (own?.count ?? 0) + (await countInherited(ctx.db, conversation, filter));
}

const totalsOf = (ctx: Context, history: History) =>
  once(history, 'totals', async () =>
    history.conversation ? findConversationHistoryTotals(ctx.db, history.conversation) : { tokens: 0, cost_usd: '0', last_at: null },
  );

export const ConversationHistoryRef = builder.interfaceRef<History>('ConversationHistory').implement({
  description: 'A conversation read as a whole: its latest messages in order, how many it holds, what it cost.',
  fields: (t) => ({
    conversation: t.field({
      type: ConversationRef,
      nullable: true,
      description: 'The conversation; null when there is none yet.',
      resolve: (h) => h.conversation,
    }),
    messages: t.field({
      type: [HistoryMessageRef],
      description: 'Its latest `limit` messages (set-aside ones left out), oldest first; a fork’s inherited ones first, marked.',
      resolve: (h, _, ctx) => messagesOf(ctx, h),
    }),
    messageCount: t.int({ description: 'How many messages it holds with these options (inherited ones included).', resolve: (h, _, ctx) => countOf(ctx, h) }),
    truncated: t.boolean({
      description: 'True when it holds more than `messages` shows: page through `conversation.messages` for the older ones.',
      resolve: async (h, _, ctx) => (await countOf(ctx, h)) > h.options.limit,
    }),
    totalTokens: t.float({
      description: 'Tokens of all its messages that count (inherited ones included), whatever the options leave out.',
      resolve: async (h, _, ctx) => Number((await totalsOf(ctx, h)).tokens),
    }),
    totalCostUsd: t.float({
      description: 'US dollars all its messages that count cost, as reported (inherited ones included; 0 when none reported).',
      resolve: async (h, _, ctx) => Number((await totalsOf(ctx, h)).cost_usd),
    }),
    lastActivityAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its latest message was written; null before the first.',
      resolve: async (h, _, ctx) => (await totalsOf(ctx, h)).last_at,
    }),
  }),
});

type TaskHistory = History & { taskId: string };
type SupervisorHistory = History & { session: Session };

const TaskHistoryRef = builder.objectRef<TaskHistory>('TaskConversationHistory').implement({
  description: "A task's conversation history: what its agent said, with tool calls and results, and what it cost.",
  interfaces: [ConversationHistoryRef],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'taskId' in value,
  fields: (t) => ({ task: t.field({ type: TaskRef, description: 'The task.', resolve: (h) => h.taskId }) }),
});

const SupervisorHistoryRef = builder.objectRef<SupervisorHistory>('SupervisorConversationHistory').implement({
  description: "The supervisor's conversation history, with the tasks of the plan it runs and those it still waits for.",
  interfaces: [ConversationHistoryRef],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'session' in value,
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session.', resolve: (h) => h.session }),
    currentPhase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'The phase under way: the first running one, else the first not finished; null when all are.',
      resolve: async (h, _, ctx) => {
        const phases = await phasesOfSession(ctx).load(h.session.id);
        return phases.find((p) => p.state === 'RUNNING') ?? phases.find((p) => !['COMPLETED', 'FAILED', 'SKIPPED'].includes(p.state)) ?? null;
      },
    }),
    spawnedTasks: t.field({
      type: [TaskRef],
      description: 'The tasks of its plan (in force), in plan order: phase, then place in the phase.',
      resolve: async (h, _, ctx) => tasksInPlanOrder(ctx, h.session.id),
    }),
    pendingTaskIds: t.idList({
      description: 'The ids of those tasks it still waits for: not COMPLETED, FAILED or CANCELLED (PENDING, RUNNING, RESUMABLE, PAUSED).',
      resolve: async (h, _, ctx) =>
        (await tasksInPlanOrder(ctx, h.session.id)).filter((task) => !FINISHED.has(task.state)).map((task) => globalIdOf({ type: 'Task', id: task.id })),
    }),
  }),
});

async function tasksInPlanOrder(ctx: Context, sessionId: string) {
  const [phases, tasks] = await Promise.all([phasesOfSession(ctx).load(sessionId), tasksOfSession(ctx).load(sessionId)]);
  const place = new Map(phases.map((phase) => [phase.id, phase.position]));
  return [...tasks].sort((a, b) => (place.get(a.phase_id) ?? 0) - (place.get(b.phase_id) ?? 0) || a.position - b.position);
}

const historyArgs = builder.args((t) => ({
  includeToolCalls: t.boolean({ defaultValue: true, description: 'False leaves out toolCalls and toolInput.' }),
  includeToolResults: t.boolean({ defaultValue: true, description: 'False leaves out TOOL messages.' }),
  limit: t.int({ defaultValue: DEFAULT_LIMIT, description: `How many of the latest messages: 1 to ${MAX_PAGE}; default ${DEFAULT_LIMIT}.` }),
}));

function optionsOf(args: { includeToolCalls?: boolean | null; includeToolResults?: boolean | null; limit?: number | null }): Options {
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > MAX_PAGE)
    throw new ValidationError('limit', `must be 1 to ${MAX_PAGE} (${limit} given); page through conversation.messages for more.`);
  return { includeToolCalls: args.includeToolCalls ?? true, includeToolResults: args.includeToolResults ?? true, limit };
}

builder.objectFields(TaskRef, (t) => ({
  conversationHistory: t.field({
    type: TaskHistoryRef,
    nullable: true,
    description: "Its agent's conversation (its first TASK conversation) read as a whole. Null, with a VALIDATION_FAILED in errors, when limit is refused.",
    args: historyArgs,
    resolve: async (task, args, ctx) => {
      const options = optionsOf(args);
      const conversation = (await conversationsOfSession(ctx).load(task.session_id)).find((c) => c.kind === 'TASK' && c.task_id === task.id) ?? null;
      return { taskId: task.id, conversation, options, read: new Map() };
    },
  }),
}));

builder.objectFields(SessionRef, (t) => ({
  supervisorHistory: t.field({
    type: SupervisorHistoryRef,
    nullable: true,
    description: 'The supervisor conversation read as a whole, with the tasks of the plan. Null, with a VALIDATION_FAILED in errors, when limit is refused.',
    args: historyArgs,
    resolve: async (session, args, ctx) => {
      const options = optionsOf(args);
      const conversation = (await conversationsOfSession(ctx).load(session.id)).find((c) => c.kind === 'SUPERVISOR') ?? null;
      return { session, conversation, options, read: new Map() };
    },
  }),
}));
