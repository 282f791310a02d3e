/**
 * The named scores of a Konwój outcome (victory.ts `outcomeOf`) and their bounds, and the scoring a
 * competition of the game starts from. The scores describe the board, so both sides carry the same
 * numbers. The kernel checks a result reported from the table against these (`checkScores`); the
 * reasons for the preset are in docs/standings.md.
 */
import type { RulesetScoring, ScoreSpec } from '@app/rules';
import { ref } from './state';

/** The five cities, Ziggy One to New York (p.3). */
export const CITY_COUNT = 5;

/**
 * The most cards Moloch can have: the printed deck has 35 (p.3), an organiser's catalogue at most
 * 80 card rows of at most 10 copies each (`catalogueSchema`), at least one of them Outpost's.
 */
export const MAX_MOLOCH_CARDS = (80 - 1) * 10;

export const SCORES: ScoreSpec[] = [
  {
    name: 'citiesDestroyed',
    description: 'cities destroyed by the convoy',
    min: 0,
    max: CITY_COUNT,
    integer: true,
    rule: ref('p.3, p.31'),
  },
  {
    name: 'molochDeck',
    description: "cards left in Moloch's deck: with one after the last New York battle, Moloch wins",
    min: 0,
    max: MAX_MOLOCH_CARDS,
    integer: true,
    rule: ref('p.31–32'),
  },
  // Spiders take no position (p.37), so the count is bounded by Moloch's cards, not New York's positions.
  {
    name: 'robotsInNewYork',
    description: 'Moloch Robots in New York: with one after the last battle there, Moloch wins',
    min: 0,
    max: MAX_MOLOCH_CARDS,
    integer: true,
    rule: ref('p.31–32'),
  },
];

/**
 * Chess scoring and FIDE's Swiss tie-breaks only: the game is asymmetric and its scores describe
 * the board (the same numbers for both sides), so they say nothing of one player.
 */
export const SCORING: RulesetScoring = {
  scoring: { win: 1, draw: 0.5, loss: 0, bye: 1, primary: 'points', secondary: [] },
  tieBreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'head-to-head'],
};
