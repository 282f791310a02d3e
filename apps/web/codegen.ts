import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app: the operations written with `graphql(…)` in apps/web/src,
 * checked against the schema the server prints (schema.graphql), so a query that no longer
 * fits the API fails the build instead of the page. Paths are from the repository root, where
 * `npm run codegen:web` runs.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'apps/web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // JSON fields (a competition's format) are read through a narrowing function, never trusted as a shape.
        scalars: { JSON: 'unknown' },
      },
    },
  },
};

export default config;
