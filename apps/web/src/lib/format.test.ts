import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n';
import { describeFormat, formatDateTime, formatLocale, formatNumber, formatter, kindAndFormat, pageLocale, readFormat } from './format';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

describe('formats', () => {
  it('read the JSON of a competition and the bare kind of a summary alike', () => {
    expect(readFormat({ kind: 'swiss', rounds: 4, topCut: null })).toEqual({ kind: 'swiss', rounds: 4, topCut: null, cycles: null });
    expect(readFormat('round_robin')).toEqual({ kind: 'round-robin', rounds: null, topCut: null, cycles: null });
    expect(readFormat({ kind: 'swiss', rounds: '4' })?.rounds).toBeNull();
    expect(readFormat(null)).toBeNull();
    expect(readFormat({ rounds: 3 })).toBeNull();
  });

  it('are described in the reader’s language, with Polish plural forms', () => {
    const swiss = (rounds: number) => readFormat({ kind: 'swiss', rounds })!;
    expect(describeFormat(en.t, swiss(1))).toBe('Swiss, 1 round');
    expect(describeFormat(en.t, swiss(4))).toBe('Swiss, 4 rounds');
    expect(describeFormat(pl.t, swiss(1))).toBe('System szwajcarski, 1 runda');
    expect(describeFormat(pl.t, swiss(4))).toBe('System szwajcarski, 4 rundy');
    expect(describeFormat(pl.t, swiss(5))).toBe('System szwajcarski, 5 rund');
    expect(describeFormat(pl.t, swiss(22))).toBe('System szwajcarski, 22 rundy');
    expect(describeFormat(en.t, readFormat({ kind: 'swiss', rounds: 5, topCut: 8 })!)).toBe('Swiss, 5 rounds, then a top 8 cut');
    expect(describeFormat(pl.t, readFormat('double_elimination')!)).toBe('Podwójna eliminacja');
    expect(describeFormat(en.t, readFormat('ladder')!)).toBe('Format: ladder');
  });
});

describe('an event’s kind and format', () => {
  it('say the kind once: a league is “League”, not “League · League”', () => {
    expect(kindAndFormat(pl.t, 'league', readFormat('league'))).toEqual(['Liga']);
    expect(kindAndFormat(en.t, 'league', readFormat({ kind: 'league' }))).toEqual(['League']);
    expect(kindAndFormat(en.t, 'league', null)).toEqual(['League']);
    expect(kindAndFormat(en.t, 'tournament', readFormat({ kind: 'swiss', rounds: 4 }))).toEqual(['Tournament', 'Swiss, 4 rounds']);
    expect(kindAndFormat(pl.t, 'tournament', readFormat('round_robin'))).toEqual(['Turniej', pl.t('competition.format.roundRobin')]);
  });
});

