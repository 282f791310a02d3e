import { compareVersions, RulesetRegistry, UnknownRulesetError } from './registry';
import type { Ruleset } from './ruleset';
import { duel } from './testing/duel';

const version = (v: string) => ({ ...duel, version: v }) as Ruleset;

describe('RulesetRegistry', () => {
  // 1.0.0 was superseded on the 22nd, 1.1.0 on the 26th; 1.10.0 is the newest.
  const registry = new RulesetRegistry([version('1.10.0')])
    .register(version('1.1.0'), { superseded: '2026-11-26T11:50:52Z' })
    .register(version('1.0.0'), { superseded: '2026-11-22T16:28:38Z' });

  it('serves each version it holds, and the newest when none is named', () => {
    expect(registry.versions('duel')).toEqual(['1.0.0', '1.1.0', '1.10.0']);
    expect(registry.get('duel', '1.1.0').version).toBe('1.1.0');
    expect(registry.get('duel').version).toBe('1.10.0');
    expect([registry.has('duel'), registry.has('chess')]).toEqual([true, false]);
  });

  it('names the newest version when it is newer than the one asked about', () => {
    expect(registry.newerThan('duel', '1.0.0')).toBe('1.10.0');
    expect(registry.newerThan('duel', '1.10.0')).toBeNull();
  });

  it('answers which version new matches got at a moment, for records that did not say', () => {
    expect(registry.newestAt('duel', '2026-11-01T00:00:00Z').version).toBe('1.0.0');
    expect(registry.newestAt('duel', '2026-11-22T16:28:37Z').version).toBe('1.0.0');
    expect(registry.newestAt('duel', '2026-11-22T16:28:38Z').version).toBe('1.1.0');
    expect(registry.newestAt('duel', Date.parse('2026-11-26T12:00:00Z')).version).toBe('1.10.0');
  });

  it('refuses an unknown game or version with a typed error naming what it holds', () => {
    expect(() => registry.get('duel', '2.0.0')).toThrow(UnknownRulesetError);
    expect(() => registry.get('duel', '2.0.0')).toThrow(
      'ruleset "duel" has no version "2.0.0" (known: duel@1.0.0, duel@1.1.0, duel@1.10.0)',
    );
    expect(() => registry.versions('chess')).toThrow('unknown ruleset "chess" (known: duel)');
    expect(() => registry.register(version('1.1.0'))).toThrow('ruleset duel@1.1.0 is registered twice');
  });

  it('orders versions by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
  });
});
