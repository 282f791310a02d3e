/**
 * A book of ratings kept across events: each player's current rating and its history, one
 * entry per rating period in which they played. A period is whatever the organiser rates
 * together (an event, a league round, a month); every game of a period is rated against the
 * opponents' ratings at the period's start (Glicko-2's rating period).
 *
 * Players in the book who did not play in a period still take Glickman's step 6 for it: their
 * deviation grows, rating and volatility stay, and their history gets no entry (it records
 * periods played). The growth is applied to the whole book at once rather than lazily: a
 * book holds players of one community, and a period costs one square root per player. A
 * player new to the book starts at INITIAL_RATING.
 */
import { own, put } from '@app/rules';
import { RatingError } from './errors';
import { DEFAULT_TAU, INITIAL_RATING, ratePeriod, type RatedGame, type Rating } from './glicko2';

export interface RatingEntry {
  current: Rating;
  history: Array<{ period: string; rating: Rating; games: number }>;
}

export type RatingBook = Record<string, RatingEntry>;

export interface RatingPeriod {
  id: string;
  games: Array<{ a: string; b: string; scoreA: 0 | 0.5 | 1 }>;
}

/** Rates one period; pure: the book passed in is left as it was, a new one is returned. */
export function rateGames(book: RatingBook, period: RatingPeriod, tau: number = DEFAULT_TAU): RatingBook {
  if (period === null || typeof period !== 'object' || typeof period.id !== 'string' || period.id.length === 0)
    throw new RatingError('BAD_PERIOD', 'a rating period needs a non-empty id');
  if (!Array.isArray(period.games)) throw new RatingError('BAD_PERIOD', `period "${period.id}": games must be a list`);
  const games = new Map<string, RatedGame[]>();
  // Keyed by account id, which an organiser may give as any text (`constructor`, `__proto__`).
  const entry = (id: string): RatingEntry => own(book, id) ?? { current: INITIAL_RATING, history: [] };
  period.games.forEach((game, i) => {
    const where = `period "${period.id}", game ${i + 1}`;
    if (game === null || typeof game !== 'object') throw new RatingError('BAD_GAME', `${where}: not a game`);
    if (typeof game.a !== 'string' || typeof game.b !== 'string' || game.a.length === 0 || game.b.length === 0)
      throw new RatingError('BAD_GAME', `${where}: both players need an id`);
    if (game.a === game.b) throw new RatingError('BAD_GAME', `${where}: a player cannot play themself`);
    if (game.scoreA !== 0 && game.scoreA !== 0.5 && game.scoreA !== 1)
      throw new RatingError('BAD_GAME', `${where}: scoreA must be 0, 0.5 or 1`);
    const a = entry(game.a).current;
    const b = entry(game.b).current;
    if (!games.has(game.a)) games.set(game.a, []);
    if (!games.has(game.b)) games.set(game.b, []);
    games.get(game.a)!.push({ opponent: b, score: game.scoreA });
    games.get(game.b)!.push({ opponent: a, score: (1 - game.scoreA) as 0 | 0.5 | 1 });
  });
  for (const id of games.keys()) {
    if (entry(id).history.some((h) => h.period === period.id))
      throw new RatingError('PERIOD_ALREADY_RATED', `player "${id}" already has period "${period.id}" in their history`);
  }

  const ids = [...new Set([...Object.keys(book), ...games.keys()])].sort();
  const out: RatingBook = {};
  for (const id of ids) {
    const before = entry(id);
    const played = games.get(id) ?? [];
    const rating = ratePeriod(before.current, played, tau);
    put(out, id, {
      current: rating,
      history: played.length > 0 ? [...before.history, { period: period.id, rating, games: played.length }] : [...before.history],
    });
  }
  return out;
}

/**
 * Rates periods in order, each against the book as the previous ones left it, touching only the
 * players of each period. Competitions rate a period per tournament round and per league game
 * across every event of a game system, so a period is not a span of time: growing the deviation
 * of everyone who sat out each of them (step 6 over the whole book) would inflate it with the
 * community's activity rather than with the player's absence. The result depends only on the
 * periods and their order, never on how they are grouped into calls.
 */
export function rateParticipants(book: RatingBook, periods: RatingPeriod[], tau: number = DEFAULT_TAU): RatingBook {
  const out: RatingBook = { ...book };
  for (const period of periods) {
    const ids = new Set<string>();
    // rateGames checks each game; this only gathers the players of those that look like games.
    if (Array.isArray(period?.games)) for (const g of period.games) if (g && typeof g === 'object') ids.add(g.a).add(g.b);
    const mine: RatingBook = {};
    for (const id of ids) if (Object.hasOwn(out, id)) put(mine, id, out[id]);
    for (const [id, entry] of Object.entries(rateGames(mine, period, tau))) put(out, id, entry);
  }
  return out;
}
