/**
 * Properties over random events: random players, rounds, pairings (some players absent, some
 * dropping), outcomes (forfeits and double forfeits included), byes of every kind, scores,
 * adjustments, points and tie-break lists.
 */
import fc from 'fast-check';
import type { Adjustment, GameOutcome, GameResult, ScoringConfig, StandingsInput } from '../types';
import { pointsFor } from './crosstable';
import { computeStandings, standingsHistory } from './standings';
import { offeredTieBreaks } from './tie-breaks';

const other: Record<GameOutcome, GameOutcome> = { win: 'loss', loss: 'win', draw: 'draw' };
// Every tie-break of the registry that reads no game score, and the score family's three ways.
const TIE_BREAKS = [...offeredTieBreaks([]), 'score:vp', 'score:margin:vp', 'score:kills:low'];

const outcome = fc.constantFrom<GameOutcome>('win', 'draw', 'loss');
const table = fc.record({
  outcome,
  played: fc.integer({ min: 0, max: 4 }).map((n) => n > 0), // mostly played, one in five a forfeit
  doubleForfeit: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  vpA: fc.integer({ min: 0, max: 20 }),
  vpB: fc.integer({ min: 0, max: 20 }),
  kills: fc.integer({ min: 0, max: 5 }),
});

/** A random event; results built from random orders of the players in each round. */
const event = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    seedOrder: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 10, maxLength: 10 }),
  })
  .chain(({ n, rounds, seedOrder }) => {
    const ids = Array.from({ length: n }, (_, i) => `p${i}`);
    return fc.record({
      ids: fc.constant(ids),
      seeds: fc.constant(seedOrder.slice(0, n)),
      rounds: fc.array(
        fc.record({ who: fc.shuffledSubarray(ids), tables: fc.array(table, { minLength: 5, maxLength: 5 }), byeOutcome: outcome }),
        { minLength: rounds, maxLength: rounds },
      ),
      drops: fc.array(fc.option(fc.integer({ min: 1, max: rounds }), { nil: null }), { minLength: n, maxLength: n }),
      adjustments: fc.array(
        fc.record({
          p: fc.integer({ min: 0, max: n - 1 }),
          round: fc.option(fc.integer({ min: 1, max: rounds + 1 }), { nil: null }),
          points: fc.integer({ min: -3, max: 3 }),
        }),
        { maxLength: 4 },
      ),
      scoring: fc.record({
        win: fc.integer({ min: 0, max: 5 }),
        draw: fc.integer({ min: 0, max: 3 }),
        loss: fc.integer({ min: 0, max: 1 }),
        bye: fc.integer({ min: 0, max: 5 }),
      }),
      tieBreaks: fc.shuffledSubarray(TIE_BREAKS),
      primary: fc.constantFrom('points', 'points', 'vp'),
    });
  })
  .map((e): StandingsInput => {
    const results: GameResult[] = [];
    e.rounds.forEach((r, k) => {
      const round = k + 1;
      // A player who dropped after round d plays no later round.
      const here = r.who.filter((id) => {
        const d = e.drops[Number(id.slice(1))];
        return d === null || round <= d;
      });
      for (let i = 0; i + 1 < here.length; i += 2) {
        const t = r.tables[(i / 2) % r.tables.length];
        const both = t.doubleForfeit && !t.played;
        results.push({
          round,
          a: here[i],
          b: here[i + 1],
          outcomeA: both ? 'loss' : t.outcome,
          outcomeB: both ? 'loss' : other[t.outcome],
          played: t.played,
          scoresA: { vp: t.vpA, kills: t.kills },
          scoresB: { vp: t.vpB },
        });
      }
      if (here.length % 2 === 1)
        results.push({
          round,
          a: here[here.length - 1],
          b: null,
          outcomeA: r.byeOutcome,
          outcomeB: 'loss',
          played: false,
          scoresA: {},
          scoresB: {},
        });
    });
    const scoring: ScoringConfig = { ...e.scoring, primary: e.primary, secondary: ['vp'] };
    const adjustments: Adjustment[] = e.adjustments.map((a) => ({
      playerId: e.ids[a.p],
      round: a.round,
      points: a.points,
      reason: 'random',
    }));
    return {
      players: e.ids.map((id, i) => ({
        id,
        name: id.toUpperCase(),
        seed: e.seeds[i],
        dropped: e.drops[i] !== null,
        droppedAfterRound: e.drops[i],
      })),
      results,
      scoring,
      tieBreaks: e.tieBreaks,
      adjustments,
    };
  });

