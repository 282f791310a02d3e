/**
 * Special equipment [§2.11, §7.4.1, Equip p.14–15]: the table of every equipment the rulebook
 * lists, and which of it works on a unit right now.
 *
 * Equipment works only while it shows in the stat window (a dial mark) or while a card grants
 * it (§2.11, Glossary "Wyposażenie specjalne"). A square is permanent, a circle single-use.
 * Optional equipment works until the player cancels it (§2.11) and is inactive while the unit is
 * shut down (§2.17). The same equipment from the dial and from a card works once (§7.4.1, E13).
 */
import type { Card, DialPosition, DialSlot, EquipmentId, UnitProfile } from './model';
import { pilotAbilityWorks } from './team-building';

/** The six families of the equipment table [Equip p.14–15]: three weapon kinds and three combat values. */
export type EquipmentGroup = 'ballistic' | 'energy' | 'melee' | 'speed' | 'attack' | 'defense';

export interface EquipmentInfo {
  /** The English name as printed in the table. */
  name: string;
  group: EquipmentGroup;
  /** Marked "(opcjonalne)": can be cancelled (§2.11) and is inactive on a shut-down unit (§2.17). */
  optional: boolean;
  /** Anti-Personnel, Infiltrate and Bypass are "not used in Solaris" [Equip]. */
  usedInSolaris: boolean;
  /** Where the rule is written. */
  rule: string;
  /**
   * Weapon equipment that is not used by attacking with its weapon, so it works whichever
   * weapon the unit uses (§2.11 "only when attacking with it" does not reach it): Point Defense
   * System and Grapple work in base contact, Agility when the unit is attacked, and Brawling
   * "whatever damage value was used".
   */
  unitWide: boolean;
}

const eq = (name: string, group: EquipmentGroup, optional: boolean, usedInSolaris = true, unitWide = false): EquipmentInfo => ({
  name,
  group,
  optional,
  usedInSolaris,
  rule: `[Equip p.14–15] ${name}`,
  unitWide: unitWide || !['ballistic', 'energy', 'melee'].includes(group),
});

/**
 * Every special equipment of the rulebook [Equip p.14–15], keyed by the model's EquipmentId.
 * "Optional" follows the "(opcjonalne)" marks of the Polish text (digest §10.2 "Opt" column):
 * Improved Targeting, Salvage and the four armours are not optional.
 */
export const EQUIPMENT: Readonly<Record<EquipmentId, EquipmentInfo>> = {
  artemisV: eq('ARTEMIS V', 'ballistic', true),
  homingBeacon: eq('HOMING BEACON', 'ballistic', true),
  armorPiercing: eq('ARMOR PIERCING', 'ballistic', true),
  antiPersonnel: eq('ANTI-PERSONNEL', 'ballistic', true, false),
  streakMissile: eq('STREAK MISSILE', 'ballistic', true),
  pointDefenseSystem: eq('POINT DEFENSE SYSTEM', 'ballistic', true, true, true),
  ppcCapacitor: eq('PPC CAPACITOR', 'energy', true),
  tsemp: eq('TSEMP', 'energy', true),
  pulse: eq('PULSE', 'energy', true),
  grapple: eq('GRAPPLE', 'energy', true, true, true),
  alphaStrike: eq('ALPHA STRIKE', 'energy', true),
  flamers: eq('FLAMERS', 'energy', true),
  fullStrike: eq('FULL STRIKE', 'melee', true),
  handToHandWeapon: eq('HAND-TO-HAND WEAPON', 'melee', true),
  rapidStrike: eq('RAPID STRIKE', 'melee', true),
  agility: eq('AGILITY', 'melee', true, true, true),
  brawling: eq('BRAWLING', 'melee', true, true, true),
  recon: eq('RECON', 'speed', true),
  camouflage: eq('CAMOUFLAGE', 'speed', true),
  evade: eq('EVADE', 'speed', true),
  jumpJets: eq('JUMP JETS', 'speed', true),
  electronicCamouflage: eq('ELECTRONIC CAMOUFLAGE', 'speed', true),
  infiltrate: eq('INFILTRATE', 'speed', true, false),
  coolantFlush: eq('COOLANT FLUSH', 'attack', true),
  repair: eq('REPAIR', 'attack', true),
  bypass: eq('BYPASS', 'attack', true, false),
  improvedTargeting: eq('IMPROVED TARGETING', 'attack', false),
  salvage: eq('SALVAGE', 'attack', false),
  command: eq('COMMAND', 'attack', true),
  advancedAntiMissile: eq('ADVANCED ANTI-MISSILE SYSTEM', 'defense', true),
  decoy: eq('DECOY', 'defense', true),
  reflectiveArmor: eq('REFLECTIVE ARMOR', 'defense', false),
  reactiveArmor: eq('REACTIVE ARMOR', 'defense', false),
  hardenedArmor: eq('HARDENED ARMOR', 'defense', false),
  heavyArmor: eq('HEAVY ARMOR', 'defense', false),
};

