/**
 * A unit's combat values right now [§1.5, §2.16, §7.4.2]: the combat dial's click, plus the
 * heat dial's numbers on primary, secondary and speed, plus the pilot's and gear's modifiers
 * while the pilot paddle is in its slot; and the special equipment that works right now.
 */
import { readOnly } from '@app/rules';
import { equipmentOf, worksWith, type ActiveEquipment, type EquipmentGroup } from './equipment';
import { heatModifiers, weaponsDisabled } from './heat';
import type { Card, DialPosition, EquipmentId, RangeSymbol } from './model';
import { profileOf, type MatchData, type SolarisState, type UnitState } from './state';

export type Weapon = 'primary' | 'secondary';

export interface CombatValues {
  primary: number;
  secondary: number;
  speed: number;
  attack: number;
  defense: number;
}

export function dialPosition(s: SolarisState, u: UnitState): DialPosition {
  const dial = profileOf(s, u).dial;
  return dial[Math.min(u.click, dial.length - 1)];
}

export function cardsOf(s: SolarisState, u: UnitState): Card[] {
  return readOnly(u)
    .cards.map((id) => s.data.cards[id])
    .filter((c): c is Card => c !== undefined);
}

/** §2.15: an unconscious pilot's paddle is out of its slot, so its modifiers do not count. */
function cardModifiers(s: SolarisState, u: UnitState): CombatValues {
  const m: CombatValues = { primary: 0, secondary: 0, speed: 0, attack: 0, defense: 0 };
  for (const c of cardsOf(s, u)) {
    if (c.kind === 'pilot' && u.pilotUnconscious) continue;
    for (const [k, v] of Object.entries(c.modifiers ?? {})) m[k as keyof CombatValues] += v ?? 0;
  }
  return m;
}

export function combatValues(s: SolarisState, u: UnitState): CombatValues {
  const p = dialPosition(s, u);
  const heat = heatModifiers(profileOf(s, u), u.heat);
  const cards = cardModifiers(s, u);
  return {
    primary: Math.max(0, p.primary.damage + heat.primary + cards.primary),
    secondary: Math.max(0, p.secondary.damage + heat.secondary + cards.secondary),
    speed: Math.max(0, p.speed.value + heat.speed + cards.speed),
    attack: p.attack.value + cards.attack,
    defense: p.defense.value + cards.defense,
  };
}

/** The defense printed on the dial, unmodified (Point Defense System lends exactly this, [Equip]). */
export function printedDefense(s: SolarisState, u: UnitState): number {
  return dialPosition(s, u).defense.value;
}

export function symbolsOf(s: SolarisState, u: UnitState, weapon: Weapon): RangeSymbol[] {
  return dialPosition(s, u)[weapon].symbols;
}

export function rangeOf(s: SolarisState, u: UnitState, weapon: Weapon): { min: number; max: number } {
  return profileOf(s, u).ranges[weapon];
}

/** [HeatFx]: a ballistic weapon under Ammo Feed Jam, an energy one under Weapon Shutdown, cannot fire. */
export function weaponDisabled(s: SolarisState, u: UnitState, weapon: Weapon): boolean {
  const off = weaponsDisabled(profileOf(s, u), u.heat);
  const symbols = symbolsOf(s, u, weapon);
  return (off.ballistic && symbols.includes('ballistic')) || (off.energy && symbols.includes('energy'));
}

/**
 * §2.11, §7.4, HeatFx: the equipment that works now — dial and cards, no stacking, minus
 * cancelled, minus optional while shut down, minus the groups a heat effect stops, the pilot's
 * ability only on its favoured unit and not while unconscious.
 */
function working(s: SolarisState, u: UnitState): readonly ActiveEquipment[] {
  const shown = shownEquipment(s, u);
  // A10: only optional equipment is cancelled, and all of one id together, so the stacking
  // chosen before the cancellation stands (equipmentOf drops cancelled ids before stacking).
  const cancelled = readOnly(u).cancelled as EquipmentId[];
  return cancelled.length === 0 ? shown : shown.filter((e) => !(e.optional && cancelled.includes(e.id)));
}

