/**
 * Bad input at match level, one test per "illegal if" case of the rules digest (§12.6, V1–V35):
 * each is refused with the rule it breaks and a code of the shared vocabulary
 * (libs/rules/src/codes.ts) or of the game's own (reference.ts `codes`), and the state is left
 * exactly as it was. A case the rules make impossible to ask for (a breakaway, a Pulse or Rapid
 * Strike second attack: no order makes them) is tested by the orders a player could try instead.
 * More equipment at the table is in play-equipment.spec.ts, the team rules in team-building.spec.ts.
 */
import { apply, decide, isViolation, RulesetRegistry, startMatch, type GameEvent, type RuleViolation } from '@app/rules';
import { solaris7 } from './ruleset';
import {
  column,
  deployed,
  fieldSetup,
  HEAT_SHUTDOWN,
  HEAT_START,
  initiative,
  orderEvent,
  rollEvent,
  scenario,
  testUnit,
  Table,
  windowUnit,
  type FieldMatch,
} from './testing';
import type { ArenaHex, Card, EquipmentId, UnitProfile } from './model';

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
    // §3 and the section of the phase the order belongs to, for the unit whose turn it is and for any other.
    expect(refusedUnchanged(t, orderEvent('A', fireAtB))).toMatchObject({ code: 'WRONG_PHASE', rule: 'solaris7 §3, §3.3' });
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

  it('V7 §2.2–2.3, §7: every other build rule refuses the setup too (BAD_SETUP), the message naming the section broken', () => {
    const unique: UnitProfile = { ...a, id: 'u', unique: true };
    const noLetter: UnitProfile = { ...a, id: 'old', weightClass: null };
    const risc: Card = { id: 'risc', name: 'R.I.S.C. Laser Insulator', kind: 'gear', collectorNumber: 'G-R1', points: 10 };
    const pair = (m: Partial<FieldMatch>) => ({ A: [['a1', 'a']], B: [['b1', 'b']], units: [a, b, unique, noLetter], ...m }) as FieldMatch;
    const cases: Array<[string, ReturnType<typeof fieldSetup>, RegExp, string?]> = [
      ['cost over the limit', fieldSetup(pair({ pointLimit: 100 })), /total cost 150 \(unit 150\) — point limit 100 exceeded \(§2\.2\)/],
      ['another class', { ...fieldSetup(pair({})), weightClass: 'H' }, /is class M .*but the match is class H \(§2\.2\)/],
      [
        'three cards',
        fieldSetup(pair({ A: [['a1', 'a', ['sample-gear-evade', 'sample-gear-targeting', 'sample-gear-armor']]] })),
        // Refused by the setup document's own shape, which allows two cards a unit (§7.4).
        /teams\.A\.0\.cards: Too big: expected array to have <=2 items/,
        'solaris7 §7.4',
      ],
      [
        'two pilots',
        fieldSetup(pair({ A: [['a1', 'a', ['sample-pilot-veteran', 'sample-pilot-gunslinger']]] })),
        /2 pilots; .*\(.*§7\.4\)/,
      ],
      [
        'the same gear twice',
        fieldSetup(pair({ A: [['a1', 'a', ['sample-gear-evade', 'sample-gear-evade']]] })),
        /gear "sample-gear-evade" twice; .*\(§7\.4\)/,
      ],
      [
        'two gear on one combat value',
        fieldSetup(pair({ A: [['a1', 'a', ['sample-gear-evade', 'sample-gear-jump']]] })),
        /both affect speed; .*\(§7\.4\.1\)/,
      ],
      [
        'a R.I.S.C. card',
        (() => {
          const doc = fieldSetup(pair({ A: [['a1', 'a', ['risc']]] }));
          return { ...doc, catalogue: { ...doc.catalogue!, cards: [risc] } };
        })(),
        /is a R\.I\.S\.C\. card; .*\(§7\.1\)/,
      ],
      [
        'a unique unit twice',
        fieldSetup(
          pair({
            A: [
              ['a1', 'u'],
              ['a2', 'u'],
            ],
            B: [
              ['b1', 'b'],
              ['b2', 'b'],
            ],
          }),
        ),
        /unique unit "u" .*is already in team A .*\(§2\.3, Glossary "Unikalna"\)/,
      ],
      [
        'a gunslinger pilot twice',
        fieldSetup(
          pair({
            A: [
              ['a1', 'a', ['sample-pilot-gunslinger']],
              ['a2', 'a', ['sample-pilot-gunslinger']],
            ],
            B: [
              ['b1', 'b'],
              ['b2', 'b'],
            ],
          }),
        ),
        /gunslinger pilot .* may appear once per team \(§7\.4\.2\)/,
      ],
      [
        'cards on a unit without a class letter',
        fieldSetup(pair({ A: [['a1', 'old', ['sample-gear-evade']]] })),
        /released before Age of Destruction .*may take no pilot or gear cards \(§2\.3 note\)/,
      ],
      [
        'teams of different sizes',
        fieldSetup(
          pair({
            A: [
              ['a1', 'a'],
              ['a2', 'a'],
            ],
          }),
        ),
        /teams\.B: fields 1 unit\(s\); every team must field exactly 2 \(§2\.2\)/,
      ],
    ];
    for (const [what, setup, why, rule = 'solaris7 §2.2–2.3, §7'] of cases) {
      const r = solaris7.setup(setup, [
        { side: 'A', name: 'A' },
        { side: 'B', name: 'B' },
      ]);
      // The team check reports every rule a team breaks, each with its section; the refusal cites the sections it covers.
      expect({ what, refusal: r }).toEqual({
        what,
        refusal: expect.objectContaining({ code: 'BAD_SETUP', rule, message: expect.stringMatching(why) }),
      });
    }
  });

  it('V33 §2.15: a revive roll only at the start of a phase or when the unit is declared a target (ROLL_NOT_PENDING, NOT_YOUR_TURN)', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b', ['sample-pilot-veteran']]], units: [a, b] }), {
      a: { hex: { x: 5, y: 5 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['a', 'b']).passTo('combat');
    t.order('A', fireAtB).order('B', { type: 'Pass', unitId: 'b' }).roll(6, 6, 1); // a critical hit knocks the pilot out
    expect(t.unit('b').pilotUnconscious).toBe(true);
    // The End phase and the Initiative phase open with the revive roll; both fail.
    for (const phase of ['end', 'initiative']) {
      expect([t.state.phase, t.pending]).toMatchObject([phase, { kind: 'roll', purpose: 'revive', side: 'B' }]);
      t.roll(1);
    }
    // a's initiative roll is due (b does not roll, A9): no revive now.
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative', side: 'A' });
    expect(refusedUnchanged(t, rollEvent('B', 'revive', [4]))).toMatchObject({ code: 'NOT_YOUR_TURN', rule: 'solaris7 §3.1' });
    t.roll(3, 4).order('A', { type: 'InitiativeChoice', unitId: 'a', choice: 'keep' });
    // a's turn: no roll at all is due (the kernel's own check, made before the game is asked).
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'] });
    expect(refusedUnchanged(t, rollEvent('B', 'revive', [4]))).toMatchObject({ code: 'ROLL_NOT_PENDING', rule: 'dice' });
  });

  it('V35 End p.14: an order or a roll after the match has ended (MATCH_ENDED; the transition alone: GAME_OVER)', () => {
    const fragile = testUnit({ id: 'fragile', defense: [10], clicks: 1 });
    const setup = fieldSetup({ A: [['a', 'a']], B: [['b', 'fragile']], units: [a, fragile] });
    const t = deployed(setup, { a: { hex: { x: 5, y: 5 }, facing: 6 }, b: { hex: { x: 5, y: 9 }, facing: 0 } });
    initiative(t, ['a', 'b']).passTo('combat');
    t.order('A', fireAtB).order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3).order('B', { type: 'Pass', unitId: 'b' });
    // The End phase eliminates b: one side is left and the match ends (§2.13, End p.14).
    expect(t.state.result).toMatchObject({ winner: 'A', reason: 'elimination' });
    const created = {
      matchId: 'ended',
      ruleset: { id: solaris7.id, version: solaris7.version },
      players: [
        { side: 'A', name: 'A' },
        { side: 'B', name: 'B' },
      ],
      setup,
      dice: 'reported' as const,
      serverSeedCommitment: null,
    };
    const started = startMatch(new RulesetRegistry([solaris7]), created);
    if (isViolation(started)) throw new Error(started.message);
    const m = t.events.reduce(apply, started);
    expect(m.game).toEqual(t.state);
    // Through the kernel, as the server decides: refused before the game is asked.
    for (const e of [
      orderEvent('A', { type: 'AgreeEnd' }),
      orderEvent('B', { type: 'Pass', unitId: 'b' }),
      rollEvent('A', 'attack', [3, 3, 3]),
    ])
      expect(decide(m, e, { kind: 'player', side: e.data.side as string })).toMatchObject({ code: 'MATCH_ENDED', rule: 'match' });
    // The game's own transition, asked directly, cites the end of the match.
    expect(refusedUnchanged(t, orderEvent('A', { type: 'AgreeEnd' }))).toMatchObject({ code: 'GAME_OVER', rule: 'solaris7 End p.14' });
  });
});

