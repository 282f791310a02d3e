import { describe, expect, it } from 'vitest';
import { tableNow, type CompetitionNow, type GameNow } from './currentTable';
import { groupGames } from './groups';

const round = (n: number, over: Partial<CompetitionNow['rounds'][number]> = {}) => ({
  round: n,
  published: true,
  started: true,
  finished: false,
  ...over,
});
const game = (over: Partial<GameNow>): GameNow => ({
  id: 'g',
  key: 'r1-1',
  round: 1,
  table: 1,
  a: 'p1',
  aName: 'Anna',
  b: 'p2',
  bName: 'Borys',
  status: 'open',
  ...over,
});
const tournament = (over: Partial<CompetitionNow> = {}): CompetitionNow => ({
  kind: 'tournament',
  finished: false,
  rounds: [],
  games: [],
  ...over,
});

describe('the table a player goes to now', () => {
  it('waits for the first pairings, and for pairings that are not published yet', () => {
    expect(tableNow(tournament(), 'p1')).toEqual({ kind: 'waiting', after: null });
    expect(tableNow(tournament({ rounds: [round(1, { published: false, started: false })] }), 'p1')).toEqual({
      kind: 'waiting',
      after: null,
    });
  });

  it('is the player’s table in the newest published round, from either side of the game', () => {
    const competition = tournament({
      rounds: [round(1, { finished: true }), round(2), round(3, { published: false, started: false })],
      games: [
        game({ id: 'r1', round: 1, table: 4 }),
        game({ id: 'r2', round: 2, table: 7, a: 'p3', aName: 'Celina', b: 'p1', bName: 'Anna' }),
        game({ id: 'r2b', round: 2, table: 1, a: 'p2', aName: 'Borys', b: 'p4', bName: 'Dawid' }),
      ],
    });
    expect(tableNow(competition, 'p1')).toMatchObject({ kind: 'table', round: 2, table: 7, opponent: 'Celina', game: { id: 'r2' } });
    expect(tableNow(competition, 'p4')).toMatchObject({ kind: 'table', round: 2, table: 1, opponent: 'Borys' });
  });

  it('says whether the round has started', () => {
    const competition = tournament({ rounds: [round(1, { started: false })], games: [game({})] });
    expect(tableNow(competition, 'p2')).toMatchObject({ kind: 'table', started: false, opponent: 'Anna' });
  });

  it('waits for the next pairings once the newest round is over', () => {
    const competition = tournament({ rounds: [round(1, { finished: true })], games: [game({ status: 'settled' })] });
    expect(tableNow(competition, 'p1')).toEqual({ kind: 'waiting', after: 1 });
  });

  it('tells a bye, and a player the round left out', () => {
    const competition = tournament({ rounds: [round(1)], games: [game({ b: null, bName: null, table: 0 })] });
    expect(tableNow(competition, 'p1')).toEqual({ kind: 'bye', round: 1 });
    expect(tableNow(competition, 'p9')).toEqual({ kind: 'unpaired', round: 1 });
  });

  it('shows nothing for a league or a finished tournament', () => {
    expect(tableNow(tournament({ kind: 'league', rounds: [round(1)], games: [game({})] }), 'p1')).toEqual({ kind: 'none' });
    expect(tableNow(tournament({ finished: true, rounds: [round(1)], games: [game({})] }), 'p1')).toEqual({ kind: 'none' });
  });
});

describe('the corner’s competitions', () => {
  const listed = (competitionId: string, gameId: string) => ({
    competitionId,
    competitionName: competitionId,
    rulesetId: 'solaris7',
    playMode: 'paper',
    playerId: 'p1',
    game: { id: gameId },
  });
  const entry = (competitionId: string) => ({
    competitionId,
    competitionName: competitionId,
    rulesetId: 'solaris7',
    playMode: 'paper',
    playerId: 'p1',
  });

  it('follows every tournament the player plays in, with a game to act on or not, each once', () => {
    const groups = groupGames([listed('a', 'g1')], [], [entry('b'), entry('a')]);
    expect(groups.map((g) => [g.competitionId, [...g.shown]])).toEqual([
      ['a', ['g1']],
      ['b', []],
    ]);
  });
});
