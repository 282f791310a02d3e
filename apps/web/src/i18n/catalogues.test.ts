import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

/** Each language's strings as one tree: `console.players.title` is the console catalogue's `players.title`. */
const catalogues = {
  en: { ...CATALOGUES.en.translation, ...withoutTranslation(CATALOGUES.en) },
  pl: { ...CATALOGUES.pl.translation, ...withoutTranslation(CATALOGUES.pl) },
};
type Language = keyof typeof catalogues;
const { en, pl } = catalogues;

function withoutTranslation<T extends { translation: object }>(areas: T): Omit<T, 'translation'> {
  const { translation: _common, ...rest } = areas;
  return rest;
}

/**
 * Strings that read the same in English and Polish because they are names or symbols, kept as
 * they are in both: the app's name, a tool's name, the rank sign.
 */
const SAME_IN_BOTH = new Set(['app.name', 'nav.graphiql', 'standings.rankShort']);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every string of a catalogue by its dotted key. */
function strings(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of strings(value as object, `${path}.`)) out.set(k, v);
    else throw new Error(`${path} is neither a string nor a group of strings`);
  }
  return out;
}

/** Keys without their plural suffix: `home.players_one` and `home.players_few` are both `home.players`. */
const baseKeys = (language: Language) => new Set([...strings(catalogues[language]).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('have the same keys in English and Polish (plural forms aside)', () => {
    const english = baseKeys('en');
    const polish = baseKeys('pl');
    expect([...english].filter((k) => !polish.has(k))).toEqual([]);
    expect([...polish].filter((k) => !english.has(k))).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Language[])('have exactly the plural forms %s needs', (language) => {
    const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const key of strings(catalogues[language]).keys()) {
      const suffix = PLURAL_SUFFIX.exec(key)?.[1];
      if (suffix) forms.set(key.replace(PLURAL_SUFFIX, ''), [...(forms.get(key.replace(PLURAL_SUFFIX, '')) ?? []), suffix]);
    }
    expect(forms.size).toBeGreaterThan(0);
    for (const [key, found] of forms) expect({ key, forms: found.sort() }).toEqual({ key, forms: needed });
    // Polish counts 1, 2–4 and 5+ differently: a catalogue with English's two forms would read wrong.
    if (language === 'pl') expect(needed).toEqual(['few', 'many', 'one', 'other']);
  });

  it('translate every string, but for the names and symbols listed in this test', () => {
    const english = strings(en);
    const polish = strings(pl);
    const same = [...polish].filter(([key, text]) => english.get(key) === text).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('use the same placeholders in both languages', () => {
    const english = strings(en);
    for (const [key, text] of strings(pl)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const counterpart = english.get(key) ?? english.get(`${base}_other`);
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(counterpart ?? '') });
    }
  });

  it('write Polish with its letters, not their ASCII look-alikes', () => {
    const text = [...strings(pl).values()].join(' ');
    for (const letter of ['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ż'])
      expect({ letter, found: text.includes(letter) }).toEqual({ letter, found: true });
    // Words a keyboard without Polish letters would leave behind.
    for (const ascii of ['Jezyk', 'Sprobuj', 'Wroc', 'Przejdz', 'sie ']) expect(text).not.toContain(ascii);
  });
});
