import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, type ThrottlerModuleOptions, type ThrottlerRequest, type ThrottlerStorage } from '@nestjs/throttler';
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
 * Sized for a hall of 500 players whose phones share the venue's one address (the reckoning is
 * in docs/operations.md, "Limits"):
 * - `anonymous`: each phone reloads the public event page (3 queries and its subscription) and
 *   its player's page (2 queries and a subscription) twice a minute: 500 × 14 = 7,000, and half
 *   as much again for phones that reload more often;
 * - `staticFiles`: each phone loads the app's page and its 6 files once, then 4 pages a minute
 *   (the files stay in its cache): 500 × 11 = 5,500 in the minute the hall arrives, doubled;
 * - `account`: an organiser setting up 512 tables by hand, 4 operations each (a match, its
 *   invitations, two seats), within about a minute; `apiKey`: a projector or a site following
 *   every one of those tables starts 512 subscriptions at once, and again when it reconnects;
 * - `player`: one seat of one match, far more than a game's pace.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { apiKey: 3000, account: 3000, player: 1200, anonymous: 12_000, staticFiles: 12_000 };

export const WINDOW_MS = 60_000;
/** The throttler's name, part of every bucket's key. */
const THROTTLER = 'requests';

/** The operations a minute a caller of this kind may make. */
export function limitFor(limits: RateLimits, kind: Principal['kind']): number {
  return kind === 'api-key' ? limits.apiKey : kind === 'account' ? limits.account : kind === 'player' ? limits.player : limits.anonymous;
}

function callerOf(context: ExecutionContext): { principal: Principal; address: string } | null {
  if (context.getType<string>() !== 'graphql') return null;
  const ctx = GqlExecutionContext.create(context).getContext<ApiContext>();
  return ctx.principal ? ctx : null;
}

/**
 * The buckets, in fixed windows of the server's clock (`AppOptions.clock`), as the files' and the
 * sign-ups' limits are counted: a window's counts are all that is kept, so the memory is that of
 * the callers seen in a minute, and a test that stops the clock keeps every request in one window.
 * A caller may make up to twice its limit across the end of a window, never more in one.
 */
export class ClockedThrottlerStorage implements ThrottlerStorage {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(readonly now: () => number) {}

  async increment(key: string, ttl: number, limit: number): ReturnType<ThrottlerStorage['increment']> {
    const t = this.now();
    const window = Math.floor(t / ttl);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const hits = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, hits);
    const left = Math.max(1, Math.ceil(((window + 1) * ttl - t) / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: left, isBlocked, timeToBlockExpire: isBlocked ? left : 0 };
  }

  /** The counts of `key` in the current window, without counting (the `rateLimit` query). */
  hits(key: string, ttl: number): number {
    return Math.floor(this.now() / ttl) === this.window ? (this.counts.get(key) ?? 0) : 0;
  }

  /** When the current window ends and every bucket starts again from nothing, in ms of the clock. */
  windowEnd(ttl: number): number {
    return (Math.floor(this.now() / ttl) + 1) * ttl;
  }
}

/** A caller's bucket as an answer tells it: what it may make a window, what is left, when it fills again. */
export interface BucketState {
  limit: number;
  remaining: number;
  /** When the window ends, in ms of the server's clock. */
  resetAt: number;
  /** Whole seconds until then, at least 1. */
  resetSeconds: number;
}

/** A bucket after a count that answered `hits` and `secondsLeft`, on the storage's clock when it is ours. */
function bucketState(storage: ThrottlerStorage, limit: number, hits: number, secondsLeft: number): BucketState {
  const resetAt = storage instanceof ClockedThrottlerStorage ? storage.windowEnd(WINDOW_MS) : Date.now() + secondsLeft * 1000;
  return { limit, remaining: Math.max(0, limit - hits), resetAt, resetSeconds: Math.max(1, Math.ceil(secondsLeft)) };
}

