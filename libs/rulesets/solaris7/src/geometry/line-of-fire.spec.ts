import fc from 'fast-check';
import type { Arena, ArenaHex, ArcSets, Direction, Hex, HexsideId } from '../model';
import { computedArcSets } from './arcs';
import {
  cornersOfSide,
  DIRECTIONS,
  hexDistance,
  hexesOfSide,
  isSideOf,
  neighbour,
  onArena,
  sameHex,
  sideId,
  sidesMeet,
  sidesOfCorner,
} from './hex';
import {
  chainProblem,
  chargeLineCrossesTerrain,
  hexsideDistance,
  linesOfFire,
  startsAtFront,
  type LineOfFire,
  type LofInput,
  type LofResult,
} from './line-of-fire';

const arena = (hexes: ArenaHex[] = [], width = 16, length = 20): Arena => ({ id: 't', name: 't', width, length, hexes, zones: {} });
const ALL: ArcSets = { lofFront: [0, 1, 2, 3, 4, 5], lofRear: [], meleeFront: [0, 1, 2, 3, 4, 5], meleeRear: [] };

function lof(
  a: Arena,
  attacker: Hex,
  target: Hex,
  opts: Partial<Omit<LofInput, 'arena'>> & { arcs?: ArcSets; rear?: Direction[]; units?: Hex[] } = {},
): LofResult {
  return linesOfFire({
    arena: a,
    attacker: { hex: attacker, arcs: opts.arcs ?? ALL, ...(opts.attacker ?? {}) },
    target: { hex: target, rearArcs: opts.rear, ...(opts.target ?? {}) },
    occupied: [attacker, target, ...(opts.units ?? [])],
    mode: opts.mode ?? 'direct',
    named: opts.named,
  });
}

function ok(r: LofResult): LineOfFire {
  if ('error' in r) throw new Error(r.error);
  return r;
}

// ---- an independent oracle: breadth-first search over hexsides, straight from hex.ts ----

const arenaSide = (a: Arena, id: HexsideId) => hexesOfSide(id).some((h) => onArena(a, h));
const nextSides = (a: Arena, id: HexsideId) =>
  cornersOfSide(id)
    .flatMap((c) => sidesOfCorner(c))
    .filter((s) => s !== id && arenaSide(a, s));

/** Shortest chain length from the given sides of A to any side of T. */
function oracleLength(a: Arena, from: Hex, dirs: readonly Direction[], to: Hex): number {
  let frontier = dirs.map((d) => sideId(from, d));
  const seen = new Set(frontier);
  for (let n = 1; frontier.length > 0; n++) {
    if (frontier.some((s) => isSideOf(s, to))) return n;
    const next: HexsideId[] = [];
    for (const s of frontier)
      for (const t of nextSides(a, s))
        if (!seen.has(t)) {
          seen.add(t);
          next.push(t);
        }
    frontier = next;
  }
  return Infinity;
}

/** Every shortest chain (small arenas only). */
function oracleChains(a: Arena, from: Hex, to: Hex): HexsideId[][] {
  const L = oracleLength(a, from, DIRECTIONS, to);
  const out: HexsideId[][] = [];
  const walk = (chain: HexsideId[]) => {
    const last = chain[chain.length - 1];
    if (chain.length === L) {
      if (isSideOf(last, to)) out.push([...chain]);
      return;
    }
    for (const s of nextSides(a, last)) {
      if (chain.includes(s)) continue;
      // prune: what is left must still be reachable in time
      const [h1, h2] = hexesOfSide(s);
      if (Math.min(hexDistance(h1, to), hexDistance(h2, to)) > L - chain.length - 1) continue;
      chain.push(s);
      walk(chain);
      chain.pop();
    }
  };
  for (const d of DIRECTIONS) walk([sideId(from, d)]);
  return out;
}

function validChain(a: Arena, chain: HexsideId[], from: Hex, to: Hex): boolean {
  if (chain.length === 0 || !isSideOf(chain[0], from) || !isSideOf(chain[chain.length - 1], to)) return false;
  if (new Set(chain).size !== chain.length || !chain.every((s) => arenaSide(a, s))) return false;
  return chain.every((s, i) => i === 0 || sidesMeet(chain[i - 1], s));
}

