import { cameOverHttps, cookieCredential, hasSessionCookie, parseCookies, sameOrigin, seatCookieName, SESSION_COOKIE } from './cookies';

describe('session cookies', () => {
  it('reads a Cookie header: the first of a name, values decoded, junk skipped', () => {
    const cookies = parseCookies('a=1; tabletop_session=eyJ.x.y; a=2; junk; b="q%20r"');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['tabletop_session', 'eyJ.x.y'],
      ['b', 'q r'],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('knows its own cookies from others', () => {
    expect(hasSessionCookie(`${SESSION_COOKIE}=t`)).toBe(true);
    expect(hasSessionCookie(`${seatCookieName('k'.repeat(43))}=t`)).toBe(true);
    expect(hasSessionCookie('theme=dark; tabletop_sessionx=t')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('takes the account’s cookie, or with a seat key that tab’s seat cookie and never the account’s', () => {
    const key = 'k'.repeat(43);
    const both = `${SESSION_COOKIE}=account; ${seatCookieName(key)}=seat`;
    expect(cookieCredential(both, null)).toEqual({ name: SESSION_COOKIE, token: 'account' });
    expect(cookieCredential(both, key)).toEqual({ name: seatCookieName(key), token: 'seat' });
    expect(cookieCredential(`${SESSION_COOKIE}=account`, key)).toBeNull();
    expect(cookieCredential('', null)).toBeNull();
    expect(() => cookieCredential(both, 'short')).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' }));
  });

  it('names a seat’s cookie after its key’s hash, one per key', () => {
    expect(seatCookieName('a'.repeat(43))).toMatch(/^tabletop_seat_[0-9a-f]{16}$/);
    expect(seatCookieName('a'.repeat(43))).not.toBe(seatCookieName('b'.repeat(43)));
  });

  it('takes a WebSocket as the own origin’s when its Origin names the host it was sent to, directly or through a proxy', () => {
    expect(sameOrigin({ host: 'league.example:3000', origin: 'http://league.example:3000' })).toBe(true);
    expect(sameOrigin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'league.example', origin: 'https://league.example' })).toBe(true);
    expect(sameOrigin({ host: 'league.example', origin: 'https://evil.example' })).toBe(false);
    expect(sameOrigin({ host: 'league.example', origin: 'https://league.example.evil.example' })).toBe(false);
    expect(sameOrigin({ host: 'league.example', origin: 'null' })).toBe(false);
    // No Origin: not a browser, which cannot be made to send another site's cookies.
    expect(sameOrigin({ host: 'league.example' })).toBe(true);
  });

  it('sees HTTPS directly or as a proxy that ended TLS says', () => {
    expect(cameOverHttps({ secure: true, headers: {} })).toBe(true);
    expect(cameOverHttps({ secure: false, headers: { 'x-forwarded-proto': 'https, http' } })).toBe(true);
    expect(cameOverHttps({ secure: false, headers: { 'x-forwarded-proto': 'http' } })).toBe(false);
    expect(cameOverHttps({ secure: false, headers: {} })).toBe(false);
  });
});
