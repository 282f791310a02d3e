/**
 * Line of fire and range [§3.3.2 "Ustalanie zasięgu", "Linia strzału", Fig. 3; Terrain
 * p.10–11; digest §5.2, §5.6, A12, A14; §5.1 Charge, A49].
 *
 * Range is counted in hexsides (§3.3.2). The engine's model (A12): corners are the vertices
 * and hexsides the edges of the honeycomb; a line of fire from the attacker's hex A to the
 * target's hex T is a chain of hexsides e1..en, e1 a side of A, en a side of T, each side
 * sharing a corner with the next, none repeated. Its length n is the range (adjacent hexes:
 * the shared side alone, n = 1).
 *
 * "Always use the shortest path" (§3.3.2, Fig. 3): only the shortest chains between the two
 * hexes count, and counting "starts at a hexside by the front arc", so the chain must leave A
 * through a side of its line-of-fire front set. When none of the shortest chains does, the
 * target lies outside the front arc and there is no line of fire (a longer chain bending
 * round to the front does not count — otherwise every unit could fire backwards).
 * Chains run on the arena: each of their sides is a side of at least one arena hex (the
 * outer edge included); hexes beyond the edge count as empty clear ground.
 *
 * Each side of the chain is judged by the two hexes it separates, the attacker's and the
 * target's own hexes left out (A14):
 * - blocked: one of them is blocking terrain, unless the attacker or the target is on
 *   elevated terrain (§3.3.2, Terrain p.10–11); or both are occupied by units (§3.3.2);
 * - cover (−2 once): exactly one of them holds a unit (digest §5.2, §5.4 COVER);
 * - hindered (−1 once): one of them is difficult terrain, unless the attacker or the target
 *   is on elevated terrain (Terrain p.11);
 * - rear (+2 once): the side is one of the target's line-of-fire rear sides (§3.3.2 rear-arc
 *   modifier, §5.6).
 * Indirect fire and Streak missiles measure the chain "ignoring terrain and units other
 * than the target" (§3.3.2, Equip): mode 'ignoreTerrainAndUnits'.
 */
import type { Arena, ArcSets, Direction, Hex, HexsideId } from '../model';
import {
  canonicalSide,
  DIRECTIONS,
  hexAt,
  hexesOfSide,
  isElevated,
  neighbour,
  onArena,
  parseSide,
  sameHex,
  sideDirection,
  sidesMeet,
  terrainLookup,
} from './hex';

export type LofMode = 'direct' | 'ignoreTerrainAndUnits';

export interface LofInput {
  arena: Arena;
  attacker: {
    hex: Hex;
    /** Only `lofFront` matters: the sides the line may leave by. */
    arcs: ArcSets;
    /** Defaults to the attacker's hex being elevated (level 1 or steep). */
    elevated?: boolean;
  };
  target: {
    hex: Hex;
    /** The target's line-of-fire rear sides; none for targets without arcs (objective tokens). */
    rearArcs?: Direction[];
    /** Defaults to the target's hex being elevated. */
    elevated?: boolean;
  };
  /** Every unit's hex, attacker and target included; objective tokens are not units here. */
  occupied: Hex[];
  mode: LofMode;
  /** A chain the player names among the shortest ones (A12). */
  named?: HexsideId[];
}

export interface LineOfFire {
  /** Number of hexsides of the chain (§3.3.2). */
  range: number;
  /** Canonical hexside ids, from the attacker's side to the target's. */
  chain: HexsideId[];
  /** No side blocked. */
  clear: boolean;
  /** Some side runs along difficult terrain (−1). */
  hindered: boolean;
  /** Some side has a unit on exactly one side (−2). */
  cover: boolean;
  /** Some side is in the target's rear arc (+2). */
  rear: boolean;
}

export type LofResult = LineOfFire | { error: string };

const BLOCKED = 1;
const HINDERED = 2;
const COVER = 4;
const REAR = 8;

/** §3.3.2: each ranged modifier counts once per attack. */
function modifierOf(flags: number): number {
  return (flags & REAR ? 2 : 0) - (flags & HINDERED ? 1 : 0) - (flags & COVER ? 2 : 0);
}

// ---------------------------------------------------------------------------------------
// The honeycomb of one arena: the sides of its hexes and the corners they run between.
// Edges and corners get dense numeric keys so that a search over a whole arena stays cheap:
// edge (x, y, d) is side d ∈ {0, 1, 2} of the hex naming it canonically (hex.ts), corner
// (x, y, E|W) the east or west corner of a hex.
// ---------------------------------------------------------------------------------------

