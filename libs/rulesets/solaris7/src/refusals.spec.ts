/**
 * Bad input at match level: each is refused with the rule it breaks, and the state is left
 * exactly as it was (§3, §3.2, §3.3.2, §3.3.5–3.3.6, §1.5, §7).
 */
import type { GameEvent, RuleViolation } from '@app/rules';
import { solaris7 } from './ruleset';
import { column, deployed, fieldSetup, initiative, orderEvent, rollEvent, testUnit, type Table } from './testing';
import type { ArenaHex } from './model';

const a = testUnit({ id: 'a', ranges: { primary: { min: 0, max: 10 }, secondary: { min: 0, max: 0 } } });
const b = testUnit({ id: 'b' });

function match(bHex = { x: 5, y: 9 }, terrain: ArenaHex[] = [], aFacing = 6): Table {
  const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b], terrain }), {
    a: { hex: { x: 5, y: 5 }, facing: aFacing },
    b: { hex: bHex, facing: 0 },
  });
  initiative(t, ['a', 'b']);
  return t.order('A', { type: 'Pass', unitId: 'a' });
}

function toCombat(t: Table): Table {
  return t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
}

/** The refusal, after checking that it left the state untouched. */
function refusedUnchanged(t: Table, e: GameEvent): RuleViolation {
  const before = t.state;
  const snapshot = JSON.stringify(before);
  const r = t.refused(e);
  expect(t.state).toBe(before);
  expect(JSON.stringify(t.state)).toBe(snapshot);
  return r;
}

const fireAtB = { type: 'Ranged', unitId: 'a', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'b' }] } };

describe('Solaris VII refusals', () => {
  it('§3: an order for a unit that already acted this phase (V2)', () => {
    const t = match();
    t.order('A', { type: 'Move', unitId: 'a', path: [], facing: 6 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: [], facing: 5 }))).toMatchObject({
      code: 'V2',
      rule: 'solaris7 §3',
    });
  });

  it('§3.2, Terrain: a path through blocking terrain', () => {
    const t = match({ x: 5, y: 12 }, [{ x: 5, y: 6, terrain: 'blocking', level: 0 }]);
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 5, 7), facing: 6 }))).toMatchObject({
      code: 'BAD_PATH',
      rule: expect.stringMatching(/^solaris7 .*Terrain/),
    });
  });

  it('§3.2: a path beyond the speed (10: five hexes; six refused)', () => {
    const t = match({ x: 5, y: 13 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 5, 11), facing: 6 }))).toMatchObject({
      code: 'BAD_PATH',
      rule: expect.stringMatching(/^solaris7 §3\.2/),
    });
  });

  it('§3.3.2: a target out of range, out of the front arc, or behind blocking terrain (V21)', () => {
    const far = toCombat(match({ x: 5, y: 13 }));
    expect(refusedUnchanged(far, orderEvent('A', fireAtB))).toMatchObject({
      code: 'V21',
      rule: 'solaris7 §3.3.2',
      message: expect.stringMatching(/16 hexsides away/),
    });
    const behind = toCombat(match({ x: 5, y: 9 }, [], 0));
    expect(refusedUnchanged(behind, orderEvent('A', fireAtB))).toMatchObject({ code: 'V21', rule: 'solaris7 §3.3.2' });
    const blocked = toCombat(
      match({ x: 5, y: 9 }, [
        { x: 5, y: 7, terrain: 'blocking', level: 0 },
        { x: 4, y: 7, terrain: 'blocking', level: 0 },
        { x: 6, y: 7, terrain: 'blocking', level: 0 },
      ]),
    );
    expect(refusedUnchanged(blocked, orderEvent('A', fireAtB))).toMatchObject({ code: 'V21', rule: 'solaris7 §3.3.2' });
  });

  it('§2.5, §1.5: the attack roll is three dice, pair then single: 2 or 4 dice, a d8, a 7, another purpose or a wrong colour split are refused', () => {
    const t = toCombat(match());
    t.order('A', fireAtB).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.pending).toMatchObject({
      kind: 'roll',
      purpose: 'attack',
      dice: [
        { count: 2, sides: 6, label: 'pair (white)' },
        { count: 1, sides: 6, label: 'single (black)' },
      ],
    });
    expect(refusedUnchanged(t, rollEvent('A', 'attack', [3, 3]))).toMatchObject({ code: 'WRONG_DICE_COUNT', rule: 'solaris7 §2.5' });
    expect(refusedUnchanged(t, rollEvent('A', 'attack', [3, 3, 3, 3]))).toMatchObject({ code: 'WRONG_DICE_COUNT', rule: 'solaris7 §2.5' });
    expect(refusedUnchanged(t, rollEvent('A', 'attack', [3, 3, 3], 8))).toMatchObject({ code: 'WRONG_DIE_TYPE', rule: 'solaris7 §2.5' });
    expect(refusedUnchanged(t, rollEvent('A', 'attack', [3, 7, 3]))).toMatchObject({ code: 'BAD_DIE_FACE', rule: 'solaris7 §2.5' });
    expect(refusedUnchanged(t, rollEvent('A', 'initiative', [3, 3, 3]))).toMatchObject({ code: 'WRONG_ROLL', rule: 'solaris7 §2.5' });
    expect(refusedUnchanged(t, rollEvent('B', 'attack', [3, 3, 3]))).toMatchObject({ code: 'OUT_OF_TURN', rule: 'solaris7 §2.5' });
    // Colours, when reported: the pair (first two) of one colour, the single of another.
    const coloured = (colours: string[]) => {
      const e = rollEvent('A', 'attack', [3, 3, 3]);
      if (e.type === 'DiceRolled') e.data.dice = e.data.dice.map((d, i) => ({ ...d, colour: colours[i] }));
      return e;
    };
    for (const split of [
      ['white', 'black', 'white'],
      ['white', 'white', 'white'],
      ['black', 'white', 'white'],
    ]) {
      expect(refusedUnchanged(t, coloured(split))).toMatchObject({ code: 'V4', rule: 'solaris7 §2.5' });
    }
    const partial = rollEvent('A', 'attack', [3, 3, 3]);
    if (partial.type === 'DiceRolled') partial.data.dice[0] = { ...partial.data.dice[0], colour: 'white' };
    expect(refusedUnchanged(t, partial)).toMatchObject({ code: 'V4' });
    t.apply(coloured(['Black', 'black', 'white']));
    expect(t.pending.kind).not.toBe('roll');
  });

  it('§3.3.5–3.3.6: Defend or Evade when the unit is not the target of a declared attack (V27)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Defend', unitId: 'a' }))).toMatchObject({
      code: 'V27',
      rule: 'solaris7 §3.3.5–3.3.6',
    });
    expect(refusedUnchanged(t, orderEvent('B', { type: 'Evade', unitId: 'b' }))).toMatchObject({
      code: 'V27',
      rule: 'solaris7 §3.3.5–3.3.6',
    });
  });

  it('§7.4.2: a card the unit may not carry refuses the setup (V7)', () => {
    const setup = fieldSetup({ A: [['a', 'a', ['sample-pilot-robinson']]], B: [['b', 'b']], units: [a, b] });
    const r = solaris7.setup(setup, [
      { side: 'A', name: 'A' },
      { side: 'B', name: 'B' },
    ]) as RuleViolation;
    expect(r).toMatchObject({ code: 'V7', rule: expect.stringMatching(/§7/), message: expect.stringMatching(/sample-pilot-robinson/) });
  });
});
