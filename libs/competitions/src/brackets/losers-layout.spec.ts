import fc from 'fast-check';
import type { Bracket } from './bracket';
import { buildDouble, doubleElimination } from './elimination';
import {
  DROP_ORDERINGS,
  LOSERS_LAYOUTS,
  dropOrder,
  layoutCost,
  losersLayout,
  scoreLayout,
  searchLosersLayout,
  type DropOrdering,
} from './losers-layout';
import { bracketFinished, openMatches, recordWinner } from './progress';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const orders = (k: number, layout: readonly DropOrdering[]): number[][] => layout.map((name, i) => dropOrder(name, 2 ** (k - i - 2)));
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

/**
 * The standard tables (brackets-manager's defaults, which follow Challonge): the drop order of
 * W2, W3, … for 8 to 128 players.
 */
const STANDARD: Record<number, DropOrdering[]> = {
  3: ['reverse', 'natural'],
  4: ['reverse_half_shift', 'reverse', 'natural'],
  5: ['reverse', 'half_shift', 'natural', 'natural'],
  6: ['reverse', 'half_shift', 'reverse', 'natural', 'natural'],
  7: ['reverse', 'half_shift', 'pair_flip', 'pair_flip', 'pair_flip', 'natural'],
};

describe('drop orderings', () => {
  it('lay the W matches down the drop round', () => {
    expect(DROP_ORDERINGS.map((o) => dropOrder(o, 8).join(''))).toEqual(['12345678', '87654321', '56781234', '43218765', '21436587']);
    expect(DROP_ORDERINGS.map((o) => dropOrder(o, 1))).toEqual([[1], [1], [1], [1], [1]]);
  });
});

