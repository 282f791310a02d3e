import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './catalogues';
import { lazyCatalogues, NAMESPACES } from './lazy-catalogues';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself: a reader looks for the one they read, not its name in the current language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', pl: 'Polski' };

/** Where the reader's choice of language is kept in the browser. */
export const LANGUAGE_KEY = 'tabletop.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show: the one the reader chose before, else the first of the browser's
 * preferred languages the app speaks (`pl-PL` counts as `pl`), else English.
 */
export function pickLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The browser's local storage, or undefined where reading it is refused (storage switched off). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice, or null; storage can be switched off or full, and the app works without it. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered: the switch still applies to this visit.
  }
}

/**
 * A translation instance of its own (not i18next's global one), so tests can hold one per language,
 * with `namespaces` loaded before it answers: every one by default (tests translate anything at
 * once); the app asks for `translation` alone, and each area's strings come when a page uses them.
 */
export async function createI18n(language: Language, namespaces: readonly Namespace[] = NAMESPACES): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      // One catalogue per language and area (catalogues.ts), each loaded when first used (lazy-catalogues.ts); English is the one the keys are typed from.
      ns: [...namespaces],
      defaultNS: 'translation',
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      // React escapes what it renders; escaping here too would show entities in names.
      interpolation: { escapeValue: false },
    });
  return instance;
}