const RUNS = { numRuns: 300 };

describe('standings on random events', () => {
  it('sum of points equals the points the results award; sum of scores adds the adjustments', () => {
    fc.assert(
      fc.property(event, (input) => {
        const rows = computeStandings(input);
        // Points each result awards, worked out here from the scoring alone.
        let awarded = 0;
        for (const r of input.results) {
          if (r.b === null) awarded += pointsFor(input.scoring, 'bye', r.outcomeA);
          else awarded += input.scoring[r.outcomeA] + input.scoring[r.outcomeB];
        }
        const adjustments = input.adjustments.reduce((s, a) => s + a.points, 0);
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.points)).toBeCloseTo(awarded, 6);
        expect(sum((r) => r.adjustment)).toBeCloseTo(adjustments, 6);
        if (input.scoring.primary === 'points') expect(sum((r) => r.score)).toBeCloseTo(awarded + adjustments, 6);
        else expect(sum((r) => r.score)).toBeCloseTo(sum((r) => r.gameScores.vp ?? 0) + adjustments, 6);
      }),
      RUNS,
    );
  });

  it('ranks are 1..n in order, and the order agrees with score and tie-breaks', () => {
    fc.assert(
      fc.property(event, (input) => {
        const rows = computeStandings(input);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        expect(new Set(rows.map((r) => r.playerId)).size).toBe(input.players.length);
        // Keys up to the first head-to-head (whose value depends on who is tied) must not increase.
        const cut = input.tieBreaks.indexOf('head-to-head');
        const upTo = cut < 0 ? input.tieBreaks.length : cut;
        const key = (r: (typeof rows)[number]) => [
          r.score,
          ...r.tieBreaks.slice(0, upTo).map((t) => (t.id.endsWith(':low') ? -t.value : t.value)),
        ];
        const seed = new Map(input.players.map((p) => [p.id, p.seed]));
        for (let i = 0; i + 1 < rows.length; i++) {
          const a = key(rows[i]);
          const b = key(rows[i + 1]);
          const first = a.findIndex((x, j) => x !== b[j]);
          if (first >= 0) {
            expect(a[first]).toBeGreaterThan(b[first]);
            expect(rows[i + 1].place).toBe(rows[i + 1].rank);
          } else if (cut < 0) {
            // Equal on everything: seed order, one shared place.
            expect(seed.get(rows[i].playerId)!).toBeLessThanOrEqual(seed.get(rows[i + 1].playerId)!);
            expect(rows[i + 1].place).toBe(rows[i].place);
          }
        }
      }),
      RUNS,
    );
  });

  it('does not depend on the order of the results, nor on which side is a', () => {
    fc.assert(
      fc.property(
        event.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.results, { minLength: input.results.length }),
            fc.array(fc.boolean(), { minLength: input.results.length, maxLength: input.results.length }),
          ),
        ),
        ([input, shuffled, flips]) => {
          const flipped = shuffled.map((r, i) =>
            r.b !== null && flips[i]
              ? { ...r, a: r.b, b: r.a, outcomeA: r.outcomeB, outcomeB: r.outcomeA, scoresA: r.scoresB, scoresB: r.scoresA }
              : r,
          );
          expect(computeStandings({ ...input, results: flipped })).toEqual(computeStandings(input));
        },
      ),
      RUNS,
    );
  });

  it('gives, after the last round, the same standings as without throughRound', () => {
    fc.assert(
      fc.property(event, (input) => {
        const history = standingsHistory(input);
        if (history.length === 0) return;
        const last = history[history.length - 1];
        const all = computeStandings(input);
        // Adjustments and drops dated after the last result show only without throughRound.
        const later =
          input.adjustments.some((a) => a.round !== null && a.round > last.round) ||
          input.players.some((p) => p.droppedAfterRound !== null && p.droppedAfterRound > last.round);
        if (!later) expect(last.rows).toEqual(all);
        expect(history.map((h) => h.round)).toEqual(history.map((_, i) => i + 1));
      }),
      RUNS,
    );
  });
});
