// `savepoint rewind id --checkpoint c` (the code and plan back to a checkpoint; seed 003's --preserve-branch keeps
// what was there as a branch), `savepoint rewind-conversation id` (a conversation cut back to a message, a time or a
// count, optionally with the code) and `savepoint undo-rewind id` (a rewind undone, whole). Every rewind is undoable;
// --dry-run shows what would change, what cannot be undone in the world, and changes nothing.
import type { Command } from 'commander';
import {
  RewindCodeReportDocument,
  RewindConversationReportDocument,
  type RewindReportFragment,
  RewindTargetDocument,
  UndoRewindReportDocument,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { withProgress } from '../terminal/progress.ts';
import { out } from '../terminal/style.ts';
import { alignColumns } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { peopleCommand, runs } from './command.ts';
import { CommandFailure, invalidInput } from './failure.ts';
import { count, moment } from './values.ts';
import { plural, shown } from './views.ts';

type Preserve = { preserveBranch?: string; stash?: boolean; leaseToken?: string; dryRun?: boolean };

/** The preserve mode and the lease: --preserve-branch <name> (BRANCH), --stash (STASH), else DISCARD (the undo point only). */
function preserveOf(options: Preserve) {
  if (options.preserveBranch && options.stash)
    throw invalidInput('Keep the state before the rewind as a branch (--preserve-branch) or a stash (--stash), not both.');
  return {
    preserve: options.preserveBranch ? ('BRANCH' as const) : options.stash ? ('STASH' as const) : ('DISCARD' as const),
    branchName: options.preserveBranch,
    leaseToken: options.leaseToken ? count(options.leaseToken, '--lease-token', 1, 2 ** 31 - 1) : undefined,
    dryRun: options.dryRun === true,
  };
}

function withPreserveOptions(command: Command): Command {
  return command
    .option('--preserve-branch <name>', "also keep what is there now as this new branch of the workspace's repository")
    .option('--stash', 'also keep what is there now as a git stash')
    .option('--lease-token <n>', 'while a runner holds the session: its lease token (a person usually rewinds a session no one runs)')
    .option('--dry-run', 'show what would change, change nothing');
}

export function rewindCommands(program: Command): void {
  const code = withPreserveOptions(
    peopleCommand(program, {
      name: 'rewind <id>',
      summary: "a session's code and plan back to a checkpoint (what is there now stays reachable: savepoint undo-rewind)",
      examples: [
        'savepoint rewind U2Vzc2lvbjo... --checkpoint Q2hlY2twb2ludDo... --dry-run',
        'savepoint rewind U2Vzc2lvbjo... --checkpoint Q2hlY2twb2ludDo... --preserve-branch before-rewind',
      ],
    }).requiredOption('--checkpoint <id>', 'the checkpoint to go back to (savepoint checkpoints <session> lists them)'),
  );
  runs<Preserve & { checkpoint: string }>(code, async (io, [id], options) => {
    const input = { sessionId: id!, checkpointId: options.checkpoint, ...preserveOf(options) };
    const { rewindCode } = await withProgress('Rewinding the code', () => io.client().request(RewindCodeReportDocument, { input }));
    const payload = narrow(rewindCode, 'RewindPayload');
    io.emit({ rewindCode: payload }, () => rewindLines(payload));
  });

  const conversation = withPreserveOptions(
    peopleCommand(program, {
      name: 'rewind-conversation <id>',
      summary: "a session's conversation cut back (later messages set aside, never deleted); with --rewind-code the code too",
      examples: [
        'savepoint rewind-conversation U2Vzc2lvbjo... --count 2',
        'savepoint rewind-conversation U2Vzc2lvbjo... --to-message TWVzc2FnZTo... --rewind-code',
      ],
    })
      .option('--to-message <id>', 'cut just after this message')
      .option('--to-time <time>', 'cut where it stood at this time (an ISO time, or a time ago: 30m)')
      .option('--count <n>', 'cut this many of the latest messages')
      .option('--conversation <id>', "which conversation (default: the session's supervisor conversation)")
      .option('--rewind-code', 'the code and plan go back too, to the newest code checkpoint at or before the point'),
  );
  type ConversationOptions = Preserve & { toMessage?: string; toTime?: string; count?: string; conversation?: string; rewindCode?: boolean };
  runs<ConversationOptions>(conversation, async (io, [id], options) => {
    const points = [options.toMessage, options.toTime, options.count].filter((point) => point !== undefined);
    if (points.length !== 1) throw invalidInput('Say where to cut, once: --to-message <id>, --to-time <time> or --count <n>.');
    const input = {
      sessionId: id!,
      conversationId: options.conversation,
      toMessageId: options.toMessage,
      toTime: options.toTime ? moment(options.toTime, '--to-time') : undefined,
      byMessageCount: options.count ? count(options.count, '--count', 1, 1_000_000) : undefined,
      rewindCode: options.rewindCode === true,
      ...preserveOf(options),
    };
    const { rewindConversation } = await withProgress('Rewinding the conversation', () => io.client().request(RewindConversationReportDocument, { input }));
    const payload = narrow(rewindConversation, 'RewindPayload');
    io.emit({ rewindConversation: payload }, () => rewindLines(payload));
  });

  const undo = peopleCommand(program, {
    name: 'undo-rewind <id>',
    summary: 'undo a rewind, whole (files, messages, plan): give the rewind, or a session for its latest rewind not yet undone',
    examples: ['savepoint undo-rewind UmV3aW5kOi...', 'savepoint undo-rewind U2Vzc2lvbjo...'],
  }).option('--lease-token <n>', 'while a runner holds the session: its lease token');
  runs<{ leaseToken?: string }>(undo, async (io, [id], options) => {
    const client = io.client();
    const { node } = await client.request(RewindTargetDocument, { id: id! });
    if (node?.__typename !== 'Rewind' && node?.__typename !== 'Session') {
      throw new CommandFailure(
        'NOT_FOUND',
        `No rewind or session of yours has the id ${id}: savepoint history <session> --kinds rewind lists a session's rewinds.`,
      );
    }
    const rewindId = node.__typename === 'Rewind' ? node.id : node.rewinds?.nodes.find((rewind) => !rewind.undoneAt)?.id;
    if (!rewindId)
      throw new CommandFailure('REWIND_NOT_UNDOABLE', `Session ${id} has no rewind left to undo: each of its rewinds is undone already, or it never rewound.`);
    const input = { rewindId, leaseToken: options.leaseToken ? count(options.leaseToken, '--lease-token', 1, 2 ** 31 - 1) : undefined };
    const { undoRewind } = await withProgress('Undoing the rewind', () => client.request(UndoRewindReportDocument, { input }));
    const { rewind, replayed } = narrow(undoRewind, 'UndoRewindPayload');
    io.emit({ undoRewind: { replayed, rewind } }, () => [
      `Undid rewind ${rewind.id} (${rewind.kind}) of session ${rewind.session.id}${replayed ? ' (already done: this answers the first call)' : ''}: files, messages and plan are back as they were before it.`,
    ]);
  });
}

function rewindLines(payload: RewindReportFragment): string[] {
  const { rewind, preview } = payload;
  if (preview && !rewind) {
    const rows: string[][] = [
      [
        'back to',
        `${relativeTime(preview.pointAt)} (${preview.pointAt})${preview.codeCheckpoint ? `, code of checkpoint #${preview.codeCheckpoint.seq} "${shown(preview.codeCheckpoint.label, 50)}"` : ', files left as they are'}`,
      ],
    ];
    rows.push(['files', preview.files.length ? preview.files.map((file) => `${shown(file.path)} ${file.action}`).join(', ') : 'none change']);
    if (preview.supersededMessageCount) rows.push(['messages', `${plural(preview.supersededMessageCount, 'message')} would be set aside (kept)`]);
    for (const step of preview.irreversibleSteps)
      rows.push(['not undone', out.yellow(`"${shown(step.step.title, 50)}" (${step.reason}): the world keeps its effect`)]);
    for (const call of preview.toolCallsAfter)
      rows.push(['tool call', out.yellow(`${shown(call.name)} ${relativeTime(call.at)}: the world keeps what it did`)]);
    for (const approval of preview.approvalsAfter) rows.push(['approval', `"${shown(approval.title, 50)}" stays ${approval.state}`]);
    return ['Would rewind (nothing changed):', ...alignColumns(rows).map((line) => `  ${line}`)];
  }
  if (!rewind) return ['Nothing was rewound.'];
  const { changes } = rewind;
  const rows: string[][] = [];
  if (rewind.checkpoint) rows.push(['to', `checkpoint #${rewind.checkpoint.seq} "${shown(rewind.checkpoint.label, 60)}"`]);
  rows.push(['files', changes.files.length ? changes.files.map((file) => `${shown(file.path)} ${file.action}`).join(', ') : 'none changed']);
  if (changes.messagesSuperseded) rows.push(['messages', `${plural(changes.messagesSuperseded, 'message')} set aside (kept, never deleted)`]);
  if (changes.planRestored) rows.push(['plan', `restored (${plural(changes.resetTasks, 'task')}, ${plural(changes.resetSteps, 'step')} reset)`]);
  if (rewind.preservedAs) rows.push(['kept as', `${rewind.preservedAs.kind} ${shown(rewind.preservedAs.reference)}`]);
  rows.push(['undo', `savepoint undo-rewind ${rewind.id}`]);
  return [
    `Rewound (${rewind.kind})${payload.replayed ? ' (already done: this answers the first call)' : ''}:`,
    ...alignColumns(rows).map((line) => `  ${line}`),
  ];
}
