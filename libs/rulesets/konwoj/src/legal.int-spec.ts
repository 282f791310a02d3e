/**
 * "What may I do now" (legal.ts) agrees with decide both ways, over random matches played
 * through the kernel: every offered option is accepted, every accepted candidate was offered.
 */
import { checkLegal, checkReplayEqualsLive, seeded, type LegalStats } from '@app/rules/testing';
import { conformance } from './testing';

/** Seed 3 plays with physical decks (revealCard), odd seeds with the other readings of the options. */
const SEEDS = [1, 2, 3];
/** Every state is checked against every candidate: matches are cut here to keep the test short. */
const game = { ...conformance, maxEvents: 70 };

describe('Konwój legal orders (conformance)', () => {
  it.each(SEEDS)('seed %i: legal() agrees with decide, and the replay equals live play', (seed) => {
    const { live, stats } = checkLegal(game, seed, seeded(seed * 7919), { sample: 3, candidates: 1000 });
    checkReplayEqualsLive(live);
    const share = (x: LegalStats) => x.statesWithOptions / x.orderStates;
    expect(stats.orderStates).toBeGreaterThan(20);
    expect(share(stats)).toBeGreaterThanOrEqual(0.25);
  });
});
