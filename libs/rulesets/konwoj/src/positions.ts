/**
 * Combat positions, capacity and the state of abilities (p.9, p.13–15, p.19–22, p.32–37).
 * Which abilities work where: only in a non-destroyed city, not under a Haker token, and for
 * Robots and their special Modules not beside an active Działo EMP unless spared by arrival order.
 */
import type { Side } from './catalogue';
import { cardIdOf, cardOf, cityDef, cityOf, moduleOf, ownerOf, unitsIn, type KonwojState, type ModuleState, type Unit } from './state';

export const SPECIAL_MODULES = ['M_KASPAROV', 'M_SIECI', 'M_SKAZENIE'];

export function isRobot(s: KonwojState, u: Unit | string): boolean {
  return cardOf(s, typeof u === 'string' ? u : u.id).type === 'robot';
}

export function isSoldier(s: KonwojState, u: Unit | string): boolean {
  return cardOf(s, typeof u === 'string' ? u : u.id).type === 'soldier';
}

export function is(s: KonwojState, u: Unit | string, cardId: string): boolean {
  return cardIdOf(s, typeof u === 'string' ? u : u.id) === cardId;
}

export function destroyed(s: KonwojState, city: number): boolean {
  return cityOf(s, city).destroyed;
}

/** A future city: neither the active one nor destroyed (p.3). */
export function isFuture(s: KonwojState, city: number): boolean {
  return city !== s.active && !destroyed(s, city);
}

/** Immune before the cannon is considered: an active-looking Pancernik, or a shield (p.36). */
function immuneBase(s: KonwojState, r: Unit): boolean {
  return (is(s, r, 'M_PANCERNIK') && !r.disabled) || r.shield;
}

/** The Działo EMP cannons working in a city (Buildings cannot be disabled; p.34). */
function cannons(s: KonwojState, city: number): Unit[] {
  return destroyed(s, city) ? [] : unitsIn(s, city, 'outpost').filter((u) => is(s, u, 'O_DZIALO_EMP'));
}

/**
 * p.34, A37: Działo EMP disables a Robot's abilities unless the Robot was immune and arrived
 * before the cannon.
 */
export function cannonDisables(s: KonwojState, r: Unit): boolean {
  return cannons(s, r.city).some((c) => !(immuneBase(s, r) && r.arrived < c.arrived));
}

/** p.9: a card's ability works only in a non-destroyed city, and not under a disable token or the cannon. */
export function abilityActive(s: KonwojState, u: Unit): boolean {
  if (destroyed(s, u.city) || u.disabled) return false;
  return !(isRobot(s, u) && cannonDisables(s, u));
}

/** p.32, p.36: immune to Soldier and Building abilities (not to Instants, districts, city effects). */
export function immune(s: KonwojState, r: Unit): boolean {
  if (!isRobot(s, r)) return false;
  if (is(s, r, 'M_PANCERNIK') && abilityActive(s, r)) return true;
  return r.shield && !cannonDisables(s, r);
}

/** A special Module works unless disabled by a Haker token or, held by Moloch, by the cannon (p.34). */
export function moduleActive(s: KonwojState, m: ModuleState): boolean {
  const host = s.units.find((u) => u.id === m.host);
  if (!host || destroyed(s, host.city) || m.disabled) return false;
  if (!SPECIAL_MODULES.includes(cardIdOf(s, m.id))) return true;
  return !(isRobot(s, host) && cannonDisables(s, host));
}

function activeModulesIn(s: KonwojState, city: number, holder: Side, cardId: string): number {
  return unitsIn(s, city, holder).filter((u) => {
    const m = u.module ? moduleOf(s, u.module) : undefined;
    return m && cardIdOf(s, m.id) === cardId && moduleActive(s, m) && !u.netted;
  }).length;
}

/** §5.3: a side's positions in a city, after Anihilator, Skażenie and Cleveland's extra slot. */
export function capacity(s: KonwojState, city: number, side: Side): number {
  const base = cityDef(s, city).positions[side];
  if (destroyed(s, city)) return base;
  if (side === 'outpost') {
    const anihilators = unitsIn(s, city, 'moloch').filter((u) => is(s, u, 'M_ANIHILATOR') && abilityActive(s, u)).length;
    return Math.max(0, base + (cityOf(s, city).extraSlot ? 1 : 0) - anihilators - activeModulesIn(s, city, 'moloch', 'M_SKAZENIE'));
  }
  return Math.max(0, base - activeModulesIn(s, city, 'outpost', 'M_SKAZENIE'));
}

/** Spiders with a working ability take no position (p.37). */
export function positionCost(s: KonwojState, u: Unit | string, city: number): number {
  const id = typeof u === 'string' ? u : u.id;
  if (cardIdOf(s, id) !== 'M_PAJAKI') return 1;
  const probe: Unit =
    typeof u === 'string'
      ? { id, city, tokens: [], disabled: false, shield: false, module: null, arrived: Number.MAX_SAFE_INTEGER, netted: false }
      : { ...u, city, arrived: u.city === city ? u.arrived : Number.MAX_SAFE_INTEGER };
  return abilityActive(s, probe) ? 0 : 1;
}

export function occupancy(s: KonwojState, city: number, side: Side, except?: string): number {
  return unitsIn(s, city, side)
    .filter((u) => u.id !== except)
    .reduce((n, u) => n + positionCost(s, u, city), 0);
}

/** Whether the card would find a position of its owner in the city (p.13, p.15). */
export function fits(s: KonwojState, id: string, city: number, unit?: Unit): boolean {
  const side = ownerOf(s, id);
  return occupancy(s, city, side, id) + positionCost(s, unit ?? id, city) <= capacity(s, city, side);
}

/** Any card of the side in the city (A10: Spiders and Buildings count as presence). */
export function present(s: KonwojState, city: number, side: Side): boolean {
  return unitsIn(s, city, side).length > 0;
}

export function adjacent(a: number, b: number): boolean {
  return Math.abs(a - b) === 1 && b >= 1 && b <= 5;
}
