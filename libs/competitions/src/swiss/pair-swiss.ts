/**
 * Swiss pairing of one round as a maximum-weight perfect matching: weights.ts gives the priority
 * order, candidates.ts the candidate pairs, brackets.ts the split of large events into score
 * brackets, and this module the search that ties them together:
 *
 * 1. Up to COMPLETE_LIMIT players, every pair is a candidate: the pairing is the exact optimum
 *    of the priority order over all pairings.
 * 2. Above, the bye goes to the most deserving player and each score group is paired as its own
 *    bracket (brackets.ts), each bracket priced against all its pairs (pricing.ts). When the
 *    result meets the parity bound of the score level, it is optimal over all pairings for
 *    rematches, bye and score gaps, and, with every bracket priced, on every level.
 * 3. Otherwise (a group that cannot pair within itself, say two players who have met), one
 *    matching over the whole sparse graph (candidates.ts), priced against every pair, widened
 *    while it cannot pair everyone (or, unproven, not with that bye).
 * 4. If the widest sparse graph still falls short, a feasibility check over all pairs
 *    (feasibility.ts) decides whether everyone can be paired without a rematch, and with which
 *    bye; its witness joins the candidates, which are then priced. If not even the hard
 *    constraints allow a pairing, NO_PAIRING.
 */
import type { Pairing, PairingConstraints, PairingPlayer } from '../types';
import type { SwissOptions, SwissRound, SwissSearch } from './index';
import { pairByBrackets } from './brackets';
import { completeCandidates, windowBuilder, type CandidateGraph } from './candidates';
import { relationsOf, validConstraints, type Relations } from './constraints';
import { PairingError } from './errors';
import { crossings, explainPairing } from './explain';
import { perfectMatching } from './feasibility';
import { PRICING, PairBudget, solveScope, type PricedMatching, type PricingLimits } from './pricing';
import { rosterOf, type Roster } from './score-groups';
import { matchGraph } from './solve';
import { LEVEL_COUNT, REMATCH, SCORE, matchingTotals } from './weights';

/** Up to this many players every pair is a candidate (256 players: 32,640 pairs). */
export const COMPLETE_LIMIT = 256;
/** The sparse graphs tried in turn: Dutch window, and score groups a float may reach. */
export const STAGES: ReadonlyArray<readonly [number, number]> = [
  [4, 2],
  [8, 3],
  [16, 4],
  [32, 5],
];
/** How many better-placed bye candidates the feasibility check rules out before it gives up. */
const BYE_PROBES = 16;

/** The search's sizes: the tests run the sparse search and its pricing on small events. */
export interface SearchTuning {
  completeLimit: number;
  stages: ReadonlyArray<readonly [number, number]>;
  pricing: PricingLimits;
}

export const TUNING: SearchTuning = { completeLimit: COMPLETE_LIMIT, stages: STAGES, pricing: PRICING };

interface Solution {
  /** Partner position of every player, n for the bye, -1 when unmatched. */
  mate: Int32Array;
  perfect: boolean;
  /** Total of each level's cost over the pairs. */
  totals: number[];
  candidatePairs: number;
  limbs: number;
  /** Optimal over every pairing, the pairs left out proven by the floors; pairs they brought in. */
  priced: boolean;
  pricedPairs: number;
}

function solutionOf(roster: Roster, graph: CandidateGraph, matching: { mate: Int32Array; perfect: boolean; limbs: number }): Solution {
  const n = roster.players.length;
  const mate = new Int32Array(n);
  for (let u = 0; u < n; u++) mate[u] = matching.mate[u];
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  for (let e = 0; e < graph.edges; e++) {
    if (matching.mate[graph.from[e]] === graph.to[e]) {
      for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += graph.costs[e * LEVEL_COUNT + k];
    }
  }
  return { mate, perfect: matching.perfect, totals, candidatePairs: graph.edges, limbs: matching.limbs, priced: false, pricedPairs: 0 };
}

/** The solution of a matching over every player (graph vertex = position, n the bye). */
function priced(roster: Roster, rel: Relations, result: PricedMatching): Solution {
  const n = roster.players.length;
  const mate = new Int32Array(n);
  for (let u = 0; u < n; u++) mate[u] = result.mate[u];
  const totals = matchingTotals(roster, rel, mate);
  return {
    mate,
    perfect: result.perfect,
    totals,
    candidatePairs: result.edges,
    limbs: result.limbs,
    priced: result.perfect && result.proven,
    pricedPairs: result.added,
  };
}

/** Every player of the event, all pairs (rematches or not) to be priced. */
function eventScope(roster: Roster, rel: Relations, rematches: boolean) {
  const n = roster.players.length;
  return {
    roster,
    rel,
    vertexOf: Int32Array.from({ length: n }, (_, u) => u),
    firstGroup: 0,
    lastGroup: roster.groupStart.length - 1,
    rematches,
  };
}