export const EQUIPMENT_IDS = Object.keys(EQUIPMENT) as EquipmentId[];

export function isEquipmentId(id: unknown): id is EquipmentId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(EQUIPMENT, id);
}

const WEAPON_GROUPS: readonly EquipmentGroup[] = ['ballistic', 'energy', 'melee'];

/** Weapon equipment sits on a damage value and works only with that weapon (§2.11). */
export function isWeaponEquipment(id: EquipmentId): boolean {
  return WEAPON_GROUPS.includes(EQUIPMENT[id].group);
}

/**
 * §2.11: "special equipment on the primary weapon system may be used only when attacking with
 * it, likewise the secondary": weapon equipment other than the unit-wide few.
 */
export function isWeaponBound(id: EquipmentId): boolean {
  return isWeaponEquipment(id) && !EQUIPMENT[id].unitWide;
}

/** The dial values an equipment of this group may be printed on [§1.5, Equip p.14–15]. */
export function slotsFor(id: EquipmentId): DialSlot[] {
  const group = EQUIPMENT[id].group;
  if (group === 'speed' || group === 'attack' || group === 'defense') return [group];
  return ['primary', 'secondary'];
}

export interface EquipmentInput {
  /** The combat dial's current click (§1.5). */
  position: DialPosition;
  /** The unit's gear and pilot cards (§7.4). */
  cards?: readonly Card[];
  /** Optional equipment the player cancelled for the rest of this turn (§2.11, A10). */
  cancelled?: readonly EquipmentId[];
  /** §2.17: optional special equipment is inactive while the unit is shut down. */
  shutdown?: boolean;
  /**
   * The unit's profile, to tell whether the pilot sits on its favoured unit (§7.4.2). Without
   * it the favoured-unit test cannot be made and no pilot ability works.
   */
  profile?: Pick<UnitProfile, 'id' | 'collectorNumber'>;
  /** §2.15: an unconscious pilot's paddle is out of its slot, so the pilot grants nothing. */
  pilotUnconscious?: boolean;
  /** [HeatFx]: Ammo Feed Jam stops ballistic, Weapon Shutdown energy special equipment. */
  disabledGroups?: readonly EquipmentGroup[];
}

export interface ActiveEquipment {
  id: EquipmentId;
  /** The combat value it sits on: weapon equipment works only with that weapon (§2.11). */
  slot: DialSlot;
  /** A circle: after use the unit takes 1 damage (§2.11, A51). Card equipment is permanent. */
  singleUse: boolean;
  source: 'dial' | 'card';
  /** The granting card, when source is 'card'. */
  cardId?: string;
  optional: boolean;
}

const DIAL_SLOTS: readonly DialSlot[] = ['primary', 'secondary', 'speed', 'attack', 'defense'];

