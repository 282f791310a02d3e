import { randomUUID } from 'node:crypto';
import { isViolation, startMatch, type Ruleset, type RulesetRegistry } from '@app/rules';

export interface SetupRefusal {
  code: string;
  rule: string;
  message: string;
  field: string | null;
}

/**
 * Why the game refuses a setup document, or null when it takes it: the check createMatch makes
 * (the setup schema, then the game's own limits), for a match seating the game's first two
 * sides, as a competition's engine matches do. Nothing is stored; the game's `setup` is pure.
 */
export function setupRefusal(registry: RulesetRegistry, ruleset: Ruleset, setup: unknown): SetupRefusal | null {
  const players = ruleset.sides.slice(0, 2).map((side, i) => ({ side, name: `Player ${i + 1}`, playerId: null }));
  let started: ReturnType<typeof startMatch>;
  try {
    started = startMatch(registry, {
      matchId: randomUUID(),
      ruleset: { id: ruleset.id, version: ruleset.version },
      players,
      setup,
      dice: 'reported',
      serverSeedCommitment: null,
    });
  } catch {
    // A document a game's setup cannot read is refused, never a fault of the server.
    return { code: 'INVALID_SETUP', rule: `${ruleset.id} setup`, message: 'the game cannot read this setup', field: null };
  }
  if (!isViolation(started)) return null;
  return { code: started.code, rule: started.rule, message: started.message, field: started.field ?? null };
}
