import fc from 'fast-check';
import type { StoredEvent } from '@app/event-store';
import { isViolation, seedCommitment } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { CompetitionLogError, parseCompetitionLog, writeCompetitionLog } from '../exports';
import { twoDuels } from '../testing/versions';
import type { CompetitionActor, CompetitionCommand, CreateCompetition } from './commands';
import { decide, decideCreate } from './decide';
import { COMPETITION_EVENT_TYPES, PROJECTOR_VIEWS, type CompetitionEvent, type Format, type PlayMode } from './events';
import { applyAll, replayCompetition } from './fold';
import type { RulesetLookup } from './games';
import {
  commandOf,
  firstDifference,
  NotACommandEventError,
  redecideCompetition,
  RedecideError,
  type LoggedCompetitionEvent,
} from './redecide';
import { roundDueAt } from './round-clock';
import { currentRound, gameStatus, initialCompetition, type CompetitionState } from './state';

/** The built-in games, which these events play (a test with another game passes its registry). */
const RULESETS = createRegistry();

const ORGANISER: CompetitionActor = { kind: 'organiser' };
const SERVER: CompetitionActor = { kind: 'server' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });
const ID = '00000000-0000-4000-8000-000000000001';

/** Match ids as the server draws them: fresh UUIDs, here from a counter. */
let drawn = 0;
const drawIds = (n: number) => Array.from({ length: n }, () => `00000000-0000-4000-9000-${(++drawn).toString(16).padStart(12, '0')}`);

/** Round clock times: minutes after the clock's origin, as the service stamps them. */
const MIN = 60_000;
const at = (minutes: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + minutes * MIN).toISOString();

/** Runs commands through decide and keeps each event with its actor, as the service stores it. */
class Recorder {
  logged: LoggedCompetitionEvent[] = [];
  state: CompetitionState;
  constructor(
    format: Format,
    more: Partial<CreateCompetition> = {},
    readonly rulesets: RulesetLookup = RULESETS,
  ) {
    const decided = decideCreate(
      {
        type: 'create',
        competitionId: ID,
        kind: format.kind === 'league' ? 'league' : 'tournament',
        name: 'Autumn open',
        rulesetId: 'solaris7',
        organiserId: 'olga',
        published: true,
        rated: true,
        format,
        scoring: { win: 3, draw: 1, loss: 0, bye: 3 },
        ...more,
      },
      rulesets,
    );
    if (isViolation(decided)) throw new Error(decided.toString());
    this.keep(decided, ORGANISER);
    this.state = replayCompetition(decided);
  }
  private keep(events: CompetitionEvent[], actor: CompetitionActor) {
    for (const e of events) this.logged.push({ type: e.type, data: e.data, metadata: { actor } });
  }
  try(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): boolean {
    const decided = decide(this.state, command, actor, this.rulesets);
    if (isViolation(decided)) return false;
    this.keep(decided, actor);
    this.state = applyAll(this.state, decided);
    return true;
  }
  run(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): void {
    const decided = decide(this.state, command, actor, this.rulesets);
    if (isViolation(decided)) throw new Error(`refused: ${decided.toString()} (${decided.code})`);
    this.keep(decided, actor);
    this.state = applyAll(this.state, decided);
  }
  register(n: number, from = 1): string[] {
    return Array.from({ length: n }, (_, i) => {
      const id = `p${String(from + i).padStart(2, '0')}`;
      this.run({
        type: 'register',
        playerId: id,
        name: `Player ${from + i}`,
        accountId: `acc-${id}`,
        club: (from + i) % 3 === 0 ? 'Ferrets' : null,
        seed: null,
      });
      return id;
    });
  }
  pairAndStart(): string[] {
    this.run({ type: 'pairRound', repair: false });
    const r = currentRound(this.state)!;
    this.run({ type: 'startRound', round: r.round, ids: drawIds(r.games.length) });
    return r.games;
  }
  /** A player reports, the opponent confirms; an engine game's outcome comes from the server. */
  settle(game: string, outcome: 'a' | 'b' | 'draw') {
    const g = this.state.games[game];
    if (g.b === null || g.result) return;
    const winner = outcome === 'draw' ? null : outcome === 'a' ? g.a : g.b;
    if (g.matchId) {
      this.run(
        {
          type: 'recordEngineResult',
          game,
          matchId: g.matchId,
          winner,
          draw: winner === null,
          reason: 'victory',
          scores: { [g.a]: { reputation: 10 }, [g.b]: { reputation: 5 } },
        },
        SERVER,
      );
      return;
    }
    this.run({ type: 'report', game, winner, draw: outcome === 'draw', scores: {}, reason: null }, player(g.a));
    this.run({ type: 'confirm', game }, player(g.b));
  }
  /** The log file the CLI exports. */
  text(): string {
    const stored = this.logged.map((e, i): StoredEvent => ({
      eventId: `00000000-0000-4000-a000-${(i + 1).toString(16).padStart(12, '0')}`,
      streamId: `tournament-${ID}`,
      streamVersion: i + 1,
      globalPosition: i + 1,
      type: e.type,
      data: e.data,
      metadata: e.metadata ?? {},
      recordedAt: '2026-11-22T10:00:00.000Z',
    }));
    return writeCompetitionLog(ID, stored);
  }
}

/** The Swiss of the examples: late entry, drops, a repair, swaps, a dispute and rulings, adjustments, game losses. */
function swissEvent(): Recorder {
  const t = new Recorder({ kind: 'swiss', rounds: 4, topCut: null });
  t.register(7);
  let games = t.pairAndStart();
  const [first, second, third] = games.map((g) => t.state.games[g]).filter((g) => g.b !== null);
  t.run(
    { type: 'report', game: first.game, winner: first.a, draw: false, scores: { [first.a]: { reputation: 80 } }, reason: null },
    player(first.a),
  );
  t.run({ type: 'confirm', game: first.game }, player(first.b!));
  t.run({ type: 'report', game: second.game, winner: second.a, draw: false, scores: {}, reason: null }, player(second.a));
  t.run({ type: 'dispute', game: second.game, reason: 'wrong winner' }, player(second.b!));
  t.run({ type: 'report', game: second.game, winner: second.b, draw: false, scores: {}, reason: 'the judge saw it' });
  t.run({ type: 'report', game: third.game, winner: null, draw: true, scores: {}, reason: null }, player(third.b!));
  t.run({ type: 'confirm', game: third.game }, player(third.a));
  t.run({ type: 'report', game: third.game, winner: third.a, draw: false, scores: {}, reason: 'override: slow play' });
  t.run({ type: 'drop', playerId: 'p03', reason: 'ill' }, player('p03'));
  t.register(1, 8); // a late entry joins round 2
  // Round 2: paired, swapped, paired again, swapped twice, started.
  t.run({ type: 'pairRound', repair: false });
  const r2 = currentRound(t.state)!.games.map((g) => t.state.games[g]);
  t.run({ type: 'swap', round: 2, playerA: r2[0].a, playerB: r2[1].a, reason: 'players asked' });
  t.run({ type: 'pairRound', repair: true });
  const again = currentRound(t.state)!.games.map((g) => t.state.games[g]);
  t.run({ type: 'swap', round: 2, playerA: again[0].a, playerB: again[0].b!, reason: 'colours' });
  t.run({ type: 'swap', round: 2, playerA: again[1].b!, playerB: again[2].a, reason: 'tables' });
  t.run({ type: 'publishRound', round: 2 });
  t.run({ type: 'chooseProjectorView', view: 'pairings' });
  t.run({ type: 'startRound', round: 2, ids: drawIds(4) });
  games = currentRound(t.state)!.games;
  t.run({ type: 'adjustPoints', playerId: 'p01', round: 1, points: -1, reason: 'late list' });
  t.run({ type: 'adjustPoints', playerId: 'p02', round: null, points: 2, reason: 'best painted' });
  const loss = t.state.games[games[0]];
  t.run({ type: 'issueGameLoss', game: loss.game, playerId: loss.a, reason: 'no show' });
  for (const g of games) t.settle(g, 'b');
  t.run({ type: 'drop', playerId: 'p05', reason: 'train' });
  for (const g of t.pairAndStart()) t.settle(g, 'a');
  const settled = t.state.games[currentRound(t.state)!.games.find((g) => t.state.games[g].b !== null)!];
  t.run({ type: 'issueGameLoss', game: settled.game, playerId: settled.b!, reason: 'marked cards' }); // after the result: a ruling
  for (const g of t.pairAndStart()) t.settle(g, 'draw');
  t.run({ type: 'finish', reason: 'all rounds played' });
  t.run({ type: 'chooseProjectorView', view: 'standings' }); // the final standings on the screen
  return t;
}

