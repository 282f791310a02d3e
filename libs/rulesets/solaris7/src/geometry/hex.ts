/**
 * Hexes, hexsides and corners of a Solaris VII arena [§2.18, §3.2, Terrain p.10–11].
 *
 * Layout (model.ts, A12): flat-topped hexes, x = column 1..width, y = row 1..length, rows
 * growing southwards, odd columns half a hex higher than even ones ("odd-q"). Arithmetic is
 * done in cube coordinates (q, r, s with q + r + s = 0), where the six neighbours are fixed
 * offsets; the offset coordinates are only the names printed on the map.
 *
 * Hexsides and corners are first-class because range and line of fire are counted in
 * hexsides, not hexes (§3.3.2, A12): the corners are the vertices and the hexsides the edges
 * of the honeycomb graph that line-of-fire.ts walks. Hexes outside the arena still have
 * coordinates (x = 0, y = length + 1, …): the arena's outer hexsides are named from them.
 */
import type { Arena, Direction, Hex, HexsideId, Level, TerrainType } from '../model';

/** Cube coordinates of a hex (q + r + s = 0). */
export interface Cube {
  q: number;
  r: number;
  s: number;
}

/** The six hexside directions, clockwise from north (model.ts). */
export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/**
 * Cube offsets of the six neighbours of a flat-topped hex, indexed by Direction
 * (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW).
 */
const CUBE_STEP: readonly Cube[] = [
  { q: 0, r: -1, s: 1 },
  { q: 1, r: -1, s: 0 },
  { q: 1, r: 0, s: -1 },
  { q: 0, r: 1, s: -1 },
  { q: -1, r: 1, s: 0 },
  { q: -1, r: 0, s: 1 },
];

