import { findApprovalsByIds, findApprovalsBySessionIds } from '../../approvals/approval.queries.ts';
import type { Approval } from '../../db/tables/approvals.ts';
import { decideApproval, decideApprovalThrows, requestApproval, requestApprovalThrows } from '../../workflows/approvals/approvals.ts';
import { builder, listConnection } from '../builder.ts';
import { callerOf, ownerOf } from '../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { groupLoader } from '../loaders.ts';
import { ApprovalStateEnum, DecisionEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
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
    title: t.exposeString('title', { description: 'What needs approving.' }),
    details: t.expose('details', { type: 'JSON', description: 'Whatever helps decide (an object; secrets redacted).' }),
    state: t.field({ type: ApprovalStateEnum, description: 'Whether it is decided, and how.', resolve: (approval) => approval.state }),
    session: t.field({ type: SessionRef, description: 'Its session.', resolve: (approval) => approval.session_id }),
    task: t.field({ type: TaskRef, nullable: true, description: 'The task it concerns; null when none was named.', resolve: (approval) => approval.task_id }),
    step: t.field({ type: StepRef, nullable: true, description: 'The step it concerns; null when none was named.', resolve: (approval) => approval.step_id }),
    requestedBy: t.exposeString('requested_by', { description: 'Who asked: the name of the API token used.' }),
    decidedBy: t.exposeString('decided_by', { nullable: true, description: 'Who decided: the name of the API token used; null while pending.' }),
    decisionNote: t.exposeString('decision_note', { nullable: true, description: "The decider's note; null when none." }),
    requestedAt: t.expose('requested_at', { type: 'DateTime', description: 'When it was requested.' }),
    decidedAt: t.expose('decided_at', { type: 'DateTime', nullable: true, description: 'When it was decided; null while pending.' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  approvals: t.connection({
    type: ApprovalRef,
    nullable: true,
    description: 'Its approvals, oldest first.',
    args: { state: t.arg({ type: ApprovalStateEnum, description: 'Only approvals in this state.' }) },
    resolve: async (session, args, ctx) => {
      const all = await approvalsOfSession(ctx).load(session.id);
      return listConnection(args, args.state ? all.filter((approval) => approval.state === args.state) : all);
    },
  }),
}));

const RequestApprovalInput = builder.inputType('RequestApprovalInput', {
  description: 'What a person must approve.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session (not finished).' }),
    title: t.string({ required: true, description: 'What needs approving (not empty).' }),
    details: t.field({ type: 'JSON', description: 'Whatever helps decide (secrets redacted).' }),
    taskId: t.id({ description: 'The task it concerns, a task of the session.' }),
    stepId: t.id({ description: 'The step it concerns, a step of the session.' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first approval.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

const RequestApprovalPayload = builder.objectRef<{ approvalId: string; replayed: boolean }>('RequestApprovalPayload').implement({
  description: 'The new approval.',
  fields: (t) => ({
    approval: t.field({ type: ApprovalRef, description: 'The approval, PENDING.', resolve: (payload) => payload.approvalId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('requestApproval', (t) =>
  t.field({
    type: RequestApprovalPayload,
    description: 'Opens a gate; a RUNNING session moves to AWAITING_APPROVAL until every pending approval is decided.',
    args: { input: t.arg({ type: RequestApprovalInput, required: true, description: 'What to approve.' }) },
    errors: resultOf('RequestApprovalResult', requestApprovalThrows, localIdThrows, optionalLocalIdThrows),
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
  description: 'A decision on a pending approval.',
  fields: (t) => ({
    approvalId: t.id({ required: true, description: 'The approval (PENDING).' }),
    decision: t.field({ type: DecisionEnum, required: true, description: 'Approve or reject.' }),
    note: t.string({ description: 'Why, for the runner and the record (secrets redacted).' }),
  }),
});

const DecideApprovalPayload = builder.objectRef<Approval>('DecideApprovalPayload').implement({
  description: 'The decided approval.',
  fields: (t) => ({ approval: t.field({ type: ApprovalRef, description: 'The approval, APPROVED or REJECTED.', resolve: (approval) => approval }) }),
});

builder.mutationField('decideApproval', (t) =>
  t.field({
    type: DecideApprovalPayload,
    description: 'Decides a pending approval; deciding the last pending one moves an AWAITING_APPROVAL session back to RUNNING.',
    args: { input: t.arg({ type: DecideApprovalInput, required: true, description: 'The approval and the decision.' }) },
    errors: resultOf('DecideApprovalResult', decideApprovalThrows, localIdThrows),
    resolve: (_, { input }, ctx) => decideApproval(callerOf(ctx), { ...input, approvalId: localId('Approval', input.approvalId, 'approvalId') }),
  }),
);
