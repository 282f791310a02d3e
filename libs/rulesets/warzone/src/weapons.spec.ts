import { isViolation } from '@app/rules';
import { setupMatch } from './ruleset';
import { activate, game, order, refusedOrder, roll, type ProfileSpec } from './testing';
import { orderSchema, type Options } from './schema';
import type { WarzoneState } from './state';

const path = (inches: number, terrain = 'normal') => [{ inches, terrain }];
const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 30, closeRange: 10, mediumRange: 20 };
const SOTM = { shootOnTheMove: { maxMoveFraction: 0.5, rsModifier: -2 } };
const ASSAULT = { assault: { maxMoveFraction: 1, rsModifier: -3 } };

function ready(
  a: ProfileSpec = {},
  b: Record<string, ProfileSpec> = { t: {} },
  options: Partial<Options> = {},
  env = { type: 'none', level: 1 },
): WarzoneState {
  return activate(game({ a: { rs: 12, actions: 3, weapons: [rifle], ...a } }, b, options, env), 'A', 'a');
}

const sotm = (extra: Record<string, unknown> = {}) => ({
  type: 'shootOnTheMove',
  model: 'a',
  path: path(2),
  weapon: 'rifle',
  target: 't',
  distance: 15,
  nearest: ['t'],
  ...extra,
});

describe('Shoot on the move and Assault (§9.1 item 3, P2 L55, P3 L276, P7 L597)', () => {
  it('§9.1 item 3: both are refused by default as undefined actions', () => {
    const s = ready();
    for (const type of ['shootOnTheMove', 'assault']) {
      const r = refusedOrder(s, 'A', sotm({ type }));
      expect(r.code).toBe('UNDEFINED_ACTION');
      expect(r.rule).toBe('warzone §9 item 3');
    }
  });

  it('§9.1 item 3 option shootOnTheMove: one action moves up to the fraction of MV, then shoots at the RS modifier', () => {
    let s = ready({}, { t: {} }, SOTM);
    expect(refusedOrder(s, 'A', sotm({ path: path(2.5) })).code).toBe('TOO_FAR'); // MV 4 × 0.5
    s = order(s, 'A', { type: 'aim', model: 'a', target: 't' });
    s = order(s, 'A', sotm());
    expect(s.models.a.actionsLeft).toBe(1);
    expect(s.models.a.moved).toBe(true);
    // RS 12 − 2, medium range 0, no Aim bonus: the move came between (§4.3 "immediately preceding").
    expect(s.tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [10], ranged: true } });
    s = roll(s, 10);
    s = roll(s, 19); // 19 > 18 − 10: a wound
    expect(s.models.t.removed).toBe(true);
  });

  it('§7.6 rules 5–12 and 36: the move keeps every path rule and the shot every Shoot rule', () => {
    const s = ready({}, { t: {} }, SOTM);
    expect(refusedOrder(s, 'A', sotm({ enemyGap: 2 })).code).toBe('ENEMY_GAP');
    expect(refusedOrder(s, 'A', sotm({ path: path(1, 'impassable') })).code).toBe('BLOCKED');
    expect(refusedOrder(s, 'A', sotm({ inArc: false })).code).toBe('OUT_OF_ARC');
    expect(refusedOrder(s, 'A', sotm({ distance: 31 })).code).toBe('OUT_OF_RANGE');
    expect(refusedOrder(s, 'A', sotm({ nearest: [] })).code).toBe('TARGET_PRIORITY');
  });

  it('P2 L55, P3 L276: no shooting on a Barge or a Charge move; an engaged model must Disengage or Barge first (P3 L229)', () => {
    let s = ready({ size: 4 }, { t: {} }, { ...SOTM, ...ASSAULT });
    // The order schema has no shot on a Barge or a Charge: the kernel refuses them as malformed.
    expect(orderSchema.safeParse({ type: 'barge', model: 'a', path: path(1), weapon: 'rifle', target: 't' }).success).toBe(false);
    expect(orderSchema.safeParse({ type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'], distanceShot: 2 }).success).toBe(
      false,
    );
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
    s = roll(s, 20);
    expect(refusedOrder(s, 'A', sotm()).code).toBe('ENGAGED');
    expect(refusedOrder(s, 'A', sotm({ type: 'assault' })).code).toBe('ENGAGED');
  });

  it('P7 L597: Fatigue forbids Assault, not Shoot on the move', () => {
    const s = ready({}, { t: {} }, { ...SOTM, ...ASSAULT }, { type: 'desert', level: 2 });
    const fatigued = { ...s, tasks: [] as WarzoneState['tasks'] }; // skip the environment test: desert 2 is always fatigued
    const r = refusedOrder(fatigued, 'A', sotm({ type: 'assault' }));
    expect(r.code).toBe('ASSAULT_FORBIDDEN');
    expect(r.rule).toBe('warzone P7 L597');
    const after = order(fatigued, 'A', sotm());
    expect(after.tasks[0]).toMatchObject({ k: 'strike' });
  });

  it('§9.1 item 3 option assault: its own fraction and modifier', () => {
    let s = ready({}, { t: {} }, ASSAULT);
    expect(refusedOrder(s, 'A', sotm({ type: 'assault', path: path(4.5) })).code).toBe('TOO_FAR');
    s = order(s, 'A', sotm({ type: 'assault', path: path(4) }));
    expect(s.tasks[0]).toMatchObject({ strike: { tn: [9] } });
  });

  it('§7.6 rule 36: Shoot is refused while engaged', () => {
    let s = ready();
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
    s = roll(s, 20);
    const r = refusedOrder(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 1, nearest: ['t'] });
    expect(r.code).toBe('ENGAGED');
    expect(r.rule).toBe('warzone P3 L229');
  });
});

