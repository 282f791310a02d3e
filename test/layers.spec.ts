/**
 * The layers of the libraries (eslint.layers.js, docs/architecture.md#layers) as `npm run lint`
 * applies them: ESLint's own API lints a few imports written into files of the tree (never saved)
 * and must refuse those that go up a layer, sideways within one, or from a library into an app,
 * whether through an `@app/…` alias or a relative path, and let everything else through.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '..');

/** eslint.layers.js is CommonJS, shared with eslint.config.mjs. */
const { layerConfigs, LAYERS } = createRequire(__filename)(join(ROOT, 'eslint.layers.js')) as {
  layerConfigs: (plugin: unknown, rootPath: string) => Linter.Config[];
  LAYERS: Array<{ name: string; parts: Array<{ type: string; pattern: string }> }>;
};

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...layerConfigs(boundaries, ROOT)],
});

/** The layer errors ESLint reports for `code` written at `file` (relative to the root), by line. */
async function layerErrors(file: string, code: string): Promise<Array<{ line: number; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  expect(result.messages.filter((m) => m.ruleId !== 'boundaries/dependencies')).toEqual([]);
  return result.messages.map((m) => ({ line: m.line, message: m.message }));
}

const UP = (from: string, fromLayer: number, to: string, toLayer: number) =>
  expect.stringMatching(
    new RegExp(
      `^${from} is in layer ${fromLayer} \\(.+\\) and may import only the layers below it, not ${to} in layer ${toLayer} \\(.+\\): see the layers in docs/architecture\\.md\\.$`,
    ),
  );

describe('the layers of the libraries', () => {
  it('refuse the kernel an import of the read models, through the alias and through a relative path', async () => {
    const errors = await layerErrors(
      'libs/rules/src/layer-probe.ts',
      [
        "import { ProcessorRunner } from '@app/projections';",
        "import { readModelProcessors } from '../../projections/src';",
        'export { ProcessorRunner, readModelProcessors };',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, message: UP('libs/rules', 1, 'libs/projections', 4) },
      { line: 2, message: UP('libs/rules', 1, 'libs/projections', 4) },
    ]);
  });

  it('refuse a library an import of an app, however it is loaded', async () => {
    const errors = await layerErrors(
      'libs/matches/src/layer-probe.ts',
      [
        "import { configFromEnv } from '../../../apps/api/src/config';",
        "export { run } from '../../../apps/cli/src/program';",
        "export const later = () => import('../../../apps/api/src/app');",
        'export { configFromEnv };',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, message: UP('libs/matches', 2, 'apps/api', 5) },
      { line: 2, message: UP('libs/matches', 2, 'apps/cli', 6) },
      { line: 3, message: UP('libs/matches', 2, 'apps/api', 5) },
    ]);
  });

  it('refuse an import from another part of the same layer: competitions take their games from the caller', async () => {
    const errors = await layerErrors(
      'libs/competitions/src/layer-probe.ts',
      "export { createRegistry } from '@app/rulesets';\nexport { frozenBuilds } from '@app/releases';",
    );
    expect(errors).toEqual([
      { line: 1, message: UP('libs/competitions', 3, String.raw`the registry of games \(libs/rulesets/\*\.ts\)`, 4) },
      { line: 2, message: UP('libs/competitions', 3, 'libs/releases', 3) },
    ]);
  });

  it('refuse a game another game and the registry above it, and let it use the kernel', async () => {
    const errors = await layerErrors(
      'libs/rulesets/konwoj/src/layer-probe.ts',
      [
        "export { warzone } from '@app/rulesets/warzone';",
        "export { solaris7 } from '../../solaris7/src';",
        "export { createRegistry } from '../../index';",
        "export { replay } from '@app/rules';",
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, message: 'a game never imports another game: see the layers in docs/architecture.md.' },
      { line: 2, message: 'a game never imports another game: see the layers in docs/architecture.md.' },
      {
        line: 3,
        message: UP(String.raw`a game \(libs/rulesets/<game>\)`, 2, String.raw`the registry of games \(libs/rulesets/\*\.ts\)`, 4),
      },
    ]);
  });

  it('let a part import itself, packages, Node and every layer below it, in either form', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { join } from 'node:path';",
      "import { standingsOf } from '@app/competitions';",
      "import { MatchService } from '../../matches/src/match-service';",
      "import { replay } from '@app/rules';",
      "import type { StoredEvent } from '@app/event-store';",
      "import { createPool } from '@app/database';",
      "import { readModelProcessors } from './index';",
      'export { z, join, standingsOf, MatchService, replay, createPool, readModelProcessors, type StoredEvent };',
    ].join('\n');
    expect(await layerErrors('libs/projections/src/layer-probe.ts', code)).toEqual([]);
    expect(
      await layerErrors(
        'apps/cli/src/layer-probe.ts',
        "export { configFromEnv } from '../../api/src/config';\nexport * from '@app/projections';",
      ),
    ).toEqual([]);
  });

  it('leave tests out: a test may import anything', async () => {
    for (const file of [
      'libs/rules/src/layer-probe.spec.ts',
      'libs/rules/src/layer-probe.int-spec.ts',
      'libs/rules/src/layer-probe.e2e-spec.ts',
      'test/layer-probe.ts',
    ])
      expect(await layerErrors(file, "export { createRegistry } from '@app/rulesets';\nexport * from '../../projections/src';")).toEqual(
        [],
      );
  });

  it('name every library and app in one layer: a new one must be given its place', () => {
    const patterns = LAYERS.flatMap((layer) => layer.parts.map((part) => part.pattern));
    expect(new Set(patterns).size).toBe(patterns.length);
    const folders = (dir: string) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`);
    for (const folder of [...folders('libs'), ...folders('apps')]) expect(patterns).toContain(folder);
    expect(patterns).toContain('libs/rulesets/*'); // each game a part of its own
  });
});