interface Honeycomb {
  width: number;
  length: number;
  /** Number of edge keys (some unused). */
  size: number;
  /** Edge key → 1 when it is a side of an arena hex. */
  valid: Uint8Array;
  /** Edge key → its two corners (vertex keys) at 2e, 2e + 1. */
  ends: Int32Array;
  /** Vertex key → up to three edges at 3v..3v + 2, −1 for none. */
  at: Int32Array;
  /** Edge key → canonical id, filled on demand. */
  names: Map<number, HexsideId>;
  /** Hex key → `remaining` towards that hex, filled on demand: never written once made. */
  towards: Map<number, Int32Array>;
}

function edgeKey(g: Pick<Honeycomb, 'length'>, x: number, y: number, d: number): number {
  return (x * (g.length + 2) + y) * 3 + d;
}

function vertexKey(g: Pick<Honeycomb, 'length'>, hex: Hex, east: boolean): number {
  return ((hex.x + 1) * (g.length + 4) + (hex.y + 1)) * 2 + (east ? 0 : 1);
}

function edgeHex(g: Honeycomb, e: number): { hex: Hex; dir: Direction } {
  const d = e % 3;
  const xy = (e - d) / 3;
  const y = xy % (g.length + 2);
  return { hex: { x: (xy - y) / (g.length + 2), y }, dir: d as Direction };
}

/** The graph edge of side `dir` of `hex`, or −1 when that side is not on the arena. */
function edgeOf(g: Honeycomb, hex: Hex, dir: Direction): number {
  const [h, d] = dir <= 2 ? [hex, dir] : [neighbour(hex, dir), dir - 3];
  if (h.x < 0 || h.y < 0 || h.x > g.width + 1 || h.y > g.length + 1) return -1;
  const e = edgeKey(g, h.x, h.y, d);
  return g.valid[e] ? e : -1;
}

function edgeOfId(g: Honeycomb, id: HexsideId): number {
  const p = parseSide(id);
  return p ? edgeOf(g, p.hex, p.dir) : -1;
}

function idOf(g: Honeycomb, e: number): HexsideId {
  let id = g.names.get(e);
  if (id === undefined) {
    const { hex, dir } = edgeHex(g, e);
    id = `${hex.x},${hex.y}:${dir}`;
    g.names.set(e, id);
  }
  return id;
}

function hexesOfEdge(g: Honeycomb, e: number): [Hex, Hex] {
  const { hex, dir } = edgeHex(g, e);
  return [hex, neighbour(hex, dir)];
}

/**
 * The honeycomb of an arena's size, made once: it depends on the width and length alone, and
 * every line of fire, range and distance asks for it (many times an order, more for "what may I
 * do now"). Few sizes are ever played; past `SIZES_KEPT` the oldest is let go.
 */
const HONEYCOMBS = new Map<string, Honeycomb>();
const SIZES_KEPT = 8;

function honeycombOf(arena: Pick<Arena, 'width' | 'length'>): Honeycomb {
  const key = `${arena.width}x${arena.length}`;
  let g = HONEYCOMBS.get(key);
  if (!g) {
    if (HONEYCOMBS.size >= SIZES_KEPT) HONEYCOMBS.delete(HONEYCOMBS.keys().next().value!);
    g = honeycomb(arena);
    HONEYCOMBS.set(key, g);
  }
  return g;
}

function honeycomb(arena: Pick<Arena, 'width' | 'length'>): Honeycomb {
  const { width, length } = arena;
  const size = (width + 2) * (length + 2) * 3;
  const vertices = (width + 4) * (length + 4) * 2;
  const g: Honeycomb = {
    width,
    length,
    size,
    valid: new Uint8Array(size),
    ends: new Int32Array(2 * size).fill(-1),
    at: new Int32Array(3 * vertices).fill(-1),
    names: new Map(),
    towards: new Map(),
  };
  const link = (v: number, e: number) => {
    for (let k = 3 * v; k < 3 * v + 3; k++) {
      if (g.at[k] === -1) {
        g.at[k] = e;
        return;
      }
    }
  };
  for (let x = 0; x <= width + 1; x++) {
    for (let y = 0; y <= length + 1; y++) {
      const hex = { x, y };
      const inside = onArena(arena, hex);
      for (const d of [0, 1, 2] as const) {
        // A side belongs to the arena when one of its two hexes does (outer edge included).
        if (!inside && !onArena(arena, neighbour(hex, d))) continue;
        const e = edgeKey(g, x, y, d);
        g.valid[e] = 1;
        // Side d runs from corner d − 1 to corner d (hex.ts): the canonical corner names.
        const [a, b] =
          d === 0
            ? [vertexKey(g, neighbour(hex, 5), true), vertexKey(g, neighbour(hex, 1), false)]
            : d === 1
              ? [vertexKey(g, neighbour(hex, 1), false), vertexKey(g, hex, true)]
              : [vertexKey(g, hex, true), vertexKey(g, neighbour(hex, 2), false)];
        g.ends[2 * e] = a;
        g.ends[2 * e + 1] = b;
        link(a, e);
        link(b, e);
      }
    }
  }
  return g;
}

