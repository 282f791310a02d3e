import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OperationTypeNode } from 'graphql';
import type { Principal } from './auth/principal';
import { httpStatusCode, noteOutcome } from './logging';

/**
 * /graphql over HTTP as the web expects it, beyond what Apollo does itself: which requests are
 * taken (the project's CSRF rule), and how answers may be cached.
 *
 * The CSRF rule, instead of Apollo's `csrfPrevention` (which refuses a GET without a
 * `content-type` or `apollo-require-preflight` header, and so urql's defaults):
 * - a GET carries only queries: Apollo refuses a mutation over GET with 405 (`Allow: POST`,
 *   BAD_REQUEST, reason MUTATION_OVER_GET) before it runs, and a query has no side effects;
 * - a POST must say `Content-Type: application/json`: a type no page of another site can send
 *   without a CORS preflight; a form's or text/plain body (a "simple request", sent without
 *   asking) is refused with 415 before anything reads it.
 * A page of another site can therefore only read, and reads as anyone: the session cookie is
 * SameSite=Strict, never honoured across origins (graphql-context.ts), and CORS never allows
 * credentials (cors.ts). Mutations by cookie still need `X-Requested-With` (cookies.ts).
 */

/** How long anonymous GET queries' answers may be kept by browsers and shared caches. */
export interface HttpCacheSettings {
  /** `max-age` and `s-maxage`, seconds; 0: kept, but revalidated (by ETag) every time. */
  maxAgeSeconds: number;
  /** `stale-while-revalidate`, seconds: how long a cache may answer with a stale copy while it asks again. */
  staleSeconds: number;
}

/**
 * A few seconds: a public page polled by a crowd, or a CDN in front, asks the server once in
 * that time; the live standings come over the subscription, never held back.
 */
export const DEFAULT_HTTP_CACHE: HttpCacheSettings = { maxAgeSeconds: 5, staleSeconds: 30 };

/** What every answer that is not a public read says: nobody keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The request headers that change an answer: the credentials (`Authorization`, `X-Api-Key`,
 * the session `Cookie`), `Accept` (which of application/json and application/graphql-response+json
 * is answered) and `Accept-Encoding` (compression). CORS adds `Origin` when it names origins.
 */
export const GRAPHQL_VARY = ['Accept', 'Accept-Encoding', 'Authorization', 'Cookie', 'X-Api-Key'];

export function publicCacheControl(settings: HttpCacheSettings): string {
  const { maxAgeSeconds: age, staleSeconds: stale } = settings;
  return age > 0 ? `public, max-age=${age}, s-maxage=${age}, stale-while-revalidate=${stale}` : 'public, no-cache';
}

/** A body's strong ETag: a hash of its exact bytes as the server makes them, before any compression. */
export function strongETag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** Whether `If-None-Match` names the ETag (weak comparison, as RFC 9110 says for it), or is `*`. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function refuse(res: Response, status: number, message: string, reason: string): void {
  noteOutcome(res, { codes: ['BAD_REQUEST'], error: message });
  res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST', reason } }] });
}

/**
 * The HTTP side of /graphql, before Nest's body parser: refuses a POST that is not JSON (415,
 * BAD_REQUEST, reason UNSUPPORTED_MEDIA_TYPE); marks every answer `private, no-store` and
 * `Vary` as GRAPHQL_VARY until graphqlCachePlugin says it is a public read; and sends each
 * answer itself, with a strong ETag for a public read and 304 to a GET whose `If-None-Match`
 * names it (the same headers, no body). Express's weak ETag is never made here.
 */
export function graphqlHttp(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'POST') {
      const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') {
        refuse(
          res,
          415,
          `a POST to /graphql must be JSON with "Content-Type: application/json"${type ? `, not "${type}"` : ''}; a query may also be sent by GET`,
          httpStatusCode(415),
        );
        return;
      }
    }
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    for (const header of GRAPHQL_VARY) res.vary(header);
    const send = res.send.bind(res);
    res.send = (body?: unknown): Response => {
      if (typeof body !== 'string') return send(body);
      if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      const bytes = Buffer.from(body, 'utf8');
      const publicRead = req.method === 'GET' && res.statusCode === 200 && String(res.getHeader('Cache-Control')).startsWith('public');
      if (publicRead) {
        const etag = strongETag(bytes);
        res.setHeader('ETag', etag);
        if (matchesETag(req.headers['if-none-match'], etag)) {
          res.statusCode = 304;
          for (const h of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(h);
          res.end();
          return res;
        }
      }
      res.setHeader('Content-Length', String(bytes.length));
      res.end(bytes);
      return res;
    };
    next();
  };
}

interface CacheContext {
  principal?: Principal;
}

/**
 * Says which answers are public reads: a query over GET by a caller without credentials,
 * answered 200 without errors, carrying no secret (compressed-answers.ts). Those get
 * publicCacheControl; everything else keeps `private, no-store` (a secret's answer
 * `no-transform` too): anything of a caller with credentials, any mutation, any answer with
 * errors, and queries by POST, which no HTTP cache keeps anyway (use GET to be cached).
 * Registered after secretAnswersPlugin.
 */
export function graphqlCachePlugin(settings: HttpCacheSettings): ApolloServerPlugin<CacheContext> {
  const control = publicCacheControl(settings);
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, contextValue, operation }) {
          const secret = response.http.headers.get('cache-control')?.includes('no-transform');
          const body = response.body;
          const publicRead =
            !secret &&
            request.http?.method === 'GET' &&
            contextValue?.principal?.kind === 'anonymous' &&
            operation?.operation === OperationTypeNode.QUERY &&
            (response.http.status ?? 200) === 200 &&
            body.kind === 'single' &&
            !body.singleResult.errors?.length;
          response.http.headers.set(
            'cache-control',
            publicRead ? control : secret ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE,
          );
        },
      };
    },
  };
}
