// What a resume (or its preview) reports: the environment of the workspace and the continuation plan.
import type { Step } from '../../db/tables/plans.ts';
import type { InProgressDecision } from '../../plans/continuation.model.ts';
import { type ChangedFile, type EnvironmentIssue, EnvironmentIssueCode, type EnvironmentReport } from '../../workflows/resume/environment.ts';
import type { ResumePreview } from '../../workflows/resume/preview.ts';
import { builder } from '../builder.ts';
import { FileActionEnum } from './checkpoints/checkpoint.ts';
import { describedEnum } from './enums.ts';
import { StepRef, TaskRef } from './plans.ts';

export const InProgressStrategyEnum = describedEnum(
  'InProgressStrategy',
  'What to do with a step that was in flight when the session stopped.',
  ['ROLLBACK_RETRY', 'RETRY'],
  {
    ROLLBACK_RETRY: 'Put its declared files back as they were at the last code checkpoint, then run it again (default).',
    RETRY: 'Run it again as the files are.',
  },
);
const InProgressActionEnum = describedEnum('InProgressAction', 'What resume does with one in-flight step.', ['RETRY', 'SKIP', 'ROLLBACK_AND_RETRY'], {
  RETRY: 'Run it again as the files are.',
  SKIP: 'Its write was found applied (every declared file has its sha256): mark it completed, do not run it again.',
  ROLLBACK_AND_RETRY: 'Put its declared files back, then run it again.',
});

const EnvironmentIssueCodeEnum = describedEnum(
  'EnvironmentIssueCode',
  'Why a workspace is not fit to resume in, or what to review first; the message says what to do.',
  Object.values(EnvironmentIssueCode),
  {
    WORKSPACE_MISSING: 'The workspace folder does not exist.',
    WORKSPACE_NOT_DIRECTORY: 'The workspace path is not a folder.',
    WORKSPACE_UNREADABLE: 'The workspace folder cannot be read.',
    WORKSPACE_REPLACED: 'The workspace folder, or a folder above it, is a symbolic link now: put the real folder back.',
    REPOSITORY_OUTSIDE: "The workspace's .git leads to a repository outside it that it may not use.",
    ON_AGENT_HOST: "The folder is on its workspace agent's machine: this server never opens it.",
    NOT_LOCAL: 'The operator does not let this server do file work for you: serve the folder with `savepoint agent --workspace <folder>`.',
    AGENT_OFFLINE: "The folder's workspace agent is not connected (or did not answer): start it, then resume.",
    REPOSITORY_CORRUPT: "The workspace's snapshot repository is damaged.",
    FILES_CHANGED: 'Files changed since the last code checkpoint (changedFiles lists them).',
    CONFIG_CHANGED: 'The model configuration differs from the one stamped on the checkpoint.',
    NO_CODE_SNAPSHOT: 'No code snapshot at or before the checkpoint: files are left as they are.',
    TERMINAL_STATE: 'The session is finished.',
    SESSION_LOCKED: 'A live lease holds the session.',
    CHECKPOINT_TAMPERED: 'The checkpoint no longer matches its signature.',
  },
);

export const IssueRef = builder.objectRef<EnvironmentIssue>('EnvironmentIssue').implement({
  description: 'One finding about resuming: a blocker, an error or a warning.',
  fields: (t) => ({
    code: t.field({ type: EnvironmentIssueCodeEnum, description: 'What it is: stable, switch on it.', resolve: (issue) => issue.code }),
    message: t.exposeString('message', { description: 'What was found and what to do, for a person.' }),
  }),
});

const ChangedFileRef = builder.objectRef<ChangedFile>('ChangedFile').implement({
  description: 'A file of the workspace that differs from the last code checkpoint.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Relative to the workspace folder.' }),
    action: t.field({ type: FileActionEnum, description: 'ADDED, MODIFIED or DELETED since the last code checkpoint.', resolve: (file) => file.action }),
    modifiedAt: t.expose('modifiedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the file last changed on disk; null when unknown (a deleted file).',
    }),
  }),
});

export const EnvironmentRef = builder.objectRef<EnvironmentReport>('EnvironmentReport').implement({
  description: 'Whether the workspace is fit to resume in.',
  fields: (t) => ({
    valid: t.exposeBoolean('valid', { description: 'True when there are no errors (warnings do not count).' }),
    errors: t.field({ type: [IssueRef], description: 'What makes resuming impossible now.', resolve: (report) => report.errors }),
    warnings: t.field({ type: [IssueRef], description: 'What to review before continuing.', resolve: (report) => report.warnings }),
    changedFiles: t.field({ type: [ChangedFileRef], description: 'Files changed since the last code checkpoint.', resolve: (report) => report.changedFiles }),
  }),
});

/** A decision, with its step when it was read whole already (else loaded by id). */
type Decision = InProgressDecision & { row?: Step };
const DecisionRef = builder.objectRef<Decision>('InProgressDecision').implement({
  description: 'What resume does with a step that was in flight.',
  fields: (t) => ({
    step: t.field({ type: StepRef, description: 'The step.', resolve: (decision) => decision.row ?? decision.stepId }),
    action: t.field({ type: InProgressActionEnum, description: 'What resume does with it.', resolve: (decision) => decision.action }),
    reason: t.exposeString('reason', { description: 'Why, in words.' }),
  }),
});

/** The plan, and the steps already read whole (the rest are loaded by id). */
export type Plan = ResumePreview['plan'] & { rows?: ReadonlyMap<string, Step> };
const stepsOf = (plan: Plan, ids: readonly string[]) => ids.map((id) => plan.rows?.get(id) ?? id);
const ContinuationCountsRef = builder.objectRef<Plan>('ContinuationCounts').implement({
  description: 'The sizes of a continuation plan.',
  fields: (t) => ({
    skippedTasks: t.int({ description: 'Completed tasks, not run again.', resolve: (plan) => plan.skippedTasks.length }),
    skippedSteps: t.int({ description: 'Completed steps, not run again.', resolve: (plan) => plan.skippedSteps.length }),
    inProgress: t.int({ description: 'Steps that were in flight.', resolve: (plan) => plan.inProgress.length }),
    pendingSteps: t.int({ description: 'Steps still to run.', resolve: (plan) => plan.pendingSteps.length }),
  }),
});

export const ContinuationPlanRef = builder.objectRef<Plan>('ContinuationPlan').implement({
  description: 'Completed work is skipped, never re-run; in-flight steps are judged; the rest is queued in execution order.',
  fields: (t) => ({
    skippedTasks: t.field({ type: [TaskRef], description: 'Completed tasks, not run again.', resolve: (plan) => plan.skippedTasks }),
    heldTasks: t.field({
      type: [TaskRef],
      description: 'PAUSED tasks: their steps are left out of this plan until resumeTask (or resumePhase) continues them.',
      resolve: (plan) => plan.heldTasks,
    }),
    skippedSteps: t.field({ type: [StepRef], description: 'Completed steps, not run again.', resolve: (plan) => stepsOf(plan, plan.skippedSteps) }),
    inProgress: t.field({
      type: [DecisionRef],
      description: 'The steps that were in flight, and what resume does with each.',
      resolve: (plan) => plan.inProgress.map((decision) => ({ ...decision, row: plan.rows?.get(decision.stepId) })),
    }),
    pendingSteps: t.field({
      type: [StepRef],
      description: 'Steps still to run, in the order they will run.',
      resolve: (plan) => stepsOf(plan, plan.pendingSteps),
    }),
    counts: t.field({ type: ContinuationCountsRef, description: 'How many of each.', resolve: (plan) => plan }),
  }),
});
