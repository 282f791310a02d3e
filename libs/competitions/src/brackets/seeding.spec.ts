import fc from 'fast-check';
import { bracketSize, seedPositions } from './seeding';
import { BracketError } from './errors';

describe('standard seed positions', () => {
  it('small brackets, line by line', () => {
    expect(seedPositions(2)).toEqual([1, 2]);
    expect(seedPositions(4)).toEqual([1, 4, 3, 2]);
    expect(seedPositions(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2]);
  });

  it('16: 1 v 16, 8 v 9, 5 v 12, 4 v 13, 3 v 14, 6 v 11, 7 v 10, 2 v 15', () => {
    const p = seedPositions(16);
    const firstRound = Array.from({ length: 8 }, (_, i) => [p[2 * i], p[2 * i + 1]].sort((x, y) => x - y));
    expect(firstRound).toEqual([
      [1, 16],
      [8, 9],
      [5, 12],
      [4, 13],
      [3, 14],
      [6, 11],
      [7, 10],
      [2, 15],
    ]);
  });

  it('if the better seed always wins, round r pairs seeds adding up to (players left) + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (k) => {
        let line = seedPositions(2 ** k);
        expect([...line].sort((x, y) => x - y)).toEqual(Array.from({ length: 2 ** k }, (_, i) => i + 1));
        while (line.length > 1) {
          const next: number[] = [];
          for (let i = 0; i < line.length; i += 2) {
            expect(line[i] + line[i + 1]).toBe(line.length + 1);
            next.push(Math.min(line[i], line[i + 1]));
          }
          line = next;
        }
        // So 1 and 2 meet only in the final: they are in different halves.
        const half = seedPositions(2 ** k).slice(0, 2 ** (k - 1));
        expect(half).toContain(1);
        expect(half).not.toContain(2);
      }),
    );
  });

  it('bracket size is the next power of two', () => {
    expect([2, 3, 4, 5, 8, 9, 64, 65].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 64, 128]);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => seedPositions(6)).toThrow(BracketError);
  });
});
