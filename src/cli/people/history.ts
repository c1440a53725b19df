// `savepoint history id` (a session's timeline, docs/history.md: every change, message and changed file, in time
// order, filtered by phase, task, time and kind) and `savepoint conversation id` (the supervisor's conversation, or
// one task's agent's, with tool calls, tokens and cost).
import type { Command } from 'commander';
import {
  type HistoryMessageRowFragment,
  SessionPlanNamesDocument,
  SessionTimelineDocument,
  SupervisorConversationDocument,
  TaskConversationDocument,
  type TimelineEntryKind,
  type TimelineFilter,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { printable } from '../terminal/output.ts';
import { out } from '../terminal/style.ts';
import { table } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { type Io, peopleCommand, runs } from './command.ts';
import { CommandFailure } from './failure.ts';
import { entrySummary } from './timeline-row.ts';
import { choice, collect, count, enumValues, moment } from './values.ts';
import { nodeOf, plural, shown } from './views.ts';

const KINDS = enumValues<TimelineEntryKind>()([
  'SESSION',
  'PLAN',
  'PHASE',
  'TASK',
  'STEP',
  'MESSAGE',
  'CONVERSATION',
  'CHECKPOINT',
  'FILE_CHANGE',
  'APPROVAL',
  'LEASE',
  'RESUME',
  'REWIND',
  'COMPACTION',
  'FORK',
  'CUSTOM',
]);

type HistoryOptions = { phase?: string[]; task?: string[]; from?: string; to?: string; kinds?: string[]; types?: string[]; limit: string; after?: string };
type ConversationOptions = { task?: string; toolCalls: boolean; toolResults: boolean; limit: string; full?: boolean };

export function historyCommands(program: Command): void {
  const history = peopleCommand(program, {
    name: 'history <id>',
    summary: "a session's timeline: every change, message and changed file, oldest first",
    examples: ['savepoint history U2Vzc2lvbjo... --kinds message,checkpoint', 'savepoint history U2Vzc2lvbjo... --phase build --from 2h'],
  })
    .option('--phase <phase>', 'only what is about this phase: its id, key or name (repeatable)', collect)
    .option('--task <task>', 'only what is about this task: its id or key (repeatable)', collect)
    .option('--from <time>', 'from this time: 2026-11-27T10:00:00Z, or a time ago (30m, 2h, 7d)')
    .option('--to <time>', 'up to this time')
    .option('--kinds <kinds>', `only entries of these kinds: ${KINDS.map((kind) => kind.toLowerCase().replace(/_/g, '-')).join(', ')}`, collect)
    .option('--types <types>', 'only entries of these event types (e.g. task.state_changed, custom.tests.passed)', collect)
    .option('--limit <n>', 'how many entries, 1 to 500', '50')
    .option('--after <cursor>', 'the page after this cursor (the last line of a page gives it)');
  runs<HistoryOptions>(history, async (io, [id], options) => {
    const filter: TimelineFilter = {
      ...(options.phase && { phases: await planIds(io, id!, 'phase', options.phase) }),
      ...(options.task && { tasks: await planIds(io, id!, 'task', options.task) }),
      ...(options.from && { from: moment(options.from, '--from') }),
      ...(options.to && { to: moment(options.to, '--to') }),
      ...(options.kinds && { kinds: options.kinds.map((kind) => choice(kind, KINDS, '--kinds')) }),
      ...(options.types && { types: options.types }),
    };
    const first = count(options.limit, '--limit', 1, 500);
    const { session } = await io.client().request(SessionTimelineDocument, { id: id!, filter, first, after: options.after });
    const { timeline } = narrow(session, 'Session');
    if (!timeline) throw new CommandFailure('VALIDATION_FAILED', `The timeline refused --after ${options.after}: give a cursor this history printed.`);
    io.emit({ session: narrow(session, 'Session') }, () => {
      if (timeline.nodes.length === 0) return ['Nothing in this history matches.'];
      const rows = timeline.nodes.map((entry) => [
        relativeTime(entry.at),
        entry.kind,
        shown(entry.type),
        shown(entry.actor, 24),
        `${entry.inherited ? out.dim('(inherited) ') : ''}${entrySummary(entry)}`,
      ]);
      const more = timeline.pageInfo.hasNextPage
        ? [`${plural(timeline.totalCount, 'entry', 'entries')} in all; the next page: --after ${timeline.pageInfo.endCursor}`]
        : [];
      return [...table(['when', 'kind', 'type', 'actor', 'what'], rows), ...more];
    });
  });

  const conversation = peopleCommand(program, {
    name: 'conversation <id>',
    summary: "a session's supervisor conversation, or with --task its agent's: messages, tool calls, tokens and cost",
    examples: ['savepoint conversation U2Vzc2lvbjo... --limit 20', 'savepoint conversation U2Vzc2lvbjo... --task fix --no-tool-calls'],
  })
    .option('--task <task>', "this task's agent's conversation instead: its id or key")
    .option('--no-tool-calls', 'leave out tool calls and their input')
    .option('--no-tool-results', "leave out the tools' results (TOOL messages)")
    .option('--limit <n>', 'how many of the latest messages, 1 to 500', '50')
    .option('--full', 'print long messages whole (else 12 lines each)');
  runs<ConversationOptions>(conversation, async (io, [id], options) => {
    const variables = { limit: count(options.limit, '--limit', 1, 500), includeToolCalls: options.toolCalls, includeToolResults: options.toolResults };
    const client = io.client();
    if (options.task) {
      const [taskId] = await planIds(io, id!, 'task', [options.task]);
      const { node } = await client.request(TaskConversationDocument, { taskId: taskId!, ...variables });
      const task = nodeOf(node, 'Task', taskId!);
      const history = task.conversationHistory;
      io.emit({ task }, () =>
        history?.conversation ? conversationLines(history, options.full === true) : [`Task ${shown(task.key)} has no conversation of its own yet.`],
      );
      return;
    }
    const session = narrow((await client.request(SupervisorConversationDocument, { id: id!, ...variables })).session, 'Session');
    const history = session.supervisorHistory;
    io.emit({ session }, () => (history ? conversationLines(history, options.full === true) : ['This session has no supervisor conversation.']));
  });
}

type History = { messageCount: number; truncated: boolean; totalTokens: number; totalCostUsd: number; messages: HistoryMessageRowFragment[] };

function conversationLines(history: History, full: boolean): string[] {
  const lines: string[] = [];
  for (const { inherited, message } of history.messages) {
    const facts = [
      relativeTime(message.createdAt),
      message.tokenCount != null && plural(message.tokenCount, 'token'),
      message.costUsd != null && `$${message.costUsd.toFixed(4)}`,
    ];
    const who = `${message.role}${message.toolName ? ` ${shown(message.toolName)}` : ''}${message.isError ? out.red(' (error)') : ''}${inherited ? out.dim(' (inherited)') : ''}`;
    lines.push(`${out.bold(`#${message.seq} ${who}`)}  ${out.dim(facts.filter(Boolean).join(' · '))}`);
    lines.push(...block(message.toolResult ?? message.content, full));
    for (const call of message.toolCalls ?? []) lines.push(`  ${out.cyan('→')} ${shown(call.name)} ${shown(JSON.stringify(call.input ?? {}), 200)}`);
  }
  const shownCount = history.truncated
    ? `the latest ${history.messages.length} of ${plural(history.messageCount, 'message')} (--limit shows more)`
    : plural(history.messageCount, 'message');
  lines.push('', `${shownCount} · ${plural(history.totalTokens, 'token')} · $${history.totalCostUsd.toFixed(4)}`);
  return lines;
}

/** A message's text, each line made printable and indented; 12 lines at most unless `full`. */
function block(text: string, full: boolean): string[] {
  const all = text.split('\n');
  const kept = full ? all : all.slice(0, 12);
  const lines = kept.map((line) => `  ${printable(line)}`);
  if (kept.length < all.length) lines.push(out.dim(`  … ${all.length - kept.length} more lines (--full)`));
  return lines;
}

/** The ids of the session's phases or tasks a person named by id, key or name. */
async function planIds(io: Io, sessionId: string, what: 'phase' | 'task', names: readonly string[]): Promise<string[]> {
  const session = narrow((await io.client().request(SessionPlanNamesDocument, { id: sessionId })).session, 'Session');
  const items =
    what === 'phase'
      ? (session.phases?.nodes ?? []).map((p) => ({ id: p.id, names: [p.key, p.name] }))
      : (session.tasks?.nodes ?? []).map((t) => ({ id: t.id, names: [t.key] }));
  return names.map((name) => {
    const wanted = name.trim().toLowerCase();
    const found = items.find((item) => item.id === name.trim() || item.names.some((known) => known?.toLowerCase() === wanted));
    if (!found) {
      const known = items.map((item) => item.names.find(Boolean) ?? item.id).join(', ');
      throw new CommandFailure('NOT_FOUND', `Session ${sessionId} has no ${what} "${name}"; its ${what}s: ${known || 'none'}.`);
    }
    return found.id;
  });
}
