/**
 * The organiser's rule options: RulesConfig, every tunable parameter of "Vigilant Peace" (digest
 * §9.4), given in the setup document's `rules`.
 *
 * The leaflet (seed 003) is short and partly lost (Table 1's values, L14–L17), so every
 * proposed resolution [P] that can change a game's outcome is a named option here, never a
 * hard-coded choice. Defaults are the digest's. Values stated by the leaflet [T] are options
 * too (an organiser may house-rule them) but default to the text.
 */
import { z } from 'zod';

export type UnitKind = 'infantry' | 'vehicle' | 'gun' | 'cyborg';
export type ExplodingKey = 'shot' | 'grenade' | 'blast' | 'realDamage' | 'melee' | 'counter' | 'ram' | 'ramCounter';

export interface RulesConfig {
  /** L4: 1 step = 5 cm. Informational: the engine works in steps. */
  stepCm: number;
  /** L13–L17: Table 1 "fighter's armour → manoeuvre"; the values are LOST. Rows in ascending order. */
  manoeuvreByArmour: Array<{ upToArmour: number | null; steps: number }>;
  /** vehicles' and cyborgs' manoeuvre when the unit card gives none. */
  defaultVehicleManoeuvre: number;
  defaultCyborgManoeuvre: number;
  /** A-35 (L8 silent on ties): 'reroll' = both roll again; 'sideA' = seat A starts on a tie. */
  firstPlayerTie: 'reroll' | 'sideA';
  /** L10–L11: three actions; Shooting and Melee at most once each. */
  actionsPerActivation: number;
  shootingActionsPerActivation: number;
  meleeActionsPerActivation: number;
  /** a Manoeuvre or Melee after a shot closes the (single) Shooting action. */
  shotsMustBeContiguous: boolean;
  /** ordering another unit ends the current activation (false: EndActivation required). */
  implicitActivationEnd: boolean;
  /** the leaflet gives no range for personal weapons (null = unlimited). */
  maxShootingRange: number | null;
  /** L34, L37. */
  aimedBonus: number;
  closeBonus: number;
  closeRange: number;
  /** L29, L32. */
  coverArmourBonus: number;
  woundedArmourPenalty: number;
  /** L20, L30, L31. */
  grenadesPerSidePerTurn: number;
  grenadeRange: number;
  grenadePower: number;
  grenadeBlastRadius: number;
  grenadeBlastPower: number;
  throwerInBlastWithin: number;
  /** */
  grenadeNeedsLineOfSight: boolean;
  grenadeCoverApplies: boolean;
  /** L47. */
  meleeRange: number;
  engagementRange: number;
  /** kinds barred from shooting when within engagementRange of an enemy. */
  engagementBlocks: UnitKind[];
  /** guns are not counted when the table measures `nearestEnemySteps` (a measuring instruction). */
  engagementIgnoresGuns: boolean;
  /** L39, L45, A-25: which attack rolls explode on a 6. */
  explodingSixes: Record<ExplodingKey, boolean>;
  /** L46, A-11. */
  destroyWhen: 'exceeds' | 'reaches';
  /** */
  woundOnWounded: 'noEffect' | 'kill';
  woundedMayMelee: boolean;
  /** melee Attack = Armour against a vehicle/gun. */
  meleeVsMachineEqual: 'oneDamage' | 'none';
  /** who rolls for healing at the end of a player turn, and in which order. */
  healingScope: 'all' | 'activePlayer' | 'opponentOfActive';
  healingOrder: 'activeSideFirst' | 'registration';
  /** L57–L59. */
  healingTable: { die: number[]; stay: number[]; heal: number[] };
  /** */
  gunShotsPerTurn: number;
  gunExcludesPersonalWeapons: 'both' | 'afterGunOnly';
  allowEnemyGunUse: boolean;
  /** A-30, L45. */
  maxUnitsHitPerProjectile: number;
  toppleExtraDamage: number;
  /** L67–L70, A-34. */
  mortarMines: number;
  mineCheckSuccess: number[];
  mineDamage: 'doubleTotal' | 'doubleDice';
  mineVsInfantry: 'upgradeLeaned' | 'sameAsShell';
  /** L71–L74 (Recommendation 6, optional). */
  armouredSuitDurability: boolean;
  suitDurabilityByArmour: Record<string, number>;
  /** */
  durableFighterEqual: 'wound' | 'damage';
  durableFighterRealHit: 'rollDamage' | 'reaction';
  /** cyborgs (only "cannot climb" is stated, L13). */
  cyborg: {
    damageModel: 'machineIfDurability' | 'durableFighterIfDurability';
    countsAsInfantry: boolean;
    mayThrowGrenade: boolean;
    mayOperateGun: boolean;
    getsInfantryShootingBonuses: boolean;
    mayClimb: boolean;
  };
  /** L54, A-29. */
  ramTargets: UnitKind[];
  ramsPerActivation: number;
  /** L65, A-38. */
  victoryKinds: UnitKind[];
  maxRounds: number | null;
  maxRoundsTiebreak: 'moreInfantry' | 'draw';
  /**
   * Engine option (the leaflet has no clock): what a `TimeExpired` does.
   * 'moreInfantry' (default, the digest's maxRounds tiebreak A-38): the side with more surviving
   * infantry wins, equal → draw; 'draw': always a draw; 'playerClockLoses': a player clock that
   * runs out loses for that side, a match/round clock falls back to 'moreInfantry'.
   */
  timeExpired: 'moreInfantry' | 'draw' | 'playerClockLoses';
}

