// What an operation may cost (SAVEPOINT_MAX_COST), computed by @pothos/plugin-complexity before any root field runs,
// with the request's variables known. A field costs 1; a JSON value 10 (it may be large); a list multiplies what it
// selects: a connection by the page it asks for (`first`/`last`, else the default page), another list by 10. The
// `nodes` and `edges` inside a connection do not multiply again. Fields that do real work (a code diff over git, a
// resume preview) carry their own cost where they are defined.
import { type GraphQLField, getNamedType, getNullableType, isListType } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { DEFAULT_PAGE, MAX_PAGE } from '../connections.ts';

const LIST_MULTIPLIER = 10;
/** A JSON value may be large (up to SAVEPOINT_MAX_JSON_BYTES): it weighs like ten plain fields. */
const JSON_COST = 10;

/** Costs of the fields that do real work besides reading rows. */
export const COST = {
  codeDiff: 100,
  resumePreview: 100,
  rewindPreview: 100,
  /** A walk along a fork chain or one level of it (root, depth, ancestors, children): up to SAVEPOINT_MAX_LINEAGE_DEPTH rows. */
  lineageWalk: 10,
  /** A walk of a whole fork subtree (descendants): up to SAVEPOINT_MAX_LINEAGE_SESSIONS rows. */
  lineageTree: 100,
  /** A session's state at a point of history: a checkpoint snapshot and up to SAVEPOINT_MAX_REPLAY_EVENTS events replayed. */
  stateAt: 100,
} as const;

/** The page a connection asks for: `first` or `last` (capped), else the default page. */
export function pageOf(args: Record<string, unknown>): number {
  const asked = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : DEFAULT_PAGE;
  return Math.max(0, Math.min(asked, MAX_PAGE));
}

export function fieldCost<C>(args: Record<string, unknown>, _ctx: C, field: GraphQLField<unknown, C>) {
  const named = getNamedType(field.type).name;
  if (named.endsWith('Connection')) return { field: 1, multiplier: pageOf(args) };
  if (isListType(getNullableType(field.type))) {
    const inConnection = field.name === 'nodes' || field.name === 'edges';
    return { field: 1, multiplier: inConnection ? 1 : LIST_MULTIPLIER };
  }
  return { field: named === 'JSON' ? JSON_COST : 1, multiplier: 1 };
}

export function costError(
  kind: string,
  result: { complexity: number; maxComplexity?: number; depth: number; maxDepth?: number; breadth: number; maxBreadth?: number },
) {
  const found = kind === 'depth' ? result.depth : kind === 'breadth' ? result.breadth : result.complexity;
  const max = kind === 'depth' ? result.maxDepth : kind === 'breadth' ? result.maxBreadth : result.maxComplexity;
  return createGraphQLError(
    `This operation costs ${found}; the limit is ${max} (SAVEPOINT_MAX_COST). Ask for smaller pages (first/last), fewer nested lists, fewer JSON and diff fields, or split the operation.`,
    { extensions: { code: 'LIMIT_EXCEEDED', limit: 'cost', setting: 'SAVEPOINT_MAX_COST', max, found, http: { status: 400 } } },
  );
}
