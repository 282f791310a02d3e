import { CATALOGUES, formatNumber, langOf, say } from './strings';

describe('the widget’s words', () => {
  it('has every string in both languages, none empty, none left in English, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en = CATALOGUES.en;
    const pl = CATALOGUES.pl;
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect({ key, en: en[key].trim().length > 0, pl: pl[key].trim().length > 0 }).toEqual({ key, en: true, pl: true });
      expect({ key, same: en[key] === pl[key] }).toEqual({ key, same: false });
      expect({ key, placeholders: placeholders(pl[key]) }).toEqual({ key, placeholders: placeholders(en[key]) });
    }
  });

  it('speaks the language asked for, else the page’s, else English', () => {
    expect(langOf('pl')).toBe('pl');
    expect(langOf('pl-PL')).toBe('pl');
    expect(langOf(null, 'PL_pl')).toBe('pl');
    expect(langOf('de', 'pl')).toBe('pl');
    expect(langOf('en', 'pl')).toBe('en');
    expect(langOf(undefined, '', 'fr-FR')).toBe('en');
  });

  it('fills in placeholders and writes numbers as the language does', () => {
    expect(say('en', 'pairingsOf', { round: 3, event: 'Big Open' })).toBe('Round 3: Big Open');
    expect(say('pl', 'standingsOf', { event: 'Toruń' })).toBe('Tabela: Toruń');
    expect(formatNumber('en', 1.5)).toBe('1.5');
    expect(formatNumber('pl', 1.5)).toBe('1,5');
    // Polish groups thousands with a (narrow) no-break space.
    expect(formatNumber('pl', 12345)).toMatch(/^12\s345$/);
  });
});
