/**
 * The cost tables of the priority order, worked by hand (docs/swiss.md), and the packing of
 * levels into exact weights.
 */
import { BYE, DUTCH, FLOAT, SCORE, dutchCost, floatCost, floatDutchCost, packLevels, packedWeights } from './weights';

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

  it('Dutch distance of a float: places from the bottom plus places from the top, × (lower group + 1)', () => {
    expect(floatDutchCost(0, 0, 4)).toBe(0); // last of its group against the first of the next
    expect(floatDutchCost(1, 0, 4)).toBe(5);
    expect(floatDutchCost(0, 2, 4)).toBe(10);
    expect(floatDutchCost(2, 3, 9)).toBe(50);
  });
});

describe('packLevels', () => {
  // Three pairs and a bye edge: costs per level [rematch, bye, score, soft, float, dutch].
  const costs = Float64Array.from([
    [0, 0, 1, 0, 5, 3],
    [1, 0, 0, 1, 0, 0],
    [0, 0, 4, 0, 0, 7],
    [0, 9, 0, 0, 0, 0],
  ].flat());
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
