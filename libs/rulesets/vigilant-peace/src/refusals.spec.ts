/**
 * Every refusal of the game (the digest's §7.6 "illegal if…" list, S to D, and the engine's own
 * cross-checks): the shared or game code AND the rule reference of the rule actually broken,
 * checked through the kernel and against the ruleset directly, with the state unchanged
 * (deep-frozen, compared). Codes: libs/rules/src/codes.ts and `reference.codes`.
 */
import { isViolation, startMatch } from '@app/rules';
import { vigilantPeace } from './ruleset';
import { sampleMatchCreated } from './samples';
import type { UnitData } from './schema';
import { crawler, fireGun, grenade, melee, move, orderEvent, pr, registry, rollEvent, setupWith, shoot, Table, tableAt } from './testing';

const cyborg: UnitData = { id: 'A-C', side: 'A', kind: 'cyborg', armour: 6, melee: 3, weapons: [{ slot: 1, power: 3 }] };
const fieldGun: UnitData = { id: 'B-G', side: 'B', kind: 'gun', armour: 5, durability: 2 };

function setupFails(units: UnitData[] | unknown[], code: string, rule: string, kernelCode = code, field?: string) {
  const doc = { ...setupWith(), units };
  const v = vigilantPeace.setup(doc, sampleMatchCreated().players);
  expect(isViolation(v) && [v.code, v.rule]).toEqual([code, rule]);
  if (field) expect(isViolation(v) && v.field).toBe(field);
  const k = startMatch(registry, { ...sampleMatchCreated(), setup: doc });
  expect(isViolation(k) && k.code).toBe(kernelCode);
}

const base = () => setupWith().units;

describe('vigilant-peace refusals §7.6 S — setup', () => {
  it('S1 not applicable (one setup document); a setup without a list of units is refused', () => {
    const v = vigilantPeace.setup({ units: 'none' }, []);
    expect(isViolation(v) && v.code).toBe('INVALID_SETUP');
  });
  it('L3 a unit id used twice (S2)', () =>
    setupFails([...base(), { ...base()[1] }], 'BAD_SETUP', 'vigilant-peace L3', 'BAD_SETUP', 'units.10.id'));
  it('L3 a kind or side that does not exist (S3)', () => {
    setupFails(
      [...base(), { id: 'X', side: 'A', kind: 'dragon', armour: 5 }],
      'BAD_SETUP',
      'vigilant-peace L3',
      'INVALID_SETUP',
      'units.10.kind',
    );
    setupFails(
      [...base(), { id: 'X', side: 'C', kind: 'infantry', armour: 5 }],
      'BAD_SETUP',
      'vigilant-peace L3',
      'INVALID_SETUP',
      'units.10.side',
    );
  });
  it('L7 armour missing or not an integer (S4)', () => {
    setupFails(
      [...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 7.5 }],
      'BAD_SETUP',
      'vigilant-peace L7',
      'BAD_SETUP',
      'units.10.armour',
    );
    setupFails([...base(), { id: 'X', side: 'A', kind: 'infantry' }], 'BAD_SETUP', 'vigilant-peace L7', 'INVALID_SETUP');
  });
  it('L46 a vehicle or gun without a positive integer durability (S5)', () => {
    setupFails(
      [...base(), { id: 'X', side: 'A', kind: 'vehicle', armour: 7 }],
      'BAD_SETUP',
      'vigilant-peace L46',
      'BAD_SETUP',
      'units.10.durability',
    );
    setupFails([...base(), { id: 'X', side: 'B', kind: 'gun', armour: 7, durability: 0 }], 'BAD_SETUP', 'vigilant-peace L46');
  });
  it('L5 a weapon slot not 1/2, given twice, or a virtual weapon without power (S6)', () => {
    const bad = (weapons: unknown[]) => [...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 5, weapons }];
    setupFails(bad([{ slot: 3, power: 2 }]), 'BAD_SETUP', 'vigilant-peace L5', 'BAD_SETUP', 'units.10.weapons');
    setupFails(
      bad([
        { slot: 1, power: 2 },
        { slot: 1, power: 3 },
      ]),
      'BAD_SETUP',
      'vigilant-peace L5',
    );
    setupFails(bad([{ slot: 1 }]), 'BAD_SETUP', 'vigilant-peace L5');
  });
  it('L67 mines on a unit that is not a gun (S7)', () => {
    setupFails(
      [...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 5, mines: 3 }],
      'BAD_SETUP',
      'vigilant-peace L67',
      'BAD_SETUP',
      'units.10.mines',
    );
  });
  it('L65 a side without infantry (S8)', () => {
    setupFails(
      base().filter((u) => u.side === 'B' || u.kind !== 'infantry'),
      'BAD_SETUP',
      'vigilant-peace L65',
      'BAD_SETUP',
      'units',
    );
  });
  it('L63 (a warning only) fortifications outside 1–3 (S9)', () => {
    const t = new Table(setupWith({ fortifications: 0 }));
    expect(t.s.warnings).toEqual([expect.stringMatching(/^S9/)]);
  });
});

