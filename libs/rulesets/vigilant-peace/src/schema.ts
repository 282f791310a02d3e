/**
 * zod schemas of the two documents a match carries: the setup document (the digest's
 * GameCreated + UnitAdded + FortificationsPlaced + SetupCompleted folded into one, §7.2) and
 * one order document (§7.3, plus the players' ProjectileResult report, §7.4).
 *
 * Shapes only: game rules (S2–S8, and every "illegal if…" of §7.6) are checked by setup() and
 * decide(), so they are reported with their rule reference and code.
 */
import { z } from 'zod';
import { rulesOverridesSchema } from './options';

export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

const sideSchema = z.enum(SIDES);
const id = z.string().min(1).max(64);
const steps = z.number().finite();

/** §9.2 UnitData: the stat card the leaflet does not reproduce. */
export const unitDataSchema = z
  .object({
    id,
    side: sideSchema,
    kind: z.enum(['infantry', 'vehicle', 'gun', 'cyborg']),
    name: z.string().max(80).optional(),
    /** Броня (L7) — every unit. Integer checked by setup (S4). */
    armour: z.number().finite(),
    /** ББ (L6). */
    melee: z.number().finite().optional(),
    /** Стрельба «1»/«2» (L5); mode per L18. */
    weapons: z
      .array(
        z
          .object({
            slot: z.number().int(),
            mode: z.enum(['virtual', 'real']).optional(),
            power: z.number().finite().optional(),
            name: z.string().max(80).optional(),
          })
          .strict(),
      )
      .max(4)
      .optional(),
    /** Прочность (L46). */
    durability: z.number().finite().optional(),
    /** Манёвр in steps (L13); overrides Table 1 / the defaults. */
    manoeuvre: z.number().finite().min(0).optional(),
    /** Mortar mines (L67); presence marks the gun as a mortar. */
    mines: z.number().int().min(0).optional(),
    /** Recommendation 6 (L71–L74). */
    armouredSuit: z.boolean().optional(),
  })
  .strict();

export type UnitData = z.infer<typeof unitDataSchema>;

export const setupSchema = z
  .object({
    /** §9.4 overrides of the RulesConfig defaults. */
    rules: rulesOverridesSchema.optional(),
    /** Side names / factions (A-05: free text; the leaflet never says who fields which army). */
    sides: z
      .object({
        A: z
          .object({ name: z.string().max(80).optional(), faction: z.string().max(80).optional() })
          .strict()
          .optional(),
        B: z
          .object({ name: z.string().max(80).optional(), faction: z.string().max(80).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    /** L66 (informational, A-39). */
    scenario: z.enum(['meeting', 'lineDefence', 'custom']).optional(),
    defender: sideSchema.optional(),
    /** L63: 1–3 recommended (warning S9 outside). */
    fortifications: z.number().int().min(0).optional(),
    units: z.array(unitDataSchema).min(2).max(64),
  })
  .strict();

export type SetupDocument = z.infer<typeof setupSchema>;

const splashSchema = z.object({ unitId: id, cover: z.boolean().optional() }).strict();

export const activateUnitOrder = z.object({ type: z.literal('ActivateUnit'), unitId: id }).strict();
export const manoeuvreOrder = z
  .object({
    type: z.literal('Manoeuvre'),
    unitId: id,
    /** [S] path length in steps, climbing height included 1:1 (L13). */
    steps,
    climbsObstacle: z.boolean().optional(),
    carryGunId: id.optional(),
    touchingGun: z.boolean().optional(),
    ram: z.object({ targetId: id }).strict().optional(),
  })
  .strict();
export const shootOrder = z
  .object({
    type: z.literal('Shoot'),
    unitId: id,
    weapon: z.union([z.literal(1), z.literal(2)]),
    targetId: id,
    distanceSteps: steps,
    lineOfSight: z.boolean(),
    targetCover: z.boolean(),
    nearestEnemySteps: steps,
    aimed: z.boolean().optional(),
  })
  .strict();
export const throwGrenadeOrder = z
  .object({
    type: z.literal('ThrowGrenade'),
    unitId: id,
    targetId: id,
    distanceSteps: steps,
    lineOfSight: z.boolean(),
    targetCover: z.boolean(),
    nearestEnemySteps: steps,
    splash: z.array(splashSchema).max(64),
    /** Accepted by the schema only so that the game can name the rule it breaks (grenades are never aimed, L33). */
    aimed: z.boolean().optional(),
  })
  .strict();
export const fireRealOrder = z
  .object({
    type: z.literal('FireReal'),
    unitId: id,
    weapon: z.union([z.literal(1), z.literal(2), z.literal('gun')]),
    gunId: id.optional(),
    touchingGun: z.boolean().optional(),
    intendedTargetId: id.optional(),
    nearestEnemySteps: steps.optional(),
    preferMine: z.boolean().optional(),
  })
  .strict();
export const meleeOrder = z.object({ type: z.literal('Melee'), unitId: id, targetId: id, distanceSteps: steps }).strict();
export const endActivationOrder = z.object({ type: z.literal('EndActivation'), unitId: id.optional() }).strict();
export const endTurnOrder = z.object({ type: z.literal('EndTurn') }).strict();

const hitSchema = z
  .object({
    unitId: id,
    reaction: z.enum(['fell', 'leaned', 'stood']).optional(),
    toppled: z.boolean().optional(),
  })
  .strict();

/** §7.4 ProjectileResult: the physical outcome of a real shot, reported by the table [S]. */
export const projectileResultOrder = z
  .object({
    type: z.literal('ProjectileResult'),
    result: z.enum(['miss', 'ricochet', 'hit']),
    hitUnitId: id.optional(),
    reaction: z.enum(['fell', 'leaned', 'stood']).optional(),
    toppled: z.boolean().optional(),
    /** Only when maxUnitsHitPerProjectile > 1: every unit the projectile struck. */
    hits: z.array(hitSchema).max(16).optional(),
  })
  .strict();

export const orderSchema = z.discriminatedUnion('type', [
  activateUnitOrder,
  manoeuvreOrder,
  shootOrder,
  throwGrenadeOrder,
  fireRealOrder,
  meleeOrder,
  endActivationOrder,
  endTurnOrder,
  projectileResultOrder,
]);

export type Order = z.infer<typeof orderSchema>;
export type ManoeuvreOrder = z.infer<typeof manoeuvreOrder>;
export type ShootOrder = z.infer<typeof shootOrder>;
export type ThrowGrenadeOrder = z.infer<typeof throwGrenadeOrder>;
export type FireRealOrder = z.infer<typeof fireRealOrder>;
export type MeleeOrder = z.infer<typeof meleeOrder>;
export type ProjectileResultOrder = z.infer<typeof projectileResultOrder>;
export type OrderType = Order['type'];
