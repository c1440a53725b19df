import type { Session, SessionConfig } from '../../db/tables/sessions.ts';
import { NotFoundError, throws } from '../../errors/domain.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { isResumable } from '../../sessions/session.model.ts';
import { countSessions, findSessionsByIds, findSessionsOrTombstonesByIds, listSessions } from '../../sessions/session.queries.ts';
import { changeSessionState, changeSessionStateThrows } from '../../workflows/sessions/change-session-state.ts';
import { createSession, createSessionThrows } from '../../workflows/sessions/create-session.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { type Context, callerOf, ownerOf } from '../context.ts';
import { idPage } from '../cursors.ts';
import { localId, localIdThrows, optionalLocalId } from '../ids.ts';
import { valueLoader } from '../loaders.ts';
import { SessionStateEnum, StepKindEnum, StrategyEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { WorkspaceRef } from './workspaces.ts';

export const SessionRef = builder.loadableNodeRef<Session, string, string>('Session', {
  id: { resolve: (session) => session.id },
  load: (ids, ctx) => findSessionsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (session) => session.id,
});

/** Loads a session of the caller by database id, or fails with NOT_FOUND. */
export async function loadSession(ctx: Context, id: string): Promise<Session> {
  const session = await SessionRef.getDataloader(ctx).load(id);
  if (!session) throw new NotFoundError('Session', id);
  return session;
}
export const loadSessionThrows = throws(NotFoundError);

/**
 * Sessions of the caller by id, deleted ones too: only for what a deleted session still shows, its feed ending with its
 * tombstone (`session.deleted`) and that event's `session`. Everything else reads through SessionRef, which finds none.
 */
export const sessionOrTombstone = valueLoader<Session | null>(
  async (ctx, ids) => new Map((await findSessionsOrTombstonesByIds(ctx.db, ownerOf(ctx), ids)).map((session) => [session.id, session])),
  null,
);

const SessionConfigRef = builder.objectRef<SessionConfig>('SessionConfig').implement({
  description: 'The model configuration a session runs with; checkpoints stamp it, so resume can tell when it changed.',
  fields: (t) => ({
    provider: t.exposeString('provider', { nullable: true, description: 'The model provider, e.g. "anthropic"; null when not given.' }),
    model: t.exposeString('model', { nullable: true, description: 'The model, e.g. "claude-sonnet-4"; null when not given.' }),
    temperature: t.exposeFloat('temperature', { nullable: true, description: 'Sampling temperature, 0 to 2; null when not given.' }),
    maxTokens: t.exposeInt('maxTokens', { nullable: true, description: 'Most tokens per model response; null when not given.' }),
    extras: t.expose('extras', { type: 'JSON', description: 'Any other settings, as given (an empty object when none).' }),
  }),
});

SessionRef.implement({
  description: 'One objective pursued by agents in a workspace: a plan of phases, tasks and steps, conversations, checkpoints and an event log.',
  fields: (t) => ({
    objective: t.exposeString('objective', { description: 'What the session is for.' }),
    state: t.field({ type: SessionStateEnum, description: 'Where it stands in its lifecycle.', resolve: (session) => session.state }),
    autoComplete: t.exposeBoolean('auto_complete', { description: 'Whether it completes itself when its last task completes (createSession autoComplete).' }),
    strategy: t.field({ type: StrategyEnum, description: 'How its tasks are scheduled (readyTasks).', resolve: (session) => session.strategy }),
    config: t.field({ type: SessionConfigRef, description: 'The model configuration.', resolve: (session) => session.config }),
    metadata: t.expose('metadata', { type: 'JSON', description: 'Whatever the client stored with it (an object; secrets redacted).' }),
    failureReason: t.exposeString('failure_reason', { nullable: true, description: 'Why it failed (failSession reason); null unless FAILED.' }),
    resumable: t.boolean({
      description: 'Not finished and not held by a live lease: resumeSession may continue it.',
      resolve: (session) => isResumable(session, new Date()),
    }),
    workspace: t.field({ type: WorkspaceRef, description: 'Where its agents work.', resolve: (session) => session.workspace_id }),
    parent: t.field({
      type: SessionRef,
      nullable: true,
      description: 'The session this one was forked from; null for a session created from scratch.',
      resolve: (session) => session.parent_session_id,
    }),
    lastEventSeq: t.exposeInt('last_event_seq', {
      description: 'Sequence number of its latest event (0 before the first): pass it as `after` to sessionEvents to get only what comes next.',
    }),
    version: t.exposeInt('version', { description: 'Grows by one with every change to the session itself (not its plan or messages).' }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updated_at', { type: 'DateTime', description: 'When the session itself last changed.' }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true, description: 'When it first started running; null before.' }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true, description: 'When it finished (COMPLETED, FAILED or CANCELLED); null before.' }),
  }),
});

const SessionFilter = builder.inputType('SessionFilter', {
  description: 'Which sessions to list; every condition given must hold.',
  fields: (t) => ({
    state: t.field({ type: [SessionStateEnum], description: 'Only sessions in any of these states.' }),
    resumable: t.boolean({ description: 'Only sessions that can (true) or cannot (false) be resumed now.' }),
    workspaceId: t.id({ description: 'Only sessions of this workspace.' }),
    search: t.string({ description: 'Only sessions whose objective contains these words (case-insensitive).' }),
  }),
});

builder.queryFields((t) => ({
  sessions: t.connection({
    type: SessionRef,
    description: "The caller's sessions, newest first.",
    args: { filter: t.arg({ type: SessionFilter, description: 'Only the sessions that match; all of them when absent.' }) },
    resolve: (_, args, ctx) => {
      const filter = {
        states: args.filter?.state ?? null,
        resumable: args.filter?.resumable ?? null,
        workspaceId: optionalLocalId('Workspace', args.filter?.workspaceId, 'filter.workspaceId'),
        search: args.filter?.search ?? null,
      };
      return counted(
        cursorConnection(
          args,
          (session: Session) => session.id,
          (page) => listSessions(ctx.db, ownerOf(ctx), filter, idPage(page)),
        ),
        () => countSessions(ctx.db, ownerOf(ctx), filter),
      );
    },
  }),
  session: t.field({
    type: SessionRef,
    description: 'One of your sessions, by id.',
    args: { id: t.arg.id({ required: true, description: 'The id of the session.' }) },
    errors: resultOf('SessionResult', loadSessionThrows, localIdThrows),
    resolve: (_, args, ctx) => loadSession(ctx, localId('Session', args.id)),
  }),
}));

// ---- createSession ----

const SessionConfigInput = builder.inputType('SessionConfigInput', {
  description: 'The model configuration a session runs with; every field is optional.',
  fields: (t) => ({
    provider: t.string({ description: 'The model provider, e.g. "anthropic".' }),
    model: t.string({ description: 'The model, e.g. "claude-sonnet-4".' }),
    temperature: t.float({ description: 'Sampling temperature, 0 to 2.' }),
    maxTokens: t.int({ description: 'Most tokens per model response, above 0.' }),
    extras: t.field({ type: 'JSON', description: 'Any other settings (secrets in them are redacted).' }),
  }),
});

const FileWriteInput = builder.inputType('FileWriteInput', {
  description:
    'A file a WRITE step will write, with the sha256 (hex) of the content it will have: resume uses it to tell whether an interrupted write was applied.',
  fields: (t) => ({
    path: t.string({ required: true, description: 'Relative to the workspace folder, e.g. "src/app.ts".' }),
    sha256: t.string({ description: 'The sha256 of the content the step will write, in hex; without it resume cannot tell whether the write landed.' }),
  }),
});

export const StepPlanInput = builder.inputType('StepPlanInput', {
  description: 'One atomic action of a task.',
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, required: true, description: 'What the step does.' }),
    title: t.string({ required: true, description: 'What it does, for people (e.g. "Read src/server.ts").' }),
    input: t.field({ type: 'JSON', description: 'Whatever the runner needs to perform it (secrets redacted).' }),
    reversible: t.boolean({ description: 'Whether the effect can be undone by restoring files (default true).' }),
    idempotencyKey: t.string({ description: "Unique in the session; the runner's handle to recognise the step. Generated when absent." }),
    writes: t.field({ type: [FileWriteInput], description: 'For WRITE steps: the files it writes.' }),
  }),
});

