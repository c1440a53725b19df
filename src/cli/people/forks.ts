// `savepoint fork id` (a new session from a point of another's history: a checkpoint, a message or a time; seed
// 003's --name and --plan), `savepoint lineage id` (its fork tree) and `savepoint compare a b` (code, plan states and
// conversations of two sessions side by side).
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  ForkSessionReportDocument,
  type ForkWorkspaceInput,
  type LineageSessionFragment,
  type PlanInput,
  SessionComparisonDocument,
  SessionLineageTreeDocument,
} from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { withProgress } from '../terminal/progress.ts';
import { out } from '../terminal/style.ts';
import { alignColumns } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { fileStat } from './checkpoints.ts';
import { peopleCommand, runs } from './command.ts';
import { invalidInput } from './failure.ts';
import { moment } from './values.ts';
import { plural, shown, stateOf } from './views.ts';

type ForkOptions = {
  checkpoint?: string;
  message?: string;
  time?: string;
  name?: string;
  plan?: string;
  conversation: boolean;
  worktree?: string;
  folder?: string;
  shared?: boolean;
  branch?: string;
};

export function forkCommands(program: Command): void {
  const fork = peopleCommand(program, {
    name: 'fork <id>',
    summary: 'a new session from a point of this one (its newest checkpoint by default): code, plan and conversation up to there',
    examples: [
      'savepoint fork U2Vzc2lvbjo... --checkpoint Q2hlY2twb2ludDo... --name "alternate approach" --worktree ../app-alt',
      'savepoint fork U2Vzc2lvbjo... --message TWVzc2FnZTo... --no-conversation',
    ],
  })
    .option('--checkpoint <id>', 'from this checkpoint')
    .option('--message <id>', 'just after this message (code and plan: the newest checkpoint at or before it)')
    .option('--time <time>', 'from this time (an ISO time, or a time ago: 30m)')
    .option('--name <objective>', "the fork's objective (default: the source's)")
    .option('--plan <file>', 'a new plan for the fork, as JSON (the PlanInput of createSession; - reads stdin)')
    .option('--no-conversation', 'start with an empty conversation naming its origin, instead of the one up to the point')
    .option('--worktree <path>', 'work in a new git worktree of the repository at this path')
    .option('--folder <path>', "work in a new folder at this path, holding the point's files")
    .option('--shared', "work in the source's own folder (one runner at a time for both)")
    .option('--branch <name>', 'the git branch of the worktree (or made at the point for the shared folder)');
  runs<ForkOptions>(fork, async (io, [id], options) => {
    const points = [options.checkpoint, options.message, options.time].filter((point) => point !== undefined);
    if (points.length > 1) throw invalidInput('Fork from one point: --checkpoint, --message or --time.');
    const places = [options.worktree, options.folder, options.shared].filter((place) => place !== undefined);
    if (places.length > 1) throw invalidInput('Give the fork one place to work: --worktree <path>, --folder <path> or --shared.');
    const workspace: ForkWorkspaceInput | undefined = options.worktree
      ? { mode: 'WORKTREE', path: options.worktree, branchName: options.branch }
      : options.folder
        ? { mode: 'DIRECTORY', path: options.folder }
        : options.shared || options.branch
          ? { mode: options.shared ? 'SHARED' : undefined, branchName: options.branch }
          : undefined;
    const input = {
      sessionId: id!,
      fromCheckpointId: options.checkpoint,
      fromMessageId: options.message,
      fromTime: options.time ? moment(options.time, '--time') : undefined,
      objective: options.name,
      plan: options.plan ? await planFrom(options.plan) : undefined,
      includeConversation: options.conversation,
      workspace,
    };
    const { forkSession } = await withProgress('Forking', () => io.client().request(ForkSessionReportDocument, { input }));
    const forked = narrow(forkSession, 'ForkSessionPayload');
    io.emit({ forkSession: forked }, () => {
      const point = forked.forkPoint;
      const rows = [
        [
          'from',
          `${point.kind} ${relativeTime(point.at)}${point.checkpoint ? `: checkpoint #${point.checkpoint.seq} "${shown(point.checkpoint.label, 50)}"` : ''}`,
        ],
        ['works in', `${shown(forked.session.workspace.path)} (${point.workspaceMode}${point.branch ? `, branch ${shown(point.branch)}` : ''})`],
        [
          'inherits',
          `${plural(point.inheritedMessages, 'message')}${point.pendingApprovals ? `, ${plural(point.pendingApprovals, 'approval')} still waiting` : ''}`,
        ],
        ['next', `savepoint resume ${forked.session.id}`],
      ];
      return [
        `Forked session ${forked.session.id} "${shown(forked.session.objective, 80)}" (${forked.session.state}) from ${forked.source.id}${forked.replayed ? ' (already done)' : ''}:`,
        ...alignColumns(rows).map((line) => `  ${line}`),
      ];
    });
  });

  const lineage = peopleCommand(program, {
    name: 'lineage <id>',
    summary: 'the fork tree a session belongs to: from its root down to every fork',
    examples: ['savepoint lineage U2Vzc2lvbjo...'],
  });
  runs(lineage, async (io, [id]) => {
    const session = narrow((await io.client().request(SessionLineageTreeDocument, { id: id! })).session, 'Session');
    io.emit({ session }, () => {
      const ancestors = session.lineage.ancestors?.nodes ?? [];
      const tree = [...ancestors, session, ...(session.lineage.descendants?.nodes ?? [])];
      const lines = treeLines(tree, session.id);
      if (session.lineage.truncated) lines.push(out.dim('(the tree goes on past what one read walks)'));
      return lines;
    });
  });

  const compare = peopleCommand(program, {
    name: 'compare <a> <b>',
    summary: 'how session a differs from session b (e.g. a fork from its source): code, plan states, conversations',
    examples: ['savepoint compare U2Vzc2lvbjoy... U2Vzc2lvbjox...'],
  });
  runs(compare, async (io, [a, b]) => {
    const { session } = await withProgress('Comparing', () => io.client().request(SessionComparisonDocument, { id: a!, with: b! }));
    const compared = narrow(narrow(session, 'Session').compare, 'SessionComparison');
    io.emit({ session: { id: a, compare: compared } }, () => {
      const lines = [out.bold(`${a} compared with ${compared.other.id} "${shown(compared.other.objective, 60)}":`)];
      const code = compared.codeDiff;
      if (code.__typename === 'SessionCodeComparison' && code.note && code.files.length === 0) lines.push(`Code: ${shown(code.note)}`);
      else if (code.__typename === 'SessionCodeComparison') {
        lines.push(
          `Code: ${plural(code.totals.filesChanged, 'file')} differ, +${code.totals.additions} -${code.totals.deletions}${code.note ? ` (${shown(code.note)})` : ''}`,
        );
        for (const file of code.files) lines.push(`  ${fileStat(file)}`);
      } else if ('message' in code) lines.push(`Code: ${shown(code.message)}`);
      const { plan } = compared;
      lines.push(`Plan: revision ${plan.planRevision} here, ${plan.otherPlanRevision} there`);
      for (const task of plan.taskStates) lines.push(`  ${shown(task.key)}: ${task.thisState} here, ${task.otherState} there`);
      for (const task of plan.tasksOnlyHere) lines.push(`  ${shown(task.key)}: only here`);
      for (const task of plan.tasksOnlyThere) lines.push(`  ${shown(task.key)}: only there`);
      lines.push('Conversations:');
      for (const pair of compared.conversations.diverged) {
        lines.push(
          `  ${pair.conversation.kind} "${shown(pair.conversation.title, 40)}": ${pair.commonCount} in common, then ${pair.onlyHereCount} here and ${pair.onlyThereCount} there`,
        );
      }
      return lines;
    });
  });
}

