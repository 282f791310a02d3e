import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What the app reads of a competition's `format` (a JSON field): its kind and the numbers that describe it. */
export interface FormatView {
  kind: string;
  rounds: number | null;
  topCut: number | null;
  cycles: number | null;
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * A format as the API sends it: a competition's `format` object, or a summary's bare kind. The
 * kind is spelt `round-robin` in the log and `round_robin` in the GraphQL enum: both read alike.
 * Anything else (a server newer than the app) is null, shown as no format rather than breaking the page.
 */
export function readFormat(value: unknown): FormatView | null {
  if (typeof value === 'string') return value ? { kind: value.replace(/_/g, '-'), rounds: null, topCut: null, cycles: null } : null;
  if (!value || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  if (typeof f.kind !== 'string' || !f.kind) return null;
  return { kind: f.kind.replace(/_/g, '-'), rounds: count(f.rounds), topCut: count(f.topCut), cycles: count(f.cycles) };
}

/** A format in the reader's language: "Swiss, 4 rounds, then a top 8 cut". */
export function describeFormat(t: TFunction, format: FormatView): string {
  switch (format.kind) {
    case 'swiss': {
      const swiss = format.rounds ? t('competition.format.swissRounds', { count: format.rounds }) : t('competition.format.swiss');
      return format.topCut ? t('competition.format.topCut', { format: swiss, count: format.topCut }) : swiss;
    }
    case 'round-robin':
      return format.cycles ? t('competition.format.roundRobinCycles', { count: format.cycles }) : t('competition.format.roundRobin');
    case 'single-elimination':
      return t('competition.format.singleElimination');
    case 'double-elimination':
      return t('competition.format.doubleElimination');
    case 'league':
      return t('competition.format.league');
    default:
      return t('competition.format.other', { kind: format.kind });
  }
}

/**
 * An event's kind and format as a list says them, the kind once: "Tournament", "Swiss, 4 rounds";
 * a league's format is the league itself, so "League" alone, not "League · League".
 */
export function kindAndFormat(t: TFunction, kind: string, format: FormatView | null): string[] {
  const kindWords = kind === 'league' ? t('competition.kind.league') : t('competition.kind.tournament');
  const formatWords = format ? describeFormat(t, format) : null;
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
  return formatWords && !same(formatWords, kindWords) ? [kindWords, formatWords] : [kindWords];
}

/**
 * The locale dates, times and numbers are written in: the app's language with the reader's own
 * conventions. A browser locale of the app's language is taken whole (an English page on an
 * en-GB browser writes 17:39 and 28 Nov 2026); otherwise the language takes the region of the
 * browser's first locale that has one (an English page on a pl-PL browser writes en-PL: 17:39,
 * 4,33), and with no region at all the language alone. So a Polish page never writes 4.33.
 */
export function formatLocale(language: string, preferred: readonly string[]): string {
  const base = language.toLowerCase().split('-')[0];
  const own = preferred.find((tag) => tag.toLowerCase().split('-')[0] === base);
  if (own) return own;
  for (const tag of preferred) {
    const region = regionOf(tag);
    if (region) {
      const tagged = `${base}-${region}`;
      if (Intl.DateTimeFormat.supportedLocalesOf([tagged]).length > 0) return tagged;
    }
  }
  return base || 'en';
}

function regionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).region ?? null;
  } catch {
    // A tag the browser reports that Intl does not read (it happens with custom settings): no region from it.
    return null;
  }
}

/** The browser's preferred locales, or none outside a browser (tests, the server). */
export function browserLocales(): readonly string[] {
  return typeof navigator !== 'undefined' && navigator.languages ? navigator.languages : [];
}

/** The locale for the app's language in this browser (`formatLocale` with the browser's locales). */
export function localeFor(language: string): string {
  return formatLocale(language, browserLocales());
}

