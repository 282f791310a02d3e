/**
 * Heat [§2.16, §2.17, §3.3.7, HeatFx p.16]: what the heat dial shows, which heat effects roll,
 * and what their dice do. The End phase and every immediate heat change use these.
 */
import type { HeatEffectId, HeatPosition, HeatSlot, UnitProfile } from './model';

export const HEAT_WINDOWS = ['primary', 'secondary', 'speed'] as const;
export type HeatWindow = (typeof HEAT_WINDOWS)[number];

/** The last heat position: three radiation symbols (§2.17). */
export function shutdownPosition(profile: UnitProfile): number {
  return profile.heatDial.length - 1;
}

export function heatPosition(profile: UnitProfile, heat: number): HeatPosition {
  return profile.heatDial[Math.max(0, Math.min(heat, shutdownPosition(profile)))];
}

function modifierOf(slot: HeatSlot): number {
  return 'modifier' in slot ? slot.modifier : 0;
}

/** §2.16: a number in a window modifies that value while it shows. */
export function heatModifiers(profile: UnitProfile, heat: number): Record<HeatWindow, number> {
  const p = heatPosition(profile, heat);
  return { primary: modifierOf(p.primary), secondary: modifierOf(p.secondary), speed: modifierOf(p.speed) };
}

export function effectsShown(profile: UnitProfile, heat: number): HeatEffectId[] {
  const p = heatPosition(profile, heat);
  return HEAT_WINDOWS.flatMap((w) => ('effect' in p[w] ? [p[w].effect] : []));
}

/** [HeatFx]: Ammo Feed Jam stops ballistic fire, Weapon Shutdown energy fire, while they show. */
export function weaponsDisabled(profile: UnitProfile, heat: number): { ballistic: boolean; energy: boolean } {
  const shown = effectsShown(profile, heat);
  return { ballistic: shown.includes('ammoFeedJam'), energy: shown.includes('weaponShutdown') };
}

/**
 * [HeatFx p.16]: the effects that roll a die at this position. Most roll only for a running
 * unit ("if not shut down"); Reactor Overload and the optional part of Shutdown Avoidance
 * roll only for a shut-down one, to restart it.
 */
export function effectsToRoll(profile: UnitProfile, heat: number, shutdown: boolean): HeatEffectId[] {
  const rolls: HeatEffectId[] = [];
  for (const e of effectsShown(profile, heat)) {
    switch (e) {
      case 'ammoExplosionAvoidance':
      case 'criticalAmmoExplosionAvoidance':
      case 'coolantFailureAvoidance':
      case 'criticalCoolantFailureAvoidance':
      case 'criticalShutdownAvoidance':
        if (!shutdown) rolls.push(e);
        break;
      case 'shutdownAvoidance':
        rolls.push(e);
        break;
      case 'reactorOverload':
        if (shutdown) rolls.push(e);
        break;
      default:
        break;
    }
  }
  return rolls;
}

export interface HeatRollResult {
  /** +1 / +2 heat from coolant failures, clicked at once (§8.3 step 4). */
  heat: number;
  /** Ammunition explosions: pushing damage. */
  pushing: number;
  shutdown: boolean;
  restart: boolean;
}

/**
 * [HeatFx p.16]: every die of one batch is applied together, so a unit can shut down and
 * suffer an ammunition explosion from the same batch (§2.16 example, E4).
 * `ballisticDamage` is the current damage value of the weapon with the ballistic symbol (A47).
 */
export function heatEffectResults(
  rolls: Array<{ effect: HeatEffectId; die: number }>,
  shutdown: boolean,
  ballisticDamage: number,
): HeatRollResult {
  const r: HeatRollResult = { heat: 0, pushing: 0, shutdown: false, restart: false };
  for (const { effect, die } of rolls) {
    switch (effect) {
      case 'ammoExplosionAvoidance':
        if (die <= 2) r.pushing += Math.max(0, ballisticDamage - 1);
        break;
      case 'criticalAmmoExplosionAvoidance':
        if (die <= 3) r.pushing += ballisticDamage + 1;
        break;
      case 'coolantFailureAvoidance':
        if (die <= 2) r.heat += 1;
        break;
      case 'criticalCoolantFailureAvoidance':
        if (die <= 3) r.heat += 2;
        break;
      case 'shutdownAvoidance':
        if (shutdown ? die >= 3 : die <= 2) {
          if (shutdown) r.restart = true;
          else r.shutdown = true;
        }
        break;
      case 'criticalShutdownAvoidance':
        if (die <= 3) r.shutdown = true;
        break;
      case 'reactorOverload':
        if (die >= 4) r.restart = true;
        break;
      default:
        break;
    }
  }
  return r;
}

/**
 * §3.3.7 Cool (and every other immediate heat loss, §8.2): the loss first cancels heat still
 * on the heat die (Zeus example: efficiency 2, heat die 1 → die 0, dial −1), then clicks the
 * dial back, never past the start position.
 */
export function coolDown(heat: number, heatDie: number, amount: number): { heat: number; heatDie: number; clicks: number } {
  const fromDie = Math.min(heatDie, amount);
  const clicks = Math.min(heat, amount - fromDie);
  return { heat: heat - clicks, heatDie: heatDie - fromDie, clicks };
}
