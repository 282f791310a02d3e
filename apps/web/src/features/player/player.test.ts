import { describe, expect, it } from 'vitest';
import { groupGames } from './groups';
import { choiceOf, phaseOf, reportInput, type PaperGameView } from './paperGame';

const game = (over: Partial<PaperGameView> = {}): PaperGameView => ({
  id: 'r1-1',
  a: 'p1',
  b: 'p2',
  status: 'open',
  report: null,
  result: null,
  ...over,
});
const report = (by: string, winner: string | null, status = 'reported') => ({ by, winner, draw: winner === null, scores: {}, status });

describe('a paper game from one player’s side', () => {
  it('waits for its round, then asks for a report, then for the opponent’s answer', () => {
    expect(phaseOf(game(), 'p1', false)).toBe('notStarted');
    expect(phaseOf(game(), 'p1', true)).toBe('report');
    const reported = game({ status: 'reported', report: report('p1', 'p1') });
    expect(phaseOf(reported, 'p1', true)).toBe('awaitingOpponent');
    expect(phaseOf(reported, 'p2', true)).toBe('confirm');
    const disputed = game({ status: 'disputed', report: { ...report('p1', 'p1', 'disputed'), disputeReason: 'scores swapped' } });
    expect(phaseOf(disputed, 'p1', true)).toBe('disputed');
    expect(phaseOf(disputed, 'p2', true)).toBe('disputed');
    expect(phaseOf(game({ status: 'settled', result: { winner: 'p1', draw: false } }), 'p2', true)).toBe('settled');
  });

  it('reads a result as won, lost or drawn', () => {
    expect(choiceOf({ winner: 'p1', draw: false }, 'p1')).toBe('won');
    expect(choiceOf({ winner: 'p1', draw: false }, 'p2')).toBe('lost');
    expect(choiceOf({ winner: null, draw: true }, 'p2')).toBe('draw');
  });

  it('reports the winner by player id, and only the scores typed', () => {
    expect(reportInput('c1', game(), 'p2', 'won', {}, {})).toEqual({ competitionId: 'c1', game: 'r1-1', winner: 'p2', draw: false });
    expect(reportInput('c1', game(), 'p2', 'lost', {}, {})).toMatchObject({ winner: 'p1', draw: false });
    expect(reportInput('c1', game(), 'p1', 'draw', {}, {})).toMatchObject({ winner: null, draw: true });
    expect(reportInput('c1', game(), 'p1', 'won', { reputation: 150, pointValue: null }, { reputation: 90 })).toEqual({
      competitionId: 'c1',
      game: 'r1-1',
      winner: 'p1',
      draw: false,
      scores: { p1: { reputation: 150 }, p2: { reputation: 90 } },
    });
    expect(reportInput('c1', game(), 'p1', 'won', { reputation: null }, { reputation: Number.NaN })).not.toHaveProperty('scores');
  });
});

describe('the corner’s groups', () => {
  const listed = (competitionId: string, id: string) => ({
    competitionId,
    competitionName: competitionId.toUpperCase(),
    rulesetId: 'solaris7',
    playMode: 'paper',
    playerId: `me-${competitionId}`,
    game: { id },
  });

  it('keep myGames’ order, and a competition only a game acted on still shows', () => {
    const groups = groupGames(
      [listed('b', 'g1'), listed('a', 'g2'), listed('b', 'g3')],
      [
        { competitionId: 'c', competitionName: 'C', rulesetId: 'konwoj', playMode: 'paper', playerId: 'me-c', gameId: 'g9' },
        { competitionId: 'a', competitionName: 'A', rulesetId: 'solaris7', playMode: 'paper', playerId: 'me-a', gameId: 'g8' },
      ],
    );
    expect(groups.map((g) => g.competitionId)).toEqual(['b', 'a', 'c']);
    expect([...groups[0].shown]).toEqual(['g1', 'g3']);
    expect([...groups[1].shown].sort()).toEqual(['g2', 'g8']);
    expect([...groups[2].shown]).toEqual(['g9']);
  });
});
