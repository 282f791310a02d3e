/**
 * A list of players pasted or uploaded by the organiser: one player a line, columns name, club,
 * e-mail. Read as spreadsheets and club secretaries write them: comma-, semicolon- (Excel in a
 * Polish locale) or tab-separated (copied from a spreadsheet), fields in double quotes, an
 * optional header row in English or Polish, blank lines, and the byte-order mark Excel puts
 * before a UTF-8 CSV. Pure: the page shows what this finds and registers only the good rows.
 */
import type { TFunction } from 'i18next';
import Papa from 'papaparse';
import { looksLikeEmail } from '../../../lib/email';

export type Delimiter = ',' | ';' | '\t';

/** What is wrong with a row: an error keeps it out of the registration; a duplicate is a warning. */
export type RowProblem =
  | { kind: 'noName' }
  | { kind: 'badQuotes' }
  | { kind: 'tooManyColumns'; count: number; expected: number }
  /** The line is split by another separator than the list's (`Anna Nowak; Hetman` in a comma-separated list). */
  | { kind: 'otherSeparator'; found: Delimiter; expected: Delimiter }
  | { kind: 'tooLong'; column: 'name' | 'club' | 'email' }
  | { kind: 'badEmail' }
  | { kind: 'emailInClub' }
  | { kind: 'duplicateEmail'; line: number }
  | { kind: 'duplicateName'; line: number }
  | { kind: 'alreadyRegistered' };

export interface ListRow {
  /** The row's line in the text as pasted, from 1 (the header, when there is one, is line 1). */
  line: number;
  name: string;
  club: string | null;
  email: string | null;
  problems: RowProblem[];
}

export interface PlayerList {
  delimiter: Delimiter;
  /** Whether the first line named the columns (and so was not a player). */
  header: boolean;
  rows: ListRow[];
}

/** The API's limit on a name or a club (docs/api.md); an e-mail address has at most 254 characters. */
export const MAX_NAME = 80;
export const MAX_EMAIL = 254;

/** Characters as the API counts them: code points, so an emoji is one, not two. */
export const characters = (text: string) => [...text].length;

const DELIMITERS: readonly Delimiter[] = ['\t', ';', ','];

/** Column headings recognised, lower-cased, in English and Polish. */
const HEADINGS: Record<'name' | 'club' | 'email', readonly string[]> = {
  name: ['name', 'player', 'player name', 'full name', 'imię i nazwisko', 'imie i nazwisko', 'nazwa', 'gracz', 'zawodnik', 'uczestnik'],
  club: ['club', 'team', 'klub', 'drużyna', 'druzyna', 'zespół', 'zespol'],
  email: ['email', 'e-mail', 'e mail', 'mail', 'email address', 'e-mail address', 'adres e-mail', 'adres email', 'adres'],
};

const ERRORS: ReadonlySet<RowProblem['kind']> = new Set([
  'noName',
  'badQuotes',
  'tooManyColumns',
  'otherSeparator',
  'tooLong',
  'badEmail',
  'emailInClub',
  'duplicateEmail',
]);

/** Whether a problem keeps the row out of the registration (a duplicate name is only a warning). */
export function isError(problem: RowProblem): boolean {
  return ERRORS.has(problem.kind);
}

export type RowState = 'ok' | 'duplicate' | 'invalid';

export function rowState(row: ListRow): RowState {
  if (row.problems.some(isError)) return 'invalid';
  return row.problems.length > 0 ? 'duplicate' : 'ok';
}

/**
 * How two names compare: case, accents' composed or decomposed form and runs of spaces aside,
 * so "Zofia  łukasiewicz" is the Zofia Łukasiewicz already on the list.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

/** How often a character occurs outside double-quoted parts of a line. */
function countOutsideQuotes(line: string, char: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === char) count += 1;
  }
  return count;
}

/**
 * The separator: the one found in the most lines (outside quotes); a tab before a semicolon
 * before a comma when they tie, since a name or a club may well hold a comma ("Kowalski, Jan")
 * but hardly a tab. A list of bare names has none, and reads as comma-separated.
 */
export function detectDelimiter(lines: readonly string[]): Delimiter {
  let best: Delimiter = ',';
  let bestLines = 0;
  for (const d of DELIMITERS) {
    const found = lines.filter((l) => countOutsideQuotes(l, d) > 0).length;
    if (found > bestLines) {
      best = d;
      bestLines = found;
    }
  }
  return best;
}

/**
 * Another separator than the list's, when a line is split by it: a line with none of the list's
 * separator that another one splits into two or more fields (`Anna Nowak; Hetman;` in a
 * comma-separated list would otherwise be one player named "Anna Nowak; Hetman;"), or a stronger
 * one beside the list's own. A comma beside the list's own separator is not one: names and clubs
 * hold commas ("Hetman, Kraków").
 */
export function otherSeparator(line: string, delimiter: Delimiter): Delimiter | null {
  const own = countOutsideQuotes(line, delimiter) > 0;
  for (const d of DELIMITERS) {
    if (d === delimiter || countOutsideQuotes(line, d) === 0) continue;
    if (own) {
      // Beside the list's own separator only a stronger one counts (a tab, then a semicolon): a
      // semicolon in a club copied from a spreadsheet as tab-separated cells is the club's.
      if (DELIMITERS.indexOf(d) < DELIMITERS.indexOf(delimiter)) return d;
      continue;
    }
    if (cellsOf(line, d).cells.filter((c) => c !== '').length >= 2) return d;
  }
  return null;
}

