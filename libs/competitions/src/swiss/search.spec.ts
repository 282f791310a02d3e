/**
 * Above COMPLETE_LIMIT players the search does not list every pair. These tests compare its
 * pairings with the exact optimum over all pairs (the complete graph, matched directly) on
 * events of 257 to 330 players: the levels the search reports as proven must equal the
 * optimum's, and the rules that never bend must hold.
 */
import fc from 'fast-check';
import type { PairingConstraints, PairingPlayer } from '../types';
import { completeCandidates } from './candidates';
import { relationsOf } from './constraints';
import { COMPLETE_LIMIT, STAGES } from './pair-swiss';
import { rosterOf } from './score-groups';
import { playEvent } from './simulation';
import { matchGraph } from './solve';
import { LEVEL_COUNT, byeCosts, pairCosts } from './weights';
import { PairingError, checkPairings, pairSwiss } from './index';

/** Level totals of a pairing, by the same cost functions the search uses. */
function totalsOf(players: PairingPlayer[], constraints: PairingConstraints, pairings: Array<{ a: string; b: string | null }>): number[] {
  const roster = rosterOf(players);
  const rel = relationsOf(roster, constraints);
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  const out = new Float64Array(LEVEL_COUNT);
  for (const { a, b } of pairings) {
    const u = roster.position.get(a)!;
    if (b === null) byeCosts(roster, u, out, 0);
    else {
      const v = roster.position.get(b)!;
      pairCosts(roster, rel, Math.min(u, v), Math.max(u, v), out, 0);
    }
    for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += out[k];
  }
  return totals;
}

/** The exact optimum over every pair: its level totals. */
function exactTotals(players: PairingPlayer[], constraints: PairingConstraints): number[] {
  const roster = rosterOf(players);
  const rel = relationsOf(roster, constraints);
  const graph = completeCandidates(roster, rel);
  const matching = matchGraph(graph);
  expect(matching.perfect).toBe(true);
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  for (let e = 0; e < graph.edges; e++) {
    if (matching.mate[graph.from[e]] === graph.to[e]) for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += graph.costs[e * LEVEL_COUNT + k];
  }
  return totals;
}

describe('the sparse search against the exact optimum over all pairs', () => {
  it(`agrees on every level it claims, for events of ${COMPLETE_LIMIT + 1} to 330 players`, () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: COMPLETE_LIMIT + 1, max: 330 }),
          rounds: fc.integer({ min: 0, max: 7 }),
          clubPercent: fc.integer({ min: 0, max: 60 }),
          drawPercent: fc.integer({ min: 0, max: 30 }),
          clubMates: fc.constantFrom<'hard' | 'soft' | 'off'>('hard', 'soft', 'off'),
          tape: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        }),
        ({ players: count, rounds, clubPercent, drawPercent, clubMates, tape }) => {
          let t = 0;
          const source = (): number => (tape[t % tape.length] * 7919 + t++ * 104729) >>> 0;
          const constraints: PairingConstraints = { clubMates, avoid: [] };
          const { players } = playEvent({ players: count, rounds, clubPercent, drawPercent, constraints }, source);
          const result = pairSwiss(players, { round: rounds + 1, constraints });
          expect(result.search.exhaustive).toBe(false);
          const seen = result.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
          expect(new Set(seen).size).toBe(count);
          expect(seen).toHaveLength(count);
          const breaches = checkPairings(players, result.pairings, constraints);
          expect(breaches.filter((b) => b.strictness === 'hard' && b.kind !== 'rematch' && b.kind !== 'second-bye')).toEqual([]);
          const mine = totalsOf(players, constraints, result.pairings);
          const exact = exactTotals(players, constraints);
          expect(result.search.provenLevels).toBeGreaterThanOrEqual(2);
          expect(mine.slice(0, result.search.provenLevels)).toEqual(exact.slice(0, result.search.provenLevels));
          // Whatever is proven, never worse than the optimum lexicographically.
          const diff = mine.map((x, k) => x - exact[k]).find((x) => x !== 0) ?? 0;
          expect(diff).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 14, seed: 99 },
    );
  });

  it('is deterministic above the complete limit too: input order does not matter', () => {
    let x = 12345;
    const source = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
    const { players } = playEvent({ players: 301, rounds: 3, clubPercent: 30, drawPercent: 10 }, source);
    const constraints: PairingConstraints = { clubMates: 'soft', avoid: [] };
    const shuffled = [...players].reverse().map((p) => ({ ...p, opponents: [...p.opponents].reverse() }));
    const one = pairSwiss(players, { round: 4, constraints });
    expect(one.search.method).toBe('brackets');
    expect(pairSwiss(shuffled, { round: 4, constraints })).toEqual(one);
  });

  it('falls back to a feasibility check over all pairs when the sparse candidates cannot pair everyone', () => {
    // Round 1 of 300: p001's candidates are the places around its Dutch opponent (place 150);
    // the organiser keeps it apart from every player within 40 places of it, wider than the
    // widest window (32): only the check over all pairs finds p001 an opponent.
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 300; i++) players.push({ id: `p${String(i).padStart(3, '0')}`, score: 0, rank: i, opponents: [], byes: 0, floats: [], club: null, tables: [] });
    const avoid: PairingConstraints['avoid'] = [];
    for (let i = 111; i <= 191; i++) avoid.push({ a: 'p001', b: players[i - 1].id, strictness: 'hard' });
    const result = pairSwiss(players, { round: 1, constraints: { clubMates: 'soft', avoid } });
    const mine = result.pairings.find((p) => p.a === 'p001' || p.b === 'p001')!;
    const partner = Number((mine.a === 'p001' ? mine.b! : mine.a).slice(1));
    expect(partner < 111 || partner > 191).toBe(true);
    expect(result.search.method).toBe('window');
    expect(result.search.widenings).toBe(STAGES.length);
    expect(result.pairings).toHaveLength(150);
  });

  it('says NO_PAIRING for a large event only when no pairing exists at all', () => {
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 300; i++) {
      players.push({ id: `p${i}`, score: 0, rank: i, opponents: [], byes: 0, floats: [], club: i <= 151 ? 'Ferrets' : null, tables: [] });
    }
    expect(() => pairSwiss(players, { round: 1, constraints: { clubMates: 'hard', avoid: [] } })).toThrow(PairingError);
    // 150 Ferrets of 300: exactly one way to keep them apart, every Ferret against a non-Ferret.
    players[150].club = null;
    const result = pairSwiss(players, { round: 1, constraints: { clubMates: 'hard', avoid: [] } });
    for (const p of result.pairings) {
      const clubs = [p.a, p.b].map((id) => players.find((x) => x.id === id)!.club);
      expect(clubs[0] === 'Ferrets' && clubs[1] === 'Ferrets').toBe(false);
    }
  });
});
