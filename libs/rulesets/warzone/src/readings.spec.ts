import { pendingOf } from './ruleset';
import { activate, game, order, refusedOrder, roll } from './testing';
import type { WarzoneState } from './state';

const pistol = { id: 'pistol', name: 'Pistol', cc: 1, melee: false, dmg: 10, range: 12, closeRange: 4, mediumRange: 8 };

/** A engages B's model `t` with a charge that misses (a roll of 20 is an Absolute Failure). */
function engaged(a: Record<string, object>, b: Record<string, object> = { t: {} }): WarzoneState {
  let s = game(a, b);
  s = activate(s, 'A', Object.keys(a)[0]);
  s = order(s, 'A', { type: 'charge', model: Object.keys(a)[0], target: 't', distance: 2, nearest: ['t'] });
  return roll(s, 20);
}

describe('warzone derived cases (digest §8.2), continued', () => {
  it('D7 (P2 L74–95) MP: one action, −2 to shooters, no Charge, −2 CC when engaged, no Climb, not for vehicles', () => {
    let s = game({ m: { actions: 3, weapons: [pistol] } }, { s: { rs: 12, weapons: [pistol] } });
    s = activate(s, 'A', 'm');
    s = order(s, 'A', { type: 'posture', model: 'm', to: 'mp' });
    expect(s.models.m).toMatchObject({ posture: 'mp', actionsLeft: 2 });
    expect(refusedOrder(s, 'A', { type: 'charge', model: 'm', target: 's', distance: 1, nearest: ['s'] }).code).toBe('NOT_STANDING');
    expect(refusedOrder(s, 'A', { type: 'climb', model: 'm', height: 4, inches: 1 }).code).toBe('NOT_STANDING');
    s = order(s, 'A', { type: 'endActivation' });
    s = activate(s, 'B', 's');
    s = order(s, 'B', { type: 'shoot', model: 's', weapon: 'pistol', target: 'm', distance: 5, nearest: ['m'] });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [10] } }); // RS 12 − Cover 2
    s = roll(s, 19);

    // Charged while in MP: its own attacks are at −2 CC (P2 L82).
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'm'); // turn 2, still in MP
    s = order(s, 'A', { type: 'endActivation' });
    s = activate(s, 'B', 's');
    s = order(s, 'B', { type: 'charge', model: 's', target: 'm', distance: 2, nearest: ['m'] });
    s = roll(s, 20);
    s = order(s, 'B', { type: 'endActivation' });
    s = order(s, 'A', { type: 'activate', unit: 'u-m' });
    s = order(s, 'A', { type: 'attack', model: 'm', targets: ['s'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [8] } }); // CC 10 − 2
    let e = game({ v: { types: ['rider'] } }, { t: {} });
    e = activate(e, 'A', 'v');
    expect(refusedOrder(e, 'A', { type: 'posture', model: 'v', to: 'mp' }).code).toBe('NOT_ALLOWED');
  });

  it('D9 (P2 L158–170) jump at MV 4: 2" needs no roll; 3.5" is tested, 19 falls, 18 lands; 4.5" is refused', () => {
    let s = game({ j: { mv: 4, actions: 3, armour: 40 } }, { t: {} });
    s = activate(s, 'A', 'j');
    s = order(s, 'A', { type: 'jump', model: 'j', gap: 2, depth: 3, landing: 3 });
    expect(pendingOf(s).kind).toBe('order');
    s = order(s, 'A', { type: 'jump', model: 'j', gap: 3.5, depth: 5, landing: 4 });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'jump test' });
    const landed = roll(s, 18);
    expect(landed.models.j.posture).toBe('standing');
    expect(landed.tasks).toEqual([]);
    const fell = roll(s, 19);
    expect(fell.models.j.posture).toBe('prone'); // 5" > Size 2: (5 + 5) × 2
    expect(fell.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'j', dmg: 20 })]);
    expect(refusedOrder(landed, 'A', { type: 'jump', model: 'j', gap: 4.5, depth: 3, landing: 4 }).code).toBe('TOO_FAR');
  });
});

