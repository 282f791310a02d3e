#!/usr/bin/env node
/**
 * `npm run check:generated` (npm test runs it before the build, whose own code generation would
 * hide a stale file): makes every committed generated file again, into a temporary folder, and
 * compares each with the working tree's. Exits 1 naming every file that differs, where, and the
 * command that makes it again; it changes nothing in the tree and needs no git.
 *
 *   node scripts/check-generated.mjs [--root DIR] [--no-build]
 *
 * --root DIR   compares the files under DIR instead of the repository's (the test of this script
 *              does, on a copy with lines changed): the generators still read the repository.
 * --no-build   prints the schema with the server already built in dist/ (by default
 *              `npm run build:server` runs first, so that the schema is the code's).
 *
 * The generated files, by their generator:
 * - schema.graphql: what the server answers to introspection (`npm run schema`);
 * - apps/web/src/gql/*: the web app's typed operations, from that schema (`npm run codegen:web`);
 * - docs/rulesets/<id>-orders.md, docs/rulesets/codes.md, docs/examples/<id>.jsonl: the order
 *   references and worked examples, from the games' code (`npm run docs:orders`).
 * The frozen ruleset builds (libs/rulesets/frozen) are made from old commits, not from the tree:
 * libs/rulesets/freeze-script.e2e-spec.ts makes them again, and a build that does not match its
 * manifest's hash is refused when the registry loads it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const SCHEMA = 'schema.graphql';
const GQL = 'apps/web/src/gql';

function fail(message) {
  process.stderr.write(`check-generated: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { root: ROOT, build: true };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-build') options.build = false;
    else if (argv[i] === '--root' && argv[i + 1]) options.root = resolve(argv[++i]);
    else fail(`unknown argument "${argv[i]}"; usage: check-generated.mjs [--root DIR] [--no-build]`);
  }
  return options;
}

/** Every file under `dir` (relative to `base`), or none when it does not exist. */
function filesUnder(base, dir) {
  const full = join(base, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(base, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/** The schema as the server prints it, written into `made` by the built print-schema. */
function makeSchema(made) {
  const printer = join(ROOT, 'dist/apps/api/src/print-schema.js');
  if (!existsSync(printer)) fail(`${relative(ROOT, printer)} is missing: run "npm run build:server" (or leave out --no-build)`);
  // Run from `made`: a build older than the output argument writes schema.graphql into its working
  // folder, and that must never be the tree being checked.
  execFileSync(process.execPath, [printer, join(made, SCHEMA)], { cwd: made, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The web app's typed operations from the schema just printed, as apps/web/codegen.ts makes them. */
async function makeGql(made) {
  const { generate, loadCodegenConfig } = await import('@graphql-codegen/cli');
  const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'apps/web/codegen.ts') });
  const outputs = await generate({ ...config, schema: join(made, SCHEMA), silent: true }, false);
  return new Map(outputs.map((o) => [relative(ROOT, resolve(ROOT, o.filename)), o.content]));
}

/** The order references and examples, written under `made` by `npm run docs:orders`'s script. */
function makeOrderReferences(made) {
  execFileSync(process.execPath, [join(ROOT, 'scripts/order-references.mjs'), made], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The first line where two texts differ (1-based), for the report. */
function firstDifferentLine(a, b) {
  const [x, y] = [a.split('\n'), b.split('\n')];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) return i + 1;
  return 1;
}

async function main() {
  const { root, build } = parseArgs(process.argv.slice(2));
  process.chdir(ROOT); // the code generator finds the web app's operations from here
  if (build) execFileSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const made = mkdtempSync(join(tmpdir(), 'check-generated-'));
  try {
    makeSchema(made);
    makeOrderReferences(made);
    /** Every generated file: where it belongs, its text now, and the command that makes it. */
    const expected = [{ path: SCHEMA, text: readFileSync(join(made, SCHEMA), 'utf8'), command: 'npm run schema' }];
    const schemaStale = (existsSync(join(root, SCHEMA)) ? readFileSync(join(root, SCHEMA), 'utf8') : null) !== expected[0].text;
    const codegen = schemaStale ? 'npm run schema && npm run codegen:web' : 'npm run codegen:web';
    for (const [path, text] of await makeGql(made)) expected.push({ path, text, command: codegen });
    for (const path of filesUnder(made, 'docs'))
      expected.push({ path, text: readFileSync(join(made, path), 'utf8'), command: 'npm run docs:orders' });

    const problems = [];
    for (const { path, text, command } of expected) {
      const file = join(root, path);
      if (!existsSync(file)) problems.push(`${path}: missing; run \`${command}\``);
      else {
        const kept = readFileSync(file, 'utf8');
        if (kept !== text)
          problems.push(`${path}: differs from what its generator makes (from line ${firstDifferentLine(kept, text)}); run \`${command}\``);
      }
    }
    // A file in a generated folder that no generator makes any more: left over from a removed operation or game.
    const madePaths = new Set(expected.map((e) => e.path));
    const generatedHere = [
      ...filesUnder(root, GQL),
      ...filesUnder(root, 'docs/examples'),
      ...filesUnder(root, 'docs/rulesets').filter((p) => p.endsWith('-orders.md')),
    ];
    for (const path of generatedHere)
      if (!madePaths.has(path))
        problems.push(`${path}: no generator makes it any more; delete it (or run the command that should make it)`);

    if (problems.length > 0) {
      process.stderr.write(`check-generated: ${problems.length} generated file(s) differ from what their generators make now:\n`);
      for (const p of problems) process.stderr.write(`  ${p}\n`);
      process.exitCode = 1;
    } else process.stdout.write(`check-generated: ${expected.length} generated files are what their generators make\n`);
  } finally {
    rmSync(made, { recursive: true, force: true });
  }
}

await main();
