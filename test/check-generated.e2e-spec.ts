/**
 * scripts/check-generated.mjs, as `npm test` runs it: it passes on the committed generated files,
 * and on a copy of them with lines changed, a file missing and one left over, it fails naming each
 * file and the command that makes it again. It prints the schema with the built server (dist/,
 * which `npm test` builds first; `--no-build` here, so the test does not build again).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const SCRIPT = join(ROOT, 'scripts', 'check-generated.mjs');
const GENERATED = ['schema.graphql', 'apps/web/src/gql', 'docs/rulesets', 'docs/examples'];

/** The script's exit code, standard output and standard error. */
function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, '--no-build', ...args], { cwd: ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** Replaces line `n` (1-based) of `file`. */
function changeLine(file: string, n: number, text: string): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[n - 1] = text;
  writeFileSync(file, lines.join('\n'));
}

describe('scripts/check-generated.mjs', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'generated-copy-'));
    for (const path of GENERATED) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the committed files: every one is what its generator makes from the code', async () => {
    const { code, stdout, stderr } = await check();
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^check-generated: \d+ generated files are what their generators make\n$/);
  }, 180_000);

  it('fails on stale, missing and left-over files, naming each with the command that puts it right, and changes nothing', async () => {
    changeLine(join(copy, 'schema.graphql'), 3, 'type Stale { field: Int }');
    changeLine(join(copy, 'apps/web/src/gql/graphql.ts'), 2, '// edited by hand');
    changeLine(join(copy, 'docs/rulesets/codes.md'), 4, 'a line no generator writes');
    rmSync(join(copy, 'docs/examples/konwoj.jsonl'));
    writeFileSync(join(copy, 'docs/examples/retired-game.jsonl'), '{}\n');
    const schemaBefore = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');

    const { code, stdout, stderr } = await check('--root', copy);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.trim().split('\n')).toEqual([
      'check-generated: 5 generated file(s) differ from what their generators make now:',
      '  schema.graphql: differs from what its generator makes (from line 3); run `npm run schema`',
      '  apps/web/src/gql/graphql.ts: differs from what its generator makes (from line 2); run `npm run schema && npm run codegen:web`',
      '  docs/examples/konwoj.jsonl: missing; run `npm run docs:orders`',
      '  docs/rulesets/codes.md: differs from what its generator makes (from line 4); run `npm run docs:orders`',
      '  docs/examples/retired-game.jsonl: no generator makes it any more; delete it (or run the command that should make it)',
    ]);
    // The tree it was not asked about is left alone.
    expect(readFileSync(join(ROOT, 'schema.graphql'), 'utf8')).toBe(schemaBefore);
  }, 180_000);
});
