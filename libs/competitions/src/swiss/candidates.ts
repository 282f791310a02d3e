/**
 * The candidate pairs the matching chooses from. Up to a few hundred players every pair is a
 * candidate (the complete graph, less the pairs a hard constraint forbids). Beyond that, a
 * complete graph is too large for a cubic matching (10,000 players: 50 million pairs), so each
 * player is joined only to the opponents that can matter to the priority order:
 *
 * - in their own score group, the places within `window` of their Dutch opponent (the place
 *   h above or below theirs, h = ⌊b/2⌋ in the group's bracket of b, weights.ts), which contains
 *   every pair of Dutch cost at most `window`;
 * - in the next `reach` groups below: a player is joined to the places within `window` of the
 *   Dutch opponent of a down-floater (the floater heads the lower bracket and meets the middle
 *   of the group), and the last `window` of a group, the likely down-floaters, to every player
 *   of those groups.
 *
 * Rematches are left out of the sparse graphs, so a sparse pairing never holds one; when no
 * pairing of everyone exists among the candidates, the search widens (see pair-swiss.ts).
 * With an odd count, a dummy vertex n stands for the bye and is joined to every player.
 */
import type { Relations } from './constraints';
import type { Roster } from './score-groups';
import { LEVEL_COUNT, byeCosts, pairCosts } from './weights';

export interface CandidateGraph {
  /** Players 0..n-1 in pairing order, plus the bye vertex n when n is odd. */
  vertices: number;
  edges: number;
  from: Int32Array;
  to: Int32Array;
  isBye: Uint8Array;
  /** LEVEL_COUNT costs per edge. */
  costs: Float64Array;
}

/** Edges and their costs, grown as they come. */
export class GraphBuilder {
  edges = 0;
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  isBye = new Uint8Array(1024);
  costs = new Float64Array(1024 * LEVEL_COUNT);

  private grow(): void {
    const cap = this.from.length * 2;
    const from = new Int32Array(cap);
    from.set(this.from);
    const to = new Int32Array(cap);
    to.set(this.to);
    const isBye = new Uint8Array(cap);
    isBye.set(this.isBye);
    const costs = new Float64Array(cap * LEVEL_COUNT);
    costs.set(this.costs);
    this.from = from;
    this.to = to;
    this.isBye = isBye;
    this.costs = costs;
  }

  /** Adds an edge between two graph vertices; returns the offset of its costs (all zero). */
  edge(a: number, b: number, bye = false): number {
    if (this.edges === this.from.length) this.grow();
    const e = this.edges++;
    this.from[e] = a;
    this.to[e] = b;
    this.isBye[e] = bye ? 1 : 0;
    this.costs.fill(0, e * LEVEL_COUNT, (e + 1) * LEVEL_COUNT);
    return e * LEVEL_COUNT;
  }

  /** Adds the players u, v (u above v) as vertices a, b, unless a hard constraint forbids it. */
  pair(roster: Roster, rel: Relations, u: number, v: number, rematches: boolean, a = u, b = v): void {
    if (rel.forbidden(u, v)) return;
    if (!rematches && rel.meetings(u, v) > 0) return;
    const off = this.edge(a, b); // first: adding an edge may replace the cost array
    pairCosts(roster, rel, u, v, this.costs, off);
  }

  bye(roster: Roster, u: number): void {
    const off = this.edge(u, roster.players.length, true);
    byeCosts(roster, u, this.costs, off);
  }

  done(vertices: number): CandidateGraph {
    return {
      vertices,
      edges: this.edges,
      from: this.from.subarray(0, this.edges),
      to: this.to.subarray(0, this.edges),
      isBye: this.isBye.subarray(0, this.edges),
      costs: this.costs.subarray(0, this.edges * LEVEL_COUNT),
    };
  }
}

function addByes(b: GraphBuilder, roster: Roster): void {
  const n = roster.players.length;
  if (n % 2 === 1) for (let u = 0; u < n; u++) b.bye(roster, u);
}

/** Every pair a hard constraint allows, rematches included. */
export function completeCandidates(roster: Roster, rel: Relations): CandidateGraph {
  const n = roster.players.length;
  const b = new GraphBuilder();
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) b.pair(roster, rel, u, v, true);
  addByes(b, roster);
  return b.done(roster.players.length % 2 === 1 ? roster.players.length + 1 : roster.players.length);
}

export interface WindowOptions {
  /** Places around the Dutch opponent, and in other groups from their edge. */
  window: number;
  /** Score groups away that a float may reach. */
  reach: number;
  /** Keep rematches among the candidates. */
  rematches: boolean;
  /** Pairs (u < v) to add whatever the windows say: the witness of a feasibility check. */
  extra?: ReadonlyArray<readonly [number, number]>;
}

/**
 * The sparse graph: Dutch-order windows inside groups and float candidates `reach` groups
 * away. Each pair is generated once, from its upper player.
 */
export function windowCandidates(roster: Roster, rel: Relations, options: WindowOptions): CandidateGraph {
  return windowBuilder(roster, rel, options).done(roster.players.length % 2 === 1 ? roster.players.length + 1 : roster.players.length);
}

/**
 * The window neighbours below player u (in pairing order), each once: the players of u's group
 * within `window` places of its Dutch opponent (in the group's bracket, weights.ts), and in each
 * of the next `reach` groups (up to `lastGroup`) those within `window` places of the Dutch
 * opponent of a player floating in at the head of its bracket, or all of them when u is among
 * the last `window` of its own group.
 */
export function windowNeighbours(
  roster: Roster,
  u: number,
  window: number,
  reach: number,
  lastGroup: number,
  visit: (v: number) => void,
): void {
  const { group, local, groupStart, groupSize, groupHead } = roster;
  const g = group[u];
  const s = groupSize[g];
  const i = local[u];
  const h = Math.floor((s + groupHead[g]) / 2);
  // Same group, j > i with |(j - i) - h| <= window.
  const lo = Math.max(i + 1, i + h - window);
  const hi = Math.min(s - 1, i + h + window);
  for (let j = lo; j <= hi; j++) visit(groupStart[g] + j);
  const fromBottom = s - 1 - i;
  for (let g2 = g + 1; g2 <= Math.min(lastGroup, g + reach); g2++) {
    const s2 = groupSize[g2];
    // The floater meets place ⌊(s2 + 1)/2⌋ of a bracket it heads: the group's place one less.
    const opponent = Math.floor((s2 + 1) / 2) - 1;
    const first = fromBottom < window ? 0 : Math.max(0, opponent - window);
    const last = fromBottom < window ? s2 - 1 : Math.min(s2 - 1, opponent + window);
    for (let j = first; j <= last; j++) visit(groupStart[g2] + j);
  }
}

/** The sparse graph's edges, in a builder that pricing may add to. */
export function windowBuilder(roster: Roster, rel: Relations, options: WindowOptions): GraphBuilder {
  const { window, reach, rematches } = options;
  const n = roster.players.length;
  const groups = roster.groupStart.length;
  const b = new GraphBuilder();
  const extra = new Set<number>();
  for (const [u, v] of options.extra ?? []) if (v < n) extra.add(u * n + v);
  for (let u = 0; u < n; u++) {
    windowNeighbours(roster, u, window, reach, groups - 1, (v) => {
      if (!extra.has(u * n + v)) b.pair(roster, rel, u, v, rematches);
    });
  }
  for (const key of extra) b.pair(roster, rel, Math.floor(key / n), key % n, true);
  addByes(b, roster);
  return b;
}
