import { findApprovalsByIds, findApprovalsBySessionIds } from '../../approvals/approval.queries.ts';
import type { Approval } from '../../db/database.ts';
import { decideApproval, requestApproval } from '../../workflows/approvals/approvals.ts';
import { builder } from '../builder.ts';
import { arrayConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { localId, optionalLocalId } from '../ids.ts';
import { groupLoader } from '../loaders.ts';
import { ApprovalStateEnum, DecisionEnum } from './enums.ts';
import { WRITE_ERRORS } from './errors.ts';
import { StepRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

const approvalsOfSession = groupLoader(
  (ctx, ids) => findApprovalsBySessionIds(ctx.db, ids),
  (approval) => approval.session_id,
);

export const ApprovalRef = builder.loadableNodeRef<Approval, string, string>('Approval', {
  id: { resolve: (approval) => approval.id },
  load: (ids, ctx) => findApprovalsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (approval) => approval.id,
});

ApprovalRef.implement({
  description: 'A gate a person decides. Approvals survive restarts, resumes and forks; a resume never bypasses one.',
  fields: (t) => ({
    title: t.exposeString('title'),
    details: t.expose('details', { type: 'JSON' }),
    state: t.field({ type: ApprovalStateEnum, resolve: (approval) => approval.state }),
    session: t.field({ type: SessionRef, resolve: (approval) => approval.session_id }),
    task: t.field({ type: TaskRef, nullable: true, resolve: (approval) => approval.task_id }),
    step: t.field({ type: StepRef, nullable: true, resolve: (approval) => approval.step_id }),
    requestedBy: t.exposeString('requested_by'),
    decidedBy: t.exposeString('decided_by', { nullable: true }),
    decisionNote: t.exposeString('decision_note', { nullable: true }),
    requestedAt: t.expose('requested_at', { type: 'DateTime' }),
    decidedAt: t.expose('decided_at', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  approvals: t.connection({
    type: ApprovalRef,
    args: { state: t.arg({ type: ApprovalStateEnum, description: 'Only approvals in this state.' }) },
    resolve: async (session, args, ctx) => {
      const all = await approvalsOfSession(ctx).load(session.id);
      return arrayConnection(args, args.state ? all.filter((approval) => approval.state === args.state) : all);
    },
  }),
}));

const RequestApprovalInput = builder.inputType('RequestApprovalInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    title: t.string({ required: true }),
    details: t.field({ type: 'JSON' }),
    taskId: t.id(),
    stepId: t.id(),
    idempotencyKey: t.string(),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
  }),
});

const RequestApprovalPayload = builder.objectRef<{ approvalId: string; replayed: boolean }>('RequestApprovalPayload').implement({
  fields: (t) => ({
    approval: t.field({ type: ApprovalRef, resolve: (payload) => payload.approvalId }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('requestApproval', (t) =>
  t.field({
    type: RequestApprovalPayload,
    description: 'Opens a gate; a RUNNING session moves to AWAITING_APPROVAL until every pending approval is decided.',
    args: { input: t.arg({ type: RequestApprovalInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'RequestApprovalResult' } },
    resolve: (_, { input }, ctx) =>
      requestApproval(callerOf(ctx), {
        ...input,
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        taskId: optionalLocalId('Task', input.taskId, 'taskId'),
        stepId: optionalLocalId('Step', input.stepId, 'stepId'),
      }),
  }),
);

const DecideApprovalInput = builder.inputType('DecideApprovalInput', {
  fields: (t) => ({
    approvalId: t.id({ required: true }),
    decision: t.field({ type: DecisionEnum, required: true }),
    note: t.string(),
  }),
});

const DecideApprovalPayload = builder.objectRef<Approval>('DecideApprovalPayload').implement({
  fields: (t) => ({ approval: t.field({ type: ApprovalRef, resolve: (approval) => approval }) }),
});

builder.mutationField('decideApproval', (t) =>
  t.field({
    type: DecideApprovalPayload,
    args: { input: t.arg({ type: DecideApprovalInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'DecideApprovalResult' } },
    resolve: (_, { input }, ctx) => decideApproval(callerOf(ctx), { ...input, approvalId: localId('Approval', input.approvalId, 'approvalId') }),
  }),
);
