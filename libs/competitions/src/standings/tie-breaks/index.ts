/**
 * The registry: every tie-break the platform has, in the order a game's options list them.
 * Nothing else in the platform lists tie-breaks: the standings, the decisions on a competition,
 * the API and through it the web app read them from here. To add one, write its file beside
 * these (tie-break.ts says what it holds) and add it to this list (docs/standings.md, "Adding a
 * tie-break").
 */
import { buchholz } from './buchholz';
import { buchholzCut1 } from './buchholz-cut1';
import { gw } from './gw';
import { headToHead } from './head-to-head';
import { medianBuchholz } from './median-buchholz';
import { ogw } from './ogw';
import { omw } from './omw';
import { progressive } from './progressive';
import { gameScoreTieBreak } from './score';
import { sonnebornBerger } from './sonneborn-berger';
import { soos } from './soos';
import { sos } from './sos';
import type { ParsedTieBreak, TieBreak } from './tie-break';
import { wins } from './wins';

export const TIE_BREAKS: readonly TieBreak[] = [
  buchholz,
  buchholzCut1,
  medianBuchholz,
  sonnebornBerger,
  sos,
  soos,
  omw,
  gw,
  ogw,
  headToHead,
  progressive,
  wins,
  gameScoreTieBreak,
];

/** The tie-break an id names; null when no tie-break of the registry reads it. */
export function findTieBreak(id: string): ParsedTieBreak | null {
  for (const tieBreak of TIE_BREAKS) {
    const found = tieBreak.read(id);
    if (found) return found;
  }
  return null;
}

/** How every tie-break's ids are written, as a refusal lists them. */
export function tieBreakForms(): string[] {
  return TIE_BREAKS.flatMap((t) => t.forms);
}

/** Every id a competition of a game with these named scores may list, in the registry's order. */
export function offeredTieBreaks(scoreNames: readonly string[]): string[] {
  return TIE_BREAKS.flatMap((t) => t.offered(scoreNames));
}

export {
  LANGUAGES,
  SCORE_PLACEHOLDER,
  fixedTieBreak,
  perPlayer,
  textsIn,
  type Computation,
  type FixedTieBreakDefinition,
  type GroupSplit,
  type Language,
  type Localised,
  type ParsedTieBreak,
  type ScoreRead,
  type SharedValues,
  type TieBreak,
  type TieBreakTexts,
} from './tie-break';