describe('vigilant-peace refusals §7.6 F — first player (L8)', () => {
  it('L8 an order before the first player is determined (F1)', () => {
    new Table(setupWith()).rejectOrder('A', { type: 'EndTurn' }, 'NOT_PENDING', 'vigilant-peace L8');
  });
  it('dice: a first-player roll for the wrong side, A rolls first, then B (F2, the kernel’s roll check)', () => {
    const t = new Table(setupWith());
    t.reject(rollEvent('B', 3), 'NOT_YOUR_TURN', 'dice');
    t.roll(3);
    t.reject(rollEvent('A', 3), 'NOT_YOUR_TURN', 'dice');
  });
});

describe('vigilant-peace refusals §7.6 G — every order', () => {
  it('L65 the game has ended (G1): the kernel refuses first; the transition alone names L65', () => {
    const t = tableAt('A');
    t.push({ type: 'MatchConceded', data: { side: 'B' } });
    expect(vigilantPeace.outcome(t.s)).toMatchObject({ finished: true, winner: 'A', reason: 'concede' });
    t.rejectOrder('A', { type: 'EndTurn' }, 'MATCH_ENDED', 'match');
    for (const e of [orderEvent('A', { type: 'EndTurn' }), rollEvent('A', 3), { type: 'MatchConceded' as const, data: { side: 'A' } }]) {
      const v = vigilantPeace.decide(t.s, e, { kind: 'player', side: 'A' });
      expect(isViolation(v) && [v.code, v.rule]).toEqual(['GAME_OVER', 'vigilant-peace L65']);
    }
  });
  it('L24, L39 / L41 / L56 a resolution is pending (G2): the rule of what is awaited', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', move('B-2', 1), 'NOT_PENDING', 'vigilant-peace L24, L39');
    t.rejectOrder('B', { type: 'EndTurn' }, 'NOT_PENDING', 'vigilant-peace L24, L39');
    const p = tableAt('B');
    p.order('B', fireGun('B-2'));
    p.rejectOrder('B', move('B-3', 1), 'NOT_PENDING', 'vigilant-peace L41');
    const h = tableAt('B').setUnit('A-S8', { status: 'wounded' });
    h.order('B', { type: 'EndTurn' });
    h.rejectOrder('A', { type: 'EndTurn' }, 'NOT_PENDING', 'vigilant-peace L56');
  });
  it('L8-L9 the side is not the active player (G3, E2)', () => {
    tableAt('B').rejectOrder('A', { type: 'EndTurn' }, 'NOT_YOUR_TURN', 'vigilant-peace L8-L9');
  });
  it('L3 an unknown unit (G4)', () => {
    tableAt('B').rejectOrder('B', move('nobody', 1), 'UNKNOWN_UNIT', 'vigilant-peace L3');
  });
  it('L28, L46 a destroyed unit (G4)', () => {
    tableAt('B').setUnit('B-6', { status: 'destroyed' }).rejectOrder('B', move('B-6', 1), 'UNIT_CANNOT_ACT', 'vigilant-peace L28, L46');
  });
  it('L9 an enemy unit (G4)', () => {
    tableAt('B').rejectOrder('B', move('A-S8', 1), 'NOT_YOUR_UNIT', 'vigilant-peace L9');
  });
  it('L9 the unit already finished its activation this turn (G5)', () => {
    const t = tableAt('B');
    t.order('B', move('B-1', 1)).order('B', { type: 'EndActivation', unitId: 'B-1' });
    t.rejectOrder('B', move('B-1', 1), 'UNIT_CANNOT_ACT', 'vigilant-peace L9');
    t.rejectOrder('B', { type: 'ActivateUnit', unitId: 'B-1' }, 'UNIT_CANNOT_ACT', 'vigilant-peace L9');
  });
  it('L13, L20 a gun is ordered directly (G6)', () => {
    tableAt('B').rejectOrder('B', { type: 'ActivateUnit', unitId: 'B-M' }, 'NOT_ALLOWED', 'vigilant-peace L13, L20');
  });
  it('L10 a fourth action (G7)', () => {
    const t = tableAt('B');
    t.order('B', move('B-1', 1)).order('B', move('B-1', 1)).order('B', move('B-1', 1));
    t.rejectOrder('B', move('B-1', 1), 'NO_ACTIONS_LEFT', 'vigilant-peace L10');
  });
  it('L9 (implicitActivationEnd: false) another unit while one is acting (G8)', () => {
    const t = tableAt('B', { rules: { implicitActivationEnd: false } });
    t.order('B', move('B-1', 1));
    t.rejectOrder('B', move('B-2', 1), 'UNIT_CANNOT_ACT', 'vigilant-peace L9');
    t.order('B', { type: 'EndActivation' }).order('B', move('B-2', 1));
  });
});

