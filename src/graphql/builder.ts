// The schema builder: plugins, scalars and what every connection has (descriptions, totalCount). Types live in one
// file per domain.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import RelayPlugin from '@pothos/plugin-relay';
import { JSONResolver } from 'graphql-scalars';
import { arrayConnection, DEFAULT_PAGE, MAX_PAGE } from './connections.ts';
import type { Context } from './context.ts';
import { DateTimeScalar } from './date-time.ts';
import { decodeNodeId } from './ids.ts';
import { costError, fieldCost } from './plugins/cost.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string };
  };
}>({
  plugins: [ErrorsPlugin, DataloaderPlugin, RelayPlugin, ComplexityPlugin],
  complexity: {
    fieldComplexity: fieldCost,
    limit: (ctx) => ({ complexity: ctx.config.limits.cost }),
    complexityError: (kind, result) => costError(kind, result),
  },
  defaultFieldNullability: false,
  errors: { defaultTypes: [] },
  relay: {
    clientMutationId: 'omit',
    decodeGlobalID: decodeNodeId,
    cursorType: 'String',
    nodesOnConnection: { description: 'The items of this page, in order (the same as `edges { node }`, without cursors).' },
    edgesFieldOptions: { nullable: false, description: 'The items of this page, in order, each with its cursor.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    cursorFieldOptions: { description: 'Pass as `after` (or `before`) to page from this item. Opaque: do not build or parse it.' },
    pageInfoFieldOptions: { description: 'Whether there are more items, and the cursors at both ends of this page.' },
    // A connection on an object is nullable (`nullable: true` on each): a refused argument nulls that list alone, not
    // the object holding it, nor a mutation's payload whose write is already committed (a client must never read
    // "failed" for a write that happened). Only the root lists (sessions, workspaces) are non-null.
    defaultConnectionTypeOptions: {
      description:
        'A page of a list: its items (`edges` with cursors, or `nodes`), `pageInfo` to page on, and `totalCount`. A list on an object is null, with its error in `errors`, when its arguments are refused (e.g. a cursor it never handed out); the object itself still arrives.',
    },
    defaultEdgeTypeOptions: { description: 'An item of a page and its cursor.' },
    pageInfoTypeOptions: { description: 'Where a page stands in its list.' },
    hasNextPageFieldOptions: { description: 'True when more items follow this page (ask again with `after: endCursor`).' },
    hasPreviousPageFieldOptions: { description: 'True when items precede this page (ask again with `before: startCursor`).' },
    startCursorFieldOptions: { description: 'The cursor of the first item of this page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'The cursor of the last item of this page; null when the page is empty.' },
    afterArgOptions: { description: 'Start after the item with this cursor (a cursor this list handed out).' },
    beforeArgOptions: { description: 'End before the item with this cursor (a cursor this list handed out).' },
    firstArgOptions: {
      description: `How many items to return from the start (or after \`after\`): at most ${MAX_PAGE}, a larger value is capped; default ${DEFAULT_PAGE}.`,
    },
    lastArgOptions: { description: `How many items to return from the end (or before \`before\`): at most ${MAX_PAGE}, a larger value is capped.` },
    nodeTypeOptions: { description: 'An object with a global id: refetch any of them with `node(id:)`; caches normalise on `__typename` and `id`.' },
    idFieldOptions: { description: 'The global id: stable, unique across types; pass it back wherever the API asks for this object.' },
    nodeQueryOptions: {
      description: 'Any object by its global id; null when none of yours has it.',
      args: { id: { description: 'A global id the API handed out.' } },
    },
    nodesQueryOptions: {
      description: 'Objects by their global ids, in the same order; null for each id none of yours has.',
      args: { ids: { description: 'Global ids the API handed out.' } },
    },
  },
});

builder.addScalarType('DateTime', DateTimeScalar, {
  description: 'A point in time: an ISO 8601 string with a time zone, e.g. "2026-03-01T12:00:00.000Z"; as input, from year 1 to 9999 (UTC).',
});
builder.addScalarType('JSON', JSONResolver, { description: 'Any JSON value (object, array, string, number, boolean or null).' });
builder.queryType({ description: 'Reads. Everything is scoped to the owner of the API token.' });
builder.mutationType({ description: 'Writes. Each takes one `input` and returns a union: its payload, or an error type implementing Error.' });

/** A connection that can count its whole list. `totalCount` is computed only when selected. */
export type Counted = { totalCount: () => number | Promise<number> };

/** Adds how to count the whole list (filters applied, paging not) to a connection a resolver returns. */
export async function counted<C extends object>(connection: C | Promise<C>, totalCount: () => number | Promise<number>): Promise<C & Counted> {
  return { ...(await connection), totalCount };
}

/** A connection over a list already loaded (a session's phases, a phase's tasks...): its count is its length. */
export function listConnection<T>(args: DefaultConnectionArguments, items: readonly T[]) {
  return counted(arrayConnection(args, items), () => items.length);
}

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'How many items the whole list has (with its filters, ignoring paging). Computed only when selected.',
    resolve: (connection) => {
      const { totalCount } = connection as unknown as Partial<Counted>;
      if (!totalCount) throw new Error('a connection was resolved without counted()');
      return totalCount();
    },
  }),
);
