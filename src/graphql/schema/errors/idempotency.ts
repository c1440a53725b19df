// The GraphQL type of an idempotency key used again for another request (src/errors/idempotency.ts).
import { IdempotencyConflictError } from '../../../errors/idempotency.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: 'The idempotency key was already used with a different input; nothing was changed. Use a new key for a new request.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key, as sent.' }),
    operation: t.exposeString('operation', { description: 'The mutation that used it first, by field name (e.g. "createSession").' }),
  }),
});
