import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_test-secret';
const body = JSON.stringify({ id: 'd1', event: 'result.confirmed', data: { game: 'r1-1' } });
const t = 1_790_000_000;

describe('webhook signatures', () => {
  it('signs "t.body" with HMAC-SHA256 of the secret, as the header says', () => {
    const header = signWebhook(secret, body, t);
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${hex}`);
    expect(verifyWebhookSignature(secret, header, body, t)).toBe(true);
  });

  it('accepts a time within the tolerance either way, refuses one outside it (a replay later)', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature(secret, header, body, t + 300, 300)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, t - 300, 300)).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, t + 301, 300)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, t - 301, 300)).toBe(false);
  });

  it('refuses another secret, another body, another time in the header, and malformed headers', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature('whsec_other', header, body, t)).toBe(false);
    expect(verifyWebhookSignature(secret, header, `${body} `, t)).toBe(false);
    expect(verifyWebhookSignature(secret, header.replace(`t=${t}`, `t=${t + 1}`), body, t)).toBe(false);
    for (const bad of [undefined, null, '', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`, `t=${t},v1=zz`, 'garbage'])
      expect(verifyWebhookSignature(secret, bad, body, t)).toBe(false);
  });

  it('accepts a header with several v1 values when one of them matches', () => {
    const good = signWebhook(secret, body, t).split('v1=')[1];
    expect(verifyWebhookSignature(secret, `t=${t},v1=${'0'.repeat(64)},v1=${good}`, body, t)).toBe(true);
  });

  it('verifies what it signs and nothing else, for any body and secret', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.string(), fc.integer({ min: 0, max: 4_000_000_000 }), (b, s, other, at) => {
        const header = signWebhook(s, b, at);
        expect(verifyWebhookSignature(s, header, b, at)).toBe(true);
        if (other !== b) expect(verifyWebhookSignature(s, header, other, at)).toBe(false);
      }),
    );
  });

  it('makes a new, long secret each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
