import { isViolation } from '@app/rules';
import { pendingOf, setupMatch } from './ruleset';
import { activate, game, order, refusedOrder, roll, squad } from './testing';
import type { WarzoneState } from './state';

/** Rules of the seed stated without a worked example, one test each (docs/rulesets/warzone.md). */
const path = (inches: number, terrain = 'normal') => [{ inches, terrain }];
const pistol = { id: 'pistol', name: 'Pistol', cc: 1, melee: false, dmg: 10, range: 12, closeRange: 4, mediumRange: 8 };
const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 11, range: 30, closeRange: 10, mediumRange: 20, jam: 20 };

/** A's `a` charged B's `t` (the hit missed): both engaged, A still activating. */
function engaged(a: object = {}, b: Record<string, object> = { t: {} }): WarzoneState {
  let s = game({ a: { actions: 3, ...a } }, b);
  s = activate(s, 'A', 'a');
  s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
  return roll(s, 19);
}

describe('warzone movement rules of P2 and P10', () => {
  it('P2 L21–23: a Move may end on a squad-mate only if a next action clears it; no activation ends on another base', () => {
    let s = activate(game({ a: { actions: 3 } }, { t: {} }), 'A', 'a');
    s = order(s, 'A', { type: 'move', model: 'a', path: path(1), endsOverlappingSquadmate: true });
    expect(refusedOrder(s, 'A', { type: 'endActivation' }).code).toBe('ENDS_OVERLAPPING');
    s = order(s, 'A', { type: 'move', model: 'a', path: path(1) });
    expect(order(s, 'A', { type: 'endActivation' }).model).toBeNull();
  });

  it('P2 L53–54: a Barge may end on an enemy only with a next Barge to clear it; it ignores the 3" gap', () => {
    let s = activate(game({ b: { size: 4, actions: 2 } }, { t: {} }), 'A', 'b');
    s = order(s, 'A', { type: 'barge', model: 'b', path: path(1), enemyGap: 1, passedSizes: [2] });
    expect(s.models.b.actionsLeft).toBe(1);
    expect(refusedOrder(s, 'A', { type: 'barge', model: 'b', path: path(1), endsOverlappingEnemy: true }).code).toBe('ENDS_OVERLAPPING');
  });

  it('P2 L105: attacks on a prone model are at +4 CC and +4 RS', () => {
    let s = game({ a: { rs: 10, cc: 10, actions: 3, weapons: [pistol] } }, { t: {} });
    s.models.t.posture = 'prone';
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 't', distance: 3, nearest: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [14] } });
    s = roll(s, 19);
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'pistol', distance: 2, nearest: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [16] } }); // CC 10 + 1 pistol + 1 charge + 4
  });

  it('P2 L107: vehicles cannot go prone, walkers can', () => {
    const tank = activate(game({ v: { types: ['vehicle'] } }, { t: {} }), 'A', 'v');
    expect(refusedOrder(tank, 'A', { type: 'posture', model: 'v', to: 'prone' }).code).toBe('NOT_ALLOWED');
    const walker = activate(game({ w: { types: ['vehicle', 'walker'] } }, { t: {} }), 'A', 'w');
    expect(order(walker, 'A', { type: 'posture', model: 'w', to: 'prone' }).models.w.posture).toBe('prone');
  });

  it('P2 L125–130: a climb goes on in the next activation from the height reached, and ends on top after its test', () => {
    let s = game({ c: { mv: 4 } }, { t: {} });
    s = activate(s, 'A', 'c');
    s = order(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 2 });
    s = order(s, 'A', { type: 'endActivation' });
    s = roll(s, 3); // holds on
    s = activate(s, 'B', 't');
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'c'); // turn 2
    expect(s.models.c.climbing).toEqual({ height: 5, reached: 2, below: [] });
    s = order(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 2 });
    s = order(s, 'A', { type: 'climb', model: 'c', height: 5, inches: 1 });
    expect(s.tasks).toEqual([{ k: 'climb', model: 'c', top: true }]);
    s = roll(s, 16);
    expect(s.models.c.climbing).toBeNull();
    expect(s.models.c.posture).toBe('standing');
  });

  it('P2 L144: a model above the climber may attack it too', () => {
    let s = game({ c: { mv: 4 } }, { a: {} });
    s = activate(s, 'A', 'c');
    s = order(s, 'A', { type: 'climb', model: 'c', height: 6, inches: 2 });
    s = order(s, 'A', { type: 'endActivation' });
    s = roll(s, 3);
    s = activate(s, 'B', 'a');
    s = order(s, 'B', { type: 'charge', model: 'a', target: 'c', distance: 1, nearest: ['c'], targetHeight: 0 });
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [12] } });
  });

  it('P2 L168: a jump lands within MV of the take-off point', () => {
    const s = activate(game({ j: { mv: 4 } }, { t: {} }), 'A', 'j');
    expect(refusedOrder(s, 'A', { type: 'jump', model: 'j', gap: 1, depth: 2, landing: 4.5 }).code).toBe('TOO_FAR');
  });

  it('P2 L172–174: a drop from no higher than Size is one action, with no test and no damage', () => {
    let s = activate(game({ d: { size: 2, actions: 3 } }, { t: {} }), 'A', 'd');
    s = order(s, 'A', { type: 'dropDown', model: 'd', height: 2, landing: 1 });
    expect(s.tasks).toEqual([]);
    expect(s.models.d).toMatchObject({ posture: 'standing', actionsLeft: 2, wounds: 1 });
  });

  it('P2 L210: a waiting model at the landing spot steps aside, losing Wait, with no test and no damage', () => {
    let s = game({ d: { size: 2, ld: 20, armour: 40 } }, { w: { actions: 3 } });
    s = order(activate(s, 'A', 'd'), 'A', { type: 'endActivation' });
    s = order(order(activate(s, 'B', 'w'), 'B', { type: 'wait', model: 'w' }), 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'd'); // turn 2: w still waits
    expect(s.models.w.waiting).toBe(true);
    s = order(s, 'A', { type: 'dropDown', model: 'd', height: 4, landing: 1, atLandingSpot: ['w'] });
    s = roll(s, 3); // the drop's LD test
    expect(s.models.w.waiting).toBe(false);
    expect(s.tasks.map((t) => [t.k, 'target' in t ? t.target : 'model' in t ? t.model : null])).toEqual([['armour', 'd']]);
  });

  it('P10 L697–699: very difficult terrain costs three times the distance', () => {
    const s = activate(game({ a: { mv: 4 } }, { t: {} }), 'A', 'a');
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: path(1.5, 'veryDifficult') }).code).toBe('TOO_FAR');
    expect(order(s, 'A', { type: 'move', model: 'a', path: path(1, 'veryDifficult') }).models.a.moved).toBe(true);
  });
});