describe('AV, Absolute Success and open vehicles (P3 L288–297, A6, A32)', () => {
  const gun = { ...rifle, av: 2 };

  it('A6: AV has no effect by default; with vehicleAv armourPiercing it lowers a vehicle’s Armour only', () => {
    for (const [vehicleAv, types, expected] of [
      ['none', ['vehicle'], 3],
      ['armourPiercing', ['vehicle'], 2],
      ['armourPiercing', ['humanoid'], 3],
    ] as const) {
      let s = ready({ weapons: [gun] }, { t: { armour: 20, wounds: 3, types: [...types] } }, { vehicleAv });
      s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 15, nearest: ['t'] });
      s = roll(s, 5);
      expect(s.tasks[0]).toMatchObject({ k: 'armour', dmg: 10, av: 2 });
      s = roll(s, 9); // 9 > 20 − 2 − 10 with AV 2 against a vehicle; not > 20 − 10 otherwise
      expect(s.models.t.wounds).toBe(expected);
    }
  });

  it('P3 L292: an Absolute Success may take +1 AV for that hit', () => {
    let s = ready({ weapons: [gun] }, { t: { armour: 20, wounds: 3, types: ['vehicle'] } }, { vehicleAv: 'armourPiercing' });
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 15, nearest: ['t'] });
    s = roll(s, 1);
    s = order(s, 'A', { type: 'absoluteSuccess', option: 'av' });
    expect(s.tasks[0]).toMatchObject({ k: 'armour', dmg: 10, av: 3 });
  });

  it('P3 L294, §7.6 rule 38: a random crew member of an open vehicle, from the crew listed in the army file', () => {
    const doc = (crew: string[], types = ['vehicle', 'openVehicle']) => ({
      armies: {
        A: {
          name: 'A',
          squads: [
            {
              id: 'u-a',
              faction: 'T',
              name: 'a',
              category: 'individual',
              models: [{ id: 'a', profile: { name: 'a', mv: 4, cc: 10, rs: 12, st: 8, ld: 10, armour: 18, actions: 3, weapons: [rifle] } }],
            },
          ],
        },
        B: {
          name: 'B',
          squads: [
            {
              id: 'u-v',
              faction: 'T',
              name: 'v',
              category: 'individual',
              models: [{ id: 'v', profile: { name: 'Jeep', mv: 6, cc: 5, rs: 5, st: 10, ld: 10, armour: 25, wounds: 4, types, crew } }],
            },
            {
              id: 'u-c',
              faction: 'T',
              name: 'c',
              category: 'core',
              models: ['c1', 'c2'].map((id) => ({ id, profile: { name: 'Crew', mv: 4, cc: 8, rs: 8, st: 8, ld: 8, armour: 14 } })),
            },
          ],
        },
      },
      options: { firstPlayer: 'A' },
    });
    const bad = setupMatch(doc(['c1'], ['vehicle']));
    expect(isViolation(bad) && bad.code).toBe('BAD_CREW');
    const shootAt = (crew: string[]) => {
      const s0 = setupMatch(doc(crew));
      if (isViolation(s0)) throw new Error(s0.message);
      let s = order(s0, 'A', { type: 'activate', unit: 'u-a' });
      s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 'v', distance: 15, nearest: ['v'] });
      return roll(s, 1);
    };
    const none = refusedOrder(shootAt([]), 'A', { type: 'absoluteSuccess', option: 'crew' });
    expect(none.code).toBe('NO_CREW');
    expect(none.rule).toBe('warzone P3 L294');
    let s = order(shootAt(['c1', 'c2']), 'A', { type: 'absoluteSuccess', option: 'crew' });
    expect(s.tasks[0]).toMatchObject({ k: 'crewHit', vehicle: 'v' });
    s = roll(s, 2); // a d2: the second living crew member
    expect(s.tasks[0]).toMatchObject({ k: 'armour', target: 'c2', dmg: 10 });
    s = roll(s, 5); // 5 > 14 − 10
    expect(s.models.c2.removed).toBe(true);
    expect(s.models.v.wounds).toBe(4);
  });

  it('A32: the −4 of an Absolute Failure falls on the next hit test, a later one of the same action included', () => {
    const hmg = { ...rifle, shots: 3 };
    let s = ready({ weapons: [hmg] }, { t: { armour: 40, wounds: 5 } });
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 15, nearest: ['t'] });
    s = roll(s, 20, 10, 20);
    expect(s.log.at(-1)).toContain('against 12/8/12'); // the second test pays −4; the third follows a hit test
    expect(s.tasks).toHaveLength(0); // 10 > 8: a miss
    expect(s.models.a.penalty).toBe(4); // the last test failed absolutely: the next attack pays
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 15, nearest: ['t'] });
    s = roll(s, 10, 10, 10);
    expect(s.log.at(-1)).toContain('against 8/12/12');
  });

  it('A32: +4 DMG of an Absolute Success is for that hit only', () => {
    const hmg = { ...rifle, shots: 2 };
    let s = ready({ weapons: [hmg] }, { t: { armour: 40, wounds: 5 } });
    s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 15, nearest: ['t'] });
    s = roll(s, 1, 5);
    s = order(s, 'A', { type: 'absoluteSuccess', option: 'dmg' });
    expect(s.tasks.map((t) => (t.k === 'armour' ? t.dmg : t.k))).toEqual([10, 14]); // the top (last) is this hit's
  });
});
