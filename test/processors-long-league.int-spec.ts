/**
 * A result in a long league folds that result, not the league's history: the processors keep the
 * league folded from one batch to the next (`KeptStreams`), so the batch of one more result folds
 * the events after what is kept, as few at 5,000 events as at 500, and the standings it writes
 * are those folded from the first event.
 *
 * The league is bench/league-log.ts's, decided by the competition's own rules and appended
 * straight to the event store in large chunks; each counted result is the opponent's
 * confirmation, sent through the real `CompetitionService`, and handled by a runner of every
 * processor the server runs.
 */
import { randomUUID } from 'node:crypto';
import {
  CompetitionService,
  competitionStream,
  replayCompetition,
  standingsViews,
  toCompetitionEvent,
  type StandingsView,
} from '@app/competitions';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { allProcessors, ProcessorRunner, readModelEntities } from '@app/projections';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { LEAGUE_RULESETS, LeagueLog } from '../bench/league-log';
import { describeEachDatabase } from './support/databases';

const LEAGUE = '00000000-0000-4000-8000-00000000e500';
const STREAM = competitionStream('league', LEAGUE);
/** Every runner of the test is this process started again: it holds the lease at once. */
const INSTANCE = 'long-league';

describeEachDatabase('processors on a long league', (url) => {
  let pool: Pool;
  let ds: DataSource;
  let store: PostgresEventStore;
  let competitions: CompetitionService;

  beforeAll(async () => {
    pool = createPool(url(), 6);
    ds = await new DataSource({ type: 'postgres', url: url(), entities: readModelEntities, extra: { max: 3 } }).initialize();
    store = new PostgresEventStore(pool);
    competitions = new CompetitionService(store, new MatchService(store, LEAGUE_RULESETS, new PostgresSeedVault(pool)));
  });
  afterAll(async () => {
    await ds.destroy();
    await pool.end();
  });

  const runnerOf = () => new ProcessorRunner(ds, store, LEAGUE_RULESETS, allProcessors(competitions), { instanceId: INSTANCE });

  /** The generator's events not stored yet, appended in chunks of 500. */
  async function appendNew(league: LeagueLog): Promise<void> {
    let version = await store.streamVersion(STREAM);
    for (let from = version; from < league.events.length; from += 500) {
      const chunk = league.events.slice(from, from + 500).map((e) => ({ eventId: randomUUID(), ...e }));
      version = (await store.append(STREAM, chunk, version)).streamVersion;
    }
  }

  /**
   * Grows the league to `length - 1` events with a game reported last, caught up; then its
   * opponent confirms it through the service (the league's `length`th event). Answers how many
   * competition events the runner folded for that one result.
   */
  async function oneResultAt(league: LeagueLog, runner: ProcessorRunner, length: number): Promise<number> {
    league.growTo(length - 3);
    const game = league.openGame();
    league.report(game);
    await appendNew(league);
    await runner.catchUp();
    const before = runner.kept.folded.competitionEvents;
    const opponent = league.state.games[game].b!;
    await competitions.execute(LEAGUE, { type: 'confirm', game }, { kind: 'player', playerId: opponent });
    league.confirm(game); // the same decision, so the generator stays at the stored league
    await runner.catchUp();
    expect(await store.streamVersion(STREAM)).toBe(length);
    return runner.kept.folded.competitionEvents - before;
  }

  /** The standings tables the projection wrote equal those folded from the league's first event. */
  async function expectStandingsFromScratch(): Promise<void> {
    const state = replayCompetition((await store.readStream(STREAM)).map(toCompetitionEvent));
    const byTable = (a: StandingsView, b: StandingsView) => a.mode.localeCompare(b.mode) || a.throughRound - b.throughRound;
    const expected = (JSON.parse(JSON.stringify(standingsViews(state, {}))) as StandingsView[]).sort(byTable);
    const { rows } = await pool.query(
      'SELECT mode, through_round, version, round_finished, rows FROM competition_standings WHERE competition_id = $1',
      [LEAGUE],
    );
    const written = rows
      .map((r): StandingsView => ({
        mode: r.mode,
        throughRound: r.through_round,
        version: r.version,
        roundFinished: r.round_finished,
        rows: r.rows,
      }))
      .sort(byTable);
    expect(written).toEqual(expected);
    expect(written.every((t) => t.version === state.version)).toBe(true);
    expect(expected.find((t) => t.mode === 'settled')!.rows.reduce((n, r) => n + r.played, 0)).toBe(
      2 * Object.values(state.games).filter((g) => g.result).length,
    );
  }

  it('folds one result whether the league has 500 events or 5,000, and writes the standings a fold from scratch gives', async () => {
    const league = new LeagueLog(LEAGUE);
    const runner = runnerOf();
    try {
      const at500 = await oneResultAt(league, runner, 500);
      await expectStandingsFromScratch();
      const at5000 = await oneResultAt(league, runner, 5000);
      await expectStandingsFromScratch();
      // The confirmation alone: what the batch adds to the league kept folded by the batch before.
      expect(at500).toBeGreaterThanOrEqual(1);
      expect(at500).toBeLessThanOrEqual(3);
      expect(at5000).toBeLessThanOrEqual(1.5 * at500);

      // The same kind of batch on a runner that keeps nothing yet (a process just started, its
      // checkpoints those the first one committed): its fold starts from the league's first
      // event. Had the batches above folded so, they would have counted 500 and 5,000, and the
      // bound above would fail.
      const fresh = runnerOf();
      const game = league.openGame();
      league.report(game);
      await appendNew(league);
      await runner.catchUp();
      league.confirm(game);
      await appendNew(league);
      expect(await fresh.catchUp()).toBe(1);
      expect(fresh.kept.folded.competitionEvents).toBe(league.events.length);
      expect(fresh.kept.folded.competitionEvents).toBeGreaterThan(1.5 * at500);
      await expectStandingsFromScratch();
    } finally {
      await runner.stop();
    }
    // About 20 s of work, most of it every processor's first catch-up with 4,500 events: room for a busy machine.
  }, 120_000);
});
