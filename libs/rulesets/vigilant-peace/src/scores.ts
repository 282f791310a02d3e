/**
 * The named scores of a Vigilant Peace outcome (victory.ts `outcomeOf`) and their bounds, and the
 * scoring a competition of the game starts from. The kernel checks a result reported from the
 * table against these (`checkScores`); the reasons for the preset are in docs/standings.md.
 */
import type { RulesetScoring, ScoreSpec } from '@app/rules';
import { ref } from './state';

/**
 * The most units one side can field: a setup has at most 64 units (`setupSchema`), and the other
 * side needs at least one infantryman (S8, L65).
 */
export const MAX_UNITS_PER_SIDE = 64 - 1;

export const SCORES: ScoreSpec[] = [
  {
    name: 'infantryLeft',
    description: "the side's infantry still standing, wounded fighters included: the count the victory condition empties",
    min: 0,
    max: MAX_UNITS_PER_SIDE,
    integer: true,
    rule: ref('L65'),
  },
  { name: 'unitsLeft', description: "the side's units not destroyed", min: 0, max: MAX_UNITS_PER_SIDE, integer: true, rule: ref('L3') },
  { name: 'unitsLost', description: "the side's units destroyed", min: 0, max: MAX_UNITS_PER_SIDE, integer: true, rule: ref('L28, L46') },
  { name: 'unitsDestroyed', description: 'enemy units destroyed', min: 0, max: MAX_UNITS_PER_SIDE, integer: true, rule: ref('L28, L46') },
  {
    // Damage is kept only on a track (vehicles, guns, armoured suits, cyborgs with a durability);
    // a fighter dies of its first point and adds none (L28). A hit adds the attack's excess over
    // the armour (L25), the last hit may overshoot the durability, durability and power have no
    // upper limit and a melee value (ББ) need not be whole: no upper bound, not only whole numbers.
    name: 'damageDealt',
    description: 'damage points on the damage tracks of enemy units',
    min: 0,
    integer: false,
    rule: ref('L25, L46'),
  },
];

/** 3 for a win, 1 for a draw, a bye worth a win: the usual tabletop Swiss. */
export const SCORING: RulesetScoring = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['unitsDestroyed', 'margin:unitsDestroyed'] },
  // Won by destroying the enemy's infantry, both sides emptied at once a draw (L65): Buchholz
  // cut 1 (one weak early opponent forgiven), the margin of units destroyed, then the infantry kept.
  tieBreaks: ['buchholz-cut1', 'score:margin:unitsDestroyed', 'score:infantryLeft', 'head-to-head'],
};
