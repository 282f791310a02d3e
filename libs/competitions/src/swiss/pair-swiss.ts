/**
 * Swiss pairing of one round as a maximum-weight perfect matching (see weights.ts for the
 * priority order and candidates.ts for the candidate pairs).
 */
import type { Pairing, PairingConstraints, PairingPlayer } from '../types';
import type { SwissOptions, SwissRound, SwissSearch } from './index';
import { completeCandidates, windowCandidates, type CandidateGraph } from './candidates';
import { relationsOf, type Relations } from './constraints';
import { PairingError } from './errors';
import { crossings, explainPairing } from './explain';
import { maximumWeightMatching } from './blossom';
import { rosterOf, type Roster } from './score-groups';
import { perfectMatching } from './feasibility';
import { LEVEL_COUNT, REMATCH, SCORE, packLevels, packedWeights } from './weights';

/** Up to this many players every pair is a candidate. */
export const COMPLETE_LIMIT = 128;
/** The sparse graphs tried in turn: Dutch window, and score groups a float may reach. */
const STAGES: ReadonlyArray<readonly [number, number]> = [
  [4, 2],
  [8, 3],
  [16, 4],
  [32, 5],
];
/** How many better-placed bye candidates the feasibility check rules out before it gives up. */
const BYE_PROBES = 16;

interface Solution {
  /** Partner position of every player, n for the bye, -1 when unmatched. */
  mate: Int32Array;
  perfect: boolean;
  /** Total of each level's cost over the pairs. */
  totals: number[];
  graph: CandidateGraph;
  limbs: number;
}

function solve(roster: Roster, graph: CandidateGraph): Solution {
  const n = roster.players.length;
  const pairs = graph.vertices / 2;
  const t0 = process.hrtime.bigint();
  const packing = packLevels(graph.costs, graph.edges, pairs);
  const weight = packedWeights(graph.costs, graph.isBye, graph.edges, packing);
  const t1 = process.hrtime.bigint();
  const matching = maximumWeightMatching({ n: graph.vertices, limbs: packing.limbs, from: graph.from, to: graph.to, weight });
  const t2 = process.hrtime.bigint();
  if (process.env.SWISS_DEBUG) console.log('pack', Number(t1 - t0) / 1e6, 'match', Number(t2 - t1) / 1e6);
  const mate = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) mate[u] = matching.mate[u];
  const totals = new Array<number>(LEVEL_COUNT).fill(0);
  for (let e = 0; e < graph.edges; e++) {
    const u = graph.from[e];
    if (matching.mate[u] === graph.to[e]) {
      for (let k = 0; k < LEVEL_COUNT; k++) totals[k] += graph.costs[e * LEVEL_COUNT + k];
    }
  }
  return { mate, perfect: 2 * matching.size === graph.vertices, totals, graph, limbs: packing.limbs };
}

/** The player who should get the bye if nothing prevents it: fewest byes, then lowest place. */
function preferredBye(roster: Roster): number {
  const n = roster.players.length;
  let best = n - 1;
  for (let u = n - 2; u >= 0; u--) if (roster.players[u].byes < roster.players[best].byes) best = u;
  return best;
}

/**
 * The least score-level cost any pairing can have with this bye: every boundary between score
 * groups with an odd number of players above it must be crossed by at least one pair, and a
 * pair crossing d boundaries costs d² >= d.
 */
