/**
 * The one writer of CSV: every export (standings, pairings, the CLI's import summary, the web
 * app's downloads, which save the API's text) goes through `csvField`, so every cell follows the
 * same rules, RFC 4180's quoting and the one below against formulas.
 */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-` or `@` (or
 * their full-width forms, which some spreadsheets take for the same), also after leading
 * whitespace, or starting with a tab, carriage return or line feed (OWASP, "CSV Injection").
 * An apostrophe at the start is listed too: neutralising it as well makes the rule reversible.
 */
const FORMULA = /^(?:[\t\r\n']|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV field. A number the export computed (a score, a margin of -3) is written as the number
 * it is. Text, wherever it comes from (a player's name, a club, a header), is inert: text that
 * would start a formula gets an apostrophe in front, which spreadsheets show as text and do not
 * run, and is quoted; so does text already starting with an apostrophe, so that the text typed
 * is always the cell with one leading apostrophe dropped, if it has one. Other text is quoted
 * only when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvField(v: CsvCell): string {
  return field(v, ',');
}

/** One field between `separator`s: `csvField`'s rules, with the separator's own quoting and decimal mark. */
function field(v: CsvCell, separator: CsvSeparator): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return String(v);
  // With semicolons between fields the decimal mark is a comma, as a spreadsheet in such a locale writes and reads it.
  if (typeof v === 'number' && Number.isFinite(v)) return separator === ';' ? String(v).replace('.', ',') : String(v);
  const s = String(v);
  if (FORMULA.test(s)) return `"'${s.replace(/"/g, '""')}"`;
  return /["\r\n]/.test(s) || s.includes(separator) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The field separator: a comma (RFC 4180, the default), or a semicolon, which Excel writes and
 * expects where the decimal mark is a comma (Polish, German…): opened there, a comma-separated
 * file is one column. With semicolons, numbers are written with a decimal comma (2,5).
 */
export type CsvSeparator = ',' | ';';

/** How a CSV text is written: its separator, and whether it starts with a byte-order mark. */
export interface CsvOptions {
  separator?: CsvSeparator;
  /**
   * A UTF-8 byte-order mark (U+FEFF) first: without it Excel reads a CSV file in the machine's
   * legacy code page and garbles every Polish letter ("ĹĂłdĹş"). For files saved for a
   * spreadsheet; text read by programs usually goes without.
   */
  byteOrderMark?: boolean;
}

/** The byte-order mark a CSV text starts with when asked for (U+FEFF, written as EF BB BF in UTF-8). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Rows as CSV text: fields by `csvField`, lines ended by CRLF (RFC 4180); commas unless told, no byte-order mark unless asked. */
export const toCsv = (rows: CsvCell[][], options: CsvOptions = {}): string => {
  const separator = options.separator ?? ',';
  const text = rows.map((r) => r.map((cell) => field(cell, separator)).join(separator)).join('\r\n') + '\r\n';
  return options.byteOrderMark ? BYTE_ORDER_MARK + text : text;
};
