/**
 * The Charge (P3 L265–278): the only way into base contact with an enemy; one action of move
 * and close-combat attack, at the Target Priority (nearest enemy not engaged, not Hidden).
 * Melee weapons get +1 CC and +1 DMG, firearms +1 CC only; a Reach charge, a charge over an
 * obstacle or at a climber gets no bonus and does not engage.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { ref, type ChargeCtx, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { budget, cost } from './movement';
import { acrossObstacle, ccStrike, engage } from './close-combat';
import { reachOf, weaponOf } from './skills';
import { openChargeWindow } from './interrupt';

export function charge(s: WarzoneState, side: Side, o: OrderOf<'charge'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.posture !== 'standing') return violation(ref('P2 L80'), `${m.id} must be standing to charge`, 'NOT_STANDING');
  const t = own(s.models, o.target);
  if (!t || t.side === side || t.removed) return violation(ref('P3 L267'), `"${o.target}" is not an enemy model`, 'BAD_TARGET');
  if (t.hidden) return violation(ref('P4 L365'), `${t.id} is Hidden: detect it first`, 'TARGET_HIDDEN');
  const w = weaponOf(m, o.weapon);
  if (!w || w.cc === null) return violation(ref('P3 L242'), `"${o.weapon}" is not a close-combat weapon of ${m.id}`, 'NOT_A_CC_WEAPON');
  if (!o.los) return violation(ref('P3 L267'), 'the charger must see its target', 'NO_LINE_OF_SIGHT');
  if (!o.pathPossible) return violation(ref('P3 L269'), 'the straight line to the target is not possible', 'BLOCKED');
  for (const id of o.nearest) {
    const n = own(s.models, id);
    if (!n || n.side === side || n.removed) return violation(ref('P3 L267'), `"${id}" is not an enemy model`, 'BAD_TARGET');
  }
  if (t.engaged.length && !t.climbing) {
    // An engaged enemy is no Target Priority, but friends may join its fight up to the size cap.
  } else if (!o.nearest.includes(t.id))
    return violation(ref('P3 L267'), `${t.id} is not the nearest eligible enemy (Target Priority)`, 'TARGET_PRIORITY');
  const reach = reachOf(m, w);
  const mv = budget(s, m, false, m.mvRunCharge); // Necro Legs +1 on a Charge (P5 L414)
  const moveCost = o.path.length ? cost(o.path) : o.distance;
  if (o.contact ? moveCost > mv : o.distance > mv + reach)
    return violation(ref('P3 L267'), `${t.id} is beyond the charge range of ${m.id}`, 'TOO_FAR');
  const across = acrossObstacle(m, o.obstacle);
  if (across) return across;
  if (t.climbing && o.targetHeight > 1.5 * m.size + reach)
    return violation(ref('P2 L145'), `a climber ${o.targetHeight}" up is beyond reach`, 'CLIMBER_OUT_OF_REACH');
  const contact = o.contact && !o.obstacle && !t.climbing;
  if (contact) {
    const sizes = t.engaged.filter((id) => s.models[id].side === side).reduce((sum, id) => sum + s.models[id].size, 0) + m.size;
    if (sizes > 4 * t.size) return violation(ref('P3 L342'), `attackers' Sizes ${sizes} would exceed 4 × ${t.size}`, 'ATTACKER_SIZE_CAP');
  }
  const action = spend(s, m);
  m.moved = true;
  // A Reach charge moves only as far as its reach needs (the rest of MV is left for a pursuit, A17).
  const used = o.contact ? moveCost : Math.max(0, o.distance - reach);
  const ctx: ChargeCtx = { charger: m.id, target: t.id, weapon: w.id, contact, bonus: contact, action, fled: false, moved: used };
  s.tasks.push({ k: 'chargeAttack', charge: ctx });
  // Waiting enemies may react at any moment of the move, before the attack (P3 L308).
  openChargeWindow(s, m, ctx, o.distance);
  return null;
}

/** The charge reaches its attack (P3 L275): contact, then the charger's strike. */
export function chargeAttack(s: WarzoneState, c: ChargeCtx): void {
  const m = s.models[c.charger];
  const t = s.models[c.target];
  // An interrupt that killed or stopped the charger ends the charge (§3.16).
  if (m.removed || m.wounds <= 0 || m.posture !== 'standing' || t.removed || t.wounds <= 0) return;
  if (c.contact) engage(s, m, t);
  if (c.fled) s.tasks.push({ k: 'morale', model: t.id, mod: -6, unit: false }); // after the attack (P3 L327)
  s.tasks.push({ k: 'strike', strike: ccStrike(s, m, weaponOf(m, c.weapon)!, [t.id], c.bonus, c.action) });
}
