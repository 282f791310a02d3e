/**
 * Large events split into independent brackets, one per score group, when that provably loses
 * nothing. With the bye fixed on the most deserving player, the score level of any pairing is
 * at least the number of odd boundaries (a boundary between score groups with an odd number of
 * players above it must be crossed; a pair crossing d boundaries costs d² >= d). A pairing that
 * meets this bound crosses each odd boundary exactly once, between adjacent groups, and no even
 * boundary. Across such a boundary, the costs of the floating pair below the score level are a
 * sum of one part for the player floating down (float history, places from the bottom of their
 * group) and one for the player floating up (float history, places from the floater's Dutch
 * opponent in their bracket), plus the soft constraints between the two, which are never
 * negative. So each group can be paired alone, with a "float slot" vertex standing for the
 * partner across each odd boundary and priced by that player's own part; and when the two
 * slots of a boundary meet players who may meet (no rematch, no constraint, hard or soft), the
 * union is as good as any pairing with the same structure, because every such pairing splits
 * into group pairings at least as costly and a floating pair at least as costly as its two
 * parts.
 *
 * Where that fails (a group that cannot be paired on its own, or a boundary whose slot players
 * should not meet), the groups concerned are merged into one bracket with their real cross
 * pairs and solved together, until every bracket succeeds (or one bracket spans everything,
 * when the caller searches the whole graph instead).
 *
 * Each bracket starts from sparse candidates (Dutch windows, floats a few groups away) and is
 * then priced (pricing.ts) against every other pair of its players, rematches left out: a
 * pairing that ties the union on rematches, bye and score gaps has no rematch, the same bye and
 * crosses each odd boundary once between neighbours, so it splits into bracket pairings just
 * like the union. When every bracket is proven optimal over all its pairs, the union is optimal
 * over all pairings on every level: each bracket's part of any such pairing costs at least the
 * bracket's own, and its floating pairs between brackets at least their slot parts (the float
 * and Dutch costs of a float separate exactly while (f + t) × (s' + 1) stays under the cap, t
 * the floater's distance from its Dutch opponent, at most s').
 */
import { GraphBuilder, windowNeighbours } from './candidates';
import type { Relations } from './constraints';
import { solveScope, type PairBudget } from './pricing';
import type { Roster } from './score-groups';
import { CAP, DUTCH, FLOAT, LEVEL_COUNT, floatCost, floatDutchCost, floatInAway, pairCosts } from './weights';

export interface BracketPairing {
  /** Partner position of every player, n for the bye. */
  mate: Int32Array;
  /** Level totals over the pairs (the bye level left out: the bye is fixed beforehand). */
  totals: number[];
  candidatePairs: number;
  limbs: number;
  brackets: number;
  /** Every bracket proven optimal over all its pairs, and every float between brackets separable. */
  proven: boolean;
  /** Pairs the floors brought in, over all brackets. */
  pricedPairs: number;
}

interface SolvedBlock {
  mate: Int32Array;
  down: number;
  up: number;
  pairs: number;
  limbs: number;
  proven: boolean;
  added: number;
}

interface Block {
  first: number;
  last: number;
}

/**
 * Pairs everyone but `bye` (-1: none) bracket by bracket; null when the brackets cannot be made
 * to work short of one spanning every group.
 */