/** A league through the engine: two seasons, games opened by players and the organiser, results recorded by the server. */
function leagueSeason(): Recorder {
  const t = new Recorder(
    { kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: 1 },
    { scoring: { primary: 'reputation' }, play: { mode: 'engine' } },
  );
  t.register(4);
  t.run({ type: 'openSeason', name: 'Autumn' });
  const open = (a: string, b: string, week: string, actor: CompetitionActor = player(a)) =>
    t.run({ type: 'openLeagueGame', a, b, week, ids: drawIds(1) }, actor);
  open('p01', 'p02', '2026-W47');
  open('p03', 'p04', '2026-W47', ORGANISER);
  open('p01', 'p03', '2026-W48');
  for (const g of Object.keys(t.state.games)) t.settle(g, 'a');
  t.run({ type: 'drop', playerId: 'p04', reason: 'moved away' }, player('p04'));
  open('p02', 'p03', '2026-W49', player('p03'));
  t.run({
    type: 'report',
    game: 's1-4',
    winner: 'p02',
    draw: false,
    scores: { p02: { reputation: 90 } },
    reason: 'the match was lost to a crash',
  });
  t.run({ type: 'closeSeason' });
  // A season with rules of its own, changed while it runs.
  t.run({ type: 'openSeason', name: 'Winter', limits: { maxGamesPerPair: 1, maxGamesPerWeek: null } });
  t.run({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 2, maxGamesPerWeek: 2 } });
  open('p01', 'p02', '2027-W02');
  t.settle('s2-1', 'b');
  t.run({ type: 'closeSeason' });
  t.run({ type: 'finish', reason: 'the club closes' });
  return t;
}

function bracketEvent(format: Format, n: number, mode: PlayMode): Recorder {
  const t = new Recorder(format, { play: { mode } });
  t.register(n);
  for (let guard = 0; guard < 20; guard++) {
    if (!t.try({ type: 'pairRound', repair: false })) break;
    const r = currentRound(t.state)!;
    t.run({ type: 'startRound', round: r.round, ids: drawIds(r.games.length) });
    for (const g of r.games) t.settle(g, guard % 2 === 0 ? 'a' : 'b');
  }
  t.run({ type: 'finish', reason: 'bracket played' });
  return t;
}

function roundRobin(): Recorder {
  const t = new Recorder({ kind: 'round-robin', cycles: 1 }, { play: { mode: 'engine' } });
  t.register(5);
  for (let r = 1; r <= 5; r++) {
    for (const g of t.pairAndStart()) t.settle(g, r % 2 ? 'draw' : 'a');
    if (r === 2) t.run({ type: 'drop', playerId: 'p02', reason: 'left' });
  }
  t.run({ type: 'adjustPoints', playerId: 'p05', round: 3, points: 1, reason: 'fair play' });
  t.run({ type: 'finish', reason: 'done' });
  return t;
}

/**
 * A timed Swiss on paper whose unfinished games are drawn: the round clock paused, resumed,
 * extended for the round and for one table, and time called with the draws it settles.
 */
function timedSwiss(): Recorder {
  const t = new Recorder({ kind: 'swiss', rounds: 2, topCut: null }, { timing: { roundMinutes: 50, paperOutcome: 'draw' } });
  t.register(5);
  const [one, two] = t
    .pairAndStart()
    .map((g) => t.state.games[g])
    .filter((g) => g.b !== null);
  t.run({ type: 'startRoundClock', round: 1, limitMs: null, at: at(0), reason: 'round 1 begins' });
  t.run({ type: 'pauseRoundClock', round: 1, at: at(12), reason: 'judge call at table 1' });
  t.run({ type: 'resumeRoundClock', round: 1, at: at(15), reason: 'ruled: the move stands' });
  t.run({ type: 'extendRoundClock', round: 1, table: null, ms: 5 * MIN, at: at(20), reason: 'fire alarm' });
  t.run({ type: 'extendRoundClock', round: 1, table: one.table, ms: 10 * MIN, at: at(21), reason: 'late start' });
  // The round ends at 58 (50 + 5 given + 3 paused), table one at 68: at 60, time is called at table two.
  t.run({ type: 'expireRoundTime', round: 1, at: at(60) }, SERVER);
  expect(t.state.games[two.game].result).toMatchObject({ draw: true, by: 'organiser' });
  t.settle(one.game, 'a');
  // Round 2 is 40 minutes: a game reported before time is called stays the players' to confirm.
  const [three, four] = t
    .pairAndStart()
    .map((g) => t.state.games[g])
    .filter((g) => g.b !== null);
  t.run({ type: 'startRoundClock', round: 2, limitMs: 40 * MIN, at: at(80), reason: null });
  t.run({ type: 'report', game: three.game, winner: three.a, draw: false, scores: {}, reason: null }, player(three.a));
  t.run({ type: 'expireRoundTime', round: 2, at: at(121) }, SERVER);
  expect(t.state.games[four.game].result).toMatchObject({ draw: true });
  t.run({ type: 'confirm', game: three.game }, player(three.b!));
  t.run({ type: 'finish', reason: 'both rounds played' });
  return t;
}

/**
 * A Swiss through the engine created under Duel 1.0.0 and moved to 2.0.0 after its first round:
 * the second round's results carry the score only 2.0.0 has.
 */
