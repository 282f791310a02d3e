/**
 * What a competition takes from its game's ruleset: the scoring preset it starts from and the
 * named scores, with their bounds, that a result may carry. The ruleset declares both
 * (`Ruleset.scoring`, `Ruleset.scores`); the competition reads them in the version of its game
 * it plays (`rulesetVersionOf`), the one its engine matches are created with.
 */
import { checkScores, UnknownRulesetError, type Ruleset, type RuleViolation, type ScoreSpec } from '@app/rules';
import { presetOf, type ScoringPreset } from '../standings/presets';
import type { PlayerId } from '../types';
import type { CompetitionRuleset, CompetitionState, GameState } from './state';

/**
 * Where a competition finds its game: a `RulesetRegistry`. `get` answers the newest version when
 * none is named; `newestAt` the version that was the newest at a time (epoch ms or ISO 8601).
 */
export interface RulesetLookup {
  get(id: string, version?: string): Ruleset;
  newestAt(id: string, at: number | string): Ruleset;
}

/** What the lookup answers, or undefined for a game (or version) it does not know. */
function known(find: () => Ruleset): Ruleset | undefined {
  try {
    return find();
  } catch (e) {
    if (e instanceof UnknownRulesetError) return undefined;
    throw e;
  }
}

/** The game at `version` (the newest when none is named), or undefined for a game or version the lookup does not know. */
export function gameOf(rulesetId: string, rulesets: RulesetLookup, version?: string): Ruleset | undefined {
  return known(() => rulesets.get(rulesetId, version));
}

/**
 * The version of a competition's game that `ruleset` names (the competition's, or a game's
 * `matchRuleset`): the one recorded, or for a log written before versions were recorded the one
 * that was the newest when it was created (the newest, when its time is not known). Undefined
 * for a game the lookup does not know.
 */
export function rulesetVersionOf(rulesetId: string, ruleset: CompetitionRuleset, rulesets: RulesetLookup): string | undefined {
  if ('version' in ruleset) return ruleset.version;
  const { createdAt } = ruleset;
  return known(() => (createdAt === null ? rulesets.get(rulesetId) : rulesets.newestAt(rulesetId, createdAt)))?.version;
}

/**
 * The version a game of the competition is played under, whose scores its result carries: its
 * engine match's, or (a game on paper) the competition's now.
 */
export function gameVersionOf(
  s: Pick<CompetitionState, 'created' | 'ruleset'>,
  g: Pick<GameState, 'matchRuleset'>,
  rulesets: RulesetLookup,
): string | undefined {
  return rulesetVersionOf(s.created.rulesetId, g.matchRuleset ?? s.ruleset, rulesets);
}

/**
 * A fresh copy (the organiser edits it) of the preset of a game at `version` (the newest when
 * none is named), as its ruleset declares it; a game that declares none (or is unknown) gets
 * the default, with no score names.
 */
export function scoringPreset(rulesetId: string, rulesets: RulesetLookup, version?: string): ScoringPreset {
  return presetOf(gameOf(rulesetId, rulesets, version));
}

/** The scores the game declares at `version`; undefined when it declares none (or is unknown): names are then not checked. */
export function declaredScores(rulesetId: string, rulesets: RulesetLookup, version?: string): ScoreSpec[] | undefined {
  return gameOf(rulesetId, rulesets, version)?.scores;
}

/**
 * The scores of a game's result, by player id, checked by the kernel's one rule (`checkScores`):
 * players of the game, names of the game (at `version`, the newest when none is named), finite
 * numbers within the game's bounds. The refusal names the path of the bad score (`scores.<player>.<name>`).
 */
export function checkGameScores(
  rulesetId: string,
  scores: unknown,
  players: PlayerId[],
  rulesets: RulesetLookup,
  version?: string,
): RuleViolation | null {
  return checkScores(declaredScores(rulesetId, rulesets, version), scores, players, { rule: 'competition: results', keys: 'player' });
}
