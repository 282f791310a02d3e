import fc from 'fast-check';
import { clockSettings, deadlines, matchRemaining, roundRemaining, sideRemaining } from './clock';
import type { ClockEvent, ClockSettings, GameEvent, MatchEvent } from './events';
import { applyAt, decide, decideExpiry, dueExpiries, moment, replay, stallEnding, startMatch, type MatchState } from './match';
import { RulesetRegistry } from './registry';
import type { Actor } from './ruleset';
import { testMatchCreated } from './testing/created';
import { duel, type DuelState } from './testing/duel';
import { isViolation, type RuleViolation } from './violation';

const registry = new RulesetRegistry([duel]);
const T0 = Date.parse('2026-11-25T18:00:00.000Z');
const MIN = 60_000;
const SEC = 1_000;
const A: Actor = { kind: 'player', side: 'A' };
const B: Actor = { kind: 'player', side: 'B' };
const ORGANISER: Actor = { kind: 'organiser' };
const SERVER: Actor = { kind: 'server' };
const strike = (side: string): GameEvent => ({ type: 'OrderIssued', data: { side, order: { type: 'strike' } } });
const roll = (side: string, value = 1): GameEvent => ({
  type: 'DiceRolled',
  data: { side, purpose: 'damage', dice: [{ sides: 6, value }], source: 'reported' },
});

/** A duel at a table whose time the test moves by hand: every event is stamped with the table's time. */
class Table {
  match: MatchState;
  now = T0;
  readonly log: MatchEvent[];
  readonly times: number[] = [T0];

  constructor(clock: ClockSettings) {
    const created = testMatchCreated(duel, { setup: { health: 50 }, clock });
    const m = startMatch(registry, created, T0);
    if (isViolation(m)) throw new Error(m.message);
    this.match = m;
    this.log = [{ type: 'MatchCreated', data: created }];
  }

  wait(ms: number): this {
    this.now += ms;
    return this;
  }

  /** Decides the event as `actor` now and folds what it decides; a refusal is returned instead. */
  try(event: GameEvent | ClockEvent, actor: Actor): RuleViolation | null {
    const out = decide(this.match, event, actor);
    if (isViolation(out)) return out;
    for (const e of out) this.fold(e, this.now);
    return null;
  }

  play(event: GameEvent | ClockEvent, actor: Actor): this {
    const refused = this.try(event, actor);
    if (refused) throw new Error(refused.toString());
    return this;
  }

  /** What the server does when it looks at the table now: every clock that ran out, applied. */
  expire(): MatchEvent[] {
    const applied: MatchEvent[] = [];
    for (let due = dueExpiries(this.match, this.now)[0]; due; due = dueExpiries(this.match, this.now)[0]) {
      for (const e of decideExpiry(this.match, due)) {
        this.fold(e, due.at);
        applied.push(e);
      }
    }
    return applied;
  }

  private fold(e: MatchEvent, at: number): void {
    this.match = applyAt(this.match, e, at);
    this.log.push(e);
    this.times.push(at);
  }
}

const timed = (over: Partial<ClockSettings> = {}): ClockSettings => ({ limitMs: 20 * MIN, start: 'first-action', chess: null, ...over });
const chess = (outOfTime: 'ruleset' | 'rolls-only' = 'ruleset', perSideMs = 10 * MIN): ClockSettings => ({
  limitMs: null,
  start: 'first-action',
  chess: { perSideMs, outOfTime },
});
const started = { type: 'ClockStarted', data: { reason: null } } as const;

describe('match clocks: settings', () => {
  it('take the game’s time limit unless the organiser gives one; 0 means none', () => {
    expect(clockSettings(undefined, 20)).toEqual({ limitMs: 20 * MIN, start: 'first-action', chess: null });
    expect(clockSettings({ minutes: 45 }, 20)).toMatchObject({ limitMs: 45 * MIN });
    expect(clockSettings({ minutes: 0 }, 20)).toMatchObject({ limitMs: null });
    expect(clockSettings({ minutes: null }, 20)).toMatchObject({ limitMs: null });
    expect(clockSettings({}, null)).toMatchObject({ limitMs: null, chess: null });
    expect(clockSettings({ chessMinutes: 12.5, outOfTime: 'rolls-only', start: 'organiser' }, null)).toEqual({
      limitMs: null,
      start: 'organiser',
      chess: { perSideMs: 750 * SEC, outOfTime: 'rolls-only' },
    });
  });

  it('refuse a negative, endless or longer-than-a-day time with BAD_TIME', () => {
    for (const minutes of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1441]) {
      const bad = clockSettings({ minutes }, null);
      expect(isViolation(bad) && bad.code).toBe('BAD_TIME');
      const badChess = clockSettings({ chessMinutes: minutes }, null);
      expect(isViolation(badChess) && badChess.code).toBe('BAD_TIME');
    }
  });
});

