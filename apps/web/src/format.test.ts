import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from './i18n';
import { describeFormat, formatDateTime, formatNumber, readFormat, tieBreakName } from './format';

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

describe('tie-breaks', () => {
  it('are named from their ids, a game’s score as people call it, and an unknown one is shown as it is', () => {
    expect(tieBreakName(en.t, 'median-buchholz')).toBe('Median Buchholz');
    expect(tieBreakName(pl.t, 'median-buchholz')).toBe('Buchholz medianowy');
    expect(tieBreakName(en.t, 'score:pointValue:low')).toBe('Game score: Point value (lower is better)');
    expect(tieBreakName(pl.t, 'score:reputation')).toBe('Wynik gry: Reputacja');
    expect(tieBreakName(en.t, 'score:newScore')).toBe('Game score: newScore');
    expect(tieBreakName(en.t, 'toString')).toBe('toString');
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
