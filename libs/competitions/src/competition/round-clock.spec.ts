import fc from 'fast-check';
import { isViolation } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition, ORGANISER } from '../testing/driver';
import type { CompetitionActor, CreateCompetition } from './commands';
import { decide, decideCreate } from './decide';
import type { CompetitionEvent, Format, PlayMode } from './events';
import { replayCompetition } from './fold';
import { redecideCompetition } from './redecide';
import {
  gameRemainingMs,
  isoInstant,
  MAX_ROUND_CLOCK_MS,
  roundClockCopy,
  roundClockReading,
  roundDueAt,
  TIME_CALLED_DRAW_REASON,
} from './round-clock';
import { currentRound, foldInto, type GameState } from './state';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

const SERVER: CompetitionActor = { kind: 'server' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });
const ID = '00000000-0000-4000-8000-000000000001';

const MIN = 60_000;
/** The clock's origin: every time in these tests is minutes after it. */
const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();
const t = (minutes: number) => T0 + minutes * MIN;

/** A competition driven by commands, as competition.spec.ts drives one; times are minutes after T0. */
class Event extends CompetitionDriver {
  constructor(more: Partial<CreateCompetition> = {}, format: Format = { kind: 'swiss', rounds: 4, topCut: null }) {
    super(createdCompetition(format, RULESETS, { competitionId: ID, name: 'Timed open', rated: false, ...more }), RULESETS);
  }
  register(n: number) {
    for (let i = 1; i <= n; i++)
      this.run({
        type: 'register',
        playerId: `p${String(i).padStart(2, '0')}`,
        name: `Player ${i}`,
        accountId: null,
        club: null,
        seed: null,
      });
  }
  pairAndStart(ids: string[] = []): GameState[] {
    this.run({ type: 'pairRound', repair: false });
    const r = currentRound(this.state)!;
    this.run({ type: 'startRound', round: r.round, ids });
    return r.games.map((g) => this.state.games[g]);
  }
  settle(game: string) {
    const g = this.state.games[game];
    this.run({ type: 'report', game, winner: g.a, draw: false, scores: {}, reason: 'result sheet' });
  }
  start(minutes: number, limitMs: number | null = null, round = currentRound(this.state)!.round) {
    return this.run({ type: 'startRoundClock', round, limitMs, at: at(minutes), reason: null });
  }
  pause(minutes: number, reason = 'a rules question at table 1', round = 1) {
    return this.run({ type: 'pauseRoundClock', round, at: at(minutes), reason });
  }
  resume(minutes: number, reason = 'ruled', round = 1) {
    return this.run({ type: 'resumeRoundClock', round, at: at(minutes), reason });
  }
  extend(minutes: number, table: number | null, ms: number, reason = 'late start', round = 1) {
    return this.run({ type: 'extendRoundClock', round, table, ms, at: at(minutes), reason });
  }
  expire(minutes: number, round = 1) {
    return this.run({ type: 'expireRoundTime', round, at: at(minutes) }, SERVER);
  }
  reading(minutes: number, round = 1) {
    return roundClockReading(this.state, round, t(minutes))!;
  }
}

/** Five players on paper: round 1 has two tables and a bye; a round is 50 minutes. */
function timedRound(more: Partial<CreateCompetition> = {}): { e: Event; played: GameState[]; bye: GameState } {
  const e = new Event({ timing: { roundMinutes: 50 }, ...more });
  e.register(5);
  const games = e.pairAndStart();
  const played = games.filter((g) => g.b !== null); // in the round's order, as readings list them
  return { e, played, bye: games.find((g) => g.b === null)! };
}

