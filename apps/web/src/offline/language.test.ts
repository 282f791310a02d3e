import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, LANGUAGES, pickLanguage } from '../i18n';
import { OFFLINE_LANGUAGES, STORED_LANGUAGE_KEY, offlineLanguage } from './language';

describe('the offline page’s language', () => {
  it('is the app’s: the same languages, the same stored choice', () => {
    expect([...OFFLINE_LANGUAGES]).toEqual([...LANGUAGES]);
    expect(STORED_LANGUAGE_KEY).toBe(LANGUAGE_KEY);
  });

  it.each([
    [null, ['pl-PL', 'en-GB']],
    [null, ['en-US', 'pl']],
    [null, ['de-DE', 'PL']],
    [null, ['de-DE', 'fr']],
    [null, []],
    ['pl', ['en-GB']],
    ['en', ['pl-PL']],
    ['de', ['pl-PL']],
  ] as const)('picks as the app does for a stored %s and the browser’s %j', (stored, preferred) => {
    expect(offlineLanguage(stored, preferred)).toBe(pickLanguage(stored, preferred));
  });

  it('follows the browser where the reader chose nothing', () => {
    expect(offlineLanguage(null, ['pl-PL', 'en'])).toBe('pl');
    expect(offlineLanguage(null, ['en-GB', 'pl'])).toBe('en');
    expect(offlineLanguage(null, ['cs-CZ'])).toBe('en');
  });
});
