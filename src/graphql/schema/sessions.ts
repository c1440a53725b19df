import type { Session } from '../../db/database.ts';
import { InvalidPlanError, NotFoundError } from '../../errors.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { isResumable } from '../../sessions/session.model.ts';
import { findSessionsByIds, listSessions } from '../../sessions/session.queries.ts';
import { changeSessionState } from '../../workflows/sessions/change-session-state.ts';
import { createSession } from '../../workflows/sessions/create-session.ts';
import { builder } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { type Context, callerOf, ownerOf } from '../context.ts';
import { idPage } from '../cursors.ts';
import { localId, optionalLocalId } from '../ids.ts';
import { SessionStateEnum, StepKindEnum, StrategyEnum } from './enums.ts';
import { READ_ERRORS, WRITE_ERRORS } from './errors.ts';
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

type SessionConfig = { provider: string | null; model: string | null; temperature: number | null; maxTokens: number | null; extras: unknown };

const SessionConfigRef = builder.objectRef<SessionConfig>('SessionConfig').implement({
  description: 'The model configuration a session runs with; checkpoints stamp it so resume can tell when it changed.',
  fields: (t) => ({
    provider: t.exposeString('provider', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    temperature: t.exposeFloat('temperature', { nullable: true }),
    maxTokens: t.exposeInt('maxTokens', { nullable: true }),
    extras: t.expose('extras', { type: 'JSON' }),
  }),
});

SessionRef.implement({
  description: 'One objective pursued by agents in a workspace: a plan of phases, tasks and steps, conversations, checkpoints and an event log.',
  fields: (t) => ({
    objective: t.exposeString('objective'),
    state: t.field({ type: SessionStateEnum, resolve: (session) => session.state }),
    strategy: t.field({ type: StrategyEnum, resolve: (session) => session.strategy }),
    config: t.field({ type: SessionConfigRef, resolve: (session) => session.config as SessionConfig }),
    metadata: t.expose('metadata', { type: 'JSON' }),
    failureReason: t.exposeString('failure_reason', { nullable: true }),
    resumable: t.boolean({
      description: 'Not finished and not held by a live lease: resumeSession may continue it.',
      resolve: (session) => isResumable(session, new Date()),
    }),
    workspace: t.field({ type: WorkspaceRef, resolve: (session) => session.workspace_id }),
    parent: t.field({
      type: SessionRef,
      nullable: true,
      description: 'The session this one was forked from.',
      resolve: (session) => session.parent_session_id,
    }),
    lastEventSeq: t.exposeInt('last_event_seq', { description: 'Sequence number of the latest event: a cursor for sessionEvents.' }),
    version: t.exposeInt('version', { description: 'Grows by one with every change to the session row.' }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    updatedAt: t.expose('updated_at', { type: 'DateTime' }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true }),
  }),
});

const SessionFilter = builder.inputType('SessionFilter', {
  fields: (t) => ({
    state: t.field({ type: [SessionStateEnum], description: 'Any of these states.' }),
    resumable: t.boolean({ description: 'Only sessions that can (true) or cannot (false) be resumed now.' }),
    workspaceId: t.id(),
    search: t.string({ description: 'Words in the objective (case-insensitive).' }),
  }),
});

builder.queryFields((t) => ({
  sessions: t.connection({
    type: SessionRef,
    description: "The caller's sessions, newest first.",
    args: { filter: t.arg({ type: SessionFilter }) },
    resolve: (_, args, ctx) => {
      const filter = {
        states: args.filter?.state ?? null,
        resumable: args.filter?.resumable ?? null,
        workspaceId: optionalLocalId('Workspace', args.filter?.workspaceId, 'filter.workspaceId'),
        search: args.filter?.search ?? null,
      };
      return cursorConnection(
        args,
        (session: Session) => session.id,
        (page) => listSessions(ctx.db, ownerOf(ctx), filter, idPage(page)),
      );
    },
  }),
  session: t.field({
    type: SessionRef,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: READ_ERRORS, directResult: true, union: { name: 'SessionResult' } },
    resolve: (_, args, ctx) => loadSession(ctx, localId('Session', args.id)),
  }),
}));

// ---- createSession ----

const SessionConfigInput = builder.inputType('SessionConfigInput', {
  fields: (t) => ({
    provider: t.string(),
    model: t.string(),
    temperature: t.float(),
    maxTokens: t.int(),
    extras: t.field({ type: 'JSON' }),
  }),
});

const FileWriteInput = builder.inputType('FileWriteInput', {
  description:
    'A file a WRITE step will write, with the sha256 (hex) of the content it will have: resume uses it to tell whether an interrupted write was applied.',
  fields: (t) => ({ path: t.string({ required: true, description: 'Relative to the workspace.' }), sha256: t.string() }),
});