/** The tree as indented lines, each session under its parent, the one asked about marked. */
function treeLines(sessions: readonly LineageSessionFragment[], current: string): string[] {
  const ids = new Set(sessions.map((session) => session.id));
  const children = (parent: string | null) =>
    sessions.filter((session) => (session.parent && ids.has(session.parent.id) ? session.parent.id : null) === parent);
  const lines: string[] = [];
  const walk = (session: LineageSessionFragment, prefix: string, last: boolean, top: boolean) => {
    const mark = session.id === current ? `  ${out.bold('← this one')}` : '';
    const branch = top ? '' : last ? '└─ ' : '├─ ';
    lines.push(
      `${prefix}${branch}${session.id}  ${stateOf({ state: session.state, resumable: false })}  "${shown(session.objective, 60)}"  ${out.dim(relativeTime(session.createdAt))}${mark}`,
    );
    const below = children(session.id);
    for (const [i, child] of below.entries()) walk(child, top ? '' : `${prefix}${last ? '   ' : '│  '}`, i === below.length - 1, false);
  };
  for (const root of children(null)) walk(root, '', true, true);
  return lines;
}

/** A plan given as a JSON file (or - for stdin): the PlanInput the server validates as createSession's. */
async function planFrom(file: string): Promise<PlanInput> {
  const text =
    file === '-'
      ? await readStdin()
      : await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw invalidInput(`--plan ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`);
        });
  try {
    return JSON.parse(text) as PlanInput;
  } catch (error) {
    throw invalidInput(`--plan ${file} is not JSON (${(error as Error).message}): give a PlanInput, { "phases": [...] }, as createSession takes.`);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
