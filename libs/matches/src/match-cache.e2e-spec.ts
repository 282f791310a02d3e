/**
 * A folded match kept in a process (and in a snapshot) never changes a result: after random
 * commands, sent through two services with caches of their own on one store (two server
 * processes), with snapshots written at random points and cold processes starting from them,
 * every load equals the match folded from its first event — the game, version, clocks,
 * outcome, pending decision and every viewer's view — and lists exactly the stored events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPool } from '@app/database';
import { PostgresEventStore, WrongExpectedVersionError, type AppendResult, type ExpectedVersion, type NewEvent } from '@app/event-store';
import { createRegistry } from '@app/rulesets';
import { solarisMatch, vigilantPeaceLong, warzoneGame, type CorpusMatch } from '../../rulesets/replay-corpus';
import { outcomeOf, pendingOf, seatedSides, type Actor, type GameEvent, type MatchState, type Viewer } from '@app/rules';
import { duel } from '@app/rules/testing';
import fc from 'fast-check';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { MatchConflictError, MatchValidationError, RuleViolationError } from './errors';
import { foldMatch, MatchService, type LoadedMatch } from './match-service';
import { PostgresMatchSnapshots } from './match-snapshots';
import { PostgresSeedVault } from './seed-vault';
import { matchStream } from './streams';

const registry = createRegistry([duel]);
const DIST = resolve(__dirname, '../../../dist/libs');

/**
 * Another server process on the same database, built from dist (npm test builds it first): for
 * each line it reads, it gives the duel's match one more minute through a MatchService of its
 * own, and answers with the number of minutes it has given so far.
 */
class OtherProcess {
  private readonly child: ChildProcess;
  private readonly waiting: Array<(line: string) => void> = [];
  private out = '';

  constructor(databaseUrl: string, matchId: string) {
    const script = `
      const { createPool } = require(${JSON.stringify(`${DIST}/database/src`)});
      const { PostgresEventStore } = require(${JSON.stringify(`${DIST}/event-store/src`)});
      const { MatchService, PostgresSeedVault } = require(${JSON.stringify(`${DIST}/matches/src`)});
      const { RulesetRegistry } = require(${JSON.stringify(`${DIST}/rules/src`)});
      const { duel } = require(${JSON.stringify(`${DIST}/rules/src/testing`)});
      const pool = createPool(process.env.DATABASE_URL, 2);
      const matches = new MatchService(new PostgresEventStore(pool), new RulesetRegistry([duel]), new PostgresSeedVault(pool));
      let given = 0;
      let queue = Promise.resolve();
      require('node:readline').createInterface({ input: process.stdin })
        .on('line', () => (queue = queue.then(async () => {
          await matches.extendClock(${JSON.stringify(matchId)}, { kind: 'organiser' }, 'match', null, 1, 'lost time');
          console.log('given ' + ++given);
        }).catch((e) => { console.error(e); process.exit(1); })))
        .on('close', () => queue.then(() => pool.end()));`;
    this.child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => {
      this.out += chunk.toString();
      let newline: number;
      while ((newline = this.out.indexOf('\n')) >= 0) {
        const line = this.out.slice(0, newline);
        this.out = this.out.slice(newline + 1);
        this.waiting.shift()?.(line);
      }
    });
    let errors = '';
    this.child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    this.child.once('exit', (code) => {
      for (const w of this.waiting.splice(0)) w(`exited with ${code}: ${errors}`);
    });
  }

  /** Has the other process append one event, and waits until it has. */
  append(): Promise<string> {
    return new Promise((resolveLine) => {
      this.waiting.push(resolveLine);
      this.child.stdin!.write('go\n');
    });
  }

  end(): Promise<unknown> {
    return new Promise((resolveExit) => {
      this.child.once('exit', resolveExit);
      this.child.stdin!.end();
    });
  }
}

/** The store of a process whose appends can be made to lose a race: a hook runs just before each. */
class RacedStore extends PostgresEventStore {
  conflicts = 0;
  beforeAppend: (() => Promise<unknown>) | null = null;

  override async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const hook = this.beforeAppend;
    this.beforeAppend = null;
    await hook?.();
    try {
      return await super.append(streamId, events, expected);
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) this.conflicts++;
      throw e;
    }
  }
}

const T0 = Date.parse('2026-11-25T18:00:00.000Z');
const ORGANISER: Actor = { kind: 'organiser' };
const player = (side: string): Actor => ({ kind: 'player', side });

function viewersOf(match: MatchState): Viewer[] {
  return [{ kind: 'public' }, { kind: 'organiser' }, ...seatedSides(match).map((side): Viewer => ({ kind: 'player', side }))];
}

