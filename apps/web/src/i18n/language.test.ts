import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, pickLanguage, rememberLanguage, storedLanguage } from '.';

describe('the language shown', () => {
  it('is the reader’s earlier choice, else the browser’s first language the app speaks, else English', () => {
    expect(pickLanguage('pl', ['en-GB'])).toBe('pl');
    expect(pickLanguage(null, ['de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(pickLanguage('klingon', ['en-US'])).toBe('en');
    expect(pickLanguage(null, ['fr'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });

  it('is remembered where storage works, and storage that fails is no error', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    rememberLanguage(storage, 'pl');
    expect(kept.get(LANGUAGE_KEY)).toBe('pl');
    expect(storedLanguage(storage)).toBe('pl');
    const broken = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(storedLanguage(broken)).toBeNull();
    expect(() => rememberLanguage(broken, 'en')).not.toThrow();
    expect(storedLanguage(undefined)).toBeNull();
  });
});
