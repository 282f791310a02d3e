/**
 * A league's seasons, rules and games as its pages read them. Pure, so what the pages decide is
 * tested without a browser.
 */
import type { ApiProblem } from '../components/ErrorNotice';
import { isoWeekDays } from './competitionGames';

/** A season's rules: null is no limit. */
export interface Limits {
  maxGamesPerPair: number | null;
  maxGamesPerWeek: number | null;
}

/** A season's rules as the API's answers type them (a rule may be left out of the generated type). */
export interface LimitsView {
  maxGamesPerPair?: number | null;
  maxGamesPerWeek?: number | null;
}

export const limitsOf = (l: LimitsView): Limits => ({
  maxGamesPerPair: l.maxGamesPerPair ?? null,
  maxGamesPerWeek: l.maxGamesPerWeek ?? null,
});

/** The bounds the API keeps a rule to (libs/competitions MAX_SEASON_LIMIT). */
export const LIMIT = { min: 1, max: 100 } as const;

export const NO_LIMITS: Limits = { maxGamesPerPair: null, maxGamesPerWeek: null };

/** Whether a rule as typed is one the API takes: empty (no limit) or a whole number within LIMIT. */
export function limitFits(value: number | null): boolean {
  return value === null || (Number.isInteger(value) && value >= LIMIT.min && value <= LIMIT.max);
}

/** The limits a league was created with, read from its format (JSON): no limit where it has none. */
export function formatLimits(format: unknown): Limits {
  const f = (format ?? {}) as { maxGamesPerPair?: unknown; maxGamesPerWeek?: unknown };
  const read = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { maxGamesPerPair: read(f.maxGamesPerPair), maxGamesPerWeek: read(f.maxGamesPerWeek) };
}

export const sameLimits = (x: Limits, y: Limits): boolean =>
  x.maxGamesPerPair === y.maxGamesPerPair && x.maxGamesPerWeek === y.maxGamesPerWeek;

/**
 * Where a league game stands, in the words the league pages use: waiting for its result,
 * reported and awaiting the opponent's confirmation, disputed, or settled — confirmed by the
 * opponent, ruled by the organiser, played out in the engine, or a game loss.
 */
export type LeagueGameState = 'waiting' | 'reported' | 'disputed' | 'confirmed' | 'organiser' | 'engine' | 'gameLoss';

export function leagueGameState(game: { status: string; result?: { by: string } | null }): LeagueGameState {
  if (game.result) {
    switch (game.result.by) {
      case 'confirmed':
        return 'confirmed';
      case 'engine':
        return 'engine';
      case 'game-loss':
        return 'gameLoss';
      default:
        return 'organiser';
    }
  }
  if (game.status === 'reported') return 'reported';
  if (game.status === 'disputed') return 'disputed';
  return 'waiting';
}

/** A league game's ISO week: its round is the week's place among the season's weeks. */
export function weekOf(game: { round: number }, weeks: readonly string[]): { week: number; monday: Date; sunday: Date } | null {
  const week = weeks[game.round - 1];
  return week ? isoWeekDays(week) : null;
}

/** The refusals of opening a game that the league pages put in their own words; anything else in the server's. */
export type OpenRefusal = 'limitPerPair' | 'limitPerWeek' | 'noSeason' | 'dropped' | 'samePlayer';

export function openRefusal(problem: Pick<ApiProblem, 'reason'> | null): OpenRefusal | null {
  switch (problem?.reason) {
    case 'LIMIT_PER_PAIR':
      return 'limitPerPair';
    case 'LIMIT_PER_WEEK':
      return 'limitPerWeek';
    case 'NO_SEASON':
      return 'noSeason';
    case 'PLAYER_DROPPED':
      return 'dropped';
    case 'BAD_PAIR':
      return 'samePlayer';
    default:
      return null;
  }
}

/** The players a game can be opened against: everyone still in the league but the player themself, by name. */
export function opponents<P extends { id: string; name: string; dropped: boolean }>(players: readonly P[], me: string | null): P[] {
  return players.filter((p) => p.id !== me && !p.dropped).sort((x, y) => x.name.localeCompare(y.name));
}

/** The season's closed seasons, newest first (the API lists the open one first, when there is one). */
export function pastSeasons<S extends { open: boolean }>(seasons: readonly S[]): S[] {
  return seasons.filter((s) => !s.open);
}
