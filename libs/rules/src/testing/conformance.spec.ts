import { legalFor } from '../legal';
import type { Ruleset } from '../ruleset';
import { checkLegal, checkReplayEqualsLive, startLive, play, serverRoll, SERVER, type ConformanceGame } from './conformance';
import { testMatchCreated } from './created';
import { seeded } from './number-source';
import { shuffledBy } from './random-play';
import { sealedHands, type SealedHandsState } from './sealed-hands';

/** The generate-and-test candidates: every card index 0–5, in a drawn order. */
const game = (ruleset: Ruleset): ConformanceGame => ({
  ruleset,
  created: (seed) => testMatchCreated(ruleset, { setup: { handSize: 1 + (seed % 5) }, dice: 'server' }),
  candidates: (_s, _side, next) => shuffledBy([0, 1, 2, 3, 4, 5], next).map((card) => ({ type: 'play', card })),
  actorOf: () => undefined,
});

describe('the conformance harness', () => {
  it('passes a game whose legal orders agree with decide, and replays it as played', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { live, stats } = checkLegal(game(sealedHands), seed, seeded(seed));
      expect(stats.orderStates).toBeGreaterThan(0);
      // Every decision is a choice of card but each side's last, which is forced (one option, no choice).
      expect(stats.statesWithOptions).toBe(stats.orderStates - 2);
      expect(stats.candidatesTried).toBeGreaterThan(stats.orderStates);
      checkReplayEqualsLive(live);
    }
  });

  it('fails when legal offers an option the rules refuse', () => {
    const offersOneTooMany: Ruleset<SealedHandsState> = {
      ...sealedHands,
      legal: (s, side) =>
        sealedHands.legal!(s, side).map((l) => ({ ...l, options: [...l.options!, { order: { type: 'play', card: 99 } }] })),
    };
    expect(() => checkLegal(game(offersOneTooMany), 3, seeded(3), { sample: 100 })).toThrow(/an offered option is refused/);
  });

  it('fails when the rules accept an order legal did not offer', () => {
    const forgetsTheLastCard: Ruleset<SealedHandsState> = {
      ...sealedHands,
      legal: (s, side) => sealedHands.legal!(s, side).map((l) => ({ ...l, options: l.options!.slice(0, -1) })),
    };
    expect(() => checkLegal(game(forgetsTheLastCard), 4, seeded(4))).toThrow(/none of the offered options is this order/);
    const offersNothing: Ruleset<SealedHandsState> = { ...sealedHands, legal: () => [] };
    expect(() => checkLegal(game(offersNothing), 4, seeded(4))).toThrow(/its type and actor were not offered/);
  });
});

describe('what a viewer is told they may order', () => {
  it('the side to play its own options, the organiser every side’s, the opponent and the public nothing', () => {
    const live = startLive(game(sealedHands), 3);
    expect(play(live, serverRoll(live, seeded(1))!, SERVER)).toBeNull();
    const hand = (live.match.game as SealedHandsState).hands!.A;
    const a = legalFor(live.match, { kind: 'player', side: 'A' });
    expect(a).toEqual([
      {
        side: 'A',
        orders: [
          {
            type: 'play',
            rule: 'sealed-hands §2',
            options: hand.map((v, card) => ({ order: { type: 'play', card }, label: `card ${v}` })),
          },
        ],
      },
    ]);
    expect(legalFor(live.match, { kind: 'organiser' })).toEqual(a);
    expect(legalFor(live.match, { kind: 'player', side: 'B' })).toEqual([]);
    expect(legalFor(live.match, { kind: 'public' })).toEqual([]);
  });

  it('nothing while a roll is pending', () => {
    const live = startLive(game(sealedHands), 3);
    expect(legalFor(live.match, { kind: 'organiser' })).toEqual([]);
  });
});
