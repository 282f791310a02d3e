import fc from 'fast-check';
import type { Arena, ArenaHex, Direction, Hex } from '../model';
import {
  canMeleeAcross,
  canonicalSide,
  cornerId,
  cornersOfSide,
  DIRECTIONS,
  directionBetween,
  dirMod,
  fromCube,
  hexAt,
  hexDistance,
  hexesOfCorner,
  hexesOfSide,
  inBaseContact,
  neighbour,
  onArena,
  opposite,
  parseCorner,
  sameLevel,
  sideDirection,
  sideId,
  sidesMeet,
  sidesOfCorner,
  sidesOfHex,
  toCube,
} from './hex';

const arena = (hexes: ArenaHex[] = [], width = 16, length = 20): Arena => ({ id: 't', name: 't', width, length, hexes, zones: {} });
const hexArb = fc.record({ x: fc.integer({ min: -3, max: 25 }), y: fc.integer({ min: -3, max: 25 }) });
const dirArb = fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5);
const key = (h: Hex) => `${h.x},${h.y}`;

describe('Solaris VII hexes (model.ts odd-q layout, A12)', () => {
  it('neighbours of a lower (even) column and a higher (odd) column', () => {
    expect(DIRECTIONS.map((d) => neighbour({ x: 2, y: 2 }, d))).toEqual([
      { x: 2, y: 1 },
      { x: 3, y: 2 },
      { x: 3, y: 3 },
      { x: 2, y: 3 },
      { x: 1, y: 3 },
      { x: 1, y: 2 },
    ]);
    expect(DIRECTIONS.map((d) => neighbour({ x: 3, y: 2 }, d))).toEqual([
      { x: 3, y: 1 },
      { x: 4, y: 1 },
      { x: 4, y: 2 },
      { x: 3, y: 3 },
      { x: 2, y: 2 },
      { x: 2, y: 1 },
    ]);
  });

  it('cube coordinates round-trip and sum to zero', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        const c = toCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(fromCube(c)).toEqual(h);
      }),
    );
  });

  it('directionBetween inverts neighbour; the way back is the opposite side', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (h, d) => {
        const n = neighbour(h, d);
        expect(directionBetween(h, n)).toBe(d);
        expect(directionBetween(n, h)).toBe(opposite(d));
        expect(hexDistance(h, n)).toBe(1);
      }),
    );
    expect(directionBetween({ x: 2, y: 2 }, { x: 2, y: 4 })).toBeNull();
    expect(directionBetween({ x: 2, y: 2 }, { x: 2, y: 2 })).toBeNull();
  });

  it('hexDistance is a metric', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, a)).toBe(0);
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
    expect(hexDistance({ x: 1, y: 1 }, { x: 1, y: 5 })).toBe(4);
    expect(hexDistance({ x: 1, y: 1 }, { x: 5, y: 1 })).toBe(4);
  });

  it('onArena and hexAt: 1-based bounds, unlisted hexes are clear level ground (§2.18)', () => {
    const a = arena([{ x: 3, y: 4, terrain: 'difficult', level: 1 }], 5, 6);
    expect(onArena(a, { x: 1, y: 1 })).toBe(true);
    expect(onArena(a, { x: 5, y: 6 })).toBe(true);
    expect(onArena(a, { x: 0, y: 1 })).toBe(false);
    expect(onArena(a, { x: 6, y: 1 })).toBe(false);
    expect(onArena(a, { x: 1, y: 7 })).toBe(false);
    expect(onArena(a, { x: 1.5, y: 1 })).toBe(false);
    expect(hexAt(a, { x: 3, y: 4 })).toEqual({ terrain: 'difficult', level: 1 });
    expect(hexAt(a, { x: 2, y: 2 })).toEqual({ terrain: 'clear', level: 0 });
  });
});

