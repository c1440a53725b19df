// The schema builder: plugins and scalars only. Types live in one file per domain.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import { MAX_PAGE } from './connections.ts';
import type { Context } from './context.ts';
import { costError, fieldCost } from './cost.ts';
import { decodeNodeId } from './ids.ts';

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
    nodesOnConnection: true,
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    firstArgOptions: { description: `How many items to return from the start (or after \`after\`): at most ${MAX_PAGE}, a larger value is capped.` },
    lastArgOptions: { description: `How many items to return from the end (or before \`before\`): at most ${MAX_PAGE}, a larger value is capped.` },
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);
builder.queryType({});
builder.mutationType({});
