/**
 * Bad input at match level, one test per "illegal if" case of the rules digest (§12.6) that
 * the engine refuses: each is refused with the rule it breaks and a code of the shared
 * vocabulary (libs/rules/src/codes.ts) or of the game's own (reference.ts `codes`), and the
 * state is left exactly as it was. Cases needing special equipment are in play-equipment.spec.ts.
 */
import type { GameEvent, RuleViolation } from '@app/rules';
import { solaris7 } from './ruleset';
import { column, deployed, fieldSetup, initiative, orderEvent, rollEvent, testUnit, Table } from './testing';
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

const fireAt = (unitId: string, targetIds: string[], extra: Record<string, unknown> = {}) => ({
  type: 'Ranged',
  unitId,
  attack: { kind: 'ranged', weapon: 'primary', targets: targetIds.map((targetId) => ({ targetId })), ...extra },
});

/** a (A) at (5,5) and b (B) at (5,8), in base contact; a acts first; round 1's Initiative phase, a's turn. */
function touching(): Table {
  const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), {
    a: { hex: { x: 5, y: 7 }, facing: 6 },
    b: { hex: { x: 5, y: 8 }, facing: 0 },
  });
  return initiative(t, ['a', 'b']);
}

/** a and b apart, a acting first: round 1's Initiative phase, a's turn with a Charge to offer. */
function apart(): Table {
  const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), {
    a: { hex: { x: 5, y: 3 }, facing: 6 },
    b: { hex: { x: 5, y: 9 }, facing: 0 },
  });
  return initiative(t, ['a', 'b']);
}

