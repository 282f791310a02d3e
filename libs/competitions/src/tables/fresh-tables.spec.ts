import fc from 'fast-check';
import { roundRobin } from '../brackets/round-robin';
import { solveAssignment } from './assignment';
import { TableError } from './errors';
import { assignTables } from './fresh-tables';

type Pair = { a: string; b: string | null };

/** The three ranked objectives of an assignment, as fresh-tables.ts defines them. */
function objectives(pairs: Pair[], history: Record<string, number[]>, tables: number[]): number[] {
  const games = pairs.map((p, i) => ({ p, t: tables[i] })).filter((x) => x.p.b !== null);
  const g = games.length;
  let repeats = 0;
  let displacement = 0;
  let order = 0;
  games.forEach(({ p, t }, j) => {
    repeats += [p.a, p.b as string].filter((x) => (history[x] ?? []).includes(t)).length;
    displacement += Math.abs(t - (j + 1));
    order += (g - j) * t;
  });
  return [repeats, displacement, order];
}

/** Every way to give the games distinct tables of 1 … tables: the best objectives, by trying all. */
function bruteForce(pairs: Pair[], history: Record<string, number[]>, tables: number): number[] {
  const games = pairs.map((p, i) => i).filter((i) => pairs[i].b !== null);
  let best: number[] | null = null;
  const chosen = new Array<number>(pairs.length).fill(0);
  const free = new Set(Array.from({ length: tables }, (_, i) => i + 1));
  const walk = (j: number): void => {
    if (j === games.length) {
      const o = objectives(pairs, history, chosen);
      if (!best || o[0] < best[0] || (o[0] === best[0] && (o[1] < best[1] || (o[1] === best[1] && o[2] < best[2])))) best = o;
      return;
    }
    for (const t of [...free]) {
      free.delete(t);
      chosen[games[j]] = t;
      walk(j + 1);
      free.add(t);
    }
  };
  walk(0);
  return best as unknown as number[];
}

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(TableError);
    return (e as TableError).code;
  }
  throw new Error('expected a TableError');
}

describe('fresh tables, worked by hand', () => {
  it('no history: board order, byes at table 0', () => {
    expect(
      assignTables(
        [
          { a: 'A', b: 'B' },
          { a: 'C', b: 'D' },
          { a: 'E', b: null },
        ],
        {},
      ),
    ).toEqual([1, 2, 0]);
  });

  it('a bye between games does not take a table number', () => {
    expect(
      assignTables(
        [
          { a: 'A', b: 'B' },
          { a: 'E', b: null },
          { a: 'C', b: 'D' },
        ],
        {},
      ),
    ).toEqual([1, 0, 2]);
  });

  it('two games that used their own tables swap', () => {
    // A sat at 1, C at 2. Own tables repeat twice; 0 repeats needs game 1 off table 1 and game
    // 2 off table 2. (2, 1, 3): displacement 1 + 1 + 0 = 2; (2, 3, 1) and (3, 1, 2): 4.
    const pairs = [
      { a: 'A', b: 'B' },
      { a: 'C', b: 'D' },
      { a: 'E', b: 'F' },
    ];
    expect(assignTables(pairs, { A: [1], C: [2] })).toEqual([2, 1, 3]);
  });

  it('when a game must move far, the others keep their order', () => {
    // Game 1 (A v B) has used tables 1, 2 and 3 between them: it can only go to 4. Then
    //   swap 1↔4:   (4, 2, 3, 1) displacement 3 + 0 + 0 + 3 = 6, order 4·4 + 3·2 + 2·3 + 1·1 = 29
    //   shift down: (4, 1, 2, 3) displacement 3 + 1 + 1 + 1 = 6, order 4·4 + 3·1 + 2·2 + 1·3 = 26
    // Equal displacement; the shift keeps boards 2–4 in order on tables 1–3.
    const pairs = [
      { a: 'A', b: 'B' },
      { a: 'C', b: 'D' },
      { a: 'E', b: 'F' },
      { a: 'G', b: 'H' },
    ];
    expect(assignTables(pairs, { A: [1, 2], B: [3] })).toEqual([4, 1, 2, 3]);
  });

  it('more tables than games: spare tables are used only to avoid repeats', () => {
    // A used 1, B used 2: game 1 goes to 3 (displacement 2) rather than 4 (3); game 2 keeps 2.
    expect(
      assignTables(
        [
          { a: 'A', b: 'B' },
          { a: 'C', b: 'D' },
        ],
        { A: [1], B: [2] },
        { tables: 4 },
      ),
    ).toEqual([3, 2]);
    expect(
      assignTables(
        [
          { a: 'A', b: 'B' },
          { a: 'C', b: 'D' },
        ],
        {},
        { tables: 10 },
      ),
    ).toEqual([1, 2]);
  });

  it('a repeat nobody can avoid is kept to the fewest players', () => {
    // Two tables; A used both, C used 1. A's game repeats wherever it goes; C's game takes 2
    // only if A's game takes 1: (1, 2) has 1 repeat (A), (2, 1) has 2 (A and C).
    expect(
      assignTables(
        [
          { a: 'A', b: 'B' },
          { a: 'C', b: 'D' },
        ],
        { A: [1, 2], C: [1] },
      ),
    ).toEqual([1, 2]);
  });

  it('byes in history (table 0) and unknown players are ignored', () => {
    expect(assignTables([{ a: 'A', b: 'B' }], { A: [0], Z: [1] })).toEqual([1]);
  });

  it('an optimal assignment where greedy fails', () => {
    // Greedy by board: game 1 takes its own table 1 (fresh for it), then game 2, which has
    // used 2 and 3, is left with 2 or 3: a repeat. Optimal: game 1 → 2, game 2 → 1, game 3 → 3.
    const pairs = [
      { a: 'A', b: 'B' },
      { a: 'C', b: 'D' },
      { a: 'E', b: 'F' },
    ];
    const history = { C: [2, 3] };
    const tables = assignTables(pairs, history);
    expect(objectives(pairs, history, tables)[0]).toBe(0);
    expect(tables).toEqual([2, 1, 3]);
  });
});