export const TaskPlanInput = builder.inputType('TaskPlanInput', {
  description: "One agent's assignment.",
  fields: (t) => ({
    key: t.string({ required: true, description: 'Chosen by the client, unique in the plan; dependencies name it.' }),
    title: t.string({ required: true, description: 'What the task is, for people.' }),
    description: t.string({ description: 'More detail for the agent or for people.' }),
    role: t.string({ description: 'The kind of agent, e.g. "architect", "engineer", "reviewer" (default "agent").' }),
    agentId: t.string({ description: 'Which agent does it, in your own terms.' }),
    agentSessionRef: t.string({ description: "The agent's own session reference, e.g. a CLI --resume id." }),
    dependsOn: t.stringList({ description: 'Keys of tasks that must complete first (ADAPTIVE schedules by them).' }),
    steps: t.field({ type: [StepPlanInput], description: 'Its steps, in order.' }),
  }),
});

const PhasePlanInput = builder.inputType('PhasePlanInput', {
  description: 'A stage of the plan.',
  fields: (t) => ({
    key: t.string({ description: 'A key of your own for the phase.' }),
    name: t.string({ required: true, description: 'Its name, e.g. "Implement".' }),
    description: t.string({ description: 'More detail.' }),
    tasks: t.field({ type: [TaskPlanInput], description: 'Its tasks, in order.' }),
  }),
});

