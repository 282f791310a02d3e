/**
 * Ramming (L53–L54; digest §4.9, A-29, A-48).
 *
 * "A vehicle, while moving, may ram another vehicle: Attack = D6 + its Armour; outcome and
 * counter-attack as before. Infantry always dodge a ram." The ram is part of the Manoeuvre
 * (no extra action), at most `ramsPerActivation`; both attacks are simultaneous.
 */
import { violation, type RuleViolation } from '@app/rules';
import { makeAttack } from './attack';
import { log, ref, unitOf, type AttackSpec, type UnitState, type VPState } from './state';

export function validateRam(s: VPState, u: UnitState, targetId: string): UnitState | RuleViolation {
  if (u.kind !== 'vehicle') return violation(ref('L54'), `${u.id} is a ${u.kind}: only vehicles ram`, 'M6');
  const t = unitOf(s, targetId);
  if (!t || t.status === 'destroyed') return violation(ref('L54'), `there is no unit "${targetId}" on the field to ram`, 'M6');
  if (t.side === u.side) return violation(ref('L54'), `${t.id} is friendly: only enemy vehicles may be rammed`, 'M6');
  if (t.kind === 'infantry') return violation(ref('L54'), `${t.id} is infantry: infantry always dodge a ram`, 'M6');
  if (!s.rules.ramTargets.includes(t.kind))
    return violation(ref('L54'), `${t.id} is a ${t.kind}: a vehicle may ram only ${s.rules.ramTargets.join('/')}`, 'M6');
  if (u.act.rams >= s.rules.ramsPerActivation) return violation(ref('L54'), `${u.id} has already rammed this turn`, 'M6');
  return t;
}

export function startRam(s: VPState, u: UnitState, t: UnitState): void {
  u.act.rams += 1;
  const attacks: AttackSpec[] = [makeAttack(s, 'ram', u, t, u.side, u.armour)];
  // The rammed machine answers with D6 + its own Armour (L54 "counter-attack as described"); guns never act.
  if (t.kind === 'vehicle' || t.kind === 'cyborg') attacks.push(makeAttack(s, 'ramCounter', t, u, t.side, t.armour));
  log(s, 'RamDeclared', { attackerId: u.id, targetId: t.id });
  s.resolution = { kind: 'attacks', source: 'ram', actorId: u.id, attacks, index: 0, simultaneous: true };
}
