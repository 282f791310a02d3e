import { describe, expect, it } from 'vitest';
import {
  clockFace,
  formatClock,
  NO_CLOCK,
  receiveReading,
  remainingAt,
  serverNow,
  tableRemainingAt,
  untilNextSecond,
  untilRedraw,
  WARNING_MS,
  type ClockReading,
  type ClockSync,
} from './roundClock';

const MINUTE = 60_000;
/** The server's clock: round 1 starts at 10:00:00 UTC with 50 minutes. */
const START = Date.parse('2026-11-28T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A running clock as the server reads it at `serverAt` (ms since the start), started with `limit`. */
function running(serverAt: number, limit = 50 * MINUTE, version = 10): ClockReading {
  return {
    round: 1,
    version,
    serverTime: iso(START + serverAt),
    started: true,
    running: true,
    remainingMs: Math.max(0, limit - serverAt),
    deadline: iso(START + limit),
    paused: null,
  };
}

/**
 * A browser that reads the server's clock through a network: its monotonic clock started
 * `bootedAt` ms of server time before the round (any value: it has nothing to do with the
 * server's), runs at `rate` of the server's speed, and each reading takes `delay` ms to arrive.
 */
function browser(bootedAt: number, rate = 1) {
  return {
    /** The browser's clock when the server's reads `serverAt` (ms since the start). */
    at: (serverAt: number) => (serverAt + bootedAt) * rate,
    receive(sync: ClockSync, reading: ClockReading, delay = 40): ClockSync {
      return receiveReading(sync, reading, this.at(Date.parse(reading.serverTime) - START + delay));
    },
  };
}

describe('the round clock, from the server’s readings', () => {
  it('counts down from the reading by the time run on the server since, not from when the page opened', () => {
    const b = browser(123_456);
    // The page opens 20 minutes into the round.
    const sync = b.receive(NO_CLOCK, running(20 * MINUTE));
    // The reading's 40 ms on the way cannot be known: the screen is that much behind the server, no more.
    expect(remainingAt(sync, b.at(20 * MINUTE + 40))).toBe(30 * MINUTE);
    expect(remainingAt(sync, b.at(25 * MINUTE))).toBe(25 * MINUTE + 40);
    expect(serverNow(sync, b.at(25 * MINUTE))).toBe(START + 25 * MINUTE - 40);
  });

  it('agrees on two screens whose clocks are minutes apart, and with a page reloaded later', () => {
    const slow = browser(-7 * MINUTE); // its clock is 7 minutes behind, started before the server's
    const fast = browser(3 * 60 * MINUTE); // 3 hours ahead
    const one = slow.receive(NO_CLOCK, running(5 * MINUTE), 30);
    const two = fast.receive(NO_CLOCK, running(12 * MINUTE), 30);
    // Reloaded: a fresh page on the same machine, its monotonic clock starting anew.
    const reloaded = browser(12 * MINUTE + 5_000);
    const three = reloaded.receive(NO_CLOCK, running(12 * MINUTE + 6_000), 30);
    const now = 13 * MINUTE;
    const left = [remainingAt(one, slow.at(now)), remainingAt(two, fast.at(now)), remainingAt(three, reloaded.at(now))];
    for (const ms of left) expect(Math.abs(ms! - 37 * MINUTE)).toBeLessThanOrEqual(30);
  });

  it('keeps within a second over a whole round when the browser’s clock drifts and readings come every second', () => {
    for (const rate of [0.99, 1.01]) {
      const b = browser(5_000, rate);
      let sync: ClockSync = NO_CLOCK;
      let worst = 0;
      for (let s = 0; s < 50 * 60; s++) {
        // Readings arrive 20 to 320 ms late, varying.
        sync = b.receive(sync, running(s * 1000), 20 + ((s * 7919) % 300));
        const at = s * 1000 + 500;
        worst = Math.max(worst, Math.abs(remainingAt(sync, b.at(at))! - Math.max(0, 50 * MINUTE - at)));
      }
      expect(worst).toBeLessThan(1000);
    }
  });

  it('uses the least delayed of the recent readings: one arriving late does not put the clock back', () => {
    const b = browser(0);
    let sync = b.receive(NO_CLOCK, running(10_000), 20);
    sync = b.receive(sync, running(11_000), 20);
    // This one takes 900 ms: taken alone it would make the clock read 880 ms too much.
    sync = b.receive(sync, running(12_000), 900);
    expect(remainingAt(sync, b.at(12_900))).toBe(50 * MINUTE - 12_900 + 20);
  });

  it('ignores a reading older than the one it has: a query answered after the subscription’s newer reading', () => {
    const b = browser(0);
    const newer = b.receive(NO_CLOCK, running(30_000), 20);
    const stale = receiveReading(newer, running(25_000), b.at(30_500));
    expect(stale).toBe(newer);
    // An older version is older whatever its time: the pause (version 11) stands.
    const paused: ClockReading = {
      ...running(40_000, 50 * MINUTE, 11),
      running: false,
      paused: { at: iso(START + 40_000), reason: 'fire alarm' },
    };
    const afterPause = b.receive(newer, paused);
    expect(b.receive(afterPause, running(41_000, 50 * MINUTE, 10))).toBe(afterPause);
  });

  it('catches up after a network stall: once a reading arrives on time again it is right', () => {
    const b = browser(0);
    let sync: ClockSync = NO_CLOCK;
    for (let s = 0; s <= 10; s++) sync = b.receive(sync, running(s * 1000), 30);
    // The network stalls for 6 s; the readings held back arrive together.
    for (let s = 11; s <= 16; s++) sync = b.receive(sync, running(s * 1000), (17 - s) * 1000);
    sync = b.receive(sync, running(17_000), 30);
    expect(Math.abs(remainingAt(sync, b.at(17_500))! - (50 * MINUTE - 17_500))).toBeLessThanOrEqual(30);
  });

  it('follows the browser’s clock jumping forward (woken from sleep) at the next reading', () => {
    let sync = receiveReading(NO_CLOCK, running(1_000), 1_030);
    // The browser's monotonic clock jumps 10 minutes ahead of the server's.
    sync = receiveReading(sync, running(2_000), 2_030 + 10 * MINUTE);
    expect(remainingAt(sync, 2_530 + 10 * MINUTE)).toBe(50 * MINUTE - 2_500);
  });

  it('stands still while paused, showing the time left and the reason, and runs on from it when resumed', () => {
    const b = browser(42);
    let sync = b.receive(NO_CLOCK, running(10 * MINUTE));
    const pause: ClockReading = {
      ...running(10 * MINUTE, 50 * MINUTE, 11),
      running: false,
      deadline: null,
      paused: { at: iso(START + 10 * MINUTE), reason: 'fire alarm' },
    };
    sync = b.receive(sync, pause);
    for (const later of [11 * MINUTE, 30 * MINUTE]) {
      expect(clockFace(sync, b.at(later))).toEqual({
        state: 'paused',
        round: 1,
        remainingMs: 40 * MINUTE,
        reason: 'fire alarm',
        since: iso(START + 10 * MINUTE),
      });
    }
    // Resumed 15 minutes later: the 40 minutes left run on from there.
    const resumed: ClockReading = { ...running(25 * MINUTE, 65 * MINUTE, 12), remainingMs: 40 * MINUTE };
    sync = b.receive(sync, resumed);
    expect(remainingAt(sync, b.at(26 * MINUTE))).toBe(39 * MINUTE + 40);
  });

  it('shows the time given to the round at once', () => {
    const b = browser(0);
    let sync = b.receive(NO_CLOCK, running(48 * MINUTE));
    expect(clockFace(sync, b.at(48 * MINUTE + 500))).toMatchObject({ state: 'running', warning: true });
    sync = b.receive(sync, { ...running(48 * MINUTE + 1_000, 60 * MINUTE, 11) });
    const face = clockFace(sync, b.at(48 * MINUTE + 1_500));
    expect(face).toMatchObject({ state: 'running', warning: false });
    expect(formatClock((face as { remainingMs: number }).remainingMs)).toBe('11:59');
  });

  it('turns to the warning colour as 05:00 shows, and to time up at 0, never below', () => {
    const b = browser(0);
    const sync = b.receive(NO_CLOCK, running(40 * MINUTE), 0);
    const face = (left: number) => clockFace(sync, b.at(50 * MINUTE - left));
    expect(face(WARNING_MS + 1_000)).toMatchObject({ state: 'running', warning: false });
    expect(face(WARNING_MS + 1)).toMatchObject({ state: 'running', warning: false });
    expect(face(WARNING_MS)).toMatchObject({ state: 'running', warning: true });
    expect(face(1)).toMatchObject({ state: 'running', warning: true });
    expect(face(0)).toEqual({ state: 'timeUp', round: 1 });
    expect(face(-5 * MINUTE)).toEqual({ state: 'timeUp', round: 1 });
    expect(remainingAt(sync, b.at(60 * MINUTE))).toBe(0);
  });

  it('tells a clock not started yet, and no clock at all', () => {
    expect(clockFace(NO_CLOCK, 0)).toEqual({ state: 'none' });
    const waiting: ClockReading = { ...running(0), started: false, running: false, remainingMs: 0, deadline: null };
    expect(clockFace(receiveReading(NO_CLOCK, waiting, 5), 10)).toEqual({ state: 'waiting', round: 1 });
  });

  it('follows the next round’s clock, and ignores the previous round’s readings after it', () => {
    const b = browser(0);
    let sync = b.receive(NO_CLOCK, running(10 * MINUTE));
    const next: ClockReading = { ...running(60 * MINUTE, 50 * MINUTE, 20), round: 2, started: false, running: false, remainingMs: 0 };
    sync = b.receive(sync, next);
    expect(b.receive(sync, running(61 * MINUTE, 90 * MINUTE, 21))).toBe(sync);
  });
});

describe('the round clock as the organiser’s console counts it', () => {
  const SERVER = Date.parse('2026-11-28T10:00:00.000Z');
  /** This browser's clock runs 7 minutes behind the server's: the arithmetic must not care. */
  const SKEW = -7 * 60_000;
  const local = (serverMs: number) => serverMs + SKEW;
  const reading = (remainingMs: number, running: boolean, serverMs: number, version = 1): ClockReading => ({
    round: 1,
    version,
    serverTime: iso(serverMs),
    started: true,
    running,
    remainingMs,
  });

  it('counts down from the reading, by the time passed since it was made', () => {
    const sync = receiveReading(NO_CLOCK, reading(50 * MINUTE, true, SERVER), local(SERVER));
    expect(remainingAt(sync, local(SERVER))).toBe(50 * MINUTE);
    expect(remainingAt(sync, local(SERVER) + 1_500)).toBe(50 * MINUTE - 1_500);
    expect(remainingAt(sync, local(SERVER) + 10 * MINUTE)).toBe(40 * MINUTE);
  });

  it('counts from when the reading was made, not from when it arrived or the page loaded', () => {
    // The first reading came at once; the second was 800 ms on the way.
    const first = receiveReading(NO_CLOCK, reading(50 * MINUTE, true, SERVER), local(SERVER));
    const made = SERVER + 5_000;
    const second = receiveReading(first, reading(50 * MINUTE - 5_000, true, made), local(made) + 800);
    expect(serverNow(second, local(made) + 800)).toBe(serverNow(first, local(made) + 800));
    expect(remainingAt(second, local(made) + 800)).toBe(50 * MINUTE - 5_800);
  });

  it('keeps the largest offset: a delayed reading never makes the clock look slower', () => {
    let sync = receiveReading(NO_CLOCK, reading(50 * MINUTE, true, 1_000), 400);
    expect(serverNow(sync, 400)).toBe(1_000);
    sync = receiveReading(sync, reading(50 * MINUTE, true, 2_000), 1_900);
    expect(serverNow(sync, 1_900)).toBe(2_500);
    sync = receiveReading(sync, reading(50 * MINUTE, true, 3_000), 2_300);
    expect(serverNow(sync, 2_300)).toBe(3_000);
  });

  it('stands still while paused, however long the pause lasts', () => {
    const paused = receiveReading(NO_CLOCK, reading(12 * MINUTE + 30_000, false, SERVER), local(SERVER));
    expect(remainingAt(paused, local(SERVER) + 30 * MINUTE)).toBe(12 * MINUTE + 30_000);
    expect(formatClock(remainingAt(paused, local(SERVER) + 30 * MINUTE)!)).toBe('12:30');
  });

  it('takes an extension from the next reading: the time given is added at once', () => {
    const before = receiveReading(NO_CLOCK, reading(2 * MINUTE, true, SERVER), local(SERVER));
    const at = SERVER + 30_000;
    expect(remainingAt(before, local(at))).toBe(90_000);
    const after = receiveReading(before, reading(90_000 + 5 * MINUTE, true, at, 2), local(at));
    expect(remainingAt(after, local(at))).toBe(6 * MINUTE + 30_000);
    expect(formatClock(remainingAt(after, local(at) + 1_000)!)).toBe('06:29');
  });

  it('stops at zero when time runs out, and never goes below it', () => {
    const sync = receiveReading(NO_CLOCK, reading(3_000, true, SERVER), local(SERVER));
    expect(remainingAt(sync, local(SERVER) + 3_000)).toBe(0);
    expect(remainingAt(sync, local(SERVER) + 60 * MINUTE)).toBe(0);
    expect(formatClock(remainingAt(sync, local(SERVER) + 60 * MINUTE)!)).toBe('00:00');
    // A clock that the server already read as out stays out.
    expect(remainingAt(receiveReading(NO_CLOCK, reading(-5, false, SERVER), 0), 0)).toBe(0);
  });

  it('counts nothing for a moment before the reading arrived', () => {
    // A screen drawn for a time before the reading came (its first frame): no negative elapsed time.
    const sync = receiveReading(NO_CLOCK, reading(10_000, true, SERVER), SERVER);
    expect(remainingAt(sync, SERVER - 5_000)).toBe(10_000);
  });

  it('ignores a reading without a readable server time: it cannot tell when it was made', () => {
    const sync = receiveReading(NO_CLOCK, reading(10_000, true, SERVER), local(SERVER));
    expect(receiveReading(sync, { ...reading(10_000, true, SERVER, 2), serverTime: 'not a time' }, local(SERVER) + 500)).toBe(sync);
    expect(receiveReading(NO_CLOCK, { ...reading(10_000, true, SERVER), serverTime: 'not a time' }, 1_000)).toBe(NO_CLOCK);
  });

  it('counts each table’s own time while it has a deadline and the round’s clock runs', () => {
    const sync = receiveReading(NO_CLOCK, reading(10 * MINUTE, true, SERVER), local(SERVER));
    const given = { remainingMs: 15 * MINUTE, deadline: iso(SERVER + 15 * MINUTE) };
    expect(tableRemainingAt(sync, given, local(SERVER) + MINUTE)).toBe(14 * MINUTE);
    // Time called, or the game settled: the table's clock stands.
    expect(tableRemainingAt(sync, { remainingMs: 4 * MINUTE, deadline: null }, local(SERVER) + MINUTE)).toBe(4 * MINUTE);
    // The whole round paused: every table stands with it.
    const paused = receiveReading(sync, reading(10 * MINUTE, false, SERVER + 1, 2), local(SERVER + 1));
    expect(tableRemainingAt(paused, given, local(SERVER) + MINUTE)).toBe(15 * MINUTE);
    // Past the round's time, a table given more still counts down.
    expect(tableRemainingAt(sync, given, local(SERVER) + 12 * MINUTE)).toBe(3 * MINUTE);
  });
});

describe('when a screen redraws', () => {
  it('just as the round’s digits, or a counting table’s, next change; never while nothing counts', () => {
    const sync = receiveReading(NO_CLOCK, running(10 * MINUTE + 250), 0);
    expect(untilRedraw(sync, 0)).toBe(750);
    expect(untilRedraw(sync, 0, [{ remainingMs: 45 * MINUTE + 100, deadline: iso(START) }])).toBe(100);
    expect(untilRedraw(sync, 0, [{ remainingMs: 45 * MINUTE + 100, deadline: null }])).toBe(750);
    // The round's time is up, a table given more still counts.
    expect(untilRedraw(sync, 42 * MINUTE + 50, [{ remainingMs: 45 * MINUTE + 100, deadline: iso(START) }])).toBe(50);
    expect(untilRedraw(sync, 42 * MINUTE + 50)).toBeNull();
    expect(untilRedraw(NO_CLOCK, 0)).toBeNull();
    const paused = receiveReading(sync, { ...running(10 * MINUTE + 500, 50 * MINUTE, 11), running: false }, 250);
    expect(untilRedraw(paused, 1_000)).toBeNull();
  });
});

describe('the clock’s digits', () => {
  it('show minutes only when asked: the organiser’s 95-minute round reads 95:00', () => {
    expect(formatClock(50 * MINUTE, { hours: false })).toBe('50:00');
    expect(formatClock(50 * MINUTE - 1, { hours: false })).toBe('50:00');
    expect(formatClock(50 * MINUTE - 1_000, { hours: false })).toBe('49:59');
    expect(formatClock(999, { hours: false })).toBe('00:01');
    expect(formatClock(0, { hours: false })).toBe('00:00');
    expect(formatClock(-3_000, { hours: false })).toBe('00:00');
    expect(formatClock(95 * MINUTE, { hours: false })).toBe('95:00');
    expect(formatClock(95 * MINUTE + 5_500, { hours: false })).toBe('95:06');
  });

  it('show mm:ss, h:mm:ss from an hour up, seconds rounded up', () => {
    expect(formatClock(50 * MINUTE)).toBe('50:00');
    expect(formatClock(59 * MINUTE + 59_001)).toBe('1:00:00');
    expect(formatClock(90 * MINUTE + 5_000)).toBe('1:30:05');
    expect(formatClock(9_999)).toBe('00:10');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-300)).toBe('00:00');
  });

  it('change next when the time left crosses a whole second', () => {
    expect(untilNextSecond(5_250)).toBe(250);
    expect(untilNextSecond(5_000)).toBe(1000);
  });
});
