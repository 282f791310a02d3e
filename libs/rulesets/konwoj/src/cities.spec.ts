/**
 * The five city cards (p.23, p.28–29): each side's victory effect, the Outpost's unique feature
 * (cost, Patriota, once per game, only while active), and the district effects (p.11–12).
 * District data the transcript lost are injected per test (G2).
 */
import { konwoj } from './ruleset';
import { capacity } from './positions';
import type { DistrictEffect } from './catalogue';
import { doOp, undestroyedDistricts, type KonwojState } from './state';
import { play, position, refused, serverRoll, start, topChoice, unit, whereIs, type PositionSpec } from './testing';

const resolve = doOp({ op: 'resolve' });
const districts = (index: number, prefix: string, ...effects: DistrictEffect[]) => ({
  index,
  districts: effects.map((effect, i) => ({ id: `${prefix}${i + 1}`, effect })),
});
/** Cities 1..n−1 destroyed, city n active. */
const at = (n: number): PositionSpec => ({ active: n, destroyed: [1, 2, 3, 4].filter((c) => c < n) });
const molochWins = [{ card: 'M_GAUSS', city: 0 }];
const outpostWins = [{ card: 'O_SCORN', city: 0 }];
const inCity = (units: Array<{ card: string; city: number }>, city: number) => units.map((u) => ({ ...u, city }));
const deck = { moloch: ['M_OGAR', 'M_KLAUN', 'M_MOZG', 'M_LOWCA'] };
const feature = (city: number, discard: string[], target?: string) => ({
  type: 'useCityFeature',
  city,
  discard,
  ...(target ? { target } : {}),
});

