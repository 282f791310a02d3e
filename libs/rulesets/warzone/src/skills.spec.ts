import { isViolation } from '@app/rules';
import { setupMatch, warzone } from './ruleset';
import { upgradeCost } from './upgrades';
import { activate, game, order, refusedOrder, roll, squad, type ProfileSpec } from './testing';
import type { Options } from './schema';
import type { WarzoneState } from './state';
import { SAMPLE_ARMIES } from './catalogue';

const path = (inches: number, terrain = 'normal', water = false) => [{ inches, terrain, water }];

function ready(a: ProfileSpec = {}, b: Record<string, ProfileSpec> = { t: {} }, options: Partial<Options> = {}): WarzoneState {
  return activate(game({ a: { actions: 3, ...a } }, b, options), 'A', 'a');
}

describe('skills the posts name without rules (§5.1, option undefinedAbilities)', () => {
  it('§5.1 refuse (default): using an undefined skill is refused, even one the model carries', () => {
    const r = refusedOrder(ready({ skills: { dirtyFighting: 0 } }), 'A', { type: 'useAbility', model: 'a', ability: 'dirtyFighting' });
    expect(r.code).toBe('UNDEFINED_ABILITY');
    expect(r.rule).toBe('warzone §5.1');
  });

  it('§5.1 spendAction: an undefined skill the model carries spends one action and does nothing else', () => {
    const opts = { undefinedAbilities: 'spendAction' as const };
    let s = ready(
      { skills: { regeneration: 5 }, weapons: [{ id: 'blade', name: 'Blade', dmg: 2, traits: ['deadlyToMortals:2'] }] },
      { t: {} },
      opts,
    );
    const before = { ...s.models.a, actionsLeft: 3, activated: true }; // the first order opens the model's activation
    s = order(s, 'A', { type: 'useAbility', model: 'a', ability: 'regeneration' });
    expect(s.models.a.actionsLeft).toBe(2);
    expect({ ...s.models.a, actionsLeft: 3 }).toEqual(before);
    s = order(s, 'A', { type: 'useAbility', model: 'a', ability: 'deadlyToMortals' }); // a weapon trait
    expect(s.models.a.actionsLeft).toBe(1);
    expect(refusedOrder(s, 'A', { type: 'useAbility', model: 'a', ability: 'reflexes' }).code).toBe('NOT_ALLOWED');
    expect(refusedOrder(s, 'A', { type: 'useAbility', model: 'a', ability: 'noTimeToDie' }).code).toBe('NOT_AN_ACTION');
  });

  it('P5 L393: an upgrade gives its undefined skill as a tag (Pheromones → Dirty Fighting), usable with spendAction', () => {
    let s = game(
      { n: { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['pheromones'] } },
      { t: {} },
      { undefinedAbilities: 'spendAction' },
    );
    expect(s.models.n.skills).toEqual({ dirtyFighting: 0 });
    s = activate(s, 'A', 'n');
    s = order(s, 'A', { type: 'useAbility', model: 'n', ability: 'dirtyFighting' });
    expect(s.models.n.actionsLeft).toBe(1);
  });
});

