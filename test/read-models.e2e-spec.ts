import { Client } from 'pg';
import { PostgresEventStore, type LiveEvents } from '@app/event-store';
import type { ProcessorRunner } from '@app/projections';
import { startTestApi, type RunningApi } from './support/api';
import type { Timekeeper } from '../apps/api/src/clocks/timekeeper';
import { LIVE_EVENTS, PROCESSORS, TIMEKEEPER } from '../apps/api/src/tokens';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const ROW = 'rank playerId name points played wins losses tieBreaks { id value }';
const GAME = 'id round a b aName bName matchId status result { winner by }';
/** Everything a competition page asks for: header, rounds with games, standings, players, CSVs, the round clock. */
const PAGE = `query($id: ID!) { competition(id: $id) {
  id version name kind rulesetId published finished organiserId projectorView format scoring tieBreaks timing { roundMinutes }
  rounds { round published started finished games { ${GAME} } breaches { a b } }
  games { ${GAME} } bracket season { number }
  players(first: 50) { totalCount edges { node { id name accountId dropped } } }
  standings(first: 50) { version roundFinished rows { totalCount edges { node { ${ROW} } } } }
  after1: standings(throughRound: 1, first: 50) { version rows { edges { node { ${ROW} } } } }
  live: standings(mode: live, first: 50) { version rows { edges { node { ${ROW} } } } }
  standingsCsv pairingsCsv(round: 1) roundClock { round }
} }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { version standings(first: 50) { version rows { edges { node { ${ROW} } } } } } }`;
const TWO = `query($a: ID!, $b: ID!) {
  a: competition(id: $a) { version standings(first: 50) { rows { totalCount } } }
  b: competition(id: $b) { version standings(first: 50) { rows { totalCount } } }
}`;
const m = (name: string, input: string, fields = 'id version') => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;

interface Spied {
  /** Every SQL statement the server ran while the request was answered (but the processors' bookkeeping). */
  statements: string[];
  /** Calls of the event store's reads. */
  streamReads: number;
}

/**
 * The competition queries answer from the read models the processors keep (docs/competitions.md):
 * a competition page, its standings, several competitions at once and a player's games read no
 * event of any stream, and fold nothing. Each request's reads are batched: one statement for
 * the headers of every competition it names, one for their standings tables.
 */
