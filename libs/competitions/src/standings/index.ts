/** Scoring, standings and tie-breaks of tournaments and leagues. */
export { StandingsError, type StandingsErrorCode } from './errors';
export { checkScoring, fitsLeague, parseTieBreak, parseTieBreaks, tieBreakCatalogue } from './catalogue';
export {
  TIE_BREAKS,
  LANGUAGES,
  SCORE_PLACEHOLDER,
  findTieBreak,
  fixedTieBreak,
  offeredTieBreaks,
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
} from './tie-breaks';
export { computeStandings, standingsHistory, type RankedRow } from './standings';
export { presetOf, type ScoringPreset } from './presets';