describe('skills and statuses the posts define (§5.1)', () => {
  it('P2 L176 Morale-immune: no LD test to drop from above its Size', () => {
    const drop = { type: 'dropDown', model: 'a', height: 4, landing: 1 };
    expect(order(ready(), 'A', drop).tasks.map((t) => t.k)).toContain('drop');
    expect(order(ready({ skills: { moraleImmune: 1 } }), 'A', drop).tasks.map((t) => t.k)).not.toContain('drop');
  });

  it('P3 L327 Morale-immune: no Morale test after fleeing from a charge', () => {
    for (const immune of [false, true]) {
      let s = game({ a: { cc: 12 } }, { f: { ...(immune ? { skills: { moraleImmune: 1 } } : {}) } });
      s = order(activate(s, 'A', 'a'), 'A', { type: 'endActivation' });
      s = order(order(s, 'B', { type: 'activate', unit: 'u-f' }), 'B', { type: 'wait', model: 'f' });
      expect(s.turn).toBe(2);
      s = activate(s, 'A', 'a');
      s = order(s, 'A', { type: 'charge', model: 'a', target: 'f', distance: 2, nearest: ['f'] });
      s = order(s, 'B', { type: 'flee', model: 'f', inches: 3 });
      s = order(s, 'A', { type: 'pursue', inches: 2 });
      s = roll(s, 20); // the charger misses
      expect(s.tasks.map((t) => t.k)).toEqual(immune ? [] : ['morale']);
    }
  });

  it('P2 L150–156 Climbing: a Beast climbs only with the ability', () => {
    const climb = { type: 'climb', model: 'a', height: 4, inches: 1 };
    expect(refusedOrder(ready({ types: ['beast'] }), 'A', climb).code).toBe('NOT_ALLOWED');
    expect(order(ready({ types: ['beast'], skills: { climbing: 1 } }), 'A', climb).models.a.climbing).toEqual({
      height: 4,
      reached: 1,
      below: [],
    });
  });

  it('P5 L404, A41 Gills: water counts as normal terrain, impassable water included', () => {
    const swim = { type: 'move', model: 'a', path: path(3, 'impassable', true) };
    expect(refusedOrder(ready(), 'A', swim).code).toBe('BLOCKED');
    expect(refusedOrder(ready(), 'A', { ...swim, path: path(3, 'difficult', true) }).code).toBe('TOO_FAR');
    expect(order(ready({ skills: { gills: 0 } }), 'A', swim).models.a.actionsLeft).toBe(2);
    expect(order(ready({ skills: { gills: 0 } }), 'A', { ...swim, path: path(4, 'difficult', true) }).models.a.moved).toBe(true);
    expect(refusedOrder(ready({ skills: { gills: 0 } }), 'A', { ...swim, path: path(3, 'difficult') }).code).toBe('TOO_FAR');
  });

  it('P2 L42 with Dark Vision (§5.1 [P]): no halving in total darkness', () => {
    const dark = { type: 'move', model: 'a', path: path(3), darkness: true };
    expect(refusedOrder(ready(), 'A', dark).code).toBe('TOO_FAR');
    expect(order(ready({ skills: { darkVision: 0 } }), 'A', dark).models.a.moved).toBe(true);
  });

  it('P4 L363 Panicked: no Detect; P4 L365 Hidden: no attack until detected', () => {
    const s = ready({ weapons: [{ id: 'p', name: 'Pistol', melee: false, dmg: 10, range: 12 }] }, { h: { hidden: true } });
    const panicked = { ...s, models: { ...s.models, a: { ...s.models.a, panicked: true } } };
    expect(refusedOrder(panicked, 'A', { type: 'detect', model: 'a', target: 'h', distance: 3, nearest: ['h'] }).code).toBe('PANICKED');
    expect(refusedOrder(s, 'A', { type: 'shoot', model: 'a', weapon: 'p', target: 'h', distance: 3, nearest: ['h'] }).code).toBe(
      'TARGET_HIDDEN',
    );
    expect(refusedOrder(s, 'A', { type: 'aim', model: 'a', target: 'h' }).code).toBe('BAD_TARGET');
  });
});

describe('Heavy Weapon Sections in narrow passages (P10 L713, §7.6 rule 13)', () => {
  const hws = { size: 4, types: ['heavyWeaponSection' as const] };
  const through = (width: number, ends = false) => ({ type: 'move', model: 'a', path: path(2), passageWidth: width, endsInPassage: ends });

  it('P10 L713: a passage narrower than the base is refused; a Heavy Weapon Section needs only a Size-2 base', () => {
    const r = refusedOrder(ready({ size: 4 }), 'A', through(2));
    expect(r.code).toBe('NARROW_PASSAGE');
    expect(r.rule).toBe('warzone P10 L713');
    expect(order(ready({ size: 4 }), 'A', through(3)).models.a.moved).toBe(true);
    expect(order(ready(hws), 'A', through(1)).models.a.moved).toBe(true);
    expect(refusedOrder(ready(hws), 'A', through(0.5)).code).toBe('NARROW_PASSAGE');
  });

  it('§7.6 rule 13: it may not end its activation in such a passage', () => {
    expect(refusedOrder(ready({ ...hws, actions: 1 }), 'A', through(1, true)).code).toBe('ENDS_IN_PASSAGE');
    let s = order(ready(hws), 'A', through(1, true));
    expect(s.models.a.inPassage).toBe(true);
    expect(refusedOrder(s, 'A', { type: 'endActivation' }).code).toBe('ENDS_IN_PASSAGE');
    s = order(s, 'A', { type: 'pivot', model: 'a' }); // one action is still left after it
    expect(refusedOrder(s, 'A', { type: 'pivot', model: 'a' }).code).toBe('ENDS_IN_PASSAGE');
    expect(refusedOrder(s, 'A', through(1, true)).code).toBe('ENDS_IN_PASSAGE');
    s = order(s, 'A', through(1)); // out of it with the last action
    expect(s.models.a.inPassage).toBe(false);
    expect(s.model).toBeNull();
  });

  it('P10 L713: ending in a passage at least as wide as the base is no concern', () => {
    const s = order(ready({ ...hws, actions: 2 }), 'A', through(3, true));
    expect(s.models.a.inPassage).toBe(false);
    expect(order(s, 'A', { type: 'endActivation' }).model).toBeNull();
  });
});