function movedToNewerVersion(): Recorder {
  const t = new Recorder(
    { kind: 'swiss', rounds: 2, topCut: null },
    { rulesetId: 'duel', rulesetVersion: '1.0.0', play: { mode: 'engine' } },
    twoDuels(createRegistry()),
  );
  const won = (game: string, scores: Record<string, number>) => {
    const g = t.state.games[game];
    if (g.b === null) return;
    const both = { [g.a]: { damageDealt: 10, ...scores }, [g.b]: { damageDealt: 4, ...scores } };
    t.run({ type: 'recordEngineResult', game, matchId: g.matchId!, winner: g.a, draw: false, reason: 'knockout', scores: both }, SERVER);
  };
  t.register(4);
  for (const g of t.pairAndStart()) won(g, {});
  t.run({ type: 'moveRuleset', version: '2.0.0' });
  for (const g of t.pairAndStart()) won(g, { strikes: 3 });
  t.run({ type: 'finish', reason: 'both rounds played' });
  return t;
}

/**
 * A Swiss with entries the organiser made for accounts: one accepted before round 1, one after
 * it, one declined (a guest entry from then on).
 */
function invitedEntries(): Recorder {
  const t = new Recorder({ kind: 'swiss', rounds: 2, topCut: null });
  t.register(2);
  for (const id of ['p03', 'p04', 'p05'])
    t.run({ type: 'register', playerId: id, name: `Invited ${id}`, accountId: null, club: null, seed: null, invited: true });
  t.run({ type: 'acceptEntry', playerId: 'p03', accountId: 'acc-p03' }, player('p03'));
  t.run({ type: 'declineEntry', playerId: 'p05' }, player('p05'));
  for (const g of t.pairAndStart()) t.settle(g, 'a');
  t.run({ type: 'acceptEntry', playerId: 'p04', accountId: 'acc-p04' }, player('p04'));
  for (const g of t.pairAndStart()) t.settle(g, 'b');
  t.run({ type: 'finish', reason: 'both rounds played' });
  return t;
}

/** Secret seeds as the server draws them (64 hex digits), one per label. */
const secret = (label: string) => seedCommitment(`secret ${label}`);

/**
 * A Swiss drawn from committed seeds: a seed set and a table fixed before round 1, round 1 drawn
 * and drawn again (a new draw), the table freed, round 2 numbered by the standings.
 */
function drawnSwiss(): Recorder {
  const t = new Recorder({ kind: 'swiss', rounds: 2, topCut: null }, { pairingSeedCommitment: seedCommitment(secret('1')) });
  t.register(6);
  t.run({ type: 'seedPlayer', playerId: 'p06', seed: 1 });
  t.run({ type: 'fixTable', playerId: 'p04', table: 2 });
  const draw = (repair: boolean, k: number) =>
    t.run({
      type: 'pairRound',
      repair,
      boards: 'standing',
      firstRound: { method: 'random', seed: secret(String(k)), next: seedCommitment(secret(String(k + 1))) },
    });
  draw(false, 1);
  draw(true, 2);
  t.run({ type: 'startRound', round: 1, ids: drawIds(3) });
  for (const g of currentRound(t.state)!.games) t.settle(g, 'a');
  t.run({ type: 'fixTable', playerId: 'p04', table: null });
  t.run({ type: 'pairRound', repair: false, boards: 'standing' });
  t.run({ type: 'startRound', round: 2, ids: drawIds(3) });
  for (const g of currentRound(t.state)!.games) t.settle(g, 'b');
  t.run({ type: 'finish', reason: 'both rounds played' });
  return t;
}

/**
 * A Swiss created before draws were committed: its first draw is committed in the pairing that
 * reveals it; round 1 is then paired again by rating and by the seed list.
 */
function drawnLate(): Recorder {
  const t = new Recorder({ kind: 'swiss', rounds: 1, topCut: null });
  t.register(5);
  t.run({ type: 'pairRound', repair: false, firstRound: { method: 'random', seed: secret('a'), next: seedCommitment(secret('b')) } });
  t.run({ type: 'pairRound', repair: true, firstRound: { method: 'rating', ratings: { p02: 1712.5, p04: 1500 } } });
  t.run({ type: 'pairRound', repair: true, firstRound: { method: 'seeds' } });
  t.run({ type: 'startRound', round: 1, ids: drawIds(2) });
  for (const g of currentRound(t.state)!.games) t.settle(g, 'draw');
  t.run({ type: 'finish', reason: 'one round played' });
  return t;
}

const EXAMPLES: Array<[string, () => Recorder]> = [
  ['a Swiss with drops, a repair, swaps, a dispute, rulings, adjustments and game losses', swissEvent],
  ['a league through the engine over two seasons', leagueSeason],
  [
    'a single-elimination bracket with a third-place game, through the engine',
    () => bracketEvent({ kind: 'single-elimination', thirdPlace: true }, 6, 'engine'),
  ],
  ['a double-elimination bracket on paper', () => bracketEvent({ kind: 'double-elimination', grandFinalReset: true }, 5, 'paper')],
  ['a Swiss with a top cut', () => bracketEvent({ kind: 'swiss', rounds: 3, topCut: 4 }, 8, 'paper')],
  ['a round robin through the engine with a drop', roundRobin],
  ['a timed Swiss on paper, its unfinished games drawn when time is called', timedSwiss],
  ['a Swiss through the engine moved to a newer version of its game after round 1', movedToNewerVersion],
  ['a Swiss with invited entries, accepted before and during it, and declined', invitedEntries],
  ['a Swiss drawn from committed seeds, drawn again, with a fixed table and tables by standing', drawnSwiss],
  ['a Swiss created before draws were committed, drawn, then seeded by rating and by seeds', drawnLate],
];

describe('exports of competitions run through decide', () => {
  it.each(EXAMPLES)('%s are decided again, event for event', (_name, build) => {
    const t = build();
    expect(t.state.finished).toBe(true);
    const log = parseCompetitionLog(t.text(), t.rulesets);
    expect(log.lines).toHaveLength(t.logged.length);
    expect(log.state).toEqual(t.state);
    expect(redecideCompetition(t.logged, t.rulesets)).toEqual(t.state);
  });

  it('every event type appears in the examples', () => {
    const seen = new Set(EXAMPLES.flatMap(([, build]) => build().logged.map((e) => e.type)));
    expect([...seen].sort()).toEqual([...COMPETITION_EVENT_TYPES].sort());
  });
});

type Line = { n: number; eventId: string; type: string; data: Record<string, any>; metadata: Record<string, any>; recordedAt?: string };

/** Edits a log as a person would: its lines, renumbered, with the header's count kept true. */
function tamper(text: string, edit: (lines: Line[]) => void): string {
  const [header, ...rest] = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  const lines = rest as Line[];
  edit(lines);
  lines.forEach((l, i) => (l.n = i + 1));
  return [JSON.stringify({ ...header, events: lines.length }), ...lines.map((l) => JSON.stringify(l))].join('\n') + '\n';
}