describe('Solaris VII refusals', () => {
  it('§3: an order for a unit that does not exist (UNKNOWN_UNIT) or of another side (NOT_YOUR_UNIT)', () => {
    const t = match();
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Pass', unitId: 'zz' }))).toMatchObject({
      code: 'UNKNOWN_UNIT',
      rule: 'solaris7 §3',
    });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Pass', unitId: 'b' }))).toMatchObject({
      code: 'NOT_YOUR_UNIT',
      rule: 'solaris7 §3',
    });
  });

  it('V2 §3: an order on another unit’s turn (NOT_YOUR_TURN), or of another phase (WRONG_PHASE)', () => {
    const t = match();
    expect(t.state.phase).toBe('movement');
    expect(refusedUnchanged(t, orderEvent('B', { type: 'Move', unitId: 'b', path: [], facing: 0 }))).toMatchObject({
      code: 'NOT_YOUR_TURN',
      rule: 'solaris7 §3',
    });
    expect(refusedUnchanged(t, orderEvent('A', fireAtB))).toMatchObject({ code: 'WRONG_PHASE', rule: 'solaris7 §3' });
    expect(refusedUnchanged(t, orderEvent('B', fireAt('b', ['a'])))).toMatchObject({ code: 'WRONG_PHASE', rule: 'solaris7 §3, §3.3' });
  });

  it('V3 §3.2: a second order to a unit that already acted this phase (UNIT_CANNOT_ACT)', () => {
    const t = match();
    t.order('A', { type: 'Move', unitId: 'a', path: [], facing: 6 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: [], facing: 5 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §3.2',
      message: expect.stringMatching(/a has had its turn/),
    });
  });

  it('V8 §3.1: the initiative choice by a unit that did not roll highest (NOT_YOUR_TURN)', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), {
      a: { hex: { x: 5, y: 5 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    while (t.state.queue[0]?.kind === 'initiativeRoll')
      t.roll(...((t.state.queue[0] as { unitId: string }).unitId === 'a' ? [1, 2] : [1, 4]));
    expect(t.state.queue[0]).toMatchObject({ kind: 'initiativeChoice', unitId: 'b' });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'InitiativeChoice', unitId: 'a', choice: 'setToOne' }))).toMatchObject({
      code: 'NOT_YOUR_TURN',
      rule: 'solaris7 §3.1',
    });
  });

  it('V5 §2.12: a unit attacking itself (BAD_TARGET)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', fireAt('a', ['a'])))).toMatchObject({ code: 'BAD_TARGET', rule: 'solaris7 §2.12' });
  });

  it('V9 §5: a Charge or Jump attack by a unit that starts its turn in base contact with an enemy (IN_ENEMY_CONTACT)', () => {
    const t = touching();
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Pin', 'Pass', 'CancelEquipment'] });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Charge', unitId: 'a', targetId: 'b', path: [], facing: 6 }))).toMatchObject({
      code: 'IN_ENEMY_CONTACT',
      rule: 'solaris7 §5',
    });
  });

  it('V10 §5.1: a Charge that does not end in base contact with its target (NOT_IN_CONTACT)', () => {
    const t = apart();
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'Charge', unitId: 'a', targetId: 'b', path: column(5, 3, 6), facing: 6 })),
    ).toMatchObject({ code: 'NOT_IN_CONTACT', rule: 'solaris7 §5.1' });
  });

  it('V11 §5.2: a Jump attack without jump jets (NO_EQUIPMENT)', () => {
    const t = apart();
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'JumpAttack', unitId: 'a', targetId: 'b', path: column(5, 3, 8), facing: 6 })),
    ).toMatchObject({ code: 'NO_EQUIPMENT', rule: 'solaris7 §5.2' });
  });

  it('V12 §5.3: a Pin by a unit that did not start the round in base contact (NOT_ALLOWED)', () => {
    const t = apart();
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Pin', unitId: 'a', targetId: 'b' }))).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'solaris7 §5.3',
    });
  });

  it('V14 §3.2: a free spin nobody offered (NOT_PENDING)', () => {
    const t = match();
    expect(refusedUnchanged(t, orderEvent('A', { type: 'FreeSpin', unitId: 'a', facing: 3 }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §3.2',
    });
  });

  it('V15 Terrain p.10: a path through blocking terrain (BLOCKED)', () => {
    const t = match({ x: 5, y: 12 }, [{ x: 5, y: 6, terrain: 'blocking', level: 0 }]);
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 5, 7), facing: 6 }))).toMatchObject({
      code: 'BLOCKED',
      rule: 'solaris7 Terrain p.10',
    });
  });

  it('V16 §3.2: a path beyond the speed (10: five hexes; six refused) (TOO_FAR)', () => {
    const t = match({ x: 5, y: 13 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 5, 11), facing: 6 }))).toMatchObject({
      code: 'TOO_FAR',
      rule: 'solaris7 §3.2',
    });
  });

  it('V17 §3.2: a path that goes on after entering base contact with an enemy (PAST_ENEMY_CONTACT)', () => {
    const t = match({ x: 5, y: 9 });
    const path = [...column(5, 5, 8), { x: 4, y: 8 }];
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path, facing: 6 }))).toMatchObject({
      code: 'PAST_ENEMY_CONTACT',
      rule: 'solaris7 §3.2',
    });
  });

  it('V19 §3.2: a run with jump jets (NOT_ALLOWED)', () => {
    const t = match();
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 5, 6), facing: 6, run: true, jumpJets: true })),
    ).toMatchObject({ code: 'NOT_ALLOWED', rule: 'solaris7 §3.2, Equip: JUMP JETS' });
  });

  it('V20 §3.3.1: a melee attack on a target that is not adjacent (OUT_OF_RANGE)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Melee', unitId: 'a', attack: { kind: 'melee', targetId: 'b' } }))).toMatchObject({
      code: 'OUT_OF_RANGE',
      rule: 'solaris7 §3.3.1',
    });
  });

  it('V21 §3.3.2: a target out of range (OUT_OF_RANGE), out of the front arc or behind blocking terrain (NO_LINE_OF_SIGHT)', () => {
    const far = toCombat(match({ x: 5, y: 13 }));
    expect(refusedUnchanged(far, orderEvent('A', fireAtB))).toMatchObject({
      code: 'OUT_OF_RANGE',
      rule: 'solaris7 §3.3.2',
      message: expect.stringMatching(/16 hexsides away/),
    });
    const behind = toCombat(match({ x: 5, y: 9 }, [], 0));
    expect(refusedUnchanged(behind, orderEvent('A', fireAtB))).toMatchObject({ code: 'NO_LINE_OF_SIGHT', rule: 'solaris7 §3.3.2' });
    const blocked = toCombat(
      match({ x: 5, y: 9 }, [
        { x: 5, y: 7, terrain: 'blocking', level: 0 },
        { x: 4, y: 7, terrain: 'blocking', level: 0 },
        { x: 6, y: 7, terrain: 'blocking', level: 0 },
      ]),
    );
    expect(refusedUnchanged(blocked, orderEvent('A', fireAtB))).toMatchObject({ code: 'NO_LINE_OF_SIGHT', rule: 'solaris7 §3.3.2' });
  });

  it('V22 §3.3.2: more targets than the weapon has range symbols (TOO_MANY_TARGETS)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', fireAt('a', ['b', 'b'])))).toMatchObject({
      code: 'TOO_MANY_TARGETS',
      rule: 'solaris7 §3.3.2',
    });
  });

  it('V23 §3.3.2: a damage split when no attack waits for one (NOT_PENDING)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', { type: 'AllocateDamage', allocations: [{ targetId: 'b', amount: 1 }] }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §2.5, §3.3.2',
    });
  });

  it('V24 §3.3.2: indirect fire along a clear line of fire (INDIRECT_LINE_CLEAR)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', fireAt('a', ['b'], { indirect: true })))).toMatchObject({
      code: 'INDIRECT_LINE_CLEAR',
      rule: 'solaris7 §3.3.2',
    });
  });

  it('V25 §3.3.3: an Advance by a unit in base contact with an enemy (IN_ENEMY_CONTACT)', () => {
    const t = touching().passTo('combat');
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'Advance', unitId: 'a', path: [], facing: 6, attack: { kind: 'melee', targetId: 'b' } })),
    ).toMatchObject({ code: 'IN_ENEMY_CONTACT', rule: 'solaris7 §3.3.3' });
  });

  it('V26 §3.3.4: Entrench after a Move order this round (NOT_ALLOWED)', () => {
    const t = match();
    t.order('A', { type: 'Move', unitId: 'a', path: column(5, 5, 6), facing: 6 }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.phase).toBe('combat');
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Entrench', unitId: 'a' }))).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'solaris7 §3.3.4',
    });
  });

  it('V27 §3.3.5–3.3.6: Defend or Evade when the unit is not the target of a declared attack (NOT_PENDING)', () => {
    const t = toCombat(match());
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Defend', unitId: 'a' }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §3.3.5–3.3.6',
    });
    expect(refusedUnchanged(t, orderEvent('B', { type: 'Evade', unitId: 'b' }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §3.3.5–3.3.6',
    });
  });

  it('V4 §2.5, §1.5: the attack roll is three dice, pair then single: 2 or 4 dice, a d8, a 7, another purpose or a wrong colour split are refused', () => {
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
    // The kernel's own code for a roll by the wrong side (libs/rules/src/dice.ts).
    expect(refusedUnchanged(t, rollEvent('B', 'attack', [3, 3, 3]))).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'solaris7 §2.5' });
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
      expect(refusedUnchanged(t, coloured(split))).toMatchObject({ code: 'BAD_DIE_COLOUR', rule: 'solaris7 §2.5' });
    }
    const partial = rollEvent('A', 'attack', [3, 3, 3]);
    if (partial.type === 'DiceRolled') partial.data.dice[0] = { ...partial.data.dice[0], colour: 'white' };
    expect(refusedUnchanged(t, partial)).toMatchObject({ code: 'BAD_DIE_COLOUR', rule: 'solaris7 §2.5' });
    t.apply(coloured(['Black', 'black', 'white']));
    expect(t.pending.kind).not.toBe('roll');
  });

  it('§2.11: cancelling an equipment the rulebook does not have (UNKNOWN_EQUIPMENT)', () => {
    const t = match();
    expect(refusedUnchanged(t, orderEvent('A', { type: 'CancelEquipment', unitId: 'a', equipment: 'warpDrive' }))).toMatchObject({
      code: 'UNKNOWN_EQUIPMENT',
      rule: 'solaris7 §2.11',
    });
  });

  it('§6.3: a corner when no objective token waits for one (NOT_PENDING)', () => {
    const t = match();
    expect(refusedUnchanged(t, orderEvent('A', { type: 'ChooseCorner', corner: 'NW' }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §6.3',
    });
  });

  it('§2.18: set-up orders out of turn (NOT_YOUR_TURN), out of step (WRONG_PHASE), a taken zone (BAD_CHOICE), one dice colour (SAME_DICE_COLOURS), a hex outside the zone (BAD_POSITION)', () => {
    const t = new Table(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }));
    t.roll(6, 6, 6).roll(1, 1, 1);
    expect(refusedUnchanged(t, orderEvent('B', { type: 'ChooseZone', zone: 1 }))).toMatchObject({
      code: 'NOT_YOUR_TURN',
      rule: 'solaris7 §2.18',
    });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }))).toMatchObject({
      code: 'WRONG_PHASE',
      rule: 'solaris7 §2.18',
    });
    t.order('A', { type: 'ChooseZone', zone: 0 });
    expect(refusedUnchanged(t, orderEvent('B', { type: 'ChooseZone', zone: 0 }))).toMatchObject({
      code: 'BAD_CHOICE',
      rule: 'solaris7 §2.18',
    });
    t.order('B', { type: 'ChooseZone', zone: 1 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'DeclareDice', damageColour: 'Red', heatColour: 'red' }))).toMatchObject({
      code: 'SAME_DICE_COLOURS',
      rule: 'solaris7 §2.18',
    });
    t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' });
    t.order('B', { type: 'DeclareDice', damageColour: 'green', heatColour: 'yellow' });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Deploy', unitId: 'a', hex: { x: 5, y: 12 }, facing: 0 }))).toMatchObject({
      code: 'BAD_POSITION',
      rule: 'solaris7 §2.18',
    });
  });

  it('V34 §6.1: the first objective token off the centre hexes (BAD_POSITION)', () => {
    const t = deployed(
      {
        ...fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }),
        objectives: {
          A: ['sample-token-a1', 'sample-token-a2', 'sample-token-a3'],
          B: ['sample-token-b1', 'sample-token-b2', 'sample-token-b3'],
        },
      },
      { a: { hex: { x: 5, y: 5 }, facing: 6 }, b: { hex: { x: 5, y: 9 }, facing: 0 } },
    );
    t.roll(1);
    expect(t.pending).toMatchObject({ kind: 'order', orders: ['PlaceObjective'] });
    expect(refusedUnchanged(t, orderEvent('B', { type: 'PlaceObjective', hex: { x: 2, y: 2 } }))).toMatchObject({
      code: 'BAD_POSITION',
      rule: 'solaris7 §6.1',
    });
  });

  it('V7 §7.4.2: a card the unit may not carry refuses the setup (BAD_SETUP)', () => {
    const setup = fieldSetup({ A: [['a', 'a', ['sample-pilot-robinson']]], B: [['b', 'b']], units: [a, b] });
    const r = solaris7.setup(setup, [
      { side: 'A', name: 'A' },
      { side: 'B', name: 'B' },
    ]) as RuleViolation;
    expect(r).toMatchObject({
      code: 'BAD_SETUP',
      rule: expect.stringMatching(/§7/),
      message: expect.stringMatching(/sample-pilot-robinson/),
    });
  });
});

