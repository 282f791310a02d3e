// @ts-check
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint.layers.js';
import webFeatures from './eslint.web-features.js';

/**
 * typescript-eslint's recommended type-checked rules over every TypeScript file, with zero
 * warnings allowed (npm run lint). A rule that does not fit this code is switched off here,
 * with the reason, never in a file.
 */
export default tseslint.config(
  // apps/web/src/gql is written by GraphQL Code Generator (npm run codegen:web), not by hand.
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '**/*.js', '**/*.mjs', 'apps/web/src/gql/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The web app's build configuration runs in Node, not the browser: typed by its own tsconfig.
        projectService: { allowDefaultProject: ['apps/web/*.mts', 'apps/web/*.ts'], defaultProject: 'apps/web/tsconfig.node.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Methods that implement an async port (EventStore, a processor, a resolver) are async
      // whether or not this implementation awaits anything: callers rely on the promise.
      '@typescript-eslint/require-await': 'off',
      // An unused argument named with a leading underscore is part of a signature we must keep
      // (Nest hooks, callbacks); an unused rest sibling drops a field from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A frozen ruleset build is a checked file of code (its hash is in the manifest), run as a
    // CommonJS module of this realm: that is what the Function constructor is for.
    files: ['libs/releases/src/frozen.ts'],
    rules: { '@typescript-eslint/no-implied-eval': 'off' },
  },
  {
    // The rules of hooks, and the React Compiler's checks of what a component may do while it renders.
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // The libraries' layers (eslint.layers.js, docs/architecture.md#layers): an import from a layer
  // above, or from another part of the same layer, fails, however it is written.
  ...layers.layerConfigs(boundaries, import.meta.dirname),
  // The web app's feature folders (eslint.web-features.js, docs/web.md#feature-folders): a feature
  // importing another feature or the app level, or a shared folder importing either, fails.
  ...webFeatures.webFeatureConfigs(boundaries, import.meta.dirname),
  {
    // Tests and benchmarks read GraphQL answers, JSON files and SQL rows as untyped data and
    // assert on their shape: typing every answer would repeat the schema in every test.
    // The release script's recorder runs an old commit's kernel and game, whatever they export: it
    // cannot be typed by today's types.
    files: [
      'test/**/*.ts',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/testing/**/*.ts',
      'bench/**/*.ts',
      '**/*.contract.ts',
      'scripts/freeze/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
