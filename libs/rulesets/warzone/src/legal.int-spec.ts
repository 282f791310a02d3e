/**
 * "What may I do now" (legal.ts) agrees with decide both ways, over random skirmishes played
 * through the kernel with random play's own candidates: every offered option is accepted, every
 * accepted candidate was offered (as the same choice, `sameChoice`); the replay equals live play.
 * And what B keeps hidden (its Hidden model's moves) looks the same to A and the public.
 */
import { RulesetRegistry } from '@app/rules';
import { assertSameViews, checkLegal, checkReplayEqualsLive, seeded, type LegalStats } from '@app/rules/testing';
import { warzone } from './ruleset';
import { conformance } from './testing';

/** Seed 1: terrain, Wait with an LD test and Shoot on the move; 2: Arctic 3 and Assault; 3: Jungle 2. */
const SEEDS = [1, 2, 3];
const game = { ...conformance, maxEvents: 150 };

describe('Warzone legal orders (conformance)', () => {
  it.each(SEEDS)('seed %i: legal() agrees with decide, and the replay equals live play', (seed) => {
    const { live, stats } = checkLegal(game, seed, seeded(seed * 7919), { sample: 4, candidates: 60 });
    checkReplayEqualsLive(live);
    const share = (x: LegalStats) => x.statesWithOptions / x.orderStates;
    expect(stats.orderStates).toBeGreaterThan(20);
    expect(share(stats)).toBeGreaterThanOrEqual(0.25);
  });
});

describe('Warzone hidden models (non-interference)', () => {
  it.each([1, 2])('seed %i: where B’s Hidden model goes is invisible to A and the public', (seed) => {
    const registry = new RulesetRegistry([warzone]);
    const { side, streams } = conformance.secret!(seed);
    const [a, b] = streams;
    expect(side).toBe('B');
    expect(a).not.toEqual(b);
    assertSameViews(registry, a, b, { kind: 'player', side: 'A' });
    assertSameViews(registry, a, b, { kind: 'public' });
    expect(() => assertSameViews(registry, a, b, { kind: 'player', side: 'B' })).toThrow(/can tell the streams apart/);
  });
});
