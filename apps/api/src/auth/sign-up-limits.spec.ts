import { RateLimitedError } from './auth.errors';
import { SignUpLimiter } from './sign-up-limits';

describe('sign-up limits', () => {
  let now = 0;
  const limiter = () => new SignUpLimiter({ perEmail: 2, perAddress: 3, windowMs: 60_000 }, () => new Date(now));
  const refusal = (fn: () => void): RateLimitedError | null => {
    try {
      fn();
      return null;
    } catch (e) {
      if (e instanceof RateLimitedError) return e;
      throw e;
    }
  };

  beforeEach(() => {
    now = Date.parse('2026-11-18T12:00:00Z');
  });

  it('counts one address in any case, spaces around it ignored, and says when the oldest attempt leaves the window', () => {
    const l = limiter();
    l.attempt('Ann@Example.org', '10.0.0.1');
    now += 20_000;
    l.attempt(' ann@example.org ', '10.0.0.2');
    now += 10_000;
    expect(refusal(() => l.attempt('ANN@EXAMPLE.ORG', '10.0.0.3'))?.retryAfterSeconds).toBe(30);
    // A refused attempt is not counted: the first leaves the window after 60 s, and one more is taken.
    now += 30_000;
    expect(refusal(() => l.attempt('ann@example.org', '10.0.0.3'))).toBeNull();
  });

  it('counts one client address across addresses', () => {
    const l = limiter();
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) l.attempt(email, '10.0.0.9');
    expect(refusal(() => l.attempt('d@example.org', '10.0.0.9'))?.retryAfterSeconds).toBe(60);
    expect(refusal(() => l.attempt('d@example.org', '10.0.0.8'))).toBeNull();
  });
});
