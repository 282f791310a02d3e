import { describe, expect, it } from 'vitest';
import { CONSOLE_HOME, nextPath, withNext } from './nextPath';

describe('nextPath', () => {
  it('goes to the console when no page asked for another', () => {
    expect(nextPath(null)).toBe(CONSOLE_HOME);
    expect(nextPath(undefined)).toBe(CONSOLE_HOME);
    expect(nextPath('')).toBe(CONSOLE_HOME);
  });

  it('goes back to a path of this site, with its query', () => {
    expect(nextPath('/console/events/abc/players')).toBe('/console/events/abc/players');
    expect(nextPath('/play?tab=games')).toBe('/play?tab=games');
    expect(nextPath('/')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const next of [
      'https://evil.example/console',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'console',
    ]) {
      expect({ next, to: nextPath(next) }).toEqual({ next, to: CONSOLE_HOME });
    }
  });
});

describe('withNext', () => {
  it('carries the destination, encoded, or nothing', () => {
    expect(withNext('/signup', '/console/new?x=1')).toBe('/signup?next=%2Fconsole%2Fnew%3Fx%3D1');
    expect(withNext('/signup', null)).toBe('/signup');
  });
});
