import { RateLimitedError } from './auth.errors';

/**
 * How many sign-ups an hour (`windowMs`) the server takes for one e-mail address and from one
 * client address. Signing up cannot hide that an address is taken (there is no e-mail channel
 * to answer through instead), so asking about many addresses is slowed down here.
 */
export interface SignUpLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

/**
 * `perAddress`: every player of a hall of 500 signing up from the venue's one address within the
 * hour before the first round. `perEmail`: a person mistyping their password a few times.
 */
export const DEFAULT_SIGN_UP_LIMITS: SignUpLimits = { perEmail: 5, perAddress: 500, windowMs: 3_600_000 };

/** Keys kept before expired ones are swept (each holds at most its limit of times); then twice as many as are left. */
const SWEEP_AT = 10_000;

/**
 * Counts sign-up attempts in a sliding window, by e-mail address (trimmed, any case, as the
 * accounts compare them) and by client address. An attempt over either limit is refused with
 * RATE_LIMITED and the seconds until the oldest attempt in its window leaves it; a refused
 * attempt is not counted. Times come from the server's clock (`AppOptions.clock`). Like the
 * request limits, the counts live in each API process.
 */
export class SignUpLimiter {
  private readonly attempts = new Map<string, number[]>();
  private sweepAt = SWEEP_AT;

  constructor(
    private readonly limits: SignUpLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  attempt(email: string, address: string): void {
    const now = this.clock().getTime();
    if (this.attempts.size > this.sweepAt) {
      this.sweep(now);
      this.sweepAt = Math.max(SWEEP_AT, 2 * this.attempts.size);
    }
    const keys: Array<[string, number]> = [
      [`email:${email.trim().toLowerCase()}`, this.limits.perEmail],
      [`address:${address}`, this.limits.perAddress],
    ];
    const windows = keys.map(([key, limit]) => ({ key, limit, times: this.recent(key, now) }));
    const full = windows.filter((w) => w.times.length >= w.limit);
    if (full.length > 0) {
      const wait = Math.max(...full.map((w) => w.times[w.times.length - w.limit] + this.limits.windowMs - now));
      throw new RateLimitedError(Math.max(1, Math.ceil(wait / 1000)));
    }
    for (const w of windows) this.attempts.set(w.key, [...w.times, now]);
  }

  /** The times of a key's attempts still in the window. */
  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((t) => t > now - this.limits.windowMs);
  }

  private sweep(now: number): void {
    for (const key of [...this.attempts.keys()]) {
      if (this.recent(key, now).length === 0) this.attempts.delete(key);
    }
  }
}
