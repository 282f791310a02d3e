/**
 * Skills and statuses in effect (digest §5.1): the modifiers every test reads. Skills without
 * rules in the posts (Dirty Fighting, Reflexes, Regeneration…) are carried as tags only.
 */
import { CLAWS, IMPROVISED, type Weapon } from './profiles';
import type { Model, WarzoneState } from './state';
import { skillPenalty } from './environment';

export function weaponOf(m: Model, id: string): Weapon | undefined {
  if (id === 'improvised') return IMPROVISED;
  if (id === 'claws' && 'claws' in m.skills) return CLAWS;
  return m.weapons.find((w) => w.id === id);
}

export const reachOf = (m: Model, w: Weapon): number => Math.max(w.reach, m.skills.reach ?? 0);

/** LD with the environment's penalties (P6 Severe Cold, P8 Insect Swarm). */
export const ldOf = (s: WarzoneState, m: Model): number => m.ld - skillPenalty(s, m);
