import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { RulesetRegistry } from '@app/rules';
import { duel } from '@app/rules/testing';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { describeEachDatabase } from '../../../test/support/databases';
import { readModelEntities } from './index';
import { MatchSummariesProjection } from './match-summaries.projection';
import { ProjectionRunner } from './projection-runner';

const players = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];

describeEachDatabase('match summaries projection', (url) => {
  let pool: Pool;
  let ds: DataSource;
  let store: PostgresEventStore;
  let matches: MatchService;
  const registry = new RulesetRegistry([duel]);
  const runner = () => new ProjectionRunner(ds, store, new MatchSummariesProjection(store, registry));
  const rows = () => pool.query('SELECT match_id, status, winner, event_count, last_position FROM match_summaries ORDER BY match_id').then((r) => r.rows);

  beforeAll(async () => {
    pool = createPool(url(), 6);
    ds = await new DataSource({ type: 'postgres', url: url(), entities: readModelEntities, extra: { max: 3 } }).initialize();
    store = new PostgresEventStore(pool);
    matches = new MatchService(store, registry, new PostgresSeedVault(pool));
  });
  afterAll(async () => {
    await ds.destroy();
    await pool.end();
  });

  it('folds every match into one row and stores the checkpoint with it', async () => {
    // Untimed: the counts below are the game's events alone (a timed match's first order starts its clock too).
    const a = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    const b = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, clock: { minutes: 0 } });
    await matches.issueOrder(a.matchId, 'A', { type: 'strike' }, { kind: 'player', side: 'A' });
    await matches.recordRoll(a.matchId, 'A', [{ sides: 6, value: 5 }], { kind: 'player', side: 'A' });
    const r = runner();
    expect(await r.catchUp()).toBe(5); // 2 creations, order, roll, seed reveal
    const all = await rows();
    expect(all).toHaveLength(2);
    expect(all.find((x) => x.match_id === a.matchId)).toMatchObject({ status: 'finished', winner: 'A', event_count: 4 });
    expect(all.find((x) => x.match_id === b.matchId)).toMatchObject({ status: 'in_progress', winner: null, event_count: 1 });
    const head = (await store.readAll(0, 1000)).at(-1)!.globalPosition;
    expect(await r.position()).toBe(head);
    expect(await r.catchUp()).toBe(0);
  });

  it('rebuilds from scratch to the same rows', async () => {
    const before = await rows();
    await runner().rebuild();
    expect(await rows()).toEqual(before);
  });

  it('two runners at once fold each event exactly once and agree', async () => {
    for (let i = 0; i < 5; i++) await matches.create({ rulesetId: 'duel', players, setup: {} });
    const [x, y] = [runner(), runner()];
    await Promise.all([x.catchUp(), y.catchUp(), x.catchUp()]);
    const all = await rows();
    expect(all).toHaveLength(7);
    const head = (await store.readAll(0, 1000)).at(-1)!.globalPosition;
    expect(await x.position()).toBe(head);
  });
});
