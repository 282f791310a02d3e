/**
 * Pricing and the floors (pricing.ts, floors.ts): a matching over a sparse graph proven, or
 * made, optimal over every pair. Checked against the exact optimum over every pair (the
 * complete graph, matched directly) and against the duals themselves: after the floors, no pair
 * of the scope may have a negative reduced cost (`pricePairs` prices them all, blossom duals
 * included).
 */
import fc from 'fast-check';
import type { PairingConstraints, PairingPlayer } from '../types';
import { GraphBuilder, completeCandidates, windowBuilder } from './candidates';
import { relationsOf, type Relations } from './constraints';
import { leastDutchRow } from './floors';
import { pairRound, TUNING } from './pair-swiss';
import { PRICING, PairBudget, completeFloor, pricePairs, solveScope, type PricingScope } from './pricing';
import { rosterOf, type Roster } from './score-groups';
import { matchGraph } from './solve';
import { LEVEL_COUNT, SOFT, dutchCost, matchingTotals } from './weights';
import { PairingError } from './index';
import { playRandomRound } from './simulation';

function scopeOf(roster: Roster, rel: Relations, rematches: boolean): PricingScope {
  const n = roster.players.length;
  return {
    roster,
    rel,
    vertexOf: Int32Array.from({ length: n }, (_, u) => u),
    firstGroup: 0,
    lastGroup: roster.groupStart.length - 1,
    rematches,
  };
}

/** The exact optimum over every pair of the scope (rematches in or out): its level totals, or null. */
function exactTotals(roster: Roster, rel: Relations, rematches: boolean): number[] | null {
  const n = roster.players.length;
  const b = new GraphBuilder();
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) b.pair(roster, rel, u, v, rematches);
  if (n % 2 === 1) for (let u = 0; u < n; u++) b.bye(roster, u);
  const graph = b.done(n % 2 === 1 ? n + 1 : n);
  const m = matchGraph(graph);
  return m.perfect ? matchingTotals(roster, rel, m.mate) : null;
}

interface Event {
  players: PairingPlayer[];
  constraints: PairingConstraints;
  round: number;
}

/** Random events of 8 to 40 players: random pairings and results (3-1-0), clubs, avoided pairs. */
const events: fc.Arbitrary<Event> = fc
  .record({
    n: fc.integer({ min: 8, max: 40 }),
    rounds: fc.integer({ min: 0, max: 5 }),
    clubPercent: fc.integer({ min: 0, max: 60 }),
    clubMates: fc.constantFrom<'hard' | 'soft' | 'off'>('hard', 'soft', 'off'),
    avoid: fc.array(fc.record({ a: fc.nat(39), b: fc.nat(39), strictness: fc.constantFrom<'hard' | 'soft'>('hard', 'soft') }), {
      maxLength: 6,
    }),
    tape: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
  })
  .map(({ n, rounds, clubPercent, clubMates, avoid, tape }) => {
    let t = 0;
    const next = (): number => tape[t++ % tape.length] + t;
    const players: PairingPlayer[] = [];
    for (let i = 0; i < n; i++) {
      const club = next() % 100 < clubPercent ? `club${next() % Math.max(2, Math.floor(n / 4))}` : null;
      players.push({ id: `p${i}`, score: 0, rank: i + 1, opponents: [], byes: 0, floats: [], club, tables: [] });
    }
    for (let r = 0; r < rounds; r++) {
      playRandomRound(players, next);
      players.sort((x, y) => y.score - x.score || Number(x.id.slice(1)) - Number(y.id.slice(1))).forEach((p, i) => (p.rank = i + 1));
    }
    const constraints: PairingConstraints = {
      clubMates,
      avoid: avoid.filter(({ a, b }) => a < n && b < n && a !== b).map(({ a, b, strictness }) => ({ a: `p${a}`, b: `p${b}`, strictness })),
    };
    return { players, constraints, round: rounds + 1 };
  });

