import type { NetworkInterfaceInfo } from 'node:os';
import { configFromEnv } from './config';
import { detectPublicAddress, isLoopbackHost, parsePublicUrl, type NetworkInterfaces } from './public-url';

/** An interface entry as os.networkInterfaces() lists it. */
function entry(address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkInterfaceInfo {
  const common = { address, netmask: family === 'IPv4' ? '255.255.255.0' : 'ffff:ffff:ffff:ffff::', mac: '00:00:00:00:00:00', internal };
  return family === 'IPv4' ? { ...common, family, cidr: `${address}/24` } : { ...common, family, cidr: `${address}/64`, scopeid: 0 };
}

const LOOPBACK_ONLY: NetworkInterfaces = { lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)] };

/** A laptop on the venue's Wi-Fi, with a container bridge listed after it. */
const LAPTOP: NetworkInterfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('fe80::1c2b:3aff:fe4d:5e6f', 'IPv6'), entry('192.168.1.20', 'IPv4')],
  docker0: [entry('172.17.0.1', 'IPv4')],
};

describe('the public address players’ links are built from', () => {
  it('is the first network IPv4 address of a server listening on every interface, the others kept as alternatives', () => {
    for (const host of ['0.0.0.0', '::'])
      expect(detectPublicAddress({ interfaces: LAPTOP, host, port: 3000 })).toEqual({
        url: 'http://192.168.1.20:3000',
        source: 'DETECTED',
        warning: null,
        alternatives: ['http://172.17.0.1:3000'],
      });
  });

  it('passes over IPv6, internal and self-assigned (169.254.x.x) addresses, and an interface with no entries', () => {
    const interfaces: NetworkInterfaces = {
      lo: [entry('127.0.0.1', 'IPv4', true)],
      eth0: [entry('169.254.10.4', 'IPv4'), entry('2001:db8::20', 'IPv6')],
      down: undefined,
      wlan0: [entry('10.0.0.7', 'IPv4')],
    };
    expect(detectPublicAddress({ interfaces, host: '0.0.0.0', port: 8080 }).url).toBe('http://10.0.0.7:8080');
  });

  it('leaves out the port when it is http’s own', () => {
    expect(detectPublicAddress({ interfaces: LAPTOP, host: '0.0.0.0', port: 80 }).url).toBe('http://192.168.1.20');
  });

  it('is loopback, with a warning, on a machine with no network address', () => {
    const address = detectPublicAddress({ interfaces: LOOPBACK_ONLY, host: '0.0.0.0', port: 3000 });
    expect(address).toMatchObject({ url: 'http://localhost:3000', source: 'LOOPBACK' });
    expect(address.warning).toMatch(/no network address.*localhost/);
    expect(detectPublicAddress({ interfaces: {}, host: '::', port: 3000 }).source).toBe('LOOPBACK');
  });

  it('is loopback, with a warning that says so, for a server that listens only on loopback, whatever the interfaces', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const address = detectPublicAddress({ interfaces: LAPTOP, host, port: 3000 });
      expect({ host, source: address.source }).toEqual({ host, source: 'LOOPBACK' });
      expect(address.warning).toContain(`listens only on ${host}`);
      expect(address.warning).toContain('HOST=0.0.0.0');
    }
    expect(detectPublicAddress({ interfaces: LAPTOP, host: '::1', port: 3000 }).url).toBe('http://[::1]:3000');
  });

  it('is the one address a server listens on when it is not loopback', () => {
    expect(detectPublicAddress({ interfaces: LAPTOP, host: '172.17.0.1', port: 3000 })).toEqual({
      url: 'http://172.17.0.1:3000',
      source: 'DETECTED',
      warning: null,
      alternatives: [],
    });
  });

  it('is PUBLIC_URL when set, whatever the interfaces; with a warning when it names this machine', () => {
    expect(detectPublicAddress({ configured: 'https://league.example.org', interfaces: LAPTOP, host: '0.0.0.0', port: 3000 })).toEqual({
      url: 'https://league.example.org',
      source: 'CONFIGURED',
      warning: null,
      alternatives: [],
    });
    for (const configured of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://hall.localhost']) {
      const address = detectPublicAddress({ configured, interfaces: LAPTOP, host: '0.0.0.0', port: 3000 });
      expect({ configured, source: address.source, warns: address.warning?.startsWith('PUBLIC_URL is') }).toEqual({
        configured,
        source: 'CONFIGURED',
        warns: true,
      });
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is read as an origin', () => {
    expect(parsePublicUrl('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(parsePublicUrl(' https://League.Example.org/ ')).toBe('https://league.example.org');
    expect(parsePublicUrl('http://hall.example:80')).toBe('http://hall.example');
    expect(configFromEnv({ PUBLIC_URL: 'http://hall.example:3000/' }).publicUrl).toBe('http://hall.example:3000');
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    expect(configFromEnv({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
  });

  it.each([
    ['192.168.1.20:3000', /not an address|only http/],
    ['hall.example', /not an address/],
    ['ftp://hall.example', /only http and https/],
    ['http://user:secret@hall.example', /no user name/],
    ['http://hall.example/league', /no path/],
    ['http://hall.example/?x=1', /no query/],
    ['http://hall.example/#top', /no query or fragment/],
  ])('refuses %s at start, saying what it must be', (value, why) => {
    expect(() => configFromEnv({ PUBLIC_URL: value })).toThrow(/^PUBLIC_URL must be the absolute http\(s\) address players open/);
    expect(() => parsePublicUrl(value)).toThrow(why);
  });
});

describe('isLoopbackHost', () => {
  it('knows the names and addresses of this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'hall.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: true });
    for (const host of ['192.168.1.20', 'hall.example', '10.0.0.1', 'localhost.example.org', '::', '0.0.0.0'])
      expect({ host, loopback: isLoopbackHost(host) }).toEqual({ host, loopback: false });
  });
});
