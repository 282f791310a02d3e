/**
 * The match options (options.ts, docs/rulesets/konwoj-catalogue.md "Options"): for each, the
 * default reading of the digest (§10) and every other value, each shown by what changes in play.
 */
import { isViolation, type GameEvent } from '@app/rules';
import type { DistrictEffect } from './catalogue';
import { pendingOf } from './battle';
import { konwoj, step } from './ruleset';
import { doOp, type KonwojState } from './state';
import { play, position, refused, serverRoll, start, topChoice, unit, whereIs, type PositionSpec } from './testing';

const resolve = doOp({ op: 'resolve' });
/** Ziggy One with districts that do nothing, so only the option under test acts. */
const quietZiggy = {
  index: 1,
  districts: [
    { id: 'Z1', effect: 'NONE' as const },
    { id: 'Z2', effect: 'NONE' as const },
  ],
};

/** A fresh match up to its first decision: the server's shuffles answered with ones. */
function fresh(options: Record<string, unknown>): KonwojState {
  let s = konwoj.setup({ options }, []);
  if (isViolation(s)) throw new Error(s.message);
  for (let p = pendingOf(s); p.kind === 'roll'; p = pendingOf(s)) {
    s = serverRoll(
      s,
      p.purpose,
      p.dice.flatMap((g) => Array.from({ length: g.count }, () => ({ sides: g.sides, value: 1 }))),
    );
  }
  return s;
}

