import { ClockedThrottlerStorage } from './rate-limit';

describe('the rate limits’ buckets', () => {
  it('counts each key in fixed one-minute windows of the clock it is given, and says how long is left', async () => {
    let now = Date.parse('2026-11-28T18:00:15.000Z');
    const storage = new ClockedThrottlerStorage(() => now);
    const hit = (key: string) => storage.increment(key, 60_000, 2);
    expect(await hit('ip:10.0.0.1')).toEqual({ totalHits: 1, timeToExpire: 45, isBlocked: false, timeToBlockExpire: 0 });
    expect((await hit('ip:10.0.0.1')).isBlocked).toBe(false);
    expect(await hit('ip:10.0.0.1')).toEqual({ totalHits: 3, timeToExpire: 45, isBlocked: true, timeToBlockExpire: 45 });
    // Another key has a bucket of its own.
    expect((await hit('account:a1')).isBlocked).toBe(false);
    // A clock that stands still keeps every request in one window.
    for (let i = 0; i < 5; i++) expect((await hit('ip:10.0.0.1')).isBlocked).toBe(true);
    now += 44_500;
    expect((await hit('ip:10.0.0.1')).timeToBlockExpire).toBe(1);
    now += 500;
    expect(await hit('ip:10.0.0.1')).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });
});
