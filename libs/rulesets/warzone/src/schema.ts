/**
 * Setup document, options and order documents. Options are the digest's [P] readings, each
 * with its default; order fields are the table facts [S] the engine cannot measure: trusted,
 * but checked against the rules' limits (digest §7.3).
 */
import { z } from 'zod';
import { armySchema } from './catalogue';

/** The house-rule shape of Shoot on the move and Assault (§9.1 item 3). */
const moveAndShoot = z
  .object({
    /** Part of MV the move may use (0 < f ≤ 1). */
    maxMoveFraction: z.number().gt(0).max(1).default(0.5),
    /** Added to RS for the shot (usually negative). */
    rsModifier: z.number().int().min(-10).max(10).default(-2),
  })
  .strict();

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
    cover: z
      .object({ obscured: z.number().int(), soft: z.number().int(), hard: z.number().int(), fortification: z.number().int() })
      .strict()
      .default({ obscured: 1, soft: 2, hard: 3, fortification: 4 }),
    /** §4.3: RS bonus of an Aim action before a Shoot at the same target. */
    aimBonus: z.number().int().min(0).max(6).default(2),
    /** §4.3: RS modifier by range band. */
    rangeMods: z
      .object({ close: z.number().int(), medium: z.number().int(), long: z.number().int() })
      .strict()
      .default({ close: 0, medium: 0, long: -2 }),
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
    /**
     * §9.1 item 3: Shoot on the move (Strzał w Ruchu) is named (P2 L55, P3 L276) but never
     * defined. null: refused (UNDEFINED_ACTION). A house rule: one action moves up to
     * `maxMoveFraction` × MV, then shoots at RS + `rsModifier`.
     */
    shootOnTheMove: moveAndShoot.nullable().default(null),
    /**
     * §9.1 item 3: Assault (Szturm) is named (P7 L597, P8 L651: Fatigue forbids it) but never
     * defined. null: refused (UNDEFINED_ACTION). A house rule of the same shape as
     * `shootOnTheMove`; Fatigue forbids it.
     */
    assault: moveAndShoot.nullable().default(null),
    /**
     * §1.3, A6: AV is undefined in the posts. 'none': carried only; 'armourPiercing' (a house
     * rule): against a vehicle each AV point of the hit lowers the vehicle's Armour by 1 for
     * its armour tests. Never against other models.
     */
    vehicleAv: z.enum(['none', 'armourPiercing']).default('none'),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;

const id = z.string().min(1).max(40);
const inches = z.number().min(0).max(100);
export const TERRAIN = ['normal', 'difficult', 'veryDifficult', 'impassable'] as const;
export const COVER = ['none', 'obscured', 'soft', 'hard', 'fortification'] as const;
export const VISIBILITY = ['normal', 'light', 'hinders', 'heavy', 'blocking'] as const;

/**
 * A terrain piece, classified before play for movement, cover and visibility (P10 L673–677);
 * fixed by the organiser in the match setup, orders only name it (A47).
 */
export const terrainPieceSchema = z
  .object({
    id,
    /** Area terrain treats every model inside alike; for obstacles the model's position counts (P10 L675). */
    kind: z.enum(['area', 'obstacle']),
    movement: z.enum(TERRAIN).default('normal'),
    cover: z.enum(COVER).default('none'),
    visibility: z.enum(VISIBILITY).default('normal'),
    /** Largest Size that can use its cover (P10 L719). */
    coverMaxSize: z.number().int().min(1).max(10).default(10),
    /** Obstacle height in inches (P10 L707, P2 L119). */
    height: inches.default(0),
    /** Rivers and lakes: Gills treat it as normal terrain (P5 L404, A41). */
    water: z.boolean().default(false),
    /** Actions an obstacle takes to cross; 0: it does not hinder movement (P10 L707). */
    crossActions: z.number().int().min(0).max(5).default(1),
  })
  .strict();
export type TerrainPiece = z.infer<typeof terrainPieceSchema>;

export const setupSchema = z
  .object({
    armies: z.object({ A: armySchema, B: armySchema }).strict(),
    /** The terrain pieces of the table (P10 L673, A47). */
    terrain: z.array(terrainPieceSchema).max(60).default([]),
    environment: z
      .object({ type: z.enum(['none', 'arctic', 'desert', 'jungle']), level: z.number().int().min(1).max(3) })
      .strict()
      .default({ type: 'none', level: 1 }),
    options: optionsSchema.default(() => optionsSchema.parse({})),
  })
  .strict();

export type SetupDocument = z.input<typeof setupSchema>;
/** A setup document as read: every default filled in. */
export type Setup = z.output<typeof setupSchema>;