const StepPlanInput = builder.inputType('StepPlanInput', {
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, required: true }),
    title: t.string({ required: true }),
    input: t.field({ type: 'JSON' }),
    reversible: t.boolean({ description: 'Whether the effect can be undone by restoring files (default true).' }),
    idempotencyKey: t.string({ description: 'Unique in the session; generated when absent.' }),
    writes: t.field({ type: [FileWriteInput], description: 'For WRITE steps: the files it writes.' }),
  }),
});

const TaskPlanInput = builder.inputType('TaskPlanInput', {
  fields: (t) => ({
    key: t.string({ required: true, description: 'Client-chosen, unique in the plan; dependencies name it.' }),
    title: t.string({ required: true }),
    description: t.string(),
    role: t.string({ description: 'The kind of agent, e.g. "architect", "engineer", "reviewer".' }),
    agentId: t.string(),
    agentSessionRef: t.string({ description: "The agent's own session reference, e.g. a CLI --resume id." }),
    dependsOn: t.stringList({ description: 'Keys of tasks that must complete first.' }),
    steps: t.field({ type: [StepPlanInput] }),
  }),
});

const PhasePlanInput = builder.inputType('PhasePlanInput', {
  fields: (t) => ({
    key: t.string(),
    name: t.string({ required: true }),
    description: t.string(),
    tasks: t.field({ type: [TaskPlanInput] }),
  }),
});

const PlanInput = builder.inputType('PlanInput', {
  fields: (t) => ({ phases: t.field({ type: [PhasePlanInput], required: true }) }),
});

const CheckpointPolicyInput = builder.inputType('CheckpointPolicyInput', {
  description: 'When to take checkpoints automatically; every switch defaults to true.',
  fields: (t) => ({
    afterStep: t.boolean({ description: 'After each completed step.' }),
    phaseBoundary: t.boolean({ description: 'When a phase completes.' }),
    planChange: t.boolean({ description: 'When the plan is created or changed.' }),
    onError: t.boolean({ description: 'When a task or step fails, before recovery.' }),
  }),
});

const CreateSessionInput = builder.inputType('CreateSessionInput', {
  fields: (t) => ({
    workspaceId: t.id({ required: true }),
    objective: t.string({ required: true }),
    strategy: t.field({ type: StrategyEnum, description: 'Defaults to ADAPTIVE.' }),
    config: t.field({ type: SessionConfigInput }),
    metadata: t.field({ type: 'JSON' }),
    plan: t.field({ type: PlanInput }),
    checkpointPolicy: t.field({ type: CheckpointPolicyInput }),
    idempotencyKey: t.string({ description: 'Replaying a key returns the first result; reusing it for a different input is an error.' }),
  }),
});

export const SessionPayloadRef = builder.objectRef<{ sessionId: string; replayed: boolean }>('CreateSessionPayload').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (payload) => payload.sessionId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call.' }),
  }),
});

builder.mutationField('createSession', (t) =>
  t.field({
    type: SessionPayloadRef,
    args: { input: t.arg({ type: CreateSessionInput, required: true }) },
    errors: { types: [...WRITE_ERRORS, InvalidPlanError], directResult: true, union: { name: 'CreateSessionResult' } },
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

const SessionStatePayload = builder.objectRef<Session>('SessionStatePayload').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (session) => session }),
  }),
});

const LIFECYCLE: Array<[name: string, action: SessionAction, description: string]> = [
  ['startSession', 'start', 'CREATED, PLANNING or PAUSED -> RUNNING.'],
  ['pauseSession', 'pause', 'PLANNING, RUNNING or AWAITING_APPROVAL -> PAUSED.'],
  ['completeSession', 'complete', 'RUNNING -> COMPLETED.'],
  ['failSession', 'fail', 'Any unfinished state -> FAILED (give a reason).'],
  ['cancelSession', 'cancel', 'Any unfinished state -> CANCELLED.'],
];

const SessionTransitionInput = builder.inputType('SessionTransitionInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    reason: t.string({ description: 'Recorded in the event (and as failureReason for failSession).' }),
  }),
});

for (const [name, action, description] of LIFECYCLE) {
  builder.mutationField(name, (t) =>
    t.field({
      type: SessionStatePayload,
      description,
      args: { input: t.arg({ type: SessionTransitionInput, required: true }) },
      errors: { types: WRITE_ERRORS, directResult: true, union: { name: `${name[0]!.toUpperCase()}${name.slice(1)}Result` } },
      resolve: (_, { input }, ctx) => changeSessionState(callerOf(ctx), localId('Session', input.sessionId, 'sessionId'), action, input.reason),
    }),
  );
}
