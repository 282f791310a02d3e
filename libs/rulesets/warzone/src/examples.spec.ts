import { pendingOf } from './ruleset';
import { activate, game, order, refusedOrder, refusedRoll, roll } from './testing';
import { fallDamage } from './damage';

const path = (inches: number, terrain = 'normal') => [{ inches, terrain }];

describe('warzone worked examples (digest §8.1)', () => {
  it('P1 L7 No Time to Die: one wound per enemy action, the next action may wound again', () => {
    const hmg = { id: 'hmg', name: 'Nazgaroth', cc: null, melee: false, dmg: 13, range: 36, closeRange: 12, mediumRange: 24, shots: 3 };
    let s = game({ razide: { rs: 12, weapons: [hmg] } }, { mitch: { wounds: 3, armour: 21, skills: { noTimeToDie: 1 } } });
    s = activate(s, 'A', 'razide');
    s = order(s, 'A', { type: 'shoot', model: 'razide', weapon: 'hmg', target: 'mitch', distance: 20, nearest: ['mitch'] });
    s = roll(s, 4, 6, 9); // three hits
    s = roll(s, 15); // 15 > 21 − 13: a wound
    expect(s.models.mitch.wounds).toBe(2);
    expect(pendingOf(s).kind).toBe('order'); // no more armour tests for this action
    expect(refusedRoll(s, 12).code).toBe('ROLL_NOT_PENDING');
    s = order(s, 'A', { type: 'shoot', model: 'razide', weapon: 'hmg', target: 'mitch', distance: 20, nearest: ['mitch'] });
    s = roll(s, 4, 19, 19);
    s = roll(s, 12);
    expect(s.models.mitch.wounds).toBe(1);
  });

  it('P2 L19 move distance: Hussar MV 3, Commando MV 4; MP halves; difficult terrain doubles', () => {
    let s = game({ hussar: { mv: 3 }, commando: { mv: 4 } }, { foe: {} });
    s = activate(s, 'A', 'hussar');
    expect(refusedOrder(s, 'A', { type: 'move', model: 'hussar', path: path(3.5) }).code).toBe('TOO_FAR');
    expect(refusedOrder(s, 'A', { type: 'move', model: 'hussar', path: path(2, 'difficult') }).code).toBe('TOO_FAR');
    s = order(s, 'A', { type: 'move', model: 'hussar', path: path(3) });
    expect(s.models.hussar.actionsLeft).toBe(1);
    s = order(s, 'A', { type: 'posture', model: 'hussar', to: 'mp' });
    s = order(s, 'B', { type: 'activate', unit: 'u-foe' });
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'commando');
    s = order(s, 'A', { type: 'move', model: 'commando', path: path(4) });
    expect(s.models.commando.actionsLeft).toBe(1);
  });

  it('P2 L206 falling damage: Size 2 from 5" is (5+5)×2 = 20; 3" is 8; 2" nothing', () => {
    expect(fallDamage(5, 2)).toBe(20);
    expect(fallDamage(3, 2)).toBe(8);
    expect(fallDamage(2, 2)).toBe(0);
    expect(fallDamage(4, 2)).toBe(18); // exactly 2 × Size: ×2 (digest A7)
  });

  it('P3 L342 multiple attackers: Sizes may not exceed 4 × the target Size', () => {
    let s = game({ a1: {}, a2: {}, a3: {}, a4: {}, a5: {} }, { t: { size: 2, wounds: 10, armour: 40 } });
    for (const [i, id] of ['a1', 'a2', 'a3', 'a4', 'a5'].entries()) {
      s = activate(s, 'A', id);
      const o = { type: 'charge', model: id, target: 't', distance: 2, nearest: ['t'] };
      if (i === 4) {
        expect(refusedOrder(s, 'A', o).code).toBe('ATTACKER_SIZE_CAP');
        break;
      }
      s = order(s, 'A', o);
      s = roll(s, 20); // a miss
      s = order(s, 'A', { type: 'endActivation' });
      if (s.active === 'B' && !s.unit) s = order(order(s, 'B', { type: 'activate', unit: 'u-t' }), 'B', { type: 'endActivation' });
    }
    expect(s.models.t.engaged).toHaveLength(4);
  });

  it('P4 L381 detection: Ranger LD 13 vs Stealth 2 at 11": tests on 11, 13, 15', () => {
    let s = game({ ranger: { ld: 13, actions: 3 } }, { intruder: { stealth: 2, hidden: true } }, { naturals: false });
    s = activate(s, 'A', 'ranger');
    const detect = { type: 'detect', model: 'ranger', target: 'intruder', distance: 11, nearest: ['intruder'] };
    expect(refusedOrder(s, 'A', { ...detect, distance: 11.5 }).code).toBe('OUT_OF_RANGE');
    s = order(s, 'A', detect);
    expect(s.tasks[0]).toMatchObject({ k: 'detect', tn: 11 });
    s = roll(s, 12);
    s = order(s, 'A', detect);
    expect(s.tasks[0]).toMatchObject({ tn: 13 });
    s = roll(s, 14);
    s = order(s, 'A', detect);
    expect(s.tasks[0]).toMatchObject({ tn: 15 });
    s = roll(s, 15);
    expect(s.models.intruder.hidden).toBe(false);
  });
});

