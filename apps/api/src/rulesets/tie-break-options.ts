import { parseTieBreak, SCORE_PLACEHOLDER, textsIn, type ParsedTieBreak, type TieBreakId } from '@app/competitions';
import type { LanguageEnum, TieBreakOptionType } from './ruleset.types';

/**
 * A tie-break of the registry (libs/competitions/src/standings/tie-breaks) as the API serves it,
 * its words in `language`: complete (a game score written by its name in the game), and as
 * templates with `{score}` for a client that words the game's scores itself.
 */
export function tieBreakOption(tieBreak: ParsedTieBreak, language: LanguageEnum): TieBreakOptionType {
  const words = textsIn(tieBreak, language);
  const template = textsIn(tieBreak, language, SCORE_PLACEHOLDER);
  return {
    id: tieBreak.id,
    name: words.name,
    shortName: words.shortName,
    description: words.description,
    nameTemplate: template.name,
    shortNameTemplate: template.shortName,
    descriptionTemplate: template.description,
    roundBound: tieBreak.roundBound,
    sameAs: tieBreak.sameAs,
    fewerIsBetter: tieBreak.fewerIsBetter,
    score: tieBreak.score?.name ?? null,
    margin: tieBreak.score?.margin ?? false,
  };
}

/** A competition's tie-breaks, stored by id, as the API serves them. */
export function tieBreakOptionsOf(ids: readonly TieBreakId[], language: LanguageEnum): TieBreakOptionType[] {
  return ids.map((id) => tieBreakOption(parseTieBreak(id), language));
}
