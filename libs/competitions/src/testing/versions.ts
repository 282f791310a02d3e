import type { RulesetRegistry, Ruleset, ScoreSpec } from '@app/rules';
import { duel } from '@app/rules/testing';

/**
 * "Duel" in two versions, for tests of a competition that moves from one version of its game to
 * another: 2.0.0 shipped at DUEL_2_SHIPPED and adds a score (`strikes`) that 1.0.0 does not
 * have, so which version a game is played under shows in the scores it may carry.
 */
export const DUEL_2_SHIPPED = '2026-06-01T00:00:00.000Z';

const DAMAGE: ScoreSpec = { name: 'damageDealt', description: 'Damage dealt to the other side.', min: 0, integer: true };
const STRIKES: ScoreSpec = { name: 'strikes', description: 'Strikes made.', min: 0, integer: true };

export const duelOne: Ruleset = { ...duel, scores: [DAMAGE] };
export const duelTwo: Ruleset = { ...duel, version: '2.0.0', scores: [DAMAGE, STRIKES] };

/** The caller's games (a test passes the built-in ones, `createRegistry()`) with both versions of Duel added. */
export function twoDuels(games: RulesetRegistry): RulesetRegistry {
  return games.register(duelOne, { superseded: DUEL_2_SHIPPED }).register(duelTwo);
}
