/**
 * The offline page's choice of language: the same as the app's (i18n/index.ts `pickLanguage`,
 * `storedLanguage`, `LANGUAGE_KEY`; language.test.ts holds them equal), written again here so the
 * page's script carries none of i18next and the catalogues.
 */
export const OFFLINE_LANGUAGES = ['en', 'pl'] as const;
export type OfflineLanguage = (typeof OFFLINE_LANGUAGES)[number];

/** Where the app keeps the reader's choice of language. */
export const STORED_LANGUAGE_KEY = 'tabletop.language';

const isOfflineLanguage = (value: unknown): value is OfflineLanguage =>
  typeof value === 'string' && (OFFLINE_LANGUAGES as readonly string[]).includes(value);

/** The reader's earlier choice, else the browser's first language the app speaks (`pl-PL` is `pl`), else English. */
export function offlineLanguage(stored: string | null, preferred: readonly string[]): OfflineLanguage {
  if (isOfflineLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isOfflineLanguage(base)) return base;
  }
  return 'en';
}

/** The stored choice, or null where storage is switched off. */
export function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}
