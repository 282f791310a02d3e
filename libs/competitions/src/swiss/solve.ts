/** One candidate graph through the matching: priority levels packed into exact weights. */
import { MatchingOverflowError, maximumWeightMatching } from './blossom';
import { PairingError } from './errors';
import type { CandidateGraph } from './candidates';
import { packLevels, packedWeights, type Packing } from './weights';

export interface GraphMatching {
  /** Partner of every graph vertex, -1 when unmatched. */
  mate: Int32Array;
  perfect: boolean;
  limbs: number;
  /** The weights' packing and the final dual solution (doubled, as in blossom.ts). */
  packing: Packing;
  dual: Float64Array;
  blossomParent: Int32Array;
}

/**
 * The best matching of the graph. `floor`: bounds on each level's cost over pairs outside the
 * graph that will be priced against this matching's dual (pricing.ts), so that one packing is
 * exact for all of them.
 */
export function matchGraph(graph: CandidateGraph, floor?: readonly number[]): GraphMatching {
  const packing = packLevels(graph.costs, graph.edges, graph.vertices / 2, floor);
  const weight = packedWeights(graph.costs, graph.isBye, graph.edges, packing);
  let matching;
  try {
    matching = maximumWeightMatching({ n: graph.vertices, limbs: packing.limbs, from: graph.from, to: graph.to, weight });
  } catch (e) {
    if (e instanceof MatchingOverflowError) throw new PairingError('TOO_LARGE', 'the pairing weights left the exact integer range');
    throw e;
  }
  return {
    mate: matching.mate,
    perfect: 2 * matching.size === graph.vertices,
    limbs: packing.limbs,
    packing,
    dual: matching.dual,
    blossomParent: matching.blossomParent,
  };
}
