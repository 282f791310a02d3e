/**
 * The data a Solaris VII match is built from: arenas, units (base, combat dial, heat dial),
 * gear and pilot cards, objective tokens. These are the shapes the catalogue schemas
 * (catalogue.ts) validate; the rules read nothing else.
 *
 * Coordinates (interp., A12): an arena is `width` columns by `length` rows of flat-topped
 * hexes, columns numbered x = 1..width across the width, rows y = 1..length along the
 * length, odd columns (x = 1, 3, …) half a hex higher than even ones ("odd-q" layout).
 * Counting "the 6th hex across the width, the 7th along the length" (§6.1) is x = 6, y = 7.
 */

/** A hex of the arena, 1-based. */
export interface Hex {
  x: number;
  y: number;
}

/**
 * The six sides of a flat-topped hex, clockwise from the top: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 * Side d points at 60·d degrees clockwise from north.
 */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * A unit's facing (§3.2 "Orientacja"): one of 12 orientations, 30° apart clockwise from
 * north. Even values point at a hexside's centre, odd values at a corner (A13).
 */
export type Orientation = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** A hexside named from one of its two hexes: "x,y:d". Two names of one side are equal after `canonicalSide`. */
export type HexsideId = string;

/** [Terrain p.10–11]: the dot in a hex's centre. */
export type TerrainType = 'clear' | 'difficult' | 'blocking' | 'water';

/** [Terrain p.10–11]: the black rings: 0 level ground, 1 elevated, 'steep' steep elevated (same height as elevated). */
export type Level = 0 | 1 | 'steep';

export interface ArenaHex {
  x: number;
  y: number;
  terrain: TerrainType;
  level: Level;
}

export type ZoneLabel = 'A' | 'B' | 'C';

/** An arena map (§2.18): every hex not listed is clear level ground. */
export interface Arena {
  id: string;
  name: string;
  /** Marks data that is not from a published map. */
  sample?: boolean;
  width: number;
  length: number;
  hexes: ArenaHex[];
  /** Deployment zones: each label names one or more zones (1-vs-1 uses the two A zones). */
  zones: Partial<Record<ZoneLabel, Hex[][]>>;
}

/** [§2.8]: the three range symbols. */
export type RangeSymbol = 'ballistic' | 'energy' | 'melee';

/** [§1.5]: the combat values that can carry special equipment. */
export type DialSlot = 'primary' | 'secondary' | 'speed' | 'attack' | 'defense';

/** [Equip p.14–15]: every special equipment the rulebook lists (Anti-Personnel, Infiltrate, Bypass: not used in Solaris). */
export type EquipmentId =
  // ballistic weapon
  | 'artemisV'
  | 'homingBeacon'
  | 'armorPiercing'
  | 'antiPersonnel'
  | 'streakMissile'
  | 'pointDefenseSystem'
  // energy weapon
  | 'ppcCapacitor'
  | 'tsemp'
  | 'pulse'
  | 'grapple'
  | 'alphaStrike'
  | 'flamers'
  // melee
  | 'fullStrike'
  | 'handToHandWeapon'
  | 'rapidStrike'
  | 'agility'
  | 'brawling'
  // speed
  | 'recon'
  | 'camouflage'
  | 'evade'
  | 'jumpJets'
  | 'electronicCamouflage'
  | 'infiltrate'
  // attack
  | 'coolantFlush'
  | 'repair'
  | 'bypass'
  | 'improvedTargeting'
  | 'salvage'
  | 'command'
  // defense
  | 'advancedAntiMissile'
  | 'decoy'
  | 'reflectiveArmor'
  | 'reactiveArmor'
  | 'hardenedArmor'
  | 'heavyArmor';

/** Equipment printed on a dial value [§2.11]: a square is permanent, a circle single-use. */
export interface EquipmentMark {
  id: EquipmentId;
  singleUse?: boolean;
}

export interface WeaponValue {
  damage: number;
  /** One symbol per printed glyph: two energy symbols mean up to two targets (§3.3.2). */
  symbols: RangeSymbol[];
  equipment?: EquipmentMark;
}

export interface DialValue {
  value: number;
  equipment?: EquipmentMark;
}

/** One click of the combat dial as seen through the stat window [§1.5]. */
export interface DialPosition {
  /** The elimination symbols show (§2.13): the unit is removed. No other field matters. */
  eliminated?: boolean;
  primary: WeaponValue;
  secondary: WeaponValue;
  speed: DialValue;
  attack: DialValue;
  defense: DialValue;
  /** Green triangle: where the dial starts (the first position if none is marked). */
  start?: boolean;
  /** Black triangle: repairs stop here (§1.5, A32). */
  repair?: boolean;
}

