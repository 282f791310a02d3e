import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import express, { type RequestHandler, type Response, type NextFunction } from 'express';

/** Paths the API answers itself: the web app never shadows them, whatever dist/web holds. */
const API_PATHS = ['/graphql', '/health'];

/** Built assets carry a hash of their content in their names, so they never change: a year in any cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages themselves name the current assets: a browser asks again every time (a 304 while nothing changed). */
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

function sendPage(res: Response, file: string, next: NextFunction): void {
  res.sendFile(file, { headers: { 'Cache-Control': REVALIDATE } }, (err) => {
    if (err) next(err);
  });
}

/**
 * The web app and GraphiQL, served from `dir` (dist/web) on the API's own port, in front of
 * Nest's routes: a GET or HEAD for a built file answers that file; `/graphiql` answers the
 * bundled GraphiQL; any other page path answers index.html, whose router shows the page (or
 * its own "not found"). /graphql and /health, every other method, and WebSocket upgrades
 * (which never pass through Express) go on to the API untouched. Being plain middleware, not
 * a Nest route, no file counts against a caller's GraphQL rate limit.
 *
 * Without a build in `dir` (the server started without `npm run build`), a page answers a
 * short plain-text 404 saying how to build it, and the API works as ever.
 */
export function webApp(dir: string): RequestHandler {
  if (!isWebAppBuilt(dir)) {
    return (req, res, next) => {
      if (!servesPages(req.method) || isApiPath(req.path) || looksLikeFile(req.path)) return next();
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
  const files = express.static(dir, {
    // `/` is the app's page, sent below like every other page path.
    index: false,
    redirect: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE),
  });
  return (req, res, next) => {
    if (!servesPages(req.method) || isApiPath(req.path)) return next();
    if (req.path === '/graphiql' || req.path === '/graphiql/') return sendPage(res, graphiql, next);
    files(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (looksLikeFile(req.path)) return next();
      sendPage(res, index, next);
    });
  };
}
