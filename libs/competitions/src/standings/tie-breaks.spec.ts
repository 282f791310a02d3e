/**
 * Tie-breaks on small hand-worked events, each built so that one rule decides: the cut of a
 * voluntary unplayed round (FIDE C.07 art. 16.5), the organiser's order, and direct
 * encounter (art. 6) in its three shapes. Scores are evened out with adjustments where a
 * shape needs players tied who did not score the same: adjustments move the score only.
 */
import type { Adjustment, GameResult, ScoringConfig, StandingsInput } from '../types';
import { computeStandings } from './standings';

type O = GameResult['outcomeA'];
const other: Record<O, O> = { win: 'loss', loss: 'win', draw: 'draw' };
const game = (round: number, a: string, b: string, outcomeA: O, played = true): GameResult => ({
  round,
  a,
  b,
  outcomeA,
  outcomeB: other[outcomeA],
  played,
  scoresA: {},
  scoresB: {},
});
const bye = (round: number, a: string, outcomeA: O = 'win'): GameResult => ({
  round,
  a,
  b: null,
  outcomeA,
  outcomeB: 'loss',
  played: false,
  scoresA: {},
  scoresB: {},
});
const bonus = (playerId: string, points: number): Adjustment => ({ playerId, round: null, points, reason: 'evens the score for the test' });
const seeded = (ids: string[]) => ids.map((id, i) => ({ id, name: id, seed: i + 1, dropped: false, droppedAfterRound: null }));

const TABLETOP: ScoringConfig = { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] };
const CHESS: ScoringConfig = { win: 1, draw: 0.5, loss: 0, bye: 1, primary: 'points', secondary: [] };

const standings = (input: Partial<StandingsInput> & Pick<StandingsInput, 'players' | 'results'>) =>
  computeStandings({ scoring: TABLETOP, tieBreaks: [], adjustments: [], ...input });
const order = (rows: Array<{ playerId: string }>) => rows.map((r) => r.playerId);
const valuesOf = (rows: Array<{ playerId: string; tieBreaks: Array<{ value: number }> }>) =>
  Object.fromEntries(rows.map((r) => [r.playerId, r.tieBreaks.map((t) => t.value)]));

/**
 * Chess points (1, ½, 0; a bye 1), 3 rounds, P seeded first:
 *   r1: P–X 1:0   Y–Q ½:½
 *   r2: P requested a half-point bye (½)   X–Y 0:1   Q pairing-allocated bye (1)
 *   r3: P–Y 1:0   Q–X 1:0
 * Points: P 2.5, Q 2.5, X 0, Y 1.5. A draw times the rounds: 1.5.
 * P's r2 is a requested bye followed by a round played: 16.2.3, a VUR; its stand-in
 * min(2.5, 1.5) = 1.5. Q's r2 is a pairing-allocated bye, 16.2.1, no VUR: also 1.5.
 *   buchholz  P: X 0 + 1.5 + Y 1.5 = 3            Q: Y 1.5 + 1.5 + X 0 = 3
 *   SB        P: 0 + ½·1.5 + 1.5 = 2.25           Q: ½·1.5 + 1.5 + 0 = 2.25
 *   cut 1     P: the VUR's 1.5 is cut (16.5), not X's 0: 1.5     Q: X's 0 is cut: 3
 *   median    P: then the highest (1.5) too: 0                   Q: 3 − 1.5 = 1.5
 */
