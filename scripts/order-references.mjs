#!/usr/bin/env node
/**
 * `npm run docs:orders`: runs scripts/order-references.ts, bundled with esbuild as the release
 * script bundles a ruleset (the project has no TypeScript runner of its own), from the repository
 * root. The bundle goes to a temporary folder and is removed afterwards.
 *
 *   node scripts/order-references.mjs [DIR]   writes under DIR instead of the repository root
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'order-references-'));
try {
  const outfile = join(dir, 'order-references.cjs');
  await build({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, 'scripts', 'order-references.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // The files go under the repository root, or under the folder given (scripts/check-generated.mjs compares them).
  execFileSync(process.execPath, [outfile, process.argv[2] ?? ROOT], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