export const PlanInput = builder.inputType('PlanInput', {
  description: 'The whole plan: phases of tasks of steps. Checked as a whole (keys, dependencies, cycles) before anything is written.',
  fields: (t) => ({ phases: t.field({ type: [PhasePlanInput], required: true, description: 'The phases, in order.' }) }),
});

const CheckpointPolicyInput = builder.inputType('CheckpointPolicyInput', {
  description: 'When to take checkpoints automatically; every switch defaults to true but afterTask.',
  fields: (t) => ({
    afterStep: t.boolean({ description: 'After each completed step.' }),
    afterTask: t.boolean({
      description: "After each completed task (an agent's completion). Defaults to false: with afterStep on, the task's last step already took one.",
    }),
    phaseBoundary: t.boolean({ description: 'When a phase completes.' }),
    planChange: t.boolean({ description: 'When the plan is created or changed.' }),
    onError: t.boolean({ description: 'When a task or step fails, before recovery.' }),
  }),
});

const CreateSessionInput = builder.inputType('CreateSessionInput', {
  description: 'A new session, its plan and its settings.',
  fields: (t) => ({
    workspaceId: t.id({ required: true, description: 'The workspace its agents work in.' }),
    objective: t.string({ required: true, description: 'What the session is for (not empty).' }),
    strategy: t.field({ type: StrategyEnum, description: 'How tasks are scheduled; defaults to ADAPTIVE.' }),
    config: t.field({ type: SessionConfigInput, description: 'The model configuration.' }),
    metadata: t.field({ type: 'JSON', description: 'Anything to keep with the session (secrets redacted).' }),
    plan: t.field({ type: PlanInput, description: 'The plan; a session may start without one.' }),
    checkpointPolicy: t.field({ type: CheckpointPolicyInput, description: 'When to take checkpoints automatically (default: always).' }),
    autoComplete: t.boolean({
      description:
        'True: the session completes itself when its last task completes (every task completed or skipped, no approval pending), as completeSession would. Default false: the runner completes it.',
    }),
    idempotencyKey: t.string({
      description:
        'Any string of 1 to 200 characters: a retry with the same key and input returns the first result; the same key with another input is an IdempotencyConflictError.',
    }),
  }),
});

