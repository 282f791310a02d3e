/**
 * The Combat phase at match level [§3.3]: Advance (§3.3.3), melee arcs (§3.3.1), the attacks
 * Entrench and Defend allow (§3.3.4–3.3.5), and the revive roll of an unconscious pilot (§2.15).
 */
import { column, deployed, fieldSetup, initiative, testUnit, type Placement, type Table } from './testing';

const wide = { primary: { min: 0, max: 20 }, secondary: { min: 0, max: 0 } };
const a = testUnit({ id: 'a', primary: [3, ['ballistic']], attack: [9], speed: [10], ranges: wide });
const b = testUnit({ id: 'b', primary: [3, ['ballistic']], attack: [9], speed: [10], ranges: wide });

type Modifiers = Array<{ code: string; value: number }>;

function lastResolved(t: Table): { attackerId: string; targets: Array<{ modifiers: Modifiers; hit: boolean }> } {
  return t.log.filter((x) => x.type === 'AttackResolved').pop() as never;
}

/** a (side A) and b (side B) placed, a acting first, every earlier decision passed up to `phase`. */
function match(at: { a: Placement; b: Placement }, phase: 'movement' | 'combat', bCards: string[] = []): Table {
  const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b', bCards]], units: [a, b] }), at);
  return t.initiative(['a', 'b']).passTo(phase);
}

const apart = { a: { hex: { x: 5, y: 2 }, facing: 6 }, b: { hex: { x: 5, y: 10 }, facing: 0 } };
const touching = (aFacing: number, bFacing: number) => ({
  a: { hex: { x: 5, y: 7 }, facing: aFacing },
  b: { hex: { x: 5, y: 8 }, facing: bFacing },
});
const fire = (unitId: string) => ({ kind: 'ranged', weapon: 'primary', targets: [{ targetId: unitId === 'a' ? 'b' : 'a' }] });

describe('Solaris VII Advance (§3.3.3)', () => {
  it('§3.3.3: half speed (⌈10/2⌉ = 5: two hexes) then a ranged attack at −1; 2 heat', () => {
    const t = match(apart, 'combat');
    t.order('A', { type: 'Advance', unitId: 'a', path: column(5, 2, 4), facing: 6, attack: fire('a') });
    expect(t.unit('a').hex).toEqual({ x: 5, y: 4 });
    expect(t.unit('a').heatDie).toBe(2);
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3);
    expect(lastResolved(t).targets[0].modifiers).toEqual([{ code: 'ADVANCE', value: -1 }]);
  });

  it('§3.3.3: a ranged Advance beyond half speed is refused (TOO_FAR), changing nothing', () => {
    const t = match(apart, 'combat');
    const before = t.state;
    const r = t.refused({
      type: 'OrderIssued',
      data: { side: 'A', order: { type: 'Advance', unitId: 'a', path: column(5, 2, 5), facing: 6, attack: fire('a') } },
    });
    expect(r).toMatchObject({ code: 'TOO_FAR', rule: 'solaris7 §3.3.3' });
    expect(t.state).toBe(before);
  });

  it('§3.3.3: full speed (five hexes) then melee at −1', () => {
    const t = match({ a: { hex: { x: 5, y: 2 }, facing: 6 }, b: { hex: { x: 5, y: 8 }, facing: 0 } }, 'combat');
    t.order('A', { type: 'Advance', unitId: 'a', path: column(5, 2, 7), facing: 6, attack: { kind: 'melee', targetId: 'b' } });
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3);
    expect(lastResolved(t)).toMatchObject({ attackerId: 'a', targets: [{ modifiers: [{ code: 'ADVANCE', value: -1 }] }] });
    expect(t.unit('a').heatDie).toBe(2);
  });

  it('§3.3.3: a unit that starts in base contact with an enemy cannot Advance (IN_ENEMY_CONTACT)', () => {
    const t = match(touching(6, 0), 'combat');
    const r = t.refused({
      type: 'OrderIssued',
      data: { side: 'A', order: { type: 'Advance', unitId: 'a', path: [], facing: 6, attack: { kind: 'melee', targetId: 'b' } } },
    });
    expect(r).toMatchObject({ code: 'IN_ENEMY_CONTACT', rule: 'solaris7 §3.3.3' });
  });
});

