/**
 * Scoring: points per outcome and per kind of bye, named game scores as primary score or
 * tie-break (Solaris 7's reputation and point value), margins, and the organiser's
 * adjustments. Every expected number is worked out in the comment above its test.
 */
import type { GameResult, ScoringConfig, StandingsInput } from '../types';
import { computeStandings } from './standings';

type O = GameResult['outcomeA'];
const other: Record<O, O> = { win: 'loss', loss: 'win', draw: 'draw' };
const seeded = (ids: string[]) => ids.map((id, i) => ({ id, name: id, seed: i + 1, dropped: false, droppedAfterRound: null }));
const TABLETOP: ScoringConfig = { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] };
const standings = (input: Partial<StandingsInput> & Pick<StandingsInput, 'players' | 'results'>) =>
  computeStandings({ scoring: TABLETOP, tieBreaks: [], adjustments: [], ...input });
const row = (rows: ReturnType<typeof standings>, id: string) => rows.find((r) => r.playerId === id)!;

/**
 * Solaris 7-like scores, 3 / 1 / 0:
 *   r1: A–B A wins (A reputation 5, point value 300; B 2, 280)   C–D C wins (C 4, 250; D 3, 320)
 *   r2: A–D D wins (A 1, 300; D 6, 320)                         B–C B wins (B 3, 280; C 2, 250)
 * Everyone has 3 points.
 *   reputation: A 5+1 = 6, B 2+3 = 5, C 4+2 = 6, D 3+6 = 9
 *   point value: A 600, B 560, C 500, D 640
 *   reputation margin: A (5−2)+(1−6) = −2, B (2−5)+(3−2) = −2, C (4−3)+(2−3) = 0, D (3−4)+(6−1) = 4
 */
const duel = (round: number, a: string, b: string, outcomeA: O, sa: [number, number], sb: [number, number]): GameResult => ({
  round,
  a,
  b,
  outcomeA,
  outcomeB: other[outcomeA],
  played: true,
  scoresA: { reputation: sa[0], pointValue: sa[1] },
  scoresB: { reputation: sb[0], pointValue: sb[1] },
});
const solaris = {
  players: seeded(['A', 'B', 'C', 'D']),
  results: [
    duel(1, 'A', 'B', 'win', [5, 300], [2, 280]),
    duel(1, 'C', 'D', 'win', [4, 250], [3, 320]),
    duel(2, 'A', 'D', 'loss', [1, 300], [6, 320]),
    duel(2, 'B', 'C', 'win', [3, 280], [2, 250]),
  ],
};

