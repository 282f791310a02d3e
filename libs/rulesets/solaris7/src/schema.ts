/**
 * zod schemas of the two documents a Solaris VII match carries: the setup document (§2: the
 * digest's MatchConfigured + UnitRegistered + ObjectivePoolAdded, folded into one) and one
 * order document (§12.4). Shapes only: the rules are checked by setup() and decide(), so a
 * refusal names its rule.
 */
import { copyJson } from '@app/rules';
import { z } from 'zod';

const id = z.string().min(1).max(64);
/** A hex of the arena, odd-q (reference.ts conventions); a description set here shows on each use. */
const hex = z
  .object({
    x: z.number().int().describe("column, 1 to the arena's width; odd columns sit half a hex higher (odd-q)"),
    y: z.number().int().describe("row, 1 to the arena's length, growing southwards"),
  })
  .strict();
/** §3.2, A13: twelve orientations 30° apart; the even ones face a hexside, the odd ones a corner. */
const orientation = z
  .number()
  .int()
  .min(0)
  .max(11)
  .describe('facing afterwards, in 30° steps clockwise: 0 N, 2 NE, 4 SE, 6 S, 8 SW, 10 NW; odd: a corner');
const path = z
  .array(hex)
  .max(64)
  .describe('hexes entered, in order, each adjacent to the one before, the start hex left out; [] turns in place');
/** A hexside, "x,y:d": side d (0 N, 1 NE … 5 NW) of hex (x,y) (A12). */
const hexside = z.string().max(32).describe('a hexside "x,y:d": side d (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW) of hex (x,y)');
const lineOfFire = z.array(hexside).max(64);
const side = z.enum(['A', 'B', 'C', 'D']);

const teamUnit = z
  .object({
    unitId: id.describe("the unit's name in this match, unique across all teams; orders name it as `unitId`"),
    profile: id.describe('id of a unit profile of the catalogue (`units[].id`)'),
    /**
     * Gear and pilot cards of the catalogue (§7.4: at most two): an id, or `{ id, side }` for a
     * double-sided PRI/SEC gear, whose side the entry chooses (§7.4.1).
     */
    cards: z
      .array(
        z.union([
          id,
          z
            .object({
              id: id.describe('id of a gear card of the catalogue (`cards[].id`), as a rule a double-sided PRI/SEC one'),
              side: z
                .enum(['primary', 'secondary'])
                .describe('the side the gear shows: `primary` (PRI) or `secondary` (SEC); a single-sided card only its own (§7.4.1)'),
            })
            .strict(),
        ]),
      )
      .max(2)
      .default([])
      .describe("at most two gear or pilot card ids of the catalogue; `{ id, side }` picks a PRI/SEC gear's side"),
  })
  .strict();

export const setupSchema = z
  .object({
    /**
     * §2.3 "suggested standard match": one 'Mech per player, each player's three objective
     * tokens worth 30 RP together, a 20-minute time limit. Sets unitsPerTeam 1 and the time
     * limit, and requires the objectives.
     */
    preset: z
      .enum(['standard'])
      .optional()
      .describe('`standard`: the suggested match of §2.3: one unit each, objectives required, 20 minutes'),
    /** End p.14: the agreed time limit, in minutes (null: none). The standard preset sets 20. */
    timeLimitMinutes: z
      .number()
      .int()
      .min(1)
      .max(600)
      .nullable()
      .optional()
      .describe('the agreed time limit of the match, in minutes; null or absent: none (standard preset: 20)'),
    catalogue: z
      .unknown()
      .optional()
      .describe("the organiser's own units, cards, arenas and tokens, merged over the samples (solaris7-catalogue.md)"),
    weightClass: z
      .enum(['L', 'M', 'H', 'A'])
      .nullable()
      .default(null)
      .describe('weight class of the match: light, medium, heavy or assault (§2.2); null: a point limit only'),
    pointLimit: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .describe("the most points a unit with its cards may cost (§2.2); null: the weight class's limit"),
    unitsPerTeam: z
      .number()
      .int()
      .min(1)
      .max(5)
      .default(1)
      .describe('units each player fields: every list of `teams` has exactly this many (§2.2)'),
    /** Each seated player's units, by side (A, B, then C and D when three or four play). */
    teams: z
      .object({
        A: z.array(teamUnit).min(1).max(5),
        B: z.array(teamUnit).min(1).max(5),
        C: z.array(teamUnit).min(1).max(5).optional(),
        D: z.array(teamUnit).min(1).max(5).optional(),
      })
      .strict()
      .describe("each seated side's units, `{ unitId, profile, cards }` (A, B; C and D with three or four players)"),
    /**
     * §2.18 "teams of two against two": four players as two teams, e.g. [["A", "C"], ["B", "D"]].
     * Omitted: every player plays for himself.
     */
    alliances: z
      .array(z.array(side).length(2))
      .length(2)
      .optional()
      .describe('four players as two teams of two, e.g. [["A", "C"], ["B", "D"]] (§2.18); absent: each for himself'),
    arena: id.optional().describe('id of the catalogue arena the match is played on (§2.18)'),
    arenas: z
      .array(id)
      .min(1)
      .max(20)
      .optional()
      .describe('ids of the arenas the first player chooses among (`ChooseArena`); neither field: every arena'),
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
      .default(null)
      .describe("each side's three objective token ids of the catalogue, worth 30 RP together (§6.1); null: none"),
    options: z
      .object({
        heavyLimit: z
          .union([z.literal(280), z.literal(180)])
          .default(280)
          .describe('point limit of the heavy class: 280, or 180 as printed (A1)'),
        finishRoundOnTimeout: z.boolean().default(false).describe('when time runs out, play the round out instead of the phase (A38)'),
      })
      .strict()
      .default({ heavyLimit: 280, finishRoundOnTimeout: false })
      .describe('`heavyLimit`: 280 or 180 as printed (A1); `finishRoundOnTimeout`: play the round out on time-out (A38)'),
  })
  .strict();