/** The value a card's equipment sits on: the value it affects, or the only value its group allows. */
function cardSlot(card: Card, id: EquipmentId): DialSlot {
  if (card.affects && slotsFor(id).includes(card.affects)) return card.affects;
  return slotsFor(id)[0];
}

/** Weapon equipment on the primary and on the secondary are two things; other equipment is one (§2.11, §7.4.1). */
function stackKey(e: { id: EquipmentId; slot: DialSlot }): string {
  return isWeaponEquipment(e.id) ? `${e.id}@${e.slot}` : e.id;
}

/**
 * The special equipment that works on the unit right now [§2.11, §2.17, §7.4.1]:
 * - the marks shown at the dial's click (none once eliminated, §2.13);
 * - the equipment of its cards — gear cards ignored while the dial shows Salvage unless the
 *   card keeps working under it (§7.4.1); a pilot's (its special ability) only on its
 *   favoured unit and never when the ability is unused in Solaris (§7.4.2, E15); nothing from
 *   a pilot while unconscious (§2.15);
 * - never equipment "not used in Solaris" [Equip];
 * - minus optional equipment that is cancelled (§2.11) or on a shut-down unit (§2.17) or
 *   stopped by a heat effect [HeatFx];
 * - no stacking: the same equipment from the dial and a card counts once (§7.4.1, E13); a
 *   permanent copy is preferred over a single-use one, then the dial's over the card's.
 */
export function equipmentOf(input: EquipmentInput): ActiveEquipment[] {
  const { position } = input;
  if (!position || position.eliminated) return [];
  const candidates: ActiveEquipment[] = [];

  for (const slot of DIAL_SLOTS) {
    const mark = position[slot]?.equipment;
    if (mark && isEquipmentId(mark.id)) {
      candidates.push({ id: mark.id, slot, singleUse: mark.singleUse === true, source: 'dial', optional: EQUIPMENT[mark.id].optional });
    }
  }
  const salvage = candidates.some((e) => e.id === 'salvage');

  for (const card of input.cards ?? []) {
    if (!card || !isEquipmentId(card.equipment)) continue;
    if (card.kind === 'gear' && salvage && !card.worksUnderSalvage) continue;
    if (card.kind === 'pilot' && (input.pilotUnconscious || !pilotAbilityWorks(card, input.profile ?? null))) continue;
    const id = card.equipment;
    candidates.push({ id, slot: cardSlot(card, id), singleUse: false, source: 'card', cardId: card.id, optional: EQUIPMENT[id].optional });
  }

  const cancelled = new Set(input.cancelled ?? []);
  const disabled = new Set(input.disabledGroups ?? []);
  const working = candidates.filter((e) => {
    const info = EQUIPMENT[e.id];
    if (!info.usedInSolaris) return false;
    if (disabled.has(info.group)) return false;
    // Only optional equipment can be cancelled or is switched off by a shutdown (§2.11, §2.17).
    if (info.optional && (input.shutdown || cancelled.has(e.id))) return false;
    return true;
  });

  const chosen = new Map<string, ActiveEquipment>();
  for (const e of working) {
    const key = stackKey(e);
    const held = chosen.get(key);
    if (!held || (held.singleUse && !e.singleUse)) chosen.set(key, e);
  }
  return [...chosen.values()];
}

/**
 * §2.11: does this equipment work for an attack with this weapon? Weapon-bound equipment only
 * from that weapon's value; unit-wide equipment wherever it sits.
 */
export function worksWith(active: readonly ActiveEquipment[], id: EquipmentId, weapon: 'primary' | 'secondary'): boolean {
  return active.some((e) => e.id === id && (!isWeaponBound(id) || e.slot === weapon));
}

/** Does the unit have this equipment working right now (on that value, when given)? */
export function hasEquipment(input: EquipmentInput, id: EquipmentId, slot?: DialSlot): boolean {
  return equipmentOf(input).some((e) => e.id === id && (slot === undefined || e.slot === slot));
}
