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
    maxMoveFraction: z.number().gt(0).max(1).default(0.5).describe('part of MV the move may use, above 0, at most 1'),
    rsModifier: z.number().int().min(-10).max(10).default(-2).describe('added to RS for the shot'),
  })
  .strict();

export const optionsSchema = z
  .object({
    /** §2.2: actions of a model whose profile has none. */
    actions: z.number().int().min(1).max(5).default(2).describe('actions of a model whose profile gives none'),
    /** §2.2: the game ends after this turn. */
    maxTurns: z.number().int().min(1).max(30).default(6).describe('the game ends after this turn'),
    /** §2.2: who activates first each turn: a d20 roll-off (higher wins, ties again) or a fixed side. */
    firstPlayer: z
      .enum(['rollOff', 'A', 'B'])
      .default('rollOff')
      .describe('who activates first each turn: a d20 roll-off (higher first, ties again), or always A or B'),
    /** §6.2: at the turn limit, the side that destroyed more points wins (else a draw). */
    victory: z
      .enum(['points', 'draw'])
      .default('points')
      .describe('at the turn limit: more points of enemy models destroyed wins, or always a draw'),
    /** §6.2: a side with no model left loses at once. */
    annihilation: z.boolean().default(true).describe('a side with no model left loses at once'),
    timeExpired: z.enum(['points', 'draw']).default('points').describe('the match clock ran out: decided by points destroyed, or drawn'),
    /** §4.3 / §9 item 7: cover levels (only MP = 2 is in the posts). */
    cover: z
      .object({
        obscured: z.number().int().describe('RS penalty of a target in obscured cover'),
        soft: z.number().int().describe('RS penalty of a target in soft cover'),
        hard: z.number().int().describe('RS penalty of a target in hard cover'),
        fortification: z.number().int().describe('RS penalty of a target in a fortification'),
      })
      .strict()
      .default({ obscured: 1, soft: 2, hard: 3, fortification: 4 })
      .describe('RS penalty of each cover class (MP counts as 2; the best applies)'),
    /** §4.3: RS bonus of an Aim action before a Shoot at the same target. */
    aimBonus: z.number().int().min(0).max(6).default(2).describe('RS bonus of an Aim before a Shoot at the same target'),
    /** §4.3: RS modifier by range band. */
    rangeMods: z
      .object({
        close: z.number().int().describe("added to RS for a shot at up to the weapon's `closeRange`"),
        medium: z.number().int().describe("added to RS for a shot beyond `closeRange`, up to the weapon's `mediumRange`"),
        long: z.number().int().describe("added to RS for a shot beyond the weapon's `mediumRange`"),
      })
      .strict()
      .default({ close: 0, medium: 0, long: -2 })
      .describe('RS modifier by range band'),
    /** §9 item 3: Run moves up to this many times MV. */
    runMultiplier: z.number().min(1).max(3).default(2).describe('a Run moves up to this many times MV'),
    /** §4 / A4: natural 1 always passes and natural 20 always fails a test. */
    naturals: z.boolean().default(true).describe('a natural 1 passes and a natural 20 fails every test (always so for hit rolls)'),
    /** §3.16 / A15: reacting from Wait needs no test, or an LD test. */
    waitTest: z.enum(['none', 'LD']).default('none').describe('`LD`: every use of Wait first needs a passed d20 LD test'),
    /** §6.3: environment test by the P9 table ("official") or the author's flat thresholds. */
    environmentMethod: z
      .enum(['official', 'flat'])
      .default('official')
      .describe("environment test: the P9 table (`official`) or the author's flat thresholds"),
    /** §4.3 step 4: a hit roll at or above a weapon's Jam jams it. */
    jams: z.boolean().default(true).describe("a ranged hit roll at or above the weapon's Jam jams it"),
    /** §5.1: an ability with no rules: refused, or it just spends an action. */
    undefinedAbilities: z
      .enum(['refuse', 'spendAction'])
      .default('refuse')
      .describe('an ability with no rules is refused, or just spends an action when the model carries it'),
    /**
     * §9.1 item 3: Shoot on the move (Strzał w Ruchu) is named (P2 L55, P3 L276) but never
     * defined. null: refused (UNDEFINED_ACTION). A house rule: one action moves up to
     * `maxMoveFraction` × MV, then shoots at RS + `rsModifier`.
     */
    shootOnTheMove: moveAndShoot.nullable().default(null).describe('house rule for the order `shootOnTheMove`; null: refused'),
    /**
     * §9.1 item 3: Assault (Szturm) is named (P7 L597, P8 L651: Fatigue forbids it) but never
     * defined. null: refused (UNDEFINED_ACTION). A house rule of the same shape as
     * `shootOnTheMove`; Fatigue forbids it.
     */
    assault: moveAndShoot.nullable().default(null).describe('house rule for the order `assault`; null: refused'),
    /**
     * §1.3, A6: AV is undefined in the posts. 'none': carried only; 'armourPiercing' (a house
     * rule): against a vehicle each AV point of the hit lowers the vehicle's Armour by 1 for
     * its armour tests. Never against other models.
     */
    vehicleAv: z
      .enum(['none', 'armourPiercing'])
      .default('none')
      .describe("AV carried only, or (`armourPiercing`) each AV point lowers a vehicle's Armour for the hit"),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;

const id = z.string().min(1).max(40);
const inches = z.number().min(0).max(100);
/** Ids an order names, each described once: the description shows on every order that uses it. */
const modelId = id.describe('the acting model: a model id of the army file (`models[].id`)');
const waitingModel = id.describe('the waiting model that reacts (`models[].id`)');
const pieceId = id.describe('id of a terrain piece of the setup (`terrain[].id`)');
const ccWeapon = id.default('improvised').describe('id of a close-combat weapon of the model (`weapons[].id`), or `improvised`');
export const TERRAIN = ['normal', 'difficult', 'veryDifficult', 'impassable'] as const;
export const COVER = ['none', 'obscured', 'soft', 'hard', 'fortification'] as const;
export const VISIBILITY = ['normal', 'light', 'hinders', 'heavy', 'blocking'] as const;

/**
 * A terrain piece, classified before play for movement, cover and visibility (P10 L673–677);
 * fixed by the organiser in the match setup, orders only name it (A47).
 */
export const terrainPieceSchema = z
  .object({
    id: id.describe('unique piece id, which orders name'),
    /** Area terrain treats every model inside alike; for obstacles the model's position counts (P10 L675). */
    kind: z.enum(['area', 'obstacle']).describe("`area`: every model inside alike; `obstacle`: the model's position counts"),
    movement: z.enum(TERRAIN).default('normal').describe('movement class: difficult ×2, very difficult ×3 (not in MP)'),
    cover: z.enum(COVER).default('none').describe('cover class it gives'),
    visibility: z
      .enum(VISIBILITY)
      .default('normal')
      .describe('inches of it a line of sight may cross: light 12, hinders 6, heavy 3, blocking 0'),
    /** Largest Size that can use its cover (P10 L719). */
    coverMaxSize: z.number().int().min(1).max(10).default(10).describe('the largest Size its cover serves'),
    /** Obstacle height in inches (P10 L707, P2 L119). */
    height: inches.default(0).describe("obstacle height, inches: higher than the model's Size is climbed"),
    /** Rivers and lakes: Gills treat it as normal terrain (P5 L404, A41). */
    water: z.boolean().default(false).describe('rivers and lakes: normal terrain for a model with Gills'),
    /** Actions an obstacle takes to cross; 0: it does not hinder movement (P10 L707). */
    crossActions: z.number().int().min(0).max(5).default(1).describe('actions an obstacle takes to cross; 0: crossed freely in a path'),
  })
  .strict();
export type TerrainPiece = z.infer<typeof terrainPieceSchema>;

export const setupSchema = z
  .object({
    armies: z
      .object({ A: armySchema, B: armySchema })
      .strict()
      .describe('the army files of sides A and B: squads, models, profiles, upgrades (warzone-army.md)'),
    terrain: z
      .array(terrainPieceSchema)
      .max(60)
      .default([])
      .describe('terrain pieces of the table, classified before play; orders name them by `id` (P10 L673, A47)'),
    environment: z
      .object({
        type: z.enum(['none', 'arctic', 'desert', 'jungle']).describe('the environment: arctic (P6), desert (P7), jungle (P8), or none'),
        level: z.number().int().min(1).max(3).describe('its level, 1 to 3: the higher, the harder the environment test (P9)'),
      })
      .strict()
      .default({ type: 'none', level: 1 })
      .describe('`type` none, arctic, desert or jungle, and its `level`, 1 to 3 (P6–P9)'),
    options: optionsSchema
      .default(() => optionsSchema.parse({}))
      .describe('rule options, each optional with its default (warzone-army.md, Options)'),
  })
  .strict();

export type SetupDocument = z.input<typeof setupSchema>;
/** A setup document as read: every default filled in. */
export type Setup = z.output<typeof setupSchema>;

/** A stretch of a path: its terrain class, or the piece it crosses (the class then comes from the setup, A47). */
export const segmentSchema = z
  .object({
    inches: inches.describe('length of the stretch, inches'),
    terrain: z
      .enum(TERRAIN)
      .optional()
      .describe("movement class: cost ×1, difficult ×2, very difficult ×3; absent: the piece's, else normal"),
    piece: pieceId.optional().describe("id of the setup terrain piece it crosses; the class is then the piece's (A47)"),
    /** Water (rivers, lakes): normal terrain for a model with Gills (P5 L404, A41). */
    water: z.boolean().default(false).describe('water (river, lake): normal terrain for a model with Gills (P5 L404)'),
  })
  .strict();
export type Segment = z.infer<typeof segmentSchema>;

/** Inches of a terrain piece a line of sight crosses (P10 L747–775). */
const throughSchema = z
  .array(z.object({ piece: pieceId, inches: inches.describe('inches of that piece the line crosses') }).strict())
  .max(10)
  .default([])
  .describe('the terrain pieces the line of sight crosses, with the inches of each (P10 L747–775)');
/** Facts of a line of sight: total darkness, the pieces crossed, the target's cover piece. */
const sight = {
  darkness: z.boolean().default(false).describe('the line of sight is in total darkness: none without Dark Vision (P2 L42)'),
  through: throughSchema,
  coverPiece: pieceId
    .nullable()
    .default(null)
    .describe('the area piece the target stands in, or the obstacle it touches and is half hidden by'),
};

/** Path facts of any movement (digest §3.0), measured at the table. */
const path = {
  model: modelId,
  path: z
    .array(segmentSchema)
    .min(1)
    .max(20)
    .describe("the stretches moved, in order: Σ inches × terrain factor must fit the model's MV (§3.0)"),
  darkness: z.boolean().default(false).describe('the move is in total darkness: MV halved without Dark Vision (P2 L42)'),
  enemyGap: inches
    .nullable()
    .default(null)
    .describe('narrowest gap passed between enemies, or an enemy and terrain, inches; under 3 needs `gapExempt`'),
  gapExempt: z
    .enum(['engagedEnemies', 'bigVsSmall', 'towardNearestEnemy', 'flyer', 'vehicle'])
    .nullable()
    .default(null)
    .describe('why a gap under 3" is allowed (P2 L29–34); `bigVsSmall`: Size 4+ past enemies of Size 1–2'),
  friendlyGap: inches
    .nullable()
    .default(null)
    .describe('narrowest gap passed between friendly models of other units (or terrain), inches: at least the base'),
  lowPassage: inches
    .nullable()
    .default(null)
    .describe('height of the lowest passage passed under, inches: ½ Size or more free, ¼ Size or more in MP only'),
  endsOverlappingSquadmate: z
    .boolean()
    .default(false)
    .describe("the move ends on a squad-mate's base: a next action must clear it (P2 L23)"),
  endsInEnemyContact: z
    .boolean()
    .default(false)
    .describe('the move ends in base contact with an enemy: refused, only a Charge does that (P2 L36)'),
  crossesObstacle: z.boolean().default(false).describe('the path goes over an obstacle: no Run (P10 L715)'),
  /** Narrowest passage passed, in inches (P10 L713): at least the base, Size 2's for a Heavy Weapon Section. */
  passageWidth: inches
    .nullable()
    .default(null)
    .describe('narrowest passage passed, inches: at least the base (a Size-2 base for a Heavy Weapon Section)'),
  endsInPassage: z
    .boolean()
    .default(false)
    .describe('the move ends inside that passage (a Heavy Weapon Section may not end its activation there)'),
};

/** The facts of a shot (§4.3), measured at the table. */
const shot = {
  weapon: id.describe('id of a ranged weapon of the model (`weapons[].id`)'),
  target: id.describe('id of the enemy model shot at; a Hidden one must be detected first'),
  distance: inches.describe("distance to the target, inches: at most the weapon's range; sets the range band"),
  los: z.boolean().default(true).describe('the shooter has a line of sight to the target'),
  inArc: z.boolean().default(true).describe("the target is in the shooter's fire arc (90° in MP)"),
  cover: z.enum(COVER).default('none').describe('cover class of the target seen at the table; its RS penalty is option `cover`'),
  nearest: z.array(id).max(20).describe('ids of the enemy models nearest the shooter, not engaged, not Hidden (Target Priority)'),
  under: z.array(id).max(10).default([]).describe('template weapons: ids of the models under the template (no hit roll); []: the target'),
  ...sight,
  /**
   * Template weapons: for a model under the template behind hindering terrain, the inches from
   * where the hindrance begins (the piece's edge, or the shooter inside it) to the model (P10 L751).
   */
  templateTerrain: z
    .array(
      z
        .object({
          model: id.describe('id of a model under the template, behind hindering terrain'),
          inches: inches.describe("inches from where the hindrance begins (the piece's edge, or the shooter in it) to the model"),
          piece: pieceId.optional().describe('id of the hindering terrain piece of the setup'),
          visibility: z.enum(VISIBILITY).optional().describe('visibility class of the hindrance, when no piece is named'),
        })
        .strict(),
    )
    .max(10)
    .default([])
    .describe('template weapons: hindering terrain before models under the template; beyond its limit, no hit'),
};

/** Total darkness, for an order that moves and then shoots: both the move and the line of sight. */
const darknessBoth = z.boolean().default(false).describe('total darkness: MV halved and no line of sight, without Dark Vision (P2 L42)');

const m = { model: modelId };
/** The obstacle between two models that fight across it, measured at the table (P3 L344–351). */
const obstacle = z
  .object({ height: inches.describe('obstacle height, inches'), width: inches.describe('obstacle width, inches') })
  .strict()
  .nullable()
  .default(null)
  .describe('an obstacle fought across, no contact: at most ½ the attacker\'s Size high and 1" wide (P3 L346)');
const reaction = { model: waitingModel };

const moveOrder = z.object({ type: z.literal('move'), ...path }).strict();
const crawlOrder = z.object({ type: z.literal('crawl'), ...path }).strict();
const runOrder = z.object({ type: z.literal('run'), ...path }).strict();
const pivotOrder = z.object({ type: z.literal('pivot'), ...m }).strict();
const postureOrder = z
  .object({
    type: z.literal('posture'),
    ...m,
    to: z.enum(['standing', 'mp', 'prone']).describe('the new posture: standing, Firing Position (`mp`) or prone'),
  })
  .strict();
const standUpOrder = z
  .object({ type: z.literal('standUp'), ...m, to: z.enum(['standing', 'mp']).describe('the posture it stands up to: standing or `mp`') })
  .strict();
const waitOrder = z.object({ type: z.literal('wait'), ...m }).strict();
const aimOrder = z
  .object({
    type: z.literal('aim'),
    ...m,
    target: id.describe('id of the visible enemy model aimed at: the next Shoot at it gets `aimBonus`'),
  })
  .strict();
const shootOrder = z.object({ type: z.literal('shoot'), ...m, ...shot }).strict();
const bargeOrder = z
  .object({
    type: z.literal('barge'),
    ...path,
    passedSizes: z
      .array(z.number().int().min(1).max(10))
      .max(10)
      .default([])
      .describe('Sizes of the enemy models barged through: 1 or 2 only (P2 L50)'),
    endsOverlappingEnemy: z.boolean().default(false).describe("the barge ends on an enemy's base: a next Barge must clear it (P2 L52)"),
  })
  .strict();
const attackOrder = z
  .object({
    type: z.literal('attack'),
    ...m,
    weapon: ccWeapon,
    targets: z.array(id).min(1).max(6).describe('ids of the enemy models struck, one per hit test of the weapon (P3 L249)'),
    distance: inches
      .nullable()
      .default(null)
      .describe('distance to the farthest target not in base contact, inches: an attack by Reach (P3 L280)'),
    /** The nearest enemy models not engaged and not Hidden (Target Priority of a free model, P3 L284). */
    nearest: z
      .array(id)
      .max(20)
      .default([])
      .describe('ids of the nearest enemy models not engaged, not Hidden: Target Priority of a free model'),
    obstacle,
  })
  .strict();
const disengageOrder = z
  .object({
    type: z.literal('disengage'),
    ...m,
    opponent: id.describe('id of the enemy model in contact whose CC and ST count in the opposed roll (P3 L331)'),
    canMoveClear: z.boolean().default(true).describe('the model can move to a place touching no enemy base (P3 L336)'),
    inches: inches.default(0).describe('the move clear after a success, inches: at most MV, halved in MP (P3 L335)'),
  })
  .strict();
const detectOrder = z
  .object({
    type: z.literal('detect'),
    ...m,
    target: id.describe('id of the Hidden enemy model to detect'),
    distance: inches.describe('distance to the target, inches: at most LD − its Stealth, plus bonuses (P4 L365)'),
    los: z.boolean().default(true).describe("the target is in the detector's line of sight (P4 L364)"),
    cover: z.number().int().min(0).max(6).default(0).describe("the target's cover level against the detector, off the test (P4 L378)"),
    smoke: z.number().int().min(0).max(6).default(0).describe('smoke level, off the test (P4 L379)'),
    /** The enemy models nearest the detector, not engaged, Hidden ones included (P4 L366–367, A39). */
    nearest: z.array(id).max(20).describe('ids of the enemy models nearest the detector, not engaged, Hidden ones included (A39)'),
    ...sight,
  })
  .strict();
/** Models where a faller lands, named at the table (P2 L208). */
const atLandingSpot = z.array(id).max(10).default([]);
const dropDownOrder = z
  .object({
    type: z.literal('dropDown'),
    ...m,
    height: inches.describe('height of the drop, inches (a climber: the height reached); above its Size an LD test'),
    landing: inches.describe('from the point below to where it lands, inches: at most ½ MV (P2 L180)'),
    atLandingSpot: atLandingSpot.describe('ids of the models at the landing spot, struck by a damaging drop (P2 L208)'),
  })
  .strict();

/**
 * The single action a waiting model performs as a generic Interrupt: "dowolna, dozwolona
 * czynność", any permitted action (P3 L308, §3.16), Drop down included (1.1.0). Its `model` is
 * the waiting model's own, and may be left out.
 */
/** The `type` of an interrupting order, described for the order reference: it names the action. */
const interruptType = <T extends string>(o: { shape: { type: z.ZodLiteral<T> } }) =>
  o.shape.type.describe('the action the waiting model performs; the fields of that order follow');
const interruptingOrder = z
  .discriminatedUnion('type', [
    moveOrder.partial({ model: true }).extend({ type: interruptType(moveOrder) }),
    crawlOrder.partial({ model: true }).extend({ type: interruptType(crawlOrder) }),
    runOrder.partial({ model: true }).extend({ type: interruptType(runOrder) }),
    pivotOrder.partial({ model: true }).extend({ type: interruptType(pivotOrder) }),
    postureOrder.partial({ model: true }).extend({ type: interruptType(postureOrder) }),
    standUpOrder.partial({ model: true }).extend({ type: interruptType(standUpOrder) }),
    bargeOrder.partial({ model: true }).extend({ type: interruptType(bargeOrder) }),
    detectOrder.partial({ model: true }).extend({ type: interruptType(detectOrder) }),
    aimOrder.partial({ model: true }).extend({ type: interruptType(aimOrder) }),
    shootOrder.partial({ model: true }).extend({ type: interruptType(shootOrder) }),
    attackOrder.partial({ model: true }).extend({ type: interruptType(attackOrder) }),
    disengageOrder.partial({ model: true }).extend({ type: interruptType(disengageOrder) }),
    dropDownOrder.partial({ model: true }).extend({ type: interruptType(dropDownOrder) }),
  ])
  .describe('the action performed from Wait: an order of one of these types, as in an activation; `model` may be left out');
export type InterruptingOrder = z.infer<typeof interruptingOrder>;
export const INTERRUPT_ORDERS = interruptingOrder.options.map((o) => o.shape.type.value);

export const orderSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('activate'),
      unit: id.describe("id of a squad of the side's army file (`squads[].id`) not activated this turn"),
    })
    .strict(),
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
      piece: pieceId.optional().describe('the obstacle piece of the setup: it gives the height and the actions (A47)'),
      height: inches.optional().describe("obstacle height, inches, when no piece is named: at most the model's Size"),
      actions: z.number().int().min(0).max(5).optional().describe('actions it takes to cross, when no piece is named (default 1)'),
      contact: z.boolean().default(true).describe('the model is in base contact with the obstacle (P10 L705)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('climb'),
      ...m,
      height: inches.describe("height of the obstacle, inches: more than the model's Size (P2 L119)"),
      inches: inches.describe('inches climbed in this action: above 0, at most ½ MV, a climbed inch costing two'),
      fits: z.boolean().default(true).describe('the climber fits on top; false: no room there, it stays climbing'),
      atLandingSpot: atLandingSpot.describe('ids of the models below, struck if the climber falls (P2 L208)'),
    })
    .strict(),
  /** `atLandingSpot`: the models in the gap, struck if the jumper falls (P2 L208, 1.1.0). */
  z
    .object({
      type: z.literal('jump'),
      ...m,
      gap: inches.describe('width of the gap, inches: at most MV; over ½ MV a Jump test (P2 L162–166)'),
      depth: inches.describe('depth of the gap, inches: the fall on a failed Jump test (19–20)'),
      landing: inches.describe('from the take-off point to where it lands, inches: at most MV (P2 L168)'),
      atLandingSpot: atLandingSpot.describe('ids of the models in the gap, struck if the jumper falls (P2 L208)'),
    })
    .strict(),
  dropDownOrder,
  z
    .object({
      type: z.literal('charge'),
      ...m,
      target: id.describe('id of the enemy model charged: one of `nearest`, or one already engaged (A91)'),
      weapon: ccWeapon,
      distance: inches.describe('distance to the target, inches: at most MV, plus Reach for a Reach charge'),
      path: z
        .array(segmentSchema)
        .max(20)
        .default([])
        .describe('the stretches of the charge move, with their terrain; []: `distance` over normal ground'),
      los: z.boolean().default(true).describe('the charger has a line of sight to the target (P3 L267)'),
      /** The nearest enemy models not engaged and not Hidden (Target Priority, §9 item 5). */
      nearest: z.array(id).max(20).describe('ids of the nearest enemy models not engaged and not Hidden (Target Priority, P3 L267)'),
      pathPossible: z.boolean().default(true).describe('the straight shortest line to the target is physically possible (P3 L269)'),
      contact: z.boolean().default(true).describe('the charge ends in base contact; false: a Reach charge, no contact, no bonus'),
      obstacle,
      targetHeight: inches.default(0).describe("height of a climbing target above the charger's base, inches (P2 L145)"),
    })
    .strict(),
  attackOrder,
  disengageOrder,
  detectOrder,
  waitOrder,
  aimOrder,
  shootOrder,
  /** House rules (options `shootOnTheMove`, `assault`): the path facts of a move, then the facts of the shot. */
  z.object({ type: z.literal('shootOnTheMove'), ...path, ...shot, darkness: darknessBoth }).strict(),
  z.object({ type: z.literal('assault'), ...path, ...shot, darkness: darknessBoth }).strict(),
  z
    .object({
      type: z.literal('useAbility'),
      ...m,
      ability: z.string().min(1).max(40).describe('`clearJam`, or a skill or weapon trait the model carries (option `undefinedAbilities`)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('counterCharge'),
      ...reaction,
      distance: inches
        .default(1)
        .describe("inches: the charged model's step toward the charger (at most 1), or a rescuer's to the charge line"),
      canCut: z.boolean().default(true).describe('a rescuer can physically cut the charge line (P3 L313)'),
      wasPriority: z.boolean().default(true).describe("the charger was a rescuer's Target Priority at some moment of its move (P3 L314)"),
      weapon: ccWeapon,
      /** A rescue: ends in base contact with the charger (P3 L317), or strikes from its Reach (L319). */
      contact: z.boolean().default(true).describe('a rescue ends in base contact with the charger; false: it strikes from its Reach'),
      /** A Reach rescue standing on the charge line becomes the charger's target (P3 L319). */
      onLine: z.boolean().default(false).describe("a Reach rescuer stands on the charge line: it becomes the charger's target"),
    })
    .strict(),
  z.object({ type: z.literal('guard'), ...reaction, weapon: ccWeapon }).strict(),
  z
    .object({
      type: z.literal('flee'),
      ...reaction,
      inches: inches.describe('inches the charged model flees away from the charger: above 0, at most MV'),
    })
    .strict(),
  z
    .object({
      type: z.literal('diveForCover'),
      ...reaction,
      inches: inches.describe('inches moved: at most ½ MV, or MV with `full`'),
      full: z.boolean().describe('a full MV dive, ending prone; false: at most ½ MV, posture kept (P2 L214–218)'),
      outside: z.boolean().describe('the model ends outside the template, which then has no effect on it'),
    })
    .strict(),
  /** A generic use of Wait (§3.16, A51): one permitted action, at a point of the interrupted move. */
  z
    .object({
      type: z.literal('interrupt'),
      ...reaction,
      atInches: inches.describe('the point of the enemy move, inches from its start; a Barge: 0, or its length once placed'),
      order: interruptingOrder,
    })
    .strict(),
  z.object({ type: z.literal('noReaction') }).strict(),
  /** After a flee the charger's side pursues with the rest of its MV (P3 L327, A17), or lets it go. */
  z
    .object({
      type: z.literal('pursue'),
      inches: inches.describe('inches the charger moves on after the fleeing model: at most its charge move left (A17)'),
      path: z
        .array(segmentSchema)
        .max(20)
        .default([])
        .describe('the stretches of the pursuit, with their terrain; []: `inches` over normal ground'),
    })
    .strict(),
  z.object({ type: z.literal('noPursuit') }).strict(),
  /** Ravine, Quicksand: the owner names the nearest friendly model of the failed one, null if none is left (P6 L539, A43). */
  z
    .object({
      type: z.literal('nearestFriend'),
      model: id.nullable().describe("id of the failed model's nearest friendly model, of any unit; null only when none is left"),
    })
    .strict(),
  z
    .object({
      type: z.literal('absoluteSuccess'),
      option: z
        .enum(['dmg', 'av', 'crew'])
        .describe("the natural 1's bonus: `dmg` +4 DMG, `av` +1 AV, `crew` hit a crew member of an open vehicle"),
    })
    .strict(),
]);

export type Order = z.infer<typeof orderSchema>;
export type OrderOf<T extends Order['type']> = Extract<Order, { type: T }>;
