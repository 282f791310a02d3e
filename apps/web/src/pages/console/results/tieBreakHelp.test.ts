import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { describeTieBreak, humanise, scoreLabel, tieBreakHelp } from './tieBreakHelp';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

describe('tie-break explanations', () => {
  it('know every tie-break the API has, and game scores most or fewest first, and margins', () => {
    for (const id of [
      'buchholz',
      'buchholz-cut1',
      'median-buchholz',
      'sonneborn-berger',
      'sos',
      'soos',
      'omw',
      'gw',
      'ogw',
      'head-to-head',
      'progressive',
      'wins',
    ])
      expect(tieBreakHelp(id).kind).toBe('fixed');
    expect(tieBreakHelp('score:pointValue:low')).toEqual({ kind: 'score', name: 'pointValue', low: true, margin: false });
    expect(tieBreakHelp('score:margin:victoryPoints')).toEqual({ kind: 'score', name: 'victoryPoints', low: false, margin: true });
    expect(tieBreakHelp('coin-toss').kind).toBe('unknown');
  });

  it('name the tie-break from the common catalogue and explain it in the reader’s language', () => {
    const inEnglish = describeTieBreak(en.getFixedT('en'), en.getFixedT('en', 'results'), 'buchholz');
    expect(inEnglish.name).toBe('Buchholz');
    expect(inEnglish.text).toMatch(/sum of the points of every opponent/);
    const inPolish = describeTieBreak(pl.getFixedT('pl'), pl.getFixedT('pl', 'results'), 'score:pointValue:low');
    expect(inPolish.name).toBe('Wynik gry: Wartość punktowa (mniej znaczy lepiej)');
    expect(inPolish.text).toBe('Wartość punktowa zsumowane ze wszystkich partii gracza: mniej oznacza wyższe miejsce.');
    expect(describeTieBreak(en.getFixedT('en'), en.getFixedT('en', 'results'), 'score:margin:victoryPoints').text).toMatch(
      /Victory points margin/,
    );
  });

  it('give a score the app does not know a readable name', () => {
    expect(scoreLabel(en.getFixedT('en', 'results'), 'reputation')).toBe('Reputation');
    expect(humanise('shipsSunk')).toBe('Ships sunk');
    expect(humanise('units_left')).toBe('Units left');
  });
});
