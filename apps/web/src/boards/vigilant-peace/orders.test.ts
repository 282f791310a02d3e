import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import type { OrderDocument } from '../types';
import activation from './fixtures/activation.json';
import melee from './fixtures/melee.json';
import { describeOrder } from './orders';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

const say = (order: OrderDocument, state: unknown = melee) => describeOrder(order, state, en.t);
const powiedz = (order: OrderDocument, state: unknown = melee) => describeOrder(order, state, pl.t);

/** Every order type of docs/rulesets/vigilant-peace-orders.md, as the reference's examples give them. */
const EXAMPLES: Record<string, OrderDocument> = {
  ActivateUnit: { type: 'ActivateUnit', unitId: 'A-S8' },
  Manoeuvre: { type: 'Manoeuvre', unitId: 'B-2', steps: 4, carryGunId: 'B-M', touchingGun: true },
  Shoot: {
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
  ThrowGrenade: {
    type: 'ThrowGrenade',
    unitId: 'B-1',
    targetId: 'A-S8',
    distanceSteps: 3,
    lineOfSight: true,
    targetCover: false,
    nearestEnemySteps: 3,
    splash: [{ unitId: 'A-S9', cover: true }],
  },
  FireReal: {
    type: 'FireReal',
    unitId: 'B-2',
    weapon: 'gun',
    gunId: 'B-M',
    touchingGun: true,
    intendedTargetId: 'A-R',
    nearestEnemySteps: 6,
    preferMine: true,
  },
  Melee: { type: 'Melee', unitId: 'B-1', targetId: 'A-S8', distanceSteps: 1 },
  EndActivation: { type: 'EndActivation', unitId: 'B-1' },
  EndTurn: { type: 'EndTurn' },
  ProjectileResult: { type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-S8', reaction: 'leaned' },
};

describe('describeOrder', () => {
  it('says every order type of the reference in words, none as the neutral board’s field list', () => {
    expect(Object.fromEntries(Object.entries(EXAMPLES).map(([type, order]) => [type, say(order)]))).toEqual({
      ActivateUnit: 'Activate A-S8',
      Manoeuvre: 'B-2 manoeuvres 4 steps, carrying B-M',
      Shoot: 'B-1 shoots A-S8 with weapon 1 at 2 steps, aimed',
      ThrowGrenade: 'B-1 throws a grenade at A-S8 from 3 steps, the blast reaches A-S9 in cover',
      FireReal: 'B-2 fires the gun B-M at A-R, asking for a mine',
      Melee: 'B-1 attacks A-S8 in melee at 1 step',
      EndActivation: 'B-1 ends its actions',
      EndTurn: 'End the turn',
      ProjectileResult: 'The projectile hit A-S8, which leaned on an obstacle',
    });
    for (const order of Object.values(EXAMPLES)) expect(powiedz(order)).not.toBe(say(order));
  });

  it('says a shot with the table’s facts: the distance, cover, a target out of sight', () => {
    const shot = {
      type: 'Shoot',
      unitId: 'A-R',
      weapon: 1,
      targetId: 'B-1',
      distanceSteps: 6,
      lineOfSight: true,
      targetCover: true,
      nearestEnemySteps: 6,
    };
    expect(say(shot)).toBe('A-R shoots B-1 with weapon 1 at 6 steps, in cover');
    expect(say({ ...shot, lineOfSight: false, targetCover: false, distanceSteps: 1 })).toBe(
      'A-R shoots B-1 with weapon 1 at 1 step, out of sight',
    );
    expect(say({ ...shot, aimed: true })).toBe('A-R shoots B-1 with weapon 1 at 6 steps, aimed, in cover');
  });

  it('names a weapon by the name its card gives it', () => {
    const named = {
      ...melee,
      units: melee.units.map((u) =>
        u.id === 'A-R' ? { ...u, weapons: u.weapons.map((w) => (w.slot === 1 ? { ...w, name: 'Plasma cannon' } : w)) } : u,
      ),
    };
    expect(describeOrder({ type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: 'B-2' }, named, en.t)).toBe(
      'A-R fires Plasma cannon (weapon 1) at B-2',
    );
    expect(say({ type: 'FireReal', unitId: 'A-R', weapon: 2 })).toBe('A-R fires weapon 2');
  });

  it('says each rider of a manoeuvre: a climb, a gun carried (touched or not), a ram', () => {
    expect(say({ type: 'Manoeuvre', unitId: 'A-S8', steps: 4 })).toBe('A-S8 manoeuvres 4 steps');
    expect(say({ type: 'Manoeuvre', unitId: 'A-S8', steps: 1.5, climbsObstacle: true })).toBe(
      'A-S8 manoeuvres 1.5 steps, climbing an obstacle',
    );
    expect(say({ type: 'Manoeuvre', unitId: 'B-2', steps: 1, carryGunId: 'B-M', touchingGun: false })).toBe(
      'B-2 manoeuvres 1 step, carrying B-M without touching it',
    );
    expect(say({ type: 'Manoeuvre', unitId: 'A-R', steps: 3, ram: { targetId: 'B-V' } })).toBe('A-R manoeuvres 3 steps, ramming B-V');
  });

  it('says who stands in a grenade’s blast, or that nobody else does', () => {
    const grenade = EXAMPLES.ThrowGrenade;
    expect(say({ ...grenade, splash: [{ unitId: 'A-S9' }, { unitId: 'B-1', cover: true }], targetCover: true })).toBe(
      'B-1 throws a grenade at A-S8 from 3 steps, in cover, the blast reaches A-S9 and B-1 in cover',
    );
    expect(say({ ...grenade, splash: [] })).toBe('B-1 throws a grenade at A-S8 from 3 steps, nobody else in the blast');
  });

  it('says a real shot of the unit’s own weapon or of a gun it touches', () => {
    expect(say({ type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: 'B-2' })).toBe('A-R fires weapon 1 at B-2');
    expect(say({ type: 'FireReal', unitId: 'B-2', weapon: 'gun', gunId: 'B-M', touchingGun: false })).toBe(
      'B-2 fires the gun B-M, without touching it',
    );
  });

  it('ends the activation of the unit named, or of the one acting in the state it was given in', () => {
    expect(describeOrder({ type: 'EndActivation' }, activation, en.t)).toBe('B-6 ends its actions');
    expect(describeOrder({ type: 'EndActivation' }, {}, en.t)).toBe('End the acting unit’s actions');
  });

  it('says what a real projectile did: a miss, a ricochet, a hit with each unit’s reaction', () => {
    expect(say({ type: 'ProjectileResult', result: 'miss' })).toBe('The projectile missed');
    expect(say({ type: 'ProjectileResult', result: 'ricochet' })).toBe('The projectile ricocheted: no hit');
    expect(say({ type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-R', toppled: true })).toBe('The projectile hit A-R, which toppled');
    expect(say({ type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-R', toppled: false })).toBe('The projectile hit A-R');
    expect(
      say({
        type: 'ProjectileResult',
        result: 'hit',
        hits: [
          { unitId: 'A-S8', reaction: 'fell' },
          { unitId: 'A-R', reaction: 'stood', toppled: true },
        ],
      }),
    ).toBe('The projectile hit A-S8, which fell and A-R, which stood and toppled');
    expect(say({ type: 'ProjectileResult', result: 'hit' })).toBe('The projectile hit, no unit named');
  });

  it('speaks Polish, with its plural forms and decimal commas', () => {
    expect(powiedz({ type: 'Manoeuvre', unitId: 'A-S8', steps: 1 })).toBe('A-S8 manewruje o 1 krok');
    expect(powiedz({ type: 'Manoeuvre', unitId: 'A-S8', steps: 3 })).toBe('A-S8 manewruje o 3 kroki');
    expect(powiedz({ type: 'Manoeuvre', unitId: 'A-S8', steps: 5 })).toBe('A-S8 manewruje o 5 kroków');
    expect(powiedz({ type: 'Manoeuvre', unitId: 'A-S8', steps: 1.5 })).toBe('A-S8 manewruje o 1,5 kroku');
    expect(
      powiedz({ type: 'Shoot', unitId: 'A-R', weapon: 1, targetId: 'B-1', distanceSteps: 6, lineOfSight: true, targetCover: true }),
    ).toBe('A-R strzela do B-1 z broni 1 z odległości 6 kroków, cel w osłonie');
    expect(powiedz({ type: 'EndTurn' })).toBe('Zakończ turę');
    expect(powiedz(EXAMPLES.ThrowGrenade)).toBe('B-1 rzuca granat w A-S8 z odległości 3 kroków, wybuch obejmuje A-S9 w osłonie');
  });

  it('never breaks on a malformed order or state, and says an unknown order as it is', () => {
    expect(describeOrder({ type: 'Shoot' }, null, en.t)).toBe('? shoots ? with weapon ? at 0 steps');
    expect(describeOrder({ type: 'ThrowGrenade', unitId: 'A-S8', splash: 'none' }, 42, en.t)).toBe(
      'A-S8 throws a grenade at ? from 0 steps, nobody else in the blast',
    );
    expect(describeOrder({ type: 'Surrender', side: 'A' }, melee, en.t)).toBe('Surrender: side A');
  });
});
