import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { apiLanguage, tieBreakOf, tieBreakWords, type TieBreakShown } from './tieBreaks';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

/** Tie-breaks as the API answers `TieBreakOption { id nameTemplate shortNameTemplate descriptionTemplate score }`, in English and Polish. */
const ANSWERS: Record<'EN' | 'PL', TieBreakShown[]> = {
  EN: [
    {
      id: 'head-to-head',
      nameTemplate: 'Direct encounter',
      shortNameTemplate: 'DE',
      descriptionTemplate: 'Among players still tied…',
      score: null,
    },
    {
      id: 'score:margin:victoryPoints',
      nameTemplate: '{score} margin',
      shortNameTemplate: '{score} margin',
      descriptionTemplate: "{score} margin: own minus the opponent's, game by game, summed; a bye adds nothing.",
      score: 'victoryPoints',
    },
    {
      id: 'score:pointValue:low',
      nameTemplate: '{score} (less is better)',
      shortNameTemplate: '{score} ↓',
      descriptionTemplate: "{score} summed over the player's games: less ranks higher.",
      score: 'pointValue',
    },
    { id: 'score:newScore', nameTemplate: '{score} (more is better)', shortNameTemplate: '{score}', score: 'newScore' },
  ],
  PL: [
    { id: 'head-to-head', nameTemplate: 'Pojedynki bezpośrednie', shortNameTemplate: 'PB', score: null },
    { id: 'score:margin:victoryPoints', nameTemplate: 'Przewaga: {score}', shortNameTemplate: 'Przewaga: {score}', score: 'victoryPoints' },
    { id: 'score:pointValue:low', nameTemplate: '{score} (mniej = lepiej)', shortNameTemplate: '{score} (mniej)', score: 'pointValue' },
  ],
};

describe('tie-breaks', () => {
  it('are asked for in the app’s language', () => {
    expect(apiLanguage('en')).toBe('EN');
    expect(apiLanguage('pl')).toBe('PL');
    // A language the app does not speak: the API's default.
    expect(apiLanguage('de')).toBe('EN');
  });

  it('are named as the API names them, a game score in the game’s words', () => {
    const words = (i18n: I18n, language: 'EN' | 'PL', id: string, rulesetId?: string) =>
      tieBreakWords(i18n.t, tieBreakOf(ANSWERS[language], id), rulesetId);
    expect(words(en, 'EN', 'head-to-head')).toMatchObject({ name: 'Direct encounter', shortName: 'DE' });
    expect(words(pl, 'PL', 'head-to-head')).toMatchObject({ name: 'Pojedynki bezpośrednie', shortName: 'PB' });
    expect(words(en, 'EN', 'score:margin:victoryPoints', 'warzone')).toEqual({
      name: 'Victory points margin',
      shortName: 'Victory points margin',
      description: "Victory points margin: own minus the opponent's, game by game, summed; a bye adds nothing.",
    });
    expect(words(pl, 'PL', 'score:margin:victoryPoints').name).toBe('Przewaga: Punkty zwycięstwa');
    expect(words(en, 'EN', 'score:pointValue:low')).toMatchObject({ name: 'Point value (less is better)', shortName: 'Point value ↓' });
    expect(words(pl, 'PL', 'score:pointValue:low').shortName).toBe('Wartość punktowa (mniej)');
    // A score no game of the app declares (a server newer than the app) is spaced out, not shown as an identifier.
    expect(words(en, 'EN', 'score:newScore').name).toBe('New score (more is better)');
    for (const [language, i18n] of [
      ['EN', en],
      ['PL', pl],
    ] as const)
      for (const answer of ANSWERS[language]) {
        const { name, shortName } = tieBreakWords(i18n.t, answer);
        expect(`${name} ${shortName}`).not.toMatch(/\{score\}|margin:|[a-z][A-Z]/);
      }
  });

  it('not among those the API sent are shown by their id', () => {
    expect(tieBreakWords(en.t, tieBreakOf(ANSWERS.EN, 'toString'))).toEqual({ name: 'toString', shortName: 'toString', description: '' });
    expect(tieBreakOf(null, 'sos').nameTemplate).toBe('sos');
  });
});
