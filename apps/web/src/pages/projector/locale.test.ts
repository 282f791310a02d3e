import { describe, expect, it } from 'vitest';
import { displayLocale } from './locale';

describe('the locale of times and numbers', () => {
  it('is the browser’s where it speaks the page’s language, else the page’s language', () => {
    expect(displayLocale('en', ['en-GB', 'pl-PL'])).toBe('en-GB');
    expect(displayLocale('pl', ['en-GB', 'pl-PL'])).toBe('pl-PL');
    expect(displayLocale('pl', ['en-US'])).toBe('pl');
    expect(displayLocale('en', [])).toBe('en');
  });

  it('writes a time of day by it', () => {
    const at = new Date(Date.UTC(2026, 10, 28, 15, 20));
    const time = (locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(at);
    expect(time(displayLocale('en', ['en-GB']))).toBe('15:20');
    expect(time(displayLocale('pl', ['en-GB']))).toBe('15:20');
    expect(time(displayLocale('en', ['en-US']))).toMatch(/^3:20\sPM$/);
  });
});
