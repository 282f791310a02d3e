/**
 * Above COMPLETE_LIMIT players the search does not list every pair. These tests compare its
 * pairings with the exact optimum over all pairs (the complete graph, matched directly) on
 * events of 257 to 330 players: the search proves its pairing optimal over every pair (the
 * floors of pricing.ts and floors.ts), so it must equal the optimum on all six levels, and the
 * rules that never bend must hold.
 */
import fc from 'fast-check';
import { seeded } from '@app/rules/testing';
import type { PairingConstraints, PairingPlayer } from '../types';
import { completeCandidates } from './candidates';
import { relationsOf } from './constraints';
import { COMPLETE_LIMIT, TUNING, pairRound } from './pair-swiss';
import { PRICING } from './pricing';
import { rosterOf } from './score-groups';
import { newPlayers, playEvent, playRandomRound } from './simulation';
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

/** Exactly the optimum over all pairs, on all six levels, and proven so. */
function expectExact(players: PairingPlayer[], constraints: PairingConstraints, round: number): void {
  const result = pairSwiss(players, { round, constraints });
  expect(result.search.exhaustive).toBe(false);
  expect(result.search.priced).toBe(true);
  expect(result.search.provenLevels).toBe(LEVEL_COUNT);
  const seen = result.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
  expect(new Set(seen).size).toBe(players.length);
  expect(seen).toHaveLength(players.length);
  const breaches = checkPairings(players, result.pairings, constraints);
  expect(breaches.filter((b) => b.strictness === 'hard' && b.kind !== 'rematch' && b.kind !== 'second-bye')).toEqual([]);
  expect(totalsOf(players, constraints, result.pairings)).toEqual(exactTotals(players, constraints));
}