/** The bucket a caller's key has now, without counting: what the `rateLimit` query answers. */
export function peekBucket(storage: ThrottlerStorage, limits: RateLimits, ctx: Pick<ApiContext, 'principal' | 'address'>): BucketState {
  const limit = limitFor(limits, ctx.principal.kind);
  if (!(storage instanceof ClockedThrottlerStorage)) return { limit, remaining: limit, resetAt: Date.now() + WINDOW_MS, resetSeconds: 60 };
  const key = `${THROTTLER}:${rateLimitKey(ctx.principal, ctx.address)}`;
  const resetAt = storage.windowEnd(WINDOW_MS);
  const resetSeconds = Math.max(1, Math.ceil((resetAt - storage.now()) / 1000));
  return { limit, remaining: Math.max(0, limit - storage.hits(key, WINDOW_MS)), resetAt, resetSeconds };
}

/**
 * The bucket's headers, on every answer counted against it, the refused ones included: the
 * IETF draft's `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds until the
 * window ends) and `RateLimit-Policy`, and the older `X-RateLimit-*` that GitHub's API made
 * common (`X-RateLimit-Reset` in seconds since the epoch, as there). Set on the response
 * directly, so Apollo keeps them whatever it answers; a later count of the same request (a
 * further root field) overwrites them with what is left then.
 */
export function publishBucket(res: Pick<ServerResponse, 'setHeader' | 'headersSent'>, state: BucketState): void {
  if (res.headersSent) return;
  res.setHeader('RateLimit-Limit', String(state.limit));
  res.setHeader('RateLimit-Remaining', String(state.remaining));
  res.setHeader('RateLimit-Reset', String(state.resetSeconds));
  res.setHeader('RateLimit-Policy', `${state.limit};w=${WINDOW_MS / 1000}`);
  res.setHeader('X-RateLimit-Limit', String(state.limit));
  res.setHeader('X-RateLimit-Remaining', String(state.remaining));
  res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
}

/**
 * Every answer over HTTP that refuses something for a rate limit is HTTP 429 with `Retry-After`
 * (the longest wait any of its RATE_LIMITED errors names), its errors kept in the body: a
 * further root field refused by the guard below, a slip code's limit, as much as a whole
 * operation refused by countedContext (which Apollo answers without running plugins). Any other
 * answer that has `data` is 200 whatever its errors, as Nest's own plugin made it (turned off
 * with `preserveHttpStatusForExecutionErrors: false`, as it would make this one 200 too).
 */
export function rateLimitedAnswersPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          const waits = (singleResult.errors ?? [])
            .filter((e) => e.extensions?.code === 'RATE_LIMITED')
            .map((e) => Number(e.extensions?.retryAfterSeconds) || 1);
          if (waits.length > 0) {
            response.http.status = 429;
            response.http.headers.set('retry-after', String(Math.max(...waits)));
          } else if ('data' in singleResult) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}

export function throttlerOptions(limits: RateLimits, now: () => number = Date.now): ThrottlerModuleOptions {
  return {
    storage: new ClockedThrottlerStorage(now),
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
    const { isBlocked, timeToBlockExpire, totalHits, timeToExpire } = await storage.increment(key, WINDOW_MS, limit, WINDOW_MS, THROTTLER);
    if (ctx.res) publishBucket(ctx.res, bucketState(storage, limit, totalHits, timeToExpire));
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
 * whatever the resolver) and answers RATE_LIMITED with the seconds to wait (HTTP 429 through
 * rateLimitedAnswersPlugin). Over HTTP the first root field is the operation's own count
 * (countedContext). Buckets live in each API process: behind a load balancer of n instances a
 * caller gets up to n times the limit. The throttler's own headers (suffixed with its name,
 * `X-RateLimit-Limit-requests`, `Retry-After-requests`) are not sent: publishBucket sets the
 * standard ones.
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

  protected override async handleRequest({
    context,
    limit,
    ttl,
    throttler,
    blockDuration,
    getTracker,
    generateKey,
  }: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(context);
    const key = generateKey(context, await getTracker(req, context), throttler.name ?? THROTTLER);
    const counted = await this.storageService.increment(key, ttl, limit, blockDuration, throttler.name ?? THROTTLER);
    const ctx = callerOf(context) ? GqlExecutionContext.create(context).getContext<ApiContext>() : null;
    if (ctx?.res) publishBucket(ctx.res, bucketState(this.storageService, limit, counted.totalHits, counted.timeToExpire));
    if (counted.isBlocked) throw new RateLimitedError(Math.max(1, Math.ceil(counted.timeToBlockExpire)));
    return true;
  }
}
