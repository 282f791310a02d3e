import { isViolation, type RuleViolation } from '@app/rules';
import type { CompetitionActor } from './commands';
import type { CompetitionEvent, SeasonLimits } from './events';
import { refuse } from './refuse';
import { seasonLimits, type CompetitionState } from './state';

/** The most games a season's rule may allow, per pair or per week: as for the league's format at creation. */
export const MAX_SEASON_LIMIT = 100;

const LIMIT_NAMES = { maxGamesPerPair: 'games per pairing', maxGamesPerWeek: 'games per week' } as const;

/**
 * A season's rules as the organiser gave them, checked: each a whole number from 1 to
 * MAX_SEASON_LIMIT, or null for no limit. Answers them as the event records them (only the two
 * rules, in their order), or the refusal.
 */
export function checkSeasonLimits(limits: unknown): SeasonLimits | RuleViolation {
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits))
    return refuse('season rules', 'the season rules are games per pairing and games per week', 'BAD_SEASON_LIMITS');
  const given = limits as Record<string, unknown>;
  const checked: SeasonLimits = { maxGamesPerPair: null, maxGamesPerWeek: null };
  for (const key of ['maxGamesPerPair', 'maxGamesPerWeek'] as const) {
    const v = given[key] ?? null;
    if (v !== null && !(typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_SEASON_LIMIT))
      return refuse(
        'season rules',
        `${LIMIT_NAMES[key]} (${key}) must be a whole number from 1 to ${MAX_SEASON_LIMIT}, or none, not ${JSON.stringify(v)}`,
        'BAD_SEASON_LIMITS',
      );
    checked[key] = v;
  }
  return checked;
}

/** The organiser's new rules for the open season; the same rules again change nothing. */
export function decideSeasonLimits(s: CompetitionState, limits: unknown, actor: CompetitionActor): CompetitionEvent[] | RuleViolation {
  if (actor.kind !== 'organiser') return refuse('organiser', 'only the organiser may set the season rules', 'NOT_ORGANISER');
  if (s.created.kind !== 'league') return refuse('league', 'only a league has seasons', 'NOT_A_LEAGUE');
  if (!s.season?.open) return refuse('league', 'no season is open: open one with its rules', 'NO_SEASON');
  const checked = checkSeasonLimits(limits);
  if (isViolation(checked)) return checked;
  const now = seasonLimits(s)!;
  if (now.maxGamesPerPair === checked.maxGamesPerPair && now.maxGamesPerWeek === checked.maxGamesPerWeek) return [];
  return [{ type: 'SeasonLimitsSet', data: { season: s.season.number, limits: checked } }];
}

/** The rules a new season opens with, when the organiser gives some: checked, or the refusal. */
export function openingLimits(limits: unknown): { limits?: SeasonLimits } | RuleViolation {
  if (limits === undefined) return {};
  const checked = checkSeasonLimits(limits);
  return isViolation(checked) ? checked : { limits: checked };
}