describe('match clocks: the time limit', () => {
  it('runs from the clock’s start, stops while paused, and runs out at the limit plus the time given', () => {
    const t = new Table(timed());
    expect(matchRemaining(t.match.clock, T0 + 5 * MIN)).toBe(20 * MIN); // not started: nothing counts
    t.wait(MIN).play(started, SERVER).play(strike('A'), A);
    // Started at 18:01; at 18:06 five minutes are used.
    expect(matchRemaining(t.match.clock, t.now + 5 * MIN)).toBe(15 * MIN);
    t.wait(5 * MIN).play({ type: 'ClockPaused', data: { by: 'player', side: 'B', reason: 'line of sight' } }, B);
    // Ten minutes of dispute count for nothing.
    expect(matchRemaining(t.match.clock, t.now + 10 * MIN)).toBe(15 * MIN);
    t.wait(10 * MIN).play({ type: 'ClockResumed', data: { reason: 'the wall blocks it' } }, ORGANISER);
    t.play({ type: 'ClockExtended', data: { clock: 'match', side: null, ms: 2 * MIN, reason: 'judge call' } }, ORGANISER);
    expect(deadlines(t.match.clock, moment(t.match))).toEqual([{ clock: 'match', side: null, at: t.now + 17 * MIN }]);
    t.wait(17 * MIN - 1);
    expect(t.expire()).toEqual([]);
    t.wait(1);
    expect(t.expire()).toEqual([{ type: 'TimeExpired', data: { clock: 'match' } }]);
    expect(t.match.timeExpired).toBe(true);
    expect(duel.outcome(t.match.game as DuelState)).toMatchObject({ finished: true, draw: true, reason: 'time' });
    // Once time has run out, nothing is due again, and an order is refused.
    expect(dueExpiries(t.match, t.now + 60 * MIN)).toEqual([]);
    expect(t.try(roll('A'), A)?.code).toBe('TIME_EXPIRED');
  });

  it('waits for the organiser when the organiser starts the clocks', () => {
    const t = new Table(timed({ start: 'organiser' }));
    expect(t.try(strike('A'), A)?.code).toBe('CLOCK_NOT_STARTED');
    expect(t.try(started, A)?.code).toBe('NOT_ORGANISER');
    t.play(started, ORGANISER);
    expect(t.try(started, ORGANISER)?.code).toBe('CLOCK_STARTED');
    expect(t.try(strike('A'), A)).toBeNull();
  });

  it('refuses clock changes a player may not make, or that make no sense, changing nothing', () => {
    const t = new Table(timed()).play(started, SERVER);
    const before = t.match;
    const refusals: Array<[ClockEvent, Actor, string]> = [
      [{ type: 'ClockResumed', data: { reason: 'go on' } }, A, 'NOT_ORGANISER'],
      [{ type: 'ClockResumed', data: { reason: 'go on' } }, ORGANISER, 'CLOCK_NOT_PAUSED'],
      [{ type: 'ClockExtended', data: { clock: 'match', side: null, ms: MIN, reason: 'please' } }, A, 'NOT_ORGANISER'],
      [{ type: 'ClockExtended', data: { clock: 'match', side: null, ms: 0, reason: 'nothing' } }, ORGANISER, 'BAD_TIME'],
      [{ type: 'ClockExtended', data: { clock: 'match', side: null, ms: 1.5, reason: 'a fraction' } }, ORGANISER, 'BAD_TIME'],
      [{ type: 'ClockExtended', data: { clock: 'match', side: null, ms: MIN, reason: ' ' } }, ORGANISER, 'REASON_REQUIRED'],
      [{ type: 'ClockExtended', data: { clock: 'player', side: 'A', ms: MIN, reason: 'chess' } }, ORGANISER, 'NO_CLOCK'],
      [{ type: 'ClockPaused', data: { by: 'player', side: 'B', reason: 'dispute' } }, A, 'NOT_YOUR_SIDE'],
      [{ type: 'ClockPaused', data: { by: 'player', side: 'A', reason: '' } }, A, 'REASON_REQUIRED'],
      [
        { type: 'RoundClockSet', data: { competitionId: 'c', round: 1, version: 3, running: false, dueAt: null, remainingMs: MIN } },
        ORGANISER,
        'SERVER_ONLY',
      ],
      [{ type: 'OutOfTime', data: { side: 'A' } }, SERVER, 'NOT_OUT_OF_TIME'],
    ];
    for (const [event, actor, code] of refusals) expect([event.type, t.try(event, actor)?.code]).toEqual([event.type, code]);
    expect(t.match).toBe(before);
    t.play({ type: 'ClockPaused', data: { by: 'organiser', side: null, reason: 'fire drill' } }, ORGANISER);
    expect(t.try({ type: 'ClockPaused', data: { by: 'player', side: 'A', reason: 'again' } }, A)?.code).toBe('CLOCK_PAUSED');
    expect(t.try(strike('A'), A)?.code).toBe('CLOCK_PAUSED');
  });

  it('has nothing to start, pause or extend in an untimed match', () => {
    const t = new Table({ limitMs: null, start: 'first-action', chess: null });
    expect(t.try(started, ORGANISER)?.code).toBe('NO_CLOCK');
    expect(t.try({ type: 'ClockPaused', data: { by: 'organiser', side: null, reason: 'x' } }, ORGANISER)?.code).toBe('NO_CLOCK');
    expect(t.try({ type: 'ClockExtended', data: { clock: 'match', side: null, ms: MIN, reason: 'x' } }, ORGANISER)?.code).toBe('NO_CLOCK');
  });
});

