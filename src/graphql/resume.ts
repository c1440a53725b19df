// Session.resumePreview: a dry run of resume (what would be skipped, retried and queued; the environment report).
import type { InProgressDecision } from '../plans/continuation.model.ts';
import {
  CheckpointTamperedError,
  ConfigChangedError,
  EnvironmentInvalidError,
  NoResumableSessionError,
  TerminalStateError,
  WorkspaceAlreadyOpenError,
  WorkspaceUnavailableError,
} from '../errors.ts';
import { previewResume, type ChangedFile, type EnvironmentIssue, type EnvironmentReport, type ResumePreview } from '../workflows/resume-preview.ts';
import { resumeSession, type ResumeResult } from '../workflows/resume-session.ts';
import { WRITE_ERRORS } from './errors.ts';
import { localId } from './ids.ts';
import { ApprovalRef } from './approvals.ts';
import { builder } from './builder.ts';
import { callerOf } from './context.ts';
import { CheckpointRef } from './checkpoints.ts';
import { StepRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

export const InProgressStrategyEnum = builder.enumType('InProgressStrategy', {
  description: 'What to do with a step that was in flight: ROLLBACK_RETRY restores its files to the last checkpoint and runs it again (default); RETRY runs it again as it is.',
  values: ['ROLLBACK_RETRY', 'RETRY'] as const,
});
const InProgressActionEnum = builder.enumType('InProgressAction', { values: ['RETRY', 'SKIP', 'ROLLBACK_AND_RETRY'] as const });

const IssueRef = builder.objectRef<EnvironmentIssue>('EnvironmentIssue').implement({
  fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
});

const ChangedFileRef = builder.objectRef<ChangedFile>('ChangedFile').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    action: t.exposeString('action', { description: 'ADDED, MODIFIED or DELETED since the last code checkpoint.' }),
    modifiedAt: t.expose('modifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

const EnvironmentRef = builder.objectRef<EnvironmentReport>('EnvironmentReport').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    errors: t.field({ type: [IssueRef], resolve: (report) => report.errors }),
    warnings: t.field({ type: [IssueRef], resolve: (report) => report.warnings }),
    changedFiles: t.field({ type: [ChangedFileRef], resolve: (report) => report.changedFiles }),
  }),
});

const DecisionRef = builder.objectRef<InProgressDecision>('InProgressDecision').implement({
  fields: (t) => ({
    step: t.field({ type: StepRef, resolve: (decision) => decision.stepId }),
    action: t.field({ type: InProgressActionEnum, resolve: (decision) => decision.action }),
    reason: t.exposeString('reason'),
  }),
});

type Plan = ResumePreview['plan'];
const ContinuationCountsRef = builder.objectRef<Plan>('ContinuationCounts').implement({
  fields: (t) => ({
    skippedTasks: t.int({ resolve: (plan) => plan.skippedTasks.length }),
    skippedSteps: t.int({ resolve: (plan) => plan.skippedSteps.length }),
    inProgress: t.int({ resolve: (plan) => plan.inProgress.length }),
    pendingSteps: t.int({ resolve: (plan) => plan.pendingSteps.length }),
  }),
});

const ContinuationPlanRef = builder.objectRef<Plan>('ContinuationPlan').implement({
  description: 'Completed work is skipped, never re-run; in-flight steps are judged; the rest is queued in execution order.',
  fields: (t) => ({
    skippedTasks: t.field({ type: [TaskRef], resolve: (plan) => plan.skippedTasks }),
    skippedSteps: t.field({ type: [StepRef], resolve: (plan) => plan.skippedSteps }),
    inProgress: t.field({ type: [DecisionRef], resolve: (plan) => plan.inProgress }),
    pendingSteps: t.field({ type: [StepRef], description: 'In the order they will run.', resolve: (plan) => plan.pendingSteps }),
    counts: t.field({ type: ContinuationCountsRef, resolve: (plan) => plan }),
  }),
});

const ResumePreviewRef = builder.objectRef<ResumePreview>('ResumePreview').implement({
  fields: (t) => ({
    resumable: t.exposeBoolean('resumable'),
    blockers: t.field({ type: [IssueRef], description: 'Why it cannot be resumed now (terminal state, a live lease).', resolve: (p) => p.blockers }),
    checkpoint: t.field({ type: CheckpointRef, nullable: true, description: 'The latest checkpoint.', resolve: (p) => p.checkpoint }),
    plan: t.field({ type: ContinuationPlanRef, resolve: (p) => p.plan }),
    environment: t.field({ type: EnvironmentRef, resolve: (p) => p.environment }),
    pendingApprovals: t.field({ type: [ApprovalRef], description: 'Gates a resume never bypasses.', resolve: (p) => p.pendingApprovals }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  resumePreview: t.field({
    type: ResumePreviewRef,
    description: 'A dry run of resuming this session now. Writes nothing.',
    args: { inProgress: t.arg({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY' }) },
    resolve: (session, args, ctx) => previewResume(callerOf(ctx), session, args.inProgress ?? 'ROLLBACK_RETRY'),
  }),
}));

const ChangedFilesActionEnum = builder.enumType('ChangedFilesAction', {
  description: 'WARN lists files changed since the last checkpoint and continues; ABORT refuses to resume when there are any.',
  values: ['WARN', 'ABORT'] as const,
});

const ResumeSessionInput = builder.inputType('ResumeSessionInput', {
  fields: (t) => ({
    sessionId: t.id({ description: 'Absent: your most recently interrupted session.' }),
    inProgress: t.field({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY' }),
    changedFiles: t.field({ type: ChangedFilesActionEnum, defaultValue: 'WARN' }),
    holder: t.string({ required: true, description: 'The runner that will continue the work; it gets the lease.' }),
    leaseSeconds: t.int({ description: '5 to 3600; default 60.' }),
    dryRun: t.boolean({ defaultValue: false, description: 'Compute the same plan and report, write nothing.' }),
  }),
});

const ResumeSessionPayload = builder.objectRef<ResumeResult>('ResumeSessionPayload').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (result) => result.session }),
    dryRun: t.exposeBoolean('dryRun'),
    plan: t.field({ type: ContinuationPlanRef, resolve: (result) => result.preview.plan }),
    environment: t.field({ type: EnvironmentRef, resolve: (result) => result.preview.environment }),
    checkpoint: t.field({ type: CheckpointRef, nullable: true, resolve: (result) => result.preview.checkpoint }),
    pendingApprovals: t.field({ type: [ApprovalRef], resolve: (result) => result.preview.pendingApprovals }),
    config: t.field({ type: 'JSON', description: 'The restored model configuration.', resolve: (result) => result.session.config }),
  }),
});

builder.mutationField('resumeSession', (t) =>
  t.field({
    type: ResumeSessionPayload,
    description:
      'Continues an interrupted session: completed work is skipped, in-flight steps are judged (rolled back and retried, retried, or found applied), the runner gets a lease. All or nothing.',
    args: { input: t.arg({ type: ResumeSessionInput, required: true }) },
    errors: {
      types: [
        ...WRITE_ERRORS,
        NoResumableSessionError,
        TerminalStateError,
        EnvironmentInvalidError,
        CheckpointTamperedError,
        ConfigChangedError,
        WorkspaceAlreadyOpenError,
        WorkspaceUnavailableError,
      ],
      directResult: true,
      union: { name: 'ResumeSessionResult' },
    },
    resolve: (_, { input }, ctx) =>
      resumeSession(callerOf(ctx), {
        ...input,
        sessionId: input.sessionId ? localId('Session', input.sessionId, 'sessionId') : null,
      }),
  }),
);
