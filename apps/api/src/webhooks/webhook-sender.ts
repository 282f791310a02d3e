import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Pool } from 'pg';
import { guardedLookup, parseWebhookUrl, type AddressPolicy, type Resolve } from './webhook-address';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import { MAX_WEBHOOK_BODY_BYTES, nextAttemptAt, type WebhookSettings } from './webhook-settings';

/** A delivery this sender claimed: what to send, where, signed with what. */
interface Claimed {
  id: string;
  webhookId: string;
  kind: string;
  body: string;
  /** Its attempts, this one included: the claim is recorded as made before the request goes out. */
  attempts: number;
  url: string;
  secret: string;
}

/** How one attempt went: an answer (any status), or no answer at all. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
}

export interface WebhookSenderOptions {
  log?: (message: string) => void;
  /** Test-only crash point (apps/api/src/faults.ts): called with `webhook:answered` once a receiver has answered, before it is recorded. */
  step?: (name: string) => void;
  /** How hosts are resolved (the system's resolver by default). */
  resolve?: Resolve;
}

/** Due deliveries: pending and due by the server's clock, or claimed by a sender whose lease ran out. */
const DUE = `((d.status = 'pending' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1))
  OR (d.status = 'sending' AND d.lease_until <= $1))`;

/**
 * Sends the webhooks' outbox (`webhook_deliveries`, which the `webhooks` processor fills), in
 * the API process, apart from the processors: a batch never waits for a receiver.
 *
 * - **Claimed, then sent.** A claim marks due rows `sending` until a lease runs out (on the
 *   server's clock), counting the attempt, with `FOR UPDATE SKIP LOCKED` so that instances
 *   sharing a database never claim the same row. A process killed mid-delivery leaves its rows
 *   claimed: once the lease has run out they are due again and sent again. At least once: the
 *   receiver tells a repeat by the delivery's id.
 * - **One hook at a time.** At most one delivery of a hook is in flight in a process, and at
 *   most `concurrency` in all: a receiver that hangs until the timeout holds up its own
 *   deliveries, nobody else's.
 * - **Retried, then failed.** A 2xx answer delivers. Anything else (another status, a redirect,
 *   which is never followed, a refused or timed out connection, an address the checks refuse)
 *   is a failed attempt, tried again after the next wait of `retrySeconds`, and failed for good
 *   after the last one. A hook whose attempts fail `pauseAfterFailures` times in a row is paused:
 *   its deliveries wait (new ones are still written) until its organiser resumes it.
 * - **Woken.** `wake()` looks for due rows at once (after the processors committed new ones, or
 *   an organiser resumed a hook); a timer looks every `pollMs` for retries that became due.
 */
export class WebhookSender {
  private readonly inFlight = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly policy: AddressPolicy;

  constructor(
    private readonly pool: Pool,
    private readonly clock: () => Date,
    private readonly settings: WebhookSettings,
    private readonly options: WebhookSenderOptions = {},
  ) {
    this.policy = { allowPrivate: settings.allowPrivate, allowLoopback: settings.allowLoopback };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Stops claiming; a delivery in flight is cut short and handed back as not attempted, so the
   * next start sends it at once rather than after its lease.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    for (const { abort } of this.inFlight.values()) abort.abort();
    await Promise.all([...this.inFlight.values()].map((f) => f.done));
  }

  /** Looks for due deliveries now. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.fill()
      .catch((e: Error) => this.options.log?.(`webhooks: ${e.message}`))
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  /** Whether nothing is in flight here (tests wait for it before they look at the outbox). */
  get idle(): boolean {
    return this.inFlight.size === 0 && this.running === null;
  }

  /** Claims as many due deliveries as there are free places, one per hook not already in flight, and sends them. */
  private async fill(): Promise<void> {
    do {
      this.again = false;
      const free = this.settings.concurrency - this.inFlight.size;
      if (free <= 0 || this.stopped) return;
      const claimed = await this.claim(free, [...this.inFlight.keys()]);
      for (const c of claimed) {
        const abort = new AbortController();
        const done = this.deliver(c, abort.signal)
          .catch((e: Error) => this.options.log?.(`webhooks: delivery ${c.id}: ${e.message}`))
          .finally(() => {
            this.inFlight.delete(c.webhookId);
            this.wake();
          });
        this.inFlight.set(c.webhookId, { abort, done });
      }
      // A full claim may have left more behind; a short one found everything due.
      if (claimed.length === free) this.again = true;
    } while (this.again && !this.stopped && this.inFlight.size < this.settings.concurrency);
  }

