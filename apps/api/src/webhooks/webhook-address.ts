import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a webhook may be sent. A URL an organiser types is fetched by the server, from inside
 * its network: without these checks it could make the server call its own admin ports, the
 * cloud's metadata address or a printer on the venue's LAN (server-side request forgery).
 * Refused, whatever the name resolves through: loopback, private (RFC 1918, carrier-grade NAT,
 * IPv6 unique local), link-local, multicast, unspecified and reserved addresses, IPv4 written
 * inside IPv6 (mapped, NAT64, 6to4) judged as the IPv4 it carries. The server's configuration
 * may allow private addresses (a venue's LAN); nothing allows the last three kinds, which are
 * no one's endpoint.
 */
export type AddressKind = 'loopback' | 'private' | 'link-local' | 'multicast' | 'unspecified' | 'reserved';

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: loopback, private and link-local addresses are allowed. */
  allowPrivate: boolean;
  /** Loopback alone is allowed (tests, whose receivers listen on 127.0.0.1). */
  allowLoopback: boolean;
}

export type WebhookUrlReason =
  'WEBHOOK_URL_MALFORMED' | 'WEBHOOK_URL_SCHEME_NOT_ALLOWED' | 'WEBHOOK_ADDRESS_NOT_ALLOWED' | 'WEBHOOK_HOST_UNRESOLVED';

/** A URL a webhook may not be sent to, and why. */
export class WebhookUrlRefused extends Error {
  constructor(
    readonly reason: WebhookUrlReason,
    message: string,
    /** For WEBHOOK_ADDRESS_NOT_ALLOWED: the kind of address refused. */
    readonly addressKind?: AddressKind,
  ) {
    super(message);
  }
}

export const MAX_WEBHOOK_URL_LENGTH = 2000;

function v4Bytes(ip: string): number[] | null {
  return isIPv4(ip) ? ip.split('.').map(Number) : null;
}

/** The 16 bytes of an IPv6 address (a zone, `%eth0`, left out), or null when it is not one. */
export function v6Bytes(ip: string): number[] | null {
  const plain = ip.replace(/%.*$/, '');
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = v4Bytes(tail[1])!;
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === null ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

function kindOfV4([a, b, c]: number[]): AddressKind | null {
  if (a === 0) return 'unspecified'; // 0.0.0.0/8, "this network"
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved'; // 240/4 and the broadcast address
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved'; // IETF protocol assignments, documentation
  if ((a === 198 && (b === 18 || b === 19)) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113))
    return 'reserved';
  return null;
}

