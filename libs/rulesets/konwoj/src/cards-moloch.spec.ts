/**
 * One short test per Moloch card (p.36–39, digest §6.2): the effect, whether it is optional,
 * when it acts, where it acts (its own city, never a destroyed one) and whom it reaches.
 * Strengths the transcript lost are the catalogue's assumptions or injected (G1).
 */
import { strengthOf, tally } from './resolution';
import { capacity } from './positions';
import { doOp } from './state';
import { play, position, refused, start, topChoice, unit, whereIs, type PositionSpec } from './testing';

const resolve = doOp({ op: 'resolve' });
/** Ziggy One with districts that do nothing, so only the card under test acts. */
const quietZiggy = {
  index: 1,
  districts: [
    { id: 'Z1', effect: 'NONE' as const },
    { id: 'Z2', effect: 'NONE' as const },
  ],
};
const modules = (spec: PositionSpec) => position({ phase: 'molochModules', ...spec });

describe('Konwój Moloch cards', () => {
  it('M_ANIHILATOR p.36: one Outpost position fewer in its city from its arrival; not in a destroyed city', () => {
    const { s, id } = position({ active: 2, destroyed: [1], units: [{ card: 'O_TREP', city: 2 }], hand: { moloch: ['M_ANIHILATOR'] } });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_ANIHILATOR'), city: 2 });
    expect(capacity(t, 2, 'outpost')).toBe(3);
    expect(topChoice(t)).toBeNull();
    expect(capacity({ ...t, units: t.units.map((u) => ({ ...u, city: 1 })) }, 1, 'outpost')).toBe(4);
  });

  it('M_BLOKER p.36: dies instead of another Robot of its city that is discarded, not when one returns to hand', () => {
    const { s, id } = position({
      phase: 'outpostAttack',
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_BLOKER', city: 1 },
      ],
      hand: { outpost: ['O_SCORN', 'O_GRUPA'] },
    });
    const killed = play(play(s, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 1 }), 'outpost', {
      type: 'choose',
      card: id('M_GAUSS'),
    });
    expect(whereIs(killed, id('M_GAUSS'))).toBe('city:1');
    expect(whereIs(killed, id('M_BLOKER'))).toBe('discard:moloch');
    const returned = play(play(s, 'outpost', { type: 'playUnit', card: id('O_GRUPA'), city: 1 }), 'outpost', {
      type: 'choose',
      card: id('M_GAUSS'),
    });
    expect(whereIs(returned, id('M_GAUSS'))).toBe('hand:moloch');
    expect(whereIs(returned, id('M_BLOKER'))).toBe('city:1');
  });

  it('M_BYDLAK p.36: may shield a Robot of its city; the shield makes it immune to Soldiers, not to Instants', () => {
    const { s, id } = position({
      units: [{ card: 'M_GAUSS', city: 1 }],
      hand: { moloch: ['M_BYDLAK'], outpost: ['O_SCORN', 'O_SNAJPER'] },
    });
    let t = play(s, 'moloch', { type: 'playUnit', card: id('M_BYDLAK'), city: 1 });
    expect(topChoice(t)).toMatchObject({ optional: true, options: [id('M_GAUSS'), id('M_BYDLAK')] });
    expect(play(t, 'moloch', { type: 'choose', decline: true }).units.some((u) => u.shield)).toBe(false);
    t = play(play(t, 'moloch', { type: 'choose', card: id('M_GAUSS') }), 'moloch', { type: 'pass' });
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 1 });
    expect(whereIs(t, id('M_BYDLAK'))).toBe('discard:moloch');
    t = play(t, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_GAUSS') });
    expect(whereIs(t, id('M_GAUSS'))).toBe('discard:moloch');
  });

  it('M_GAUSS p.36: no ability: only its strength counts', () => {
    const { s, id } = position({ strengths: { M_GAUSS: 3 }, hand: { moloch: ['M_GAUSS'] } });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 1 });
    expect(topChoice(t)).toBeNull();
    expect(tally(t).moloch).toBe(3);
  });

  it('M_HYBRYDA p.36: may put +2 on a Robot of its city, itself included', () => {
    const { s, id } = position({ units: [{ card: 'M_GAUSS', city: 1 }], hand: { moloch: ['M_HYBRYDA'] } });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_HYBRYDA'), city: 1 });
    expect(topChoice(t)).toMatchObject({ optional: true, options: [id('M_GAUSS'), id('M_HYBRYDA')] });
    expect(unit(play(t, 'moloch', { type: 'choose', card: id('M_HYBRYDA') }), id('M_HYBRYDA')).tokens).toEqual([2]);
    expect(play(t, 'moloch', { type: 'choose', decline: true }).units.every((u) => u.tokens.length === 0)).toBe(true);
  });

  it('M_JUGGERNAUT p.36: never moved by Ruch or the convoy advance, but may go to New York by a district', () => {
    const { s, id } = position({ active: 2, destroyed: [1], units: [{ card: 'M_JUGGERNAUT', city: 2 }], hand: { moloch: ['M_RUCH'] } });
    expect(refused(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 3 }).code).toBe('JUGGERNAUT');
    const last = position({
      active: 2,
      destroyed: [1],
      district: 'I2',
      destroyedDistricts: ['I1'],
      cities: [
        {
          index: 2,
          districts: [
            { id: 'I1', effect: 'NONE' },
            { id: 'I2', effect: 'MOVE_NY' },
          ],
        },
      ],
      units: [
        { card: 'M_JUGGERNAUT', city: 2 },
        { card: 'M_GAUSS', city: 2 },
      ],
    });
    let t = start(last.s, resolve);
    // Moloch wins: Iron Gate has no other district, so one of Cleveland Harbour's falls first.
    t = play(t, 'moloch', { type: 'choose', district: 'C1' });
    expect(topChoice(t)).toMatchObject({ kind: 'moveNY', options: [last.id('M_JUGGERNAUT'), last.id('M_GAUSS')] });
    t = play(t, 'moloch', { type: 'choose', decline: true });
    // The convoy: only the Gauss Cannon can advance, so it goes by itself.
    expect(unit(t, last.id('M_GAUSS')).city).toBe(3);
    expect(unit(t, last.id('M_JUGGERNAUT')).city).toBe(2);
  });

  it('M_KLAUN p.37: by a discard in Phase III kills an own Robot and two Soldiers of its city (those present if fewer)', () => {
    const { s, id } = position({
      units: [
        { card: 'M_KLAUN', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 1 },
        { card: 'O_CALAHAN', city: 2 },
      ],
      hand: { moloch: ['M_OGAR', 'M_GAUSS'] },
    });
    const t = play(s, 'moloch', {
      type: 'useAbility',
      unit: id('M_KLAUN'),
      ability: 'discard',
      discard: id('M_OGAR'),
      target: id('M_KLAUN'),
      targets: [id('O_TREP'), id('O_SCORN')],
    });
    expect(t.discards.outpost).toEqual([id('O_TREP'), id('O_SCORN')]);
    expect(t.discards.moloch).toEqual([id('M_OGAR'), id('M_KLAUN')]);
    expect(
      refused(s, 'moloch', {
        type: 'useAbility',
        unit: id('M_KLAUN'),
        ability: 'discard',
        discard: id('M_OGAR'),
        target: id('M_KLAUN'),
        targets: [id('O_TREP'), id('O_CALAHAN')],
      }).code,
    ).toBe('BAD_TARGET');
    const one = position({
      units: [
        { card: 'M_KLAUN', city: 1 },
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    const u = play(one.s, 'moloch', {
      type: 'useAbility',
      unit: one.id('M_KLAUN'),
      ability: 'discard',
      discard: one.id('M_OGAR'),
      target: one.id('M_GAUSS'),
      targets: [one.id('O_TREP')],
    });
    expect(whereIs(u, one.id('M_GAUSS'))).toBe('discard:moloch');
    expect(whereIs(u, one.id('M_KLAUN'))).toBe('city:1');
    expect(
      refused({ ...s, phase: 'outpostAttack' }, 'moloch', {
        type: 'useAbility',
        unit: id('M_KLAUN'),
        ability: 'discard',
        discard: id('M_OGAR'),
        target: id('M_KLAUN'),
        targets: [id('O_TREP'), id('O_SCORN')],
      }).code,
    ).toBe('NOT_YOUR_TURN');
  });

  it('M_KLAUN p.37 (option klaunNeedsTwoSoldiers, A28): with fewer than two Soldiers present the ability is refused', () => {
    const spec: PositionSpec = {
      units: [
        { card: 'M_KLAUN', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { moloch: ['M_OGAR'] },
    };
    const strict = position({ ...spec, options: { klaunNeedsTwoSoldiers: true } });
    const o = {
      type: 'useAbility',
      unit: strict.id('M_KLAUN'),
      ability: 'discard',
      discard: strict.id('M_OGAR'),
      target: strict.id('M_KLAUN'),
      targets: [strict.id('O_TREP')],
    };
    expect(refused(strict.s, 'moloch', o).code).toBe('BAD_TARGET');
    expect(whereIs(play(position(spec).s, 'moloch', o), strict.id('O_TREP'))).toBe('discard:outpost');
  });

  it('M_LOWCA p.37: must kill a Soldier of the city it enters, never a Building; the bonus is checked first', () => {
    const { s, id } = position({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
        { card: 'O_CALAHAN', city: 3 },
      ],
      hand: { moloch: ['M_LOWCA', 'M_LOWCA'] },
    });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_LOWCA'), city: 1 });
    expect(topChoice(t)).toMatchObject({ optional: false, options: [id('O_TREP'), id('O_SCORN')] });
    expect(refused(t, 'moloch', { type: 'choose', decline: true }).code).toBe('BAD_CHOICE');
    const far = play(s, 'moloch', { type: 'playUnit', card: id('M_LOWCA', 1), city: 3 });
    expect(whereIs(far, id('O_CALAHAN'))).toBe('discard:outpost');
    expect(unit(far, id('M_LOWCA', 1)).tokens).toEqual([]);
  });

  it('M_MOZG p.37: by a discard returns a Robot of its city to hand, itself allowed; its Module is discarded', () => {
    const { s, id } = position({
      units: [
        { card: 'M_MOZG', city: 1 },
        { card: 'M_GAUSS', city: 1, tokens: [1], module: 'M_BOJOWY' },
        { card: 'M_OGAR', city: 2 },
      ],
      hand: { moloch: ['M_LOWCA', 'M_KLAUN'] },
    });
    let t = play(s, 'moloch', {
      type: 'useAbility',
      unit: id('M_MOZG'),
      ability: 'discard',
      discard: id('M_LOWCA'),
      target: id('M_GAUSS'),
    });
    expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
    expect(t.discards.moloch).toEqual([id('M_LOWCA'), id('M_BOJOWY')]);
    expect(
      refused(t, 'moloch', { type: 'useAbility', unit: id('M_MOZG'), ability: 'discard', discard: id('M_KLAUN'), target: id('M_OGAR') })
        .code,
    ).toBe('BAD_TARGET');
    t = play(t, 'moloch', { type: 'useAbility', unit: id('M_MOZG'), ability: 'discard', discard: id('M_KLAUN'), target: id('M_MOZG') });
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 1 });
    expect(unit(t, id('M_GAUSS')).tokens).toEqual([]);
  });

  it('M_OBRONCA p.37: on a Moloch win in its city a card of the pile goes on top of the deck; elsewhere nothing', () => {
    const three = {
      index: 1,
      districts: [
        { id: 'Z1', effect: 'NONE' as const },
        { id: 'Z2', effect: 'NONE' as const },
        { id: 'Z3', effect: 'NONE' as const },
      ],
    };
    const spec = (city: number): PositionSpec => ({
      cities: [three],
      units: [
        { card: 'M_OBRONCA', city },
        { card: 'M_GAUSS', city: 1 },
      ],
      deck: { moloch: ['M_KLAUN'] },
      discard: { moloch: ['M_LOWCA'] },
    });
    const here = position(spec(1));
    const t = start(here.s, resolve);
    expect(t.decks.moloch).toEqual([here.id('M_LOWCA'), here.id('M_KLAUN')]);
    expect(t.discards.moloch).toEqual([]);
    const away = position(spec(2));
    expect(start(away.s, resolve).discards.moloch).toEqual([away.id('M_LOWCA')]);
  });

  it('M_PAJAKI p.37: take no position; disabled in a full city, they no longer fit and are discarded', () => {
    const { s, id } = position({
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_KLAUN', city: 1 },
      ],
      hand: { moloch: ['M_PAJAKI', 'M_MOZG'], outpost: ['O_HAKER'] },
    });
    expect(refused(s, 'moloch', { type: 'playUnit', card: id('M_MOZG'), city: 1 }).code).toBe('BLOCKED');
    let t = play(s, 'moloch', { type: 'playUnit', card: id('M_PAJAKI'), city: 1 });
    expect(whereIs(t, id('M_PAJAKI'))).toBe('city:1');
    t = play(play(t, 'moloch', { type: 'pass' }), 'outpost', { type: 'playUnit', card: id('O_HAKER'), city: 1 });
    t = play(t, 'outpost', { type: 'choose', card: id('M_PAJAKI') });
    expect(whereIs(t, id('M_PAJAKI'))).toBe('discard:moloch');
  });

  it('M_PANCERNIK p.37: immune to Soldiers and Buildings, not to Instants, district kills or the Iron Gate feature', () => {
    const { s, id } = position({
      phase: 'outpostAttack',
      units: [
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'O_SABOTAZYSTA', city: 1 },
      ],
      strengths: { M_PANCERNIK: 3 },
      hand: { outpost: ['O_SCORN', 'O_SNAJPER'] },
    });
    expect(strengthOf(s, unit(s, id('M_PANCERNIK')))).toBe(3);
    const scorn = play(s, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 1 });
    expect(whereIs(scorn, id('M_PANCERNIK'))).toBe('city:1');
    expect(whereIs(play(s, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_PANCERNIK') }), id('M_PANCERNIK'))).toBe(
      'discard:moloch',
    );
    const district = position({
      strengths: { M_PANCERNIK: 1, O_SCORN: 3 },
      units: [
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'O_SCORN', city: 1 },
      ],
      deck: { moloch: ['M_GAUSS', 'M_OGAR'] },
    });
    expect(whereIs(start(district.s, resolve), district.id('M_PANCERNIK'))).toBe('discard:moloch');
    const gate = position({
      phase: 'outpostAttack',
      active: 2,
      destroyed: [1],
      units: [{ card: 'M_PANCERNIK', city: 2 }],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    const g = play(gate.s, 'outpost', {
      type: 'useCityFeature',
      city: 2,
      discard: [gate.id('O_RUCH'), gate.id('O_MEDYK')],
      target: gate.id('M_PANCERNIK'),
    });
    expect(whereIs(g, gate.id('M_PANCERNIK'))).toBe('discard:moloch');
  });

  it('M_ROZPRUWACZ p.37: kills one Soldier of its city per card discarded, several at once', () => {
    const { s, id } = position({
      units: [
        { card: 'M_ROZPRUWACZ', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 1 },
        { card: 'O_CALAHAN', city: 2 },
      ],
      hand: { moloch: ['M_OGAR', 'M_GAUSS'] },
    });
    const t = play(s, 'moloch', {
      type: 'useAbility',
      unit: id('M_ROZPRUWACZ'),
      ability: 'discard',
      discard: [id('M_OGAR'), id('M_GAUSS')],
      targets: [id('O_TREP'), id('O_SCORN')],
    });
    expect(t.discards.outpost).toEqual([id('O_TREP'), id('O_SCORN')]);
    expect(
      refused(s, 'moloch', {
        type: 'useAbility',
        unit: id('M_ROZPRUWACZ'),
        ability: 'discard',
        discard: id('M_OGAR'),
        targets: [id('O_CALAHAN')],
      }).code,
    ).toBe('BAD_TARGET');
    expect(
      refused(s, 'moloch', {
        type: 'useAbility',
        unit: id('M_ROZPRUWACZ'),
        ability: 'discard',
        discard: id('M_OGAR'),
        targets: [id('O_TREP'), id('O_SCORN')],
      }).code,
    ).toBe('BAD_TARGET');
  });

  it('M_OGAR p.37: no ability: nothing happens on entry', () => {
    const { s, id } = position({ units: [{ card: 'O_TREP', city: 1 }], hand: { moloch: ['M_OGAR'] } });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 1 });
    expect(topChoice(t)).toBeNull();
    expect(whereIs(t, id('O_TREP'))).toBe('city:1');
  });

  it('M_SZERSZEN p.37: moves once per battle in Phase III, again in the next battle', () => {
    const { s, id } = position({ cities: [quietZiggy], units: [{ card: 'M_SZERSZEN', city: 2 }], deck: { moloch: ['M_GAUSS', 'M_OGAR'] } });
    let t = play(s, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 3 });
    expect(unit(t, id('M_SZERSZEN'))).toMatchObject({ city: 3, tokens: [1] });
    expect(refused(t, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 2 }).code).toBe('ALREADY_USED');
    expect(
      refused({ ...t, phase: 'outpostAttack' }, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 2 }).code,
    ).toBe('NOT_YOUR_TURN');
    t = start(t, resolve);
    t = play(t, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 2 });
    expect(unit(t, id('M_SZERSZEN')).city).toBe(2);
  });

  it('M_SZTURMOWIEC p.37: a tie in its city is a Moloch win; in another city nothing', () => {
    const strengths = { M_SZTURMOWIEC: 2, O_TREP: 2, M_GAUSS: 2 };
    const here = position({
      strengths,
      cities: [quietZiggy],
      units: [
        { card: 'M_SZTURMOWIEC', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
    });
    expect(start(here.s, resolve).cities[0].destroyedDistricts).toEqual(['Z2', 'Z1']);
    const away = position({
      strengths,
      cities: [quietZiggy],
      units: [
        { card: 'M_SZTURMOWIEC', city: 2 },
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
    });
    expect(start(away.s, resolve).cities[0].destroyedDistricts).toEqual(['Z1']);
  });

  it('M_TRANSPORTER p.37: may draw a card on entry', () => {
    const { s, id } = position({ hand: { moloch: ['M_TRANSPORTER'] }, deck: { moloch: ['M_GAUSS'] } });
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_TRANSPORTER'), city: 1 });
    expect(topChoice(t)).toMatchObject({ kind: 'mayDraw', side: 'moloch', optional: true });
    expect(play(t, 'moloch', { type: 'choose' }).hands.moloch).toEqual([id('M_GAUSS')]);
    expect(play(t, 'moloch', { type: 'choose', decline: true }).decks.moloch).toEqual([id('M_GAUSS')]);
  });

  it('M_KASPAROV p.37: in Phase V, by a discard, pushes a Soldier of the active city to an adjacent city', () => {
    const { s, id } = modules({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'M_GAUSS', city: 2, module: 'M_KASPAROV' },
        { card: 'O_TREP', city: 2 },
        { card: 'O_SCORN', city: 3 },
      ],
      hand: { moloch: ['M_OGAR', 'M_KLAUN'] },
    });
    const t = play(s, 'moloch', { type: 'activateModule', module: id('M_KASPAROV'), discard: id('M_OGAR'), target: id('O_TREP'), to: 1 });
    expect(unit(t, id('O_TREP'))).toMatchObject({ city: 1, tokens: [] });
    expect(
      refused(s, 'moloch', { type: 'activateModule', module: id('M_KASPAROV'), discard: id('M_OGAR'), target: id('O_SCORN'), to: 4 }).code,
    ).toBe('BAD_TARGET');
    expect(
      refused({ ...s, phase: 'molochAttack' }, 'moloch', {
        type: 'activateModule',
        module: id('M_KASPAROV'),
        discard: id('M_OGAR'),
        target: id('O_TREP'),
        to: 1,
      }).code,
    ).toBe('WRONG_PHASE');
  });

  it('M_SIECI p.38: by a discard a Soldier of the active city counts for nothing in this battle only', () => {
    const { s, id } = modules({
      strengths: { O_SCORN: 3 },
      units: [
        { card: 'M_GAUSS', city: 1, module: 'M_SIECI' },
        { card: 'O_SCORN', city: 1, tokens: [1] },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    const t = play(s, 'moloch', { type: 'activateModule', module: id('M_SIECI'), discard: id('M_OGAR'), target: id('O_SCORN') });
    expect(strengthOf(t, unit(t, id('O_SCORN')))).toBe(0);
    const next = start({ ...t, tasks: [] }, doOp({ op: 'battleStart' }));
    expect(strengthOf(next, unit(next, id('O_SCORN')))).toBe(4);
  });

  it('M_SKAZENIE p.38: one Outpost position fewer in its city at once; a full Outpost loses a Soldier or Building', () => {
    const { s, id } = modules({
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
      ],
      hand: { moloch: ['M_SKAZENIE'] },
    });
    let t = play(s, 'moloch', { type: 'playModule', card: id('M_SKAZENIE'), robot: id('M_GAUSS') });
    expect(capacity(t, 1, 'outpost')).toBe(3);
    expect(topChoice(t)).toMatchObject({ kind: 'capacity', side: 'moloch' });
    expect(topChoice(t)!.options).toContain(id('O_BUNKIER'));
    t = play(t, 'moloch', { type: 'choose', card: id('O_BUNKIER') });
    expect(whereIs(t, id('O_BUNKIER'))).toBe('discard:outpost');
  });

  it('M_BOJOWY p.38: +1 to its Robot, only on a Robot of the active city without a Module, in Phase V', () => {
    const { s, id } = modules({
      strengths: { M_GAUSS: 3 },
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 2 },
      ],
      hand: { moloch: ['M_BOJOWY', 'M_BOJOWY'] },
    });
    const t = play(s, 'moloch', { type: 'playModule', card: id('M_BOJOWY'), robot: id('M_GAUSS') });
    expect(strengthOf(t, unit(t, id('M_GAUSS')))).toBe(4);
    expect(refused(t, 'moloch', { type: 'playModule', card: id('M_BOJOWY', 1), robot: id('M_GAUSS') }).code).toBe('BAD_TARGET');
    expect(refused(s, 'moloch', { type: 'playModule', card: id('M_BOJOWY'), robot: id('M_OGAR') }).code).toBe('BAD_TARGET');
  });

  it('M_ANIHILACJI p.38: +2 to its Robot, which no disable token can stop', () => {
    const { s, id } = position({
      phase: 'outpostAttack',
      strengths: { M_GAUSS: 3 },
      units: [{ card: 'M_GAUSS', city: 1, module: 'M_ANIHILACJI' }],
      hand: { outpost: ['O_HAKER'] },
    });
    expect(strengthOf(s, unit(s, id('M_GAUSS')))).toBe(5);
    const t = play(s, 'outpost', { type: 'playUnit', card: id('O_HAKER'), city: 1 });
    expect(topChoice(t)!.options).toEqual([id('M_GAUSS')]);
  });

  it('M_DESTRUKCJI p.38: +3 to its Robot, added after the floor at 0', () => {
    const { s, id } = position({ units: [{ card: 'M_PAJAKI', city: 1, tokens: [-2], module: 'M_DESTRUKCJI' }] });
    expect(strengthOf(s, unit(s, id('M_PAJAKI')))).toBe(3);
  });

  it('M_LACZNOSC p.38: draws three cards, or what is left, in Phase III', () => {
    const { s, id } = position({ hand: { moloch: ['M_LACZNOSC'] }, deck: { moloch: ['M_GAUSS', 'M_OGAR'] } });
    expect(play(s, 'moloch', { type: 'playInstant', card: id('M_LACZNOSC') }).hands.moloch).toEqual([id('M_GAUSS'), id('M_OGAR')]);
    expect(refused({ ...s, phase: 'outpostAttack' }, 'moloch', { type: 'playInstant', card: id('M_LACZNOSC') }).code).toBe('NOT_YOUR_TURN');
  });

  it('M_ODEPCHNIECIE p.39: a Soldier to an adjacent city, dying where Outpost has no free position', () => {
    const full = ['O_KOMANDOS', 'O_KOMANDOS', 'O_ZWIADOWCA', 'O_ZWIADOWCA'].map((card) => ({ card, city: 2 }));
    const { s, id } = position({ units: [{ card: 'O_TREP', city: 1 }, ...full], hand: { moloch: ['M_ODEPCHNIECIE'] } });
    expect(whereIs(play(s, 'moloch', { type: 'playInstant', card: id('M_ODEPCHNIECIE'), target: id('O_TREP'), to: 2 }), id('O_TREP'))).toBe(
      'discard:outpost',
    );
    expect(refused(s, 'moloch', { type: 'playInstant', card: id('M_ODEPCHNIECIE'), target: id('O_TREP'), to: 0 }).code).toBe(
      'BAD_POSITION',
    );
  });

  it('M_RECYKLER p.39: any Module back to Moloch’s hand, a captured one or one in a destroyed city too', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      units: [{ card: 'O_TREP', city: 2, module: 'M_DESTRUKCJI' }],
      hand: { moloch: ['M_RECYKLER'] },
    });
    const t = play(s, 'moloch', { type: 'playInstant', card: id('M_RECYKLER'), target: id('M_DESTRUKCJI') });
    expect(whereIs(t, id('M_DESTRUKCJI'))).toBe('hand:moloch');
    expect(unit(t, id('O_TREP')).module).toBeNull();
    const ruin = position({
      active: 2,
      destroyed: [1],
      units: [{ card: 'M_GAUSS', city: 1, module: 'M_SIECI' }],
      hand: { moloch: ['M_RECYKLER'] },
    });
    expect(
      whereIs(play(ruin.s, 'moloch', { type: 'playInstant', card: ruin.id('M_RECYKLER'), target: ruin.id('M_SIECI') }), ruin.id('M_SIECI')),
    ).toBe('hand:moloch');
  });

  it('M_ROZKAZ p.39: any Robot back to hand, from a destroyed city too, without tokens or Module', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      units: [{ card: 'M_PANCERNIK', city: 1, tokens: [1], shield: true }],
      hand: { moloch: ['M_ROZKAZ'] },
    });
    let t = play(s, 'moloch', { type: 'playInstant', card: id('M_ROZKAZ'), target: id('M_PANCERNIK') });
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_PANCERNIK'), city: 2 });
    expect(unit(t, id('M_PANCERNIK'))).toMatchObject({ tokens: [], shield: false });
  });

  it('M_RUCH p.39: a Robot to an adjacent city, with the bonus in an empty future city, never off the board', () => {
    const { s, id } = position({
      units: [
        { card: 'M_GAUSS', city: 2 },
        { card: 'M_OGAR', city: 1 },
      ],
      hand: { moloch: ['M_RUCH'] },
    });
    expect(unit(play(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_GAUSS'), to: 3 }), id('M_GAUSS'))).toMatchObject(
      { city: 3, tokens: [1] },
    );
    expect(refused(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_OGAR'), to: 0 }).code).toBe('BAD_POSITION');
  });

  it('M_ZMASOWANY p.39: no Outpost Instant in the Outpost Attack phase of this battle', () => {
    const { s, id } = position({ hand: { moloch: ['M_ZMASOWANY'], outpost: ['O_WYWIAD', 'O_TREP'] } });
    const t = play(play(s, 'moloch', { type: 'playInstant', card: id('M_ZMASOWANY') }), 'moloch', { type: 'pass' });
    expect(refused(t, 'outpost', { type: 'playInstant', card: id('O_WYWIAD') }).code).toBe('ZMASOWANY_ATAK');
    expect(whereIs(play(t, 'outpost', { type: 'playUnit', card: id('O_TREP'), city: 1 }), id('O_TREP'))).toBe('city:1');
  });
});