export const DEFAULT_RULES: RulesConfig = {
  stepCm: 5,
  manoeuvreByArmour: [
    { upToArmour: 6, steps: 4 },
    { upToArmour: 8, steps: 3 },
    { upToArmour: null, steps: 2 },
  ],
  defaultVehicleManoeuvre: 4,
  defaultCyborgManoeuvre: 3,
  firstPlayerTie: 'reroll',
  actionsPerActivation: 3,
  shootingActionsPerActivation: 1,
  meleeActionsPerActivation: 1,
  shotsMustBeContiguous: true,
  implicitActivationEnd: true,
  maxShootingRange: null,
  aimedBonus: 2,
  closeBonus: 2,
  closeRange: 2,
  coverArmourBonus: 2,
  woundedArmourPenalty: 2,
  grenadesPerSidePerTurn: 1,
  grenadeRange: 3,
  grenadePower: 5,
  grenadeBlastRadius: 2,
  grenadeBlastPower: 3,
  throwerInBlastWithin: 2,
  grenadeNeedsLineOfSight: true,
  grenadeCoverApplies: true,
  meleeRange: 1,
  engagementRange: 1,
  engagementBlocks: ['infantry', 'cyborg'],
  engagementIgnoresGuns: true,
  explodingSixes: { shot: true, grenade: true, blast: true, realDamage: true, melee: true, counter: true, ram: true, ramCounter: true },
  destroyWhen: 'exceeds',
  woundOnWounded: 'noEffect',
  woundedMayMelee: true,
  meleeVsMachineEqual: 'oneDamage',
  healingScope: 'all',
  healingOrder: 'activeSideFirst',
  healingTable: { die: [1], stay: [2, 3, 4], heal: [5, 6] },
  gunShotsPerTurn: 1,
  gunExcludesPersonalWeapons: 'both',
  allowEnemyGunUse: false,
  maxUnitsHitPerProjectile: 1,
  toppleExtraDamage: 1,
  mortarMines: 3,
  mineCheckSuccess: [4, 5, 6],
  mineDamage: 'doubleTotal',
  mineVsInfantry: 'upgradeLeaned',
  armouredSuitDurability: false,
  suitDurabilityByArmour: { '8': 2, '9': 3 },
  durableFighterEqual: 'wound',
  durableFighterRealHit: 'rollDamage',
  cyborg: {
    damageModel: 'machineIfDurability',
    countsAsInfantry: false,
    mayThrowGrenade: false,
    mayOperateGun: false,
    getsInfantryShootingBonuses: false,
    mayClimb: false,
  },
  ramTargets: ['vehicle'],
  ramsPerActivation: 1,
  victoryKinds: ['infantry'],
  maxRounds: null,
  maxRoundsTiebreak: 'moreInfantry',
  timeExpired: 'moreInfantry',
};

const kind = z.enum(['infantry', 'vehicle', 'gun', 'cyborg']);
const nonNeg = z.number().min(0);
const nonNegInt = z.number().int().min(0);
const die = z.number().int().min(1).max(6);

