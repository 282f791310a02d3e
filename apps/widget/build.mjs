/**
 * Builds the embeddable widget (apps/widget) into dist/widget/widget.js: one minified script
 * for ES2019 browsers, with gzip and brotli copies the server sends to clients that accept them
 * (apps/api/src/widget.ts). Run by `npm run build:web`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outfile = join(root, 'dist', 'widget', 'widget.js');
mkdirSync(dirname(outfile), { recursive: true });

await build({
  entryPoints: [join(root, 'apps', 'widget', 'src', 'widget.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});

const code = readFileSync(outfile);
writeFileSync(`${outfile}.gz`, gzipSync(code, { level: 9 }));
writeFileSync(`${outfile}.br`, brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
console.log(
  `dist/widget/widget.js: ${(code.length / 1024).toFixed(1)} kB, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} kB gzipped`,
);