describe('the sparse search against the exact optimum over all pairs', () => {
  it(`is the exact optimum on all six levels, for simulated events of ${COMPLETE_LIMIT + 1} to 330 players`, () => {
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
          expectExact(players, constraints, rounds + 1);
        },
      ),
      { numRuns: 14, seed: 99 },
    );
  });

  it(`is the exact optimum on all six levels, for random histories of ${COMPLETE_LIMIT + 1} to 300 players with avoided pairs`, () => {
    // Random pairings and results (not Swiss ones) give many small score groups, rematches
    // across groups and float histories; avoided pairs hard and soft.
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: COMPLETE_LIMIT + 1, max: 300 }),
          rounds: fc.integer({ min: 1, max: 4 }),
          clubMates: fc.constantFrom<'hard' | 'soft' | 'off'>('hard', 'soft', 'off'),
          avoided: fc.integer({ min: 0, max: 40 }),
          tape: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        }),
        ({ players: count, rounds, clubMates, avoided, tape }) => {
          let t = 0;
          const next = (): number => (tape[t % tape.length] * 7919 + t++ * 104729) >>> 0;
          const players = newPlayers(count, next, 25);
          for (let r = 0; r < rounds; r++) {
            playRandomRound(players, next);
          }
          players.sort((x, y) => y.score - x.score || Number(x.id.slice(1)) - Number(y.id.slice(1))).forEach((p, i) => (p.rank = i + 1));
          const avoid: PairingConstraints['avoid'] = [];
          for (let k = 0; k < avoided; k++) {
            const a = players[next() % count].id;
            const b = players[next() % count].id;
            if (a !== b) avoid.push({ a, b, strictness: next() % 2 === 0 ? 'hard' : 'soft' });
          }
          expectExact(players, { clubMates, avoid }, rounds + 1);
        },
      ),
      { numRuns: 20, seed: 2026 },
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

  it('brings in an opponent far beyond every window when the nearer ones are kept apart', () => {
    // Round 1 of 300: p001's first candidates are the places around its Dutch opponent (place
    // 150); the organiser keeps it apart from every player within 40 places of it, wider than
    // the widest window (32). The floors bring in the pairs beyond, as p001's dual falls.
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 300; i++)
      players.push({ id: `p${String(i).padStart(3, '0')}`, score: 0, rank: i, opponents: [], byes: 0, floats: [], club: null, tables: [] });
    const avoid: PairingConstraints['avoid'] = [];
    for (let i = 111; i <= 191; i++) avoid.push({ a: 'p001', b: players[i - 1].id, strictness: 'hard' });
    const constraints: PairingConstraints = { clubMates: 'soft', avoid };
    const result = pairSwiss(players, { round: 1, constraints });
    const mine = result.pairings.find((p) => p.a === 'p001' || p.b === 'p001')!;
    const partner = Number((mine.a === 'p001' ? mine.b! : mine.a).slice(1));
    expect(partner < 111 || partner > 191).toBe(true);
    expect(result.search.method).toBe('brackets');
    expect(result.search.pricedPairs).toBeGreaterThan(0);
    expect(result.pairings).toHaveLength(150);
    expectExact(players, constraints, 1);
  });

  it('proves every round of a 10,000-player event on all six levels, large odd score groups included', () => {
    // Rounds 3 to 5 hold odd groups of thousands below an odd number of players: the floater
    // from above heads their bracket, so their Dutch pairing needs no pair of one half and its
    // proof no deep nest of blossoms (docs/swiss.md, "What is optimal, exactly").
    const constraints: PairingConstraints = { clubMates: 'soft', avoid: [] };
    const { rounds } = playEvent({ players: 10_000, rounds: 5, clubPercent: 30, drawPercent: 10, constraints }, seeded(1));
    for (const round of rounds) {
      expect(round.search).toMatchObject({ method: 'brackets', priced: true, provenLevels: LEVEL_COUNT });
      expect(round.pairings).toHaveLength(5_000);
    }
  });

  it('past the size guard, reports only the levels it proves', () => {
    // The same event with the floors allowed ten pairs: the round is paired over the graphs the
    // search built (the check over all pairs still finds p001 an opponent), proven on rematches
    // and score gaps only.
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 300; i++)
      players.push({ id: `p${String(i).padStart(3, '0')}`, score: 0, rank: i, opponents: [], byes: 0, floats: [], club: null, tables: [] });
    const avoid: PairingConstraints['avoid'] = [];
    for (let i = 111; i <= 191; i++) avoid.push({ a: 'p001', b: players[i - 1].id, strictness: 'hard' });
    const constraints: PairingConstraints = { clubMates: 'soft', avoid };
    const result = pairRound(players, { round: 1, constraints }, { ...TUNING, pricing: { ...PRICING, maxPairs: 10, roundPairs: 10 } });
    expect(result.search.priced).toBe(false);
    expect(result.search.provenLevels).toBe(3);
    const seen = result.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
    expect(new Set(seen).size).toBe(300);
    expect(checkPairings(players, result.pairings, constraints).filter((b) => b.strictness === 'hard')).toEqual([]);
    expect(totalsOf(players, constraints, result.pairings).slice(0, 3)).toEqual(exactTotals(players, constraints).slice(0, 3));
  });

  it('falls back to a feasibility check over all pairs when no pairing avoids a rematch', () => {
    // Round 2 of 300: p001 has met p002 and is kept apart from everyone else. The floors prove
    // that no pairing without a rematch exists (every pair of p001 listed, none possible); the
    // check over all pairs finds the pairing with the rematch, which the floors then prove best.
    const players: PairingPlayer[] = [];
    for (let i = 1; i <= 300; i++)
      players.push({ id: `p${String(i).padStart(3, '0')}`, score: 0, rank: i, opponents: [], byes: 0, floats: [], club: null, tables: [] });
    players[0].opponents.push('p002');
    players[1].opponents.push('p001');
    const avoid: PairingConstraints['avoid'] = [];
    for (let i = 3; i <= 300; i++) avoid.push({ a: 'p001', b: players[i - 1].id, strictness: 'hard' });
    const constraints: PairingConstraints = { clubMates: 'soft', avoid };
    const result = pairSwiss(players, { round: 2, constraints });
    expect(result.search.method).toBe('window');
    expect(result.pairings.find((p) => p.a === 'p001')!.b).toBe('p002');
    expect(result.pairings.find((p) => p.a === 'p001')!.explanation.relaxed).toContain('rematch: p001 and p002 have already met');
    expectExact(players, constraints, 2);
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