/** Everything a caller can learn of a folded match. */
function meaning(match: MatchState) {
  return {
    version: match.version,
    game: match.game,
    clock: match.clock,
    created: match.created,
    serverRolls: match.serverRolls,
    revealedSeed: match.revealedSeed,
    report: match.report,
    timeExpired: match.timeExpired,
    outcome: outcomeOf(match),
    pending: pendingOf(match),
    views: viewersOf(match).map((v) => match.ruleset.view(match.game, v)),
  };
}

/** The refusals a random command may meet; anything else fails the test. */
function refused(e: unknown): boolean {
  return e instanceof RuleViolationError || e instanceof MatchConflictError || e instanceof MatchValidationError;
}

async function attempt(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (!refused(e)) throw e;
  }
}

describeEachDatabase('folded matches, cached and snapshotted', (url) => {
  let pool: Pool;
  let store: PostgresEventStore;
  let now = T0;

  beforeAll(() => {
    pool = createPool(url(), 8);
    store = new PostgresEventStore(pool);
  });
  afterAll(() => pool.end());

  /** A server process: its own store, cache and snapshot writer on the shared database. */
  const process_ = (snapshotEvery: number) =>
    new MatchService(new PostgresEventStore(pool), registry, new PostgresSeedVault(pool), () => new Date(now), undefined, {
      snapshots: new PostgresMatchSnapshots(pool, registry),
      cache: { snapshotEvery },
    });

  /**
   * The match as a process loads it (or a command answers it), against the stream folded from
   * its first event. A command's answer gives the events it appended with their server stamp as
   * the time recorded (the database's own clock is not returned by an append); a load gives
   * the database's.
   */
  async function expectFromScratch(loaded: LoadedMatch, upTo?: number): Promise<void> {
    const all = await store.readStream(matchStream(loaded.matchId));
    const stored = upTo === undefined ? all : all.slice(0, upTo);
    expect(meaning(loaded.match)).toEqual(meaning(foldMatch(registry, stored)));
    const answered = loaded.position !== undefined;
    const key = (e: (typeof stored)[number]) => [
      e.eventId,
      e.streamVersion,
      e.globalPosition,
      e.type,
      e.data,
      e.metadata,
      answered ? null : e.recordedAt,
    ];
    expect(loaded.events.map(key)).toEqual(stored.map(key));
  }

  describe('a duel played by random commands through two processes', () => {
    const step = fc.record({
      by: fc.integer({ min: 0, max: 1 }),
      act: fc.constantFrom(
        'order',
        'order',
        'roll',
        'roll',
        'order',
        'roll',
        'order',
        'roll',
        'race',
        'badRoll',
        'serverRoll',
        'concede',
        'pause',
        'resume',
        'extend',
        'startClock',
        'expireDue',
        'expire',
        'report',
        'confirm',
        'retry',
        'stale',
      ),
      side: fc.constantFrom('A', 'B'),
      die: fc.integer({ min: 1, max: 6 }),
      wait: fc.constantFrom(0, 1_000, 1_000, 5_000, 20_000, 70_000),
      look: fc.constantFrom('none', 'none', 'warm', 'cold', 'at'),
      upTo: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    const setup = fc.record({
      dice: fc.constantFrom('reported' as const, 'server' as const),
      health: fc.integer({ min: 4, max: 30 }),
      minutes: fc.constantFrom(0, 2, 10),
      chessMinutes: fc.constantFrom(0, 1, 3),
      start: fc.constantFrom('first-action' as const, 'organiser' as const),
      outOfTime: fc.constantFrom('ruleset' as const, 'rolls-only' as const),
      snapshotEvery: fc.integer({ min: 1, max: 8 }),
    });

    it('loads, in each process and in a cold one, what the stream folds to from its first event', async () => {
      /** Commands that appended, by kind, over all runs: the random commands must reach the rules, not only their refusals. */
      const accepted = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(setup, fc.array(step, { minLength: 10, maxLength: 40 }), async (s, steps) => {
          now = T0;
          const processes = [process_(s.snapshotEvery), process_(s.snapshotEvery)];
          const { matchId } = await processes[0].create({
            rulesetId: 'duel',
            players: [
              { side: 'A', name: 'Ann' },
              { side: 'B', name: 'Bob' },
            ],
            setup: { health: s.health },
            dice: s.dice,
            clock: { minutes: s.minutes, chessMinutes: s.chessMinutes, start: s.start, outOfTime: s.outOfTime },
          });
          let last: ((m: MatchService) => Promise<unknown>) | null = null;
          for (const t of steps) {
            now += t.wait;
            const eventId = randomUUID();
            const by = processes[t.by];
            // Mostly the side the match waits for, sometimes the other: both the rules' answers are wanted.
            const pending = pendingOf((await by.load(matchId)).match);
            const waiting = pending.kind === 'order' ? pending.sides[0] : pending.kind === 'roll' ? pending.side : null;
            const side = waiting && t.die <= 4 ? waiting : t.side;
            const command = (m: MatchService, id = { eventId }): Promise<unknown> => {
              // A match ends by concession or time only now and then, so that most go on long enough to play.
              if (['concede', 'expire', 'report', 'pause'].includes(t.act) && t.die < 6) return Promise.resolve();
              switch (t.act) {
                case 'order':
                case 'race':
                  return m.issueOrder(matchId, side, { type: 'strike' }, player(side), id);
                case 'roll':
                  return m.recordRoll(matchId, side, [{ sides: 6, value: t.die }], player(side), id);
                case 'badRoll':
                  return m.recordRoll(matchId, side, [{ sides: 6, value: 9 }], player(side), id);
                case 'serverRoll':
                  return m.serverRoll(matchId, player(side), id);
                case 'concede':
                  return m.concede(matchId, side, player(side), id);
                case 'pause':
                  return m.pauseClock(matchId, player(side), 'a ruling', id);
                case 'resume':
                  return m.resumeClock(matchId, ORGANISER, 'ruled', id);
                case 'extend':
                  return m.extendClock(matchId, ORGANISER, t.die % 2 ? 'match' : 'player', t.die % 2 ? null : side, 1, 'lost time', id);
                case 'startClock':
                  return m.startClock(matchId, ORGANISER, null, id);
                case 'expireDue':
                  return m.expireDue(matchId);
                case 'expire':
                  return m.expireTime(matchId, 'match', null, id);
                case 'report':
                  return m.reportResult(matchId, { side: side, winner: side, draw: false }, player(side), id);
                case 'confirm':
                  return m.confirmResult(matchId, side, player(side), id);
                default:
                  return Promise.resolve();
              }
            };
            const before = (await store.readStream(matchStream(matchId))).length;
            if (t.act === 'retry' && last) {
              // A client's retry, through the other process, of the command before.
              const again = last;
              await attempt(() => again(by));
            } else if (t.act === 'stale') {
              // A client that decided on an older version of the match.
              const version = (await by.load(matchId)).match.version;
              await attempt(() => by.issueOrder(matchId, t.side, { type: 'strike' }, player(t.side), { expectedVersion: version - 1 }));
            } else if (t.act === 'race') {
              // The same order from both processes at once: one of them loses the race and decides again.
              const results = await Promise.allSettled(processes.map((m) => command(m, { eventId: randomUUID() })));
              for (const r of results) if (r.status === 'rejected' && !refused(r.reason)) throw r.reason;
            } else {
              await attempt(() => command(by));
              last = command;
            }
            if ((await store.readStream(matchStream(matchId))).length > before) accepted.set(t.act, (accepted.get(t.act) ?? 0) + 1);
            if (t.look === 'warm') {
              for (const m of processes) await expectFromScratch(await m.load(matchId));
            } else if (t.look === 'cold') {
              await Promise.all(processes.map((m) => m.settled()));
              await expectFromScratch(await process_(s.snapshotEvery).load(matchId));
            } else if (t.look === 'at') {
              await Promise.all(processes.map((m) => m.settled()));
              const version = (await by.load(matchId)).match.version;
              const upTo = 1 + Math.floor(t.upTo * (version - 1));
              await expectFromScratch(await process_(s.snapshotEvery).load(matchId, upTo), upTo);
            }
          }
          await Promise.all(processes.map((m) => m.settled()));
          for (const m of [...processes, process_(s.snapshotEvery)]) await expectFromScratch(await m.load(matchId));
        }),
        { numRuns: 40 },
      );
      const acts = ['order', 'roll', 'race', 'extend', 'startClock'];
      expect(Object.fromEntries(acts.map((act) => [act, (accepted.get(act) ?? 0) > 0]))).toEqual(
        Object.fromEntries(acts.map((act) => [act, true])),
      );
    }, 300_000);
  });

  it('catches up on a match another OS process appended to, and decides again on it after losing a race to it', async () => {
    if (!existsSync(`${DIST}/matches/src/index.js`))
      throw new Error(`${DIST} is missing: run "npm run build:server" first (npm test does)`);
    now = Date.now(); // the other process stamps its events with the real clock
    const store = new RacedStore(pool);
    const here = new MatchService(store, registry, new PostgresSeedVault(pool), () => new Date(now), undefined, {
      snapshots: new PostgresMatchSnapshots(pool, registry),
      cache: { snapshotEvery: 3 },
    });
    const players = [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ];
    const { matchId } = await here.create({ rulesetId: 'duel', players, setup: { health: 100 }, clock: { minutes: 60 } });
    const other = new OtherProcess(url(), matchId);
    try {
      let sides = ['A', 'B'];
      for (let i = 0; i < 12; i++) {
        now += 1_000;
        // Every third command loses its race: the other process appends between its load and its append.
        if (i % 3 === 1) store.beforeAppend = () => other.append();
        await here.issueOrder(matchId, sides[0], { type: 'strike' }, player(sides[0]));
        // Every third command comes right after the other process appended: the cache catches up before deciding.
        if (i % 3 === 2) expect(await other.append()).toMatch(/^given \d+$/);
        const rolled = await here.recordRoll(matchId, sides[0], [{ sides: 6, value: 1 }], player(sides[0]));
        expect(pendingOf(rolled.match)).toMatchObject({ kind: 'order', sides: [sides[1]] });
        await expectFromScratch(rolled);
        sides = [sides[1], sides[0]];
      }
      expect(store.conflicts).toBe(4);
      const loaded = await here.load(matchId);
      await expectFromScratch(loaded);
      expect(loaded.events.filter((e) => e.type === 'ClockExtended')).toHaveLength(8);
      expect(loaded.match.clock.extraMs).toBe(8 * 60_000);
      await here.settled();
      await expectFromScratch(await process_(3).load(matchId));
    } finally {
      await other.end();
    }
  }, 120_000);

  describe('real games played through two processes', () => {
    /** The corpus's commands a player sends: orders and rolls (reported at the table), until the first event the server itself decides. */
    function commandsOf(m: CorpusMatch, most: number): GameEvent[] {
      const end = m.events.findIndex((e) => e.type !== 'OrderIssued' && e.type !== 'DiceRolled');
      return m.events.slice(0, Math.min(most, end === -1 ? m.events.length : end));
    }

    const send = (m: MatchService, matchId: string, e: GameEvent) => {
      if (e.type === 'OrderIssued') return m.issueOrder(matchId, e.data.side, e.data.order, player(e.data.side));
      if (e.type === 'DiceRolled') {
        const actor = e.data.side ? player(e.data.side) : ORGANISER;
        return m.recordRoll(matchId, e.data.side, e.data.dice, actor, { purpose: e.data.purpose });
      }
      throw new Error(`not a player's command: ${e.type}`);
    };

    it.each([
      ['solaris7', () => solarisMatch(1, 300, 2), 160],
      ['vigilant-peace', () => vigilantPeaceLong(20), 200],
      ['warzone', () => warzoneGame(1), 200],
    ] as const)(
      '%s: every load equals the fold from the first event',
      async (_id, corpus, most) => {
        const m = corpus();
        const commands = commandsOf(m, most);
        expect(commands.length).toBeGreaterThan(20);
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: 2, max: 40 }),
            fc.array(fc.integer({ min: 0, max: 1 }), { minLength: commands.length, maxLength: commands.length }),
            fc.uniqueArray(fc.integer({ min: 0, max: commands.length - 1 }), { maxLength: 4 }),
            async (snapshotEvery, by, looks) => {
              now = T0;
              const processes = [process_(snapshotEvery), process_(snapshotEvery)];
              const { matchId } = await processes[0].create({
                rulesetId: m.ruleset.id,
                players: m.created.players,
                setup: m.created.setup,
                dice: 'reported',
                clock: { minutes: 0 },
              });
              let version = 1;
              for (const [i, e] of commands.entries()) {
                if (outcomeOf((await processes[by[i]].load(matchId)).match).finished) break;
                now += 1_000;
                const loaded = await send(processes[by[i]], matchId, e);
                // The server adds what follows by itself (the seed revealed at the end).
                expect(loaded.match.version).toBeGreaterThan(version);
                version = loaded.match.version;
                if (looks.includes(i)) {
                  await Promise.all(processes.map((p) => p.settled()));
                  await expectFromScratch(await processes[1 - by[i]].load(matchId));
                  await expectFromScratch(await process_(snapshotEvery).load(matchId));
                  await expectFromScratch(await process_(snapshotEvery).load(matchId, Math.max(1, i - 3)), Math.max(1, i - 3));
                }
              }
              await Promise.all(processes.map((p) => p.settled()));
              for (const p of [...processes, process_(snapshotEvery)]) await expectFromScratch(await p.load(matchId));
            },
          ),
          { numRuns: 2 },
        );
      },
      300_000,
    );
  });
});
