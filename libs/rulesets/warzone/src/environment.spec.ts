import { pendingOf } from './ruleset';
import { permanent } from './environment';
import { activate, order, refusedOrder, roll, table, type ProfileSpec } from './testing';
import type { WarzoneState } from './state';

type Env = { type: string; level: number };
const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 36, closeRange: 12, mediumRange: 24 };
const shot = (distance: number) => ({ type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance, nearest: ['t'] });
const tn = (s: WarzoneState) => (s.tasks[0] as { strike: { tn: number[] } }).strike.tn[0];

/** Unit `a` activates in `env`, fails its environment test (20) and rolls `table` on the level's table. */
function effect(
  env: Env,
  tableRoll: number,
  a: ProfileSpec = {},
  more: Record<string, ProfileSpec> = {},
  options: Record<string, unknown> = {},
  foes: Record<string, ProfileSpec> = {},
): WarzoneState {
  const s = activate(table({ a: { actions: 3, rs: 10, weapons: [rifle], ...a }, ...more }, { t: {}, ...foes }, [], env, options), 'A', 'a');
  return roll(roll(s, 20), tableRoll);
}

/** The random tables, band by band, as in the seed (upper bound, effect). */
const ROWS: Array<[string, Env, Array<[number, number, string]>]> = [
  [
    'P6 L497–498 Arctic 1',
    { type: 'arctic', level: 1 },
    [
      [1, 10, 'snowfall'],
      [11, 20, 'severeCold'],
    ],
  ],
  [
    'P6 L508–511 Arctic 2',
    { type: 'arctic', level: 2 },
    [
      [1, 5, 'snowfall'],
      [6, 10, 'severeCold'],
      [11, 15, 'ravine'],
      [16, 20, 'malfunction'],
    ],
  ],
  [
    'P6 L521–525 Arctic 3',
    { type: 'arctic', level: 3 },
    [
      [1, 4, 'snowfall'],
      [5, 8, 'severeCold'],
      [9, 12, 'ravine'],
      [13, 16, 'malfunction'],
      [17, 20, 'blizzard'],
    ],
  ],
  [
    'P7 L557–558 Desert 1',
    { type: 'desert', level: 1 },
    [
      [1, 10, 'dust'],
      [11, 20, 'fatigue'],
    ],
  ],
  [
    'P7 L568–571 Desert 2',
    { type: 'desert', level: 2 },
    [
      [1, 5, 'dust'],
      [6, 10, 'sandstorm'],
      [11, 15, 'mv-1'],
      [16, 20, 'quicksand'],
    ],
  ],
  [
    'P7 L581–585 Desert 3',
    { type: 'desert', level: 3 },
    [
      [1, 4, 'dust'],
      [5, 8, 'sandstorm'],
      [9, 12, 'mv-2'],
      [13, 16, 'quicksand'],
      [17, 20, 'sunstroke'],
    ],
  ],
  [
    'P8 L617–618 Jungle 1',
    { type: 'jungle', level: 1 },
    [
      [1, 10, 'mv-1'],
      [11, 20, 'insects'],
    ],
  ],
  [
    'P8 L628–631 Jungle 2',
    { type: 'jungle', level: 2 },
    [
      [1, 5, 'mv-1'],
      [6, 10, 'insects'],
      [11, 15, 'visibility12'],
      [16, 20, 'swamp'],
    ],
  ],
  [
    'P8 L641–643 Jungle 3',
    { type: 'jungle', level: 3 },
    [
      [1, 8, 'insects'],
      [9, 16, 'swamp'],
      [17, 20, 'predator'],
    ],
  ],
];

