/**
 * Default scoring of a competition: what an organiser starts from, every value editable. The
 * game's ruleset declares its preset (`Ruleset.scoring`) and its named scores (`Ruleset.scores`,
 * those its `outcome().sides[].scores` carries), which are the names `checkScoring` accepts; this
 * file knows no game. Reasons for each game's choices are in docs/standings.md.
 */
import type { Ruleset } from '@app/rules';
import type { ScoringConfig, TieBreakId } from '../types';

export interface ScoringPreset {
  scoring: ScoringConfig;
  tieBreaks: TieBreakId[];
  scoreNames: string[];
}

/**
 * A game that declares no preset: 3 for a win, 1 for a draw, a bye worth a win (the usual
 * tabletop Swiss) and FIDE's recommended Swiss tie-breaks.
 */
const DEFAULT: Omit<ScoringPreset, 'scoreNames'> = {
  scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] },
  tieBreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'head-to-head'],
};

/**
 * A fresh copy (the organiser edits it) of a game's preset, from what its ruleset declares: its
 * `scoring` (else the default) and the names of its `scores` (else none). `game` undefined: a game
 * the competition does not know.
 */
export function presetOf(game: Pick<Ruleset, 'scores' | 'scoring'> | undefined): ScoringPreset {
  const p = game?.scoring ?? DEFAULT;
  return {
    scoring: { ...p.scoring, secondary: [...p.scoring.secondary] },
    tieBreaks: [...p.tieBreaks],
    scoreNames: (game?.scores ?? []).map((s) => s.name),
  };
}
