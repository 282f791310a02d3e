import { pendingOf } from './ruleset';
import { activate, game, order, refusedOrder, roll } from './testing';

const path = (inches: number) => [{ inches, terrain: 'normal' }];

describe('warzone turns and activations (digest §2.2, options)', () => {
  it('firstPlayer "rollOff": a d20 each, the higher activates first, a tie is rolled again', () => {
    let s = game({ a: {} }, { b: {} }, { firstPlayer: 'rollOff' });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'roll-off', dice: [{ count: 2, sides: 20 }] });
    s = roll(s, 7, 7);
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'roll-off' });
    s = roll(s, 4, 11);
    expect(s.active).toBe('B');
    expect(refusedOrder(s, 'A', { type: 'activate', unit: 'u-a' }).code).toBe('NOT_YOUR_TURN');
  });

  it('sides alternate one unit at a time; a side with units left goes on alone; each unit once a turn', () => {
    let s = game({ a1: {}, a2: {}, a3: {} }, { b1: {} });
    s = activate(s, 'A', 'a1');
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.active).toBe('B');
    s = activate(s, 'B', 'b1');
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'a2');
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.active).toBe('A'); // B has no unit left this turn
    expect(refusedOrder(s, 'A', { type: 'activate', unit: 'u-a1' }).code).toBe('UNIT_CANNOT_ACT');
    s = activate(s, 'A', 'a3');
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.turn).toBe(2);
  });

  it('actions: the profile’s, else the option; unspent actions are lost; one model after another', () => {
    let s = game({ a: {}, b: { actions: 3 } }, { t: {} }, { actions: 1 });
    s.units['u-a'].models.push('b'); // one unit of two models
    s.models.b.unit = 'u-a';
    delete s.units['u-b'];
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'move', model: 'a', path: path(1) });
    expect(s.model).toBeNull(); // a had one action (option), its activation is over
    expect(refusedOrder(s, 'A', { type: 'pivot', model: 'a' }).code).toBe('UNIT_CANNOT_ACT');
    s = order(s, 'A', { type: 'pivot', model: 'b' });
    expect(s.models.b.actionsLeft).toBe(2);
    s = order(s, 'A', { type: 'endActivation' }); // b's two actions are lost
    expect(s.models.b.actionsLeft).toBe(0);
    expect([s.unit, s.active]).toEqual([null, 'B']); // every model of the unit has acted
  });

  it('§3.16: Wait spends one action and holds one; the reservation lapses at the model’s next activation', () => {
    let s = game({ a: {} }, { t: {} });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'wait', model: 'a' });
    expect(s.models.a).toMatchObject({ waiting: true, actionsLeft: 1 });
    expect(s.active).toBe('B'); // a's activation ended with the reserve held
    s = activate(s, 'B', 't');
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'pivot', model: 'a' });
    expect(s.models.a).toMatchObject({ waiting: false, actionsLeft: 1 });
    expect(refusedOrder(s, 'A', { type: 'wait', model: 'a' }).code).toBe('NO_ACTIONS_LEFT');
  });
});