describe('resuming the round clock', () => {
  it('needs no reason: none given is stored as null, and a given one is kept, trimmed', () => {
    const { e } = timedRound();
    e.start(0);
    e.pause(10);
    const [blank] = e.run({ type: 'resumeRoundClock', round: 1, at: at(12), reason: '  ' });
    expect(blank).toEqual({ type: 'RoundClockResumed', data: { round: 1, at: at(12), reason: null } });
    expect(e.reading(12)).toMatchObject({ running: true, paused: null });
    e.pause(20);
    const [none] = e.run({ type: 'resumeRoundClock', round: 1, at: at(21), reason: null });
    expect(none.data).toEqual({ round: 1, at: at(21), reason: null });
    e.pause(30);
    const [given] = e.resume(31, ' all clear ');
    expect(given.data).toEqual({ round: 1, at: at(31), reason: 'all clear' });
    // The pause still asks for its reason.
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(32), reason: '' })).toBe('REASON_REQUIRED');
  });

  it('reads a stream with resumes of both kinds, those with a reason (as every older one has) and those without', () => {
    const { e } = timedRound();
    e.start(0);
    e.pause(10);
    e.resume(12, 'ruled');
    e.pause(20);
    e.run({ type: 'resumeRoundClock', round: 1, at: at(21), reason: null });
    const logged = e.events.map((event) => ({ type: event.type, data: event.data, metadata: { actor: ORGANISER } }));
    expect(logged.filter((l) => l.type === 'RoundClockResumed').map((l) => (l.data as { reason: unknown }).reason)).toEqual([
      'ruled',
      null,
    ]);
    expect(redecideCompetition(logged, RULESETS)).toEqual(e.state);
    expect(replayCompetition(e.events)).toEqual(e.state);
  });
});

describe('configuring round clocks', () => {
  const base: CreateCompetition = {
    type: 'create',
    competitionId: ID,
    kind: 'tournament',
    name: 'Timed open',
    rulesetId: 'solaris7',
    organiserId: 'olga',
    published: true,
    rated: false,
    format: { kind: 'swiss', rounds: 3, topCut: null },
  };
  const created = (c: Partial<CreateCompetition>) => {
    const d = decideCreate({ ...base, ...c }, RULESETS);
    if (isViolation(d)) throw new Error(d.toString());
    return (d[0] as Extract<CompetitionEvent, { type: 'CompetitionCreated' }>).data;
  };
  const code = (c: Partial<CreateCompetition>) => {
    const d = decideCreate({ ...base, ...c }, RULESETS);
    return isViolation(d) ? d.code : null;
  };

  it('writes the timing of every new competition, the defaults when none is given', () => {
    expect(created({}).timing).toEqual({ roundMinutes: null, paperOutcome: 'report' });
    expect(created({ timing: { roundMinutes: 90 } }).timing).toEqual({ roundMinutes: 90, paperOutcome: 'report' });
    expect(created({ timing: { roundMinutes: null, paperOutcome: 'draw' } }).timing).toEqual({ roundMinutes: null, paperOutcome: 'draw' });
  });

  it('stores the match clocks only when given', () => {
    expect('clock' in created({}).play).toBe(false);
    expect(created({ play: { mode: 'engine', clock: { minutes: 20, chessMinutes: 10, outOfTime: 'rolls-only' } } }).play).toEqual({
      mode: 'engine',
      setup: {},
      dice: 'reported',
      clock: { minutes: 20, chessMinutes: 10, outOfTime: 'rolls-only' },
    });
  });

  it.each([0, -5, 1440.5, 1441, Number.NaN, Number.POSITIVE_INFINITY])('refuses a round of %p minutes', (roundMinutes) => {
    expect(code({ timing: { roundMinutes } })).toBe('BAD_CONFIG');
  });

  it('accepts a round of up to a day, and refuses other outcomes and bad match clocks', () => {
    expect(code({ timing: { roundMinutes: 1440 } })).toBeNull();
    expect(code({ timing: { paperOutcome: 'lose' as 'draw' } })).toBe('BAD_CONFIG');
    expect(code({ play: { mode: 'engine', clock: { minutes: -1 } } })).toBe('BAD_CONFIG');
    expect(code({ play: { mode: 'engine', clock: { start: 'whistle' as 'organiser' } } })).toBe('BAD_CONFIG');
  });
});