/** The refusal of a tampered log: its line and reason. */
function refusal(text: string): { line: number; reason: string } {
  try {
    parseCompetitionLog(text, RULESETS);
  } catch (e) {
    if (e instanceof CompetitionLogError) return { line: e.line, reason: e.reason };
    throw e;
  }
  throw new Error('the tampered log was accepted');
}

/** The line of an event (header first): the first event of `type` matching `where`. */
const lineOf = (lines: Line[], type: string, where: (l: Line) => boolean = () => true) =>
  lines.findIndex((l) => l.type === type && where(l));

describe('a tampered log is refused at the event the rules would not decide', () => {
  const swiss = swissEvent();
  const text = swiss.text();
  const original = text
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l)) as Line[];
  /** The file line of the i-th event (0-based) of the original log. */
  const fileLine = (i: number) => i + 2;

  it('a result reported for a player not in the game', () => {
    const i = lineOf(original, 'CompetitionResultReported', (l) => l.data.by !== null);
    const out = refusal(tamper(text, (ls) => (ls[i].data.winner = 'p08')));
    expect(out).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/^report by player p\d+ is refused: NOT_IN_GAME: p08 does not play game r1-\d/),
    });
  });

  it('a reported score that is not a number, that the game does not have, or beyond its bounds: a player’s report, a ruling, an override', () => {
    const reported = lineOf(original, 'CompetitionResultReported', (l) => l.data.by !== null && Object.keys(l.data.scores).length > 0);
    const by = original[reported].data.by as string;
    expect(refusal(tamper(text, (ls) => (ls[reported].data.scores = { [by]: { reputation: 'lots' } })))).toEqual({
      line: fileLine(reported),
      reason: `report by player ${by} is refused: BAD_SCORE: score reputation of ${by} must be a whole number of at least 0, not the text "lots"`,
    });
    expect(refusal(tamper(text, (ls) => (ls[reported].data.scores = { [by]: { victoryPoints: 3 } })))).toEqual({
      line: fileLine(reported),
      reason: expect.stringMatching(
        new RegExp(`^report by player ${by} is refused: UNKNOWN_SCORE: this game has no score "victoryPoints"`),
      ),
    });
    // The organiser's ruling on a dispute, and the override of a settled result.
    const rulings = original
      .map((l, i) => [l, i] as const)
      .filter(([l]) => l.type === 'CompetitionResultReported' && l.data.by === null && l.data.reason !== null);
    expect(rulings.length).toBeGreaterThanOrEqual(2);
    for (const [l, i] of rulings.slice(0, 2)) {
      const winner = l.data.winner as string;
      expect(refusal(tamper(text, (ls) => (ls[i].data.scores = { [winner]: { unitsStanding: 6 } })))).toEqual({
        line: fileLine(i),
        reason: `report by the organiser is refused: BAD_SCORE: score unitsStanding of ${winner} must be a whole number from 0 to 5 (solaris7 End p.14), not 6`,
      });
    }
  });

  it('a result changed to the other player: the next pairing the rules would make differs', () => {
    const i = lineOf(original, 'CompetitionResultReported', (l) => l.data.by === null && l.data.game.startsWith('r1-'));
    const game = original[i].data.game as string;
    const g = swiss.state.games[game];
    const out = refusal(tamper(text, (ls) => (ls[i].data.winner = ls[i].data.winner === g.a ? g.b : g.a)));
    expect(out.line).toBe(fileLine(lineOf(original, 'RoundPaired', (l) => l.data.round === 2)));
    expect(out.reason).toMatch(/^RoundPaired is not what the rules decide: data\.games\[\d+\]\.\w+: logged .*, decided /);
  });

  it('a pairing changed', () => {
    const i = lineOf(original, 'RoundPaired', (l) => l.data.round === 3);
    const out = refusal(
      tamper(text, (ls) => {
        const [x, y] = ls[i].data.games;
        [x.b, y.b] = [y.b, x.b];
      }),
    );
    expect(out).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/^RoundPaired is not what the rules decide: data\.games\[0\]\.b: logged "p\d+", decided "p\d+"$/),
    });
  });

  it('an event removed: the confirmation of a report that is no longer there', () => {
    const i = lineOf(original, 'CompetitionResultReported', (l) => l.data.by !== null);
    const out = refusal(tamper(text, (ls) => ls.splice(i, 1)));
    expect(out).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/^confirm by player p\d+ is refused: NO_REPORT: there is no reported result$/),
    });
  });

  it('an event removed: a round that never started', () => {
    const i = lineOf(original, 'RoundStarted', (l) => l.data.round === 3);
    const out = refusal(tamper(text, (ls) => ls.splice(i, 1)));
    expect(out).toEqual({ line: fileLine(i), reason: expect.stringMatching(/is refused: ROUND_NOT_STARTED: round 3 has not started$/) });
  });

  it('an extra adjustment for a player not in the event', () => {
    const i = lineOf(original, 'PointsAdjusted');
    const out = refusal(
      tamper(text, (ls) =>
        ls.splice(i + 1, 0, {
          ...ls[i],
          eventId: '00000000-0000-4000-a000-0000000000ff',
          data: { playerId: 'p99', round: null, points: 5, reason: 'friend' },
        }),
      ),
    );
    expect(out).toEqual({
      line: fileLine(i + 1),
      reason: 'adjustPoints by the organiser is refused: NOT_IN_EVENT: no player p99 in this competition',
    });
  });

  it('a confirmation by the reporter', () => {
    const i = lineOf(original, 'CompetitionResultConfirmed');
    const reporter = original[i - 1].data.by as string;
    const out = refusal(
      tamper(text, (ls) => {
        ls[i].data.by = reporter;
        ls[i].metadata.actor = player(reporter);
      }),
    );
    expect(out).toEqual({
      line: fileLine(i),
      reason: `confirm by player ${reporter} is refused: OWN_REPORT: the opponent, not the reporter, confirms or disputes a report`,
    });
  });

  it("a confirmation's player changed but not its actor", () => {
    const i = lineOf(original, 'CompetitionResultConfirmed');
    const reporter = original[i - 1].data.by as string;
    const out = refusal(tamper(text, (ls) => (ls[i].data.by = reporter)));
    expect(out).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(
        new RegExp(`^CompetitionResultConfirmed is not what the rules decide: data\\.by: logged "${reporter}", decided "p\\d+"$`),
      ),
    });
  });

  it('an actor changed from the organiser to a player: a pairing, and a ruling', () => {
    const pairing = lineOf(original, 'RoundPaired', (l) => l.data.round === 2);
    expect(refusal(tamper(text, (ls) => (ls[pairing].metadata.actor = player('p01'))))).toEqual({
      line: fileLine(pairing),
      reason: 'pairRound by player p01 is refused: NOT_ORGANISER: only the organiser may pair a round',
    });
    // The ruling on a dispute, as if the reporter gave it.
    const ruling = lineOf(original, 'CompetitionResultReported', (l) => l.data.by === null);
    const reporter = original[ruling - 2].data.by as string;
    expect(refusal(tamper(text, (ls) => (ls[ruling].metadata.actor = player(reporter))))).toEqual({
      line: fileLine(ruling),
      reason: `report by player ${reporter} is refused: RESULT_ALREADY_REPORTED: you have reported this game already`,
    });
  });

  it("a player's report given to the opponent", () => {
    const i = lineOf(original, 'CompetitionResultReported', (l) => l.data.by !== null);
    const g = swiss.state.games[original[i].data.game];
    const other = original[i].data.by === g.a ? g.b! : g.a;
    expect(refusal(tamper(text, (ls) => (ls[i].metadata.actor = player(other))))).toEqual({
      line: fileLine(i),
      reason: `CompetitionResultReported is not what the rules decide: data.by: logged "${original[i].data.by}", decided "${other}"`,
    });
  });

  it('an actor that is missing or not an actor', () => {
    const i = lineOf(original, 'PlayerDropped');
    expect(refusal(tamper(text, (ls) => (ls[i].metadata = {})))).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/^metadata\.actor must be .* not nothing$/),
    });
    expect(refusal(tamper(text, (ls) => (ls[i].metadata.actor = { kind: 'judge' })))).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/not \{"kind":"judge"\}$/),
    });
    const reg = lineOf(original, 'PlayerRegistered');
    expect(refusal(tamper(text, (ls) => (ls[reg].metadata.actor = player('p01'))))).toEqual({
      line: fileLine(reg),
      reason: 'PlayerRegistered is recorded by the organiser, not by player p01',
    });
  });

  it('a swap that moves three players', () => {
    const i = lineOf(original, 'PairingsAmended');
    const out = refusal(
      tamper(text, (ls) => {
        const games = ls[i].data.games;
        const last = games[games.length - 1];
        [last.a, games[0].a] = [games[0].a, last.a];
        [games[0].b, games[1].b] = [games[1].b, games[0].b];
      }),
    );
    expect(out).toEqual({
      line: fileLine(i),
      reason: 'PairingsAmended is not what the rules decide: its games do not swap two players of round 2',
    });
  });

  it('a created event that differs from its command, or is not first', () => {
    expect(refusal(tamper(text, (ls) => (ls[0].data.name = ' Autumn open ')))).toEqual({
      line: 2,
      reason: 'CompetitionCreated is not what the rules decide: data.name: logged " Autumn open ", decided "Autumn open"',
    });
    expect(refusal(tamper(text, (ls) => delete ls[0].data.scoring.draw))).toEqual({
      line: 2,
      reason: 'CompetitionCreated is not what the rules decide: data.scoring.draw: logged nothing, decided 1',
    });
    expect(refusal(tamper(text, (ls) => ls.splice(5, 0, { ...ls[0], eventId: '00000000-0000-4000-a000-0000000000fe' })))).toEqual({
      line: 7,
      reason: 'create by the organiser is refused: ALREADY_EXISTS: this competition already exists',
    });
  });

  it('data that cannot be a command', () => {
    const i = lineOf(original, 'RoundStarted');
    expect(refusal(tamper(text, (ls) => (ls[i].data.matches = null)))).toEqual({
      line: fileLine(i),
      reason: expect.stringMatching(/^its data cannot be read as a command \(/),
    });
    const j = lineOf(original, 'PlayerRegistered');
    // A name that is not text is refused by the one rule for names, which the command meets first.
    expect(refusal(tamper(text, (ls) => (ls[j].data.name = 42)))).toEqual({
      line: fileLine(j),
      reason: 'register by the organiser is refused: BAD_TEXT: name must be text',
    });
  });
});