describe('fresh tables, properties', () => {
  const arb = fc
    .record({ games: fc.integer({ min: 0, max: 6 }), byes: fc.integer({ min: 0, max: 1 }), spare: fc.integer({ min: 0, max: 2 }) })
    .chain(({ games, byes, spare }) => {
      const tables = games + spare;
      const players = Array.from({ length: 2 * games + byes }, (_, i) => `p${i}`);
      return fc.record({
        tables: fc.constant(tables),
        order: fc.shuffledSubarray(players, { minLength: players.length, maxLength: players.length }),
        byeAt: fc.integer({ min: 0, max: games }),
        history: fc.dictionary(
          fc.constantFrom(...(players.length ? players : ['nobody'])),
          fc.array(fc.integer({ min: 0, max: Math.max(1, tables) }), { maxLength: 4 }),
        ),
        byes: fc.constant(byes),
      });
    })
    .map(({ tables, order, byeAt, history, byes }) => {
      const pairs: Pair[] = [];
      for (let i = 0; i + 1 < order.length - byes; i += 2) pairs.push({ a: order[i], b: order[i + 1] });
      if (byes) pairs.splice(byeAt, 0, { a: order[order.length - 1], b: null });
      return { pairs, history, tables };
    });

  it('is optimal: the same objectives as trying every assignment', () => {
    fc.assert(
      fc.property(arb, ({ pairs, history, tables }) => {
        const result = assignTables(pairs, history, { tables });
        expect(objectives(pairs, history, result)).toEqual(bruteForce(pairs, history, tables));
      }),
      { numRuns: 300 },
    );
  });

  it('gives distinct tables 1 … tables to the games and 0 to byes; is deterministic', () => {
    fc.assert(
      fc.property(arb, ({ pairs, history, tables }) => {
        const result = assignTables(pairs, history, { tables });
        expect(result).toHaveLength(pairs.length);
        pairs.forEach((p, i) => (p.b === null ? expect(result[i]).toBe(0) : expect(result[i]).toBeGreaterThanOrEqual(1)));
        const used = result.filter((t) => t > 0);
        expect(new Set(used).size).toBe(used.length);
        expect(used.every((t) => t <= tables)).toBe(true);
        expect(assignTables(pairs, history, { tables })).toEqual(result);
      }),
    );
  });

  it('with no history and no spare tables, keeps board order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const pairs = Array.from({ length: n }, (_, i) => ({ a: `a${i}`, b: `b${i}` }));
        expect(assignTables(pairs, {})).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }),
    );
  });

  it('a whole round robin of 8 at 8 tables: optimal in every round as tables fill up', () => {
    // Each round's assignment is fed back into the history, as an event would.
    const players = Array.from({ length: 8 }, (_, i) => `p${i + 1}`);
    const history: Record<string, number[]> = {};
    const repeats: number[] = [];
    for (const pairs of roundRobin(players)) {
      const tables = assignTables(pairs, history, { tables: 8 });
      expect(objectives(pairs, history, tables)).toEqual(bruteForce(pairs, history, 8));
      repeats.push(objectives(pairs, history, tables)[0]);
      pairs.forEach((p, i) => [p.a, p.b as string].forEach((x) => (history[x] = [...(history[x] ?? []), tables[i]])));
    }
    // Round by round the choice is optimal (checked above) but cannot look ahead (a Swiss round
    // is not known in advance): five rounds are fully fresh; by round 7 each player has used 6
    // of the 8 tables and some repeats are forced.
    expect(repeats).toEqual([0, 0, 0, 0, 0, 1, 3]);
  });
});

describe('fresh tables, refusals', () => {
  const pairs = [
    { a: 'A', b: 'B' },
    { a: 'C', b: 'D' },
    { a: 'E', b: null },
  ];
  it('needs a table for every game', () => {
    expect(code(() => assignTables(pairs, {}, { tables: 1 }))).toBe('NOT_ENOUGH_TABLES');
    expect(assignTables(pairs, {}, { tables: 2 })).toEqual([1, 2, 0]);
  });
  it('refuses bad table counts, players twice, malformed pairs and history', () => {
    expect(code(() => assignTables(pairs, {}, { tables: 2.5 }))).toBe('BAD_TABLES');
    expect(code(() => assignTables(pairs, {}, { tables: -1 }))).toBe('BAD_TABLES');
    expect(
      code(() =>
        assignTables(
          [
            { a: 'A', b: 'B' },
            { a: 'B', b: null },
          ],
          {},
        ),
      ),
    ).toBe('DUPLICATE_PLAYER');
    expect(code(() => assignTables([{ a: '', b: 'B' }], {}))).toBe('INVALID_PAIR');
    expect(code(() => assignTables([null as unknown as Pair], {}))).toBe('INVALID_PAIR');
    expect(code(() => assignTables([{ a: 'A', b: 'B' }], { A: 3 as unknown as number[] }))).toBe('BAD_HISTORY');
  });
  it('the solver refuses more rows than columns', () => {
    expect(code(() => solveAssignment(2, 1, 1, () => [0]))).toBe('NOT_ENOUGH_TABLES');
  });
});
