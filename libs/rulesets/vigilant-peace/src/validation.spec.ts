/**
 * Every "illegal if…" item of the digest's §7.6: the RuleViolation (rule reference and code),
 * checked through the kernel and against the ruleset directly, with the state unchanged.
 */
import { isViolation, startMatch } from '@app/rules';
import { vigilantPeace } from './ruleset';
import { sampleMatchCreated } from './samples';
import type { UnitData } from './schema';
import { crawler, fireGun, grenade, melee, move, orderEvent, pr, registry, rollEvent, setupWith, shoot, Table, tableAt } from './testing';

const cyborg: UnitData = { id: 'A-C', side: 'A', kind: 'cyborg', armour: 6, melee: 3, weapons: [{ slot: 1, power: 3 }] };
const fieldGun: UnitData = { id: 'B-G', side: 'B', kind: 'gun', armour: 5, durability: 2 };

function setupFails(units: UnitData[] | unknown[], code: string, rule: string, kernelCode = code) {
  const doc = { ...setupWith(), units };
  const v = vigilantPeace.setup(doc, sampleMatchCreated().players);
  expect(isViolation(v) && [v.code, v.rule]).toEqual([code, rule]);
  const k = startMatch(registry, { ...sampleMatchCreated(), setup: doc });
  expect(isViolation(k) && k.code).toBe(kernelCode);
}

const base = () => setupWith().units;

describe('vigilant-peace §7.6 S — setup', () => {
  it('S1 setup events after SetupCompleted: not applicable (one setup document); a non-object setup is refused', () => {
    const v = vigilantPeace.setup({ units: 'none' }, []);
    expect(isViolation(v) && v.code).toBe('INVALID_SETUP');
  });
  it('S2 duplicate unit id', () => setupFails([...base(), { ...base()[1] }], 'S2', 'vigilant-peace L3'));
  it('S3 unknown kind or side', () => {
    setupFails([...base(), { id: 'X', side: 'A', kind: 'dragon', armour: 5 }], 'S3', 'vigilant-peace L3', 'INVALID_SETUP');
    setupFails([...base(), { id: 'X', side: 'C', kind: 'infantry', armour: 5 }], 'S3', 'vigilant-peace L3', 'INVALID_SETUP');
  });
  it('S4 armour missing or not an integer', () => {
    setupFails([...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 7.5 }], 'S4', 'vigilant-peace L7');
    setupFails([...base(), { id: 'X', side: 'A', kind: 'infantry' }], 'S4', 'vigilant-peace L7', 'INVALID_SETUP');
  });
  it('S5 vehicle or gun without a positive integer durability', () => {
    setupFails([...base(), { id: 'X', side: 'A', kind: 'vehicle', armour: 7 }], 'S5', 'vigilant-peace L46');
    setupFails([...base(), { id: 'X', side: 'B', kind: 'gun', armour: 7, durability: 0 }], 'S5', 'vigilant-peace L46');
  });
  it('S6 weapon slot not 1/2, duplicated, or a virtual weapon without power', () => {
    setupFails(
      [...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 5, weapons: [{ slot: 3, power: 2 }] }],
      'S6',
      'vigilant-peace L5',
    );
    setupFails(
      [
        ...base(),
        {
          id: 'X',
          side: 'A',
          kind: 'infantry',
          armour: 5,
          weapons: [
            { slot: 1, power: 2 },
            { slot: 1, power: 3 },
          ],
        },
      ],
      'S6',
      'vigilant-peace L5',
    );
    setupFails([...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 5, weapons: [{ slot: 1 }] }], 'S6', 'vigilant-peace L5');
  });
  it('S7 mines on a unit that is not a gun', () => {
    setupFails([...base(), { id: 'X', side: 'A', kind: 'infantry', armour: 5, mines: 3 }], 'S7', 'vigilant-peace L67');
  });
  it('S8 a side without infantry', () => {
    setupFails(
      base().filter((u) => u.side === 'B' || u.kind !== 'infantry'),
      'S8',
      'vigilant-peace L65',
    );
  });
  it('S9 (warning only) fortifications outside 1–3', () => {
    const t = new Table(setupWith({ fortifications: 0 }));
    expect(t.s.warnings).toEqual([expect.stringMatching(/^S9/)]);
  });
});

