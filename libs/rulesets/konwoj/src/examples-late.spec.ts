/**
 * The worked examples T15–T28 (digest §9): resolution, Bomb, Atak EMP, tokens, features,
 * pushes, fallbacks, the end of the game, Modules and immunity.
 */
import { konwoj } from './ruleset';
import { capacity, immune } from './positions';
import { tally } from './resolution';
import { doOp } from './state';
import { play, position, refused, serverRoll, start, topChoice, unit, whereIs } from './testing';

const resolve = doOp({ op: 'resolve' });
const none = (id: string) => ({ id, effect: 'NONE' as const });
const moloch = ['M_KLAUN', 'M_MOZG', 'M_LOWCA', 'M_OGAR'];

describe('Konwój worked examples (resolution and beyond)', () => {
  it('T15 Cleveland Harbour win overflows into Jersey Crust [p.28]', () => {
    const { s, id } = position({
      active: 3,
      destroyed: [1, 2],
      district: 'C1',
      destroyedDistricts: ['C2'],
      cities: [{ index: 4, districts: [{ id: 'J1', effect: 'MOVE_NY' }, none('J2')] }],
      units: [
        { card: 'M_GAUSS', city: 3 },
        { card: 'M_SZTURMOWIEC', city: 4 },
      ],
      deck: { moloch },
    });
    let t = start(s, resolve);
    expect(topChoice(t)).toMatchObject({ kind: 'winDistrict', options: ['J1', 'J2'] });
    t = play(t, 'moloch', { type: 'choose', district: 'J1' });
    t = play(t, 'moloch', { type: 'choose', card: id('M_SZTURMOWIEC') });
    expect(unit(t, id('M_SZTURMOWIEC'))).toMatchObject({ city: 5, tokens: [1] });
    expect(t.active).toBe(4);
    expect(t.cities[3].destroyedDistricts).toEqual(['J1']);
    expect(t.battleDistrict).toBe('J2');
    expect(unit(t, id('M_GAUSS')).city).toBe(4);
    // Elsewhere the overflowed district's effect is not resolved.
    const z = position({
      cities: [{ index: 2, districts: [none('I1'), { id: 'I2', effect: 'KILL' }] }],
      destroyedDistricts: ['Z2'],
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_BUNKIER', city: 2 },
        { card: 'O_TREP', city: 2 },
      ],
      deck: { moloch },
    });
    const u = play(start(z.s, resolve), 'moloch', { type: 'choose', district: 'I2' });
    expect(whereIs(u, z.id('O_TREP'))).toBe('city:2');
  });

  it('T16 Tie, Szturmowiec [p.27]', () => {
    const spec = (extra: object[], str = 4) => ({
      strengths: { M_GAUSS: str, O_TREP: 4, M_SZTURMOWIEC: 0 },
      cities: [{ index: 1, districts: [{ id: 'Z1', effect: 'DRAW' as const }, none('Z2')] }],
      deck: { moloch },
      units: [{ card: 'M_GAUSS', city: 1 }, { card: 'O_TREP', city: 1 }, ...extra] as never,
    });
    const tie = start(position(spec([])).s, resolve);
    expect(tie.cities[0].destroyedDistricts).toEqual(['Z1']);
    expect(tie.hands.moloch).toHaveLength(2); // the next battle's draw only
    const storm = start(position(spec([{ card: 'M_SZTURMOWIEC', city: 1 }])).s, resolve);
    expect(topChoice(storm)).toMatchObject({ kind: 'convoy' });
    expect(storm.hands.moloch).toHaveLength(1); // the DRAW district
    const disabled = start(position(spec([{ card: 'M_SZTURMOWIEC', city: 1, disabled: true }])).s, resolve);
    expect(disabled.cities[0].destroyedDistricts).toEqual(['Z1']);
    const elsewhere = start(position(spec([{ card: 'M_SZTURMOWIEC', city: 2 }])).s, resolve);
    expect(elsewhere.cities[0].destroyedDistricts).toEqual(['Z1']);
    const nil = start(
      position({ strengths: { M_SZTURMOWIEC: 0 }, deck: { moloch }, units: [{ card: 'M_SZTURMOWIEC', city: 1 }] }).s,
      resolve,
    );
    expect(nil.cities[0].destroyed).toBe(true);
  });

  it('T17 Bomb [p.12, p.28]', () => {
    const bomb = { index: 1, districts: [{ id: 'Z1', effect: 'BOMB' as const }, none('Z2')] };
    const { s, id } = position({
      strengths: { M_GAUSS: 2, O_TREP: 2 },
      cities: [bomb],
      deck: { moloch },
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
        { card: 'M_GAUSS', city: 1, module: 'M_BOJOWY' },
      ],
    });
    expect(tally(s)).toEqual({ moloch: 3, outpost: 3 });
    const t = start(s, resolve);
    expect(t.discards.outpost).toEqual([id('O_TREP')]);
    expect(t.discards.moloch).toEqual([id('M_BOJOWY'), id('M_GAUSS')]);
    expect(whereIs(t, id('O_BUNKIER'))).toBe('city:1');
    const blocked = position({
      strengths: { M_GAUSS: 2, O_TREP: 2, M_BLOKER: 0 },
      cities: [bomb],
      deck: { moloch },
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
        { card: 'M_GAUSS', city: 1, module: 'M_BOJOWY' },
        { card: 'M_BLOKER', city: 1 },
      ],
    });
    const b = play(start(blocked.s, resolve), 'outpost', { type: 'choose', card: blocked.id('M_GAUSS') });
    expect(whereIs(b, blocked.id('M_GAUSS'))).toBe('city:1');
    expect(whereIs(b, blocked.id('M_BLOKER'))).toBe('discard:moloch');
  });

  it('T18 Atak EMP [p.35, p.12]', () => {
    const draw = { index: 1, districts: [{ id: 'Z1', effect: 'DRAW' as const }, none('Z2')] };
    const { s, id } = position({
      cities: [draw],
      phase: 'outpostAttack',
      deck: { moloch },
      units: [{ card: 'M_GAUSS', city: 1 }],
      hand: { outpost: ['O_ATAK_EMP', 'O_TREP'] },
    });
    const t = play(s, 'outpost', { type: 'playInstant', card: id('O_ATAK_EMP') });
    expect(t.cities[0].destroyedDistricts).toEqual(['Z1']);
    expect(t.hands.moloch).toHaveLength(2);
    expect(t.battle).toBe(2);
    expect(refused(t, 'outpost', { type: 'playUnit', card: id('O_TREP'), city: 1 }).code).toBe('BATTLE_ENDED');
    const bomb = position({
      cities: [{ index: 1, districts: [{ id: 'Z1', effect: 'BOMB' }, none('Z2')] }],
      phase: 'outpostAttack',
      deck: { moloch },
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { outpost: ['O_ATAK_EMP'] },
    });
    const b = play(bomb.s, 'outpost', { type: 'playInstant', card: bomb.id('O_ATAK_EMP') });
    expect(whereIs(b, bomb.id('O_TREP'))).toBe('discard:outpost');
    expect(whereIs(b, bomb.id('M_GAUSS'))).toBe('discard:moloch');
  });

  it('T19 Tokens outlive their source [p.32, p.36]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      units: [
        { card: 'M_GAUSS', city: 2 },
        { card: 'M_OGAR', city: 2 },
      ],
      hand: { outpost: ['O_HAKER'], moloch: ['M_LOWCA'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_HAKER'), city: 2 });
    t = play(t, 'outpost', { type: 'choose', card: id('M_GAUSS') });
    t = play({ ...t, phase: 'molochAttack' }, 'moloch', { type: 'playUnit', card: id('M_LOWCA'), city: 2 });
    expect(whereIs(t, id('O_HAKER'))).toBe('discard:outpost');
    expect(unit(t, id('M_GAUSS')).disabled).toBe(true);
    const q = position({
      active: 2,
      destroyed: [1],
      units: [
        { card: 'M_OGAR', city: 3 },
        { card: 'M_MOZG', city: 3 },
      ],
      hand: { moloch: ['M_BYDLAK', 'M_KLAUN'], outpost: ['O_SNAJPER', 'O_SCORN'] },
    });
    let u = play(q.s, 'moloch', { type: 'playUnit', card: q.id('M_BYDLAK'), city: 3 });
    u = play(u, 'moloch', { type: 'choose', card: q.id('M_OGAR') });
    u = play({ ...u, phase: 'outpostAttack' }, 'outpost', { type: 'playInstant', card: q.id('O_SNAJPER'), target: q.id('M_BYDLAK') });
    expect(unit(u, q.id('M_OGAR')).shield).toBe(true);
    const scorn = play(u, 'outpost', { type: 'playUnit', card: q.id('O_SCORN'), city: 3 });
    expect(whereIs(scorn, q.id('M_OGAR'))).toBe('city:3');
    expect(whereIs(scorn, q.id('M_MOZG'))).toBe('discard:moloch');
    let back = play({ ...u, phase: 'molochAttack' }, 'moloch', {
      type: 'useAbility',
      unit: q.id('M_MOZG'),
      ability: 'discard',
      discard: q.id('M_KLAUN'),
      target: q.id('M_OGAR'),
    });
    back = play(back, 'moloch', { type: 'playUnit', card: q.id('M_OGAR'), city: 2 });
    expect(unit(back, q.id('M_OGAR')).shield).toBe(false);
  });

  it('T20 Patriota and feature costs [p.23, p.33]', () => {
    const cl = position({
      active: 3,
      destroyed: [1, 2],
      phase: 'outpostAttack',
      units: [{ card: 'O_PATRIOTA', city: 3 }],
      hand: { outpost: ['O_RUCH', 'O_RUCH'] },
    });
    const t = play(cl.s, 'outpost', { type: 'useCityFeature', city: 3, discard: [] });
    expect(capacity(t, 3, 'outpost')).toBe(5);
    expect(refused(t, 'outpost', { type: 'useCityFeature', city: 3, discard: [] }).code).toBe('ALREADY_USED');
    expect(refused({ ...cl.s, phase: 'molochAttack' }, 'moloch', { type: 'useCityFeature', city: 3, discard: [] }).code).toBe(
      'NOT_ALLOWED',
    );
    const ig = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      units: [
        { card: 'O_PATRIOTA', city: 2 },
        { card: 'M_PANCERNIK', city: 2 },
      ],
      hand: { outpost: ['O_RUCH', 'O_RUCH'] },
    });
    expect(
      refused(ig.s, 'outpost', {
        type: 'useCityFeature',
        city: 2,
        discard: [ig.id('O_RUCH'), ig.id('O_RUCH', 1)],
        target: ig.id('M_PANCERNIK'),
      }).code,
    ).toBe('WRONG_COST');
    const k = play(ig.s, 'outpost', { type: 'useCityFeature', city: 2, discard: [ig.id('O_RUCH')], target: ig.id('M_PANCERNIK') });
    expect(whereIs(k, ig.id('M_PANCERNIK'))).toBe('discard:moloch');
    const far = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      units: [
        { card: 'O_PATRIOTA', city: 3 },
        { card: 'M_GAUSS', city: 2 },
      ],
      hand: { outpost: ['O_RUCH', 'O_RUCH'] },
    });
    expect(
      refused(far.s, 'outpost', { type: 'useCityFeature', city: 2, discard: [far.id('O_RUCH')], target: far.id('M_GAUSS') }).code,
    ).toBe('WRONG_COST');
  });

  it('T21 New York feature frees a position [p.23]', () => {
    const ny = (full4: boolean) =>
      position({
        active: 5,
        destroyed: [1, 2, 3, 4],
        phase: 'outpostAttack',
        cities: [
          { index: 4, positions: { moloch: 4, outpost: full4 ? 0 : 4 } },
          { index: 5, positions: { moloch: 5, outpost: 2 } },
        ],
        units: [
          { card: 'O_TREP', city: 5 },
          { card: 'O_BUNKIER', city: 5 },
        ],
        hand: { outpost: ['O_RUCH', 'O_RUCH', 'O_CKM'] },
      });
    const free = ny(false);
    let t = play(free.s, 'outpost', {
      type: 'useCityFeature',
      city: 5,
      discard: [free.id('O_RUCH'), free.id('O_RUCH', 1)],
      target: free.id('O_TREP'),
    });
    expect(unit(t, free.id('O_TREP'))).toMatchObject({ city: 4, tokens: [] });
    t = play(t, 'outpost', { type: 'playUnit', card: free.id('O_CKM'), city: 5 });
    expect(unit(t, free.id('O_CKM')).city).toBe(5);
    const full = ny(true);
    const d = play(full.s, 'outpost', {
      type: 'useCityFeature',
      city: 5,
      discard: [full.id('O_RUCH'), full.id('O_RUCH', 1)],
      target: full.id('O_TREP'),
    });
    expect(whereIs(d, full.id('O_TREP'))).toBe('discard:outpost');
    expect(
      refused(full.s, 'outpost', {
        type: 'useCityFeature',
        city: 5,
        discard: [full.id('O_RUCH'), full.id('O_RUCH', 1)],
        target: full.id('O_BUNKIER'),
      }).code,
    ).toBe('BAD_TARGET');
  });

  it('T22 Pushes at the board edge and into full cities [p.37–39]', () => {
    const { s, id } = position({
      active: 5,
      destroyed: [1, 2, 3, 4],
      phase: 'molochModules',
      units: [
        { card: 'M_GAUSS', city: 5, module: 'M_KASPAROV' },
        { card: 'O_TREP', city: 5 },
      ],
      hand: { moloch: ['M_OGAR', 'M_KLAUN'] },
    });
    const k = id('M_KASPAROV');
    expect(refused(s, 'moloch', { type: 'activateModule', module: k, discard: id('M_OGAR'), target: id('O_TREP'), to: 6 }).code).toBe(
      'BAD_POSITION',
    );
    const t = play(s, 'moloch', { type: 'activateModule', module: k, discard: id('M_OGAR'), target: id('O_TREP'), to: 4 });
    expect(unit(t, id('O_TREP')).city).toBe(4);
    const edge = position({
      phase: 'molochModules',
      units: [
        { card: 'M_GAUSS', city: 1, module: 'M_KASPAROV' },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    expect(
      refused(edge.s, 'moloch', {
        type: 'activateModule',
        module: edge.id('M_KASPAROV'),
        discard: edge.id('M_OGAR'),
        target: edge.id('O_TREP'),
        to: 0,
      }).code,
    ).toBe('BAD_POSITION');
    const full = position({
      cities: [{ index: 2, positions: { moloch: 4, outpost: 1 } }],
      units: [
        { card: 'O_TREP', city: 1 },
        { card: 'O_CKM', city: 2 },
        { card: 'O_KOMANDOS', city: 2 },
      ],
      deck: { moloch },
      hand: { moloch: ['M_ODEPCHNIECIE', 'M_ODEPCHNIECIE'] },
    });
    const died = play(full.s, 'moloch', { type: 'playInstant', card: full.id('M_ODEPCHNIECIE'), target: full.id('O_TREP'), to: 2 });
    expect(whereIs(died, full.id('O_TREP'))).toBe('discard:outpost');
    const pushed = play(full.s, 'moloch', { type: 'playInstant', card: full.id('M_ODEPCHNIECIE'), target: full.id('O_KOMANDOS'), to: 3 });
    expect(unit(pushed, full.id('O_KOMANDOS')).tokens).toEqual([1]);
    expect(pushed.discards.moloch).toContain(full.id('M_KLAUN'));
  });

  it('T23 Outpost city-win fallbacks and Iron Gate [p.29, p.33]', () => {
    const jc = { index: 4, districts: [none('J1'), none('J2')] };
    const a = position({
      strengths: { O_TREP: 9 },
      cities: [jc],
      active: 4,
      destroyed: [1, 2, 3],
      district: 'J1',
      deck: { moloch: ['M_KLAUN'] },
      units: [
        { card: 'O_TREP', city: 4 },
        { card: 'M_PANCERNIK', city: 4 },
        { card: 'M_GAUSS', city: 4 },
      ],
      hand: { moloch: ['M_OGAR'] },
    });
    let t = start(a.s, resolve);
    expect(whereIs(t, a.id('M_KLAUN'))).toBe('discard:moloch');
    expect(topChoice(t)).toMatchObject({ kind: 'fallbackRobot', options: [a.id('M_PANCERNIK'), a.id('M_GAUSS')] });
    t = play(t, 'outpost', { type: 'choose', card: a.id('M_PANCERNIK') });
    expect(whereIs(t, a.id('M_PANCERNIK'))).toBe('discard:moloch');
    const h = position({
      cities: [jc],
      active: 4,
      destroyed: [1, 2, 3],
      district: 'J1',
      units: [
        { card: 'O_TREP', city: 4 },
        { card: 'M_GAUSS', city: 5 },
      ],
      hand: { moloch: ['M_OGAR', 'M_MOZG'] },
    });
    let r = start(h.s, resolve);
    expect(konwoj.pending(r)).toMatchObject({
      kind: 'roll',
      purpose: "pick a random card of Moloch's hand",
      dice: [{ count: 1, sides: 2 }],
    });
    r = serverRoll(r, "pick a random card of Moloch's hand", [{ sides: 2, value: 2 }]);
    expect(whereIs(r, h.id('M_OGAR'))).toBe('discard:moloch');
    const ig = position({
      cities: [{ index: 2, districts: [none('I1'), none('I2')] }],
      active: 2,
      destroyed: [1],
      district: 'I1',
      units: [{ card: 'O_TREP', city: 2 }],
      deck: { moloch: ['M_KLAUN', 'M_MOZG', 'M_LOWCA', 'M_OGAR'] },
    });
    let g = start(ig.s, resolve);
    expect(topChoice(g)).toMatchObject({ kind: 'ironGate', options: [ig.id('M_KLAUN'), ig.id('M_MOZG')] });
    g = play(g, 'outpost', { type: 'choose', card: ig.id('M_MOZG') });
    expect(konwoj.pending(g)).toMatchObject({
      kind: 'roll',
      purpose: 'shuffle the Moloch deck',
      dice: [
        { count: 1, sides: 3 },
        { count: 1, sides: 2 },
      ],
    });
    g = serverRoll(g, 'shuffle the Moloch deck', [
      { sides: 3, value: 3 },
      { sides: 2, value: 2 },
    ]);
    expect(whereIs(g, ig.id('M_MOZG'))).toBe('discard:moloch');
    expect(whereIs(g, ig.id('M_KLAUN'))).not.toBe('discard:moloch');
  });

  it('T24 End of game [p.31–32]', () => {
    const end = (deck: string[], units: object[]) =>
      start(
        position({
          active: 5,
          destroyed: [1, 2, 3, 4],
          destroyedDistricts: ['N1', 'N2'],
          deck: { moloch: deck },
          hand: { moloch: ['M_OGAR', 'M_KLAUN', 'M_MOZG'] },
          units: units as never,
        }).s,
        doOp({ op: 'afterBattle' }),
      );
    expect(konwoj.outcome(end([], [])).winner).toBe('outpost');
    expect(konwoj.outcome(end(['M_GAUSS'], [])).winner).toBe('moloch');
    expect(konwoj.outcome(end([], [{ card: 'M_PAJAKI', city: 5 }])).winner).toBe('moloch');
    const early = start(position({ active: 2, destroyed: [1], units: [{ card: 'M_GAUSS', city: 1 }] }).s, doOp({ op: 'battleStart' }));
    expect(konwoj.outcome(early)).toMatchObject({ finished: true, winner: 'outpost' });
    expect(early.hands.outpost).toEqual([]);
  });

  it('T25 Returning a Robot with a Module [p.25–26, p.32]', () => {
    const { s, id } = position({
      phase: 'outpostAttack',
      units: [{ card: 'M_GAUSS', city: 1, module: 'M_DESTRUKCJI', tokens: [2] }],
      hand: { outpost: ['O_GRUPA'] },
    });
    let t = play(s, 'outpost', { type: 'playUnit', card: id('O_GRUPA'), city: 1 });
    t = play(t, 'outpost', { type: 'choose', card: id('M_GAUSS') });
    expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
    expect(whereIs(t, id('M_DESTRUKCJI'))).toBe('discard:moloch');
    const cap = position({ units: [{ card: 'O_TREP', city: 1, module: 'M_BOJOWY' }], hand: { moloch: ['M_RECYKLER'] } });
    const r = play(cap.s, 'moloch', { type: 'playInstant', card: cap.id('M_RECYKLER'), target: cap.id('M_BOJOWY') });
    expect(whereIs(r, cap.id('M_BOJOWY'))).toBe('hand:moloch');
  });

  it('T26 Nestugov captures Modules; Phase V(a) [p.26, p.33, p.38]', () => {
    const { s, id } = position({
      active: 2,
      destroyed: [1],
      phase: 'outpostAttack',
      units: [
        { card: 'M_GAUSS', city: 2, module: 'M_SIECI' },
        { card: 'M_OGAR', city: 2, module: 'M_SKAZENIE' },
        { card: 'M_KLAUN', city: 2 },
        { card: 'M_MOZG', city: 2 },
        { card: 'O_NESTUGOV', city: 2 },
        { card: 'O_TREP', city: 2 },
      ],
      hand: { outpost: ['O_RUCH', 'O_RUCH', 'O_MEDYK'] },
    });
    expect(capacity(s, 2, 'outpost')).toBe(3);
    let t = play(s, 'outpost', {
      type: 'useAbility',
      unit: id('O_NESTUGOV'),
      ability: 'discard',
      discard: id('O_RUCH'),
      target: id('M_SIECI'),
      targets: [id('O_NESTUGOV')],
    });
    t = play(t, 'outpost', {
      type: 'useAbility',
      unit: id('O_NESTUGOV'),
      ability: 'discard',
      discard: id('O_RUCH', 1),
      target: id('M_SKAZENIE'),
      targets: [id('O_TREP')],
    });
    expect(topChoice(t)).toMatchObject({ kind: 'capacity', side: 'outpost' });
    t = play(t, 'outpost', { type: 'choose', card: id('M_MOZG') });
    expect(capacity(t, 2, 'moloch')).toBe(3);
    expect(capacity(t, 2, 'outpost')).toBe(4);
    t = play(play(t, 'outpost', { type: 'pass' }), 'moloch', { type: 'pass' });
    expect(t.phase).toBe('outpostModules');
    t = play(t, 'outpost', { type: 'activateModule', module: id('M_SIECI'), discard: id('O_MEDYK'), target: id('M_KLAUN') });
    expect(unit(t, id('M_KLAUN')).netted).toBe(true);
    // Gauss 3 and Ogar 3 (default strengths); the netted Klaun counts for nothing.
    expect(tally(t).moloch).toBe(6);
  });

  it('T27 Pancernik / shield vs Działo EMP order [p.34, p.36–37]', () => {
    const first = position({
      phase: 'outpostAttack',
      units: [
        { card: 'M_PANCERNIK', city: 3 },
        { card: 'M_OGAR', city: 3, shield: true },
      ],
      hand: { outpost: ['O_DZIALO_EMP'] },
    });
    const t = play(first.s, 'outpost', { type: 'playUnit', card: first.id('O_DZIALO_EMP'), city: 3 });
    expect(immune(t, unit(t, first.id('M_PANCERNIK')))).toBe(true);
    expect(immune(t, unit(t, first.id('M_OGAR')))).toBe(true);
    const later = position({ units: [{ card: 'O_DZIALO_EMP', city: 3 }], hand: { moloch: ['M_PANCERNIK'], outpost: ['O_SCORN'] } });
    let u = play(later.s, 'moloch', { type: 'playUnit', card: later.id('M_PANCERNIK'), city: 3 });
    expect(immune(u, unit(u, later.id('M_PANCERNIK')))).toBe(false);
    u = play(play(u, 'moloch', { type: 'pass' }), 'outpost', { type: 'playUnit', card: later.id('O_SCORN'), city: 3 });
    expect(whereIs(u, later.id('M_PANCERNIK'))).toBe('discard:moloch');
  });

  it('T28 Move to New York bonus [p.11]', () => {
    const ig = { index: 2, districts: [{ id: 'I1', effect: 'MOVE_NY' as const }, none('I2')] };
    const spec = (units: object[], nyO = 5) =>
      position({
        cities: [ig, { index: 5, positions: { moloch: 5, outpost: nyO } }],
        active: 2,
        destroyed: [1],
        district: 'I1',
        units: [{ card: 'O_TREP', city: 2 }, { card: 'M_KLAUN', city: 3 }, ...units] as never,
      });
    const empty = spec([]);
    let t = play(start(empty.s, resolve), 'outpost', { type: 'choose', card: empty.id('O_TREP') });
    expect(unit(t, empty.id('O_TREP'))).toMatchObject({ city: 5, tokens: [1] });
    const held = spec([{ card: 'M_GAUSS', city: 5 }]);
    t = play(start(held.s, resolve), 'outpost', { type: 'choose', card: held.id('O_TREP') });
    expect(unit(t, held.id('O_TREP')).tokens).toEqual([]);
    const full = spec([], 0);
    t = start(full.s, resolve);
    expect(unit(t, full.id('O_TREP')).city).toBe(2);
    expect(t.battleDistrict).toBe('I2');
  });
});