describe('Solaris VII: a unit that cannot act says why, before whose turn it is', () => {
  const charger = testUnit({ id: 'charger', primary: [4, ['ballistic']] });
  const target = testUnit({ id: 'target' });

  /** The charger (A) runs into contact with the target (B) in round 1's Initiative phase and misses (§5.1). */
  function charged(): Table {
    const t = deployed(fieldSetup({ A: [['charger', 'charger']], B: [['target', 'target']], units: [charger, target] }), {
      charger: { hex: { x: 5, y: 3 }, facing: 6 },
      target: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['charger', 'target']);
    t.order('A', { type: 'Charge', unitId: 'charger', targetId: 'target', path: column(5, 3, 8), facing: 6 });
    t.roll(1, 2, 1);
    return t.order('B', { type: 'Pass', unitId: 'target' }); // no free spin
  }

  it('§5.1: a unit that charged takes no Move order in the Movement phase', () => {
    const t = charged();
    expect(t.state.phase).toBe('movement');
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'charger', path: [], facing: 5 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §5.1',
      message: expect.stringMatching(/charger charged/),
    });
  });

  it('§2.17: a shut-down unit takes no order', () => {
    const t = charged();
    t.order('B', { type: 'Pass', unitId: 'target' }).order('B', { type: 'Pass', unitId: 'target' });
    // The End phase turns the charge's 3 heat into 3 clicks: the shutdown position (§2.17).
    initiative(t, ['charger', 'target']);
    expect(t.unit('charger').shutdown).toBe(true);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'] });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Pass', unitId: 'charger' }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §2.17',
      message: expect.stringMatching(/charger is shut down/),
    });
  });

  it('§3.3.6: a unit under Evade makes no attack', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), {
      a: { hex: { x: 5, y: 5 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['b', 'a']);
    t.passTo('combat');
    t.order('B', { type: 'Ranged', unitId: 'b', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'a' }] } });
    t.order('A', { type: 'Evade', unitId: 'a' });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
    expect(refusedUnchanged(t, orderEvent('A', fireAtB))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §3.3.6',
      message: expect.stringMatching(/a is under Evade/),
    });
    // Its turn passed by itself: the round is over, and a Ranged order belongs to the Combat phase.
    t.roll(1, 2, 1);
    expect(t.state).toMatchObject({ round: 2, phase: 'initiative' });
    expect(refusedUnchanged(t, orderEvent('A', fireAtB))).toMatchObject({ code: 'WRONG_PHASE', rule: 'solaris7 §3, §3.3' });
  });

  it('§5.1: a charge against a unit that acts earlier', () => {
    const t = deployed(
      fieldSetup({
        A: [
          ['a1', 'a'],
          ['a2', 'a'],
        ],
        B: [
          ['b1', 'b'],
          ['b2', 'b'],
        ],
        units: [a, b],
      }),
      {
        a1: { hex: { x: 3, y: 3 }, facing: 6 },
        a2: { hex: { x: 8, y: 3 }, facing: 6 },
        b1: { hex: { x: 3, y: 11 }, facing: 0 },
        b2: { hex: { x: 8, y: 11 }, facing: 0 },
      },
    );
    initiative(t, ['b1', 'a1', 'b2', 'a2']);
    t.order('B', { type: 'Pass', unitId: 'b1' });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Charge', 'Pass', 'CancelEquipment'] });
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'Charge', unitId: 'a1', targetId: 'b1', path: column(3, 3, 10), facing: 6 })),
    ).toMatchObject({ rule: 'solaris7 §5.1', code: 'BAD_TARGET', message: expect.stringMatching(/b1 acts before a1/) });
  });
});
