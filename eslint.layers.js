/**
 * The layers of the server's libraries and apps (docs/architecture.md#layers), lowest first. A
 * file may import its own part and the parts of the layers below it; never a part of its own
 * layer, nor one above it. The check sees an import however it is written: through an `@app/…`
 * alias (tsconfig.json's paths) or by a relative path out of the part's folder. Tests (every
 * `*.spec.ts`, `*.int-spec.ts` and `*.e2e-spec.ts`), test/, bench/ and scripts/ may import
 * anything: they stand outside the layers.
 *
 * CommonJS, so that eslint.config.mjs and the test of the rule (test/layers.spec.ts) load the same
 * list.
 */
const LAYERS = [
  {
    name: 'the kernel and the log',
    parts: [
      { type: 'rules', pattern: 'libs/rules' },
      { type: 'event-store', pattern: 'libs/event-store' },
      { type: 'migrations', pattern: 'migrations' },
    ],
  },
  {
    name: 'the games, matches and the database',
    parts: [
      // Each game is a part of its own: a game never imports another.
      { type: 'game', pattern: 'libs/rulesets/*', capture: ['game'], label: 'a game (libs/rulesets/<game>)' },
      { type: 'matches', pattern: 'libs/matches' },
      { type: 'database', pattern: 'libs/database' },
    ],
  },
  {
    name: 'released versions and competitions',
    parts: [
      { type: 'releases', pattern: 'libs/releases' },
      // The rules of running an event take their games from the caller (libs/competitions/src/purity.spec.ts).
      { type: 'competitions', pattern: 'libs/competitions' },
    ],
  },
  {
    name: 'the registry of games and the read models',
    parts: [
      // The files directly in libs/rulesets: every game's every version, the corpus, the references.
      { type: 'registry', pattern: 'libs/rulesets', label: 'the registry of games (libs/rulesets/*.ts)' },
      { type: 'projections', pattern: 'libs/projections' },
    ],
  },
  { name: 'the server', parts: [{ type: 'api', pattern: 'apps/api' }] },
  {
    name: 'the command line and the browser apps',
    parts: [
      // The command line reads its settings with the server's own configFromEnv.
      { type: 'cli', pattern: 'apps/cli' },
      { type: 'web', pattern: 'apps/web' },
      { type: 'widget', pattern: 'apps/widget' },
    ],
  },
];

/** The files the layers hold to them: the libraries' and the server apps' code, tests left out. */
const LAYERED_FILES = ['libs/**/*.ts', 'apps/api/**/*.ts', 'apps/cli/**/*.ts', 'migrations/**/*.ts'];
const TEST_FILES = ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'];

const label = (part) => part.label ?? part.pattern;
const parts = LAYERS.flatMap((layer, i) => layer.parts.map((part) => ({ ...part, layer: i + 1, layerName: layer.name })));

/** For each part, the parts it may not import, with the message that says why. */
function policies() {
  const out = [];
  for (const from of parts) {
    for (const to of parts) {
      if (to.layer < from.layer || (to.type === from.type && to.type !== 'game')) continue;
      const sameGame = from.type === 'game' && to.type === 'game';
      const why = sameGame
        ? 'a game never imports another game'
        : `${label(from)} is in layer ${from.layer} (${from.layerName}) and may import only the layers below it, not ${label(to)} in layer ${to.layer} (${to.layerName})`;
      out.push({
        from: { element: { type: from.type } },
        disallow: { to: { element: sameGame ? { type: 'game', captured: { game: '!{{from.captured.game}}' } } : { type: to.type } } },
        message: `${why}: see the layers in docs/architecture.md.`,
      });
    }
  }
  return out;
}

module.exports = {
  LAYERS,
  LAYERED_FILES,
  TEST_FILES,
  /** The flat-config blocks of the check; the TypeScript parser comes from the config around them. */
  layerConfigs(boundaries, rootPath) {
    return [
      {
        files: LAYERED_FILES,
        ignores: TEST_FILES,
        plugins: { boundaries },
        settings: {
          'boundaries/root-path': rootPath,
          'boundaries/elements': parts.map((p) => ({
            type: p.type,
            pattern: p.pattern,
            partialMatch: false,
            ...(p.capture ? { capture: p.capture } : {}),
          })),
          'import/resolver': { typescript: { project: `${rootPath}/tsconfig.json` }, node: true },
        },
        rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: policies() }] },
      },
    ];
  },
};
