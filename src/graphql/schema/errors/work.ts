// The GraphQL type of a refused write of a batch (src/errors/work.ts): which write, and its own error's code and message.
import { WorkWriteRefusedError } from '../../../errors/work.ts';
import { builder } from '../../builder.ts';
import { apiMessage } from '../../ids.ts';
import { ErrorCodeEnum, ErrorInterface } from './domain.ts';

builder.objectType(WorkWriteRefusedError, {
  name: 'WorkWriteRefusedError',
  description:
    'A write of a recordWork batch was refused; the batch is one transaction, so nothing of it was written. The writes before it were accepted up to it: send them again, then this one alone once it is fixed (or leave it out).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'Its place in `writes`, from 0.' }),
    write: t.exposeString('write', { description: 'Its kind: the field of WorkWriteInput it gave, e.g. "completeStep".' }),
    // The write's own error as its code and message: an error object returned as a field's value would be taken by
    // GraphQL for a failure of that field.
    errorCode: t.field({
      type: ErrorCodeEnum,
      description: "The code of the write's own error: what it would have answered alone.",
      resolve: (refused) => refused.error.code,
    }),
    errorMessage: t.string({
      description: "The write's own error's message: what went wrong with it and what to do.",
      resolve: (refused) => apiMessage(refused.error),
    }),
  }),
});
