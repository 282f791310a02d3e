/**
 * Whether players may still register, and as what: before round 1 everyone starts together; a
 * Swiss takes late entries, who join the next round with no points; a round robin or a bracket
 * is drawn from the players there at round 1, so it takes no one after (decide.ts
 * `decideRegister`). The page says which, instead of letting the organiser find out from a refusal.
 */
export type Registration =
  | { open: true; /** The round a player registered now first plays; null: round 1, or a league. */ joinsRound: number | null }
  | { open: false; why: 'finished' | 'drawn' | 'topCut' };

export interface RegistrationFacts {
  finished: boolean;
  /** The format's kind as `readFormat` spells it: swiss, round-robin, single-elimination, double-elimination, league. */
  formatKind: string | null;
  rounds: ReadonlyArray<{ stage: string }>;
}

export function registrationOf({ finished, formatKind, rounds }: RegistrationFacts): Registration {
  if (finished) return { open: false, why: 'finished' };
  if (formatKind === 'league') return { open: true, joinsRound: null };
  if (rounds.length === 0) return { open: true, joinsRound: null };
  if (formatKind !== 'swiss') return { open: false, why: 'drawn' };
  if (rounds.some((r) => r.stage === 'top-cut')) return { open: false, why: 'topCut' };
  return { open: true, joinsRound: rounds.length + 1 };
}
