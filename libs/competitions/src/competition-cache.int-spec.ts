/**
 * A folded competition kept in a process never changes a result: after random commands sent
 * through two services with caches of their own on one store (two server processes), every
 * load equals the competition folded from its first event, and lists exactly the stored events.
 */
import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, MatchValidationError, PostgresPairingSeedVault, PostgresSeedVault, RuleViolationError } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import fc from 'fast-check';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { replayCompetition, toCompetitionEvent, type CompetitionActor } from './competition';
import { CompetitionConflictError, CompetitionService, competitionStream, type LoadedCompetition } from './competition-service';

const ORGANISER: CompetitionActor = { kind: 'organiser' };
const registry = createRegistry();

describeEachDatabase('folded competitions, cached', (url) => {
  let pool: Pool;
  let store: PostgresEventStore;

  beforeAll(() => {
    pool = createPool(url(), 6);
    store = new PostgresEventStore(pool);
  });
  afterAll(() => pool.end());

  /** A server process: its own store and caches on the shared database. */
  const process_ = () => {
    const events = new PostgresEventStore(pool);
    // The secrets of first-round draws are the database's too: a draw committed by one process is made by another.
    return new CompetitionService(
      events,
      new MatchService(events, registry, new PostgresSeedVault(pool)),
      undefined,
      undefined,
      {},
      new PostgresPairingSeedVault(pool),
    );
  };

  async function expectFromScratch(loaded: LoadedCompetition): Promise<void> {
    const stored = await store.readStream(loaded.streamId);
    expect(loaded.state).toEqual(replayCompetition(stored.map(toCompetitionEvent)));
    const key = (e: (typeof stored)[number]) => [e.eventId, e.streamVersion, e.type, e.data];
    expect(loaded.events.map(key)).toEqual(stored.map(key));
  }

  const step = fc.record({
    by: fc.integer({ min: 0, max: 1 }),
    act: fc.constantFrom(
      'register',
      'register',
      'register',
      'drop',
      'pair',
      'pair',
      'publish',
      'start',
      'start',
      'report',
      'report',
      'report',
      'adjust',
      'stale',
    ),
    player: fc.integer({ min: 1, max: 8 }),
    game: fc.integer({ min: 0, max: 7 }),
    points: fc.integer({ min: -2, max: 2 }),
    look: fc.boolean(),
  });

  it('loads, in each process and in a cold one, what the stream folds to from its first event', async () => {
    /** Commands accepted, by kind, over all runs: the random commands must reach the rules, not only their refusals. */
    const accepted = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        const processes = [process_(), process_()];
        const id = randomUUID();
        await processes[0].create({
          competitionId: id,
          kind: 'tournament',
          name: 'Cached open',
          rulesetId: 'solaris7',
          organiserId: 'olga',
          published: true,
          rated: false,
          format: { kind: 'swiss', rounds: 3, topCut: null },
          play: { mode: 'paper' },
        });
        // A round in play, so that results can be reported from the first random command on.
        for (let i = 1; i <= 4; i++) {
          const command = { type: 'register', playerId: `p${i}`, name: `Player ${i}`, accountId: null, club: null, seed: null } as const;
          await processes[i % 2].execute(id, command, ORGANISER);
        }
        await processes[1].pairRound(id, ORGANISER);
        await processes[0].startRound(id, 1, ORGANISER);
        for (const t of steps) {
          const by = processes[t.by];
          const playerId = `p${t.player}`;
          const version = (await by.load(id)).state.version;
          try {
            switch (t.act) {
              case 'register':
                await by.execute(
                  id,
                  { type: 'register', playerId, name: `Player ${t.player}`, accountId: null, club: null, seed: null },
                  ORGANISER,
                );
                break;
              case 'drop':
                await by.execute(id, { type: 'drop', playerId, reason: 'left early' }, ORGANISER);
                break;
              case 'pair':
                await by.pairRound(id, ORGANISER);
                break;
              case 'publish': {
                const { state } = await by.load(id);
                await by.execute(id, { type: 'publishRound', round: Math.max(1, state.rounds.length) }, ORGANISER);
                break;
              }
              case 'start': {
                const { state } = await by.load(id);
                await by.startRound(id, Math.max(1, state.rounds.length), ORGANISER);
                break;
              }
              case 'report': {
                const { state } = await by.load(id);
                const open = Object.values(state.games).filter((x) => !x.result && x.b !== null);
                const g = open[t.game % Math.max(1, open.length)];
                if (!g) break;
                await by.execute(id, { type: 'report', game: g.game, winner: g.a, draw: false, scores: {}, reason: 'ruled' }, ORGANISER);
                break;
              }
              case 'adjust':
                await by.execute(id, { type: 'adjustPoints', playerId, round: null, points: t.points, reason: 'conduct' }, ORGANISER);
                break;
              case 'stale': {
                const { state } = await by.load(id);
                await by.execute(id, { type: 'drop', playerId, reason: 'late' }, ORGANISER, { expectedVersion: state.version - 1 });
                break;
              }
            }
            if ((await by.load(id)).state.version > version) accepted.set(t.act, (accepted.get(t.act) ?? 0) + 1);
          } catch (e) {
            if (!(e instanceof RuleViolationError || e instanceof CompetitionConflictError || e instanceof MatchValidationError)) throw e;
          }
          if (t.look) for (const p of processes) await expectFromScratch(await p.load(id));
        }
        for (const p of [...processes, process_()]) await expectFromScratch(await p.load(id));
        expect((await processes[1].load(id)).streamId).toBe(competitionStream('tournament', id));
      }),
      { numRuns: 15 },
    );
    const acts = ['register', 'drop', 'pair', 'start', 'report', 'adjust'];
    expect(Object.fromEntries(acts.map((act) => [act, (accepted.get(act) ?? 0) > 0]))).toEqual(
      Object.fromEntries(acts.map((act) => [act, true])),
    );
  }, 300_000);
});
