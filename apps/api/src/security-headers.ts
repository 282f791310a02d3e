import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { CSP_REPORT_PATH } from './csp-report';

/** A directive's sources: fixed text, or computed for each answer (its nonce, its host). */
type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);
export type Directives = Record<string, readonly Source[]>;

/** The nonce of this answer, which the page names in `<meta name="csp-nonce">` (web-app.ts). */
const nonceSource: Source = (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`;

/** A Host header that can be written into the policy as it is: a name or an IP address, and a port. */
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The API over HTTP and the live updates over WebSocket, on the host the page came from.
 * 'self' covers ws: and wss: of the same host in current browsers; older Safari needs them
 * named. A Host that could break out of the header is left out ('self' still applies).
 */
const connectSources: Source = (req) => {
  const host = req.headers.host;
  return host && PLAIN_HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
};

/**
 * The policy of every answer. Scripts come only from the site's own files (no inline script,
 * no eval, no event-handler attributes); styles from its style sheets, and `<style>` elements
 * only with the answer's nonce (React Aria and GraphiQL's dialogs add a few: never an inline
 * `style` attribute in markup; styles set from script through the DOM are not restricted).
 * Images may be data: addresses (QR codes, the icon), and so may fonts (GraphiQL's). The service
 * worker and the manifest of the installable app are the site's own files. Nothing
 * may frame a page but the site itself. No upgrade-insecure-requests: a venue's server is often
 * plain HTTP on the local network.
 */
export const BASE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'report-sample'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'report-sample'", nonceSource],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [connectSources],
  // Named, not left to default-src: the service worker (/sw.js) and the web app manifest come from the site itself.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'report-uri': [CSP_REPORT_PATH],
};

/** Paths with a policy of their own: the directives given replace the base policy's. */
export interface RoutePolicy {
  path: RegExp;
  directives: Directives;
}

/** The widget's pages for an iframe (widget.ts): the one route any site may frame. */
export const EMBED_PATHS = /^\/embed\//;

/**
 * The one place where a route departs from the base policy. The widget's pages may be framed
 * by any site (`frame-ancestors *`, so no X-Frame-Options: xFrameOptionsFor): they show only
 * what anyone may read, and take no input. Everything else keeps to the site itself.
 */
export const ROUTE_POLICIES: readonly RoutePolicy[] = [{ path: EMBED_PATHS, directives: { 'frame-ancestors': ['*'] } }];

/** The API's path: its answers are read by pages of other origins too. */
const GRAPHQL_PATH = '/graphql';

/** HSTS for a year, subdomains included; sent only on answers over HTTPS. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/** X-Frame-Options, for browsers without frame-ancestors; none when frame-ancestors names other sites, which it cannot say. */
function xFrameOptionsFor(frameAncestors: readonly Source[] | undefined) {
  if (frameAncestors?.length === 1 && frameAncestors[0] === "'self'") return { action: 'sameorigin' as const };
  if (frameAncestors?.length === 1 && frameAncestors[0] === "'none'") return { action: 'deny' as const };
  return false;
}

function headersFor(directives: Directives): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: xFrameOptionsFor(directives['frame-ancestors']),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over HTTPS (below): sent over plain HTTP it would be ignored, or mislead whoever reads it.
    strictTransportSecurity: false,
    // helmet's other defaults stay: nosniff, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy
    // same-origin, Origin-Agent-Cluster, no DNS prefetching, no X-Powered-By, X-XSS-Protection 0.
  }) as RequestHandler;
}

/**
 * The security headers of every answer, the API's, the web app's and the errors' alike
 * (helmet, configured as BASE_DIRECTIVES and ROUTE_POLICIES say), with a fresh nonce for each
 * answer (`cspNonce`). HSTS only when the request came over HTTPS as Express sees it
 * (`req.secure`): directly, or through a proxy the app trusts with Express's `trust proxy`.
 * Put in front of everything else, so nothing answers without them.
 */
export function securityHeaders(options: { routes?: readonly RoutePolicy[] } = {}): RequestHandler {
  const base = headersFor(BASE_DIRECTIVES);
  const routes = (options.routes ?? ROUTE_POLICIES).map((r) => ({
    path: r.path,
    headers: headersFor({ ...BASE_DIRECTIVES, ...r.directives }),
  }));
  const hsts = helmet.strictTransportSecurity(HSTS);
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    const headers = routes.find((r) => r.path.test(req.path))?.headers ?? base;
    headers(req, res, (err?: unknown) => {
      if (err) return next(err);
      // The API's answers are for pages of any origin to read (cors.ts decides which may).
      if (req.path === GRAPHQL_PATH) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.secure) return hsts(req, res, next);
      next();
    });
  };
}

/** The nonce this answer's policy allows `<style>` elements with; undefined without securityHeaders in front. */
export function cspNonce(res: Response): string | undefined {
  return typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
}
