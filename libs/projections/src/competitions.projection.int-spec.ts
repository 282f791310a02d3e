import {
  CompetitionService,
  rateParticipants,
  replayCompetition,
  standingsViews,
  toCompetitionEvent,
  type CompetitionActor,
  type CompetitionCommand,
  type RatingPeriod,
} from '@app/competitions';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { RulesetRegistry } from '@app/rules';
import { duel } from '@app/rules/testing';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { describeEachDatabase } from '../../../test/support/databases';
import { CompetitionsProjection } from './competitions.projection';
import { readModelEntities } from './index';
import { ProcessorRunner } from './processor-runner';
import { EngineMatchesProcessor, EngineResultsProcessor } from './consequences';
import { readStandings, StandingsProjection } from './standings.projection';

const organiser: CompetitionActor = { kind: 'organiser' };
const names = ['Ann', 'Bob', 'Cid', 'Dee'];

describeEachDatabase('competition read models: standings and ratings', (url) => {
  let pool: Pool;
  let ds: DataSource;
  let store: PostgresEventStore;
  let competitions: CompetitionService;
  let matches: MatchService;
  const registry = new RulesetRegistry([duel]);
  const runner = () => new ProcessorRunner(ds, store, registry, [new CompetitionsProjection(), new StandingsProjection()]);
  /** The processors that create a round's engine matches, and that record their results in the competition. */
  const openMatches = () => new ProcessorRunner(ds, store, registry, [new EngineMatchesProcessor(competitions)]).catchUp();
  const recordResults = () => new ProcessorRunner(ds, store, registry, [new EngineResultsProcessor(competitions)]).catchUp();
  const query = (sql: string, params: unknown[]) => pool.query(sql, params).then((r) => r.rows as Array<Record<string, unknown>>);
  const ratings = () =>
    pool
      .query('SELECT account_id, rating, deviation, volatility, games, history FROM player_ratings ORDER BY account_id')
      .then((r) => r.rows);

  beforeAll(async () => {
    pool = createPool(url(), 6);
    ds = await new DataSource({ type: 'postgres', url: url(), entities: readModelEntities, extra: { max: 3 } }).initialize();
    store = new PostgresEventStore(pool);
    matches = new MatchService(store, registry, new PostgresSeedVault(pool));
    competitions = new CompetitionService(store, matches);
  });
  afterAll(async () => {
    await ds.destroy();
    await pool.end();
  });

  async function swiss(play: 'engine' | 'paper', rated: boolean): Promise<string> {
    const { id } = await competitions.create({
      kind: 'tournament',
      name: 'Club night',
      rulesetId: 'duel',
      organiserId: 'olga',
      published: true,
      rated,
      format: { kind: 'swiss', rounds: 3, topCut: null },
      play: { mode: play, setup: { health: 3 } },
    });
    for (const n of names) {
      await competitions.execute(
        id,
        { type: 'register', playerId: n.toLowerCase(), name: n, accountId: `acct-${n.toLowerCase()}`, club: null, seed: null },
        organiser,
      );
    }
    return id;
  }

  const run = (id: string, c: CompetitionCommand) => competitions.execute(id, c, organiser);

  /** Pairs and starts the next round; settles every game for player a unless `open` names games to leave. */
  async function playRound(id: string, round: number, leaveOpen = 0): Promise<string[]> {
    await competitions.pairRound(id, organiser);
    const { state } = await competitions.startRound(id, round, organiser);
    await openMatches();
    const games = state.rounds.at(-1)!.games.filter((g) => state.games[g].b !== null);
    for (const g of games.slice(leaveOpen))
      await run(id, { type: 'report', game: g, winner: state.games[g].a, draw: false, scores: {}, reason: 'result sheet' });
    return games;
  }

  it('keeps every standings table of a competition, equal to the tables folded from its stream', async () => {
    const id = await swiss('paper', false);
    await playRound(id, 1);
    await playRound(id, 2);
    await runner().catchUp();
    const { state, events } = await competitions.load(id);
    expect(events.length).toBe(state.version);
    const expected = standingsViews(state, {});
    expect(expected).toHaveLength(6); // settled and live: now, after round 1, after round 2
    for (const view of expected) {
      expect(await readStandings(query, id, view.mode, view.throughRound)).toEqual(JSON.parse(JSON.stringify(view)));
    }
    const now = (await readStandings(query, id, 'settled', 0))!;
    expect(now.version).toBe(state.version);
    expect(now.roundFinished).toBe(true);
    expect(now.rows.map((r) => r.points).reduce((a, b) => a + b)).toBe(2 * 3 * 2); // two rounds of two games, 3 points a win
  });

  it('counts engine matches in live standings only: in progress as their running score, finished as they ended', async () => {
    const id = await swiss('engine', false);
    const [first, second] = await playRound(id, 1, 2);
    const { state } = await competitions.load(id);
    const [ga, gb] = [state.games[first], state.games[second]];
    // The first match ends by concession (not yet recorded in the competition); the second is under way.
    await matches.concede(ga.matchId!, 'B', { kind: 'player', side: 'B' });
    await matches.issueOrder(gb.matchId!, 'A', { type: 'strike' }, { kind: 'player', side: 'A' });
    await runner().catchUp();

    const settled = (await readStandings(query, id, 'settled', 0))!;
    expect(settled.rows.every((r) => r.played === 0)).toBe(true);
    const live = (await readStandings(query, id, 'live', 0))!;
    const row = (p: string) => live.rows.find((r) => r.playerId === p)!;
    expect(row(ga.a)).toMatchObject({ wins: 1, played: 1 });
    expect(row(ga.b!)).toMatchObject({ losses: 1, played: 1 });
    // Duel has no score to lead on: a match under way counts as level.
    expect(row(gb.a)).toMatchObject({ draws: 1, played: 1 });
    expect(row(gb.b!)).toMatchObject({ draws: 1, played: 1 });
    const engine = await pool.query('SELECT game, result FROM competition_engine_games WHERE competition_id = $1 ORDER BY game', [id]);
    expect(engine.rows).toHaveLength(2);

    // Once the competition records the outcome, settled standings have it too.
    await recordResults();
    await runner().catchUp();
    expect((await readStandings(query, id, 'settled', 0))!.rows.find((r) => r.playerId === ga.a)).toMatchObject({ wins: 1, played: 1 });
  });

  it('rates each settled round once, and rates the game system again when a rated result is overridden', async () => {
    const id = await swiss('paper', true);
    await playRound(id, 1);
    await playRound(id, 2);
    await runner().catchUp();
    const periods = await pool.query('SELECT period_id, games FROM rating_periods WHERE competition_id = $1 ORDER BY position', [id]);
    expect(periods.rows.map((r) => r.period_id)).toEqual([`${id}:round 1`, `${id}:round 2`]);
    const before = await ratings();
    expect(before.map((r) => r.games)).toEqual([2, 2, 2, 2]);

    // The organiser overrides a round 1 result after round 2 was rated.
    const { state } = await competitions.load(id);
    const game = state.rounds[0].games.find((g) => state.games[g].b !== null)!;
    const g = state.games[game];
    await run(id, { type: 'report', game, winner: g.b, draw: false, scores: {}, reason: 'scoring error on the sheet' });
    await runner().catchUp();
    const after = await ratings();
    expect(after).not.toEqual(before);

    // The ratings are those of rating both rounds, in order, with the corrected result.
    const corrected = replayCompetition((await competitions.load(id)).events.map(toCompetitionEvent));
    const account = (p: string) => corrected.players[p].accountId!;
    const rounds: RatingPeriod[] = corrected.rounds.map((r) => ({
      id: `${id}:round ${r.round}`,
      games: r.games
        .map((x) => corrected.games[x])
        .map((x) => ({ a: account(x.a), b: account(x.b!), scoreA: x.result!.winner === x.a ? 1 : 0 })),
    }));
    const book = rateParticipants({}, rounds);
    for (const r of after) {
      expect(r.rating).toBeCloseTo(book[r.account_id].current.rating, 9);
      expect(r.deviation).toBeCloseTo(book[r.account_id].current.deviation, 9);
      expect(r.history.map((h: { period: string }) => h.period)).toEqual(rounds.map((p) => p.id));
    }

    // A rebuild from the log gives the same ratings, batch by batch or at once.
    await runner().rebuild();
    const rebuilt = await ratings();
    expect(rebuilt.map((r) => [r.account_id, r.rating, r.deviation])).toEqual(after.map((r) => [r.account_id, r.rating, r.deviation]));
  });

  it('lists the accounts playing in each competition: with an account, not dropped; a rebuild or a reset checkpoint fills them again', async () => {
    const id = await swiss('paper', false);
    await run(id, { type: 'register', playerId: 'guest', name: 'Guest', accountId: null, club: null, seed: null });
    await run(id, { type: 'drop', playerId: 'bob', reason: 'ill' });
    await runner().catchUp();
    const accounts = async () =>
      (await pool.query('SELECT player_accounts FROM competition_summaries WHERE competition_id = $1', [id])).rows[0].player_accounts;
    expect(await accounts()).toEqual(['acct-ann', 'acct-cid', 'acct-dee']);
    const playing = await pool.query("SELECT competition_id FROM competition_summaries WHERE player_accounts @> ARRAY['acct-cid']::text[]");
    expect(playing.rows.map((r) => r.competition_id)).toContain(id);
    expect(
      (
        await pool.query(
          "SELECT count(*)::int AS n FROM competition_summaries WHERE player_accounts @> ARRAY['acct-bob']::text[] AND competition_id = $1",
          [id],
        )
      ).rows[0].n,
    ).toBe(0);

    await runner().rebuild(['competitions']);
    expect(await accounts()).toEqual(['acct-ann', 'acct-cid', 'acct-dee']);
    // As the migration that added the column left it: empty, with the projection's checkpoint gone.
    await pool.query(`UPDATE competition_summaries SET player_accounts = '{}'`);
    await pool.query(`DELETE FROM projection_checkpoints WHERE name = 'competitions'`);
    const before = await ratings();
    await runner().catchUp();
    expect(await accounts()).toEqual(['acct-ann', 'acct-cid', 'acct-dee']);
    expect(await ratings()).toEqual(before); // nothing is rated twice
  });
});