describe('Konwój options', () => {
  describe('mulliganOrder (A1, p.3)', () => {
    it('mulliganOrder any (A1): both players may decide first', () => {
      const s = fresh({});
      expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['moloch', 'outpost'], orders: ['mulligan'] });
      const t = play(play(s, 'outpost', { type: 'mulligan', redraw: false }), 'moloch', { type: 'mulligan', redraw: false });
      expect(t.phase).toBe('target');
    });

    it('mulliganOrder moloch-first (A1): only Moloch is asked first; Outpost is refused until Moloch decided', () => {
      const s = fresh({ mulliganOrder: 'moloch-first' });
      expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['moloch'] });
      expect(refused(s, 'outpost', { type: 'mulligan', redraw: false }).code).toBe('NOT_YOUR_TURN');
      const t = play(s, 'moloch', { type: 'mulligan', redraw: false });
      expect(pendingOf(t)).toMatchObject({ kind: 'order', sides: ['outpost'] });
      expect(play(t, 'outpost', { type: 'mulligan', redraw: false }).phase).toBe('target');
    });
  });

  describe('battleTarget (A41, p.10)', () => {
    const spec: PositionSpec = { phase: 'target', district: null, destroyedDistricts: [] };

    it('battleTarget any (A41): Moloch chooses any undestroyed district, the second one too', () => {
      const t = start(position(spec).s, doOp({ op: 'target' }));
      expect(t.battleDistrict).toBeNull();
      expect(pendingOf(t)).toMatchObject({ orders: ['chooseBattleTarget'] });
      expect(play(t, 'moloch', { type: 'chooseBattleTarget', district: 'Z2' }).battleDistrict).toBe('Z2');
    });

    it('battleTarget first (A41): the first undestroyed district in city order is taken without a choice', () => {
      const t = start(position({ ...spec, options: { battleTarget: 'first' } }).s, doOp({ op: 'target' }));
      expect(t).toMatchObject({ battleDistrict: 'Z1', phase: 'molochAttack' });
      const later = start(
        position({
          ...spec,
          destroyedDistricts: ['Z1'],
          cities: [
            {
              index: 1,
              districts: [
                { id: 'Z1', effect: 'NONE' },
                { id: 'Z2', effect: 'NONE' },
                { id: 'Z3', effect: 'NONE' },
              ],
            },
          ],
          options: { battleTarget: 'first' },
        }).s,
        doOp({ op: 'target' }),
      );
      expect(later.battleDistrict).toBe('Z2');
    });
  });

  describe('spiderOverflow (A15, p.37)', () => {
    // Ziggy One holds 3 Robots: Gauss, Ogar and the Spiders disabled earlier fill it; the
    // Haker now disables the second Spiders, and Moloch no longer fits.
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      phase: 'outpostAttack',
      units: [
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_OGAR', city: 1 },
        { card: 'M_PAJAKI', city: 1, disabled: true },
        { card: 'M_PAJAKI', city: 1 },
      ],
      hand: { outpost: ['O_HAKER'] },
      options,
    });
    const hack = (p: ReturnType<typeof position>) =>
      play(play(p.s, 'outpost', { type: 'playUnit', card: p.id('O_HAKER'), city: 1 }), 'outpost', {
        type: 'choose',
        card: p.id('M_PAJAKI', 1),
      });

    it('spiderOverflow disabled-only (A15): only the Spiders whose ability just stopped are discarded', () => {
      const p = position(spec({}));
      const t = hack(p);
      expect(topChoice(t)).toBeNull();
      expect(whereIs(t, p.id('M_PAJAKI', 1))).toBe('discard:moloch');
      expect(whereIs(t, p.id('M_PAJAKI', 0))).toBe('city:1');
    });

    it('spiderOverflow any-spiders (A15): Moloch may discard any Spiders of the city, the ones disabled earlier too', () => {
      const p = position(spec({ spiderOverflow: 'any-spiders' }));
      const t = hack(p);
      expect(topChoice(t)).toMatchObject({ kind: 'spiders', side: 'moloch', options: [p.id('M_PAJAKI', 0), p.id('M_PAJAKI', 1)] });
      const u = play(t, 'moloch', { type: 'choose', card: p.id('M_PAJAKI', 0) });
      expect(whereIs(u, p.id('M_PAJAKI', 0))).toBe('discard:moloch');
      expect(whereIs(u, p.id('M_PAJAKI', 1))).toBe('city:1');
      expect(topChoice(u)).toBeNull();
    });
  });

  describe('naglyAtakSkipsOutpostModules (A21, p.35)', () => {
    // A captured Kasparov on an Outpost Soldier makes Phase V(a) matter (p.25–26).
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      phase: 'outpostAttack',
      cities: [quietZiggy],
      units: [
        { card: 'O_TREP', city: 1, module: 'M_KASPAROV' },
        { card: 'M_GAUSS', city: 1 },
      ],
      hand: { outpost: ['O_NAGLY_ATAK'] },
      options,
    });
    const sudden = (p: ReturnType<typeof position>) =>
      play(play(p.s, 'outpost', { type: 'playInstant', card: p.id('O_NAGLY_ATAK') }), 'outpost', { type: 'pass' });

    it('naglyAtakSkipsOutpostModules true (A21): Nagły Atak skips Phase V and V(a); the battle is resolved', () => {
      const t = sudden(position(spec({})));
      expect(t.phase).not.toBe('outpostModules');
      expect(t.cities[0].destroyedDistricts).toContain('Z1');
    });

    it('naglyAtakSkipsOutpostModules false (A21): Nagły Atak skips Phase V only; Outpost still activates its captured Module', () => {
      const p = position(spec({ naglyAtakSkipsOutpostModules: false }));
      const t = sudden(p);
      expect(t.phase).toBe('outpostModules');
      expect(t.cities[0].destroyedDistricts).toEqual([]);
      expect(pendingOf(t)).toMatchObject({ sides: ['outpost'], orders: ['activateModule', 'pass'] });
    });
  });

  describe('klaunNeedsTwoSoldiers (A28, p.37)', () => {
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      units: [
        { card: 'M_KLAUN', city: 2 },
        { card: 'M_GAUSS', city: 2 },
        { card: 'O_TREP', city: 1 },
      ],
      hand: { moloch: ['M_OGAR'] },
      options,
    });
    const clown = (p: ReturnType<typeof position>) => ({
      type: 'useAbility',
      unit: p.id('M_KLAUN'),
      ability: 'discard',
      discard: p.id('M_OGAR'),
      target: p.id('M_GAUSS'),
      targets: [],
    });

    it('klaunNeedsTwoSoldiers false (A28): with no Soldier in its city Klaun still kills its own Robot', () => {
      const p = position(spec({}));
      const t = play(p.s, 'moloch', clown(p));
      expect(whereIs(t, p.id('M_GAUSS'))).toBe('discard:moloch');
      expect(whereIs(t, p.id('O_TREP'))).toBe('city:1');
    });

    it('klaunNeedsTwoSoldiers true (A28): with no Soldier in its city the ability is refused and nothing is spent', () => {
      const p = position(spec({ klaunNeedsTwoSoldiers: true }));
      expect(refused(p.s, 'moloch', clown(p)).code).toBe('BAD_TARGET');
    });
  });

  describe('fallbackWhenAllImmune (A31, p.33)', () => {
    // Komandos enters Iron Gate with Moloch's deck empty: its discard falls back on the Robots
    // of that city, here only a shielded one, immune to Soldiers.
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      phase: 'outpostAttack',
      units: [{ card: 'M_GAUSS', city: 2, shield: true }],
      hand: { outpost: ['O_KOMANDOS'], moloch: ['M_OGAR', 'M_KLAUN'] },
      options,
    });
    const enter = (p: ReturnType<typeof position>) => play(p.s, 'outpost', { type: 'playUnit', card: p.id('O_KOMANDOS'), city: 2 });

    it('fallbackWhenAllImmune nothing (A31): Komandos discards nothing when the only Robots there are immune', () => {
      const p = position(spec({}));
      const t = enter(p);
      expect(t.hands.moloch).toEqual([p.id('M_OGAR'), p.id('M_KLAUN')]);
      expect(pendingOf(t).kind).toBe('order');
    });

    it('fallbackWhenAllImmune hand (A31): Komandos discards a random card of Moloch’s hand instead', () => {
      const p = position(spec({ fallbackWhenAllImmune: 'hand' }));
      const t = serverRoll(enter(p), "pick a random card of Moloch's hand", [{ sides: 2, value: 2 }]);
      expect(t.hands.moloch).toHaveLength(1);
      expect(t.discards.moloch).toHaveLength(1);
      expect(whereIs(t, p.id('M_GAUSS'))).toBe('city:2');
    });
  });

  describe('jerseyExtraDistrict (A36, p.23)', () => {
    // Battle for the Jersey Crust token district J+, won by Outpost.
    const battle = (effect: DistrictEffect) => {
      const p = position({
        active: 4,
        destroyed: [1, 2, 3],
        district: 'J+',
        strengths: { O_SCORN: 5, M_GAUSS: 1 },
        units: [
          { card: 'O_SCORN', city: 4 },
          { card: 'M_GAUSS', city: 4 },
          { card: 'M_OGAR', city: 4 },
        ],
        deck: { outpost: ['O_RUCH', 'O_MEDYK', 'O_WYWIAD'], moloch: ['M_KLAUN', 'M_MOZG', 'M_LOWCA'] },
        options: effect === 'NONE' ? {} : { jerseyExtraDistrict: effect },
      });
      p.s.cities[3].extraDistrict = true;
      return { ...p, t: start(p.s, resolve) };
    };

    it('jerseyExtraDistrict NONE (A36): the token district does nothing when it falls', () => {
      const { t } = battle('NONE');
      expect(t.cities[3].destroyedDistricts).toEqual(['J+']);
      expect(t.units).toHaveLength(3);
    });

    it('jerseyExtraDistrict KILL (A36): the winner kills an enemy unit of Jersey Crust', () => {
      const { t, id } = battle('KILL');
      expect(topChoice(t)).toMatchObject({ kind: 'districtKill', side: 'outpost', options: [id('M_GAUSS'), id('M_OGAR')] });
    });

    it('jerseyExtraDistrict DRAW (A36): the winner draws a card', () => {
      expect(battle('DRAW').t.hands.outpost.length).toBe(battle('NONE').t.hands.outpost.length + 1);
    });

    it('jerseyExtraDistrict MOVE_NY (A36): the winner may move a unit of Jersey Crust to New York', () => {
      const { t, id } = battle('MOVE_NY');
      expect(topChoice(t)).toMatchObject({ kind: 'moveNY', side: 'outpost', options: [id('O_SCORN')] });
      expect(unit(play(t, 'outpost', { type: 'choose', card: id('O_SCORN') }), id('O_SCORN')).city).toBe(5);
    });

    it('jerseyExtraDistrict BOMB (A36): Moloch kills a Soldier, then Outpost a Robot, whoever won', () => {
      const { t, id } = battle('BOMB');
      // Moloch's kill has one candidate and is made for him; Outpost's follows.
      expect(whereIs(t, id('O_SCORN'))).toBe('discard:outpost');
      expect(topChoice(t)).toMatchObject({ kind: 'bombOutpost', side: 'outpost', options: [id('M_GAUSS'), id('M_OGAR')] });
    });
  });

  describe('abilitiesInFutureCities (A44, p.17)', () => {
    // Active city Ziggy One; Szerszeń and Mózg stand in Iron Gate, a future city.
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      units: [
        { card: 'M_SZERSZEN', city: 2 },
        { card: 'M_MOZG', city: 2 },
        { card: 'M_GAUSS', city: 2 },
      ],
      hand: { moloch: ['M_OGAR'] },
      options,
    });
    const move = (p: ReturnType<typeof position>) => ({ type: 'useAbility', unit: p.id('M_SZERSZEN'), ability: 'move', to: 3 });
    const brain = (p: ReturnType<typeof position>) => ({
      type: 'useAbility',
      unit: p.id('M_MOZG'),
      ability: 'discard',
      discard: p.id('M_OGAR'),
      target: p.id('M_GAUSS'),
    });

    it('abilitiesInFutureCities true (A44): move and DISCARD abilities work in a future city', () => {
      const p = position(spec({}));
      expect(unit(play(p.s, 'moloch', move(p)), p.id('M_SZERSZEN')).city).toBe(3);
      expect(whereIs(play(p.s, 'moloch', brain(p)), p.id('M_GAUSS'))).toBe('hand:moloch');
    });

    it('abilitiesInFutureCities false (A44): move and DISCARD abilities work only in the active city', () => {
      const p = position(spec({ abilitiesInFutureCities: false }));
      expect(refused(p.s, 'moloch', move(p)).code).toBe('UNIT_CANNOT_ACT');
      expect(refused(p.s, 'moloch', brain(p)).code).toBe('UNIT_CANNOT_ACT');
    });
  });

  describe('fieldBlocksOutpostPushes (A46, p.35)', () => {
    // A captured Kasparov in Phase V(a); Pole Elektromagnetyczne holds the Gauss Cannon, not the
    // Pancernik, which is immune to Buildings.
    const spec = (options: PositionSpec['options']): PositionSpec => ({
      phase: 'outpostModules',
      units: [
        { card: 'O_POLE_EM', city: 1 },
        { card: 'O_TREP', city: 1, module: 'M_KASPAROV' },
        { card: 'M_GAUSS', city: 1 },
        { card: 'M_PANCERNIK', city: 1 },
      ],
      hand: { outpost: ['O_RUCH'] },
      options,
    });
    const push = (p: ReturnType<typeof position>, robot: string) => ({
      type: 'activateModule',
      module: p.id('M_KASPAROV'),
      discard: p.id('O_RUCH'),
      target: p.id(robot),
      to: 2,
    });

    it('fieldBlocksOutpostPushes false (A46): the field does not hold a Robot against Outpost’s pushes', () => {
      const p = position(spec({}));
      expect(unit(play(p.s, 'outpost', push(p, 'M_GAUSS')), p.id('M_GAUSS')).city).toBe(2);
    });

    it('fieldBlocksOutpostPushes true (A46): the field holds the Robot; one immune to Buildings is still pushed', () => {
      const p = position(spec({ fieldBlocksOutpostPushes: true }));
      expect(refused(p.s, 'outpost', push(p, 'M_GAUSS')).code).toBe('HELD_BY_FIELD');
      expect(unit(play(p.s, 'outpost', push(p, 'M_PANCERNIK')), p.id('M_PANCERNIK')).city).toBe(2);
    });
  });

  describe('timeExpired (no clock in the rulebook)', () => {
    const expired = (timeExpired?: 'draw' | 'moloch' | 'outpost') => {
      const { s } = position(timeExpired ? { options: { timeExpired } } : {});
      const events: GameEvent[] = konwoj.onTimeExpired(s, 'match', null);
      expect(events).toEqual([{ type: 'TimeExpired', data: { clock: 'match', side: null } }]);
      const t = events.reduce((x, e) => konwoj.evolve(x, e), s);
      expect(step(t, { type: 'OrderIssued', data: { side: 'moloch', order: { type: 'pass' } } })).toMatchObject({ code: 'GAME_OVER' });
      return konwoj.outcome(t);
    };

    it('timeExpired draw (default): the TimeExpired event ends the match drawn', () => {
      expect(expired()).toMatchObject({ finished: true, draw: true, winner: null, reason: 'time expired' });
      expect(expired('draw').sides.map((x) => x.result)).toEqual(['draw', 'draw']);
    });

    it('timeExpired moloch: the TimeExpired event ends the match won by Moloch', () => {
      expect(expired('moloch')).toMatchObject({ finished: true, draw: false, winner: 'moloch' });
    });

    it('timeExpired outpost: the TimeExpired event ends the match won by Outpost', () => {
      const o = expired('outpost');
      expect(o).toMatchObject({ finished: true, draw: false, winner: 'outpost' });
      expect(o.sides.map((x) => x.result)).toEqual(['loss', 'win']);
    });
  });
});
