import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../../i18n';
import { describeProblem, detectDelimiter, nameKey, otherSeparator, parsePlayerList, rowState, rowsToRegister } from './playerList';

const players = (text: string, registered: string[] = []) =>
  parsePlayerList(text, registered).rows.map(({ line, name, club, email }) => ({ line, name, club, email }));

describe('parsePlayerList', () => {
  it('reads name, club and e-mail by position when there is no header', () => {
    expect(players('Anna Nowak,KS Hetman,anna@example.org\nJan Kowalski\nEwa Żak,Gryf')).toEqual([
      { line: 1, name: 'Anna Nowak', club: 'KS Hetman', email: 'anna@example.org' },
      { line: 2, name: 'Jan Kowalski', club: null, email: null },
      { line: 3, name: 'Ewa Żak', club: 'Gryf', email: null },
    ]);
  });

  it('detects a header row in English or Polish, in any column order', () => {
    const english = parsePlayerList('Name,Club,E-mail\nAnna Nowak,Hetman,anna@example.org');
    expect(english.header).toBe(true);
    expect(english.rows).toHaveLength(1);
    expect(english.rows[0]).toMatchObject({ line: 2, name: 'Anna Nowak', club: 'Hetman', email: 'anna@example.org' });

    const polish = parsePlayerList('Adres e-mail;Imię i nazwisko;Klub\nzofia@example.org;Zofia Łukasiewicz;Gryf');
    expect(polish.header).toBe(true);
    expect(polish.rows[0]).toMatchObject({ name: 'Zofia Łukasiewicz', club: 'Gryf', email: 'zofia@example.org' });
  });

  it('takes a first row of names as a player, not a header', () => {
    const list = parsePlayerList('Anna Nowak,Hetman\nJan Kowalski,Gryf');
    expect(list.header).toBe(false);
    expect(list.rows.map((r) => r.name)).toEqual(['Anna Nowak', 'Jan Kowalski']);
  });

  it('reads semicolons (Excel in a Polish locale), tabs (copied from a spreadsheet) and commas', () => {
    expect(players('Anna Nowak;Hetman, Kraków;anna@example.org')).toEqual([
      { line: 1, name: 'Anna Nowak', club: 'Hetman, Kraków', email: 'anna@example.org' },
    ]);
    expect(players('Anna Nowak\tHetman\tanna@example.org\nJan Kowalski\t\t')).toEqual([
      { line: 1, name: 'Anna Nowak', club: 'Hetman', email: 'anna@example.org' },
      { line: 2, name: 'Jan Kowalski', club: null, email: null },
    ]);
    expect(detectDelimiter(['a,b,c', 'd,e', 'f;g'])).toBe(',');
    expect(detectDelimiter(['a;b,c', 'd;e'])).toBe(';');
    expect(detectDelimiter(['just a name'])).toBe(',');
  });

  it('reads quoted fields, with the separator and doubled quotes inside', () => {
    expect(players('"Kowalski, Jan","Klub ""Hetman""",jan@example.org')).toEqual([
      { line: 1, name: 'Kowalski, Jan', club: 'Klub "Hetman"', email: 'jan@example.org' },
    ]);
    // A comma inside quotes does not make a comma file out of a semicolon one.
    expect(detectDelimiter(['"Kowalski, Jan";Hetman'])).toBe(';');
  });

  it("skips blank lines and Excel's empty rows, keeps line numbers as pasted, and drops the byte-order mark", () => {
    const list = parsePlayerList('\uFEFFName;Club\r\n\r\nAnna Nowak;Hetman\r\n;;\r\n   \r\nJan Kowalski;\r\n');
    expect(list.header).toBe(true);
    expect(list.rows.map(({ line, name }) => ({ line, name }))).toEqual([
      { line: 3, name: 'Anna Nowak' },
      { line: 6, name: 'Jan Kowalski' },
    ]);
  });

  it('keeps Polish letters and trims the spaces around each field', () => {
    expect(players('  Grzegorz Brzęczyszczykiewicz  ,  Łódź Wargaming  ')).toEqual([
      { line: 1, name: 'Grzegorz Brzęczyszczykiewicz', club: 'Łódź Wargaming', email: null },
    ]);
  });

  it('reports bad rows with their line numbers, and the good rows are still read', () => {
    const list = parsePlayerList(
      [
        'Anna Nowak,Hetman,anna@example.org',
        ',Gryf,nobody@example.org',
        'Jan Kowalski,Gryf,not-an-address',
        '"Ewa Żak,Gryf',
        'Piotr Zieliński,Gryf,piotr@example.org,extra',
        'Ola Nowak,ola@example.org',
        `${'x'.repeat(81)},Gryf`,
        'Adam Mazur,Gryf,,,',
      ].join('\n'),
    );
    const problems = list.rows.map((r) => ({ line: r.line, state: rowState(r), kinds: r.problems.map((p) => p.kind) }));
    expect(problems).toEqual([
      { line: 1, state: 'ok', kinds: [] },
      { line: 2, state: 'invalid', kinds: ['noName'] },
      { line: 3, state: 'invalid', kinds: ['badEmail'] },
      { line: 4, state: 'invalid', kinds: ['badQuotes'] },
      { line: 5, state: 'invalid', kinds: ['tooManyColumns'] },
      { line: 6, state: 'invalid', kinds: ['emailInClub'] },
      { line: 7, state: 'invalid', kinds: ['tooLong'] },
      // Empty trailing cells are how spreadsheets pad a row: not extra columns.
      { line: 8, state: 'ok', kinds: [] },
    ]);
    expect(list.rows[4].problems[0]).toEqual({ kind: 'tooManyColumns', count: 4, expected: 3 });
  });

  it('flags a line split by another separator than the list’s, rather than reading it as one name', () => {
    const list = parsePlayerList(
      [
        'Jan Kowalski,Hetman,jan@example.org',
        'Anna Nowak; Smoki Wrocław;',
        'Ewa Żak,Gryf',
        'Piotr Zieliński\tGryf',
        'Ola Nowak;Gryf,Hetman',
        '"Kowalska; Maria",Hetman',
        'Adam Mazur',
      ].join('\n'),
    );
    expect(list.delimiter).toBe(',');
    expect(list.rows.map((r) => ({ line: r.line, state: rowState(r), problems: r.problems }))).toEqual([
      { line: 1, state: 'ok', problems: [] },
      { line: 2, state: 'invalid', problems: [{ kind: 'otherSeparator', found: ';', expected: ',' }] },
      { line: 3, state: 'ok', problems: [] },
      { line: 4, state: 'invalid', problems: [{ kind: 'otherSeparator', found: '\t', expected: ',' }] },
      // A semicolon beside the list's commas: the line mixes the two.
      { line: 5, state: 'invalid', problems: [{ kind: 'otherSeparator', found: ';', expected: ',' }] },
      // Quoted, a semicolon is part of the name; a bare name has no separator at all.
      { line: 6, state: 'ok', problems: [] },
      { line: 7, state: 'ok', problems: [] },
    ]);
    expect(rowsToRegister(list, true).map((r) => r.name)).toEqual(['Jan Kowalski', 'Ewa Żak', 'Kowalska; Maria', 'Adam Mazur']);
  });

  it('keeps commas in the fields of a semicolon or tab list, and semicolons in the cells of a tab list', () => {
    expect(otherSeparator('Anna Nowak;Hetman, Kraków;anna@example.org', ';')).toBeNull();
    expect(otherSeparator('Anna Nowak\tKlub; sekcja gier\t', '\t')).toBeNull();
    expect(otherSeparator('Kowalski, Jan', ';')).toBe(',');
    expect(otherSeparator('"Kowalski, Jan"', ';')).toBeNull();
    expect(otherSeparator('Anna Nowak;', ',')).toBeNull();
  });

  it('flags names twice in the list and names already registered, whatever their case and spacing', () => {
    const list = parsePlayerList('Anna Nowak\nJan Kowalski\nanna  NOWAK\nZofia Łukasiewicz', ['ZOFIA ŁUKASIEWICZ']);
    expect(list.rows.map((r) => ({ line: r.line, state: rowState(r), problems: r.problems }))).toEqual([
      { line: 1, state: 'ok', problems: [] },
      { line: 2, state: 'ok', problems: [] },
      { line: 3, state: 'duplicate', problems: [{ kind: 'duplicateName', line: 1 }] },
      { line: 4, state: 'duplicate', problems: [{ kind: 'alreadyRegistered' }] },
    ]);
    expect(rowsToRegister(list, false).map((r) => r.line)).toEqual([1, 2]);
    expect(rowsToRegister(list, true).map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });

  it('refuses one account twice: the same e-mail address on two rows', () => {
    const list = parsePlayerList('Anna Nowak,,anna@example.org\nAnia Nowak,,ANNA@example.org');
    expect(list.rows[1].problems).toEqual([{ kind: 'duplicateEmail', line: 1 }]);
    expect(rowState(list.rows[1])).toBe('invalid');
  });

  it('reads nothing from nothing', () => {
    expect(parsePlayerList('')).toEqual({ delimiter: ',', header: false, rows: [] });
    expect(parsePlayerList('\n \n\t\n').rows).toEqual([]);
    expect(parsePlayerList('Name,Club,E-mail').rows).toEqual([]);
  });
});

describe('nameKey', () => {
  it('compares composed and decomposed accents alike', () => {
    expect(nameKey('Łukasiewicz Zofia')).toBe(nameKey('łukasiewicz  zofia '));
    expect(nameKey('Żak'.normalize('NFD'))).toBe(nameKey('Żak'));
  });
});

describe('a problem in words', () => {
  let en: I18n;
  let pl: I18n;
  beforeAll(async () => {
    en = await createI18n('en');
    pl = await createI18n('pl');
  });

  it('names the separator found and the one the list expects, and the most columns a line holds', () => {
    const [row] = parsePlayerList('Jan Kowalski,Hetman\nAnna Nowak; Smoki Wrocław;\nEwa Żak,Gryf').rows.slice(1);
    const words = (i18n: I18n) => describeProblem(i18n.getFixedT(null, 'setup'), row.problems[0]);
    expect(words(en)).toBe(
      'separated by semicolons (;), not by commas (,) like the rest of the list: expected name, club and e-mail separated by commas (,) (a name that holds semicolons (;) goes in double quotes)',
    );
    expect(words(pl)).toContain('separator: średniki (;), a w reszcie listy: przecinki (,)');
    const wide = parsePlayerList('a,b,c,d').rows[0].problems[0];
    expect(describeProblem(en.getFixedT(null, 'setup'), wide)).toBe('4 columns, where a line holds at most 3: name, club and e-mail');
  });
});