describe('warzone environment tables (P6–P8), row by row', () => {
  it.each(ROWS)('%s: every band, at both ends', (_name, env, bands) => {
    for (const [low, high, name] of bands) {
      for (const r of [low, high]) expect([r, effect(env, r).units['u-a'].effects]).toEqual([r, [name]]);
    }
  });

  it.each([
    ['P6 L493, L504, L517 Arctic: Snow', 'arctic', [['snow'], ['snow'], ['snow']]],
    ['P7 L553, L564, L577 Desert', 'desert', [['goodVisibility'], ['goodVisibility', 'fatigue'], ['goodVisibility', 'fatigue', 'mv-1']]],
    [
      'P8 L613, L624, L637 Jungle (visibility limits in visibility.ts)',
      'jungle',
      [[], ['fatigue', 'poorVisibility'], ['fatigue', 'poorVisibility', 'mv-1']],
    ],
  ])('%s: permanent effects by level', (_name, type, byLevel) => {
    for (const [i, expected] of byLevel.entries()) {
      const s = table({ a: {} }, { t: {} }, [], { type, level: i + 1 });
      expect(permanent(s)).toEqual(expected);
    }
  });

  it('D12 (P9 L661, P8 L649): Jungle 2, LD 12, Survival 1, Armour 22 → TN 15; table 9 − 1 = 8 → Insect Swarm, −2 RS to the end of the activation', () => {
    const start = () =>
      activate(
        table({ a: { ld: 12, survival: 1, armour: 22, rs: 10, weapons: [rifle] } }, { t: {} }, [], { type: 'jungle', level: 2 }),
        'A',
        'a',
      );
    expect(pendingOf(roll(start(), 15)).kind).toBe('order'); // 15 ≤ 15 passes
    let s = roll(start(), 16);
    s = roll(s, 9);
    expect(s.units['u-a'].effects).toEqual(['insects']);
    expect(tn(order(s, 'A', shot(10)))).toBe(10 - 2);
    s = order(s, 'A', { type: 'endActivation' }); // its only model: the unit's activation ends too
    expect(s.unit).toBeNull();
    expect(s.units['u-a'].effects).toEqual([]); // A23: gone with the activation
  });

  it('A23: Severe Cold outlasts the activation until the model moves', () => {
    let s = effect({ type: 'arctic', level: 1 }, 11);
    s = order(s, 'A', { type: 'pivot', model: 'a' });
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.unit).toBeNull();
    expect(s.units['u-a'].effects).toEqual(['severeCold']);
  });

  it('A45 (P9 L665): the flat method: an effect at d20 − Survival (+ armour) ≥ 19 / 17 / 15, then the table', () => {
    const flat = (env: Env, r: number, a: ProfileSpec = {}) =>
      roll(activate(table({ a }, { t: {} }, [], env, { environmentMethod: 'flat' }), 'A', 'a'), r);
    expect(pendingOf(flat({ type: 'jungle', level: 1 }, 18)).kind).toBe('order');
    expect(pendingOf(flat({ type: 'jungle', level: 1 }, 19))).toMatchObject({ kind: 'roll', purpose: 'environment table' });
    expect(pendingOf(flat({ type: 'jungle', level: 1 }, 20, { survival: 2 })).kind).toBe('order');
    expect(pendingOf(flat({ type: 'desert', level: 2 }, 17))).toMatchObject({ kind: 'roll', purpose: 'environment table' });
    expect(pendingOf(flat({ type: 'arctic', level: 3 }, 14)).kind).toBe('order');
    expect(pendingOf(flat({ type: 'desert', level: 1 }, 17, { armour: 22 }))).toMatchObject({ kind: 'roll', purpose: 'environment table' });
  });
});

