#!/usr/bin/env node
/**
 * Releases a ruleset version for ever (docs/rulesets/releasing.md):
 *
 *   node scripts/freeze-ruleset.mjs <id> <version> <commit> [--export NAME] [--superseded ISO]
 *       bundles the game's ruleset as the commit holds it into libs/rulesets/frozen/<id>@<version>.js
 *       (one self-contained file: the rules, the kernel helpers they import and their packages),
 *       adds it to libs/rulesets/frozen/manifest.json with its commit and hash, and records the
 *       version's logs (below) unless they exist.
 *   node scripts/freeze-ruleset.mjs <id> <version> <commit> --logs-only
 *       records the version's stored logs alone (for the version being released now, still served
 *       from the source): libs/rulesets/fixtures/logs/<id>@<version>/, a handful of match logs
 *       played with that commit's own scripts and random drivers, and their digests as that
 *       commit's kernel computes them.
 *
 * Neither ever writes over what exists: a frozen build and a version's logs are made once.
 * `--out DIR` writes into DIR/frozen and DIR/logs instead (to check that a build is made again
 * byte for byte, as the tests do).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const OUT = outArg > 0 ? process.argv[outArg + 1] : null;
const FROZEN = OUT ? join(OUT, 'frozen') : join(ROOT, 'libs', 'rulesets', 'frozen');
const MANIFEST = join(FROZEN, 'manifest.json');
const LOGS = OUT ? join(OUT, 'logs') : join(ROOT, 'libs', 'rulesets', 'fixtures', 'logs');

function fail(message) {
  process.stderr.write(`freeze-ruleset: ${message}\n`);
  process.exit(1);
}

function git(...args) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--logs-only') flags.logsOnly = true;
    else if (a === '--export' || a === '--superseded' || a === '--out') flags[a.slice(2)] = argv[++i];
    else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 3)
    fail('usage: freeze-ruleset.mjs <id> <version> <commit> [--export NAME] [--superseded ISO] [--logs-only] [--out DIR]');
  const [id, version, commitish] = positional;
  if (!/^[a-z0-9-]+$/.test(id)) fail(`"${id}" is not a ruleset id`);
  if (!/^\d+\.\d+\.\d+$/.test(version)) fail(`"${version}" is not a version (major.minor.patch)`);
  return { id, version, commitish, ...flags };
}

/** vigilant-peace → vigilantPeace: the name each game's index exports its ruleset under. */
const camel = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