describe('a round clock', () => {
  it('starts, pauses, resumes and is extended for the round and one table; readings follow', () => {
    const { e, played } = timedRound();
    const [one, two] = played;
    expect(roundClockReading(e.state, 1, t(0))).toBeNull();

    // Started at 0 with the configured 50 minutes.
    expect(e.start(0)).toEqual([{ type: 'RoundClockStarted', data: { round: 1, limitMs: 50 * MIN, at: at(0), reason: null } }]);
    let r = e.reading(10);
    expect(r).toMatchObject({ started: true, running: true, paused: null, limitMs: 50 * MIN, extraMs: 0, version: e.state.version });
    expect(r.remainingMs).toBe(40 * MIN); // 50 − 10 run
    expect(r.deadline).toBe(t(50));
    expect(r.tables.map((x) => [x.game, x.remainingMs, x.deadline])).toEqual([
      [one.game, 40 * MIN, t(50)],
      [two.game, 40 * MIN, t(50)],
    ]);

    // Paused at 10: the clock stands at 40 minutes left, however long the pause.
    e.pause(10, '  a rules question at table 1 ');
    r = e.reading(30);
    expect(r).toMatchObject({
      running: false,
      paused: { at: t(10), reason: 'a rules question at table 1' },
      remainingMs: 40 * MIN,
      deadline: null,
    });
    expect(r.tables.every((x) => x.deadline === null && x.remainingMs === 40 * MIN)).toBe(true);
    expect(roundDueAt(e.state, 1)).toBeNull();

    // Resumed at 30: 10 more minutes run by 40, so 30 left; it ends at 30 + 40 = 70.
    e.resume(30);
    r = e.reading(40);
    expect(r.remainingMs).toBe(30 * MIN); // 50 − 10 − 10
    expect(r.deadline).toBe(t(70));

    // Five minutes for the round at 40: 35 left, the round ends at 75.
    e.extend(40, null, 5 * MIN);
    expect(e.reading(40)).toMatchObject({ extraMs: 5 * MIN, remainingMs: 35 * MIN, deadline: t(75) });

    // Ten minutes for table one at 45: it has 40 left (30 + 10), ends at 85; the others 30, at 75.
    e.extend(45, one.table, 10 * MIN, 'judge call');
    r = e.reading(45);
    expect(r.remainingMs).toBe(30 * MIN); // the round's own time, without table one's ten minutes
    expect(r.tables.map((x) => [x.table, x.remainingMs, x.deadline, x.extraMs])).toEqual([
      [one.table, 40 * MIN, t(85), 10 * MIN],
      [two.table, 30 * MIN, t(75), 0],
    ]);
    expect(roundDueAt(e.state, 1)).toBe(t(75));

    // The copy a match keeps: its due time, and its time left at the last change (45).
    expect(roundClockCopy(e.state, ID, 1, one.game)).toEqual({
      competitionId: ID,
      round: 1,
      version: e.state.version,
      running: true,
      dueAt: at(85),
      remainingMs: 40 * MIN,
    });
    expect(roundClockCopy(e.state, ID, 1, two.game)).toEqual({
      competitionId: ID,
      round: 1,
      version: e.state.version,
      running: true,
      dueAt: at(75),
      remainingMs: 30 * MIN,
    });
    expect(roundClockCopy(e.state, ID, 2, two.game)).toBeNull();
  });

  it('calls time once for each game whose time has run out', () => {
    const { e, played, bye } = timedRound();
    const [one, two] = played;
    e.start(0);
    e.extend(20, one.table, 10 * MIN);
    // Nothing is due before 50: the timekeeper's early call decides nothing.
    expect(e.expire(49)).toEqual([]);
    expect(e.expire(50)).toEqual([{ type: 'RoundTimeExpired', data: { round: 1, games: [two.game], at: at(50) } }]);
    const version = e.state.version;
    // Called again at the same time, or later before table one's time: nothing more.
    expect(e.expire(50)).toEqual([]);
    expect(e.expire(59)).toEqual([]);
    expect(e.state.version).toBe(version);

    const r = e.reading(55);
    expect(r.tables.find((x) => x.game === two.game)).toMatchObject({ timeCalled: true, remainingMs: 0, deadline: null, settled: false });
    expect(r.tables.find((x) => x.game === one.game)).toMatchObject({ timeCalled: false, remainingMs: 5 * MIN, deadline: t(60) });
    expect(r.tables.some((x) => x.game === bye.game)).toBe(false); // a bye sits at no table
    expect(roundDueAt(e.state, 1)).toBe(t(60));
    // Its copy: still due at 50, with no time left as of the call.
    expect(roundClockCopy(e.state, ID, 1, two.game)).toMatchObject({ version, dueAt: at(50), remainingMs: 0 });

    // Time called at a table is final: no more time for it.
    expect(e.refused({ type: 'extendRoundClock', round: 1, table: two.table, ms: MIN, at: at(55), reason: 'please' })).toBe(
      'ROUND_FINISHED',
    );
    expect(e.expire(61)).toEqual([{ type: 'RoundTimeExpired', data: { round: 1, games: [one.game], at: at(61) } }]);
    expect(e.state.rounds[0].clock!.called).toEqual([two.game, one.game]);
    expect(roundDueAt(e.state, 1)).toBeNull();
    // Every table's time called: the round is finished for its clock.
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(62), reason: 'tea' })).toBe('ROUND_FINISHED');
    expect(e.refused({ type: 'extendRoundClock', round: 1, table: null, ms: MIN, at: at(62), reason: 'tea' })).toBe('ROUND_FINISHED');
    // The players still report the games as they stood ('report' is the default outcome).
    expect(e.state.games[one.game].result).toBeNull();
  });

  it('calls time for every table when the round runs out, a game settled before included; it rules on none of them', () => {
    const { e, played } = timedRound({ timing: { roundMinutes: 50, paperOutcome: 'draw' } });
    e.start(0);
    e.settle(played[0].game);
    expect(e.reading(49).tables[0]).toMatchObject({ settled: true, timeCalled: false, deadline: null });
    const called = e.expire(50);
    expect(called[0]).toEqual({ type: 'RoundTimeExpired', data: { round: 1, games: played.map((g) => g.game), at: at(50) } });
    // The settled game keeps its result: only the unsettled one gets the configured draw.
    expect(called.slice(1).map((x) => (x.data as { game: string }).game)).toEqual([played[1].game]);
    expect(e.reading(50).tables[0]).toMatchObject({ settled: true, timeCalled: true });
  });

  it('calls no time in a round the event has left behind', () => {
    const { e, played } = timedRound();
    e.start(0);
    for (const g of played) e.settle(g.game);
    expect(roundDueAt(e.state, 1)).toBe(t(50));
    e.run({ type: 'pairRound', repair: false }, { kind: 'organiser' });
    expect(roundDueAt(e.state, 1)).toBeNull();
    expect(e.expire(50)).toEqual([]);
  });

  it('a clock paused after a game ran out is due at the pause: the pause gives nothing back', () => {
    const { e, played } = timedRound();
    e.start(0, 10 * MIN);
    e.pause(12);
    expect(e.reading(20).remainingMs).toBe(0);
    expect(roundDueAt(e.state, 1)).toBe(t(12));
    expect(e.expire(20)).toEqual([{ type: 'RoundTimeExpired', data: { round: 1, games: played.map((g) => g.game), at: at(20) } }]);
  });

  it('on paper with draws configured, settles unreported games as draws when time is called', () => {
    const { e, played, bye } = timedRound({ timing: { roundMinutes: 50, paperOutcome: 'draw' } });
    const [one, two] = played;
    e.start(0, 30 * MIN);
    // Table one has a report awaiting confirmation: the players' word stands, not a draw.
    e.run({ type: 'report', game: one.game, winner: one.a, draw: false, scores: {}, reason: null }, player(one.a));
    const decided = e.expire(30);
    expect(decided).toEqual([
      { type: 'RoundTimeExpired', data: { round: 1, games: [one.game, two.game], at: at(30) } },
      {
        type: 'CompetitionResultReported',
        data: { game: two.game, by: null, winner: null, draw: true, scores: {}, reason: TIME_CALLED_DRAW_REASON },
      },
    ]);
    expect(TIME_CALLED_DRAW_REASON).toBe("time called: the organiser's configured outcome for unfinished games is a draw");
    expect(e.state.games[two.game].result).toEqual({ winner: null, draw: true, scores: {}, played: true, by: 'organiser' });
    expect(e.state.games[one.game].result).toBeNull();
    expect(e.state.games[bye.game].result?.by).toBe('bye');
  });

  it("with 'report', or in an engine competition, calling time settles nothing", () => {
    const paper = timedRound();
    paper.e.start(0);
    expect(paper.e.expire(50).map((x) => x.type)).toEqual(['RoundTimeExpired']);

    const engine = new Event({ timing: { roundMinutes: 50, paperOutcome: 'draw' }, play: { mode: 'engine' as PlayMode } });
    engine.register(4);
    engine.pairAndStart(['00000000-0000-4000-9000-000000000001', '00000000-0000-4000-9000-000000000002']);
    engine.start(0);
    expect(engine.expire(50).map((x) => x.type)).toEqual(['RoundTimeExpired']);
  });

  it('leaves a bracket game to its players: it needs a winner', () => {
    const e = new Event({ timing: { roundMinutes: 30, paperOutcome: 'draw' } }, { kind: 'single-elimination', thirdPlace: false });
    e.register(4);
    e.pairAndStart();
    e.start(0);
    expect(e.expire(30).map((x) => x.type)).toEqual(['RoundTimeExpired']);
  });

  it('folds from a whole stream to the state its events were decided on, changing nothing it did not build', () => {
    const { e, played } = timedRound({ timing: { roundMinutes: 50, paperOutcome: 'draw' } });
    e.start(0);
    e.pause(5);
    e.resume(8);
    e.extend(9, played[0].table, 3 * MIN);
    e.extend(10, null, MIN);
    e.expire(60);
    expect(replayCompetition(e.events)).toEqual(e.state);
    const half = e.events.length - 4;
    const start = replayCompetition(e.events, half);
    const before = JSON.stringify(start);
    expect(foldInto(start, e.events.slice(half))).toEqual(e.state);
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('round clock refusals change nothing', () => {
  it('refuses every command that breaks a rule of the clock', () => {
    const e = new Event(); // no configured round time
    e.register(5);
    e.run({ type: 'pairRound', repair: false });
    const start = (limitMs: number | null, more: Partial<{ round: number; at: string }> = {}) => ({
      type: 'startRoundClock' as const,
      round: 1,
      limitMs,
      at: at(0),
      reason: null,
      ...more,
    });

    expect(e.refused(start(50 * MIN))).toBe('ROUND_NOT_STARTED');
    e.run({ type: 'startRound', round: 1, ids: [] });
    const [one] = currentRound(e.state)!
      .games.map((g) => e.state.games[g])
      .filter((g) => g.b !== null);
    expect(e.refused(start(50 * MIN), player('p01'))).toBe('NOT_ORGANISER');
    expect(e.refused(start(50 * MIN), SERVER)).toBe('NOT_ORGANISER');
    expect(e.refused(start(50 * MIN, { round: 2 }))).toBe('UNKNOWN_ROUND');
    expect(e.refused(start(null))).toBe('NO_TIME_LIMIT');
    for (const bad of [0, -MIN, 1.5, MAX_ROUND_CLOCK_MS + 1]) expect(e.refused(start(bad))).toBe('BAD_TIME');
    expect(e.refused(start(50 * MIN, { at: 'after lunch' }))).toBe('BAD_TIME');
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(1), reason: 'tea' })).toBe('CLOCK_NOT_STARTED');
    expect(e.refused({ type: 'extendRoundClock', round: 1, table: null, ms: MIN, at: at(1), reason: 'tea' })).toBe('CLOCK_NOT_STARTED');
    expect(e.refused({ type: 'expireRoundTime', round: 1, at: at(1) }, SERVER)).toBe('CLOCK_NOT_STARTED');

    e.run(start(MAX_ROUND_CLOCK_MS)); // a day is the longest round
    expect(e.refused(start(50 * MIN))).toBe('CLOCK_STARTED');
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(1), reason: ' ' })).toBe('REASON_REQUIRED');
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(1), reason: 'tea' }, player('p01'))).toBe('NOT_ORGANISER');
    expect(e.refused({ type: 'pauseRoundClock', round: 9, at: at(1), reason: 'tea' })).toBe('UNKNOWN_ROUND');
    expect(e.refused({ type: 'resumeRoundClock', round: 1, at: at(1), reason: 'tea' })).toBe('CLOCK_NOT_PAUSED');
    e.run({ type: 'pauseRoundClock', round: 1, at: at(1), reason: 'tea' });
    expect(e.refused({ type: 'pauseRoundClock', round: 1, at: at(2), reason: 'tea' })).toBe('CLOCK_PAUSED');

    const extend = (table: number | null, ms: number, reason = 'late start') => ({
      type: 'extendRoundClock' as const,
      round: 1,
      table,
      ms,
      at: at(2),
      reason,
    });
    expect(e.refused(extend(null, MIN, ''))).toBe('REASON_REQUIRED');
    for (const bad of [0, -MIN, 0.5, MAX_ROUND_CLOCK_MS + 1]) expect(e.refused(extend(null, bad))).toBe('BAD_TIME');
    expect(e.refused(extend(0, MIN))).toBe('UNKNOWN_TABLE'); // the bye's table 0 is no table
    expect(e.refused(extend(99, MIN))).toBe('UNKNOWN_TABLE');
    expect(e.refused(extend(null, MIN), player(one.a))).toBe('NOT_ORGANISER');

    expect(e.refused({ type: 'expireRoundTime', round: 1, at: at(2) })).toBe('SERVER_ONLY');
    expect(e.refused({ type: 'expireRoundTime', round: 1, at: at(2) }, player(one.a))).toBe('SERVER_ONLY');
    expect(e.refused({ type: 'expireRoundTime', round: 1, at: 'soon' }, SERVER)).toBe('BAD_TIME');
    expect(e.refused({ type: 'expireRoundTime', round: 3, at: at(2) }, SERVER)).toBe('UNKNOWN_ROUND');

    // A settled table takes no more time; once every game is settled, the round's clock is done.
    e.settle(one.game);
    expect(e.refused(extend(one.table, MIN))).toBe('ROUND_FINISHED');
    for (const g of currentRound(e.state)!.games) if (!e.state.games[g].result) e.settle(g);
    expect(e.refused({ type: 'resumeRoundClock', round: 1, at: at(3), reason: 'back' })).toBe('ROUND_FINISHED');
    expect(e.refused(extend(null, MIN))).toBe('ROUND_FINISHED');

    // A later round paired: the earlier is finished; the new one starts its own clock.
    e.run({ type: 'pairRound', repair: false });
    expect(e.refused({ type: 'resumeRoundClock', round: 1, at: at(4), reason: 'back' })).toBe('ROUND_FINISHED');
    expect(e.refused(start(50 * MIN, { round: 1 }))).toBe('UNKNOWN_ROUND');
    e.run({ type: 'startRound', round: 2, ids: [] });
    e.run(start(50 * MIN, { round: 2, at: at(5) }));
    for (const g of currentRound(e.state)!.games) if (!e.state.games[g].result) e.settle(g);
    for (let r = 3; r <= 4; r++) for (const g of e.pairAndStart()) if (!e.state.games[g.game].result) e.settle(g.game);
    e.run({ type: 'finish', reason: 'done' });
    expect(e.refused({ type: 'expireRoundTime', round: 2, at: at(99) }, SERVER)).toBe('COMPETITION_FINISHED');
  });

  it('names the table whose time is called or whose game is settled', () => {
    const { e, played } = timedRound();
    e.start(0);
    e.settle(played[0].game);
    const decided = decide(
      e.state,
      { type: 'extendRoundClock', round: 1, table: played[0].table, ms: MIN, at: at(1), reason: 'x' },
      ORGANISER,
      RULESETS,
    );
    expect(isViolation(decided) && decided.message).toContain(`table ${played[0].table}`);
    expect(isViolation(decided) && decided.rule).toBe('competition: round clock');
  });
});

