import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { RulesetRegistry, type Actor } from '@app/rules';
import { duel } from '@app/rules/testing';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { RuleViolationError } from './errors';
import { MatchLogError, parseMatchLog, replayMatchLog, writeMatchLog } from './match-log';
import { MatchService, stampOf } from './match-service';
import { PostgresSeedVault } from './seed-vault';

const players = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];
const A: Actor = { kind: 'player', side: 'A' };
const B: Actor = { kind: 'player', side: 'B' };
const ORGANISER: Actor = { kind: 'organiser' };
const T0 = Date.parse('2026-11-25T18:00:00.000Z');
const MIN = 60_000;
const strike = { type: 'strike' };

/**
 * The match lifecycle under a clock the test moves by hand: the server stamps every event with
 * it, applies every deadline that has passed before it decides a command, and applies each
 * expiry once however many callers race to apply it.
 */
describeEachDatabase('MatchService clocks', (url) => {
  let pool: Pool;
  let now = T0;
  let matches: MatchService;
  /** A second server process: its own service on the same database and the same clock. */
  let other: MatchService;

  beforeAll(() => {
    pool = createPool(url(), 8);
    const store = new PostgresEventStore(pool);
    matches = new MatchService(store, new RulesetRegistry([duel]), new PostgresSeedVault(pool), () => new Date(now));
    other = new MatchService(new PostgresEventStore(pool), new RulesetRegistry([duel]), new PostgresSeedVault(pool), () => new Date(now));
  });
  beforeEach(() => {
    now = T0;
  });
  afterAll(() => pool.end());

  const types = async (matchId: string) => (await matches.load(matchId)).events.map((e) => e.type);

  it('starts the clock with the first order, stamping every event with the server’s time', async () => {
    const { matchId, match } = await matches.create({ rulesetId: 'duel', players, setup: {} });
    expect(match.created.clock).toEqual({ limitMs: 5 * MIN, start: 'first-action', chess: null }); // the duel's 5 minutes
    now += 30_000;
    const played = await matches.issueOrder(matchId, 'A', strike, A);
    expect(played.events.map((e) => e.type)).toEqual(['MatchCreated', 'ClockStarted', 'OrderIssued']);
    expect(played.events.map(stampOf)).toEqual([T0, T0 + 30_000, T0 + 30_000]);
    expect(played.match.clock).toMatchObject({ started: true, counting: true, lastAt: T0 + 30_000 });
  });

  it('refuses an order after the deadline with TIME_EXPIRED, the expiry stamped when time ran out', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 2 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += 2 * MIN + 15_000; // the roll comes 15 s late
    await expect(matches.recordRoll(matchId, 'A', [{ sides: 6, value: 6 }], A)).rejects.toMatchObject({
      violation: { code: 'TIME_EXPIRED' },
    });
    const { events, match } = await matches.load(matchId);
    expect(events.map((e) => e.type)).toEqual(['MatchCreated', 'ClockStarted', 'OrderIssued', 'TimeExpired', 'ServerSeedRevealed']);
    expect(stampOf(events[3])).toBe(T0 + 2 * MIN);
    expect(events[3].metadata).toMatchObject({ actor: { kind: 'server' }, deadline: 'match' });
    expect(match.ruleset.outcome(match.game)).toMatchObject({ finished: true, draw: true, reason: 'time' });
  });

  it('accepts an order one millisecond before the deadline and nothing expires', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 2 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += 2 * MIN - 1;
    await matches.recordRoll(matchId, 'A', [{ sides: 6, value: 1 }], A);
    expect(await types(matchId)).toEqual(['MatchCreated', 'ClockStarted', 'OrderIssued', 'DiceRolled']);
  });

  it('applies an expiry exactly once when two servers and an order race for it', async () => {
    for (let round = 0; round < 5; round++) {
      now = T0;
      const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 1 } });
      await matches.issueOrder(matchId, 'A', strike, A);
      now += MIN;
      const raced = await Promise.allSettled([
        matches.expireDue(matchId),
        other.expireDue(matchId),
        other.recordRoll(matchId, 'A', [{ sides: 6, value: 2 }], A),
      ]);
      expect(raced[2]).toMatchObject({ status: 'rejected', reason: { violation: { code: 'TIME_EXPIRED' } } });
      const after = await types(matchId);
      expect(after.filter((t) => t === 'TimeExpired')).toHaveLength(1);
      expect(after.filter((t) => t === 'DiceRolled')).toHaveLength(0);
    }
  });

  it('applies a deadline that passed while nobody looked, as soon as anyone looks', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 1 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += 3 * 60 * MIN; // three hours later
    const expired = await other.expireDue(matchId);
    expect(expired.events.map((e) => e.type)).toContain('TimeExpired');
    expect(stampOf(expired.events.find((e) => e.type === 'TimeExpired')!)).toBe(T0 + MIN);
    const again = await matches.expireDue(matchId);
    expect(again.match.version).toBe(expired.match.version);
  });

  it('writes the clocks into the match log: a replay reads them alike, and a log with an order after a deadline but no expiry is refused', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 1, chessMinutes: 5 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += 40_000;
    const played = await matches.recordRoll(matchId, 'A', [{ sides: 6, value: 2 }], A);
    const log = writeMatchLog(matchId, played.events);
    expect(replayMatchLog(new RulesetRegistry([duel]), parseMatchLog(log)).clock).toEqual(played.match.clock);
    // The roll moved past the minute, with nothing to say the clock ran out first.
    const late = log.replace(new Date(T0 + 40_000).toISOString(), new Date(T0 + 61_000).toISOString());
    expect(() => replayMatchLog(new RulesetRegistry([duel]), parseMatchLog(late))).toThrow(MatchLogError);
    expect(() => replayMatchLog(new RulesetRegistry([duel]), parseMatchLog(late))).toThrow(/stamped after the match clock ran out/);
  });

  it('pauses on a player’s dispute until the organiser rules; the organiser gives time', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 2 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += MIN;
    await matches.pauseClock(matchId, B, 'is the roll cocked?');
    await expect(matches.recordRoll(matchId, 'A', [{ sides: 6, value: 3 }], A)).rejects.toMatchObject({
      violation: { code: 'CLOCK_PAUSED' },
    });
    await expect(matches.resumeClock(matchId, B, 'I say so')).rejects.toMatchObject({ violation: { code: 'NOT_ORGANISER' } });
    await expect(matches.extendClock(matchId, A, 'match', null, 5, 'please')).rejects.toMatchObject({
      violation: { code: 'NOT_ORGANISER' },
    });
    now += 10 * MIN; // the dispute takes ten minutes: they do not count
    await matches.resumeClock(matchId, ORGANISER, 'reroll it');
    await matches.extendClock(matchId, ORGANISER, 'match', null, 0.5, 'time lost to the dispute');
    expect(await matches.expireDue(matchId).then((m) => m.match.version)).toBe(6); // nothing due
    now += MIN + 29_999;
    await matches.recordRoll(matchId, 'A', [{ sides: 6, value: 3 }], A);
    const { match, events } = await matches.load(matchId);
    expect(events.map((e) => e.type)).toEqual([
      'MatchCreated',
      'ClockStarted',
      'OrderIssued',
      'ClockPaused',
      'ClockResumed',
      'ClockExtended',
      'DiceRolled',
    ]);
    expect(events[3].metadata).toMatchObject({ actor: B });
    expect(match.clock.usedMs).toBe(2 * MIN + 29_999);
  });

  it('refuses bad clock input with typed errors and writes nothing', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 2 } });
    await expect(matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: -3 } })).rejects.toMatchObject({
      violation: { code: 'BAD_TIME' },
    });
    await expect(matches.extendClock(matchId, ORGANISER, 'match', null, Number.NaN, 'x')).rejects.toMatchObject({
      violation: { code: 'BAD_TIME' },
    });
    await expect(matches.extendClock(matchId, ORGANISER, 'player', 'A', 1, 'x')).rejects.toMatchObject({ violation: { code: 'NO_CLOCK' } });
    await expect(matches.pauseClock(matchId, A, '   ')).rejects.toBeInstanceOf(RuleViolationError);
    await expect(matches.resumeClock(matchId, ORGANISER, 'nothing to resume')).rejects.toMatchObject({
      violation: { code: 'CLOCK_NOT_PAUSED' },
    });
    expect(await types(matchId)).toEqual(['MatchCreated']);
  });

  it('runs chess clocks for the side the match waits for; a flag falls by the game’s time rule', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 0, chessMinutes: 1 } });
    await matches.issueOrder(matchId, 'A', strike, A);
    now += 20_000;
    await matches.recordRoll(matchId, 'A', [{ sides: 6, value: 2 }], A);
    now += 60_000; // B thinks for a whole minute
    await expect(matches.issueOrder(matchId, 'B', strike, B)).rejects.toMatchObject({ violation: { code: 'TIME_EXPIRED' } });
    const { events, match } = await matches.load(matchId);
    const expiry = events.find((e) => e.type === 'TimeExpired')!;
    expect(expiry.data).toEqual({ clock: 'player' }); // the duel's own time event names nobody
    expect(stampOf(expiry)).toBe(T0 + 80_000);
    expect(match.clock.sides).toEqual({ A: { usedMs: 20_000, extraMs: 0 }, B: { usedMs: 60_000, extraMs: 0 } });
  });

  it('takes the round clock from the competition, newest version only', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: { minutes: 0 } });
    const copy = (version: number, running: boolean) => ({
      competitionId: '7a0c1c52-3d1e-4c8e-9a52-0b6a7f1f0c11',
      round: 1,
      version,
      running,
      dueAt: running ? new Date(T0 + 10 * MIN).toISOString() : null,
      remainingMs: 10 * MIN,
    });
    await matches.setRoundClock(matchId, copy(4, true));
    await matches.setRoundClock(matchId, copy(4, true));
    await matches.setRoundClock(matchId, copy(3, false));
    await matches.setRoundClock(matchId, copy(5, true)); // newer, but this table's clock reads the same
    expect(await types(matchId)).toEqual(['MatchCreated', 'RoundClockSet']);
    now += 10 * MIN;
    await expect(matches.issueOrder(matchId, 'A', strike, A)).rejects.toMatchObject({ violation: { code: 'TIME_EXPIRED' } });
    expect((await matches.load(matchId)).events.find((e) => e.type === 'TimeExpired')!.data).toEqual({ clock: 'round' });
    // An ended match takes no more copies, and says nothing of it.
    expect((await matches.setRoundClock(matchId, copy(9, false))).events.at(-1)!.type).toBe('ServerSeedRevealed');
  });
});
