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

const sideSchema = z.enum(SIDES).describe('Side: A or B');
const id = z.string().min(1).max(64).describe('Unit id, as given in the setup’s `units[].id`');
/** A distance measured at the table: a real number of steps (1 step = 5 cm, L4), compared inclusively. */
const steps = z.number().finite();
const reaction = z.enum(['fell', 'leaned', 'stood']);
const side = (which: Side) =>
  z
    .object({
      name: z.string().max(80).optional().describe(`Side ${which}’s name (default: the seated player’s)`),
      faction: z.string().max(80).optional().describe(`Side ${which}’s faction, free text (A-05)`),
    })
    .strict()
    .optional()
    .describe(`Side ${which}’s name and faction`);

/** §9.2 UnitData: the stat card the leaflet does not reproduce. */
export const unitDataSchema = z
  .object({
    id: id.describe('Unique unit id, used by every order naming the unit (`A-R`, `B-1`…)'),
    side: sideSchema.describe('The side the unit fights for'),
    kind: z.enum(['infantry', 'vehicle', 'gun', 'cyborg']).describe('Unit kind (L3): an infantryman, a vehicle, a gun or a cyborg'),
    name: z.string().max(80).optional().describe('Display name, e.g. "RAPTOR" (default: the id)'),
    // An integer: checked by setup (S4), whose refusal names the rule (L7).
    armour: z.number().finite().describe('Броня (L7): the number an attack must beat; an integer, every unit'),
    melee: z.number().finite().optional().describe('ББ (L6): added to the D6 in melee; default 0'),
    weapons: z
      .array(
        z
          .object({
            slot: z.number().int().describe('Weapon slot: 1 for «1», 2 for «2» (L5)'),
            mode: z
              .enum(['virtual', 'real'])
              .optional()
              .describe('virtual: fired with `Shoot`; real: a projectile, `FireReal` (L18); default by kind'),
            power: z
              .number()
              .finite()
              .optional()
              .describe('Стрельба (L5): added to the D6 of a virtual shot; an integer, required if virtual'),
            name: z.string().max(80).optional().describe('Display name of the weapon'),
          })
          .strict(),
      )
      .max(4)
      .optional()
      .describe('The unit’s weapons «1» and «2» (L5); a gun without any fires one real "gun" weapon'),
    durability: z
      .number()
      .finite()
      .optional()
      .describe('Прочность (L46): the damage it can take, a positive integer; required for vehicles and guns'),
    manoeuvre: z
      .number()
      .finite()
      .min(0)
      .optional()
      .describe('Manoeuvre in steps (L13); default: Table 1 by armour for infantry, 4 for vehicles, 3 for cyborgs'),
    mines: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Mortar mines for the whole game (3 in L67); only for a gun, which it marks as the mortar'),
    armouredSuit: z
      .boolean()
      .optional()
      .describe('Armoured suit (L71–L74): with `armouredSuitDurability`, durability by armour (8 → 2, 9 → 3)'),
  })
  .strict();

export type UnitData = z.infer<typeof unitDataSchema>;

export const setupSchema = z
  .object({
    rules: rulesOverridesSchema
      .optional()
      .describe('Overrides of the rule options (digest §9.4; vigilant-peace.md §3); nested groups merge key by key'),
    // free text, for the leaflet never says who fields which army.
    sides: z
      .object({ A: side('A'), B: side('B') })
      .strict()
      .optional()
      .describe('Names and factions of sides A and B, free text (A-05)'),
    scenario: z
      .enum(['meeting', 'lineDefence', 'custom'])
      .optional()
      .describe('Scenario: meeting engagement, defence of a line (L66) or custom; informational (A-39)'),
    defender: sideSchema.optional().describe('The defending side of a line defence (L66); informational (A-39)'),
    fortifications: z.number().int().min(0).optional().describe('Fortifications on the table; 1–3 recommended (L63), a warning outside'),
    units: z
      .array(unitDataSchema)
      .min(2)
      .max(64)
      .describe('Every unit on the field with its stat card (§9.2); each side needs infantry (L65, `victoryKinds`)'),
  })
  .strict();

export type SetupDocument = z.infer<typeof setupSchema>;

const splashSchema = z
  .object({
    unitId: id.describe('A unit within 2 steps of the target, friend or foe, the thrower too if he threw from ≤ 2 steps'),
    cover: z.boolean().optional().describe('Whether it is more than half hidden by an obstacle: +2 armour (L29); default false'),
  })
  .strict();

export const activateUnitOrder = z
  .object({ type: z.literal('ActivateUnit'), unitId: id.describe('Your unit that is to act next') })
  .strict();
export const manoeuvreOrder = z
  .object({
    type: z.literal('Manoeuvre'),
    unitId: id.describe('Your unit that moves'),
    steps: steps.describe('Path length in steps (1 step = 5 cm), climbing counted 1 : 1 (L13); up to its Manoeuvre'),
    climbsObstacle: z.boolean().optional().describe('Whether the path climbs onto or off an obstacle; not for vehicles or cyborgs (L13)'),
    carryGunId: id.optional().describe('The gun the moving infantryman touches and carries along (L13)'),
    touchingGun: z.boolean().optional().describe('Whether the mover touches that gun; must be true to carry it (L13)'),
    ram: z
      .object({ targetId: id.describe('The enemy vehicle rammed') })
      .strict()
      .optional()
      .describe('A vehicle rams an enemy vehicle at the end of this move: D6 + armour each way (L54)'),
  })
  .strict();
