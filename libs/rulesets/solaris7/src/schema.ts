/**
 * zod schemas of the two documents a Solaris VII match carries: the setup document (§2: the
 * digest's MatchConfigured + UnitRegistered + ObjectivePoolAdded, folded into one) and one
 * order document (§12.4). Shapes only: the rules are checked by setup() and decide(), so a
 * refusal names its rule.
 */
import { copyJson } from '@app/rules';
import { z } from 'zod';

const id = z.string().min(1).max(64);
const hex = z.object({ x: z.number().int(), y: z.number().int() }).strict();
const orientation = z.number().int().min(0).max(11);
const path = z.array(hex).max(64);
const side = z.enum(['A', 'B', 'C', 'D']);

const teamUnit = z
  .object({
    /** The unit's name in this match, unique across both teams. */
    unitId: id,
    /** A unit profile of the catalogue. */
    profile: id,
    /**
     * Gear and pilot cards of the catalogue (§7.4: at most two): an id, or `{ id, side }` for a
     * double-sided PRI/SEC gear, whose side the entry chooses (§7.4.1).
     */
    cards: z
      .array(z.union([id, z.object({ id, side: z.enum(['primary', 'secondary']) }).strict()]))
      .max(2)
      .default([]),
  })
  .strict();

export const setupSchema = z
  .object({
    /**
     * §2.3 "suggested standard match": one 'Mech per player, each player's three objective
     * tokens worth 30 RP together, a 20-minute time limit. Sets unitsPerTeam 1 and the time
     * limit, and requires the objectives.
     */
    preset: z.enum(['standard']).optional(),
    /** End p.14: the agreed time limit, in minutes (null: none). The standard preset sets 20. */
    timeLimitMinutes: z.number().int().min(1).max(600).nullable().optional(),
    /** Units, cards, arenas and tokens of the organiser's own, merged over the built-in samples. */
    catalogue: z.unknown().optional(),
    /** §2.2: the weight class of the match (L, M, H, A), or none for a point-limit-only match. */
    weightClass: z.enum(['L', 'M', 'H', 'A']).nullable().default(null),
    /** §2.2: the most a unit with its cards may cost; default the class preset. */
    pointLimit: z.number().int().positive().nullable().default(null),
    /** §2.2: every team fields the same number of units. */
    unitsPerTeam: z.number().int().min(1).max(5).default(1),
    /** Each seated player's units, by side (A, B, then C and D when three or four play). */
    teams: z
      .object({
        A: z.array(teamUnit).min(1).max(5),
        B: z.array(teamUnit).min(1).max(5),
        C: z.array(teamUnit).min(1).max(5).optional(),
        D: z.array(teamUnit).min(1).max(5).optional(),
      })
      .strict(),
    /**
     * §2.18 "teams of two against two": four players as two teams, e.g. [["A", "C"], ["B", "D"]].
     * Omitted: every player plays for himself.
     */
    alliances: z.array(z.array(side).length(2)).length(2).optional(),
    /** §2.18: a pre-chosen arena, or the arenas the first player chooses among. */
    arena: id.optional(),
    arenas: z.array(id).min(1).max(20).optional(),
    /** §6.1: each player's three tokens (catalogue ids), or none to play without objectives. */
    objectives: z
      .object({
        A: z.array(id).length(3),
        B: z.array(id).length(3),
        C: z.array(id).length(3).optional(),
        D: z.array(id).length(3).optional(),
      })
      .strict()
      .nullable()
      .default(null),
    options: z
      .object({
        heavyLimit: z.union([z.literal(280), z.literal(180)]).default(280),
        finishRoundOnTimeout: z.boolean().default(false),
      })
      .strict()
      .default({ heavyLimit: 280, finishRoundOnTimeout: false }),
  })
  .strict();

export type SetupDocument = z.input<typeof setupSchema>;
export type ParsedSetup = z.output<typeof setupSchema>;

const weapon = z.enum(['primary', 'secondary']);

const meleeAttack = z
  .object({
    kind: z.literal('melee'),
    targetId: id,
    /** §3.3.1: the primary value unless the secondary has the melee symbol. */
    weapon: weapon.default('primary'),
    /** [Equip]: Full Strike targets every enemy at the front; Coolant Flush and Repair target an ally. */
    special: z.enum(['fullStrike', 'coolantFlush', 'repair']).optional(),
    /** A30: the repairer chooses the damage value or 1d6. */
    repairMode: z.enum(['value', 'd6']).optional(),
  })
  .strict();

const rangedTarget = z.object({ targetId: id, lof: z.array(z.string().max(32)).max(64).optional() }).strict();

const rangedAttack = z
  .object({
    kind: z.literal('ranged'),
    weapon: weapon.default('primary'),
    /** §3.3.2: as many targets as the weapon has ballistic/energy symbols. */
    targets: z.array(rangedTarget).min(1).max(4),
    indirect: z.boolean().default(false),
    /** §3.3.2: ignore the friendly-fire modifier; allies in contact with the target then take 1 damage. */
    waiveFriendlyFire: z.boolean().default(false),
  })
  .strict();

