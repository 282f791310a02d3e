import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { toGraphQLError } from '../errors';
import { noteOutcome, requestIdFor } from '../logging';
import type { AccountsService } from './accounts.service';
import { UnauthenticatedError } from './auth.errors';
import type { Authenticator, Credentials } from './authenticator';
import type { ApiContext } from './context';
import type { Principal } from './principal';

/** What graphql-ws hands the server for one WebSocket connection. */
interface WebSocketContext {
  connectionParams?: Record<string, unknown>;
  extra: { request: { socket: { remoteAddress?: string } }; socket: { close(code: number, reason: string): void }; principal?: Principal };
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
  };
}

/** Close code for a WebSocket whose credentials are refused (4401, like HTTP's 401); the reason names why. */
export const WS_UNAUTHENTICATED = 4401;

/**
 * Authenticates a WebSocket once, at `connection_init`. Bad credentials close the socket with
 * 4401 and a reason such as `TOKEN_EXPIRED: the token has expired…`; nothing is subscribed.
 */
export function webSocketAuthentication(authenticator: Authenticator) {
  return async (context: unknown): Promise<boolean> => {
    const ctx = context as WebSocketContext;
    try {
      ctx.extra.principal = await authenticator.authenticate(webSocketCredentials(ctx.connectionParams));
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
 * never falls back to anonymous. Over WebSocket graphql-ws asks for a context per operation,
 * so each operation of a connection gets an id of its own.
 */
export function graphqlContext(authenticator: Authenticator, accounts: AccountsService) {
  return async (arg: { req?: Request; res?: Response } | WebSocketContext): Promise<ApiContext> => {
    if ('extra' in arg && arg.extra) {
      return {
        principal: arg.extra.principal ?? { kind: 'anonymous' },
        address: arg.extra.request.socket.remoteAddress ?? 'unknown',
        accounts: accounts.loader(),
        loaders: new RequestLoaders(),
        requestId: randomUUID(),
      };
    }
    const { req, res } = arg as { req: Request; res: Response };
    const principal = await authenticator
      .authenticate({ authorization: header(req.headers.authorization), apiKey: header(req.headers['x-api-key']) })
      .catch((e: unknown) => {
        const error = toGraphQLError(e);
        // Apollo answers a failed context without running plugins: the code is noted here.
        noteOutcome(res, { operation: null, codes: [typeof error.extensions.code === 'string' ? error.extensions.code : 'INTERNAL'] });
        throw error;
      });
    // startApi's request logger gave it its id; an app served without that logger makes one here.
    const requestId = typeof req.id === 'string' ? req.id : requestIdFor(req.headers['x-request-id']);
    return {
      principal,
      address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      accounts: accounts.loader(),
      loaders: new RequestLoaders(),
      requestId,
      req,
      res,
    };
  };
}