describe('the cut of a voluntary unplayed round (art. 16.5) and the order of tie-breaks', () => {
  const input = {
    players: seeded(['P', 'Q', 'X', 'Y']),
    results: [
      game(1, 'P', 'X', 'win'),
      game(1, 'Y', 'Q', 'draw'),
      bye(2, 'P', 'draw'),
      game(2, 'X', 'Y', 'loss'),
      bye(2, 'Q'),
      game(3, 'P', 'Y', 'win'),
      game(3, 'Q', 'X', 'win'),
    ],
    scoring: CHESS,
  };

  it('applies the tie-breaks in the order given: Buchholz and SB tie, cut 1 decides for Q', () => {
    const rows = standings({ ...input, tieBreaks: ['buchholz', 'sonneborn-berger', 'buchholz-cut1', 'median-buchholz'] });
    expect(order(rows)).toEqual(['Q', 'P', 'Y', 'X']);
    expect(valuesOf(rows).P).toEqual([3, 2.25, 1.5, 0]);
    expect(valuesOf(rows).Q).toEqual([3, 2.25, 3, 1.5]);
  });

  it('keeps seed order when the list stops before a tie-break that separates them', () => {
    const rows = standings({ ...input, tieBreaks: ['buchholz', 'sonneborn-berger'] });
    expect(order(rows)).toEqual(['P', 'Q', 'Y', 'X']);
    expect(rows.map((r) => r.place)).toEqual([1, 1, 3, 4]);
  });

  it('scores a half-point bye as a draw', () => {
    const p = standings(input).find((r) => r.playerId === 'P')!;
    expect([p.points, p.byes, p.wins, p.draws]).toEqual([2.5, 1, 2, 0]);
  });
});

describe('direct encounter (FIDE C.07 art. 6)', () => {
  /**
   * All met: r1 A–B 3:0 (C bye), r2 B–C 3:0 (A bye), r3 A–C 1:1 (B bye).
   * Points A 3+3+1 = 7, B 0+3+3 = 6, C 3+0+1 = 4; B +1 and C +3 even them at 7.
   * Among them: A 3 (B) + 1 (C) = 4, B 0 + 3 = 3, C 0 + 1 = 1 → A, B, C whatever the seeds.
   */
  it('orders a group in which everyone met everyone by the points scored among them', () => {
    const rows = standings({
      players: seeded(['C', 'B', 'A']),
      results: [game(1, 'A', 'B', 'win'), bye(1, 'C'), game(2, 'B', 'C', 'win'), bye(2, 'A'), game(3, 'A', 'C', 'draw'), bye(3, 'B')],
      adjustments: [bonus('B', 1), bonus('C', 3)],
      tieBreaks: ['head-to-head'],
    });
    expect(order(rows)).toEqual(['A', 'B', 'C']);
    expect(valuesOf(rows)).toEqual({ A: [4], B: [3], C: [1] });
  });

  /**
   * Round robin of four: r1 A–B 3:0, C–D 3:0; r2 A–C 3:0, B–D 0:3; r3 A–D 0:3, B–C 3:0.
   * Points A 6, B 3, C 3, D 6; B and C +3 each: all on 6. Seeds C, A, B, D.
   * First pass: A 6, D 6, B 3, C 3 → {A, D} above {B, C}. Each pair again, among itself:
   * D beat A → D, A; B beat C → B, C. Shown values are those of the first pass.
   */
  it('takes each part still tied through the procedure again, among its own members', () => {
    const rows = standings({
      players: seeded(['C', 'A', 'B', 'D']),
      results: [
        game(1, 'A', 'B', 'win'),
        game(1, 'C', 'D', 'win'),
        game(2, 'A', 'C', 'win'),
        game(2, 'B', 'D', 'loss'),
        game(3, 'A', 'D', 'loss'),
        game(3, 'B', 'C', 'win'),
      ],
      adjustments: [bonus('B', 3), bonus('C', 3)],
      tieBreaks: ['head-to-head'],
    });
    expect(order(rows)).toEqual(['D', 'A', 'B', 'C']);
    expect(valuesOf(rows)).toEqual({ A: [6], B: [3], C: [3], D: [6] });
    expect(rows.map((r) => r.place)).toEqual([1, 2, 3, 4]);
  });

  /**
   * Not all met: r1 A–B 3:0 (C bye), r2 A–C 3:0 (B bye). A 6, B 3, C 3; B, C +3: all on 6.
   * A scored 6 among them; B and C 0 each, with one encounter left (each other) worth at most
   * 3: 6 > 3, A is placed first. B and C never met: 0 each, at most 3 each, still tied → seeds.
   */
  it('places a player above only when no tied rival could still catch up', () => {
    const rows = standings({
      players: seeded(['C', 'B', 'A']),
      results: [game(1, 'A', 'B', 'win'), bye(1, 'C'), game(2, 'A', 'C', 'win'), bye(2, 'B')],
      adjustments: [bonus('B', 3), bonus('C', 3)],
      tieBreaks: ['head-to-head'],
    });
    expect(order(rows)).toEqual(['A', 'C', 'B']);
    expect(rows.map((r) => r.place)).toEqual([1, 2, 2]);
  });

  /**
   * After round 1 only: A–B 3:0, C bye. A 3, B 0 (+3), C 3: all on 3. A scored 3 among them,
   * but C has two encounters left (up to 6) and B one (up to 3): 3 is not above 6, nobody is
   * separated; seeds B, C, A decide.
   */
  it('separates nobody while a rival could still reach the leader', () => {
    const rows = standings({
      players: seeded(['B', 'C', 'A']),
      results: [game(1, 'A', 'B', 'win'), bye(1, 'C')],
      adjustments: [bonus('B', 3)],
      tieBreaks: ['head-to-head'],
    });
    expect(order(rows)).toEqual(['B', 'C', 'A']);
    expect(valuesOf(rows)).toEqual({ A: [3], B: [0], C: [0] });
    expect(rows.map((r) => r.place)).toEqual([1, 1, 1]);
  });

  /** A forfeit is no encounter: A's forfeit win over B does not count among them. */
  it('does not count forfeits as encounters', () => {
    const rows = standings({
      players: seeded(['B', 'A']),
      results: [game(1, 'A', 'B', 'win', false)],
      adjustments: [bonus('B', 3)],
      tieBreaks: ['head-to-head'],
    });
    expect(order(rows)).toEqual(['B', 'A']);
    expect(valuesOf(rows)).toEqual({ A: [0], B: [0] });
  });
});