/** The edges meeting at vertex v. */
function edgesAt(g: Honeycomb, v: number): number[] {
  const out: number[] = [];
  for (let k = 3 * v; k < 3 * v + 3; k++) if (g.at[k] !== -1) out.push(g.at[k]);
  return out;
}

/** The corner an edge leads to when entered from `v`. */
function otherEnd(g: Honeycomb, e: number, v: number): number {
  return g.ends[2 * e] === v ? g.ends[2 * e + 1] : g.ends[2 * e];
}

/** Directed state "just ran along edge e and stands at its corner v". */
function stateAt(g: Honeycomb, e: number, v: number): number {
  return 2 * e + (g.ends[2 * e] === v ? 0 : 1);
}

// ---------------------------------------------------------------------------------------

interface Context {
  g: Honeycomb;
  attacker: Hex;
  /** The judgement of one side (BLOCKED | HINDERED | COVER | REAR bits). */
  flagsOf: (e: number) => number;
}

function context(input: LofInput, g: Honeycomb): Context {
  const { arena, attacker, target, mode } = input;
  const terrain = terrainLookup(arena);
  const level = (h: Hex) => (onArena(arena, h) ? terrain(h).level : 0);
  // Terrain p.11: an attacker or target on elevated ground sees over blocking and difficult terrain.
  const high = (attacker.elevated ?? isElevated(level(attacker.hex))) || (target.elevated ?? isElevated(level(target.hex)));
  const units = new Set<string>();
  for (const h of input.occupied) {
    if (onArena(arena, h) && !sameHex(h, attacker.hex) && !sameHex(h, target.hex)) units.add(`${h.x},${h.y}`);
  }
  const rearEdges = new Set<number>();
  for (const d of target.rearArcs ?? []) {
    const e = edgeOf(g, target.hex, d);
    if (e !== -1) rearEdges.add(e);
  }
  const cache = new Map<number, number>();
  const judge = (e: number): number => {
    let flags = rearEdges.has(e) ? REAR : 0;
    if (mode === 'ignoreTerrainAndUnits') return flags;
    let count = 0;
    for (const h of hexesOfEdge(g, e)) {
      // A14: the attacker's and the target's own hexes never block, cover or hinder.
      if (sameHex(h, attacker.hex) || sameHex(h, target.hex)) continue;
      if (!onArena(arena, h)) continue; // beyond the edge: empty clear ground
      const t = terrain(h).terrain;
      if (t === 'blocking' && !high) flags |= BLOCKED;
      if (t === 'difficult' && !high) flags |= HINDERED;
      if (units.has(`${h.x},${h.y}`)) count++;
    }
    if (count === 2)
      flags |= BLOCKED; // §3.3.2: units on both sides of the hexside
    else if (count === 1) flags |= COVER;
    return flags;
  };
  const flagsOf = (e: number): number => {
    let f = cache.get(e);
    if (f === undefined) {
      f = judge(e);
      cache.set(e, f);
    }
    return f;
  };
  return { g, attacker: attacker.hex, flagsOf };
}

/**
 * For every directed state, how many more sides the shortest chain needs before its last
 * side is a side of T (0 when the side just run along is one). Reverse breadth-first search
 * from T's sides. Worked out once for each hex of each arena size (kept in the honeycomb): the
 * table is shared, read only.
 */
function remaining(g: Honeycomb, target: Hex): Int32Array {
  const key = target.x * (g.length + 2) + target.y;
  let rem = g.towards.get(key);
  if (!rem) g.towards.set(key, (rem = distancesTo(g, target)));
  return rem;
}