export function pairByBrackets(
  roster: Roster,
  rel: Relations,
  bye: number,
  window: number,
  reach: number,
  budget: PairBudget,
): BracketPairing | null {
  const n = roster.players.length;
  const groups = roster.groupStart.length;
  const members = (g: number): number => roster.groupSize[g] - (bye >= 0 && roster.group[bye] === g ? 1 : 0);
  // odd[b]: the boundary below group b has an odd number of players above it.
  const odd = new Array<boolean>(groups).fill(false);
  let above = 0;
  for (let g = 0; g < groups; g++) {
    above += members(g);
    odd[g] = g < groups - 1 && above % 2 === 1;
  }
  let blocks: Block[] = [];
  for (let g = 0; g < groups; g++) blocks.push({ first: g, last: g });
  const solved = new Map<string, SolvedBlock>();
  const key = (b: Block): string => `${b.first}:${b.last}`;

  for (;;) {
    // Solve every bracket not yet solved; merge the ones that cannot be paired alone.
    let merged = false;
    for (let x = 0; x < blocks.length && !merged; x++) {
      const block = blocks[x];
      if (solved.has(key(block))) continue;
      const result = solveBlock(roster, rel, bye, block, odd, window, reach, budget);
      if (result === null) {
        if (blocks.length === 1) return null;
        const lo = Math.max(0, x - 1);
        const hi = Math.min(blocks.length - 1, x + 1);
        blocks = [...blocks.slice(0, lo), { first: blocks[lo].first, last: blocks[hi].last }, ...blocks.slice(hi + 1)];
        merged = true;
      } else {
        solved.set(key(block), result);
      }
    }
    if (merged) continue;
    // Meet the slots across each odd boundary between brackets.
    let conflict = -1;
    for (let x = 0; x + 1 < blocks.length && conflict < 0; x++) {
      if (!odd[blocks[x].last]) continue;
      const u = solved.get(key(blocks[x]))!.down;
      const v = solved.get(key(blocks[x + 1]))!.up;
      const soft = (rel.clubMates === 'soft' && rel.sharedClub(u, v) !== null) || rel.avoided(u, v) !== null;
      if (rel.forbidden(u, v) || rel.meetings(u, v) > 0 || soft) conflict = x;
    }
    if (conflict >= 0) {
      blocks = [
        ...blocks.slice(0, conflict),
        { first: blocks[conflict].first, last: blocks[conflict + 1].last },
        ...blocks.slice(conflict + 2),
      ];
      continue;
    }
    break;
  }

  const mate = new Int32Array(n).fill(-1);
  let candidatePairs = 0;
  let limbs = 1;
  let proven = true;
  let pricedPairs = 0;
  for (let x = 0; x < blocks.length; x++) {
    const r = solved.get(key(blocks[x]))!;
    for (let u = 0; u < n; u++) if (r.mate[u] >= 0) mate[u] = r.mate[u];
    candidatePairs += r.pairs;
    limbs = Math.max(limbs, r.limbs);
    proven &&= r.proven;
    pricedPairs += r.added;
    if (x + 1 < blocks.length && odd[blocks[x].last]) {
      const g = blocks[x].last;
      const s2 = roster.groupSize[g + 1];
      if ((roster.groupSize[g] - 1 + s2) * (s2 + 1) > CAP) proven = false;
      const u = r.down;
      const v = solved.get(key(blocks[x + 1]))!.up;
      mate[u] = v;
      mate[v] = u;
    }
  }
  if (bye >= 0) mate[bye] = n;
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  const scratch = new Float64Array(LEVEL_COUNT);
  for (let u = 0; u < n; u++) {
    const v = mate[u];
    if (v > u && v < n) {
      pairCosts(roster, rel, u, v, scratch, 0);
      for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += scratch[k];
    }
  }
  return { mate, totals, candidatePairs, limbs, brackets: blocks.length, proven, pricedPairs };
}

/**
 * One bracket: its players (less the bye), real pairs inside it (Dutch windows within groups,
 * float candidates between its groups), and a slot vertex for each odd outer boundary, priced
 * against every other pair of its players. Returns the matching in player positions, with the
 * players who take the slots.
 */
function solveBlock(
  roster: Roster,
  rel: Relations,
  bye: number,
  block: Block,
  odd: boolean[],
  window: number,
  reach: number,
  budget: PairBudget,
): SolvedBlock | null {
  const n = roster.players.length;
  const { groupStart, groupSize, group, local } = roster;
  const start = groupStart[block.first];
  const end = groupStart[block.last] + groupSize[block.last];
  // Local vertices: the bracket's players in pairing order, then the slots.
  const players: number[] = [];
  const id = new Map<number, number>();
  for (let u = start; u < end; u++) {
    if (u === bye) continue;
    id.set(u, players.length);
    players.push(u);
  }
  const needUp = block.first > 0 && odd[block.first - 1];
  const needDown = odd[block.last];
  const upSlot = needUp ? players.length : -1;
  const downSlot = needDown ? players.length + (needUp ? 1 : 0) : -1;
  const vertices = players.length + (needUp ? 1 : 0) + (needDown ? 1 : 0);
  if (vertices % 2 === 1) return null; // cannot happen with consistent parities
  const b = new GraphBuilder();
  for (const u of players) {
    const g = group[u];
    windowNeighbours(roster, u, window, reach, block.last, (v) => {
      if (v !== bye) b.pair(roster, rel, u, v, false, id.get(u), id.get(v));
    });
    const s = groupSize[g];
    const i = local[u];
    const fromBottom = s - 1 - i;
    // Slots: the separable part of a float across the bracket's outer boundaries.
    // The float across the lower boundary meets group last + 1: (fromBottom + away) × (s' + 1)
    // splits into fromBottom × (s' + 1) here and away × (s' + 1) in the group below.
    if (needDown && g === block.last) {
      const off = b.edge(id.get(u)!, downSlot);
      b.costs[off + FLOAT] = floatCost(roster.players[u].floats, 'down');
      b.costs[off + DUTCH] = floatDutchCost(fromBottom, 0, groupSize[g + 1]);
    }
    if (needUp && g === block.first) {
      const off = b.edge(id.get(u)!, upSlot);
      b.costs[off + FLOAT] = floatCost(roster.players[u].floats, 'up');
      b.costs[off + DUTCH] = floatDutchCost(0, floatInAway(s, i), s);
    }
  }
  const vertexOf = new Int32Array(n).fill(-1);
  players.forEach((u, k) => (vertexOf[u] = k));
  const scope = { roster, rel, vertexOf, firstGroup: block.first, lastGroup: block.last, rematches: false };
  const result = solveScope(scope, b, vertices, window, budget);
  if (!result.perfect) return null;
  const mate = new Int32Array(n).fill(-1);
  let up = -1;
  let down = -1;
  players.forEach((u, k) => {
    const m = result.mate[k];
    if (m === upSlot) up = u;
    else if (m === downSlot) down = u;
    else mate[u] = players[m];
  });
  return { mate, down, up, pairs: result.edges, limbs: result.limbs, proven: result.proven, added: result.added };
}