describe('vigilant-peace §7.6 F — first player (L8)', () => {
  it('F1 an order before the first player is determined', () => {
    new Table(setupWith()).rejectOrder('A', { type: 'EndTurn' }, 'F1', 'vigilant-peace L8');
  });
  it('F2 a first-player roll for the wrong side (A rolls first, then B)', () => {
    const t = new Table(setupWith());
    t.reject(rollEvent('B', 3), 'OUT_OF_TURN', 'dice');
    t.roll(3);
    t.reject(rollEvent('A', 3), 'OUT_OF_TURN', 'dice');
  });
});

describe('vigilant-peace §7.6 G — every order', () => {
  it('G1 the game has ended', () => {
    const t = tableAt('A');
    t.push({ type: 'MatchConceded', data: { side: 'B' } });
    expect(vigilantPeace.outcome(t.s)).toMatchObject({ finished: true, winner: 'A', reason: 'concede' });
    t.rejectOrder('A', { type: 'EndTurn' }, 'MATCH_ENDED', 'match');
    for (const e of [orderEvent('A', { type: 'EndTurn' }), rollEvent('A', 3), { type: 'MatchConceded' as const, data: { side: 'A' } }]) {
      const v = vigilantPeace.decide(t.s, e, { kind: 'player', side: 'A' });
      expect(isViolation(v) && [v.code, v.rule]).toEqual(['G1', 'vigilant-peace L65']);
    }
  });
  it('G2 a resolution is pending', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', move('B-2', 1), 'G2', /^vigilant-peace L19/);
    t.rejectOrder('B', { type: 'EndTurn' }, 'G2');
  });
  it('G3 the side is not the active player', () => {
    tableAt('B').rejectOrder('A', { type: 'EndTurn' }, 'G3', 'vigilant-peace L8-L9');
  });
  it('G4 unknown, destroyed or enemy unit', () => {
    const t = tableAt('B').setUnit('B-6', { status: 'destroyed' });
    t.rejectOrder('B', move('nobody', 1), 'G4', 'vigilant-peace L9');
    t.rejectOrder('B', move('B-6', 1), 'G4', 'vigilant-peace L28, L46');
    t.rejectOrder('B', move('A-S8', 1), 'G4', 'vigilant-peace L9');
  });
  it('G5 the unit already finished its activation this turn', () => {
    const t = tableAt('B');
    t.order('B', move('B-1', 1)).order('B', { type: 'EndActivation', unitId: 'B-1' });
    t.rejectOrder('B', move('B-1', 1), 'G5', 'vigilant-peace L9');
    t.rejectOrder('B', { type: 'ActivateUnit', unitId: 'B-1' }, 'G5');
  });
  it('G6 a gun is ordered directly', () => {
    tableAt('B').rejectOrder('B', { type: 'ActivateUnit', unitId: 'B-M' }, 'G6', 'vigilant-peace L20');
  });
  it('G7 a fourth action', () => {
    const t = tableAt('B');
    t.order('B', move('B-1', 1)).order('B', move('B-1', 1)).order('B', move('B-1', 1));
    t.rejectOrder('B', move('B-1', 1), 'G7', 'vigilant-peace L10-L11');
  });
  it('G8 (implicitActivationEnd: false) another unit while one is acting', () => {
    const t = tableAt('B', { rules: { implicitActivationEnd: false } });
    t.order('B', move('B-1', 1));
    t.rejectOrder('B', move('B-2', 1), 'G8', 'vigilant-peace L9');
    t.order('B', { type: 'EndActivation' }).order('B', move('B-2', 1));
  });
});