describe('Solaris VII melee (§3.3.1)', () => {
  it('§3.3.1: +2 when the shared hexside is in the target’s rear arc', () => {
    const t = match(touching(6, 6), 'combat');
    t.order('A', { type: 'Melee', unitId: 'a', attack: { kind: 'melee', targetId: 'b' } });
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3);
    expect(lastResolved(t).targets[0].modifiers).toEqual([{ code: 'REAR', value: 2 }]);
  });

  it('§3.3.1: no modifier face to face; refused (BAD_TARGET) when the shared hexside is not in the attacker’s front arc', () => {
    const front = match(touching(6, 0), 'combat');
    front.order('A', { type: 'Melee', unitId: 'a', attack: { kind: 'melee', targetId: 'b' } });
    front.order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3);
    expect(lastResolved(front).targets[0].modifiers).toEqual([]);
    const away = match(touching(0, 0), 'combat');
    const r = away.refused({
      type: 'OrderIssued',
      data: { side: 'A', order: { type: 'Melee', unitId: 'a', attack: { kind: 'melee', targetId: 'b' } } },
    });
    expect(r).toMatchObject({ code: 'BAD_TARGET', rule: 'solaris7 §3.3.1' });
  });
});

describe('Solaris VII Entrench and Defend (§3.3.4–3.3.5)', () => {
  it('§3.3.4: Entrench on its own turn, then its one attack at +2; attackers against it +1; 1 heat only (A6)', () => {
    const t = match(apart, 'combat');
    t.order('A', { type: 'Entrench', unitId: 'a' });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Melee', 'Ranged', 'Pass', 'CancelEquipment'] });
    t.order('A', { type: 'Ranged', unitId: 'a', attack: fire('a') });
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(3, 3, 3);
    expect(lastResolved(t).targets[0].modifiers).toEqual([{ code: 'A_ENTRENCH', value: 2 }]);
    t.order('B', { type: 'Ranged', unitId: 'b', attack: fire('b') });
    // Under Entrench it already answered: no reaction is asked.
    t.roll(3, 3, 3);
    expect(lastResolved(t)).toMatchObject({ attackerId: 'b', targets: [{ modifiers: [{ code: 'T_ENTRENCH', value: 1 }] }] });
    expect(t.log.filter((e) => e.type === 'HeatMarked' && e.unitId === 'a')).toEqual([
      expect.objectContaining({ amount: 1, cause: 'entrench' }),
    ]);
  });

  it('§3.3.5: Defend answers an attack (−1 to it), allows one attack at −1 on its own turn, and costs 1 initiative next round', () => {
    const t = match(apart, 'combat');
    t.order('A', { type: 'Pass', unitId: 'a' });
    t.order('B', { type: 'Ranged', unitId: 'b', attack: fire('b') });
    t.order('A', { type: 'Defend', unitId: 'a' });
    t.roll(3, 3, 3);
    expect(lastResolved(t)).toMatchObject({ attackerId: 'b', targets: [{ modifiers: [{ code: 'T_DEFEND', value: -1 }] }] });
    expect(t.state.round).toBe(2);
    // Next round: a's 2d6 of 5 counts 4.
    t.roll(1, 4);
    expect(t.log.filter((e) => e.type === 'InitiativeRolled').pop()).toMatchObject({ unitId: 'a', dice: [1, 4], result: 4 });
  });

  it('§3.3.5: the one attack of a defending unit is made on its own turn, at −1', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), apart);
    initiative(t, ['b', 'a']);
    t.order('B', { type: 'Pass', unitId: 'b' }).order('B', { type: 'Pass', unitId: 'b' }).order('A', { type: 'Pass', unitId: 'a' });
    t.order('B', { type: 'Ranged', unitId: 'b', attack: fire('b') });
    t.order('A', { type: 'Defend', unitId: 'a' });
    t.roll(1, 2, 1);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Melee', 'Ranged', 'Pass', 'CancelEquipment'] });
    t.order('A', { type: 'Ranged', unitId: 'a', attack: fire('a') }).roll(3, 3, 3);
    expect(lastResolved(t)).toMatchObject({ attackerId: 'a', targets: [{ modifiers: [{ code: 'A_DEFEND', value: -1 }] }] });
    // A6: the attack adds no heat of its own
    expect(t.log.filter((e) => e.type === 'HeatMarked' && e.unitId === 'a')).toEqual([
      expect.objectContaining({ amount: 1, cause: 'defend' }),
    ]);
  });

  it('§3.3.4: Entrench is refused after a Move order this round, as an answer and on its own turn (NOT_ALLOWED)', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), apart);
    initiative(t, ['b', 'a']);
    t.order('B', { type: 'Pass', unitId: 'b' }).order('B', { type: 'Pass', unitId: 'b' });
    t.order('A', { type: 'Move', unitId: 'a', path: column(5, 2, 3), facing: 6 });
    t.order('B', { type: 'Ranged', unitId: 'b', attack: fire('b') });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Entrench', unitId: 'a' } } })).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'solaris7 §3.3.4',
    });
    t.order('A', { type: 'Pass', unitId: 'a' }).roll(1, 2, 1);
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Entrench', unitId: 'a' } } })).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'solaris7 §3.3.4',
    });
  });

  it('§3.3.4: on its own turn, Entrench is refused once the unit was declared a target this phase (NOT_ALLOWED)', () => {
    const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b] }), apart);
    initiative(t, ['b', 'a']);
    t.order('B', { type: 'Pass', unitId: 'b' }).order('B', { type: 'Pass', unitId: 'b' }).order('A', { type: 'Pass', unitId: 'a' });
    t.order('B', { type: 'Ranged', unitId: 'b', attack: fire('b') });
    t.order('A', { type: 'Pass', unitId: 'a' }).roll(1, 2, 1);
    const before = t.state;
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Entrench', unitId: 'a' } } })).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'solaris7 §3.3.4',
    });
    expect(t.state).toBe(before);
  });
});

