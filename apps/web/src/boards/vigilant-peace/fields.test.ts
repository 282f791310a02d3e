import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import type { FieldContext } from '../types';
import { fieldChoices } from './fields';
import activation from './fixtures/activation.json';
import melee from './fixtures/melee.json';
import projectile from './fixtures/projectile.json';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

/** A field of an order being filled in, by default side B's in the activation fixture (B-6 acting, turn 4). */
const field = (orderType: string, name: string, over: Partial<FieldContext> = {}): FieldContext => ({
  orderType,
  field: name,
  draft: { type: orderType },
  state: activation,
  viewerSide: 'B',
  ...over,
});

const choices = (ctx: FieldContext) => fieldChoices(ctx, en.t);
const values = (ctx: FieldContext) => choices(ctx)?.map((c) => c.value);

describe('fieldChoices', () => {
  it('offers the reader’s units that may still act this turn, by name (L9)', () => {
    // B-1 and B-5 are done, B-2…B-4 destroyed, B-M a gun: only B-6, acting, is left.
    expect(choices(field('Shoot', 'unitId'))).toEqual([{ value: 'B-6', label: 'Fighter 6 (B-6)' }]);
    expect(choices(field('ActivateUnit', 'unitId', { state: melee }))).toEqual([
      { value: 'B-1', label: 'Fighter 1 (B-1)' },
      { value: 'B-3', label: 'Fighter 3 (B-3)' },
      { value: 'B-4', label: 'Fighter 4 (B-4)' },
      { value: 'B-5', label: 'Fighter 5 (B-5)' },
      { value: 'B-6', label: 'Fighter 6 (B-6)' },
    ]);
    expect(values(field('EndActivation', 'unitId'))).toEqual(['B-6']);
    // Not the reader's turn: none of theirs acts.
    expect(choices(field('ActivateUnit', 'unitId', { viewerSide: 'A' }))).toEqual([]);
  });

  it('offers the units an order type fits: infantry throw the grenade, vehicles never melee (L20, L54)', () => {
    const turnOfA = { ...activation, activeSide: 'A', activeUnitId: null };
    const ofA = (orderType: string) => values(field(orderType, 'unitId', { state: turnOfA, viewerSide: 'A' }));
    expect(ofA('Manoeuvre')).toEqual(['A-R', 'A-S8']);
    expect(ofA('ThrowGrenade')).toEqual(['A-S8']);
    expect(ofA('Melee')).toEqual(['A-S8']);
    expect(ofA('FireReal')).toEqual(['A-R', 'A-S8']);
    expect(ofA('Shoot')).toEqual(['A-S8']);
  });

  it('offers the opposing units still on the field as targets, the wounded said so (A-44, L32)', () => {
    const targets = [
      { value: 'A-R', label: 'RAPTOR (A-R)' },
      { value: 'A-S8', label: 'Suit (armour 8) (A-S8), wounded' },
    ];
    expect(choices(field('Shoot', 'targetId', { draft: { type: 'Shoot', unitId: 'B-6' } }))).toEqual(targets);
    expect(choices(field('Melee', 'targetId'))).toEqual(targets);
    expect(choices(field('FireReal', 'intendedTargetId'))).toEqual(targets);
    // Side A's unit picks among side B's, whoever reads.
    expect(values(field('Shoot', 'targetId', { draft: { type: 'Shoot', unitId: 'A-S8' }, viewerSide: null }))).toEqual([
      'B-M',
      'B-1',
      'B-5',
      'B-6',
    ]);
  });

  it('offers only enemy vehicles to ram (L54, A-29)', () => {
    const withVehicle = {
      ...activation,
      units: [...activation.units, { ...activation.units[0], id: 'B-V', side: 'B', name: 'Crawler' }],
    };
    const ctx = field('Manoeuvre', 'ram.targetId', { state: withVehicle, draft: { type: 'Manoeuvre', unitId: 'A-R' }, viewerSide: 'A' });
    expect(choices(ctx)).toEqual([{ value: 'B-V', label: 'Crawler (B-V)' }]);
  });

  it('offers the acting unit’s weapons that fire that way and are not fired yet (L5, L18, L20)', () => {
    const by = (orderType: string, unitId: string, state: unknown = melee) =>
      choices(field(orderType, 'weapon', { state, draft: { type: orderType, unitId } }));
    expect(by('Shoot', 'A-S9')).toEqual([
      { value: 1, label: 'Weapon 1' },
      { value: 2, label: 'Weapon 2' },
    ]);
    expect(by('FireReal', 'A-R', activation)).toEqual([
      { value: 1, label: 'Weapon 1' },
      { value: 2, label: 'Weapon 2' },
    ]);
    expect(by('FireReal', 'B-2')).toEqual([{ value: 'gun', label: 'A gun it touches' }]);
    // B-6 fired its weapon «1» this turn: nothing left to shoot, and no gun after a weapon of its own.
    expect(by('Shoot', 'B-6', activation)).toEqual([]);
    expect(by('FireReal', 'B-6', activation)).toEqual([]);
    // Without a unit chosen yet, the two slots.
    expect(values(field('Shoot', 'weapon', { state: {}, draft: { type: 'Shoot' } }))).toEqual([1, 2]);
  });

  it('offers the side’s guns, with the mortar’s mines; to fire, only a gun not fired this turn (L13, L20, L67)', () => {
    expect(choices(field('Manoeuvre', 'carryGunId', { state: melee, draft: { type: 'Manoeuvre', unitId: 'B-2' } }))).toEqual([
      { value: 'B-M', label: 'Mortar (B-M) · Mines left: 3' },
    ]);
    expect(choices(field('FireReal', 'gunId', { state: projectile, draft: { type: 'FireReal', unitId: 'B-2' } }))).toEqual([]);
    expect(
      choices(field('Manoeuvre', 'carryGunId', { state: melee, draft: { type: 'Manoeuvre', unitId: 'A-S8' }, viewerSide: 'A' })),
    ).toEqual([]);
  });

  it('offers every unit on the field, of either side, as struck by a projectile or in a blast (A-30, L31)', () => {
    const all = [
      { value: 'A-R', label: 'RAPTOR (A-R) · Side A' },
      { value: 'A-S8', label: 'Suit (armour 8) (A-S8), wounded · Side A' },
      { value: 'B-M', label: 'Mortar (B-M) · Side B' },
      { value: 'B-1', label: 'Fighter 1 (B-1) · Side B' },
      { value: 'B-5', label: 'Fighter 5 (B-5) · Side B' },
      { value: 'B-6', label: 'Fighter 6 (B-6) · Side B' },
    ];
    expect(choices(field('ProjectileResult', 'hitUnitId'))).toEqual(all);
    expect(choices(field('ProjectileResult', 'hits.0.unitId'))).toEqual(all);
    expect(choices(field('ThrowGrenade', 'splash[1].unitId'))).toEqual(all);
  });

  it('says the measured facts in words (L13, L20, L22, L29, L34, L67)', () => {
    expect(choices(field('Shoot', 'lineOfSight'))).toEqual([
      { value: true, label: 'The target can be seen' },
      { value: false, label: 'The target cannot be seen' },
    ]);
    expect(choices(field('Shoot', 'targetCover'))).toEqual([
      { value: true, label: 'More than half hidden: in cover (+2 armour)' },
      { value: false, label: 'Not in cover' },
    ]);
    expect(choices(field('Shoot', 'aimed'))?.map((c) => c.label)).toEqual(['Aimed shot (+2)', 'Not aimed']);
    expect(choices(field('ThrowGrenade', 'aimed'))).toEqual([{ value: false, label: 'Not aimed: a grenade never is' }]);
    expect(choices(field('ThrowGrenade', 'splash.0.cover'))?.map((c) => c.label)).toEqual(['In cover (+2 armour)', 'Not in cover']);
    expect(choices(field('Manoeuvre', 'climbsObstacle'))?.map((c) => c.value)).toEqual([true, false]);
    expect(choices(field('Manoeuvre', 'touchingGun'))?.map((c) => c.label)).toEqual(['Touches the gun', 'Does not touch the gun']);
    expect(choices(field('FireReal', 'preferMine'))?.map((c) => c.label)).toEqual(['A mine, if the check allows', 'A shell']);
  });

  it('says what a real projectile may have done (L41–L45)', () => {
    expect(choices(field('ProjectileResult', 'result'))).toEqual([
      { value: 'miss', label: 'A miss' },
      { value: 'ricochet', label: 'A ricochet (not a hit)' },
      { value: 'hit', label: 'A hit' },
    ]);
    expect(values(field('ProjectileResult', 'reaction'))).toEqual(['fell', 'leaned', 'stood']);
    expect(values(field('ProjectileResult', 'hits[0].reaction'))).toEqual(['fell', 'leaned', 'stood']);
    expect(choices(field('ProjectileResult', 'toppled'))?.map((c) => c.label)).toEqual([
      'Fell or overturned (+1 damage)',
      'Stayed upright',
    ]);
  });

  it('leaves distances in steps, and what it does not know, to a plain field', () => {
    for (const [orderType, name] of [
      ['Manoeuvre', 'steps'],
      ['Shoot', 'distanceSteps'],
      ['Shoot', 'nearestEnemySteps'],
      ['Melee', 'distanceSteps'],
      ['Shoot', 'comment'],
    ])
      expect(choices(field(orderType, name))).toBeNull();
  });

  it('speaks Polish', () => {
    expect(fieldChoices(field('Shoot', 'lineOfSight'), pl.t)?.map((c) => c.label)).toEqual(['Cel jest widoczny', 'Cel nie jest widoczny']);
    expect(fieldChoices(field('Shoot', 'targetId', { draft: { type: 'Shoot', unitId: 'B-6' } }), pl.t)?.[1].label).toBe(
      'Suit (armour 8) (A-S8), ranny',
    );
    expect(fieldChoices(field('ProjectileResult', 'hitUnitId'), pl.t)?.[0].label).toBe('RAPTOR (A-R) · Strona A');
  });

  it('reads a broken state as an empty match', () => {
    for (const state of [null, 3, { units: [{ id: 5 }, null, 'x'] }]) {
      expect(choices(field('Shoot', 'unitId', { state }))).toEqual([]);
      expect(choices(field('Shoot', 'targetId', { state }))).toEqual([]);
    }
  });
});
