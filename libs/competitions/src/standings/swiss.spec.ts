/**
 * A hand-worked Swiss: 7 players, 4 rounds, tournament points 3 / 1 / 0, a bye worth 3.
 * Every value below is worked out by hand in the comments, from the crosstable.
 *
 *   round 1: A–D 3:0   B–E 1:1 (draw)   C–F 3:0   G bye
 *   round 2: C–A 3:0   G–B 3:0          E–F forfeit, E wins (F did not come)   D bye
 *   F drops after round 2 (rounds 3 and 4: no result, zero-point byes, FIDE C.07 art. 16.1.1)
 *   round 3: G–C 3:0   A–E 3:0          B–D 3:0
 *   round 4: G–A 1:1 (draw)            C–B 3:0   D–E 3:0
 *
 * Crosstable (opponent, points):
 *   A: D 3 · C 0 · E 3 · G 1          = 7
 *   B: E 1 · G 0 · D 3 · C 0          = 4
 *   C: F 3 · A 3 · G 0 · B 3          = 9
 *   D: A 0 · bye 3 · B 0 · E 3        = 6
 *   E: B 1 · F 3 (forfeit) · A 0 · D 0 = 4
 *   F: C 0 · E 0 (forfeit) · – · –    = 0
 *   G: bye 3 · B 3 · C 3 · A 1        = 10
 *
 * Unplayed rounds (art. 16.2): D r2 and G r1 byes → 16.2.1; E r2 forfeit win → 16.2.2;
 * F r2 forfeit loss → 16.2.4; F r3, r4 → requested (zero-point) byes followed by nothing but
 * VURs → 16.2.5.
 * Adjusted scores (16.3): F = 0 + 0 + a draw (1) + a draw (1) = 2; everyone else as scored.
 * Stand-ins (16.4), own score capped: D r2 min(6, draw·rounds = 1·4) = 4; G r1 min(10, 4) = 4;
 * E r2 (forfeit) min(4, F's adjusted 2) = 2; F r2 min(0, 4) = 0; F r3, r4 min(0, 4) = 0.
 */
import type { GameResult, ScoringConfig, StandingsInput } from '../types';
import { computeStandings } from './standings';

const scoring: ScoringConfig = { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] };

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

const results: GameResult[] = [
  game(1, 'A', 'D', 'win'),
  game(1, 'B', 'E', 'draw'),
  game(1, 'C', 'F', 'win'),
  bye(1, 'G'),
  game(2, 'C', 'A', 'win'),
  game(2, 'G', 'B', 'win'),
  game(2, 'E', 'F', 'win', false),
  bye(2, 'D'),
  game(3, 'G', 'C', 'win'),
  game(3, 'A', 'E', 'win'),
  game(3, 'B', 'D', 'win'),
  game(4, 'G', 'A', 'draw'),
  game(4, 'C', 'B', 'win'),
  game(4, 'D', 'E', 'win'),
];

const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id, i) => ({
  id,
  name: `Player ${id}`,
  seed: i + 1,
  dropped: id === 'F',
  droppedAfterRound: id === 'F' ? 2 : null,
}));

const ALL = [
  'buchholz',
  'buchholz-cut1',
  'median-buchholz',
  'sonneborn-berger',
  'sos',
  'soos',
  'omw',
  'gw',
  'ogw',
  'progressive',
  'wins',
  'head-to-head',
];

const input = (tieBreaks: string[], extra: Partial<StandingsInput> = {}): StandingsInput => ({
  players,
  results,
  scoring,
  tieBreaks,
  adjustments: [],
  ...extra,
});

