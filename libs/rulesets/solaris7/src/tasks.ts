/**
 * What the match waits for. Play goes on by itself (flow.ts) until it needs a die or a
 * decision; that need is the first task of the queue, and the pending prompt says it.
 */
import type { DiceGroup, Pending } from '@app/rules';
import type { Attack } from './attack';
import type { HeatEffectId } from './model';
import { canReact } from './round';
import type { OrderOf } from './schema';
import { mustUnit, type Side, type SolarisState } from './state';
import { tieBreakRoller } from './victory';

export type Task =
  /** §2.15: 1d6 + the pilot's defense modifier, ≥ 4 wakes the pilot. */
  | { kind: 'revive'; unitId: string; trigger: 'phaseStart' | 'targeted' }
  /** §3.1: 2d6 per unit; ties re-roll among themselves. */
  | { kind: 'initiativeRoll'; unitId: string; reroll: boolean }
  | { kind: 'initiativeStart' }
  | { kind: 'initiativeTies' }
  | { kind: 'initiativeChoice'; unitId: string }
  | { kind: 'fixTurnOrder' }
  /** §3.2: a Move order given to a unit in base contact waits for its 1d6. */
  | { kind: 'breakaway'; unitId: string; order: OrderOf<'Move'>; threshold: number; modifier: number }
  /** §3.2 free spin: an enemy the mover ended in contact with may turn in place. */
  | { kind: 'freeSpin'; unitId: string; triggeredBy: string }
  /** §3.3: a declared target may answer with Entrench, Defend or Evade. */
  | { kind: 'reaction'; unitId: string; attackerId: string }
  | { kind: 'attack'; attack: Attack }
  /** §8.3: one 1d6 for each roll-type heat effect showing, applied together. */
  | { kind: 'heatEffects'; unitId: string; effects: HeatEffectId[]; dice: number[] }
  | { kind: 'endPhase'; step: 'damage' | 'heatGain' | 'heatLoss' | 'objective' | 'close' }
  /** §6.3 replacement: draw, corner, 2d6 across the width, 3d6 along the length. */
  | { kind: 'objectiveDraw'; side: Side }
  | { kind: 'objectiveCorner'; side: Side; tokenId: string }
  | { kind: 'objectiveWidth'; side: Side; tokenId: string; corner: Corner }
  | { kind: 'objectiveLength'; side: Side; tokenId: string; corner: Corner; x: number }
  /** End p.14: equal reputation and equal point values: each tied player (a team: its first) rolls 1d6, the highest wins. */
  | { kind: 'tieBreak'; sides: Side[]; dice: Partial<Record<Side, number>> };

export type Corner = 'NW' | 'NE' | 'SW' | 'SE';

export const d6 = (count: number, label?: string): DiceGroup => ({ count, sides: 6, ...(label ? { label } : {}) });
export const ATTACK_DICE: DiceGroup[] = [d6(2, 'pair (white)'), d6(1, 'single (black)')];

/** The purpose of the roll each kind of task waits for (an attack's is its own: `taskRoll`). */
const ROLL_OF: Partial<Record<Task['kind'], string>> = {
  revive: 'revive',
  initiativeRoll: 'initiative',
  breakaway: 'breakaway',
  heatEffects: 'heatEffect',
  objectiveDraw: 'objectiveDraw',
  objectiveWidth: 'objectiveWidth',
  objectiveLength: 'objectiveLength',
  tieBreak: 'tieBreak',
};

/** The purpose of the roll a waiting task asks for, or null when it asks for an order: what a roll is checked against, with no prompt built. */
export function taskRoll(t: Task): string | null {
  if (t.kind === 'attack') return t.attack.need?.kind === 'roll' ? t.attack.need.purpose : null;
  return ROLL_OF[t.kind] ?? null;
}

function roll(t: Task, side: Side | null, dice: DiceGroup[], prompt: string): Pending {
  return { kind: 'roll', side, purpose: ROLL_OF[t.kind]!, dice, prompt };
}

function order(side: Side, orders: string[], prompt: string): Pending {
  return { kind: 'order', sides: [side], orders, prompt };
}

/**
 * Whether a task waits for input (a roll or an order), or runs by itself: what play asks of the
 * first task every time it goes on, so it is answered without building the prompt.
 */
