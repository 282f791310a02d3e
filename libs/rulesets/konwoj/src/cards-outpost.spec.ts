/**
 * One short test per Outpost card (p.32–35, digest §6.1): the effect, whether it is optional,
 * when it acts, where it acts (its own city, never a destroyed one) and whom it cannot reach.
 * Strengths the transcript lost are the catalogue's assumptions or injected (G1).
 */
import { strengthOf, tally } from './resolution';
import { capacity } from './positions';
import { doOp } from './state';
import { play, position, refused, serverRoll, start, topChoice, unit, whereIs, type PositionSpec } from './testing';

const resolve = doOp({ op: 'resolve' });
/** Ziggy One with districts that do nothing, so only the card under test acts. */
const quietZiggy = {
  index: 1,
  districts: [
    { id: 'Z1', effect: 'NONE' as const },
    { id: 'Z2', effect: 'NONE' as const },
  ],
};
const attack = (spec: PositionSpec) => position({ phase: 'outpostAttack', ...spec });

describe('Konwój Outpost cards', () => {
  it('O_BIEGACZ p.32: moves once per battle to an adjacent city in Phase IV, never from a destroyed city', () => {
    const { s, id } = attack({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'O_BIEGACZ', city: 2 },
        { card: 'O_TREP', city: 1 },
      ],
    });
    const t = play(s, 'outpost', { type: 'useAbility', unit: id('O_BIEGACZ'), ability: 'move', to: 3 });
    expect(unit(t, id('O_BIEGACZ'))).toMatchObject({ city: 3, tokens: [1] });
    expect(refused(t, 'outpost', { type: 'useAbility', unit: id('O_BIEGACZ'), ability: 'move', to: 2 }).code).toBe('ALREADY_USED');
    expect(
      refused({ ...s, phase: 'molochAttack' }, 'outpost', { type: 'useAbility', unit: id('O_BIEGACZ'), ability: 'move', to: 3 }).code,
    ).toBe('NOT_YOUR_TURN');
    const ruined = attack({ active: 2, destroyed: [1], units: [{ card: 'O_BIEGACZ', city: 1 }] });
    expect(refused(ruined.s, 'outpost', { type: 'useAbility', unit: ruined.id('O_BIEGACZ'), ability: 'move', to: 2 }).code).toBe(
      'UNIT_CANNOT_ACT',
    );
  });

  it('O_GRUPA p.32: may send a non-immune Robot of its city back to hand, its Module discarded', () => {
    const { s, id } = attack({
      units: [
        { card: 'M_GAUSS', city: 1, tokens: [1], module: 'M_BOJOWY' },
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'M_OGAR', city: 2 },
      ],
      hand: { outpost: ['O_GRUPA'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_GRUPA'), city: 1 });
    expect(topChoice(t)).toMatchObject({ kind: 'enterTarget', optional: true, options: [id('M_GAUSS')] });
    const declined = play(t, 'outpost', { type: 'choose', decline: true });
    expect(whereIs(declined, id('M_GAUSS'))).toBe('city:1');
    t = play(t, 'outpost', { type: 'choose', card: id('M_GAUSS') });
    expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
    expect(t.discards.moloch).toEqual([id('M_BOJOWY')]);
  });

  it("O_HAKER p.33: the disable token stops a Robot's ability and stays after Haker dies", () => {
    const { s, id } = attack({
      cities: [{ index: 1, positions: { moloch: 4, outpost: 4 } }],
      units: [
        { card: 'M_ROZPRUWACZ', city: 1 },
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'M_GAUSS', city: 1, module: 'M_KASPAROV' },
      ],
      hand: { outpost: ['O_HAKER'], moloch: ['M_LOWCA', 'M_OGAR'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_HAKER'), city: 1 });
    // Pancernik is immune to Soldiers; Kasparov, a special Module, can be disabled on its own (A22).
    expect(topChoice(t)).toMatchObject({ optional: true, options: [id('M_ROZPRUWACZ'), id('M_GAUSS'), id('M_KASPAROV')] });
    const onModule = play(t, 'outpost', { type: 'choose', card: id('M_KASPAROV') });
    expect(onModule.modules[0].disabled).toBe(true);
    expect(unit(onModule, id('M_GAUSS')).disabled).toBe(false);
    expect(unit(play(t, 'outpost', { type: 'choose', decline: true }), id('M_ROZPRUWACZ')).disabled).toBe(false);
    t = play(t, 'outpost', { type: 'choose', card: id('M_ROZPRUWACZ') });
    t = play({ ...t, phase: 'molochAttack' }, 'moloch', { type: 'playUnit', card: id('M_LOWCA'), city: 1 });
    expect(whereIs(t, id('O_HAKER'))).toBe('discard:outpost');
    expect(unit(t, id('M_ROZPRUWACZ')).disabled).toBe(true);
    expect(
      refused(t, 'moloch', { type: 'useAbility', unit: id('M_ROZPRUWACZ'), ability: 'discard', discard: id('M_OGAR'), targets: [] }).code,
    ).toBe('UNIT_CANNOT_ACT');
  });

  it("O_KOMANDOS p.33: mandatory on entry: Moloch's top card, else a chosen non-immune Robot, else a random hand card", () => {
    const full = attack({ deck: { moloch: ['M_GAUSS', 'M_OGAR'] }, hand: { outpost: ['O_KOMANDOS'] } });
    const t = play(full.s, 'outpost', { type: 'playUnit', card: full.id('O_KOMANDOS'), city: 1 });
    expect(t.discards.moloch).toEqual([full.id('M_GAUSS')]);
    expect(topChoice(t)).toBeNull();
    const empty = attack({
      units: [
        { card: 'M_OGAR', city: 1 },
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'M_GAUSS', city: 2 },
      ],
      hand: { outpost: ['O_KOMANDOS'] },
    });
    const f = play(empty.s, 'outpost', { type: 'playUnit', card: empty.id('O_KOMANDOS'), city: 1 });
    // One non-immune Robot in Komandos's city: the mandatory choice makes itself.
    expect(whereIs(f, empty.id('M_OGAR'))).toBe('discard:moloch');
    expect(whereIs(f, empty.id('M_PANCERNIK'))).toBe('city:1');
    const bare = attack({ hand: { outpost: ['O_KOMANDOS'], moloch: ['M_GAUSS', 'M_OGAR'] } });
    let h = play(bare.s, 'outpost', { type: 'playUnit', card: bare.id('O_KOMANDOS'), city: 1 });
    h = serverRoll(h, "pick a random card of Moloch's hand", [{ sides: 2, value: 2 }]);
    expect(h.discards.moloch).toHaveLength(1);
    expect(h.hands.moloch).toHaveLength(1);
  });

  it('O_KOMANDOS p.33 (option fallbackWhenAllImmune, A31): with only immune Robots, nothing by default, a random hand card by option', () => {
    const spec: PositionSpec = {
      phase: 'outpostAttack',
      units: [{ card: 'M_PANCERNIK', city: 1 }],
      hand: { outpost: ['O_KOMANDOS'], moloch: ['M_GAUSS', 'M_OGAR'] },
    };
    const plain = position(spec);
    expect(play(plain.s, 'outpost', { type: 'playUnit', card: plain.id('O_KOMANDOS'), city: 1 }).hands.moloch).toHaveLength(2);
    const hand = position({ ...spec, options: { fallbackWhenAllImmune: 'hand' } });
    const t = serverRoll(
      play(hand.s, 'outpost', { type: 'playUnit', card: hand.id('O_KOMANDOS'), city: 1 }),
      "pick a random card of Moloch's hand",
      [{ sides: 2, value: 1 }],
    );
    expect(t.hands.moloch).toHaveLength(1);
    expect(whereIs(t, hand.id('M_PANCERNIK'))).toBe('city:1');
  });

  it('O_JOHNSON p.33: on an Outpost win in his city, the top card of Moloch’s deck; elsewhere nothing (A51)', () => {
    const deck = { moloch: ['M_GAUSS', 'M_OGAR', 'M_KLAUN', 'M_MOZG'] };
    const here = position({ cities: [quietZiggy], deck, units: [{ card: 'O_JOHNSON', city: 1 }] });
    const won = start(here.s, resolve);
    // Johnson's card, then Ziggy One's city effect: two cards.
    expect(won.discards.moloch).toEqual([here.id('M_GAUSS'), here.id('M_OGAR')]);
    const away = position({
      cities: [quietZiggy],
      deck,
      units: [
        { card: 'O_JOHNSON', city: 2 },
        { card: 'O_TREP', city: 1 },
      ],
    });
    expect(start(away.s, resolve).discards.moloch).toEqual([away.id('M_GAUSS')]);
    const lost = position({
      cities: [quietZiggy],
      deck,
      units: [
        { card: 'O_JOHNSON', city: 1 },
        { card: 'M_JUGGERNAUT', city: 1 },
      ],
    });
    expect(start(lost.s, resolve).discards.moloch).toEqual([]);
  });

  it('O_MCPHERSON p.33: may put −2 on a non-immune Robot of its city; the base never drops below 0', () => {
    const { s, id } = attack({
      units: [
        { card: 'M_PAJAKI', city: 1, module: 'M_BOJOWY' },
        { card: 'M_PANCERNIK', city: 1 },
      ],
      hand: { outpost: ['O_MCPHERSON'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_MCPHERSON'), city: 1 });
    expect(topChoice(t)).toMatchObject({ optional: true, options: [id('M_PAJAKI')] });
    expect(play(t, 'outpost', { type: 'choose', decline: true }).units.every((u) => u.tokens.length === 0)).toBe(true);
    t = play(t, 'outpost', { type: 'choose', card: id('M_PAJAKI') });
    expect(unit(t, id('M_PAJAKI')).tokens).toEqual([-2]);
    expect(strengthOf(t, unit(t, id('M_PAJAKI')))).toBe(1);
  });

  it("O_MLODY p.33: may copy another Soldier's entry ability in its city, resolved for Młody (A25)", () => {
    const { s, id } = attack({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_CALAHAN', city: 1 },
      ],
      hand: { outpost: ['O_MLODY'] },
      deck: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_MLODY'), city: 1 });
    // Calahan's ability is constant, not an entry ability.
    expect(topChoice(t)).toMatchObject({ kind: 'mlody', optional: true, options: [id('O_TREP')] });
    expect(play(t, 'outpost', { type: 'choose', decline: true }).hands.outpost).toEqual([]);
    t = play(t, 'outpost', { type: 'choose', card: id('O_TREP') });
    expect(topChoice(t)).toMatchObject({ kind: 'mayDraw', source: id('O_MLODY') });
    t = play(t, 'outpost', { type: 'choose' });
    expect(t.hands.outpost).toEqual([id('O_RUCH')]);
  });

  it('O_NESTUGOV p.33: by a discard in Phase IV takes a Module from a non-immune Robot of its city for a Soldier', () => {
    const { s, id } = attack({
      units: [
        { card: 'O_NESTUGOV', city: 1 },
        { card: 'M_GAUSS', city: 1, module: 'M_DESTRUKCJI' },
        { card: 'M_PANCERNIK', city: 1, module: 'M_BOJOWY' },
        { card: 'M_OGAR', city: 1, module: 'M_ANIHILACJI' },
      ],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    const before = strengthOf(s, unit(s, id('O_NESTUGOV')));
    const t = play(s, 'outpost', {
      type: 'useAbility',
      unit: id('O_NESTUGOV'),
      ability: 'discard',
      discard: id('O_RUCH'),
      target: id('M_DESTRUKCJI'),
      targets: [id('O_NESTUGOV')],
    });
    expect(unit(t, id('O_NESTUGOV')).module).toBe(id('M_DESTRUKCJI'));
    expect(strengthOf(t, unit(t, id('O_NESTUGOV')))).toBe(before + 3);
    expect(t.discards.outpost).toEqual([id('O_RUCH')]);
    expect(
      refused(t, 'outpost', {
        type: 'useAbility',
        unit: id('O_NESTUGOV'),
        ability: 'discard',
        discard: id('O_MEDYK'),
        target: id('M_ANIHILACJI'),
        targets: [id('O_NESTUGOV')],
      }).code,
    ).toBe('BAD_TARGET');
    expect(
      refused(s, 'outpost', {
        type: 'useAbility',
        unit: id('O_NESTUGOV'),
        ability: 'discard',
        discard: id('O_RUCH'),
        target: id('M_BOJOWY'),
        targets: [id('O_NESTUGOV')],
      }).code,
    ).toBe('BAD_TARGET');
    expect(
      refused({ ...s, phase: 'molochAttack' }, 'outpost', {
        type: 'useAbility',
        unit: id('O_NESTUGOV'),
        ability: 'discard',
        discard: id('O_RUCH'),
        target: id('M_DESTRUKCJI'),
        targets: [id('O_NESTUGOV')],
      }).code,
    ).toBe('NOT_YOUR_TURN');
  });

  it('O_ODDZIAL p.33: may return another Soldier of its city to hand, to be played again at once', () => {
    const { s, id } = attack({
      units: [
        { card: 'O_SCORN', city: 1 },
        { card: 'O_TREP', city: 2 },
      ],
      hand: { outpost: ['O_ODDZIAL'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_ODDZIAL'), city: 1 });
    expect(topChoice(t)).toMatchObject({ kind: 'oddzial', optional: true, options: [id('O_SCORN')] });
    expect(whereIs(play(t, 'outpost', { type: 'choose', decline: true }), id('O_SCORN'))).toBe('city:1');
    t = play(t, 'outpost', { type: 'choose', card: id('O_SCORN') });
    expect(whereIs(t, id('O_SCORN'))).toBe('hand:outpost');
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 1 });
    expect(whereIs(t, id('O_SCORN'))).toBe('city:1');
  });

  it('O_CKM p.33: on an Outpost win may place +2 on a Soldier of its city, itself included', () => {
    const { s, id } = position({
      cities: [quietZiggy],
      units: [
        { card: 'O_CKM', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 2 },
      ],
      deck: { moloch: ['M_GAUSS', 'M_OGAR'] },
    });
    const t = start(s, resolve);
    expect(topChoice(t)).toMatchObject({ kind: 'ckm', optional: true, options: [id('O_CKM'), id('O_TREP')] });
    expect(unit(play(t, 'outpost', { type: 'choose', card: id('O_TREP') }), id('O_TREP')).tokens).toEqual([2]);
    expect(play(t, 'outpost', { type: 'choose', decline: true }).units.every((u) => u.tokens.length === 0)).toBe(true);
  });

  it('O_PATRIOTA p.33: the feature of the city Patriota stands in costs one card fewer', () => {
    const { s, id } = attack({ active: 3, destroyed: [1, 2], units: [{ card: 'O_PATRIOTA', city: 3 }], hand: { outpost: ['O_RUCH'] } });
    const t = play(s, 'outpost', { type: 'useCityFeature', city: 3, discard: [] });
    expect(t.cities[2]).toMatchObject({ featureUsed: true, extraSlot: true });
    expect(t.hands.outpost).toEqual([id('O_RUCH')]);
    const away = attack({ active: 3, destroyed: [1, 2], units: [{ card: 'O_PATRIOTA', city: 4 }], hand: { outpost: ['O_RUCH'] } });
    expect(refused(away.s, 'outpost', { type: 'useCityFeature', city: 3, discard: [] }).code).toBe('WRONG_COST');
  });

  it('O_CALAHAN p.34: +1 to every Soldier of his city, himself included, only there', () => {
    const { s, id } = position({
      strengths: { O_CALAHAN: 2, O_TREP: 2 },
      units: [
        { card: 'O_CALAHAN', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 2 },
      ],
    });
    expect(strengthOf(s, unit(s, id('O_CALAHAN')))).toBe(3);
    expect(strengthOf(s, unit(s, id('O_TREP')))).toBe(3);
    expect(strengthOf(s, unit(s, id('O_TREP', 1)))).toBe(2);
    expect(tally(s).outpost).toBe(6);
  });

  it('O_SABOTAZYSTA p.34: −1 to every non-immune Robot of his city, base floored at 0, Module added after', () => {
    const { s, id } = position({
      strengths: { M_GAUSS: 3, M_PANCERNIK: 3 },
      units: [
        { card: 'O_SABOTAZYSTA', city: 1 },
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'M_PAJAKI', city: 1, tokens: [-2], module: 'M_BOJOWY' },
        { card: 'M_OGAR', city: 2 },
      ],
    });
    expect(strengthOf(s, unit(s, id('M_GAUSS')))).toBe(2);
    expect(strengthOf(s, unit(s, id('M_PANCERNIK')))).toBe(3);
    expect(strengthOf(s, unit(s, id('M_PAJAKI')))).toBe(1);
    expect(strengthOf(s, unit(s, id('M_OGAR')))).toBe(3);
  });

  it('O_SCORN p.34: must kill a non-immune Robot of its city; nothing in a destroyed city', () => {
    const { s, id } = attack({
      units: [
        { card: 'M_GAUSS', city: 1, module: 'M_BOJOWY' },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_PANCERNIK', city: 1 },
      ],
      hand: { outpost: ['O_SCORN'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 1 });
    expect(topChoice(t)).toMatchObject({ optional: false, options: [id('M_GAUSS'), id('M_OGAR')] });
    expect(refused(t, 'outpost', { type: 'choose', decline: true }).code).toBe('BAD_CHOICE');
    t = play(t, 'outpost', { type: 'choose', card: id('M_GAUSS') });
    expect(t.discards.moloch).toEqual([id('M_BOJOWY'), id('M_GAUSS')]);
    const ruin = attack({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'O_SCORN', city: 2 },
        { card: 'M_OGAR', city: 1 },
      ],
      hand: { outpost: ['O_RUCH'] },
    });
    const moved = play(ruin.s, 'outpost', { type: 'playInstant', card: ruin.id('O_RUCH'), target: ruin.id('O_SCORN'), to: 1 });
    expect(whereIs(moved, ruin.id('M_OGAR'))).toBe('city:1');
    expect(topChoice(moved)).toBeNull();
  });

  it('O_TREP p.34: may draw a card on entry', () => {
    const { s, id } = attack({ hand: { outpost: ['O_TREP'] }, deck: { outpost: ['O_RUCH'] } });
    const t = play(s, 'outpost', { type: 'playUnit', card: id('O_TREP'), city: 1 });
    expect(topChoice(t)).toMatchObject({ kind: 'mayDraw', optional: true });
    expect(play(t, 'outpost', { type: 'choose' }).hands.outpost).toEqual([id('O_RUCH')]);
    const declined = play(t, 'outpost', { type: 'choose', decline: true });
    expect(declined.hands.outpost).toEqual([]);
    expect(declined.decks.outpost).toEqual([id('O_RUCH')]);
  });

  it('O_ZWIADOWCA p.34: may move another Soldier of its city to an adjacent city, a destroyed one too', () => {
    const { s, id } = attack({ active: 2, destroyed: [1], units: [{ card: 'O_TREP', city: 2 }], hand: { outpost: ['O_ZWIADOWCA'] } });
    const t = play(s, 'outpost', { type: 'playUnit', card: id('O_ZWIADOWCA'), city: 2 });
    expect(topChoice(t)).toMatchObject({ kind: 'zwiadowca', optional: true, options: [id('O_TREP')] });
    expect(refused(t, 'outpost', { type: 'choose', card: id('O_TREP'), to: 4 }).code).toBe('TOO_FAR');
    expect(unit(play(t, 'outpost', { type: 'choose', card: id('O_TREP'), to: 1 }), id('O_TREP'))).toMatchObject({ city: 1, tokens: [] });
    expect(unit(play(t, 'outpost', { type: 'choose', decline: true }), id('O_TREP')).city).toBe(2);
  });

  it('O_BUNKIER p.35: +1 to every Soldier of its city; a Building is never a Moloch kill target', () => {
    const { s, id } = position({
      strengths: { O_TREP: 2 },
      units: [
        { card: 'O_BUNKIER', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 2 },
      ],
      hand: { moloch: ['M_LOWCA'] },
    });
    expect(strengthOf(s, unit(s, id('O_TREP')))).toBe(3);
    expect(strengthOf(s, unit(s, id('O_TREP', 1)))).toBe(2);
    const t = play(s, 'moloch', { type: 'playUnit', card: id('M_LOWCA'), city: 1 });
    expect(whereIs(t, id('O_TREP'))).toBe('discard:outpost');
    expect(whereIs(t, id('O_BUNKIER'))).toBe('city:1');
  });

  it('O_DZIALO_EMP p.34: disables Robot abilities in its city; immunity of a Robot arriving after it is lost', () => {
    const { s, id } = attack({
      units: [
        { card: 'M_ROZPRUWACZ', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { outpost: ['O_DZIALO_EMP', 'O_GRUPA'], moloch: ['M_OGAR', 'M_PANCERNIK'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_DZIALO_EMP'), city: 1 });
    t = { ...t, phase: 'molochAttack' };
    expect(
      refused(t, 'moloch', {
        type: 'useAbility',
        unit: id('M_ROZPRUWACZ'),
        ability: 'discard',
        discard: id('M_OGAR'),
        targets: [id('O_TREP')],
      }).code,
    ).toBe('UNIT_CANNOT_ACT');
    t = play(t, 'moloch', { type: 'playUnit', card: id('M_PANCERNIK'), city: 1 });
    // Pancernik came after the cannon: a Soldier's ability reaches it (A37).
    t = play(play(t, 'moloch', { type: 'pass' }), 'outpost', { type: 'playUnit', card: id('O_GRUPA'), city: 1 });
    expect(topChoice(t)!.options).toEqual([id('M_ROZPRUWACZ'), id('M_PANCERNIK')]);
  });

  it('O_POLE_EM p.35: holds non-immune Robots against Moloch’s own moves; Outpost pushes pass by default (A46)', () => {
    const { s, id } = position({
      units: [
        { card: 'O_POLE_EM', city: 2 },
        { card: 'M_GAUSS', city: 2 },
        { card: 'M_SZERSZEN', city: 2 },
        { card: 'M_PANCERNIK', city: 2 },
      ],
      hand: { moloch: ['M_RUCH'] },
    });
    expect(refused(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_GAUSS'), to: 3 }).code).toBe('HELD_BY_FIELD');
    expect(refused(s, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 3 }).code).toBe('HELD_BY_FIELD');
    expect(
      unit(play(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_PANCERNIK'), to: 3 }), id('M_PANCERNIK')).city,
    ).toBe(3);
    const held = position({
      active: 2,
      destroyed: [1],
      district: 'I2',
      cities: [
        {
          index: 2,
          districts: [
            { id: 'I1', effect: 'NONE' },
            { id: 'I2', effect: 'NONE' },
          ],
        },
      ],
      units: [
        { card: 'O_POLE_EM', city: 2 },
        { card: 'M_GAUSS', city: 2 },
        { card: 'O_SCORN', city: 2 },
      ],
      strengths: { M_GAUSS: 3, O_SCORN: 3 },
      destroyedDistricts: ['I1'],
    });
    // A tie ends Iron Gate; the convoy advance cannot take the held Robot.
    const after = start(held.s, resolve);
    expect(unit(after, held.id('M_GAUSS')).city).toBe(2);
    expect(after.active).toBe(3);
  });

  it('O_POLE_EM p.35 (option fieldBlocksOutpostPushes, A46): a captured Kasparov cannot push a held Robot', () => {
    const spec: PositionSpec = {
      phase: 'outpostModules',
      units: [
        { card: 'O_POLE_EM', city: 1 },
        { card: 'O_TREP', city: 1, module: 'M_KASPAROV' },
        { card: 'M_GAUSS', city: 1 },
      ],
      hand: { outpost: ['O_RUCH'] },
    };
    const free = position(spec);
    const o = { type: 'activateModule', module: free.id('M_KASPAROV'), discard: free.id('O_RUCH'), target: free.id('M_GAUSS'), to: 2 };
    expect(unit(play(free.s, 'outpost', o), free.id('M_GAUSS')).city).toBe(2);
    expect(refused(position({ ...spec, options: { fieldBlocksOutpostPushes: true } }).s, 'outpost', o).code).toBe('HELD_BY_FIELD');
  });

  it('O_ATAK_EMP p.35: ends the battle at once without resolution; the district falls, only a Bomb goes off', () => {
    const cities = [
      {
        index: 1,
        districts: [
          { id: 'Z1', effect: 'KILL' as const },
          { id: 'Z2', effect: 'NONE' as const },
        ],
      },
    ];
    const { s, id } = attack({
      cities,
      units: [
        { card: 'O_SCORN', city: 1 },
        { card: 'M_OGAR', city: 1 },
      ],
      hand: { outpost: ['O_ATAK_EMP'] },
      deck: { moloch: ['M_GAUSS', 'M_KLAUN'] },
    });
    const t = play(s, 'outpost', { type: 'playInstant', card: id('O_ATAK_EMP') });
    expect(t.cities[0].destroyedDistricts).toEqual(['Z1']);
    expect(t.discards.moloch).toEqual([]);
    expect(whereIs(t, id('M_OGAR'))).toBe('city:1');
    expect(whereIs(t, id('O_SCORN'))).toBe('city:1');
    expect(t.battleDistrict).toBe('Z2');
    expect(refused({ ...s, phase: 'molochAttack' }, 'outpost', { type: 'playInstant', card: id('O_ATAK_EMP') }).code).toBe('NOT_YOUR_TURN');
    const bomb = attack({
      cities: [
        {
          index: 1,
          districts: [
            { id: 'Z1', effect: 'BOMB' },
            { id: 'Z2', effect: 'NONE' },
          ],
        },
      ],
      units: [
        { card: 'O_SCORN', city: 1 },
        { card: 'M_OGAR', city: 1 },
      ],
      hand: { outpost: ['O_ATAK_EMP'] },
    });
    const b = play(bomb.s, 'outpost', { type: 'playInstant', card: bomb.id('O_ATAK_EMP') });
    expect(whereIs(b, bomb.id('O_SCORN'))).toBe('discard:outpost');
    expect(whereIs(b, bomb.id('M_OGAR'))).toBe('discard:moloch');
  });

  it('O_MEDYK p.35: a Soldier from a destroyed city back to hand, played again at once', () => {
    const { s, id } = attack({
      active: 2,
      destroyed: [1],
      units: [{ card: 'O_SCORN', city: 1, tokens: [1] }],
      hand: { outpost: ['O_MEDYK'] },
    });
    let t = play(s, 'outpost', { type: 'playInstant', card: id('O_MEDYK'), target: id('O_SCORN') });
    expect(whereIs(t, id('O_SCORN'))).toBe('hand:outpost');
    t = play(t, 'outpost', { type: 'playUnit', card: id('O_SCORN'), city: 2 });
    expect(unit(t, id('O_SCORN')).tokens).toEqual([]);
  });

  it('O_NAGLY_ATAK p.35: no Module phase this battle: from Phase IV straight to resolution', () => {
    const { s, id } = attack({
      cities: [quietZiggy],
      units: [{ card: 'M_GAUSS', city: 1 }],
      hand: { outpost: ['O_NAGLY_ATAK'], moloch: ['M_BOJOWY'] },
    });
    const t = play(play(s, 'outpost', { type: 'playInstant', card: id('O_NAGLY_ATAK') }), 'outpost', { type: 'pass' });
    expect(t.cities[0].destroyed).toBe(true);
    expect(t.hands.moloch).toEqual([id('M_BOJOWY')]);
    expect(play(s, 'outpost', { type: 'pass' }).phase).toBe('molochModules');
  });

  it('O_NARADA p.35: draws three and keeps two; with fewer than three left, draws them all', () => {
    const { s, id } = attack({ hand: { outpost: ['O_NARADA'] }, deck: { outpost: ['O_RUCH', 'O_MEDYK', 'O_SNAJPER'] } });
    let t = play(s, 'outpost', { type: 'playInstant', card: id('O_NARADA') });
    expect(topChoice(t)).toMatchObject({ kind: 'narada', optional: false });
    expect(refused(t, 'outpost', { type: 'choose', decline: true }).code).toBe('BAD_CHOICE');
    t = play(t, 'outpost', { type: 'choose', cards: [id('O_RUCH'), id('O_SNAJPER')] });
    expect(t.hands.outpost).toEqual([id('O_RUCH'), id('O_SNAJPER')]);
    expect(t.discards.outpost).toEqual([id('O_NARADA'), id('O_MEDYK')]);
    const short = attack({ hand: { outpost: ['O_NARADA'] }, deck: { outpost: ['O_RUCH', 'O_MEDYK'] } });
    expect(play(short.s, 'outpost', { type: 'playInstant', card: short.id('O_NARADA') }).hands.outpost).toEqual([
      short.id('O_RUCH'),
      short.id('O_MEDYK'),
    ]);
  });

  it('O_ODWROT p.35: two moves to adjacent cities, the same Soldier there and back allowed', () => {
    const { s, id } = attack({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'O_CALAHAN', city: 2 },
        { card: 'O_PATRIOTA', city: 3 },
      ],
      hand: { outpost: ['O_ODWROT'] },
    });
    const back = play(s, 'outpost', {
      type: 'playInstant',
      card: id('O_ODWROT'),
      moves: [
        { unit: id('O_CALAHAN'), to: 3 },
        { unit: id('O_CALAHAN'), to: 2 },
      ],
    });
    expect(unit(back, id('O_CALAHAN')).city).toBe(2);
    const two = play(s, 'outpost', {
      type: 'playInstant',
      card: id('O_ODWROT'),
      moves: [
        { unit: id('O_CALAHAN'), to: 1 },
        { unit: id('O_PATRIOTA'), to: 4 },
      ],
    });
    expect([unit(two, id('O_CALAHAN')).city, unit(two, id('O_PATRIOTA')).city]).toEqual([1, 4]);
    expect(refused(s, 'outpost', { type: 'playInstant', card: id('O_ODWROT'), moves: [{ unit: id('O_CALAHAN'), to: 4 }] }).code).toBe(
      'TOO_FAR',
    );
  });

  it('O_ROZPOZNANIE p.35: two +1 tokens on any Soldiers, the same one twice allowed', () => {
    const { s, id } = attack({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_SCORN', city: 4 },
      ],
      hand: { outpost: ['O_ROZPOZNANIE'] },
    });
    const twice = play(s, 'outpost', { type: 'playInstant', card: id('O_ROZPOZNANIE'), targets: [id('O_SCORN'), id('O_SCORN')] });
    expect(unit(twice, id('O_SCORN')).tokens).toEqual([1, 1]);
    const split = play(s, 'outpost', { type: 'playInstant', card: id('O_ROZPOZNANIE'), targets: [id('O_TREP'), id('O_SCORN')] });
    expect([unit(split, id('O_TREP')).tokens, unit(split, id('O_SCORN')).tokens]).toEqual([[1], [1]]);
    expect(refused(s, 'outpost', { type: 'playInstant', card: id('O_ROZPOZNANIE'), targets: [id('O_TREP')] }).code).toBe('BAD_TARGET');
  });

  it('O_RUCH p.35: a Soldier to an adjacent city, bonus in an empty future city, death in a full one', () => {
    const full = ['O_KOMANDOS', 'O_KOMANDOS', 'O_ZWIADOWCA', 'O_ZWIADOWCA'].map((card) => ({ card, city: 3 }));
    const { s, id } = attack({
      units: [{ card: 'O_TREP', city: 2 }, { card: 'O_SCORN', city: 2 }, ...full],
      hand: { outpost: ['O_RUCH', 'O_RUCH'] },
    });
    const t = play(s, 'outpost', { type: 'playInstant', card: id('O_RUCH'), target: id('O_TREP'), to: 1 });
    expect(unit(t, id('O_TREP'))).toMatchObject({ city: 1, tokens: [] });
    const dead = play(s, 'outpost', { type: 'playInstant', card: id('O_RUCH'), target: id('O_SCORN'), to: 3 });
    expect(whereIs(dead, id('O_SCORN'))).toBe('discard:outpost');
    const lone = attack({ units: [{ card: 'O_SCORN', city: 3 }], hand: { outpost: ['O_RUCH'] } });
    expect(
      unit(play(lone.s, 'outpost', { type: 'playInstant', card: lone.id('O_RUCH'), target: lone.id('O_SCORN'), to: 4 }), lone.id('O_SCORN'))
        .tokens,
    ).toEqual([1]);
  });

  it('O_SNAJPER p.35: kills any Robot anywhere, an immune one and one in a destroyed city too', () => {
    const { s, id } = attack({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'M_PANCERNIK', city: 4, module: 'M_BOJOWY' },
        { card: 'M_GAUSS', city: 1 },
      ],
      hand: { outpost: ['O_SNAJPER'] },
    });
    const t = play(s, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_PANCERNIK') });
    expect(t.discards.moloch).toEqual([id('M_BOJOWY'), id('M_PANCERNIK')]);
    expect(whereIs(play(s, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_GAUSS') }), id('M_GAUSS'))).toBe(
      'discard:moloch',
    );
  });

  it("O_WYWIAD p.35: Outpost sees Moloch's hand; nothing else changes", () => {
    const { s, id } = attack({ hand: { outpost: ['O_WYWIAD'], moloch: ['M_OGAR', 'M_GAUSS'] } });
    const t = play(s, 'outpost', { type: 'playInstant', card: id('O_WYWIAD') });
    expect(t.intel.wywiad).toEqual([id('M_OGAR'), id('M_GAUSS')].sort());
    expect(t.hands.moloch).toEqual(s.hands.moloch);
    expect(capacity(t, 1, 'outpost')).toBe(4);
  });
});