describe('match clocks: chess clocks', () => {
  it('run for the side whose decision the match waits for, switching as it passes', () => {
    const t = new Table(chess());
    t.play(started, SERVER);
    t.wait(30 * SEC).play(strike('A'), A); // A thought for 30 s
    t.wait(5 * SEC).play(roll('A', 3), A); // A rolled its damage 5 s later: B's turn
    t.wait(70 * SEC);
    expect(sideRemaining(t.match.clock, 'A', t.now)).toBe(10 * MIN - 35 * SEC);
    expect(sideRemaining(t.match.clock, 'B', t.now)).toBe(10 * MIN - 70 * SEC);
    expect(t.match.clock.awaited).toEqual(['B']);
    // B's flag falls 10 minutes after its turn began.
    expect(deadlines(t.match.clock, moment(t.match))).toEqual([{ clock: 'player', side: 'B', at: T0 + 35 * SEC + 10 * MIN }]);
  });

  it('under the game’s own rule, a player out of time ends the match by the game’s time rule', () => {
    const t = new Table(chess('ruleset', MIN));
    t.play(started, SERVER).wait(MIN);
    expect(t.expire()).toEqual([{ type: 'TimeExpired', data: { clock: 'player' } }]);
    expect(duel.outcome(t.match.game as DuelState)).toMatchObject({ finished: true, reason: 'time' });
    expect(t.match.clock.expired.sides).toEqual([]); // the duel's own event names no side
  });

  it('under rolls-only, a player out of time may still roll, gives no orders, and the match ends when it waits for their order', () => {
    const t = new Table(chess('rolls-only', MIN));
    t.play(started, SERVER)
      .wait(50 * SEC)
      .play(strike('A'), A);
    t.wait(10 * SEC); // A's minute is gone while A owes the damage roll
    expect(t.expire()).toEqual([{ type: 'OutOfTime', data: { side: 'A' } }]);
    expect(duel.outcome(t.match.game as DuelState).finished).toBe(false);
    t.play(roll('A', 4), A); // a roll the match asks of A is still A's to make
    t.wait(20 * SEC)
      .play(strike('B'), B)
      .play(roll('B', 2), B);
    // Now the duel waits for A's order, and A is out of time: nothing more can happen.
    expect(t.try(strike('A'), A)?.code).toBe('TIME_EXPIRED');
    expect(dueExpiries(t.match, t.now + 60 * MIN)).toEqual([]); // no clock runs for a player out of time
    expect(decideExpiry(t.match, { clock: 'player', side: 'A', at: t.now })).toEqual([]); // a second time out adds nothing
    // The server ends it by the game's time rule, as it does after every command.
    expect(stallEnding(t.match)).toEqual([{ type: 'TimeExpired', data: { clock: 'player' } }]);
  });

  it('under rolls-only, the match ends at once when the player out of time owes the next order', () => {
    const t = new Table(chess('rolls-only', MIN));
    t.play(started, SERVER).wait(MIN);
    expect(t.expire()).toEqual([
      { type: 'OutOfTime', data: { side: 'A' } },
      { type: 'TimeExpired', data: { clock: 'player' } },
    ]);
    expect(duel.outcome(t.match.game as DuelState)).toMatchObject({ finished: true, reason: 'time' });
  });
});

