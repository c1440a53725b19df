// resumeSession and Session.resumePreview (its dry run): the modes, and where the work last stood. What both report
// (environment, continuation plan) is in resume-report.ts.
import type { StateReset } from '../../plans/state-reset.model.ts';
import { findLastActivity, type LastActivity } from '../../sessions/session.queries.ts';
import { previewResume, previewResumeThrows, RESUME_MODES, type ResumeMode, type ResumePreview } from '../../workflows/resume/preview.ts';
import { type ResumeResult, resumeSession, resumeSessionThrows } from '../../workflows/resume/resume-session.ts';
import { builder, listConnection } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { valueLoader } from '../loaders.ts';
import { COST } from '../plugins/cost.ts';
import { ApprovalRef } from './approvals.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { ConversationRef, conversationsOfSession } from './conversations/conversation.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { LeaseRef } from './leases.ts';
import { PhaseRef, StepRef, TaskRef } from './plans.ts';
import { ContinuationPlanRef, EnvironmentRef, InProgressStrategyEnum, IssueRef } from './resume-report.ts';
import { SessionRef } from './sessions.ts';

export const ResumeModeEnum = describedEnum('ResumeMode', 'Where a resume continues from.', RESUME_MODES, {
  CONTINUE: 'Where the session stopped (default).',
  RESTART_PHASE:
    "The current phase's tasks and steps go back to pending (and the files they declared back to before the phase began); earlier phases and the conversation are kept.",
  FROM_CHECKPOINT:
    'Code, plan state and conversation go back to a checkpoint; what is there now is kept as a RESUME checkpoint, and later messages are set aside, never deleted.',
});

/** Fields a preview and a resume's payload share. */
type ModeFields = { mode: ResumeMode; phaseId: string | null; resets: StateReset[] };
const resetIds = (result: ModeFields, entity: StateReset['entity']) => result.resets.filter((r) => r.entity === entity).map((r) => r.id);

