/** One candidate graph through the matching: priority levels packed into exact weights. */
import { MatchingOverflowError, maximumWeightMatching } from './blossom';
import { PairingError } from './errors';
import type { CandidateGraph } from './candidates';
import { packLevels, packedWeights } from './weights';

export interface GraphMatching {
  /** Partner of every graph vertex, -1 when unmatched. */
  mate: Int32Array;
  perfect: boolean;
  limbs: number;
}

export function matchGraph(graph: CandidateGraph): GraphMatching {
  const packing = packLevels(graph.costs, graph.edges, graph.vertices / 2);
  const weight = packedWeights(graph.costs, graph.isBye, graph.edges, packing);
  let matching;
  try {
    matching = maximumWeightMatching({ n: graph.vertices, limbs: packing.limbs, from: graph.from, to: graph.to, weight });
  } catch (e) {
    if (e instanceof MatchingOverflowError) throw new PairingError('TOO_LARGE', 'the pairing weights left the exact integer range');
    throw e;
  }
  return { mate: matching.mate, perfect: 2 * matching.size === graph.vertices, limbs: packing.limbs };
}
