/**
 * What the match waits for — always exactly one thing (digest §7.1 "pending resolution"): the
 * die-off for the first player (L8), the dice of an attack (L24, L39), a mortar's mine check
 * (L68), the table's report of a real projectile (L41), a damage roll (L45), a healing roll
 * (L56), or the active side's next order (L9).
 */
import type { Pending } from '@app/rules';
import { unitOf, type VPState } from './state';
import { firstPlayerRoller } from './turn';

/** The order types the active side may give between resolutions (a hint; `legal` says exactly what). */
const ALL_ORDERS = ['ActivateUnit', 'Manoeuvre', 'Shoot', 'ThrowGrenade', 'FireReal', 'Melee', 'EndActivation', 'EndTurn'];

export function pendingOf(s: VPState): Pending {
  if (s.result) {
    const r = s.result;
    return {
      kind: 'none',
      prompt: r.draw ? `the game is over: a draw (${r.reason})` : `the game is over: side ${r.winner} won (${r.reason})`,
    };
  }
  if (s.firstSide === null) {
    const side = firstPlayerRoller(s);
    return {
      kind: 'roll',
      side,
      purpose: 'firstPlayer',
      dice: [{ count: 1, sides: 6 }],
      prompt: `who moves first (L8): side ${side} rolls 1d6, the higher roll starts`,
    };
  }
  const res = s.resolution;
  if (res && res.kind === 'attacks') {
    const a = res.attacks[res.index];
    const again = a.dice.length > 0 ? ` — exploding six: roll again and add (so far ${a.dice.join('+')})` : '';
    return {
      kind: 'roll',
      side: a.roller,
      purpose: a.purpose,
      dice: [{ count: 1, sides: 6 }],
      prompt: `${a.kind}: ${a.attackerId} attacks ${a.targetId} (power ${a.power}); side ${a.roller} rolls 1d6${again}`,
    };
  }
  if (res && res.kind === 'real') {
    if (res.stage === 'mineCheck') {
      return {
        kind: 'roll',
        side: res.side,
        purpose: 'mineCheck',
        dice: [{ count: 1, sides: 6 }],
        prompt: `mortar ${res.gunId}: roll 1d6 — 4–6 a mine may be fired, 1–3 a shell only (L67–L69)`,
      };
    }
    if (res.stage === 'projectile') {
      return {
        kind: 'order',
        sides: [res.side],
        orders: ['ProjectileResult'],
        prompt: `${res.shooterId} fires ${res.ammo === 'mine' ? 'a mine' : res.ammo === 'shell' ? 'a shell' : 'a projectile'}: report what it did (miss / ricochet / hit with the unit's reaction)`,
      };
    }
    const h = res.hits[res.hitIndex];
    const again = h.dice.length > 0 ? ` — exploding six: roll again and add (so far ${h.dice.join('+')})` : '';
    return {
      kind: 'roll',
      side: res.side,
      purpose: 'realDamage',
      dice: [{ count: 1, sides: 6 }],
      prompt: `hit on ${h.unitId}: roll 1d6 for the damage (L45)${again}`,
    };
  }
  if (s.healingQueue.length > 0) {
    const u = unitOf(s, s.healingQueue[0])!;
    return {
      kind: 'roll',
      side: u.side,
      purpose: 'healing',
      dice: [{ count: 1, sides: 6 }],
      prompt: `healing (L56–L59) of ${u.id}: 1 dies, 2–4 stays wounded, 5–6 recovers`,
    };
  }
  const side = s.activeSide!;
  const orders = ALL_ORDERS.filter((o) => o !== 'ThrowGrenade' || s.grenadesThisTurn < s.rules.grenadesPerSidePerTurn).filter(
    (o) => o !== 'EndActivation' || s.activeUnitId !== null,
  );
  return {
    kind: 'order',
    sides: [side],
    orders,
    prompt: `turn ${s.turnNumber} (round ${s.round}): side ${side} acts${s.activeUnitId ? ` — ${s.activeUnitId} is active` : ''}`,
  };
}
