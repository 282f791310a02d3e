/**
 * Who moves first (L8), player turns (L8–L9), unit activations and the three actions (L10–L11).
 *
 * A player turn: TurnStarted → the active player activates his units one at a time, each at
 * most once (L9), each with up to 3 actions (L10): at most one Shooting action and one Melee,
 * every other slot a Manoeuvre (L11) → EndTurn → healing rolls (L56) → victory check → the
 * opponent's turn.
 */
import { readOnly, violation, type RuleViolation } from '@app/rules';
import { buildHealingQueue } from './healing';
import type { Side } from './schema';
import { freshActivation, isFresh, log, other, ref, unitOf, type Phase, type UnitState, type VPState } from './state';
import { byInfantryCount, checkVictory, endGame } from './victory';

/** L8: each player rolls a D6, the higher starts; a tie is re-rolled (A-35 `firstPlayerTie`). */
export function firstPlayerRoll(s: VPState, side: Side, value: number): void {
  s.firstPlayerRolls[side] = value;
  const { A, B } = s.firstPlayerRolls;
  if (A === null || B === null) return;
  if (A === B && s.rules.firstPlayerTie === 'reroll') {
    log(s, 'FirstPlayerRollTied', { A, B });
    s.firstPlayerRolls = { A: null, B: null };
    return;
  }
  const first: Side = A >= B ? 'A' : 'B';
  s.firstSide = first;
  log(s, 'FirstPlayerDetermined', { side: first, rolls: { A, B } });
  startTurn(s, first);
}

/** Which side rolls next in the die-off: A then B (digest §2.3). */
export function firstPlayerRoller(s: VPState): Side {
  return s.firstPlayerRolls.A === null ? 'A' : 'B';
}

/**
 * A new player turn: every unit may be activated again (L9), the side's grenade is available
 * again (L20 "once in each turn"), every gun may fire again.
 */
export function startTurn(s: VPState, side: Side): void {
  s.history.push({ turnNumber: s.turnNumber, side: s.activeSide, log: s.log });
  s.log = [];
  s.turnNumber += 1;
  s.round = Math.ceil(s.turnNumber / 2);
  s.activeSide = side;
  s.activeUnitId = null;
  s.grenadesThisTurn = 0;
  // Only units that acted since are reset: the others are as fresh already, and a unit left
  // alone is shared with the previous state rather than copied.
  readOnly(s.units).forEach((unit, i) => {
    const was = readOnly(unit);
    if (!was.done && was.gunShotsThisTurn === 0 && isFresh(was.act)) return;
    const u = s.units[i];
    u.done = false;
    u.gunShotsThisTurn = 0;
    u.act = freshActivation();
  });
  log(s, 'TurnStarted', { turnNumber: s.turnNumber, round: s.round, side });
}

/** Ends the current activation; an ended activation cannot be resumed (L9). */
export function endActivation(s: VPState, reason: 'explicit' | 'otherUnitOrdered' | 'turnEnded' | 'destroyed'): void {
  const u = unitOf(s, s.activeUnitId);
  s.activeUnitId = null;
  if (!u) return;
  u.done = true;
  log(s, 'ActivationEnded', { unitId: u.id, reason });
}

/**
 * Whether one of the active player's units may be given an order now (digest §7.6 G4–G7),
 * activating it if needed. `startsAction` tells whether this order would open a new action.
 */
