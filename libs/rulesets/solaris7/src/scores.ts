/**
 * The named scores of a Solaris VII outcome (victory.ts `outcomeOf`) and their bounds, and the
 * scoring a competition of the game starts from. The kernel checks a result reported from the
 * table against these (`checkScores`); the reasons for the preset are in docs/standings.md.
 *
 * In team play the outcome also carries `team`, the number of the player's team: it says who
 * played with whom, it is no score, and a report cannot name it.
 */
import type { RulesetScoring, ScoreSpec } from '@app/rules';
import { ref, SIDES } from './state';

/** Each player fields one to five units (`setupSchema`: `teams.<side>`, §2.2). */
export const MAX_UNITS_PER_PLAYER = 5;

/** Each player brings three objective tokens (§6.1). */
export const TOKENS_PER_PLAYER = 3;

export const SCORES: ScoreSpec[] = [
  {
    // 70 or 80 RP an elimination, and a destroyed token's RP, which the token's catalogue entry
    // sets (any whole number, §6.2): no upper bound.
    name: 'reputation',
    description: 'reputation points: 70 or 80 an enemy unit eliminated, and the RP of each objective token destroyed',
    min: 0,
    integer: true,
    rule: ref('End p.14'),
  },
  {
    name: 'eliminations',
    description: 'enemy units eliminated and credited to the player (A17)',
    min: 0,
    max: (SIDES.length - 1) * MAX_UNITS_PER_PLAYER,
    integer: true,
    rule: ref('End p.14'),
  },
  {
    name: 'objectives',
    description: 'objective tokens destroyed by the player',
    min: 0,
    max: SIDES.length * TOKENS_PER_PLAYER,
    integer: true,
    rule: ref('§6.1–6.2'),
  },
  {
    // A unit's cost with its pilot and gear cards, as the catalogue prices them: no upper bound.
    name: 'pointValue',
    description: "the total point value of the player's units, cards included: the lower wins a tie on reputation",
    min: 0,
    integer: true,
    rule: ref('§2.2, End p.14'),
  },
  {
    name: 'unitsStanding',
    description: "the player's units not eliminated",
    min: 0,
    max: MAX_UNITS_PER_PLAYER,
    integer: true,
    rule: ref('End p.14'),
  },
  {
    name: 'teamReputation',
    description: "in team play, the team's reputation: its two players' together (A50)",
    min: 0,
    integer: true,
    rule: ref('§2.18, End p.14'),
  },
  {
    name: 'teamPointValue',
    description: "in team play, the team's point value: its two players' together (A50)",
    min: 0,
    integer: true,
    rule: ref('§2.18, End p.14'),
  },
];

/** 3 for a win, 1 for a draw, a bye worth a win: the usual tabletop Swiss. */
export const SCORING: RulesetScoring = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['reputation', 'pointValue'] },
  // The game decides a match on reputation, then the lower point value (End p.14); the event ranks
  // wins first, then the same two criteria summed, Buchholz between them so a player's schedule
  // counts before the army's cost.
  tieBreaks: ['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head'],
};