/**
 * Expected values per player, in the order of ALL.
 *
 * buchholz (art. 8.1; games: opponents' adjusted score, unplayed: stand-in)
 *   A: D 6 + C 9 + E 4 + G 10 = 29        B: E 4 + G 10 + D 6 + C 9 = 29
 *   C: F 2 + A 7 + G 10 + B 4 = 23        D: A 7 + bye 4 + B 4 + E 4 = 19
 *   E: B 4 + forfeit 2 + A 7 + D 6 = 19   F: C 9 + 0 + 0 + 0 = 9
 *   G: bye 4 + B 4 + C 9 + A 7 = 24
 * buchholz-cut1 (art. 14.1; 16.5: a VUR's value is cut first)
 *   A 29−4 = 25; B 29−4 = 25; C 23−2 = 21; D 19−4 = 15 (a bye worth a win is no VUR);
 *   E 19−2 = 17 (nor is a forfeit win); F: VURs r2–r4 all 0 → 9−0 = 9; G 24−4 = 20
 * median-buchholz (art. 14.3: lowest, then highest)
 *   A 29−4−10 = 15; B 29−4−10 = 15; C 23−2−10 = 11; D 19−4−7 = 8; E 19−2−7 = 10;
 *   F 9−0−9 = 0; G 24−4−9 = 11
 * sonneborn-berger (art. 9.1: win ×1, draw ×½, loss ×0)
 *   A: D 6 + 0 + E 4 + ½·G 10 = 15        B: ½·E 4 + 0 + D 6 + 0 = 8
 *   C: F 2 + A 7 + 0 + B 4 = 13           D: 0 + bye 4 + 0 + E 4 = 8
 *   E: ½·B 4 + forfeit win 2 + 0 + 0 = 4  F: 0
 *   G: bye 4 + B 4 + C 9 + ½·A 7 = 20.5
 * sos (average adjusted points of opponents met over the table)
 *   A (D 6, C 9, E 4, G 10) 29/4 = 7.25; B (E, G, D, C) 7.25; C (F 2, A 7, G 10, B 4) 23/4 = 5.75;
 *   D (A 7, B 4, E 4) 15/3 = 5; E (B 4, A 7, D 6) 17/3; F (C 9) 9; G (B 4, C 9, A 7) 20/3
 * soos (average of those opponents' sos)
 *   A (D 5, C 5.75, E 17/3, G 20/3) = 23.083…/4 = 5.7708333…; B: same four opponents;
 *   C (F 9, A 7.25, G 20/3, B 7.25) = 30.1666…/4 = 7.5416666…;
 *   D (A 7.25, B 7.25, E 17/3) = 20.1666…/3 = 6.7222…; E (B 7.25, A 7.25, D 5) = 19.5/3 = 6.5;
 *   F (C 5.75) = 5.75; G (B 7.25, C 5.75, A 7.25) = 20.25/3 = 6.75
 * omw (MTG: match-win % = points / (3 · rounds taken part in), at least 1/3)
 *   MW%: A 7/12, B 4/12 = 1/3, C 9/12, D 6/12 (the bye is a round taken part in),
 *        E 4/12 = 1/3, F 0/6 → 1/3 (rounds 1–2 only), G 10/12
 *   A (D ½, C ¾, E ⅓, G ⅚) = 29/48 = 0.6041666…; B: same four;
 *   C (F ⅓, A 7/12, G ⅚, B ⅓) = 25/48; D (A 7/12, B ⅓, E ⅓) = 15/36;
 *   E (B ⅓, F ⅓ — a forfeit opponent counts, A 7/12, D ½) = 21/48;
 *   F (C ¾, E ⅓) = 13/24; G (B ⅓, C ¾, A 7/12) = 20/36
 * gw (points in games played / 3 per game, no floor)
 *   A 7/12; B 4/12; C 9/12; D 3/9 (bye left out); E 1/9 (forfeit left out); F 0/3 = 0; G 7/9
 * ogw (opponents' gw, each at least ⅓, same opponents as omw)
 *   A (D ⅓, C ¾, E ⅓, G 7/9) = 79/144; B: same; C (F ⅓, A 7/12, G 7/9, B ⅓) = 73/144;
 *   D (A 7/12, B ⅓, E ⅓) = 45/108; E (B ⅓, F ⅓, A 7/12, D ⅓) = 57/144;
 *   F (C ¾, E ⅓) = 39/72; G (B ⅓, C ¾, A 7/12) = 60/108
 * progressive (art. 7.5: running totals)
 *   A 3+3+6+7 = 19; B 1+1+4+4 = 10; C 3+6+6+9 = 24; D 0+3+3+6 = 12; E 1+4+4+4 = 13;
 *   F 0; G 3+6+9+10 = 28
 * wins (art. 7.1: byes and forfeit wins included)
 *   A 2; B 1; C 3; D 2 (bye, r4); E 1 (forfeit); F 0; G 3 (bye, r2, r3)
 * head-to-head (art. 6): worked out among the players still tied when it comes up; listed
 *   last here, nobody is tied any more (B and E split on Buchholz): 0 for all. Alone, B and E
 *   (4 points each) drew their game: 1 each, still tied (see the test of each tie-break alone).
 */