describe('pricing against the dual of a sparse matching', () => {
  it('finds the pair a sparse graph misses, and the floors bring it in', () => {
    // Eight players on 0 points; the graph holds only the Dutch pairs (window 0), and Dutch
    // partners p1 and p5 are club-mates kept apart softly. The sparse optimum has to pair them;
    // over every pair, the soft constraint (level 4) outranks the Dutch distance (level 6).
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 8; i++)
      players.push({
        id: `p${i}`,
        score: 0,
        rank: i,
        opponents: [],
        byes: 0,
        floats: [],
        club: i === 1 || i === 5 ? 'Ferrets' : null,
        tables: [],
      });
    const roster = rosterOf(players);
    const rel = relationsOf(roster, { clubMates: 'soft', avoid: [] });
    const scope = scopeOf(roster, rel, false);
    const sparse = windowBuilder(roster, rel, { window: 0, reach: 0, rematches: false }).done(8);
    expect(sparse.edges).toBe(4);
    const matching = matchGraph(sparse, completeFloor(scope));
    expect(matching.perfect).toBe(true);
    expect(matchingTotals(roster, rel, matching.mate)[SOFT]).toBe(1);
    const violations = pricePairs(scope, matching, 100);
    expect(violations.length).toBeGreaterThan(0);
    // Every pair reported is outside the graph and has a negative reduced cost, most violated first.
    for (const { u, v, slack } of violations) {
      expect(Math.abs(roster.local[v] - roster.local[u])).not.toBe(4);
      expect(slack.find((x) => x !== 0)!).toBeLessThan(0);
    }
    // With the floors, the same start finds the optimum over every pair: no soft breach.
    const result = solveScope(scope, windowBuilder(roster, rel, { window: 0, reach: 0, rematches: false }), 8, 0, new PairBudget(PRICING));
    expect(result.perfect).toBe(true);
    expect(result.proven).toBe(true);
    expect(result.added).toBeGreaterThan(0);
    expect(matchingTotals(roster, rel, result.mate)).toEqual(exactTotals(roster, rel, false));
    expect(matchingTotals(roster, rel, result.mate)[SOFT]).toBe(0);
    expect(pricePairs(scope, result.solution, 1000)).toEqual([]);
  });

  it('the least Dutch cost of a range of places: a lower bound, exact for places below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.nat(), fc.nat(), fc.nat(), (s, x, y, z) => {
        const h = Math.floor(s / 2);
        const i = x % s;
        const a = y % s;
        const b = a + (z % (s - a));
        let least = Infinity;
        for (let j = a; j <= b; j++) if (j !== i) least = Math.min(least, dutchCost(s, Math.min(i, j), Math.max(i, j)));
        if (least === Infinity) return;
        const bound = leastDutchRow(s, h, i, a, b);
        expect(bound).toBeLessThanOrEqual(least);
        if (a > i) expect(bound).toBe(least);
      }),
      { numRuns: 2000, seed: 5 },
    );
  });

  it('the floors: optimal over every pair of the event, and no pair left with a negative reduced cost', () => {
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 3 }), fc.boolean(), ({ players, constraints }, window, rematches) => {
        const roster = rosterOf(players);
        const rel = relationsOf(roster, constraints);
        const n = roster.players.length;
        const vertices = n % 2 === 1 ? n + 1 : n;
        const scope = scopeOf(roster, rel, rematches);
        const result = solveScope(
          scope,
          windowBuilder(roster, rel, { window, reach: 1, rematches }),
          vertices,
          window,
          new PairBudget(PRICING),
        );
        const exact = exactTotals(roster, rel, rematches);
        expect(result.perfect).toBe(exact !== null);
        if (exact === null) return;
        expect(result.proven).toBe(true);
        expect(matchingTotals(roster, rel, result.mate)).toEqual(exact);
        expect(pricePairs(scope, result.solution, 1000)).toEqual([]);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('the sparse search, forced on small events, is the exact optimum on all six levels', () => {
    const tuning = { ...TUNING, completeLimit: 0, stages: [[1, 1] as const, [2, 2] as const] };
    fc.assert(
      fc.property(events, ({ players, constraints, round }) => {
        const roster = rosterOf(players);
        const rel = relationsOf(roster, constraints);
        const graph = completeCandidates(roster, rel);
        const complete = matchGraph(graph);
        if (!complete.perfect) {
          expect(() => pairRound(players, { round, constraints }, tuning)).toThrow(PairingError);
          return;
        }
        const result = pairRound(players, { round, constraints }, tuning);
        expect(result.search.method).not.toBe('complete');
        expect(result.search.priced).toBe(true);
        expect(result.search.provenLevels).toBe(LEVEL_COUNT);
        const mate = new Int32Array(roster.players.length);
        for (const p of result.pairings) {
          const u = roster.position.get(p.a)!;
          if (p.b === null) mate[u] = roster.players.length;
          else {
            const v = roster.position.get(p.b)!;
            mate[u] = v;
            mate[v] = u;
          }
        }
        expect(matchingTotals(roster, rel, mate)).toEqual(matchingTotals(roster, rel, complete.mate));
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});