describe('detection readings (P4 L365–381)', () => {
  it('A38: the range uses the current LD (Insect Swarm −2); the +2 retry changes the test only', () => {
    let s = ready({ ld: 13 }, { h: { hidden: true, stealth: 2 } }, { naturals: false });
    s = { ...s, units: { ...s.units, 'u-a': { ...s.units['u-a'], effects: ['insects'] } } };
    const detect = { type: 'detect', model: 'a', target: 'h', distance: 9, nearest: ['h'] };
    expect(refusedOrder(s, 'A', { ...detect, distance: 9.5 }).code).toBe('OUT_OF_RANGE'); // 13 − 2 − 2
    s = order(s, 'A', detect);
    expect(s.tasks[0]).toMatchObject({ k: 'detect', tn: 9 });
    s = roll(s, 10);
    expect(refusedOrder(s, 'A', { ...detect, distance: 9.5 }).code).toBe('OUT_OF_RANGE');
    s = order(s, 'A', detect);
    expect(s.tasks[0]).toMatchObject({ tn: 11 });
  });

  it('A39: Detect targets one of the nearest Hidden models, any of them when several are nearest', () => {
    const s = ready({}, { h1: { hidden: true }, h2: { hidden: true } });
    const detect = { type: 'detect', model: 'a', target: 'h2', distance: 4 };
    const r = refusedOrder(s, 'A', { ...detect, nearest: ['h1'] });
    expect(r.code).toBe('NOT_NEAREST_HIDDEN');
    expect(r.rule).toBe('warzone P4 L367');
    expect(order(s, 'A', { ...detect, nearest: ['h1', 'h2'] }).tasks[0]).toMatchObject({ k: 'detect', target: 'h2' });
  });
});

describe('upgrades (P5 L387–434)', () => {
  it('A40: the unit’s total upgrade cost is rounded up, not each upgrade or each model', () => {
    expect(upgradeCost('core', ['poisonResistance', 'gills'], 1)).toBe(1); // 0.5 + 0.5
    expect(upgradeCost('core', ['poisonResistance'], 3)).toBe(2); // 1.5
    expect(upgradeCost('elite', ['poisonResistance', 'necroEyes'], 3)).toBe(3); // 3 × 1
  });

  it('A42: the maximum is the number of different upgrades one unit buys; several units may buy the same', () => {
    const code = (...squads: ReturnType<typeof squad>[]) => {
      const r = setupMatch({ armies: { A: { name: 'A', squads }, B: SAMPLE_ARMIES.B } });
      return isViolation(r) ? r.code : 'OK';
    };
    const k = (id: string, upgrades: string[]) => squad(id, { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades });
    expect(code(k('k1', ['claws', 'gills']))).toBe('OK');
    expect(code(k('k1', ['claws', 'gills', 'poison']))).toBe('BAD_SETUP');
    expect(code(k('k1', ['claws', 'claws']))).toBe('BAD_SETUP');
    expect(code(k('k1', ['claws', 'gills']), k('k2', ['claws', 'gills']))).toBe('OK');
  });

  it('A26: ATS defence is stored from the upgrades and shown in the view; it changes nothing else', () => {
    const s = game({ k: { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: ['poisonResistance', 'necroGuts'] } }, { t: {} });
    expect(s.models.k.ats).toBe(4);
    const seen = warzone.view(s, { kind: 'player', side: 'B' }) as WarzoneState;
    expect(seen.models.k.ats).toBe(4);
    const plain = game({ k: { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: ['necroEyes'] } }, { t: {} });
    expect({ ...s.models.k, ats: 0, points: 0, rsCloseMedium: 0 }).toEqual({ ...plain.models.k, ats: 0, points: 0, rsCloseMedium: 0 });
  });
});