/** The player who should get the bye if nothing prevents it: fewest byes, then lowest place. */
function preferredBye(roster: Roster): number {
  const n = roster.players.length;
  let best = n - 1;
  for (let u = n - 2; u >= 0; u--) if (roster.players[u].byes < roster.players[best].byes) best = u;
  return best;
}

/** Bye candidates from the most deserving: fewest byes, then lowest place. */
function byeOrder(roster: Roster): number[] {
  const n = roster.players.length;
  const order: number[] = [];
  for (let u = n - 1; u >= 0; u--) order.push(u);
  return order.sort((x, y) => roster.players[x].byes - roster.players[y].byes || y - x);
}

/**
 * The least score-level cost any pairing can have with this bye: every boundary between score
 * groups with an odd number of players above it must be crossed by at least one pair, and a
 * pair crossing d boundaries costs d² >= d.
 */
export function parityBound(roster: Roster, byeHolder: number): number {
  let above = 0;
  let bound = 0;
  const groups = roster.groupStart.length;
  for (let g = 0; g < groups - 1; g++) {
    above += roster.groupSize[g] - (byeHolder >= 0 && roster.group[byeHolder] === g ? 1 : 0);
    if (above % 2 === 1) bound++;
  }
  return bound;
}

function byeHolderOf(mate: Int32Array, n: number): number {
  for (let u = 0; u < n; u++) if (mate[u] === n) return u;
  return -1;
}

interface Found {
  solution: Solution;
  stats: SwissSearch;
  /** A rematch in the pairing is proven unavoidable; skipped bye candidates proven unable. */
  byeProven: boolean;
}

/**
 * How many leading priority levels are proven optimal over every possible pairing: all six on
 * the complete graph or when pricing proved it; otherwise "no rematch" when there is none, the
 * bye when it is the most deserving player or the better ones were ruled out, and the score
 * level when it meets the parity bound.
 */
function provenLevels(roster: Roster, solution: Solution, exhaustive: boolean, byeProven: boolean): number {
  if (exhaustive || solution.priced) return LEVEL_COUNT;
  const n = roster.players.length;
  if (solution.totals[REMATCH] > 0) return 0;
  const bye = byeHolderOf(solution.mate, n);
  if (n % 2 === 1 && bye !== preferredBye(roster) && !byeProven) return 1;
  return solution.totals[SCORE] === parityBound(roster, bye) ? 3 : 2;
}

function found(roster: Roster, solution: Solution, method: SwissSearch['method'], widenings: number, byeProven: boolean): Found {
  const exhaustive = method === 'complete';
  return {
    solution,
    byeProven: exhaustive || solution.priced || byeProven,
    stats: {
      method,
      candidatePairs: solution.candidatePairs,
      widenings,
      exhaustive,
      priced: solution.priced,
      pricedPairs: solution.pricedPairs,
      provenLevels: provenLevels(roster, solution, exhaustive, byeProven),
      limbs: solution.limbs,
    },
  };
}