describe('Konwój cities', () => {
  it('City 1 Ziggy One p.28: a Moloch win destroys the other district without its effect; an Outpost win discards one card', () => {
    const cities = [districts(1, 'Z', 'NONE', 'KILL')];
    const m = position({ cities, units: [...inCity(molochWins, 1), { card: 'O_TREP', city: 2 }] });
    const won = start(m.s, resolve);
    expect(won.cities[0].destroyed).toBe(true);
    expect(whereIs(won, m.id('O_TREP'))).toBe('city:2');
    const o = position({ cities, deck, units: inCity(outpostWins, 1) });
    expect(start(o.s, resolve).discards.moloch).toEqual([o.id('M_OGAR')]);
  });

  it('City 1 Ziggy One p.23: has no feature', () => {
    const { s, id } = position({ phase: 'outpostAttack', hand: { outpost: ['O_RUCH'] } });
    expect(refused(s, 'outpost', feature(1, [id('O_RUCH')])).code).toBe('NOT_ALLOWED');
  });

  it('City 2 Iron Gate p.29: an Outpost win reveals two cards; Outpost discards one, the other is shuffled back', () => {
    const { s, id } = position({ ...at(2), cities: [districts(2, 'I', 'NONE', 'NONE')], deck, units: inCity(outpostWins, 2) });
    let t = start(s, resolve);
    expect(topChoice(t)).toMatchObject({ kind: 'ironGate', side: 'outpost', optional: false, options: [id('M_OGAR'), id('M_KLAUN')] });
    t = play(t, 'outpost', { type: 'choose', card: id('M_KLAUN') });
    expect(t.discards.moloch).toEqual([id('M_KLAUN')]);
    expect(konwoj.pending(t)).toMatchObject({ kind: 'roll', purpose: 'shuffle the Moloch deck' });
    expect([...t.decks.moloch].sort()).toEqual([id('M_OGAR'), id('M_MOZG'), id('M_LOWCA')].sort());
  });

  it('City 2 Iron Gate p.23: the feature costs 2 (1 with Patriota), destroys a Robot there, once per game, only while active', () => {
    const { s, id } = position({
      ...at(2),
      phase: 'outpostAttack',
      units: [
        { card: 'M_PANCERNIK', city: 2 },
        { card: 'M_GAUSS', city: 2 },
        { card: 'O_PATRIOTA', city: 3 },
      ],
      hand: { outpost: ['O_RUCH', 'O_RUCH', 'O_MEDYK'] },
    });
    expect(refused(s, 'outpost', feature(2, [id('O_RUCH')], id('M_GAUSS'))).code).toBe('WRONG_COST');
    const t = play(s, 'outpost', feature(2, [id('O_RUCH'), id('O_RUCH', 1)], id('M_PANCERNIK')));
    expect(whereIs(t, id('M_PANCERNIK'))).toBe('discard:moloch');
    expect(refused(t, 'outpost', feature(2, [id('O_MEDYK')], id('M_GAUSS'))).code).toBe('ALREADY_USED');
    const patriot = { ...s, units: s.units.map((u) => (u.id === id('O_PATRIOTA') ? { ...u, city: 2 } : u)) };
    expect(whereIs(play(patriot, 'outpost', feature(2, [id('O_MEDYK')], id('M_GAUSS'))), id('M_GAUSS'))).toBe('discard:moloch');
    expect(
      refused(
        { ...s, active: 1, destroyed: [] } as unknown as KonwojState,
        'outpost',
        feature(2, [id('O_RUCH'), id('O_MEDYK')], id('M_GAUSS')),
      ).code,
    ).toBe('NOT_ACTIVE_CITY');
  });

  it('City 3 Cleveland Harbour p.28: a Moloch win destroys another district and resolves its effect for Moloch', () => {
    const { s, id } = position({
      ...at(3),
      cities: [districts(3, 'C', 'NONE', 'KILL')],
      units: [...inCity(molochWins, 3), { card: 'O_TREP', city: 3 }],
      strengths: { M_GAUSS: 3, O_TREP: 2 },
    });
    const t = start(s, resolve);
    expect(t.cities[2].destroyedDistricts).toEqual(['C2', 'C1']);
    expect(whereIs(t, id('O_TREP'))).toBe('discard:outpost');
  });

  it('City 3 Cleveland Harbour p.29: an Outpost win discards the top card of Moloch’s deck', () => {
    const { s, id } = position({ ...at(3), cities: [districts(3, 'C', 'NONE', 'NONE')], deck, units: inCity(outpostWins, 3) });
    expect(start(s, resolve).discards.moloch).toEqual([id('M_OGAR')]);
  });

  it('City 3 Cleveland Harbour p.23: the feature costs 1 (nothing with Patriota) and gives one more Outpost position until the city falls', () => {
    const { s, id } = position({
      ...at(3),
      phase: 'outpostAttack',
      hand: { outpost: ['O_RUCH'] },
      cities: [districts(3, 'C', 'NONE', 'NONE')],
      destroyedDistricts: ['C1'],
      district: 'C2',
    });
    expect(refused(s, 'outpost', feature(3, [])).code).toBe('WRONG_COST');
    const patriot = position({ ...at(3), phase: 'outpostAttack', units: [{ card: 'O_PATRIOTA', city: 3 }] });
    expect(play(patriot.s, 'outpost', feature(3, [])).cities[2].extraSlot).toBe(true);
    const t = play(s, 'outpost', feature(3, [id('O_RUCH')]));
    expect(capacity(t, 3, 'outpost')).toBe(capacity(s, 3, 'outpost') + 1);
    // A 0–0 tie takes the last district: the city falls and the position goes with it.
    const fallen = start({ ...t, tasks: [] }, resolve);
    expect(fallen.cities[2]).toMatchObject({ destroyed: true, extraSlot: false });
  });

  it('City 4 Jersey Crust p.29: an Outpost win discards the top two cards of Moloch’s deck', () => {
    const { s, id } = position({ ...at(4), cities: [districts(4, 'J', 'NONE', 'NONE')], deck, units: inCity(outpostWins, 4) });
    expect(start(s, resolve).discards.moloch).toEqual([id('M_OGAR'), id('M_KLAUN')]);
  });

  it('City 4 Jersey Crust p.23: the feature costs 2 and adds a third district, which Moloch may attack', () => {
    const { s, id } = position({ ...at(4), phase: 'outpostAttack', hand: { outpost: ['O_RUCH', 'O_MEDYK'] } });
    const t = play(s, 'outpost', feature(4, [id('O_RUCH'), id('O_MEDYK')]));
    expect(undestroyedDistricts(t, 4)).toEqual(['J1', 'J2', 'J+']);
    expect(play({ ...t, phase: 'target' }, 'moloch', { type: 'chooseBattleTarget', district: 'J+' }).battleDistrict).toBe('J+');
  });

  it('City 5 New York p.28–29: a Moloch win destroys the other district (nothing beyond New York); an Outpost win discards one card', () => {
    const m = position({ ...at(5), cities: [districts(5, 'N', 'NONE', 'NONE')], deck, units: inCity(molochWins, 5) });
    const won = start(m.s, resolve);
    expect(won.cities[4].destroyedDistricts).toEqual(['N2', 'N1']);
    expect(won.result).toMatchObject({ winner: 'moloch' });
    const o = position({ ...at(5), cities: [districts(5, 'N', 'NONE', 'NONE')], deck, units: inCity(outpostWins, 5) });
    expect(start(o.s, resolve).discards.moloch).toEqual([o.id('M_OGAR')]);
  });

  it('City 5 New York p.23: the feature costs 2 and moves a Soldier between Jersey Crust and New York', () => {
    const { s, id } = position({
      ...at(5),
      phase: 'outpostAttack',
      units: [
        { card: 'O_TREP', city: 4 },
        { card: 'O_SCORN', city: 5 },
      ],
      hand: { outpost: ['O_RUCH', 'O_MEDYK'] },
    });
    const t = play(s, 'outpost', feature(5, [id('O_RUCH'), id('O_MEDYK')], id('O_SCORN')));
    expect(unit(t, id('O_SCORN')).city).toBe(4);
    expect(refused(s, 'outpost', feature(5, [id('O_RUCH'), id('O_MEDYK')], id('O_RUCH'))).code).toBe('BAD_TARGET');
  });

  it('City victory fallbacks p.29: an empty deck costs a chosen Robot of the city, immune too; no Robot, a random hand card', () => {
    const cities = [districts(1, 'Z', 'NONE', 'NONE')];
    const robots = position({
      cities,
      strengths: { O_SCORN: 9 },
      units: [...inCity(outpostWins, 1), { card: 'M_PANCERNIK', city: 1 }, { card: 'M_OGAR', city: 1 }],
    });
    const t = start(robots.s, resolve);
    expect(topChoice(t)).toMatchObject({
      kind: 'fallbackRobot',
      optional: false,
      options: [robots.id('M_PANCERNIK'), robots.id('M_OGAR')],
    });
    expect(whereIs(play(t, 'outpost', { type: 'choose', card: robots.id('M_PANCERNIK') }), robots.id('M_PANCERNIK'))).toBe(
      'discard:moloch',
    );
    const hand = position({ cities, units: inCity(outpostWins, 1), hand: { moloch: ['M_GAUSS', 'M_OGAR'] } });
    const h = serverRoll(start(hand.s, resolve), "pick a random card of Moloch's hand", [{ sides: 2, value: 1 }]);
    expect(h.discards.moloch).toHaveLength(1);
  });

  describe('districts', () => {
    const battle = (effect: DistrictEffect, units: PositionSpec['units'], extra: PositionSpec = {}) =>
      position({
        cities: [districts(1, 'Z', effect, 'NONE')],
        deck: { moloch: ['M_OGAR', 'M_KLAUN', 'M_MOZG'], outpost: ['O_RUCH', 'O_MEDYK', 'O_WYWIAD'] },
        units,
        ...extra,
      });

    it('District KILL p.11: the winner kills an enemy unit of the city, never a Building for Moloch; nothing on a tie', () => {
      const m = battle(
        'KILL',
        [
          { card: 'M_GAUSS', city: 1 },
          { card: 'O_BUNKIER', city: 1 },
          { card: 'O_PATRIOTA', city: 1 },
        ],
        { strengths: { M_GAUSS: 3, O_PATRIOTA: 1 } },
      );
      const won = start(m.s, resolve);
      expect(whereIs(won, m.id('O_PATRIOTA'))).toBe('discard:outpost');
      expect(whereIs(won, m.id('O_BUNKIER'))).toBe('city:1');
      const o = battle(
        'KILL',
        [
          { card: 'O_SCORN', city: 1 },
          { card: 'M_PAJAKI', city: 1, module: 'M_BOJOWY' },
        ],
        { strengths: { O_SCORN: 3 } },
      );
      expect(start(o.s, resolve).discards.moloch).toContain(o.id('M_BOJOWY'));
      const tie = battle(
        'KILL',
        [
          { card: 'O_SCORN', city: 1 },
          { card: 'M_GAUSS', city: 1 },
        ],
        { strengths: { O_SCORN: 3, M_GAUSS: 3 } },
      );
      const t = start(tie.s, resolve);
      expect([whereIs(t, tie.id('O_SCORN')), whereIs(t, tie.id('M_GAUSS'))]).toEqual(['city:1', 'city:1']);
    });

    it('District DRAW p.11: the winner draws a card; nothing on a tie', () => {
      const won = start(
        battle(
          'DRAW',
          outpostWins.map((u) => ({ ...u, city: 1 })),
        ).s,
        resolve,
      );
      const tie = start(battle('DRAW', []).s, resolve);
      // Both go on to the next battle's two draws.
      expect(won.hands.outpost).toHaveLength(3);
      expect(tie.hands.outpost).toHaveLength(2);
    });

    it('District MOVE_NY p.11: the winner may move a unit of the city to New York; declining works; nothing on a tie', () => {
      const { s, id } = battle('MOVE_NY', [
        { card: 'O_SCORN', city: 1 },
        { card: 'O_BUNKIER', city: 1 },
      ]);
      const t = start(s, resolve);
      expect(topChoice(t)).toMatchObject({ kind: 'moveNY', side: 'outpost', optional: true, options: [id('O_SCORN')] });
      expect(unit(play(t, 'outpost', { type: 'choose', card: id('O_SCORN') }), id('O_SCORN'))).toMatchObject({ city: 5, tokens: [1] });
      expect(unit(play(t, 'outpost', { type: 'choose', decline: true }), id('O_SCORN')).city).toBe(1);
      const tie = battle(
        'MOVE_NY',
        [
          { card: 'O_SCORN', city: 1 },
          { card: 'M_GAUSS', city: 1 },
        ],
        { strengths: { O_SCORN: 3, M_GAUSS: 3 } },
      );
      expect(topChoice(start(tie.s, resolve))?.kind).not.toBe('moveNY');
    });

    it('District BOMB p.12: whatever the result, Moloch kills a Soldier, then Outpost a Robot', () => {
      const { s, id } = battle(
        'BOMB',
        [
          { card: 'O_SCORN', city: 1 },
          { card: 'O_BUNKIER', city: 1 },
          { card: 'M_GAUSS', city: 1 },
        ],
        { strengths: { O_SCORN: 3, M_GAUSS: 3 } },
      );
      const t = start(s, resolve);
      expect([whereIs(t, id('O_SCORN')), whereIs(t, id('M_GAUSS')), whereIs(t, id('O_BUNKIER'))]).toEqual([
        'discard:outpost',
        'discard:moloch',
        'city:1',
      ]);
    });

    it('District NONE p.10: nothing happens beyond the district falling', () => {
      const { s, id } = battle(
        'NONE',
        [
          { card: 'O_SCORN', city: 1 },
          { card: 'M_PAJAKI', city: 1 },
        ],
        { strengths: { O_SCORN: 3 } },
      );
      const t = start(s, resolve);
      expect(whereIs(t, id('M_PAJAKI'))).toBe('city:1');
      expect(t.cities[0].destroyedDistricts).toEqual(['Z1']);
    });
  });
});
