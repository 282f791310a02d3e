import { standardSampleMatch } from '@app/rulesets/solaris7';
import { seeded } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';
import { liveClient } from './support/subscriptions';

const GAME = 'id round table a b matchId status explanation { reasons relaxed } report { by status } result { winner draw by played }';
const COMPETITION = `id version name finished rounds { round stage started published finished games { ${GAME} } breaches { kind text } }`;
const STANDINGS = `standings(mode: $mode, first: 100) { roundFinished version rows { totalCount edges { node { rank playerId name score points wins draws losses byes played dropped tieBreaks { id value } gameScores } } } }`;
const READ = `query($id: ID!, $mode: StandingsMode!) { competition(id: $id) { ${COMPETITION} players(first: 100) { edges { node { id name accountId club dropped droppedAfterRound } } } ${STANDINGS} } }`;

function mutation(name: string, input: string): string {
  return `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
}
const CREATE = mutation('createCompetition', 'CreateCompetitionInput');
const REGISTER = mutation('registerPlayer', 'RegisterPlayerInput');
const PAIR = mutation('pairRound', 'PairRoundInput');
const PUBLISH = mutation('publishRound', 'RoundInput');
const START = mutation('startRound', 'RoundInput');
const ROUNDS = `query($id: ID!) { competition(id: $id) { rounds { round published games { id } } } }`;
const REPORT = mutation('reportGameResult', 'GameResultInput');
const CONFIRM = mutation('confirmGameResult', 'GameRefInput');
const DISPUTE = mutation('disputeGameResult', 'DisputeGameInput');
const DROP = mutation('dropPlayer', 'DropPlayerInput');
const CONCEDE = `mutation($input: ConcedeInput!) { concede(input: $input) { id outcome { finished winner } } }`;

interface Game {
  id: string;
  round: number;
  a: string;
  b: string | null;
  matchId: string | null;
  status: string;
}

/**
 * A 16-player, 4-round Swiss of Solaris VII through GraphQL: engine matches conceded through
 * the rules engine and paper results reported and confirmed, a dispute the organiser rules on,
 * a drop; refusals that change nothing; a third-party site reading and subscribing to the
 * standings; the final standings checked against the results the test itself drove.
 */
describeEachDatabase('A Swiss tournament end to end', (databaseUrl) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('runs 4 Swiss rounds for 16 players with engine and paper results, a dispute and a drop, to settled standings', async () => {
    const olga = await organiser(api.url, 'Olga');
    const created = ok(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Solaris Open',
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 4 },
          scoring: { win: 3, draw: 1, loss: 0, bye: 3 },
          constraints: { clubMates: 'soft' },
          play: { mode: 'engine', setup: standardSampleMatch, dice: 'reported' },
        },
      }),
    ).createCompetition;
    const id: string = created.id;

    // A tie-breaker on a score the game does not have is refused.
    const badConfig = failure(
      await olga.gql(CREATE, {
        input: {
          kind: 'tournament',
          name: 'Bad',
          rulesetId: 'solaris7',
          format: { kind: 'swiss', rounds: 3 },
          tieBreaks: ['score:victoryPoints'],
        },
      }),
    );
    expect(badConfig.extensions).toMatchObject({ code: 'VALIDATION', reason: 'UNKNOWN_SCORE' });

    // Sixteen players register themselves, two clubs among them.
    const players: Array<{ gql: Gql; accountId: string; playerId: string; name: string }> = [];
    for (let i = 1; i <= 16; i++) {
      const name = `Pilot ${String(i).padStart(2, '0')}`;
      const me = await organiser(api.url, `Pilot${i}`);
      const club = i % 4 === 0 ? 'Ferrets' : i % 5 === 0 ? 'Lyran Guard' : null;
      const after = ok(await me.gql(REGISTER, { input: { competitionId: id, name, club } })).registerPlayer;
      expect(after.version).toBe(i + 1);
      players.push({ ...me, name, playerId: '' });
    }
    const read = async (mode = 'settled') => ok(await olga.gql(READ, { id, mode })).competition;
    for (const p of (await read()).players.edges.map((e: any) => e.node)) players.find((x) => x.accountId === p.accountId)!.playerId = p.id;
    const byPlayer = (playerId: string) => players.find((p) => p.playerId === playerId)!;

    // A third-party site follows the standings over WebSocket with its read-only key.
    const key = ok(await olga.gql(`mutation { createApiKey(name: "standings site") { key } }`)).createApiKey.key;
    const site = client(api.url, `ApiKey ${key}`);
    const live = liveClient(api.url, `ApiKey ${key}`);
    const updates = live.subscribe(`subscription($id: ID!) { standingsChanged(competitionId: $id) { version rows { totalCount } } }`, {
      id,
    });

    const next = seeded(2026);
    const expectedPoints = new Map<string, number>(players.map((p) => [p.playerId, 0]));
    const met = new Set<string>();
    const byes = new Map<string, number>();
    let dropped: string | null = null;

    for (let round = 1; round <= 4; round++) {
      const paired = ok(await olga.gql(PAIR, { input: { competitionId: id } })).pairRound;
      const r = paired.rounds.at(-1);
      expect(r).toMatchObject({ round, stage: 'swiss', started: false });
      const games: Game[] = r.games;
      // Every active player exactly once; nobody meets anyone twice; a bye only when odd, never twice.
      const seated = games.flatMap((g) => [g.a, g.b]).filter((x): x is string => x !== null);
      const active = players.map((p) => p.playerId).filter((p) => p !== dropped);
      expect([...seated].sort()).toEqual([...active].sort());
      for (const g of games) {
        if (g.b === null) {
          byes.set(g.a, (byes.get(g.a) ?? 0) + 1);
          expect(byes.get(g.a)).toBe(1);
          expectedPoints.set(g.a, expectedPoints.get(g.a)! + 3);
          continue;
        }
        const pair = [g.a, g.b].sort().join('|');
        expect(met.has(pair)).toBe(false);
        met.add(pair);
      }
      expect(games.filter((g) => g.b === null)).toHaveLength(active.length % 2);

      // The organiser publishes the pairings before the round starts (odd rounds; starting an even
      // round publishes it): a player sees their game only then.
      const early = games.find((g) => g.b !== null)!;
      const seen = async () => ok(await byPlayer(early.a).gql(ROUNDS, { id })).competition.rounds.at(-1);
      expect(await seen()).toMatchObject({ round, published: false, games: [] });
      if (round % 2 === 1) {
        ok(await olga.gql(PUBLISH, { input: { competitionId: id, round } }));
        expect((await seen()).games.map((g: Game) => g.id)).toEqual(games.map((g) => g.id));
      }

      // Results cannot come before the round starts; the round starts and engine matches exist.
      expect(
        failure(await byPlayer(early.a).gql(REPORT, { input: { competitionId: id, game: early.id, winner: early.a } })).extensions.reason,
      ).toBe('ROUND_NOT_STARTED');
      const started = ok(await olga.gql(START, { input: { competitionId: id, round } })).startRound.rounds.at(-1);
      expect(started).toMatchObject({ started: true, published: true });

      for (const [i, g] of (started.games as Game[]).entries()) {
        if (g.b === null) continue;
        expect(g.matchId).toMatch(/^[0-9a-f-]{36}$/);
        const winner = next() < 0.5 ? g.a : g.b;
        const loser = winner === g.a ? g.b : g.a;
        expectedPoints.set(winner, expectedPoints.get(winner)! + 3);
        const a = byPlayer(g.a);
        const b = byPlayer(g.b);
        if (i % 3 === 0) {
          // Played through the engine: the loser concedes the match; its outcome settles the game.
          const side = loser === g.a ? 'A' : 'B';
          // Answered once the processors have recorded the match's outcome in the competition, read just after.
          const conceded = ok(await byPlayer(loser).gql(CONCEDE, { input: { matchId: g.matchId, side, waitForReadModels: true } })).concede;
          expect(conceded.outcome.finished).toBe(true);
          continue;
        }
        const scores = { [winner]: { reputation: 80 }, [loser]: { reputation: 0 } };
        if (round === 2 && i === 1) {
          // A dispute: a reports, b disputes, the organiser rules (with a reason) for the reported winner.
          ok(await a.gql(REPORT, { input: { competitionId: id, game: g.id, winner, scores } }));
          const twice = failure(await a.gql(REPORT, { input: { competitionId: id, game: g.id, winner, scores } }));
          expect(twice.extensions.reason).toBe('RESULT_ALREADY_REPORTED');
          const own = failure(await a.gql(CONFIRM, { input: { competitionId: id, game: g.id } }));
          expect(own.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'OWN_REPORT' });
          ok(await b.gql(DISPUTE, { input: { competitionId: id, game: g.id, reason: 'the last elimination was after time' } }));
          const blocked = failure(await olga.gql(PAIR, { input: { competitionId: id } }));
          expect(blocked.extensions.reason).toBe('ROUND_NOT_SETTLED');
          const noReason = failure(await olga.gql(REPORT, { input: { competitionId: id, game: g.id, winner } }));
          expect(noReason.extensions.reason).toBe('REASON_REQUIRED');
          ok(
            await olga.gql(REPORT, {
              input: { competitionId: id, game: g.id, winner, scores, reason: 'judge saw the elimination inside time' },
            }),
          );
          continue;
        }
        // On paper: one player reports, the other confirms.
        const stranger = players.find((p) => p.playerId !== g.a && p.playerId !== g.b && p.playerId !== dropped)!;
        const outsider = failure(await stranger.gql(REPORT, { input: { competitionId: id, game: g.id, winner } }));
        expect(outsider.extensions.reason).toBe('NOT_IN_GAME');
        ok(await b.gql(REPORT, { input: { competitionId: id, game: g.id, winner, scores } }));
        ok(await a.gql(CONFIRM, { input: { competitionId: id, game: g.id } }));
      }

      const after = await read();
      expect(after.rounds.at(-1).finished).toBe(true);
      expect(after.standings.roundFinished).toBe(true);

      if (round === 2) {
        // The lowest-ranked player drops after round 2: never paired again, history kept.
        const last = after.standings.rows.edges.at(-1).node;
        dropped = last.playerId;
        const me = byPlayer(dropped!);
        ok(await me.gql(DROP, { input: { competitionId: id, playerId: dropped, reason: 'train home' } }));
        const again = failure(await me.gql(DROP, { input: { competitionId: id, playerId: dropped, reason: 'again' } }));
        expect(again.extensions.reason).toBe('ALREADY_DROPPED');
      }
    }

    // The final standings agree with the results driven above, are ordered, and show every tie-break.
    const final = await read();
    const rows = final.standings.rows.edges.map((e: any) => e.node);
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      expect(row.points).toBe(expectedPoints.get(row.playerId));
      expect(row.wins * 3 + row.draws + row.byes * 3).toBe(row.points);
      expect(row.tieBreaks.map((t: any) => t.id)).toEqual(final.standings.rows.edges[0].node.tieBreaks.map((t: any) => t.id));
    }
    expect(rows.find((r: any) => r.playerId === dropped)).toMatchObject({ dropped: true, played: 2 });
    for (let i = 1; i < rows.length; i++) expect(rows[i].score).toBeLessThanOrEqual(rows[i - 1].score);
    expect(rows.reduce((n: number, r: any) => n + r.points, 0)).toBe([...expectedPoints.values()].reduce((x, y) => x + y, 0));

    // A dropped player reports nothing; the organiser records for them.
    const droppedPlayer = byPlayer(dropped!);
    const anyGame = final.rounds[0].games.find((g: Game) => g.a === dropped || g.b === dropped);
    expect(
      failure(await droppedPlayer.gql(REPORT, { input: { competitionId: id, game: anyGame.id, winner: dropped } })).extensions.reason,
    ).toBe('PLAYER_DROPPED');

    // The third-party site reads the same standings, and was told of every change.
    const seen = ok(await site(READ, { id, mode: 'settled' })).competition;
    expect(seen.standings.rows.edges.map((e: any) => e.node.playerId)).toEqual(rows.map((r: any) => r.playerId));
    expect(failure(await site(PAIR, { input: { competitionId: id } })).extensions.reason).toBe('READ_ONLY_KEY');
    const pushed = await updates.take(2);
    expect(pushed[0].data).toMatchObject({ standingsChanged: { rows: { totalCount: 16 } } });
    updates.stop();
    await live.dispose();

    // Exports: standings and pairings as CSV, the stream as a log file.
    const csv = ok(
      await olga.gql(
        `query($id: ID!) { competition(id: $id) { standingsCsv pairingsCsv(round: 1) log audit(first: 100) { totalCount edges { node { type accountId } } } } }`,
        { id },
      ),
    ).competition;
    expect(csv.standingsCsv.split('\r\n')[0]).toMatch(/^rank,player_id,name,club,score,points/);
    expect(csv.standingsCsv.trim().split('\r\n')).toHaveLength(17);
    expect(csv.pairingsCsv.trim().split('\r\n')).toHaveLength(9);
    expect(csv.log.trim().split('\n')).toHaveLength(final.version + 1);
    const ruling = csv.audit.edges
      .map((e: any) => e.node)
      .find((n: any) => n.type === 'CompetitionResultReported' && n.accountId === olga.accountId);
    expect(ruling).toBeDefined();

    // Everything is paired: a fifth round is refused, and the organiser finishes the event.
    expect(failure(await olga.gql(PAIR, { input: { competitionId: id } })).extensions.reason).toBe('COMPETITION_OVER');
    const done = ok(
      await olga.gql(mutation('finishCompetition', 'FinishInput'), { input: { competitionId: id, reason: 'four rounds played' } }),
    ).finishCompetition;
    expect(done.finished).toBe(true);

    // Rated: every account that played has a Glicko-2 rating for Solaris VII, with its history.
    const ratings = ok(
      await site(
        `{ ratings(rulesetId: "solaris7", first: 100) { totalCount edges { node { accountId rating deviation games history { period games } } } } }`,
      ),
    ).ratings;
    expect(ratings.totalCount).toBe(16);
    for (const e of ratings.edges) expect(e.node.deviation).toBeLessThan(350);
  });
});
