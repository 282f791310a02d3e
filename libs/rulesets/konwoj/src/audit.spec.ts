/**
 * Readings of the Polish rulebook where the digest is silent or differs (A51–A57): each test
 * names the ambiguity and the page it settles.
 */
import { konwoj } from './ruleset';
import { doOp } from './state';
import { play, position, refusedIntact, serverRoll, start, topChoice, unit, whereIs } from './testing';

const resolve = doOp({ op: 'resolve' });
const none = (id: string) => ({ id, effect: 'NONE' as const });
const deck = ['M_KLAUN', 'M_MOZG', 'M_LOWCA', 'M_OGAR'];

/** Moloch wins the last district of Cleveland Harbour; Jersey Crust's J1 has the given effect (p.28). */
function clevelandWin(effect: 'MOVE_NY' | 'KILL', units: Array<{ card: string; city: number }>) {
  return position({
    active: 3,
    destroyed: [1, 2],
    district: 'C1',
    destroyedDistricts: ['C2'],
    strengths: { M_GAUSS: 9 },
    cities: [{ index: 4, districts: [{ id: 'J1', effect }, none('J2')] }],
    units: [{ card: 'M_GAUSS', city: 3 }, ...units],
    deck: { moloch: deck },
  });
}

describe('Konwój rulebook readings (A51–A57)', () => {
  it('A54 a district effect overflowing into Jersey Crust moves a Robot standing there [p.28]', () => {
    const { s, id } = clevelandWin('MOVE_NY', [
      { card: 'M_SZTURMOWIEC', city: 4 },
      { card: 'O_POLE_EM', city: 3 },
    ]);
    const t = play(start(s, resolve), 'moloch', { type: 'choose', district: 'J1' });
    // Pole EM in Cleveland Harbour does not matter: the effect acts in Jersey Crust.
    expect(topChoice(t)).toMatchObject({ kind: 'moveNY', side: 'moloch', options: [id('M_SZTURMOWIEC')] });
    const moved = play(t, 'moloch', { type: 'choose', card: id('M_SZTURMOWIEC') });
    expect(unit(moved, id('M_SZTURMOWIEC')).city).toBe(5);
    expect(unit(moved, id('M_GAUSS')).city).toBe(3); // the convoy advance is held by the field in its own city
  });

  it('A54 Pole Elektromagnetyczne in Jersey Crust holds the Robot the overflowed district would move [p.28, p.35]', () => {
    const { s, id } = clevelandWin('MOVE_NY', [
      { card: 'M_SZTURMOWIEC', city: 4 },
      { card: 'O_POLE_EM', city: 4 },
    ]);
    const t = play(start(s, resolve), 'moloch', { type: 'choose', district: 'J1' });
    expect(unit(t, id('M_SZTURMOWIEC')).city).toBe(4);
    expect(t.log.some((l) => l.includes('to city 5'))).toBe(false);
  });

  it('A54 an overflowed KILL district kills a Soldier of Jersey Crust, not of the active city [p.28]', () => {
    const { s, id } = clevelandWin('KILL', [
      { card: 'O_TREP', city: 3 },
      { card: 'O_TREP', city: 4 },
    ]);
    const t = play(start(s, resolve), 'moloch', { type: 'choose', district: 'J1' });
    expect(whereIs(t, id('O_TREP', 1))).toBe('discard:outpost');
    expect(whereIs(t, id('O_TREP', 0))).toBe('city:3');
  });

  it('A55 the New York district effect in New York itself moves nothing [p.11]', () => {
    const { s, id } = position({
      active: 5,
      destroyed: [1, 2, 3, 4],
      district: 'N1',
      cities: [{ index: 5, districts: [{ id: 'N1', effect: 'MOVE_NY' }, none('N2')] }],
      units: [{ card: 'M_GAUSS', city: 5 }],
      deck: { moloch: deck },
    });
    const t = start(s, resolve);
    expect(unit(t, id('M_GAUSS')).city).toBe(5);
    expect(t.log.some((l) => l.includes('moves from'))).toBe(false);
    expect(t.result).toMatchObject({ winner: 'moloch' });
  });

  describe('A52 Juggernaut’s immobility is an ability and stops when disabled [p.36, p.39]', () => {
    const ruch = (spec: { disabled?: boolean; city: number }) =>
      position({
        active: 2,
        destroyed: [1],
        units: [{ card: 'M_JUGGERNAUT', city: spec.city, disabled: spec.disabled }],
        hand: { moloch: ['M_RUCH'] },
      });

    it('A52 Ruch moves a Juggernaut under a Haker token [p.36]', () => {
      const { s, id } = ruch({ city: 2, disabled: true });
      expect(
        unit(play(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 3 }), id('M_JUGGERNAUT')).city,
      ).toBe(3);
    });

    it('A52 Ruch moves a Juggernaut out of a destroyed city [p.36, p.9]', () => {
      const { s, id } = ruch({ city: 1 });
      expect(
        unit(play(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 2 }), id('M_JUGGERNAUT')).city,
      ).toBe(2);
    });

    it('A52 an active Juggernaut is still refused [p.36]', () => {
      const { s, id } = ruch({ city: 2 });
      expect(refusedIntact(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 3 })).toMatchObject({
        code: 'JUGGERNAUT',
        rule: 'konwoj p.36',
      });
    });

    it('A52 the convoy advances a Juggernaut disabled by Działo EMP [p.31, p.34]', () => {
      const spec = (cannon: boolean) =>
        position({
          cities: [{ index: 1, districts: [none('Z1'), none('Z2')] }],
          destroyedDistricts: ['Z1', 'Z2'],
          units: [{ card: 'M_JUGGERNAUT', city: 1 }, ...(cannon ? [{ card: 'O_DZIALO_EMP', city: 1 }] : [])],
          deck: { moloch: deck },
        });
      const disabled = spec(true);
      expect(unit(start(disabled.s, doOp({ op: 'afterBattle' })), disabled.id('M_JUGGERNAUT')).city).toBe(2);
      const active = spec(false);
      expect(unit(start(active.s, doOp({ op: 'afterBattle' })), active.id('M_JUGGERNAUT')).city).toBe(1);
    });

    it('A52 a captured Kasparov pushes a disabled Juggernaut [p.36, p.38]', () => {
      const spec = (disabled: boolean) =>
        position({
          phase: 'outpostModules',
          units: [
            { card: 'O_TREP', city: 1, module: 'M_KASPAROV' },
            { card: 'M_JUGGERNAUT', city: 1, disabled },
          ],
          hand: { outpost: ['O_RUCH'] },
        });
      const off = spec(true);
      const o = { type: 'activateModule', module: off.id('M_KASPAROV'), discard: off.id('O_RUCH'), target: off.id('M_JUGGERNAUT'), to: 2 };
      expect(unit(play(off.s, 'outpost', o), off.id('M_JUGGERNAUT')).city).toBe(2);
      const on = spec(false);
      expect(
        refusedIntact(on.s, 'outpost', { ...o, module: on.id('M_KASPAROV'), discard: on.id('O_RUCH'), target: on.id('M_JUGGERNAUT') }).code,
      ).toBe('JUGGERNAUT');
    });
  });

  describe('A53 a card returned to hand is played again only in its owner’s Attack phase [p.33, p.37]', () => {
    it('A53 Mózg’s Robot is played again at once in Phase III [p.37]', () => {
      const { s, id } = position({
        units: [
          { card: 'M_MOZG', city: 1 },
          { card: 'M_GAUSS', city: 1 },
        ],
        hand: { moloch: ['M_OGAR'] },
      });
      let t = play(s, 'moloch', {
        type: 'useAbility',
        unit: id('M_MOZG'),
        ability: 'discard',
        discard: id('M_OGAR'),
        target: id('M_GAUSS'),
      });
      expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
      t = play(t, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 1 });
      expect(whereIs(t, id('M_GAUSS'))).toBe('city:1');
    });

    it('A53 a Soldier returned by Oddział Specjalny in Moloch’s phase waits for Phase IV [p.33]', () => {
      const { s, id } = position({
        units: [
          { card: 'O_ODDZIAL', city: 1 },
          { card: 'O_TREP', city: 2 },
        ],
        hand: { moloch: ['M_ODEPCHNIECIE'] },
      });
      let t = play(s, 'moloch', { type: 'playInstant', card: id('M_ODEPCHNIECIE'), target: id('O_ODDZIAL'), to: 2 });
      t = play(t, 'outpost', { type: 'choose', card: id('O_TREP') });
      expect(whereIs(t, id('O_TREP'))).toBe('hand:outpost');
      expect(refusedIntact(t, 'outpost', { type: 'playUnit', card: id('O_TREP'), city: 2 }).code).toBe('NOT_YOUR_TURN');
      t = play(play(t, 'moloch', { type: 'pass' }), 'outpost', { type: 'playUnit', card: id('O_TREP'), city: 2 });
      expect(whereIs(t, id('O_TREP'))).toBe('city:2');
    });

    it('A53 a Robot sent back by Grupa Uderzeniowa stays in Moloch’s hand during Phase IV [p.32]', () => {
      const { s, id } = position({ phase: 'outpostAttack', units: [{ card: 'M_GAUSS', city: 1 }], hand: { outpost: ['O_GRUPA'] } });
      let t = play(s, 'outpost', { type: 'playUnit', card: id('O_GRUPA'), city: 1 });
      t = play(t, 'outpost', { type: 'choose', card: id('M_GAUSS') });
      expect(whereIs(t, id('M_GAUSS'))).toBe('hand:moloch');
      expect(refusedIntact(t, 'moloch', { type: 'playUnit', card: id('M_GAUSS'), city: 1 }).code).toBe('NOT_YOUR_TURN');
    });
  });

  describe('A56 Obrońca’s card goes on top of the deck unseen [p.36]', () => {
    const obronca = (deckMode: 'server' | 'physical') =>
      position({
        deckMode,
        cities: [{ index: 1, districts: [none('Z1'), none('Z2'), none('Z3')] }],
        district: 'Z1',
        units: [{ card: 'M_OBRONCA', city: 1 }],
        deck: { moloch: ['M_OGAR'] },
        discard: { moloch: ['M_KLAUN', 'M_LOWCA'] },
      });

    it('A56 in server mode no player view shows the card or its place [p.36]', () => {
      const { s, id } = obronca('server');
      const before = start(s, resolve);
      expect(konwoj.pending(before)).toMatchObject({ kind: 'roll', purpose: "pick a random card of Moloch's discard pile" });
      const roll = {
        type: 'DiceRolled' as const,
        data: {
          side: null,
          purpose: "pick a random card of Moloch's discard pile",
          dice: [{ sides: 2, value: 2 }],
          source: 'server' as const,
        },
      };
      const t = serverRoll(before, roll.data.purpose, roll.data.dice);
      expect(t.decks.moloch).toEqual([id('M_LOWCA'), id('M_OGAR')]);
      for (const side of ['moloch', 'outpost'] as const) {
        const v = konwoj.view(t, { kind: 'player', side }) as {
          decks: Record<string, { size: number; contents?: string[] }>;
          log: string[];
          cards: Record<string, string>;
        };
        expect(Object.keys(v.decks.moloch).sort()).toEqual(side === 'moloch' ? ['contents', 'size'] : ['size']);
        expect(v.decks.moloch.contents ?? []).toEqual(side === 'moloch' ? [id('M_LOWCA'), id('M_OGAR')].sort() : []);
        expect(v.log.join(' ')).not.toContain(id('M_LOWCA'));
        expect(JSON.stringify(v)).not.toContain('knownTop');
        expect(konwoj.viewEvent!(before, roll, { kind: 'player', side })).toMatchObject({ data: { dice: [] } });
      }
    });

    it('A56 in physical mode the report of the card is hidden from both players, and the next draw must be it [p.36]', () => {
      const { s, id } = obronca('physical');
      const before = start(s, resolve);
      expect(konwoj.pending(before)).toMatchObject({ kind: 'order', sides: ['moloch'], orders: ['revealCard'] });
      const report = { type: 'OrderIssued' as const, data: { side: 'moloch', order: { type: 'revealCard', card: id('M_LOWCA') } } };
      for (const side of ['moloch', 'outpost'] as const)
        expect(konwoj.viewEvent!(before, report, { kind: 'player', side })).toMatchObject({ data: { order: { card: 'hidden' } } });
      expect(konwoj.viewEvent!(before, report, { kind: 'organiser' })).toEqual(report);
      const t = play(before, 'moloch', { type: 'revealCard', card: id('M_LOWCA') });
      expect(t.knownTop.moloch).toEqual([id('M_LOWCA')]);
      for (const side of ['moloch', 'outpost'] as const)
        expect(JSON.stringify(konwoj.view(t, { kind: 'player', side }))).not.toContain('knownTop');
      // The card is drawn at the next Phase I: no other card can be reported from the top.
      const next = start({ ...t, tasks: [] }, { t: 'top', side: 'moloch', to: 'hand' });
      expect(refusedIntact(next, 'moloch', { type: 'revealCard', card: id('M_OGAR') }).code).toBe('DRAW_CONTRADICTS_DECK');
      expect(whereIs(play(next, 'moloch', { type: 'revealCard', card: id('M_LOWCA') }), id('M_LOWCA'))).toBe('hand:moloch');
    });
  });

  it('A51 Kpt. Johnson and Operator CKM act only from the active city [p.8, p.33]', () => {
    const spec = (city: number) =>
      position({
        strengths: { O_TREP: 9 },
        cities: [{ index: 1, districts: [none('Z1'), none('Z2'), none('Z3')] }],
        district: 'Z1',
        units: [
          { card: 'O_TREP', city: 1 },
          { card: 'O_JOHNSON', city },
          { card: 'O_CKM', city },
        ],
        deck: { moloch: ['M_OGAR', 'M_KLAUN', 'M_LOWCA', 'M_MOZG', 'M_GAUSS'] },
      });
    const away = spec(2);
    const a = start(away.s, resolve);
    // Only Ziggy One's city effect thins the deck (p.29).
    expect(a.discards.moloch).toEqual([away.id('M_OGAR')]);
    expect(unit(a, away.id('O_TREP')).tokens).toEqual([]);
    const here = spec(1);
    const h = start(here.s, resolve);
    expect(topChoice(h)).toMatchObject({ kind: 'ckm', side: 'outpost' });
    const done = play(h, 'outpost', { type: 'choose', card: here.id('O_TREP') });
    expect(unit(done, here.id('O_TREP')).tokens).toEqual([2]);
    // Johnson's card, then the city effect's (p.27: abilities first).
    expect(done.discards.moloch).toEqual([here.id('M_OGAR'), here.id('M_KLAUN')]);
  });

  describe('A57 the Iron Gate feature needs a Moloch Robot in Iron Gate [p.23]', () => {
    const gate = (units: Array<{ card: string; city: number }>) =>
      position({ phase: 'outpostAttack', active: 2, destroyed: [1], units, hand: { outpost: ['O_RUCH', 'O_MEDYK'] } });

    it('A57 with no Robot there the feature is refused and no card is spent [p.23]', () => {
      const { s, id } = gate([{ card: 'M_GAUSS', city: 3 }]);
      const r = refusedIntact(s, 'outpost', {
        type: 'useCityFeature',
        city: 2,
        discard: [id('O_RUCH'), id('O_MEDYK')],
        target: id('M_GAUSS'),
      });
      expect(r).toMatchObject({ code: 'BAD_TARGET', rule: 'konwoj p.23' });
      expect(s.hands.outpost).toHaveLength(2);
      expect(s.cities[1].featureUsed).toBe(false);
    });

    it('A57 Bloker takes the blow for the Robot named [p.23, p.36]', () => {
      const { s, id } = gate([
        { card: 'M_GAUSS', city: 2 },
        { card: 'M_BLOKER', city: 2 },
      ]);
      const t = play(s, 'outpost', { type: 'useCityFeature', city: 2, discard: [id('O_RUCH'), id('O_MEDYK')], target: id('M_GAUSS') });
      expect(whereIs(t, id('M_GAUSS'))).toBe('city:2');
      expect(whereIs(t, id('M_BLOKER'))).toBe('discard:moloch');
      expect(t.cities[1].featureUsed).toBe(true);
    });
  });
});