describe('warzone readings checked against the seed', () => {
  it('A31 (P3 L229–235): an engaged model may not Detect, Wait or Shoot', () => {
    const s = engaged({ a: { actions: 3, weapons: [pistol] } }, { t: {}, h: { hidden: true } });
    expect(s.models.a.engaged).toEqual(['t']);
    expect(refusedOrder(s, 'A', { type: 'detect', model: 'a', target: 'h', distance: 2, nearest: [] }).code).toBe('ENGAGED');
    expect(refusedOrder(s, 'A', { type: 'wait', model: 'a' }).code).toBe('ENGAGED');
    expect(refusedOrder(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 't', distance: 1, nearest: ['t'] }).code).toBe(
      'ENGAGED',
    );
  });

  it('A31 (P2 L103, L132): a prone or climbing model cannot react from Wait', () => {
    for (const setUp of ['prone', 'climbing'] as const) {
      let s = game({ a: {} }, { w: { actions: 3 } });
      s = activate(s, 'A', 'a');
      s = order(s, 'A', { type: 'endActivation' });
      s = activate(s, 'B', 'w');
      s = order(s, 'B', { type: 'wait', model: 'w' });
      s = order(s, 'B', { type: 'endActivation' });
      s.models.w.posture = setUp === 'prone' ? 'prone' : 'standing';
      s.models.w.climbing = setUp === 'climbing' ? { height: 5, reached: 2, below: [] } : null;
      s = activate(s, 'A', 'a'); // turn 2: the charge offers no reaction to w
      s = order(s, 'A', { type: 'charge', model: 'a', target: 'w', distance: 2, nearest: ['w'], targetHeight: 2 });
      expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'hit' });
    }
  });

  it('A33 (P2 L188, L208): a struck model takes damage only when the height is above its own Size', () => {
    let s = game(
      { d: { size: 2, ld: 20, actions: 3, armour: 40 } },
      { big: { size: 5, armour: 40 }, small: { size: 1, ld: 5, armour: 40 } },
    );
    s = activate(s, 'A', 'd');
    s = order(s, 'A', { type: 'dropDown', model: 'd', height: 4, landing: 1, atLandingSpot: ['big', 'small'] });
    s = roll(s, 3); // the drop's LD test
    // The faller's armour test, then only the Size-1 model has to avoid it; 4" is not above Size 5.
    expect(s.tasks.map((t) => [t.k, 'model' in t ? t.model : 'target' in t ? t.target : null])).toEqual([
      ['fallAvoid', 'small'],
      ['armour', 'd'],
    ]);
    s = roll(s, 20);
    s = roll(s, 5); // 5 > LD 5 − Size 2: struck, (5 + 4) × 4 for a Size-1 model
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'small', dmg: 36 })]);
  });

  it('A52 (P2 L107, L188): a vehicle with the Climbing ability that falls takes the damage but is not prone; a walker is', () => {
    for (const [types, posture] of [
      [['vehicle'], 'standing'],
      [['vehicle', 'walker'], 'prone'],
    ] as const) {
      let s = game({ v: { types: [...types], skills: { climbing: 1 }, size: 2, mv: 4, armour: 40 } }, { t: {} });
      s = activate(s, 'A', 'v');
      s = order(s, 'A', { type: 'climb', model: 'v', height: 5, inches: 2 });
      s = order(s, 'A', { type: 'climb', model: 'v', height: 5, inches: 2 });
      s = roll(s, 17); // the climb test at the end of the activation: it falls 4"
      expect(s.models.v).toMatchObject({ climbing: null, posture });
      expect(s.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'v', dmg: 18 })]);
    }
  });

  it('A50 (P2 L138–148): a charged climber is never engaged; it may go on climbing; the attacker has +2 and no charge bonus', () => {
    let s = game({ c: { mv: 4, armour: 40 } }, { a: { cc: 10 } });
    s = activate(s, 'A', 'c');
    s = order(s, 'A', { type: 'climb', model: 'c', height: 6, inches: 2 });
    s = order(s, 'A', { type: 'endActivation' });
    s = roll(s, 3); // the climb test at the end of its activation: it holds on
    s = activate(s, 'B', 'a');
    expect(refusedOrder(s, 'B', { type: 'charge', model: 'a', target: 'c', distance: 2, nearest: ['c'], targetHeight: 3.5 }).code).toBe(
      'CLIMBER_OUT_OF_REACH',
    ); // > 1.5 × Size 2
    s = order(s, 'B', { type: 'charge', model: 'a', target: 'c', distance: 2, nearest: ['c'], targetHeight: 2 });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [12], dmg: 8 } }); // CC 10 + 2, no +1 and no +1 DMG
    s = roll(s, 19);
    expect([s.models.a.engaged, s.models.c.engaged]).toEqual([[], []]);
  });

  it('A44 (P2 L29–34): a gap under 3" between enemies only with an exemption the model can have', () => {
    const through = (model: string, gapExempt: string | null) => ({ type: 'move', model, path: [{ inches: 1 }], enemyGap: 2, gapExempt });
    const small = activate(game({ a: { size: 2 } }, { t: {} }), 'A', 'a');
    expect(refusedOrder(small, 'A', through('a', null)).code).toBe('ENEMY_GAP');
    expect(refusedOrder(small, 'A', through('a', 'bigVsSmall')).rule).toBe('warzone P2 L32');
    expect(refusedOrder(small, 'A', through('a', 'vehicle')).rule).toBe('warzone P2 L34');
    expect(refusedOrder(small, 'A', through('a', 'flyer')).rule).toBe('warzone P2 L34');
    expect(order(small, 'A', through('a', 'engagedEnemies')).models.a.moved).toBe(true);
    expect(order(small, 'A', through('a', 'towardNearestEnemy')).models.a.moved).toBe(true);
    const big = activate(game({ b: { size: 4 } }, { t: {} }), 'A', 'b');
    expect(order(big, 'A', through('b', 'bigVsSmall')).models.b.moved).toBe(true);
    const tank = activate(game({ v: { types: ['vehicle'] } }, { t: {} }), 'A', 'v');
    expect(order(tank, 'A', through('v', 'vehicle')).models.v.moved).toBe(true);
  });
});
