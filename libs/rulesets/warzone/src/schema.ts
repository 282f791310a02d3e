/**
 * Setup document, options and order documents. Options are the digest's [P] readings, each
 * with its default; order fields are the table facts [S] the engine cannot measure: trusted,
 * but checked against the rules' limits (digest §7.3).
 */
import { z } from 'zod';
import { armySchema } from './profiles';

export const optionsSchema = z
  .object({
    /** §2.2: actions of a model whose profile has none. */
    actions: z.number().int().min(1).max(5).default(2),
    /** §2.2: the game ends after this turn. */
    maxTurns: z.number().int().min(1).max(30).default(6),
    /** §2.2: who activates first each turn: a d20 roll-off (higher wins, ties again) or a fixed side. */
    firstPlayer: z.enum(['rollOff', 'A', 'B']).default('rollOff'),
    /** §6.2: at the turn limit, the side that destroyed more points wins (else a draw). */
    victory: z.enum(['points', 'draw']).default('points'),
    /** §6.2: a side with no model left loses at once. */
    annihilation: z.boolean().default(true),
    /** The match clock ran out: decided by points destroyed, or drawn. */
    timeExpired: z.enum(['points', 'draw']).default('points'),
    /** §4.3 / §9 item 7: cover levels (only MP = 2 is in the posts). */
    cover: z.object({ obscured: z.number().int(), soft: z.number().int(), hard: z.number().int(), fortification: z.number().int() }).strict().default({ obscured: 1, soft: 2, hard: 3, fortification: 4 }),
    /** §4.3: RS bonus of an Aim action before a Shoot at the same target. */
    aimBonus: z.number().int().min(0).max(6).default(2),
    /** §4.3: RS modifier by range band. */
    rangeMods: z.object({ close: z.number().int(), medium: z.number().int(), long: z.number().int() }).strict().default({ close: 0, medium: 0, long: -2 }),
    /** §9 item 3: Run moves up to this many times MV. */
    runMultiplier: z.number().min(1).max(3).default(2),
    /** §4 / A4: natural 1 always passes and natural 20 always fails a test. */
    naturals: z.boolean().default(true),
    /** §3.16 / A15: reacting from Wait needs no test, or an LD test. */
    waitTest: z.enum(['none', 'LD']).default('none'),
    /** §6.3: environment test by the P9 table ("official") or the author's flat thresholds. */
    environmentMethod: z.enum(['official', 'flat']).default('official'),
    /** §4.3 step 4: a hit roll at or above a weapon's Jam jams it. */
    jams: z.boolean().default(true),
    /** §5.1: an ability with no rules: refused, or it just spends an action. */
    undefinedAbilities: z.enum(['refuse', 'spendAction']).default('refuse'),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;

export const setupSchema = z
  .object({
    armies: z.object({ A: armySchema, B: armySchema }).strict(),
    environment: z
      .object({ type: z.enum(['none', 'arctic', 'desert', 'jungle']), level: z.number().int().min(1).max(3) })
      .strict()
      .default({ type: 'none', level: 1 }),
    options: optionsSchema.default(() => optionsSchema.parse({})),
  })
  .strict();

export type SetupDocument = z.input<typeof setupSchema>;

const id = z.string().min(1).max(40);
const inches = z.number().min(0).max(100);
export const TERRAIN = ['normal', 'difficult', 'veryDifficult', 'impassable'] as const;
export const segmentSchema = z.object({ inches, terrain: z.enum(TERRAIN).default('normal') }).strict();
export type Segment = z.infer<typeof segmentSchema>;

/** Path facts of any movement (digest §3.0), measured at the table. */
const path = {
  model: id,
  path: z.array(segmentSchema).min(1).max(20),
  darkness: z.boolean().default(false),
  /** Narrowest gap between enemies (or enemy and terrain) passed, and why it does not count. */
  enemyGap: inches.nullable().default(null),
  gapExempt: z.enum(['engagedEnemies', 'bigVsSmall', 'towardNearestEnemy', 'flyer', 'vehicle']).nullable().default(null),
  /** Narrowest gap between friendly models of other units passed, in inches. */
  friendlyGap: inches.nullable().default(null),
  /** Lowest passage passed under, in inches. */
  lowPassage: inches.nullable().default(null),
  endsOverlappingSquadmate: z.boolean().default(false),
  endsInEnemyContact: z.boolean().default(false),
  crossesObstacle: z.boolean().default(false),
};

const m = { model: id };
const reaction = { model: id };

export const orderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activate'), unit: id }).strict(),
  z.object({ type: z.literal('endActivation') }).strict(),
  z.object({ type: z.literal('move'), ...path }).strict(),
  z.object({ type: z.literal('crawl'), ...path }).strict(),
  z.object({ type: z.literal('run'), ...path }).strict(),
  z.object({ type: z.literal('pivot'), ...m }).strict(),
  z.object({ type: z.literal('posture'), ...m, to: z.enum(['standing', 'mp', 'prone']) }).strict(),
  z.object({ type: z.literal('standUp'), ...m, to: z.enum(['standing', 'mp']) }).strict(),
  z.object({ type: z.literal('barge'), ...path, passedSizes: z.array(z.number().int().min(1).max(10)).max(10).default([]), endsOverlappingEnemy: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('crossObstacle'), ...m, height: inches, actions: z.number().int().min(0).max(5).default(1), contact: z.boolean().default(true) }).strict(),
  z.object({ type: z.literal('climb'), ...m, height: inches, inches, fits: z.boolean().default(true) }).strict(),
  z.object({ type: z.literal('jump'), ...m, gap: inches, depth: inches, landing: inches }).strict(),
  z.object({ type: z.literal('dropDown'), ...m, height: inches, landing: inches, atLandingSpot: z.array(id).max(10).default([]) }).strict(),
  z
    .object({
      type: z.literal('charge'),
      ...m,
      target: id,
      weapon: id.default('improvised'),
      distance: inches,
      path: z.array(segmentSchema).max(20).default([]),
      los: z.boolean().default(true),
      /** The nearest enemy models not engaged and not Hidden (Target Priority, §9 item 5). */
      nearest: z.array(id).max(20),
      pathPossible: z.boolean().default(true),
      /** false: a Reach charge, without base contact. */
      contact: z.boolean().default(true),
      overObstacle: z.boolean().default(false),
      /** Height of a climbing target above the attacker's base, inches. */
      targetHeight: inches.default(0),
    })
    .strict(),
  z.object({ type: z.literal('attack'), ...m, weapon: id.default('improvised'), targets: z.array(id).min(1).max(6) }).strict(),
  z.object({ type: z.literal('disengage'), ...m, opponent: id, canMoveClear: z.boolean().default(true), inches: inches.default(0) }).strict(),
  z.object({ type: z.literal('detect'), ...m, target: id, distance: inches, los: z.boolean().default(true), cover: z.number().int().min(0).max(6).default(0), smoke: z.number().int().min(0).max(6).default(0), nearest: z.array(id).max(20) }).strict(),
  z.object({ type: z.literal('wait'), ...m }).strict(),
  z.object({ type: z.literal('aim'), ...m, target: id }).strict(),
  z
    .object({
      type: z.literal('shoot'),
      ...m,
      weapon: id,
      target: id,
      distance: inches,
      los: z.boolean().default(true),
      inArc: z.boolean().default(true),
      cover: z.enum(['none', 'obscured', 'soft', 'hard', 'fortification']).default('none'),
      nearest: z.array(id).max(20),
      /** Template weapons: the models under the template (no hit roll). */
      under: z.array(id).max(10).default([]),
    })
    .strict(),
  z.object({ type: z.literal('assault'), ...m }).strict(),
  z.object({ type: z.literal('useAbility'), ...m, ability: z.string().min(1).max(40) }).strict(),
  z.object({ type: z.literal('counterCharge'), ...reaction, distance: inches.default(1), canCut: z.boolean().default(true), wasPriority: z.boolean().default(true), weapon: id.default('improvised') }).strict(),
  z.object({ type: z.literal('guard'), ...reaction, weapon: id.default('improvised') }).strict(),
  z.object({ type: z.literal('flee'), ...reaction, inches, chargerCanReach: z.boolean() }).strict(),
  z.object({ type: z.literal('diveForCover'), ...reaction, inches, full: z.boolean(), outside: z.boolean() }).strict(),
  z.object({ type: z.literal('noReaction') }).strict(),
  z.object({ type: z.literal('absoluteSuccess'), option: z.enum(['dmg', 'av', 'crew']) }).strict(),
]);

export type Order = z.infer<typeof orderSchema>;
export type OrderOf<T extends Order['type']> = Extract<Order, { type: T }>;