describe('warzone close-combat rules of P3', () => {
  it('P3 L275: a charge whose line cannot be made is refused', () => {
    const s = activate(game({ a: {} }, { t: {} }), 'A', 'a');
    expect(refusedOrder(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'], pathPossible: false }).code).toBe(
      'BLOCKED',
    );
  });

  it('P3 L329–333: Disengage is opposed CC + ST + d20; +1 to the opponent per other enemy in contact; the smaller adds the Size difference', () => {
    let s = engaged({ cc: 10, st: 8, size: 2 }, { t: { cc: 11, st: 9, size: 4 }, u: {} });
    s.models.a.engaged.push('u');
    s.models.u.engaged.push('a');
    s = order(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 3 });
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'disengage', own: 10 + 8 + 2, their: 11 + 9 + 1 })]);
  });

  it('P3 L335–336: the disengage move is at most MV, and a model that cannot move clear cannot disengage', () => {
    const s = engaged({ mv: 4 });
    expect(refusedOrder(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 4.5 }).code).toBe('TOO_FAR');
    expect(refusedOrder(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 2, canMoveClear: false }).code).toBe(
      'CANNOT_MOVE_CLEAR',
    );
  });
});

describe('warzone detection and upgrades (P4, P5)', () => {
  it('P4 L379: smoke lowers the detection test by its level', () => {
    let s = activate(game({ a: { ld: 13 } }, { h: { hidden: true } }), 'A', 'a');
    s = order(s, 'A', { type: 'detect', model: 'a', target: 'h', distance: 5, nearest: ['h'], smoke: 2 });
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'detect', tn: 11 })]);
  });

  /** One Algeroth model of a unit that may take Necrobiotics, with these upgrades. */
  function necro(upgrades: string[], profile: object = {}): WarzoneState {
    const army = { name: 'A', squads: [squad('k', { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades, ...profile })] };
    const s = setupMatch({ armies: { A: army, B: { name: 'B', squads: [squad('t')] } }, options: { firstPlayer: 'A' } });
    if (isViolation(s)) throw new Error(s.message);
    return activate(s, 'A', 'k');
  }

  it('P5 L414: Necro Legs add 1" to a Charge (and a Run), not to a Move', () => {
    const charge = { type: 'charge', model: 'k', target: 't', distance: 5, nearest: ['t'] };
    expect(refusedOrder(necro([], { mv: 4 }), 'A', charge).code).toBe('TOO_FAR');
    expect(pendingOf(order(necro(['necroLegs'], { mv: 4 }), 'A', charge))).toMatchObject({ kind: 'roll', purpose: 'hit' });
    expect(refusedOrder(necro(['necroLegs'], { mv: 4 }), 'A', { type: 'move', model: 'k', path: path(5) }).code).toBe('TOO_FAR');
  });

  it('P5 L415: Necro Eyes add 1 RS at close and medium range, not at long', () => {
    const shot = (distance: number) => ({ type: 'shoot', model: 'k', weapon: 'rifle', target: 't', distance, nearest: ['t'] });
    const tn = (s: WarzoneState) => (s.tasks[0] as { strike: { tn: number[] } }).strike.tn[0];
    const eyes = (d: number) => tn(order(necro(['necroEyes'], { rs: 10, weapons: [rifle] }), 'A', shot(d)));
    expect([eyes(5), eyes(15), eyes(25)]).toEqual([11, 11, 8]); // long: −2 and no bonus
  });
});

