import { pendingOf } from './ruleset';
import { activate, game, order, refusedOrder, roll } from './testing';
import type { WarzoneState } from './state';

const spear = { id: 'spear', name: 'Spear', cc: 0, dmg: 1, reach: 2 };
const flail = { id: 'flail', name: 'Flail', cc: 0, dmg: 1, ccHits: 2 };
const axe = { id: 'axe', name: 'Great axe', cc: 0, dmg: 3, dmgTests: 2 };

/** A has charged B's `t` and is engaged with it (the charge's own hit missed). */
function charged(a: Record<string, object>, b: Record<string, object> = { t: {} }, weapon = 'improvised'): WarzoneState {
  let s = game(a, b);
  const [id] = Object.keys(a);
  s = activate(s, 'A', id);
  s = order(s, 'A', { type: 'charge', model: id, target: 't', weapon, distance: 2, nearest: ['t'] });
  return roll(s, 19);
}

describe('warzone close combat (P3)', () => {
  it('P3 L228, L280–284: an attack by Reach needs the target within Reach, keeps Target Priority and does not engage', () => {
    let s = game({ a: { actions: 3, weapons: [spear] } }, { t: {}, n: {} });
    s = activate(s, 'A', 'a');
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', targets: ['t'] }).code).toBe('NOT_IN_CONTACT');
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', weapon: 'spear', targets: ['t'], distance: 2.5, nearest: ['t'] }).code).toBe(
      'OUT_OF_RANGE',
    );
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', weapon: 'spear', targets: ['t'], distance: 1.5, nearest: ['n'] }).code).toBe(
      'TARGET_PRIORITY',
    );
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'spear', targets: ['t'], distance: 2, nearest: ['t', 'n'] });
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'strike', strike: expect.objectContaining({ tn: [10], dmg: 9 }) })]);
    s = roll(s, 19);
    expect([s.models.a.engaged, s.models.t.engaged]).toEqual([[], []]);
  });

  it('P3 L270: a charge that only reaches by Reach has no bonus and does not engage', () => {
    let s = game({ a: { weapons: [spear] } }, { t: {} });
    s = activate(s, 'A', 'a');
    expect(
      refusedOrder(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'spear', distance: 6.5, contact: false, nearest: ['t'] })
        .code,
    ).toBe('TOO_FAR');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'spear', distance: 6, contact: false, nearest: ['t'] });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [10], dmg: 9 } });
    s = roll(s, 19);
    expect(s.models.a.engaged).toEqual([]);
  });

  it('P3 L239–242: one weapon of the model per Attack; a weapon it does not carry is refused', () => {
    const s = charged({ a: { actions: 3 } });
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', weapon: 'spear', targets: ['t'] }).code).toBe('UNKNOWN_WEAPON');
  });

  it('P3 L249–254: a (x2) weapon makes two hit tests in one action, split freely among the models it fights', () => {
    let s = game({ a: { actions: 3, weapons: [flail] }, f: {} }, { t: { size: 2 }, u: {} });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'flail', distance: 2, nearest: ['t', 'u'] });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', dice: [{ count: 2, sides: 20 }] }); // both at the charged model
    s = roll(s, 19, 19);
    expect(s.models.a.actionsLeft).toBe(2);
    s.models.a.engaged.push('u'); // u in base contact too

    s.models.u.engaged.push('a');
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', weapon: 'flail', targets: ['t'] }).code).toBe('WRONG_HIT_COUNT');
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'flail', targets: ['t', 'u'] });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { targets: ['t', 'u'] } });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', dice: [{ count: 2, sides: 20 }] });
    expect(s.models.a.actionsLeft).toBe(1);
  });

  it('P3 L256–263, L299–303: melee damage is ST + the weapon; a (x2) damage weapon calls two armour tests per hit', () => {
    let s = charged({ a: { actions: 3, st: 8, weapons: [axe] } }, { t: { armour: 30, wounds: 3 } }, 'axe');
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'axe', targets: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { dmg: 11, tests: 2 } });
    s = roll(s, 5);
    expect(s.tasks.map((t) => t.k)).toEqual(['armour', 'armour']);
    s = roll(s, 20); // 20 > 30 − 11: a wound
    s = roll(s, 20); // and another
    expect(s.models.t.wounds).toBe(1);
  });

  it('P3 L338–340: +1 to hit per other friend fighting the same enemy, at most +3 (digest A1)', () => {
    const friends = { a: { actions: 3 }, f1: {}, f2: {}, f3: {}, f4: {} };
    let s = charged(friends, { t: { size: 3 } });
    for (const f of ['f1', 'f2', 'f3', 'f4']) {
      s.models[f].engaged.push('t');
      s.models.t.engaged.push(f);
    }
    s = order(s, 'A', { type: 'attack', model: 'a', targets: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [13] } }); // CC 10 + 3, not + 4
  });

  it('P3 L353–355: every model has an improvised weapon, CC +0 and DMG ST+0', () => {
    let s = charged({ a: { actions: 3, st: 7 } }, { t: {} });
    s = order(s, 'A', { type: 'attack', model: 'a', targets: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { weapon: 'improvised', tn: [10], dmg: 7 } });
  });

  it('P3 L344–351, A19: across an obstacle no higher than half the attacker’s Size and 1" wide: no bonus, not engaged', () => {
    let s = game({ a: { actions: 3, size: 2 } }, { t: {} });
    s = activate(s, 'A', 'a');
    const over = (height: number, width: number) => ({
      type: 'charge',
      model: 'a',
      target: 't',
      distance: 2,
      nearest: ['t'],
      obstacle: { height, width },
    });
    expect(refusedOrder(s, 'A', over(1.5, 0.5)).code).toBe('OBSTACLE_TOO_BIG');
    expect(refusedOrder(s, 'A', over(1, 1.5)).code).toBe('OBSTACLE_TOO_BIG');
    s = order(s, 'A', over(1, 1));
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [10], dmg: 8 } }); // no charge bonus (L350)
    s = roll(s, 19);
    expect(s.models.a.engaged).toEqual([]); // L351
    expect(refusedOrder(s, 'A', { type: 'attack', model: 'a', targets: ['t'] }).code).toBe('NOT_IN_CONTACT');
    s = order(s, 'A', { type: 'attack', model: 'a', targets: ['t'], nearest: ['t'], obstacle: { height: 1, width: 1 } }); // L348
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { targets: ['t'] } });
  });
});
