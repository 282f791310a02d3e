/**
 * A replay from the first event folds a private copy of the match in place, with no drafts
 * (`replay` and `foldInPlace` in libs/rules). Of random games of every ruleset, cut anywhere, it
 * must reach what the drafted fold, event by event, reaches, the state whole, its clocks and every view, and
 * leave the events it was given as they were. (The fixtures are replayed in place too, in
 * replay-fixtures.int-spec.ts.)
 */
import fc from 'fast-check';
import { applyAt, outcomeOf, pendingOf, replay, startMatch, isViolation, type MatchState } from '@app/rules';
import { createRegistry } from './index';
import { konwojGame, solarisMatch, streamOf, vigilantPeaceLong, warzoneGame, type CorpusMatch } from './replay-corpus';
import { canonical, viewersOf } from './replay-digest';

const registry = createRegistry();

/** The server's stamps: an event a second, so that the clocks of a timed match run and are folded too. */
const stamps = (events: readonly unknown[]) => events.map((_, i) => i * 1000);

/** The drafted fold, event by event, as the fixtures were made. */
function draftedFold(m: CorpusMatch, upTo = m.events.length): MatchState {
  const started = startMatch(registry, m.created, 0);
  if (isViolation(started)) throw new Error(`${m.name}: setup refused`);
  return m.events.slice(0, upTo).reduce((match, e, i) => applyAt(match, e, (i + 1) * 1000), started);
}

/** The match with a time limit and chess clocks (`timed`), so that a fold has clocks to count. */
function timed(m: CorpusMatch, on: boolean): CorpusMatch {
  if (!on) return m;
  const clock = { limitMs: 3 * 3_600_000, start: 'first-action' as const, chess: { perSideMs: 3_600_000, outOfTime: 'ruleset' as const } };
  return { ...m, created: { ...m.created, clock } };
}

/** Everything a client can learn of a match: its state is compared whole as well. */
function meaning(match: MatchState): string {
  const views = viewersOf(match).map((v) => match.ruleset.view(match.game, v));
  return canonical({
    game: match.game,
    clock: match.clock,
    outcome: outcomeOf(match),
    pending: pendingOf(match),
    views,
    version: match.version,
  });
}

describe('replay in place of random games', () => {
  const games: Record<string, (seed: number) => CorpusMatch> = {
    konwoj: konwojGame,
    warzone: warzoneGame,
    solaris7: (seed) => solarisMatch(seed, 60 + (seed % 120), ((seed % 3) + 2) as 2 | 3 | 4, seed % 2 === 0),
    'vigilant-peace': (seed) => vigilantPeaceLong(3 + (seed % 25)),
  };

  it.each(Object.entries(games))('%s: reaches the drafted fold at any prefix, the state whole and every view', (_id, play) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, cut) => {
        // Every other game is timed, with chess clocks: its clocks count and change hands.
        const m = timed(play(seed), seed % 2 === 1);
        const events = streamOf(m);
        const before = canonical(events);
        const upTo = Math.max(1, Math.round(cut * m.events.length));
        for (const n of [upTo, m.events.length]) {
          expect(meaning(replay(registry, events, { upTo: n + 1, times: stamps(events) }))).toBe(meaning(draftedFold(m, n)));
        }
        expect(canonical(events)).toBe(before);
      }),
      { numRuns: 12 },
    );
  });
});
