// resumeSession and Session.resumePreview (its dry run): the modes, the continuation plan, the environment report.

import type { Step } from '../../db/database.ts';
import {
  CheckpointNotFoundError,
  CheckpointTamperedError,
  ConfigChangedError,
  ContinuationFailedError,
  EnvironmentInvalidError,
  NoResumableSessionError,
  TerminalStateError,
  ValidationError,
  WorkspaceAlreadyOpenError,
  WorkspaceUnavailableError,
} from '../../errors.ts';
import type { InProgressDecision } from '../../plans/continuation.model.ts';
import type { StateReset } from '../../plans/state-reset.model.ts';
import { findLastActivity, type LastActivity } from '../../sessions/session.queries.ts';
import { type ChangedFile, type EnvironmentIssue, EnvironmentIssueCode, type EnvironmentReport } from '../../workflows/resume/environment.ts';
import { previewResume, RESUME_MODES, type ResumeMode, type ResumePreview } from '../../workflows/resume/preview.ts';
import { type ResumeResult, resumeSession } from '../../workflows/resume/resume-session.ts';
import { builder } from '../builder.ts';
import { arrayConnection } from '../connections.ts';
import { callerOf } from '../context.ts';
import { COST } from '../cost.ts';
import { localId } from '../ids.ts';
import { valueLoader } from '../loaders.ts';
import { ApprovalRef } from './approvals.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { ConversationRef, conversationsOfSession } from './conversations.ts';
import { WRITE_ERRORS } from './errors.ts';
import { LeaseRef } from './leases.ts';
import { PhaseRef, StepRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

export const InProgressStrategyEnum = builder.enumType('InProgressStrategy', {
  description:
    'What to do with a step that was in flight: ROLLBACK_RETRY restores its files to the last checkpoint and runs it again (default); RETRY runs it again as it is.',
  values: ['ROLLBACK_RETRY', 'RETRY'] as const,
});
const InProgressActionEnum = builder.enumType('InProgressAction', { values: ['RETRY', 'SKIP', 'ROLLBACK_AND_RETRY'] as const });

const EnvironmentIssueCodeEnum = builder.enumType('EnvironmentIssueCode', {
  description: 'Why a workspace is not fit to resume in, or what to review first; the message says what to do.',
  values: Object.values(EnvironmentIssueCode),
});

const IssueRef = builder.objectRef<EnvironmentIssue>('EnvironmentIssue').implement({
  fields: (t) => ({ code: t.field({ type: EnvironmentIssueCodeEnum, resolve: (issue) => issue.code }), message: t.exposeString('message') }),
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

/** The plan, and the steps already read whole (the rest are loaded by id). */
type Plan = ResumePreview['plan'] & { rows?: ReadonlyMap<string, Step> };
const stepsOf = (plan: Plan, ids: readonly string[]) => ids.map((id) => plan.rows?.get(id) ?? id);
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
    skippedSteps: t.field({ type: [StepRef], resolve: (plan) => stepsOf(plan, plan.skippedSteps) }),
    inProgress: t.field({ type: [DecisionRef], resolve: (plan) => plan.inProgress }),
    pendingSteps: t.field({ type: [StepRef], description: 'In the order they will run.', resolve: (plan) => stepsOf(plan, plan.pendingSteps) }),
    counts: t.field({ type: ContinuationCountsRef, resolve: (plan) => plan }),
  }),
});

export const ResumeModeEnum = builder.enumType('ResumeMode', {
  description:
    "CONTINUE: where it stopped (default). RESTART_PHASE: the current phase's tasks and steps back to pending (its declared files back to before it began); earlier phases and the conversation kept. FROM_CHECKPOINT: code, plan state and conversation back to a checkpoint; what is there now is kept as a RESUME checkpoint and later messages are set aside, never deleted.",
  values: RESUME_MODES,
});

/** Fields a preview and a resume's payload share. */
type ModeFields = { mode: ResumeMode; phaseId: string | null; resets: StateReset[] };
const resetIds = (result: ModeFields, entity: StateReset['entity']) => result.resets.filter((r) => r.entity === entity).map((r) => r.id);

