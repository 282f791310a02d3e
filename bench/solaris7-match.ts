/** The seeded four-player Solaris VII match the replay benchmarks fold (the same match on every run). */
import type { ClockSettings, MatchCreatedData } from '@app/rules';
import { playRandomMatch, randomSetup, seatsOf, seeded, solaris7 } from '@app/rulesets/solaris7';

export function seededSolarisMatch(seed: number) {
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`SEED must be a non-negative integer, not "${seed}"`);
  const setup = randomSetup(4, false, true);
  const played = playRandomMatch(setup, seeded(seed), 5000);
  /** Its creation, with clocks when given. */
  const created = (clock?: ClockSettings): MatchCreatedData => ({
    matchId: 'bench',
    ruleset: { id: solaris7.id, version: solaris7.version },
    players: seatsOf(setup),
    setup,
    dice: 'reported',
    serverSeedCommitment: null,
    ...(clock ? { clock } : {}),
  });
  return { played, created };
}
