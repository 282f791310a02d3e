import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { describeTieBreak, humanise, scoreLabel } from './tieBreakHelp';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

describe('tie-break explanations', () => {
  it('name and explain a tie-break as the API words it, in the language it was asked in', () => {
    // `TieBreakOption` as the API answers it in English (language: EN).
    const buchholz = {
      id: 'buchholz',
      nameTemplate: 'Buchholz',
      shortNameTemplate: 'Buch',
      descriptionTemplate:
        "The sum of the points of every opponent met: a harder schedule ranks higher. A round not played counts a stand-in's points (FIDE C.07 art. 8.1, 16.4); an opponent's rounds after withdrawing count as draws (art. 16.3).",
      score: null,
    };
    const inEnglish = describeTieBreak(en.getFixedT('en', 'results'), buchholz);
    expect(inEnglish).toMatchObject({ name: 'Buchholz', shortName: 'Buch' });
    expect(inEnglish.text).toMatch(/sum of the points of every opponent/);
    // In Polish (language: PL), the game's score in its Polish words.
    const pointValue = {
      id: 'score:pointValue:low',
      nameTemplate: '{score} (mniej = lepiej)',
      shortNameTemplate: '{score} (mniej)',
      descriptionTemplate: '{score} zsumowane ze wszystkich partii gracza: mniej oznacza wyższe miejsce.',
      score: 'pointValue',
    };
    const inPolish = describeTieBreak(pl.getFixedT('pl', 'results'), pointValue, 'solaris7');
    expect(inPolish.name).toBe('Wartość punktowa (mniej = lepiej)');
    expect(inPolish.shortName).toBe('Wartość punktowa (mniej)');
    expect(inPolish.text).toBe('Wartość punktowa zsumowane ze wszystkich partii gracza: mniej oznacza wyższe miejsce.');
  });

  it('give a score the app does not know a readable name', () => {
    expect(scoreLabel(en.getFixedT('en', 'results'), 'reputation')).toBe('Reputation');
    expect(humanise('shipsSunk')).toBe('Ships sunk');
    expect(humanise('units_left')).toBe('Units left');
  });
});