const r9 = (x: number) => Math.round(x * 1e9) / 1e9;
const EXPECTED: Record<string, number[]> = {
  //    buchholz cut1 median SB    sos          soos                omw            gw        ogw            prog wins h2h
  A: [29, 25, 15, 15, 7.25, r9((5 + 23 / 4 + 17 / 3 + 20 / 3) / 4), r9(29 / 48), r9(7 / 12), r9(79 / 144), 19, 2, 0],
  B: [29, 25, 15, 8, 7.25, r9((5 + 23 / 4 + 17 / 3 + 20 / 3) / 4), r9(29 / 48), r9(4 / 12), r9(79 / 144), 10, 1, 0],
  C: [23, 21, 11, 13, 5.75, r9((9 + 7.25 + 20 / 3 + 7.25) / 4), r9(25 / 48), 0.75, r9(73 / 144), 24, 3, 0],
  D: [19, 15, 8, 8, 5, r9((7.25 + 7.25 + 17 / 3) / 3), r9(15 / 36), r9(3 / 9), r9(45 / 108), 12, 2, 0],
  E: [19, 17, 10, 4, r9(17 / 3), 6.5, r9(21 / 48), r9(1 / 9), r9(57 / 144), 13, 1, 0],
  F: [9, 9, 0, 0, 9, 5.75, r9(13 / 24), 0, r9(39 / 72), 0, 0, 0],
  G: [24, 20, 11, 20.5, r9(20 / 3), 6.75, r9(20 / 36), r9(7 / 9), r9(60 / 108), 28, 3, 0],
};

