/**
 * The digest's "illegal if" list (§8.5): each refusal names its code and changes nothing.
 */
import { applyAt, decide, isViolation, RulesetRegistry, startMatch } from '@app/rules';
import type { Side } from './catalogue';
import { konwoj } from './ruleset';
import { stepParsed } from './random-play';
import type { KonwojState } from './state';
import { createdFor, order, play, position, refusedIntact, start, topChoice } from './testing';
import { doOp } from './state';

/** Refused with this code and rule reference, the state left as it was. */
function expectRefused(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>, code: string, page?: string): void {
  const copy = structuredClone(s);
  const r = stepParsed(s, order(side, o));
  if (process.env.KLOG && isViolation(r)) console.log(`@@ ${new Error().stack!.split('\n')[2].match(/:(\d+):/)![1]} ${r.code} ${r.rule}`);
  expect(isViolation(r) && { code: r.code, rule: r.rule }).toEqual({
    code,
    rule: page === undefined ? expect.any(String) : `konwoj ${page}`,
  });
  expect(s).toEqual(copy);
}

describe('Konwój refusals (§8.5)', () => {
  const base = position({
    active: 2,
    destroyed: [1],
    units: [
      { card: 'M_SZERSZEN', city: 2 },
      { card: 'M_JUGGERNAUT', city: 2 },
      { card: 'M_GAUSS', city: 2, module: 'M_BOJOWY' },
      { card: 'O_TREP', city: 2 },
      { card: 'O_BUNKIER', city: 2 },
      { card: 'O_ZWIADOWCA', city: 1 },
      { card: 'M_ROZPRUWACZ', city: 3, disabled: true },
      { card: 'M_KLAUN', city: 2 },
    ],
    hand: { moloch: ['M_RUCH', 'M_BOJOWY', 'M_OGAR', 'M_LOWCA', 'M_RECYKLER'], outpost: ['O_MEDYK', 'O_SNAJPER', 'O_RUCH', 'O_PATRIOTA'] },
  });
  const { s, id } = base;

  it('1 the game has ended', () =>
    expectRefused({ ...s, result: { winner: 'moloch', reason: 'x' } }, 'moloch', { type: 'pass' }, 'GAME_OVER'));
  it('2 a choice is pending: only the choice, by its player, among its options', () => {
    const c = start(
      s,
      { t: 'choice', c: { kind: 'districtKill', side: 'moloch', options: [id('O_TREP')], optional: false } },
      { t: 'choice', c: { kind: 'convoy', side: 'moloch', options: [id('M_GAUSS'), id('M_KLAUN')], optional: false } },
    );
    expectRefused(c, 'moloch', { type: 'pass' }, 'NOT_PENDING', 'p.31');
    expectRefused(c, 'outpost', { type: 'choose', card: id('M_GAUSS') }, 'NOT_YOUR_TURN', 'p.31');
    expectRefused(c, 'moloch', { type: 'choose', card: id('O_TREP') }, 'BAD_CHOICE', 'p.31');
    expectRefused(c, 'moloch', { type: 'choose', decline: true }, 'BAD_CHOICE', 'p.31');
  });
  it('3 the actor does not own the phase', () => expectRefused(s, 'outpost', { type: 'pass' }, 'NOT_YOUR_TURN', 'p.12'));
  it('4 the card is not in hand', () =>
    expectRefused(s, 'moloch', { type: 'playUnit', card: id('O_MEDYK'), city: 2 }, 'UNKNOWN_CARD', 'p.8'));
  it('5 a server deck report of a card the server did not deal', () =>
    expectRefused(s, 'moloch', { type: 'revealCard', card: id('M_GAUSS') }, 'DRAW_CONTRADICTS_DECK', 'p.3'));
  it('7 a battle target not in the active city', () =>
    expectRefused({ ...s, phase: 'target' }, 'moloch', { type: 'chooseBattleTarget', district: 'Z1' }, 'BAD_TARGET', 'p.10'));
  it('8 a Robot outside Phase III', () =>
    expectRefused({ ...s, phase: 'molochModules' }, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 3 }, 'WRONG_PHASE', 'p.12'));
  it('9 into a destroyed city', () =>
    expectRefused(s, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 1 }, 'BAD_POSITION', 'p.15'));
  it('11 a Module outside Phase V or on a Robot with a Module', () => {
    expectRefused(s, 'moloch', { type: 'playModule', card: id('M_BOJOWY', 1), robot: id('M_SZERSZEN') }, 'WRONG_PHASE', 'p.25');
    expectRefused(
      { ...s, phase: 'molochModules' },
      'moloch',
      { type: 'playModule', card: id('M_BOJOWY', 1), robot: id('M_GAUSS') },
      'BAD_TARGET',
      'p.25',
    );
  });
  it('12 a non-Module card in Phase V', () =>
    expectRefused(
      { ...s, phase: 'molochModules' },
      'moloch',
      { type: 'playInstant', card: id('M_RUCH'), target: id('M_SZERSZEN'), to: 3 },
      'WRONG_PHASE',
      'p.17',
    ));
  it('13 an Instant after Zmasowany Atak', () =>
    expectRefused(
      { ...s, phase: 'outpostAttack', battleFlags: { ...s.battleFlags, zmasowany: true } },
      'outpost',
      { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_GAUSS') },
      'ZMASOWANY_ATAK',
      'p.39',
    ));
  it('14 a disabled ability', () =>
    expectRefused(
      s,
      'moloch',
      { type: 'useAbility', unit: id('M_ROZPRUWACZ'), ability: 'discard', discard: id('M_OGAR'), targets: [] },
      'UNIT_CANNOT_ACT',
      'p.34',
    ));
  it('16 a DISCARD ability without a discard', () =>
    expectRefused(
      s,
      'moloch',
      { type: 'useAbility', unit: id('M_KLAUN'), ability: 'discard', target: id('M_KLAUN'), targets: [id('O_TREP')] },
      'DISCARD_REQUIRED',
      'p.9',
    ));
  it('18 a move to a city not adjacent', () =>
    expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 4 }, 'TOO_FAR', 'p.37'));
  it('19 Juggernaut moved by Ruch', () =>
    expectRefused(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 3 }, 'JUGGERNAUT', 'p.36'));
  it('20 a Robot held by Pole Elektromagnetyczne', () => {
    const f = position({
      units: [
        { card: 'M_SZERSZEN', city: 1 },
        { card: 'O_POLE_EM', city: 1 },
      ],
    });
    expectRefused(f.s, 'moloch', { type: 'useAbility', unit: f.id('M_SZERSZEN'), ability: 'move', to: 2 }, 'HELD_BY_FIELD', 'p.35');
  });
  it('23 a Moloch kill aimed at a Building', () =>
    expectRefused(
      s,
      'moloch',
      {
        type: 'useAbility',
        unit: id('M_KLAUN'),
        ability: 'discard',
        discard: id('M_OGAR'),
        target: id('M_KLAUN'),
        targets: [id('O_BUNKIER')],
      },
      'BAD_TARGET',
      'p.37',
    ));
  it('24 Klaun naming fewer Soldiers than present', () =>
    expectRefused(
      s,
      'moloch',
      { type: 'useAbility', unit: id('M_KLAUN'), ability: 'discard', discard: id('M_OGAR'), target: id('M_KLAUN'), targets: [] },
      'BAD_TARGET',
      'p.37',
    ));
  it('27 Medyk on a Soldier outside a destroyed city', () =>
    expectRefused(
      { ...s, phase: 'outpostAttack' },
      'outpost',
      { type: 'playInstant', card: id('O_MEDYK'), target: id('O_TREP') },
      'BAD_TARGET',
      'p.35',
    ));
  it('29 Recykler on a non-Module', () =>
    expectRefused(s, 'moloch', { type: 'playInstant', card: id('M_RECYKLER'), target: id('M_GAUSS') }, 'BAD_TARGET', 'p.39'));
  it('30 a feature outside the active city or of Ziggy One', () => {
    expectRefused(
      { ...s, phase: 'outpostAttack' },
      'outpost',
      { type: 'useCityFeature', city: 3, discard: [id('O_RUCH')] },
      'NOT_ACTIVE_CITY',
      'p.23',
    );
    const z = position({ phase: 'outpostAttack' });
    expectRefused(z.s, 'outpost', { type: 'useCityFeature', city: 1, discard: [] }, 'NOT_ALLOWED', 'p.23');
  });
  it('38 a pass while a removal is pending', () => {
    const two = position({
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
    });
    const c = start(two.s, doOp({ op: 'kill', chooser: 'moloch', victim: 'soldier', city: 1, kind: 'bombMoloch' }));
    expect(konwoj.pending(c)).toMatchObject({ kind: 'order', sides: ['moloch'], orders: ['choose'] });
    expectRefused(c, 'moloch', { type: 'pass' }, 'NOT_PENDING', 'p.12');
  });
  it('a reported roll where only the server rolls', () => {
    const fresh = konwoj.setup({}, []) as KonwojState;
    const r = konwoj.decide(
      fresh,
      { type: 'DiceRolled', data: { side: 'moloch', purpose: 'shuffle the Moloch deck', dice: [], source: 'reported' } },
      { kind: 'player', side: 'moloch' },
    );
    expect(isViolation(r) && r.code).toBe('SERVER_ROLL_ONLY');
  });
  it('a malformed order', () => expectRefused(s, 'moloch', { type: 'fly' }, 'MALFORMED_ORDER', 'orders'));

  /** The refusal's code and rule reference; refusedIntact has checked the state is unchanged. */
  function refuses(st: KonwojState, side: Side, o: { type: string } & Record<string, unknown>, code: string, page: string): void {
    expect(refusedIntact(st, side, o)).toMatchObject({ code, rule: `konwoj ${page}` });
  }
  const none = (d: string) => ({ id: d, effect: 'NONE' as const });
  const deck = ['M_KLAUN', 'M_MOZG', 'M_TRANSPORTER'];

  it('§8.5 rule 6: a second mulligan, or one after battle 1 has started', () => {
    refuses(
      { ...s, phase: 'mulligan', mulligan: { moloch: true, outpost: null } },
      'moloch',
      { type: 'mulligan', redraw: false },
      'ALREADY_USED',
      'p.3',
    );
    refuses(s, 'moloch', { type: 'mulligan', redraw: true }, 'ALREADY_USED', 'p.3');
    refuses({ ...s, mulligan: { moloch: null, outpost: false } }, 'moloch', { type: 'mulligan', redraw: true }, 'WRONG_PHASE', 'p.3');
  });

  it('§8.5 rule 10: no free position, except for Spiders whose ability works there', () => {
    const full = position({
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_LOWCA', city: 1 },
      ],
      hand: { moloch: ['M_KLAUN', 'M_PAJAKI'] },
    });
    refuses(full.s, 'moloch', { type: 'playUnit', card: full.id('M_KLAUN'), city: 1 }, 'BLOCKED', 'p.13');
    expect(play(full.s, 'moloch', { type: 'playUnit', card: full.id('M_PAJAKI'), city: 1 }).units).toHaveLength(4);
    const cannon = position({
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_LOWCA', city: 1 },
        { card: 'O_DZIALO_EMP', city: 1 },
      ],
      hand: { moloch: ['M_PAJAKI'] },
    });
    refuses(cannon.s, 'moloch', { type: 'playUnit', card: cannon.id('M_PAJAKI'), city: 1 }, 'BLOCKED', 'p.13');
  });

  it('§8.5 rule 15: a Robot ability outside Phase III, a Module outside Phase V or the active city', () => {
    refuses(
      { ...s, phase: 'outpostAttack' },
      'moloch',
      { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 3 },
      'NOT_YOUR_TURN',
      'p.19',
    );
    const k = position({
      phase: 'molochModules',
      active: 2,
      destroyed: [1],
      units: [
        { card: 'M_GAUSS', city: 3, module: 'M_KASPAROV' },
        { card: 'O_TREP', city: 3 },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    const o = { type: 'activateModule', module: k.id('M_KASPAROV'), discard: k.id('M_OGAR'), target: k.id('O_TREP'), to: 4 };
    refuses(k.s, 'moloch', o, 'UNIT_CANNOT_ACT', 'p.25');
    refuses({ ...k.s, phase: 'molochAttack' }, 'moloch', o, 'WRONG_PHASE', 'p.25');
  });

  it('§8.5 rule 17: Szerszeń moving a second time in the battle', () => {
    const once = play(s, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 3 });
    refuses(once, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 2 }, 'ALREADY_USED', 'p.17');
  });

  it('§8.5 rule 21: a Soldier ability aimed at an immune Robot', () => {
    const n = position({
      phase: 'outpostAttack',
      units: [
        { card: 'M_PANCERNIK', city: 1, module: 'M_BOJOWY' },
        { card: 'O_NESTUGOV', city: 1 },
      ],
      hand: { outpost: ['O_RUCH', 'O_SCORN'] },
    });
    refuses(
      n.s,
      'outpost',
      {
        type: 'useAbility',
        unit: n.id('O_NESTUGOV'),
        ability: 'discard',
        discard: n.id('O_RUCH'),
        target: n.id('M_BOJOWY'),
        targets: [n.id('O_NESTUGOV')],
      },
      'BAD_TARGET',
      'p.33',
    );
    const scorn = position({
      phase: 'outpostAttack',
      units: [
        { card: 'M_PANCERNIK', city: 1 },
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
      ],
      hand: { outpost: ['O_SCORN'] },
    });
    const c = play(scorn.s, 'outpost', { type: 'playUnit', card: scorn.id('O_SCORN'), city: 1 });
    expect(topChoice(c)!.options).not.toContain(scorn.id('M_PANCERNIK'));
    refuses(c, 'outpost', { type: 'choose', card: scorn.id('M_PANCERNIK') }, 'BAD_CHOICE', 'p.34');
  });

  it('§8.5 rule 22: a target outside the acting card’s city', () => {
    const m = position({
      units: [
        { card: 'M_MOZG', city: 1 },
        { card: 'M_GAUSS', city: 2 },
        { card: 'M_ROZPRUWACZ', city: 1 },
        { card: 'O_TREP', city: 2 },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    refuses(
      m.s,
      'moloch',
      { type: 'useAbility', unit: m.id('M_MOZG'), ability: 'discard', discard: m.id('M_OGAR'), target: m.id('M_GAUSS') },
      'BAD_TARGET',
      'p.37',
    );
    refuses(
      m.s,
      'moloch',
      { type: 'useAbility', unit: m.id('M_ROZPRUWACZ'), ability: 'discard', discard: m.id('M_OGAR'), targets: [m.id('O_TREP')] },
      'BAD_TARGET',
      'p.37',
    );
  });

  it('§8.5 rule 25: Nestugov from another city, or onto a Soldier elsewhere or with a Module', () => {
    const n = position({
      phase: 'outpostAttack',
      units: [
        { card: 'O_NESTUGOV', city: 1 },
        { card: 'M_GAUSS', city: 1, module: 'M_BOJOWY' },
        { card: 'M_OGAR', city: 2, module: 'M_BOJOWY' },
        { card: 'O_TREP', city: 2 },
        { card: 'O_TREP', city: 1, module: 'M_ANIHILACJI' },
      ],
      hand: { outpost: ['O_RUCH'] },
    });
    const use = (module: string, to: string) => ({
      type: 'useAbility',
      unit: n.id('O_NESTUGOV'),
      ability: 'discard',
      discard: n.id('O_RUCH'),
      target: module,
      targets: [to],
    });
    refuses(n.s, 'outpost', use(n.id('M_BOJOWY', 1), n.id('O_NESTUGOV')), 'BAD_TARGET', 'p.33');
    refuses(n.s, 'outpost', use(n.id('M_BOJOWY', 0), n.id('O_TREP', 0)), 'BAD_TARGET', 'p.33');
    refuses(n.s, 'outpost', use(n.id('M_BOJOWY', 0), n.id('O_TREP', 1)), 'BAD_TARGET', 'p.33');
  });

  it('§8.5 rule 26: Oddział Specjalny returning itself, Zwiadowca moving itself', () => {
    for (const [card, page] of [
      ['O_ODDZIAL', 'p.33'],
      ['O_ZWIADOWCA', 'p.34'],
    ]) {
      const p = position({ phase: 'outpostAttack', units: [{ card: 'O_TREP', city: 1 }], hand: { outpost: [card] } });
      const c = play(p.s, 'outpost', { type: 'playUnit', card: p.id(card), city: 1 });
      expect(topChoice(c)!.options).toEqual([p.id('O_TREP')]);
      refuses(c, 'outpost', { type: 'choose', card: p.id(card), to: 2 }, 'BAD_CHOICE', page);
    }
  });

  it('§8.5 rule 28: Odwrót with three moves, Rozpoznanie with one token or on a Robot', () => {
    const r = position({
      phase: 'outpostAttack',
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'M_GAUSS', city: 1 },
      ],
      hand: { outpost: ['O_ODWROT', 'O_ROZPOZNANIE'] },
    });
    const move = { unit: r.id('O_TREP'), to: 2 };
    refuses(
      r.s,
      'outpost',
      { type: 'playInstant', card: r.id('O_ODWROT'), moves: [move, { ...move, to: 1 }, move] },
      'MALFORMED_ORDER',
      'orders',
    );
    refuses(r.s, 'outpost', { type: 'playInstant', card: r.id('O_ROZPOZNANIE'), targets: [r.id('O_TREP')] }, 'BAD_TARGET', 'p.35');
    refuses(
      r.s,
      'outpost',
      { type: 'playInstant', card: r.id('O_ROZPOZNANIE'), targets: [r.id('O_TREP'), r.id('M_GAUSS')] },
      'BAD_TARGET',
      'p.35',
    );
  });

  it('§8.5 rule 31: a feature paid with the wrong number of cards, Patriota’s discount included', () => {
    const c = position({ phase: 'outpostAttack', active: 3, destroyed: [1, 2], hand: { outpost: ['O_RUCH', 'O_MEDYK'] } });
    refuses(c.s, 'outpost', { type: 'useCityFeature', city: 3, discard: [c.id('O_RUCH'), c.id('O_MEDYK')] }, 'WRONG_COST', 'p.23');
    const p = position({
      phase: 'outpostAttack',
      active: 4,
      destroyed: [1, 2, 3],
      units: [{ card: 'O_PATRIOTA', city: 4 }],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    refuses(p.s, 'outpost', { type: 'useCityFeature', city: 4, discard: [p.id('O_RUCH'), p.id('O_MEDYK')] }, 'WRONG_COST', 'p.23');
    expect(play(p.s, 'outpost', { type: 'useCityFeature', city: 4, discard: [p.id('O_RUCH')] }).cities[3].extraDistrict).toBe(true);
  });

  it('§8.5 rule 32: the New York feature on a Building or a Soldier outside Jersey Crust and New York', () => {
    const ny = position({
      phase: 'outpostAttack',
      active: 5,
      destroyed: [1, 2, 3, 4],
      units: [
        { card: 'O_BUNKIER', city: 5 },
        { card: 'O_TREP', city: 3 },
      ],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    const feature = (target: string) => ({ type: 'useCityFeature', city: 5, discard: [ny.id('O_RUCH'), ny.id('O_MEDYK')], target });
    refuses(ny.s, 'outpost', feature(ny.id('O_BUNKIER')), 'BAD_TARGET', 'p.23');
    refuses(ny.s, 'outpost', feature(ny.id('O_TREP')), 'BAD_TARGET', 'p.23');
  });

  it('§8.5 rule 33: Moloch’s win district already destroyed, the battle district, or in the next city too early', () => {
    const w = position({
      cities: [{ index: 1, districts: [none('Z1'), none('Z2'), none('Z3'), none('Z4')] }],
      destroyedDistricts: ['Z4'],
      district: 'Z1',
      units: [{ card: 'M_GAUSS', city: 1 }],
      deck: { moloch: deck },
    });
    const c = start(w.s, doOp({ op: 'resolve' }));
    expect(topChoice(c)).toMatchObject({ kind: 'winDistrict', options: ['Z2', 'Z3'] });
    for (const district of ['Z1', 'Z4', 'I1']) refuses(c, 'moloch', { type: 'choose', district }, 'BAD_CHOICE', 'p.28');
  });

  it('§8.5 rule 34: a KILL target that is not an enemy unit of the district’s city', () => {
    const k = position({
      strengths: { M_GAUSS: 9 },
      cities: [{ index: 1, districts: [{ id: 'Z1', effect: 'KILL' }, none('Z2'), none('Z3')] }],
      district: 'Z1',
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_CKM', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
        { card: 'O_JOHNSON', city: 2 },
      ],
      deck: { moloch: deck },
    });
    const c = play(start(k.s, doOp({ op: 'resolve' })), 'moloch', { type: 'choose', district: 'Z2' });
    expect(topChoice(c)).toMatchObject({ kind: 'districtKill', options: [k.id('O_TREP'), k.id('O_CKM')] });
    for (const card of [k.id('O_BUNKIER'), k.id('O_JOHNSON'), k.id('M_GAUSS')])
      refuses(c, 'moloch', { type: 'choose', card }, 'BAD_CHOICE', 'p.11');
  });

  it('§8.5 rule 35: the New York district moving a Building, a unit of another city, or into a full New York', () => {
    const spec = (inNY: number) =>
      position({
        strengths: { O_TREP: 9 },
        active: 4,
        destroyed: [1, 2, 3],
        district: 'J1',
        units: [
          { card: 'O_TREP', city: 4 },
          { card: 'O_BUNKIER', city: 4 },
          { card: 'O_TREP', city: 3 },
          ...['O_CKM', 'O_JOHNSON', 'O_CALAHAN', 'O_SABOTAZYSTA', 'O_PATRIOTA'].slice(0, inNY).map((card) => ({ card, city: 5 })),
        ],
        deck: { moloch: deck },
      });
    const m = spec(0);
    const c = start(m.s, doOp({ op: 'resolve' }));
    expect(topChoice(c)).toMatchObject({ kind: 'moveNY', side: 'outpost', options: [m.id('O_TREP', 0)] });
    for (const card of [m.id('O_BUNKIER'), m.id('O_TREP', 1)]) refuses(c, 'outpost', { type: 'choose', card }, 'BAD_CHOICE', 'p.11');
    const full = spec(5);
    const f = start(full.s, doOp({ op: 'resolve' }));
    expect(f.units.find((u) => u.id === full.id('O_TREP', 0))!.city).toBe(4);
  });

  it('§8.5 rule 36: an Iron Gate pick not among the revealed cards, Narada keeping other than two', () => {
    const g = position({
      strengths: { O_TREP: 9 },
      active: 2,
      destroyed: [1],
      district: 'I2',
      units: [{ card: 'O_TREP', city: 2 }],
      deck: { moloch: ['M_OGAR', 'M_KLAUN', 'M_LOWCA'] },
    });
    const c = start(g.s, doOp({ op: 'resolve' }));
    expect(topChoice(c)).toMatchObject({ kind: 'ironGate', options: [g.id('M_OGAR'), g.id('M_KLAUN')] });
    refuses(c, 'outpost', { type: 'choose', card: g.id('M_LOWCA') }, 'BAD_CHOICE', 'p.29');
    const n = position({
      phase: 'outpostAttack',
      hand: { outpost: ['O_NARADA'] },
      deck: { outpost: ['O_TREP', 'O_CKM', 'O_RUCH', 'O_MEDYK'] },
    });
    const d = play(n.s, 'outpost', { type: 'playInstant', card: n.id('O_NARADA') });
    const drawn = [n.id('O_TREP'), n.id('O_CKM'), n.id('O_RUCH')];
    for (const cards of [drawn.slice(0, 1), drawn, [drawn[0], n.id('O_MEDYK')], [drawn[0], drawn[0]]])
      refuses(d, 'outpost', { type: 'choose', cards }, 'BAD_CHOICE', 'p.35');
  });

  it('§8.5 rule 37: a convoy Robot from elsewhere, Juggernaut, one held by the field, or a refusal to advance', () => {
    const spec = (units: Array<{ card: string; city: number; shield?: boolean }>) =>
      position({
        cities: [{ index: 1, districts: [none('Z1'), none('Z2')] }],
        destroyedDistricts: ['Z1', 'Z2'],
        units,
        deck: { moloch: deck },
      });
    const j = spec([
      { card: 'M_GAUSS', city: 1 },
      { card: 'M_OGAR', city: 1 },
      { card: 'M_JUGGERNAUT', city: 1 },
      { card: 'M_LOWCA', city: 2 },
    ]);
    const c = start(j.s, doOp({ op: 'afterBattle' }));
    expect(topChoice(c)).toMatchObject({ kind: 'convoy', options: [j.id('M_GAUSS'), j.id('M_OGAR')] });
    for (const card of [j.id('M_JUGGERNAUT'), j.id('M_LOWCA')]) refuses(c, 'moloch', { type: 'choose', card }, 'BAD_CHOICE', 'p.31');
    refuses(c, 'moloch', { type: 'choose', decline: true }, 'BAD_CHOICE', 'p.31');
    const f = spec([
      { card: 'M_GAUSS', city: 1 },
      { card: 'M_PANCERNIK', city: 1 },
      { card: 'M_OGAR', city: 1, shield: true },
      { card: 'O_POLE_EM', city: 1 },
    ]);
    const held = start(f.s, doOp({ op: 'afterBattle' }));
    expect(topChoice(held)).toMatchObject({ kind: 'convoy', options: [f.id('M_PANCERNIK'), f.id('M_OGAR')] });
    refuses(held, 'moloch', { type: 'choose', card: f.id('M_GAUSS') }, 'BAD_CHOICE', 'p.31');
  });

  it('§8.5 rule 30: a feature by Moloch, or a second time', () => {
    const ig = position({
      phase: 'outpostAttack',
      active: 2,
      destroyed: [1],
      units: [{ card: 'M_GAUSS', city: 2 }],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    refuses({ ...ig.s, phase: 'molochAttack' }, 'moloch', { type: 'useCityFeature', city: 2, discard: [] }, 'NOT_ALLOWED', 'p.23');
    refuses({ ...ig.s, phase: 'molochAttack' }, 'outpost', { type: 'useCityFeature', city: 2, discard: [] }, 'NOT_YOUR_TURN', 'p.12');
    const used = { ...ig.s, cities: ig.s.cities.map((c) => (c.index === 2 ? { ...c, featureUsed: true } : c)) };
    refuses(
      used,
      'outpost',
      { type: 'useCityFeature', city: 2, discard: [ig.id('O_RUCH'), ig.id('O_MEDYK')], target: ig.id('M_GAUSS') },
      'ALREADY_USED',
      'p.23',
    );
  });

  it('§8.5 T18: an Outpost attack order after Atak EMP in the same battle is refused as BATTLE_ENDED', () => {
    const bomb = position({
      cities: [{ index: 1, districts: [{ id: 'Z1', effect: 'BOMB' }, none('Z2')] }],
      phase: 'outpostAttack',
      deck: { moloch: deck },
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { outpost: ['O_ATAK_EMP', 'O_RUCH', 'O_CKM'] },
    });
    const c = play(bomb.s, 'outpost', { type: 'playInstant', card: bomb.id('O_ATAK_EMP') });
    expect(topChoice(c)).toMatchObject({ kind: 'bombMoloch' });
    refuses(c, 'outpost', { type: 'playUnit', card: bomb.id('O_CKM'), city: 1 }, 'BATTLE_ENDED', 'p.35');
    refuses(c, 'outpost', { type: 'pass' }, 'BATTLE_ENDED', 'p.35');
  });

  describe('the rule actually broken', () => {
    it('an order of the side whose turn it is not cites the step in progress: Phase IV is p.19, not p.10', () => {
      const iv = { ...s, phase: 'outpostAttack' as const };
      refuses(iv, 'moloch', { type: 'pass' }, 'NOT_YOUR_TURN', 'p.19');
      refuses(iv, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 2 }, 'NOT_YOUR_TURN', 'p.19');
      refuses(s, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_GAUSS') }, 'NOT_YOUR_TURN', 'p.12');
    });

    it('Biegacz moving twice in a battle breaks p.22 (its card p.32), not Szerszeń’s p.17', () => {
      const b = position({ phase: 'outpostAttack', active: 2, destroyed: [1], units: [{ card: 'O_BIEGACZ', city: 2 }] });
      const once = play(b.s, 'outpost', { type: 'useAbility', unit: b.id('O_BIEGACZ'), ability: 'move', to: 3 });
      refuses(once, 'outpost', { type: 'useAbility', unit: b.id('O_BIEGACZ'), ability: 'move', to: 2 }, 'ALREADY_USED', 'p.22');
    });

    it('Zwiadowca moving itself breaks p.34 (it moves another Soldier), not p.9', () => {
      const z = position({ phase: 'outpostAttack', units: [{ card: 'O_TREP', city: 1 }], hand: { outpost: ['O_ZWIADOWCA'] } });
      const c = play(z.s, 'outpost', { type: 'playUnit', card: z.id('O_ZWIADOWCA'), city: 1 });
      refuses(c, 'outpost', { type: 'choose', card: z.id('O_ZWIADOWCA'), to: 2 }, 'BAD_CHOICE', 'p.34');
    });

    it('kernel refusals come before the game: an order after the end, for another side, malformed', () => {
      const registry = new RulesetRegistry([konwoj]);
      const created = createdFor(5);
      const m = startMatch(registry, created);
      if (isViolation(m)) throw new Error(m.toString());
      const ended = applyAt(m, { type: 'MatchConceded', data: { side: 'moloch' } }, undefined);
      const o = (side: string, order: { type: string } & Record<string, unknown>) => ({
        type: 'OrderIssued' as const,
        data: { side, order },
      });
      expect(decide(ended, o('outpost', { type: 'pass' }), { kind: 'player', side: 'outpost' })).toMatchObject({ code: 'MATCH_ENDED' });
      expect(decide(m, o('outpost', { type: 'pass' }), { kind: 'player', side: 'moloch' })).toMatchObject({ code: 'NOT_YOUR_SIDE' });
      expect(decide(m, o('moloch', { type: 'fly' }), { kind: 'player', side: 'moloch' })).toMatchObject({ code: 'MALFORMED_ORDER' });
    });
  });
});
