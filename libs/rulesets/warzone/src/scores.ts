/**
 * The named scores of a Warzone outcome (victory.ts `outcomeOf`) and their bounds, and the scoring
 * a competition of the game starts from. The kernel checks a result reported from the table
 * against these (`checkScores`); the reasons for the preset are in docs/standings.md.
 */
import type { RulesetScoring, ScoreSpec } from '@app/rules';
import { ref } from './state';
import { ELIGIBILITY, UPGRADES } from './catalogue';

/** An army has at most 30 squads of at most 20 models (`armySchema`, `squadSchema`). */
export const MAX_MODELS_PER_SIDE = 30 * 20;

/**
 * The most a model can cost: a profile costs at most 1000 points (`modelProfileSchema`), and its
 * squad's upgrades add their cost per model (P5 L387: at most `max` upgrades of the P5 list).
 */
export const MAX_MODEL_POINTS =
  1000 + Math.max(...ELIGIBILITY.map((e) => e.max)) * Math.max(...UPGRADES.flatMap((u) => Object.values(u.cost)));

export const SCORES: ScoreSpec[] = [
  {
    // The seed has no victory points (digest §6.2); the engine's reading: the points of enemy
    // models destroyed, each counted once as it is removed. Upgrade costs come in halves (P5)
    // and a profile's points need not be whole, so neither need the sum.
    name: 'victoryPoints',
    description: 'the points of the enemy models destroyed, upgrades included',
    min: 0,
    max: MAX_MODELS_PER_SIDE * MAX_MODEL_POINTS,
    integer: false,
    rule: ref('§6.2'),
  },
  {
    name: 'modelsLeft',
    description: "the side's models still on the table",
    min: 0,
    max: MAX_MODELS_PER_SIDE,
    integer: true,
    rule: ref('§6.2'),
  },
];

/** 3 for a win, 1 for a draw, a bye worth a win: the usual tabletop Swiss. */
export const SCORING: RulesetScoring = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['victoryPoints', 'margin:victoryPoints'] },
  // Strength of schedule first (it cannot be farmed by crushing weak opponents), then the margin
  // (destroying without being destroyed), then raw victory points.
  tieBreaks: ['sos', 'score:margin:victoryPoints', 'score:victoryPoints', 'head-to-head'],
};
