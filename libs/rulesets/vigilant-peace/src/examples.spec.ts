/**
 * The worked examples of the digest (§8.1, T-01…T-34), each named after its rule reference.
 * Fixture: the §8.0 placeholder roster (SAMPLE data, not rules). Driven through the kernel.
 */
import { crawler, fireGun, grenade, melee, move, pr, shoot, Table, tableAt, setupWith, orderEvent, rollEvent } from './testing';
import { vigilantPeace } from './ruleset';
import { isViolation } from '@app/rules';

describe('vigilant-peace §8 worked examples', () => {
  describe('L8 first player (T-01)', () => {
    it('L8 the higher die moves first', () => {
      const t = new Table(setupWith());
      t.roll(2, 5);
      expect(t.lastOf('FirstPlayerDetermined')).toMatchObject({ side: 'B', rolls: { A: 2, B: 5 } });
      expect(t.lastOf('TurnStarted')).toMatchObject({ turnNumber: 1, round: 1, side: 'B' });
    });
    it('L8 a tie is re-rolled (A-35 firstPlayerTie: reroll)', () => {
      const t = new Table(setupWith());
      t.roll(4, 4);
      expect(t.lastOf('FirstPlayerRollTied')).toMatchObject({ A: 4, B: 4 });
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', side: 'A', purpose: 'firstPlayer' });
      t.roll(6, 1);
      expect(t.lastOf('FirstPlayerDetermined')).toMatchObject({ side: 'A' });
    });
    it('L8 no order before the first player is determined (F1)', () => {
      const t = new Table(setupWith());
      t.rejectOrder('A', move('A-S8', 1), 'NOT_PENDING', 'vigilant-peace L8');
    });
  });

  describe('L10-L11 actions (T-02)', () => {
    it('L10-L11 three manoeuvres replace shooting and melee; a fourth action is illegal', () => {
      const t = tableAt('B');
      t.order('B', move('B-1', 4)).order('B', move('B-1', 4)).order('B', move('B-1', 3));
      expect(t.logOf('ActionTaken').map((a) => [a.action, a.actionIndex])).toEqual([
        ['manoeuvre', 1],
        ['manoeuvre', 2],
        ['manoeuvre', 3],
      ]);
      t.rejectOrder('B', shoot('B-1', 'A-S8', 6), 'NO_ACTIONS_LEFT', 'vigilant-peace L10');
    });
    it('L10-L11 manoeuvre, shoot, manoeuvre (replacing melee); then melee is a 4th action', () => {
      const t = tableAt('B');
      t.order('B', move('B-1', 4))
        .order('B', shoot('B-1', 'A-S8', 6))
        .roll(1);
      expect(t.lastOf('AttackResolved')).toMatchObject({ attack: 4, outcome: 'none' });
      t.order('B', move('B-1', 4));
      expect(t.lastOf('ActionTaken')).toMatchObject({ action: 'manoeuvre', actionIndex: 3 });
      t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'NO_ACTIONS_LEFT');
    });
    it('L20 the same weapon twice in one turn is illegal (V2)', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-S8', 6)).roll(1);
      t.rejectOrder('B', shoot('B-1', 'A-S8', 6), 'ALREADY_USED', 'vigilant-peace L20');
    });
  });

  describe('L20 two weapons, one Shooting action (T-03)', () => {
    it('L20 weapons «1» and «2» fire once each inside one Shooting action', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S9', 'B-1', 5)).roll(1);
      expect(t.lastOf('UnitWounded')).toMatchObject({ unitId: 'B-1' });
      t.order('A', shoot('A-S9', 'B-2', 5, { weapon: 2 })).roll(4);
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'B-2', cause: 'shot' });
      expect(t.logOf('ActionTaken')).toEqual([expect.objectContaining({ action: 'shooting', actionIndex: 1 })]);
      t.rejectOrder('A', shoot('A-S9', 'B-3', 5), 'ALREADY_USED');
    });
    it('L11 a manoeuvre closes the Shooting action (H1, A-37)', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S9', 'B-1', 5))
        .roll(1)
        .order('A', move('A-S9', 2));
      t.rejectOrder('A', shoot('A-S9', 'B-2', 5, { weapon: 2 }), 'ALREADY_USED', 'vigilant-peace L11');
    });
  });

  describe('L13 manoeuvre (T-04, T-05)', () => {
    it('L13 infantry climb (height counts 1:1); vehicles cannot climb; Table 1 limits the steps', () => {
      const t = tableAt('B');
      t.order('B', move('B-1', 4, { climbsObstacle: true }));
      expect(t.lastOf('UnitMoved')).toMatchObject({ unitId: 'B-1', steps: 4, climbed: true });
      t.rejectOrder('B', move('B-1', 4.5), 'TOO_FAR', 'vigilant-peace L13');
      t.order('B', { type: 'EndTurn' });
      t.rejectOrder('A', move('A-R', 2, { climbsObstacle: true }), 'NOT_ALLOWED', 'vigilant-peace L13');
      t.rejectOrder('A', move('A-S9', 3), 'TOO_FAR');
    });
    it("L13 moving with a gun does not change the infantryman's speed", () => {
      const t = tableAt('B');
      t.order('B', move('B-2', 4, { carryGunId: 'B-M', touchingGun: true }));
      expect(t.lastOf('UnitMoved')).toMatchObject({ unitId: 'B-2', steps: 4, carriedGunId: 'B-M' });
      t.rejectOrder('B', move('B-3', 4, { carryGunId: 'B-M' }), 'NOT_TOUCHING_GUN');
      t.setUnit('B-4', { status: 'wounded' });
      t.rejectOrder('B', move('B-4', 4, { carryGunId: 'B-M', touchingGun: true }), 'WOUNDED_FIGHTER');
      t.order('B', { type: 'EndTurn' }).roll(3);
      t.rejectOrder('A', move('A-S8', 3, { carryGunId: 'B-M', touchingGun: true }), 'NOT_YOUR_UNIT', 'vigilant-peace L13, §9.3 A-09');
    });
  });

  describe('L20 gun operator and grenade (T-06, T-07)', () => {
    it('L20 a gun operator may not fire his personal weapon but may throw the grenade; a gun fires once per turn', () => {
      const t = tableAt('B');
      t.order('B', fireGun('B-2', { intendedTargetId: 'A-R', nearestEnemySteps: 3, preferMine: false }));
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'order', sides: ['B'], orders: ['ProjectileResult'] });
      t.order('B', pr('miss'));
      expect(t.lastOf('ProjectileResolved')).toMatchObject({ effect: 'none' });
      t.rejectOrder('B', shoot('B-2', 'A-S8', 3), 'GUN_EXCLUDES_PERSONAL_WEAPON', 'vigilant-peace L20');
      t.order('B', grenade('B-2', 'A-S8', 3)).roll(4);
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'A-S8', cause: 'grenade' });
      expect(t.logOf('ActionTaken')).toHaveLength(1);
      t.rejectOrder('B', fireGun('B-3'), 'ALREADY_USED', 'vigilant-peace L20, §9.3 A-07');
      // T-07: one grenade per side per player turn; available again in B's next turn.
      t.rejectOrder('B', grenade('B-3', 'A-S9', 3), 'ALREADY_USED', 'vigilant-peace L20');
      t.order('B', { type: 'EndTurn' }).order('A', { type: 'EndTurn' });
      t.order('B', grenade('B-3', 'A-S9', 3)).roll(1);
      expect(t.lastOf('AttackResolved')).toMatchObject({ kind: 'grenade', attack: 6, outcome: 'none' });
    });
  });

  describe('L24-L28 attack test (T-08, T-09, T-10)', () => {
    it('L24-L28 Attack > Armour: damage, and the first damage kills an infantryman', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S8', 'B-1', 5)).roll(3);
      expect(t.lastOf('AttackResolved')).toMatchObject({ outcome: 'damage', damage: 2, attack: 7 });
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'B-1', cause: 'shot' });
      expect(t.logOf('DamageApplied')).toHaveLength(0);
    });
    it('L26 Attack = Armour: the fighter is wounded (laid face down)', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S8', 'B-1', 5)).roll(1);
      expect(t.lastOf('AttackResolved')).toMatchObject({ outcome: 'wound' });
      expect(t.unit('B-1').status).toBe('wounded');
    });
    it('L27 Attack < Armour: no effect', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S9', 'B-1', 5, { weapon: 2 })).roll(2);
      expect(t.lastOf('AttackResolved')).toMatchObject({ attack: 4, outcome: 'none' });
      expect(t.unit('B-1').status).toBe('ok');
    });
    it('L26 a "wounded" vehicle takes 1 damage instead', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-R', 6, { aimed: true })).roll(4);
      expect(t.lastOf('AttackResolved')).toMatchObject({ attack: 9, outcome: 'wound' });
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-R', amount: 1, total: 1, durability: 5 });
      expect(t.logOf('UnitWounded')).toHaveLength(0);
    });
    it('L29 cover: +2 armour', () => {
      const t = tableAt('A');
      t.order('A', shoot('A-S8', 'B-1', 5, { cover: true })).roll(3);
      expect(t.lastOf('AttackResolved')).toMatchObject({
        attack: 7,
        armour: { base: 5, cover: 2, wounded: 0, effective: 7 },
        outcome: 'wound',
      });
      const open = tableAt('A');
      open.order('A', shoot('A-S8', 'B-1', 5)).roll(3);
      expect(open.unit('B-1').status).toBe('destroyed');
    });
  });

  describe('L30-L31 grenades (T-11, T-12)', () => {
    it('L30 grenade range 3 steps, power 5', () => {
      const t = tableAt('B');
      t.rejectOrder('B', grenade('B-1', 'A-S8', 3.5), 'OUT_OF_RANGE', 'vigilant-peace L30');
      t.order('B', grenade('B-1', 'A-S8', 3)).roll(1);
      expect(t.lastOf('AttackResolved')).toMatchObject({ kind: 'grenade', power: 5, attack: 6, outcome: 'none' });
    });
    it('L31 the blast (2 steps, power 3) hits everyone near the target, the thrower included from ≤ 2 steps', () => {
      const t = tableAt('B');
      t.rejectOrder('B', grenade('B-1', 'A-S8', 2, ['A-S9']), 'BAD_SPLASH', 'vigilant-peace L31');
      t.order('B', grenade('B-1', 'A-S8', 2, ['A-S9', 'B-1']));
      t.roll(3);
      expect(t.lastOf('UnitWounded')).toMatchObject({ unitId: 'A-S8' });
      t.roll(6, 2);
      expect(t.lastOf('AttackResolved')).toMatchObject({ kind: 'blast', targetId: 'A-S9', dice: [6, 2], attack: 11, damage: 2 });
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'A-S9', cause: 'blast' });
      t.roll(2);
      expect(t.lastOf('UnitWounded')).toMatchObject({ unitId: 'B-1', cause: 'blast' });
      expect(t.s.result).toBeNull();
      t.rejectOrder('B', move('B-1', 1), 'WOUNDED_FIGHTER');
    });
  });

  describe('L32 wounded fighters (T-13)', () => {
    it('L32 a wounded fighter cannot move, can shoot, and has armour −2; L56 he rolls at the end of the turn', () => {
      const t = tableAt('B').setUnit('B-1', { status: 'wounded' });
      t.rejectOrder('B', move('B-1', 2), 'WOUNDED_FIGHTER', 'vigilant-peace L32');
      t.order('B', shoot('B-1', 'A-S8', 5)).roll(5);
      expect(t.unit('A-S8').status).toBe('wounded');
      t.since();
      t.order('B', { type: 'EndTurn' });
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', purpose: 'healing', side: 'B' });
      t.roll(3, 2);
      expect(
        t
          .since()
          .filter((l) => l.type === 'HealingRolled')
          .map((l) => [l.unitId, l.result]),
      ).toEqual([
        ['B-1', 'stillWounded'],
        ['A-S8', 'stillWounded'],
      ]);
      expect(t.lastOf('TurnStarted')).toMatchObject({ side: 'A' });
      t.order('A', shoot('A-S9', 'B-1', 5)).roll(1);
      expect(t.lastOf('AttackResolved')).toMatchObject({ attack: 5, armour: { effective: 3, wounded: -2 }, damage: 2 });
      expect(t.unit('B-1').status).toBe('destroyed');
    });
  });

  describe('L33-L37 aimed and close (T-14, T-15)', () => {
    it('L33-L34 aimed shooting +2; then no manoeuvre or melee this turn', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-S8', 6, { aimed: true })).roll(3);
      expect(t.lastOf('AttackResolved')).toMatchObject({ attack: 8, modifiers: [{ name: 'aimed', value: 2 }], outcome: 'wound' });
      t.rejectOrder('B', move('B-1', 2), 'AIMED_SHOT_TAKEN', 'vigilant-peace L34');
      t.rejectOrder('B', melee('B-1', 'A-S8', 1), 'AIMED_SHOT_TAKEN', 'vigilant-peace L34');
      t.order('B', move('B-2', 2));
      t.rejectOrder('B', shoot('B-2', 'A-S8', 6, { aimed: true }), 'MOVED_BEFORE_AIMING', 'vigilant-peace L34');
      t.rejectOrder('B', grenade('B-3', 'A-S8', 3, [], { aimed: true }), 'NOT_ALLOWED', 'vigilant-peace L33');
    });
    it('L35-L37 close target (≤ 2 steps) +2, stacking with aimed', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-S8', 2, { aimed: true })).roll(2);
      expect(t.lastOf('AttackResolved')).toMatchObject({
        attack: 9,
        modifiers: [
          { name: 'aimed', value: 2 },
          { name: 'close', value: 2 },
        ],
      });
      expect(t.unit('A-S8').status).toBe('destroyed');
      const far = tableAt('B');
      far.order('B', shoot('B-1', 'A-S8', 2.5, { aimed: true })).roll(2);
      expect(far.lastOf('AttackResolved')).toMatchObject({ attack: 7, outcome: 'none' });
    });
    it('L35 no close bonus for grenades', () => {
      const t = tableAt('B');
      t.order('B', grenade('B-1', 'A-S8', 2, ['B-1'])).roll(3, 1);
      expect(t.logOf('AttackResolved')[0]).toMatchObject({ kind: 'grenade', attack: 8, modifiers: [], outcome: 'wound' });
    });
  });

  describe('L38-L39 exploding six (T-16, T-17)', () => {
    it('L38-L39 exploding six: 6, 6, 3 count 15; an order while the die is pending is refused', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-S9', 5)).roll(6);
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
      t.rejectOrder('B', move('B-2', 1), 'NOT_PENDING');
      t.roll(6, 3);
      expect(t.lastOf('AttackResolved')).toMatchObject({ dice: [6, 6, 3], attack: 18, damage: 9 });
      expect(t.unit('A-S9').status).toBe('destroyed');
    });
    it('L39 a lucky critical destroys even the mightiest vehicle', () => {
      const t = tableAt('B');
      t.order('B', shoot('B-1', 'A-R', 6)).roll(6, 6, 5);
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-R', amount: 11, total: 11 });
      expect(t.unit('A-R').status).toBe('destroyed');
    });
  });

  describe('L40-L46 real shooting (T-18, T-19, T-20)', () => {
    it('L41-L44 a real hit on infantry: fell → killed, leaned → wounded, stood → nothing; ricochet is no hit', () => {
      const t = tableAt('A');
      t.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: 'B-1' }).order(
        'A',
        pr('hit', { hitUnitId: 'B-1', reaction: 'fell' }),
      );
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'B-1', cause: 'realHit' });
      t.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 2 }).order('A', pr('hit', { hitUnitId: 'B-2', reaction: 'leaned' }));
      expect(t.lastOf('UnitWounded')).toMatchObject({ unitId: 'B-2' });
      const s = tableAt('A');
      s.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 });
      s.rejectOrder('A', pr('hit', { hitUnitId: 'B-3' }), 'BAD_PROJECTILE_REPORT');
      s.order('A', pr('hit', { hitUnitId: 'B-3', reaction: 'stood' }));
      expect(s.lastOf('ProjectileResolved')).toMatchObject({ effect: 'none' });
      const r = tableAt('A');
      r.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 }).order('A', pr('ricochet'));
      expect(r.lastOf('ProjectileResolved')).toMatchObject({ result: 'ricochet', effect: 'none' });
    });
    it('L45-L46 a vehicle hit rolls damage (+1 toppled); destroyed only when damage exceeds durability', () => {
      const t = tableAt('B');
      t.order('B', fireGun('B-2', { preferMine: false })).order('B', pr('hit', { hitUnitId: 'A-R', toppled: true }));
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', purpose: 'realDamage' });
      t.roll(4);
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-R', amount: 5, total: 5, durability: 5 });
      expect(t.unit('A-R').status).toBe('ok');
      // T-20: one more point exceeds the durability; the suits still live, so the game goes on (L65).
      t.order('B', shoot('B-1', 'A-R', 6, { aimed: true })).roll(5);
      expect(t.lastOf('DamageApplied')).toMatchObject({ amount: 1, total: 6 });
      expect(t.unit('A-R').status).toBe('destroyed');
      expect(t.s.result).toBeNull();
    });
    it('L46 destroyWhen: reaches (option) destroys at damage = durability', () => {
      const t = tableAt('B', { rules: { destroyWhen: 'reaches' } });
      t.order('B', fireGun('B-2'))
        .order('B', pr('hit', { hitUnitId: 'A-R', toppled: true }))
        .roll(4);
      expect(t.unit('A-R').status).toBe('destroyed');
    });
    it('L45 the real-hit damage roll explodes too', () => {
      const t = tableAt('B');
      t.order('B', fireGun('B-2'))
        .order('B', pr('hit', { hitUnitId: 'A-R', toppled: true }))
        .roll(6, 1);
      expect(t.lastOf('ProjectileResolved')).toMatchObject({ damageDice: [6, 1], damage: 8 });
      expect(t.unit('A-R').status).toBe('destroyed');
    });
  });

  describe('L47-L52 melee (T-21, T-22, T-23)', () => {
    it('L47-L51 melee with a simultaneous counter-attack: both may die', () => {
      const t = tableAt('B');
      t.order('B', melee('B-1', 'A-S8', 1)).roll(6, 1);
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', purpose: 'counter', side: 'A' });
      t.roll(4);
      expect(t.logOf('UnitDestroyed').map((l) => [l.unitId, l.cause])).toEqual([
        ['A-S8', 'melee'],
        ['B-1', 'counter'],
      ]);
    });
    it('L51 the counter uses the pre-combat state: a wounded target still strikes back with full ББ', () => {
      const t = tableAt('A');
      t.order('A', melee('A-S8', 'B-1', 0.5)).roll(1, 6, 1);
      expect(t.unit('B-1').status).toBe('wounded');
      expect(t.unit('A-S8').status).toBe('destroyed');
    });
    it('L47 fighters within 1 step of an enemy cannot shoot; melee needs ≤ 1 step', () => {
      const t = tableAt('B');
      t.rejectOrder('B', shoot('B-1', 'A-S8', 3, { nearest: 0.8 }), 'ENGAGED_IN_MELEE', 'vigilant-peace L47');
      t.rejectOrder('B', grenade('B-1', 'A-S8', 3, [], { nearest: 0.8 }), 'ENGAGED_IN_MELEE');
      t.rejectOrder('B', fireGun('B-1', { nearestEnemySteps: 0.8 }), 'ENGAGED_IN_MELEE');
      t.rejectOrder('B', melee('B-1', 'A-S8', 1.2), 'OUT_OF_RANGE', 'vigilant-peace L47');
    });
    it('L52 infantry may attack a vehicle in melee; the vehicle does not counter-attack', () => {
      const t = tableAt('B');
      t.order('B', melee('B-1', 'A-R', 0.5)).roll(6, 2);
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-R', amount: 1, total: 1 });
      expect(t.logOf('AttackResolved').map((a) => a.kind)).toEqual(['melee']);
      t.reject(rollEvent('B', 3), 'ROLL_NOT_PENDING');
    });
  });

  describe('L53-L54 ram (T-24)', () => {
    it('L54 ram: D6 + own armour, counter-attack, both applied; infantry always dodge', () => {
      const t = tableAt('A', { extraUnits: [crawler] });
      t.rejectOrder('A', move('A-R', 3, { ram: { targetId: 'B-1' } }), 'BAD_TARGET', 'vigilant-peace L54');
      t.rejectOrder('A', move('A-S8', 2, { ram: { targetId: 'B-V' } }), 'NOT_ALLOWED');
      t.order('A', move('A-R', 3, { ram: { targetId: 'B-V' } }));
      expect(vigilantPeace.pending(t.s)).toMatchObject({ purpose: 'ram', side: 'A' });
      t.roll(2);
      expect(vigilantPeace.pending(t.s)).toMatchObject({ purpose: 'ramCounter', side: 'B' });
      t.roll(2);
      expect(t.lastOf('UnitDestroyed')).toMatchObject({ unitId: 'B-V', cause: 'ram' });
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-R', amount: 1 });
      expect(t.logOf('ActionTaken')).toHaveLength(1);
    });
  });

  describe('L55-L59 healing (T-25)', () => {
    it('L55-L59 healing at the end of the turn: 1 dies, 2-4 stays, 5-6 recovers (active side first; no exploding)', () => {
      const t = tableAt('B')
        .setUnit('B-1', { status: 'wounded' })
        .setUnit('B-2', { status: 'wounded' })
        .setUnit('A-S8', { status: 'wounded' });
      t.order('B', { type: 'EndTurn' }).roll(1, 3, 6);
      const l = t.since();
      expect(l.filter((x) => x.type === 'HealingRolled').map((x) => [x.unitId, x.result])).toEqual([
        ['B-1', 'died'],
        ['B-2', 'stillWounded'],
        ['A-S8', 'healed'],
      ]);
      expect(l.map((x) => x.type)).toEqual(expect.arrayContaining(['UnitDestroyed', 'UnitHealed', 'TurnEnded', 'TurnStarted']));
      expect(t.unit('A-S8').status).toBe('ok');
      expect(vigilantPeace.pending(t.s).kind).toBe('order');
    });
    it('L56 healingScope: activePlayer — only the active side rolls', () => {
      const t = tableAt('B', { rules: { healingScope: 'activePlayer' } })
        .setUnit('B-1', { status: 'wounded' })
        .setUnit('B-2', { status: 'wounded' })
        .setUnit('A-S8', { status: 'wounded' });
      t.order('B', { type: 'EndTurn' }).roll(1, 3);
      expect(t.logOf('HealingRolled')).toHaveLength(2);
      expect(t.lastOf('TurnStarted')).toMatchObject({ side: 'A' });
    });
  });

  describe('L63-L74 recommendations (T-26, T-28, T-29, T-30)', () => {
    it('L63-L64, L71-L74 recommended armies; suits get durability 2 / 3 with Recommendation 6', () => {
      const t = new Table(setupWith({ rules: { armouredSuitDurability: true } }));
      expect(t.s.log[0]).toMatchObject({ type: 'SetupAccepted', units: 10, warnings: [] });
      expect(t.unit('A-S8')).toMatchObject({ durability: 2, model: 'durableFighter' });
      expect(t.unit('A-S9')).toMatchObject({ durability: 3, model: 'durableFighter' });
      const four = new Table(setupWith({ fortifications: 4 }));
      expect(four.s.warnings[0]).toMatch(/^S9/);
      const v = vigilantPeace.setup(setupWith({ units: setupWith().units.filter((u) => u.side === 'B' || u.kind === 'vehicle') }), []);
      expect(isViolation(v) && [v.code, v.rule]).toEqual(['BAD_SETUP', 'vigilant-peace L65']);
    });
    it('L67-L69 mortar: mine check 4-6 fires a mine (spent hit or miss), 1-3 a shell; no mines left → NO_MINES_LEFT', () => {
      const t = tableAt('B');
      t.order('B', fireGun('B-2', { preferMine: true }));
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'roll', purpose: 'mineCheck' });
      t.roll(5).order('B', pr('miss'));
      expect(t.lastOf('MineCheckResolved')).toMatchObject({ value: 5, ammo: 'mine' });
      expect(t.lastOf('MineSpent')).toMatchObject({ minesLeft: 2 });
      t.order('B', { type: 'EndTurn' }).order('A', { type: 'EndTurn' });
      t.order('B', fireGun('B-2', { preferMine: true }))
        .roll(2)
        .order('B', pr('miss'));
      expect(t.lastOf('MineCheckResolved')).toMatchObject({ ammo: 'shell' });
      expect(t.unit('B-M').minesLeft).toBe(2);
      t.order('B', { type: 'EndTurn' }).order('A', { type: 'EndTurn' }).setUnit('B-M', { minesLeft: 0 });
      t.rejectOrder('B', fireGun('B-2', { preferMine: true }), 'NO_MINES_LEFT', 'vigilant-peace L67');
      t.order('B', fireGun('B-2', { preferMine: false }));
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'order', orders: ['ProjectileResult'] });
    });
    it('L70 a mine doubles the damage; on infantry "leaned" kills (mineVsInfantry: upgradeLeaned)', () => {
      const t = tableAt('B');
      t.order('B', fireGun('B-2', { preferMine: true })).roll(6);
      expect(vigilantPeace.pending(t.s)).toMatchObject({ kind: 'order' }); // the check does not explode
      t.order('B', pr('hit', { hitUnitId: 'A-R', toppled: false })).roll(3);
      expect(t.lastOf('DamageApplied')).toMatchObject({ amount: 6 });
      expect(t.unit('A-R').status).toBe('destroyed');
      const l = tableAt('B');
      l.order('B', fireGun('B-2', { preferMine: true }))
        .roll(4)
        .order('B', pr('hit', { hitUnitId: 'A-S8', reaction: 'leaned' }));
      expect(l.unit('A-S8').status).toBe('destroyed');
      const st = tableAt('B');
      st.order('B', fireGun('B-2', { preferMine: true }))
        .roll(4)
        .order('B', pr('hit', { hitUnitId: 'A-S8', reaction: 'stood' }));
      expect(st.unit('A-S8').status).toBe('ok');
    });
    it('L71-L74 armoured suits with durability track damage like vehicles', () => {
      const t = tableAt('B', { rules: { armouredSuitDurability: true } });
      t.order('B', move('B-1', 2))
        .order('B', shoot('B-1', 'A-S8', 2))
        .roll(4);
      expect(t.lastOf('DamageApplied')).toMatchObject({ unitId: 'A-S8', amount: 1, total: 1, durability: 2 });
      t.order('B', move('B-2', 1))
        .order('B', shoot('B-2', 'A-S8', 2))
        .roll(4);
      expect(t.unit('A-S8')).toMatchObject({ damage: 2, status: 'ok' });
      t.order('B', move('B-3', 1))
        .order('B', shoot('B-3', 'A-S8', 2))
        .roll(3);
      expect(t.unit('A-S8').status).toBe('wounded');
      const r = tableAt('B', { rules: { armouredSuitDurability: true, destroyWhen: 'reaches' } });
      r.order('B', shoot('B-1', 'A-S8', 2))
        .roll(4)
        .order('B', shoot('B-2', 'A-S8', 2))
        .roll(4);
      expect(r.unit('A-S8').status).toBe('destroyed');
      const d = tableAt('B', { rules: { armouredSuitDurability: true, durableFighterEqual: 'damage' } });
      d.order('B', shoot('B-1', 'A-S8', 2))
        .roll(4)
        .order('B', shoot('B-2', 'A-S8', 2))
        .roll(4)
        .order('B', shoot('B-3', 'A-S8', 2))
        .roll(3);
      expect(d.unit('A-S8')).toMatchObject({ damage: 3, status: 'destroyed' });
    });
  });

  describe('L65 victory (T-27, T-31)', () => {
    it('L65 destroying the last enemy infantryman wins, although the enemy vehicle is intact', () => {
      const t = tableAt('B').setUnit('A-S8', { status: 'destroyed' });
      t.order('B', shoot('B-1', 'A-S9', 5)).roll(6, 4);
      expect(t.lastOf('GameEnded')).toMatchObject({ winner: 'B', draw: false, reason: 'enemyInfantryDestroyed' });
      expect(vigilantPeace.outcome(t.s)).toMatchObject({
        finished: true,
        winner: 'B',
        sides: [
          { side: 'A', result: 'loss' },
          { side: 'B', result: 'win' },
        ],
      });
      t.reject(orderEvent('B', { type: 'EndTurn' }), 'MATCH_ENDED');
      const direct = vigilantPeace.decide(t.s, orderEvent('B', { type: 'EndTurn' }), { kind: 'player', side: 'B' });
      expect(isViolation(direct) && [direct.code, direct.rule]).toEqual(['GAME_OVER', 'vigilant-peace L65']);
    });
    it('L51 + L65 mutual destruction of the last infantry is a draw', () => {
      const t = tableAt('B').setUnit('A-S9', { status: 'destroyed' });
      for (const id of ['B-2', 'B-3', 'B-4', 'B-5', 'B-6']) t.setUnit(id, { status: 'destroyed' });
      t.order('B', melee('B-1', 'A-S8', 1)).roll(6, 1, 4);
      expect(t.lastOf('GameEnded')).toMatchObject({ winner: null, draw: true, reason: 'mutualDestruction' });
      expect(vigilantPeace.outcome(t.s).sides.map((s) => s.result)).toEqual(['draw', 'draw']);
    });
  });

  describe('L9 activation sequencing (T-32, T-34)', () => {
    it('L9 units act one at a time, each once per turn; only the active side; guns never act alone', () => {
      const t = tableAt('B');
      t.order('B', move('B-1', 4)).order('B', move('B-2', 4));
      expect(t.lastOf('ActivationEnded')).toMatchObject({ unitId: 'B-1', reason: 'otherUnitOrdered' });
      t.rejectOrder('B', move('B-1', 2), 'UNIT_CANNOT_ACT', 'vigilant-peace L9');
      t.rejectOrder('A', move('A-S8', 1), 'NOT_YOUR_TURN', 'vigilant-peace L8-L9');
      t.rejectOrder('B', move('A-S8', 1), 'NOT_YOUR_UNIT', 'vigilant-peace L9');
      t.rejectOrder('B', move('B-M', 1), 'NOT_ALLOWED', 'vigilant-peace L13, L20');
      t.order('B', shoot('B-3', 'A-S8', 6));
      t.rejectOrder('B', move('B-4', 1), 'NOT_PENDING');
    });
    it('L9, L20, L56 full turn skeleton: turns alternate, rounds count, the grenade and the gun come back', () => {
      const t = tableAt('B');
      expect(t.lastOf('TurnStarted')).toMatchObject({ turnNumber: 1, round: 1, side: 'B' });
      t.order('B', grenade('B-1', 'A-S8', 3))
        .roll(1)
        .order('B', fireGun('B-2'))
        .order('B', pr('miss'));
      t.order('B', { type: 'EndTurn' });
      expect(
        t
          .since()
          .map((l) => l.type)
          .slice(-2),
      ).toEqual(['TurnEnded', 'TurnStarted']);
      expect(t.lastOf('TurnStarted')).toMatchObject({ turnNumber: 2, round: 1, side: 'A' });
      t.order('A', { type: 'EndTurn' });
      expect(t.lastOf('TurnStarted')).toMatchObject({ turnNumber: 3, round: 2, side: 'B' });
      t.order('B', grenade('B-1', 'A-S8', 3))
        .roll(1)
        .order('B', fireGun('B-2'))
        .order('B', pr('miss'));
      expect(t.s.grenadesThisTurn).toBe(1);
    });
  });

  describe('A-14 wounded again (T-33)', () => {
    it('A-14 a wounded fighter "wounded" again: no effect (woundOnWounded: noEffect), or killed (kill)', () => {
      const t = tableAt('A').setUnit('B-1', { status: 'wounded' });
      t.order('A', shoot('A-S9', 'B-1', 5, { weapon: 2 })).roll(1);
      expect(t.lastOf('WoundIgnored')).toMatchObject({ unitId: 'B-1' });
      expect(t.unit('B-1').status).toBe('wounded');
      const k = tableAt('A', { rules: { woundOnWounded: 'kill' } }).setUnit('B-1', { status: 'wounded' });
      k.order('A', shoot('A-S9', 'B-1', 5, { weapon: 2 })).roll(1);
      expect(k.unit('B-1').status).toBe('destroyed');
    });
  });
});
