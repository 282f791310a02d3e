/**
 * What the order reference (docs/rulesets/vigilant-peace-orders.md, generated) says of this game beyond
 * its order schema: each order's summary, rule and example, the rolls, the prompt sequence, the
 * game's own refusal codes, and the worked example match (docs/examples/vigilant-peace.jsonl).
 * Rules are cited by the leaflet's line numbers (L1–L74, shared/seeds/003) and the digest's
 * §9.3 resolutions (A-01…A-50) where the leaflet is silent.
 */
import type { GameEvent, OrderReference, PlayerSeat } from '@app/rules';
import type { Order, SetupDocument, Side } from './schema';
import { ref, RULESET_ID } from './state';

export const reference: OrderReference = {
  rulesetId: RULESET_ID,
  conventions: [
    'Sides are `A` and `B`. Units are named by the `id` the setup gives them (`A-R`, `B-1`…); a gun is a unit of its own, moved and fired by a touching infantryman.',
    'There is no map. Distances are measured at the table in **steps** (1 step = 5 cm, L4) and reported in the order: the length of a path (`steps`, climbing counted 1 : 1), the distance to the target (`distanceSteps`) and to the nearest enemy (`nearestEnemySteps`, guns not counted). Limits are inclusive (A-42); the engine cross-checks what it can (a distance is never negative, the nearest enemy is never farther than the enemy targeted).',
    'Other table facts are reported too: whether the target can be seen (`lineOfSight`), whether it is more than half hidden (`targetCover`), who stands within 2 steps of a grenade’s target (`splash`), whether an infantryman touches a gun (`touchingGun`), whether a path climbs an obstacle (`climbsObstacle`), and what a real projectile did (`ProjectileResult`).',
    'A unit acts with up to three actions in its player turn (L10): Manoeuvres, at most one Shooting action (every shot of it free after the first, closed by a later Manoeuvre or Melee, A-37) and at most one Melee (L11). The first order naming a unit activates it; ordering another unit ends the activation (A-36, `implicitActivationEnd`).',
    '"What may I do now" (`legal`) lists per unit that may act the orders it may be given, each with complete options (the weapons, enemies, guns and vehicles it may choose, with measured values that pass) and the limits of the measured values: `steps` up to the unit’s Manoeuvre, `distanceSteps` up to the range, `nearestEnemySteps` **more than** its `min` for infantry and cyborgs (L47). An order with other measured values within those limits is the same option.',
  ],
  orders: [
    {
      type: 'ActivateUnit',
      summary: 'Activates one of your units without spending an action (optional: any order naming a unit activates it).',
      rule: ref('L9'),
      example: { type: 'ActivateUnit', unitId: 'B-1' },
    },
    {
      type: 'Manoeuvre',
      summary:
        'Moves a unit up to its Manoeuvre in steps (one action); an infantryman may carry a gun he touches, a vehicle may ram an enemy vehicle.',
      rule: ref('L11, L13, L32, L54'),
      example: { type: 'Manoeuvre', unitId: 'B-2', steps: 4, carryGunId: 'B-M', touchingGun: true },
      notes: [
        'Wounded fighters cannot move (L32); vehicles and cyborgs cannot climb (L13); no Manoeuvre after an aimed shot (L34).',
        'A ram (`ram: { targetId }`) is part of the Manoeuvre: D6 + armour each way, both at once (L54, A-28).',
      ],
    },
    {
      type: 'Shoot',
      summary: 'Fires a virtual weapon («1» or «2») at an enemy unit: D6 + the weapon’s power against the target’s armour.',
      rule: ref('L20-L29, L33-L37'),
      example: {
        type: 'Shoot',
        unitId: 'B-1',
        weapon: 1,
        targetId: 'A-S8',
        distanceSteps: 2,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 2,
        aimed: true,
      },
      notes: [
        'Each weapon once a turn (L20); the target must be visible (L22); infantry within 1 step of an enemy cannot shoot (L47).',
        'Aimed (+2, L34) only by an infantryman who has not moved or fought this turn; a close target (≤ 2 steps) gives an infantryman +2 (L37). Cover gives the target +2 armour (L29).',
      ],
    },
    {
      type: 'ThrowGrenade',
      summary:
        'One infantryman of the side throws the side’s grenade of the turn: power 5 at the target (range 3), power 3 at everyone in `splash`.',
      rule: ref('L20, L30-L31'),
      example: {
        type: 'ThrowGrenade',
        unitId: 'B-1',
        targetId: 'A-S8',
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
        splash: [{ unitId: 'A-S9', cover: true }],
      },
      notes: ['The thrower is listed in `splash` exactly when he threw from 2 steps or less (L31); grenades are never aimed (L33).'],
    },
    {
      type: 'FireReal',
      summary:
        'Fires a real weapon: a vehicle’s own weapon «1»/«2», or a gun (`weapon: "gun"`) an infantryman touches; the table then reports where the projectile went.',
      rule: ref('L18, L20, L40-L45, L67-L70'),
      example: {
        type: 'FireReal',
        unitId: 'B-2',
        weapon: 'gun',
        gunId: 'B-M',
        touchingGun: true,
        intendedTargetId: 'A-R',
        nearestEnemySteps: 6,
        preferMine: true,
      },
      notes: [
        'A gun fires once a turn; its operator fires no personal weapon that turn (L20, A-07, A-08). `preferMine` asks the mortar’s mine check first (L67–L69).',
        '`nearestEnemySteps` is required when the shooter is infantry or a cyborg (L47).',
      ],
    },
    {
      type: 'ProjectileResult',
      summary:
        'Reports what a real projectile did: a miss, a ricochet (not a hit) or a hit on a unit, with the figure’s reaction or whether a machine toppled.',
      rule: ref('L41-L45'),
      example: { type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-S8', reaction: 'leaned' },
      notes: [
        'Asked of the shooter’s side after every FireReal. A fighter that fell is killed, leaned on an obstacle is wounded, stood is unharmed (L42–L44); a machine hit rolls its damage (L45).',
        '`hits: [...]` lists several units only when `maxUnitsHitPerProjectile` allows (A-30); friendly units may be hit.',
      ],
    },
    {
      type: 'Melee',
      summary: 'Attacks an enemy within 1 step in melee (one action): D6 + ББ against armour, and the target strikes back at once.',
      rule: ref('L47-L52'),
      example: { type: 'Melee', unitId: 'B-1', targetId: 'A-S8', distanceSteps: 1 },
      notes: ['Once a turn (L11); vehicles ram instead (L54); vehicles and guns never strike back (L52).'],
    },
    {
      type: 'EndActivation',
      summary: 'Ends the activation of the unit now acting; it acts no more this turn.',
      rule: ref('L9'),
      example: { type: 'EndActivation', unitId: 'B-1' },
    },
    {
      type: 'EndTurn',
      summary: 'Ends the player turn: the wounded roll for healing, then the other side plays.',
      rule: ref('L9, L56'),
      example: { type: 'EndTurn' },
    },
  ],
  rolls: [
    {
      purpose: 'firstPlayer',
      dice: '1d6',
      when: 'At the start: side A rolls, then side B; the higher starts, a tie is rolled again (A-35).',
      rule: ref('L8'),
    },
    {
      purpose: 'attack',
      dice: '1d6, a 6 rolls again and adds',
      when: 'After a Shoot, a ThrowGrenade (the grenade’s target) or a Melee: the attacker’s side rolls.',
      rule: ref('L24, L38-L39, L48'),
    },
    {
      purpose: 'counter',
      dice: '1d6, a 6 rolls again and adds',
      when: 'After the melee attack: the target’s side strikes back.',
      rule: ref('L51'),
    },
    {
      purpose: 'blast',
      dice: '1d6, a 6 rolls again and adds',
      when: 'After a grenade’s attack: one roll per unit in `splash`, in its order, by the thrower’s side.',
      rule: ref('L31'),
    },
    { purpose: 'ram', dice: '1d6, a 6 rolls again and adds', when: 'After a Manoeuvre with a ram: the rammer’s side.', rule: ref('L54') },
    { purpose: 'ramCounter', dice: '1d6, a 6 rolls again and adds', when: 'After the ram: the rammed vehicle’s side.', rule: ref('L54') },
    {
      purpose: 'mineCheck',
      dice: '1d6',
      when: 'After a FireReal with `preferMine`: 4–6 fires a mine, 1–3 a shell (the shooter’s side).',
      rule: ref('L67-L69'),
    },
    {
      purpose: 'realDamage',
      dice: '1d6, a 6 rolls again and adds',
      when: 'After a reported hit on a machine (or a tracked armoured suit): the shooter’s side; +1 if it toppled, doubled by a mine.',
      rule: ref('L45, L70'),
    },
    {
      purpose: 'healing',
      dice: '1d6',
      when: 'After EndTurn: one roll per wounded fighter, by its owner, the active side’s first: 1 dies, 2–4 stays wounded, 5–6 recovers.',
      rule: ref('L55-L59'),
    },
  ],
  prompts: [
    'The die-off: `firstPlayer` by A, then by B (again both on a tie, A-35).',
    'The active side’s orders, unit by unit (L9), until `EndTurn`.',
    'After Shoot or ThrowGrenade: the `attack` roll (again while it shows 6), then for a grenade one `blast` roll per unit in `splash`, in order.',
    'After Melee: the `attack` roll, then the target’s `counter` roll (each again on a 6); after a ram: `ram`, then `ramCounter`.',
    'After FireReal: the `mineCheck` roll if a mine was asked for, then the shooter’s side’s `ProjectileResult` order, then a `realDamage` roll for each machine hit (again on a 6).',
    'After EndTurn: a `healing` roll for each wounded fighter, the active side’s first; then the other side’s turn.',
  ],
  codes: {
    BAD_MEASUREMENT:
      'a distance reported by the table is negative, missing where the rule needs it, or contradicts another (the nearest enemy farther than the enemy targeted)',
    ENGAGED_IN_MELEE: 'an infantryman or cyborg within 1 step of an enemy cannot shoot (L47)',
    WOUNDED_FIGHTER: 'a wounded fighter cannot move (L32), nor fight in melee when `woundedMayMelee` is off',
    AIMED_SHOT_TAKEN: 'after an aimed shot the unit may not manoeuvre nor fight in melee this turn (L34)',
    MOVED_BEFORE_AIMING: 'an aimed shot needs a fighter who has neither moved nor fought this turn (L34)',
    NO_SUCH_WEAPON: 'the unit has no weapon in that slot (L5)',
    WRONG_WEAPON_MODE: 'the weapon fires the other way: real weapons with FireReal, virtual ones with Shoot (L18)',
    GUN_EXCLUDES_PERSONAL_WEAPON:
      'an infantryman who fired a gun fires no personal weapon that turn, and one who fired his own weapon no gun (L20, A-08)',
    NOT_A_GUN: 'the unit named as the gun to carry or fire is not a gun on the field',
    NOT_TOUCHING_GUN: 'an infantryman carries or fires only a gun he touches (`touchingGun: true`, L13, L20)',
    NOT_A_MORTAR: 'only the mortar fires mines (L67)',
    NO_MINES_LEFT: 'the mortar has spent all its mines (L67)',
    BAD_SPLASH:
      'the units listed in a grenade’s blast break its rules: the thrower within 2 steps of the target listed (and only then), the target not listed, no unit twice, none removed (L31)',
    BAD_PROJECTILE_REPORT:
      'the ProjectileResult does not fit what a projectile can do: a hit names the units struck (fighters with their reaction, no topple), a miss names none (L41–L45, A-30)',
    NOT_ACTIVE_UNIT: 'EndActivation names a unit that is not the one acting (L9)',
  },
  example: {
    title: 'A short skirmish: a wound that does not heal, a mortar mine on the RAPTOR, and a grenade that ends it',
    notes: {
      2: 'The die-off for the first player (L8): side A rolls 4…',
      3: '…side B rolls 2: A moves first.',
      4: 'A-1 manoeuvres 3 steps (its first action; the order activates it).',
      5: 'A-1 shoots B-1 with weapon «1» from 4 steps: not close, so no bonus (L37).',
      6: 'The attack: 2 + power 3 = 5, equal to B-1’s armour 5: B-1 is wounded (L26).',
      7: 'The RAPTOR fires its real weapon «1»; ordering another unit ended A-1’s activation (A-36).',
      8: 'The table reports a miss (L41).',
      9: 'A ends the turn: B-1, wounded, rolls for healing (L56)…',
      10: '…a 3: B-1 stays wounded (L58). B’s turn begins.',
      11: 'B-2 fires the mortar he touches (L20), asking for a mine (L67).',
      12: 'The mine check: 5, a mine is fired and spent (L68).',
      13: 'The table reports a hit on the RAPTOR, which stays upright.',
      14: 'Damage: 2, doubled by the mine (L70): 4 points of its 5: the RAPTOR stays in play (L46).',
      16: 'The end of B’s turn: B-1 rolls 4 and stays wounded.',
      17: 'A-1 throws A’s grenade at B-2 from 3 steps; B-1 stands within 2 steps of B-2 (L30–L31).',
      18: 'The attack on B-2 shows 6: it explodes, roll again (L39)…',
      19: '…1: 6 + 1 + power 5 = 12 against armour 5: B-2 is destroyed.',
      20: 'The blast on B-1: 1 + 3 = 4 against armour 5 − 2 (wounded, L32): destroyed. B has no infantry left: A wins (L65).',
    },
  },
};

/** The worked example's armies: SAMPLE numbers (the leaflet prints no stat cards, A-04). */
const exampleSetup: SetupDocument = {
  sides: { A: { name: 'Polaris patrol', faction: 'Polaris Empire' }, B: { name: 'Mortar post', faction: 'Trade Protectorate' } },
  scenario: 'meeting',
  units: [
    { id: 'A-1', side: 'A', kind: 'infantry', armour: 5, melee: 2, manoeuvre: 4, weapons: [{ slot: 1, power: 3 }] },
    { id: 'A-R', side: 'A', kind: 'vehicle', name: 'RAPTOR', armour: 9, durability: 5, manoeuvre: 4, weapons: [{ slot: 1, mode: 'real' }] },
    { id: 'B-1', side: 'B', kind: 'infantry', armour: 5, melee: 2, manoeuvre: 4, weapons: [{ slot: 1, power: 3 }] },
    { id: 'B-2', side: 'B', kind: 'infantry', armour: 5, melee: 2, manoeuvre: 4, weapons: [{ slot: 1, power: 3 }] },
    { id: 'B-M', side: 'B', kind: 'gun', name: 'Mortar', armour: 6, durability: 2, mines: 3 },
  ],
};

const order = (side: Side, o: Order): GameEvent => ({ type: 'OrderIssued', data: { side, order: o } });
const roll = (side: Side, purpose: string, value: number): GameEvent => ({
  type: 'DiceRolled',
  data: { side, purpose, dice: [{ sides: 6, value }], source: 'reported' },
});

/** The worked example match: its seats, setup and events (rolls reported, as at a table). */
export function exampleMatch(): { players: PlayerSeat[]; setup: unknown; events: GameEvent[] } | null {
  return {
    players: [
      { side: 'A', name: 'Polaris player' },
      { side: 'B', name: 'Protectorate player' },
    ],
    setup: exampleSetup,
    events: [
      roll('A', 'firstPlayer', 4),
      roll('B', 'firstPlayer', 2),
      order('A', { type: 'Manoeuvre', unitId: 'A-1', steps: 3 }),
      order('A', {
        type: 'Shoot',
        unitId: 'A-1',
        weapon: 1,
        targetId: 'B-1',
        distanceSteps: 4,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 4,
      }),
      roll('A', 'attack', 2),
      order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: 'B-2' }),
      order('A', { type: 'ProjectileResult', result: 'miss' }),
      order('A', { type: 'EndTurn' }),
      roll('B', 'healing', 3),
      order('B', {
        type: 'FireReal',
        unitId: 'B-2',
        weapon: 'gun',
        gunId: 'B-M',
        touchingGun: true,
        intendedTargetId: 'A-R',
        nearestEnemySteps: 5,
        preferMine: true,
      }),
      roll('B', 'mineCheck', 5),
      order('B', { type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-R', toppled: false }),
      roll('B', 'realDamage', 2),
      order('B', { type: 'EndTurn' }),
      roll('B', 'healing', 4),
      order('A', {
        type: 'ThrowGrenade',
        unitId: 'A-1',
        targetId: 'B-2',
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
        splash: [{ unitId: 'B-1' }],
      }),
      roll('A', 'attack', 6),
      roll('A', 'attack', 1),
      roll('A', 'blast', 1),
    ],
  };
}
