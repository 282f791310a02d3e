import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER } from './logging';

/**
 * Cross-origin calls of /graphql (CORS), for pages of other sites: a club's page reading
 * standings, a league's statistics. Only what a request names itself is honoured across origins
 * (no credentials, or an API key or token in a header): `Access-Control-Allow-Credentials` is
 * never sent, so a browser neither sends nor exposes cookies on another site's behalf, and a
 * session cookie that still arrives from a page of another origin (a sibling port or subdomain
 * is the same *site*, so SameSite=Strict lets it through) is ignored (graphql-context.ts).
 */

/** Origins allowed to read /graphql from their pages: any (`*`), or those listed. */
export type CorsOrigins = '*' | readonly string[];

/** Methods a page may use: GET for queries (cacheable), POST for everything. */
export const CORS_METHODS = 'GET, POST, OPTIONS';

/**
 * Request headers a page may send: the JSON content type; credentials that name themselves
 * (`Authorization`, `X-Api-Key`); what Apollo Client and other clients add on their own
 * (`apollo-require-preflight`, `x-apollo-operation-name`, `apollographql-client-name` and
 * `-version`, `graphql-client-name` and `-version`); and a request id. Not `X-Requested-With`
 * nor `X-Seat-Key`: both belong with cookies, which are never honoured across origins.
 */
export const CORS_ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'authorization',
  'x-api-key',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollographql-client-name',
  'apollographql-client-version',
  'graphql-client-name',
  'graphql-client-version',
  REQUEST_ID_HEADER.toLowerCase(),
];

/** Response headers a page's script may read besides the basic ones: the rate limit, the request id, the ETag. */
export const CORS_EXPOSED_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  REQUEST_ID_HEADER,
  'ETag',
];

/** How long a browser may keep a preflight's answer (seconds; Chromium keeps it at most 2 hours). */
export const CORS_MAX_AGE_SECONDS = 7200;

/**
 * CORS_ORIGINS as the operator writes it: `*` (or unset) for any origin, else origins separated
 * by commas, each a scheme, host and optional port (`https://club.example`, `http://127.0.0.1:8080`).
 * Anything else stops the server at start, naming it.
 */
export function parseCorsOrigins(value: string | undefined): CorsOrigins {
  if (value === undefined || value.trim() === '' || value.trim() === '*') return '*';
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  const bad = origins.filter((o) => {
    try {
      const url = new URL(o);
      return !['http:', 'https:'].includes(url.protocol) || url.origin !== o.replace(/\/$/, '').toLowerCase();
    } catch {
      return true;
    }
  });
  if (bad.length > 0) {
    throw new Error(
      `CORS_ORIGINS must be "*" or origins separated by commas (e.g. https://club.example), not ${bad.map((b) => `"${b}"`).join(', ')}`,
    );
  }
  return origins.map((o) => new URL(o).origin);
}

/**
 * The CORS answers of /graphql. A preflight (`OPTIONS` with `Access-Control-Request-Method`)
 * from an allowed origin is answered 204 with the methods, headers and max-age above; from any
 * other, 403 without CORS headers (the browser then sends nothing). Any other request from an
 * allowed origin gets `Access-Control-Allow-Origin` (`*` when any origin is allowed, else the
 * origin itself with `Vary: Origin`) and the exposed headers; from another origin it is served
 * as from anywhere, without them, so its page's script cannot read the answer.
 */
export function graphqlCors(origins: CorsOrigins = '*'): RequestHandler {
  const allowed = (origin: string) => origins === '*' || origins.includes(origin);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origins !== '*') res.vary('Origin');
    const ok = origin !== undefined && allowed(origin);
    if (ok) {
      res.setHeader('Access-Control-Allow-Origin', origins === '*' ? '*' : origin);
      res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
    }
    if (req.method !== 'OPTIONS') return next();
    // An OPTIONS that is not a preflight (no browser sends one) is told what the endpoint takes.
    if (!req.headers['access-control-request-method']) {
      res.setHeader('Allow', CORS_METHODS);
      res.status(204).end();
      return;
    }
    if (!ok) {
      res.status(403).end();
      return;
    }
    res.removeHeader('Access-Control-Expose-Headers');
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
    res.status(204).end();
  };
}
