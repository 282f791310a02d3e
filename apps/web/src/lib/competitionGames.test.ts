import { describe, expect, it } from 'vitest';
import {
  chooseRound,
  gamesOfPlayer,
  gamesOfRound,
  isoWeekDays,
  matchLinkOf,
  orderScores,
  opponentOf,
  outcomeFor,
  outcomeOf,
  reportableScores,
  scoreLines,
  type GameView,
} from './competitionGames';

const game = (over: Partial<GameView>): GameView => ({
  id: 'Q29tcGV0aXRpb25HYW1lOmV2ZW50OnIxLTE',
  key: 'r1-1',
  round: 1,
  table: 1,
  a: 'p1',
  aName: 'Anna Nowak',
  b: 'p2',
  bName: 'Jan Kowalski',
  status: 'open',
  result: null,
  ...over,
});
const settled = (winner: string | null, extra: Partial<NonNullable<GameView['result']>> = {}) => ({
  winner,
  draw: winner === null,
  by: 'confirmed',
  played: true,
  scores: {},
  ...extra,
});

describe('a game’s result', () => {
  it('names the winner, or says draw, bye or game loss; nothing before it is settled', () => {
    expect(outcomeOf(game({}))).toBeNull();
    expect(outcomeOf(game({ result: settled('p2') }))).toEqual({ kind: 'win', winner: 'Jan Kowalski', loser: 'Anna Nowak' });
    expect(outcomeOf(game({ result: settled(null) }))).toEqual({ kind: 'draw' });
    expect(outcomeOf(game({ result: settled('p1', { by: 'game-loss', played: false }) }))).toEqual({
      kind: 'gameLoss',
      winner: 'Anna Nowak',
      loser: 'Jan Kowalski',
    });
    expect(outcomeOf(game({ b: null, bName: null, table: 0, result: settled('p1', { by: 'bye', played: false }) }))).toEqual({
      kind: 'bye',
      player: 'Anna Nowak',
    });
  });

  it('reads from each player’s side, with their opponent', () => {
    const g = game({ result: settled('p2') });
    expect(outcomeFor(g, 'p1')).toBe('lost');
    expect(outcomeFor(g, 'p2')).toBe('won');
    expect(outcomeFor(game({ result: settled(null) }), 'p1')).toBe('draw');
    expect(outcomeFor(game({}), 'p1')).toBeNull();
    expect(opponentOf(g, 'p1')).toEqual({ id: 'p2', name: 'Jan Kowalski' });
    expect(opponentOf(g, 'p2')).toEqual({ id: 'p1', name: 'Anna Nowak' });
    expect(opponentOf(game({ b: null, bName: null }), 'p1')).toBeNull();
  });

  it('puts the scores side by side, and ignores what is not a number', () => {
    const g = game({ result: settled('p1', { scores: { p1: { reputation: 150, pointValue: 80 }, p2: { reputation: 90, note: 'x' } } }) });
    expect(scoreLines(g, ['reputation', 'pointValue'])).toEqual([
      { name: 'reputation', a: 150, b: 90 },
      { name: 'pointValue', a: 80, b: null },
    ]);
    expect(scoreLines(game({ result: settled('p1', { scores: 'nonsense' }) }))).toEqual([]);
  });

  it('orders the scores as the competition ranks them, whatever order they were stored in', () => {
    const g = game({ result: settled('p1', { scores: { p1: { pointValue: 80, reputation: 150, objectives: 1 } } }) });
    expect(scoreLines(g, ['reputation', 'pointValue']).map((l) => l.name)).toEqual(['reputation', 'pointValue', 'objectives']);
    expect(orderScores(['b', 'a', 'reputation', 'a'], ['reputation'])).toEqual(['reputation', 'a', 'b']);
  });
});

