import type { Namespace, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import type { Language as ApiLanguage } from '../gql/graphql';
import { isLanguage, type Language } from '../i18n';
import { scoreName } from './scoreNames';

/**
 * Tie-breaks as the pages show them. What a tie-break is called, how a narrow column shortens
 * it, what it means and whether a league takes it are the server's: its tie-break registry,
 * served as `TieBreakOption` in the language asked for (`Ruleset.tieBreakOptions`,
 * `Competition.tieBreakDetails`). The app keeps no list of tie-breaks; it only words the game
 * score a tie-break on a score reads, from its catalogue of the games' scores, where the API's
 * templates say `{score}`.
 */
export const TieBreakWordsFields = graphql(`
  fragment TieBreakWords on TieBreakOption {
    id
    nameTemplate
    shortNameTemplate
    score
  }
`);

/** What the pages read of a tie-break the API sent: its words with `{score}` for the game score, and that score. */
export interface TieBreakShown {
  id: string;
  nameTemplate: string;
  shortNameTemplate: string;
  /** Asked for where the page explains the tie-break (the console's column help). */
  descriptionTemplate?: string;
  score?: string | null;
}

export interface TieBreakWords {
  name: string;
  shortName: string;
  description: string;
}

const API_LANGUAGE: Readonly<Record<Language, ApiLanguage>> = { en: 'EN', pl: 'PL' };

/** The API's name for one of the app's languages (anything else: English, the API's default). */
export function apiLanguage(language: string): ApiLanguage {
  return isLanguage(language) ? API_LANGUAGE[language] : 'EN';
}

/** The language a page asks the API for its words in: the app's, following a switch. */
export function useApiLanguage(): ApiLanguage {
  const { i18n } = useTranslation();
  return apiLanguage(i18n.resolvedLanguage ?? i18n.language);
}

const PLACEHOLDER = '{score}';

/**
 * A tie-break's words with its game score named as people call it ("Reputation", not
 * `reputation`): the game's declared scores in the common catalogue, looked up under `rulesetId`
 * first when the page knows the game.
 */
export function tieBreakWords<N extends Namespace>(t: TFunction<N>, tieBreak: TieBreakShown, rulesetId?: string | null): TieBreakWords {
  const score = tieBreak.score ? scoreName(t, tieBreak.score, rulesetId) : '';
  const fill = (template: string) => template.split(PLACEHOLDER).join(score);
  return {
    name: fill(tieBreak.nameTemplate),
    shortName: fill(tieBreak.shortNameTemplate),
    description: fill(tieBreak.descriptionTemplate ?? ''),
  };
}

/**
 * The tie-break `id` among those the API sent with the page. One it did not send (a table and a
 * competition read at different moments) is shown by its id until the next answer.
 */
export function tieBreakOf<T extends TieBreakShown>(sent: readonly T[] | null | undefined, id: string): T | TieBreakShown {
  return sent?.find((t) => t.id === id) ?? { id, nameTemplate: id, shortNameTemplate: id, descriptionTemplate: '', score: null };
}
