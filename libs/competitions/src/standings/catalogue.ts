/**
 * The tie-breaks an organiser can choose, how their ids are read, and the check of a scoring
 * configuration against the named scores a game produces.
 *
 * Ids: the fixed ones below, and `score:<name>` for a named game score summed over the games
 * (most first), `score:<name>:low` for one where less is better (Solaris 7's point value: the
 * game itself prefers the lower total, End p.14). A name may be a derived margin,
 * `margin:<name>` (own minus the opponent's, game by game), so `score:margin:victoryPoints`.
 */
import type { ScoringConfig, TieBreakId } from '../types';
import { StandingsError } from './errors';

export const FIXED_TIE_BREAKS = [
  'buchholz',
  'buchholz-cut1',
  'median-buchholz',
  'sonneborn-berger',
  'sos',
  'soos',
  'omw',
  'gw',
  'ogw',
  'head-to-head',
  'progressive',
  'wins',
] as const;

export type FixedTieBreak = (typeof FIXED_TIE_BREAKS)[number];

export type ParsedTieBreak =
  | { id: TieBreakId; kind: FixedTieBreak }
  /** `name` is a game score or `margin:<game score>`; `low`: fewer is better. */
  | { id: TieBreakId; kind: 'score'; name: string; low: boolean };

export interface TieBreakInfo {
  id: TieBreakId;
  name: string;
  description: string;
}

const MARGIN = 'margin:';
const SCORE = 'score:';
const LOW = ':low';

const FIXED_INFO: Record<FixedTieBreak, Omit<TieBreakInfo, 'id'>> = {
  buchholz: {
    name: 'Buchholz',
    description:
      "Sum of the opponents' tournament points. A bye, a forfeit or a missed round counts as a game against a stand-in with the player's own points (FIDE C.07 art. 8.1, 16.4); an opponent's rounds missed after withdrawing count as draws (art. 16.3).",
  },
  'buchholz-cut1': {
    name: 'Buchholz cut 1',
    description:
      "Buchholz without its least significant value (FIDE C.07 art. 14.1); when the player chose not to play a round (requested bye, forfeit loss), that round's value is the one cut (art. 16.5).",
  },
  'median-buchholz': {
    name: 'Median Buchholz',
    description: 'Buchholz without its lowest and its highest value (FIDE C.07 art. 14.3, median-1), the lowest cut as for Buchholz cut 1.',
  },
  'sonneborn-berger': {
    name: 'Sonneborn-Berger',
    description:
      'Sum of the points of the opponents the player beat and half the points of those drawn (FIDE C.07 art. 9.1); unplayed rounds against the stand-in of art. 16.4.',
  },
  sos: {
    name: 'Strength of schedule',
    description: 'Average tournament points of the opponents met over the table; byes and forfeits leave the average.',
  },
  soos: {
    name: "Opponents' strength of schedule",
    description: "Average of the opponents' strength of schedule, over the same opponents.",
  },
  omw: {
    name: "Opponents' match-win %",
    description:
      "Average of the opponents' match-win percentages (points over the points of a win in every round they took part in), each at least 33% (MTG Tournament Rules, appendix C); byes are not opponents.",
  },
  gw: {
    name: 'Game-win %',
    description: 'Points earned in games played over the table over the points of winning them all; byes and forfeits left out.',
  },
  ogw: {
    name: "Opponents' game-win %",
    description:
      "Average of the opponents' game-win percentages, each at least 33% (MTG Tournament Rules, appendix C); byes are not opponents.",
  },
  'head-to-head': {
    name: 'Direct encounter',
    description:
      'Points scored in games played against the other players still tied; when not all of them met, a player is placed above only when no tied rival could still catch up (FIDE C.07 art. 6).',
  },
  progressive: {
    name: 'Progressive score',
    description: 'Sum of the running tournament points after each round: early wins weigh more (FIDE C.07 art. 7.5).',
  },
  wins: {
    name: 'Wins',
    description: 'Rounds won, with or without playing (forfeit wins and full-point byes included; FIDE C.07 art. 7.1).',
  },
};

/** The raw game score a name reads (`margin:x` reads x); null for a malformed name. */
export function baseScoreName(name: string): string | null {
  const base = name.startsWith(MARGIN) ? name.slice(MARGIN.length) : name;
  return base.length > 0 && !base.includes(':') ? base : null;
}

/** Reads one id; throws UNKNOWN_TIE_BREAK when it is no tie-break at all. */
export function parseTieBreak(id: TieBreakId): ParsedTieBreak {
  if ((FIXED_TIE_BREAKS as readonly string[]).includes(id)) return { id, kind: id as FixedTieBreak };
  if (typeof id === 'string' && id.startsWith(SCORE)) {
    const rest = id.slice(SCORE.length);
    const low = rest.endsWith(LOW);
    const name = low ? rest.slice(0, -LOW.length) : rest;
    if (baseScoreName(name) !== null) return { id, kind: 'score', name, low };
  }
  throw new StandingsError(
    'UNKNOWN_TIE_BREAK',
    `unknown tie-break "${String(id)}"; known: ${FIXED_TIE_BREAKS.join(', ')}, score:<name>, score:<name>:low`,
  );
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
    const key = parsed.kind === 'score' ? `score:${parsed.name}` : parsed.kind;
    if (seen.has(key)) throw new StandingsError('DUPLICATE_TIE_BREAK', `tie-break "${id}" is listed twice`);
    seen.add(key);
    return parsed;
  });
}

/** Every tie-break usable with a game producing these named scores. */
export function tieBreakCatalogue(scoreNames: string[]): TieBreakInfo[] {
  const fixed = FIXED_TIE_BREAKS.map((id) => ({ id, ...FIXED_INFO[id] }));
  const names = [...new Set(scoreNames)].filter((n) => baseScoreName(n) === n).sort();
  const scores = names.flatMap((n): TieBreakInfo[] => [
    { id: `score:${n}`, name: `${n} (most)`, description: `Sum of the game score "${n}" over the games counted; more is better.` },
    { id: `score:${n}:low`, name: `${n} (fewest)`, description: `Sum of the game score "${n}" over the games counted; less is better.` },
    {
      id: `score:margin:${n}`,
      name: `${n} margin`,
      description: `Sum, game by game, of the player's "${n}" minus the opponent's; byes add nothing.`,
    },
  ]);
  return [...fixed, ...scores];
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
    if (tb.kind === 'score' && !knownScore(tb.name, scoreNames)) {
      throw new StandingsError(
        'UNKNOWN_SCORE',
        `tie-break "${tb.id}" names a score this game does not have (${scoreNames.join(', ') || 'none'})`,
      );
    }
  }
}