describe('vigilant-peace refusals §7.6 M — Manoeuvre', () => {
  it('L4 a negative path (M1)', () => {
    tableAt('B').rejectOrder('B', move('B-1', -1), 'BAD_MEASUREMENT', 'vigilant-peace L4');
  });
  it('L13 more steps than the Manoeuvre (M1)', () => {
    tableAt('B').rejectOrder('B', move('B-1', 4.01), 'TOO_FAR', 'vigilant-peace L13');
  });
  it('L32 a wounded fighter moves (M2)', () => {
    tableAt('B').setUnit('B-1', { status: 'wounded' }).rejectOrder('B', move('B-1', 1), 'WOUNDED_FIGHTER', 'vigilant-peace L32');
  });
  it('L13 a vehicle or cyborg climbs (M3)', () => {
    const t = tableAt('A', { extraUnits: [cyborg] });
    t.rejectOrder('A', move('A-R', 1, { climbsObstacle: true }), 'NOT_ALLOWED', 'vigilant-peace L13');
    t.rejectOrder('A', move('A-C', 1, { climbsObstacle: true }), 'NOT_ALLOWED', 'vigilant-peace L13');
  });
  it('L34 a manoeuvre after an aimed shot (M4)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5, { aimed: true })).roll(1);
    t.rejectOrder('B', move('B-1', 1), 'AIMED_SHOT_TAKEN', 'vigilant-peace L34');
  });
  it('L13 carrying a gun without touching it (M5)', () => {
    tableAt('B').rejectOrder('B', move('B-1', 1, { carryGunId: 'B-M' }), 'NOT_TOUCHING_GUN', 'vigilant-peace L13');
  });
  it('L13 carrying what is not a gun (M5)', () => {
    tableAt('B').rejectOrder('B', move('B-1', 1, { carryGunId: 'B-2', touchingGun: true }), 'NOT_A_GUN', 'vigilant-peace L13');
  });
  it('L13, §9.3 A-09 carrying an enemy gun (M5)', () => {
    const t = tableAt('A');
    t.rejectOrder('A', move('A-S8', 1, { carryGunId: 'B-M', touchingGun: true }), 'NOT_YOUR_UNIT', 'vigilant-peace L13, §9.3 A-09');
  });
  it('L13 a vehicle carries a gun (M5)', () => {
    tableAt('A').rejectOrder('A', move('A-R', 1, { carryGunId: 'B-M', touchingGun: true }), 'NOT_ALLOWED', 'vigilant-peace L13');
  });
  it('L54 ram: not a vehicle, an infantry target, a target not a vehicle, a second ram (M6)', () => {
    const t = tableAt('A', { extraUnits: [crawler, { ...crawler, id: 'B-V2' }] });
    t.rejectOrder('A', move('A-S8', 1, { ram: { targetId: 'B-V' } }), 'NOT_ALLOWED', 'vigilant-peace L54');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-1' } }), 'BAD_TARGET', 'vigilant-peace L54');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-M' } }), 'BAD_TARGET', 'vigilant-peace L54, §9.3 A-29');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'A-S8' } }), 'BAD_TARGET', 'vigilant-peace L54');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'nobody' } }), 'UNKNOWN_UNIT', 'vigilant-peace L3');
    t.order('A', move('A-R', 1, { ram: { targetId: 'B-V' } })).roll(1, 1);
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-V2' } }), 'ALREADY_USED', 'vigilant-peace L54, §9.3 A-29');
  });
});