describe('round clocks, whose times the server stamps', () => {
  const timed = timedSwiss();
  const text = timed.text();
  const original = text
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l)) as Line[];
  const expiry = (round: number) => lineOf(original, 'RoundTimeExpired', (l) => l.data.round === round);
  const tableExtension = lineOf(original, 'RoundClockExtended', (l) => l.data.game !== null);

  it('less time given to a table: its time is called with the others, which the log does not say', () => {
    const out = refusal(tamper(text, (ls) => (ls[tableExtension].data.ms = MIN)));
    expect(out).toEqual({
      line: expiry(1) + 2,
      reason: expect.stringMatching(/^RoundTimeExpired is not what the rules decide: data\.games\[0\]: logged "r1-\d", decided "r1-\d"$/),
    });
  });

  it('time called for a game whose time had not run out', () => {
    const other = timed.state.rounds[0].games.find((g) => g !== original[expiry(1)].data.games[0] && timed.state.games[g].b !== null)!;
    const out = refusal(tamper(text, (ls) => ls[expiry(1)].data.games.push(other)));
    expect(out).toEqual({
      line: expiry(1) + 2,
      reason: `RoundTimeExpired is not what the rules decide: data.games: logged 2 item(s), decided 1`,
    });
  });

  it('time called by the organiser, or a round clock run by the server', () => {
    expect(refusal(tamper(text, (ls) => (ls[expiry(1)].metadata.actor = ORGANISER)))).toEqual({
      line: expiry(1) + 2,
      reason: 'RoundTimeExpired is recorded by the server, not by the organiser',
    });
    const pause = lineOf(original, 'RoundClockPaused');
    expect(refusal(tamper(text, (ls) => (ls[pause].metadata.actor = SERVER)))).toEqual({
      line: pause + 2,
      reason: 'pauseRoundClock by the server is refused: NOT_ORGANISER: only the organiser runs the round clock',
    });
  });

  it('the draw time being called settles, removed or given another actor', () => {
    const draw = expiry(1) + 1;
    expect(original[draw]).toMatchObject({ type: 'CompetitionResultReported', data: { by: null, draw: true } });
    // Removed: the next event (a player's report) is taken as the rest of the expiry's decision.
    expect(refusal(tamper(text, (ls) => ls.splice(draw, 1)))).toEqual({
      line: draw + 2,
      reason: `one command's events share its actor, as event ${draw} records it`,
    });
    expect(refusal(tamper(text, (ls) => (ls[draw].metadata.actor = ORGANISER)))).toEqual({
      line: draw + 2,
      reason: `one command's events share its actor, as event ${draw} records it`,
    });
    expect(refusal(tamper(text, (ls) => (ls[draw].data.reason = 'time called')))).toEqual({
      line: draw + 2,
      reason: `CompetitionResultReported is not what the rules decide: data.reason: logged "time called", decided "time called: the organiser's configured outcome for unfinished games is a draw"`,
    });
  });

  it('a resume without its pause, time for the bye, and a time that is no time', () => {
    const pause = lineOf(original, 'RoundClockPaused');
    expect(refusal(tamper(text, (ls) => ls.splice(pause, 1)))).toEqual({
      line: pause + 2,
      reason: "resumeRoundClock by the organiser is refused: CLOCK_NOT_PAUSED: round 1's clock is not paused",
    });
    const bye = timed.state.rounds[0].games.find((g) => timed.state.games[g].b === null)!;
    expect(refusal(tamper(text, (ls) => (ls[tableExtension].data.game = bye)))).toEqual({
      line: tableExtension + 2,
      reason: 'extendRoundClock by the organiser is refused: UNKNOWN_TABLE: round 1 has no game at table 0',
    });
    expect(refusal(tamper(text, (ls) => (ls[pause].data.at = 'tea time')))).toEqual({
      line: pause + 2,
      reason: 'pauseRoundClock by the organiser is refused: BAD_TIME: "tea time" is not an ISO 8601 time',
    });
  });

  it('a log written before round clocks, without timing, reads as the defaults', () => {
    const older = parseCompetitionLog(swissEvent().text(), RULESETS);
    const stripped = tamper(swissEvent().text(), (ls) => delete ls[0].data.timing);
    const log = parseCompetitionLog(stripped, RULESETS);
    expect(log.state.created.timing).toBeUndefined();
    expect({ ...log.state, created: { ...log.state.created, timing: older.state.created.timing } }).toEqual(older.state);
    // Without its timing, the timed Swiss reports its unfinished games: the draw is no ruling of the server's.
    const draw = expiry(1) + 1;
    expect(refusal(tamper(text, (ls) => delete ls[0].data.timing))).toEqual({
      line: draw + 2,
      reason: 'report by the server is refused: NOT_A_PLAYER: the server records only engine outcomes',
    });
  });
});