function kindOfV6(x: number[]): AddressKind | null {
  const zeros = (from: number, to: number) => x.slice(from, to).every((n) => n === 0);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && x[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
  if (zeros(0, 10) && x[10] === 0xff && x[11] === 0xff) return kindOfV4(x.slice(12));
  if (x[0] === 0 && x[1] === 0x64 && x[2] === 0xff && x[3] === 0x9b && zeros(4, 12)) return kindOfV4(x.slice(12));
  if (x[0] === 0x20 && x[1] === 0x02) return kindOfV4(x.slice(2, 6)); // 6to4
  if (x[0] === 0) return 'reserved'; // the rest of ::/8: IPv4-compatible, discard-only, NAT64 for local use
  if (x[0] === 0xfe && (x[1] & 0xc0) === 0x80) return 'link-local'; // fe80::/10
  if ((x[0] & 0xfe) === 0xfc || (x[0] === 0xfe && (x[1] & 0xc0) === 0xc0)) return 'private'; // fc00::/7, and fec0::/10 (site-local)
  if (x[0] === 0xff) return 'multicast';
  if (x[0] === 0x20 && x[1] === 0x01 && ((x[2] === 0x0d && x[3] === 0xb8) || (x[2] === 0 && x[3] === 0))) return 'reserved'; // documentation, Teredo
  if (x[0] === 0x01 && zeros(1, 8)) return 'reserved'; // 100::/64, discard
  return null;
}

/** What kind of address an IP literal is (null: a public address), or undefined when it is not an IP address. */
export function addressKind(ip: string): AddressKind | null | undefined {
  const v4 = v4Bytes(ip);
  if (v4) return kindOfV4(v4);
  const v6 = v6Bytes(ip);
  return v6 ? kindOfV6(v6) : undefined;
}

/** Why an address may not be sent to under the policy, or null when it may. */
export function refusedKind(ip: string, policy: AddressPolicy): AddressKind | null {
  const kind = addressKind(ip);
  if (kind === undefined) return 'reserved'; // not an address at all: nothing to connect to
  if (kind === null) return null;
  if (policy.allowPrivate && (kind === 'loopback' || kind === 'private' || kind === 'link-local')) return null;
  if (policy.allowLoopback && kind === 'loopback') return null;
  return kind;
}

function refuseAddress(ip: string, kind: AddressKind, host: string): never {
  const via = host === ip ? '' : ` (${host} resolves to it)`;
  throw new WebhookUrlRefused('WEBHOOK_ADDRESS_NOT_ALLOWED', `webhooks are not sent to ${kind} addresses such as ${ip}${via}`, kind);
}

/** The URL's host as an address or name: IPv6 without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * A webhook URL as given, checked for everything that needs no lookup: that it is an absolute
 * http(s) URL without credentials, and that an address written in it is allowed. The fragment
 * is left out (it is never sent).
 */
export function parseWebhookUrl(raw: string, policy: AddressPolicy): URL {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH)
    throw new WebhookUrlRefused('WEBHOOK_URL_MALFORMED', `a webhook URL has at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebhookUrlRefused('WEBHOOK_URL_MALFORMED', `"${raw.slice(0, 100)}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new WebhookUrlRefused(
      'WEBHOOK_URL_SCHEME_NOT_ALLOWED',
      `webhooks are sent over http or https, not ${url.protocol.replace(/:$/, '')}`,
    );
  if (!url.hostname) throw new WebhookUrlRefused('WEBHOOK_URL_MALFORMED', 'a webhook URL names a host');
  if (url.username || url.password)
    throw new WebhookUrlRefused('WEBHOOK_URL_MALFORMED', 'a webhook URL carries no user name or password: check the signature instead');
  url.hash = '';
  const host = hostOf(url);
  if (addressKind(host) !== undefined) {
    const kind = refusedKind(host, policy);
    if (kind) refuseAddress(host, kind, host);
  }
  return url;
}

/** Every address a name resolves to (the system's resolver, as connections use it). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * The addresses a webhook's host resolves to, every one of them allowed; refused when any is
 * not (a name that resolves to a public and a private address could be sent to either).
 */
export async function allowedAddresses(host: string, policy: AddressPolicy, resolve: Resolve = systemResolve): Promise<LookupAddress[]> {
  if (addressKind(host) !== undefined) {
    const kind = refusedKind(host, policy);
    if (kind) refuseAddress(host, kind, host);
    return [{ address: host, family: isIPv4(host) ? 4 : 6 }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch (e) {
    throw new WebhookUrlRefused('WEBHOOK_HOST_UNRESOLVED', `${host} does not resolve: ${(e as { code?: string }).code ?? String(e)}`);
  }
  if (addresses.length === 0) throw new WebhookUrlRefused('WEBHOOK_HOST_UNRESOLVED', `${host} resolves to no address`);
  for (const a of addresses) {
    const kind = refusedKind(a.address, policy);
    if (kind) refuseAddress(a.address, kind, host);
  }
  return addresses;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node's http(s).request that resolves the host and hands the connection only
 * addresses it checked: the connection goes to what was checked, so a name that resolves
 * differently a moment later (DNS rebinding) changes nothing.
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolve = systemResolve) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    allowedAddresses(host, policy, resolve).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
      (e: Error) => callback(Object.assign(e, { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' }), '', 4),
    );
  };
}