describe('vigilant-peace refusals §7.6 H — every shot', () => {
  it('L11 the Shooting action is closed (H1)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5))
      .roll(1)
      .order('B', move('B-1', 1));
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3), 'ALREADY_USED', 'vigilant-peace L11');
  });
  it('L47 a fighter within 1 step of an enemy shoots (H2)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 1, { nearest: 1 }), 'ENGAGED_IN_MELEE', 'vigilant-peace L47');
  });
  it('L47 a fighter fires a gun without the distance to the nearest enemy (H2)', () => {
    tableAt('B').rejectOrder('B', fireGun('B-1', { nearestEnemySteps: undefined }), 'BAD_MEASUREMENT', 'vigilant-peace L47');
  });
  it('L3 an unknown target (H3)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'nobody', 5), 'UNKNOWN_UNIT', 'vigilant-peace L3');
  });
  it('L28, L46 a destroyed target (H3)', () => {
    tableAt('B')
      .setUnit('A-S9', { status: 'destroyed' })
      .rejectOrder('B', shoot('B-1', 'A-S9', 5), 'BAD_TARGET', 'vigilant-peace L28, L46');
  });
  it('L21-L22 the shooter itself or a friendly target, also as a real shot’s intended target (H3)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', shoot('B-1', 'B-1', 5), 'BAD_TARGET', 'vigilant-peace L21-L22');
    t.rejectOrder('B', shoot('B-1', 'B-2', 5), 'BAD_TARGET', 'vigilant-peace L21-L22');
    t.rejectOrder('B', fireGun('B-2', { intendedTargetId: 'B-3' }), 'BAD_TARGET', 'vigilant-peace L21-L22');
  });
  it('L4 a negative distance (H4, engine cross-check)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', -3, { nearest: 3 }), 'BAD_MEASUREMENT', 'vigilant-peace L4');
  });
  it('L47 the nearest enemy farther than the enemy targeted (H4, engine cross-check)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 3, { nearest: 5 }), 'BAD_MEASUREMENT', 'vigilant-peace L47');
  });
});

describe('vigilant-peace refusals §7.6 V — virtual Shoot', () => {
  it('L5 no such weapon (V1)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 5, { weapon: 2 }), 'NO_SUCH_WEAPON', 'vigilant-peace L5');
  });
  it('L18 a real weapon fired virtually (V1), whatever the distances say', () => {
    const t = tableAt('A');
    t.rejectOrder('A', { ...shoot('A-R', 'B-1', 5) }, 'WRONG_WEAPON_MODE', 'vigilant-peace L18');
    t.rejectOrder('A', { ...shoot('A-R', 'B-1', 5, { nearest: 9 }) }, 'WRONG_WEAPON_MODE', 'vigilant-peace L18');
  });
  it('L20 the weapon already fired (V2)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(1);
    t.rejectOrder('B', shoot('B-1', 'A-S9', 5), 'ALREADY_USED', 'vigilant-peace L20');
  });
  it('L20 a personal weapon after the gun (V3)', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2')).order('B', pr('miss'));
    t.rejectOrder('B', shoot('B-2', 'A-S8', 5), 'GUN_EXCLUDES_PERSONAL_WEAPON', 'vigilant-peace L20');
  });
  it('L22 no line of sight (V4)', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 5, { los: false }), 'NO_LINE_OF_SIGHT', 'vigilant-peace L22');
  });
  it('§9.3 A-18 beyond a configured maximum range, none by default (V5)', () => {
    tableAt('B', { rules: { maxShootingRange: 10 } }).rejectOrder(
      'B',
      shoot('B-1', 'A-S8', 12),
      'OUT_OF_RANGE',
      'vigilant-peace §9.3 A-18',
    );
    tableAt('B').order('B', shoot('B-1', 'A-S8', 120));
  });
  it('L33 aimed by a non-infantryman (V6)', () => {
    tableAt('A', { extraUnits: [cyborg] }).rejectOrder('A', shoot('A-C', 'B-1', 5, { aimed: true }), 'NOT_ALLOWED', 'vigilant-peace L33');
  });
  it('L34 aimed after moving (V6); a 0-step manoeuvre is no movement (A-43)', () => {
    const t = tableAt('A');
    t.order('A', move('A-S8', 1));
    t.rejectOrder('A', shoot('A-S8', 'B-1', 5, { aimed: true }), 'MOVED_BEFORE_AIMING', 'vigilant-peace L34');
    const z = tableAt('A');
    z.order('A', move('A-S8', 0)).order('A', shoot('A-S8', 'B-1', 5, { aimed: true }));
  });
});

