// `savepoint checkpoints id [--with-diff]` (a session's checkpoints, each with the files it changed),
// `savepoint diff checkpoint [--against other]` (the code between two checkpoints, as a unified diff, from the
// snapshots the server keeps) and `savepoint branch checkpoint --name b` (a git branch of the workspace at it).
import type { Command } from 'commander';
import { BranchFromCheckpointDocument, CheckpointCodeDiffDocument, SessionCheckpointsDocument } from '../../client/gql/operations.ts';
import { narrow } from '../../client/results.ts';
import { printable } from '../terminal/output.ts';
import { withProgress } from '../terminal/progress.ts';
import { out } from '../terminal/style.ts';
import { table } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { peopleCommand, runs } from './command.ts';
import { count } from './values.ts';
import { nodeOf, plural, shown } from './views.ts';

type FileStat = { path: string; previousPath?: string | null; action: string; additions: number; deletions: number; binary?: boolean };

/** "M src/limits.ts +2 -1" (a rename shows where it came from). */
export function fileStat(file: FileStat): string {
  const path = file.previousPath ? `${shown(file.previousPath)} → ${shown(file.path)}` : shown(file.path);
  const counts = file.binary ? 'binary' : `${out.green(`+${file.additions}`)} ${out.red(`-${file.deletions}`)}`;
  return `${file.action.padEnd(8)} ${path}  ${counts}`;
}

/** What a checkpoint's code snapshot changed, in a few words. */
function codeOf(checkpoint: { codeTree: string | null; filesChanged: readonly unknown[]; linesAdded: number; linesRemoved: number }): string {
  if (!checkpoint.codeTree) return 'no code';
  if (checkpoint.filesChanged.length === 0) return 'no change';
  return `${plural(checkpoint.filesChanged.length, 'file')} ${out.green(`+${checkpoint.linesAdded}`)} ${out.red(`-${checkpoint.linesRemoved}`)}`;
}

export function checkpointCommands(program: Command): void {
  const checkpoints = peopleCommand(program, {
    name: 'checkpoints <id>',
    summary: "a session's checkpoints, oldest first; --with-diff lists the files each changed",
    examples: ['savepoint checkpoints U2Vzc2lvbjo... --with-diff'],
  })
    .option('--with-diff', 'the files each checkpoint changed since the one before, with line counts')
    .option('--limit <n>', 'how many, 1 to 500', '100')
    .option('--after <cursor>', 'the page after this cursor');
  runs<{ withDiff?: boolean; limit: string; after?: string }>(checkpoints, async (io, [id], options) => {
    const first = count(options.limit, '--limit', 1, 500);
    const session = narrow((await io.client().request(SessionCheckpointsDocument, { id: id!, first, after: options.after })).session, 'Session');
    const page = session.checkpoints;
    io.emit({ session }, () => {
      const nodes = page?.nodes ?? [];
      if (nodes.length === 0) return [`Session ${session.id} has no checkpoints yet.`];
      const lines: string[] = [];
      const rows = nodes.map((checkpoint) => [
        checkpoint.id,
        `#${checkpoint.seq}`,
        checkpoint.kind,
        relativeTime(checkpoint.createdAt),
        codeOf(checkpoint),
        `${checkpoint.verified ? '' : out.red('TAMPERED ')}${checkpoint.pinned ? 'pinned ' : ''}${shown(checkpoint.label, 60)}`,
      ]);
      const [head, ...body] = table(['id', 'seq', 'kind', 'taken', 'code', 'label'], rows);
      lines.push(head!);
      for (const [i, line] of body.entries()) {
        lines.push(line);
        if (options.withDiff) for (const file of nodes[i]!.filesChanged) lines.push(`    ${fileStat(file)}`);
      }
      if (page?.pageInfo.hasNextPage) lines.push(`${plural(page.totalCount, 'checkpoint')} in all; the next page: --after ${page.pageInfo.endCursor}`);
      return lines;
    });
  });

  const diff = peopleCommand(program, {
    name: 'diff <checkpoint>',
    summary: 'the code a checkpoint changed: against the one before it (default) or any checkpoint of the same session',
    examples: ['savepoint diff Q2hlY2twb2ludDo...', 'savepoint diff Q2hlY2twb2ludDo... --against Q2hlY2twb2ludDo... --stat'],
  })
    .option('--against <checkpoint>', 'compare with this checkpoint of the same session instead')
    .option('--stat', 'only the files and their line counts');
  runs<{ against?: string; stat?: boolean }>(diff, async (io, [id], options) => {
    const { node } = await withProgress('Computing the diff', () => io.client().request(CheckpointCodeDiffDocument, { id: id!, against: options.against }));
    const checkpoint = nodeOf(node, 'Checkpoint', id!);
    const result = narrow(checkpoint.diff, 'CheckpointDiff');
    io.emit({ node: { id: checkpoint.id, diff: result } }, () => {
      const from = result.from ? `#${result.from.seq} "${shown(result.from.label, 50)}"` : 'nothing';
      const lines = [
        out.bold(
          `From ${from} to #${result.to.seq} "${shown(result.to.label, 50)}": ${plural(result.totals.filesChanged, 'file')} changed, +${result.totals.additions} -${result.totals.deletions}`,
        ),
      ];
      for (const file of result.files) {
        if (options.stat) {
          lines.push(`  ${fileStat(file)}`);
          continue;
        }
        lines.push(out.bold(`--- a/${shown(file.previousPath ?? file.path)}`), out.bold(`+++ b/${shown(file.path)}`));
        if (file.binary) lines.push('Binary file changed');
        for (const hunk of file.hunks) {
          lines.push(out.cyan(printable(hunk.header)));
          for (const line of hunk.lines)
            lines.push(line.startsWith('+') ? out.green(printable(line)) : line.startsWith('-') ? out.red(printable(line)) : printable(line));
        }
      }
      return lines;
    });
  });

  const branch = peopleCommand(program, {
    name: 'branch <checkpoint>',
    summary: "a new git branch of the workspace at a checkpoint's code (HEAD, index and files stay as they are unless --checkout)",
    examples: ['savepoint branch Q2hlY2twb2ludDo... --name try-sliding-window'],
  })
    .requiredOption('--name <branch>', 'the new branch')
    .option('--checkout', "also switch the workspace's checkout to it (only a clean working tree is switched)")
    .option('--lease-token <n>', 'with --checkout, while a runner holds the session: its lease token');
  runs<{ name: string; checkout?: boolean; leaseToken?: string }>(branch, async (io, [id], options) => {
    const input = {
      checkpointId: id!,
      branchName: options.name,
      checkout: options.checkout === true,
      leaseToken: options.leaseToken ? count(options.leaseToken, '--lease-token', 1, 2 ** 31 - 1) : undefined,
    };
    const { createBranchFromCheckpoint } = await withProgress('Making the branch', () => io.client().request(BranchFromCheckpointDocument, { input }));
    const made = narrow(createBranchFromCheckpoint, 'CreateBranchFromCheckpointPayload');
    io.emit({ createBranchFromCheckpoint: made }, () => [
      `Branch ${shown(made.branch.name)} at ${made.branch.commit.slice(0, 12)}: checkpoint #${made.checkpoint.seq} "${shown(made.checkpoint.label, 60)}"${made.checkedOut ? ', checked out' : ''}.`,
    ]);
  });
}