describe('dates and numbers', () => {
  it('follow the locale they are given', () => {
    const at = '2026-03-01T10:05:00.000Z';
    expect(formatDateTime(at, 'pl-PL')).toContain('2026');
    expect(formatDateTime(at, 'en-GB')).not.toBe(formatDateTime(at, 'pl-PL'));
    expect(formatNumber(1.5, 'pl-PL')).toBe('1,5');
    expect(formatNumber(1.5, 'en-US')).toBe('1.5');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('the locale of dates and numbers', () => {
  it('is the app’s language with the browser’s region', () => {
    expect(formatLocale('en', ['en-GB', 'pl-PL'])).toBe('en-GB');
    expect(formatLocale('pl', ['en-GB', 'pl-PL'])).toBe('pl-PL');
    // No browser locale of the app's language: the language takes the region of the first one that has one.
    expect(formatLocale('en', ['pl-PL'])).toBe('en-PL');
    expect(formatLocale('pl', ['de', 'en-GB'])).toBe('pl-GB');
    expect(formatLocale('en', ['de'])).toBe('en');
    expect(formatLocale('en', [])).toBe('en');
    expect(formatLocale('pl', ['not a tag!', 'en-US'])).toBe('pl-US');
    // Outside a browser (this test) the page's locale is English's.
    expect(pageLocale()).toBe('en');
  });
});

describe('the formatter', () => {
  // A local date and time, so the test reads the same in every time zone.
  const at = new Date(2026, 10, 28, 17, 39);
  const gb = formatter(formatLocale('en', ['en-GB']));
  const us = formatter(formatLocale('en', ['en-US']));
  const pl = formatter(formatLocale('pl', ['pl-PL']));
  const plOnEnglishBrowser = formatter(formatLocale('pl', ['en-GB']));
  const enOnPolishBrowser = formatter(formatLocale('en', ['pl-PL']));

  it('writes a date and time as the reader’s region does: 24-hour and day first in en-GB', () => {
    expect(gb.dateTime(at)).toBe('28 Nov 2026, 17:39');
    expect(us.dateTime(at)).toMatch(/^Nov 28, 2026, 5:39\sPM$/);
    expect(pl.dateTime(at)).toBe('28 lis 2026, 17:39');
    expect(plOnEnglishBrowser.dateTime(at)).toBe('28 lis 2026, 17:39');
    expect(gb.dateTime(at.toISOString())).toBe('28 Nov 2026, 17:39');
    expect(gb.dateTime('not a date')).toBe('not a date');
  });

  it('writes a date alone, a calendar date stored at midnight UTC as that day, and a week', () => {
    expect(gb.date(at)).toBe('28 Nov 2026');
    expect(us.date(at)).toBe('Nov 28, 2026');
    expect(pl.date(at)).toBe('28 lis 2026');
    expect(gb.date('2026-11-28T00:00:00.000Z', { utc: true })).toBe('28 Nov 2026');
    expect(gb.dateRange(new Date(Date.UTC(2026, 10, 23)), new Date(Date.UTC(2026, 10, 29)))).toMatch(/^23\s?–\s?29 Nov 2026$/);
    expect(pl.dateRange(new Date(Date.UTC(2026, 10, 23)), new Date(Date.UTC(2026, 10, 29)))).toMatch(/^23\s?–\s?29 lis 2026$/);
  });

  it('writes a time of day', () => {
    expect(gb.time(at)).toBe('17:39');
    expect(us.time(at)).toMatch(/^5:39\sPM$/);
    expect(pl.time(at)).toBe('17:39');
    expect(enOnPolishBrowser.time(at)).toBe('17:39');
  });

  it('writes numbers with the language’s decimal mark, never 4.33 in Polish', () => {
    expect(pl.number(4.33)).toBe('4,33');
    expect(plOnEnglishBrowser.number(4.33)).toBe('4,33');
    expect(gb.number(4.33)).toBe('4.33');
    expect(enOnPolishBrowser.number(4.33)).toBe('4,33');
    expect(gb.number(2 / 3)).toBe('0.67');
    expect(gb.number(0.0123, { maximumFractionDigits: 4 })).toBe('0.0123');
    expect(gb.number(1500)).toBe('1,500');
    expect(gb.number(1500.4, { maximumFractionDigits: 0, grouping: false })).toBe('1500');
    expect([gb.number(1, { signed: true }), gb.number(-2, { signed: true })]).toEqual(['+1', '-2']);
    expect(formatNumber(1.5, 'pl-PL')).toBe('1,5');
  });

  it('joins lists as the language does', () => {
    expect(gb.list(['A', 'B', 'C'])).toBe('A, B and C');
    expect(pl.list(['A', 'B', 'C'])).toBe('A, B i C');
    expect(gb.list(['A', 'B'], 'disjunction')).toBe('A or B');
  });
});

describe('the app’s sources', () => {
  // Every source file of the app (this folder's parent) but this module, the tests and the generated GraphQL client.
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!./format.ts', '!../**/*.test.ts', '!../gql/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('are read (the check sees the app)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain('../components/StandingsTable.tsx');
    expect(Object.keys(sources)).toContain('../features/public/EventPage.tsx');
  });

  it('write no date, time or number but through the formatter: no toFixed, toLocale* or Intl format of their own', () => {
    const direct =
      /\.toFixed\(|\.toLocale(?:String|DateString|TimeString)\(|new Intl\.(?:DateTimeFormat|NumberFormat|ListFormat|RelativeTimeFormat)\b/;
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
        // Comments may name what they do not call.
        .filter((l) => direct.test(l.text) && !/^(\/\/|\*|\/\*)/.test(l.text)),
    );
    expect(offenders).toEqual([]);
  });
});