describe('vigilant-peace refusals §7.6 N — ThrowGrenade', () => {
  it('L20 a second grenade of the side in one player turn (N1)', () => {
    const t = tableAt('B');
    t.order('B', grenade('B-1', 'A-S8', 3)).roll(1);
    t.rejectOrder('B', grenade('B-2', 'A-S8', 3), 'ALREADY_USED', 'vigilant-peace L20');
  });
  it('L20 a non-infantryman throws (N2)', () => {
    tableAt('A', { extraUnits: [cyborg] }).rejectOrder('A', grenade('A-C', 'B-1', 3), 'NOT_ALLOWED', 'vigilant-peace L20');
  });
  it('L30 beyond 3 steps (N3)', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3.01), 'OUT_OF_RANGE', 'vigilant-peace L30');
  });
  it('L22, L30 no line of sight (N4)', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3, [], { los: false }), 'NO_LINE_OF_SIGHT', 'vigilant-peace L22, L30');
  });
  it('L31 the thrower left out of, or put in, the blast (N5)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 2), 'BAD_SPLASH', 'vigilant-peace L31');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 2.5, ['B-1']), 'BAD_SPLASH', 'vigilant-peace L31');
  });
  it('L31 splash lists the target or a unit twice (N6)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['A-S8']), 'BAD_SPLASH', 'vigilant-peace L31');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['A-S9', 'A-S9']), 'BAD_SPLASH', 'vigilant-peace L31');
  });
  it('L28, L46 / L3 splash lists a removed or unknown unit (N6)', () => {
    const t = tableAt('B').setUnit('B-6', { status: 'destroyed' });
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['B-6']), 'BAD_SPLASH', 'vigilant-peace L28, L46');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['nobody']), 'UNKNOWN_UNIT', 'vigilant-peace L3');
  });
  it('L33 an aimed grenade (N7)', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3, [], { aimed: true }), 'NOT_ALLOWED', 'vigilant-peace L33');
  });
});

