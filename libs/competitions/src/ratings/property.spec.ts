/** Properties of Glicko-2 over random ratings and periods. */
import fc from 'fast-check';
import { SCALE, periodSteps, ratePeriod, type RatedGame, type Rating } from './glicko2';
import { rateGames, type RatingBook } from './rating-book';

const rating: fc.Arbitrary<Rating> = fc.record({
  rating: fc.double({ min: 800, max: 2600, noNaN: true }),
  deviation: fc.double({ min: 30, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
});
const score = fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1);
const games = fc.array(fc.record({ opponent: rating, score }), { minLength: 1, maxLength: 12 });
const tau = fc.double({ min: 0.2, max: 1.2, noNaN: true });
const RUNS = { numRuns: 500 };

describe('Glicko-2 on random periods', () => {
  it('a period of wins never lowers the rating, a period of losses never raises it', () => {
    fc.assert(
      fc.property(rating, fc.array(rating, { minLength: 1, maxLength: 12 }), tau, (p, opponents, t) => {
        expect(
          ratePeriod(
            p,
            opponents.map((opponent) => ({ opponent, score: 1 })),
            t,
          ).rating,
        ).toBeGreaterThanOrEqual(p.rating);
        expect(
          ratePeriod(
            p,
            opponents.map((opponent) => ({ opponent, score: 0 })),
            t,
          ).rating,
        ).toBeLessThanOrEqual(p.rating);
      }),
      RUNS,
    );
  });

  it('turning one result into a win never lowers the new rating', () => {
    fc.assert(
      fc.property(rating, games, fc.nat(), tau, (p, gs, k, t) => {
        const i = k % gs.length;
        const better: RatedGame[] = gs.map((g, j) => (j === i ? { ...g, score: 1 } : g));
        expect(ratePeriod(p, better, t).rating).toBeGreaterThanOrEqual(ratePeriod(p, gs, t).rating - 1e-9);
      }),
      RUNS,
    );
  });

  it('after a period with games, RD ≤ the RD grown by step 6 (√(φ² + σ′²)), and stays positive', () => {
    fc.assert(
      fc.property(rating, games, tau, (p, gs, t) => {
        const r = ratePeriod(p, gs, t);
        const grown = SCALE * Math.sqrt((p.deviation / SCALE) ** 2 + r.volatility ** 2);
        expect(r.deviation).toBeLessThanOrEqual(grown + 1e-9);
        expect(r.deviation).toBeGreaterThan(0);
        expect(periodSteps(p, gs, t).phiNew).toBeLessThanOrEqual(periodSteps(p, gs, t).phiStar);
      }),
      RUNS,
    );
  });

  it('a book changes, for players without games, only by the growth of their RD', () => {
    const id: fc.Arbitrary<string> = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const book: fc.Arbitrary<RatingBook> = fc.dictionary(
      id,
      rating.map((current) => ({ current, history: [{ period: 'old', rating: current, games: 3 }] })),
    );
    const period = fc.record({
      id: fc.constant('new'),
      games: fc.array(
        fc.record({ a: id, b: id, scoreA: score }).filter((g) => g.a !== g.b),
        { maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(book, period, tau, (before, p, t) => {
        const copy = JSON.parse(JSON.stringify(before)) as RatingBook;
        const after = rateGames(before, p, t);
        expect(before).toEqual(copy);
        const players = new Set(p.games.flatMap((g) => [g.a, g.b]));
        for (const [pid, entry] of Object.entries(before)) {
          if (players.has(pid)) continue;
          const { rating: r, deviation, volatility } = entry.current;
          expect(after[pid].current.rating).toBe(r);
          expect(after[pid].current.volatility).toBe(volatility);
          expect(after[pid].current.deviation).toBeCloseTo(SCALE * Math.sqrt((deviation / SCALE) ** 2 + volatility ** 2), 9);
          expect(after[pid].history).toEqual(entry.history);
        }
        for (const pid of players) {
          const games = p.games.filter((g) => g.a === pid || g.b === pid).length;
          expect(after[pid].history[after[pid].history.length - 1]).toEqual({ period: 'new', rating: after[pid].current, games });
        }
      }),
      RUNS,
    );
  });
});
