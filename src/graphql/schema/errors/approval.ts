// The GraphQL type of work an approval holds (src/errors/approval.ts).
import { ApprovalPendingError } from '../../../errors/approval.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ApprovalRef } from '../approvals.ts';
import { ApprovalStateEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(ApprovalPendingError, {
  name: 'ApprovalPendingError',
  description:
    'The work is held by an approval: a pending one (on every path back to running: resume, pause and resume, fork, rewind, undo), or a rejected one naming this step or task. Nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    approval: t.field({ type: ApprovalRef, description: 'The approval that holds the work.', resolve: (error) => error.approval.id }),
    approvalState: t.field({
      type: ApprovalStateEnum,
      description: 'PENDING (wait for the decision) or REJECTED (the work is not to be done).',
      resolve: (error) => error.approvalState as 'PENDING' | 'REJECTED',
    }),
    heldId: t.id({ description: 'The global id of the step, task or session the action was about.', resolve: (error) => globalIdOf(error.held) }),
  }),
});
