import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n';
import { tieBreakWords } from './tieBreaks';
import { humanise, scoreName } from './scoreNames';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

describe('score names', () => {
  it('are the words of the game’s declared score, in both languages, looked up by game and name', () => {
    expect(scoreName(en.t, 'victoryPoints', 'warzone')).toBe('Victory points');
    expect(scoreName(pl.t, 'victoryPoints', 'warzone')).toBe('Punkty zwycięstwa');
    expect(scoreName(pl.getFixedT(null, 'results'), 'reputation', 'solaris7')).toBe('Reputacja');
    expect(scoreName(en.t, 'robotsInNewYork', 'konwoj')).toBe('Robots in New York');
    // Named without the game (a tie-break id): found under whichever game declares it.
    expect(scoreName(en.t, 'infantryLeft')).toBe('Infantry left');
    expect(scoreName(pl.t, 'citiesDestroyed')).toBe('Zniszczone miasta');
  });

  it('say a margin from its score, and space out a name no game declares rather than show an identifier', () => {
    expect(scoreName(en.t, 'margin:victoryPoints', 'warzone')).toBe('Victory points margin');
    expect(scoreName(pl.t, 'margin:victoryPoints')).toBe('Przewaga: Punkty zwycięstwa');
    expect(scoreName(en.t, 'shipsSunk')).toBe('Ships sunk');
    expect(scoreName(en.t, 'toString')).toBe('To string');
    expect(humanise('units_left')).toBe('Units left');
  });

  it('leave no score id in a tie-break’s name: a margin reads in words', () => {
    // The API's templates for a margin (`TieBreakOption.nameTemplate`), the score filled in by the app.
    const margin = (nameTemplate: string, score: string) => ({
      id: `score:margin:${score}`,
      nameTemplate,
      shortNameTemplate: nameTemplate,
      score,
    });
    expect(tieBreakWords(en.t, margin('{score} margin', 'victoryPoints')).name).toBe('Victory points margin');
    expect(tieBreakWords(pl.t, margin('Przewaga: {score}', 'victoryPoints')).name).toBe('Przewaga: Punkty zwycięstwa');
    for (const i18n of [en, pl])
      for (const score of ['victoryPoints', 'pointValue', 'unitsDestroyed'])
        expect(tieBreakWords(i18n.t, margin('{score} margin', score)).name).not.toMatch(/margin:|[a-z][A-Z]/);
  });
});
