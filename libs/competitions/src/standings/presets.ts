/**
 * Default scoring per built-in game: what an organiser starts from, every value editable.
 * `scoreNames` lists the named scores the game's outcome produces (its `outcome().sides[].scores`),
 * the names `checkScoring` accepts for this game. Reasons for each choice are in
 * docs/standings.md.
 */
import type { ScoringConfig, TieBreakId } from '../types';

export interface ScoringPreset {
  scoring: ScoringConfig;
  tieBreaks: TieBreakId[];
  scoreNames: string[];
}

/** 3 for a win, 1 for a draw, a bye worth a win: the usual tabletop Swiss. */
const TABLETOP = { win: 3, draw: 1, loss: 0, bye: 3 } as const;

const PRESETS: Record<string, ScoringPreset> = {
  // Solaris 7 decides a match on reputation, then the lower point value (End p.14); the
  // event ranks wins first, then the same two criteria summed over the event, Buchholz between
  // them so a player's schedule counts before the army's cost.
  solaris7: {
    scoring: { ...TABLETOP, primary: 'points', secondary: ['reputation', 'pointValue'] },
    tieBreaks: ['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head'],
    scoreNames: ['reputation', 'eliminations', 'objectives', 'pointValue', 'unitsStanding', 'teamReputation', 'teamPointValue'],
  },
  // Konwój is asymmetric and its scores describe the board (both sides get the same numbers),
  // so they say nothing of one player: chess scoring and FIDE's Swiss tie-breaks only.
  konwoj: {
    scoring: { win: 1, draw: 0.5, loss: 0, bye: 1, primary: 'points', secondary: [] },
    tieBreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'head-to-head'],
    scoreNames: ['citiesDestroyed', 'molochDeck', 'robotsInNewYork'],
  },
  // Warzone: victory points are the points of enemy models destroyed; the margin rewards
  // destroying without being destroyed, after the strength of schedule.
  warzone: {
    scoring: { ...TABLETOP, primary: 'points', secondary: ['victoryPoints', 'margin:victoryPoints'] },
    tieBreaks: ['sos', 'score:margin:victoryPoints', 'score:victoryPoints', 'head-to-head'],
    scoreNames: ['victoryPoints', 'modelsLeft'],
  },
  // Vigilant Peace is won by destroying the enemy's infantry, and both sides emptied in one
  // resolution is a draw: Buchholz cut 1 (one weak early opponent forgiven), then the margin of
  // units destroyed, then the infantry kept, the very thing the victory condition counts.
  'vigilant-peace': {
    scoring: { ...TABLETOP, primary: 'points', secondary: ['unitsDestroyed', 'margin:unitsDestroyed'] },
    tieBreaks: ['buchholz-cut1', 'score:margin:unitsDestroyed', 'score:infantryLeft', 'head-to-head'],
    scoreNames: ['infantryLeft', 'unitsLeft', 'unitsLost', 'unitsDestroyed', 'damageDealt'],
  },
};

/** Any other game: tabletop points and FIDE's recommended Swiss tie-breaks; no game scores known. */
const DEFAULT: ScoringPreset = {
  scoring: { ...TABLETOP, primary: 'points', secondary: [] },
  tieBreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'head-to-head'],
  scoreNames: [],
};

/** A fresh copy (the organiser edits it) of the preset for a game; the default for any other id. */
export function scoringPreset(rulesetId: string): ScoringPreset {
  const p = Object.prototype.hasOwnProperty.call(PRESETS, rulesetId) ? PRESETS[rulesetId] : DEFAULT;
  return { scoring: { ...p.scoring, secondary: [...p.scoring.secondary] }, tieBreaks: [...p.tieBreaks], scoreNames: [...p.scoreNames] };
}