export type SetupDocument = z.input<typeof setupSchema>;
export type ParsedSetup = z.output<typeof setupSchema>;

const weapon = z.enum(['primary', 'secondary']);

const meleeAttack = z
  .object({
    kind: z.literal('melee').describe('a melee attack'),
    targetId: id.describe("an adjacent enemy's `unitId` or the objective token's id; an ally's for Coolant Flush, Repair"),
    weapon: weapon.default('primary').describe('the damage value used: `primary`, or `secondary` if it has the melee symbol (§3.3.1)'),
    special: z
      .enum(['fullStrike', 'coolantFlush', 'repair'])
      .optional()
      .describe('equipment attack: `fullStrike` (every enemy at the front), `coolantFlush` or `repair` (an ally)'),
    repairMode: z
      .enum(['value', 'd6'])
      .optional()
      .describe('Repair: clicks repaired, the damage value (`value`) or a 1d6 roll (`d6`) (A30)'),
  })
  .strict();

const rangedTarget = z
  .object({
    targetId: id.describe("an enemy's `unitId` or the objective token's id"),
    lof: lineOfFire.optional().describe('line of fire to this target, hexsides from the attacker on; absent: the best shortest (A12)'),
  })
  .strict();

const rangedAttack = z
  .object({
    kind: z.literal('ranged').describe('a ranged attack'),
    weapon: weapon.default('primary').describe('the weapon fired, `primary` or `secondary`: one with ballistic or energy symbols (§3.3.2)'),
    targets: z
      .array(rangedTarget)
      .min(1)
      .max(4)
      .describe('at most one target per ballistic or energy symbol of the weapon; one for indirect fire (§3.3.2)'),
    indirect: z.boolean().default(false).describe('indirect fire over a blocked line: one target, ballistic, attack −2, damage at most 2'),
    /** §3.3.2: ignore the friendly-fire modifier; allies in contact with the target then take 1 damage. */
    waiveFriendlyFire: z
      .boolean()
      .default(false)
      .describe("ignore the −1 for the attacker's allies in contact with a target; on a hit they take 1 damage"),
  })
  .strict();

export const attackSchema = z.discriminatedUnion('kind', [meleeAttack, rangedAttack]);
export type AttackOrder = z.output<typeof attackSchema>;
export type MeleeAttack = z.output<typeof meleeAttack>;
export type RangedAttack = z.output<typeof rangedAttack>;

const unit = { unitId: id.describe("the unit the order is for: a `unitId` of the side's units in the setup") };
/** An enemy that acts later this round (§5.1, §5.2). */
const laterEnemy = id.describe('`unitId` of the enemy attacked, one that acts later this round');

