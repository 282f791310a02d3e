import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  competitionStream,
  currentRound,
  replayCompetition,
  toCompetitionEvent,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionState,
  type Format,
} from '@app/competitions';
import { CompetitionDriver, createdCompetition, ORGANISER } from '../../competitions/src/testing/driver';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { RulesetRegistry } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { describeEachDatabase } from '../../../test/support/databases';
import { readCompetitionHeaders, readCompetitionStates } from './competition-views';
import { CompetitionsProjection } from './competitions.projection';
import { readModelEntities } from './index';
import { ProcessorRunner } from './processor-runner';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

const AT = '2026-03-01T10:00:00.000Z';
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** Every command worth trying on a competition as it stands, with who sends it; many are refused, which is fine. */
function candidates(s: CompetitionState, n: number): Array<[CompetitionCommand, CompetitionActor]> {
  const active = s.order.filter((id) => !s.players[id].dropped);
  const round = currentRound(s);
  const open = Object.values(s.games).filter((g) => g.b !== null && !g.result);
  const some = <T>(xs: T[]): T | undefined => xs[n % Math.max(1, xs.length)];
  const g = some(open);
  const p = some(active);
  const k = s.order.length + 1;
  const at = (i: number) => active[i % Math.max(1, active.length)];
  const out: Array<[CompetitionCommand, CompetitionActor]> = [
    [
      {
        type: 'register',
        playerId: `p${k}`,
        name: `Pilot ${k}`,
        accountId: k % 2 ? `acct-${k}` : null,
        club: k % 3 ? null : 'Ferrets',
        seed: null,
      },
      ORGANISER,
    ],
    [{ type: 'pairRound', repair: n % 5 === 0 }, ORGANISER],
    [{ type: 'pairRound', repair: false }, ORGANISER],
    [{ type: 'chooseProjectorView', view: (['clock', 'pairings', 'standings', 'cycle'] as const)[n % 4] }, ORGANISER],
    [{ type: 'openSeason', name: `Season ${n}` }, ORGANISER],
  ];
  // What ends or thins out the competition comes seldom, so that most histories go on.
  if (n % 29 === 0) out.push([{ type: 'finish', reason: '' }, ORGANISER], [{ type: 'closeSeason' }, ORGANISER]);
  if (round) {
    out.push(
      [{ type: 'publishRound', round: round.round }, ORGANISER],
      [{ type: 'startRound', round: round.round, ids: [] }, ORGANISER],
      [{ type: 'startRound', round: round.round, ids: [] }, ORGANISER],
      [{ type: 'startRoundClock', round: round.round, limitMs: 3_600_000, at: AT, reason: null }, ORGANISER],
      [{ type: 'extendRoundClock', round: round.round, table: n % 2 ? null : 1, ms: 60_000, at: AT, reason: 'late start' }, ORGANISER],
    );
    const [a, b] = [at(n), at(n + 1)];
    if (a && b) out.push([{ type: 'swap', round: round.round, playerA: a, playerB: b, reason: 'asked' }, ORGANISER]);
  }
  if (p) {
    out.push([{ type: 'adjustPoints', playerId: p, round: round?.round ?? null, points: n % 2 ? 1 : -1, reason: 'list' }, ORGANISER]);
    if (n % 7 === 0) out.push([{ type: 'drop', playerId: p, reason: 'had to leave' }, player(p)]);
    const q = at(n + 1);
    if (q !== p) out.push([{ type: 'openLeagueGame', a: p, b: q, week: `2026-W0${1 + (n % 3)}`, ids: [] }, ORGANISER]);
  }
  if (g) {
    const scores = { [g.a]: { reputation: n % 100 }, [g.b!]: { reputation: (n * 7) % 100 } };
    out.push(
      [{ type: 'report', game: g.game, winner: n % 3 ? g.a : null, draw: n % 3 === 0, scores, reason: 'sheet' }, ORGANISER],
      [{ type: 'report', game: g.game, winner: g.b, draw: false, scores, reason: null }, player(g.a)],
      [{ type: 'report', game: g.game, winner: g.a, draw: false, scores, reason: null }, player(g.b!)],
      [{ type: 'confirm', game: g.game }, player(g.b!)],
      [{ type: 'confirm', game: g.game }, player(g.a)],
      [{ type: 'dispute', game: g.game, reason: 'not so' }, player(g.b!)],
      [{ type: 'issueGameLoss', game: g.game, playerId: g.a, reason: 'late' }, ORGANISER],
    );
  }
  return out;
}

const FORMATS: Format[] = [
  { kind: 'swiss', rounds: 4, topCut: 4 },
  { kind: 'single-elimination', thirdPlace: true },
  { kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null },
];

