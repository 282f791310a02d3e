import { Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { RateLimitedError } from './auth.errors';
import { rateLimitKey, type Principal } from './principal';
import type { ApiContext } from './context';

/** Requests per minute, per API key, account, player seat, or (for anonymous callers) address. */
export interface RateLimits {
  apiKey: number;
  account: number;
  player: number;
  anonymous: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { apiKey: 600, account: 1200, player: 1200, anonymous: 300 };

const WINDOW_MS = 60_000;

function callerOf(context: ExecutionContext): { principal: Principal; address: string } | null {
  if (context.getType<string>() !== 'graphql') return null;
  const ctx = GqlExecutionContext.create(context).getContext<ApiContext>();
  return ctx.principal ? ctx : null;
}

export function throttlerOptions(limits: RateLimits): ThrottlerModuleOptions {
  return {
    throttlers: [
      {
        name: 'requests',
        ttl: WINDOW_MS,
        limit: (context: ExecutionContext) => {
          const kind = callerOf(context)?.principal.kind ?? 'anonymous';
          return kind === 'api-key'
            ? limits.apiKey
            : kind === 'account'
              ? limits.account
              : kind === 'player'
                ? limits.player
                : limits.anonymous;
        },
      },
    ],
  };
}

/**
 * Counts each GraphQL operation's root fields against the caller's key (one bucket per key,
 * whatever the resolver) and answers RATE_LIMITED with the seconds to wait. Buckets live in
 * each API process: behind a load balancer of n instances a caller gets up to n times the limit.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
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