export interface NumberOptions {
  /** Digits after the decimal mark, at most (2 unless said: a half point is 1.5, Buchholz 12.25). */
  maximumFractionDigits?: number;
  /** A sign before positive numbers too (+1, −2), as strength tokens and point changes are written. */
  signed?: boolean;
  /** Thousands grouping (1,500); off for ratings and years, which read as one figure. */
  grouping?: boolean;
}

/**
 * The app's one writer of dates, times and numbers, for one locale (`formatLocale`). Every page
 * writes through it: no component calls toFixed, toLocale* or Intl's formats itself
 * (format.test.ts checks the sources).
 */
export interface Formatter {
  readonly locale: string;
  /** "28 Nov 2026, 17:39" (en-GB), "Nov 28, 2026, 5:39 PM" (en-US), "28 lis 2026, 17:39" (pl). */
  dateTime(at: string | Date): string;
  /** "28 Nov 2026". `utc`: a calendar date stored at midnight UTC, shown as that day wherever the reader is. */
  date(at: string | Date, options?: { utc?: boolean }): string;
  /** "17:39" or "5:39 PM". */
  time(at: string | Date): string;
  /** "23–29 Nov 2026": two calendar days (midnight UTC), as a week of a season is written. */
  dateRange(from: Date, to: Date): string;
  /** "4.33" or "4,33"; see NumberOptions. */
  number(value: number, options?: NumberOptions): string;
  /** "A, B and C" or "A, B i C"; `disjunction`: "A, B or C". */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
}

const asDate = (at: string | Date): Date | null => {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
};

const formatters = new Map<string, Formatter>();

/** The formatter of a locale, made once (Intl's formats are costly to build) and shared. */
export function formatter(locale: string): Formatter {
  const known = formatters.get(locale);
  if (known) return known;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const utcDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const numbers = new Map<string, Intl.NumberFormat>();
  const lists = new Map<string, Intl.ListFormat>();
  // An invalid date is shown as it came (a server newer than the app), not as "Invalid Date".
  const when = (at: string | Date, format: Intl.DateTimeFormat) => {
    const d = asDate(at);
    return d ? format.format(d) : String(at);
  };
  const made: Formatter = {
    locale,
    dateTime: (at) => when(at, dateTime),
    date: (at, options) => when(at, options?.utc ? utcDate : date),
    time: (at) => when(at, time),
    dateRange: (from, to) => utcDate.formatRange(from, to),
    number: (value, options = {}) => {
      const digits = options.maximumFractionDigits ?? 2;
      const key = `${digits}/${options.signed ? 1 : 0}/${options.grouping === false ? 0 : 1}`;
      let format = numbers.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          maximumFractionDigits: digits,
          signDisplay: options.signed ? 'always' : 'auto',
          useGrouping: options.grouping !== false,
        });
        numbers.set(key, format);
      }
      return format.format(value);
    },
    list: (items, type = 'conjunction') => {
      let format = lists.get(type);
      if (!format) {
        format = new Intl.ListFormat(locale, { type });
        lists.set(type, format);
      }
      return format.format(items);
    },
  };
  formatters.set(locale, made);
  return made;
}

/** The formatter of the app's language in this browser, for a page: it follows a switch of language. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatter(localeFor(i18n.language));
}

/**
 * The locale of the page as it is shown: the app's language (main.tsx keeps it on the document's
 * `lang`, following every switch) with the browser's region. For code that holds no hook.
 */
export function pageLocale(): string {
  const language = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return localeFor(language || 'en');
}

/** A date and time in a locale (`formatter(locale).dateTime`); the page's (`pageLocale`) when none is given. */
export function formatDateTime(iso: string, locale: string = pageLocale()): string {
  return formatter(locale).dateTime(iso);
}

/** Points and tie-break values in a locale, the page's when none is given: a half point is "1.5" or "1,5" as the reader writes it. */
export function formatNumber(value: number, locale: string = pageLocale(), options?: NumberOptions): string {
  return formatter(locale).number(value, options);
}
