/**
 * Glicko-2, step by step as in Mark E. Glickman, "Example of the Glicko-2 system" (Boston
 * University): one rating period for one player, every game of the period played against the
 * opponents' ratings as they stood at the period's start.
 */
import { RatingError } from './errors';

export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** Step 1: an unrated player starts at 1500, RD 350, volatility 0.06. */
export const INITIAL_RATING: Rating = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });

/** Step 1: τ constrains how fast volatility moves; the paper suggests 0.3 to 1.2. */
export const DEFAULT_TAU = 0.5;

/** Step 2: the Glicko-2 scale is the Glicko scale divided by 173.7178 (= 400 / ln 10), centred on 1500. */
export const SCALE = 173.7178;

/** Step 5.1: convergence tolerance of the volatility iteration. */
const EPSILON = 0.000001;

export interface RatedGame {
  opponent: Rating;
  score: 0 | 0.5 | 1;
}

function checkRating(r: Rating, who: string): void {
  if (r === null || typeof r !== 'object') throw new RatingError('BAD_RATING', `${who}: not a rating`);
  const ok = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
  if (!ok(r.rating) || !ok(r.deviation) || !ok(r.volatility) || r.deviation <= 0 || r.volatility <= 0) {
    throw new RatingError('BAD_RATING', `${who}: rating, deviation (> 0) and volatility (> 0) must be finite numbers`);
  }
}

/** Step 3: g(φ). */
function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Step 3: E(μ, μj, φj), the expected score against opponent j. */
function expected(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/**
 * Step 5: the new volatility σ′, the root of f by the Illinois algorithm (a regula falsi that
 * halves the retained end's value), exactly the iteration of steps 5.1–5.5.
 */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma); // 5.1
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  // 5.2: the initial bracket [A, B].
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  // 5.3, 5.4
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2); // 5.5
}

/** The quantities of Glickman's steps 2–7 on the Glicko-2 scale, for one player and period. */
export interface PeriodSteps {
  mu: number;
  phi: number;
  /** Step 3 (Infinity without games). */
  v: number;
  /** Step 4 (0 without games). */
  delta: number;
  /** Step 5: σ′. */
  sigma: number;
  /** Step 6: φ*. */
  phiStar: number;
  /** Step 7: φ′ and μ′. */
  phiNew: number;
  muNew: number;
}

function check(player: Rating, games: RatedGame[], tau: number): void {
  checkRating(player, 'player');
  if (typeof tau !== 'number' || !Number.isFinite(tau) || tau <= 0)
    throw new RatingError('BAD_TAU', `τ must be a finite number > 0, got ${String(tau)}`);
  if (!Array.isArray(games)) throw new RatingError('BAD_GAME', 'games must be a list');
  games.forEach((game, i) => {
    if (game === null || typeof game !== 'object') throw new RatingError('BAD_GAME', `game ${i + 1}: not a game`);
    checkRating(game.opponent, `game ${i + 1}'s opponent`);
    if (game.score !== 0 && game.score !== 0.5 && game.score !== 1)
      throw new RatingError('BAD_GAME', `game ${i + 1}: score must be 0, 0.5 or 1`);
  });
}

/** Steps 2–7 for one player's period (input already checked). */
export function periodSteps(player: Rating, games: RatedGame[], tau: number = DEFAULT_TAU): PeriodSteps {
  check(player, games, tau);
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    // Step 6 alone: only the deviation grows.
    const phiStar = Math.sqrt(phi * phi + sigma * sigma);
    return { mu, phi, v: Infinity, delta: 0, sigma, phiStar, phiNew: phiStar, muNew: mu };
  }
  // Step 3: the estimated variance v; step 4: the estimated improvement Δ.
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / SCALE;
    const phiJ = game.opponent.deviation / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, v, delta, tau); // step 5
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew); // step 6
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v); // step 7
  const muNew = mu + phiNew * phiNew * sum;
  return { mu, phi, v, delta, sigma: sigmaNew, phiStar, phiNew, muNew };
}

/**
 * One rating period for `player` (Glickman's steps 1–8). Without games only step 6 applies:
 * the deviation grows to √(φ² + σ²) on the Glicko-2 scale, rating and volatility unchanged.
 */
export function ratePeriod(player: Rating, games: RatedGame[], tau: number = DEFAULT_TAU): Rating {
  const s = periodSteps(player, games, tau);
  // Step 8: back to the Glicko scale (without games the rating is returned as it was, exactly).
  return { rating: games.length === 0 ? player.rating : SCALE * s.muNew + 1500, deviation: SCALE * s.phiNew, volatility: s.sigma };
}