function parityBound(roster: Roster, byeHolder: number): number {
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

/** Bye candidates from the most deserving: fewest byes, then lowest place. */
function byeOrder(roster: Roster): number[] {
  const n = roster.players.length;
  const order: number[] = [];
  for (let u = n - 1; u >= 0; u--) order.push(u);
  return order.sort((x, y) => roster.players[x].byes - roster.players[y].byes || y - x);
}

/**
 * How many leading priority levels are proven optimal over every possible pairing: all six on
 * the complete graph; otherwise "no rematch" when there is none, the bye when it is the most
 * deserving player or the better ones were ruled out, and the score level when it meets the
 * parity bound.
 */
function provenLevels(roster: Roster, solution: Solution, exhaustive: boolean, byeRuledOut: boolean): number {
  if (exhaustive) return LEVEL_COUNT;
  const n = roster.players.length;
  if (solution.totals[REMATCH] > 0) return 0;
  const bye = byeHolderOf(solution.mate, n);
  if (n % 2 === 1 && bye !== preferredBye(roster) && !byeRuledOut) return 1;
  return solution.totals[SCORE] === parityBound(roster, bye) ? 3 : 2;
}

function result(roster: Roster, solution: Solution, widenings: number, exhaustive: boolean, byeRuledOut = false): { solution: Solution; stats: SwissSearch } {
  return {
    solution,
    stats: {
      candidatePairs: solution.graph.edges,
      widenings,
      exhaustive,
      provenLevels: provenLevels(roster, solution, exhaustive, byeRuledOut),
      limbs: solution.limbs,
    },
  };
}

function search(roster: Roster, rel: Relations): { solution: Solution; stats: SwissSearch } {
  const n = roster.players.length;
  if (n <= COMPLETE_LIMIT) {
    const solution = solve(roster, completeCandidates(roster, rel));
    if (!solution.perfect) throw noPairing();
    return result(roster, solution, 0, true);
  }
  // Sparse candidates, widened until the pairing is perfect, gives the bye to the most
  // deserving player, and either meets the parity bound of the score level or stops improving it.
  const wanted = n % 2 === 1 ? preferredBye(roster) : -1;
  let previous: Solution | null = null;
  for (let stage = 0; stage < STAGES.length; stage++) {
    const [window, reach] = STAGES[stage];
    const solution = solve(roster, windowCandidates(roster, rel, { window, reach, rematches: false }));
    if (process.env.SWISS_DEBUG) console.log('stage', stage, solution.perfect, byeHolderOf(solution.mate, n), wanted, solution.totals, parityBound(roster, wanted), solution.graph.edges);
    if (!solution.perfect || byeHolderOf(solution.mate, n) !== wanted) continue;
    const score = solution.totals[SCORE];
    if (score === parityBound(roster, wanted) || (previous !== null && score === previous.totals[SCORE])) {
      return result(roster, solution, stage, false);
    }
    previous = solution;
  }
  if (previous !== null) return result(roster, previous, STAGES.length - 1, false);

  // The candidates fall short: decide over all pairs whether everyone can be paired without a
  // rematch (else with rematches), and with which bye, then add that pairing to the candidates.
  const [window, reach] = STAGES[STAGES.length - 1];
  const clean = (u: number, v: number): boolean => v === n || u === n || (!rel.forbidden(u, v) && rel.meetings(u, v) === 0);
  const hardOnly = (u: number, v: number): boolean => v === n || u === n || !rel.forbidden(u, v);
  const vertices = n % 2 === 1 ? n + 1 : n;
  let rule = clean;
  let witness = perfectMatching(vertices, rule, -1);
  if (witness === null) {
    rule = hardOnly;
    witness = perfectMatching(vertices, rule, -1);
    if (witness === null) throw noPairing();
  }
  let byeRuledOut = false;
  if (n % 2 === 1) {
    const found = witness[n];
    const order = byeOrder(roster);
    byeRuledOut = true;
    for (let k = 0; k < order.length && order[k] !== found; k++) {
      if (k >= BYE_PROBES) {
        byeRuledOut = false;
        break;
      }
      const better = perfectMatching(n, rule, order[k]);
      if (better !== null) {
        witness = Int32Array.from({ length: vertices }, (_, v) => (v === n ? order[k] : v === order[k] ? n : better[v]));
        break;
      }
    }
  }
  const extra: Array<[number, number]> = [];
  for (let u = 0; u < n; u++) if (witness[u] > u && witness[u] < n) extra.push([u, witness[u]]);
  const solution = solve(roster, windowCandidates(roster, rel, { window, reach, rematches: rule === hardOnly, extra }));
  return result(roster, solution, STAGES.length, false, byeRuledOut);
}

function noPairing(): PairingError {
  return new PairingError('NO_PAIRING', 'the hard constraints leave no way to pair every player');
}

function validateOptions(options: SwissOptions): PairingConstraints {
  if (options === null || typeof options !== 'object') throw new PairingError('INVALID_ROUND', 'options are required');
  if (!Number.isInteger(options.round) || options.round < 1) {
    throw new PairingError('INVALID_ROUND', `round must be a positive integer, got ${String(options.round)}`);
  }
  const c = options.constraints ?? { clubMates: 'soft', avoid: [] };
  return { clubMates: c.clubMates ?? 'soft', avoid: c.avoid ?? [] };
}

export function pairSwiss(players: PairingPlayer[], options: SwissOptions): SwissRound {
  const constraints = validateOptions(options);
  const roster = rosterOf(players);
  const rel = relationsOf(roster, constraints);
  const { solution, stats } = search(roster, rel);
  const n = roster.players.length;
  const { mate } = solution;
  const byeHolder = byeHolderOf(mate, n);
  const ctx = { roster, rel, mate, exhaustive: stats.exhaustive };
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
    pairings.push({ table: pairings.length + 1, a: roster.players[byeHolder].id, b: null, explanation: explainPairing(ctx, byeHolder, null, c, byeHolder) });
  }
  return { pairings, search: stats };
}
