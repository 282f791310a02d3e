/**
 * Property tests on random small events (2 to 10 players, up to five rounds of random pairings
 * and results, random clubs, avoided pairs and strictness), against the documented priority
 * order evaluated by enumerating every pairing (brute-force.ts).
 */
import fc from 'fast-check';
import type { PairingConstraints, PairingPlayer } from '../types';
import { compareCosts, reference } from './brute-force';
import { PairingError, checkPairings, pairSwiss, type ConstraintBreach } from './index';
import { playRandomRound } from './simulation';

interface Event {
  players: PairingPlayer[];
  constraints: PairingConstraints;
  round: number;
}

/** Random history: each round a random pairing (bye to a random player when odd), random results. */
const events: fc.Arbitrary<Event> = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    rounds: fc.integer({ min: 0, max: 5 }),
    clubs: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 10 }),
    clubMates: fc.constantFrom<'hard' | 'soft' | 'off'>('hard', 'soft', 'off'),
    avoid: fc.array(fc.record({ a: fc.nat(9), b: fc.nat(9), strictness: fc.constantFrom<'hard' | 'soft'>('hard', 'soft') }), {
      maxLength: 3,
    }),
    tape: fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
  })
  .map(({ n, rounds, clubs, clubMates, avoid, tape }) => {
    let t = 0;
    const next = (): number => tape[t++ % tape.length] + t;
    const players: PairingPlayer[] = [];
    for (let i = 0; i < n; i++) {
      players.push({
        id: `p${i}`,
        score: 0,
        rank: i + 1,
        opponents: [],
        byes: 0,
        floats: [],
        club: clubs[i] === 0 ? null : `club${clubs[i]}`,
        tables: [],
      });
    }
    for (let r = 0; r < rounds; r++) {
      playRandomRound(players, next);
      [...players].sort((x, y) => y.score - x.score || Number(x.id.slice(1)) - Number(y.id.slice(1))).forEach((p, i) => (p.rank = i + 1));
    }
    const constraints: PairingConstraints = {
      clubMates,
      avoid: avoid.filter((e) => e.a < n && e.b < n && e.a !== e.b).map((e) => ({ a: `p${e.a}`, b: `p${e.b}`, strictness: e.strictness })),
    };
    return { players, constraints, round: rounds + 1 };
  });

