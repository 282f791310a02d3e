/**
 * The web app's feature folders (eslint.web-features.js, docs/web.md#feature-folders) as
 * `npm run lint` applies them: ESLint's own API lints a few imports written into files of the
 * tree (never saved) and must refuse a feature's import of another feature or of the app level,
 * and a shared folder's import of either, however the import is written, in a `.ts` or a `.tsx`
 * file; and let a feature use its own files and the shared folders, and the app level use anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '..');

/** eslint.web-features.js is CommonJS, shared with eslint.config.mjs. */
const { webFeatureConfigs, WEB, SHARED, APP } = createRequire(__filename)(join(ROOT, 'eslint.web-features.js')) as {
  webFeatureConfigs: (plugin: unknown, rootPath: string) => Linter.Config[];
  WEB: string;
  SHARED: string[];
  APP: string[];
};

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    // The generated operations are read by the check, never checked themselves (as in eslint.config.mjs).
    { ignores: [`${WEB}/gql/**`] },
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
    ...webFeatureConfigs(boundaries, ROOT),
  ],
});

/** The boundary errors ESLint reports for `code` written at `file` (relative to the web app's src), by line. */
async function featureErrors(file: string, code: string): Promise<Array<{ line: number; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, WEB, file) });
  expect(result.messages.filter((m) => m.ruleId !== 'boundaries/dependencies')).toEqual([]);
  return result.messages.map((m) => ({ line: m.line, message: m.message }));
}

const SEE = 'see the feature folders in docs/web.md.';
const ACROSS = (from: string, to: string) =>
  `the ${from} feature may not import the ${to} feature (features/${to}): a feature imports only its own files and the shared folders (lib, components, boards, i18n, icons, gql, styles), and what two features need moves to one of those: ${SEE}`;
const UP = (from: string, file: string) =>
  `the ${from} feature may not import the app level (${file}): the app puts the features together, never the other way round: ${SEE}`;
const SHARED_TO_FEATURE = (folder: string, to: string) =>
  `${folder}/ is shared by every feature and may not import one (features/${to}): ${SEE}`;
const SHARED_TO_APP = (folder: string, file: string) =>
  `${folder}/ is shared by every feature and may not import the app level (${file}): ${SEE}`;

