import type { TFunction } from 'i18next';

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

const FIXED_TIE_BREAKS = {
  buchholz: 'tieBreak.buchholz',
  'buchholz-cut1': 'tieBreak.buchholzCut1',
  'median-buchholz': 'tieBreak.medianBuchholz',
  'sonneborn-berger': 'tieBreak.sonnebornBerger',
  sos: 'tieBreak.sos',
  soos: 'tieBreak.soos',
  omw: 'tieBreak.omw',
  gw: 'tieBreak.gw',
  ogw: 'tieBreak.ogw',
  'head-to-head': 'tieBreak.headToHead',
  progressive: 'tieBreak.progressive',
  wins: 'tieBreak.wins',
} as const;

/** A tie-break's name from its id (`median-buchholz`, `score:reputation`, `score:pointValue:low`); an unknown id as it is. */
export function tieBreakName(t: TFunction, id: string): string {
  if (Object.hasOwn(FIXED_TIE_BREAKS, id)) return t(FIXED_TIE_BREAKS[id as keyof typeof FIXED_TIE_BREAKS]);
  const score = /^score:(.+?)(:low)?$/.exec(id);
  if (!score) return id;
  // A score as people call it (the public catalogue's `score.*`: "Point value", not `pointValue`); an unknown one as the game names it.
  const name = t(`score.${score[1]}` as never, { ns: 'public', defaultValue: score[1] }) as string;
  return score[2] ? t('tieBreak.scoreLow', { name }) : t('tieBreak.score', { name });
}

/** A date and time in the browser's locale (not the app's language: the reader's own conventions). */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Points and tie-break values in the browser's locale: a half point is "1.5" or "1,5" as the reader writes it. */
export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
