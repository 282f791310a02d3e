import type { TFunction } from 'i18next';

/**
 * The games' named scores as people call them. A ruleset names its scores in its outcome
 * (`reputation`, `victoryPoints`); a name this list does not know is shown as it is.
 */
const KNOWN = {
  reputation: 'score.reputation',
  eliminations: 'score.eliminations',
  objectives: 'score.objectives',
  pointValue: 'score.pointValue',
  unitsStanding: 'score.unitsStanding',
  teamReputation: 'score.teamReputation',
  teamPointValue: 'score.teamPointValue',
  victoryPoints: 'score.victoryPoints',
  modelsLeft: 'score.modelsLeft',
  infantryLeft: 'score.infantryLeft',
  unitsLeft: 'score.unitsLeft',
  unitsLost: 'score.unitsLost',
  unitsDestroyed: 'score.unitsDestroyed',
  damageDealt: 'score.damageDealt',
  citiesDestroyed: 'score.citiesDestroyed',
  molochDeck: 'score.molochDeck',
  robotsInNewYork: 'score.robotsInNewYork',
} as const;

export function scoreName(t: TFunction<'public'>, name: string): string {
  return Object.hasOwn(KNOWN, name) ? t(KNOWN[name as keyof typeof KNOWN]) : name;
}
