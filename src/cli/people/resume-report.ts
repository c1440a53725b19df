// What `savepoint resume` tells a person (seed 002: the skip count, the remaining work, what was put back, the
// lease): for a resume done, for one agent's task picked up, and for a dry run.
import type {
  ContinuationReportFragment,
  EnvironmentReportFieldsFragment,
  ResumePreviewReportQuery,
  ResumeSessionReportMutation,
  ResumeTaskReportMutation,
} from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { out } from '../terminal/style.ts';
import { alignColumns } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { plural, shown } from './views.ts';

type Resumed = Extract<ResumeSessionReportMutation['resumeSession'], { __typename: 'ResumeSessionPayload' }>;
type TaskResumed = Extract<ResumeTaskReportMutation['resumeTask'], { __typename: 'ResumeTaskPayload' }>;
type Session = Extract<ResumePreviewReportQuery['session'], { __typename: 'Session' }>;
export type Preview = Extract<Success<Session['resumePreview']>, { __typename: 'ResumePreview' }>;
type Lease = { token: number; holder: string; expiresAt: string } | null;

const titles = (steps: ReadonlyArray<{ title: string }>, max = 5) =>
  steps
    .slice(0, max)
    .map((step) => `"${shown(step.title, 50)}"`)
    .join(', ') + (steps.length > max ? `, and ${steps.length - max} more` : '');

/** The continuation: what is skipped, judged (each in-flight step and why), queued and held. */
function planRows(plan: ContinuationReportFragment, verb: { skipped: string; pending: string }): string[][] {
  const rows: string[][] = [[verb.skipped, `${plural(plan.counts.skippedSteps, 'completed step')} (${plural(plan.counts.skippedTasks, 'task')} done)`]];
  for (const [i, decision] of plan.inProgress.entries()) {
    rows.push([i === 0 ? 'in flight' : '', `"${shown(decision.step.title, 50)}": ${decision.action} (${shown(decision.reason, 100)})`]);
  }
  rows.push([verb.pending, plan.pendingSteps.length ? `${plural(plan.pendingSteps.length, 'step')}: ${titles(plan.pendingSteps)}` : 'nothing']);
  if (plan.heldTasks.length)
    rows.push([
      'held',
      `${plural(plan.heldTasks.length, 'paused task')}, each continued by resumeTask: ${plan.heldTasks.map((task) => shown(task.key)).join(', ')}`,
    ]);
  return rows;
}

function environmentRows(environment: EnvironmentReportFieldsFragment): string[][] {
  const rows: string[][] = [];
  for (const issue of [...environment.errors, ...environment.warnings]) rows.push(['environment', out.yellow(`${issue.code}: ${shown(issue.message)}`)]);
  const files = environment.changedFiles;
  if (files.length)
    rows.push([
      'changed',
      `${files
        .slice(0, 10)
        .map((file) => `${shown(file.path)} (${file.action})`)
        .join(', ')}${files.length > 10 ? `, and ${files.length - 10} more` : ''}`,
    ]);
  return rows;
}

function leaseRow(lease: Lease): string[][] {
  if (!lease) return [];
  return [
    [
      'lease',
      `token ${lease.token}, held by ${shown(lease.holder)} until ${lease.expiresAt} (${relativeTime(lease.expiresAt)}): a runner carries it on every write`,
    ],
  ];
}

export function resumedLines(payload: Resumed): string[] {
  const { session } = payload;
  const rows = planRows(payload.plan, { skipped: 'skipped', pending: 'to run' });
  if (payload.checkpoint) rows.unshift(['from', `checkpoint #${payload.checkpoint.seq} ${payload.checkpoint.kind} "${shown(payload.checkpoint.label, 60)}"`]);
  if (payload.restoredFiles.length) rows.push(['restored', payload.restoredFiles.map((file) => shown(file)).join(', ')]);
  if (payload.supersededMessages) rows.push(['set aside', `${plural(payload.supersededMessages, 'later message')} (kept, never deleted)`]);
  rows.push(...environmentRows(payload.environment));
  if (payload.pendingApprovals.length) rows.push(['approvals', `waiting for a person: ${titles(payload.pendingApprovals)}`]);
  if (payload.savedCheckpoint)
    rows.push([
      'undo',
      `the files as resume found them are checkpoint #${payload.savedCheckpoint.seq}: savepoint resume ${session.id} --checkpoint ${payload.savedCheckpoint.id}`,
    ]);
  rows.push(...leaseRow(payload.lease));
  const again = payload.replayed ? ' (already done: this answers the first call)' : '';
  return [`Resumed session ${session.id} "${shown(session.objective, 80)}" (${payload.mode}): now ${session.state}${again}`, ...indent(alignColumns(rows))];
}

export function taskResumedLines(payload: TaskResumed, command: readonly string[] | null): string[] {
  const { task } = payload;
  const rows = planRows(payload.continuation, { skipped: 'skipped', pending: 'to run' });
  rows.push(...leaseRow(payload.lease));
  const states = payload.previousState === task.state ? task.state : `${payload.previousState} → ${task.state}`;
  const lines = [`Resumed task ${shown(task.key)} "${shown(task.title, 60)}" (${states}): its agent continues in its own session`];
  lines.push(...indent(alignColumns(rows)));
  if (command) lines.push(...agentCommandLines(command));
  else lines.push('', 'Its agent recorded no session reference: start its agent on the task again.');
  return lines;
}

/** How the person goes on in the agent's own session (nothing when there is no command to give). */
export function agentCommandLines(command: readonly string[] | null): string[] {
  return command ? ['', 'Continue it with:', `  ${command.map((part) => shown(part)).join(' ')}`] : [];
}

export function previewLines(
  session: Session,
  preview: Preview,
  recovery: { action: string; reason: string } | null,
  command: readonly string[] | null,
): string[] {
  const rows = planRows(preview.plan, { skipped: 'would skip', pending: 'would run' });
  if (preview.checkpoint) rows.unshift(['from', `checkpoint #${preview.checkpoint.seq} ${preview.checkpoint.kind} "${shown(preview.checkpoint.label, 60)}"`]);
  if (preview.filesToRestore.length) rows.push(['would restore', preview.filesToRestore.map((file) => shown(file)).join(', ')]);
  rows.push(...environmentRows(preview.environment));
  if (preview.pendingApprovals.length) rows.push(['approvals', `waiting for a person: ${titles(preview.pendingApprovals)}`]);
  for (const blocker of preview.blockers) rows.push(['blocked', out.red(`${blocker.code}: ${shown(blocker.message)}`)]);
  if (recovery) rows.push(['recovery', `${recovery.action}: ${shown(recovery.reason)}`]);
  if (command) rows.push(['agent', command.map((part) => shown(part)).join(' ')]);
  const verdict = preview.resumable ? 'can be resumed' : out.red('cannot be resumed now');
  return [
    `Would resume session ${session.id} "${shown(session.objective, 80)}" (${preview.mode}, now ${session.state}): it ${verdict}`,
    ...indent(alignColumns(rows)),
  ];
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);