describeEachDatabase('competition queries read the read models, not the log', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; token: string; accountId: string };
  const players: Array<{ gql: Gql; accountId: string }> = [];
  const ids: string[] = [];

  /** Runs `request` with the server's SQL and the event store's reads counted. */
  async function spied<T>(request: () => Promise<T>): Promise<Spied & { result: T }> {
    // The processors finish what the last command woke them for before anything is counted.
    await api.app.get<ProcessorRunner>(PROCESSORS).catchUp();
    const sql = jest.spyOn(Client.prototype, 'query');
    const stream = jest.spyOn(PostgresEventStore.prototype, 'readStream');
    const all = jest.spyOn(PostgresEventStore.prototype, 'readAll');
    try {
      const result = await request();
      return {
        result,
        statements: sql.mock.calls
          .map(([q]: any[]) => String(typeof q === 'string' ? q : q?.text))
          // The processors' bookkeeping, left over from the last command's wait, is not the request's.
          .filter((q) => !/\b(projection_checkpoints|processor_leases|parked_events)\b/.test(q))
          // Nor is the check of the caller's session, one read by its key whatever the query.
          .filter((q) => !/FROM sessions WHERE session_id = \$1/.test(q)),
        streamReads: stream.mock.calls.length + all.mock.calls.length,
      };
    } finally {
      sql.mockRestore();
      stream.mockRestore();
      all.mockRestore();
    }
  }

  /** Statements that touch the log's own tables. */
  const ofTheLog = (statements: string[]) => statements.filter((s) => /\b(events|streams)\b/i.test(s));

  /** A paper Swiss of six players with accounts, its first round played and its second paired. */
  async function swiss(name: string, published: boolean): Promise<string> {
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name, rulesetId: 'solaris7', published, format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    for (const [i, p] of players.entries()) {
      ok(
        await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), {
          input: { competitionId: id, name: `Pilot ${i + 1}`, accountId: p.accountId },
        }),
      );
      // The entry is an invitation the pilot accepts, so that it is their account's.
      const [invitation] = ok(await p.gql('{ myEntryInvitations { competitionId playerId } }')).myEntryInvitations;
      ok(await p.gql(m('acceptEntry', 'EntryInvitationInput', 'state'), { input: invitation }));
    }
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    const games = ok(
      await olga.gql(m('startRound', 'RoundInput', 'rounds { games { id a b } }'), { input: { competitionId: id, round: 1 } }),
    ).startRound.rounds[0].games as Array<{ id: string; a: string; b: string | null }>;
    for (const g of games.filter((x) => x.b !== null)) {
      ok(
        await olga.gql(m('reportGameResult', 'GameResultInput'), {
          input: { competitionId: id, game: g.id, winner: g.a, reason: 'sheet' },
        }),
      );
    }
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    return id;
  }

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { projectionIntervalMs: 3_600_000, rateLimits: { account: 100_000, anonymous: 100_000 } });
    // Nothing runs in the background while a request is counted: the live-event loop's reads of
    // the log's head and the timekeeper's look for deadlines would be counted with it. Commands
    // still wait for the processors, which then run for them.
    await api.app.get<LiveEvents>(LIVE_EVENTS).stop();
    await api.app.get<Timekeeper>(TIMEKEEPER).stop();
    olga = await organiser(api.url, 'Olga');
    for (let i = 0; i < 6; i++) players.push(await organiser(api.url, `Pilot${i}`));
    ids.push(await swiss('Open', true), await swiss('Closed', false));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('a whole competition page reads no event and matches what the commands answered', async () => {
    const [id] = ids;
    const asOrganiser = await spied(() => olga.gql(PAGE, { id }));
    const page = ok(asOrganiser.result).competition;
    expect(asOrganiser.streamReads).toBe(0);
    expect(ofTheLog(asOrganiser.statements)).toEqual([]);
    // Header, whole state, and the three standings tables in one statement.
    expect(asOrganiser.statements).toHaveLength(3);
    expect(page.rounds.map((r: any) => [r.round, r.started, r.finished, r.games.length])).toEqual([
      [1, true, true, 3],
      [2, false, false, 3],
    ]);
    expect(page.standings.rows.totalCount).toBe(6);
    expect(page.standings.rows.edges.map((e: any) => e.node.points).sort()).toEqual([0, 0, 0, 3, 3, 3]);
    expect(page.players.edges.map((e: any) => e.node.accountId)).toEqual(players.map((p) => p.accountId));
    expect(page.pairingsCsv).toContain('Pilot');

    // Anyone else: the round not yet published is listed without its games, as before.
    const anonymous = await spied(() => client(api.url)(PAGE.replace(' pairingsCsv(round: 1)', ''), { id }));
    const seen = ok(anonymous.result).competition;
    expect(anonymous.streamReads).toBe(0);
    expect(ofTheLog(anonymous.statements)).toEqual([]);
    expect(seen.rounds.map((r: any) => [r.round, r.published, r.games.length])).toEqual([
      [1, true, 3],
      [2, false, 0],
    ]);
    expect(seen.games.map((g: any) => g.round)).toEqual([1, 1, 1]);
  });

  it('standings read the competition header and one table: two statements, no event', async () => {
    const [id] = ids;
    const standings = await spied(() => client(api.url)(STANDINGS, { id }));
    expect(standings.streamReads).toBe(0);
    expect(ofTheLog(standings.statements)).toEqual([]);
    expect(standings.statements).toHaveLength(2);
    const read = ok(standings.result).competition;
    expect(read.standings.version).toBe(read.version);
  });

  it('two competitions in one request cost what one does: their headers and tables each in one statement', async () => {
    const [a, b] = ids;
    const both = await spied(() => olga.gql(TWO, { a, b }));
    const read = ok(both.result);
    expect([read.a.standings.rows.totalCount, read.b.standings.rows.totalCount]).toEqual([6, 6]);
    expect(both.streamReads).toBe(0);
    expect(both.statements).toHaveLength(2);
  });

  it('an unpublished competition: its players and organiser read it, anyone else is refused, without reading the log', async () => {
    const [, closed] = ids;
    const stranger = await organiser(api.url, 'Stranger');
    const refused = await spied(() => stranger.gql(STANDINGS, { id: closed }));
    expect(failure(refused.result).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' });
    expect(refused.streamReads).toBe(0);
    expect(failure(await client(api.url)(STANDINGS, { id: closed })).extensions.reason).toBe('NOT_PUBLISHED');
    const player = await spied(() => players[3].gql(STANDINGS, { id: closed }));
    expect(ok(player.result).competition.standings.rows.edges).toHaveLength(6);
    expect(player.streamReads).toBe(0);
  });

  it("a player's games across competitions: one statement for all the competitions, no event", async () => {
    for (const id of ids) ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: id, round: 2 } }));
    const mine = await spied(() => players[0].gql(`{ myGames { competitionName game { id round status } } }`));
    const games = ok(mine.result).myGames as Array<{ competitionName: string; game: { round: number; status: string } }>;
    expect(games.map((g) => [g.competitionName, g.game.round, g.game.status]).sort()).toEqual([
      ['Closed', 2, 'open'],
      ['Open', 2, 'open'],
    ]);
    expect(mine.streamReads).toBe(0);
    expect(ofTheLog(mine.statements)).toEqual([]);
  });

  it("a command's answer and the next read agree: the read models have what the command appended", async () => {
    const [id] = ids;
    const chosen = ok(
      await olga.gql(m('chooseProjectorView', 'ProjectorViewInput', 'version projectorView rounds { started }'), {
        input: { competitionId: id, view: 'standings' },
      }),
    ).chooseProjectorView;
    const read = await spied(() =>
      client(api.url)(`query($id: ID!) { competition(id: $id) { version projectorView rounds { started } } }`, { id }),
    );
    expect(ok(read.result).competition).toEqual(chosen);
    expect(chosen.projectorView).toBe('standings');
    expect(read.streamReads).toBe(0);
  });
});