/** The breadth-first search behind `remaining`. */
function distancesTo(g: Honeycomb, target: Hex): Int32Array {
  const rem = new Int32Array(2 * g.size).fill(-1);
  const queue: number[] = [];
  for (const d of DIRECTIONS) {
    const e = edgeOf(g, target, d);
    for (const s of [2 * e, 2 * e + 1]) {
      rem[s] = 0;
      queue.push(s);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    const e = s >> 1;
    const start = g.ends[2 * e + 1 - (s & 1)];
    for (const p of edgesAt(g, start)) {
      if (p === e) continue;
      const pred = stateAt(g, p, start);
      if (rem[pred] === -1) {
        rem[pred] = rem[s] + 1;
        queue.push(pred);
      }
    }
  }
  return rem;
}

/** Shortest chain length leaving A through one of `dirs` (Infinity when none reaches T). */
function shortestFrom(g: Honeycomb, rem: Int32Array, hex: Hex, dirs: readonly Direction[]): number {
  let best = Infinity;
  for (const d of dirs) {
    const e = edgeOf(g, hex, d);
    if (e === -1) continue;
    for (const s of [2 * e, 2 * e + 1]) if (rem[s] >= 0) best = Math.min(best, 1 + rem[s]);
  }
  return best;
}

function lexLess(g: Honeycomb, a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return idOf(g, a[i]) < idOf(g, b[i]);
  }
  return a.length < b.length;
}

/** Clear first, then the best total modifier, then the lowest list of ids (A12). */
function better(g: Honeycomb, fa: number, a: number[], fb: number, b: number[]): boolean {
  const ca = fa & BLOCKED ? 0 : 1;
  const cb = fb & BLOCKED ? 0 : 1;
  if (ca !== cb) return ca > cb;
  const ma = modifierOf(fa);
  const mb = modifierOf(fb);
  if (ma !== mb) return ma > mb;
  return lexLess(g, a, b);
}

/**
 * The shortest chains of length L leaving A by a front side, searched layer by layer with one
 * entry per (directed state, flags so far) holding the lowest prefix: two prefixes reaching
 * the same state with the same flags finish the same way, so only the lower one can win.
 */
function bestChain(ctx: Context, rem: Int32Array, front: readonly Direction[], L: number): { chain: number[]; flags: number } | null {
  const { g } = ctx;
  let layer = new Map<number, { state: number; flags: number; chain: number[] }>();
  const put = (m: typeof layer, state: number, flags: number, chain: number[]) => {
    const key = state * 16 + flags;
    const old = m.get(key);
    if (!old || lexLess(g, chain, old.chain)) m.set(key, { state, flags, chain });
  };
  for (const d of front) {
    const e = edgeOf(g, ctx.attacker, d);
    if (e === -1) continue;
    for (const s of [2 * e, 2 * e + 1]) if (rem[s] === L - 1) put(layer, s, ctx.flagsOf(e), [e]);
  }
  for (let i = 1; i < L; i++) {
    const next: typeof layer = new Map();
    for (const { state, flags, chain } of layer.values()) {
      const e = state >> 1;
      const v = g.ends[state];
      for (const e2 of edgesAt(g, v)) {
        if (e2 === e) continue;
        const s2 = stateAt(g, e2, otherEnd(g, e2, v));
        if (rem[s2] !== L - i - 1) continue;
        put(next, s2, flags | ctx.flagsOf(e2), [...chain, e2]);
      }
    }
    layer = next;
  }
  let best: { chain: number[]; flags: number } | null = null;
  for (const { flags, chain } of layer.values()) {
    if (!best || better(g, flags, chain, best.flags, best.chain)) best = { chain, flags };
  }
  return best;
}

/**
 * Structural check of a chain (A12): sides of the arena, connected corner to corner, none
 * repeated, leaving A by one of `front`, ending at a side of T. Null when valid.
 */
