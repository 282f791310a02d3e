/**
 * How the server sends webhooks: the operator's settings (WEBHOOK_*, docs/operations.md), with
 * defaults for a server on the internet.
 */
export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE: deliveries to loopback, private and link-local addresses (a venue's LAN). */
  allowPrivate: boolean;
  /** Loopback alone allowed; not an environment setting (tests' receivers listen on 127.0.0.1). */
  allowLoopback: boolean;
  /** WEBHOOK_TIMEOUT_MS: how long one attempt may take, connection to answer. */
  timeoutMs: number;
  /**
   * WEBHOOK_RETRY_SECONDS: the waits before each retry (comma-separated seconds); a delivery
   * has one attempt more than it has waits, then it is failed.
   */
  retrySeconds: number[];
  /** WEBHOOK_PAUSE_AFTER_FAILURES: failed attempts in a row, over all of a hook's deliveries, that pause the hook. */
  pauseAfterFailures: number;
  /** WEBHOOK_POLL_MS: how often the sender looks for deliveries that became due when nothing woke it. */
  pollMs: number;
  /**
   * WEBHOOK_LEASE_SECONDS: how long a delivery stays claimed by the sender that took it; one
   * killed mid-delivery leaves it to be sent again after this (at least once).
   */
  leaseSeconds: number;
  /** WEBHOOK_CONCURRENCY: deliveries in flight at once in this process (never two of one hook). */
  concurrency: number;
  /** WEBHOOK_MAX_PER_EVENT: hooks one competition may have. */
  maxPerCompetition: number;
  /** Run the sender in this process (default true); a test stops it to let the outbox fill. */
  send: boolean;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  allowLoopback: false,
  timeoutMs: 10_000,
  // 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: about a day and a half before a delivery is given up.
  retrySeconds: [10, 60, 300, 1800, 7200, 21_600, 43_200, 86_400],
  pauseAfterFailures: 20,
  pollMs: 1000,
  leaseSeconds: 60,
  concurrency: 8,
  maxPerCompetition: 10,
  send: true,
};

/** The largest body sent; a happening's body is far smaller, so a larger one is a fault, failed at once. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

/**
 * When a delivery that failed its `attempts`-th attempt is tried again, or null when that was its
 * last attempt. No jitter: each hook's deliveries are sent one at a time, so retries cannot
 * stampede one receiver.
 */
export function nextAttemptAt(attempts: number, failedAt: Date, retrySeconds: readonly number[]): Date | null {
  const wait = retrySeconds[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait * 1000);
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number, problems: string[]): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  problems.push(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  return undefined;
}

/** The WEBHOOK_* settings the environment sets; anything unset keeps its default. A bad value stops the server at start. */
export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<WebhookSettings> {
  const problems: string[] = [];
  const out: Partial<WebhookSettings> = {};
  const allow = env.WEBHOOK_ALLOW_PRIVATE?.trim().toLowerCase();
  if (allow) {
    if (allow === 'true' || allow === '1') out.allowPrivate = true;
    else if (allow === 'false' || allow === '0') out.allowPrivate = false;
    else problems.push(`WEBHOOK_ALLOW_PRIVATE must be true or false, not "${env.WEBHOOK_ALLOW_PRIVATE}"`);
  }
  const numbers: Array<[keyof WebhookSettings, string, number, number]> = [
    ['timeoutMs', 'WEBHOOK_TIMEOUT_MS', 100, 120_000],
    ['pauseAfterFailures', 'WEBHOOK_PAUSE_AFTER_FAILURES', 1, 10_000],
    ['pollMs', 'WEBHOOK_POLL_MS', 10, 600_000],
    ['leaseSeconds', 'WEBHOOK_LEASE_SECONDS', 1, 3600],
    ['concurrency', 'WEBHOOK_CONCURRENCY', 1, 256],
    ['maxPerCompetition', 'WEBHOOK_MAX_PER_EVENT', 1, 1000],
  ];
  for (const [key, name, min, max] of numbers) {
    const n = wholeNumber(env, name, min, max, problems);
    if (n !== undefined) (out as Record<string, number>)[key] = n;
  }
  const retries = env.WEBHOOK_RETRY_SECONDS?.trim();
  if (retries) {
    const waits = retries.split(',').map((s) => s.trim());
    if (waits.length <= 50 && waits.every((w) => /^\d+$/.test(w) && Number(w) >= 1 && Number(w) <= 604_800))
      out.retrySeconds = waits.map(Number);
    else
      problems.push(`WEBHOOK_RETRY_SECONDS must be up to 50 comma-separated whole numbers of seconds from 1 to 604800, not "${retries}"`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return out;
}