describe('warzone Arctic effects (P6)', () => {
  it('P6 L531: Severe Cold is −1 to CC, RS and LD until the model moves', () => {
    let s = activate(game({ a: { rs: 10, ld: 10, actions: 3, weapons: [pistol] } }, { t: {}, h: { hidden: true } }), 'A', 'a');
    s.units['u-a'].effects = ['severeCold'];
    const cold = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 't', distance: 3, nearest: ['t'] });
    expect(cold.tasks[0]).toMatchObject({ strike: { tn: [9] } });
    const detect = order(s, 'A', { type: 'detect', model: 'a', target: 'h', distance: 3, nearest: ['h'] });
    expect(detect.tasks[0]).toMatchObject({ k: 'detect', tn: 9 });
    s = order(s, 'A', { type: 'move', model: 'a', path: path(1) });
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 't', distance: 3, nearest: ['t'] });
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [10] } });
  });

  it('P6 L533: Malfunction jams a weapon two points earlier', () => {
    let s = activate(game({ a: { rs: 10, actions: 3, weapons: [rifle] } }, { t: { armour: 40 } }), 'A', 'a');
    s.units['u-a'].effects = ['malfunction'];
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 5, nearest: ['t'] });
    s = roll(s, 18);
    expect(s.models.a.jammed).toEqual(['rifle']);
  });
});
