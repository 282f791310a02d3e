/**
 * Glicko-2 against Glickman's worked example ("Example of the Glicko-2 system"): a player
 * rated 1500, RD 200, volatility 0.06, τ 0.5, plays three games in one period:
 *   against 1400 (RD 30): won;  1550 (RD 100): lost;  1700 (RD 300): lost.
 * The paper's figures (rounded there to four places):
 *   step 2: μ = 0, φ = 1.1513
 *   step 3: v = 1.7785        step 4: Δ = −0.4834       step 5: σ′ = 0.05999
 *   step 6: φ* = √(1.1513² + 0.05999²) = 1.1529
 *   step 7: φ′ = 0.8722, μ′ = −0.2069
 *   step 8: r′ = 1464.06, RD′ = 151.52
 * The paper rounds as it goes (the expected scores to 0.639, 0.432, 0.303); carried without
 * rounding, v = 1.77898 and Δ = −0.48393, within 0.001 of the paper's, and r′ comes to
 * 1464.0507; the paper's 1464.06 is 173.7178 × −0.2069 + 1500 from its rounded μ′.
 */
import { RatingError } from './errors';
import { DEFAULT_TAU, INITIAL_RATING, SCALE, periodSteps, ratePeriod, type RatedGame, type Rating } from './glicko2';

const player: Rating = { rating: 1500, deviation: 200, volatility: 0.06 };
const games: RatedGame[] = [
  { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
  { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
  { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
];

const near = (x: number, want: number, within: number) => expect(Math.abs(x - want)).toBeLessThanOrEqual(within);

describe("Glickman's worked example", () => {
  it('gives the paper’s rating, deviation and volatility', () => {
    const r = ratePeriod(player, games, 0.5);
    near(r.rating, 1464.06, 0.01);
    near(r.deviation, 151.52, 0.01);
    near(r.volatility, 0.05999, 0.00001);
  });

  it('goes through the paper’s intermediate values, step by step', () => {
    const s = periodSteps(player, games, 0.5);
    near(s.mu, 0, 1e-12);
    near(s.phi, 1.1513, 0.00005);
    near(s.v, 1.7785, 0.001); // paper, from rounded expected scores
    near(s.v, 1.77898, 0.000005); // carried exactly
    near(s.delta, -0.4834, 0.001);
    near(s.delta, -0.48393, 0.000005);
    near(s.sigma, 0.05999, 0.00001);
    near(s.phiStar, 1.1529, 0.00005);
    near(s.phiNew, 0.8722, 0.00005);
    near(s.muNew, -0.2069, 0.00005);
  });

  it('uses τ = 0.5 by default', () => {
    expect(DEFAULT_TAU).toBe(0.5);
    expect(ratePeriod(player, games)).toEqual(ratePeriod(player, games, 0.5));
  });
});

describe('ratePeriod', () => {
  /** Step 6 alone: φ* = √((200/173.7178)² + 0.06²) = √(1.325468 + 0.0036) = 1.152852 → RD 200.27. */
  it('without games only lets the deviation grow', () => {
    const r = ratePeriod(player, []);
    expect(r.rating).toBe(1500);
    expect(r.volatility).toBe(0.06);
    near(r.deviation, 200.27, 0.01);
    near(r.deviation, SCALE * Math.sqrt((200 / SCALE) ** 2 + 0.06 ** 2), 1e-9);
  });

  it('starts unrated players at 1500, 350, 0.06', () => {
    expect(INITIAL_RATING).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
  });

  /** Two equal newcomers: the winner goes up exactly as much as the loser goes down (symmetry of E and g). */
  it('moves two equal players symmetrically', () => {
    const win = ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 1 }]);
    const loss = ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0 }]);
    const draw = ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0.5 }]);
    near(win.rating - 1500, 1500 - loss.rating, 1e-9);
    expect(win.rating).toBeGreaterThan(1500);
    near(draw.rating, 1500, 1e-9);
    near(win.deviation, loss.deviation, 1e-9);
  });

  it.each([
    ['a deviation of 0', { ...player, deviation: 0 }, games, 0.5, 'BAD_RATING'],
    ['a volatility that is not a number', { ...player, volatility: NaN }, games, 0.5, 'BAD_RATING'],
    ['an opponent rated Infinity', player, [{ opponent: { ...player, rating: Infinity }, score: 1 }], 0.5, 'BAD_RATING'],
    ['a score of 2', player, [{ opponent: player, score: 2 }], 0.5, 'BAD_GAME'],
    ['τ = 0', player, games, 0, 'BAD_TAU'],
    ['no rating at all', null as never, games, 0.5, 'BAD_RATING'],
    ['games that are not a list', player, null as never, 0.5, 'BAD_GAME'],
    ['τ not a number', player, games, NaN, 'BAD_TAU'],
  ] as Array<[string, Rating, RatedGame[], number, string]>)('refuses %s', (_, p, g, tau, code) => {
    let caught: unknown = null;
    try {
      ratePeriod(p, g, tau);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RatingError);
    expect((caught as RatingError).code).toBe(code);
  });
});
