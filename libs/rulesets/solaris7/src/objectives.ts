/**
 * Objective tokens [§6]: only one on the arena at a time. When the last one was destroyed,
 * at the end of the End phase the player on the destroyer's left draws a token at random,
 * picks a corner, rolls 2d6 across the width (12 re-rolled) and 3d6 along the length (16–18
 * re-rolled, and re-rolled while the token could not be destroyed there), and places it (§6.3).
 */
import { hexAt, onArena, sameHex } from './geometry';
import type { Hex } from './model';
import type { Corner, Task } from './tasks';
import { leftOf, note, type SolarisState } from './state';
import { standingTeams } from './arena';

/**
 * End phase, last step (§6.3): the player on the left of the one who destroyed the last token
 * draws, chooses the corner and rolls (A61: the next player clockwise who still has a unit on
 * the arena).
 */
export function startReplacement(s: SolarisState): void {
  if (!s.data.options.objectives || s.objective !== null || s.lastTokenDestroyer === null) return;
  // Only one team left: the match ends with this phase (End p.14), nobody is left to count for.
  if (standingTeams(s).length <= 1) return;
  if (s.pool.length === 0) {
    note(s, 'ObjectivePoolEmpty', {});
    return;
  }
  s.queue.unshift({ kind: 'objectiveDraw', side: leftOf(s, s.lastTokenDestroyer, true) });
}

/** Counting from a corner (A37: the corner hex is the first). */
function countFrom(corner: Corner, width: number, length: number, across: number, along: number): Hex {
  const x = corner === 'NW' || corner === 'SW' ? across : width + 1 - across;
  const y = corner === 'NW' || corner === 'NE' ? along : length + 1 - along;
  return { x, y };
}

/** A37: the token must stand where it can be destroyed: on the arena, not blocking terrain, not under a unit. */
function canHold(s: SolarisState, hex: Hex): boolean {
  const arena = s.data.arenas[s.arenaId!];
  if (!onArena(arena, hex)) return false;
  if (hexAt(arena, hex).terrain === 'blocking') return false;
  return !s.units.some((u) => u.hex && sameHex(u.hex, hex));
}

export function replacementRoll(s: SolarisState, t: Task, dice: number[]): void {
  const arena = s.data.arenas[s.arenaId!];
  const total = dice.reduce((a, b) => a + b, 0);
  switch (t.kind) {
    case 'objectiveDraw': {
      const tokenId = s.pool[dice[0] - 1];
      s.pool = s.pool.filter((id) => id !== tokenId);
      note(s, 'ObjectiveTokenDrawn', { tokenId });
      s.queue.unshift({ kind: 'objectiveCorner', side: t.side, tokenId });
      return;
    }
    case 'objectiveWidth':
      if (total === 12 || total > arena.width) {
        note(s, 'ObjectiveRollRepeated', { axis: 'width', total });
        s.queue.unshift(t);
        return;
      }
      s.queue.unshift({ kind: 'objectiveLength', side: t.side, tokenId: t.tokenId, corner: t.corner, x: total });
      return;
    case 'objectiveLength': {
      const hex = countFrom(t.corner, arena.width, arena.length, t.x, total);
      if (total >= 16 || !canHold(s, hex)) {
        note(s, 'ObjectiveRollRepeated', { axis: 'length', total });
        s.queue.unshift(t);
        return;
      }
      s.objective = { tokenId: t.tokenId, hex };
      note(s, 'ObjectiveTokenPlaced', { tokenId: t.tokenId, hex, corner: t.corner });
      return;
    }
    default:
      return;
  }
}

export function chooseCorner(s: SolarisState, t: Extract<Task, { kind: 'objectiveCorner' }>, corner: Corner): void {
  note(s, 'ObjectiveCornerChosen', { side: t.side, corner });
  s.queue.unshift({ kind: 'objectiveWidth', side: t.side, tokenId: t.tokenId, corner });
}
