// The GraphQL type of a stale expected version (src/errors/concurrency.ts; a transient failure is no type: server.ts).
import { VersionConflictError } from '../../../errors/concurrency.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(VersionConflictError, {
  name: 'VersionConflictError',
  description: 'The write expected another version of what it writes (someone wrote it since you read it); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    key: t.exposeString('key', { description: 'What was written (e.g. the shared context key).' }),
    expected: t.exposeInt('expected', { description: 'The expectedVersion the write carried.' }),
    current: t.exposeInt('current', { description: 'The version in force (0: it does not exist); read it again and write with this.' }),
  }),
});