describe('Solaris VII refusals: a unit the rules keep from the order', () => {
  it('V1 §2.13: a unit out of the match takes no order (UNIT_CANNOT_ACT)', () => {
    const killer = testUnit({ id: 'killer', attack: [12] });
    const fragile = testUnit({ id: 'fragile', defense: [10], clicks: 1 });
    const t = deployed(
      fieldSetup({
        A: [
          ['a1', 'killer'],
          ['a2', 'killer'],
        ],
        B: [
          ['b1', 'fragile'],
          ['b2', 'fragile'],
        ],
        units: [killer, fragile],
      }),
      {
        a1: { hex: { x: 3, y: 5 }, facing: 6 },
        a2: { hex: { x: 8, y: 5 }, facing: 6 },
        b1: { hex: { x: 3, y: 9 }, facing: 0 },
        b2: { hex: { x: 8, y: 9 }, facing: 0 },
      },
    );
    initiative(t, ['a1', 'a2', 'b1', 'b2']).passTo('combat');
    t.order('A', fireAt('a1', ['b1']))
      .order('B', { type: 'Pass', unitId: 'b1' })
      .roll(3, 3, 3);
    t.passTo('initiative', 2);
    initiative(t, ['a1', 'a2', 'b2']);
    expect(t.unit('b1')).toMatchObject({ eliminated: true, hex: null });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'] });
    for (const order of [
      { type: 'Pass', unitId: 'b1' },
      { type: 'Charge', unitId: 'b1', targetId: 'a1', path: [], facing: 0 },
      { type: 'Move', unitId: 'b1', path: [], facing: 0 },
    ])
      expect(refusedUnchanged(t, orderEvent('B', order))).toMatchObject({
        code: 'UNIT_CANNOT_ACT',
        rule: 'solaris7 §2.13',
        message: expect.stringMatching(/b1 is out of the match/),
      });
  });

  it('V1 §2.15: a unit whose pilot is unconscious takes no order (UNIT_CANNOT_ACT)', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b', ['sample-pilot-veteran']]], units: [a, b] }), {
      a: { hex: { x: 5, y: 5 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['a', 'b']).passTo('combat');
    t.order('A', fireAtB).order('B', { type: 'Pass', unitId: 'b' }).roll(6, 6, 1); // a critical hit knocks the pilot out
    t.roll(1).roll(1); // the revive rolls of the End and Initiative phases fail
    t.roll(3, 4).order('A', { type: 'InitiativeChoice', unitId: 'a', choice: 'keep' });
    expect(t.unit('b').pilotUnconscious).toBe(true);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Charge', 'Pass', 'CancelEquipment'] });
    for (const order of [
      { type: 'Pass', unitId: 'b' },
      { type: 'Move', unitId: 'b', path: [], facing: 0 },
    ])
      expect(refusedUnchanged(t, orderEvent('B', order))).toMatchObject({
        code: 'UNIT_CANNOT_ACT',
        rule: 'solaris7 §2.15',
        message: expect.stringMatching(/b's pilot is unconscious/),
      });
  });

  it('V1 §2.17: a unit that restarted this round takes orders again only from the next round (UNIT_CANNOT_ACT)', () => {
    // hot shuts down at its first click of heat; flusher can take heat off it (Equip: COOLANT FLUSH).
    const hot = testUnit({ id: 'hot', heatDial: [HEAT_START, HEAT_SHUTDOWN] });
    const flusher = testUnit({ id: 'flusher', attack: [9, { id: 'coolantFlush' }] });
    const t = deployed(
      fieldSetup({
        A: [
          ['hot', 'hot'],
          ['flusher', 'flusher'],
        ],
        B: [
          ['b', 'b'],
          ['b2', 'b'],
        ],
        units: [hot, flusher, b],
      }),
      {
        hot: { hex: { x: 5, y: 5 }, facing: 6 },
        flusher: { hex: { x: 5, y: 4 }, facing: 6 },
        b: { hex: { x: 5, y: 9 }, facing: 0 },
        b2: { hex: { x: 9, y: 13 }, facing: 0 },
      },
    );
    initiative(t, ['hot', 'flusher', 'b', 'b2']).passTo('combat');
    t.order('A', fireAt('hot', ['b']))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(1, 2, 1);
    t.passTo('initiative', 2);
    expect(t.unit('hot')).toMatchObject({ shutdown: true, heat: 1 });
    initiative(t, ['flusher', 'hot', 'b', 'b2']).passTo('combat');
    t.order('A', { type: 'Melee', unitId: 'flusher', attack: { kind: 'melee', targetId: 'hot', special: 'coolantFlush' } }).roll(5, 4, 3);
    // The flush turns the heat dial back to its start position: hot restarts (§2.17), and its turn passed by itself.
    expect(t.unit('hot')).toMatchObject({ shutdown: false, heat: 0, restartedThisRound: true });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'] });
    for (const order of [{ type: 'Cool', unitId: 'hot' }, fireAt('hot', ['b'])])
      expect(refusedUnchanged(t, orderEvent('A', order))).toMatchObject({
        code: 'UNIT_CANNOT_ACT',
        rule: 'solaris7 §2.17',
        message: expect.stringMatching(/hot restarted this round/),
      });
  });

  it('V6 Equip: SALVAGE: a salvage unit takes only Move and Cool — no special attack, attack, Entrench, Defend or Evade (NOT_ALLOWED)', () => {
    const salvager = testUnit({ id: 'salvager', attack: [9, { id: 'salvage' }] });
    const t = deployed(fieldSetup({ A: [['a', 'salvager']], B: [['b', 'b']], units: [salvager, b] }), {
      a: { hex: { x: 5, y: 5 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['b', 'a']);
    const salvage = { code: 'NOT_ALLOWED', rule: 'solaris7 Equip: SALVAGE', message: expect.stringMatching(/only Move and Cool/) };
    // Initiative: b's turn (it may charge); a never has a special attack to declare.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['Charge', 'Pass', 'CancelEquipment'] });
    for (const order of [
      { type: 'Charge', unitId: 'a', targetId: 'b', path: column(5, 5, 8), facing: 6 },
      { type: 'Pin', unitId: 'a', targetId: 'b' },
    ])
      expect(refusedUnchanged(t, orderEvent('A', order))).toMatchObject(salvage);
    t.passTo('combat');
    // Declared a target, a has no answer: Entrench, Defend and Evade are refused.
    t.order('B', fireAt('b', ['a']));
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
    for (const type of ['Entrench', 'Defend', 'Evade'])
      expect(refusedUnchanged(t, orderEvent('A', { type, unitId: 'a' }))).toMatchObject(salvage);
    t.roll(1, 2, 1);
    // Its own turn: Cool or Pass only.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Cool', 'Pass', 'CancelEquipment'] });
    for (const order of [
      fireAt('a', ['b']),
      { type: 'Melee', unitId: 'a', attack: { kind: 'melee', targetId: 'b' } },
      { type: 'Advance', unitId: 'a', path: [], facing: 6, attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'b' }] } },
      { type: 'Entrench', unitId: 'a' },
    ])
      expect(refusedUnchanged(t, orderEvent('A', order))).toMatchObject(salvage);
    t.order('A', { type: 'Cool', unitId: 'a' });
  });

  it('V13 §5.2: after a Jump attack neither the jumper nor the unit it hit moves, and the jumper makes no attack (UNIT_CANNOT_ACT)', () => {
    const jumper = testUnit({ id: 'jumper', speed: [10, { id: 'jumpJets' }] });
    const t = deployed(
      fieldSetup({
        A: [
          ['jumper', 'jumper'],
          ['a2', 'a'],
        ],
        B: [
          ['target', 'b'],
          ['b2', 'b'],
        ],
        units: [jumper, a, b],
      }),
      {
        jumper: { hex: { x: 3, y: 5 }, facing: 6 },
        a2: { hex: { x: 9, y: 3 }, facing: 6 },
        target: { hex: { x: 3, y: 9 }, facing: 0 },
        b2: { hex: { x: 9, y: 13 }, facing: 0 },
      },
    );
    initiative(t, ['jumper', 'target', 'a2', 'b2']);
    t.order('A', { type: 'JumpAttack', unitId: 'jumper', targetId: 'target', path: column(3, 5, 8), facing: 6 }).roll(6, 5, 6);
    expect(t.unit('target').round.jumpedOn).toBe(true);
    t.passTo('movement');
    // The jumper's and the target's Movement turns passed by themselves: a2 moves now.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], prompt: expect.stringMatching(/a2's turn/) });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'jumper', path: [], facing: 5 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §5.2',
      message: expect.stringMatching(/jumper made a Jump attack/),
    });
    expect(refusedUnchanged(t, orderEvent('B', { type: 'Move', unitId: 'target', path: [], facing: 1 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §5.2',
      message: expect.stringMatching(/target was hit by a Jump attack/),
    });
    t.passTo('combat');
    // The jumper's own combat turn: it may Cool or pass, not attack.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], prompt: expect.stringMatching(/jumper's turn/) });
    for (const order of [
      fireAt('jumper', ['target']),
      { type: 'Melee', unitId: 'jumper', attack: { kind: 'melee', targetId: 'target' } },
      { type: 'Advance', unitId: 'jumper', path: [], facing: 6, attack: { kind: 'melee', targetId: 'target' } },
    ])
      expect(refusedUnchanged(t, orderEvent('A', order))).toMatchObject({
        code: 'UNIT_CANNOT_ACT',
        rule: 'solaris7 §5.2',
        message: expect.stringMatching(/jumper made a Jump attack this round and cannot attack/),
      });
  });

  it('V13 §5.3: a unit that pinned takes no Move order (UNIT_CANNOT_ACT)', () => {
    const t = touching();
    t.order('A', { type: 'Pin', unitId: 'a', targetId: 'b' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], prompt: expect.stringMatching(/movement phase: b's turn/) });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: [], facing: 5 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §5.3',
      message: expect.stringMatching(/a pinned an enemy/),
    });
  });

  it('V13 §5.1: a unit that charged takes no combat order, an answer to an attack included (UNIT_CANNOT_ACT)', () => {
    const t = apart();
    t.order('A', { type: 'Charge', unitId: 'a', targetId: 'b', path: column(5, 3, 8), facing: 6 }).roll(1, 2, 1);
    t.order('B', { type: 'Pass', unitId: 'b' }).passTo('combat'); // b keeps its facing
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], prompt: expect.stringMatching(/combat phase: b's turn/) });
    const charged = { code: 'UNIT_CANNOT_ACT', rule: 'solaris7 §5.1', message: expect.stringMatching(/a charged this round/) };
    for (const order of [fireAt('a', ['b']), { type: 'Cool', unitId: 'a' }, { type: 'Entrench', unitId: 'a' }])
      expect(refusedUnchanged(t, orderEvent('A', order))).toMatchObject(charged);
    t.order('B', { type: 'Melee', unitId: 'b', attack: { kind: 'melee', targetId: 'a' } });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
    for (const type of ['Entrench', 'Defend', 'Evade'])
      expect(refusedUnchanged(t, orderEvent('A', { type, unitId: 'a' }))).toMatchObject(charged);
  });

  it('V18 §3.2: a unit in base contact moves only by the breakaway roll; after a failed one it keeps its hex (NOT_PENDING, UNIT_CANNOT_ACT)', () => {
    const t = touching();
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
    t.order('A', { type: 'Move', unitId: 'a', path: column(5, 7, 5), facing: 0 });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'breakaway', side: 'A' });
    expect(t.unit('a').hex).toEqual({ x: 5, y: 7 });
    // No other order, the same move again included, before the die.
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 7, 5), facing: 0 }))).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'solaris7 §3',
      message: expect.stringMatching(/first: a: breakaway/),
    });
    t.roll(2); // 2 < 3: the unit stays and only turns
    expect(t.unit('a')).toMatchObject({ hex: { x: 5, y: 7 }, orientation: 0 });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Move', unitId: 'a', path: column(5, 7, 5), facing: 0 }))).toMatchObject({
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §3.2',
      message: expect.stringMatching(/a has had its turn in this movement phase/),
    });
  });

  it('V28 §3.3.4–3.3.5: the one attack of Entrench or Defend is a Melee or Ranged attack on the unit’s own turn, made once (NOT_ALLOWED, ALREADY_USED, UNIT_CANNOT_ACT)', () => {
    const hadTurn = {
      code: 'UNIT_CANNOT_ACT',
      rule: 'solaris7 §3.3',
      message: expect.stringMatching(/a has had its turn in this combat phase/),
    };
    // Not under Entrench or Defend: after its combat order (Cool) the unit makes no attack.
    const cooled = toCombat(match());
    cooled.order('A', { type: 'Cool', unitId: 'a' });
    expect(refusedUnchanged(cooled, orderEvent('A', fireAtB))).toMatchObject(hadTurn);
    // Under Defend (an answer to b's attack): on its own turn no Advance and no second combat order; one attack, once.
    const t = deployed(
      fieldSetup({
        A: [
          ['a', 'a'],
          ['a2', 'a'],
        ],
        B: [
          ['b', 'b'],
          ['b2', 'b'],
        ],
        units: [a, b],
      }),
      {
        a: { hex: { x: 5, y: 5 }, facing: 6 },
        a2: { hex: { x: 1, y: 1 }, facing: 0 },
        b: { hex: { x: 5, y: 9 }, facing: 0 },
        b2: { hex: { x: 11, y: 14 }, facing: 0 },
      },
    );
    initiative(t, ['b', 'a', 'a2', 'b2']).passTo('combat');
    t.order('B', fireAt('b', ['a']))
      .order('A', { type: 'Defend', unitId: 'a' })
      .roll(1, 2, 1);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Melee', 'Ranged', 'Pass', 'CancelEquipment'] });
    expect(
      refusedUnchanged(t, orderEvent('A', { type: 'Advance', unitId: 'a', path: [], facing: 6, attack: fireAtB.attack })),
    ).toMatchObject({ code: 'NOT_ALLOWED', rule: 'solaris7 §3.3.4–3.3.5', message: expect.stringMatching(/a is under defend/) });
    expect(refusedUnchanged(t, orderEvent('A', { type: 'Cool', unitId: 'a' }))).toMatchObject({
      code: 'ALREADY_USED',
      rule: 'solaris7 §3.3',
    });
    t.order('A', fireAtB).roll(1, 2, 1);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], prompt: expect.stringMatching(/combat phase: a2's turn/) });
    expect(refusedUnchanged(t, orderEvent('A', fireAtB))).toMatchObject(hadTurn);
    // Entrench on its own turn: then its one attack, once.
    const dug = toCombat(match());
    dug.order('A', { type: 'Entrench', unitId: 'a' });
    expect(dug.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Melee', 'Ranged', 'Pass', 'CancelEquipment'] });
    dug.order('A', fireAtB).order('B', { type: 'Pass', unitId: 'b' }).roll(1, 2, 1);
    expect(refusedUnchanged(dug, orderEvent('A', fireAtB))).toMatchObject(hadTurn);
  });
});

