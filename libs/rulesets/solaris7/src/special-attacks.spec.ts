/**
 * Special attacks at match level [§5]: Charge (§5.1), Jump attack (§5.2, see D5 in
 * examples.spec.ts), Pin (§5.3) and the breakaway rolls they change (§3.2, D11).
 */
import type { ArenaHex } from './model';
import { column, deployed, fieldSetup, initiative, testUnit, type Table } from './testing';

const charger = testUnit({ id: 'charger', primary: [4, ['ballistic']], attack: [9], speed: [10] });
const target = testUnit({ id: 'target', defense: [17] });

type Modifiers = Array<{ code: string; value: number }>;

function resolved(t: Table): { modifiers: Modifiers; hit: boolean; result: number } {
  const e = t.log.find((x) => x.type === 'AttackResolved') as unknown as {
    targets: Array<{ modifiers: Modifiers; hit: boolean; result: number }>;
  };
  return e.targets[0];
}

/** The charger at (5,3) runs down column 5 into contact with the target at (5,9). */
function charge(opts: { chargerFacing?: number; targetFacing?: number; terrain?: ArenaHex[] } = {}): Table {
  const t = deployed(
    fieldSetup({ A: [['charger', 'charger']], B: [['target', 'target']], units: [charger, target], terrain: opts.terrain }),
    {
      charger: { hex: { x: 5, y: 3 }, facing: opts.chargerFacing ?? 6 },
      target: { hex: { x: 5, y: 9 }, facing: opts.targetFacing ?? 0 },
    },
  );
  initiative(t, ['charger', 'target']);
  expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Charge', 'Pass', 'CancelEquipment'] });
  t.order('A', { type: 'Charge', unitId: 'charger', targetId: 'target', path: column(5, 3, 8), facing: 6 });
  return t;
}

describe('Solaris VII Charge (§5.1)', () => {
  it('D4 §5.1: a run into contact; a hit deals primary 4 + 1 = 5; the charger takes ⌈4/2⌉ = 2 pushing damage and 3 heat', () => {
    const t = charge();
    expect(t.unit('charger').hex).toEqual({ x: 5, y: 8 });
    expect(t.unit('charger').heatDie).toBe(3); // A20: 2 for the charge, 1 for the run
    t.roll(3, 3, 4); // 10 + 9 = 19 ≥ 17
    expect(resolved(t)).toMatchObject({ hit: true, result: 19, modifiers: [] });
    expect(t.unit('target').damageDie).toBe(5);
    expect(t.unit('charger').damageDie).toBe(2);
  });

  it('D4 §5.1: a miss deals nothing, and the charger still takes 2 pushing damage', () => {
    const t = charge();
    t.roll(1, 2, 1);
    expect(resolved(t).hit).toBe(false);
    expect(t.unit('target').damageDie).toBe(0);
    expect(t.unit('charger').damageDie).toBe(2);
    expect(t.log.find((e) => e.type === 'PushingDamage')).toMatchObject({ unitId: 'charger', amount: 2, cause: 'charge' });
  });

  it('§5.1: after a Charge the unit takes no Move order and no combat order; the target facing it may turn in place', () => {
    const t = charge();
    t.roll(1, 2, 1);
    // The line ended in the target's front: it may turn (§3.2 free spin).
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['FreeSpin', 'Pass'] });
    t.order('B', { type: 'Pass', unitId: 'target' });
    // Movement: the charger's turn passes by itself; the target is asked.
    expect(t.state.phase).toBe('movement');
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'] });
    expect(
      t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Move', unitId: 'charger', path: [], facing: 0 } } }).code,
    ).toBe('UNIT_CANNOT_ACT');
    t.order('B', { type: 'Pass', unitId: 'target' });
    // Combat: again only the target.
    expect(t.state.phase).toBe('combat');
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'] });
    t.order('B', { type: 'Melee', unitId: 'target', attack: { kind: 'melee', targetId: 'charger' } });
    // A charger cannot answer an attack either (§5.1: no combat orders at all).
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
  });

  it('§5.1: a line from the rear of the target, met front to rear, is +2 and leaves the target no free spin', () => {
    const t = charge({ targetFacing: 6 });
    t.roll(1, 2, 1);
    expect(resolved(t).modifiers).toEqual([{ code: 'REAR', value: 2 }]);
    expect(t.state.queue.some((x) => x.kind === 'freeSpin')).toBe(false);
    expect(t.state.phase).toBe('movement');
  });

  it('§5.1, A49: −2 when the line crosses a boundary of difficult terrain, none for water', () => {
    const difficult = charge({ terrain: [{ x: 5, y: 6, terrain: 'difficult', level: 0 }] });
    difficult.roll(1, 2, 1);
    expect(resolved(difficult).modifiers).toEqual([{ code: 'CHARGE_LINE', value: -2 }]);
    const water = charge({ terrain: [{ x: 5, y: 6, terrain: 'water', level: 0 }] });
    water.roll(1, 2, 1);
    expect(resolved(water).modifiers).toEqual([]);
  });

  it('§5.1: −2 when the line does not leave by a front hexside of the charger', () => {
    const t = charge({ chargerFacing: 0 });
    t.roll(1, 2, 1);
    expect(resolved(t).modifiers).toEqual([{ code: 'CHARGE_LINE', value: -2 }]);
  });

  it('§5.1: a path that does not end in base contact with the target is refused (NOT_IN_CONTACT), changing nothing', () => {
    const t = deployed(fieldSetup({ A: [['charger', 'charger']], B: [['target', 'target']], units: [charger, target] }), {
      charger: { hex: { x: 5, y: 3 }, facing: 6 },
      target: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['charger', 'target']);
    const before = t.state;
    const r = t.refused({
      type: 'OrderIssued',
      data: { side: 'A', order: { type: 'Charge', unitId: 'charger', targetId: 'target', path: column(5, 3, 6), facing: 6 } },
    });
    expect(r).toMatchObject({ code: 'NOT_IN_CONTACT', rule: 'solaris7 §5.1' });
    expect(t.state).toBe(before);
  });
});