export const SessionPayloadRef = builder.objectRef<{ sessionId: string; replayed: boolean }>('CreateSessionPayload').implement({
  description: 'The new session.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session, with its plan and supervisor conversation.', resolve: (payload) => payload.sessionId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('createSession', (t) =>
  t.field({
    type: SessionPayloadRef,
    description:
      'Creates a session in state CREATED with its plan and its supervisor conversation, in one transaction (and a PLAN checkpoint when the plan has phases).',
    args: { input: t.arg({ type: CreateSessionInput, required: true, description: 'The session to create.' }) },
    errors: resultOf('CreateSessionResult', createSessionThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      createSession(callerOf(ctx), {
        ...input,
        workspaceId: localId('Workspace', input.workspaceId, 'workspaceId'),
        plan: input.plan ? { phases: input.plan.phases.map((phase) => ({ ...phase, tasks: phase.tasks ?? [] })) } : null,
        checkpointPolicy: input.checkpointPolicy ? Object.fromEntries(Object.entries(input.checkpointPolicy).filter(([, value]) => value != null)) : null,
      }),
  }),
);

// ---- lifecycle ----

const SessionStatePayload = builder.objectRef<{ sessionId: string; replayed: boolean }>('SessionStatePayload').implement({
  description: 'The session after the change.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session, in its new state (as it is now, on a replay).', resolve: (payload) => payload.sessionId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

const LIFECYCLE: Array<[name: string, action: SessionAction, description: string]> = [
  [
    'planSession',
    'plan',
    'Marks the session as drafting its plan: CREATED or PAUSED -> PLANNING. revisePlan shapes the plan while no task or step may start; startSession then runs it (held at AWAITING_APPROVAL while an approval, say of the plan, is pending).',
  ],
  [
    'startSession',
    'start',
    'Starts (or continues) the session: CREATED, PLANNING or PAUSED -> RUNNING (AWAITING_APPROVAL while an approval is pending; agents its pause stopped are resumed).',
  ],
  [
    'pauseSession',
    'pause',
    'Pauses the session: PLANNING, RUNNING or AWAITING_APPROVAL -> PAUSED, and its running tasks with it (their running steps RESUMABLE).',
  ],
  ['completeSession', 'complete', 'Finishes the session successfully: RUNNING -> COMPLETED (refused while an approval is pending). Ends its lease.'],
  ['failSession', 'fail', 'Finishes the session as failed, from any unfinished state -> FAILED (give a reason). Ends its lease.'],
  ['cancelSession', 'cancel', 'Stops the session for good, from any unfinished state -> CANCELLED. Ends its lease.'],
];

const SessionTransitionInput = builder.inputType('SessionTransitionInput', {
  description: 'The session to move, and why.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    reason: t.string({ description: 'Why; recorded in the event (and as failureReason for failSession).' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key changes nothing and answers the first result.' }),
  }),
});

for (const [name, action, description] of LIFECYCLE) {
  builder.mutationField(name, (t) =>
    t.field({
      type: SessionStatePayload,
      description,
      args: { input: t.arg({ type: SessionTransitionInput, required: true, description: 'The session, and why.' }) },
      errors: resultOf(`${name[0]!.toUpperCase()}${name.slice(1)}Result`, changeSessionStateThrows, localIdThrows),
      resolve: (_, { input: { sessionId, reason, idempotencyKey } }, ctx) =>
        changeSessionState(callerOf(ctx), localId('Session', sessionId, 'sessionId'), action, reason, idempotencyKey),
    }),
  );
}
