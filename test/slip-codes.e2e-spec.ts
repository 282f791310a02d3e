import { SLIP_CODE_ALPHABET } from '../apps/api/src/competitions/slip-codes';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';
import { liveClient } from './support/subscriptions';

const GAME =
  'id key table a b aName bName status guests report { by winner draw scores status disputeReason } result { winner draw by scores }';
const SLIP = `code competitionId competitionName round table started finished playerId opponentId scoring tieBreaks game { ${GAME} }`;
const m = (name: string, input: string, fields = 'id version') => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;
const CREATE = m('createCompetition', 'CreateCompetitionInput');
const REGISTER = m('registerPlayer', 'RegisterPlayerInput', 'players(first: 20) { edges { node { id name } } }');
const PAIR = m('pairRound', 'PairRoundInput');
const PUBLISH = m('publishRound', 'RoundInput');
const START = m('startRound', 'RoundInput');
const RULE = m('reportGameResult', 'GameResultInput', `games { ${GAME} }`);
const FINISH = m('finishCompetition', 'FinishInput', 'finished');
const CODES = `query($id: ID!, $round: Int!) { slipCodes(competitionId: $id, round: $round) { game table playerId name code } }`;
const REISSUE = m('reissueSlipCode', 'SlipSeatInput', 'game table playerId name code');
const READ = `query($code: String!) { slip(code: $code) { ${SLIP} } }`;
/**
 * The same read, asked afresh after the organiser's write: anonymous callers share a query's
 * answer for a second (the public read cache), which only an anonymous write (a slip code's) makes
 * the server forget.
 */
let reads = 0;
const fresh = () => `query Read${++reads}($code: String!) { slip(code: $code) { ${SLIP} } }`;
const REPORT = m('reportWithSlipCode', 'SlipReportInput', SLIP);
const CONFIRM = `mutation($code: String!) { confirmWithSlipCode(code: $code) { ${SLIP} } }`;
const DISPUTE = m('disputeWithSlipCode', 'SlipDisputeInput', SLIP);
const FOLLOW = `subscription($code: String!) { slipUpdated(code: $code) { version game { status report { by status } } } }`;
const STANDINGS = `query($id: ID!) { competition(id: $id) { standings(mode: settled, first: 20) { rows { edges { node { playerId name points wins losses played } } } } } }`;
const GAMES = `query($id: ID!) { competition(id: $id) { version games { ${GAME} } } }`;

const PLAYERS = ['Anna Nowak', 'Bartek Wiśniewski', 'Celina Kot', 'Dawid Lis'];
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}$/;

type Coded = { game: string; table: number; playerId: string; name: string; code: string };

/**
 * Match slips' codes end to end: players entered by name only (no account) report, confirm and
 * dispute their paper games with the code on their part of the slip; a code acts for its own
 * seat only; codes no seat has are refused, and an address that sends too many of them is
 * refused every code for a while. The server's clock is the test's, so the window passes without waiting.
 */