export const orderSchema = z.discriminatedUnion('type', [
  // §2.18 setup
  z.object({ type: z.literal('ChooseArena'), arenaId: id.describe('id of one of the arenas the setup offers (`arenas`)') }).strict(),
  z
    .object({
      type: z.literal('ChooseZone'),
      zone: z.number().int().min(0).max(7).describe('index into the deployment zones in play, as the prompt lists them (0 = A1, 1 = A2…)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('DeclareDice'),
      damageColour: z.string().min(1).max(24).describe("colour of the player's damage die, e.g. red; not the heat die's"),
      heatColour: z.string().min(1).max(24).describe("colour of the player's heat die, e.g. blue; not the damage die's"),
    })
    .strict(),
  z
    .object({
      type: z.literal('Deploy'),
      ...unit,
      hex: hex.describe("a free hex of the side's deployment zone, not blocking terrain"),
      facing: orientation,
    })
    .strict(),
  z
    .object({
      type: z.literal('PlaceObjective'),
      hex: hex.describe('a centre hex: (⌈width/2⌉, ⌊length/2⌋) or the hex south of it (§6.1)'),
    })
    .strict(),
  // §6.3 replacement
  z
    .object({
      type: z.literal('ChooseCorner'),
      corner: z
        .enum(['NW', 'NE', 'SW', 'SE'])
        .describe("the corner the replacement token's position is counted from, the corner hex being 1 (A37)"),
    })
    .strict(),
  // §3.1
  z
    .object({
      type: z.literal('InitiativeChoice'),
      ...unit,
      choice: z.enum(['keep', 'setToOne']).describe('`keep` the highest initiative (act last) or `setToOne` (act first) this round'),
    })
    .strict(),
  // §5 special attacks
  z
    .object({
      type: z.literal('Charge'),
      ...unit,
      targetId: laterEnemy,
      path: path.describe('the running move into base contact: hexes entered in order, the start hex left out'),
      facing: orientation,
      lof: lineOfFire.optional().describe('the charge line, hexsides from the charger to the target; absent: the best shortest'),
    })
    .strict(),
  z
    .object({
      type: z.literal('JumpAttack'),
      ...unit,
      targetId: laterEnemy,
      path: path.describe('the jump into base contact: hexes entered in order, the start hex left out'),
      facing: orientation,
    })
    .strict(),
  z
    .object({
      type: z.literal('Pin'),
      ...unit,
      targetId: id.describe('`unitId` of an enemy the unit started the round in base contact with'),
    })
    .strict(),
  // §3.2
  z
    .object({
      type: z.literal('Move'),
      ...unit,
      path,
      facing: orientation,
      run: z.boolean().default(false).describe('run: twice the speed, for 1 heat (none with Evade equipment)'),
      jumpJets: z.boolean().default(false).describe('move with jump jets, over units and blocking terrain; needs the equipment, no run'),
    })
    .strict(),
  z.object({ type: z.literal('FreeSpin'), ...unit, facing: orientation }).strict(),
  // §3.3
  z
    .object({
      type: z.literal('Melee'),
      ...unit,
      attack: meleeAttack.describe('the melee attack'),
      path: path.optional().describe('Coolant Flush only: the move before the attack, hexes entered in order'),
    })
    .strict(),
  z.object({ type: z.literal('Ranged'), ...unit, attack: rangedAttack.describe('the ranged attack') }).strict(),
  z
    .object({
      type: z.literal('Advance'),
      ...unit,
      path: path.describe('the move, no run: at most half speed before a ranged attack, full speed before melee'),
      facing: orientation,
      attack: attackSchema.describe('the attack after the move, at −1: `kind` melee or ranged, as in Melee and Ranged'),
    })
    .strict(),
  z.object({ type: z.literal('Entrench'), ...unit }).strict(),
  z.object({ type: z.literal('Defend'), ...unit }).strict(),
  z.object({ type: z.literal('Evade'), ...unit }).strict(),
  z.object({ type: z.literal('Cool'), ...unit }).strict(),
  /** Any decision of one unit that can be declined: special attack, move, combat order, reaction, free spin. */
  z.object({ type: z.literal('Pass'), ...unit }).strict(),
  // §2.11, A10
  z
    .object({
      type: z.literal('CancelEquipment'),
      ...unit,
      equipment: id.describe('id of an optional equipment of the unit, camelCase (e.g. `improvedTargeting`)'),
    })
    .strict(),
  // [Equip: IMPROVED TARGETING]
  z
    .object({
      type: z.literal('Reroll'),
      dieIndex: z
        .number()
        .int()
        .min(0)
        .max(2)
        .nullable()
        .describe('attack die to re-roll: 0 or 1 a die of the pair, 2 the single; null keeps all three'),
    })
    .strict(),
  // §3.3.2 multi-target fire
  z
    .object({
      type: z.literal('AllocateDamage'),
      allocations: z
        .array(
          z
            .object({
              targetId: id.describe("a target the attack hit: an enemy's `unitId` or the objective token's id"),
              amount: z.number().int().min(0).max(99).describe('damage points that target takes (0 allowed)'),
            })
            .strict(),
        )
        .min(1)
        .max(4)
        .describe('the split of the damage dealt among the targets hit; the amounts add up to it'),
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
