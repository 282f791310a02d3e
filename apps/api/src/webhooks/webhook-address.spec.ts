import fc from 'fast-check';
import {
  addressKind,
  allowedAddresses,
  parseWebhookUrl,
  refusedKind,
  v6Bytes,
  WebhookUrlRefused,
  type AddressPolicy,
} from './webhook-address';

const strict: AddressPolicy = { allowPrivate: false, allowLoopback: false };
const loopback: AddressPolicy = { allowPrivate: false, allowLoopback: true };
const lan: AddressPolicy = { allowPrivate: true, allowLoopback: false };

function refusal(f: () => unknown): { reason: string; kind?: string } | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof WebhookUrlRefused)) throw e;
    return { reason: e.reason, kind: e.addressKind };
  }
}

async function refusalOf(p: Promise<unknown>): Promise<{ reason: string; kind?: string } | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (!(e instanceof WebhookUrlRefused)) throw e;
    return { reason: e.reason, kind: e.addressKind };
  }
}

describe('webhook addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    // IPv4 inside IPv6: judged as the IPv4 address it carries.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['172.15.255.255', null],
    ['172.32.0.1', null],
    ['100.128.0.1', null],
    ['2606:4700:4700::1111', null],
    ['::ffff:8.8.8.8', null],
    ['64:ff9b::8.8.8.8', null],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  it('reads IPv6 addresses written in every short form', () => {
    expect(v6Bytes('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(v6Bytes('1::')).toEqual([0, 1, ...Array(14).fill(0)]);
    expect(v6Bytes('::ffff:1.2.3.4')!.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(v6Bytes('2001:db8:0:0:0:0:0:1')).toEqual(v6Bytes('2001:db8::1'));
    expect(v6Bytes('not an address')).toBeNull();
  });

  it('judges every IPv4 address the same written plainly or mapped into IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const [a, b, c, d] = ip.split('.').map(Number);
        const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(addressKind(`::ffff:${ip}`)).toBe(addressKind(ip));
        expect(addressKind(hex)).toBe(addressKind(ip));
      }),
    );
  });

  it('refuses every address of the private IPv4 ranges, and allows them only when the server does', () => {
    const inRange = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(inRange, (bytes) => {
        const ip = bytes.join('.');
        expect(refusedKind(ip, strict)).not.toBeNull();
        expect(refusedKind(ip, lan)).toBeNull();
      }),
    );
  });

  it('allows loopback alone with the loopback option, and nothing allows multicast, unspecified or reserved', () => {
    expect(refusedKind('127.0.0.1', loopback)).toBeNull();
    expect(refusedKind('::1', loopback)).toBeNull();
    expect(refusedKind('10.0.0.1', loopback)).toBe('private');
    for (const policy of [strict, loopback, lan]) {
      expect(refusedKind('224.0.0.1', policy)).toBe('multicast');
      expect(refusedKind('0.0.0.0', policy)).toBe('unspecified');
      expect(refusedKind('255.255.255.255', policy)).toBe('reserved');
    }
  });

  it.each([
    ['ftp://example.org/hook', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED'],
    ['file:///etc/passwd', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED'],
    ['javascript:alert(1)', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED'],
    ['gopher://example.org/', 'WEBHOOK_URL_SCHEME_NOT_ALLOWED'],
    ['not a url', 'WEBHOOK_URL_MALFORMED'],
    ['/relative/path', 'WEBHOOK_URL_MALFORMED'],
    ['https://user:pass@example.org/hook', 'WEBHOOK_URL_MALFORMED'],
    [`https://example.org/${'x'.repeat(2000)}`, 'WEBHOOK_URL_MALFORMED'],
    ['http://127.0.0.1:8080/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
    ['http://[::1]/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
    ['http://[::ffff:127.0.0.1]/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
    ['http://2130706433/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED'], // 127.0.0.1 as one number
    ['http://0x7f.1/hook', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
    ['http://169.254.169.254/latest/meta-data/', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
    ['http://0.0.0.0:3000/', 'WEBHOOK_ADDRESS_NOT_ALLOWED'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(refusal(() => parseWebhookUrl(url, strict))?.reason).toBe(reason);
  });

  it('takes http and https URLs to public addresses and names, without their fragment', () => {
    expect(parseWebhookUrl('https://hooks.example.org/t?x=1#frag', strict).toString()).toBe('https://hooks.example.org/t?x=1');
    expect(parseWebhookUrl('http://8.8.8.8:8080/x', strict).toString()).toBe('http://8.8.8.8:8080/x');
    expect(parseWebhookUrl('http://127.0.0.1:9/x', loopback).host).toBe('127.0.0.1:9');
  });

  it('refuses a name that resolves to a refused address, even one of several, and a name that does not resolve', async () => {
    const dns = (table: Record<string, string[]>) => async (host: string) => {
      if (!table[host]) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return table[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const resolve = dns({
      'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
      'rebound.example': ['93.184.216.34', '10.0.0.7'],
      localhost: ['127.0.0.1', '::1'],
      'metadata.example': ['::ffff:169.254.169.254'],
    });
    expect(await allowedAddresses('public.example', strict, resolve)).toHaveLength(2);
    expect(await refusalOf(allowedAddresses('rebound.example', strict, resolve))).toEqual({
      reason: 'WEBHOOK_ADDRESS_NOT_ALLOWED',
      kind: 'private',
    });
    expect(await refusalOf(allowedAddresses('localhost', strict, resolve))).toEqual({
      reason: 'WEBHOOK_ADDRESS_NOT_ALLOWED',
      kind: 'loopback',
    });
    expect(await allowedAddresses('localhost', loopback, resolve)).toHaveLength(2);
    expect(await refusalOf(allowedAddresses('metadata.example', strict, resolve))).toMatchObject({ kind: 'link-local' });
    expect(await refusalOf(allowedAddresses('nowhere.example', strict, resolve))).toMatchObject({ reason: 'WEBHOOK_HOST_UNRESOLVED' });
  });
});
