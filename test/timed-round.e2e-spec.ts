import { playScriptedMatch, standardSampleMatch } from '@app/rulesets/solaris7';
import type { GameEvent } from '@app/rules';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import {
  client,
  CREATE_MATCH,
  failure,
  ISSUE_ORDER,
  MATCH_FIELDS,
  ok,
  organiser,
  RECORD_ROLL,
  tablePlayers,
  type Gql,
} from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

const T0 = Date.parse('2026-11-28T10:00:00.000Z');
const MIN = 60_000;

const ROUND_CLOCK = `roundClock(round: 1) { round running paused { reason } limitMs extraMs remainingMs deadline serverTime tables { table game matchId remainingMs extraMs timeCalled settled } }`;
const COMPETITION = `id version rounds { round games { id key table a b matchId status result { winner draw by } } }`;
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION} ${ROUND_CLOCK} audit(first: 100) { edges { node { type actor data } } }
  standings(mode: settled, first: 10) { rows { edges { node { rank playerId score points wins losses gameScores } } } } } }`;
const MATCH = `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} log
  clock { started running limit { limitMs remainingMs expired } round { round running remainingMs expired } timeExpired nextDeadline serverTime } } }`;

const mutation = (name: string, input: string, fields = COMPETITION) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;

/** Waits until `check` answers something, asking again every 50 ms for up to 10 s. */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const got = await check();
    if (got) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * An organiser runs a timed round of Solaris VII through the API, on a server clock the test
 * moves by hand: the round clock starts, pauses for a fire alarm, gives one table two minutes
 * after a judge call; when the round's time runs out the server itself tells the match, which
 * finishes the phase under way (A38) and ends by reputation points; the competition records the
 * result and the standings follow. A second event plays on paper, where time called settles an
 * unreported game as a draw, the organiser's configured outcome.
 */
describeEachDatabase('A timed round end to end', (databaseUrl) => {
  let api: RunningApi;
  let now = T0;
  let live: LiveClient | undefined;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { clock: () => new Date(now), timekeeperIntervalMs: 25, projectionIntervalMs: 100 });
  });
  afterAll(async () => {
    await live?.dispose();
    await api?.close();
  });

  async function tournament(
    olga: Gql,
    play: Record<string, unknown>,
    timing: Record<string, unknown>,
  ): Promise<{ id: string; players: Array<{ gql: Gql; playerId: string }> }> {
    const input = { kind: 'tournament', name: 'Timed Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 1 }, play, timing };
    const id = ok(await olga(mutation('createCompetition', 'CreateCompetitionInput'), { input })).createCompetition.id as string;
    const players = [];
    for (const name of ['Alice', 'Boris']) {
      const me = await organiser(api.url, name);
      const after = ok(
        await me.gql(
          `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 10) { edges { node { id accountId } } } } }`,
          { input: { competitionId: id, name } },
        ),
      );
      const mine = after.registerPlayer.players.edges.map((e: any) => e.node).find((p: any) => p.accountId === me.accountId);
      players.push({ gql: me.gql, playerId: mine.id as string });
    }
    ok(await olga(mutation('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    ok(await olga(mutation('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    return { id, players };
  }

  it('a Solaris VII match in a timed round ends by time at the end of its phase, with its reputation result, and the standings update', async () => {
    now = T0;
    const olga = await organiser(api.url, 'Olga');
    const { id, players } = await tournament(
      olga.gql,
      { mode: 'engine', setup: standardSampleMatch, dice: 'reported' },
      { roundMinutes: 15 },
    );
    const read = async () => ok(await olga.gql(READ, { id })).competition;
    const game = (await read()).rounds[0].games[0];
    const matchId: string = game.matchId;
    const player = tablePlayers(api.url, olga.gql);
    const readMatch = async () => {
      const m = ok(await olga.gql(MATCH, { id: matchId })).match;
      // The whole stream, as the organiser may read it: the match log's event lines.
      const events = (m.log as string)
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => JSON.parse(line));
      return { ...m, events };
    };

    // Only the organiser runs the round clock; a round that has a clock cannot be given a second.
    const byPlayer = failure(
      await players[0].gql(mutation('startRoundClock', 'StartRoundClockInput'), { input: { competitionId: id, round: 1 } }),
    );
    expect(byPlayer.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
    live = liveClient(api.url, `Bearer ${olga.token}`);
    const clockFeed = live.subscribe(
      `subscription($id: ID!) { roundClock(competitionId: $id, round: 1) { running remainingMs paused { reason } serverTime } }`,
      { id },
    );
    await clockFeed.take(1);
    ok(
      await olga.gql(mutation('startRoundClock', 'StartRoundClockInput'), {
        input: { competitionId: id, round: 1, reason: 'dice down in fifteen' },
      }),
    );
    const again = failure(await olga.gql(mutation('startRoundClock', 'StartRoundClockInput'), { input: { competitionId: id, round: 1 } }));
    expect(again.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'CLOCK_STARTED' });
    expect((await read()).roundClock).toMatchObject({
      running: true,
      limitMs: 15 * MIN,
      remainingMs: 15 * MIN,
      deadline: new Date(T0 + 15 * MIN).toISOString(),
    });

    // The players begin; ten minutes in, a fire alarm stops the room for five.
    const script = playScriptedMatch();
    let played = 0;
    const playNext = async (): Promise<{ data?: any; errors?: any[] }> => {
      const e: GameEvent = script[played++];
      const gql = await player(matchId, e.type === 'OrderIssued' || e.type === 'DiceRolled' ? e.data.side : 'A');
      if (e.type === 'OrderIssued') return gql(ISSUE_ORDER, { input: { matchId, side: e.data.side, order: e.data.order } });
      if (e.type === 'DiceRolled') return gql(RECORD_ROLL, { input: { matchId, side: e.data.side, dice: e.data.dice } });
      throw new Error(`unexpected ${e.type}`);
    };
    for (let i = 0; i < 6; i++) ok(await playNext());
    now += 10 * MIN;
    ok(
      await olga.gql(mutation('pauseRoundClock', 'RoundClockChangeInput'), {
        input: { competitionId: id, round: 1, reason: 'fire alarm' },
      }),
    );
    // Subscribers hear of the pause at once (between changes, a running clock is sent every second).
    const heard = await until('the pause pushed', async () =>
      clockFeed.results.map((r: any) => r.data.roundClock).find((c: any) => c.paused),
    );
    expect(heard).toMatchObject({
      running: false,
      remainingMs: 5 * MIN,
      paused: { reason: 'fire alarm' },
      serverTime: new Date(T0 + 10 * MIN).toISOString(),
    });
    const paused = failure(await playNext());
    played--;
    expect(paused.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'CLOCK_PAUSED' });
    // A pause asks for its reason; resuming, the expected end of a pause, does not.
    const noReason = failure(
      await olga.gql(mutation('pauseRoundClock', 'RoundClockChangeInput'), { input: { competitionId: id, round: 1 } }),
    );
    expect(noReason.extensions).toMatchObject({ violation: 'REASON_REQUIRED' });
    now += 5 * MIN;
    ok(await olga.gql(mutation('resumeRoundClock', 'RoundClockChangeInput'), { input: { competitionId: id, round: 1 } }));
    const resumed = (await read()).audit.edges.map((e: any) => e.node).filter((e: any) => e.type === 'RoundClockResumed');
    expect(resumed).toHaveLength(1);
    expect(resumed[0].data.reason ?? null).toBeNull();
    // A judge call at table 1 cost two minutes: that table alone gets them back.
    const badTable = failure(
      await olga.gql(mutation('extendRoundClock', 'ExtendRoundClockInput'), {
        input: { competitionId: id, round: 1, table: 9, minutes: 2, reason: 'judge call' },
      }),
    );
    expect(badTable.extensions).toMatchObject({ violation: 'UNKNOWN_TABLE' });
    ok(
      await olga.gql(mutation('extendRoundClock', 'ExtendRoundClockInput'), {
        input: { competitionId: id, round: 1, table: game.table, minutes: 2, reason: 'judge call' },
      }),
    );
    const clock = (await read()).roundClock;
    expect(clock).toMatchObject({ running: true, remainingMs: 5 * MIN });
    expect(clock.tables).toEqual([
      { table: game.table, game: game.key, matchId, remainingMs: 7 * MIN, extraMs: 2 * MIN, timeCalled: false, settled: false },
    ]);
    // The match holds the round's time for its table beside its own 20 minutes (§2.3), ten of them used before the alarm.
    expect((await readMatch()).clock).toMatchObject({
      round: { round: 1, running: true, remainingMs: 7 * MIN, expired: false },
      limit: { limitMs: 20 * MIN, remainingMs: 10 * MIN },
    });

    // Play on into the first Movement phase, then let the table's time run out.
    let last: any;
    do last = ok(await playNext()).issueOrder ?? null;
    while (!last || last.state.phase !== 'movement' || played < 20);
    const phase = last.state.phase;
    now += 7 * MIN;
    const expired = await until('the round to time out the match', async () => {
      const m = await readMatch();
      return m.events.some((e: any) => e.type === 'TimeExpired') && m;
    });
    const expiry = expired.events.filter((e: any) => e.type === 'TimeExpired');
    expect(expiry).toEqual([
      expect.objectContaining({
        type: 'TimeExpired',
        data: { clock: 'round', side: null },
        metadata: expect.objectContaining({ actor: { kind: 'server' }, deadline: 'round' }),
      }),
    ]);
    expect(expiry[0].metadata.at).toBe(new Date(T0 + 22 * MIN).toISOString()); // 15, 5 paused, 2 given
    // A38: the phase under way is finished; the match is not over yet.
    expect(expired.outcome.finished).toBe(false);
    expect(expired.state).toMatchObject({ phase, timeExpired: true });
    expect(expired.clock).toMatchObject({ timeExpired: true, round: { expired: true }, nextDeadline: null });
    const called = (await read()).audit.edges.map((e: any) => e.node).filter((e: any) => e.type === 'RoundTimeExpired');
    expect(called).toEqual([
      {
        type: 'RoundTimeExpired',
        actor: { kind: 'server' },
        data: { round: 1, games: [game.key], at: new Date(T0 + 22 * MIN).toISOString() },
      },
    ]);

    // The players finish the phase; its last order ends the match, won on reputation points.
    let end: any = expired;
    while (!end.outcome.finished) {
      expect(end.state.phase).toBe(phase);
      const r = await playNext();
      end = ok(r).issueOrder ?? ok(r).recordRoll;
    }
    expect(end.state.result).toMatchObject({ reason: 'timeExpired' });
    expect(end.outcome.reason).toMatch(/^timeExpired/);
    const winner = end.outcome.winner as 'A' | 'B';
    const rp = Object.fromEntries(end.outcome.sides.map((s: any) => [s.side, s.scores.reputation]));
    expect(rp[winner]).toBeGreaterThanOrEqual(rp[winner === 'A' ? 'B' : 'A']);
    // Nothing more after the end: the clock ran out.
    expect(failure(await playNext()).extensions).toMatchObject({ code: 'TIME_EXPIRED' });

    // The competition has the engine's result, and the standings follow it.
    const after = await until("the result in the competition's log and in the standings", async () => {
      const c = await read();
      // The competition as read is at the event that recorded the result, or later: nothing of it is still to come.
      const recordedAt = c.audit.edges.findIndex((e: any) => e.node.type === 'CompetitionResultRecorded') + 1;
      return (
        recordedAt > 0 && c.version >= recordedAt && c.rounds[0].games[0].status === 'settled' && c.standings.rows.edges.length === 2 && c
      );
    });
    const winnerId = winner === 'A' ? game.a : game.b;
    expect(after.rounds[0].games[0].result).toMatchObject({ winner: winnerId, draw: false, by: 'engine' });
    const top = after.standings.rows.edges[0].node;
    expect(top).toMatchObject({ rank: 1, playerId: winnerId, wins: 1 });
    expect(top.gameScores.reputation).toBe(rp[winner]);
    expect(after.roundClock.tables[0]).toMatchObject({ timeCalled: true, settled: true, remainingMs: 0 });
    expect(players.map((p) => p.playerId).sort()).toEqual([game.a, game.b].sort());

    // The round is over: giving it time is refused, and changes nothing.
    const version = after.version;
    const late = failure(
      await olga.gql(mutation('extendRoundClock', 'ExtendRoundClockInput'), {
        input: { competitionId: id, round: 1, minutes: 5, reason: 'too late' },
      }),
    );
    expect(late.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'ROUND_FINISHED' });
    expect((await read()).version).toBe(version);
  });

  it('chess clocks: the awaited player’s clock runs; a dispute stops play until the organiser rules; only the organiser gives time', async () => {
    now = T0;
    const olga = await organiser(api.url, 'Olga');
    const players = [
      { side: 'A', name: 'Alice' },
      { side: 'B', name: 'Boris' },
    ];
    const clockInput = { minutes: 0, chessMinutes: 10, outOfTime: 'rolls_only' };
    const created = ok(
      await olga.gql(CREATE_MATCH, { input: { rulesetId: 'solaris7', players, setup: standardSampleMatch, clock: clockInput } }),
    ).createMatch;
    const matchId: string = created.id;
    const player = tablePlayers(api.url, olga.gql);
    const CLOCK = `query($id: ID!) { match(id: $id) { clock { started running start outOfTime limit { limitMs } paused { by side reason } players { side remainingMs running outOfTime } } } }`;
    const readClock = async () => ok(await olga.gql(CLOCK, { id: matchId })).match.clock;
    expect(await readClock()).toEqual({
      started: false,
      running: false,
      start: 'first_action',
      outOfTime: 'rolls_only',
      limit: null,
      paused: null,
      players: [
        { side: 'A', remainingMs: 10 * MIN, running: false, outOfTime: false },
        { side: 'B', remainingMs: 10 * MIN, running: false, outOfTime: false },
      ],
    });
    live ??= liveClient(api.url, `Bearer ${olga.token}`);
    const feed = live.subscribe(
      `subscription($m: ID!) { matchClock(matchId: $m) { version paused { by side reason } players { side remainingMs running } } }`,
      { m: matchId },
    );
    await feed.take(1);

    // The first roll starts the clocks; the match then waits for one player, whose clock runs.
    const [first] = playScriptedMatch();
    if (first.type !== 'DiceRolled') throw new Error('the scripted match opens with a roll');
    const after = ok(
      await (
        await player(matchId, first.data.side)
      )(RECORD_ROLL, { input: { matchId, side: first.data.side, dice: first.data.dice } }),
    ).recordRoll;
    const awaited: string = after.pending.sides[0];
    const other = awaited === 'A' ? 'B' : 'A';
    now += 30_000;
    expect((await readClock()).players).toEqual(
      [
        { side: awaited, remainingMs: 10 * MIN - 30_000, running: true, outOfTime: false },
        { side: other, remainingMs: 10 * MIN, running: false, outOfTime: false },
      ].sort((x, y) => x.side.localeCompare(y.side)),
    );

    // The other player calls the organiser to a dispute: play stops, and so do the clocks.
    const disputer = await player(matchId, other);
    const PAUSE = `mutation($input: PauseMatchClockInput!) { pauseMatchClock(input: $input) { version } }`;
    const RESUME = `mutation($input: ResumeMatchClockInput!) { resumeMatchClock(input: $input) { version } }`;
    const EXTEND = `mutation($input: ExtendMatchClockInput!) { extendMatchClock(input: $input) { clock { players { side remainingMs } } } }`;
    ok(await disputer(PAUSE, { input: { matchId, reason: 'is that hex in the line of fire?' } }));
    const heard = await until('the pause pushed', async () => feed.results.map((r: any) => r.data.matchClock).find((c: any) => c.paused));
    expect(heard.paused).toEqual({ by: 'player', side: other, reason: 'is that hex in the line of fire?' });
    const next = playScriptedMatch()[1];
    const blocked = failure(
      await (
        await player(matchId, awaited)
      )(next.type === 'OrderIssued' ? ISSUE_ORDER : RECORD_ROLL, {
        input:
          next.type === 'OrderIssued'
            ? { matchId, side: awaited, order: next.data.order }
            : { matchId, side: awaited, dice: (next.data as { dice: unknown }).dice },
      }),
    );
    expect(blocked.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'CLOCK_PAUSED' });
    expect(failure(await disputer(RESUME, { input: { matchId, reason: 'I say so' } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_ORGANISER',
    });
    expect(
      failure(await disputer(EXTEND, { input: { matchId, clock: 'player', side: other, minutes: 5, reason: 'please' } })).extensions,
    ).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
    expect(failure(await client(api.url)(PAUSE, { input: { matchId, reason: 'a spectator' } })).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    now += 5 * MIN; // the ruling takes five minutes: they count for nobody
    ok(await olga.gql(RESUME, { input: { matchId, reason: 'the hex is in the line of fire' } }));
    const badTime = failure(await olga.gql(EXTEND, { input: { matchId, clock: 'player', side: awaited, minutes: -1, reason: 'oops' } }));
    expect(badTime.extensions).toMatchObject({ code: 'VALIDATION', violation: 'BAD_TIME' });
    const given = ok(
      await olga.gql(EXTEND, { input: { matchId, clock: 'player', side: awaited, minutes: 1, reason: 'time lost to the dispute' } }),
    ).extendMatchClock;
    expect(given.clock.players.find((p: any) => p.side === awaited).remainingMs).toBe(11 * MIN - 30_000);
    const log = ok(await olga.gql(`query($id: ID!) { match(id: $id) { log } }`, { id: matchId })).match.log as string;
    expect(
      log
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => JSON.parse(l).type),
    ).toEqual(['MatchCreated', 'ClockStarted', 'DiceRolled', 'ClockPaused', 'ClockResumed', 'ClockExtended']);
  });

  it('a game on paper gets the organiser’s configured outcome when its time is called', async () => {
    now = T0;
    const olga = await organiser(api.url, 'Olga');
    const { id } = await tournament(olga.gql, { mode: 'paper' }, { roundMinutes: 45, paperOutcome: 'draw' });
    ok(await olga.gql(mutation('startRoundClock', 'StartRoundClockInput'), { input: { competitionId: id, round: 1 } }));
    now += 45 * MIN;
    const c = await until('time to be called', async () => {
      const got = ok(await olga.gql(READ, { id })).competition;
      return got.rounds[0].games[0].status === 'settled' && got;
    });
    expect(c.rounds[0].games[0].result).toEqual({ winner: null, draw: true, by: 'organiser' });
    expect(c.audit.edges.map((e: any) => e.node.type).slice(-2)).toEqual(['RoundTimeExpired', 'CompetitionResultReported']);
    expect(c.standings.rows.edges.map((e: any) => e.node.points)).toEqual([1, 1]);
  });
});