describe('a hand-worked Swiss of 7 players and 4 rounds', () => {
  const rows = computeStandings(input(ALL));

  it('ranks by points, then the first tie-break that separates (B and E on 4: Buchholz 29 against 19)', () => {
    expect(rows.map((r) => [r.rank, r.playerId, r.score])).toEqual([
      [1, 'G', 10],
      [2, 'C', 9],
      [3, 'A', 7],
      [4, 'D', 6],
      [5, 'B', 4],
      [6, 'E', 4],
      [7, 'F', 0],
    ]);
    expect(rows.map((r) => r.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('computes every tie-break as worked out by hand', () => {
    for (const row of rows) {
      expect(row.tieBreaks.map((t) => t.id)).toEqual(ALL);
      const got = row.tieBreaks.map((t) => t.value);
      EXPECTED[row.playerId].forEach((want, i) =>
        expect([row.playerId, ALL[i], got[i]]).toEqual([row.playerId, ALL[i], expect.closeTo(want, 8)]),
      );
    }
  });

  it('counts wins, draws, losses, byes and games played (forfeits count as results, not as games)', () => {
    const counts = Object.fromEntries(rows.map((r) => [r.playerId, [r.wins, r.draws, r.losses, r.byes, r.played, r.dropped]]));
    expect(counts).toEqual({
      A: [2, 1, 1, 0, 4, false],
      B: [1, 1, 2, 0, 4, false],
      C: [3, 0, 1, 0, 4, false],
      D: [1, 0, 2, 1, 3, false],
      E: [1, 1, 2, 0, 3, false],
      F: [0, 0, 2, 0, 1, true],
      G: [2, 1, 0, 1, 3, false],
    });
  });

  /**
   * After round 2 (rounds counted: 2; a draw times the rounds: 2):
   *   points A 3, B 1, C 6, D 3, E 4, F 0, G 6. F: r2 forfeit loss (16.2.4), adjusted 0.
   *   buchholz: C = F 0 + A 3 = 3; G = bye min(6, 2) = 2 + B 1 = 3 → C and G tied on
   *   everything: C first by seed (3 before 7), both in place 1. A = D 3 + C 6 = 9 against
   *   D = A 3 + bye min(3, 2) = 2 → 5: A before D. F has dropped after round 2: shown dropped.
   */
  it('gives the standings after any round (throughRound), ties on everything in seed order sharing a place', () => {
    const after2 = computeStandings(input(['buchholz'], { throughRound: 2 }));
    expect(after2.map((r) => [r.rank, r.place, r.playerId, r.score, r.tieBreaks[0].value])).toEqual([
      [1, 1, 'C', 6, 3],
      [2, 1, 'G', 6, 3],
      [3, 3, 'E', 4, 1],
      [4, 4, 'A', 3, 9],
      [5, 5, 'D', 3, 5],
      [6, 6, 'B', 1, 10],
      [7, 7, 'F', 0, 6],
    ]);
    expect(after2.find((r) => r.playerId === 'F')!.dropped).toBe(true);
    const after1 = computeStandings(input([], { throughRound: 1 }));
    expect(after1.find((r) => r.playerId === 'F')!.dropped).toBe(false);
  });

  /**
   * B and E are tied on 4 points (B seed 2, E seed 5). Each tie-break alone, with the seeds
   * as given and swapped: a tie-break that separates them gives the same order both times.
   *   decides for B: buchholz 29/19, cut1 25/17, median 15/10, SB 8/4, sos 7.25/5.67,
   *   omw .604/.4375, gw .333/.111, ogw .549/.396
   *   decides for E: soos 5.77/6.5, progressive 10/13
   *   cannot decide (order follows the seeds): wins 1/1, head-to-head 1/1 (they drew)
   */
  it.each([
    ['buchholz', 'B'],
    ['buchholz-cut1', 'B'],
    ['median-buchholz', 'B'],
    ['sonneborn-berger', 'B'],
    ['sos', 'B'],
    ['omw', 'B'],
    ['gw', 'B'],
    ['ogw', 'B'],
    ['soos', 'E'],
    ['progressive', 'E'],
    ['wins', null],
    ['head-to-head', null],
  ])('%s alone orders the tied B and E (first: %s)', (tb, first) => {
    const order = (ps: typeof players) =>
      computeStandings(input([tb], { players: ps }))
        .filter((r) => r.score === 4)
        .map((r) => r.playerId);
    const swapped = players.map((p) => (p.id === 'B' ? { ...p, seed: 5 } : p.id === 'E' ? { ...p, seed: 2 } : p));
    const alone = computeStandings(input([tb]));
    const value = (id: string) => alone.find((r) => r.playerId === id)!.tieBreaks[0].value;
    // Alone, each value is the one worked out above; head-to-head now sees B and E tied: 1 each.
    const i = ALL.indexOf(tb);
    expect([value('B'), value('E')]).toEqual(tb === 'head-to-head' ? [1, 1] : [EXPECTED.B[i], EXPECTED.E[i]]);
    if (first === null) {
      expect(order(players)).toEqual(['B', 'E']);
      expect(order(swapped)).toEqual(['E', 'B']);
    } else {
      const want = first === 'B' ? ['B', 'E'] : ['E', 'B'];
      expect(order(players)).toEqual(want);
      expect(order(swapped)).toEqual(want);
    }
  });

  it('gives the same standings whatever the order of the results and of the sides', () => {
    const flipped = [...results]
      .reverse()
      .map((r) =>
        r.b === null ? r : { ...r, a: r.b, b: r.a, outcomeA: r.outcomeB, outcomeB: r.outcomeA, scoresA: r.scoresB, scoresB: r.scoresA },
      );
    expect(computeStandings(input(ALL, { results: flipped }))).toEqual(rows);
  });
});
