import { Inject } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { ThrottlerStorage } from '@nestjs/throttler';
import { Context, type ApiContext } from './context';
import { peekBucket, WINDOW_MS, type RateLimits } from './rate-limit';

/** The rate limits in force (DEFAULT_RATE_LIMITS with the server's settings), for the `rateLimit` query. */
export const RATE_LIMITS = Symbol('RATE_LIMITS');

@ObjectType('RateLimit', {
  description:
    'The caller’s own rate-limit bucket, as the RateLimit-* headers of every answer tell it too: per API key, account, player seat, or (without credentials) address. Every operation over HTTP counts once per root field, this one included.',
})
export class RateLimitType {
  @Field(() => Int, { description: 'Operations (root fields) the caller may make in one window.' })
  limit!: number;

  @Field(() => Int, { description: 'Operations left in the current window, after this one; at 0 the next is refused (HTTP 429).' })
  remaining!: number;

  @Field({
    description: 'When the current window ends and the bucket is full again (ISO 8601, on the server’s clock).',
  })
  resetAt!: string;

  @Field(() => Int, { description: 'The length of a window in seconds: `limit` operations are allowed in each.' })
  windowSeconds!: number;
}

@Resolver(() => RateLimitType)
export class RateLimitResolver {
  constructor(
    // Named: ThrottlerStorage is an interface and a token of the same name, which metadata cannot tell apart.
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  @Query(() => RateLimitType, {
    description:
      'The caller’s own rate limit: how many operations it may make a window, how many are left, and when the window ends. Anyone may ask; each caller sees only its own bucket.',
  })
  rateLimit(@Context() ctx: ApiContext): RateLimitType {
    const bucket = peekBucket(this.storage, this.limits, ctx);
    return {
      limit: bucket.limit,
      remaining: bucket.remaining,
      resetAt: new Date(bucket.resetAt).toISOString(),
      windowSeconds: WINDOW_MS / 1000,
    };
  }
}
