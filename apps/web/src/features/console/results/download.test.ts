import { describe, expect, it } from 'vitest';
import { defaultSeparator, exportFileName, fileSlug } from './download';

describe('export file names', () => {
  it('keep an event’s name readable, Polish letters and all, and drop what a file system trips on', () => {
    expect(fileSlug('Kraków Open 2026')).toBe('kraków-open-2026');
    expect(fileSlug('  Łódź / Warsaw: "Finals"  ')).toBe('łódź-warsaw-finals');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('***')).toBe('event');
    expect(fileSlug('x'.repeat(100))).toHaveLength(60);
  });

  it('name the event, then what the file holds', () => {
    expect(exportFileName('Kraków Open 2026', 'standings', 'csv')).toBe('kraków-open-2026-standings.csv');
    expect(exportFileName('Kraków Open 2026', 'round-2-pairings', 'csv')).toBe('kraków-open-2026-round-2-pairings.csv');
  });
});

describe('the CSV separator offered first', () => {
  it('is a semicolon where the decimal mark is a comma, as Excel there expects, else a comma', () => {
    expect(defaultSeparator('pl-PL')).toBe('semicolon');
    expect(defaultSeparator('en-PL')).toBe('semicolon');
    expect(defaultSeparator('de-DE')).toBe('semicolon');
    expect(defaultSeparator('en-GB')).toBe('comma');
    expect(defaultSeparator('en-US')).toBe('comma');
  });
});
