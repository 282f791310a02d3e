import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The header's colour (styles.css `--header`): the phone's status bar and the installed app's frame. */
export const THEME_COLOUR = '#14304f';
/** The page's background (styles.css `--background`): the splash screen of the installed app. */
export const BACKGROUND_COLOUR = '#f6f6f3';

/**
 * The PNG icons the manifest and index.html name, drawn from the SVGs in src/icons at build time
 * (no image is kept in the repository). The maskable one fills its square, with the letter inside
 * the middle 80 % that every platform's mask keeps; iOS rounds its touch icon itself, so that one
 * is full-bleed too.
 */
export const ICONS = [
  { file: 'icons/icon-192.png', svg: 'src/icons/app-icon.svg', size: 192 },
  { file: 'icons/icon-512.png', svg: 'src/icons/app-icon.svg', size: 512 },
  { file: 'icons/maskable-512.png', svg: 'src/icons/maskable-icon.svg', size: 512 },
  { file: 'icons/apple-touch-icon.png', svg: 'src/icons/maskable-icon.svg', size: 180 },
] as const;

function appIcons(): Plugin {
  return {
    name: 'tabletop:app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of ICONS) {
        const svg = readFileSync(here(icon.svg));
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}

/**
 * The built files of the app's pages (index.html and offline.html): their entry chunks, every
 * chunk they import (also on demand, so a route's code is there offline too) and the style
 * sheets those bring. GraphiQL's own chunks are not among them: large, and a developer's tool.
 * Filled when the bundle is written, read when the service worker's precache list is made.
 */
function appShellFiles(shell: Set<string>): Plugin {
  return {
    name: 'tabletop:app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry && (chunk.name === 'main' || chunk.name === 'offline')) visit(chunk.fileName);
    },
  };
}

type OfflineWords = { title: string; heading: string; message: string; retry: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The offline page's words in each language, from the `offline` catalogues (the same files the
 * catalogue test checks), written into offline.html by the build: the page is whole before any
 * script runs, and its script only picks the reader's language.
 */
function offlineTexts(): Plugin {
  const read = (language: string) => JSON.parse(readFileSync(here(`src/i18n/${language}/offline.json`), 'utf8')) as OfflineWords;
  const appName = (JSON.parse(readFileSync(here('src/i18n/en.json'), 'utf8')) as { app: { name: string } }).app.name;
  return {
    name: 'tabletop:offline-texts',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!filename.endsWith('offline.html')) return html;
        const sections = ['en', 'pl'].map((language) => {
          const words = read(language);
          return [
            `<section lang="${language}" data-title="${escapeHtml(words.title)}">`,
            `<p class="offline__brand">${escapeHtml(appName)}</p>`,
            `<h1>${escapeHtml(words.heading)}</h1>`,
            `<p>${escapeHtml(words.message)}</p>`,
            `<button type="button" data-retry hidden>${escapeHtml(words.retry)}</button>`,
            `</section>`,
          ].join('');
        });
        return html.replace('<!-- offline-texts -->', sections.join('\n'));
      },
    },
  };
}

/**
 * An installable app that opens without network (docs/web.md): the web app manifest, the icons,
 * and a service worker (vite-plugin-pwa's generateSW, Workbox) that precaches the built files the
 * app's pages need (its scripts, styles and icons, and offline.html) and nothing else.
 *
 * Pages themselves are never cached: each answer of index.html carries that answer's
 * Content-Security-Policy nonce, so a kept copy would name a nonce the next policy no longer
 * allows, and its widgets' `<style>` elements would be refused. A page is always asked of the
 * network; when that fails, the worker answers with offline.html, which has no inline script or
 * style and so works under any policy. /graphql, the WebSocket and every other request are not
 * the worker's: they reach the network untouched, and nothing personal is ever stored.
 */
export function pwa(): PluginOption[] {
  const shell = new Set<string>();
  return [
    appIcons(),
    offlineTexts(),
    appShellFiles(shell),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by the app itself (src/serviceWorker.ts): no inline script, which the policy forbids.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The icons are not in a public folder (there is none): the glob below lists them.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Tabletop League',
        short_name: 'Tabletop',
        description: 'Tournaments and leagues for tabletop wargames: pairings, results, standings and live matches.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app's own files (appShellFiles); GraphiQL's are left to the network.
        globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'icons/*.png'],
        manifestTransforms: [
          (entries) => {
            if (shell.size === 0) throw new Error('the app shell was not listed: is the tabletop:app-shell plugin in the build?');
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)) };
          },
        ],
        // No page from the cache (see above): a page that cannot be fetched is the offline page.
        navigateFallback: null,
        // The page's request leaves while the worker starts, not after: opening a page costs no extra wait.
        navigationPreload: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
        // Hashed names change with their content: no cache-busting query needed to fetch them.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        // Workbox leaves out files over 2 MiB with only a warning: the app's main chunk must never be one of them.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // One file, sw.js, served like every file outside /assets (no-cache), so an update is seen at once.
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
  ];
}