/**
 * What works from the dial's click, the heat dial and the cards, before any cancellation: the
 * same for every question asked of the unit until its dial, heat, cards, shutdown or pilot
 * change. So each unit's last answer is kept with the match's fixed data, with what it was
 * worked out from, and given again while those are the same (compared field by field: no key
 * to build on each of the many questions an event asks). The lists are shared: never written.
 */
interface Shown {
  click: number;
  heat: number;
  shutdown: boolean;
  pilotUnconscious: boolean;
  profileId: string;
  cards: readonly string[];
  list: readonly ActiveEquipment[];
}

const SHOWN = new WeakMap<MatchData, Map<string, Shown>>();

function shownEquipment(s: SolarisState, u: UnitState): readonly ActiveEquipment[] {
  const x = readOnly(u);
  let known = SHOWN.get(s.data);
  if (!known) SHOWN.set(s.data, (known = new Map<string, Shown>()));
  const last = known.get(x.id);
  if (
    last &&
    last.click === x.click &&
    last.heat === x.heat &&
    last.shutdown === x.shutdown &&
    last.pilotUnconscious === x.pilotUnconscious &&
    last.profileId === x.profileId &&
    sameCards(last.cards, x.cards)
  )
    return last.list;
  const list = workingNow(s, u, []);
  known.set(x.id, {
    click: x.click,
    heat: x.heat,
    shutdown: x.shutdown,
    pilotUnconscious: x.pilotUnconscious,
    profileId: x.profileId,
    cards: [...x.cards],
    list,
  });
  return list;
}

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

function workingNow(s: SolarisState, u: UnitState, cancelled: EquipmentId[]): ActiveEquipment[] {
  const off = weaponsDisabled(profileOf(s, u), u.heat);
  const disabledGroups: EquipmentGroup[] = [
    ...(off.ballistic ? (['ballistic'] as const) : []),
    ...(off.energy ? (['energy'] as const) : []),
  ];
  return equipmentOf({
    position: dialPosition(s, u),
    cards: cardsOf(s, u),
    cancelled,
    shutdown: u.shutdown,
    profile: profileOf(s, u),
    pilotUnconscious: u.pilotUnconscious,
    disabledGroups,
  });
}

/** The working equipment not yet spent (a used circle is gone, [Equip]). */
function available(s: SolarisState, u: UnitState): readonly ActiveEquipment[] {
  const spent = readOnly(u).spent;
  const now = working(s, u);
  return spent.length === 0 ? now : now.filter((e) => !spent.includes(spentKey(u, e.id)));
}

export function equipment(s: SolarisState, u: UnitState): Set<EquipmentId> {
  return new Set(available(s, u).map((e) => e.id));
}

/** The unit has this equipment working, on whatever value (unit-wide equipment). */
export function has(s: SolarisState, u: UnitState, id: EquipmentId): boolean {
  return available(s, u).some((e) => e.id === id);
}

/** §2.11: the equipment works for an attack with this weapon (weapon-bound equipment only from its value). */
export function armed(s: SolarisState, u: UnitState, id: EquipmentId, weapon: Weapon): boolean {
  return worksWith(available(s, u), id, weapon);
}

/** Is this equipment a circle (single use) where it shows now? */
export function singleUse(s: SolarisState, u: UnitState, id: EquipmentId): boolean {
  return working(s, u).some((e) => e.id === id && e.singleUse);
}

/** A circle is spent where it is printed: the same equipment on another click is a new one. */
export function spentKey(u: UnitState, id: EquipmentId): string {
  return `${u.click}:${id}`;
}

/** The damage value of the weapon with the ballistic symbol (A47: the primary's if both). */
export function ballisticDamage(s: SolarisState, u: UnitState): number {
  const v = combatValues(s, u);
  if (symbolsOf(s, u, 'primary').includes('ballistic')) return v.primary;
  if (symbolsOf(s, u, 'secondary').includes('ballistic')) return v.secondary;
  return 0;
}

export function hasPilot(s: SolarisState, u: UnitState): boolean {
  return cardsOf(s, u).some((c) => c.kind === 'pilot');
}

/** §2.15 revive roll: 1d6 + the pilot card's defense modifier. */
export function pilotDefenseModifier(s: SolarisState, u: UnitState): number {
  return cardsOf(s, u).find((c) => c.kind === 'pilot')?.modifiers?.defense ?? 0;
}
