import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The web app and the bundled GraphiQL, built into dist/web, which the API serves on its own
 * port. Everything a page loads comes from that build: no CDN, no fonts from elsewhere, so the
 * app works at a venue with no internet.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  // Nothing to copy verbatim: every asset is imported, so it gets a hashed name.
  publicDir: false,
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // GraphiQL (CodeMirror, its language service) is large by nature and loaded only at /graphiql.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { main: here('index.html'), graphiql: here('graphiql.html') },
      // React libraries mark their modules "use client" for server rendering, which a browser bundle has no use for.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // React is shared by both pages: one chunk of its own, named for what it is.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