describe('warzone environment effects (P6–P8)', () => {
  it('P6 L529 Snowfall: visibility 12 + d20, the models seen are Obscured', () => {
    let s = effect({ type: 'arctic', level: 1 }, 1);
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'visibility' });
    s = roll(s, 5);
    expect(s.units['u-a'].visibility).toBe(17);
    const r = refusedOrder(s, 'A', shot(17.5));
    expect(r.code).toBe('NO_LINE_OF_SIGHT');
    expect(tn(order(s, 'A', shot(17)))).toBe(10 - 1);
  });

  it('P6 L535 Blizzard: visibility 12 + d20, Obscured, MV −1', () => {
    const s = roll(effect({ type: 'arctic', level: 3 }, 17, { mv: 4 }), 1);
    expect(refusedOrder(s, 'A', shot(13.5)).code).toBe('NO_LINE_OF_SIGHT');
    expect(tn(order(s, 'A', shot(13)))).toBe(9);
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: [{ inches: 3.5 }] }).code).toBe('TOO_FAR');
  });

  it('P7 L589 Dust: visibility 12 + d20, no Obscured', () => {
    const s = roll(effect({ type: 'desert', level: 1 }, 1), 3);
    expect(refusedOrder(s, 'A', shot(15.5)).code).toBe('NO_LINE_OF_SIGHT');
    expect(tn(order(s, 'A', shot(15)))).toBe(10);
  });

  it('P7 L591, L599 Sandstorm: visibility d20; Good Visibility lapses', () => {
    let s = roll(effect({ type: 'desert', level: 2 }, 6, { ld: 10 }, {}, {}, { h: { hidden: true, stealth: 5 } }), 7);
    expect(s.units['u-a'].visibility).toBe(7);
    expect(refusedOrder(s, 'A', shot(7.5)).code).toBe('NO_LINE_OF_SIGHT');
    const detect = { type: 'detect', model: 'a', target: 'h', distance: 6, nearest: ['h'] };
    expect(refusedOrder(s, 'A', detect).code).toBe('OUT_OF_RANGE'); // 10 − 5, no +6
    const dust = roll(effect({ type: 'desert', level: 1 }, 1, { ld: 10 }, {}, {}, { h: { hidden: true, stealth: 5 } }), 7);
    expect(order(dust, 'A', detect).tasks[0]).toMatchObject({ k: 'detect' }); // Good Visibility: 10 − 5 + 6
    s = order(s, 'A', shot(7));
    expect(s.tasks[0]).toMatchObject({ k: 'strike' });
  });

  it('P8 L647 Poor Visibility: detection tests 2 harder (Jungle 2)', () => {
    const s = roll(activate(table({ a: { ld: 12 } }, { h: { hidden: true, stealth: 1 } }, [], { type: 'jungle', level: 2 }), 'A', 'a'), 1);
    expect(order(s, 'A', { type: 'detect', model: 'a', target: 'h', distance: 5, nearest: ['h'] }).tasks[0]).toMatchObject({
      k: 'detect',
      tn: 12 - 1 - 2,
    });
  });

  it('P8 L630 visibility 12": the random effect lowers the jungle’s 18"', () => {
    const s = effect({ type: 'jungle', level: 2 }, 11);
    expect(refusedOrder(s, 'A', shot(12.5)).code).toBe('NO_LINE_OF_SIGHT');
    expect(order(s, 'A', shot(12)).tasks[0]).toMatchObject({ k: 'strike' });
  });

  it('A24 (P8 L653) Swamp: the first movement action of the activation calls one LD + Survival test; a failure wounds', () => {
    let s = effect({ type: 'jungle', level: 2 }, 16, { wounds: 2 });
    s = order(s, 'A', { type: 'pivot', model: 'a' });
    expect(s.tasks).toEqual([]);
    s = order(s, 'A', { type: 'move', model: 'a', path: [{ inches: 1 }] });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'survival test' });
    s = roll(s, 20);
    expect(s.models.a.wounds).toBe(1);
    s = order(s, 'A', { type: 'move', model: 'a', path: [{ inches: 1 }] });
    expect(s.tasks).toEqual([]); // one test per model per activation
  });

  it('A24, A76: a Charge calls the Swamp test after its attack; a Disengage once its roll moves the model', () => {
    const charged = order(effect({ type: 'jungle', level: 2 }, 16), 'A', {
      type: 'charge',
      model: 'a',
      target: 't',
      distance: 2,
      nearest: ['t'],
    });
    expect(charged.tasks[0]).toMatchObject({ k: 'survival', model: 'a', effect: 'swamp' });
    expect(charged.tasks[charged.tasks.length - 1]).toMatchObject({ k: 'strike' });
    let s = activate(table({ a: { cc: 10, st: 8 } }, { t: { cc: 1, st: 1 } }, [], { type: 'jungle', level: 2 }), 'A', 'a');
    s = roll(s, 1); // passes
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
    s = roll(s, 20); // a miss
    s = order(s, 'A', { type: 'endActivation' });
    s = order(roll(order(s, 'B', { type: 'activate', unit: 'u-t' }), 1), 'B', { type: 'endActivation' });
    s = roll(roll(activate(s, 'A', 'a'), 20), 16); // turn 2: Swamp
    s = order(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 2 });
    expect(pendingOf(s)).toMatchObject({ purpose: 'disengage' });
    s = roll(s, 15, 1);
    expect(s.models.a.engaged).toEqual([]);
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'survival', model: 'a', effect: 'swamp' })]);
  });

  it('P7 L595 Sunstroke: a random model tests LD + Survival or takes a wound; P8 L655 Predator: DMG 12', () => {
    let s = effect({ type: 'desert', level: 3 }, 17, { wounds: 2 });
    s = roll(roll(s, 1), 20);
    expect(s.models.a.wounds).toBe(1);
    s = roll(effect({ type: 'jungle', level: 3 }, 17), 1);
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'a', dmg: 12 })]);
  });
});

