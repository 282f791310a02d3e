/**
 * How the organiser's tie-break ids are read and checked, the tie-breaks a game offers, and the
 * check of a scoring configuration against the named scores a game produces. What each
 * tie-break is (its words, its computation, whether a league takes it) is in the registry,
 * tie-breaks/index.ts; the ids are the registry's: the fixed ones (`buchholz`, `head-to-head`…)
 * and the game scores' family, `score:<name>`, `score:<name>:low`, `score:margin:<name>`.
 */
import type { ScoringConfig, TieBreakId } from '../types';
import { StandingsError } from './errors';
import { baseScoreName } from './game-scores';
import { findTieBreak, offeredTieBreaks, tieBreakForms, type ParsedTieBreak } from './tie-breaks';

export { baseScoreName };

/** Reads one id; throws UNKNOWN_TIE_BREAK when it is no tie-break at all. */
export function parseTieBreak(id: TieBreakId): ParsedTieBreak {
  const found = typeof id === 'string' ? findTieBreak(id) : null;
  if (found) return found;
  throw new StandingsError('UNKNOWN_TIE_BREAK', `unknown tie-break "${String(id)}"; known: ${tieBreakForms().join(', ')}`);
}

/**
 * The organiser's list, read and checked for repeats: a tie-break listed twice (or one score
 * listed both ways) can never decide anything the second time, so it is refused.
 */
export function parseTieBreaks(ids: TieBreakId[]): ParsedTieBreak[] {
  if (!Array.isArray(ids)) throw new StandingsError('BAD_INPUT', 'tie-breaks must be a list of ids');
  const seen = new Set<string>();
  return ids.map((id) => {
    const parsed = parseTieBreak(id);
    if (seen.has(parsed.sameAs)) throw new StandingsError('DUPLICATE_TIE_BREAK', `tie-break "${id}" is listed twice`);
    seen.add(parsed.sameAs);
    return parsed;
  });
}

/** Every tie-break usable with a game producing these named scores, in the registry's order. */
export function tieBreakCatalogue(scoreNames: string[]): ParsedTieBreak[] {
  return offeredTieBreaks(scoreNames).map(parseTieBreak);
}

/**
 * Whether a league takes this tie-break: not one that counts the rounds a player sat out
 * (`roundBound`). An id that is no tie-break is left to `checkScoring` to refuse.
 */
export function fitsLeague(id: TieBreakId): boolean {
  const found = typeof id === 'string' ? findTieBreak(id) : null;
  return !found?.roundBound;
}

/** Points for every outcome must be finite and not negative. */
export function checkPoints(scoring: ScoringConfig): void {
  if (scoring === null || typeof scoring !== 'object') throw new StandingsError('BAD_INPUT', 'scoring must be an object');
  if (!Array.isArray(scoring.secondary)) throw new StandingsError('BAD_INPUT', 'scoring.secondary must be a list of score names');
  for (const key of ['win', 'draw', 'loss', 'bye'] as const) {
    const v = scoring[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
      throw new StandingsError('BAD_POINTS', `points for a ${key} must be a finite number ≥ 0, got ${String(v)}`);
    }
  }
}

/** A name of a game score (or `margin:` of one) the game has. */
function knownScore(name: string, scoreNames: string[]): boolean {
  const base = baseScoreName(name);
  return base !== null && scoreNames.includes(base);
}

/**
 * Checks a configuration against a game's named scores: points, tie-break ids, and that every
 * score it names (primary, secondary, score:<name>) is one the game produces.
 */
export function checkScoring(scoring: ScoringConfig, tieBreaks: TieBreakId[], scoreNames: string[]): void {
  checkPoints(scoring);
  if (scoring.primary !== 'points' && !knownScore(scoring.primary, scoreNames)) {
    throw new StandingsError(
      'UNKNOWN_SCORE',
      `primary score "${scoring.primary}" is neither "points" nor a score of this game (${scoreNames.join(', ') || 'none'})`,
    );
  }
  for (const s of scoring.secondary) {
    if (!knownScore(s, scoreNames))
      throw new StandingsError('UNKNOWN_SCORE', `secondary score "${s}" is not a score of this game (${scoreNames.join(', ') || 'none'})`);
  }
  for (const tb of parseTieBreaks(tieBreaks)) {
    if (tb.score && !scoreNames.includes(tb.score.name)) {
      throw new StandingsError(
        'UNKNOWN_SCORE',
        `tie-break "${tb.id}" names a score this game does not have (${scoreNames.join(', ') || 'none'})`,
      );
    }
  }
}
