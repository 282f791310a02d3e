/**
 * Wounds, durability and destruction (L25–L28, L32, L46, L71–L74; digest §4.10).
 */
import type { RulesConfig } from './options';
import { log, type AttackResult, type UnitState, type VPState } from './state';

/** L46: destroyed as soon as damage EXCEEDS the durability (`destroyWhen`, A-11). */
function overThreshold(u: UnitState, rules: RulesConfig): boolean {
  if (u.durability === null) return true;
  return rules.destroyWhen === 'exceeds' ? u.damage > u.durability : u.damage >= u.durability;
}

export function destroyUnit(s: VPState, u: UnitState, cause: string): void {
  if (u.status === 'destroyed') return;
  u.status = 'destroyed';
  u.destroyedBy = cause;
  log(s, 'UnitDestroyed', { unitId: u.id, side: u.side, cause });
}

/**
 * Damage points. Fighters without durability die of the first point (L28, "their figure is
 * removed"); units with a track add it up and are removed once over the threshold (L46).
 */
export function applyDamage(s: VPState, u: UnitState, amount: number, cause: string): void {
  if (u.status === 'destroyed' || amount <= 0) return;
  if (u.model === 'fighter') {
    destroyUnit(s, u, cause);
    return;
  }
  u.damage += amount;
  log(s, 'DamageApplied', { unitId: u.id, amount, total: u.damage, durability: u.durability });
  if (overThreshold(u, s.rules)) destroyUnit(s, u, cause);
}

/**
 * "Wounded" (L26, L43, L49): fighters are laid face down; a "wounded" combat machine takes 1
 * damage instead (L26). A wounded fighter wounded again: `woundOnWounded`.
 */
export function woundUnit(s: VPState, u: UnitState, cause: string): void {
  if (u.status === 'destroyed') return;
  if (u.model === 'machine') {
    applyDamage(s, u, 1, cause);
    return;
  }
  if (u.model === 'durableFighter' && s.rules.durableFighterEqual === 'damage' && cause !== 'realHit') {
    applyDamage(s, u, 1, cause);
    return;
  }
  if (u.status === 'wounded') {
    if (s.rules.woundOnWounded === 'kill') destroyUnit(s, u, cause);
    else log(s, 'WoundIgnored', { unitId: u.id, cause });
    return;
  }
  u.status = 'wounded';
  log(s, 'UnitWounded', { unitId: u.id, cause });
}

/** Applies one attack test's outcome (§4.1 table) to its target. */
export function applyAttackOutcome(s: VPState, target: UnitState, r: AttackResult, cause: string): void {
  if (r.outcome === 'damage') applyDamage(s, target, r.damage, cause);
  else if (r.outcome === 'wound') {
    // melee Attack = Armour on a vehicle/gun — 1 damage by the general rule (L26), or nothing.
    if (target.model === 'machine' && cause === 'melee' && s.rules.meleeVsMachineEqual === 'none') return;
    woundUnit(s, target, cause);
  }
}
