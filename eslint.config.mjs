// @ts-check
import tseslint from 'typescript-eslint';

/**
 * typescript-eslint's recommended type-checked rules over every TypeScript file, with zero
 * warnings allowed (npm run lint). A rule that does not fit this code is switched off here,
 * with the reason, never in a file.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
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
    // Tests and benchmarks read GraphQL answers, JSON files and SQL rows as untyped data and
    // assert on their shape: typing every answer would repeat the schema in every test.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/testing/**/*.ts', 'bench/**/*.ts', '**/*.contract.ts'],
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
