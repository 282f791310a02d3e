/**
 * What the order reference (docs/rulesets/warzone-orders.md, generated) says of this game beyond
 * its order schema: each order's summary, rule and example, the rolls, the prompt sequence, the
 * game's own refusal codes, and the worked example match (docs/examples/warzone.jsonl).
 */
import type { GameEvent, OrderDoc, OrderReference, PlayerSeat } from '@app/rules';
import { orderSchema } from './schema';
import { ref, RULESET_ID } from './state';

const o = (type: string, summary: string, rule: string, example: Record<string, unknown>, notes?: string[]): OrderDoc => ({
  type,
  summary,
  rule: ref(rule),
  example: { type, ...example },
  ...(notes ? { notes } : {}),
});

const path = [{ inches: 3, terrain: 'normal' }];

export const reference: OrderReference = {
  rulesetId: RULESET_ID,
  conventions: [
    'Sides are `A` and `B`. Squads (units), models and terrain pieces are named by the ids of the army files and of the setup; an order names a model by its id, an activation names a unit (`u-…` in the examples).',
    'Distances, heights and gaps are inches, measured at the table and given in the order (table facts, [S] in docs/rulesets/warzone.md): the engine trusts them and checks them against the rules’ limits. A `path` is a list of stretches, each `inches` with a terrain class (`normal`, `difficult` ×2, `veryDifficult` ×3, `impassable`) or the `piece` of the setup it crosses; its cost must fit the model’s MV (halved in Firing Position and in total darkness).',
    'Line of sight, the fire arc and Target Priority are table facts too: `los`, `inArc`, and `nearest`, the enemy models nearest the acting model (not engaged; not Hidden, except for Detect).',
    'Every test is one d20 rolled under a value (CC, RS, LD…); a natural 1 is an Absolute Success and a natural 20 an Absolute Failure (option `naturals` extends this to every test). Rolls are reported by the side the pending roll names, or made by the server.',
    'Rule references: `P1`–`P10` are the ten rule posts, `L` the line of the transcript (shared/seeds/002_7698d0936a64b2a6.txt); `§`, `A` and `D` name sections and readings of the digest (shared/rules/warzone.md).',
  ],
  orders: [
    o('activate', 'Activates one of the side’s units that has not activated this turn.', '§2.2', { unit: 'u-a' }),
    o('endActivation', 'Ends the open model’s activation, or the unit’s when no model is open.', '§2.2', {}),
    o('move', 'Moves a model along a path within its MV (one action).', 'P2 L17', { model: 'a', path }),
    o('crawl', 'Moves a model in Firing Position (MP) at half MV.', 'P2 L111', { model: 'a', path: [{ inches: 1 }] }),
    o('run', 'Runs (a model with the Run ability): MV × `runMultiplier`, normal terrain only.', 'P5 L410', { model: 'a', path }),
    o('pivot', 'Turns the model in place (one action).', 'P2 L17', { model: 'a' }),
    o('posture', 'Changes posture: standing, Firing Position (`mp`) or prone.', 'P2 L61', { model: 'a', to: 'mp' }),
    o('standUp', 'A prone model stands up, to standing or MP.', 'P2 L103', { model: 'a', to: 'standing' }),
    o('barge', 'A model of Size 4+ barges through small enemies.', 'P2 L48', { model: 'a', path, passedSizes: [2] }),
    o('crossObstacle', 'Crosses an obstacle no higher than the model’s Size (a named piece, or its height).', 'P10 L705', {
      model: 'a',
      piece: 'wall',
    }),
    o('climb', 'Climbs an obstacle higher than Size; a Climb test at the top or the activation’s end.', 'P2 L117', {
      model: 'a',
      height: 4,
      inches: 1,
      atLandingSpot: [],
    }),
    o('jump', 'Jumps a gap up to MV; over half MV a Jump test (19–20 falls into the gap).', 'P2 L158', {
      model: 'a',
      gap: 3,
      depth: 2,
      landing: 3,
      atLandingSpot: [],
    }),
    o('dropDown', 'Drops down, landing within half MV; above Size an LD test first.', 'P2 L172', {
      model: 'a',
      height: 3,
      landing: 1,
      atLandingSpot: [],
    }),
    o('charge', 'Moves into base contact with the nearest eligible enemy and attacks with the charge bonus.', 'P3 L265', {
      model: 'a',
      target: 't',
      weapon: 'improvised',
      distance: 2,
      nearest: ['t'],
    }),
    o('attack', 'A close-combat attack: one target per hit test of the weapon.', 'P3 L240', {
      model: 'a',
      weapon: 'improvised',
      targets: ['t'],
    }),
    o('disengage', 'Tries to break away from close combat (opposed roll), then moves clear.', 'P3 L329', {
      model: 'a',
      opponent: 't',
      inches: 2,
    }),
    o('detect', 'Tries to detect a Hidden enemy model in range and sight.', 'P4 L363', {
      model: 'a',
      target: 't',
      distance: 6,
      nearest: ['t'],
    }),
    o('wait', 'Spends one action and keeps another in reserve for a reaction.', '§3.16', { model: 'a' }),
    o('aim', 'Aims at a target: the next Shoot at it gets `aimBonus`.', '§4.3', { model: 'a', target: 't' }),
    o('shoot', 'Shoots a ranged weapon at a visible target in range and arc.', '§4.3', {
      model: 'a',
      weapon: 'pistol',
      target: 't',
      distance: 8,
      nearest: ['t'],
    }),
    o(
      'shootOnTheMove',
      'House rule (option `shootOnTheMove`): moves part of MV, then shoots.',
      '§9.1',
      { model: 'a', path: [{ inches: 1 }], weapon: 'pistol', target: 't', distance: 8, nearest: ['t'] },
      ['Refused (`UNDEFINED_ACTION`) unless the match switches the option on.'],
    ),
    o(
      'assault',
      'House rule (option `assault`): as `shootOnTheMove`; forbidden under Fatigue.',
      '§9.1',
      { model: 'a', path: [{ inches: 1 }], weapon: 'pistol', target: 't', distance: 8, nearest: ['t'] },
      ['Refused (`UNDEFINED_ACTION`) unless the match switches the option on.'],
    ),
    o('useAbility', 'Uses an ability: `clearJam`, or (option `undefinedAbilities: spendAction`) a carried skill.', '§5.1', {
      model: 'a',
      ability: 'clearJam',
    }),
    o('counterCharge', 'Reaction from Wait to an enemy Charge: the target steps 1" and strikes, or another model rescues it.', 'P3 L310', {
      model: 'w',
      distance: 1,
    }),
    o('guard', 'Reaction from Wait of the charged model: it strikes the charger as it arrives.', 'P3 L321', { model: 'w' }),
    o('flee', 'Reaction from Wait of the charged model: it moves up to MV away.', 'P3 L326', { model: 'w', inches: 3 }),
    o('diveForCover', 'Reaction from Wait under an enemy template: ½ MV, or full MV and prone.', 'P2 L214', {
      model: 'w',
      inches: 1,
      full: false,
      outside: true,
    }),
    o('interrupt', 'Reaction from Wait: one permitted action of the waiting model at a point of an enemy Charge or Barge.', 'P3 L308', {
      model: 'w',
      atInches: 1,
      order: { type: 'dropDown', height: 1, landing: 1 },
    }),
    o('noReaction', 'Lets the enemy Charge, Barge or template go on without (further) reactions.', 'P3 L305', {}),
    o('pursue', 'After a flee, the charger goes on with the rest of its charge move.', 'P3 L327', { inches: 2 }),
    o('noPursuit', 'After a flee, the charge is wasted.', 'P3 L327', {}),
    o('nearestFriend', 'Names the nearest friendly model of a model failed in a Ravine or Quicksand (null: none left).', 'P6 L539', {
      model: 'b',
    }),
    o('absoluteSuccess', 'Chooses the Absolute Success bonus: +4 DMG, +1 AV, or a crew member of an open vehicle.', 'P3 L288', {
      option: 'dmg',
    }),
  ],
  rolls: [
    {
      purpose: 'roll-off',
      dice: '2d20 (A’s, B’s)',
      when: 'at the start of each turn with option `firstPlayer: rollOff`; ties roll again',
      rule: ref('§2.2'),
    },
    {
      purpose: 'hit',
      dice: '1d20 per hit test',
      when: 'after an attack, a charge, a guard or a shot; the attacker’s side rolls',
      rule: ref('P3 L282'),
    },
    { purpose: 'armour test', dice: '1d20', when: 'for each hit (and a fall); the struck model’s side rolls', rule: ref('P3 L299') },
    {
      purpose: 'climb test',
      dice: '1d20',
      when: 'at the top of a climb, or at the end of an activation that did not reach it; 17–20 falls',
      rule: ref('P2 L137'),
    },
    { purpose: 'jump test', dice: '1d20', when: 'after a jump over half MV; 19–20 falls', rule: ref('P2 L164') },
    { purpose: 'drop LD test', dice: '1d20', when: 'before a drop from above the model’s Size', rule: ref('P2 L176') },
    {
      purpose: 'fall avoidance',
      dice: '1d20',
      when: 'for each model struck where a model falls or drops: LD − the faller’s Size',
      rule: ref('P2 L210'),
    },
    {
      purpose: 'disengage',
      dice: '2d20 (the disengaging model’s, then the enemy’s)',
      when: 'after a Disengage order',
      rule: ref('P3 L331'),
    },
    { purpose: 'detection', dice: '1d20', when: 'after a Detect order', rule: ref('P4 L376') },
    { purpose: 'rescue LD test', dice: '1d20', when: 'after a rescuing counter-charge', rule: ref('P3 L314') },
    { purpose: 'Wait LD test', dice: '1d20', when: 'before a reaction from Wait, with option `waitTest: LD`', rule: ref('§3.16') },
    { purpose: 'morale', dice: '1d20', when: 'after a flee (at −6), and for the unit when the fleeing model dies', rule: ref('P3 L327') },
    { purpose: 'crew hit', dice: '1d(crew)', when: 'an Absolute Success choosing a crew member: which one', rule: ref('P3 L294') },
    { purpose: 'environment test', dice: '1d20', when: 'when a unit activates in an environment', rule: ref('P9 L661') },
    { purpose: 'environment table', dice: '1d20', when: 'after a failed environment test: which effect', rule: ref('P9 L661') },
    {
      purpose: 'random model',
      dice: '1d(models of the unit)',
      when: 'an effect that strikes one model of the unit (Ravine, Sunstroke, Predator)',
      rule: ref('P6 L539'),
    },
    { purpose: 'survival test', dice: '1d20', when: 'LD + Survival against Ravine, Sunstroke or Swamp', rule: ref('P6 L539') },
    { purpose: 'visibility', dice: '1d20', when: 'Snowfall, Blizzard, Dust or Sandstorm: the visibility in inches', rule: ref('P6 L529') },
  ],
  prompts: [
    'Each turn: the roll-off (option `firstPlayer: rollOff`; ties again), then the sides alternate `activate` orders.',
    'On activation in an environment: the environment test, then on a failure the environment table, and what the effect asks (random model, survival test, visibility).',
    'Then the unit’s models act one after another until `endActivation` (or their actions run out); a Swamp calls its survival test at a model’s first movement.',
    'A Charge, or a Barge at its declaration and after its placement, opens a window for the other side’s waiting models: `counterCharge`, `guard`, `flee`, `interrupt` one after another (each with its Wait LD test under `waitTest: LD`), until `noReaction`.',
    'A flee asks the charging side `pursue` or `noPursuit`; the fled model’s morale test follows the attack.',
    'A template asks the waiting models under it `diveForCover` or `noReaction`, then strikes.',
    'Every attack: its hit rolls (one per hit test), then an `absoluteSuccess` choice for each natural 1, then one armour test per hit, the target’s side rolling.',
    'A fall (failed Climb or Jump test, or a Drop down from above Size): the faller’s armour test, then a fall avoidance test for each model struck at the landing spot.',
    'A model failed in a Ravine or Quicksand: its owner answers `nearestFriend`.',
  ],
  codes: {
    ENGAGED: 'the model is in close combat: only attack, disengage, stand up or barge (P3 L229)',
    PRONE: 'a prone model must stand up first (P2 L103)',
    CLIMBING: 'a climbing model may only climb or drop down (P2 L132)',
    CROSSING: 'the model is crossing an obstacle and owes it more actions (P10 L705)',
    NOT_STANDING: 'the order needs a standing model (charge, climb, counter-charge)',
    NOT_MP: 'only a model in Firing Position crawls',
    NOT_PRONE: 'standUp for a model that is not prone',
    SAME_POSTURE: 'the model already has that posture',
    ENEMY_CONTACT: 'only a Charge brings a model into base contact with an enemy (P2 L36)',
    ENEMY_GAP: 'the path passes between enemies less than 3" apart without an exemption (P2 L29–34)',
    FRIENDLY_GAP: 'the path passes a gap narrower than the model’s base (P2 L25)',
    LOW_PASSAGE: 'a passage too low for the model’s height or posture (P10 L711)',
    NARROW_PASSAGE: 'a passage narrower than the base (P10 L713)',
    ENDS_IN_PASSAGE: 'a Heavy Weapon Section may not end its activation in a narrow passage (P10 L713)',
    ENDS_OVERLAPPING: 'a move or activation may not end on another base (P2 L23, L52)',
    MP_VERY_DIFFICULT: 'a model in MP cannot enter very difficult terrain (P10 L699)',
    OBSTACLE_IN_PATH: 'a path through an obstacle piece: cross it with crossObstacle (P10 L707)',
    RUN_FORBIDDEN: 'Run is forbidden here: snow, fatigue, hindering terrain, obstacles, low passages',
    ASSAULT_FORBIDDEN: 'Assault is forbidden under Fatigue (P8 L651)',
    TOO_SMALL: 'only models of Size 4 or more barge (P2 L48)',
    BARGE_TOO_BIG: 'a Barge passes only enemies of Size 1–2 (P2 L50)',
    BARGE_MID_MOVE: 'a Barge is interrupted only after its declaration or its placement (P2 L56)',
    TOO_HIGH: 'an obstacle higher than Size is climbed, not crossed (P2 L119)',
    NOT_HIGHER_THAN_SIZE: 'an obstacle not higher than Size is crossed, not climbed (P2 L119)',
    NOT_AN_OBSTACLE: 'the named piece is area terrain',
    OBSTACLE_UNNAMED: 'crossObstacle names neither a piece nor a height',
    UNKNOWN_PIECE: 'no terrain piece of that id was fixed in the setup (A47)',
    TERRAIN_MISMATCH: 'the order’s facts disagree with the piece fixed in the setup (A47)',
    HINDRANCE_UNNAMED: 'a template’s hindering terrain names neither a piece nor a visibility class (P10 L751)',
    NOT_UNDER_TEMPLATE: 'the hindering terrain names a model not under the template',
    TARGET_PRIORITY: 'the target is not the nearest eligible enemy (P3 L267, L284; P4 L366)',
    TARGET_HIDDEN: 'a Hidden model cannot be attacked before it is detected (P4 L365)',
    NOT_HIDDEN: 'Detect needs a Hidden target (P4 L363)',
    NOT_NEAREST_HIDDEN: 'the target is not among the nearest Hidden models (P4 L367)',
    PANICKED: 'a Panicked model cannot detect (P4 L363)',
    UNKNOWN_WEAPON: 'the model has no such weapon',
    NOT_A_CC_WEAPON: 'the weapon has "-" in its close-combat column (P3 L242)',
    NOT_A_RANGED_WEAPON: 'the weapon has no range',
    JAMMED: 'the weapon is jammed: clear it first (§4.3)',
    NOT_JAMMED: 'clearJam with no jammed weapon',
    WRONG_HIT_COUNT: 'name one target per hit test of the weapon (P3 L249)',
    NOT_IN_CONTACT: 'no base contact (and no Reach) with the target or the obstacle',
    OUT_OF_ARC: 'the target is outside the fire arc (90° in MP)',
    OBSTACLE_TOO_BIG: 'the obstacle is too high or wide to fight across (P3 L346)',
    CLIMBER_OUT_OF_REACH: 'the climber is beyond 1.5 × Size + reach (P2 L145)',
    ATTACKER_SIZE_CAP: 'the attackers’ Sizes would exceed 4 × the target’s (P3 L342)',
    NOT_ENGAGED: 'disengage by a model not in close combat',
    CANNOT_MOVE_CLEAR: 'the model cannot move clear of the enemy bases (P3 L336)',
    NOT_WAITING: 'the model is not a waiting model able to react',
    NOT_A_CHARGE: 'counter-charge, guard and flee answer only a Charge',
    NOT_CHARGE_TARGET: 'only the charged model guards or flees',
    CANNOT_CUT: 'the rescuer cannot cut the charge line (P3 L313)',
    NO_REACH: 'a rescue from its Reach by a model without Reach (P3 L319)',
    NO_FLIGHT: 'a flight of 0"',
    USE_FLEE: 'the charged model leaves the charge line only by Flee (A60)',
    OFF_THE_LINE: 'the interrupt’s point is beyond the charge move',
    ATTACK_DECLARED: 'an attack under way cannot be interrupted (P3 L308)',
    BAD_INTERRUPT: 'the interrupting order names another model',
    NOT_OPEN_VEHICLE: 'a crew member is chosen only on an open vehicle (P3 L294)',
    NO_CREW: 'the open vehicle has no crew left',
    BAD_CREW: 'the army file lists a crew for a model that is not an open vehicle, or a crew member not of its army',
    UNDEFINED_ACTION: 'Shoot on the move and Assault are named but undefined in the posts (§9.1 item 3)',
    UNDEFINED_ABILITY: 'the ability has no rules in the posts (§5.1)',
    NOT_AN_ACTION: 'a passive skill works by itself (§5.1)',
    DUPLICATE_ID: 'two squads, models, weapons or terrain pieces with one id',
    INVALID_SETUP: 'the setup document does not fit the setup schema',
  },
  example: {
    title: 'A one-turn skirmish: a Charge kills, the points decide',
    notes: {
      1: 'The match is created: A fields a trooper (20 points), B two (10 points each); A activates first, one turn.',
      2: 'A activates its unit `u-a`.',
      3: 'Trooper `a` charges `t`, 2" away and the nearest enemy: its weapon strikes with +1 CC and +1 DMG (P3 L265).',
      4: 'A reports the hit roll: 5, under CC 10 + 1.',
      5: 'B reports `t`’s armour test: 15 beats Armour 18 − DMG 9: `t` loses its only wound and is removed.',
      6: 'A ends `a`’s activation with an action unused.',
      7: 'B activates `u-u`.',
      8: '`u` moves 3" through normal terrain.',
      9: '`u` takes Firing Position with its last action: every unit has activated, and the turn limit ends the match; A destroyed 10 points, B none: A wins (§6.2).',
    },
  },
};

