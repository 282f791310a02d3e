import { describe, expect, it } from 'vitest';
import { defaultMinutes, formatClock, nextOffset, receive, remaining } from './clock';

const SERVER = Date.parse('2026-11-28T10:00:00.000Z');
/** This browser's clock runs 7 minutes behind the server's: the arithmetic must not care. */
const SKEW = -7 * 60_000;
const local = (serverMs: number) => serverMs + SKEW;
const MIN = 60_000;

describe('the round clock as a screen counts it', () => {
  it('counts down from the reading, by the time passed since it was made', () => {
    const reading = receive({ remainingMs: 50 * MIN, running: true, serverTime: new Date(SERVER).toISOString() }, local(SERVER), null);
    expect(remaining(local(SERVER), reading)).toBe(50 * MIN);
    expect(remaining(local(SERVER) + 1_500, reading)).toBe(50 * MIN - 1_500);
    expect(remaining(local(SERVER) + 10 * MIN, reading)).toBe(40 * MIN);
  });

  it('counts from when the reading was made, not from when it arrived or the page loaded', () => {
    // The first reading came at once; the second was 800 ms on the way.
    const first = receive({ remainingMs: 50 * MIN, running: true, serverTime: new Date(SERVER).toISOString() }, local(SERVER), null);
    const made = SERVER + 5_000;
    const second = receive(
      { remainingMs: 50 * MIN - 5_000, running: true, serverTime: new Date(made).toISOString() },
      local(made) + 800,
      first.offsetMs,
    );
    expect(second.offsetMs).toBe(first.offsetMs);
    expect(remaining(local(made) + 800, second)).toBe(50 * MIN - 5_800);
  });

  it('keeps the largest offset: a delayed reading never makes the clock look slower', () => {
    expect(nextOffset(null, 1_000, 400)).toBe(600);
    expect(nextOffset(600, 2_000, 1_900)).toBe(600);
    expect(nextOffset(600, 3_000, 2_300)).toBe(700);
  });

  it('stands still while paused, however long the pause lasts', () => {
    const paused = receive(
      { remainingMs: 12 * MIN + 30_000, running: false, serverTime: new Date(SERVER).toISOString() },
      local(SERVER),
      null,
    );
    expect(remaining(local(SERVER) + 30 * MIN, paused)).toBe(12 * MIN + 30_000);
    expect(formatClock(remaining(local(SERVER) + 30 * MIN, paused))).toBe('12:30');
  });

  it('takes an extension from the next reading: the time given is added at once', () => {
    const before = receive({ remainingMs: 2 * MIN, running: true, serverTime: new Date(SERVER).toISOString() }, local(SERVER), null);
    const at = SERVER + 30_000;
    expect(remaining(local(at), before)).toBe(90_000);
    const after = receive(
      { remainingMs: 90_000 + 5 * MIN, running: true, serverTime: new Date(at).toISOString() },
      local(at),
      before.offsetMs,
    );
    expect(remaining(local(at), after)).toBe(6 * MIN + 30_000);
    expect(formatClock(remaining(local(at) + 1_000, after))).toBe('06:29');
  });

  it('stops at zero when time runs out, and never goes below it', () => {
    const reading = receive({ remainingMs: 3_000, running: true, serverTime: new Date(SERVER).toISOString() }, local(SERVER), null);
    expect(remaining(local(SERVER) + 3_000, reading)).toBe(0);
    expect(remaining(local(SERVER) + 60 * MIN, reading)).toBe(0);
    expect(formatClock(remaining(local(SERVER) + 60 * MIN, reading))).toBe('00:00');
    // A clock that the server already read as out stays out.
    expect(
      remaining(local(SERVER), receive({ remainingMs: -5, running: false, serverTime: new Date(SERVER).toISOString() }, 0, null)),
    ).toBe(0);
  });

  it('counts nothing for a local clock that is ahead of the reading', () => {
    // Local time before the reading was made (the offset estimate is from a later reading): no negative elapsed time.
    const reading = { remainingMs: 10_000, running: true, serverMs: SERVER, offsetMs: 0 };
    expect(remaining(SERVER - 5_000, reading)).toBe(10_000);
  });

  it('uses the arrival time when a reading has no readable server time', () => {
    const reading = receive({ remainingMs: 10_000, running: true, serverTime: 'not a time' }, 1_000, null);
    expect(remaining(3_000, reading)).toBe(8_000);
  });
});

describe('mm:ss', () => {
  it('rounds seconds up, so zero shows only once time is up', () => {
    expect(formatClock(50 * MIN)).toBe('50:00');
    expect(formatClock(50 * MIN - 1)).toBe('50:00');
    expect(formatClock(50 * MIN - 1_000)).toBe('49:59');
    expect(formatClock(999)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3_000)).toBe('00:00');
    expect(formatClock(95 * MIN)).toBe('95:00');
  });
});

describe('a round’s default length', () => {
  it('is the competition’s round minutes when set', () => {
    expect(defaultMinutes(50)).toBe(50);
    expect(defaultMinutes(null)).toBeNull();
    expect(defaultMinutes(0)).toBeNull();
    expect(defaultMinutes(Number.NaN)).toBeNull();
  });
});
