import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { AddressRateLimit } from './http-limits';
import { noteOutcome } from './logging';
import { precompressedFiles } from './precompressed';
import { cspNonce, EMBED_PATHS } from './security-headers';
import { defaultWebDir } from './web-app';

/** The widget's script, which other sites load with a `<script>` tag. */
export const WIDGET_SCRIPT = '/widget.js';

/**
 * Other sites load the script from their pages: for an hour before they ask again, and then
 * (with its ETag) mostly a 304; a day more while the server is asked in the background. Its
 * name has no hash, so it may not be kept for a year like the app's assets.
 */
const SCRIPT_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** Each page carries its answer's nonce: never reused. */
const PAGE_CACHE = 'no-cache';

/** Where `npm run build:web` puts the widget: dist/widget, beside the web app's dist/web. */
export function defaultWidgetDir(): string {
  return join(dirname(defaultWebDir()), 'widget');
}

type Lang = 'en' | 'pl';

/** The page's title, in its language: the widget's caption names the event once it has loaded. */
const TITLES: Record<Lang, Record<string, string>> = {
  en: { standings: 'Standings', pairings: 'Pairings', player: 'A player’s games' },
  pl: { standings: 'Tabela', pairings: 'Kojarzenia', player: 'Gry gracza' },
};

/** What a query parameter of an embed page may be; anything else is a 400 that says so. */
const CHOICES = {
  theme: ['light', 'dark', 'auto'],
  density: ['compact', 'comfortable'],
  lang: ['en', 'pl'],
  mode: ['settled', 'live'],
} as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** An embed page's path: the event, what of it, and the player for their games. */
const EMBED_ROUTE = /^\/embed\/events\/([^/]+)\/(?:(standings|pairings)|players\/([^/]+))\/?$/;

/** The language of a visitor who did not name one: Polish when their browser puts it before English. */
function preferredLang(acceptLanguage: string | undefined): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.trim().split(';')[0].split('-')[0].toLowerCase();
    if (base === 'pl' || base === 'en') return base;
  }
  return 'en';
}

function refuse(res: Response, status: number, text: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('text/plain; charset=utf-8').send(`${text}\n`);
}

/** Whether the address may have another file or page (the web app's per-address limit): 429 with `Retry-After` if not. */
function admitted(limit: AddressRateLimit | undefined, req: Request, res: Response): boolean {
  const wait = limit?.admit(req.ip ?? req.socket.remoteAddress ?? 'unknown') ?? 0;
  if (wait === 0) return true;
  noteOutcome(res, { codes: ['RATE_LIMITED'] });
  res.setHeader('Retry-After', String(wait));
  refuse(res, 429, `Too many requests for files from this address: try again in ${wait} s.`);
  return false;
}

/**
 * An embed page: the widget alone, set as the path and the query say
 * (`/embed/events/<id>/standings?theme=dark&density=compact&lang=pl&mode=live&limit=10`).
 */
function embedPage(req: Request, res: Response, match: RegExpExecArray): void {
  const [, event, what, player] = match;
  const attributes: Array<[string, string]> = [
    ['event', decodeURIComponent(event)],
    ['view', player ? 'player' : what],
  ];
  if (player) attributes.push(['player', decodeURIComponent(player)]);
  for (const [name, allowed] of Object.entries(CHOICES)) {
    const value = req.query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      return refuse(res, 400, `${name} must be one of: ${allowed.join(', ')}.`);
    }
    attributes.push([name, value]);
  }
  if (req.query.limit !== undefined) {
    const limit = typeof req.query.limit === 'string' && /^[1-9]\d{0,3}$/.test(req.query.limit) ? req.query.limit : null;
    if (!limit) return refuse(res, 400, 'limit must be a whole number from 1 to 9999.');
    attributes.push(['limit', limit]);
  }
  const named = attributes.find(([name]) => name === 'lang')?.[1] as Lang | undefined;
  const lang = named ?? preferredLang(req.headers['accept-language']);
  if (!named) {
    res.vary('Accept-Language');
    attributes.push(['lang', lang]);
  }
  const nonce = cspNonce(res);
  const element = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(TITLES[lang][player ? 'player' : what])}</title>` +
    // The page is the widget alone, edge to edge, on whatever the framing page has behind it.
    `<style${nonce ? ` nonce="${nonce}"` : ''}>html,body{margin:0;background:transparent}</style>` +
    `<script src="${WIDGET_SCRIPT}" defer></script></head>` +
    `<body data-tabletop-embed><main><tabletop-standings${element}></tabletop-standings></main></body></html>`;
  res.setHeader('Cache-Control', PAGE_CACHE);
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.type('html').send(html);
}

/**
 * The embeddable widget: its script at /widget.js (built into `dir` by `npm run build:web`)
 * and its pages for an iframe under /embed/. The script is for any site to load: sent with
 * `Cross-Origin-Resource-Policy: cross-origin` and `Access-Control-Allow-Origin: *` (it holds
 * nothing personal; a `type="module"` or `crossorigin` tag needs the latter), compressed as
 * the client accepts, cached for an hour. The pages are the one route other sites may frame
 * (security-headers.ts, ROUTE_POLICIES). Within the web app's per-address limit for files.
 * Without a build, both answer a plain-text 404 saying how to make one.
 */
export function embeddableWidget(dir: string, limit?: AddressRateLimit): RequestHandler {
  const setHeaders = (res: Response) => {
    res.setHeader('Cache-Control', SCRIPT_CACHE);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Access-Control-Allow-Origin', '*');
  };
  const files = express.static(dir, { index: false, redirect: false, fallthrough: false, setHeaders });
  const serveScript = precompressedFiles(dir, files, setHeaders);
  const built = () => existsSync(join(dir, 'widget.js'));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const isScript = req.path === WIDGET_SCRIPT;
    if (!isScript && !EMBED_PATHS.test(req.path)) return next();
    if (!admitted(limit, req, res)) return;
    if (!built()) return refuse(res, 404, 'The widget has not been built: run `npm run build:web`, then start the server again.');
    if (isScript) return serveScript(req, res, next);
    const match = EMBED_ROUTE.exec(req.path);
    if (!match) {
      return refuse(
        res,
        404,
        'No such widget page: /embed/events/<id>/standings, /embed/events/<id>/pairings or /embed/events/<id>/players/<player id>.',
      );
    }
    try {
      embedPage(req, res, match);
    } catch (e) {
      // A malformed escape in the path (`%E0%A4%A`) is the client's mistake.
      if (e instanceof URIError) return refuse(res, 400, 'The path is not a valid URL.');
      throw e;
    }
  };
}