describe('A43 (P6 L539, P7 L593): Ravine and Quicksand, the nearest friendly model', () => {
  /** Arctic 2, table 11: Ravine; the random model (1d1) fails its LD + Survival test. */
  const ravine = (more: Record<string, ProfileSpec> = { f: {} }, tableRoll = 11, env: Env = { type: 'arctic', level: 2 }) =>
    roll(roll(effect(env, tableRoll, {}, more), 1), 20);

  it('the owner names a friendly model of any unit; it loses the actions of its next activation this turn', () => {
    let s = ravine();
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['A'], orders: ['nearestFriend'] });
    expect(refusedOrder(s, 'A', { type: 'nearestFriend', model: null }).code).toBe('BAD_CHOICE');
    expect(refusedOrder(s, 'A', { type: 'nearestFriend', model: 't' }).code).toBe('BAD_CHOICE');
    expect(refusedOrder(s, 'A', { type: 'nearestFriend', model: 'a' }).code).toBe('BAD_CHOICE');
    expect(refusedOrder(s, 'B', { type: 'nearestFriend', model: 'f' }).code).toBe('NOT_PENDING');
    s = order(s, 'A', { type: 'nearestFriend', model: 'f' });
    expect(s.models.a).toMatchObject({ activated: true, actionsLeft: 0 });
    expect(s.models.f).toMatchObject({ activated: true, actionsLeft: 0 });
    expect(s.unit).toBeNull(); // the unit has nothing left to do
    s = order(roll(order(s, 'B', { type: 'activate', unit: 'u-t' }), 1), 'B', { type: 'endActivation' }); // B passes its test
    s = roll(activate(s, 'A', 'f'), 1);
    expect(s.unit).toBeNull(); // f has no activation left: its unit ends at once and the turn with it
    expect(s.turn).toBe(2);
  });

  it('a friendly model that already activated this turn loses nothing; with no friend left the owner names none', () => {
    let s = activate(table({ f: { actions: 2 }, a: {} }, { t: {} }, [], { type: 'arctic', level: 2 }), 'A', 'f');
    s = roll(s, 1);
    s = order(s, 'A', { type: 'wait', model: 'f' });
    s = order(roll(order(s, 'B', { type: 'activate', unit: 'u-t' }), 1), 'B', { type: 'endActivation' }); // B passes its test
    s = roll(roll(roll(roll(activate(s, 'A', 'a'), 20), 11), 1), 20);
    s = order(s, 'A', { type: 'nearestFriend', model: 'f' });
    expect(s.models.f.waiting).toBe(true);
    const alone = ravine({});
    expect(refusedOrder(alone, 'A', { type: 'nearestFriend', model: 'f' }).code).toBe('BAD_CHOICE');
    expect(order(alone, 'A', { type: 'nearestFriend', model: null }).tasks).toEqual([]);
  });

  it('Quicksand (Desert 2, 16) works as Ravine', () => {
    const s = ravine({ f: {} }, 16, { type: 'desert', level: 2 });
    expect(s.units['u-a'].effects).toEqual(['quicksand']);
    expect(pendingOf(s)).toMatchObject({ kind: 'order', orders: ['nearestFriend'] });
  });
});
