import { standardSampleMatch } from '@app/rulesets/solaris7';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import { client, ok, organiser, tablePlayers, type Gql } from './support/graphql';
import { startServer, stopServer, type Server } from './support/processes';

const MIN = 60_000;

/** The event lines of a match's log, as its organiser reads them. */
async function matchEvents(gql: Gql, matchId: string): Promise<Array<{ type: string; data: any; metadata: any }>> {
  const log = ok(await gql(`query($id: ID!) { match(id: $id) { log } }`, { id: matchId })).match.log as string;
  return log
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line));
}

const COMPETITION = `query($id: ID!) { competition(id: $id) { rounds { games { id key matchId } } audit(first: 100) { edges { node { type actor data } } } } }`;

/**
 * The deadlines are the server's and they are durable: with two server processes on one
 * database, a round that runs out is called once and each of its matches is timed out once;
 * a deadline that passes while no server runs is applied when one starts again.
 */
describeEachDatabase('Clock deadlines across processes and restarts', (databaseUrl) => {
  let one: Server | undefined;
  let two: Server | undefined;

  afterAll(async () => {
    await Promise.all([stopServer(one), stopServer(two)]);
  });

  it('two processes: a round that runs out is called once, and each match is timed out once', async () => {
    [one, two] = await Promise.all([startServer(databaseUrl()), startServer(databaseUrl())]);
    const olga = await organiser(one.url, 'Olga');
    const create = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
    const input = {
      kind: 'tournament',
      name: 'Blitz',
      rulesetId: 'solaris7',
      format: { kind: 'swiss', rounds: 1 },
      play: { mode: 'engine', setup: standardSampleMatch },
      timing: { roundMinutes: 0.05 },
    };
    const id = ok(await olga.gql(create, { input })).createCompetition.id as string;
    for (const name of ['Ann', 'Bob', 'Cid', 'Dee']) {
      ok(
        await olga.gql(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
          input: { competitionId: id, name },
        }),
      );
    }
    ok(await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
    ok(
      await olga.gql(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }),
    );
    // Each match has begun; three seconds of round time then run out while both processes watch.
    const onTwo = client(two.url, `Bearer ${olga.token}`);
    const games = ok(await onTwo(COMPETITION, { id })).competition.rounds[0].games as Array<{ id: string; key: string; matchId: string }>;
    const player = tablePlayers(two.url, onTwo);
    for (const g of games) {
      ok(
        await (
          await player(g.matchId, 'A')
        )(`mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`, {
          i: { matchId: g.matchId, side: 'A', dice: [1, 2, 3].map((value) => ({ sides: 6, value })) },
        }),
      );
    }
    ok(
      await olga.gql(`mutation($input: StartRoundClockInput!) { startRoundClock(input: $input) { version } }`, {
        input: { competitionId: id, round: 1 },
      }),
    );

    const called = await until('time to be called', async () => {
      const audit = ok(await onTwo(COMPETITION, { id })).competition.audit.edges.map((e: any) => e.node);
      return audit.some((e: any) => e.type === 'RoundTimeExpired') && audit;
    });
    // Both processes looked at the deadline for a second more: nothing was applied twice.
    await new Promise((r) => setTimeout(r, 1500));
    const audit = ok(await olga.gql(COMPETITION, { id })).competition.audit.edges.map((e: any) => e.node);
    expect(audit.filter((e: any) => e.type === 'RoundTimeExpired')).toEqual(called.filter((e: any) => e.type === 'RoundTimeExpired'));
    expect(audit.filter((e: any) => e.type === 'RoundTimeExpired')).toEqual([
      {
        type: 'RoundTimeExpired',
        actor: { kind: 'server' },
        data: expect.objectContaining({ round: 1, games: games.map((g) => g.key).sort() }),
      },
    ]);
    for (const g of games) {
      const events = await matchEvents(olga.gql, g.matchId);
      expect(events.filter((e) => e.type === 'TimeExpired')).toEqual([
        expect.objectContaining({ data: { clock: 'round', side: null }, metadata: expect.objectContaining({ deadline: 'round' }) }),
      ]);
    }
  }, 60_000);

  it('restart: a deadline that passed while no server ran is applied when one starts', async () => {
    await Promise.all([stopServer(one), stopServer(two)]);
    const T0 = Date.parse('2026-11-28T09:00:00.000Z');
    let now = T0;
    let api: RunningApi = await startTestApi(databaseUrl(), { clock: () => new Date(now), timekeeperIntervalMs: 50 });
    const olga = await organiser(api.url, 'Olga');
    const matchId = ok(
      await olga.gql(`mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`, {
        input: {
          rulesetId: 'solaris7',
          players: [
            { side: 'A', name: 'Ann' },
            { side: 'B', name: 'Bob' },
          ],
          setup: standardSampleMatch,
        },
      }),
    ).createMatch.id as string;
    const player = tablePlayers(api.url, olga.gql);
    now += MIN;
    ok(
      await (
        await player(matchId, 'A')
      )(`mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`, {
        i: { matchId, side: 'A', dice: [4, 5, 6].map((value) => ({ sides: 6, value })) },
      }),
    );
    await api.close();

    // Three hours pass with no server: the standard match's 20 minutes ran out long ago.
    now += 3 * 60 * MIN;
    api = await startTestApi(databaseUrl(), { clock: () => new Date(now), timekeeperIntervalMs: 50 });
    try {
      const restarted = client(api.url, `Bearer ${olga.token}`);
      const events = await until('the expiry after the restart', async () => {
        const got = await matchEvents(restarted, matchId);
        return got.some((e) => e.type === 'TimeExpired') && got;
      });
      const expiry = events.filter((e) => e.type === 'TimeExpired');
      expect(expiry).toEqual([
        expect.objectContaining({
          data: { clock: 'match', side: null },
          metadata: expect.objectContaining({ deadline: 'match', at: new Date(T0 + 21 * MIN).toISOString() }),
        }),
      ]);
      const clock = ok(
        await restarted(`query($id: ID!) { match(id: $id) { clock { timeExpired nextDeadline limit { expired remainingMs } } } }`, {
          id: matchId,
        }),
      ).match.clock;
      expect(clock).toEqual({ timeExpired: true, nextDeadline: null, limit: { expired: true, remainingMs: 0 } });
    } finally {
      await api.close();
    }
  }, 60_000);
});
