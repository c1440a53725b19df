// codegen.ts of a client (npx graphql-codegen): typed documents for your operations, and the possibleTypes map
// Apollo Client needs. Introspection needs no token, so the running server can be the schema.
import type { CodegenConfig } from '@graphql-codegen/cli';

export default {
  schema: 'http://localhost:4000/graphql',
  documents: ['src/**/*.ts'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': { preset: 'client', config: { scalars: { DateTime: 'string', JSON: 'unknown' }, enumsAsTypes: true } },
    'src/possible-types.ts': { plugins: ['fragment-matcher'], config: { apolloClientVersion: 3, deterministic: true } },
  },
} satisfies CodegenConfig;
