import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { toGraphQLError } from '../errors';
import { noteOutcome, requestIdFor } from '../logging';
import type { AccountsService } from './accounts.service';
import { UnauthenticatedError } from './auth.errors';
import type { Authenticator, Credentials } from './authenticator';
import type { ApiContext } from './context';
import {
  clearSessionCookie,
  cookieCredential,
  hasSessionCookie,
  SEAT_KEY_HEADER,
  sameOrigin,
  WS_FORBIDDEN,
  type CookieCredential,
} from './cookies';
import type { Principal } from './principal';
import type { SessionsService } from './sessions.service';

/** What graphql-ws hands the server for one WebSocket connection. */
interface WebSocketContext {
  connectionParams?: Record<string, unknown>;
  extra: {
    request: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders };
    socket: { readyState: number; close(code: number, reason: string): void; once(event: 'close', listener: () => void): unknown };
    principal?: Principal;
    /** The session cookie that authenticated the connection, if one did. */
    cookie?: string;
  };
}

const header = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * A request's own loaders of the read models, made on first use by whoever reads through them
 * (apps/api/src/competitions/competition-reads.ts) and gone with the request: what one request
 * asks many times, or for many competitions at once, is read once, in one statement.
 */
export class RequestLoaders {
  private readonly made = new Map<symbol, unknown>();

  get<T>(key: symbol, make: () => T): T {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as T;
  }
}

/** WebSocket clients send the same credentials in the connection parameters of `connection_init`. */
function webSocketCredentials(params: Record<string, unknown> = {}): Credentials {
  return {
    authorization: header(params.authorization ?? params.Authorization),
    apiKey: header(params['x-api-key'] ?? params.apiKey),
    seatKey: header(params.seatKey ?? params[SEAT_KEY_HEADER]),
  };
}

/**
 * The credentials a request names, or else those of its session cookie (cookies.ts), as the
 * bearer token the cookie holds; `cookie` says which cookie that was.
 */
function withCookie(named: Credentials, cookieHeader: string | undefined): { credentials: Credentials; cookie: CookieCredential | null } {
  if (named.authorization?.trim() || named.apiKey?.trim()) return { credentials: named, cookie: null };
  const cookie = cookieCredential(cookieHeader, named.seatKey);
  return { credentials: cookie ? { ...named, authorization: `Bearer ${cookie.token}` } : named, cookie };
}

/** Close code for a WebSocket whose credentials are refused (4401, like HTTP's 401); the reason names why. */
export const WS_UNAUTHENTICATED = 4401;

/**
 * Authenticates a WebSocket once, at `connection_init`. Bad credentials close the socket with
 * 4401 and a reason such as `TOKEN_EXPIRED: the token has expired…`; nothing is subscribed.
 * A socket carrying a session cookie from a page of another origin is closed with 4403
 * (`CROSS_ORIGIN: …`) whatever else it sends: another site's page must not act with the
 * cookie. A session's socket is closed with 4401 and the reason when the session ends.
 */
export function webSocketAuthentication(authenticator: Authenticator, sessions: SessionsService) {
  return async (context: unknown): Promise<boolean> => {
    const ctx = context as WebSocketContext;
    const { headers } = ctx.extra.request;
    if (hasSessionCookie(headers.cookie) && !sameOrigin(headers)) {
      ctx.extra.socket.close(WS_FORBIDDEN, 'CROSS_ORIGIN: a page of another origin may not connect with the session cookie');
      return false;
    }
    try {
      const { credentials, cookie } = withCookie(webSocketCredentials(ctx.connectionParams), headers.cookie);
      const principal = await authenticator.authenticate(credentials);
      ctx.extra.principal = principal;
      if (cookie) ctx.extra.cookie = cookie.name;
      // A socket that closed while it was authenticated has nothing to close later (ws: 2 closing, 3 closed).
      if ((principal.kind === 'account' || principal.kind === 'player') && principal.sessionId && ctx.extra.socket.readyState < 2) {
        const forget = sessions.track(principal.sessionId, (reason) =>
          ctx.extra.socket.close(WS_UNAUTHENTICATED, `${reason}: the session has ended`),
        );
        ctx.extra.socket.once('close', forget);
      }
      return true;
    } catch (e) {
      if (!(e instanceof UnauthenticatedError)) throw e;
      ctx.extra.socket.close(WS_UNAUTHENTICATED, `${e.reason}: ${e.message}`.slice(0, 120));
      return false;
    }
  };
}

/**
 * The GraphQL context of a request: the authenticated caller, fresh per-request loaders, and
 * the request's id. A bad credential fails the whole HTTP request with UNAUTHENTICATED (401),
 * never falls back to anonymous (a refused session cookie is cleared with the answer). Over
 * WebSocket graphql-ws asks for a context per operation, so each operation of a connection gets
 * an id of its own.
 */
export function graphqlContext(authenticator: Authenticator, accounts: AccountsService) {
  return async (arg: { req?: Request; res?: Response } | WebSocketContext): Promise<ApiContext> => {
    if ('extra' in arg && arg.extra) {
      return {
        principal: arg.extra.principal ?? { kind: 'anonymous' },
        cookie: arg.extra.cookie,
        address: arg.extra.request.socket.remoteAddress ?? 'unknown',
        accounts: accounts.loader(),
        loaders: new RequestLoaders(),
        requestId: randomUUID(),
      };
    }
    const { req, res } = arg as { req: Request; res: Response };
    const named: Credentials = {
      authorization: header(req.headers.authorization),
      apiKey: header(req.headers['x-api-key']),
      seatKey: header(req.headers[SEAT_KEY_HEADER]),
    };
    let cookie: CookieCredential | null = null;
    let principal: Principal;
    try {
      // A session cookie from a page of another origin is not honoured: that page reads as
      // anyone does (cors.ts). SameSite=Strict keeps other sites' pages from sending it, but not
      // a sibling origin of the same site (another port, another subdomain).
      const chosen = withCookie(named, sameOrigin(req.headers) ? req.headers.cookie : undefined);
      cookie = chosen.cookie;
      principal = await authenticator.authenticate(chosen.credentials);
    } catch (e) {
      // A refused cookie is cleared with the refusal: the browser's next request is anonymous, not refused again.
      if (cookie && e instanceof UnauthenticatedError) clearSessionCookie(req, res, cookie.name);
      const error = toGraphQLError(e);
      // Apollo answers a failed context without running plugins: the code is noted here.
      noteOutcome(res, { operation: null, codes: [typeof error.extensions.code === 'string' ? error.extensions.code : 'INTERNAL'] });
      throw error;
    }
    // startApi's request logger gave it its id; an app served without that logger makes one here.
    const requestId = typeof req.id === 'string' ? req.id : requestIdFor(req.headers['x-request-id']);
    return {
      principal,
      cookie: cookie?.name,
      address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      accounts: accounts.loader(),
      loaders: new RequestLoaders(),
      requestId,
      req,
      res,
    };
  };
}