describe('vigilant-peace §7.6 M — Manoeuvre', () => {
  it('M1 negative steps or more than the Manoeuvre', () => {
    const t = tableAt('B');
    t.rejectOrder('B', move('B-1', -1), 'M1', 'vigilant-peace L13');
    t.rejectOrder('B', move('B-1', 4.01), 'M1');
  });
  it('M2 a wounded fighter moves', () => {
    tableAt('B').setUnit('B-1', { status: 'wounded' }).rejectOrder('B', move('B-1', 1), 'M2', 'vigilant-peace L32');
  });
  it('M3 a vehicle or cyborg climbs', () => {
    const t = tableAt('A', { extraUnits: [cyborg] });
    t.rejectOrder('A', move('A-R', 1, { climbsObstacle: true }), 'M3', 'vigilant-peace L13');
    t.rejectOrder('A', move('A-C', 1, { climbsObstacle: true }), 'M3', 'vigilant-peace L13');
  });
  it('M4 a manoeuvre after an aimed shot', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5, { aimed: true })).roll(1);
    t.rejectOrder('B', move('B-1', 1), 'M4', 'vigilant-peace L34');
  });
  it('M5 carrying a gun: not infantry, not a friendly gun, not touching', () => {
    const t = tableAt('B');
    t.rejectOrder('B', move('B-1', 1, { carryGunId: 'B-M' }), 'M5', 'vigilant-peace L13');
    t.rejectOrder('B', move('B-1', 1, { carryGunId: 'B-2', touchingGun: true }), 'M5');
    t.order('B', { type: 'EndTurn' });
    t.rejectOrder('A', move('A-S8', 1, { carryGunId: 'B-M', touchingGun: true }), 'M5');
    t.rejectOrder('A', move('A-R', 1, { carryGunId: 'B-M', touchingGun: true }), 'M5');
  });
  it('M6 ram: not a vehicle, target not an enemy vehicle, or a second ram', () => {
    const t = tableAt('A', { extraUnits: [crawler, { ...crawler, id: 'B-V2' }] });
    t.rejectOrder('A', move('A-S8', 1, { ram: { targetId: 'B-V' } }), 'M6', 'vigilant-peace L54');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-1' } }), 'M6');
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-M' } }), 'M6');
    t.order('A', move('A-R', 1, { ram: { targetId: 'B-V' } })).roll(1, 1);
    t.rejectOrder('A', move('A-R', 1, { ram: { targetId: 'B-V2' } }), 'M6');
  });
});

describe('vigilant-peace §7.6 H — every shot', () => {
  it('H1 the Shooting action is closed', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5))
      .roll(1)
      .order('B', move('B-1', 1));
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3), 'H1', 'vigilant-peace L11');
  });
  it('H2 a fighter within 1 step of an enemy shoots', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 1, { nearest: 1 }), 'H2', 'vigilant-peace L47');
  });
  it('H3 the target is unknown, destroyed, the shooter or friendly', () => {
    const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
    t.rejectOrder('B', shoot('B-1', 'nobody', 5), 'H3', 'vigilant-peace L22');
    t.rejectOrder('B', shoot('B-1', 'A-S9', 5), 'H3');
    t.rejectOrder('B', shoot('B-1', 'B-1', 5), 'H3');
    t.rejectOrder('B', shoot('B-1', 'B-2', 5), 'H3');
    t.rejectOrder('B', fireGun('B-2', { intendedTargetId: 'B-3' }), 'H3');
  });
  it('H4 (cross-check) the nearest enemy is farther than the enemy targeted', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 3, { nearest: 5 }), 'H4', 'vigilant-peace L47');
  });
});

describe('vigilant-peace §7.6 V — virtual Shoot', () => {
  it('V1 no such weapon, or a real weapon', () => {
    const t = tableAt('B');
    t.rejectOrder('B', shoot('B-1', 'A-S8', 5, { weapon: 2 }), 'V1', 'vigilant-peace L5');
    t.order('B', { type: 'EndTurn' });
    t.rejectOrder('A', { ...shoot('A-R', 'B-1', 5) }, 'V1', 'vigilant-peace L18');
  });
  it('V2 the weapon already fired', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(1);
    t.rejectOrder('B', shoot('B-1', 'A-S9', 5), 'V2', 'vigilant-peace L20');
  });
  it('V3 a personal weapon after the gun', () => {
    const t = tableAt('B');
    t.order('B', fireGun('B-2')).order('B', pr('miss'));
    t.rejectOrder('B', shoot('B-2', 'A-S8', 5), 'V3', 'vigilant-peace L20');
  });
  it('V4 no line of sight', () => {
    tableAt('B').rejectOrder('B', shoot('B-1', 'A-S8', 5, { los: false }), 'V4', 'vigilant-peace L22');
  });
  it('V5 beyond a configured maximum range (none by default)', () => {
    tableAt('B', { rules: { maxShootingRange: 10 } }).rejectOrder('B', shoot('B-1', 'A-S8', 12), 'V5', 'vigilant-peace §9.3 A-18');
    tableAt('B').order('B', shoot('B-1', 'A-S8', 120));
  });
  it('V6 aimed by a non-infantryman, or after moving', () => {
    const t = tableAt('A', { extraUnits: [cyborg] });
    t.rejectOrder('A', shoot('A-C', 'B-1', 5, { aimed: true }), 'V6', 'vigilant-peace L33');
    t.order('A', move('A-S8', 1));
    t.rejectOrder('A', shoot('A-S8', 'B-1', 5, { aimed: true }), 'V6', 'vigilant-peace L34');
    const z = tableAt('A');
    z.order('A', move('A-S8', 0)).order('A', shoot('A-S8', 'B-1', 5, { aimed: true })); // 0 steps is no movement
  });
});