const trooper = (points: number) => ({ name: 'Trooper', mv: 4, cc: 10, rs: 10, st: 8, ld: 10, armour: 18, points });
const single = (id: string, points: number) => ({
  id: `u-${id}`,
  faction: 'Capitol',
  name: 'Trooper',
  category: 'individual',
  models: [{ id, profile: trooper(points) }],
});

/** The worked example match: its seats, setup and events (rolls reported, as at a table). */
export function exampleMatch(): { players: PlayerSeat[]; setup: unknown; events: GameEvent[] } | null {
  // Orders as a match log stores them: parsed by the order schema, every default filled in.
  const order = (side: 'A' | 'B', o: Record<string, unknown>): GameEvent => ({
    type: 'OrderIssued',
    data: { side, order: orderSchema.parse(o) },
  });
  const rolled = (side: 'A' | 'B', purpose: string, value: number): GameEvent => ({
    type: 'DiceRolled',
    data: { side, purpose, dice: [{ sides: 20, value }], source: 'reported' },
  });
  return {
    players: [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ],
    setup: {
      armies: { A: { name: 'Capitol', squads: [single('a', 20)] }, B: { name: 'Bauhaus', squads: [single('t', 10), single('u', 10)] } },
      options: { firstPlayer: 'A', maxTurns: 1 },
    },
    events: [
      order('A', { type: 'activate', unit: 'u-a' }),
      order('A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] }),
      rolled('A', 'hit', 5),
      rolled('B', 'armour test', 15),
      order('A', { type: 'endActivation' }),
      order('B', { type: 'activate', unit: 'u-u' }),
      order('B', { type: 'move', model: 'u', path: [{ inches: 3, terrain: 'normal' }] }),
      order('B', { type: 'posture', model: 'u', to: 'mp' }),
    ],
  };
}
