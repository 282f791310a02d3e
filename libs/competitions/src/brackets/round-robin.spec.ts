import fc from 'fast-check';
import { BracketError } from './errors';
import { bergerTable, roundRobin, type RoundRobinPair } from './round-robin';

/** "1-4, 2-3." → [[1,4],[2,3]]: a round of a printed Berger table, White first. */
const parse = (round: string): Array<[number, number]> => round.split(',').map((g) => g.trim().split('-').map(Number) as [number, number]);

/**
 * FIDE Handbook C.05 Annex 1, the Berger tables as printed (board order, White first). Each
 * round r + 1 is round r with every number but the last moved on by n/2 (mod n − 1), the last
 * number alternating Black (odd rounds) and White (even rounds) on board 1.
 */
const PRINTED: Record<number, string[]> = {
  4: ['1-4, 2-3', '4-3, 1-2', '2-4, 3-1'],
  6: ['1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'],
  8: [
    '1-8, 2-7, 3-6, 4-5',
    '8-5, 6-4, 7-3, 1-2',
    '2-8, 3-1, 4-7, 5-6',
    '8-6, 7-5, 1-4, 2-3',
    '3-8, 4-2, 5-1, 6-7',
    '8-7, 1-6, 2-5, 3-4',
    '4-8, 5-3, 6-2, 7-1',
  ],
  10: [
    '1-10, 2-9, 3-8, 4-7, 5-6',
    '10-6, 7-5, 8-4, 9-3, 1-2',
    '2-10, 3-1, 4-9, 5-8, 6-7',
    '10-7, 8-6, 9-5, 1-4, 2-3',
    '3-10, 4-2, 5-1, 6-9, 7-8',
    '10-8, 9-7, 1-6, 2-5, 3-4',
    '4-10, 5-3, 6-2, 7-1, 8-9',
    '10-9, 1-8, 2-7, 3-6, 4-5',
    '5-10, 6-4, 7-3, 8-2, 9-1',
  ],
  12: [
    '1-12, 2-11, 3-10, 4-9, 5-8, 6-7',
    '12-7, 8-6, 9-5, 10-4, 11-3, 1-2',
    '2-12, 3-1, 4-11, 5-10, 6-9, 7-8',
    '12-8, 9-7, 10-6, 11-5, 1-4, 2-3',
    '3-12, 4-2, 5-1, 6-11, 7-10, 8-9',
    '12-9, 10-8, 11-7, 1-6, 2-5, 3-4',
    '4-12, 5-3, 6-2, 7-1, 8-11, 9-10',
    '12-10, 11-9, 1-8, 2-7, 3-6, 4-5',
    '5-12, 6-4, 7-3, 8-2, 9-1, 10-11',
    '12-11, 1-10, 2-9, 3-8, 4-7, 5-6',
    '6-12, 7-5, 8-4, 9-3, 10-2, 11-1',
  ],
};

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const num = (id: string | null): number | null => (id === null ? null : Number(id.slice(1)));

describe('Berger tables (FIDE C.05 Annex 1)', () => {
  it.each(Object.keys(PRINTED).map(Number))('%i players: every round and board as printed', (n) => {
    expect(bergerTable(n)).toEqual(PRINTED[n].map(parse));
  });

  it.each([4, 6, 8, 10, 12])('roundRobin of %i players follows the table, a = White', (n) => {
    const rounds = roundRobin(names(n));
    expect(rounds.map((r) => r.map((p) => [num(p.a), num(p.b)]))).toEqual(PRINTED[n].map(parse));
  });

  it('5 players: the table for 6 with number 6 as the bye, listed after the games', () => {
    // Printed 6-table, games against 6 become byes: R1 1-6 → 1 sits out; R2 6-4 → 4; R3 2-6 → 2…
    expect(roundRobin(names(5)).map((r) => r.map((p) => [num(p.a), num(p.b)]))).toEqual([
      [
        [2, 5],
        [3, 4],
        [1, null],
      ],
      [
        [5, 3],
        [1, 2],
        [4, null],
      ],
      [
        [3, 1],
        [4, 5],
        [2, null],
      ],
      [
        [1, 4],
        [2, 3],
        [5, null],
      ],
      [
        [4, 2],
        [5, 1],
        [3, null],
      ],
    ]);
  });

  it('3 players: the table for 4 with a bye each round', () => {
    // 1-4, 2-3 | 4-3, 1-2 | 2-4, 3-1 → byes for 1, 3, 2.
    expect(roundRobin(['x', 'y', 'z'])).toEqual([
      [
        { a: 'y', b: 'z' },
        { a: 'x', b: null },
      ],
      [
        { a: 'x', b: 'y' },
        { a: 'z', b: null },
      ],
      [
        { a: 'z', b: 'x' },
        { a: 'y', b: null },
      ],
    ]);
  });

  it('2 players: one game, the first seed moves first', () => {
    expect(roundRobin(['x', 'y'])).toEqual([[{ a: 'x', b: 'y' }]]);
  });
});

