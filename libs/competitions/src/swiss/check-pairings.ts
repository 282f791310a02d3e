/**
 * The organiser's manual swaps: every constraint a set of pairs breaks, in words, whatever the
 * pairing engine would have done.
 */
import type { PairingConstraints, PairingPlayer, PlayerId } from '../types';
import type { ConstraintBreach } from './index';
import { breachesOf, relationsOf, validConstraints } from './constraints';
import { PairingError } from './errors';
import { rosterOf } from './score-groups';

export function checkPairings(
  players: PairingPlayer[],
  pairs: Array<{ a: PlayerId; b: PlayerId | null }>,
  constraints: PairingConstraints,
): ConstraintBreach[] {
  const roster = rosterOf(players);
  const rel = relationsOf(roster, validConstraints(constraints));
  const seen = new Set<PlayerId>();
  const positionOf = (id: PlayerId): number => {
    const u = roster.position.get(id);
    if (u === undefined) throw new PairingError('UNKNOWN_PLAYER', `player ${String(id)} is not among the players`);
    if (seen.has(id)) throw new PairingError('DUPLICATE_PLAYER', `player ${id} is in two pairs`);
    seen.add(id);
    return u;
  };
  const out: ConstraintBreach[] = [];
  if (!Array.isArray(pairs)) throw new PairingError('UNKNOWN_PLAYER', 'pairs must be a list of { a, b } pairs');
  for (const pair of pairs) {
    if (pair === null || typeof pair !== 'object') throw new PairingError('UNKNOWN_PLAYER', 'every pair needs players a and b');
    if (pair.a === pair.b) throw new PairingError('SELF_PAIRING', `player ${String(pair.a)} is paired with themselves`);
    const u = positionOf(pair.a);
    const v = pair.b === null ? null : positionOf(pair.b);
    for (const breach of breachesOf(roster, rel, u, v)) out.push({ ...breach, a: pair.a, b: pair.b });
  }
  return out;
}
