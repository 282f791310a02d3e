import { isViolation } from '@app/rules';
import { setupMatch } from './ruleset';
import { SAMPLE_ARMIES } from './catalogue';
import { upgradeCost } from './upgrades';
import { activate, game, order, refused, refusedOrder, roll, squad } from './testing';
import type { WarzoneState } from './state';

const path = (inches: number, terrain = 'normal') => [{ inches, terrain }];

function ready(a: Parameters<typeof game>[0] = { a: { actions: 3 } }, b: Parameters<typeof game>[1] = { t: {} }): WarzoneState {
  return activate(game(a, b), 'A', Object.keys(a)[0]);
}

describe('warzone refusals (digest §7.6): the code, and the state unchanged', () => {
  const cases: Array<[string, () => [WarzoneState, 'A' | 'B', Record<string, unknown>], string, string]> = [
    ['rule 1: out of turn', () => [game({ a: {} }, { t: {} }), 'B', { type: 'activate', unit: 'u-t' }], 'NOT_YOUR_TURN', 'warzone §2.2'],
    ['rule 1: unknown model', () => [ready(), 'A', { type: 'pivot', model: 'zz' }], 'UNKNOWN_UNIT', 'warzone §7.6'],
    [
      'rule 1: a model outside the active unit',
      () => [ready({ a: {}, b2: {} }), 'A', { type: 'pivot', model: 'b2' }],
      'UNIT_CANNOT_ACT',
      'warzone §2.2',
    ],
    [
      'rule 6: impassable terrain',
      () => [ready(), 'A', { type: 'move', model: 'a', path: path(1, 'impassable') }],
      'BLOCKED',
      'warzone P10 L703',
    ],
    [
      'rule 8: a move into enemy contact',
      () => [ready(), 'A', { type: 'move', model: 'a', path: path(1), endsInEnemyContact: true }],
      'ENEMY_CONTACT',
      'warzone P2 L36',
    ],
    [
      'rule 9: a gap under 3" between enemies',
      () => [ready(), 'A', { type: 'move', model: 'a', path: path(1), enemyGap: 2.5 }],
      'ENEMY_GAP',
      'warzone P2 L29',
    ],
    [
      'rule 10: a friendly gap narrower than the base',
      () => [ready(), 'A', { type: 'move', model: 'a', path: path(1), friendlyGap: 0.5 }],
      'FRIENDLY_GAP',
      'warzone P2 L25',
    ],
    [
      'rule 11: ending on a squad-mate with no action left',
      () => [ready({ a: { actions: 1 } }), 'A', { type: 'move', model: 'a', path: path(1), endsOverlappingSquadmate: true }],
      'ENDS_OVERLAPPING',
      'warzone P2 L23',
    ],
    [
      'rule 12: a passage below a quarter of the height',
      () => [ready(), 'A', { type: 'move', model: 'a', path: path(1), lowPassage: 0.4 }],
      'LOW_PASSAGE',
      'warzone P10 L711',
    ],
    [
      'rule 14: Run without the ability',
      () => [ready(), 'A', { type: 'run', model: 'a', path: path(4) }],
      'NOT_ALLOWED',
      'warzone P5 L410',
    ],
    [
      'rule 15: a vehicle takes MP',
      () => [ready({ v: { types: ['vehicle'] } }), 'A', { type: 'posture', model: 'v', to: 'mp' }],
      'NOT_ALLOWED',
      'warzone P2 L95',
    ],
    [
      'rule 15: a Zombie takes MP',
      () => [ready({ z: { types: ['zombie'] } }), 'A', { type: 'posture', model: 'z', to: 'mp' }],
      'NOT_ALLOWED',
      'warzone P2 L95',
    ],
    ['rule 17: Barge under Size 4', () => [ready(), 'A', { type: 'barge', model: 'a', path: path(1) }], 'TOO_SMALL', 'warzone P2 L48'],
    [
      'rule 17: Barge through a Size-3 enemy',
      () => [ready({ big: { size: 4 } }), 'A', { type: 'barge', model: 'big', path: path(1), passedSizes: [2, 3] }],
      'BARGE_TOO_BIG',
      'warzone P2 L50',
    ],
    [
      'rule 19: an obstacle higher than Size',
      () => [ready(), 'A', { type: 'crossObstacle', model: 'a', height: 3 }],
      'TOO_HIGH',
      'warzone P2 L119',
    ],
    [
      'rule 20: a beast climbs',
      () => [ready({ beast: { types: ['beast'] } }), 'A', { type: 'climb', model: 'beast', height: 4, inches: 1 }],
      'NOT_ALLOWED',
      'warzone P2 L125',
    ],
    [
      'rule 20: climbing an obstacle not above Size',
      () => [ready(), 'A', { type: 'climb', model: 'a', height: 2, inches: 1 }],
      'NOT_HIGHER_THAN_SIZE',
      'warzone P2 L119',
    ],
    [
      'rule 21: a gap wider than MV',
      () => [ready(), 'A', { type: 'jump', model: 'a', gap: 4.5, depth: 3, landing: 4 }],
      'TOO_FAR',
      'warzone P2 L166',
    ],
    [
      'rule 22: a drop landing beyond half MV',
      () => [ready(), 'A', { type: 'dropDown', model: 'a', height: 1, landing: 2.5 }],
      'TOO_FAR',
      'warzone P2 L180',
    ],
    [
      'rule 23: a charge without line of sight',
      () => [ready(), 'A', { type: 'charge', model: 'a', target: 't', distance: 2, los: false, nearest: ['t'] }],
      'NO_LINE_OF_SIGHT',
      'warzone P3 L267',
    ],
    [
      'rule 23: a charge past the Target Priority',
      () => [ready({ a: {} }, { t: {}, n: {} }), 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['n'] }],
      'TARGET_PRIORITY',
      'warzone P3 L267',
    ],
    [
      'rule 23: a charge beyond MV',
      () => [ready(), 'A', { type: 'charge', model: 'a', target: 't', distance: 4.5, nearest: ['t'] }],
      'TOO_FAR',
      'warzone P3 L267',
    ],
    [
      'rule 27: attacking with a weapon marked "-"',
      () => [
        ready({ a: { weapons: [{ id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 24 }] } }),
        'A',
        { type: 'attack', model: 'a', weapon: 'rifle', targets: ['t'] },
      ],
      'NOT_A_CC_WEAPON',
      'warzone P3 L242',
    ],
    [
      'rule 27: attacking a model not in contact',
      () => [ready(), 'A', { type: 'attack', model: 'a', targets: ['t'] }],
      'NOT_IN_CONTACT',
      'warzone P3 L280',
    ],
    [
      'rule 29: disengaging when not engaged',
      () => [ready(), 'A', { type: 'disengage', model: 'a', opponent: 't' }],
      'NOT_ENGAGED',
      'warzone P3 L329',
    ],
    [
      'rule 30: detecting a model that is not Hidden',
      () => [ready(), 'A', { type: 'detect', model: 'a', target: 't', distance: 3, nearest: [] }],
      'NOT_HIDDEN',
      'warzone P4 L363',
    ],
    [
      'rule 30: a nearer visible enemy',
      () => [
        ready({ a: {} }, { t: { hidden: true }, n: {} }),
        'A',
        { type: 'detect', model: 'a', target: 't', distance: 3, nearest: ['n'] },
      ],
      'TARGET_PRIORITY',
      'warzone P4 L366',
    ],
    [
      'rule 31: charging a Hidden model',
      () => [ready({ a: {} }, { t: { hidden: true } }), 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] }],
      'TARGET_HIDDEN',
      'warzone P4 L365',
    ],
    ['rule 33: a reaction with no charge under way', () => [ready(), 'A', { type: 'guard', model: 'a' }], 'NOT_PENDING', 'warzone P3 L308'],
    [
      'rule 36: shooting outside the fire arc',
      () => [
        ready({ a: { weapons: [{ id: 'p', name: 'Pistol', melee: false, dmg: 10, range: 12 }] } }),
        'A',
        { type: 'shoot', model: 'a', weapon: 'p', target: 't', distance: 5, inArc: false, nearest: ['t'] },
      ],
      'OUT_OF_ARC',
      'warzone P2 L80',
    ],
    [
      '§9 item 3: Assault is undefined',
      () => [ready(), 'A', { type: 'assault', model: 'a', path: path(1), weapon: 'p', target: 't', distance: 5, nearest: ['t'] }],
      'UNDEFINED_ACTION',
      'warzone §9 item 3',
    ],
    [
      '§5.1: an ability with no rules',
      () => [ready(), 'A', { type: 'useAbility', model: 'a', ability: 'dirtyFighting' }],
      'UNDEFINED_ABILITY',
      'warzone §5.1',
    ],
  ];
  it.each(cases)('%s', (_name, make, code, rule) => {
    const [s, side, o] = make();
    const r = refusedOrder(s, side, o); // the state is unchanged (testing.ts `refused`)
    expect([r.code, r.rule]).toEqual([code, rule]);
  });

  it('rule 4: an engaged model may not move; rule 16: nor change posture', () => {
    let s = ready();
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
    s = roll(s, 20);
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: path(1) }).code).toBe('ENGAGED');
    expect(refusedOrder(s, 'A', { type: 'posture', model: 'a', to: 'mp' }).code).toBe('ENGAGED');
  });

  it('rule 37: a roll of the wrong purpose or face, or with nothing to roll', () => {
    let s = ready();
    expect(
      refused(s, { type: 'DiceRolled', data: { side: null, purpose: 'hit', dice: [{ sides: 20, value: 3 }], source: 'reported' } }).code,
    ).toBe('ROLL_NOT_PENDING');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 't', distance: 2, nearest: ['t'] });
    expect(
      refused(s, { type: 'DiceRolled', data: { side: null, purpose: 'armour test', dice: [{ sides: 20, value: 3 }], source: 'reported' } })
        .code,
    ).toBe('WRONG_ROLL');
    expect(
      refused(s, { type: 'DiceRolled', data: { side: null, purpose: 'hit', dice: [{ sides: 20, value: 21 }], source: 'reported' } }).code,
    ).toBe('BAD_DIE_FACE');
  });
});

