/**
 * A replay from the first event folds a private copy of the match in place, with no drafts
 * (`replay` and `foldInPlace` in libs/rules). Of random games of every ruleset, cut anywhere, it
 * must reach what the drafted fold, event by event, reaches, the state whole and every view, and
 * leave the events it was given as they were. (The fixtures are replayed in place too, in
 * replay-fixtures.spec.ts.)
 */
import fc from 'fast-check';
import { applyAt, outcomeOf, pendingOf, replay, startMatch, isViolation, type MatchState } from '@app/rules';
import { createRegistry } from './index';
import { konwojGame, solarisMatch, streamOf, vigilantPeaceLong, warzoneGame, type CorpusMatch } from './replay-corpus';
import { canonical, viewersOf } from './replay-digest';

const registry = createRegistry();

const at0 = (events: readonly unknown[]) => events.map(() => 0);

/** The drafted fold, event by event, as the fixtures were made. */
function draftedFold(m: CorpusMatch, upTo = m.events.length): MatchState {
  const started = startMatch(registry, m.created, 0);
  if (isViolation(started)) throw new Error(`${m.name}: setup refused`);
  return m.events.slice(0, upTo).reduce((match, e) => applyAt(match, e, 0), started);
}

/** Everything a client can learn of a match: its state is compared whole as well. */
function meaning(match: MatchState): string {
  const views = viewersOf(match).map((v) => match.ruleset.view(match.game, v));
  return canonical({ game: match.game, outcome: outcomeOf(match), pending: pendingOf(match), views, version: match.version });
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
        const m = play(seed);
        const events = streamOf(m);
        const before = canonical(events);
        const upTo = Math.max(1, Math.round(cut * m.events.length));
        for (const n of [upTo, m.events.length]) {
          expect(meaning(replay(registry, events, { upTo: n + 1, times: at0(events) }))).toBe(meaning(draftedFold(m, n)));
        }
        expect(canonical(events)).toBe(before);
      }),
      { numRuns: 12 },
    );
  });
});
