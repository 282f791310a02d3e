/**
 * Damage, wounds and removal (P3 L299–303, P1). A model reduced to 0 wounds is removed when the
 * exchange under way is over, so simultaneous attacks (P3 L312, L322) still strike back.
 */
import { note, type Model, type WarzoneState } from './state';

/** No Time to Die (P1 L5): at most one wound from a single action of an enemy model. */
export function capped(s: WarzoneState, target: Model, action: number): boolean {
  return (target.skills.noTimeToDie ?? 0) > 0 && (s.woundsThisAction[`${action}:${target.id}`] ?? 0) >= 1;
}

export function wound(s: WarzoneState, target: Model, action: number, why: string): void {
  if (target.wounds <= 0) return;
  target.wounds -= 1;
  const key = `${action}:${target.id}`;
  s.woundsThisAction[key] = (s.woundsThisAction[key] ?? 0) + 1;
  note(s, `${target.id} wounded (${why}), ${target.wounds} left`);
}

/** Removes the models at 0 wounds: out of every engagement, Wait and the destroyed tally (§6.2). */
export function removeDead(s: WarzoneState): void {
  for (const m of Object.values(s.models)) {
    if (m.removed || m.wounds > 0) continue;
    m.removed = true;
    m.waiting = false;
    m.climbing = null;
    for (const e of m.engaged) s.models[e].engaged = s.models[e].engaged.filter((x) => x !== m.id);
    m.engaged = [];
    s.destroyed[m.side === 'A' ? 'B' : 'A'] += m.points;
    note(s, `${m.id} removed`);
  }
}

/** Falling damage (P2 L200–206): (5 + height) × how many times Size fits in the height; none up to Size. */
export function fallDamage(height: number, size: number): number {
  if (height <= size) return 0;
  return (5 + height) * Math.max(1, Math.floor(height / size));
}