describe('warzone army file and upgrades (P5)', () => {
  const army = (sq: ReturnType<typeof squad>) => ({ armies: { A: { name: 'A', squads: [sq] }, B: SAMPLE_ARMIES.B } });
  const code = (doc: unknown) => {
    const r = setupMatch(doc);
    return isViolation(r) ? r.code : 'OK';
  };

  it('the samples set up', () => {
    expect(code({ armies: SAMPLE_ARMIES })).toBe('OK');
  });

  it('P5 L475: a Biotech-only unit may not take Necrobiotics, nor more than its maximum', () => {
    expect(code(army(squad('n', { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['necroArms'] })))).toBe('BAD_SETUP');
    expect(code(army(squad('n', { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['claws', 'gills'] })))).toBe('BAD_SETUP');
    expect(code(army(squad('n', { faction: 'Capitol', unitName: 'Trooper', upgrades: ['claws'] })))).toBe('BAD_SETUP');
    expect(code(army(squad('n', { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['claws'] })))).toBe('OK');
  });

  it('P5 L389: upgrades apply to every model; Necro makes a model Necrobiotic; costs round up', () => {
    const s = setupMatch(
      army(
        squad('k', { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: ['armouredSkin', 'necrobionicSkeleton'], armour: 18 }),
      ),
    );
    if (isViolation(s)) throw new Error(s.message);
    expect(s.models.k.armour).toBe(20);
    expect(s.models.k.types).toContain('necrobiotic');
    expect(upgradeCost('core', ['poisonResistance'], 3)).toBe(2); // 1.5 rounded up
    expect(upgradeCost('individual', ['willEnhancement'], 1)).toBe(10);
  });
});

