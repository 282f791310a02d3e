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
  // L54: "a vehicle, while moving, may ram another vehicle".
  if (u.kind !== 'vehicle') return violation(ref('L54'), `${u.id} is a ${u.kind}: only vehicles ram`, 'NOT_ALLOWED');
  const t = unitOf(s, targetId);
  const field = 'ram.targetId';
  if (!t) return violation(ref('L3'), `there is no unit "${targetId}"`, 'UNKNOWN_UNIT', field);
  if (t.status === 'destroyed') return violation(ref('L28, L46'), `${t.id} has been removed from the field`, 'BAD_TARGET', field);
  if (t.side === u.side) return violation(ref('L54'), `${t.id} is friendly: only enemy vehicles may be rammed`, 'BAD_TARGET', field);
  // L54: "infantry always dodge a ram".
  if (t.kind === 'infantry') return violation(ref('L54'), `${t.id} is infantry: infantry always dodge a ram`, 'BAD_TARGET', field);
  // L54 "another vehicle" (A-29 `ramTargets`).
  if (!s.rules.ramTargets.includes(t.kind))
    return violation(
      ref('L54, §9.3 A-29'),
      `${t.id} is a ${t.kind}: a vehicle may ram only ${s.rules.ramTargets.join('/')}`,
      'BAD_TARGET',
      field,
    );
  // A-29 `ramsPerActivation`.
  if (u.act.rams >= s.rules.ramsPerActivation)
    return violation(ref('L54, §9.3 A-29'), `${u.id} has already rammed this turn`, 'ALREADY_USED');
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
