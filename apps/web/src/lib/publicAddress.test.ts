import { describe, expect, it } from 'vitest';
import { isLoopback, linkOrigin } from './publicAddress';

describe('the origin players’ links are built from', () => {
  it('is PUBLIC_URL whenever it is set, whatever address the page was opened at', () => {
    const server = { publicUrl: 'http://hall.example:3000', publicUrlSource: 'CONFIGURED' as const };
    expect(linkOrigin(server, 'http://localhost:3000')).toBe('http://hall.example:3000');
    expect(linkOrigin(server, 'http://192.168.1.20:3000')).toBe('http://hall.example:3000');
  });

  it('is the server’s network address for a page opened on this computer', () => {
    const server = { publicUrl: 'http://192.168.1.20:3000', publicUrlSource: 'DETECTED' as const };
    expect(linkOrigin(server, 'http://localhost:3000')).toBe('http://192.168.1.20:3000');
    expect(linkOrigin(server, 'http://127.0.0.1:3000')).toBe('http://192.168.1.20:3000');
    expect(linkOrigin(server, 'http://[::1]:3000')).toBe('http://192.168.1.20:3000');
  });

  it('is the page’s own address when others can reach it too (a proxy, the network address typed in)', () => {
    const detected = { publicUrl: 'http://172.17.0.2:3000', publicUrlSource: 'DETECTED' as const };
    expect(linkOrigin(detected, 'https://league.example.org')).toBe('https://league.example.org');
    const loopback = { publicUrl: 'http://127.0.0.1:3000', publicUrlSource: 'LOOPBACK' as const };
    expect(linkOrigin(loopback, 'https://league.example.org')).toBe('https://league.example.org');
  });

  it('is loopback only when nothing better is known', () => {
    const loopback = { publicUrl: 'http://localhost:3000', publicUrlSource: 'LOOPBACK' as const };
    expect(linkOrigin(loopback, 'http://127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(linkOrigin(null, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('isLoopback', () => {
  it('knows this computer’s names and addresses', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://hall.localhost',
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ])
      expect({ origin, loopback: isLoopback(origin) }).toEqual({ origin, loopback: true });
    for (const origin of ['http://192.168.1.20:3000', 'https://league.example.org', 'http://localhost.example.org', 'not a url'])
      expect({ origin, loopback: isLoopback(origin) }).toEqual({ origin, loopback: false });
  });
});
