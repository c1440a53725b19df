// The GraphQL types of the lease errors (src/errors/lease.ts).
import { SessionLockedError, StaleLeaseError, WorkspaceAlreadyOpenError } from '../../../errors/lease.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(SessionLockedError, {
  name: 'SessionLockedError',
  description: 'Another runner holds the live lease of the session: a write must carry its leaseToken. Nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    holder: t.exposeString('holder', { description: 'The runner holding the lease.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the lease expires unless its holder extends it (heartbeat).' }),
  }),
});

builder.objectType(StaleLeaseError, {
  name: 'StaleLeaseError',
  description: 'The lease token the write carried is not live any more (fencing): the write was refused. Stop writing; resume to take a new lease.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    given: t.exposeInt('given', { description: 'The lease token the write carried.' }),
    current: t.exposeInt('current', { nullable: true, description: 'The live lease token; null when no lease is live.' }),
  }),
});

builder.objectType(WorkspaceAlreadyOpenError, {
  name: 'WorkspaceAlreadyOpenError',
  description: 'Another session holds a live lease in the same workspace directory (one live lease per directory); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    otherSessionId: t.id({ description: 'The global id of the session holding the directory.', resolve: (error) => globalIdOf(error.otherSession) }),
  }),
});