const ResumePreviewRef = builder.objectRef<ResumePreview>('ResumePreview').implement({
  description: 'What resuming the session now would do; computed without writing anything.',
  fields: (t) => ({
    mode: t.field({ type: ResumeModeEnum, description: 'The mode previewed.', resolve: (p) => p.mode }),
    resumable: t.exposeBoolean('resumable', { description: 'True when nothing blocks a resume now (blockers is empty).' }),
    blockers: t.field({
      type: [IssueRef],
      description: 'Why it cannot be resumed now (a finished session, a live lease, a tampered checkpoint).',
      resolve: (p) => p.blockers,
    }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint it would resume from: the one asked for, else the latest; null when the session has none.',
      resolve: (p) => p.checkpoint?.id ?? null,
    }),
    restartedPhase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'RESTART_PHASE: the phase put back to pending; else null.',
      resolve: (p) => p.phaseId,
    }),
    resetTasks: t.field({
      type: [TaskRef],
      description: 'Tasks the mode sets back (to pending, or to their checkpoint state).',
      resolve: (p) => resetIds(p, 'TASK'),
    }),
    resetSteps: t.field({
      type: [StepRef],
      description: 'Steps the mode sets back (to pending, or to their checkpoint state).',
      resolve: (p) => resetIds(p, 'STEP'),
    }),
    filesToRestore: t.stringList({
      description:
        "Files resume would put back to a snapshot (interrupted writes, a restarted phase's writes). FROM_CHECKPOINT restores the whole workspace besides.",
      resolve: (p) => p.restoredFiles,
    }),
    plan: t.field({ type: ContinuationPlanRef, description: 'What would be skipped, judged and run.', resolve: (p) => ({ ...p.plan, rows: p.stepRows }) }),
    environment: t.field({ type: EnvironmentRef, description: 'Whether the workspace is fit to resume in.', resolve: (p) => p.environment }),
    pendingApprovals: t.field({ type: [ApprovalRef], description: 'Gates a resume never bypasses.', resolve: (p) => p.pendingApprovals }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  resumePreview: t.field({
    type: ResumePreviewRef,
    description: 'A dry run of resuming this session now. Writes nothing.',
    complexity: COST.resumePreview,
    args: {
      mode: t.arg({ type: ResumeModeEnum, defaultValue: 'CONTINUE', description: 'Where to continue from.' }),
      checkpointId: t.arg.id({ description: 'FROM_CHECKPOINT (and only then): the checkpoint to go back to.' }),
      inProgress: t.arg({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY', description: 'What to do with steps that were in flight.' }),
    },
    errors: resultOf('ResumePreviewResult', previewResumeThrows, localIdThrows),
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
    at: t.expose('at', { type: 'DateTime', nullable: true, description: "The time of the session's latest event; null when it has none." }),
    idleSeconds: t.int({
      nullable: true,
      description: 'Seconds since then; null when the session has no event.',
      resolve: (a) => (a.at ? Math.floor((Date.now() - a.at.getTime()) / 1000) : null),
    }),
    eventType: t.exposeString('event_type', { nullable: true, description: 'What happened last (an event type); null when nothing did.' }),
    phase: t.field({ type: PhaseRef, nullable: true, description: 'The phase worked on last; null when none started.', resolve: (a) => a.phase_id }),
    task: t.field({ type: TaskRef, nullable: true, description: 'The task started last; null when none started.', resolve: (a) => a.task_id }),
    step: t.field({ type: StepRef, nullable: true, description: 'The step started last; null when none started.', resolve: (a) => a.step_id }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  lastActivity: t.field({
    type: LastActivityRef,
    nullable: true,
    description: 'Where the work last stood and when; null when nothing is known.',
    resolve: (session, _, ctx) => lastActivityOf(ctx).load(session.id),
  }),
}));

const ChangedFilesActionEnum = describedEnum('ChangedFilesAction', 'What resume does when files changed since the last checkpoint.', ['WARN', 'ABORT'], {
  WARN: 'List them (environment.changedFiles) and continue (default).',
  ABORT: 'Refuse to resume (EnvironmentInvalidError) while there are any.',
});

const ResumeSessionInput = builder.inputType('ResumeSessionInput', {
  description: 'What to resume, from where, and who continues the work.',
  fields: (t) => ({
    sessionId: t.id({ description: 'The session; absent: your most recently interrupted session.' }),
    mode: t.field({ type: ResumeModeEnum, defaultValue: 'CONTINUE', description: 'Where to continue from.' }),
    checkpointId: t.id({ description: 'FROM_CHECKPOINT (and only then): the checkpoint to go back to.' }),
    inProgress: t.field({ type: InProgressStrategyEnum, defaultValue: 'ROLLBACK_RETRY', description: 'What to do with steps that were in flight.' }),
    changedFiles: t.field({ type: ChangedFilesActionEnum, defaultValue: 'WARN', description: 'What to do about files changed since the last checkpoint.' }),
    holder: t.string({ required: true, description: 'The runner that will continue the work (1 to 200 characters); it gets the lease.' }),
    leaseSeconds: t.int({ description: 'How long its lease lasts without a heartbeat, in seconds: 5 to 3600; default 60.' }),
    dryRun: t.boolean({ defaultValue: false, description: 'Compute the same plan and report, write nothing.' }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.',
    }),
  }),
});

const ResumeSessionPayload = builder.objectRef<ResumeResult>('ResumeSessionPayload').implement({
  description: 'What the resume did (for a dry run: would do).',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session, running again (or still held at an approval).', resolve: (result) => result.session }),
    dryRun: t.exposeBoolean('dryRun', { description: 'True when nothing was written.' }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retry with the same idempotencyKey.' }),
    mode: t.field({ type: ResumeModeEnum, description: 'The mode used.', resolve: (result) => result.mode }),
    lease: t.field({
      type: LeaseRef,
      nullable: true,
      description: 'The lease granted to the runner (null for a dry run): carry its token on every write.',
      resolve: (result) => result.lease && { sessionId: result.sessionId, ...result.lease },
    }),
    plan: t.field({
      type: ContinuationPlanRef,
      description: 'What is skipped, judged and left to run.',
      resolve: (result) => ({ ...result.plan, rows: result.stepRows }),
    }),
    environment: t.field({ type: EnvironmentRef, description: 'The workspace as resume found it.', resolve: (result) => result.environment }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint resumed from; null when none.',
      resolve: (result) => result.checkpointRow ?? result.checkpointId,
    }),
    savedCheckpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description:
        'The RESUME checkpoint holding the files (and state) as resume found them, when it changed any file (else null); resume FROM_CHECKPOINT to it to undo.',
      resolve: (result) => result.savedCheckpointId,
    }),
    restartedPhase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'RESTART_PHASE: the phase put back to pending; else null.',
      resolve: (result) => result.phaseId,
    }),
    resetTasks: t.field({ type: [TaskRef], description: 'Tasks the mode set back.', resolve: (result) => resetIds(result, 'TASK') }),
    resetSteps: t.field({ type: [StepRef], description: 'Steps the mode set back.', resolve: (result) => resetIds(result, 'STEP') }),
    restoredFiles: t.exposeStringList('restoredFiles', { description: 'Files put back to a snapshot (besides a FROM_CHECKPOINT workspace restore).' }),
    supersededMessages: t.exposeInt('supersededMessages', {
      description: 'FROM_CHECKPOINT: messages after the checkpoint, set aside (kept; shown with includeSuperseded); else 0.',
    }),
    pendingApprovals: t.field({
      type: [ApprovalRef],
      description: 'Gates the resumed session still waits on.',
      resolve: (result) => result.pendingApprovalIds,
    }),
    config: t.field({ type: 'JSON', description: 'The model configuration the session continues with.', resolve: (result) => result.session.config }),
    conversationContext: t.connection(
      {
        type: ConversationRef,
        nullable: true,
        description: 'The conversations to continue with; their messages leave out superseded ones unless asked.',
        resolve: async (result, args, ctx) => listConnection(args, await conversationsOfSession(ctx).load(result.sessionId)),
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
      'Continues an interrupted session: completed work is skipped, in-flight steps are judged (rolled back and retried, retried, or found applied), the runner gets a lease. All or nothing; a refused attempt is recorded as session.resume_failed.',
    args: { input: t.arg({ type: ResumeSessionInput, required: true, description: 'What to resume, and how.' }) },
    errors: resultOf('ResumeSessionResult', resumeSessionThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      resumeSession(callerOf(ctx), {
        ...input,
        sessionId: input.sessionId ? localId('Session', input.sessionId, 'sessionId') : null,
        checkpointId: input.checkpointId ? localId('Checkpoint', input.checkpointId, 'checkpointId') : null,
      }),
  }),
);
