import { configFromEnv } from './config';
import { AddressRateLimit } from './http-limits';

describe('the per-address limit of files and pages', () => {
  it('admits `limit` requests an address a window, then says how many seconds are left, on the clock it is given', () => {
    let now = Date.parse('2026-05-01T10:00:20.000Z');
    const limit = new AddressRateLimit(2, () => now);
    expect([limit.admit('10.0.0.1'), limit.admit('10.0.0.1')]).toEqual([0, 0]);
    expect(limit.admit('10.0.0.1')).toBe(40);
    // Another address has a budget of its own.
    expect(limit.admit('10.0.0.2')).toBe(0);
    now += 39_500;
    expect(limit.admit('10.0.0.1')).toBe(1);
    now += 500;
    expect(limit.admit('10.0.0.1')).toBe(0);
  });

  it('is set by STATIC_RATE_LIMIT, a whole number of requests a minute; anything else stops the server at start', () => {
    expect(configFromEnv({}).staticRateLimit).toBeUndefined();
    expect(configFromEnv({ STATIC_RATE_LIMIT: '12000' }).staticRateLimit).toBe(12_000);
    for (const bad of ['0', '-5', '1.5', 'lots'])
      expect(() => configFromEnv({ STATIC_RATE_LIMIT: bad })).toThrow(
        `STATIC_RATE_LIMIT must be a whole number from 1 to 10000000, not "${bad}"`,
      );
  });
});