describe('rounds and players', () => {
  const games = [
    game({ id: 'r2-bye', key: 'r2-bye', round: 2, table: 0, a: 'p5', aName: 'E', b: null, bName: null }),
    game({ id: 'r2-2', key: 'r2-2', round: 2, table: 2, a: 'p3', aName: 'C', b: 'p1', bName: 'Anna Nowak' }),
    game({ id: 'r2-1', key: 'r2-1', round: 2, table: 1 }),
    game({ id: 'r1-1', key: 'r1-1', round: 1, table: 1, a: 'p1', b: 'p4', bName: 'D' }),
  ];

  it('lists a round by table, the bye last', () => {
    expect(gamesOfRound(games, 2).map((g) => g.id)).toEqual(['r2-1', 'r2-2', 'r2-bye']);
    expect(gamesOfRound(games, 3)).toEqual([]);
  });

  it('lists a player’s games round by round', () => {
    expect(gamesOfPlayer(games, 'p1').map((g) => g.id)).toEqual(['r1-1', 'r2-1', 'r2-2']);
    expect(gamesOfPlayer(games, 'p5').map((g) => g.id)).toEqual(['r2-bye']);
  });

  it('opens the round a link names, else the newest published one', () => {
    const rounds = [
      { round: 1, published: true },
      { round: 2, published: true },
      { round: 3, published: false },
    ];
    expect(chooseRound('1', rounds)).toBe(1);
    expect(chooseRound('3', rounds)).toBe(3);
    expect(chooseRound(null, rounds)).toBe(2);
    expect(chooseRound('9', rounds)).toBe(2);
    expect(chooseRound('2abc', rounds)).toBe(2);
    expect(chooseRound(null, [{ round: 1, published: false }])).toBe(1);
    expect(chooseRound('1', [])).toBeNull();
  });
});

describe('a game’s match in the engine', () => {
  it('is followed while the game is played, replayed once it has a result', () => {
    expect(matchLinkOf(game({}))).toBeNull();
    expect(matchLinkOf({ ...game({}), matchId: 'm-1' })).toEqual({ kind: 'follow', to: '/matches/m-1' });
    expect(matchLinkOf({ ...game({ status: 'settled', result: settled('p1') }), matchId: 'm 2' })).toEqual({
      kind: 'replay',
      to: '/matches/m%202/replay',
    });
  });
});

describe('scores a player reports', () => {
  it('are the primary, secondary and tie-break scores, without tournament points or margins', () => {
    const solaris = { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['reputation', 'pointValue'] };
    expect(reportableScores(solaris, ['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head'])).toEqual([
      'reputation',
      'pointValue',
    ]);
    const vp = { primary: 'points', secondary: ['unitsDestroyed', 'margin:unitsDestroyed'] };
    expect(reportableScores(vp, ['buchholz-cut1', 'score:margin:unitsDestroyed', 'score:infantryLeft'])).toEqual([
      'unitsDestroyed',
      'infantryLeft',
    ]);
    expect(reportableScores({ primary: 'reputation', secondary: [] }, [])).toEqual(['reputation']);
    expect(reportableScores({ primary: 'points', secondary: [] }, ['buchholz'])).toEqual([]);
    expect(reportableScores(null, [])).toEqual([]);
  });
});

describe('ISO weeks', () => {
  it('run from Monday to Sunday, week 1 holding 4 January', () => {
    const w = isoWeekDays('2026-W14')!;
    expect(w.week).toBe(14);
    expect(w.monday.toISOString().slice(0, 10)).toBe('2026-03-30');
    expect(w.sunday.toISOString().slice(0, 10)).toBe('2026-04-05');
    // 2021 began on a Friday: its week 1 starts on 4 January.
    expect(isoWeekDays('2021-W01')!.monday.toISOString().slice(0, 10)).toBe('2021-01-04');
    // 2020 began on a Wednesday: its week 1 starts in 2019.
    expect(isoWeekDays('2020-W01')!.monday.toISOString().slice(0, 10)).toBe('2019-12-30');
    expect(isoWeekDays('2026-14')).toBeNull();
    expect(isoWeekDays('2026-W54')).toBeNull();
  });
});
