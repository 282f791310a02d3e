/**
 * The web app's feature folders (docs/web.md#feature-folders). Each area of the app is a feature,
 * `apps/web/src/features/<feature>`: its pages, their parts and its GraphQL operations (`api/`).
 * A feature imports its own files and the shared folders, never another feature, nor the app
 * level; the shared folders import each other only; the app level (App.tsx, main.tsx,
 * providers.tsx, the lazily loaded areas, the offline page and GraphiQL) may import anything, and
 * is where features are put together. What two features both need moves to a shared folder. The
 * check sees an import however it is written: `import`, `export … from` or `import()`, by a
 * relative path, from a `.ts` or a `.tsx` file, tests included.
 *
 * CommonJS, so that eslint.config.mjs and the test of the rule (test/web-features.spec.ts) load
 * the same lists.
 */
const WEB = 'apps/web/src';

/** The folders every feature may use: shared code (lib), shared UI (components), the games' boards, words, icons, the generated operations' types, style sheets. */
const SHARED = ['lib', 'components', 'boards', 'i18n', 'icons', 'gql', 'styles'];

/** The app level: everything in apps/web/src that is neither a feature nor shared. Named, so a new folder is given its place on purpose (the test checks). */
const APP = [
  'App.tsx',
  'main.tsx',
  'providers.tsx',
  'serviceWorker.ts',
  'NotFoundPage.tsx',
  'readme.test.ts',
  'styles.css',
  'areas',
  'offline',
  'graphiql',
];

const SEE = 'see the feature folders in docs/web.md.';

module.exports = {
  WEB,
  SHARED,
  APP,
  /** The flat-config blocks of the check; the TypeScript parser comes from the config around them. */
  webFeatureConfigs(boundaries, rootPath) {
    return [
      {
        files: [`${WEB}/**/*.ts`, `${WEB}/**/*.tsx`],
        plugins: { boundaries },
        settings: {
          'boundaries/root-path': rootPath,
          // The first that matches names a file's element: a feature, else a shared folder, else the app level.
          'boundaries/elements': [
            { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['feature'], partialMatch: false },
            { type: 'web-shared', pattern: `${WEB}/{${SHARED.join(',')}}`, capture: ['folder'], partialMatch: false },
            { type: 'web-app', pattern: WEB, partialMatch: false },
          ],
          'import/resolver': { typescript: { project: `${rootPath}/apps/web/tsconfig.json` }, node: true },
        },
        rules: {
          'boundaries/dependencies': [
            'error',
            {
              default: 'allow',
              policies: [
                {
                  from: { element: { type: 'web-feature' } },
                  disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } } },
                  message: `the {{from.captured.feature}} feature may not import the {{to.captured.feature}} feature (features/{{to.captured.feature}}): a feature imports only its own files and the shared folders (${SHARED.join(', ')}), and what two features need moves to one of those: ${SEE}`,
                },
                {
                  from: { element: { type: 'web-feature' } },
                  disallow: { to: { element: { type: 'web-app' } } },
                  message: `the {{from.captured.feature}} feature may not import the app level ({{to.internalPath}}): the app puts the features together, never the other way round: ${SEE}`,
                },
                {
                  from: { element: { type: 'web-shared' } },
                  disallow: { to: { element: { type: 'web-feature' } } },
                  message: `{{from.captured.folder}}/ is shared by every feature and may not import one (features/{{to.captured.feature}}): ${SEE}`,
                },
                {
                  from: { element: { type: 'web-shared' } },
                  disallow: { to: { element: { type: 'web-app' } } },
                  message: `{{from.captured.folder}}/ is shared by every feature and may not import the app level ({{to.internalPath}}): ${SEE}`,
                },
              ],
            },
          ],
        },
      },
    ];
  },
};
