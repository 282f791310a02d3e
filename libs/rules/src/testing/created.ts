import type { MatchCreatedData } from '../events';
import type { Ruleset } from '../ruleset';

/** The creation of a test match of `ruleset` between Ann (A) and Bob (B). */
export function testMatchCreated(ruleset: Pick<Ruleset, 'id' | 'version'>, over: Partial<MatchCreatedData> = {}): MatchCreatedData {
  return {
    matchId: 'm1',
    ruleset: { id: ruleset.id, version: ruleset.version },
    players: [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ],
    setup: {},
    dice: 'reported',
    serverSeedCommitment: null,
    ...over,
  };
}
