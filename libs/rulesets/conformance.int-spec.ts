/**
 * One conformance suite over the newest version of every game (docs/rulesets/README.md,
 * "What every ruleset guarantees"): replay equals live play, evolve never throws on a valid
 * stream, every refusal leaves the state as it was, views never reveal another side's hidden
 * information, and "what may I do now" (`Ruleset.legal`) agrees with decide both ways. Each game
 * supplies a `ConformanceGame` (its setup and its generate-and-test candidates) in its testing file.
 */
import { assertSameViews, checkLegal, checkReplayEqualsLive, seeded, type ConformanceGame, type LegalStats } from '@app/rules/testing';
import { replay, RulesetRegistry, viewOf, type Viewer } from '@app/rules';
import { conformance as konwoj } from './konwoj/src/testing';
import { conformance as solaris7 } from './solaris7/src/conformance';
import { conformance as vigilantPeace } from './vigilant-peace/src/testing';
import { conformance as warzone } from './warzone/src/testing';
import { allRulesets } from './index';

/** Seeds per game: enough states to be worth it, the whole game under a minute on a loaded machine. */
const GAMES: Array<{ game: ConformanceGame; seeds: number }> = [
  { game: solaris7, seeds: 8 },
  { game: vigilantPeace, seeds: 6 },
  { game: konwoj, seeds: 8 },
  { game: warzone, seeds: 8 },
];

/** The share of decisions that must offer finite options, so that an empty answer cannot pass. */
const FINITE_SHARE = 0.25;

it('covers the newest version of every game', () => {
  expect(GAMES.map(({ game }) => `${game.ruleset.id}@${game.ruleset.version}`).sort()).toEqual(
    allRulesets.map((r) => `${r.id}@${r.version}`).sort(),
  );
});

describe.each(GAMES.map(({ game, seeds }) => [game.ruleset.id, game, seeds] as const))('%s', (_id, game, seeds) => {
  it('what may I do now agrees with decide; refusals change nothing; replay equals live play', () => {
    const total: LegalStats = { orderStates: 0, statesWithOptions: 0, optionsTried: 0, candidatesTried: 0 };
    for (let seed = 1; seed <= seeds; seed++) {
      const { live, stats } = checkLegal(game, seed, seeded(seed * 7919));
      checkReplayEqualsLive(live);
      // evolve never throws on a valid stream: a plain replay (no validation) folds every event.
      expect(() => replay(live.registry, live.stream)).not.toThrow();
      for (const k of Object.keys(total) as Array<keyof LegalStats>) total[k] += stats[k];
    }
    expect(total.orderStates).toBeGreaterThan(20);
    expect(total.statesWithOptions / total.orderStates).toBeGreaterThanOrEqual(FINITE_SHARE);
    expect(total.optionsTried).toBeGreaterThan(0);
  });

  if (game.secret) {
    const secret = (seed: number) => game.secret!(seed);
    it('views never reveal what a side keeps hidden (non-interference)', () => {
      const registry = new RulesetRegistry([game.ruleset]);
      for (let seed = 1; seed <= 3; seed++) {
        const { side, streams } = secret(seed);
        expect(streams[0]).not.toEqual(streams[1]);
        const others: Viewer[] = [
          { kind: 'public' },
          ...game.ruleset.sides.filter((s) => s !== side).map((s): Viewer => ({ kind: 'player', side: s })),
        ];
        for (const viewer of others) assertSameViews(registry, streams[0], streams[1], viewer);
        // The side itself does see the difference: the two streams are really different secrets.
        expect(() => assertSameViews(registry, streams[0], streams[1], { kind: 'player', side })).toThrow();
      }
    });
  } else {
    it('hides nothing: every player and the public see the same state as the organiser', () => {
      const { live } = checkLegal(game, 1, seeded(1));
      const all = viewOf(live.match, { kind: 'organiser' });
      for (const side of game.ruleset.sides.filter((s) => live.match.created.players.some((p) => p.side === s)))
        expect(viewOf(live.match, { kind: 'player', side })).toEqual(all);
      expect(viewOf(live.match, { kind: 'public' })).toEqual(all);
    });
  }
});