  private async claim(limit: number, busy: string[]): Promise<Claimed[]> {
    const now = this.clock();
    const leaseUntil = new Date(now.getTime() + this.settings.leaseSeconds * 1000);
    const { rows } = await this.pool.query<Claimed>(
      `WITH candidates AS (
         SELECT DISTINCT ON (d.webhook_id) d.id
           FROM webhook_deliveries d JOIN webhooks h ON h.id = d.webhook_id
          WHERE d.status IN ('pending', 'sending') AND h.paused_at IS NULL AND NOT (d.webhook_id = ANY($3::uuid[])) AND ${DUE}
          ORDER BY d.webhook_id, d.position, d.id
       ), locked AS (
         SELECT d.id FROM webhook_deliveries d
          WHERE d.id IN (SELECT id FROM candidates) AND ${DUE}
          ORDER BY d.position, d.id
          LIMIT $2
          FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_deliveries d
          SET status = 'sending', attempts = d.attempts + 1, lease_until = $4, last_attempt_at = $1
         FROM locked, webhooks h
        WHERE d.id = locked.id AND h.id = d.webhook_id
       RETURNING d.id::text AS id, d.webhook_id::text AS "webhookId", d.kind, d.body, d.attempts, h.url, h.secret`,
      [now, limit, busy, leaseUntil],
    );
    return rows;
  }

  private async deliver(c: Claimed, signal: AbortSignal): Promise<void> {
    const outcome = await this.attempt(c, signal);
    if (signal.aborted && this.stopped) return this.handBack(c);
    this.options.step?.('webhook:answered');
    const now = this.clock();
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    if (ok) {
      await this.pool.query(
        `WITH d AS (
           UPDATE webhook_deliveries SET status = 'delivered', delivered_at = $2, lease_until = NULL, next_attempt_at = NULL,
                  last_status_code = $3, last_error = NULL
            WHERE id = $1 AND status = 'sending' AND attempts = $4 RETURNING webhook_id)
         UPDATE webhooks SET consecutive_failures = 0 WHERE id IN (SELECT webhook_id FROM d)`,
        [c.id, now, outcome.statusCode, c.attempts],
      );
      return;
    }
    const next = nextAttemptAt(c.attempts, now, this.settings.retrySeconds);
    const error = outcome.error ?? `HTTP ${outcome.statusCode}`;
    const { rows } = await this.pool.query<{ paused: boolean }>(
      `WITH d AS (
         UPDATE webhook_deliveries SET status = CASE WHEN $5::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
                next_attempt_at = $5, lease_until = NULL, last_status_code = $3, last_error = $6
          WHERE id = $1 AND status = 'sending' AND attempts = $4 RETURNING webhook_id)
       UPDATE webhooks SET consecutive_failures = consecutive_failures + 1,
              paused_at = CASE WHEN paused_at IS NULL AND consecutive_failures + 1 >= $7 THEN $2 ELSE paused_at END
        WHERE id IN (SELECT webhook_id FROM d)
       RETURNING paused_at IS NOT NULL AND paused_at = $2 AS paused`,
      [c.id, now, outcome.statusCode, c.attempts, next, error.slice(0, 500), this.settings.pauseAfterFailures],
    );
    if (rows[0]?.paused)
      this.options.log?.(
        `webhooks: hook ${c.webhookId} paused after ${this.settings.pauseAfterFailures} failed attempts in a row (${error})`,
      );
  }

  /** A delivery cut short by a stop: not attempted after all, due again at once. */
  private async handBack(c: Claimed): Promise<void> {
    await this.pool.query(
      `UPDATE webhook_deliveries SET status = 'pending', attempts = attempts - 1, lease_until = NULL
        WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [c.id, c.attempts],
    );
  }

  /** One attempt: a signed POST of the body, its answer's status, no redirect followed. */
  private async attempt(c: Claimed, signal: AbortSignal): Promise<AttemptOutcome> {
    let url: URL;
    try {
      // Checked again at every attempt: the server's settings may have changed since it was registered.
      url = parseWebhookUrl(c.url, this.policy);
    } catch (e) {
      return { statusCode: null, error: (e as Error).message };
    }
    if (Buffer.byteLength(c.body) > MAX_WEBHOOK_BODY_BYTES) return { statusCode: null, error: 'the body is over the size sent' };
    const timestamp = Math.floor(this.clock().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Tabletop-Webhooks/1',
      [SIGNATURE_HEADER]: signWebhook(c.secret, c.body, timestamp),
      [DELIVERY_HEADER]: c.id,
      [EVENT_HEADER]: c.kind,
    };
    return post(url, c.body, headers, {
      timeoutMs: this.settings.timeoutMs,
      signal,
      lookup: guardedLookup(this.policy, this.options.resolve),
    });
  }
}

/**
 * A POST with node's http(s), not fetch: it connects only to the addresses `lookup` checked,
 * never follows a redirect, and stops at `timeoutMs` whatever the receiver does. Nothing of the
 * answer is read but its status.
 */
export function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; signal?: AbortSignal; lookup: ReturnType<typeof guardedLookup> },
): Promise<AttemptOutcome> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ statusCode: null, error: `no answer within ${options.timeoutMs} ms` }), options.timeoutMs);
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' },
        agent: false,
        lookup: options.lookup,
        signal: options.signal,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        res.resume();
        if (status >= 300 && status < 400) finish({ statusCode: status, error: `HTTP ${status}: redirects are not followed` });
        else finish({ statusCode: status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
      },
    );
    req.on('error', (e: Error) => finish({ statusCode: null, error: e.message }));
    req.end(body);
  });
}
