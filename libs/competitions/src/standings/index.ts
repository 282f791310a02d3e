/** Scoring, standings and tie-breaks of tournaments and leagues. */
export { StandingsError, type StandingsErrorCode } from './errors';
export {
  checkScoring,
  parseTieBreak,
  tieBreakCatalogue,
  FIXED_TIE_BREAKS,
  type TieBreakInfo,
  type ParsedTieBreak,
  type FixedTieBreak,
} from './catalogue';
export { computeStandings, standingsHistory, type RankedRow } from './standings';
export { presetOf, type ScoringPreset } from './presets';