describe('match clocks: the round clock copy', () => {
  const copy = (version: number, running: boolean, dueAt: number | null, remainingMs: number): ClockEvent => ({
    type: 'RoundClockSet',
    data: { competitionId: 'c1', round: 2, version, running, dueAt: dueAt === null ? null : new Date(dueAt).toISOString(), remainingMs },
  });

  it('runs out at the round’s due time, stops the match clock while the round is paused, and ignores older copies', () => {
    const t = new Table(timed());
    t.play(copy(5, true, T0 + 30 * MIN, 30 * MIN), SERVER).play(started, SERVER);
    expect(roundRemaining(t.match.clock, T0 + 10 * MIN)).toBe(20 * MIN);
    t.wait(10 * MIN).play(copy(6, false, null, 20 * MIN), SERVER); // the organiser pauses the round
    expect(t.try(strike('A'), A)?.code).toBe('CLOCK_PAUSED');
    expect(matchRemaining(t.match.clock, t.now + 60 * MIN)).toBe(10 * MIN);
    const same = t.match;
    expect(decide(t.match, copy(6, true, T0, 0), SERVER)).toEqual([]);
    expect(decide(t.match, copy(4, true, T0, 0), SERVER)).toEqual([]);
    expect(t.match).toBe(same);
    t.wait(5 * MIN).play(copy(7, true, t.now + 20 * MIN, 20 * MIN), SERVER);
    // The match's own 20 minutes (10 left) run out before the round (20 left).
    expect(deadlines(t.match.clock, moment(t.match)).map((d) => [d.clock, d.at - T0])).toEqual([
      ['match', 25 * MIN],
      ['round', 35 * MIN],
    ]);
    t.wait(20 * MIN);
    expect(t.expire()).toEqual([{ type: 'TimeExpired', data: { clock: 'match' } }]); // the first ends the duel
  });
});

describe('match clocks: properties', () => {
  type Step = { wait: number; act: 'play' | 'pause' | 'resume' | 'extend' };
  const steps = fc.array(
    fc.record({
      wait: fc.integer({ min: 0, max: 90 * SEC }),
      act: fc.constantFrom<Step['act']>('play', 'play', 'play', 'pause', 'resume', 'extend'),
    }),
    { maxLength: 60 },
  );

  it('each chess clock counts exactly the time the match waited for that side, and a replay reads the same', () => {
    fc.assert(
      fc.property(steps, (plan) => {
        const t = new Table({ limitMs: 60 * MIN, start: 'first-action', chess: { perSideMs: 30 * MIN, outOfTime: 'ruleset' } });
        t.play(started, SERVER);
        const waited: Record<string, number> = { A: 0, B: 0 };
        let given = 0;
        let counted = 0;
        for (const step of plan) {
          if (duel.outcome(t.match.game as DuelState).finished) break;
          const awaited = t.match.clock.counting ? t.match.clock.awaited : [];
          const before = matchRemaining(t.match.clock, t.now)!;
          t.wait(step.wait);
          // Time only ever runs down, by at most the time that passed.
          expect(before - matchRemaining(t.match.clock, t.now)!).toBeLessThanOrEqual(step.wait);
          if (t.expire().length > 0) break;
          for (const side of awaited) waited[side] += step.wait;
          if (awaited.length > 0) counted += step.wait;
          if (step.act === 'pause') t.try({ type: 'ClockPaused', data: { by: 'organiser', side: null, reason: 'judge' } }, ORGANISER);
          if (step.act === 'resume') t.try({ type: 'ClockResumed', data: { reason: 'ruled' } }, ORGANISER);
          if (
            step.act === 'extend' &&
            !t.try({ type: 'ClockExtended', data: { clock: 'match', side: null, ms: MIN, reason: 'x' } }, ORGANISER)
          )
            given += MIN;
          if (step.act === 'play') {
            const pending = duel.pending(t.match.game as DuelState);
            if (pending.kind === 'order') t.try(strike(pending.sides[0]), { kind: 'player', side: pending.sides[0] });
            if (pending.kind === 'roll') t.try(roll(pending.side!, 1), { kind: 'player', side: pending.side! });
          }
        }
        for (const side of ['A', 'B']) expect(sideRemaining(t.match.clock, side, t.now)).toBe(30 * MIN - waited[side]);
        if (!t.match.timeExpired) expect(matchRemaining(t.match.clock, t.now)).toBe(60 * MIN + given - counted);
        const replayed = replay(registry, t.log, { validate: true, times: t.times });
        expect(replayed).toEqual(t.match);
      }),
    );
  });
});