describe('vigilant-peace refusals §7.6 R — FireReal', () => {
  it('L18 a virtual weapon fired as a real one (R1): the weapon’s kind is named first, not the missing distance', () => {
    const t = tableAt('A');
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-S8', weapon: 1 }, 'WRONG_WEAPON_MODE', 'vigilant-peace L18');
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-S8', weapon: 1, nearestEnemySteps: 5 }, 'WRONG_WEAPON_MODE', 'vigilant-peace L18');
  });
  it('L5 no such weapon (R1)', () => {
    tableAt('A').rejectOrder('A', { type: 'FireReal', unitId: 'A-S8', weapon: 2 }, 'NO_SUCH_WEAPON', 'vigilant-peace L5');
  });
  it('L20 the real weapon already fired (R1)', () => {
    const t = tableAt('A');
    t.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 }).order('A', pr('miss'));
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 }, 'ALREADY_USED', 'vigilant-peace L20');
  });
  it('L20 a gun not touched, or not a gun (R2)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', fireGun('B-1', { touchingGun: false }), 'NOT_TOUCHING_GUN', 'vigilant-peace L20');
    t.rejectOrder('B', fireGun('B-1', { gunId: 'B-2' }), 'NOT_A_GUN', 'vigilant-peace L20');
    t.rejectOrder('B', fireGun('B-1', { gunId: undefined }), 'UNKNOWN_UNIT', 'vigilant-peace L20');
  });
  it('L20, §9.3 A-08 a gun after the personal weapon (R2)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(1);
    t.rejectOrder('B', fireGun('B-1'), 'GUN_EXCLUDES_PERSONAL_WEAPON', 'vigilant-peace L20, §9.3 A-08');
  });
  it('L20, §9.3 A-07 the gun already fired this turn (R2)', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2')).order('B', pr('miss'));
    t.rejectOrder('B', fireGun('B-3'), 'ALREADY_USED', 'vigilant-peace L20, §9.3 A-07');
  });
  it('L20 a vehicle operates a gun; L20, §9.3 A-09 an enemy gun (R2)', () => {
    const t = tableAt('A');
    t.rejectOrder(
      'A',
      { type: 'FireReal', unitId: 'A-R', weapon: 'gun', gunId: 'B-M', touchingGun: true },
      'NOT_ALLOWED',
      'vigilant-peace L20',
    );
    t.rejectOrder('A', fireGun('A-S8'), 'NOT_YOUR_UNIT', 'vigilant-peace L20, §9.3 A-09');
  });
  it('L67 a mine from a gun that is not a mortar, from a vehicle weapon, or with no mines left (R3)', () => {
    const t = tableAt('B', { extraUnits: [fieldGun] });
    t.rejectOrder('B', fireGun('B-1', { gunId: 'B-G', preferMine: true }), 'NOT_A_MORTAR', 'vigilant-peace L67');
    t.setUnit('B-M', { minesLeft: 0 }).rejectOrder('B', fireGun('B-1', { preferMine: true }), 'NO_MINES_LEFT', 'vigilant-peace L67');
    tableAt('A').rejectOrder('A', { type: 'FireReal', unitId: 'A-R', weapon: 1, preferMine: true }, 'NOT_A_MORTAR', 'vigilant-peace L67');
  });
});

describe('vigilant-peace refusals §7.6 C — Melee', () => {
  it('L11 a second melee in one activation (C1)', () => {
    const t = tableAt('B');
    t.order('B', melee('B-1', 'A-S8', 1)).roll(1, 1);
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'ALREADY_USED', 'vigilant-peace L11');
  });
  it('L54, §9.3 A-27 a vehicle attacks in melee (C2)', () => {
    tableAt('A').rejectOrder('A', melee('A-R', 'B-1', 1), 'NOT_ALLOWED', 'vigilant-peace L54, §9.3 A-27');
  });
  it('L47 more than 1 step (C3)', () => {
    tableAt('B').rejectOrder('B', melee('B-1', 'A-S8', 1.5), 'OUT_OF_RANGE', 'vigilant-peace L47');
  });
  it('L4 a negative distance (C3)', () => {
    tableAt('B').rejectOrder('B', melee('B-1', 'A-S8', -1), 'BAD_MEASUREMENT', 'vigilant-peace L4');
  });
  it('L47 a friendly target; L28, L46 a removed one; L3 an unknown one (C4)', () => {
    const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
    t.rejectOrder('B', melee('B-1', 'B-2', 1), 'BAD_TARGET', 'vigilant-peace L47');
    t.rejectOrder('B', melee('B-1', 'A-S9', 1), 'BAD_TARGET', 'vigilant-peace L28, L46');
    t.rejectOrder('B', melee('B-1', 'nobody', 1), 'UNKNOWN_UNIT', 'vigilant-peace L3');
  });
  it('L34 melee after an aimed shot (C5)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5, { aimed: true })).roll(1);
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'AIMED_SHOT_TAKEN', 'vigilant-peace L34');
  });
  it('L32, §9.3 A-15 a wounded attacker when woundedMayMelee is off, who does not counter-attack either (C6)', () => {
    const t = tableAt('B', { rules: { woundedMayMelee: false } }).setUnit('B-1', { status: 'wounded' });
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'WOUNDED_FIGHTER', 'vigilant-peace L32, §9.3 A-15');
    t.setUnit('A-S8', { status: 'wounded' })
      .order('B', melee('B-2', 'A-S8', 1))
      .roll(1);
    expect(vigilantPeace.pending(t.s).kind).toBe('order');
  });
});

