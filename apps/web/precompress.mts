import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The built files worth compressing: text. Images (PNG) and fonts (WOFF2) are compressed already. */
export const TEXT_FILES = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, once everything else is written (the service worker and manifest included): the API
 * serves them to browsers that accept them (apps/api/src/precompressed.ts), so no answer is
 * compressed while a phone waits, and each is compressed as small as it gets, once. A copy that
 * would not be smaller than its file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tabletop:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        let files = 0;
        let before = 0;
        let after = 0;
        const jobs: Promise<void>[] = [];
        for await (const file of filesUnder(outDir)) {
          if (!TEXT_FILES.test(file)) continue;
          jobs.push(
            (async () => {
              const source = await readFile(file);
              const [br, gzipped] = await Promise.all([
                brotli(source, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 11,
                    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gz(source, { level: 9 }),
              ]);
              if (br.length < source.length) await writeFile(`${file}.br`, br);
              if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
              files++;
              before += source.length;
              after += Math.min(br.length, source.length);
            })(),
          );
        }
        await Promise.all(jobs);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.info(`compressed ${files} text files: ${kb(before)} → ${kb(after)} in brotli (and gzip) in ${seconds} s`);
      },
    },
  };
}
