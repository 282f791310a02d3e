import { Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import { noteOutcome } from '../logging';
import { RateLimitedError } from './auth.errors';
import { rateLimitKey, type Principal } from './principal';
import type { ApiContext } from './context';

/**
 * Requests per minute: GraphQL operations per API key, account, player seat, or (for anonymous
 * callers) address; and the web app's files and pages per address (`staticFiles`), which a
 * hall of phones behind one address loads all at once.
 */
export interface RateLimits {
  apiKey: number;
  account: number;
  player: number;
  anonymous: number;
  staticFiles: number;
}

/**
 * `staticFiles`: 200 phones behind one venue's address, each loading the app's page and its
 * handful of files (about ten) three times in a minute.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { apiKey: 600, account: 1200, player: 1200, anonymous: 300, staticFiles: 6000 };

const WINDOW_MS = 60_000;
/** The throttler's name, part of every bucket's key. */
const THROTTLER = 'requests';

/** The operations a minute a caller of this kind may make. */
function limitFor(limits: RateLimits, kind: Principal['kind']): number {
  return kind === 'api-key' ? limits.apiKey : kind === 'account' ? limits.account : kind === 'player' ? limits.player : limits.anonymous;
}

function callerOf(context: ExecutionContext): { principal: Principal; address: string } | null {
  if (context.getType<string>() !== 'graphql') return null;
  const ctx = GqlExecutionContext.create(context).getContext<ApiContext>();
  return ctx.principal ? ctx : null;
}

export function throttlerOptions(limits: RateLimits): ThrottlerModuleOptions {
  return {
    throttlers: [
      {
        name: THROTTLER,
        ttl: WINDOW_MS,
        limit: (context: ExecutionContext) => limitFor(limits, callerOf(context)?.principal.kind ?? 'anonymous'),
      },
    ],
  };
}

/**
 * HTTP requests whose operation has been counted once already (countedContext): the first root
 * field that runs is that count, so an operation costs its root fields, and at least one.
 */
const prepaid = new WeakSet<Request>();

/**
 * Counts every GraphQL operation over HTTP, GET or POST, once against the caller's bucket before
 * it is parsed, whatever it asks for (`__typename`, introspection, a query that does not
 * validate): an operation over the limit is refused whole, with HTTP 429, `Retry-After` and
 * RATE_LIMITED, before any work is done for it. Wraps the function that builds the context, the
 * first place the caller is known; the guard below counts the further root fields.
 */
export function countedContext<A>(
  context: (arg: A) => Promise<ApiContext>,
  storage: ThrottlerStorage,
  limits: RateLimits,
): (arg: A) => Promise<ApiContext> {
  return async (arg) => {
    const ctx = await context(arg);
    // Over WebSocket each subscription's fields are counted by the guard, as before.
    if (!ctx.req) return ctx;
    const limit = limitFor(limits, ctx.principal.kind);
    const key = `${THROTTLER}:${rateLimitKey(ctx.principal, ctx.address)}`;
    const { isBlocked, timeToBlockExpire } = await storage.increment(key, WINDOW_MS, limit, WINDOW_MS, THROTTLER);
    if (isBlocked) {
      const seconds = Math.max(1, Math.ceil(timeToBlockExpire));
      if (ctx.res) noteOutcome(ctx.res, { operation: null, codes: ['RATE_LIMITED'] });
      const refused = new RateLimitedError(seconds);
      // Apollo answers an error thrown while the context is built with its `http` status and headers.
      throw new GraphQLError(refused.message, {
        extensions: {
          code: 'RATE_LIMITED',
          retryAfterSeconds: seconds,
          http: { status: 429, headers: new Map([['retry-after', String(seconds)]]) },
        },
      });
    }
    prepaid.add(ctx.req);
    return ctx;
  };
}

/**
 * Counts each GraphQL operation's root fields against the caller's key (one bucket per key,
 * whatever the resolver) and answers RATE_LIMITED with the seconds to wait. Over HTTP the first
 * root field is the operation's own count (countedContext). Buckets live in each API process:
 * behind a load balancer of n instances a caller gets up to n times the limit.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const req = callerOf(context) && GqlExecutionContext.create(context).getContext<ApiContext>().req;
    return req ? prepaid.delete(req) : false;
  }

  protected override getRequestResponse(context: ExecutionContext): { req: object; res: object } {
    const caller = callerOf(context);
    if (!caller) return super.getRequestResponse(context);
    const ctx = GqlExecutionContext.create(context).getContext<ApiContext>();
    // Subscriptions over WebSocket have no HTTP response to put headers on.
    return { req: ctx, res: ctx.res ?? { header: () => undefined } };
  }

  protected override async getTracker(req: object): Promise<string> {
    const ctx = req as Partial<ApiContext> & { ip?: string };
    return ctx.principal ? rateLimitKey(ctx.principal, ctx.address ?? 'unknown') : `ip:${ctx.ip ?? 'unknown'}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new RateLimitedError(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}
