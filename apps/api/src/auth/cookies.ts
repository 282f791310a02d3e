import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { parse as parseCookieHeader } from 'cookie';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { map, type Observable } from 'rxjs';
import { UnauthenticatedError } from './auth.errors';
import type { ApiContext } from './context';

/**
 * Sessions in a browser. The web app never holds a token: signing in (or up) answers the token
 * and sets it in an HttpOnly, SameSite=Strict cookie for /graphql, so no script of the page can
 * read it, and no other site's page makes the browser send it. A request that names its
 * credentials (`Authorization`, `X-Api-Key`) is taken at its word, cookie or not, so API clients
 * work as ever.
 *
 * A cookie is sent by the browser on its own, so what it authenticates is held to more:
 * - a mutation authenticated by cookie must carry `X-Requested-With` (any value), a header no
 *   other site's page can add without a CORS preflight, which this server never grants;
 * - a WebSocket carrying one of these cookies must come from a page of this server's own
 *   origin (its `Origin` is the host the request was sent to), or it is closed (4403).
 *
 * A seat taken by invitation in a browser stays that browser's: it makes a random key, keeps it
 * (the web app: in localStorage, one per match) and sends it (`X-Seat-Key`) with `joinMatch`; the
 * token is bound to the key's hash and kept in a cookie named after it. A request is the seat
 * only with the key: another browser is not, and the token read from the cookie alone is
 * refused.
 */

/** The account's session cookie. */
export const SESSION_COOKIE = 'tabletop_session';
/** A seat's cookie: this prefix and the first 16 hex digits of the SHA-256 of the tab's key. */
export const SEAT_COOKIE_PREFIX = 'tabletop_seat_';
/** The header a cookie-authenticated mutation must carry. */
export const CSRF_HEADER = 'x-requested-with';
/** The header (and, over WebSocket, the connection parameter `seatKey`) with a tab's seat key. */
export const SEAT_KEY_HEADER = 'x-seat-key';
/** The cookies are sent to the API only, never with the pages and files of the web app. */
const COOKIE_PATH = '/graphql';

/** Close code of a WebSocket refused for its origin, like HTTP's 403. */
export const WS_FORBIDDEN = 4403;

/** A tab's key: random, base64url, long enough not to be guessed. */
export function isSeatKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{32,128}$/.test(key);
}

/** What a token bound to a tab keeps of its key (`SeatClaims.key`): the key itself is never stored. */
export function seatKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function seatCookieName(key: string): string {
  return `${SEAT_COOKIE_PREFIX}${seatKeyHash(key).slice(0, 16)}`;
}

/** The cookies of a `Cookie` header, by name (the first of a name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined | null): Map<string, string> {
  return new Map(Object.entries(parseCookieHeader(header ?? '')));
}

/** Whether a request carries a session cookie of this server (an account's or a seat's). */
export function hasSessionCookie(header: string | undefined | null): boolean {
  return [...parseCookies(header).keys()].some((name) => name === SESSION_COOKIE || name.startsWith(SEAT_COOKIE_PREFIX));
}

/** The credential a request's cookies carry: the tab's seat when it sends its key, the account's session otherwise. */
export interface CookieCredential {
  /** The cookie's name, to clear it when its token is refused. */
  name: string;
  token: string;
}

/**
 * The cookie that authenticates a request naming no credentials of its own. With a seat key it
 * is that tab's seat cookie or none (the tab joining, or its seat gone): a request as a tab's
 * seat never falls back to the account's session.
 */
export function cookieCredential(cookieHeader: string | undefined | null, seatKey: string | null | undefined): CookieCredential | null {
  const cookies = parseCookies(cookieHeader);
  if (seatKey !== null && seatKey !== undefined) {
    if (!isSeatKey(seatKey)) throw new UnauthenticatedError('TOKEN_INVALID', 'the seat key is not one a browser tab makes');
    const name = seatCookieName(seatKey);
    const token = cookies.get(name);
    return token ? { name, token } : null;
  }
  const token = cookies.get(SESSION_COOKIE);
  return token ? { name: SESSION_COOKIE, token } : null;
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();

/**
 * Whether the request came over HTTPS: directly, or through a proxy that ended TLS and says so
 * in `X-Forwarded-Proto`. A client can claim it falsely only to its own loss: its browser then
 * keeps no cookie sent over plain HTTP.
 */
export function cameOverHttps(req: Pick<Request, 'secure' | 'headers'>): boolean {
  return req.secure || first(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
}

/** Sets a session's cookie: HttpOnly, SameSite=Strict, for /graphql only, Secure over HTTPS, gone when the token expires. */
export function setSessionCookie(req: Request, res: Response, name: string, token: string, expiresAt: Date): void {
  res.cookie(name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: cameOverHttps(req),
    path: COOKIE_PATH,
    maxAge: Math.max(0, expiresAt.getTime() - Date.now()),
  });
}

export function clearSessionCookie(req: Request, res: Response, name: string): void {
  if (res.headersSent) return;
  res.clearCookie(name, { httpOnly: true, sameSite: 'strict', secure: cameOverHttps(req), path: COOKIE_PATH });
}

/**
 * Whether a WebSocket upgrade came from a page of this server: no `Origin` (not a browser), or
 * one whose host is the host the request was sent to (`Host`, or the `X-Forwarded-Host` a proxy
 * in front set). A browser sets both itself: a page cannot name another site's host in them.
 */
export function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false; // "null": a sandboxed frame, a file
  }
  const own = [first(headers['x-forwarded-host']), headers.host].filter((h): h is string => !!h).map((h) => h.toLowerCase());
  return own.includes(host);
}

/**
 * Refuses a mutation authenticated by cookie without the CSRF header before anything runs:
 * FORBIDDEN, reason CSRF_HEADER_REQUIRED, HTTP 403. Queries by cookie need no header: a GET
 * never runs a mutation (Apollo refuses one), and another site's page cannot read the answer.
 */
export function csrfPlugin(): ApolloServerPlugin<ApiContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!operation || operation.operation === OperationTypeNode.QUERY || !contextValue.cookie) return;
          if (contextValue.req?.headers[CSRF_HEADER]) return;
          throw new GraphQLError(
            `a change authenticated by the session cookie needs the "X-Requested-With" header (any value): send it, or send the token in "Authorization"`,
            { extensions: { code: 'FORBIDDEN', reason: 'CSRF_HEADER_REQUIRED', http: { status: 403 } } },
          );
        },
      };
    },
  };
}

/** What signIn, signUp and joinMatch answer: a session's token and its expiry. */
interface SessionAnswer {
  token: string;
  expiresAt: string;
  account?: unknown;
  matchId?: unknown;
}

/**
 * Sets the cookie of the session a mutation answers, over HTTP: the account's session cookie
 * for signIn and signUp; for joinMatch the tab's seat cookie when the tab sent its key (a client
 * without one keeps the token it is answered, as ever).
 */
@Injectable()
export class SessionCookieInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const { req, res } = GqlExecutionContext.create(context).getContext<ApiContext>();
    return next.handle().pipe(
      map((answer: SessionAnswer) => {
        if (!req || !res || res.headersSent) return answer;
        const seatKey = req.headers[SEAT_KEY_HEADER];
        const name = answer.account !== undefined ? SESSION_COOKIE : isSeatKey(seatKey) ? seatCookieName(seatKey) : null;
        if (name) setSessionCookie(req, res, name, answer.token, new Date(answer.expiresAt));
        return answer;
      }),
    );
  }
}