const require_ = createRequire(import.meta.url);

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The commit's tree, extracted to a temporary folder (its node_modules: this checkout's, or its own locked ones). */
function extract(commit) {
  const dir = mkdtempSync(join(tmpdir(), `freeze-${commit.slice(0, 8)}-`));
  execFileSync('bash', ['-c', `git archive ${commit} libs tsconfig.json package.json package-lock.json | tar -x -C "${dir}"`], {
    cwd: ROOT,
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/**
 * The packages a bundle takes in, each at the version the commit's lock file names. When this
 * checkout has other versions installed, the commit's own are installed beside its tree.
 */
function packagesFor(dir, metafile) {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages ?? {};
  const names = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) names.add(m[1]);
  }
  const versions = {};
  let same = true;
  for (const name of [...names].sort()) {
    const locked = lock[`node_modules/${name}`]?.version;
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
    versions[name] = locked ?? installed;
    if (locked && locked !== installed) same = false;
  }
  return { versions, same };
}

/** Bundles `entry` with the packages in the extracted tree's node_modules (a link to this checkout's, or the commit's own). */
async function bundle(dir, entry, outfile) {
  return build({
    absWorkingDir: dir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Paths inside the bundle stay relative to the commit's tree (node_modules/zod/…), whatever the checkout's folder.
    preserveSymlinks: true,
    tsconfig: join(dir, 'tsconfig.json'),
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

async function freeze({ id, version, commit, exportName, superseded, dir }) {
  const key = `${id}@${version}`;
  const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : { versions: [] };
  if (manifest.versions.some((v) => v.id === id && v.version === version))
    fail(`${key} is frozen already: a frozen build is never made again`);
  const file = `${key}.js`;
  const entry = join(dir, 'freeze-entry.ts');
  writeFileSync(entry, `export { ${exportName} as ruleset } from './libs/rulesets/${id}/src';\n`);
  const tmpOut = join(dir, 'bundle.js');
  let result = await bundle(dir, entry, tmpOut);
  let { versions, same } = packagesFor(dir, result.metafile);
  if (!same) {
    process.stdout.write(`installing the packages commit ${commit.slice(0, 8)} locked (this checkout has other versions)\n`);
    rmSync(join(dir, 'node_modules'));
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    result = await bundle(dir, entry, tmpOut);
    versions = packagesFor(dir, result.metafile).versions;
  }
  const body = readFileSync(tmpOut, 'utf8');
  const text =
    `// ${key}, frozen from commit ${commit} by scripts/freeze-ruleset.mjs (docs/rulesets/releasing.md).\n` +
    `// Generated: never edit it. libs/rulesets/frozen/manifest.json holds its hash, checked at every start.\n` +
    body;
  const loaded = { exports: {} };
  new Function('module', 'exports', 'require', text)(loaded, loaded.exports, (name) => {
    if (name === 'node:crypto' || name === 'crypto') return require_('node:crypto');
    throw new Error(`the bundle requires "${name}"`);
  });
  const ruleset = loaded.exports.ruleset;
  if (!ruleset || ruleset.id !== id || ruleset.version !== version)
    fail(
      `commit ${commit.slice(0, 8)} exports ${ruleset ? `${ruleset.id}@${ruleset.version}` : 'no ruleset'} as "${exportName}", not ${key}`,
    );
  // Written once the logs are recorded too (see below): a failed release leaves nothing behind.
  return () => {
    mkdirSync(FROZEN, { recursive: true });
    writeFileSync(join(FROZEN, file), text);
    manifest.versions.push({
      id,
      version,
      commit,
      committedAt: git('show', '-s', '--format=%cI', commit),
      superseded,
      file,
      sha256: sha256(text),
      packages: versions,
    });
    manifest.versions.sort((a, b) => a.id.localeCompare(b.id) || a.version.localeCompare(b.version, undefined, { numeric: true }));
    writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
    process.stdout.write(
      `froze ${key}: ${relative(ROOT, join(FROZEN, file))} (${(text.length / 1024).toFixed(0)} KiB; packages ${JSON.stringify(versions)})\n`,
    );
  };
}

async function recordLogs({ id, version, commit, exportName, dir, startedAt, logsOnly }) {
  const key = `${id}@${version}`;
  const outDir = join(LOGS, key);
  if (existsSync(outDir) && !logsOnly) {
    // A version's stored logs are the ones its freeze makes, from the frozen commit, stamped
    // before it was superseded: a later run of the freeze (freeze-script.e2e-spec.ts) makes the same
    // files. Logs recorded earlier with --logs-only are made again, once, by the same rules.
    rmSync(outDir, { recursive: true, force: true });
    process.stdout.write(`${relative(ROOT, outDir)}: recorded again from the frozen commit\n`);
  }
  if (existsSync(outDir)) {
    process.stdout.write(`${relative(ROOT, outDir)} exists: its logs were recorded once and stay as they are\n`);
    return;
  }
  const entry = join(dir, 'freeze-recorder-entry.ts');
  const recorder = join(ROOT, 'scripts', 'freeze', 'recorder.ts');
  writeFileSync(
    entry,
    `import * as kernel from './libs/rules/src';\n` +
      `import * as index from './libs/rulesets/${id}/src';\n` +
      (existsSync(join(dir, 'libs', 'rulesets', id, 'src', 'random-play.ts'))
        ? `import * as randomPlay from './libs/rulesets/${id}/src/random-play';\nconst game = { ...randomPlay, ...index };\n`
        : `const game = index;\n`) +
      `import { record } from ${JSON.stringify(recorder.replace(/\.ts$/, ''))};\n` +
      `record(kernel, game, ${JSON.stringify({ id, version, exportName, commit, outDir, startedAt })});\n`,
  );
  const out = join(dir, 'recorder.js');
  await bundle(dir, entry, out);
  process.stdout.write(`recording ${key}'s logs with commit ${commit.slice(0, 8)}'s code\n`);
  execFileSync(process.execPath, [out], { stdio: 'inherit' });
}

const args = parseArgs(process.argv.slice(2));
let commit;
try {
  commit = git('rev-parse', '--verify', `${args.commitish}^{commit}`);
} catch {
  fail(`"${args.commitish}" names no commit of this repository`);
}
// The version was the newest until the next commit on the way to HEAD shipped another.
const superseded =
  args.superseded ?? (git('log', '--format=%cI', '--ancestry-path', `${commit}..HEAD`).split('\n').filter(Boolean).pop() || null);
if (!args.logsOnly && !superseded)
  fail(`no commit follows ${commit.slice(0, 8)} on the way to HEAD: say when the next version ships with --superseded <ISO 8601 date>`);
if (superseded && Number.isNaN(Date.parse(superseded))) fail(`--superseded "${superseded}" is not an ISO 8601 date`);
const exportName = args.export ?? camel(args.id);
const dir = extract(commit);
try {
  const write = args.logsOnly ? null : await freeze({ ...args, commit, exportName, superseded, dir });
  // Stamped a day before the version was superseded (or, for the version being released, before
  // its commit): when such matches were played. Recording twice writes the same files.
  const startedAt = new Date(Date.parse(args.logsOnly ? git('show', '-s', '--format=%cI', commit) : superseded) - 86_400_000).toISOString();
  await recordLogs({ ...args, commit, exportName, dir, startedAt, logsOnly: Boolean(args.logsOnly) });
  write?.();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