/** The breaches of one pair, computed from the documented rules alone. */
function expectedBreaches(e: Event, a: string, b: string | null): Array<Pick<ConstraintBreach, 'kind' | 'strictness'>> {
  const pa = e.players.find((p) => p.id === a)!;
  if (b === null) return pa.byes > 0 ? [{ kind: 'second-bye', strictness: 'hard' }] : [];
  const pb = e.players.find((p) => p.id === b)!;
  const out: Array<Pick<ConstraintBreach, 'kind' | 'strictness'>> = [];
  if (pa.opponents.includes(b) || pb.opponents.includes(a)) out.push({ kind: 'rematch', strictness: 'hard' });
  if (e.constraints.clubMates !== 'off' && pa.club !== null && pa.club === pb.club) {
    out.push({ kind: 'club-mates', strictness: e.constraints.clubMates === 'hard' ? 'hard' : 'soft' });
  }
  const marks = e.constraints.avoid.filter((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  if (marks.length > 0) out.push({ kind: 'avoided-pair', strictness: marks.some((x) => x.strictness === 'hard') ? 'hard' : 'soft' });
  if (pa.score !== pb.score) out.push({ kind: 'score-gap', strictness: 'soft' });
  return out;
}

const settings = { numRuns: 400, seed: 4242 };

describe('pairSwiss on random small events (brute force over every pairing)', () => {
  it('finds a pairing of the least documented cost, or NO_PAIRING exactly when the hard constraints allow none', () => {
    fc.assert(
      fc.property(events, (e) => {
        const ref = reference(e.players, e.constraints);
        if (ref.best === null) {
          expect(() => pairSwiss(e.players, { round: e.round, constraints: e.constraints })).toThrow(
            expect.objectContaining({ code: 'NO_PAIRING' }),
          );
          return;
        }
        const result = pairSwiss(e.players, { round: e.round, constraints: e.constraints });
        const cost = ref.costOf(result.pairings);
        expect(cost).not.toBeNull();
        // Lexicographic: no rematch when one is avoidable, no second bye when avoidable, the
        // lowest eligible bye, least score gaps, then soft constraints, floats, Dutch order.
        expect(compareCosts(cost!, ref.best)).toBe(0);
        expect(result.search.exhaustive).toBe(true);
      }),
      settings,
    );
  });

  it('pairs every player exactly once, one bye exactly when odd, boards in order', () => {
    fc.assert(
      fc.property(events, (e) => {
        let result;
        try {
          result = pairSwiss(e.players, { round: e.round, constraints: e.constraints });
        } catch (err) {
          expect((err as PairingError).code).toBe('NO_PAIRING');
          return;
        }
        const seen = result.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
        expect([...seen].sort()).toEqual(e.players.map((p) => p.id).sort());
        const byes = result.pairings.filter((p) => p.b === null);
        expect(byes.length).toBe(e.players.length % 2);
        if (byes.length === 1) expect(result.pairings[result.pairings.length - 1].b).toBeNull();
        expect(result.pairings.map((p) => p.table)).toEqual(result.pairings.map((_, i) => i + 1));
        const score = (id: string): number => e.players.find((p) => p.id === id)!.score;
        const boards = result.pairings.filter((p) => p.b !== null).map((p) => Math.max(score(p.a), score(p.b!)));
        expect(boards).toEqual([...boards].sort((x, y) => y - x));
      }),
      settings,
    );
  });

  it('is deterministic: the same players in another order, with their lists reordered, give the same pairing', () => {
    fc.assert(
      fc.property(events, (e) => {
        const shuffled = [...e.players].reverse().map((p) => ({ ...p, opponents: [...p.opponents].reverse() }));
        const run = (players: PairingPlayer[]): unknown => {
          try {
            return pairSwiss(players, { round: e.round, constraints: e.constraints });
          } catch (err) {
            return (err as PairingError).code;
          }
        };
        expect(run(shuffled)).toEqual(run(e.players));
      }),
      settings,
    );
  });

  it('checkPairings reports exactly the breaches of the pairing, and explanations list the same ones', () => {
    fc.assert(
      fc.property(events, (e) => {
        let result;
        try {
          result = pairSwiss(e.players, { round: e.round, constraints: e.constraints });
        } catch {
          return;
        }
        const breaches = checkPairings(e.players, result.pairings, e.constraints);
        for (const pairing of result.pairings) {
          const mine = breaches.filter((x) => x.a === pairing.a && x.b === pairing.b);
          const expected = expectedBreaches(e, pairing.a, pairing.b);
          expect(mine.map((x) => `${x.kind}/${x.strictness}`).sort()).toEqual(expected.map((x) => `${x.kind}/${x.strictness}`).sort());
          for (const x of mine) expect(x.text.length).toBeGreaterThan(0);
          expect(pairing.explanation.relaxed).toEqual(mine.filter((x) => x.kind !== 'score-gap').map((x) => x.text));
          expect(pairing.explanation.reasons.length).toBeGreaterThan(0);
        }
        expect(breaches.every((x) => result.pairings.some((p) => p.a === x.a && p.b === x.b))).toBe(true);
      }),
      settings,
    );
  });

  it('checkPairings on arbitrary manual pairings reports exactly the documented breaches', () => {
    fc.assert(
      fc.property(events, fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (e, tape) => {
        const ids = e.players.map((p) => p.id);
        for (let i = ids.length - 1; i > 0; i--) {
          const j = tape[i] % (i + 1);
          [ids[i], ids[j]] = [ids[j], ids[i]];
        }
        const pairs: Array<{ a: string; b: string | null }> = [];
        for (let i = 0; i < ids.length; i += 2) pairs.push({ a: ids[i], b: i + 1 < ids.length ? ids[i + 1] : null });
        const breaches = checkPairings(e.players, pairs, e.constraints);
        const expected = pairs.flatMap((p) => expectedBreaches(e, p.a, p.b).map((x) => `${p.a}|${p.b}|${x.kind}|${x.strictness}`));
        expect(breaches.map((x) => `${x.a}|${x.b}|${x.kind}|${x.strictness}`).sort()).toEqual(expected.sort());
      }),
      settings,
    );
  });
});