/**
 * The competition views (competition-views.ts) are the fold, however the log was batched: after
 * any history of commands, appended in any chunks and handled in batches of any size, the state
 * read back equals the competition folded from its stream, key order included; and a rebuild
 * from the log writes the very same rows.
 */
describeEachDatabase('competition views', (url) => {
  let pool: Pool;
  let ds: DataSource;
  let store: PostgresEventStore;
  const registry = new RulesetRegistry([]);
  const query = (sql: string, params: unknown[]) => pool.query(sql, params).then((r) => r.rows as Array<Record<string, unknown>>);
  const rows = async (id: string) => ({
    views: (await pool.query('SELECT * FROM competition_views WHERE competition_id = $1', [id])).rows,
    players: (await pool.query('SELECT * FROM competition_players WHERE competition_id = $1 ORDER BY player_id', [id])).rows,
    games: (await pool.query('SELECT * FROM competition_games WHERE competition_id = $1 ORDER BY game', [id])).rows,
  });

  beforeAll(async () => {
    pool = createPool(url(), 4);
    ds = await new DataSource({ type: 'postgres', url: url(), entities: readModelEntities, extra: { max: 2 } }).initialize();
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await ds.destroy();
    await pool.end();
  });

  it('equal the fold of the stream after every chunk, whatever the batches; a rebuild writes the same rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORMATS),
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.nat(10_000), { minLength: 60, maxLength: 120 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        async (format, players, choices, chunks, batchSize) => {
          const id = randomUUID();
          const t = new CompetitionDriver(
            createdCompetition(format, RULESETS, { competitionId: id, published: choices[0] % 2 === 0 }),
            RULESETS,
          );
          for (let k = 1; k <= players; k++) {
            t.run({
              type: 'register',
              playerId: `p${k}`,
              name: `Pilot ${k}`,
              accountId: k % 2 ? `acct-${k}` : null,
              club: k % 3 ? null : 'Ferrets',
              seed: null,
            });
          }
          if (format.kind === 'league') t.run({ type: 'openSeason', name: 'Spring' });
          for (const n of choices) {
            const options = candidates(t.state, n);
            const [command, actor] = options[n % options.length];
            t.try(command, actor);
          }
          const stream = competitionStream(format.kind === 'league' ? 'league' : 'tournament', id);
          const stored = t.events.map((e) => ({
            eventId: randomUUID(),
            type: e.type,
            data: e.data,
            metadata: { actor: { kind: 'organiser' } },
          }));
          let at = 0;
          for (let i = 0; at < stored.length; i++) {
            const size = i < chunks.length ? chunks[i] : stored.length;
            await store.append(stream, stored.slice(at, at + size), at === 0 ? 'no_stream' : at);
            at = Math.min(stored.length, at + size);
            await new ProcessorRunner(ds, store, registry, [new CompetitionsProjection()], { batchSize }).catchUp();
            const folded = replayCompetition((await store.readStream(stream)).map(toCompetitionEvent));
            const read = (await readCompetitionStates(query, [id])).get(id)!;
            expect(JSON.stringify(read.state)).toBe(JSON.stringify(folded));
            const [header] = (await readCompetitionHeaders(query, [id], null)).values();
            expect(header).toEqual({ ...read.header, callerPlayer: null });
            expect(header.roundFlags).toEqual(folded.rounds.map((r) => ({ round: r.round, published: r.published })));
          }
          const incremental = await rows(id);
          await new ProcessorRunner(ds, store, registry, [new CompetitionsProjection()]).rebuild();
          expect(await rows(id)).toEqual(incremental);
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);

  it("a header names the caller's own player, by account, the first registered with it, dropped or not", async () => {
    const id = randomUUID();
    const t = new CompetitionDriver(
      createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, RULESETS, { competitionId: id, published: false }),
      RULESETS,
    );
    t.run({ type: 'register', playerId: 'ann', name: 'Ann', accountId: 'acct-ann', club: null, seed: null });
    t.run({ type: 'register', playerId: 'bob', name: 'Bob', accountId: 'acct-bob', club: null, seed: null });
    t.run({ type: 'drop', playerId: 'bob', reason: 'ill' });
    const stream = competitionStream('tournament', id);
    await store.append(
      stream,
      t.events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
      'no_stream',
    );
    await new ProcessorRunner(ds, store, registry, [new CompetitionsProjection()]).catchUp();
    const caller = async (account: string | null) => (await readCompetitionHeaders(query, [id], account)).get(id)!.callerPlayer;
    expect(await caller('acct-ann')).toBe('ann');
    expect(await caller('acct-bob')).toBe('bob');
    expect(await caller('acct-cid')).toBeNull();
    expect(await caller(null)).toBeNull();
    expect((await readCompetitionHeaders(query, [randomUUID()], null)).size).toBe(0);
  });
});
