import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';
import { createI18n } from './index';
import { NAMESPACES } from './lazy-catalogues';

describe('catalogues loaded when used', () => {
  it('know every namespace catalogues.ts lists, from the files themselves', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it('load only what the app asks for at start, then an area’s strings when it is used', async () => {
    const i18n = await createI18n('pl', ['translation']);
    expect(i18n.hasLoadedNamespace('translation')).toBe(true);
    expect(i18n.hasLoadedNamespace('rounds')).toBe(false);
    expect(i18n.t('app.skipToContent')).toBe(CATALOGUES.pl.translation.app.skipToContent);
    await i18n.loadNamespaces('rounds');
    expect(i18n.getResourceBundle('pl', 'rounds')).toEqual(CATALOGUES.pl.rounds);
    // Polish users get Polish: English is there only as the fallback i18next keeps.
    expect(i18n.getFixedT('pl', 'rounds')('print.player')).toBe(CATALOGUES.pl.rounds.print.player);
  });

  it('load every namespace by default, in either language, as catalogues.ts has them', async () => {
    for (const language of ['en', 'pl'] as const) {
      const i18n = await createI18n(language);
      for (const namespace of NAMESPACES)
        expect({ language, namespace, loaded: i18n.getResourceBundle(language, namespace) as unknown }).toEqual({
          language,
          namespace,
          loaded: CATALOGUES[language][namespace],
        });
    }
  });

  it('keep the strings of every namespace loaded when the language is switched', async () => {
    const i18n = await createI18n('en', ['translation']);
    await i18n.loadNamespaces(['public', 'player']);
    await i18n.changeLanguage('pl');
    expect(i18n.hasLoadedNamespace('public')).toBe(true);
    expect(i18n.getResourceBundle('pl', 'player')).toEqual(CATALOGUES.pl.player);
  });
});
