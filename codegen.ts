// graphql-codegen: typed documents for the operations the tests use, generated from the committed schema.graphql.
// `npm run codegen` first prints schema.graphql from the Pothos schema, then runs this.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // The bench and the crash-test runner are separate programs with plain string operations.
  documents: ['test/**/*.ts', '!test/gql/**', '!test/bench/**', '!test/runner/**'],
  ignoreNoDocuments: true,
  generates: {
    'test/gql/': {
      preset: 'client',
      config: {
        scalars: { DateTime: 'string', JSON: 'unknown', ID: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        importExtension: '.ts',
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
