/**
 * The refusal vocabulary every game shares. A refusal always carries the rulebook reference
 * (`RuleViolation.rule`) and a machine code: one of these codes when the situation is one every
 * game has (not your turn, wrong phase, a unit that cannot act…), or a code of the game's own,
 * listed in its order reference (docs/rulesets/<id>-orders.md). Clients match on codes; the
 * message is for people. docs/api.md lists the codes and what each replaced.
 */

/** Codes for situations every game has, with what each means to a player. */
export const SHARED_CODES = {
  // Made by the kernel before a game is asked (match.ts, dice.ts, transition.ts).
  MALFORMED_ORDER: 'the order does not fit the game’s order schema (a missing or mistyped field)',
  UNKNOWN_SIDE: 'no such side is seated in this match',
  NOT_YOUR_SIDE: 'you play another side',
  MATCH_ENDED: 'the match has ended and accepts no more orders or rolls',
  TIME_EXPIRED: 'time has run out for this match',
  ROLL_NOT_PENDING: 'no roll is pending, or another one is',
  WRONG_ROLL: 'the roll reported is not the one pending (its purpose or side)',
  WRONG_DICE_COUNT: 'the roll has too many or too few dice',
  WRONG_DIE_TYPE: 'a die has the wrong number of sides',
  BAD_DIE_FACE: 'a die shows a face it does not have',
  BAD_DIE_COLOUR: 'the dice of a roll are not in the colours it needs',
  SERVER_ROLL_ONLY: 'only the server may make this roll (it decides hidden cards)',
  // Made by the games, each with its own rulebook reference.
  NOT_YOUR_TURN: 'another side acts now',
  WRONG_PHASE: 'this order belongs to another phase or step of the turn',
  NOT_PENDING: 'the match waits for another answer first (a choice, a reaction, a roll)',
  UNKNOWN_UNIT: 'no such unit, model or piece in this match',
  NOT_YOUR_UNIT: 'the unit belongs to another side',
  UNIT_CANNOT_ACT: 'the unit may not act now (it has acted, is shut down, out of play or not chosen)',
  NO_ACTIONS_LEFT: 'the unit has used every action it has this turn',
  ALREADY_USED: 'this may be used once (a turn, a battle, a match) and has been',
  NOT_ALLOWED: 'the rules do not allow this order for this unit or card',
  BAD_TARGET: 'the target may not be chosen',
  OUT_OF_RANGE: 'the target is beyond the weapon’s or ability’s range',
  NO_LINE_OF_SIGHT: 'the target cannot be seen',
  TOO_FAR: 'the move is longer than the unit may go',
  BLOCKED: 'the way or the place is blocked',
  BAD_POSITION: 'no such place, or the unit may not be put there',
  UNKNOWN_CARD: 'no such card in play, or in the hand',
  BAD_CHOICE: 'the choice is not one of those offered',
  BAD_SETUP: 'the setup breaks a rule of the game',
} as const;

export type SharedCode = keyof typeof SHARED_CODES;

/**
 * The refusal reference of one game: `ruleRef('konwoj')('p.10')` is `konwoj p.10`. Every game
 * names its rules this way, with the rulebook's own numbering (pages, sections, lines, posts).
 */
export function ruleRef(rulesetId: string): (where: string) => string {
  return (where) => `${rulesetId} ${where}`;
}