export function taskWaits(s: SolarisState, t: Task): boolean {
  switch (t.kind) {
    case 'revive': {
      const u = mustUnit(s, t.unitId);
      return u.pilotUnconscious && !u.eliminated;
    }
    case 'freeSpin': {
      const u = mustUnit(s, t.unitId);
      return !(u.eliminated || u.shutdown || u.pilotUnconscious); // A46
    }
    case 'reaction':
      return canReact(s, mustUnit(s, t.unitId));
    case 'attack':
      return t.attack.need !== null;
    case 'initiativeStart':
    case 'initiativeTies':
    case 'fixTurnOrder':
    case 'endPhase':
      return false;
    default:
      return true;
  }
}

/** The pending prompt for a task that waits for input, or null when the task runs by itself (`taskWaits`). */
export function taskPending(s: SolarisState, t: Task): Pending | null {
  if (!taskWaits(s, t)) return null;
  switch (t.kind) {
    case 'revive': {
      const u = mustUnit(s, t.unitId);
      return roll(t, u.side, [d6(1)], `${u.id}: revive the unconscious pilot (§2.15) — 1d6 + pilot defense modifier, 4 or more wakes them`);
    }
    case 'initiativeRoll': {
      const u = mustUnit(s, t.unitId);
      return roll(t, u.side, [d6(2)], `${u.id}: initiative (§3.1) — 2d6${t.reroll ? ', re-rolling a tie' : ''}`);
    }
    case 'initiativeChoice': {
      const u = mustUnit(s, t.unitId);
      return order(
        u.side,
        ['InitiativeChoice'],
        `${u.id} has the highest initiative (${u.initiative}): keep it (act last) or set it to 1 (act first) (§3.1)`,
      );
    }
    case 'breakaway': {
      const u = mustUnit(s, t.unitId);
      return roll(
        t,
        u.side,
        [d6(1)],
        `${u.id}: breakaway (§3.2) — 1d6${t.modifier ? ` ${t.modifier > 0 ? '+' : ''}${t.modifier} (pins)` : ''}, ${t.threshold} or more breaks away`,
      );
    }
    case 'freeSpin': {
      const u = mustUnit(s, t.unitId);
      return order(
        u.side,
        ['FreeSpin', 'Pass'],
        `${u.id} may turn in place: ${t.triggeredBy} ended its move in base contact (§3.2 free spin)`,
      );
    }
    case 'reaction': {
      const u = mustUnit(s, t.unitId);
      return order(
        u.side,
        ['Entrench', 'Defend', 'Evade', 'Pass'],
        `${u.id} is the target of ${t.attackerId}: answer with Entrench, Defend or Evade, or pass (§3.3)`,
      );
    }
    case 'attack':
      return t.attack.need;
    case 'heatEffects': {
      const u = mustUnit(s, t.unitId);
      const effect = t.effects[t.dice.length];
      return roll(t, u.side, [d6(1)], `${u.id}: heat effect ${effect} (§2.16, HeatFx) — roll 1d6`);
    }
    case 'objectiveDraw':
      return roll(
        t,
        t.side,
        [{ count: 1, sides: s.pool.length }],
        `side ${t.side} draws an objective token at random from the ${s.pool.length} face down (§6.3): 1d${s.pool.length}`,
      );
    case 'objectiveCorner':
      return order(t.side, ['ChooseCorner'], `side ${t.side} chooses the corner the new objective token is counted from (§6.3)`);
    case 'objectiveWidth':
      return roll(t, t.side, [d6(2)], `side ${t.side}: 2d6 hexes across the width from the ${t.corner} corner (§6.3; 12 is re-rolled)`);
    case 'objectiveLength':
      return roll(
        t,
        t.side,
        [d6(3)],
        `side ${t.side}: 3d6 hexes along the length from the ${t.corner} corner (§6.3; 16–18 and hexes where the token cannot stand are re-rolled)`,
      );
    case 'tieBreak': {
      const side = tieBreakRoller(t);
      return roll(
        t,
        side,
        [d6(1)],
        `equal reputation and equal point values among ${t.sides.join(', ')}: side ${side} rolls 1d6, the highest wins (End p.14)`,
      );
    }
    default:
      return null;
  }
}
