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
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return String(v);
  const s = String(v);
  if (FORMULA.test(s)) return `"'${s.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text: fields by `csvField`, lines ended by CRLF (RFC 4180). */
export const toCsv = (rows: CsvCell[][]): string => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