function search(roster: Roster, rel: Relations, tuning: SearchTuning): Found {
  const n = roster.players.length;
  if (n <= tuning.completeLimit) {
    const graph = completeCandidates(roster, rel);
    const solution = solutionOf(roster, graph, matchGraph(graph));
    if (!solution.perfect) throw noPairing();
    return found(roster, solution, 'complete', 0, true);
  }
  const { stages } = tuning;
  const vertices = n % 2 === 1 ? n + 1 : n;
  const wanted = n % 2 === 1 ? preferredBye(roster) : -1;
  const [firstWindow, firstReach] = stages[0];
  let budget = new PairBudget(tuning.pricing);
  const bracketed = pairByBrackets(roster, rel, wanted, firstWindow, firstReach, budget);
  if (bracketed !== null && bracketed.totals[SCORE] === parityBound(roster, wanted)) {
    const solution: Solution = {
      mate: bracketed.mate,
      perfect: true,
      totals: bracketed.totals,
      candidatePairs: bracketed.candidatePairs,
      limbs: bracketed.limbs,
      priced: bracketed.proven,
      pricedPairs: bracketed.pricedPairs,
    };
    return found(roster, solution, 'brackets', 0, true);
  }
  // The sparse graphs leave rematches out, so a perfect matching there has none, and no
  // pairing with one can be better: the floors leave them out too. Every other pair is brought
  // in as it could matter, so a first graph that cannot pair everyone, with the floors intact,
  // proves that no pairing of everyone avoids a rematch; the wider graphs are for the case that
  // the size guard stopped the floors.
  let tried = 0;
  let cleanImpossible = false;
  budget = new PairBudget(tuning.pricing); // the brackets' pairs are not reused
  for (let stage = 0; stage < stages.length; stage++) {
    const [window, reach] = stages[stage];
    const result = solveScope(
      eventScope(roster, rel, false),
      windowBuilder(roster, rel, { window, reach, rematches: false }),
      vertices,
      window,
      budget,
    );
    const solution = priced(roster, rel, result);
    tried++;
    if (solution.perfect && (solution.priced || byeHolderOf(solution.mate, n) === wanted))
      return found(roster, solution, 'window', stage, true);
    if (!solution.perfect && result.proven) {
      cleanImpossible = true;
      break;
    }
  }

  // The candidates fall short: decide over all pairs whether everyone can be paired without a
  // rematch (else with rematches), and with which bye, then add that pairing to the candidates.
  const [window, reach] = stages[tried - 1];
  const clean = (u: number, v: number): boolean => v === n || u === n || (!rel.forbidden(u, v) && rel.meetings(u, v) === 0);
  const hardOnly = (u: number, v: number): boolean => v === n || u === n || !rel.forbidden(u, v);
  let rule = clean;
  let witness = cleanImpossible ? null : perfectMatching(vertices, rule, -1);
  if (witness === null) {
    rule = hardOnly;
    witness = perfectMatching(vertices, rule, -1);
    if (witness === null) throw noPairing();
  }
  let byeProven = true;
  if (n % 2 === 1) {
    const order = byeOrder(roster);
    const current = witness[n];
    for (let k = 0; k < order.length && order[k] !== current; k++) {
      if (k >= BYE_PROBES) {
        byeProven = false;
        break;
      }
      const candidate = order[k];
      const better = perfectMatching(n, rule, candidate);
      if (better !== null) {
        witness = Int32Array.from({ length: vertices }, (_, v) => (v === n ? candidate : v === candidate ? n : better[v]));
        break;
      }
    }
  }
  const extra: Array<[number, number]> = [];
  for (let u = 0; u < n; u++) if (witness[u] > u && witness[u] < n) extra.push([u, witness[u]]);
  const rematches = rule === hardOnly;
  const result = solveScope(
    eventScope(roster, rel, rematches),
    windowBuilder(roster, rel, { window, reach, rematches, extra }),
    vertices,
    window,
    budget,
  );
  return found(roster, priced(roster, rel, result), 'window', tried, byeProven);
}

function noPairing(): PairingError {
  return new PairingError('NO_PAIRING', 'the hard constraints leave no way to pair every player');
}

function validateOptions(options: SwissOptions): PairingConstraints {
  if (options === null || typeof options !== 'object') throw new PairingError('INVALID_ROUND', 'options are required');
  if (!Number.isInteger(options.round) || options.round < 1) {
    throw new PairingError('INVALID_ROUND', `round must be a positive integer, got ${String(options.round)}`);
  }
  return validConstraints(options.constraints);
}

export function pairSwiss(players: PairingPlayer[], options: SwissOptions): SwissRound {
  return pairRound(players, options, TUNING);
}

/** pairSwiss with the search's sizes given (tests). */
export function pairRound(players: PairingPlayer[], options: SwissOptions, tuning: SearchTuning): SwissRound {
  const constraints = validateOptions(options);
  const roster = rosterOf(players);
  const rel = relationsOf(roster, constraints);
  const { solution, stats, byeProven } = search(roster, rel, tuning);
  const n = roster.players.length;
  const { mate } = solution;
  const byeHolder = byeHolderOf(mate, n);
  const ctx = { roster, rel, mate, byeProven };
  const c = crossings(ctx);
  const pairs: Array<{ u: number; v: number }> = [];
  for (let u = 0; u < n; u++) if (mate[u] > u && mate[u] < n) pairs.push({ u, v: mate[u] });
  // Board order: the higher score of the two, then the sum of scores, then the place of the
  // higher player (FIDE C.04.2, board order); the bye last.
  const score = (x: number): number => roster.players[x].score;
  pairs.sort((p, q) => score(q.u) - score(p.u) || score(q.u) + score(q.v) - (score(p.u) + score(p.v)) || p.u - q.u);
  const pairings: Pairing[] = pairs.map(({ u, v }, k) => ({
    table: k + 1,
    a: roster.players[u].id,
    b: roster.players[v].id,
    explanation: explainPairing(ctx, u, v, c, byeHolder),
  }));
  if (byeHolder >= 0) {
    pairings.push({
      table: pairings.length + 1,
      a: roster.players[byeHolder].id,
      b: null,
      explanation: explainPairing(ctx, byeHolder, null, c, byeHolder),
    });
  }
  return { pairings, search: stats };
}
