/**
 * The game's unit catalogue: how a unit's card (given in the setup) becomes a unit in play, and the
 * per-unit facts derived from it (digest §1.3–§1.5, §4.10, §4.12, §9.2).
 *
 * The leaflet reproduces no stat cards ("армлист", L24; "описание бойца", L47), so every number
 * comes from the setup document; only the derivations below are rules.
 */
import type { RulesConfig, UnitKind } from './options';
import type { UnitData } from './schema';
import { freshActivation, type DamageModel, type UnitState, type Weapon } from './state';

/** L13–L17 Table 1 (values lost → `manoeuvreByArmour`, A-01); armour below the first row uses it. */
export function tableManoeuvre(armour: number, rules: RulesConfig): number {
  for (const row of rules.manoeuvreByArmour) {
    if (row.upToArmour === null || armour <= row.upToArmour) return row.steps;
  }
  return rules.manoeuvreByArmour[rules.manoeuvreByArmour.length - 1].steps;
}

/** Manoeuvre in steps: the card wins; else Table 1 (infantry, L13) or the A-03 defaults; guns never move alone. */
export function manoeuvreFor(data: UnitData, rules: RulesConfig): number | null {
  if (data.kind === 'gun') return null;
  if (data.manoeuvre !== undefined) return data.manoeuvre;
  if (data.kind === 'infantry') return tableManoeuvre(data.armour, rules);
  if (data.kind === 'vehicle') return rules.defaultVehicleManoeuvre;
  return rules.defaultCyborgManoeuvre;
}

/** Effective durability: the card's Прочность, or Recommendation 6 (L71–L73) for flagged armoured suits. */
export function durabilityFor(data: UnitData, rules: RulesConfig): number | null {
  if (data.durability !== undefined) return data.durability;
  if (data.kind === 'infantry' && data.armouredSuit && rules.armouredSuitDurability) {
    return rules.suitDurabilityByArmour[String(data.armour)] ?? null;
  }
  return null;
}

/**
 * §4.10 damage models: vehicles and guns keep a damage track (L46); infantry die of their first
 * damage (L28) unless they have a durability (armoured suits, L74 "tracked like vehicles");
 * cyborgs: A-13 (`cyborg.damageModel`).
 */
export function damageModelFor(kind: UnitKind, durability: number | null, rules: RulesConfig): DamageModel {
  if (kind === 'vehicle' || kind === 'gun') return 'machine';
  if (durability === null) return 'fighter';
  if (kind === 'infantry') return 'durableFighter';
  return rules.cyborg.damageModel === 'machineIfDurability' ? 'machine' : 'durableFighter';
}

/** L18 + §1.4: personal weapons of infantry/cyborgs are virtual, vehicle and gun weapons real, unless the card says. */
export function defaultMode(kind: UnitKind): 'virtual' | 'real' {
  return kind === 'vehicle' || kind === 'gun' ? 'real' : 'virtual';
}

export function buildUnit(data: UnitData, rules: RulesConfig): UnitState {
  const durability = durabilityFor(data, rules);
  const weapons: Weapon[] = (data.weapons ?? []).map((w) => ({
    slot: w.slot as 1 | 2,
    mode: w.mode ?? defaultMode(data.kind),
    power: w.power ?? null,
    name: w.name ?? null,
  }));
  // §9.2: a gun without listed weapons fires one real "gun" weapon.
  const mortar = data.kind === 'gun' && data.mines !== undefined;
  return {
    id: data.id,
    side: data.side,
    kind: data.kind,
    name: data.name ?? data.id,
    armour: data.armour,
    melee: data.melee ?? 0,
    weapons,
    durability,
    manoeuvre: manoeuvreFor(data, rules),
    model: damageModelFor(data.kind, durability, rules),
    mortar,
    minesLeft: mortar ? data.mines! : null,
    armouredSuit: data.armouredSuit ?? false,
    status: 'ok',
    damage: 0,
    done: false,
    act: freshActivation(),
    gunShotsThisTurn: 0,
    destroyedBy: null,
  };
}

export function weaponOf(u: UnitState, slot: number): Weapon | undefined {
  return u.weapons.find((w) => w.slot === slot);
}

/** A "fighter" in the leaflet's sense: can be laid face down (wounded) and healed (L26, L32, L56). */
export function isFighter(u: UnitState): boolean {
  return u.model !== 'machine';
}

/** Infantry only (L33, L35) — cyborgs if `cyborg.getsInfantryShootingBonuses`. */
export function getsShootingBonuses(u: UnitState, rules: RulesConfig): boolean {
  return u.kind === 'infantry' || (u.kind === 'cyborg' && rules.cyborg.getsInfantryShootingBonuses);
}

/** L20: "one of the infantrymen" throws; cyborgs only by option. */
export function mayThrowGrenade(u: UnitState, rules: RulesConfig): boolean {
  return u.kind === 'infantry' || (u.kind === 'cyborg' && rules.cyborg.mayThrowGrenade);
}

/** L13, L20: an infantryman touching a gun carries / fires it; cyborgs only by option. */
export function mayOperateGun(u: UnitState, rules: RulesConfig): boolean {
  return u.kind === 'infantry' || (u.kind === 'cyborg' && rules.cyborg.mayOperateGun);
}

/** L65: "manpower (infantry)" decides the game (`victoryKinds`, cyborgs by `cyborg.countsAsInfantry`). */
export function countsForVictory(u: UnitState, rules: RulesConfig): boolean {
  if (u.kind === 'cyborg' && rules.cyborg.countsAsInfantry) return true;
  return rules.victoryKinds.includes(u.kind);
}

/** L51–L52 (+A-45): vehicles and guns never counter-attack in melee; fighters and cyborgs do. */
export function countersMelee(u: UnitState): boolean {
  return u.kind === 'infantry' || u.kind === 'cyborg';
}
