/**
 * Falling and dropping down (P2 L172–210): placed straight below, prone and damaged when the
 * height exceeds the model's Size; models at the landing spot are struck as if they fell too.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { note, ref, type Model, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { fallDamage } from './damage';
import { budget } from './movement';
import { passes } from './tests';

/** The models named where a faller lands (P2 L208): models of the table, other than the faller. */
export function landingSpot(s: WarzoneState, m: Model, ids: readonly string[]): RuleViolation | null {
  for (const id of ids)
    if (!own(s.models, id) || s.models[id].removed || id === m.id)
      return violation(ref('P2 L208'), `no model "${id}" at the landing spot`, 'UNKNOWN_UNIT');
  return null;
}

/**
 * The faller lands: prone and one armour test with the falling damage (digest A8). The models
 * where it falls or drops are struck first (P2 L208–210): those on Wait step aside losing Wait,
 * the others test LD − the faller's Size or take the damage as if they fell (A33). Since 1.1.0 a
 * fall from a Climb or a Jump strikes them too, not only a Drop down.
 */
export function fall(s: WarzoneState, m: Model, height: number, action: number, others: readonly string[] = []): void {
  m.climbing = null;
  const dmg = fallDamage(height, m.size);
  note(s, `${m.id} falls ${height}"${dmg ? `, DMG ${dmg}` : ''}`);
  if (dmg === 0) return;
  for (const id of [...others].reverse()) {
    const o = s.models[id];
    if (o.waiting) o.waiting = false;
    else if (fallDamage(height, o.size) > 0) s.tasks.push({ k: 'fallAvoid', model: id, height, fallerSize: m.size, action });
  }
  // Vehicles other than walkers are never prone (P2 L107), even after a fall (digest A52).
  if (!m.types.includes('vehicle') || m.types.includes('walker')) m.posture = 'prone';
  s.tasks.push({ k: 'armour', target: m.id, dmg, source: 'fall', action, side: m.side });
}

export function dropDown(s: WarzoneState, side: Side, o: OrderOf<'dropDown'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const height = m.climbing ? m.climbing.reached : o.height;
  if (o.landing > budget(s, m, false) / 2)
    return violation(ref('P2 L180'), `a drop lands within half MV of the point below, not ${o.landing}"`, 'TOO_FAR');
  const spot = landingSpot(s, m, o.atLandingSpot);
  if (spot) return spot;
  spend(s, m);
  if (height <= m.size || (m.skills.moraleImmune ?? 0) > 0) land(s, m, height, o.atLandingSpot);
  else s.tasks.push({ k: 'drop', model: m.id, height, others: o.atLandingSpot }); // LD test (P2 L176)
  return null;
}

/** The drop's LD test: a failure wastes the action (P2 L178). */
export function resolveDrop(s: WarzoneState, t: { model: string; height: number; others: string[] }, roll: number): void {
  const m = s.models[t.model];
  if (passes(roll, m.ld, s.options.naturals)) land(s, m, t.height, t.others);
  else note(s, `${m.id} does not dare to drop: action wasted`);
}

function land(s: WarzoneState, m: Model, height: number, others: string[]): void {
  fall(s, m, height, s.actionSeq, others);
  m.moved = true;
}

export function resolveFallAvoid(
  s: WarzoneState,
  t: { model: string; height: number; fallerSize: number; action: number },
  roll: number,
): void {
  const o = s.models[t.model];
  if (passes(roll, o.ld - t.fallerSize, s.options.naturals)) return;
  s.tasks.push({ k: 'armour', target: o.id, dmg: fallDamage(t.height, o.size), source: 'fall', action: t.action, side: o.side });
}