export function prepareUnitOrder(
  s: VPState,
  side: Side,
  unitId: string,
  startsAction: (u: UnitState) => boolean,
): UnitState | RuleViolation {
  const u = unitOf(s, unitId);
  // L3: the units are those the setup put on the table.
  if (!u) return violation(ref('L3'), `there is no unit "${unitId}"`, 'UNKNOWN_UNIT');
  // L9: "the player acts with each of HIS units".
  if (u.side !== side)
    return violation(ref('L9'), `${u.id} belongs to side ${u.side}: a player acts only with his own units`, 'NOT_YOUR_UNIT');
  // L28, L46: a destroyed unit is removed from the field.
  if (u.status === 'destroyed')
    return violation(ref('L28, L46'), `${u.id} has been destroyed and removed from the field`, 'UNIT_CANNOT_ACT');
  // L9: each unit acts once in its player's turn.
  if (u.done)
    return violation(ref('L9'), `${u.id} has already finished its actions this turn: each unit acts once per turn`, 'UNIT_CANNOT_ACT');
  // L20: a gun fires only when an infantryman touches it (and is carried by one, L13); it never acts alone.
  if (u.kind === 'gun') {
    return violation(
      ref('L13, L20'),
      `${u.id} is a gun: it acts only through a touching infantryman (FireReal weapon "gun", or Manoeuvre with carryGunId)`,
      'NOT_ALLOWED',
    );
  }
  if (s.activeUnitId !== u.id) {
    if (s.activeUnitId !== null) {
      if (!s.rules.implicitActivationEnd) {
        // L9 "each unit in turn" (A-36: with implicitActivationEnd off, an activation ends only when told).
        return violation(
          ref('L9'),
          `${s.activeUnitId} is still acting: end its activation first (implicitActivationEnd is off)`,
          'UNIT_CANNOT_ACT',
        );
      }
      endActivation(s, 'otherUnitOrdered');
    }
    s.activeUnitId = u.id;
    // A unit is activated once a turn (L9), so its record is as fresh as the turn made it; a
    // new one is put in only when it is not, so a record left as it was is not copied.
    if (!isFresh(readOnly(u).act)) u.act = freshActivation();
    log(s, 'UnitActivated', { unitId: u.id });
  }
  if (startsAction(u) && u.act.actionsUsed >= s.rules.actionsPerActivation) {
    // L10: a unit's turn is three actions.
    return violation(ref('L10'), `${u.id} has used all ${s.rules.actionsPerActivation} actions of its turn`, 'NO_ACTIONS_LEFT');
  }
  return u;
}

/** L10–L11: one of the three action slots is used. A Manoeuvre or Melee after a shot closes the Shooting action. */
export function spendAction(s: VPState, u: UnitState, action: 'manoeuvre' | 'shooting' | 'melee'): void {
  u.act.actionsUsed += 1;
  if (action === 'manoeuvre') u.act.manoeuvres += 1;
  if (action === 'melee') u.act.meleeActions += 1;
  if (action === 'shooting') {
    u.act.shootingActions += 1;
    u.act.shooting = 'open';
  } else if (u.act.shooting === 'open' && s.rules.shotsMustBeContiguous) {
    u.act.shooting = 'closed';
  }
  log(s, 'ActionTaken', { unitId: u.id, action, actionIndex: u.act.actionsUsed });
}

/** EndTurn: closes the activation, then the healing phase (L56) if any fighter is wounded. */
export function endTurn(s: VPState): void {
  if (s.activeUnitId) endActivation(s, 'turnEnded');
  s.healingQueue = buildHealingQueue(s);
  if (s.healingQueue.length === 0) finishTurn(s);
}

/** After healing: victory check (§5.1), TurnEnded, the optional round limit, the next turn. */
export function finishTurn(s: VPState): void {
  if (checkVictory(s)) return;
  const side = s.activeSide!;
  log(s, 'TurnEnded', { turnNumber: s.turnNumber, side });
  if (s.rules.maxRounds !== null && s.turnNumber >= 2 * s.rules.maxRounds) {
    endGame(s, s.rules.maxRoundsTiebreak === 'draw' ? { winner: null, draw: true, reason: 'maxRounds' } : byInfantryCount(s, 'maxRounds'));
    return;
  }
  startTurn(s, other(side));
}

/** An order's dice/projectile chain is complete: a destroyed actor's activation ends, then the victory check. */
export function finishResolution(s: VPState): void {
  s.resolution = null;
  const active = unitOf(s, s.activeUnitId);
  if (active && active.status === 'destroyed') endActivation(s, 'destroyed');
  checkVictory(s);
}

export function phaseOf(state: VPState): Phase {
  const s = readOnly(state); // only read: nothing is drafted for it
  if (s.result) return 'over';
  if (s.firstSide === null) return 'firstPlayer';
  if (s.resolution) return 'resolving';
  if (s.healingQueue.length > 0) return 'healing';
  return 'activation';
}
