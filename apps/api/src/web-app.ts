import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import express, { type Request, type RequestHandler, type Response, type NextFunction } from 'express';
import type { AddressRateLimit } from './http-limits';
import { noteOutcome } from './logging';
import { precompressedFiles } from './precompressed';
import { cspNonce } from './security-headers';

/** Paths the API answers itself: the web app never shadows them, whatever dist/web holds. */
const API_PATHS = ['/graphql', '/health'];

/** Built assets carry a hash of their content in their names, so they never change: a year in any cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages themselves name the current assets (and carry their answer's nonce): a browser asks again every time. */
const REVALIDATE = 'no-cache';

const isApiPath = (path: string) => API_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** A path naming a file (`/assets/main-1a2b.js`, `/favicon.ico`), not a page of the app: missing, it is a 404, not the app. */
const looksLikeFile = (path: string) => /\/[^/]*\.[^/]+$/.test(path);

const servesPages = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Where `npm run build` puts the web app: dist/web under the project's root, found from this
 * file whether it runs compiled (dist/apps/api/src) or from source (apps/api/src, in tests).
 */
export function defaultWebDir(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'dist', 'web');
}

export function isWebAppBuilt(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * Whether the address may have another file or page; if not, answers 429 with `Retry-After`
 * and a short plain-text body.
 */
function admitted(limit: AddressRateLimit | undefined, req: Request, res: Response): boolean {
  const wait = limit?.admit(req.ip ?? req.socket.remoteAddress ?? 'unknown') ?? 0;
  if (wait === 0) return true;
  noteOutcome(res, { codes: ['RATE_LIMITED'] });
  res
    .status(429)
    .setHeader('Retry-After', String(wait))
    .type('text/plain; charset=utf-8')
    .send(`Too many requests for files from this address: try again in ${wait} s.\n`);
  return false;
}

/**
 * The page with its answer's nonce in `<meta name="csp-nonce" nonce="…">`, first in its head:
 * the `<style>` elements the app's widgets add (React Aria's, GraphiQL's dialogs') take it from
 * there, and the policy allows no other inline style (security-headers.ts).
 */
function withNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const meta = `<meta name="csp-nonce" nonce="${nonce}">`;
  const at = /<head(?:\s[^>]*)?>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  const end = at ? at.index + at[0].length : 0;
  return html.slice(0, end) + meta + html.slice(end);
}

/**
 * A page, read afresh each time (a new build takes effect at once) and sent whole: its nonce
 * is new with every answer, so a copy kept by the browser would name one the new policy no
 * longer allows.
 */
function sendPage(res: Response, file: string, next: NextFunction): void {
  readFile(file, 'utf8').then((html) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(withNonce(html, cspNonce(res)));
  }, next);
}

/**
 * The web app and GraphiQL, served from `dir` (dist/web) on the API's own port, in front of
 * Nest's routes: a GET or HEAD for a built file answers that file; `/graphiql` answers the
 * bundled GraphiQL; any other page path answers index.html, whose router shows the page (or
 * its own "not found"). /graphql and /health, every other method, and WebSocket upgrades
 * (which never pass through Express) go on to the API untouched. Being plain middleware, not
 * a Nest route, no file counts against a caller's GraphQL rate limit: files and pages have a
 * per-address limit of their own, `limit` (429 with `Retry-After` past it), which /graphql and
 * /health never count against.
 *
 * Without a build in `dir` (the server started without `npm run build`), a page answers a
 * short plain-text 404 saying how to build it, and the API works as ever.
 */
export function webApp(dir: string, limit?: AddressRateLimit): RequestHandler {
  if (!isWebAppBuilt(dir)) {
    return (req, res, next) => {
      if (!servesPages(req.method) || isApiPath(req.path)) return next();
      if (!admitted(limit, req, res)) return;
      if (looksLikeFile(req.path)) return next();
      res
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built: run `npm start` (or `npm run build`, then start the server again).\nThe GraphQL API is at /graphql.\n',
        );
    };
  }
  const index = join(dir, 'index.html');
  const graphiql = join(dir, 'graphiql.html');
  const assets = join(dir, 'assets') + sep;
  const cacheControl = (res: Response, path: string) => res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
  const files = express.static(dir, {
    // `/` is the app's page, sent below like every other page path.
    index: false,
    redirect: false,
    setHeaders: cacheControl,
  });
  // The build's compressed copies of text files, for clients that accept them (precompressed.ts).
  const serveFile = precompressedFiles(dir, files, cacheControl);
  return (req, res, next) => {
    if (!servesPages(req.method) || isApiPath(req.path)) return next();
    if (!admitted(limit, req, res)) return;
    if (req.path === '/graphiql' || req.path === '/graphiql/') return sendPage(res, graphiql, next);
    serveFile(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (looksLikeFile(req.path)) return next();
      sendPage(res, index, next);
    });
  };
}