/** The columns a header row names, or null when the row is a player rather than headings. */
function readHeader(cells: readonly string[]): Partial<Record<'name' | 'club' | 'email', number>> | null {
  const columns: Partial<Record<'name' | 'club' | 'email', number>> = {};
  for (const [index, cell] of cells.entries()) {
    const heading = cell.trim().toLocaleLowerCase('pl');
    if (!heading) continue;
    const column = (Object.keys(HEADINGS) as Array<keyof typeof HEADINGS>).find((k) => HEADINGS[k].includes(heading));
    if (!column || columns[column] !== undefined) return null;
    columns[column] = index;
  }
  return columns.name === undefined ? null : columns;
}

/**
 * One line's cells. Each line is read on its own: a player's name, club or address never spans
 * lines (the API refuses a line break in a name), so a stray quote spoils its own row only,
 * not every row after it as it would in a whole-text CSV parse.
 */
function cellsOf(line: string, delimiter: Delimiter): { cells: string[]; badQuotes: boolean } {
  const parsed = Papa.parse<string[]>(line, { delimiter, header: false });
  const cells = parsed.data[0] ?? [];
  return { cells: cells.map((c) => c.trim()), badQuotes: parsed.errors.some((e) => e.type === 'Quotes') };
}

/**
 * Reads a list. `registered` are the names already on the event: a row with one of them is
 * flagged (two players may share a name, so it is a warning, not an error).
 */
export function parsePlayerList(text: string, registered: readonly string[] = []): PlayerList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const delimiter = detectDelimiter(lines.filter((l) => l.trim() !== '').slice(0, 20));
  // Blank lines are skipped, and so are lines of empty cells: the ";;" rows Excel writes for empty ones.
  const filled = lines
    .map((l, i) => ({ line: i + 1, other: otherSeparator(l, delimiter), ...cellsOf(l, delimiter) }))
    .filter((l) => l.badQuotes || l.cells.some((c) => c !== ''));

  let columns: Partial<Record<'name' | 'club' | 'email', number>> = { name: 0, club: 1, email: 2 };
  let header = false;
  let body = filled;
  if (filled.length > 0) {
    const named = readHeader(filled[0].cells);
    if (named) {
      columns = named;
      header = true;
      body = filled.slice(1);
    }
  }
  const width = header ? Math.max(...Object.values(columns)) + 1 : 3;

  const onEvent = new Set(registered.map(nameKey));
  const seenNames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const rows = body.map(({ line, cells, badQuotes, other }): ListRow => {
    const cell = (column: 'name' | 'club' | 'email') => {
      const index = columns[column];
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const name = cell('name');
    const club = cell('club');
    const email = cell('email');
    const problems: RowProblem[] = [];
    if (badQuotes) problems.push({ kind: 'badQuotes' });
    if (other) problems.push({ kind: 'otherSeparator', found: other, expected: delimiter });
    // Extra cells that hold something: trailing empty ones (a spreadsheet's "a;b;c;;") are harmless.
    const used = cells.reduce((n, c, i) => (c !== '' ? i + 1 : n), 0);
    if (used > width) problems.push({ kind: 'tooManyColumns', count: used, expected: width });
    if (!name) problems.push({ kind: 'noName' });
    if (characters(name) > MAX_NAME) problems.push({ kind: 'tooLong', column: 'name' });
    if (characters(club) > MAX_NAME) problems.push({ kind: 'tooLong', column: 'club' });
    if (!header && looksLikeEmail(club) && !email) problems.push({ kind: 'emailInClub' });
    if (email.length > MAX_EMAIL) problems.push({ kind: 'tooLong', column: 'email' });
    else if (email && !looksLikeEmail(email)) problems.push({ kind: 'badEmail' });

    if (email) {
      const key = email.toLowerCase();
      const first = seenEmails.get(key);
      if (first !== undefined) problems.push({ kind: 'duplicateEmail', line: first });
      else seenEmails.set(key, line);
    }
    if (name) {
      const key = nameKey(name);
      const first = seenNames.get(key);
      if (first !== undefined) problems.push({ kind: 'duplicateName', line: first });
      else seenNames.set(key, line);
      if (onEvent.has(key)) problems.push({ kind: 'alreadyRegistered' });
    }
    return { line, name, club: club || null, email: email || null, problems };
  });
  return { delimiter, header, rows };
}

/** The rows to register: the good ones, and the flagged duplicates only when the organiser says so. */
export function rowsToRegister(list: PlayerList, includeDuplicates: boolean): ListRow[] {
  return list.rows.filter((r) => {
    const state = rowState(r);
    return state === 'ok' || (includeDuplicates && state === 'duplicate');
  });
}

/** A separator in words ("semicolons (;)"), as a line's problem names the one it has and the one the list uses. */
const SEPARATOR_KEYS = {
  ',': 'list.separator.comma',
  ';': 'list.separator.semicolon',
  '\t': 'list.separator.tab',
} as const satisfies Record<Delimiter, string>;

/** A row's problem in the reader's language, as the preview lists it after the row's line. */
export function describeProblem(t: TFunction<'setup'>, p: RowProblem): string {
  switch (p.kind) {
    case 'tooManyColumns':
      return t('list.problem.tooManyColumns', { columns: p.count, expected: p.expected });
    case 'otherSeparator':
      return t('list.problem.otherSeparator', { found: t(SEPARATOR_KEYS[p.found]), expected: t(SEPARATOR_KEYS[p.expected]) });
    case 'tooLong':
      return t(`list.problem.tooLong.${p.column}`);
    case 'duplicateEmail':
    case 'duplicateName':
      return t(`list.problem.${p.kind}`, { line: p.line });
    default:
      return t(`list.problem.${p.kind}`);
  }
}