describe('losers-bracket layout', () => {
  it('the stored table is what the search finds (4 to 256 players)', () => {
    for (let k = 2; k <= 8; k++) expect([k, searchLosersLayout(k)]).toEqual([k, LOSERS_LAYOUTS[k]]);
  });

  it('8, 16 and 32: exactly the standard tables', () => {
    for (const k of [3, 4, 5]) expect(losersLayout(k)).toEqual(STANDARD[k]);
  });

  it('64: fewer expected rematches than the standard table, immediate and overall; 128: the same', () => {
    const ours = scoreLayout(6, orders(6, losersLayout(6)));
    const standard = scoreLayout(6, orders(6, STANDARD[6]));
    expect(sum(ours.drop)).toBeLessThan(sum(standard.drop));
    expect(sum([...ours.drop, ...ours.other])).toBeLessThan(sum([...standard.drop, ...standard.other]));
    expect(layoutCost(scoreLayout(7, orders(7, losersLayout(7))))).toBeCloseTo(layoutCost(scoreLayout(7, orders(7, STANDARD[7]))), 12);
  });

  it('hand-worked: 8 players, W2 losers in reverse', () => {
    // L2-1: W2-2's loser against the L1-1 winner (a W1-1 or W1-2 loser). W2-2's players came
    // from W1-3/W1-4: no meeting possible. Same for L2-2. L3: the two L2 winners; an L2-1
    // winner who dropped from W2-2 may meet an L2-2 winner who lost W1-3 or W1-4 to them:
    // for each such pair, 2^−(losers wins + winners rounds apart). L3-1 line a holds W2-2's
    // loser (1 win: L2) or a W1-1/2 loser (2 wins: L1, L2); line b W2-1's loser (1 win) or a
    // W1-3/4 loser (2 wins). Pairs that may have met: (W2-2 loser, W1-3 loser) and
    // (W2-2 loser, W1-4 loser): 2^−(1 + 2 + 1) each; symmetric for W2-1 with W1-1, W1-2.
    // Total 4 × 1/16 = 0.25. L4: W3's loser against the L3 winner, who may be anyone.
    const s = scoreLayout(3, orders(3, ['reverse', 'natural']));
    expect(s.drop[0]).toBe(0);
    expect(s.other[0]).toBe(0.25);
    // Natural order would put W2-1's loser straight against a W1-1/W1-2 loser:
    // L2-1 line b = W1-1 or W1-2 loser with 1 win; W2-1's loser beat one of them with chance
    // 1/2 … per line: 2 × 2^−(0 + 1 + 1) = 0.5, two matches: 1.
    expect(scoreLayout(3, orders(3, ['natural', 'natural'])).drop[0]).toBe(1);
  });

  it('the exact chances agree with every possible run of an 8-player bracket', () => {
    // All 2^12 ways the winners and losers brackets can go (up to the end of the losers
    // bracket), each as likely: count the losers matches between players who met before.
    for (const layout of [
      ['reverse', 'natural'],
      ['natural', 'natural'],
    ] as DropOrdering[][]) {
      const byRound = new Map<number, number>();
      const walk = (b: Bracket, met: Set<string>, chance: number): void => {
        const next = openMatches(b).find((m) => m.side !== 'final');
        if (!next) return;
        const pair = [next.a, next.b].sort().join('|');
        if (next.side === 'losers' && met.has(pair)) byRound.set(next.round, (byRound.get(next.round) ?? 0) + chance);
        const seen = new Set(met).add(pair);
        for (const w of [next.a, next.b] as string[]) walk(recordWinner(b, next.id, w), seen, chance / 2);
      };
      walk(buildDouble(names(8), true, layout), new Set(), 1);
      const s = scoreLayout(3, orders(3, layout));
      // Rounds L2, L3, L4 (L1 pairs first-round losers, who never met).
      expect([byRound.get(2) ?? 0, byRound.get(3) ?? 0, byRound.get(4) ?? 0]).toEqual([s.drop[0], s.other[0], s.drop[1]]);
    }
  });

  it('the chances agree with 1,500 seeded random runs of a 16-player bracket (within 4 standard errors)', () => {
    const runs = fc.sample(fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), { seed: 20261122, numRuns: 1500 });
    const layout = losersLayout(4);
    const counts = new Map<number, number>();
    for (const coins of runs) {
      let b = buildDouble(names(16), true, layout);
      const met = new Set<string>();
      for (let i = 0; ; i++) {
        const next = openMatches(b).find((m) => m.side !== 'final');
        if (!next) break;
        const pair = [next.a, next.b].sort().join('|');
        if (next.side === 'losers' && met.has(pair)) counts.set(next.round, (counts.get(next.round) ?? 0) + 1);
        met.add(pair);
        b = recordWinner(b, next.id, (coins[i] ? next.a : next.b) as string);
      }
    }
    const s = scoreLayout(4, orders(4, layout));
    const expected = [0, s.drop[0], s.other[0], s.drop[1], s.other[1], s.drop[2]]; // L1 … L6
    expected.forEach((p, i) => {
      const observed = (counts.get(i + 1) ?? 0) / runs.length;
      const se = Math.sqrt(Math.max(p * (1 - p), 0.01) / runs.length);
      expect(Math.abs(observed - p)).toBeLessThan(4 * se);
    });
  });

  it('in play, no drop match is a rematch where the layout rules it out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 64 }), fc.array(fc.boolean(), { minLength: 130, maxLength: 130 }), (n, coins) => {
        const k = Math.ceil(Math.log2(n));
        const score = scoreLayout(k, orders(k, losersLayout(k)));
        let b = doubleElimination(names(n));
        const met = new Set<string>();
        for (let i = 0; !bracketFinished(b); i++) {
          const next = openMatches(b)[0];
          const pair = [next.a, next.b].sort().join('|');
          // Drop round L(2r − 2) has score.drop[r − 2]; zero means no rematch can happen there.
          if (next.side === 'losers' && next.round % 2 === 0 && score.drop[next.round / 2 - 1] === 0) {
            expect(met.has(pair)).toBe(false);
          }
          met.add(pair);
          b = recordWinner(b, next.id, (coins[i % coins.length] ? next.a : next.b) as string);
        }
      }),
    );
  });

  it('beyond the table the greedy search still gives one ordering per winners round', () => {
    const layout = losersLayout(9);
    expect(layout).toHaveLength(8);
    expect(layout.every((o) => DROP_ORDERINGS.includes(o))).toBe(true);
    expect(scoreLayout(9, orders(9, layout)).drop.slice(0, 3)).toEqual([0, 0, 0]);
  });
});