export const attackSchema = z.discriminatedUnion('kind', [meleeAttack, rangedAttack]);
export type AttackOrder = z.output<typeof attackSchema>;
export type MeleeAttack = z.output<typeof meleeAttack>;
export type RangedAttack = z.output<typeof rangedAttack>;

const unit = { unitId: id };

export const orderSchema = z.discriminatedUnion('type', [
  // §2.18 setup
  z.object({ type: z.literal('ChooseArena'), arenaId: id }).strict(),
  z.object({ type: z.literal('ChooseZone'), zone: z.number().int().min(0).max(7) }).strict(),
  z.object({ type: z.literal('DeclareDice'), damageColour: z.string().min(1).max(24), heatColour: z.string().min(1).max(24) }).strict(),
  z.object({ type: z.literal('Deploy'), ...unit, hex, facing: orientation }).strict(),
  z.object({ type: z.literal('PlaceObjective'), hex }).strict(),
  // §6.3 replacement
  z.object({ type: z.literal('ChooseCorner'), corner: z.enum(['NW', 'NE', 'SW', 'SE']) }).strict(),
  // §3.1
  z.object({ type: z.literal('InitiativeChoice'), ...unit, choice: z.enum(['keep', 'setToOne']) }).strict(),
  // §5 special attacks
  z
    .object({
      type: z.literal('Charge'),
      ...unit,
      targetId: id,
      path,
      facing: orientation,
      lof: z.array(z.string().max(32)).max(64).optional(),
    })
    .strict(),
  z.object({ type: z.literal('JumpAttack'), ...unit, targetId: id, path, facing: orientation }).strict(),
  z.object({ type: z.literal('Pin'), ...unit, targetId: id }).strict(),
  // §3.2
  z
    .object({
      type: z.literal('Move'),
      ...unit,
      path,
      facing: orientation,
      run: z.boolean().default(false),
      jumpJets: z.boolean().default(false),
    })
    .strict(),
  z.object({ type: z.literal('FreeSpin'), ...unit, facing: orientation }).strict(),
  // §3.3
  z.object({ type: z.literal('Melee'), ...unit, attack: meleeAttack, path: path.optional() }).strict(),
  z.object({ type: z.literal('Ranged'), ...unit, attack: rangedAttack }).strict(),
  z.object({ type: z.literal('Advance'), ...unit, path, facing: orientation, attack: attackSchema }).strict(),
  z.object({ type: z.literal('Entrench'), ...unit }).strict(),
  z.object({ type: z.literal('Defend'), ...unit }).strict(),
  z.object({ type: z.literal('Evade'), ...unit }).strict(),
  z.object({ type: z.literal('Cool'), ...unit }).strict(),
  /** Any decision of one unit that can be declined: special attack, move, combat order, reaction, free spin. */
  z.object({ type: z.literal('Pass'), ...unit }).strict(),
  // §2.11, A10
  z.object({ type: z.literal('CancelEquipment'), ...unit, equipment: id }).strict(),
  // [Equip: IMPROVED TARGETING]
  z.object({ type: z.literal('Reroll'), dieIndex: z.number().int().min(0).max(2).nullable() }).strict(),
  // §3.3.2 multi-target fire
  z
    .object({
      type: z.literal('AllocateDamage'),
      allocations: z
        .array(z.object({ targetId: id, amount: z.number().int().min(0).max(99) }).strict())
        .min(1)
        .max(4),
    })
    .strict(),
  // End p.14: all players agree to end
  z.object({ type: z.literal('AgreeEnd') }).strict(),
]);

export type Order = z.output<typeof orderSchema>;
export type OrderType = Order['type'];
export type OrderOf<T extends OrderType> = Extract<Order, { type: T }>;

/**
 * A copy of an order with the schema's defaults where the order leaves them out. The kernel
 * parses every order it accepts (match.ts `decide`), so live play stores complete orders; a
 * stream made without it (the seeded matches of the replay corpus, the scripted stored logs)
 * holds orders as they were written, and a replay hands them to the game as stored. A copy,
 * so the state never holds a part of an event.
 */
export function withDefaults(order: Order): Order {
  const o = copyJson(order);
  switch (o.type) {
    case 'Move':
      o.run ??= false;
      o.jumpJets ??= false;
      break;
    case 'Melee':
    case 'Ranged':
    case 'Advance':
      attackDefaults(o.attack);
      break;
  }
  return o;
}

function attackDefaults(a: AttackOrder): void {
  a.weapon ??= 'primary';
  if (a.kind === 'ranged') {
    a.indirect ??= false;
    a.waiveFriendlyFire ??= false;
  }
}
export { side as sideSchema };
