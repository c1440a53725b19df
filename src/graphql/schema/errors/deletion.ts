// The GraphQL type of a deletion refused because live forks build on what it would purge (src/errors/deletion.ts).
import { ForksDependError } from '../../../errors/deletion.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(ForksDependError, {
  name: 'ForksDependError',
  description: 'Live forks build on what the deletion would purge (their fork points, the messages they inherit); nothing was deleted.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    forkIds: t.idList({
      description:
        'The forks, nearest first (at most 10; `count` says how many in all). Delete with `cascade: true` to delete them too, or `handOver: true` to keep them.',
      resolve: (error) => error.forkIds.map((id) => globalIdOf({ type: 'Session', id })),
    }),
    count: t.exposeInt('count', { description: 'How many live forks build on it.' }),
  }),
});