describe('warzone derived cases (digest §8.2)', () => {
  const sword = { id: 'sword', name: 'Sword', cc: 1, dmg: 2 };
  const pistol = { id: 'pistol', name: 'Pistol', cc: 1, melee: false, dmg: 10, range: 12 };

  it('P3 L278 charge bonus: melee +1 CC +1 DMG, a pistol +1 CC only', () => {
    let s = game({ a: { cc: 12, st: 8, weapons: [sword, pistol] } }, { t: { armour: 18, wounds: 3 } });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'sword', distance: 4, nearest: ['t'] });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [14], dmg: 11 } });
    s = roll(s, 14);
    s = roll(s, 9); // 9 > 18 − 11
    expect(s.models.t.wounds).toBe(2);
    expect(s.models.a.engaged).toEqual(['t']);
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'pistol', targets: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [13], dmg: 10 } });
  });

  it('P3 L288–297 Absolute Success +4 DMG, crew only on open vehicles; Absolute Failure −4 this turn', () => {
    let s = game({ a: { cc: 12, st: 8, actions: 3, weapons: [sword] } }, { t: { armour: 30, wounds: 3 } });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'sword', distance: 4, nearest: ['t'] });
    s = roll(s, 1);
    expect(refusedOrder(s, 'A', { type: 'absoluteSuccess', option: 'crew' }).code).toBe('NOT_OPEN_VEHICLE');
    s = order(s, 'A', { type: 'absoluteSuccess', option: 'dmg' });
    expect(s.tasks[0]).toMatchObject({ k: 'armour', dmg: 15 });
    s = roll(s, 16); // 16 > 30 − 15
    expect(s.models.t.wounds).toBe(2);
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'sword', targets: ['t'] });
    s = roll(s, 20);
    expect(s.models.a.penalty).toBe(4);
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'sword', targets: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [12 + 1 - 4] } });
  });

  it('P3 L331 disengage: a tie wastes the action; smaller models add the Size difference', () => {
    let s = game({ a: { cc: 10, st: 8, actions: 3 } }, { e: { cc: 11, st: 9, size: 2 } });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 'e', distance: 2, nearest: ['e'] });
    s = roll(s, 20);
    s = order(s, 'A', { type: 'disengage', model: 'a', opponent: 'e', inches: 4 });
    s = roll(s, 7, 5); // 25 vs 25
    expect(s.models.a.engaged).toEqual(['e']);
    s = order(s, 'A', { type: 'disengage', model: 'a', opponent: 'e', inches: 4 });
    s = roll(s, 8, 5);
    expect(s.models.a.engaged).toEqual([]);
  });

  it('P2 L103 prone: only Stand up; attackers +4', () => {
    let s = game({ a: { actions: 3 } }, { t: {} });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'posture', model: 'a', to: 'prone' });
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: path(1) }).code).toBe('PRONE');
    s = order(s, 'A', { type: 'standUp', model: 'a', to: 'mp' });
    expect(s.models.a.posture).toBe('mp');
    expect(refusedOrder(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 1, nearest: ['t'] }).code).toBe('NOT_STANDING');
    expect(refusedOrder(s, 'A', { type: 'climb', model: 'a', height: 4, inches: 1 }).code).toBe('NOT_STANDING');
  });

  it('P2 L128–137 climb over activations: 2" per action at MV 4, a 17 at the activation end falls 4" for 18 DMG', () => {
    let s = game({ c: { mv: 4, armour: 30 } }, { t: {} });
    s = activate(s, 'A', 'c');
    expect(refusedOrder(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 2.5 }).code).toBe('TOO_FAR');
    s = order(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 2 });
    expect(refusedOrder(s, 'A', { type: 'move', model: 'c', path: path(1) }).code).toBe('CLIMBING');
    s = order(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 2 });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'climb test' });
    s = roll(s, 17);
    expect(s.models.c).toMatchObject({ climbing: null, posture: 'prone' });
    expect(s.tasks[0]).toMatchObject({ k: 'armour', dmg: 18 });
  });

  it('P2 L176 drop down: failed LD wastes the action; a waiting model at the landing spot loses Wait', () => {
    let s = game({ d: { ld: 9, size: 2, actions: 3, armour: 40 } }, { w: { actions: 2 }, o: { ld: 10, armour: 40 } });
    s = activate(s, 'A', 'd');
    s = order(s, 'A', { type: 'dropDown', model: 'd', height: 4, landing: 2, atLandingSpot: ['o'] });
    s = roll(s, 12);
    expect(s.models.d.posture).toBe('standing');
    s = order(s, 'A', { type: 'dropDown', model: 'd', height: 4, landing: 2, atLandingSpot: ['o'] });
    s = roll(s, 7);
    expect(s.models.d.posture).toBe('prone');
    expect(s.tasks[s.tasks.length - 1]).toMatchObject({ k: 'armour', target: 'd', dmg: 18 }); // (5 + 4) × 2
    s = roll(s, 20);
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'fallAvoid', model: 'o', fallerSize: 2 })]);
    s = roll(s, 8); // ≤ 10 − 2: avoided
    expect(s.tasks).toEqual([]);
    expect(s.models.o.wounds).toBe(1);
  });

  it('P3 L312 counter-charge by the target: both strike at once, both may die', () => {
    let s = game({ a: { wounds: 1, armour: 10 } }, { b: { wounds: 1, armour: 10 } });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'endActivation' }); // a does nothing this turn
    s = activate(s, 'B', 'b');
    s = order(s, 'B', { type: 'wait', model: 'b' }); // its two actions: one spent, one held
    expect(s.turn).toBe(2);
    expect(s.models.b.waiting).toBe(true);
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 'b', distance: 3, nearest: ['b'] });
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['B'] });
    expect(refusedOrder(s, 'B', { type: 'counterCharge', model: 'b', distance: 2 }).code).toBe('TOO_FAR');
    s = order(s, 'B', { type: 'counterCharge', model: 'b', distance: 1 });
    expect(s.tasks.map((t) => t.k)).toEqual(['strike', 'strike']);
    expect(s.tasks[1]).toMatchObject({ strike: { attacker: 'a', tn: [11] } }); // both with the charge bonus
    s = roll(s, 5);
    s = roll(s, 15); // a wounds b
    expect(s.models.b.wounds).toBe(0);
    s = roll(s, 5); // b still strikes back
    s = roll(s, 15);
    expect(s.models.a.removed && s.models.b.removed).toBe(true);
    expect(s.result).toMatchObject({ winner: null, reason: 'both armies destroyed' });
  });

  it('P9 L661 environment: Jungle 2, LD 12, Survival 1, Armour 22 → TN 15; table 9 − 1 = 8 → Insect Swarm', () => {
    let s = game({ a: { ld: 12, survival: 1, armour: 22 } }, { b: {} }, {}, { type: 'jungle', level: 2 });
    s = activate(s, 'A', 'a');
    s = roll(s, 16);
    s = roll(s, 9);
    expect(s.units['u-a'].effects).toEqual(['insects']);
  });
});