describe('engine results and match ids, which the server supplies', () => {
  const league = leagueSeason();
  const text = league.text();
  const original = text
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l)) as Line[];

  it('a result for a game already settled is an event no command accounts for', () => {
    const i = lineOf(original, 'CompetitionResultRecorded');
    const out = refusal(
      tamper(text, (ls) =>
        ls.splice(i + 1, 0, {
          ...ls[i],
          eventId: '00000000-0000-4000-a000-0000000000fd',
          data: { ...ls[i].data, winner: ls[i].data.winner === 'p01' ? 'p02' : 'p01' },
        }),
      ),
    );
    expect(out).toEqual({
      line: i + 3,
      reason: `deciding its command again adds nothing: game ${original[i].data.game} is settled already, so the engine's result is not recorded`,
    });
  });

  it.each([
    [
      'a winner who does not play the game',
      (d: Record<string, any>) => (d.winner = 'p04'),
      /names "p04", who does not play it, as winner$/,
    ],
    ['a draw with a winner', (d: Record<string, any>) => (d.draw = true), /is a draw with a winner$/],
    ['a draw that is not true or false', (d: Record<string, any>) => (d.draw = 'no'), /says neither that it is a draw nor that it is not$/],
    [
      'scores of another player',
      (d: Record<string, any>) => (d.scores = { p04: { reputation: 1 } }),
      /^recordEngineResult by the server is refused: NOT_IN_GAME: scores name p04, who does not play this game$/,
    ],
    [
      'scores that are not numbers',
      (d: Record<string, any>) => (d.scores = { p01: { reputation: 'ten' } }),
      /^recordEngineResult by the server is refused: BAD_SCORE: score reputation of p01 must be a whole number of at least 0, not the text "ten"$/,
    ],
    [
      'a score the game does not have',
      (d: Record<string, any>) => (d.scores = { p01: { infantryLeft: 3 } }),
      /^recordEngineResult by the server is refused: UNKNOWN_SCORE: this game has no score "infantryLeft"/,
    ],
    [
      'a score beyond its bounds',
      (d: Record<string, any>) => (d.scores = { p02: { eliminations: 16 } }),
      /^recordEngineResult by the server is refused: BAD_SCORE: .* from 0 to 15 \(solaris7 End p\.14\), not 16$/,
    ],
  ])('an engine result with %s', (_name, edit, reason) => {
    const i = lineOf(original, 'CompetitionResultRecorded', (l) => l.data.game === 's1-1');
    expect(refusal(tamper(text, (ls) => edit(ls[i].data)))).toEqual({ line: i + 2, reason: expect.stringMatching(reason) });
  });

  it('an engine result the organiser recorded, or for another match', () => {
    const i = lineOf(original, 'CompetitionResultRecorded');
    expect(refusal(tamper(text, (ls) => (ls[i].metadata.actor = ORGANISER)))).toEqual({
      line: i + 2,
      reason: 'CompetitionResultRecorded is recorded by the server, not by the organiser',
    });
    expect(refusal(tamper(text, (ls) => (ls[i].data.matchId = '00000000-0000-4000-9000-0000000000aa')))).toEqual({
      line: i + 2,
      reason: expect.stringMatching(/^recordEngineResult by the server is refused: UNKNOWN_GAME: match .* is not game s1-1/),
    });
  });

  it('a match id used twice, and a week the limits refuse', () => {
    const [first, second] = original.map((l, i) => [l, i] as const).filter(([l]) => l.type === 'LeagueGameOpened');
    expect(refusal(tamper(text, (ls) => (ls[second[1]].data.game.matchId = first[0].data.game.matchId)))).toEqual({
      line: second[1] + 2,
      reason: `match id ${first[0].data.game.matchId} is used by another game already`,
    });
    // p01 plays twice in week 47 once the third game moves there, and the league allows one.
    const third = original.findIndex((l) => l.type === 'LeagueGameOpened' && l.data.game.game === 's1-3');
    const moved = tamper(text, (ls) => {
      ls[third].data.week = '2026-W47';
      ls[third].data.game.explanation.reasons = ['league game of season Autumn, week 2026-W47'];
    });
    expect(refusal(moved)).toEqual({
      line: third + 2,
      reason: expect.stringMatching(/^openLeagueGame by player p01 is refused: LIMIT_PER_WEEK: /),
    });
  });

  it('a round started with a match for a game not in it', () => {
    const t = bracketEvent({ kind: 'single-elimination', thirdPlace: false }, 6, 'engine');
    const log = t.text();
    const lines = log
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l)) as Line[];
    const i = lineOf(lines, 'RoundStarted');
    const out = refusal(tamper(log, (ls) => (ls[i].data.matches['r1-9'] = '00000000-0000-4000-9000-0000000000bb')));
    expect(out).toEqual({
      line: i + 2,
      reason:
        'RoundStarted is not what the rules decide: data.matches.r1-9: logged "00000000-0000-4000-9000-0000000000bb", decided nothing',
    });
  });
});