describe('round clock time, over random pauses, extensions and time passing', () => {
  type Step =
    { kind: 'advance'; ms: number } | { kind: 'pause' } | { kind: 'resume' } | { kind: 'extend'; table: number | null; ms: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 20 * MIN }) }),
    fc.constant<Step>({ kind: 'pause' }),
    fc.constant<Step>({ kind: 'resume' }),
    fc.record({ kind: fc.constant('extend' as const), table: fc.constantFrom(null, 0, 1), ms: fc.integer({ min: 1, max: 15 * MIN }) }),
  );

  it('time left falls only as the clock runs, rises only by an extension, and is the allowance less the time run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.array(step, { maxLength: 40 }), (minutes, steps) => {
        const { e, played } = timedRound();
        const games = played.map((g) => g.game);
        let now = T0;
        let ran = 0; // time the clock ran, as the test counts it
        let running = true;
        const given: Record<string, number> = Object.fromEntries(games.map((g) => [g, minutes * MIN]));
        e.run({ type: 'startRoundClock', round: 1, limitMs: minutes * MIN, at: new Date(now).toISOString(), reason: null });
        let before = e.reading(0).tables.map((x) => x.remainingMs);
        for (const s of steps) {
          const when = new Date(now).toISOString();
          let extended: string[] = [];
          if (s.kind === 'advance') {
            now += s.ms;
            if (running) ran += s.ms;
          } else if (s.kind === 'pause' || s.kind === 'resume') {
            const decided = e.try({
              type: s.kind === 'pause' ? 'pauseRoundClock' : 'resumeRoundClock',
              round: 1,
              at: when,
              reason: 'random',
            });
            if (!isViolation(decided)) running = s.kind === 'resume';
            else expect(decided.code).toBe(s.kind === 'pause' ? 'CLOCK_PAUSED' : 'CLOCK_NOT_PAUSED');
          } else {
            const table = s.table === null ? null : played[s.table].table;
            const decided = e.try({ type: 'extendRoundClock', round: 1, table, ms: s.ms, at: when, reason: 'random' });
            expect(isViolation(decided)).toBe(false);
            extended = s.table === null ? games : [played[s.table].game];
            for (const g of extended) given[g] += s.ms;
          }
          const r = roundClockReading(e.state, 1, now)!;
          const c = e.state.rounds[0].clock!;
          r.tables.forEach((x, i) => {
            expect(gameRemainingMs(c, x.game, now)).toBe(given[x.game] - ran);
            expect(x.remainingMs).toBe(Math.max(0, given[x.game] - ran));
            if (!extended.includes(x.game)) expect(x.remainingMs).toBeLessThanOrEqual(before[i]);
            // While it runs, a table's deadline is now plus its time left, and its match's copy says so.
            expect(x.deadline).toBe(running ? now + given[x.game] - ran : null);
            const copy = roundClockCopy(e.state, ID, 1, x.game)!;
            expect(copy.dueAt === null ? null : Date.parse(copy.dueAt)).toBe(x.deadline);
            expect(copy.running).toBe(running);
          });
          expect(roundDueAt(e.state, 1)).toBe(
            running ? Math.min(...r.tables.map((x) => x.deadline!)) : r.tables.some((x) => given[x.game] - ran <= 0) ? c.paused!.at : null,
          );
          before = r.tables.map((x) => x.remainingMs);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('writes ISO times as Date does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_999 }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
  });
});