describe('Solaris VII range and line of fire (§3.3.2, Fig. 3, A12, A14)', () => {
  const A = { x: 8, y: 10 };
  const beyond = { x: 8, y: 12 }; // two hexes south: every shortest chain runs along (8,11)
  const middle = { x: 8, y: 11 };

  it('E7: the shortest chain between the two units is 7 hexsides, so the range is 7', () => {
    const a = arena();
    const T = { x: 12, y: 10 };
    const r = ok(lof(a, A, T));
    expect(r.range).toBe(7);
    expect(r.range).toBe(oracleLength(a, A, DIRECTIONS, T));
    expect(r.clear).toBe(true);
    expect(validChain(a, r.chain, A, T)).toBe(true);
    // A weapon reaching 0–10 may fire; one reaching at most 6 may not (the caller compares).
    expect(r.range <= 10 && r.range > 6).toBe(true);
  });

  it('E7: a named clear chain of 8 hexsides is rejected as not the shortest', () => {
    const a = arena();
    const T = { x: 12, y: 10 };
    const seven = ok(lof(a, A, T)).chain;
    // Lead in along another side of the attacker's hex: still a connected chain, one side longer.
    const [c1, c2] = cornersOfSide(seven[0]);
    const exit = cornersOfSide(seven[1]).includes(c1) ? c1 : c2;
    const entry = exit === c1 ? c2 : c1;
    const lead = sidesOfCorner(entry).find((s) => s !== seven[0] && isSideOf(s, A))!;
    const eight = [lead, ...seven];
    expect(validChain(a, eight, A, T)).toBe(true);
    const r = lof(a, A, T, { named: eight });
    expect('error' in r && r.error).toMatch(/LOF not shortest/);
    // The shortest one may be named.
    expect(ok(lof(a, A, T, { named: seven })).range).toBe(7);
  });

  it('adjacent units: the shared hexside alone, range 1', () => {
    for (const d of DIRECTIONS) {
      const r = ok(lof(arena(), A, neighbour(A, d)));
      expect(r).toEqual({ range: 1, chain: [sideId(A, d)], clear: true, hindered: false, cover: false, rear: false });
    }
  });

  it('blocking terrain along the chain blocks it, unless the attacker or the target is elevated', () => {
    const blocked = arena([{ ...middle, terrain: 'blocking', level: 0 }]);
    const r = ok(lof(blocked, A, beyond));
    expect(r.range).toBe(4);
    expect(r.clear).toBe(false);
    const attackerHigh = arena([
      { ...middle, terrain: 'blocking', level: 0 },
      { ...A, terrain: 'clear', level: 1 },
    ]);
    expect(ok(lof(attackerHigh, A, beyond)).clear).toBe(true);
    const targetSteep = arena([
      { ...middle, terrain: 'blocking', level: 0 },
      { ...beyond, terrain: 'clear', level: 'steep' },
    ]);
    expect(ok(lof(targetSteep, A, beyond)).clear).toBe(true);
    expect(ok(lof(blocked, A, beyond, { attacker: { hex: A, arcs: ALL, elevated: true } })).clear).toBe(true);
  });

  it('a unit beside the chain gives cover; units on both sides of a hexside block it (A14)', () => {
    const a = arena();
    const covered = ok(lof(a, A, beyond, { units: [middle] }));
    expect(covered).toMatchObject({ clear: true, cover: true, hindered: false });
    // West of (8,11) is (7,11): the western chain has units on both sides of one hexside.
    const west = ['7,11:1', '7,11:2', '7,12:1', '7,12:2'];
    const both = { units: [middle, { x: 7, y: 11 }] };
    expect(ok(lof(a, A, beyond, { ...both, named: west }))).toMatchObject({ clear: false });
    // Left to itself the engine takes the eastern chain, which is only covered.
    const picked = ok(lof(a, A, beyond, both));
    expect(picked).toMatchObject({ clear: true, cover: true });
    expect(picked.chain).not.toEqual(west);
    // Both sides walled off: no clear shortest chain remains.
    expect(ok(lof(a, A, beyond, { units: [middle, { x: 7, y: 11 }, { x: 9, y: 11 }] })).clear).toBe(false);
  });

  it('the attacker and the target themselves never block or cover', () => {
    // The western chain's first side separates the attacker from (7,11) and its last the
    // target from (7,12): with units there it is covered, not blocked.
    const west = ['7,11:1', '7,11:2', '7,12:1', '7,12:2'];
    const r = ok(
      lof(arena(), A, beyond, {
        units: [
          { x: 7, y: 11 },
          { x: 7, y: 12 },
        ],
        named: west,
      }),
    );
    expect(r).toMatchObject({ clear: true, cover: true });
    expect(ok(lof(arena(), A, neighbour(A, 3)))).toMatchObject({ clear: true, cover: false });
  });

  it('difficult terrain along the chain hinders (−1), unless the attacker or the target is elevated', () => {
    const rough = arena([{ ...middle, terrain: 'difficult', level: 0 }]);
    expect(ok(lof(rough, A, beyond))).toMatchObject({ clear: true, hindered: true });
    const high = arena([
      { ...middle, terrain: 'difficult', level: 0 },
      { ...beyond, terrain: 'clear', level: 1 },
    ]);
    expect(ok(lof(high, A, beyond)).hindered).toBe(false);
    // Water is moved and fired across as clear terrain (Terrain p.10); elevation alone does not block.
    const wet = arena([{ ...middle, terrain: 'water', level: 1 }]);
    expect(ok(lof(wet, A, beyond))).toMatchObject({ clear: true, hindered: false, cover: false });
  });

  it('the engine prefers a clear chain, then the best modifier, among the shortest', () => {
    // Difficult terrain west, nothing east: the eastern chain avoids the −1.
    const a = arena([
      { x: 7, y: 11, terrain: 'difficult', level: 0 },
      { x: 7, y: 12, terrain: 'difficult', level: 0 },
    ]);
    const r = ok(lof(a, A, beyond));
    expect(r.hindered).toBe(false);
    // Blocking east, clear west.
    const b = arena([
      { x: 9, y: 11, terrain: 'blocking', level: 0 },
      { x: 9, y: 12, terrain: 'blocking', level: 0 },
    ]);
    expect(ok(lof(b, A, beyond))).toMatchObject({ clear: true, chain: ['7,11:1', '7,11:2', '7,12:1', '7,12:2'] });
    // Nothing to choose between: the lowest list of ids.
    expect(ok(lof(arena(), A, beyond)).chain).toEqual(['7,11:1', '7,11:2', '7,12:1', '7,12:2']);
  });

  it('rear arc: +2 when a hexside of the chain is in the target’s rear arc (§3.3.2, §5.6)', () => {
    const T = neighbour(A, 3); // south: the shared side is the target's side 0
    expect(ok(lof(arena(), A, T, { rear: [0] })).rear).toBe(true);
    expect(ok(lof(arena(), A, T, { rear: [3] })).rear).toBe(false);
    expect(ok(lof(arena(), A, T)).rear).toBe(false); // no arcs (objective token)
    // Farther away the engine ends the chain on a rear side when a shortest chain can.
    const far = { x: 12, y: 10 };
    for (const rear of [[4], [5]] as Direction[][]) {
      const r = ok(lof(arena(), A, far, { rear }));
      expect(r.rear).toBe(true);
      expect(r.chain[r.chain.length - 1]).toBe(sideId(far, rear[0]));
    }
    expect(ok(lof(arena(), A, far, { rear: [1, 2] })).rear).toBe(false);
  });

  it('front arc: the shortest chain must leave by a front hexside, else there is no line of fire', () => {
    const north = computedArcSets(180, 0, 0); // front sides 5, 0, 1
    expect(north.lofFront).toEqual([0, 1, 5]);
    const behind = lof(arena(), A, beyond, { arcs: north });
    expect('error' in behind && behind.error).toMatch(/front hexside/);
    const adjacentBehind = lof(arena(), A, neighbour(A, 3), { arcs: north });
    expect('error' in adjacentBehind).toBe(true);
    const ahead = ok(lof(arena(), A, { x: 8, y: 8 }, { arcs: north }));
    expect(ahead.range).toBe(4);
    expect(startsAtFront(ahead.chain, A, north)).toBe(true);
    // Turned round, the same unit fires at the hex behind it.
    expect(ok(lof(arena(), A, beyond, { arcs: computedArcSets(180, 0, 6) })).range).toBe(4);
    // A named chain leaving by a side outside the front arc is refused.
    const r = lof(arena(), A, { x: 8, y: 8 }, { arcs: { ...north, lofFront: [0] }, named: ['7,10:2', '7,10:1', '7,9:2', '7,9:1'] });
    expect('error' in r && r.error).toMatch(/front hexside/);
  });

  it('indirect fire and Streak measure the chain ignoring terrain and units', () => {
    const a = arena([
      { ...middle, terrain: 'blocking', level: 0 },
      { x: 7, y: 11, terrain: 'difficult', level: 0 },
    ]);
    const r = ok(
      lof(a, A, beyond, {
        mode: 'ignoreTerrainAndUnits',
        units: [
          { x: 9, y: 11 },
          { x: 7, y: 12 },
        ],
        rear: [0, 1, 5],
      }),
    );
    expect(r).toMatchObject({ range: 4, clear: true, hindered: false, cover: false, rear: true });
  });

  it('off the arena is empty clear ground, and chains may run along the outer edge', () => {
    // Along the west edge, with the inner side walled off.
    const a = arena([
      { x: 2, y: 6, terrain: 'blocking', level: 0 },
      { x: 2, y: 7, terrain: 'blocking', level: 0 },
    ]);
    const r = ok(lof(a, { x: 1, y: 5 }, { x: 1, y: 7 }));
    expect(r.clear).toBe(true);
    expect(r.chain.some((s) => hexesOfSide(s).some((h) => !onArena(a, h)))).toBe(true);
  });

  it('reports what is wrong with a named chain or the hexes', () => {
    const a = arena();
    const T = { x: 12, y: 10 };
    const seven = ok(lof(a, A, T)).chain;
    const broken = [seven[0], seven[2], ...seven.slice(3)];
    expect(lof(a, A, T, { named: broken })).toEqual({ error: expect.stringMatching(/do not share a corner/) });
    expect(lof(a, A, T, { named: seven.slice(0, 6) })).toEqual({ error: expect.stringMatching(/does not end at a hexside of the target/) });
    expect(lof(a, A, T, { named: ['x'] })).toEqual({ error: expect.stringMatching(/not a hexside/) });
    expect(lof(a, A, T, { named: [] })).toEqual({ error: expect.stringMatching(/names no hexside/) });
    expect(lof(a, A, T, { named: [seven[0], seven[1], seven[0]] })).toEqual({ error: expect.stringMatching(/twice/) });
    expect(lof(a, A, A)).toEqual({ error: expect.stringMatching(/share a hex/) });
    expect(lof(a, { x: 0, y: 3 }, T)).toEqual({ error: expect.stringMatching(/not on the arena/) });
    expect(chainProblem(a, seven, A, [0, 1, 2, 3, 4, 5], T)).toBeNull();
  });

  it('names the chain with canonical ids whatever name the player used', () => {
    const T = neighbour(A, 4);
    const fromTarget = `${T.x},${T.y}:1`; // the same side named from the target's hex
    expect(ok(lof(arena(), A, T, { named: [fromTarget] })).chain).toEqual([sideId(A, 4)]);
  });

  it('Charge (§5.1, A49): crossing difficult, blocking or elevated terrain counts, water does not', () => {
    const a = arena([
      { x: 7, y: 11, terrain: 'difficult', level: 0 },
      { x: 9, y: 11, terrain: 'water', level: 0 },
      { x: 9, y: 12, terrain: 'water', level: 0 },
      { x: 3, y: 3, terrain: 'clear', level: 1 },
    ]);
    expect(chargeLineCrossesTerrain(a, ['7,11:1', '7,11:2', '7,12:1', '7,12:2'])).toBe(true);
    expect(chargeLineCrossesTerrain(a, ['8,10:2', '8,11:1', '8,11:2', '8,12:1'])).toBe(false);
    expect(chargeLineCrossesTerrain(a, [sideId({ x: 3, y: 3 }, 0)])).toBe(true);
    expect(chargeLineCrossesTerrain(a, [sideId({ x: 12, y: 12 }, 0)])).toBe(false);
    const north = computedArcSets(180, 0, 0);
    expect(startsAtFront([sideId(A, 0)], A, north)).toBe(true);
    expect(startsAtFront([sideId(A, 3)], A, north)).toBe(false);
    expect(startsAtFront([sideId({ x: 1, y: 1 }, 0)], A, north)).toBe(false);
    expect(startsAtFront([], A, north)).toBe(false);
  });

  it('property: a 360° unit always has a line, its range is the shortest chain, at least the hex distance, and the same both ways', () => {
    const small = fc.record({
      width: fc.integer({ min: 2, max: 9 }),
      length: fc.integer({ min: 2, max: 9 }),
    });
    fc.assert(
      fc.property(
        small.chain(({ width, length }) =>
          fc.record({
            width: fc.constant(width),
            length: fc.constant(length),
            a: fc.record({ x: fc.integer({ min: 1, max: width }), y: fc.integer({ min: 1, max: length }) }),
            t: fc.record({ x: fc.integer({ min: 1, max: width }), y: fc.integer({ min: 1, max: length }) }),
            terrain: fc.array(
              fc.record({
                x: fc.integer({ min: 1, max: width }),
                y: fc.integer({ min: 1, max: length }),
                terrain: fc.constantFrom('clear', 'difficult', 'blocking', 'water' as const),
                level: fc.constantFrom(0, 1, 'steep' as const),
              }),
              { maxLength: 12 },
            ),
            units: fc.array(fc.record({ x: fc.integer({ min: 1, max: width }), y: fc.integer({ min: 1, max: length }) }), { maxLength: 6 }),
          }),
        ),
        ({ width, length, a: A0, t: T0, terrain, units }) => {
          fc.pre(!sameHex(A0, T0));
          const seen = new Set<string>();
          const hexes = terrain.filter((h) => !seen.has(`${h.x},${h.y}`) && seen.add(`${h.x},${h.y}`)) as ArenaHex[];
          const a = arena(hexes, width, length);
          const r = ok(lof(a, A0, T0, { units }));
          expect(r.range).toBeGreaterThanOrEqual(hexDistance(A0, T0));
          expect(r.range).toBe(oracleLength(a, A0, DIRECTIONS, T0));
          expect(r.chain).toHaveLength(r.range);
          expect(validChain(a, r.chain, A0, T0)).toBe(true);
          expect(ok(lof(a, T0, A0, { units })).range).toBe(r.range);
          expect(hexsideDistance(a, A0, T0)).toBe(r.range);
          // Naming the chosen chain gives the same verdict.
          expect(ok(lof(a, A0, T0, { units, named: r.chain }))).toEqual(r);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: the chosen chain is the most favourable of all the shortest chains', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.integer({ min: 1, max: 6 }), y: fc.integer({ min: 1, max: 6 }) }),
        fc.record({ x: fc.integer({ min: 1, max: 6 }), y: fc.integer({ min: 1, max: 6 }) }),
        fc.array(
          fc.record({
            x: fc.integer({ min: 1, max: 6 }),
            y: fc.integer({ min: 1, max: 6 }),
            terrain: fc.constantFrom('difficult', 'blocking' as const),
            level: fc.constant(0 as const),
          }),
          { maxLength: 8 },
        ),
        fc.array(fc.record({ x: fc.integer({ min: 1, max: 6 }), y: fc.integer({ min: 1, max: 6 }) }), { maxLength: 5 }),
        fc.subarray([0, 1, 2, 3, 4, 5] as Direction[]),
        (A0, T0, terrain, units, rear) => {
          fc.pre(!sameHex(A0, T0) && hexDistance(A0, T0) <= 4);
          const seen = new Set<string>();
          const a = arena(
            terrain.filter((h) => !seen.has(`${h.x},${h.y}`) && seen.add(`${h.x},${h.y}`)),
            6,
            6,
          );
          const best = ok(lof(a, A0, T0, { units, rear }));
          const score = (r: LineOfFire) => (r.clear ? 100 : 0) + (r.rear ? 2 : 0) - (r.hindered ? 1 : 0) - (r.cover ? 2 : 0);
          for (const chain of oracleChains(a, A0, T0)) {
            const other = ok(lof(a, A0, T0, { units, rear, named: chain }));
            expect(score(other)).toBeLessThanOrEqual(score(best));
            if (score(other) === score(best) && chain.join('|') !== best.chain.join('|')) {
              const i = chain.findIndex((s, k) => s !== best.chain[k]);
              expect(best.chain[i] < chain[i]).toBe(true);
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('is fast enough for a 16 × 20 arena', () => {
    const hexes: ArenaHex[] = [];
    for (let x = 2; x <= 15; x += 3)
      for (let y = 2; y <= 19; y += 4) hexes.push({ x, y, terrain: (x + y) % 2 ? 'difficult' : 'blocking', level: 0 });
    const a = arena(hexes);
    const started = process.hrtime.bigint();
    let n = 0;
    for (let i = 0; i < 300; i++) {
      const from = { x: 1 + (i % 16), y: 1 + ((i * 7) % 20) };
      const to = { x: 16 - ((i * 3) % 16), y: 20 - ((i * 11) % 20) };
      if (sameHex(from, to)) continue;
      ok(
        lof(a, from, to, {
          units: [
            { x: 8, y: 8 },
            { x: 9, y: 12 },
          ],
        }),
      );
      n++;
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(n).toBeGreaterThan(250);
    expect(ms / n).toBeLessThan(20);
  });
});
