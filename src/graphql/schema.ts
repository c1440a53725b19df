// The schema entry: importing each domain file registers its types.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './errors.ts';
import './viewer.ts';
import './workspaces.ts';
import './sessions.ts';
import './plans.ts';
import './conversations.ts';
import './approvals.ts';
import './events.ts';
import './checkpoints.ts';
import './leases.ts';
import './resume.ts';
import './subscriptions.ts';

export const schema = builder.toSchema();

/** The reviewed contract: what schema.graphql must contain. */
export function printSortedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
