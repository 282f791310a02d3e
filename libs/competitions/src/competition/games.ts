/**
 * What a competition takes from its game's ruleset: the scoring preset it starts from and the
 * named scores, with their bounds, that a result may carry. The ruleset declares both
 * (`Ruleset.scoring`, `Ruleset.scores`); the competition reads the newest version of its game,
 * the one its engine matches are created with.
 */
import { checkScores, UnknownRulesetError, type Ruleset, type RuleViolation, type ScoreSpec } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { presetOf, type ScoringPreset } from '../standings/presets';
import type { PlayerId } from '../types';

/** Where a competition finds its game by id: a `RulesetRegistry` (its newest version). */
export interface RulesetLookup {
  get(id: string): Ruleset;
}

/**
 * The games shipped with the platform, which `decide` reads by default. A caller with a registry
 * of its own (one with test games too) may pass it instead.
 */
export const BUILT_IN_RULESETS: RulesetLookup = createRegistry();

/** The newest version of the game, or undefined for a game the lookup does not know. */
export function gameOf(rulesetId: string, rulesets: RulesetLookup = BUILT_IN_RULESETS): Ruleset | undefined {
  try {
    return rulesets.get(rulesetId);
  } catch (e) {
    if (e instanceof UnknownRulesetError) return undefined;
    throw e;
  }
}

/**
 * A fresh copy (the organiser edits it) of the preset of a game, as its ruleset declares it; a
 * game that declares none (or is unknown) gets the default, with no score names.
 */
export function scoringPreset(rulesetId: string, rulesets: RulesetLookup = BUILT_IN_RULESETS): ScoringPreset {
  return presetOf(gameOf(rulesetId, rulesets));
}

/** The scores the game declares; undefined when it declares none (or is unknown): names are then not checked. */
export function declaredScores(rulesetId: string, rulesets: RulesetLookup = BUILT_IN_RULESETS): ScoreSpec[] | undefined {
  return gameOf(rulesetId, rulesets)?.scores;
}

/**
 * The scores of a game's result, by player id, checked by the kernel's one rule (`checkScores`):
 * players of the game, names of the game, finite numbers within the game's bounds. The refusal
 * names the path of the bad score (`scores.<player>.<name>`).
 */
export function checkGameScores(
  rulesetId: string,
  scores: unknown,
  players: PlayerId[],
  rulesets: RulesetLookup = BUILT_IN_RULESETS,
): RuleViolation | null {
  return checkScores(declaredScores(rulesetId, rulesets), scores, players, { rule: 'competition: results', keys: 'player' });
}
