import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * The rules of running an event are pure like a game's: pairing, standings, ratings, brackets
 * and the competition's decide/evolve never read the clock, draw random numbers, do I/O or
 * know about Nest. Only the service at the edge (competition-service.ts) does.
 */
const ROOT = __dirname;
const EDGE = new Set(['competition-service.ts']);
const FORBIDDEN =
  /Math\.random|Date\.now|new Date\(|performance\.now|process\.env|from ['"](node:)?(fs|net|http|child_process|crypto)['"]|@nestjs\/|typeorm|from ['"]pg['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    // Tests of every cost (*.spec.ts, *.int-spec.ts, *.e2e-spec.ts) are not the competitions' code.
    return name.endsWith('.ts') && !/[.-]spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('competitions code is pure', () => {
  const files = sources(ROOT).filter((f) => !EDGE.has(relative(ROOT, f)));

  it('covers the pairing, standings, ratings, brackets and competition modules', () => {
    const folders = new Set(files.map((f) => relative(ROOT, f).split('/')[0]));
    for (const folder of ['swiss', 'standings', 'ratings', 'brackets', 'tables', 'competition']) expect(folders).toContain(folder);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s reads no clock, no randomness, no I/O', (_name, file) => {
    const hits = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => FORBIDDEN.test(line));
    expect(hits).toEqual([]);
  });
});

/**
 * The games live in libs/rulesets, and the caller (the API's Nest module, the CLI, the projections,
 * a test) passes its registry as a `RulesetLookup`: no file here but a spec imports '@app/rulesets'
 * or reaches into a game's folder, so the rules of running an event work with any registry.
 */
const GAMES = resolve(ROOT, '..', '..', 'rulesets');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The modules `text` (the source of `file`) imports that are the games or inside their folder. */
function gameImports(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((m) => m[1])
    .filter((spec) => {
      if (spec === '@app/rulesets' || spec.startsWith('@app/rulesets/')) return true;
      if (!spec.startsWith('.')) return false;
      const path = relative(GAMES, resolve(dirname(file), spec));
      return !path.startsWith('..') && !isAbsolute(path);
    });
}

describe('competitions take their games from the caller', () => {
  const files = sources(ROOT);

  it('checks every file, the service and the testing helpers included', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining(['competition-service.ts', 'testing/driver.ts', 'testing/versions.ts', 'competition/games.ts']),
    );
  });

  it('sees an import of the games however it is written', () => {
    const file = join(ROOT, 'competition', 'games.ts');
    expect(gameImports(file, "import { createRegistry } from '@app/rulesets';")).toEqual(['@app/rulesets']);
    expect(gameImports(file, "import type { SolarisState } from '@app/rulesets/solaris7';")).toEqual(['@app/rulesets/solaris7']);
    expect(gameImports(file, "export { konwoj } from '../../../rulesets/konwoj/src';")).toEqual(['../../../rulesets/konwoj/src']);
    expect(gameImports(file, "const r = require('../../../rulesets');")).toEqual(['../../../rulesets']);
    expect(gameImports(file, "const w = await import('@app/rulesets/warzone');")).toEqual(['@app/rulesets/warzone']);
    expect(gameImports(file, "import { duel } from '@app/rules/testing';\nimport { presetOf } from '../standings/presets';")).toEqual([]);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s imports no game', (_name, file) => {
    expect(gameImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
