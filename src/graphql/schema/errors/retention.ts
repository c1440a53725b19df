// The GraphQL type of a retention run asked for while another runs (src/errors/retention.ts).
import { RetentionBusyError } from '../../../errors/retention.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(RetentionBusyError, {
  name: 'RetentionBusyError',
  description: 'A retention run of your sessions is under way; nothing was done. Ask again once it has ended.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