describe('Solaris VII Pin (§5.3) and breakaway (§3.2)', () => {
  const pinner = testUnit({ id: 'pinner' });
  const runner = testUnit({ id: 'runner' });

  /** A and B start the round in base contact across the middle of the field: (5,7) and (5,8). */
  function inContact(order: string[], opts: { runnerCards?: string[]; pinner?: typeof pinner } = {}): Table {
    const p = opts.pinner ?? pinner;
    const t = deployed(fieldSetup({ A: [['pinner', p.id]], B: [['runner', 'runner', opts.runnerCards]], units: [p, runner] }), {
      pinner: { hex: { x: 5, y: 7 }, facing: 6 },
      runner: { hex: { x: 5, y: 8 }, facing: 0 },
    });
    return initiative(t, order);
  }

  const breakaway = (t: Table) => t.order('B', { type: 'Move', unitId: 'runner', path: column(5, 8, 10), facing: 6 });
  /** The runner, in contact too, could pin back: it passes. */
  const runnerPasses = (t: Table) => t.order('B', { type: 'Pass', unitId: 'runner' });

  it('D11 §5.3: pinned by an enemy acting earlier (−2), a breakaway die of 4 makes 2 < 3: the unit stays and only turns', () => {
    const t = inContact(['pinner', 'runner']);
    expect(t.pending).toMatchObject({ orders: ['Pin', 'Pass', 'CancelEquipment'] });
    t.order('A', { type: 'Pin', unitId: 'pinner', targetId: 'runner' });
    expect(t.unit('runner').round.pinModifiers).toEqual([-2]);
    runnerPasses(t);
    // Movement: the pinner made a special attack and does not move; the runner tries to leave.
    breakaway(t);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'breakaway', side: 'B' });
    t.roll(4);
    expect(t.log.find((e) => e.type === 'BreakawayRolled')).toMatchObject({ die: 4, modifier: -2, threshold: 3, success: false });
    expect(t.unit('runner')).toMatchObject({ hex: { x: 5, y: 8 }, orientation: 6 });
  });

  it('§5.3: a pinner acting after its target gives −1: a 4 still breaks away', () => {
    const t = inContact(['runner', 'pinner']);
    runnerPasses(t);
    t.order('A', { type: 'Pin', unitId: 'pinner', targetId: 'runner' });
    expect(t.unit('runner').round.pinModifiers).toEqual([-1]);
    breakaway(t);
    t.roll(4);
    expect(t.unit('runner').hex).toEqual({ x: 5, y: 10 });
  });

  it('§5.3, A23: pins stack: −2 and −1 make a 5 fail', () => {
    const t = deployed(
      fieldSetup({
        A: [
          ['pinner', 'pinner'],
          ['second', 'pinner'],
        ],
        B: [
          ['runner', 'runner'],
          ['idle', 'runner'],
        ],
        units: [pinner, runner],
      }),
      {
        pinner: { hex: { x: 5, y: 7 }, facing: 6 },
        second: { hex: { x: 6, y: 7 }, facing: 6 },
        runner: { hex: { x: 5, y: 8 }, facing: 0 },
        idle: { hex: { x: 10, y: 13 }, facing: 0 },
      },
    );
    initiative(t, ['pinner', 'runner', 'second', 'idle']);
    t.order('A', { type: 'Pin', unitId: 'pinner', targetId: 'runner' });
    runnerPasses(t);
    t.order('A', { type: 'Pin', unitId: 'second', targetId: 'runner' });
    expect(t.unit('runner').round.pinModifiers).toEqual([-2, -1]);
    t.order('B', { type: 'Move', unitId: 'runner', path: column(5, 8, 10), facing: 6 });
    t.roll(5);
    expect(t.log.find((e) => e.type === 'BreakawayRolled')).toMatchObject({ die: 5, modifier: -3, success: false });
  });

  it('§5.3: a Pin needs base contact with the target when the round started (NOT_ALLOWED), changing nothing', () => {
    const t = deployed(fieldSetup({ A: [['pinner', 'pinner']], B: [['runner', 'runner']], units: [pinner, runner] }), {
      pinner: { hex: { x: 5, y: 5 }, facing: 6 },
      runner: { hex: { x: 5, y: 9 }, facing: 0 },
    });
    initiative(t, ['pinner', 'runner']);
    expect(t.pending).toMatchObject({ orders: ['Charge', 'Pass', 'CancelEquipment'] });
    const before = t.state;
    expect(
      t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Pin', unitId: 'pinner', targetId: 'runner' } } }),
    ).toMatchObject({ code: 'NOT_ALLOWED', rule: 'solaris7 §5.3' });
    expect(t.state).toBe(before);
  });

  it('D11 §3.2: a unit with Evade fails its breakaway only on a 1: a 2 breaks away', () => {
    const t = inContact(['runner', 'pinner'], { runnerCards: ['sample-gear-evade'] });
    runnerPasses(t);
    t.order('A', { type: 'Pass', unitId: 'pinner' });
    breakaway(t);
    t.roll(2);
    expect(t.log.find((e) => e.type === 'BreakawayRolled')).toMatchObject({ die: 2, threshold: 2, success: true });
    expect(t.unit('runner').hex).toEqual({ x: 5, y: 10 });
  });

  it('D11 [Equip: GRAPPLE]: against a grappler in contact with it alone, a 4 fails even with Evade (5–6 needed)', () => {
    const grappler = testUnit({ id: 'grappler', primary: [3, ['energy'], { id: 'grapple' }] });
    const t = inContact(['runner', 'pinner'], { runnerCards: ['sample-gear-evade'], pinner: grappler });
    runnerPasses(t);
    t.order('A', { type: 'Pass', unitId: 'pinner' });
    breakaway(t);
    t.roll(4);
    expect(t.log.find((e) => e.type === 'BreakawayRolled')).toMatchObject({ die: 4, threshold: 5, success: false });
    expect(t.unit('runner').hex).toEqual({ x: 5, y: 8 });
  });
});
