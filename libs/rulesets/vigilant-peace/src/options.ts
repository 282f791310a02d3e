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
    stepCm: z.number().positive(),
    manoeuvreByArmour: z.array(z.object({ upToArmour: z.number().int().nullable(), steps: nonNeg })).min(1),
    defaultVehicleManoeuvre: nonNeg,
    defaultCyborgManoeuvre: nonNeg,
    firstPlayerTie: z.enum(['reroll', 'sideA']),
    actionsPerActivation: nonNegInt,
    shootingActionsPerActivation: z.number().int().min(0).max(1),
    meleeActionsPerActivation: z.number().int().min(0).max(1),
    shotsMustBeContiguous: z.boolean(),
    implicitActivationEnd: z.boolean(),
    maxShootingRange: nonNeg.nullable(),
    aimedBonus: z.number().int(),
    closeBonus: z.number().int(),
    closeRange: nonNeg,
    coverArmourBonus: z.number().int(),
    woundedArmourPenalty: z.number().int(),
    grenadesPerSidePerTurn: nonNegInt,
    grenadeRange: nonNeg,
    grenadePower: z.number().int(),
    grenadeBlastRadius: nonNeg,
    grenadeBlastPower: z.number().int(),
    throwerInBlastWithin: nonNeg,
    grenadeNeedsLineOfSight: z.boolean(),
    grenadeCoverApplies: z.boolean(),
    meleeRange: nonNeg,
    engagementRange: nonNeg,
    engagementBlocks: z.array(kind),
    engagementIgnoresGuns: z.boolean(),
    explodingSixes: z
      .object({
        shot: z.boolean(),
        grenade: z.boolean(),
        blast: z.boolean(),
        realDamage: z.boolean(),
        melee: z.boolean(),
        counter: z.boolean(),
        ram: z.boolean(),
        ramCounter: z.boolean(),
      })
      .partial()
      .strict(),
    destroyWhen: z.enum(['exceeds', 'reaches']),
    woundOnWounded: z.enum(['noEffect', 'kill']),
    woundedMayMelee: z.boolean(),
    meleeVsMachineEqual: z.enum(['oneDamage', 'none']),
    healingScope: z.enum(['all', 'activePlayer', 'opponentOfActive']),
    healingOrder: z.enum(['activeSideFirst', 'registration']),
    healingTable: z
      .object({ die: z.array(die), stay: z.array(die), heal: z.array(die) })
      .partial()
      .strict(),
    gunShotsPerTurn: nonNegInt,
    gunExcludesPersonalWeapons: z.enum(['both', 'afterGunOnly']),
    allowEnemyGunUse: z.boolean(),
    maxUnitsHitPerProjectile: z.number().int().min(1),
    toppleExtraDamage: nonNegInt,
    mortarMines: nonNegInt,
    mineCheckSuccess: z.array(die),
    mineDamage: z.enum(['doubleTotal', 'doubleDice']),
    mineVsInfantry: z.enum(['upgradeLeaned', 'sameAsShell']),
    armouredSuitDurability: z.boolean(),
    suitDurabilityByArmour: z.record(z.string(), z.number().int().positive()),
    durableFighterEqual: z.enum(['wound', 'damage']),
    durableFighterRealHit: z.enum(['rollDamage', 'reaction']),
    cyborg: z
      .object({
        damageModel: z.enum(['machineIfDurability', 'durableFighterIfDurability']),
        countsAsInfantry: z.boolean(),
        mayThrowGrenade: z.boolean(),
        mayOperateGun: z.boolean(),
        getsInfantryShootingBonuses: z.boolean(),
        mayClimb: z.boolean(),
      })
      .partial()
      .strict(),
    ramTargets: z.array(kind),
    ramsPerActivation: nonNegInt,
    victoryKinds: z.array(kind).min(1),
    maxRounds: z.number().int().positive().nullable(),
    maxRoundsTiebreak: z.enum(['moreInfantry', 'draw']),
    timeExpired: z.enum(['moreInfantry', 'draw', 'playerClockLoses']),
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