describe('the feature folders of the web app', () => {
  it('refuse a feature an import of another feature, however it is written', async () => {
    const errors = await featureErrors(
      'features/print/feature-probe.tsx',
      [
        "import { RoundPanel } from '../console/rounds/RoundPanel';",
        "export { SlipPage } from '../player/SlipPage';",
        "export const later = () => import('../match/MatchPage');",
        "import { EventPage } from '../../features/public/EventPage';",
        'export const Sheet = () => <RoundPanel />;',
        'export { EventPage };',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, message: ACROSS('print', 'console') },
      { line: 2, message: ACROSS('print', 'player') },
      { line: 3, message: ACROSS('print', 'match') },
      { line: 4, message: ACROSS('print', 'public') },
    ]);
  });

  it('refuse a feature an import of the app level: the app imports features, not they it', async () => {
    const errors = await featureErrors(
      'features/player/feature-probe.ts',
      "export { AppProviders } from '../../providers';\nexport { EventPage } from '../../areas';",
    );
    expect(errors).toEqual([
      { line: 1, message: UP('player', 'providers.tsx') },
      { line: 2, message: UP('player', 'areas/index.tsx') },
    ]);
  });

  it('refuse the shared folders an import of a feature or of the app level', async () => {
    expect(
      await featureErrors(
        'lib/feature-probe.ts',
        "export { scoreLabel } from '../features/console/results/tieBreakHelp';\nexport { App } from '../App';",
      ),
    ).toEqual([
      { line: 1, message: SHARED_TO_FEATURE('lib', 'console') },
      { line: 2, message: SHARED_TO_APP('lib', 'App.tsx') },
    ]);
    expect(
      await featureErrors(
        'components/feature-probe.tsx',
        "import { GamesTableFrame } from '../features/public/GamesTable';\nexport const Frame = () => <GamesTableFrame>{null}</GamesTableFrame>;",
      ),
    ).toEqual([{ line: 1, message: SHARED_TO_FEATURE('components', 'public') }]);
  });

  it('hold a feature’s tests to it too', async () => {
    expect(await featureErrors('features/public/feature-probe.test.ts', "export { scoreNames } from '../console/results/games';")).toEqual([
      { line: 1, message: ACROSS('public', 'console') },
    ]);
  });

  it('let a feature import its own files, its operations, the shared folders and packages', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { useMutation } from 'urql';",
      "import { scoreNames } from './results/games';",
      "import { ResultsDeskQuery } from './api/results';",
      "import { useCommand } from '../../lib/useCommand';",
      "import { readScoring } from '../../lib/scoring';",
      "import { ConfirmDialog } from '../../components/ConfirmDialog';",
      "import { Button } from '../../components/ui';",
      "import { graphql } from '../../gql';",
      "import type { ResultsDeskFragment } from '../../gql/graphql';",
      "import { createI18n } from '../../i18n';",
      "import { gameUi } from '../../boards';",
      "import '../../styles/results.css';",
      'export const Probe = () => <Button onPress={() => undefined}>{String(useState)}</Button>;',
      'export { useMutation, scoreNames, ResultsDeskQuery, useCommand, readScoring, ConfirmDialog, graphql, createI18n, gameUi, type ResultsDeskFragment };',
    ].join('\n');
    expect(await featureErrors('features/console/feature-probe.tsx', code)).toEqual([]);
    expect(
      await featureErrors('features/console/league/feature-probe.ts', "export { LeagueRulingMutation } from '../api/league';"),
    ).toEqual([]);
  });

  it('let the shared folders use each other, and the app level use anything', async () => {
    expect(
      await featureErrors(
        'components/feature-probe.ts',
        "export { useFormat } from '../lib/format';\nexport { gameUi } from '../boards';\nexport { createI18n } from '../i18n';",
      ),
    ).toEqual([]);
    expect(
      await featureErrors(
        'areas/feature-probe.ts',
        "export { EventPage } from '../features/public/EventPage';\nexport { SignInPage } from '../features/auth/SignInPage';",
      ),
    ).toEqual([]);
    expect(
      await featureErrors(
        'feature-probe.tsx',
        "export { SlipPage } from './features/player/SlipPage';\nexport { ConnectionBanner } from './components/ConnectionBanner';\nexport { AppProviders } from './providers';",
      ),
    ).toEqual([]);
  });

  it('give every file and folder at the top of the app its place: shared, the app level, or the features', () => {
    const top = readdirSync(join(ROOT, WEB));
    for (const name of top) expect([...SHARED, ...APP, 'features']).toContain(name);
    expect(new Set([...SHARED, ...APP]).size).toBe(SHARED.length + APP.length);
  });

  it('keep each feature’s operations in its api/ folder', () => {
    const features = readdirSync(join(ROOT, WEB, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['account', 'auth', 'console', 'match', 'player', 'print', 'projector', 'public', 'replay']),
    );
    for (const feature of features) {
      const files = readdirSync(join(ROOT, WEB, 'features', feature.name), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      const outside = files.filter(
        (file) => !file.includes(`/features/${feature.name}/api/`) && readFileSync(file, 'utf8').includes('graphql(`'),
      );
      expect(outside).toEqual([]);
      expect(files.some((file) => file.includes(`/features/${feature.name}/api/`))).toBe(true);
    }
  });

  it('find nothing to refuse in the app as it is', async () => {
    const results = await eslint.lintFiles([`${WEB}/**/*.ts`, `${WEB}/**/*.tsx`]);
    expect(results.length).toBeGreaterThan(200);
    // Only this check's findings: the other rules (and a comment that names one) are npm run lint's.
    const refused = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => `${r.filePath}:${m.line}: ${m.message}`),
    );
    expect(refused).toEqual([]);
  });
});