describe('warzone refusals name the rule actually broken', () => {
  it('P3 L242: a weapon with "-" in its close-combat column cannot attack, charge or guard', () => {
    const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 24 };
    const s = ready({ a: { weapons: [rifle] } });
    const r = refusedOrder(s, 'A', { type: 'attack', model: 'a', weapon: 'rifle', targets: ['t'] });
    expect([r.code, r.rule]).toEqual(['NOT_A_CC_WEAPON', 'warzone P3 L242']);
    const c = refusedOrder(s, 'A', { type: 'charge', model: 'a', target: 't', weapon: 'rifle', distance: 2, nearest: ['t'] });
    expect([c.code, c.rule]).toEqual(['NOT_A_CC_WEAPON', 'warzone P3 L242']);
  });

  it('P5 L414: a model without Run cannot Run, Necro Legs or not', () => {
    const s = ready({ a: { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: ['necroLegs'] } });
    const r = refusedOrder(s, 'A', { type: 'run', model: 'a', path: path(4) });
    expect(r.rule).toBe('warzone P5 L414');
  });

  it('P5 L421–423: a Biotech-only unit takes at most one upgrade', () => {
    const r = setupMatch({
      armies: {
        A: { name: 'A', squads: [squad('n', { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['claws', 'gills'] })] },
        B: SAMPLE_ARMIES.B,
      },
    });
    expect(isViolation(r) && r.rule).toBe('warzone P5 L421–423');
  });

  it('P5 L387, L389, L392: a unit not on the lists, an upgrade taken twice, Necrobiotics for a Biotech-only unit', () => {
    const rule = (sq: ReturnType<typeof squad>) => {
      const r = setupMatch({ armies: { A: { name: 'A', squads: [sq] }, B: SAMPLE_ARMIES.B } });
      return isViolation(r) && r.rule;
    };
    expect(rule(squad('n', { faction: 'Capitol', unitName: 'Trooper', upgrades: ['claws'] }))).toBe('warzone P5 L387');
    expect(rule(squad('k', { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: ['claws', 'claws'] }))).toBe('warzone P5 L389');
    expect(rule(squad('n', { faction: 'Algeroth', unitName: 'Nekromutanci', upgrades: ['necroArms'] }))).toBe('warzone P5 L392');
  });

  it('P6 L539: nearestFriend with nothing pending says nothing is pending', () => {
    const r = refusedOrder(ready(), 'A', { type: 'nearestFriend', model: 't' });
    expect(r.code).toBe('NOT_PENDING');
    expect(r.message).not.toMatch(/enemy action/);
    expect(r.message).toMatch(/nothing is pending/);
  });
});
