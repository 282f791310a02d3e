import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pwa } from './pwa.mjs';
import { precompress } from './precompress.mjs';
import { typedDocuments } from './typed-documents.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app and the bundled GraphiQL, built into dist/web, which the API serves on its own
 * port. Everything a page loads comes from that build: no CDN, no fonts from elsewhere, so the
 * app works at a venue with no internet.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  // Nothing to copy verbatim: every asset is imported, so it gets a hashed name (the icons,
  // the manifest and the service worker are written by the plugins of pwa.mts).
  publicDir: false,
  // precompress last: it compresses what the others wrote too.
  plugins: [typedDocuments(), pwa(), precompress()],
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // GraphiQL (CodeMirror, its language service) is large by nature and loaded only at /graphiql.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { main: here('index.html'), graphiql: here('graphiql.html'), offline: here('offline.html') },
      // React libraries mark their modules "use client" for server rendering, which a browser bundle has no use for.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // React is shared by both pages: one chunk of its own, named for what it is.
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        // A language's strings for one area are a file of their own (src/i18n/lazy-catalogues.ts), named for what they
        // are (i18n-pl-rounds-1a2b3c.js), not after the area whose pages share the name.
        chunkFileNames: (chunk) => {
          const catalogue = /i18n[\\/](en|pl)(?:[\\/](\w+))?\.json$/.exec(chunk.facadeModuleId ?? '');
          return catalogue ? `assets/i18n-${catalogue[1]}-${catalogue[2] ?? 'translation'}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