/** A stretch of a path: its terrain class, or the piece it crosses (the class then comes from the setup, A47). */
export const segmentSchema = z
  .object({
    inches,
    terrain: z.enum(TERRAIN).optional(),
    piece: id.optional(),
    /** Water (rivers, lakes): normal terrain for a model with Gills (P5 L404, A41). */
    water: z.boolean().default(false),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;

/** Inches of a terrain piece a line of sight crosses (P10 L747–775). */
const throughSchema = z
  .array(z.object({ piece: id, inches }).strict())
  .max(10)
  .default([]);
/** Facts of a line of sight: total darkness, the pieces crossed, the target's cover piece. */
const sight = {
  darkness: z.boolean().default(false),
  through: throughSchema,
  /** The area piece the target stands in, or the obstacle it is in base contact with and half hidden by. */
  coverPiece: id.nullable().default(null),
};

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
  /** Narrowest passage passed, in inches (P10 L713): at least the base, Size 2's for a Heavy Weapon Section. */
  passageWidth: inches.nullable().default(null),
  /** The move ends inside that passage (a Heavy Weapon Section may not end its activation there). */
  endsInPassage: z.boolean().default(false),
};

/** The facts of a shot (§4.3), measured at the table. */
const shot = {
  weapon: id,
  target: id,
  distance: inches,
  los: z.boolean().default(true),
  inArc: z.boolean().default(true),
  cover: z.enum(COVER).default('none'),
  nearest: z.array(id).max(20),
  /** Template weapons: the models under the template (no hit roll). */
  under: z.array(id).max(10).default([]),
  ...sight,
  /**
   * Template weapons: for a model under the template behind hindering terrain, the inches from
   * where the hindrance begins (the piece's edge, or the shooter inside it) to the model (P10 L751).
   */
  templateTerrain: z
    .array(z.object({ model: id, inches, piece: id.optional(), visibility: z.enum(VISIBILITY).optional() }).strict())
    .max(10)
    .default([]),
};

const m = { model: id };
/** The obstacle between two models that fight across it, measured at the table (P3 L344–351). */
const obstacle = z.object({ height: inches, width: inches }).strict().nullable().default(null);
const reaction = { model: id };

const moveOrder = z.object({ type: z.literal('move'), ...path }).strict();
const crawlOrder = z.object({ type: z.literal('crawl'), ...path }).strict();
const runOrder = z.object({ type: z.literal('run'), ...path }).strict();
const pivotOrder = z.object({ type: z.literal('pivot'), ...m }).strict();
const postureOrder = z.object({ type: z.literal('posture'), ...m, to: z.enum(['standing', 'mp', 'prone']) }).strict();
const standUpOrder = z.object({ type: z.literal('standUp'), ...m, to: z.enum(['standing', 'mp']) }).strict();
const waitOrder = z.object({ type: z.literal('wait'), ...m }).strict();
const aimOrder = z.object({ type: z.literal('aim'), ...m, target: id }).strict();
const shootOrder = z.object({ type: z.literal('shoot'), ...m, ...shot }).strict();
const bargeOrder = z
  .object({
    type: z.literal('barge'),
    ...path,
    passedSizes: z.array(z.number().int().min(1).max(10)).max(10).default([]),
    endsOverlappingEnemy: z.boolean().default(false),
  })
  .strict();
const attackOrder = z
  .object({
    type: z.literal('attack'),
    ...m,
    weapon: id.default('improvised'),
    /** One target per hit test (P3 L249). */
    targets: z.array(id).min(1).max(6),
    /** Distance to the farthest target not in base contact: an attack by Reach (P3 L280). */
    distance: inches.nullable().default(null),
    /** The nearest enemy models not engaged and not Hidden (Target Priority of a free model, P3 L284). */
    nearest: z.array(id).max(20).default([]),
    obstacle,
  })
  .strict();
const disengageOrder = z
  .object({ type: z.literal('disengage'), ...m, opponent: id, canMoveClear: z.boolean().default(true), inches: inches.default(0) })
  .strict();
const detectOrder = z
  .object({
    type: z.literal('detect'),
    ...m,
    target: id,
    distance: inches,
    los: z.boolean().default(true),
    cover: z.number().int().min(0).max(6).default(0),
    smoke: z.number().int().min(0).max(6).default(0),
    /** The enemy models nearest the detector, not engaged, Hidden ones included (P4 L366–367, A39). */
    nearest: z.array(id).max(20),
    ...sight,
  })
  .strict();
/** Models where a faller lands, named at the table (P2 L208). */
const atLandingSpot = z.array(id).max(10).default([]);
const dropDownOrder = z.object({ type: z.literal('dropDown'), ...m, height: inches, landing: inches, atLandingSpot }).strict();

/**
 * The single action a waiting model performs as a generic Interrupt: "dowolna, dozwolona
 * czynność", any permitted action (P3 L308, §3.16), Drop down included (1.1.0). Its `model` is
 * the waiting model's own, and may be left out.
 */
const interruptingOrder = z.discriminatedUnion('type', [
  moveOrder.partial({ model: true }),
  crawlOrder.partial({ model: true }),
  runOrder.partial({ model: true }),
  pivotOrder.partial({ model: true }),
  postureOrder.partial({ model: true }),
  standUpOrder.partial({ model: true }),
  bargeOrder.partial({ model: true }),
  detectOrder.partial({ model: true }),
  aimOrder.partial({ model: true }),
  shootOrder.partial({ model: true }),
  attackOrder.partial({ model: true }),
  disengageOrder.partial({ model: true }),
  dropDownOrder.partial({ model: true }),
]);
export type InterruptingOrder = z.infer<typeof interruptingOrder>;
export const INTERRUPT_ORDERS = interruptingOrder.options.map((o) => o.shape.type.value);

export const orderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activate'), unit: id }).strict(),
  z.object({ type: z.literal('endActivation') }).strict(),
  moveOrder,
  crawlOrder,
  runOrder,
  pivotOrder,
  postureOrder,
  standUpOrder,
  bargeOrder,
  z
    .object({
      type: z.literal('crossObstacle'),
      ...m,
      piece: id.optional(),
      height: inches.optional(),
      actions: z.number().int().min(0).max(5).optional(),
      contact: z.boolean().default(true),
    })
    .strict(),
  z
    .object({
      type: z.literal('climb'),
      ...m,
      height: inches,
      inches,
      fits: z.boolean().default(true),
      /** The models below, struck if the climber falls (P2 L208, 1.1.0). */
      atLandingSpot,
    })
    .strict(),
  /** `atLandingSpot`: the models in the gap, struck if the jumper falls (P2 L208, 1.1.0). */
  z.object({ type: z.literal('jump'), ...m, gap: inches, depth: inches, landing: inches, atLandingSpot }).strict(),
  dropDownOrder,
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
      obstacle,
      /** Height of a climbing target above the attacker's base, inches. */
      targetHeight: inches.default(0),
    })
    .strict(),
  attackOrder,
  disengageOrder,
  detectOrder,
  waitOrder,
  aimOrder,
  shootOrder,
  /** House rules (options `shootOnTheMove`, `assault`): the path facts of a move, then the facts of the shot. */
  z.object({ type: z.literal('shootOnTheMove'), ...path, ...shot }).strict(),
  z.object({ type: z.literal('assault'), ...path, ...shot }).strict(),
  z.object({ type: z.literal('useAbility'), ...m, ability: z.string().min(1).max(40) }).strict(),
  z
    .object({
      type: z.literal('counterCharge'),
      ...reaction,
      distance: inches.default(1),
      canCut: z.boolean().default(true),
      wasPriority: z.boolean().default(true),
      weapon: id.default('improvised'),
      /** A rescue: ends in base contact with the charger (P3 L317), or strikes from its Reach (L319). */
      contact: z.boolean().default(true),
      /** A Reach rescue standing on the charge line becomes the charger's target (P3 L319). */
      onLine: z.boolean().default(false),
    })
    .strict(),
  z.object({ type: z.literal('guard'), ...reaction, weapon: id.default('improvised') }).strict(),
  z.object({ type: z.literal('flee'), ...reaction, inches }).strict(),
  z.object({ type: z.literal('diveForCover'), ...reaction, inches, full: z.boolean(), outside: z.boolean() }).strict(),
  /** A generic use of Wait (§3.16, A51): one permitted action, at a point of the interrupted move. */
  z
    .object({
      type: z.literal('interrupt'),
      ...reaction,
      atInches: inches,
      order: interruptingOrder,
    })
    .strict(),
  z.object({ type: z.literal('noReaction') }).strict(),
  /** After a flee the charger's side pursues with the rest of its MV (P3 L327, A17), or lets it go. */
  z.object({ type: z.literal('pursue'), inches, path: z.array(segmentSchema).max(20).default([]) }).strict(),
  z.object({ type: z.literal('noPursuit') }).strict(),
  /** Ravine, Quicksand: the owner names the nearest friendly model of the failed one, null if none is left (P6 L539, A43). */
  z.object({ type: z.literal('nearestFriend'), model: id.nullable() }).strict(),
  z.object({ type: z.literal('absoluteSuccess'), option: z.enum(['dmg', 'av', 'crew']) }).strict(),
]);

export type Order = z.infer<typeof orderSchema>;
export type OrderOf<T extends Order['type']> = Extract<Order, { type: T }>;