describeEachDatabase('Match slip codes end to end', (databaseUrl) => {
  let api: RunningApi;
  let now = Date.parse('2026-11-21T09:00:00Z');
  let olga: Gql;
  let anyone: Gql;
  let id: string;
  let codes: Coded[];
  const ids = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      clock: () => new Date(now),
      rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 },
    });
    olga = (await organiser(api.url, 'Olga')).gql;
    anyone = client(api.url);
    const input = {
      kind: 'tournament',
      name: 'Gdańsk Slip Cup',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 1 },
      play: { mode: 'paper' },
    };
    id = ok(await olga(CREATE, { input })).createCompetition.id;
    for (const name of PLAYERS) {
      const roster = ok(await olga(REGISTER, { input: { competitionId: id, name } })).registerPlayer.players.edges;
      ids.set(name, roster.find((e: { node: { name: string } }) => e.node.name === name).node.id);
    }
    ok(await olga(PAIR, { input: { competitionId: id } }));
  });
  afterAll(async () => {
    await api?.close();
  });

  const codeOf = (name: string) => codes.find((c) => c.playerId === ids.get(name))!;
  const opponentOf = (name: string) => {
    const mine = codeOf(name);
    return codes.find((c) => c.game === mine.game && c.playerId !== mine.playerId)!;
  };
  const games = async () => ok(await olga(GAMES, { id })).competition;

  it('prints the codes of a published round only, for its organiser only, the same each time', async () => {
    expect(failure(await olga(CODES, { id, round: 1 })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'ROUND_NOT_PUBLISHED',
    });
    ok(await olga(PUBLISH, { input: { competitionId: id, round: 1 } }));
    expect(failure(await olga(CODES, { id, round: 2 })).extensions).toMatchObject({ code: 'RULE_VIOLATION', reason: 'UNKNOWN_ROUND' });
    expect(failure(await anyone(CODES, { id, round: 1 })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
    const other = (await organiser(api.url, 'Piotr')).gql;
    expect(failure(await other(CODES, { id, round: 1 })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });

    codes = ok(await olga(CODES, { id, round: 1 })).slipCodes;
    expect(codes).toHaveLength(4);
    expect(new Set(codes.map((c) => c.code)).size).toBe(4);
    for (const c of codes) expect(c.code).toMatch(CODE);
    expect(codes.map((c) => c.name).sort()).toEqual([...PLAYERS].sort());
    expect(codes.map((c) => c.table)).toEqual([1, 1, 2, 2]);
    // Printing again gives the same codes: nothing new is made.
    expect(ok(await olga(CODES, { id, round: 1 })).slipCodes).toEqual(codes);
    // Every player of these games is a guest: their slip is how they act.
    const { games: all } = await games();
    expect(all.every((g: { guests: string[]; a: string; b: string }) => g.guests.length === 2)).toBe(true);
  });

  it("shows a code's game to anyone who has the code, with no account", async () => {
    const anna = codeOf('Anna Nowak');
    const rival = opponentOf('Anna Nowak');
    const slip = ok(await anyone(READ, { code: anna.code })).slip;
    expect(slip).toMatchObject({
      code: anna.code,
      competitionId: id,
      competitionName: 'Gdańsk Slip Cup',
      round: 1,
      table: anna.table,
      started: false,
      finished: false,
      playerId: anna.playerId,
      opponentId: rival.playerId,
      game: { key: anna.game, status: 'open', report: null, result: null },
    });
    // Typed as people type: lower case, no dash, spaces, the link's fragment pasted whole.
    for (const typed of [anna.code.toLowerCase(), anna.code.replace('-', ''), ` ${anna.code.replace('-', ' ')} `, `#${anna.code}`]) {
      expect(ok(await anyone(READ, { code: typed })).slip.playerId).toBe(anna.playerId);
    }
    // Before the round starts nothing can be reported, and nothing is.
    const early = failure(await anyone(REPORT, { input: { code: anna.code, winner: anna.playerId } }));
    expect(early.extensions).toMatchObject({ code: 'RULE_VIOLATION', reason: 'ROUND_NOT_STARTED' });
  });

  it("reports with A's code, refuses A's code to confirm it, confirms with B's code: the standings have it", async () => {
    ok(await olga(START, { input: { competitionId: id, round: 1 } }));
    const anna = codeOf('Anna Nowak');
    const rival = opponentOf('Anna Nowak');
    const before = (await games()).version;

    const reported = ok(
      await anyone(REPORT, {
        input: {
          code: anna.code,
          winner: anna.playerId,
          scores: { [anna.playerId]: { reputation: 150 }, [rival.playerId]: { reputation: 90 } },
        },
      }),
    ).reportWithSlipCode;
    expect(reported.game).toMatchObject({
      status: 'reported',
      report: { by: anna.playerId, winner: anna.playerId, draw: false, status: 'reported' },
    });
    expect(reported.game.report.scores).toEqual({ [anna.playerId]: { reputation: 150 }, [rival.playerId]: { reputation: 90 } });

    // A code acts for its own seat only: it never confirms, disputes or reports again over its own report.
    const version = (await games()).version;
    expect(version).toBe(before + 1);
    expect(failure(await anyone(CONFIRM, { code: anna.code })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OWN_REPORT' });
    expect(failure(await anyone(DISPUTE, { input: { code: anna.code, reason: 'no' } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'OWN_REPORT',
    });
    expect(failure(await anyone(REPORT, { input: { code: anna.code, draw: true } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'RESULT_ALREADY_REPORTED',
    });
    expect((await games()).version).toBe(version);

    // The opponent's code sees the report, and confirms it (typed in lower case, without the dash).
    const seen = ok(await anyone(READ, { code: rival.code })).slip;
    expect(seen).toMatchObject({ playerId: rival.playerId, opponentId: anna.playerId, started: true, game: { status: 'reported' } });
    const confirmed = ok(await anyone(CONFIRM, { code: rival.code.replace('-', '').toLowerCase() })).confirmWithSlipCode;
    expect(confirmed.game).toMatchObject({ status: 'settled', result: { winner: anna.playerId, draw: false, by: 'confirmed' } });

    const rows = ok(await olga(STANDINGS, { id })).competition.standings.rows.edges.map((e: { node: unknown }) => e.node);
    expect(rows.find((r: { playerId: string }) => r.playerId === anna.playerId)).toMatchObject({ wins: 1, losses: 0, played: 1 });
    expect(rows.find((r: { playerId: string }) => r.playerId === rival.playerId)).toMatchObject({ wins: 0, losses: 1, played: 1 });

    // The game has its result: its codes still show it, and do nothing more.
    expect(ok(await anyone(READ, { code: anna.code })).slip.game.status).toBe('settled');
    expect(failure(await anyone(CONFIRM, { code: rival.code })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'SLIP_CODE_USED',
    });
    expect(failure(await anyone(REPORT, { input: { code: anna.code, draw: true } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'SLIP_CODE_USED',
    });
  });

  it('refuses unknown and malformed codes with their own errors, changing nothing', async () => {
    const version = (await games()).version;
    const unknown = failure(await anyone(READ, { code: 'ZZZZ-ZZZZ' }));
    expect(unknown.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'SLIP_CODE_UNKNOWN' });
    expect(failure(await anyone(CONFIRM, { code: 'ZZZZ-ZZZ2' })).extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'SLIP_CODE_UNKNOWN',
    });
    for (const code of ['', 'ABC', 'ABCD-EFGH-J', 'ABCD-EF0H', 'ABCD-EFIH', '<script>']) {
      expect(failure(await anyone(READ, { code })).extensions).toMatchObject({
        code: 'VALIDATION',
        reason: 'SLIP_CODE_MALFORMED',
        field: 'code',
      });
    }
    expect((await games()).version).toBe(version);
  });

  it("reissues a seat's code: the old one is refused as replaced, the new one acts; the organiser rules on a dispute", async () => {
    // The other table's game: its first seat gets a new code.
    const celina = codes.find((c) => c.game !== codeOf('Anna Nowak').game)!;
    const rival = codes.find((c) => c.game === celina.game && c.playerId !== celina.playerId)!;
    expect(
      failure(await anyone(REISSUE, { input: { competitionId: id, game: celina.game, playerId: celina.playerId } })).extensions,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(failure(await olga(REISSUE, { input: { competitionId: id, game: celina.game, playerId: 'p99' } })).extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'UNKNOWN_GAME',
    });
    const fresh = ok(await olga(REISSUE, { input: { competitionId: id, game: celina.game, playerId: celina.playerId } })).reissueSlipCode;
    expect(fresh).toMatchObject({ game: celina.game, playerId: celina.playerId, name: celina.name });
    expect(fresh.code).toMatch(CODE);
    expect(fresh.code).not.toBe(celina.code);
    expect(failure(await anyone(READ, { code: celina.code })).extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'SLIP_CODE_REPLACED',
    });
    expect(failure(await anyone(REPORT, { input: { code: celina.code, draw: true } })).extensions).toMatchObject({
      reason: 'SLIP_CODE_REPLACED',
    });
    // The print shows the new code from now on; the other seats keep theirs.
    const reprinted: Coded[] = ok(await olga(CODES, { id, round: 1 })).slipCodes;
    expect(reprinted.find((c) => c.playerId === celina.playerId)!.code).toBe(fresh.code);
    expect(reprinted.filter((c) => c.playerId !== celina.playerId)).toEqual(codes.filter((c) => c.playerId !== celina.playerId));

    // The opponent's phone follows the game live, with no account: the report, then the dispute.
    const live = liveClient(api.url);
    const follow = live.subscribe(FOLLOW, { code: rival.code });
    expect((await follow.take(1))[0].data.slipUpdated.game).toEqual({ status: 'open', report: null });
    ok(await anyone(REPORT, { input: { code: fresh.code, draw: true } }));
    expect((await follow.take(2))[1].data.slipUpdated.game).toEqual({
      status: 'reported',
      report: { by: celina.playerId, status: 'reported' },
    });
    expect(failure(await anyone(DISPUTE, { input: { code: rival.code, reason: ' ' } })).extensions).toMatchObject({
      reason: 'REASON_REQUIRED',
    });
    const disputed = ok(await anyone(DISPUTE, { input: { code: rival.code, reason: 'I won on the last turn' } })).disputeWithSlipCode;
    expect(disputed.game).toMatchObject({ status: 'disputed', report: { status: 'disputed', disputeReason: 'I won on the last turn' } });
    expect(failure(await anyone(CONFIRM, { code: rival.code })).extensions).toMatchObject({ reason: 'RESULT_DISPUTED' });
    expect((await follow.take(3))[2].data.slipUpdated.game.status).toBe('disputed');
    expect(follow.results.every((r) => !r.errors)).toBe(true);
    follow.stop();
    await live.dispose();
    // The organiser rules at the desk, as ever.
    const ruled = ok(
      await olga(RULE, { input: { competitionId: id, game: celina.game, winner: rival.playerId, reason: 'the score sheet' } }),
    );
    expect(ruled.reportGameResult.games.find((g: { key: string }) => g.key === celina.game).status).toBe('settled');
  });

  it('a finished event: its codes show their games and do nothing more', async () => {
    expect(ok(await olga(FINISH, { input: { competitionId: id, reason: 'done' } })).finishCompetition.finished).toBe(true);
    const anna = codeOf('Anna Nowak');
    expect(ok(await anyone(fresh(), { code: anna.code })).slip.finished).toBe(true);
    expect(failure(await anyone(REPORT, { input: { code: anna.code, draw: true } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'SLIP_CODE_EXPIRED',
    });
  });

  it('refuses every code from an address after 60 unknown ones in 10 minutes (the default), with HTTP 429 and Retry-After', async () => {
    now += 10 * 60_000; // the unknown codes of the tests before have left the window
    const anna = codeOf('Anna Nowak');
    const post = (query: string, variables: Record<string, unknown>) =>
      fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
    // Real codes (replaced, used, expired) and malformed ones are no guesses: they count for nothing.
    for (let i = 0; i < 12; i++) expect(failure(await anyone(READ, { code: 'nope' })).extensions.reason).toBe('SLIP_CODE_MALFORMED');
    for (let i = 0; i < 60; i++) {
      const guess = `GUES-SS${SLIP_CODE_ALPHABET[Math.floor(i / 32)]}${SLIP_CODE_ALPHABET[i % 32]}`;
      expect(failure(await anyone(READ, { code: guess })).extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'SLIP_CODE_UNKNOWN' });
      now += 1000;
    }
    // The 61st lookup from this address is refused, whatever the code: a right one too.
    const refused = await post(READ, { code: anna.code });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(530);
    expect(wait).toBeLessThanOrEqual(540);
    const body = (await refused.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'SLIP_CODE_FAILURES', retryAfterSeconds: wait });
    expect(failure(await anyone(CONFIRM, { code: 'ZZZZ-ZZZZ' })).extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // The organiser's own work is not held back.
    expect(ok(await olga(CODES, { id, round: 1 })).slipCodes).toHaveLength(4);

    now += 10 * 60_000;
    expect(ok(await anyone(fresh(), { code: anna.code })).slip.playerId).toBe(anna.playerId);
  });
});