/** Overrides accepted in the setup document's `rules`: every key optional, nested objects partial. */
export const rulesOverridesSchema = z
  .object({
    stepCm: z.number().positive().describe('Centimetres in a step (L4: 5); informational, the engine works in steps'),
    manoeuvreByArmour: z
      .array(
        z.object({
          upToArmour: z.number().int().nullable().describe('Highest armour of the row; null: any armour'),
          steps: nonNeg.describe('Manoeuvre in steps for that armour'),
        }),
      )
      .min(1)
      .describe('Table 1 (L13–L17, values lost, A-01): infantry Manoeuvre by armour, rows in ascending order'),
    defaultVehicleManoeuvre: nonNeg.describe('Manoeuvre in steps of a vehicle whose card gives none (A-03)'),
    defaultCyborgManoeuvre: nonNeg.describe('Manoeuvre in steps of a cyborg whose card gives none (A-03)'),
    firstPlayerTie: z.enum(['reroll', 'sideA']).describe('A tied first-player roll: both roll again, or side A starts (A-35)'),
    actionsPerActivation: nonNegInt.describe('Actions of a unit in its activation (L10: 3)'),
    shootingActionsPerActivation: z.number().int().min(0).max(1).describe('Shooting actions per activation (L11: 1)'),
    meleeActionsPerActivation: z.number().int().min(0).max(1).describe('Melee actions per activation (L11: 1)'),
    shotsMustBeContiguous: z.boolean().describe('A Manoeuvre or Melee after a shot closes the Shooting action (A-37)'),
    implicitActivationEnd: z.boolean().describe('Ordering another unit ends the activation; false: EndActivation is needed (A-36)'),
    maxShootingRange: nonNeg.nullable().describe('Range of virtual shots in steps; null: unlimited (A-18)'),
    aimedBonus: z.number().int().describe('Attack bonus of an aimed shot (L34: 2)'),
    closeBonus: z.number().int().describe('Attack bonus against a close target (L37: 2)'),
    closeRange: nonNeg.describe('Steps within which a target is close (L35–L37: 2)'),
    coverArmourBonus: z.number().int().describe('Armour bonus of a target in cover (L29: 2)'),
    woundedArmourPenalty: z.number().int().describe('Armour penalty of a wounded fighter (L32: 2)'),
    grenadesPerSidePerTurn: nonNegInt.describe('Grenades a side may throw in its player turn (L20: 1)'),
    grenadeRange: nonNeg.describe('Grenade range in steps (L30: 3)'),
    grenadePower: z.number().int().describe('Grenade power against its target (L30: 5)'),
    grenadeBlastRadius: nonNeg.describe('Blast radius in steps around the grenade’s target (L31: 2)'),
    grenadeBlastPower: z.number().int().describe('Blast power against each unit in `splash` (L31: 3, A-41)'),
    throwerInBlastWithin: nonNeg.describe('The thrower is in the blast when he threw from this many steps or less (L31: 2)'),
    grenadeNeedsLineOfSight: z.boolean().describe('A grenade’s target must be visible (A-19)'),
    grenadeCoverApplies: z.boolean().describe('Cover adds armour against a grenade and its blast (A-19)'),
    meleeRange: nonNeg.describe('Steps within which a unit may attack in melee (L47: 1)'),
    engagementRange: nonNeg.describe('Steps from an enemy within which a fighter cannot shoot (L47: 1)'),
    engagementBlocks: z.array(kind).describe('Kinds barred from shooting within `engagementRange` of an enemy (A-24)'),
    engagementIgnoresGuns: z.boolean().describe('Guns are not counted when the table measures `nearestEnemySteps` (A-24)'),
    explodingSixes: z
      .object({
        shot: z.boolean().describe('Virtual shots'),
        grenade: z.boolean().describe('A grenade’s attack on its target'),
        blast: z.boolean().describe('Blast attacks'),
        realDamage: z.boolean().describe('Damage rolls of real hits'),
        melee: z.boolean().describe('Melee attacks'),
        counter: z.boolean().describe('Melee counter-attacks'),
        ram: z.boolean().describe('Rams'),
        ramCounter: z.boolean().describe('Ram counter-attacks'),
      })
      .partial()
      .strict()
      .describe('Which attack rolls explode on a 6 (L39, L45, A-25)'),
    destroyWhen: z
      .enum(['exceeds', 'reaches'])
      .describe('A unit is destroyed when its damage exceeds (L46) or reaches its durability (A-11)'),
    woundOnWounded: z.enum(['noEffect', 'kill']).describe('A wound on a wounded fighter does nothing, or kills (A-14)'),
    woundedMayMelee: z.boolean().describe('Wounded fighters may attack and strike back in melee (A-15)'),
    meleeVsMachineEqual: z.enum(['oneDamage', 'none']).describe('A melee attack equal to a machine’s armour: 1 damage, or nothing (A-26)'),
    healingScope: z
      .enum(['all', 'activePlayer', 'opponentOfActive'])
      .describe('Whose wounded fighters roll for healing at a turn’s end: all, the active side’s, the other’s (A-16)'),
    healingOrder: z
      .enum(['activeSideFirst', 'registration'])
      .describe('Order of the healing rolls: the active side’s fighters first, or setup order (A-16)'),
    healingTable: z
      .object({
        die: z.array(die).describe('Faces on which the wounded fighter dies'),
        stay: z.array(die).describe('Faces on which it stays wounded'),
        heal: z.array(die).describe('Faces on which it recovers'),
      })
      .partial()
      .strict()
      .describe('The healing roll’s faces (L57–L59: 1 dies, 2–4 stays wounded, 5–6 recovers)'),
    gunShotsPerTurn: nonNegInt.describe('Shots a gun may fire in a player turn (A-07: 1)'),
    gunExcludesPersonalWeapons: z
      .enum(['both', 'afterGunOnly'])
      .describe('both: a gun and the operator’s own weapons exclude each other; afterGunOnly: only after a gun (A-08)'),
    allowEnemyGunUse: z.boolean().describe('An infantryman may carry and fire an enemy gun (A-09)'),
    maxUnitsHitPerProjectile: z.number().int().min(1).describe('Units one projectile may strike (A-30: 1); more allows `hits`'),
    toppleExtraDamage: nonNegInt.describe('Extra damage when a machine hit by a projectile topples (L45: 1)'),
    mortarMines: nonNegInt.describe('The mortar’s mines (L67: 3); the count played is the gun’s own `mines`'),
    mineCheckSuccess: z.array(die).describe('Faces of the mine check that fire a mine (L68: 4–6)'),
    mineDamage: z.enum(['doubleTotal', 'doubleDice']).describe('A mine doubles the whole damage, or the dice only (L70, A-34)'),
    mineVsInfantry: z
      .enum(['upgradeLeaned', 'sameAsShell'])
      .describe('A mine hit on a fighter who leaned kills him, or wounds as a shell does (A-34)'),
    armouredSuitDurability: z.boolean().describe('Recommendation 6 (L71–L74): infantry in armoured suits have a durability'),
    suitDurabilityByArmour: z
      .record(z.string(), z.number().int().positive())
      .describe('An armoured suit’s durability by its armour (L72–L73: 8 → 2, 9 → 3)'),
    durableFighterEqual: z.enum(['wound', 'damage']).describe('An attack equal to a durable fighter’s armour: a wound, or 1 damage (A-12)'),
    durableFighterRealHit: z
      .enum(['rollDamage', 'reaction'])
      .describe('A real hit on a durable fighter: a damage roll, or the effect of its reaction (A-12)'),
    cyborg: z
      .object({
        damageModel: z
          .enum(['machineIfDurability', 'durableFighterIfDurability'])
          .describe('A cyborg with a durability is damaged as a machine, or as a durable fighter'),
        countsAsInfantry: z.boolean().describe('Cyborgs count as infantry for victory'),
        mayThrowGrenade: z.boolean().describe('Cyborgs may throw the grenade'),
        mayOperateGun: z.boolean().describe('Cyborgs may carry and fire guns'),
        getsInfantryShootingBonuses: z.boolean().describe('Cyborgs get the aimed and close-target bonuses'),
        mayClimb: z.boolean().describe('Cyborgs may climb obstacles (L13: they cannot)'),
      })
      .partial()
      .strict()
      .describe('What cyborgs may do, which the leaflet leaves open (A-13)'),
    ramTargets: z.array(kind).describe('Kinds a vehicle may ram (L54, A-29: vehicles)'),
    ramsPerActivation: nonNegInt.describe('Rams of a vehicle in one activation (A-29: 1)'),
    victoryKinds: z.array(kind).min(1).describe('Kinds that count as manpower: a side with none left loses (L65: infantry)'),
    maxRounds: z.number().int().positive().nullable().describe('Rounds after which the game ends; null: no limit (A-38)'),
    maxRoundsTiebreak: z.enum(['moreInfantry', 'draw']).describe('At `maxRounds`: more surviving infantry wins, or a draw (A-38)'),
    timeExpired: z
      .enum(['moreInfantry', 'draw', 'playerClockLoses'])
      .describe('When time runs out: more surviving infantry wins, a draw, or the side whose player clock ran out loses'),
  })
  .partial()
  .strict();

export type RulesOverrides = z.infer<typeof rulesOverridesSchema>;

/** Merges the setup's overrides over the defaults (nested option groups are merged key by key). */
export function resolveRules(overrides: RulesOverrides | undefined): RulesConfig {
  const o = overrides ?? {};
  return {
    ...DEFAULT_RULES,
    ...(o as Partial<RulesConfig>),
    explodingSixes: { ...DEFAULT_RULES.explodingSixes, ...(o.explodingSixes ?? {}) },
    healingTable: { ...DEFAULT_RULES.healingTable, ...(o.healingTable ?? {}) },
    cyborg: { ...DEFAULT_RULES.cyborg, ...(o.cyborg ?? {}) },
    suitDurabilityByArmour: o.suitDurabilityByArmour ?? DEFAULT_RULES.suitDurabilityByArmour,
  };
}
