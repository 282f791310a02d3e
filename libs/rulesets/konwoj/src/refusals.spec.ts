/**
 * The digest's "illegal if" list (§8.5): each refusal names its code and changes nothing.
 */
import { isViolation } from '@app/rules';
import type { Side } from './catalogue';
import { konwoj, step } from './ruleset';
import type { KonwojState } from './state';
import { order, position, start } from './testing';
import { doOp } from './state';

function expectRefused(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>, code: string): void {
  const copy = structuredClone(s);
  const r = step(s, order(side, o));
  expect(isViolation(r) && r.code).toBe(code);
  expect(s).toEqual(copy);
}

describe('Konwój refusals (§8.5)', () => {
  const base = position({
    active: 2,
    destroyed: [1],
    units: [{ card: 'M_SZERSZEN', city: 2 }, { card: 'M_JUGGERNAUT', city: 2 }, { card: 'M_GAUSS', city: 2, module: 'M_BOJOWY' }, { card: 'O_TREP', city: 2 }, { card: 'O_BUNKIER', city: 2 }, { card: 'O_ZWIADOWCA', city: 1 }, { card: 'M_ROZPRUWACZ', city: 3, disabled: true }, { card: 'M_KLAUN', city: 2 }],
    hand: { moloch: ['M_RUCH', 'M_BOJOWY', 'M_OGAR', 'M_LOWCA', 'M_RECYKLER'], outpost: ['O_MEDYK', 'O_SNAJPER', 'O_RUCH', 'O_PATRIOTA'] },
  });
  const { s, id } = base;

  it('1 the game has ended', () => expectRefused({ ...s, result: { winner: 'moloch', reason: 'x' } }, 'moloch', { type: 'pass' }, 'GAME_OVER'));
  it('2 a choice is pending: only the choice, by its player, among its options', () => {
    const c = start(s, { t: 'choice', c: { kind: 'districtKill', side: 'moloch', options: [id('O_TREP')], optional: false } }, { t: 'choice', c: { kind: 'convoy', side: 'moloch', options: [id('M_GAUSS'), id('M_KLAUN')], optional: false } });
    expectRefused(c, 'moloch', { type: 'pass' }, 'NOT_PENDING');
    expectRefused(c, 'outpost', { type: 'choose', card: id('M_GAUSS') }, 'OUT_OF_TURN');
    expectRefused(c, 'moloch', { type: 'choose', card: id('O_TREP') }, 'BAD_CHOICE');
    expectRefused(c, 'moloch', { type: 'choose', decline: true }, 'CHOICE_MANDATORY');
  });
  it('3 the actor does not own the phase', () => expectRefused(s, 'outpost', { type: 'pass' }, 'NOT_YOUR_PHASE'));
  it('4 the card is not in hand', () => expectRefused(s, 'moloch', { type: 'playUnit', card: id('O_MEDYK'), city: 2 }, 'NOT_IN_HAND'));
  it('5 a server deck report that contradicts the deck', () => expectRefused(s, 'moloch', { type: 'revealCard', card: id('M_OGAR') }, 'DRAW_CONTRADICTS_DECK'));
  it('7 a battle target not in the active city', () => expectRefused({ ...s, phase: 'target' }, 'moloch', { type: 'chooseBattleTarget', district: 'Z1' }, 'BAD_DISTRICT'));
  it('8 a Robot outside Phase III', () => expectRefused({ ...s, phase: 'molochModules' }, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 3 }, 'NOT_YOUR_PHASE'));
  it('9 into a destroyed city', () => expectRefused(s, 'moloch', { type: 'playUnit', card: id('M_OGAR'), city: 1 }, 'CITY_DESTROYED'));
  it('11 a Module outside Phase V or on a Robot with a Module', () => {
    expectRefused(s, 'moloch', { type: 'playModule', card: id('M_BOJOWY', 1), robot: id('M_SZERSZEN') }, 'NOT_YOUR_PHASE');
    expectRefused({ ...s, phase: 'molochModules' }, 'moloch', { type: 'playModule', card: id('M_BOJOWY', 1), robot: id('M_GAUSS') }, 'HAS_MODULE');
  });
  it('12 a non-Module card in Phase V', () => expectRefused({ ...s, phase: 'molochModules' }, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_SZERSZEN'), to: 3 }, 'NOT_YOUR_PHASE'));
  it('13 an Instant after Zmasowany Atak', () => expectRefused({ ...s, phase: 'outpostAttack', battleFlags: { ...s.battleFlags, zmasowany: true } }, 'outpost', { type: 'playInstant', card: id('O_SNAJPER'), target: id('M_GAUSS') }, 'ZMASOWANY_ATAK'));
  it('14 a disabled ability', () => expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_ROZPRUWACZ'), ability: 'discard', discard: id('M_OGAR'), targets: [] }, 'ABILITY_DISABLED'));
  it('16 a DISCARD ability without a discard', () => expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_KLAUN'), ability: 'discard', target: id('M_KLAUN'), targets: [id('O_TREP')] }, 'DISCARD_REQUIRED'));
  it('18 a move to a city not adjacent', () => expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_SZERSZEN'), ability: 'move', to: 4 }, 'NOT_ADJACENT'));
  it('19 Juggernaut moved by Ruch', () => expectRefused(s, 'moloch', { type: 'playInstant', card: id('M_RUCH'), target: id('M_JUGGERNAUT'), to: 3 }, 'JUGGERNAUT'));
  it('20 a Robot held by Pole Elektromagnetyczne', () => {
    const f = position({ units: [{ card: 'M_SZERSZEN', city: 1 }, { card: 'O_POLE_EM', city: 1 }] });
    expectRefused(f.s, 'moloch', { type: 'useAbility', unit: f.id('M_SZERSZEN'), ability: 'move', to: 2 }, 'HELD_BY_FIELD');
  });
  it('23 a Moloch kill aimed at a Building', () => expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_KLAUN'), ability: 'discard', discard: id('M_OGAR'), target: id('M_KLAUN'), targets: [id('O_BUNKIER')] }, 'BAD_TARGET'));
  it('24 Klaun naming fewer Soldiers than present', () => expectRefused(s, 'moloch', { type: 'useAbility', unit: id('M_KLAUN'), ability: 'discard', discard: id('M_OGAR'), target: id('M_KLAUN'), targets: [] }, 'BAD_TARGET'));
  it('27 Medyk on a Soldier outside a destroyed city', () => expectRefused({ ...s, phase: 'outpostAttack' }, 'outpost', { type: 'playInstant', card: id('O_MEDYK'), target: id('O_TREP') }, 'NOT_DESTROYED_CITY'));
  it('29 Recykler on a non-Module', () => expectRefused(s, 'moloch', { type: 'playInstant', card: id('M_RECYKLER'), target: id('M_GAUSS') }, 'BAD_TARGET'));
  it('30 a feature outside the active city or of Ziggy One', () => {
    expectRefused({ ...s, phase: 'outpostAttack' }, 'outpost', { type: 'useCityFeature', city: 3, discard: [id('O_RUCH')] }, 'NOT_ACTIVE_CITY');
    const z = position({ phase: 'outpostAttack' });
    expectRefused(z.s, 'outpost', { type: 'useCityFeature', city: 1, discard: [] }, 'NO_FEATURE');
  });
  it('38 a pass while a removal is pending', () => {
    const two = position({ units: [{ card: 'O_TREP', city: 1 }, { card: 'O_TREP', city: 1 }] });
    const c = start(two.s, doOp({ op: 'kill', chooser: 'moloch', victim: 'soldier', city: 1, kind: 'bombMoloch' }));
    expect(konwoj.pending(c)).toMatchObject({ kind: 'order', sides: ['moloch'], orders: ['choose'] });
    expectRefused(c, 'moloch', { type: 'pass' }, 'NOT_PENDING');
  });
  it('a reported roll where only the server rolls', () => {
    const fresh = konwoj.setup({}, []) as KonwojState;
    const r = konwoj.decide(fresh, { type: 'DiceRolled', data: { side: 'moloch', purpose: 'shuffle the Moloch deck', dice: [], source: 'reported' } }, { kind: 'player', side: 'moloch' });
    expect(isViolation(r) && r.code).toBe('SERVER_ROLL_ONLY');
  });
  it('a malformed order', () => expectRefused(s, 'moloch', { type: 'fly' }, 'MALFORMED_ORDER'));
});
