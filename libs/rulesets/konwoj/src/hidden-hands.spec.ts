/**
 * Non-interference (kernel non-interference.ts): two streams that differ only in Outpost's
 * hidden cards (the conformance adapter's `secret`) look the same to Moloch and to the public
 * at every prefix; Outpost herself (and the organiser) can tell them apart, so the check can fail.
 */
import { RulesetRegistry } from '@app/rules';
import { assertSameViews } from '@app/rules/testing';
import { konwoj } from './ruleset';
import { conformance } from './testing';

const registry = new RulesetRegistry([konwoj]);

describe('Konwój hidden hands', () => {
  it.each([1])('seed %i: Outpost’s unplayed cards are invisible to Moloch and the public', (seed) => {
    const { side, streams } = conformance.secret!(seed);
    const [a, b] = streams;
    expect(side).toBe('outpost');
    expect(a).not.toEqual(b);
    assertSameViews(registry, a, b, { kind: 'player', side: 'moloch' });
    assertSameViews(registry, a, b, { kind: 'public' });
    expect(() => assertSameViews(registry, a, b, { kind: 'player', side: 'outpost' })).toThrow(/can tell the streams apart/);
  });
});
