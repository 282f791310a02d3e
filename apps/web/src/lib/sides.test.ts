import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n';
import { sideLabel } from './sides';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

describe('a side’s name', () => {
  it('is the game’s word for it, never its id', () => {
    expect(sideLabel('konwoj', 'moloch', en.t)).toBe('Moloch');
    expect(sideLabel('konwoj', 'outpost', en.t)).not.toBe('outpost');
    expect(sideLabel('konwoj', 'outpost', en.t)).toBe(en.t('konwoj:side.outpost'));
    expect(sideLabel('konwoj', 'outpost', pl.t)).toBe(pl.t('konwoj:side.outpost'));
    expect(sideLabel('vigilant-peace', 'B', pl.t)).toBe('Strona B');
  });

  it('is "Side A" for a game whose board does not name its sides', () => {
    expect(sideLabel('warzone', 'A', en.t)).toBe('Side A');
    expect(sideLabel('solaris7', 'C', pl.t)).toBe('Strona C');
    expect(sideLabel('a-game-this-app-does-not-know', 'north', en.t)).toBe('Side north');
  });
});
