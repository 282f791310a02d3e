import fc from 'fast-check';
import type { Bracket } from './bracket';
import { bracketFinished, doubleElimination, openMatches, placings, recordWinner, singleElimination } from './elimination';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Plays a bracket to the end, checking every step. `picks` chooses which open match is played
 * next and who wins it, so results and the order of play both vary.
 */
function playOut(start: Bracket, picks: number[]): { final: Bracket; played: number; losses: Map<string, number> } {
  const losses = new Map<string, number>();
  const limit = start.kind === 'single' ? 1 : 2;
  let b = start;
  let played = 0;
  let given = new Map<string, number>();
  for (let step = 0; !bracketFinished(b); step++) {
    const open = openMatches(b);
    expect(open.length).toBeGreaterThan(0);
    // Nobody is in two open matches; byes never play; both players are known; nobody plays
    // once knocked out (3P is for the semi-final losers, one loss each).
    const inPlay = open.flatMap((x) => [x.a, x.b]);
    const wrong = open.filter(
      (x) => x.bye || x.a === null || x.b === null || [x.a, x.b].some((p) => (losses.get(p) ?? 0) >= (x.id === '3P' ? 2 : limit)),
    );
    expect(wrong).toEqual([]);
    expect(new Set(inPlay).size).toBe(inPlay.length);
    const match = open[picks[(2 * step) % picks.length] % open.length];
    const winner = picks[(2 * step + 1) % picks.length] % 2 === 0 ? (match.a as string) : (match.b as string);
    const loser = winner === match.a ? (match.b as string) : (match.a as string);

    // Pure: the input is frozen (any write would throw) and is the same value afterwards.
    const before = JSON.stringify(b);
    const next = recordWinner(deepFreeze(b), match.id, winner);
    if (JSON.stringify(b) !== before) throw new Error(`recordWinner changed its input at ${match.id}`);

    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    played++;
    // A place once given never changes.
    const now = new Map(placings(next).map((x) => [x.playerId, x.place]));
    const changed = [...given].filter(([p, place]) => now.get(p) !== place);
    expect(changed).toEqual([]);
    given = now;
    b = next;
  }
  expect(openMatches(b)).toEqual([]);
  // Plain JSON: it survives storage unchanged.
  expect(JSON.parse(JSON.stringify(b))).toEqual(b);
  return { final: b, played, losses };
}

/** Competition ranking: each place is 1 + the number of players placed better. */
function checkPlacings(b: Bracket): Map<string, number> {
  const list = placings(b);
  expect(list.map((x) => x.playerId).sort()).toEqual([...b.seeds].sort());
  for (const x of list) expect(x.place).toBe(1 + list.filter((y) => y.place < x.place).length);
  expect(list.filter((x) => x.place === 1)).toHaveLength(1);
  return new Map(list.map((x) => [x.playerId, x.place]));
}

function checkByes(b: Bracket): void {
  for (const m of b.matches.filter((x) => x.bye)) {
    expect(m.a === null || m.b === null).toBe(true);
    expect(m.winner).toBe(m.a ?? m.b);
  }
}

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 300 });

describe('elimination properties', () => {
  it('single: one champion after N − 1 games (+1 for 3rd place), nobody plays after a loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.boolean(), picks, (n, thirdPlace, choice) => {
        const start = singleElimination(names(n), { thirdPlace });
        const { final, played, losses } = playOut(start, choice);
        const third = thirdPlace && n >= 4 ? 1 : 0;
        expect(played).toBe(n - 1 + third);
        expect(final.matches.filter((m) => !m.bye)).toHaveLength(n - 1 + third);
        const places = checkPlacings(final);
        const champions = names(n).filter((p) => !losses.has(p));
        expect(champions).toHaveLength(1);
        expect(places.get(champions[0])).toBe(1);
        checkByes(final);
        // Byes go to the top seeds only: seed s has a bye iff s ≤ bracket size − n.
        const size = 2 ** Math.ceil(Math.log2(n));
        const byes = final.matches.filter((m) => m.bye).map((m) => m.a);
        expect(byes.sort()).toEqual(names(size - n).sort());
      }),
    );
  });

  it('double: one champion after 2N − 2 games, or 2N − 1 when the reset is played', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.boolean(), picks, (n, grandFinalReset, choice) => {
        const start = doubleElimination(names(n), { grandFinalReset });
        const { final, played, losses } = playOut(start, choice);
        const reset = final.matches.find((m) => m.id === 'GF2');
        const resetPlayed = reset !== undefined && !reset.bye;
        const gf = final.matches.find((m) => m.id === 'GF');
        // The reset is played exactly when the option is on and the losers-bracket player won GF.
        expect(resetPlayed).toBe(grandFinalReset && gf?.winner === gf?.b);
        expect(played).toBe(2 * n - 2 + (resetPlayed ? 1 : 0));
        const places = checkPlacings(final);
        // Everyone but the champion lost twice, except the GF loser when no reset was played.
        const champion = [...places].find(([, place]) => place === 1)?.[0] as string;
        expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
        for (const p of names(n)) if (p !== champion && places.get(p) !== 2) expect(losses.get(p)).toBe(2);
        checkByes(final);
      }),
    );
  });

  it('when the better seed always wins, seeds finish in order (single: semi-finalists share 3rd)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.constantFrom('single', 'double'), (n, kind) => {
        let b = kind === 'single' ? singleElimination(names(n)) : doubleElimination(names(n));
        const seed = (p: string | null): number => Number((p as string).slice(1));
        while (!bracketFinished(b)) {
          const m = openMatches(b)[0];
          b = recordWinner(b, m.id, seed(m.a) < seed(m.b) ? (m.a as string) : (m.b as string));
        }
        const places = placings(b);
        expect(places[0]).toEqual({ playerId: 'p1', place: 1 });
        expect(places[1]).toEqual({ playerId: 'p2', place: 2 });
        if (kind === 'single' && n >= 4) expect(places.slice(2, 4).map((x) => `${x.playerId}:${x.place}`)).toEqual(['p3:3', 'p4:3']);
        if (kind === 'double' && n >= 3) expect(places[2]).toEqual({ playerId: 'p3', place: 3 });
        // Places never invert seeds: a better seed is never placed below a worse one.
        for (let i = 1; i < places.length; i++) expect(seed(places[i].playerId)).toBeGreaterThan(seed(places[i - 1].playerId));
        // Single elimination: 1 and 2 meet in the final.
        if (kind === 'single')
          expect(b.matches.find((m) => m.id.startsWith('W') && m.winnerTo === null)).toMatchObject({ a: 'p1', b: 'p2' });
      }),
    );
  });

  it('is deterministic: the same seeds give the same bracket', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 40 }), (seeds) => {
        expect(doubleElimination(seeds)).toEqual(doubleElimination([...seeds]));
        expect(singleElimination(seeds, { thirdPlace: true })).toEqual(singleElimination([...seeds], { thirdPlace: true }));
      }),
    );
  });

  it('a large field (300 players, beyond the layout table) plays through', () => {
    let b = doubleElimination(names(300));
    let played = 0;
    while (!bracketFinished(b)) {
      const m = openMatches(b)[0];
      b = recordWinner(b, m.id, m.b as string);
      played++;
    }
    expect(played).toBe(2 * 300 - 1); // line b always wins, GF included: the reset is played
    expect(checkPlacings(b).size).toBe(300);
  });
});