describe('vigilant-peace §7.6 N — ThrowGrenade', () => {
  it('N1 a second grenade of the side in one player turn', () => {
    const t = tableAt('B');
    t.order('B', grenade('B-1', 'A-S8', 3)).roll(1);
    t.rejectOrder('B', grenade('B-2', 'A-S8', 3), 'N1', 'vigilant-peace L20');
  });
  it('N2 a non-infantryman throws', () => {
    tableAt('A', { extraUnits: [cyborg] }).rejectOrder('A', grenade('A-C', 'B-1', 3), 'N2', 'vigilant-peace L20');
  });
  it('N3 beyond 3 steps', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3.01), 'N3', 'vigilant-peace L30');
  });
  it('N4 no line of sight', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3, [], { los: false }), 'N4', 'vigilant-peace L22, L30');
  });
  it('N5 the thrower inconsistently in / out of the blast', () => {
    const t = tableAt('B');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 2), 'N5', 'vigilant-peace L31');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 2.5, ['B-1']), 'N5');
  });
  it('N6 splash lists the target, a duplicate, or a unit not on the field', () => {
    const t = tableAt('B').setUnit('B-6', { status: 'destroyed' });
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['A-S8']), 'N6', 'vigilant-peace L31');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['A-S9', 'A-S9']), 'N6');
    t.rejectOrder('B', grenade('B-1', 'A-S8', 3, ['B-6']), 'N6');
  });
  it('N7 an aimed grenade', () => {
    tableAt('B').rejectOrder('B', grenade('B-1', 'A-S8', 3, [], { aimed: true }), 'N7', 'vigilant-peace L33');
  });
});

describe('vigilant-peace §7.6 R — FireReal', () => {
  it('R1 no such real weapon, a virtual one, or already fired', () => {
    const t = tableAt('A');
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-S8', weapon: 1, nearestEnemySteps: 5 }, 'R1', 'vigilant-peace L18');
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-S8', weapon: 2, nearestEnemySteps: 5 }, 'R1', 'vigilant-peace L20');
    t.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 }).order('A', pr('miss'));
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 }, 'R1', 'vigilant-peace L20');
  });
  it('R2 gun: operator not infantry, not a friendly gun, not touching, fired already, or after a personal weapon', () => {
    const t = tableAt('B');
    t.rejectOrder('B', fireGun('B-1', { touchingGun: false }), 'R2', 'vigilant-peace L20');
    t.rejectOrder('B', fireGun('B-1', { gunId: 'B-2' }), 'R2');
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(1);
    t.rejectOrder('B', fireGun('B-1'), 'R2');
    t.order('B', fireGun('B-2')).order('B', pr('miss'));
    t.rejectOrder('B', fireGun('B-3'), 'R2');
    t.order('B', { type: 'EndTurn' });
    t.rejectOrder('A', { type: 'FireReal', unitId: 'A-R', weapon: 'gun', gunId: 'B-M', touchingGun: true }, 'R2');
    t.rejectOrder('A', fireGun('A-S8'), 'R2');
  });
  it('R3 a mine from a gun that is not a mortar, or with no mines left', () => {
    const t = tableAt('B', { extraUnits: [fieldGun] });
    t.rejectOrder('B', fireGun('B-1', { gunId: 'B-G', preferMine: true }), 'R3', 'vigilant-peace L67');
    t.setUnit('B-M', { minesLeft: 0 }).rejectOrder('B', fireGun('B-1', { preferMine: true }), 'R3', 'vigilant-peace L67');
  });
});