export function chainProblem(
  arena: Pick<Arena, 'width' | 'length'>,
  chain: HexsideId[],
  attackerHex: Hex,
  front: readonly Direction[],
  targetHex: Hex,
): string | null {
  if (chain.length === 0) return 'the line of fire names no hexside';
  const ids: HexsideId[] = [];
  for (const raw of chain) {
    const id = canonicalSide(raw);
    if (id === null) return `"${raw}" is not a hexside`;
    const [a, b] = hexesOfSide(id);
    if (!onArena(arena, a) && !onArena(arena, b)) return `hexside ${raw} is not on the arena`;
    if (ids.includes(id)) return `hexside ${raw} appears twice in the line of fire`;
    ids.push(id);
  }
  for (let i = 1; i < ids.length; i++) {
    if (!sidesMeet(ids[i - 1], ids[i])) return `hexsides ${chain[i - 1]} and ${chain[i]} do not share a corner`;
  }
  const d = sideDirection(ids[0], attackerHex);
  if (d === null) return `the line of fire does not start at a hexside of the attacker (${chain[0]})`;
  if (!front.includes(d)) return `the line of fire does not start at a front hexside of the attacker (§3.3.2)`;
  if (sideDirection(ids[ids.length - 1], targetHex) === null)
    return `the line of fire does not end at a hexside of the target (${chain[chain.length - 1]})`;
  return null;
}

/** §3.3.2, A12: range and line of fire from the attacker's hex to the target's hex. */
export function linesOfFire(input: LofInput): LofResult {
  const { arena, attacker, target } = input;
  if (!onArena(arena, attacker.hex)) return { error: 'the attacker is not on the arena' };
  if (!onArena(arena, target.hex)) return { error: 'the target is not on the arena' };
  if (sameHex(attacker.hex, target.hex)) return { error: 'the attacker and the target share a hex' };
  const g = honeycombOf(arena);
  const rem = remaining(g, target.hex);
  const shortest = shortestFrom(g, rem, attacker.hex, DIRECTIONS);
  const front = attacker.arcs.lofFront;
  const fromFront = shortestFrom(g, rem, attacker.hex, front);
  if (!Number.isFinite(shortest)) return { error: 'no chain of hexsides joins the attacker and the target' };
  if (fromFront > shortest) {
    return {
      error: `no line of fire: the shortest line (${shortest} hexsides) does not start at a front hexside of the attacker (§3.3.2)`,
    };
  }
  const ctx = context(input, g);
  let chain: number[];
  let flags = 0;
  if (input.named !== undefined) {
    const problem = chainProblem(arena, input.named, attacker.hex, front, target.hex);
    if (problem) return { error: problem };
    if (input.named.length > shortest) {
      return { error: `LOF not shortest: the named line has ${input.named.length} hexsides, the shortest ${shortest} (§3.3.2)` };
    }
    chain = input.named.map((id) => edgeOfId(g, id));
    for (const e of chain) flags |= ctx.flagsOf(e);
  } else {
    const best = bestChain(ctx, rem, front, shortest);
    if (!best) return { error: 'no line of fire (§3.3.2)' };
    chain = best.chain;
    flags = best.flags;
  }
  return {
    range: chain.length,
    chain: chain.map((e) => idOf(g, e)),
    clear: (flags & BLOCKED) === 0,
    hindered: (flags & HINDERED) !== 0,
    cover: (flags & COVER) !== 0,
    rear: (flags & REAR) !== 0,
  };
}

/**
 * The number of hexsides between two hexes of the arena counted from any side of the first
 * (the distance §3.3.2 measures before the front arc is considered); Infinity off the arena.
 */
export function hexsideDistance(arena: Pick<Arena, 'width' | 'length'>, a: Hex, b: Hex): number {
  if (!onArena(arena, a) || !onArena(arena, b)) return Infinity;
  if (sameHex(a, b)) return 0;
  const g = honeycombOf(arena);
  return shortestFrom(g, remaining(g, b), a, DIRECTIONS);
}

/**
 * §5.1, A49: a Charge's line "crosses a boundary of terrain other than water" when one of its
 * sides borders difficult, blocking or elevated terrain (the chain need not be clear).
 */
export function chargeLineCrossesTerrain(arena: Arena, chain: HexsideId[]): boolean {
  return chain.some((id) => {
    const c = canonicalSide(id);
    if (c === null) return false;
    return hexesOfSide(c).some((h) => {
      if (!onArena(arena, h)) return false;
      const t = hexAt(arena, h);
      return t.terrain === 'difficult' || t.terrain === 'blocking' || isElevated(t.level);
    });
  });
}

/** §5.1: the chain leaves the attacker's hex by a side of its line-of-fire front arc. */
export function startsAtFront(chain: HexsideId[], attackerHex: Hex, arcs: Pick<ArcSets, 'lofFront'>): boolean {
  if (chain.length === 0) return false;
  const d = sideDirection(chain[0], attackerHex);
  return d !== null && arcs.lofFront.includes(d);
}
