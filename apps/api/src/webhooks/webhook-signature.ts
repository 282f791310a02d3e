import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed, as Stripe and GitHub sign theirs: the header
 *
 *   Tabletop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">
 *
 * keyed with the hook's secret (its UTF-8 text, `whsec_…`). The time is part of what is signed,
 * so a receiver that refuses a time too far from its own clock refuses a captured delivery
 * replayed later; the delivery's id (`Tabletop-Delivery`, also the body's `id`) lets it refuse
 * one replayed within that window, as it already must for a retried delivery. A header may
 * carry several `v1` values: any one of them matching is enough.
 */
export const SIGNATURE_HEADER = 'Tabletop-Signature';
export const DELIVERY_HEADER = 'Tabletop-Delivery';
export const EVENT_HEADER = 'Tabletop-Event';
/** What a receiver should allow between the signed time and its own clock (docs/third-party.md). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new hook's secret: 32 random bytes, shown to its organiser once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `Tabletop-Signature` header of a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether `header` signs `body` with `secret`, at a time within `toleranceSeconds` of `now`
 * (unix seconds). What a receiver runs on every delivery before trusting it; the same code is
 * in docs/third-party.md for receivers to copy. Never throws: a malformed header is false.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: number,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): boolean {
  if (typeof header !== 'string') return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
