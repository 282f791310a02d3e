import { formatNumber } from '../../../lib/format';

/**
 * Exports saved as files: the standings and pairings as CSV, the event log as JSON Lines. The
 * text comes from the API; the browser saves it under a name the organiser recognises in their
 * downloads folder (`kraków-open-2026-standings.csv`).
 */

/**
 * An event's name as a file name: lower case, words joined by hyphens, letters of any script
 * kept (a Polish name stays readable), everything a file system or a shell may trip on dropped.
 */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}

/** `<event>-<what>.<ext>`, e.g. `kraków-open-2026-round-2-pairings.csv`. */
export function exportFileName(eventName: string, what: string, extension: string): string {
  return `${fileSlug(eventName)}-${what}.${extension}`;
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** A CSV file's field separator, as the API names it. */
export type CsvSeparator = 'comma' | 'semicolon';

/**
 * The separator a spreadsheet in the reader's locale opens a CSV file with: semicolons where the
 * decimal mark is a comma (Excel in Polish reads a comma-separated file as one column), commas
 * elsewhere. The organiser may choose the other.
 */
export function defaultSeparator(locale: string): CsvSeparator {
  return formatNumber(1.5, locale).includes(',') ? 'semicolon' : 'comma';
}
export const LOG_TYPE = 'application/x-ndjson;charset=utf-8';

/**
 * Saves text as a file: a Blob behind a link with `download`, clicked once. The link's address
 * is released after the click has handed the file to the browser.
 */
export function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