describe('vigilant-peace refusals §7.6 E — EndActivation / EndTurn', () => {
  it('L9 EndActivation for a unit that is not acting (E1)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', { type: 'EndActivation', unitId: 'B-1' }, 'NOT_ACTIVE_UNIT', 'vigilant-peace L9');
    t.order('B', move('B-1', 1));
    t.rejectOrder('B', { type: 'EndActivation', unitId: 'B-2' }, 'NOT_ACTIVE_UNIT', 'vigilant-peace L9');
  });
  it('EndTurn by the inactive side, or while a resolution is pending (E2 = G3, G2)', () => {
    const t = tableAt('B');
    t.rejectOrder('A', { type: 'EndTurn' }, 'NOT_YOUR_TURN', 'vigilant-peace L8-L9');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', { type: 'EndTurn' }, 'NOT_PENDING', 'vigilant-peace L24, L39');
  });
});

describe('vigilant-peace refusals §7.6 D — results', () => {
  it('dice: a die face that a D6 does not have, or two dice (D1, the kernel’s roll check)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.reject(
      { type: 'DiceRolled', data: { side: 'B', purpose: 'attack', dice: [{ sides: 6, value: 7 }], source: 'reported' } },
      'BAD_DIE_FACE',
      'dice',
    );
    t.reject(
      {
        type: 'DiceRolled',
        data: {
          side: 'B',
          purpose: 'attack',
          dice: [
            { sides: 6, value: 2 },
            { sides: 6, value: 2 },
          ],
          source: 'reported',
        },
      },
      'WRONG_DICE_COUNT',
      'dice',
    );
  });
  it('dice: a roll when none is expected (D2)', () => {
    tableAt('B').reject(rollEvent('B', 3), 'ROLL_NOT_PENDING', 'dice');
  });
  it('L41 a ProjectileResult when no projectile was fired (D2)', () => {
    const t = tableAt('B');
    t.rejectOrder('B', pr('miss'), 'NOT_PENDING', 'vigilant-peace L41');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', pr('miss'), 'NOT_PENDING', 'vigilant-peace L41');
  });
  it('dice: a roll for the wrong purpose or the wrong side (D3, the kernel’s roll check)', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.reject(rollEvent('B', 3, 'healing'), 'WRONG_ROLL', 'dice');
    t.reject(rollEvent('A', 3), 'NOT_YOUR_TURN', 'dice');
  });
  it('L41 a hit without a unit, a miss naming one, a unit twice (D4)', () => {
    const t = tableAt('B', { rules: { maxUnitsHitPerProjectile: 2 } });
    t.order('B', fireGun('B-2'));
    t.rejectOrder('B', pr('hit'), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L41');
    t.rejectOrder('B', pr('miss', { hitUnitId: 'A-S8' }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L41');
    t.rejectOrder('B', pr('hit', { hits: [{ unitId: 'A-R' }, { unitId: 'A-R' }] }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L41');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-R', hits: [{ unitId: 'A-R' }] }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L41');
  });
  it('L3 an unknown unit hit; L28, L46 a removed one (D4)', () => {
    const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
    t.order('B', fireGun('B-2'));
    t.rejectOrder('B', pr('hit', { hitUnitId: 'nobody', reaction: 'fell' }), 'UNKNOWN_UNIT', 'vigilant-peace L3');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S9', reaction: 'fell' }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L28, L46');
  });
  it('L42-L44 a fighter hit without his reaction; L45 a fighter "toppled" (D4)', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2'));
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S8' }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L42-L44');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S8', reaction: 'fell', toppled: true }), 'BAD_PROJECTILE_REPORT', 'vigilant-peace L45');
  });
  it('§9.3 A-30 more units hit than one projectile may hit (D4)', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2'));
    t.rejectOrder(
      'B',
      pr('hit', { hits: [{ unitId: 'A-S8', reaction: 'fell' }, { unitId: 'A-R' }] }),
      'BAD_PROJECTILE_REPORT',
      'vigilant-peace §9.3 A-30',
    );
  });
  it('L8-L9 the result reported by the side that did not fire; a friendly unit may be hit (A-30)', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2'));
    t.rejectOrder('A', pr('miss'), 'NOT_YOUR_TURN', 'vigilant-peace L8-L9');
    t.order('B', pr('hit', { hitUnitId: 'B-1', reaction: 'leaned' }));
    expect(t.unit('B-1').status).toBe('wounded');
  });
});
