/**
 * Victory (L65; digest §5.1, A-38), concession, the optional round limit and the clock.
 */
import { readOnly, type Outcome } from '@app/rules';
import { countsForVictory } from './catalogue';
import { alive, log, type GameResult, type VPState } from './state';

export const SIDES_OF = ['A', 'B'] as const;

export function infantryLeft(s: VPState, side: 'A' | 'B'): number {
  return readOnly(s.units).filter((u) => u.side === side && alive(u) && countsForVictory(u, s.rules)).length;
}

export function endGame(s: VPState, result: GameResult): void {
  s.result = result;
  s.resolution = null;
  s.healingQueue = [];
  s.activeUnitId = null;
  s.phase = 'over';
  log(s, 'GameEnded', { ...result });
}

/**
 * L65: "to win you must destroy the enemy's manpower (infantry)". Wounded fighters are alive;
 * both sides emptied by one resolution (melee + counter, a blast, healing) → draw.
 * Checked after each order's complete resolution and after the healing phase.
 */
export function checkVictory(s: VPState): boolean {
  if (s.result) return true;
  const a = infantryLeft(s, 'A');
  const b = infantryLeft(s, 'B');
  if (a > 0 && b > 0) return false;
  if (a === 0 && b === 0) endGame(s, { winner: null, draw: true, reason: 'mutualDestruction' });
  else endGame(s, { winner: a === 0 ? 'B' : 'A', draw: false, reason: 'enemyInfantryDestroyed' });
  return true;
}

/** More surviving infantry wins, equal → draw (A-38 `maxRoundsTiebreak`, reused for the clock). */
export function byInfantryCount(s: VPState, reason: GameResult['reason']): GameResult {
  const a = infantryLeft(s, 'A');
  const b = infantryLeft(s, 'B');
  if (a === b) return { winner: null, draw: true, reason };
  return { winner: a > b ? 'A' : 'B', draw: false, reason };
}

export function outcomeOf(s: VPState): Outcome {
  const finished = s.result !== null;
  return {
    finished,
    winner: s.result?.winner ?? null,
    draw: s.result?.draw ?? false,
    reason: s.result?.reason ?? null,
    sides: SIDES_OF.map((side) => {
      const mine = s.units.filter((u) => u.side === side);
      const theirs = s.units.filter((u) => u.side !== side);
      const result = !s.result ? null : s.result.draw ? 'draw' : s.result.winner === side ? 'win' : 'loss';
      return {
        side,
        result,
        scores: {
          infantryLeft: infantryLeft(s, side),
          unitsLeft: mine.filter(alive).length,
          unitsLost: mine.filter((u) => !alive(u)).length,
          unitsDestroyed: theirs.filter((u) => !alive(u)).length,
          damageDealt: theirs.reduce((a, u) => a + u.damage, 0),
        },
      };
    }),
  };
}