describe('the events mapped to their commands', () => {
  it('refuses an event type that no command produces first, with a typed error', () => {
    const created = swissEvent().logged[0];
    expect(() => commandOf(null, { type: 'RoundForgotten', data: {} } as unknown as CompetitionEvent)).toThrow(NotACommandEventError);
    const e = (() => {
      try {
        redecideCompetition([created, { type: 'RoundForgotten', data: {}, metadata: { actor: ORGANISER } }], RULESETS);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(RedecideError);
    expect(e).toMatchObject({ event: 2, code: 'NOT_A_COMMAND', reason: 'no command produces RoundForgotten first' });
  });

  it('rebuilds the command of every event of a run, which decides that event again', () => {
    const t = swissEvent();
    let state: CompetitionState | null = null;
    for (const e of t.logged as Array<CompetitionEvent & LoggedCompetitionEvent>) {
      const c = commandOf(state, e);
      const again =
        state === null ? decideCreate(c as CreateCompetition, RULESETS) : decide(state, c, e.metadata!.actor as CompetitionActor, RULESETS);
      expect(again).toEqual([{ type: e.type, data: e.data }]);
      state =
        state === null ? initialCompetition((e as Extract<CompetitionEvent, { type: 'CompetitionCreated' }>).data) : applyAll(state, [e]);
    }
  });

  it('names where two values first differ, absent keys and undefined alike', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }, 'data')).toBe('data.a[1].b: logged 2, decided 3');
    expect(firstDifference({ a: [1] }, { a: [1, 2] }, 'data')).toBe('data.a: logged 1 item(s), decided 2');
    expect(firstDifference({ a: 1 }, { a: 1, b: undefined }, 'data')).toBeNull();
    expect(firstDifference({ a: 1, c: 'x' }, { a: 1 }, 'data')).toBe('data.c: logged "x", decided nothing');
    expect(firstDifference(null, {}, 'data')).toBe('data: logged null, decided {}');
  });
});

/** A random event: each choice picks a command from what the state allows; the rules refuse what they refuse. */
function randomEvent(kind: 'swiss' | 'league' | 'round-robin' | 'single-elimination', mode: PlayMode, steps: number[]): Recorder {
  const format: Format =
    kind === 'swiss'
      ? { kind, rounds: 4, topCut: null }
      : kind === 'league'
        ? { kind, maxGamesPerPair: 2, maxGamesPerWeek: 2 }
        : kind === 'round-robin'
          ? { kind, cycles: 1 }
          : { kind, thirdPlace: true };
  const t = new Recorder(format, { play: { mode }, timing: { roundMinutes: 30, paperOutcome: steps[0] % 2 ? 'draw' : 'report' } });
  t.register(3);
  let next = 4;
  let minutes = 0;
  let k = 0;
  const pick = <T>(xs: T[]): T | undefined => (xs.length ? xs[steps[k++ % steps.length] % xs.length] : undefined);
  for (const step of steps) {
    const s = t.state;
    const ids = s.order;
    const games = Object.values(s.games).filter((g) => g.b !== null);
    const open = games.filter((g) => !g.result);
    const someone = pick(ids) ?? 'p01';
    const g = pick(open) ?? pick(games);
    const side = (x: number) => (g ? (x % 2 ? g.b! : g.a) : someone);
    const results = g
      ? (
          [
            [g.a, false],
            [g.b, false],
            [null, true],
          ] as const
        )[step % 3]
      : ([null, true] as const);
    const actor = step % 4 === 0 ? ORGANISER : player(side(step));
    switch (step % 16) {
      case 0:
        t.try({
          type: 'register',
          playerId: `p${next++}`,
          name: `Player ${next}`,
          accountId: null,
          club: step % 5 === 0 ? 'Ferrets' : null,
          seed: null,
        });
        break;
      case 1:
        if (step % 7 === 0) t.try({ type: 'drop', playerId: someone, reason: 'random' }, step % 2 ? player(someone) : ORGANISER);
        break;
      case 2:
      case 3:
        t.try({ type: 'pairRound', repair: step % 5 === 0 });
        break;
      case 4: {
        const r = currentRound(s);
        if (r && step % 3 === 0) t.try({ type: 'publishRound', round: r.round - (step % 2) });
        else if (r) t.try({ type: 'swap', round: r.round, playerA: pick(ids) ?? 'p01', playerB: pick(ids) ?? 'p02', reason: 'random' });
        break;
      }
      case 5:
      case 6: {
        const r = currentRound(s);
        if (r) t.try({ type: 'startRound', round: r.round, ids: drawIds(r.games.length) });
        break;
      }
      case 7:
      case 8:
        if (g)
          t.try(
            {
              type: 'report',
              game: g.game,
              winner: results[0],
              draw: results[1],
              scores: step % 3 === 0 ? { [g.a]: { reputation: step } } : {},
              reason: actor.kind === 'organiser' ? 'ruling' : null,
            },
            actor,
          );
        break;
      case 9:
      case 10:
        if (g?.report)
          t.try(
            step % 5 === 0 ? { type: 'dispute', game: g.game, reason: 'no' } : { type: 'confirm', game: g.game },
            player(g.report.by === g.a ? g.b! : g.a),
          );
        break;
      case 11:
        if (g?.matchId)
          t.try(
            {
              type: 'recordEngineResult',
              game: g.game,
              matchId: g.matchId,
              winner: results[0],
              draw: results[1],
              reason: 'engine',
              scores: { [g.a]: { reputation: step } },
            },
            SERVER,
          );
        break;
      case 12:
        t.try({
          type: 'adjustPoints',
          playerId: someone,
          round: step % 2 ? null : (currentRound(s)?.round ?? null),
          points: (step % 5) - 2,
          reason: 'random',
        });
        break;
      case 13:
        if (g) t.try({ type: 'issueGameLoss', game: g.game, playerId: side(step + 1), reason: 'random' });
        break;
      case 14:
        if (kind === 'league')
          t.try(
            s.season?.open && step % 3 === 0
              ? { type: 'closeSeason' }
              : s.season?.open && step % 3 === 1
                ? { type: 'setSeasonLimits', limits: { maxGamesPerPair: step % 4 || null, maxGamesPerWeek: step % 5 || null } }
                : {
                    type: 'openSeason',
                    name: `Season ${step}`,
                    ...(step % 2 ? { limits: { maxGamesPerPair: step % 3 || null, maxGamesPerWeek: null } } : {}),
                  },
          );
        else if (step % 11 === 0) t.try({ type: 'finish', reason: 'random' });
        else t.try({ type: 'chooseProjectorView', view: PROJECTOR_VIEWS[step % PROJECTOR_VIEWS.length] });
        break;
      case 15: {
        const a = pick(ids) ?? 'p01';
        const b = pick(ids) ?? 'p02';
        t.try({ type: 'openLeagueGame', a, b, week: `2026-W${40 + (step % 4)}`, ids: drawIds(1) }, step % 2 ? ORGANISER : player(a));
        break;
      }
    }
    roundClockStep(t, step, (minutes += step % 17));
  }
  return t;
}

