/**
 * The worked examples of the rulebook (digest §9, T1–T28). Strengths and city data the
 * transcript lost are injected per test (fixtures, not rules).
 */
import { shuffleDice } from '@app/rules';
import { konwoj } from './ruleset';
import { strengthOf, tally } from './resolution';
import { capacity } from './positions';
import { doOp, type KonwojState } from './state';
import { play, position, refused, serverRoll, start, topChoice, unit, whereIs } from './testing';

/** Dice that leave a deck in its order (each Fisher–Yates step keeps its card). */
const keepOrder = (n: number) => shuffleDice(n).map((g) => ({ sides: g.sides, value: g.sides }));

const battleStart = doOp({ op: 'battleStart' });
const resolve = doOp({ op: 'resolve' });

describe('Konwój worked examples', () => {
  it('T1 Setup, mulligan, first draw [p.3, p.6]', () => {
    let s = konwoj.setup({}, []) as KonwojState;
    expect(konwoj.pending(s)).toMatchObject({ kind: 'roll', purpose: 'shuffle the Moloch deck', server: true });
    s = serverRoll(s, 'shuffle the Moloch deck', keepOrder(35));
    s = serverRoll(s, 'shuffle the Outpost deck', keepOrder(35));
    expect(s.hands.moloch).toEqual(['M01', 'M02', 'M03', 'M04']);
    s = play(s, 'moloch', { type: 'mulligan', redraw: false });
    s = play(s, 'outpost', { type: 'mulligan', redraw: true });
    s = serverRoll(s, 'shuffle the Outpost deck', keepOrder(35));
    expect(s.hands.moloch).toEqual(['M01', 'M02', 'M03', 'M04', 'M05', 'M06']);
    expect(s.hands.outpost).toEqual(['O05', 'O06', 'O07', 'O08', 'O09', 'O10']);
    expect(s.decks.moloch).toHaveLength(29);
    expect(s.decks.outpost).toHaveLength(29);
    expect(s.phase).toBe('target');
    expect(refused(s, 'outpost', { type: 'mulligan', redraw: true }).code).toBe('ALREADY_USED');
  });

  it('T2 Draw limits, no reshuffle [p.6]', () => {
    const { s } = position({
      phase: 'target',
      deck: { moloch: ['M_GAUSS'] },
      hand: { moloch: ['M_OGAR'] },
      discard: { moloch: Array(5).fill('M_LOWCA').slice(0, 3) },
    });
    const after = start(s, battleStart);
    expect(after.hands.moloch).toHaveLength(2);
    expect(after.decks.moloch).toHaveLength(0);
    expect(after.hands.outpost).toHaveLength(0);
    expect(after.discards.moloch).toEqual(s.discards.moloch);
    const again = start({ ...after, tasks: [] }, battleStart);
    expect(again.hands.moloch).toHaveLength(2);
  });

  const ziggy = {
    index: 1,
    districts: [
      { id: 'Z1', effect: 'NONE' as const },
      { id: 'Z2', effect: 'NONE' as const },
    ],
  };

  it('T3 Ziggy One has two districts [p.5]', () => {
    const won = start(position({ cities: [ziggy], units: [{ card: 'M_GAUSS', city: 1 }] }).s, resolve);
    expect(won.cities[0].destroyed).toBe(true);
    expect(won.active).toBe(2);
    expect(won.battle).toBe(2);
    const lost = start(
      position({ cities: [ziggy], units: [{ card: 'O_TREP', city: 1 }], deck: { moloch: ['M_OGAR', 'M_KLAUN', 'M_MOZG', 'M_GAUSS'] } }).s,
      resolve,
    );
    expect(lost.cities[0].destroyedDistricts).toEqual(['Z1']);
    expect(lost.active).toBe(1);
    expect(lost.battleDistrict).toBe('Z2');
    const second = start({ ...lost, tasks: [] }, resolve);
    expect(second.cities[0].destroyed).toBe(true);
  });

  it('T4 Position limits in Ziggy One [p.13]', () => {
    const { s, id } = position({
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_LOWCA', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_CKM', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
      ],
      hand: { moloch: ['M_JUGGERNAUT', 'M_PAJAKI'], outpost: ['O_PATRIOTA'] },
    });
    expect(refused(s, 'moloch', { type: 'playUnit', card: id('M_JUGGERNAUT'), city: 1 }).code).toBe('BLOCKED');
    const after = play(s, 'moloch', { type: 'playUnit', card: id('M_PAJAKI'), city: 1 });
    expect(whereIs(after, id('M_PAJAKI'))).toBe('city:1');
    const iv = play(after, 'moloch', { type: 'pass' });
    expect(refused(iv, 'outpost', { type: 'playUnit', card: id('O_PATRIOTA'), city: 1 }).code).toBe('BLOCKED');
  });

  it('T5 Anihilator entering a full city [p.13, p.36]', () => {
    const full = position({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_CKM', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
      ],
      hand: { moloch: ['M_ANIHILATOR'] },
    });
    let s = play(full.s, 'moloch', { type: 'playUnit', card: full.id('M_ANIHILATOR'), city: 1 });
    expect(topChoice(s)).toMatchObject({ kind: 'capacity', side: 'moloch' });
    expect(topChoice(s)!.options).toHaveLength(4);
    s = play(s, 'moloch', { type: 'choose', card: full.id('O_BUNKIER') });
    expect(s.discards.outpost).toEqual([full.id('O_BUNKIER')]);
    expect(capacity(s, 1, 'outpost')).toBe(3);
    const three = position({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_CKM', city: 1 },
      ],
      hand: { moloch: ['M_ANIHILATOR'], outpost: ['O_PATRIOTA'] },
    });
    s = play(three.s, 'moloch', { type: 'playUnit', card: three.id('M_ANIHILATOR'), city: 1 });
    expect(topChoice(s)).toBeNull();
    s = play(s, 'moloch', { type: 'pass' });
    expect(refused(s, 'outpost', { type: 'playUnit', card: three.id('O_PATRIOTA'), city: 1 }).code).toBe('BLOCKED');
  });

  it('T6 Robot placement possibilities [p.14, p.16]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'M_LOWCA', city: 2 },
        { card: 'M_LOWCA', city: 2 },
        { card: 'M_LOWCA', city: 2 },
        { card: 'O_TREP', city: 3, tokens: [1] },
      ],
      hand: { moloch: ['M_GAUSS', 'M_OGAR', 'M_JUGGERNAUT', 'M_KLAUN', 'M_MOZG'] },
    });
    expect(refused(s, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 1 }).code).toBe('BAD_POSITION');
    let t = play(s, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 2 });
    expect(unit(t, id('M_OGAR')).tokens).toEqual([]);
    expect(refused(t, 'moloch', { type: 'playUnit', card: id('M_JUGGERNAUT'), city: 2 }).code).toBe('BLOCKED');
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_KLAUN'), city: 3 });
    expect(unit(t, id('M_KLAUN')).tokens).toEqual([]);
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_MOZG'), city: 5 });
    expect(unit(t, id('M_MOZG')).tokens).toEqual([1]);
  });

  it('T7 Moloch Attack phase example [p.18]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'O_SCORN', city: 2 },
        { card: 'O_KOMANDOS', city: 2 },
        { card: 'O_TREP', city: 2 },
        { card: 'O_TREP', city: 2 },
        { card: 'M_ROZPRUWACZ', city: 2 },
        { card: 'O_ZWIADOWCA', city: 5, tokens: [1] },
      ],
      hand: { moloch: ['M_SZERSZEN', 'M_ANIHILATOR', 'M_LOWCA', 'M_GAUSS'] },
    });
    let t = play(s, 'moloch', { type: 'playUnit', card: id('M_SZERSZEN'), city: 3 });
    expect(unit(t, id('M_SZERSZEN')).tokens).toEqual([1]);
    t = play(t, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 2 });
    expect(unit(t, id('M_SZERSZEN'))).toMatchObject({ city: 2, tokens: [1] });
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_ANIHILATOR'), city: 2 });
    t = play(t, 'moloch', { type: 'choose', card: id('O_SCORN') });
    t = play(t, 'moloch', {
      type: 'useAbility',
      unit: id('M_ROZPRUWACZ'),
      ability: 'discard',
      discard: id('M_GAUSS'),
      targets: [id('O_KOMANDOS')],
    });
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_LOWCA'), city: 5 });
    expect(t.units.filter((u) => u.city === 2 && u.id.startsWith('M')).map((u) => u.id)).toEqual([
      id('M_ROZPRUWACZ'),
      id('M_SZERSZEN'),
      id('M_ANIHILATOR'),
    ]);
    expect(t.discards.outpost).toEqual([id('O_SCORN'), id('O_KOMANDOS'), id('O_ZWIADOWCA')]);
    expect(t.discards.moloch).toEqual([id('M_GAUSS')]);
    expect(unit(t, id('M_LOWCA'))).toMatchObject({ city: 5, tokens: [] });
    expect(refused(t, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 3 }).code).toBe('ALREADY_USED');
  });

  it('T8 Działo EMP (and Haker) make Spiders overflow [p.19, p.34, p.37]', () => {
    const cities = [{ index: 3, positions: { moloch: 3, outpost: 4 } }];
    const crowd = (n: number) => ['M_GAUSS', 'M_OGAR', 'M_TRANSPORTER'].slice(0, n).map((card) => ({ card, city: 3 }));
    const full = position({
      cities,
      phase: 'outpostAttack',
      units: [...crowd(3), { card: 'M_PAJAKI', city: 3 }],
      hand: { outpost: ['O_DZIALO_EMP', 'O_HAKER'] },
    });
    const t = play(full.s, 'outpost', { type: 'playUnit', card: full.id('O_DZIALO_EMP'), city: 3 });
    expect(whereIs(t, full.id('M_PAJAKI'))).toBe('discard:moloch');
    const room = position({
      cities,
      phase: 'outpostAttack',
      units: [...crowd(2), { card: 'M_PAJAKI', city: 3 }],
      hand: { outpost: ['O_DZIALO_EMP'] },
    });
    expect(whereIs(play(room.s, 'outpost', { type: 'playUnit', card: room.id('O_DZIALO_EMP'), city: 3 }), room.id('M_PAJAKI'))).toBe(
      'city:3',
    );
    let h = play(full.s, 'outpost', { type: 'playUnit', card: full.id('O_HAKER'), city: 3 });
    h = play(h, 'outpost', { type: 'choose', card: full.id('M_PAJAKI') });
    expect(whereIs(h, full.id('M_PAJAKI'))).toBe('discard:moloch');
  });

  it('T9 Soldier/Building placement possibilities [p.20–21]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      units: [
        { card: 'O_TREP', city: 2 },
        { card: 'O_TREP', city: 2 },
        { card: 'M_GAUSS', city: 3 },
      ],
      hand: { outpost: ['O_PATRIOTA', 'O_CALAHAN', 'O_SABOTAZYSTA', 'O_BUNKIER', 'O_BIEGACZ'], moloch: ['M_OGAR'] },
    });
    expect(refused(s, 'outpost', { type: 'playUnit', card: id('O_PATRIOTA'), city: 1 }).code).toBe('BAD_POSITION');
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_PATRIOTA'), city: 2 });
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_CALAHAN'), city: 2 });
    expect(refused(t, 'outpost', { type: 'playUnit', card: id('O_SABOTAZYSTA'), city: 2 }).code).toBe('BLOCKED');
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_BUNKIER'), city: 4 });
    expect(unit(t, id('O_BUNKIER')).tokens).toEqual([]);
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_SABOTAZYSTA'), city: 3 });
    expect(unit(t, id('O_SABOTAZYSTA')).tokens).toEqual([]);
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_BIEGACZ'), city: 5 });
    expect(unit(t, id('O_BIEGACZ')).tokens).toEqual([1]);
    const later = play({ ...t, phase: 'molochAttack' }, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 4 });
    expect(unit(later, id('M_OGAR')).tokens).toEqual([]);
  });

  it('T10 Outpost Attack phase example [p.24]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      deck: { moloch: ['M_GAUSS', 'M_OGAR', 'M_KLAUN', 'M_MOZG'] },
      hand: { outpost: ['O_KOMANDOS', 'O_RUCH', 'O_ZWIADOWCA', 'O_JOHNSON'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_KOMANDOS'), city: 4 });
    expect(unit(t, id('O_KOMANDOS')).tokens).toEqual([1]);
    t = play(t, 'outpost', { type: 'playInstant', card: id('O_RUCH'), target: id('O_KOMANDOS'), to: 3 });
    expect(unit(t, id('O_KOMANDOS')).tokens).toEqual([1, 1]);
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_ZWIADOWCA'), city: 3 });
    t = play(t, 'outpost', { type: 'choose', card: id('O_KOMANDOS'), to: 2 });
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_JOHNSON'), city: 2 });
    expect(unit(t, id('O_KOMANDOS'))).toMatchObject({ city: 2, tokens: [1, 1] });
    expect(unit(t, id('O_ZWIADOWCA'))).toMatchObject({ city: 3, tokens: [1] });
    expect(t.discards.moloch).toEqual([id('M_GAUSS'), id('M_OGAR'), id('M_KLAUN')]);
    expect(t.decks.moloch).toEqual([id('M_MOZG')]);
    expect(t.discards.outpost).toEqual([id('O_RUCH')]);
  });

  it('T11 Robot strength floor and Modules [p.27]', () => {
    const bare = position({ units: [{ card: 'M_PAJAKI', city: 1, tokens: [-2] }] });
    expect(strengthOf(bare.s, bare.s.units[0])).toBe(0);
    const armed = position({ units: [{ card: 'M_PAJAKI', city: 1, tokens: [-2], module: 'M_DESTRUKCJI' }] });
    expect(strengthOf(armed.s, armed.s.units[0])).toBe(3);
    const sabotaged = position({
      units: [
        { card: 'M_PAJAKI', city: 1, tokens: [-2], module: 'M_DESTRUKCJI' },
        { card: 'O_SABOTAZYSTA', city: 1 },
      ],
    });
    expect(strengthOf(sabotaged.s, sabotaged.s.units[0])).toBe(3);
  });

  it('T12 Rozkaz Odwrotu reaches a destroyed city [p.17, p.39]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      units: [{ card: 'M_GAUSS', city: 1, tokens: [1], module: 'M_BOJOWY' }],
      hand: { moloch: ['M_ROZKAZ'] },
    });
    let t = play(s, 'moloch', { type: 'playInstant', card: id('M_ROZKAZ'), target: id('M_GAUSS') });
    expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
    expect(t.discards.moloch).toEqual([id('M_ROZKAZ'), id('M_BOJOWY')]);
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 2 });
    expect(unit(t, id('M_GAUSS')).tokens).toEqual([]);
    expect(
      refused({ ...s, phase: 'outpostAttack' }, 'moloch', { type: 'playInstant', card: id('M_ROZKAZ'), target: id('M_GAUSS') }).code,
    ).toBe('NOT_YOUR_TURN');
  });

  const jersey = {
    index: 4,
    districts: [
      { id: 'J1', effect: 'MOVE_NY' as const },
      { id: 'J2', effect: 'NONE' as const },
    ],
  };
  const strengths = { M_OBRONCA: 2, M_GAUSS: 3, O_JOHNSON: 2, O_TREP: 2 };
  /** p.30: the battle for J1 in Jersey Crust (cities 1–3 destroyed) with these cards in play. */
  const jerseyBattle = (cards: string[], rest: Pick<Parameters<typeof position>[0], 'deck' | 'discard'>) =>
    position({
      strengths,
      cities: [jersey],
      active: 4,
      destroyed: [1, 2, 3],
      district: 'J1',
      units: cards.map((card) => ({ card, city: 4 })),
      ...rest,
    });

  it('T13 Battle resolution, Moloch wins [p.30]', () => {
    const { s, id } = jerseyBattle(['M_OBRONCA', 'M_GAUSS', 'O_JOHNSON', 'O_TREP'], {
      deck: { moloch: ['M_KLAUN', 'M_MOZG', 'M_LOWCA'] },
      discard: { moloch: ['M_OGAR', 'M_HYBRYDA'] },
    });
    expect(tally(s)).toEqual({ moloch: 5, outpost: 4 });
    let t = start(s, resolve);
    expect(konwoj.pending(t)).toMatchObject({ kind: 'roll', dice: [{ count: 1, sides: 2 }], server: true });
    t = serverRoll(t, "pick a random card of Moloch's discard pile", [{ sides: 2, value: 2 }]);
    expect(t.decks.moloch[0]).toBe(id('M_HYBRYDA'));
    expect(t.cities[3].destroyedDistricts).toEqual(['J2']);
    expect(topChoice(t)).toMatchObject({ kind: 'moveNY', side: 'moloch' });
    t = play(t, 'moloch', { type: 'choose', card: id('M_GAUSS') });
    expect(unit(t, id('M_GAUSS'))).toMatchObject({ city: 5, tokens: [1] });
    expect(unit(t, id('M_OBRONCA'))).toMatchObject({ city: 5, tokens: [] });
    expect(t.cities[3].destroyed).toBe(true);
    expect(t.active).toBe(5);
    expect(t.hands.moloch).toEqual([id('M_HYBRYDA'), id('M_KLAUN')]);
    expect(t.discards.moloch).toEqual([id('M_OGAR')]);
  });

  it('T14 Same battle, Outpost wins [p.30]', () => {
    const { s, id } = jerseyBattle(['M_OBRONCA', 'O_JOHNSON', 'O_TREP'], {
      deck: { moloch: ['M_KLAUN', 'M_MOZG', 'M_LOWCA', 'M_GAUSS'], outpost: ['O_RUCH', 'O_MEDYK', 'O_SNAJPER'] },
    });
    let t = start(s, resolve);
    expect(t.discards.moloch).toEqual([id('M_KLAUN'), id('M_MOZG'), id('M_LOWCA')]);
    t = play(t, 'outpost', { type: 'choose', card: id('O_TREP') });
    expect(unit(t, id('O_TREP'))).toMatchObject({ city: 5, tokens: [1] });
    t = play(t, 'outpost', { type: 'choose' });
    expect(t.active).toBe(4);
    expect(t.battleDistrict).toBe('J2');
    expect(t.hands.outpost).toEqual([id('O_RUCH'), id('O_MEDYK'), id('O_SNAJPER')]);
    expect(t.hands.moloch).toEqual([id('M_GAUSS')]);
  });
});