describe('vigilant-peace §7.6 C — Melee', () => {
  it('C1 a second melee in one activation', () => {
    const t = tableAt('B');
    t.order('B', melee('B-1', 'A-S8', 1)).roll(1, 1);
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'C1', 'vigilant-peace L11');
  });
  it('C2 a vehicle attacks in melee', () => {
    tableAt('A').rejectOrder('A', melee('A-R', 'B-1', 1), 'C2', 'vigilant-peace L54');
  });
  it('C3 more than 1 step', () => {
    tableAt('B').rejectOrder('B', melee('B-1', 'A-S8', 1.5), 'C3', 'vigilant-peace L47');
  });
  it('C4 the target is unknown, destroyed or friendly', () => {
    const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
    t.rejectOrder('B', melee('B-1', 'B-2', 1), 'C4', 'vigilant-peace L47');
    t.rejectOrder('B', melee('B-1', 'A-S9', 1), 'C4');
    t.rejectOrder('B', melee('B-1', 'nobody', 1), 'C4');
  });
  it('C5 melee after an aimed shot', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5, { aimed: true })).roll(1);
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'C5', 'vigilant-peace L34');
  });
  it('C6 a wounded attacker when woundedMayMelee is off (and he does not counter-attack)', () => {
    const t = tableAt('B', { rules: { woundedMayMelee: false } }).setUnit('B-1', { status: 'wounded' });
    t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'C6', 'vigilant-peace L32');
    t.setUnit('A-S8', { status: 'wounded' })
      .order('B', melee('B-2', 'A-S8', 1))
      .roll(1);
    expect(vigilantPeace.pending(t.s).kind).toBe('order');
  });
});

describe('vigilant-peace §7.6 E — EndActivation / EndTurn', () => {
  it('E1 EndActivation for a unit that is not acting', () => {
    const t = tableAt('B');
    t.rejectOrder('B', { type: 'EndActivation', unitId: 'B-1' }, 'E1', 'vigilant-peace L9');
    t.order('B', move('B-1', 1));
    t.rejectOrder('B', { type: 'EndActivation', unitId: 'B-2' }, 'E1');
  });
  it('E2 EndTurn while a resolution is pending (G2) or by the inactive side (G3)', () => {
    const t = tableAt('B');
    t.rejectOrder('A', { type: 'EndTurn' }, 'G3');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', { type: 'EndTurn' }, 'G2');
  });
});

describe('vigilant-peace §7.6 D — results', () => {
  it('D1 a die face that a D6 does not have', () => {
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
  it('D2 a roll when none is expected; a ProjectileResult when none is expected', () => {
    const t = tableAt('B');
    t.reject(rollEvent('B', 3), 'ROLL_NOT_PENDING', 'dice');
    t.rejectOrder('B', pr('miss'), 'D2', 'vigilant-peace L41');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.rejectOrder('B', pr('miss'), 'D2');
  });
  it('D3 a roll for the wrong purpose or the wrong side', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.reject(rollEvent('B', 3, 'healing'), 'WRONG_ROLL', 'dice');
    t.reject(rollEvent('A', 3), 'OUT_OF_TURN', 'dice');
  });
  it('D4 ProjectileResult: hit without a unit, unknown unit, reaction missing, toppled on a fighter, extra data on a miss', () => {
    const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
    t.order('B', fireGun('B-2'));
    t.rejectOrder('B', pr('hit'), 'D4', 'vigilant-peace L41');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'nobody', reaction: 'fell' }), 'D4');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S9', reaction: 'fell' }), 'D4');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S8' }), 'D4', 'vigilant-peace L41-L44');
    t.rejectOrder('B', pr('hit', { hitUnitId: 'A-S8', reaction: 'fell', toppled: true }), 'D4', 'vigilant-peace L45');
    t.rejectOrder('B', pr('miss', { hitUnitId: 'A-S8' }), 'D4');
    t.rejectOrder('B', pr('hit', { hits: [{ unitId: 'A-S8', reaction: 'fell' }, { unitId: 'A-R' }] }), 'D4', 'vigilant-peace §9.3 A-30');
    t.rejectOrder('A', pr('miss'), 'G3');
    t.order('B', pr('hit', { hitUnitId: 'B-1', reaction: 'leaned' })); // friendly units can be hit
    expect(t.unit('B-1').status).toBe('wounded');
  });
});