/** Beside each step, time passes and the round clock may change: a choice of its commands, which the rules may refuse. */
function roundClockStep(t: Recorder, step: number, minutes: number): void {
  const r = currentRound(t.state);
  if (!r) return;
  const round = r.round;
  const games = r.games.map((g) => t.state.games[g]);
  switch (Math.floor(step / 16) % 10) {
    case 0:
    case 6:
      t.try({
        type: 'startRoundClock',
        round,
        limitMs: step % 3 === 0 ? null : ((step % 40) + 1) * MIN,
        at: at(minutes),
        reason: step % 2 ? 'go' : null,
      });
      break;
    case 1:
    case 2:
      // Mostly what the clock allows (a pause of a running clock), sometimes what it refuses.
      t.try({
        type: (r.clock?.running ?? true) === (step % 5 !== 0) ? 'pauseRoundClock' : 'resumeRoundClock',
        round,
        at: at(minutes),
        reason: 'random',
      });
      break;
    case 3: {
      const table = step % 2 ? null : (games[step % games.length]?.table ?? null);
      t.try({ type: 'extendRoundClock', round, table, ms: ((step % 10) + 1) * MIN, at: at(minutes), reason: 'random' });
      break;
    }
    case 4:
    case 5:
      t.try({ type: 'expireRoundTime', round, at: at(minutes) }, SERVER);
      break;
    case 7: {
      // The timekeeper's call when time is due, wherever the steps' clock stands.
      const due = roundDueAt(t.state, round);
      t.try({ type: 'expireRoundTime', round, at: due === null ? at(minutes) : new Date(due).toISOString() }, SERVER);
      break;
    }
  }
}

const arbitraryEvent = fc.record({
  kind: fc.constantFrom('swiss' as const, 'league' as const, 'round-robin' as const, 'single-elimination' as const),
  mode: fc.constantFrom('paper' as const, 'engine' as const),
  steps: fc.array(fc.nat({ max: 10_000 }), { minLength: 10, maxLength: 90 }),
});

/**
 * The fields a command carries in (an organiser's or player's choice, the server's draws, the
 * actor): a change there may be another history the rules allow. Every other field is decided.
 */
const INPUTS: Record<string, string[]> = {
  CompetitionCreated: [''],
  PlayerRegistered: ['playerId', 'name', 'accountId', 'club', 'seed'],
  PlayerDropped: ['playerId', 'reason'],
  RoundPaired: ['repaired'],
  PairingsAmended: ['round', 'reason'],
  RoundPublished: ['round'],
  RoundStarted: ['round', 'matches'],
  CompetitionResultReported: ['game', 'winner', 'draw', 'scores', 'reason'],
  CompetitionResultConfirmed: ['game'],
  CompetitionResultDisputed: ['game', 'reason'],
  CompetitionResultRecorded: [''],
  PointsAdjusted: [''],
  GameLossIssued: [''],
  SeasonOpened: ['name', 'limits'],
  SeasonClosed: [],
  SeasonLimitsSet: ['limits'],
  LeagueGameOpened: ['week', 'game.a', 'game.b', 'game.matchId'],
  RoundClockStarted: ['round', 'limitMs', 'at', 'reason'],
  RoundClockPaused: ['round', 'at', 'reason'],
  RoundClockResumed: ['round', 'at', 'reason'],
  RoundClockExtended: ['round', 'game', 'ms', 'at', 'reason'],
  RoundTimeExpired: ['round', 'at'],
  ProjectorViewChosen: ['view'],
  CompetitionFinished: ['reason'],
};

type Leaf = { path: Array<string | number>; value: unknown };

function leaves(x: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => leaves(v, [...path, i]));
  if (typeof x === 'object' && x !== null) return Object.entries(x).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value: x }];
}

describe('random competitions', () => {
  it('every run of accepted commands is decided again to the same competition', () => {
    fc.assert(
      fc.property(arbitraryEvent, ({ kind, mode, steps }) => {
        const t = randomEvent(kind, mode, steps);
        expect(parseCompetitionLog(t.text(), RULESETS).state).toEqual(t.state);
      }),
      { numRuns: 120 },
    );
  });

  it('a change to one field of one event is refused, or is another history the rules allow, or changes nothing', () => {
    fc.assert(
      fc.property(arbitraryEvent, fc.nat(), fc.nat(), fc.nat(), ({ kind, mode, steps }, whichEvent, whichLeaf, whichValue) => {
        const t = randomEvent(kind, mode, steps);
        const logged = JSON.parse(JSON.stringify(t.logged)) as Array<{ type: string; data: unknown; metadata: Record<string, unknown> }>;
        const i = whichEvent % logged.length;
        const fields = leaves({ data: logged[i].data, metadata: logged[i].metadata });
        const { path, value } = fields[whichLeaf % fields.length];
        // Values a person editing the file would put there: another player, game, round, flag.
        const pool: unknown[] = [...new Set(leaves(logged.map((e) => e.data)).map((l) => l.value))];
        const candidates =
          typeof value === 'number'
            ? [value + 1, value - 1, 0, 2]
            : typeof value === 'boolean'
              ? [!value]
              : [...pool.filter((v) => typeof v === 'string' || v === null), 'p99', 'x'];
        const others = candidates.filter((v) => v !== value);
        if (others.length === 0) return;
        const changed = others[whichValue % others.length];
        let at: any = { data: logged[i].data, metadata: logged[i].metadata };
        for (const key of path.slice(0, -1)) at = at[key];
        at[path[path.length - 1]] = changed;

        let state: CompetitionState;
        try {
          state = redecideCompetition(logged, RULESETS);
        } catch (e) {
          expect(e).toBeInstanceOf(RedecideError); // refused, never a crash
          expect((e as RedecideError).event).toBeGreaterThanOrEqual(i + 1); // at the change or after it
          return;
        }
        const field = path.slice(1).join('.');
        const input = path[0] === 'metadata' || INPUTS[logged[i].type].some((p) => p === '' || field === p || field.startsWith(`${p}.`));
        if (input) expect(state).toEqual(replayCompetition(logged as CompetitionEvent[]));
        else expect(state).toEqual(t.state);
      }),
      { numRuns: 300 },
    );
  });

  it('random runs reach every kind of game status', () => {
    const statuses = new Set<string>();
    fc.assert(
      fc.property(arbitraryEvent, ({ kind, mode, steps }) => {
        const t = randomEvent(kind, mode, steps);
        for (const g of Object.values(t.state.games)) statuses.add(gameStatus(g));
      }),
      { numRuns: 60, seed: 7 },
    );
    expect([...statuses].sort()).toEqual(['bye', 'disputed', 'open', 'reported', 'settled']);
  });

  it('random runs use every round clock event, and time called settles paper games as draws', () => {
    const types = new Set<string>();
    let draws = 0;
    fc.assert(
      fc.property(arbitraryEvent, ({ kind, mode, steps }) => {
        const t = randomEvent(kind, mode, steps);
        for (const e of t.logged) types.add(e.type);
        draws += t.logged.filter((e, i) => e.type === 'CompetitionResultReported' && t.logged[i - 1]?.type === 'RoundTimeExpired').length;
      }),
      { numRuns: 60, seed: 7 },
    );
    const clockTypes = [...types].filter((x) => x.startsWith('Round') && !['RoundPaired', 'RoundPublished', 'RoundStarted'].includes(x));
    expect(clockTypes.sort()).toEqual([
      'RoundClockExtended',
      'RoundClockPaused',
      'RoundClockResumed',
      'RoundClockStarted',
      'RoundTimeExpired',
    ]);
    expect(draws).toBeGreaterThan(0);
    expect([...types]).toEqual(expect.arrayContaining(['RoundPublished', 'ProjectorViewChosen']));
  });
});