export const shootOrder = z
  .object({
    type: z.literal('Shoot'),
    unitId: id.describe('Your unit that shoots'),
    weapon: z.union([z.literal(1), z.literal(2)]).describe('The virtual weapon fired: its slot «1» or «2» (L5)'),
    targetId: id.describe('The enemy unit shot at'),
    distanceSteps: steps.describe('Distance from the shooter to the target, in steps (1 step = 5 cm)'),
    lineOfSight: z.boolean().describe('Whether the target is visible from the shooter’s position; must be true (L22)'),
    targetCover: z.boolean().describe('Whether the target is more than half hidden by an obstacle: +2 armour (L29)'),
    nearestEnemySteps: steps.describe('Distance to the nearest enemy, in steps, guns not counted; > 1 for infantry and cyborgs (L47)'),
    aimed: z.boolean().optional().describe('An aimed shot, +2 (L34): by an infantryman who has neither moved nor fought this turn'),
  })
  .strict();
export const throwGrenadeOrder = z
  .object({
    type: z.literal('ThrowGrenade'),
    unitId: id.describe('Your infantryman who throws the side’s grenade of the turn'),
    targetId: id.describe('The enemy unit the grenade is thrown at'),
    distanceSteps: steps.describe('Distance from the thrower to the target, in steps; at most 3 (L30)'),
    lineOfSight: z.boolean().describe('Whether the target is visible from the thrower’s position; must be true (A-19)'),
    targetCover: z.boolean().describe('Whether the target is more than half hidden by an obstacle: +2 armour (L29)'),
    nearestEnemySteps: steps.describe('Distance to the nearest enemy, in steps, guns not counted; must be > 1 (L47)'),
    splash: z
      .array(splashSchema)
      .max(64)
      .describe('Every other unit within 2 steps of the target (power 3, L31), in the order their dice are rolled'),
    // Accepted by the schema only so that the game can name the rule it breaks (grenades are never aimed, L33).
    aimed: z.boolean().optional().describe('Grenades are never aimed (L33): true is refused'),
  })
  .strict();
export const fireRealOrder = z
  .object({
    type: z.literal('FireReal'),
    unitId: id.describe('Your unit that fires its own real weapon, or the infantryman who fires a gun'),
    weapon: z
      .union([z.literal(1), z.literal(2), z.literal('gun')])
      .describe('The real weapon fired: the unit’s own slot «1» or «2», or "gun" for the gun it touches'),
    gunId: id.optional().describe('With weapon "gun": the gun fired, which the shooter touches (L20)'),
    touchingGun: z.boolean().optional().describe('With weapon "gun": whether the shooter touches it; must be true (L20)'),
    intendedTargetId: id.optional().describe('The enemy aimed at, for the record: the projectile may strike any unit'),
    nearestEnemySteps: steps
      .optional()
      .describe('Distance to the nearest enemy, in steps, guns not counted; infantry and cyborgs: required, > 1 (L47)'),
    preferMine: z.boolean().optional().describe('Mortar only: roll the mine check first, 4–6 fires a mine (L67–L69)'),
  })
  .strict();
export const meleeOrder = z
  .object({
    type: z.literal('Melee'),
    unitId: id.describe('Your unit that attacks'),
    targetId: id.describe('The enemy unit attacked'),
    distanceSteps: steps.describe('Distance to the target, in steps; at most 1 (L47)'),
  })
  .strict();
export const endActivationOrder = z
  .object({
    type: z.literal('EndActivation'),
    unitId: id.optional().describe('The unit now acting; refused if another is named'),
  })
  .strict();
export const endTurnOrder = z.object({ type: z.literal('EndTurn') }).strict();

const hitSchema = z
  .object({
    unitId: id.describe('A unit struck, of either side'),
    reaction: reaction.optional().describe('For a fighter: fell (killed), leaned on an obstacle (wounded), stood (unharmed)'),
    toppled: z.boolean().optional().describe('For a machine: whether it fell or overturned, +1 damage (L45)'),
  })
  .strict();

/** §7.4 ProjectileResult: the physical outcome of a real shot, reported by the table [S]. */
export const projectileResultOrder = z
  .object({
    type: z.literal('ProjectileResult'),
    result: z.enum(['miss', 'ricochet', 'hit']).describe('What the projectile did; a ricochet is not a hit (L41)'),
    hitUnitId: id.optional().describe('With a hit: the unit struck, of either side'),
    reaction: reaction
      .optional()
      .describe('With a hit on a fighter: fell (killed), leaned on an obstacle (wounded), stood (unharmed), L42–L44'),
    toppled: z.boolean().optional().describe('With a hit on a machine: whether it fell or overturned, +1 damage (L45)'),
    hits: z
      .array(hitSchema)
      .max(16)
      .optional()
      .describe('Instead of hitUnitId: every unit struck, only when `maxUnitsHitPerProjectile` > 1 (A-30)'),
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