describe('named game scores', () => {
  it('breaks ties on reputation, then on the lower point value (the game’s own order, End p.14)', () => {
    const rows = standings({ ...solaris, tieBreaks: ['score:reputation', 'score:pointValue:low'] });
    expect(rows.map((r) => [r.playerId, ...r.tieBreaks.map((t) => t.value)])).toEqual([
      ['D', 9, 640],
      ['C', 6, 500],
      ['A', 6, 600],
      ['B', 5, 560],
    ]);
  });

  it('reads score:<name> as most first', () => {
    expect(standings({ ...solaris, tieBreaks: ['score:pointValue'] }).map((r) => r.playerId)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('derives margins, own minus the opponent’s, game by game', () => {
    const rows = standings({ ...solaris, tieBreaks: ['score:margin:reputation'] });
    expect(rows.map((r) => [r.playerId, r.tieBreaks[0].value])).toEqual([
      ['D', 4],
      ['C', 0],
      ['A', -2],
      ['B', -2],
    ]);
    expect(row(rows, 'D').gameScores).toEqual({ 'margin:reputation': 4, pointValue: 640, reputation: 9 });
  });

  it('ranks a league by reputation when it is the primary score, an organiser’s bonus added', () => {
    const rows = standings({
      ...solaris,
      scoring: { ...TABLETOP, primary: 'reputation', secondary: ['pointValue'] },
      adjustments: [{ playerId: 'C', round: null, points: 1, reason: 'best painted army' }],
    });
    // D 9, C 6 + 1 = 7, A 6, B 5; points stay 3 each.
    expect(rows.map((r) => [r.playerId, r.score, r.points, r.adjustment])).toEqual([
      ['D', 9, 3, 0],
      ['C', 7, 3, 1],
      ['A', 6, 3, 0],
      ['B', 5, 3, 0],
    ]);
  });

  /** A bye's own scores count in the sums (the organiser may award some); it has no margin. */
  it('counts a bye’s scores in the sum but not in a margin', () => {
    const rows = standings({
      players: seeded(['A', 'B', 'C']),
      results: [
        { round: 1, a: 'A', b: 'B', outcomeA: 'win', outcomeB: 'loss', played: true, scoresA: { vp: 10 }, scoresB: { vp: 4 } },
        { round: 1, a: 'C', b: null, outcomeA: 'win', outcomeB: 'loss', played: false, scoresA: { vp: 7 }, scoresB: {} },
      ],
      tieBreaks: ['score:vp', 'score:margin:vp'],
    });
    expect(rows.map((r) => [r.playerId, ...r.tieBreaks.map((t) => t.value)])).toEqual([
      ['A', 10, 6],
      ['C', 7, 0],
      ['B', 4, -6],
    ]);
  });
});

describe('points per outcome', () => {
  /**
   * Loss worth 1 (a point for turning up), bye 3:
   *   r1: A–B unplayed, both lose (double forfeit): 1 each   C full-point bye: 3   D absent: 0
   *   r2: A half-point bye: draw = 2   B zero-point bye: loss = 1   C–D D wins: C 1, D 3
   */
  it('scores byes by their outcome, a double forfeit as two losses, and an absent round as nothing', () => {
    const rows = standings({
      players: seeded(['A', 'B', 'C', 'D']),
      scoring: { win: 3, draw: 2, loss: 1, bye: 3, primary: 'points', secondary: [] },
      results: [
        { round: 1, a: 'A', b: 'B', outcomeA: 'loss', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} },
        { round: 1, a: 'C', b: null, outcomeA: 'win', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} },
        { round: 2, a: 'A', b: null, outcomeA: 'draw', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} },
        { round: 2, a: 'B', b: null, outcomeA: 'loss', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} },
        { round: 2, a: 'C', b: 'D', outcomeA: 'loss', outcomeB: 'win', played: true, scoresA: {}, scoresB: {} },
      ],
    });
    expect(Object.fromEntries(rows.map((r) => [r.playerId, [r.points, r.wins, r.draws, r.losses, r.byes, r.played]]))).toEqual({
      A: [3, 0, 0, 1, 1, 0],
      B: [2, 0, 0, 1, 1, 0],
      C: [4, 0, 0, 1, 1, 1],
      D: [3, 1, 0, 0, 0, 1],
    });
  });
});

describe('adjustments', () => {
  /**
   * r1: A–B A wins, C–D C wins. A −3 in round 1 (slow play), B +2 in round 2, D +1 (no round).
   * After everything: A 3 − 3 = 0, B 0 + 2 = 2, C 3, D 0 + 1 = 1 → C, B, D, A.
   * Through round 1: B's round-2 bonus is not counted yet: C 3, D 1, A 0, B 0 (A before B by seed).
   * B's Buchholz is A's points from results, 3, not A's adjusted 0: opponents are not moved.
   */
  const input = {
    players: seeded(['A', 'B', 'C', 'D']),
    results: [
      { round: 1, a: 'A', b: 'B', outcomeA: 'win' as const, outcomeB: 'loss' as const, played: true, scoresA: {}, scoresB: {} },
      { round: 1, a: 'C', b: 'D', outcomeA: 'win' as const, outcomeB: 'loss' as const, played: true, scoresA: {}, scoresB: {} },
    ],
    adjustments: [
      { playerId: 'A', round: 1, points: -3, reason: 'slow play' },
      { playerId: 'B', round: 2, points: 2, reason: 'sportsmanship' },
      { playerId: 'D', round: null, points: 1, reason: 'painting' },
    ],
    tieBreaks: ['buchholz'],
  };

  it('add to the score, counted from their round on', () => {
    expect(standings(input).map((r) => [r.playerId, r.score])).toEqual([
      ['C', 3],
      ['B', 2],
      ['D', 1],
      ['A', 0],
    ]);
    expect(standings({ ...input, throughRound: 1 }).map((r) => [r.playerId, r.score])).toEqual([
      ['C', 3],
      ['D', 1],
      ['B', 0],
      ['A', 0],
    ]);
  });

  it('leave the opponents’ tie-breaks alone', () => {
    expect(row(standings(input), 'B').tieBreaks[0].value).toBe(3);
  });
});
