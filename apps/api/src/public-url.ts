import type { NetworkInterfaceInfo } from 'node:os';

/**
 * Where the public address the web app builds players' links from (invitations, QR codes, the
 * projector's join code, share links) came from: PUBLIC_URL, the server's own network address,
 * or loopback, which no other device can open.
 */
export type PublicUrlSource = 'CONFIGURED' | 'DETECTED' | 'LOOPBACK';

export interface PublicAddress {
  /** An origin, without a trailing slash: `http://192.168.1.20:3000`, `https://league.example.org`. */
  url: string;
  source: PublicUrlSource;
  /** Why links to `url` will not work on players' phones, or null when they should. */
  warning: string | null;
  /** Other network addresses the server could be reached at, when it listens on all of them (for the log). */
  alternatives: string[];
}

/** The network interfaces as `os.networkInterfaces()` lists them. */
export type NetworkInterfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** Host names and addresses that always mean "this machine". */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    /^::ffff:127\./.test(h)
  );
}

/** Listening on these means every interface of the machine. */
const isWildcard = (host: string) => host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';

/**
 * PUBLIC_URL as an origin (`https://league.example.org`), or a clear error for anything else: it
 * must be an absolute http(s) address of the server's root, with no user, query or fragment,
 * because links are built by appending the app's own paths (`/join#…`) to it.
 */
export function parsePublicUrl(value: string): string {
  const say = (why: string) =>
    new Error(`PUBLIC_URL must be the absolute http(s) address players open, e.g. http://192.168.1.20:3000 (${why}), not "${value}"`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw say('not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw say('only http and https');
  if (url.username || url.password) throw say('no user name or password');
  if (url.search || url.hash || value.includes('?') || value.includes('#')) throw say('no query or fragment');
  if (url.pathname !== '/') throw say('the web app is served at the root: no path');
  return url.origin;
}

/** `http://host:port`, brackets around an IPv6 address, no port for http's own 80. */
function origin(host: string, port: number): string {
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** IPv4 addresses of the machine other devices could reach, in the order the system lists them. */
function networkAddresses(interfaces: NetworkInterfaces): string[] {
  const found: string[] = [];
  for (const entries of Object.values(interfaces))
    for (const entry of entries ?? []) {
      // Node 18.0–18.3 said 4 rather than 'IPv4'.
      const v4 = entry.family === 'IPv4' || (entry.family as unknown) === 4;
      // 169.254.x.x is what a machine gives itself with no network to join: no phone is on it.
      if (v4 && !entry.internal && !entry.address.startsWith('169.254.')) found.push(entry.address);
    }
  return found;
}

/**
 * The address players' links are built from, decided from nothing but what it is given (no
 * network is touched): PUBLIC_URL when set; else, for a server listening on every interface,
 * its first network IPv4 address (the others kept as alternatives); for a server listening on
 * one address, that address. Whenever the answer is a loopback address (PUBLIC_URL set to
 * localhost, no network address, or a server that listens only on loopback) it says why in
 * `warning`: a phone that opens such a link reaches itself, not the server.
 */
export function detectPublicAddress(input: {
  /** PUBLIC_URL, already parsed (parsePublicUrl). */
  configured?: string;
  interfaces: NetworkInterfaces;
  /** The address the server listens on (HOST): 0.0.0.0 or :: for every interface. */
  host: string;
  port: number;
}): PublicAddress {
  const { configured, interfaces, host, port } = input;
  if (configured) {
    const configuredHost = new URL(configured).hostname;
    return {
      url: configured,
      source: 'CONFIGURED',
      warning: isLoopbackHost(configuredHost)
        ? `PUBLIC_URL is ${configured}, which on a player's phone means the phone itself: set it to an address of this server the players' network reaches, e.g. http://192.168.1.20:${port}.`
        : null,
      alternatives: [],
    };
  }
  if (isWildcard(host)) {
    const [first, ...others] = networkAddresses(interfaces);
    if (first) return { url: origin(first, port), source: 'DETECTED', warning: null, alternatives: others.map((a) => origin(a, port)) };
    return {
      url: origin('localhost', port),
      source: 'LOOPBACK',
      warning: `This machine has no network address: links for players would say localhost, which their phones cannot open. Join the venue's network (or set PUBLIC_URL) and start the server again.`,
      alternatives: [],
    };
  }
  if (isLoopbackHost(host))
    return {
      url: origin(host, port),
      source: 'LOOPBACK',
      warning: `The server listens only on ${host} (HOST), which players' phones cannot reach: set HOST=0.0.0.0 to listen on the network, or set PUBLIC_URL to the address a proxy serves it at.`,
      alternatives: [],
    };
  return { url: origin(host, port), source: 'DETECTED', warning: null, alternatives: [] };
}

/**
 * The server's public address, known once it listens (its port may be chosen then): read by the
 * GraphQL `server` field, set by startApi.
 */
export class PublicAddressHolder {
  private address: PublicAddress | null = null;

  set(address: PublicAddress): void {
    this.address = address;
  }

  get(): PublicAddress {
    if (!this.address) throw new Error('the public address is asked for before the server listens');
    return this.address;
  }
}