describe('double round robin', () => {
  it('4 players: first cycle with rounds 2 and 3 exchanged, second cycle reversed in table order', () => {
    // First cycle 1-4 2-3 | 2-4 3-1 (table round 3) | 4-3 1-2 (table round 2);
    // second cycle = table rounds 1, 2, 3 with colours swapped.
    expect(roundRobin(names(4), { cycles: 2 }).map((r) => r.map((p) => `${num(p.a)}-${num(p.b)}`))).toEqual([
      ['1-4', '2-3'],
      ['2-4', '3-1'],
      ['4-3', '1-2'],
      ['4-1', '3-2'],
      ['3-4', '2-1'],
      ['4-2', '1-3'],
    ]);
  });

  it('without the exchange someone gets the same colour three games running (why FIDE recommends it)', () => {
    const plain = roundRobin(names(4), { cycles: 2, exchangeLastRounds: false });
    expect(Math.max(...names(4).map((p) => longestStreak(colours(plain, p))))).toBe(3);
    const adjusted = roundRobin(names(4), { cycles: 2 });
    expect(Math.max(...names(4).map((p) => longestStreak(colours(adjusted, p))))).toBe(2);
  });
});

/** 'W', 'B' per game of player p, byes left out. */
function colours(rounds: RoundRobinPair[][], p: string): string[] {
  return rounds.flatMap((r) => r.filter((g) => g.b !== null && (g.a === p || g.b === p)).map((g) => (g.a === p ? 'W' : 'B')));
}

function longestStreak(cs: string[]): number {
  let best = 0;
  let run = 0;
  cs.forEach((c, i) => {
    run = i > 0 && cs[i - 1] === c ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

describe('round robin properties', () => {
  const size = fc.integer({ min: 2, max: 30 });
  const cycles = fc.constantFrom(1 as const, 2 as const);

  it('every pair meets exactly once per cycle, every player once per round', () => {
    fc.assert(
      fc.property(size, cycles, (n, c) => {
        const players = names(n);
        const rounds = roundRobin(players, { cycles: c });
        const perCycle = n % 2 === 0 ? n - 1 : n;
        expect(rounds).toHaveLength(perCycle * c);
        for (const round of rounds) {
          const seen = round.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
          expect([...seen].sort()).toEqual([...players].sort());
          expect(round.filter((p) => p.b === null)).toHaveLength(n % 2);
          // The bye, if any, comes last so games keep boards 1, 2, …
          round.forEach((p, i) => p.b === null && expect(i).toBe(round.length - 1));
        }
        for (let cycle = 0; cycle < c; cycle++) {
          const meetings = new Map<string, number>();
          for (const round of rounds.slice(cycle * perCycle, (cycle + 1) * perCycle)) {
            for (const p of round)
              if (p.b !== null) meetings.set([p.a, p.b].sort().join('|'), (meetings.get([p.a, p.b].sort().join('|')) ?? 0) + 1);
          }
          expect(meetings.size).toBe((n * (n - 1)) / 2);
          expect([...meetings.values()].every((x) => x === 1)).toBe(true);
        }
        // Each player has exactly one bye per cycle when the count is odd.
        if (n % 2 === 1) for (const p of players) expect(rounds.filter((r) => r.some((g) => g.a === p && g.b === null))).toHaveLength(c);
      }),
    );
  });

  it('first move is as balanced as Berger allows', () => {
    fc.assert(
      fc.property(size, (n) => {
        const single = roundRobin(names(n));
        const double = roundRobin(names(n), { cycles: 2 });
        for (const p of names(n)) {
          const cs = colours(single, p);
          const whites = cs.filter((c) => c === 'W').length;
          if (n % 2 === 0) {
            // n − 1 games, an odd number: one more White or one more Black, never more.
            expect(Math.abs(2 * whites - cs.length)).toBe(1);
            expect(longestStreak(cs)).toBeLessThanOrEqual(2);
          } else {
            // Odd count: n − 1 games and colours alternate strictly around the bye.
            expect(2 * whites).toBe(cs.length);
            expect(longestStreak(cs)).toBe(1);
          }
          // Over two cycles every pairing is played once each way: exactly half Whites, and
          // with the exchanged rounds never three of a colour running.
          const ds = colours(double, p);
          expect(2 * ds.filter((c) => c === 'W').length).toBe(ds.length);
          expect(longestStreak(ds)).toBeLessThanOrEqual(2);
        }
      }),
    );
  });

  it('the second cycle is the first with the first move swapped', () => {
    fc.assert(
      fc.property(size, (n) => {
        const rounds = roundRobin(names(n), { cycles: 2, exchangeLastRounds: false });
        const half = rounds.length / 2;
        rounds.slice(0, half).forEach((round, r) => {
          expect(rounds[half + r]).toEqual(round.map((p) => (p.b === null ? p : { a: p.b, b: p.a })));
        });
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    const players = names(7);
    const copy = [...players];
    expect(roundRobin(players, { cycles: 2 })).toEqual(roundRobin(copy, { cycles: 2 }));
    expect(players).toEqual(copy);
  });
});

describe('round robin refusals', () => {
  const code = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(BracketError);
      return (e as BracketError).code;
    }
    throw new Error('expected a BracketError');
  };
  it('needs two players, distinct, non-empty ids, and a known cycle count', () => {
    expect(code(() => roundRobin([]))).toBe('NOT_ENOUGH_PLAYERS');
    expect(code(() => roundRobin(['x']))).toBe('NOT_ENOUGH_PLAYERS');
    expect(code(() => roundRobin(['x', 'y', 'x']))).toBe('DUPLICATE_PLAYER');
    expect(code(() => roundRobin(['x', '']))).toBe('INVALID_PLAYER');
    expect(code(() => roundRobin(['x', 'y'], { cycles: 3 as 1 }))).toBe('BAD_OPTION');
    expect(code(() => bergerTable(5))).toBe('BAD_OPTION');
  });
});
