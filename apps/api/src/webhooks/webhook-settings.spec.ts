import { DEFAULT_WEBHOOK_SETTINGS, nextAttemptAt, webhookSettingsFromEnv } from './webhook-settings';

describe('webhook retries', () => {
  const failedAt = new Date('2026-05-01T10:00:00Z');

  it('waits 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, then gives up', () => {
    const waits = DEFAULT_WEBHOOK_SETTINGS.retrySeconds;
    const after = (attempts: number) => nextAttemptAt(attempts, failedAt, waits);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => (after(n)!.getTime() - failedAt.getTime()) / 1000)).toEqual([
      10, 60, 300, 1800, 7200, 21_600, 43_200, 86_400,
    ]);
    expect(after(9)).toBeNull();
  });

  it('follows the schedule it is given, and a delivery with no waits has one attempt', () => {
    expect(nextAttemptAt(1, failedAt, [1, 2])!.toISOString()).toBe('2026-05-01T10:00:01.000Z');
    expect(nextAttemptAt(2, failedAt, [1, 2])!.toISOString()).toBe('2026-05-01T10:00:02.000Z');
    expect(nextAttemptAt(3, failedAt, [1, 2])).toBeNull();
    expect(nextAttemptAt(1, failedAt, [])).toBeNull();
  });
});

describe('WEBHOOK_* settings', () => {
  it('reads only what is set', () => {
    expect(webhookSettingsFromEnv({})).toEqual({});
    expect(
      webhookSettingsFromEnv({
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_RETRY_SECONDS: '5, 30,600',
        WEBHOOK_PAUSE_AFTER_FAILURES: '3',
        WEBHOOK_POLL_MS: '500',
        WEBHOOK_LEASE_SECONDS: '30',
        WEBHOOK_CONCURRENCY: '4',
        WEBHOOK_MAX_PER_EVENT: '5',
      }),
    ).toEqual({
      allowPrivate: true,
      timeoutMs: 5000,
      retrySeconds: [5, 30, 600],
      pauseAfterFailures: 3,
      pollMs: 500,
      leaseSeconds: 30,
      concurrency: 4,
      maxPerCompetition: 5,
    });
    expect(webhookSettingsFromEnv({ WEBHOOK_ALLOW_PRIVATE: 'false' })).toEqual({ allowPrivate: false });
  });

  it('stops the start on a bad value, naming every one', () => {
    expect(() =>
      webhookSettingsFromEnv({ WEBHOOK_ALLOW_PRIVATE: 'yes please', WEBHOOK_TIMEOUT_MS: '10s', WEBHOOK_RETRY_SECONDS: '1,,2' }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE.*WEBHOOK_TIMEOUT_MS.*WEBHOOK_RETRY_SECONDS/);
    expect(() => webhookSettingsFromEnv({ WEBHOOK_CONCURRENCY: '0' })).toThrow(/WEBHOOK_CONCURRENCY must be a whole number from 1/);
  });
});