const ResumePreviewRef = builder.objectRef<ResumePreview>('ResumePreview').implement({
  fields: (t) => ({
    mode: t.field({ type: ResumeModeEnum, resolve: (p) => p.mode }),
    resumable: t.exposeBoolean('resumable'),
    blockers: t.field({
      type: [IssueRef],
      description: 'Why it cannot be resumed now (terminal state, a live lease, a tampered checkpoint).',
      resolve: (p) => p.blockers,
    }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint it would resume from: the one asked for, else the latest.',
      resolve: (p) => p.checkpoint?.id ?? null,
    }),
    restartedPhase: t.field({ type: PhaseRef, nullable: true, description: 'RESTART_PHASE: the phase put back to pending.', resolve: (p) => p.phaseId }),
    resetTasks: t.field({
      type: [TaskRef],
      description: 'Tasks the mode sets back (to pending, or to their checkpoint state).',
      resolve: (p) => resetIds(p, 'TASK'),
    }),
    resetSteps: t.field({ type: [StepRef], resolve: (p) => resetIds(p, 'STEP') }),
    filesToRestore: t.stringList({
      description:
        "Files resume would put back to a snapshot (interrupted writes, a restarted phase's writes). FROM_CHECKPOINT restores the whole workspace besides.",
      resolve: (p) => p.restoredFiles,
    }),
    plan: t.field({ type: ContinuationPlanRef, resolve: (p) => ({ ...p.plan, rows: p.stepRows }) }),
    environment: t.field({ type: EnvironmentRef, resolve: (p) => p.environment }),
    pendingApprovals: t.field({ type: [ApprovalRef], description: 'Gates a resume never bypasses.', resolve: (p) => p.pendingApprovals }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  resumePreview: t.field({
    type: ResumePreviewRef,
    description: 'A dry run of resuming this session now. Writes nothing.',
    complexity: COST.resumePreview,
    args: {
      mode: t.arg({ type: ResumeModeEnum, defaultValue: 'CONTINUE' }),
      checkpointId: t.arg.id({ description: 'FROM_CHECKPOINT: the checkpoint to go back to.' }),
      inProgress: t.arg({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY' }),
    },
    errors: { types: [ValidationError, CheckpointNotFoundError, ContinuationFailedError], directResult: true, union: { name: 'ResumePreviewResult' } },
    resolve: (session, args, ctx) =>
      previewResume(callerOf(ctx), session, {
        mode: args.mode,
        inProgress: args.inProgress,
        checkpointId: args.checkpointId ? localId('Checkpoint', args.checkpointId, 'checkpointId') : null,
      }),
  }),
}));

const lastActivityOf = valueLoader(
  async (ctx, ids) => new Map((await findLastActivity(ctx.db, ids)).map((row) => [row.session_id, row])),
  null as LastActivity | null,
);

const LastActivityRef = builder.objectRef<LastActivity>('LastActivity').implement({
  description: 'Where the work last stood and when. For an interrupted session: where it stopped, and how long ago.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', nullable: true, description: "The time of the session's latest event." }),
    idleSeconds: t.int({
      nullable: true,
      description: 'Seconds since then.',
      resolve: (a) => (a.at ? Math.floor((Date.now() - a.at.getTime()) / 1000) : null),
    }),
    eventType: t.exposeString('event_type', { nullable: true, description: 'What happened last (an event type).' }),
    phase: t.field({ type: PhaseRef, nullable: true, resolve: (a) => a.phase_id }),
    task: t.field({ type: TaskRef, nullable: true, resolve: (a) => a.task_id }),
    step: t.field({ type: StepRef, nullable: true, description: 'The step started last.', resolve: (a) => a.step_id }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  lastActivity: t.field({ type: LastActivityRef, nullable: true, resolve: (session, _, ctx) => lastActivityOf(ctx).load(session.id) }),
}));

const ChangedFilesActionEnum = builder.enumType('ChangedFilesAction', {
  description: 'WARN lists files changed since the last checkpoint and continues; ABORT refuses to resume when there are any.',
  values: ['WARN', 'ABORT'] as const,
});

const ResumeSessionInput = builder.inputType('ResumeSessionInput', {
  fields: (t) => ({
    sessionId: t.id({ description: 'Absent: your most recently interrupted session.' }),
    mode: t.field({ type: ResumeModeEnum, defaultValue: 'CONTINUE' }),
    checkpointId: t.id({ description: 'FROM_CHECKPOINT: the checkpoint to go back to.' }),
    inProgress: t.field({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY' }),
    changedFiles: t.field({ type: ChangedFilesActionEnum, defaultValue: 'WARN' }),
    holder: t.string({ required: true, description: 'The runner that will continue the work; it gets the lease.' }),
    leaseSeconds: t.int({ description: '5 to 3600; default 60.' }),
    dryRun: t.boolean({ defaultValue: false, description: 'Compute the same plan and report, write nothing.' }),
    idempotencyKey: t.string({ description: 'A retry with the same key and input returns the first answer and does nothing again.' }),
  }),
});

const ResumeSessionPayload = builder.objectRef<ResumeResult>('ResumeSessionPayload').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (result) => result.session }),
    dryRun: t.exposeBoolean('dryRun'),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retry with the same idempotencyKey.' }),
    mode: t.field({ type: ResumeModeEnum, resolve: (result) => result.mode }),
    lease: t.field({
      type: LeaseRef,
      nullable: true,
      description: 'The lease granted to the runner (null for a dry run): carry its token on every write.',
      resolve: (result) => result.lease && { sessionId: result.sessionId, ...result.lease },
    }),
    plan: t.field({ type: ContinuationPlanRef, resolve: (result) => ({ ...result.plan, rows: result.stepRows }) }),
    environment: t.field({ type: EnvironmentRef, resolve: (result) => result.environment }),
    checkpoint: t.field({ type: CheckpointRef, nullable: true, description: 'The checkpoint resumed from.', resolve: (result) => result.checkpointId }),
    savedCheckpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The RESUME checkpoint holding the files (and state) as resume found them, when it changed any file; resume FROM_CHECKPOINT to it to undo.',
      resolve: (result) => result.savedCheckpointId,
    }),
    restartedPhase: t.field({ type: PhaseRef, nullable: true, resolve: (result) => result.phaseId }),
    resetTasks: t.field({ type: [TaskRef], resolve: (result) => resetIds(result, 'TASK') }),
    resetSteps: t.field({ type: [StepRef], resolve: (result) => resetIds(result, 'STEP') }),
    restoredFiles: t.exposeStringList('restoredFiles', { description: 'Files put back to a snapshot (besides a FROM_CHECKPOINT workspace restore).' }),
    supersededMessages: t.exposeInt('supersededMessages', {
      description: 'FROM_CHECKPOINT: messages after the checkpoint, set aside (kept; shown with includeSuperseded).',
    }),
    pendingApprovals: t.field({
      type: [ApprovalRef],
      description: 'Gates the resumed session still waits on.',
      resolve: (result) => result.pendingApprovalIds,
    }),
    config: t.field({ type: 'JSON', description: 'The restored model configuration.', resolve: (result) => result.session.config }),
    conversationContext: t.connection(
      {
        type: ConversationRef,
        description: 'The conversations to continue with; their messages leave out superseded ones unless asked.',
        resolve: async (result, args, ctx) => arrayConnection(args, await conversationsOfSession(ctx).load(result.sessionId)),
      },
      { name: 'ConversationContextConnection' },
      { name: 'ConversationContextEdge' },
    ),
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
        CheckpointNotFoundError,
        CheckpointTamperedError,
        ConfigChangedError,
        ContinuationFailedError,
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
        checkpointId: input.checkpointId ? localId('Checkpoint', input.checkpointId, 'checkpointId') : null,
      }),
  }),
);