/** [HeatFx p.16]: the heat effects a heat-dial window can show. */
export type HeatEffectId =
  | 'startTemperature'
  | 'ammoExplosionAvoidance'
  | 'criticalAmmoExplosionAvoidance'
  | 'ammoFeedJam'
  | 'coolantFailureAvoidance'
  | 'criticalCoolantFailureAvoidance'
  | 'weaponShutdown'
  | 'shutdownAvoidance'
  | 'criticalShutdownAvoidance'
  | 'reactorOverload';

/** A heat-dial window: a number modifying the value, or a coloured square (an effect). */
export type HeatSlot = { modifier: number } | { effect: HeatEffectId };

/** One click of the heat dial [§1.6, §2.16]. Position 0 is the start position (three green squares). */
export interface HeatPosition {
  primary: HeatSlot;
  secondary: HeatSlot;
  speed: HeatSlot;
  /** Three radiation symbols: reaching this position shuts the unit down (§2.17). Only the last position. */
  shutdown?: boolean;
}

export type WeightClass = 'L' | 'M' | 'H' | 'A';
export type Rank = 'green' | 'veteran' | 'elite' | 'unique';

/** Which hexsides of a unit's hex lie under its arcs for one orientation (§3.2, Fig. 1–2, A13). Side numbers 0..5. */
export interface ArcSets {
  lofFront: Direction[];
  lofRear: Direction[];
  meleeFront: Direction[];
  meleeRear: Direction[];
}

/** A unit as printed on its base and dials [§1]. */
export interface UnitProfile {
  /** Catalogue key, e.g. "sample-hellion". */
  id: string;
  /** Variant name; its last letter is the weight class [§2.2]. */
  variant: string;
  /** Marks data that is not from a published unit. */
  sample?: boolean;
  /** Null for units released before Age of Destruction (classified by points, no cards). */
  weightClass: WeightClass | null;
  rank: Rank;
  collectorNumber: string;
  points: number;
  unique: boolean;
  /** Width of the front arc printed on the base (135, 180, 360…). */
  frontArcDegrees: number;
  /** Width of the rear arc (0 when there is none). */
  rearArcDegrees: number;
  /** Optional per-orientation arc sets (index = Orientation) that override the computed ones. */
  arcTemplate?: ArcSets[];
  ranges: {
    primary: { min: number; max: number };
    secondary: { min: number; max: number };
  };
  cooling: number;
  dial: DialPosition[];
  heatDial: HeatPosition[];
}

export type CardKind = 'gear' | 'pilot';
export type PilotGrade = 'P' | 'L' | 'GS';

/** A gear or pilot card [§7]: numbers and requirements are data, effects are the equipment they grant. */
export interface Card {
  id: string;
  name: string;
  kind: CardKind;
  sample?: boolean;
  /** Collector number: gear starts with "G"; pilots "P-", "L-", "GS-". */
  collectorNumber: string;
  points: number;
  /** The "(OR …)" cost, which must be paid when its requirement is met [§7.2]. */
  alternative?: { points: number; favouredUnit?: string; weightClasses?: WeightClass[] };
  requirements?: {
    weightClasses?: WeightClass[];
    /** The unit must have this range symbol on a weapon (e.g. Inferno Ammunition: ballistic). */
    symbol?: RangeSymbol;
  };
  /** Pilot grade: legendary and gunslinger pilots are unique [§7.4.2]. */
  grade?: PilotGrade;
  /** Gear marked PRI/SEC affects that weapon; the combat value a gear affects [§7.4.1]. */
  affects?: DialSlot;
  /**
   * Gear printed PRI on one side and SEC on the other [§7.4.1]: the team entry chooses the
   * side shown in the slot (`affects`, when given, is the side used if the entry names none).
   */
  doubleSided?: boolean;
  /** [§7.4.1] "unless the card says it may be used together with another": may share its combat value with another gear. */
  combinable?: boolean;
  /** [§7.4.1] "unless its rules say otherwise": the gear keeps working while the dial shows Salvage. */
  worksUnderSalvage?: boolean;
  /**
   * Special equipment the card grants on that value. On a pilot card it is the pilot's special
   * ability, which works only on the pilot's favoured unit and never when the ability is unused
   * in Solaris (§7.4.2).
   */
  equipment?: EquipmentId;
  /** Pilot modifiers to combat values (attack, defense, speed, damage…). */
  modifiers?: Partial<Record<DialSlot, number>>;
  /** A pilot's ability the players agreed is useless in Solaris (§7.4.2 list): only the base cost is paid. */
  abilityUnused?: boolean;
}

/** An objective token [§6.2, A36]. */
export interface ObjectiveToken {
  id: string;
  defense: number;
  equipment?: EquipmentId;
  preferredSymbol: RangeSymbol;
  rpPreferred: number;
  rpOther: number;
}