describe('Solaris VII unconscious pilots (§2.15, A27)', () => {
  it('§2.15: a failed revive at each phase start; a revive when targeted, after which the unit may answer (A27)', () => {
    const t = match(apart, 'combat', ['sample-pilot-veteran']);
    t.order('A', { type: 'Ranged', unitId: 'a', attack: fire('a') });
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(6, 6, 1);
    expect(t.unit('b').pilotUnconscious).toBe(true);
    // End phase start, then round 2's Initiative, Movement and Combat phase starts: 1 + 1 < 4 each time.
    for (const phase of ['end', 'initiative', 'movement', 'combat']) {
      expect(t.state.phase).toBe(phase);
      expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'revive', side: 'B' });
      t.roll(1);
      if (phase === 'initiative') {
        // A9: no initiative roll for b; it goes last.
        t.roll(3, 4).order('A', { type: 'InitiativeChoice', unitId: 'a', choice: 'keep' });
        expect(t.state.turnOrder).toEqual(['a', 'b']);
        t.order('A', { type: 'Pass', unitId: 'a' });
      }
      if (phase === 'movement') t.order('A', { type: 'Pass', unitId: 'a' });
    }
    expect(t.log.filter((e) => e.type === 'ReviveRolled' && e.revived === false)).toHaveLength(4);
    t.order('A', { type: 'Ranged', unitId: 'a', attack: fire('a') });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'revive', side: 'B' });
    t.roll(3);
    expect(t.unit('b').pilotUnconscious).toBe(false);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['Entrench', 'Defend', 'Evade', 'Pass'] });
    t.order('B', { type: 'Evade', unitId: 'b' });
    expect(t.unit('b').round.combat).toBe('evade');
  });
});
