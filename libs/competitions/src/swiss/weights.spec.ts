/**
 * The cost tables of the priority order, worked by hand (docs/swiss.md), and the packing of
 * levels into exact weights.
 */
import type { PairingPlayer } from '../types';
import { rosterOf } from './score-groups';
import {
  BYE,
  DUTCH,
  FLOAT,
  SCORE,
  dutchCost,
  floatCost,
  floatDutchCost,
  floatInAway,
  groupDutchCost,
  packLevels,
  packedWeights,
} from './weights';

describe('cost tables', () => {
  it('float history: 4 last round, 2 the round before, 1 if ever, in the same direction', () => {
    const table: Array<[Array<'up' | 'down' | null>, number, number]> = [
      // floats (oldest first)          down  up
      [[], 0, 0],
      [['down'], 5, 0], // last round (4) + ever (1)
      [['down', null], 3, 0], // the round before (2) + ever (1)
      [['down', null, null], 1, 0], // ever (1)
      [['down', 'down'], 7, 0], // 4 + 2 + 1
      [['up', 'down'], 5, 3], // down: 4 + 1; up: 2 + 1
      [[null, 'up'], 0, 5],
    ];
    for (const [floats, down, up] of table) {
      expect([floatCost(floats, 'down'), floatCost(floats, 'up')]).toEqual([down, up]);
    }
  });

  it('Dutch distance in a group of 6 (h = 3): S1[i] against S2[i] costs 0, shifts cost more on higher boards', () => {
    // places i, j -> (|(j - i) - 3| + [same half] × 3) × (6 - i)
    const table: Array<[number, number, number]> = [
      [0, 3, 0], // S1[0]–S2[0]
      [1, 4, 0],
      [2, 5, 0],
      [0, 4, 6], // one place off on board 1: 1 × 6
      [1, 5, 5], // one place off on board 2: 1 × 5
      [2, 4, 4], // 1 × 4
      [0, 5, 12], // 2 × 6
      [0, 1, 30], // both in S1: (2 + 3) × 6
      [3, 5, 12], // both in S2: (1 + 3) × 3
    ];
    for (const [i, j, cost] of table) {
      expect(dutchCost(6, i, j)).toBe(cost);
      expect(dutchCost(6, j, i)).toBe(cost);
    }
  });

  it('the bracket: a group below an odd number of paired players is headed by the player floating in (C.04.3)', () => {
    const at = (id: string, score: number, rank: number, byes = 0): PairingPlayer => ({
      id,
      score,
      rank,
      opponents: [],
      byes,
      floats: [],
      club: null,
      tables: [],
    });
    // 3 players on 1 point, 6 on 0: the 0 group's bracket is the floater and 6 (b = 7, h = 3).
    const roster = rosterOf([at('a', 1, 1), at('b', 1, 2), at('c', 1, 3), ...[4, 5, 6, 7, 8, 9].map((r) => at(`z${r}`, 0, r))]);
    expect(roster.groupHead).toEqual([0, 1]);
    // Bracket places 1 and 4 (group places 0 and 3) are S1[1] against S2[1]; the group's own
    // halves (places 0 and 3 of 6) would not be.
    expect(groupDutchCost(roster, 1, 0, 3)).toBe(0);
    expect(groupDutchCost(roster, 1, 1, 4)).toBe(0);
    expect(groupDutchCost(roster, 1, 0, 2)).toBe(6); // bracket places 1 and 3: 1 × (7 − 1)
    expect(groupDutchCost(roster, 0, 0, 1)).toBe(0); // the 1 group has nobody above: b = 3, h = 1, S1[0]–S2[0]
    expect(groupDutchCost(roster, 0, 1, 2)).toBe(2); // both in S2: (0 + 1) × (3 − 1)
    // With an odd count, the first choice for the bye is not paired: here the lowest player
    // without a bye is c, on 1 point, so 2 are paired above the 0 group and nobody floats in.
    const byes = rosterOf([at('a', 1, 1), at('b', 1, 2), at('c', 1, 3), ...[4, 5, 6, 7].map((r) => at(`z${r}`, 0, r, 1))]);
    expect(byes.groupHead).toEqual([0, 0]);
  });

  it("Dutch distance of a float: places from the bottom, plus the distance from the floater's Dutch opponent, × (lower group + 1)", () => {
    // A floater heads a lower bracket of s + 1 and meets its place ⌊(s + 1)/2⌋: place t of the
    // group is bracket place t + 1, h further when in the floater's half.
    const table: Array<[number, number, number]> = [
      // s, t, away
      [4, 1, 0], // bracket of 5, h = 2: the floater meets the group's second player
      [4, 2, 1],
      [4, 3, 2],
      [4, 0, 3], // in the floater's half: 1 + 2
      [5, 2, 0], // bracket of 6, h = 3
      [5, 0, 5], // 2 + 3
      [1, 0, 0], // a group of one meets the floater
    ];
    for (const [s, t, away] of table) expect(floatInAway(s, t)).toBe(away);
    expect(floatDutchCost(0, 0, 4)).toBe(0); // last of its group against its Dutch opponent below
    expect(floatDutchCost(1, 0, 4)).toBe(5);
    expect(floatDutchCost(0, 2, 4)).toBe(10);
    expect(floatDutchCost(2, 3, 9)).toBe(50);
  });
});

describe('packLevels', () => {
  // Three pairs and a bye edge: costs per level [rematch, bye, score, soft, float, dutch].
  const costs = Float64Array.from(
    [
      [0, 0, 1, 0, 5, 3],
      [1, 0, 0, 1, 0, 0],
      [0, 0, 4, 0, 0, 7],
      [0, 9, 0, 0, 0, 0],
    ].flat(),
  );
  const isBye = Uint8Array.from([0, 0, 0, 1]);

  it('gives each used level a range of pairs × largest cost (the bye once) and packs them without overlap', () => {
    const p = packLevels(costs, 4, 2);
    // Ranges with 2 pairs: rematch 2, bye 9, score 8, soft 2, float 10, dutch 14; all fit in
    // one limb. Bases from the bottom: dutch 1, float 15 (14 + 1), soft 15 × 11 = 165, score
    // 165 × 3 = 495, bye 495 × 9 = 4455, rematch 4455 × 10 = 44550.
    expect(p.limbs).toBe(1);
    expect(p.maxCost).toEqual([1, 9, 4, 1, 5, 7]);
    expect(p.base).toEqual([44550, 4455, 495, 165, 15, 1]);
    const w = packedWeights(costs, isBye, 4, p);
    // Pair 0: (1 - 0) × 44550 + 0 (a pair has no bye digit) + (4 - 1) × 495 + (1 - 0) × 165 +
    // (5 - 5) × 15 + (7 - 3) = 46204.
    expect(w[0]).toBe(46204);
    // The bye edge carries its bye level negatively: 44550 - 9 × 4455 + 4 × 495 + 165 + 5 × 15
    // + 7 = 6682.
    expect(w[3]).toBe(6682);
  });

  it('opens a new limb when a level would not fit', () => {
    const big = Float64Array.from([0, 0, 2 ** 20, 0, 0, 2 ** 21]);
    const p = packLevels(big, 1, 2 ** 10);
    // score: 2^30 range, dutch: 2^31 range: 2^61 together, so two limbs.
    expect(p.limbs).toBe(2);
    expect(p.limbOf[SCORE]).toBe(0);
    expect(p.limbOf[DUTCH]).toBe(1);
    expect(p.limbOf[BYE]).toBe(-1);
    expect(p.limbOf[FLOAT]).toBe(-1);
  });
});