/** Turns any integer into a Direction (mod 6). */
export function dirMod(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

export function opposite(dir: Direction): Direction {
  return dirMod(dir + 3);
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * Offset → cube. With c = x − 1 (0-based column), columns with even c (x odd) are the
 * higher ones, which is the classic odd-q layout in 0-based terms.
 */
export function toCube(hex: Hex): Cube {
  const c = hex.x - 1;
  const row = hex.y - 1;
  const q = c;
  const r = row - (c - (c & 1)) / 2;
  return { q, r, s: -q - r };
}

export function fromCube(cube: Cube): Hex {
  const c = cube.q;
  const row = cube.r + (c - (c & 1)) / 2;
  return { x: c + 1, y: row + 1 };
}

/** The hex across side `dir` of `hex` (it may be off the arena). */
export function neighbour(hex: Hex, dir: Direction): Hex {
  const c = toCube(hex);
  const d = CUBE_STEP[dir];
  return fromCube({ q: c.q + d.q, r: c.r + d.r, s: c.s + d.s });
}

export function neighbours(hex: Hex): Hex[] {
  return DIRECTIONS.map((d) => neighbour(hex, d));
}

/** The side of `a` that `b` lies across, or null when the hexes are not adjacent. */
export function directionBetween(a: Hex, b: Hex): Direction | null {
  const ca = toCube(a);
  const cb = toCube(b);
  const dq = cb.q - ca.q;
  const dr = cb.r - ca.r;
  for (const d of DIRECTIONS) {
    if (CUBE_STEP[d].q === dq && CUBE_STEP[d].r === dr) return d;
  }
  return null;
}

/** Number of hex steps between two hexes (used for "within 1–2 hexes" effects such as AMS). */
export function hexDistance(a: Hex, b: Hex): number {
  const ca = toCube(a);
  const cb = toCube(b);
  return Math.max(Math.abs(ca.q - cb.q), Math.abs(ca.r - cb.r), Math.abs(ca.s - cb.s));
}

export function adjacent(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/** §2.18: the arena is width × length hexes, 1-based. */
export function onArena(arena: Pick<Arena, 'width' | 'length'>, hex: Hex): boolean {
  return Number.isInteger(hex.x) && Number.isInteger(hex.y) && hex.x >= 1 && hex.x <= arena.width && hex.y >= 1 && hex.y <= arena.length;
}

export interface HexTerrain {
  terrain: TerrainType;
  level: Level;
}

const CLEAR: HexTerrain = { terrain: 'clear', level: 0 };

/**
 * The terrain of a hex. Unlisted hexes are clear level ground (model.ts, §2.18); so are hexes
 * off the arena, which only ever matter as the outer neighbour of an edge hexside.
 */
export function hexAt(arena: Pick<Arena, 'hexes'>, hex: Hex): HexTerrain {
  const found = arena.hexes.find((h) => h.x === hex.x && h.y === hex.y);
  return found ? { terrain: found.terrain, level: found.level } : CLEAR;
}

/**
 * A lookup table for code that asks about many hexes (line of fire, paths); same answers as
 * `hexAt`.
 */
export function terrainLookup(arena: Pick<Arena, 'hexes'>): (hex: Hex) => HexTerrain {
  const table = new Map<string, HexTerrain>();
  for (const h of arena.hexes) table.set(`${h.x},${h.y}`, { terrain: h.terrain, level: h.level });
  return (hex) => table.get(`${hex.x},${hex.y}`) ?? CLEAR;
}

/** Terrain p.10–11: one ring (1) and two rings ('steep') are the same single height above the arena. */
export function isElevated(level: Level): boolean {
  return level !== 0;
}

/** Terrain p.10: regular and steep elevated terrain are the same level (A7). */
export function sameLevel(a: Level, b: Level): boolean {
  return isElevated(a) === isElevated(b);
}

/** §3.2 base contact: adjacent hexes on the same level (A7). */
export function inBaseContact(arena: Pick<Arena, 'hexes'>, a: Hex, b: Hex): boolean {
  return adjacent(a, b) && sameLevel(hexAt(arena, a).level, hexAt(arena, b).level);
}

/**
 * Terrain p.11: units at different heights may melee each other, so melee needs adjacency
 * only — except that an attacker on level ground cannot melee a target on steep elevated
 * terrain (A7).
 */
export function canMeleeAcross(arena: Pick<Arena, 'hexes'>, attackerHex: Hex, targetHex: Hex): boolean {
  if (!adjacent(attackerHex, targetHex)) return false;
  const from = hexAt(arena, attackerHex).level;
  const to = hexAt(arena, targetHex).level;
  return !(from === 0 && to === 'steep');
}

// ---------------------------------------------------------------------------------------
// Hexsides
// ---------------------------------------------------------------------------------------

const SIDE_PATTERN = /^(-?\d+),(-?\d+):([0-5])$/;

/** Reads "x,y:d" (any of the two names of a side); null when it is not a hexside name. */
export function parseSide(id: HexsideId): { hex: Hex; dir: Direction } | null {
  const m = SIDE_PATTERN.exec(id);
  if (!m) return null;
  return { hex: { x: Number(m[1]), y: Number(m[2]) }, dir: Number(m[3]) as Direction };
}

/**
 * The canonical name of side `dir` of `hex`: every side is named from the hex for which it
 * is side 0, 1 or 2 (N, NE, SE), so both hexes a side separates give the same id.
 */
export function sideId(hex: Hex, dir: Direction): HexsideId {
  if (dir <= 2) return `${hex.x},${hex.y}:${dir}`;
  const n = neighbour(hex, dir);
  return `${n.x},${n.y}:${dir - 3}`;
}

/** model.ts: two names of one side are equal after `canonicalSide`. Null for a malformed id. */
export function canonicalSide(id: HexsideId): HexsideId | null {
  const p = parseSide(id);
  return p ? sideId(p.hex, p.dir) : null;
}

/** The two hexes a side separates: the naming hex first, then the hex across it. */
export function hexesOfSide(id: HexsideId): [Hex, Hex] {
  const p = parseSide(id);
  if (!p) throw new Error(`not a hexside id: ${id}`);
  return [p.hex, neighbour(p.hex, p.dir)];
}

/** The six sides of a hex, indexed by Direction. */
export function sidesOfHex(hex: Hex): HexsideId[] {
  return DIRECTIONS.map((d) => sideId(hex, d));
}

/** Which side of `hex` the side `id` is, or null when it is not one of its sides. */
export function sideDirection(id: HexsideId, hex: Hex): Direction | null {
  const c = canonicalSide(id);
  if (c === null) return null;
  for (const d of DIRECTIONS) if (sideId(hex, d) === c) return d;
  return null;
}

export function isSideOf(id: HexsideId, hex: Hex): boolean {
  return sideDirection(id, hex) !== null;
}

// ---------------------------------------------------------------------------------------
// Corners: corner j of a hex lies between side j and side j + 1 (mod 6), i.e. at 60·j + 30
// degrees clockwise from north. Corner 1 points due east and corner 4 due west; every corner
// of the honeycomb is the east corner or the west corner of exactly one hex, which gives it a
// canonical name "x,y:E" / "x,y:W".
// ---------------------------------------------------------------------------------------

/** A corner of the honeycomb, canonically "x,y:E" or "x,y:W". */
export type CornerId = string;

const CORNER_PATTERN = /^(-?\d+),(-?\d+):([EW])$/;

/** Canonical name of corner `j` (0..5) of `hex`. */
export function cornerId(hex: Hex, j: Direction): CornerId {
  switch (j) {
    case 1:
      return `${hex.x},${hex.y}:E`;
    case 4:
      return `${hex.x},${hex.y}:W`;
    case 0: {
      // Between N and NE: the west corner of the NE neighbour.
      const n = neighbour(hex, 1);
      return `${n.x},${n.y}:W`;
    }
    case 2: {
      // Between SE and S: the west corner of the SE neighbour.
      const n = neighbour(hex, 2);
      return `${n.x},${n.y}:W`;
    }
    case 3: {
      // Between S and SW: the east corner of the SW neighbour.
      const n = neighbour(hex, 4);
      return `${n.x},${n.y}:E`;
    }
    default: {
      // 5, between NW and N: the east corner of the NW neighbour.
      const n = neighbour(hex, 5);
      return `${n.x},${n.y}:E`;
    }
  }
}

/** Reads a corner id into the hex it is named from and that hex's corner number (1 or 4). */
export function parseCorner(id: CornerId): { hex: Hex; corner: Direction } | null {
  const m = CORNER_PATTERN.exec(id);
  if (!m) return null;
  return { hex: { x: Number(m[1]), y: Number(m[2]) }, corner: m[3] === 'E' ? 1 : 4 };
}

/** The three hexes meeting at a corner. */
export function hexesOfCorner(id: CornerId): [Hex, Hex, Hex] {
  const p = parseCorner(id);
  if (!p) throw new Error(`not a corner id: ${id}`);
  return [p.hex, neighbour(p.hex, p.corner), neighbour(p.hex, dirMod(p.corner + 1))];
}

/** The two ends of a side: side d of a hex runs from its corner d − 1 to its corner d. */
export function cornersOfSide(id: HexsideId): [CornerId, CornerId] {
  const p = parseSide(id);
  if (!p) throw new Error(`not a hexside id: ${id}`);
  return [cornerId(p.hex, dirMod(p.dir - 1)), cornerId(p.hex, p.dir)];
}

/** The three sides meeting at a corner (the edges of the honeycomb graph at that vertex). */
export function sidesOfCorner(id: CornerId): [HexsideId, HexsideId, HexsideId] {
  const p = parseCorner(id);
  if (!p) throw new Error(`not a corner id: ${id}`);
  const j = p.corner;
  const a = neighbour(p.hex, j);
  const b = neighbour(p.hex, dirMod(j + 1));
  return [sideId(p.hex, j), sideId(p.hex, dirMod(j + 1)), sideId(a, directionBetween(a, b) as Direction)];
}

/** Two distinct sides meet when they share a corner (consecutive sides of a line of fire, A12). */
export function sidesMeet(a: HexsideId, b: HexsideId): boolean {
  const ca = canonicalSide(a);
  const cb = canonicalSide(b);
  if (ca === null || cb === null || ca === cb) return false;
  const [a1, a2] = cornersOfSide(ca);
  const [b1, b2] = cornersOfSide(cb);
  return a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2;
}
