import type { PlayerId } from '../types';
import { BracketError } from './errors';

/**
 * The top `size` of the final Swiss (or any) standings, in standings order: the seeds of the
 * elimination bracket that follows (seed 1 = first). Rows marked `dropped: true` (as StandingRow
 * has) are passed over, as MTG and most organised play do: a player who has left the event
 * cannot take a place in the cut, and the next player moves up.
 *
 * Throws BracketError BAD_CUT when `size` is not an integer from 2 to the number of players who
 * can take part, DUPLICATE_PLAYER when a player appears twice.
 */
export function topCut<T extends { playerId: PlayerId }>(standings: T[], size: number): PlayerId[] {
  if (!Array.isArray(standings)) throw new BracketError('BAD_CUT', 'standings must be a list');
  const seen = new Set<PlayerId>();
  const eligible: PlayerId[] = [];
  for (const row of standings) {
    if (seen.has(row.playerId)) throw new BracketError('DUPLICATE_PLAYER', `player ${row.playerId} appears twice in the standings`);
    seen.add(row.playerId);
    if ((row as { dropped?: unknown }).dropped !== true) eligible.push(row.playerId);
  }
  if (!Number.isInteger(size) || size < 2 || size > eligible.length) {
    throw new BracketError('BAD_CUT', `a cut of ${size} needs an integer from 2 to ${eligible.length} (players still in the event)`);
  }
  return eligible.slice(0, size);
}
