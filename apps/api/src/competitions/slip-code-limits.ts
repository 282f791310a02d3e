import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * How many slip codes no seat has (`SLIP_CODE_UNKNOWN`) one client address may send in a
 * sliding window (`SLIP_CODE_FAILURES`, `SLIP_CODE_WINDOW_SECONDS`): past it, every use of a
 * code from that address is refused until the oldest failure leaves the window, so guessing a
 * code is hopeless (docs/operations.md has the odds). A code that is a code (replaced, used,
 * expired) or one that cannot be a code (malformed) is no guess and does not count.
 */
export interface SlipCodeLimits {
  failures: number;
  windowMs: number;
}

/**
 * Sized for a hall of 500 behind one address whose players type their codes at the end of a
 * round: a mistyped letter spends one failure, and the hall shares them.
 */
export const DEFAULT_SLIP_CODE_LIMITS: SlipCodeLimits = { failures: 60, windowMs: 600_000 };

/** Addresses kept before those with no failure left in the window are swept; then twice as many as are left. */
const SWEEP_AT = 10_000;

/** RATE_LIMITED, as HTTP 429 with `Retry-After` over HTTP: the seconds to wait are in both. */
export function slipCodeRateLimited(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`too many unknown slip codes from this address: try again in ${retryAfterSeconds} s`, {
    extensions: {
      code: 'RATE_LIMITED',
      reason: 'SLIP_CODE_FAILURES',
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/**
 * Counts failed slip-code lookups per client address, on the server's clock. Like the other
 * request limits, the counts live in each API process: behind n instances an address gets up
 * to n times the limit (docs/operations.md).
 */
export class SlipCodeLimiter {
  private readonly failures = new Map<string, number[]>();
  private sweepAt = SWEEP_AT;

  constructor(
    readonly limits: SlipCodeLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {
    for (const [name, value] of Object.entries(limits))
      if (!Number.isInteger(value) || value < 1) throw new Error(`slip code limit ${name} must be a positive integer, not ${value}`);
  }

  /** Refuses (RATE_LIMITED) an address that has used up its failures in the window. */
  check(address: string): void {
    const now = this.clock().getTime();
    const times = this.recent(address, now);
    if (times.length < this.limits.failures) return;
    const wait = times[times.length - this.limits.failures] + this.limits.windowMs - now;
    throw slipCodeRateLimited(Math.max(1, Math.ceil(wait / 1000)));
  }

  /** Counts a failed lookup from an address. */
  failed(address: string): void {
    const now = this.clock().getTime();
    if (this.failures.size > this.sweepAt) {
      for (const key of [...this.failures.keys()]) if (this.recent(key, now).length === 0) this.failures.delete(key);
      this.sweepAt = Math.max(SWEEP_AT, 2 * this.failures.size);
    }
    this.failures.set(address, [...this.recent(address, now), now]);
  }

  private recent(address: string, now: number): number[] {
    return (this.failures.get(address) ?? []).filter((t) => t > now - this.limits.windowMs);
  }
}

/** The root fields that take a slip code (`slipUpdated` is served over WebSocket, where the resolver checks it). */
const CODE_FIELDS = new Set(['slip', 'reportWithSlipCode', 'confirmWithSlipCode', 'disputeWithSlipCode']);

/** Whether a root selection set asks for a field that takes a slip code, through fragments too. */
function takesSlipCode(selections: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): boolean {
  for (const s of selections.selections) {
    if (s.kind === Kind.FIELD && CODE_FIELDS.has(s.name.value)) return true;
    if (s.kind === Kind.INLINE_FRAGMENT && takesSlipCode(s.selectionSet, document, seen)) return true;
    if (s.kind === Kind.FRAGMENT_SPREAD && !seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = document.definitions.find(
        (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value,
      );
      if (fragment && takesSlipCode(fragment.selectionSet, document, seen)) return true;
    }
  }
  return false;
}

/**
 * Refuses a request over HTTP that uses a slip code from an address past its failures before
 * anything runs, so that it is answered with HTTP 429 and `Retry-After` (a resolver's error
 * would leave the answer's status 200). The resolvers check again, for the lookups of one
 * request past the limit and for WebSocket.
 */
export function slipCodeLimitPlugin(limiter: () => SlipCodeLimiter): ApolloServerPlugin<{ address?: string }> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation && contextValue.address && takesSlipCode(operation.selectionSet, document)) limiter().check(contextValue.address);
        },
      };
    },
  };
}
