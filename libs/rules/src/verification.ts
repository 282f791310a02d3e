import { verifyServerRolls, type ServerRollRecord } from './dice';
import type { MatchEvent } from './events';

/** What a check of a revealed match stream found. */
export interface MatchVerification {
  /** Every server roll follows from the revealed seed, which matches the commitment at creation. */
  verified: boolean;
  /** Why not, when not verified. */
  reason: string | null;
  /** How many server rolls the stream holds. */
  serverRolls: number;
  /** How many of them carry their own commitment (streams written before per-roll commitments have none). */
  committedRolls: number;
}

/** The server rolls of a stream, in stream order. */
export function serverRollsOf(events: MatchEvent[]): ServerRollRecord[] {
  return events.flatMap((e) =>
    e.type === 'DiceRolled' && e.data.source === 'server'
      ? [
          {
            nonce: e.data.nonce ?? -1,
            dice: e.data.dice,
            purpose: e.data.purpose,
            ...(e.data.commitment !== undefined ? { commitment: e.data.commitment } : {}),
          },
        ]
      : [],
  );
}

/**
 * Verifies a whole match stream once its seed is revealed: the seed against the commitment in
 * `MatchCreated`, then every server roll's dice and commitment against the seed. Null while the
 * stream holds no `ServerSeedRevealed` (the match has not ended): nothing can be checked yet.
 * Takes the stream exactly as stored; a view with hidden dice does not verify.
 */
export function verifyMatch(events: MatchEvent[]): MatchVerification | null {
  const revealed = events.find((e) => e.type === 'ServerSeedRevealed');
  if (!revealed || revealed.type !== 'ServerSeedRevealed') return null;
  const rolls = serverRollsOf(events);
  const counts = { serverRolls: rolls.length, committedRolls: rolls.filter((r) => r.commitment !== undefined).length };
  const created = events[0];
  const commitment = created?.type === 'MatchCreated' ? created.data.serverSeedCommitment : null;
  if (!commitment) {
    return { verified: false, reason: 'the stream reveals a seed but published no commitment to it at creation', ...counts };
  }
  const check = verifyServerRolls(commitment, revealed.data.seed, rolls);
  return { verified: check.ok, reason: check.ok ? null : check.reason, ...counts };
}
