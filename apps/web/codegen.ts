import type { CodegenConfig } from '@graphql-codegen/cli';

// Run after prettier: the client preset matches the document strings exactly.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