describe('Solaris VII hexsides and corners (A12)', () => {
  it('a side has one canonical id from both of its hexes', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (h, d) => {
        const id = sideId(h, d);
        expect(sideId(neighbour(h, d), opposite(d))).toBe(id);
        expect(canonicalSide(`${h.x},${h.y}:${d}`)).toBe(id);
        const [a, b] = hexesOfSide(id);
        expect([key(a), key(b)].sort()).toEqual([key(h), key(neighbour(h, d))].sort());
        expect(sideDirection(id, h)).toBe(d);
      }),
    );
    expect(canonicalSide('nonsense')).toBeNull();
    expect(new Set(sidesOfHex({ x: 4, y: 4 })).size).toBe(6);
  });

  it('the arena’s outer edge has sides too, named from the hex beyond', () => {
    expect(sideId({ x: 1, y: 1 }, 0)).toBe('1,1:0');
    expect(sideId({ x: 2, y: 20 }, 3)).toBe('2,21:0');
    expect(hexesOfSide('2,21:0')).toEqual([
      { x: 2, y: 21 },
      { x: 2, y: 20 },
    ]);
  });

  it('corner j lies between side j and side j + 1, and the three hexes around it name it alike', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (h, j) => {
        const c = cornerId(h, j);
        expect(cornerId(neighbour(h, j), dirMod(j + 2))).toBe(c);
        expect(cornerId(neighbour(h, dirMod(j + 1)), dirMod(j + 4))).toBe(c);
        expect(hexesOfCorner(c).map(key).sort()).toEqual([h, neighbour(h, j), neighbour(h, dirMod(j + 1))].map(key).sort());
        expect(cornersOfSide(sideId(h, j))).toContain(c);
        expect(cornersOfSide(sideId(h, dirMod(j + 1)))).toContain(c);
      }),
    );
    expect(parseCorner(cornerId({ x: 3, y: 3 }, 1))).toEqual({ hex: { x: 3, y: 3 }, corner: 1 });
  });

  it('honeycomb graph: three sides meet at each corner, each side has two corners', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (h, d) => {
        const id = sideId(h, d);
        const [c1, c2] = cornersOfSide(id);
        expect(c1).not.toBe(c2);
        for (const c of [c1, c2]) {
          const sides = sidesOfCorner(c);
          expect(new Set(sides).size).toBe(3);
          expect(sides).toContain(id);
          for (const s of sides) expect(cornersOfSide(s)).toContain(c);
          for (const s of sides) if (s !== id) expect(sidesMeet(id, s)).toBe(true);
        }
        // Consecutive sides of one hex meet; opposite sides do not.
        expect(sidesMeet(id, sideId(h, dirMod(d + 1)))).toBe(true);
        expect(sidesMeet(id, sideId(h, dirMod(d + 3)))).toBe(false);
        expect(sidesMeet(id, id)).toBe(false);
      }),
    );
  });
});

describe('Solaris VII levels, base contact and melee reach (Terrain p.10–11, A7)', () => {
  const a = arena([
    { x: 5, y: 4, terrain: 'clear', level: 1 },
    { x: 5, y: 6, terrain: 'clear', level: 'steep' },
    { x: 6, y: 5, terrain: 'water', level: 1 },
  ]);
  const centre = { x: 5, y: 5 }; // level ground: N (5,4) elevated, S (5,6) steep, SE (6,5) elevated water

  it('elevated and steep elevated are one level', () => {
    expect(sameLevel(1, 'steep')).toBe(true);
    expect(sameLevel(0, 0)).toBe(true);
    expect(sameLevel(0, 1)).toBe(false);
    expect(sameLevel('steep', 0)).toBe(false);
  });

  it('base contact needs adjacency on the same level (§3.2)', () => {
    expect(inBaseContact(a, centre, { x: 4, y: 5 })).toBe(true);
    expect(inBaseContact(a, centre, { x: 5, y: 4 })).toBe(false);
    expect(inBaseContact(a, { x: 5, y: 4 }, { x: 6, y: 5 })).toBe(false); // not adjacent
    expect(inBaseContact(a, { x: 5, y: 6 }, { x: 6, y: 5 })).toBe(true); // steep next to elevated
    expect(inBaseContact(a, centre, { x: 5, y: 7 })).toBe(false);
  });

  it('melee needs adjacency only, but not from level ground onto steep terrain', () => {
    expect(canMeleeAcross(a, centre, { x: 5, y: 4 })).toBe(true);
    expect(canMeleeAcross(a, { x: 5, y: 4 }, centre)).toBe(true);
    expect(canMeleeAcross(a, centre, { x: 5, y: 6 })).toBe(false);
    expect(canMeleeAcross(a, { x: 5, y: 6 }, centre)).toBe(true);
    expect(canMeleeAcross(a, { x: 6, y: 5 }, { x: 5, y: 6 })).toBe(true); // elevated → steep
    expect(canMeleeAcross(a, centre, { x: 5, y: 8 })).toBe(false);
  });
});