describe('Solaris VII refusals: special equipment (Equip p.14–15)', () => {
  const sq = (id: EquipmentId) => ({ id });
  const plain = (id: string) => windowUnit({ id });
  /** a (side A) and b (side B), then any other units, at the start of the Combat phase, in the order listed. */
  function duel(
    pa: UnitProfile,
    pb: UnitProfile,
    at: { a?: { x: number; y: number }; b?: { x: number; y: number } } = {},
    more: { A?: Array<{ unitId: string; profile: UnitProfile; hex: { x: number; y: number } }>; B?: typeof more.A } = {},
  ): Table {
    const A = [{ unitId: 'a', profile: pa, hex: at.a ?? { x: 5, y: 3 } }, ...(more.A ?? [])];
    const B = [{ unitId: 'b', profile: pb, hex: at.b ?? { x: 5, y: 9 } }, ...(more.B ?? [])];
    return scenario(
      { A, B },
      [...A, ...B].map((u) => u.unitId),
    ).passTo('combat');
  }
  const melee = (unitId: string, targetId: string, special?: string) => ({
    type: 'Melee',
    unitId,
    attack: { kind: 'melee', targetId, ...(special ? { special } : {}) },
  });

  it('V29 Equip: STREAK MISSILE: no Streak at a unit with Electronic Camouflage, nor at a shut-down one (BAD_TARGET)', () => {
    const streak = windowUnit({ id: 'st', base: { primary: { damage: 3, symbols: ['ballistic'], equipment: sq('streakMissile') } } });
    const ecm = windowUnit({ id: 'ecm', base: { speed: { value: 10, equipment: sq('electronicCamouflage') } } });
    const noStreak = {
      code: 'BAD_TARGET',
      rule: 'solaris7 Equip: STREAK MISSILE',
      message: expect.stringMatching(/Streak missiles cannot target b/),
    };
    expect(refusedUnchanged(duel(streak, ecm), orderEvent('A', fireAt('a', ['b'])))).toMatchObject(noStreak);
    // b shuts down at its first click of heat: its own shot in round 1 does it in the End phase (§2.17).
    const hot = windowUnit({ id: 'hot', heatDial: [HEAT_START, HEAT_SHUTDOWN] });
    const t = scenario(
      {
        A: [{ unitId: 'a', profile: streak, hex: { x: 5, y: 3 } }],
        B: [{ unitId: 'b', profile: hot, hex: { x: 5, y: 9 } }],
      },
      ['b', 'a'],
    ).passTo('combat');
    t.order('B', fireAt('b', ['a']))
      .order('A', { type: 'Pass', unitId: 'a' })
      .roll(1, 2, 1)
      .order('A', { type: 'Pass', unitId: 'a' });
    t.initiative(['b', 'a']).passTo('combat');
    expect(t.unit('b').shutdown).toBe(true);
    expect(refusedUnchanged(t, orderEvent('A', fireAt('a', ['b'])))).toMatchObject(noStreak);
  });

  it('V30 Equip: PULSE, RAPID STRIKE: the second attack follows a hit by itself, once; no order brings another (UNIT_CANNOT_ACT)', () => {
    const hadTurn = { code: 'UNIT_CANNOT_ACT', rule: 'solaris7 §3.3', message: expect.stringMatching(/a has had its turn/) };
    const pulse = windowUnit({ id: 'pu', base: { primary: { damage: 3, symbols: ['energy'], equipment: sq('pulse') } } });
    // A miss: no second attack.
    const missed = duel(pulse, plain('p'));
    missed
      .order('A', fireAt('a', ['b']))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(1, 2, 1);
    expect(missed.logOf('SecondAttack')).toEqual([]);
    expect(refusedUnchanged(missed, orderEvent('A', fireAt('a', ['b'])))).toMatchObject(hadTurn);
    // A hit: one second attack, and none after it, hit or miss.
    const hit = duel(pulse, plain('p'));
    hit
      .order('A', fireAt('a', ['b']))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(4, 4, 4)
      .roll(5, 5, 4);
    expect(hit.logOf('SecondAttack')).toHaveLength(1);
    expect(hit.logOf('AttackResolved').map((e) => (e.targets as Array<{ hit: boolean }>)[0].hit)).toEqual([true, true]);
    expect(refusedUnchanged(hit, orderEvent('A', fireAt('a', ['b'])))).toMatchObject(hadTurn);
    const rapid = windowUnit({ id: 'rs', base: { primary: { damage: 3, symbols: ['melee'], equipment: sq('rapidStrike') } } });
    const struck = duel(rapid, plain('p'), { a: { x: 5, y: 5 }, b: { x: 5, y: 6 } });
    struck.order('A', melee('a', 'b')).order('B', { type: 'Pass', unitId: 'b' }).roll(4, 4, 4).roll(4, 4, 5);
    expect(struck.logOf('SecondAttack')).toHaveLength(1);
    expect(refusedUnchanged(struck, orderEvent('A', melee('a', 'b')))).toMatchObject(hadTurn);
  });

  it('V31 Equip: COOLANT FLUSH, REPAIR: not on an ally in base contact with an enemy (BAD_TARGET), no Repair by a unit in contact (IN_ENEMY_CONTACT)', () => {
    const flush = windowUnit({ id: 'cf', base: { attack: { value: 9, equipment: sq('coolantFlush') } } });
    const repairer = windowUnit({ id: 'rp', base: { attack: { value: 9, equipment: sq('repair') } } });
    const far = { B: [{ unitId: 'b2', profile: plain('p'), hex: { x: 11, y: 14 } }] };
    // The ally at (5,4) stands between a (5,3) and the enemy b (5,5).
    const between = (p: UnitProfile) =>
      duel(p, plain('p'), { b: { x: 5, y: 5 } }, { A: [{ unitId: 'ally', profile: plain('q'), hex: { x: 5, y: 4 } }], ...far });
    expect(refusedUnchanged(between(flush), orderEvent('A', melee('a', 'ally', 'coolantFlush')))).toMatchObject({
      code: 'BAD_TARGET',
      rule: 'solaris7 Equip: COOLANT FLUSH',
      message: expect.stringMatching(/ally is in base contact with an enemy/),
    });
    expect(refusedUnchanged(between(repairer), orderEvent('A', melee('a', 'ally', 'repair')))).toMatchObject({
      code: 'BAD_TARGET',
      rule: 'solaris7 Equip: REPAIR',
      message: expect.stringMatching(/ally is in base contact with an enemy/),
    });
    // Now a (5,3) stands between the ally (5,2) and b (5,4).
    const inContact = duel(
      repairer,
      plain('p'),
      { b: { x: 5, y: 4 } },
      { A: [{ unitId: 'ally', profile: plain('q'), hex: { x: 5, y: 2 } }], ...far },
    );
    expect(refusedUnchanged(inContact, orderEvent('A', melee('a', 'ally', 'repair')))).toMatchObject({
      code: 'IN_ENEMY_CONTACT',
      rule: 'solaris7 Equip: REPAIR',
      message: expect.stringMatching(/a is in base contact with an enemy/),
    });
  });

  it('V32 §2.11: no cancelling after the attack roll, the attacker’s equipment or the target’s (CANCEL_TOO_LATE)', () => {
    const artemis = windowUnit({ id: 'art', base: { primary: { damage: 3, symbols: ['ballistic'], equipment: sq('artemisV') } } });
    const own = duel(artemis, plain('p'));
    own
      .order('A', fireAt('a', ['b']))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(4, 4, 4);
    expect(own.pending).toMatchObject({ kind: 'roll', purpose: 'artemis' });
    expect(refusedUnchanged(own, orderEvent('A', { type: 'CancelEquipment', unitId: 'a', equipment: 'artemisV' }))).toMatchObject({
      code: 'CANCEL_TOO_LATE',
      rule: 'solaris7 §2.11',
    });
    const ams = windowUnit({ id: 'ams', base: { defense: { value: 16, equipment: sq('advancedAntiMissile') } } });
    const defensive = duel(plain('p'), ams);
    defensive
      .order('A', fireAt('a', ['b']))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(4, 4, 4);
    expect(defensive.pending).toMatchObject({ kind: 'roll', purpose: 'antiMissile' });
    expect(
      refusedUnchanged(defensive, orderEvent('B', { type: 'CancelEquipment', unitId: 'b', equipment: 'advancedAntiMissile' })),
    ).toMatchObject({ code: 'CANCEL_TOO_LATE', rule: 'solaris7 §2.11' });
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

  it('V28 §3.3.6: a unit under Evade makes no attack', () => {
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