/**
 * A league: every game is a round of its own, which only its two players play. A's one game is
 * the league's first (A beats B), then C beats D in each of the next ten.
 *   In a tournament's table A and B would have sat out rounds 2–11, and art. 16.3 would lend
 *   each of them a draw for every round after their last: B's 0 points would count as 10 in A's
 *   strength of schedule.
 *   In a league's table those games are no rounds of theirs: A's SoS is B's 0, B's is A's 3;
 *   C's is D's 0, D's is C's 30; the rows hold each player's own games alone.
 *   OMW (match-win share of the opponents, at least a third): A and C a third, B and D 1.
 */
describe("a league's table: the games a player did not play are no rounds of theirs", () => {
  const results = [game(1, 'A', 'B', 'win'), ...Array.from({ length: 10 }, (_, i) => game(i + 2, 'C', 'D', 'win'))];
  const input = { players: seeded(['A', 'B', 'C', 'D']), results, tieBreaks: ['sos', 'omw'] };

  it('counts an opponent by the points they earned, with no draws lent for the games after their last', () => {
    const rows = standings({ ...input, league: true });
    // OMW: an opponent's match-win share, never below a third.
    const third = 0.333333333;
    expect(valuesOf(rows)).toEqual({ C: [0, third], A: [0, third], D: [30, 1], B: [3, 1] });
    expect(rows.map((r) => [r.playerId, r.played, r.wins, r.losses])).toEqual([
      ['C', 10, 10, 0],
      ['A', 1, 1, 0],
      ['D', 10, 0, 10],
      ['B', 1, 0, 1],
    ]);
  });

  it("is what a tournament's table would lend them without the flag: the difference is the sat-out rounds", () => {
    const rows = standings(input);
    expect(valuesOf(rows).A[0]).toBe(10);
    expect(valuesOf(rows).B[0]).toBe(13);
  });

  it('still refuses a player with two results in one round', () => {
    expect(() => standings({ ...input, league: true, results: [...results, game(1, 'A', 'C', 'win')] })).toThrow(/two results in round 1/);
  });
});
