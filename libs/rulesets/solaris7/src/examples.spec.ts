/**
 * The digest's worked examples (§13, E#) and derived checks (D#) played at match level: each
 * runs a real match on the test field through orders and dice, and checks the state the
 * rulebook describes.
 */
import { column, deployed, fieldSetup, HEAT_SHUTDOWN, HEAT_START, initiative, plainHeat, testUnit, type Table } from './testing';
import type { HeatPosition, ObjectiveToken } from './model';

const gunner = testUnit({ id: 'gunner', primary: [3, ['ballistic']], attack: [9] });
const target = testUnit({ id: 'target', defense: [17] });

/** The combat phase of round 1 with every earlier decision passed: `first` acts first. */
function toCombat(t: Table, order: string[]): Table {
  initiative(t, order);
  while (t.state.phase !== 'combat') {
    const p = t.pending;
    if (p.kind !== 'order') throw new Error(p.prompt);
    const u = t.state.turnOrder[t.state.turn];
    t.order(p.sides[0] as 'A' | 'B', { type: 'Pass', unitId: u });
  }
  return t;
}

describe('Solaris VII worked examples at match level (§13)', () => {
  it('E3 §2.16: run and Evade put 2 on the heat die; the End phase clicks the dial +2 before rolling, and only position 2 rolls', () => {
    // Position 1 shows Coolant Failure Avoidance (passed over, never rolled, A28); position 2 Shutdown Avoidance.
    const heatDial: HeatPosition[] = [HEAT_START, { ...plainHeat, primary: { effect: 'coolantFailureAvoidance' } }, { ...plainHeat, speed: { effect: 'shutdownAvoidance' } }, plainHeat, HEAT_SHUTDOWN];
    const malice = testUnit({ id: 'malice', primary: [3, ['energy']], heatDial });
    const t = deployed(fieldSetup({ A: [['malice', 'malice']], B: [['gunner', 'gunner']], units: [malice, gunner] }), {
      malice: { hex: { x: 5, y: 3 }, facing: 6 },
      gunner: { hex: { x: 5, y: 12 }, facing: 0 },
    });
    initiative(t, ['malice', 'gunner']);
    t.order('A', { type: 'Pass', unitId: 'malice' });
    t.order('A', { type: 'Move', unitId: 'malice', path: column(5, 3, 7), facing: 6, run: true });
    expect(t.unit('malice').heatDie).toBe(1);
    t.order('B', { type: 'Pass', unitId: 'gunner' });
    t.order('A', { type: 'Pass', unitId: 'malice' });
    t.order('B', { type: 'Ranged', unitId: 'gunner', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'malice' }] } });
    t.order('A', { type: 'Evade', unitId: 'malice' });
    expect(t.unit('malice').heatDie).toBe(2);
    t.roll(2, 3, 1); // a miss
    // End phase: the dial shows position 2 at once, the die is cleared, one roll for Shutdown Avoidance only.
    expect(t.state.phase).toBe('end');
    expect(t.unit('malice')).toMatchObject({ heat: 2, heatDie: 0 });
    expect(t.state.queue[0]).toMatchObject({ kind: 'heatEffects', unitId: 'malice', effects: ['shutdownAvoidance'] });
    t.roll(5);
    expect(t.unit('malice').shutdown).toBe(false);
    // orders were given: no idle −1
    expect(t.state.round).toBe(2);
    expect(t.unit('malice').heat).toBe(2);
  });

  it('E8 §3.3.2: one roll against a shut-down unit and an objective token; split 2/1; the token falls at once with its RP; a new token is placed at the end of the End phase', () => {
    const hellion = testUnit({ id: 'hellion', attack: [11], secondary: [3, ['energy', 'energy']], ranges: { primary: { min: 0, max: 10 }, secondary: { min: 0, max: 10 } } });
    // Heat dial of two positions: the first heat click shuts it down (§2.17).
    const solitaire = testUnit({ id: 'solitaire', defense: [20], heatDial: [HEAT_START, HEAT_SHUTDOWN] });
    const tokens: ObjectiveToken[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ({ id: `test-token-${k}`, defense: 17, preferredSymbol: 'energy', rpPreferred: 10, rpOther: 5 }));
    const setup = fieldSetup({
      A: [['hellion', 'hellion']],
      B: [['solitaire', 'solitaire']],
      units: [hellion, solitaire],
      terrain: [{ x: 6, y: 6, terrain: 'difficult', level: 0 }],
      tokens,
      objectives: { A: ['test-token-a', 'test-token-b', 'test-token-c'], B: ['test-token-d', 'test-token-e', 'test-token-f'] },
    });
    const t = deployed(setup, { hellion: { hex: { x: 6, y: 4 }, facing: 6 }, solitaire: { hex: { x: 3, y: 10 }, facing: 0 } }, { draw: 1, hex: { x: 6, y: 8 } });
    expect(t.state.objective).toEqual({ tokenId: 'test-token-a', hex: { x: 6, y: 8 } });
    // Round 1: the Solitaire runs (1 heat) and shuts down in the End phase.
    initiative(t, ['hellion', 'solitaire']);
    t.order('A', { type: 'Pass', unitId: 'hellion' });
    t.order('A', { type: 'Pass', unitId: 'hellion' });
    t.order('B', { type: 'Move', unitId: 'solitaire', path: column(3, 10, 6), facing: 0, run: true });
    t.order('A', { type: 'Pass', unitId: 'hellion' });
    t.order('B', { type: 'Pass', unitId: 'solitaire' });
    expect(t.state.round).toBe(2);
    expect(t.unit('solitaire').shutdown).toBe(true);
    // Round 2: the Hellion fires its two-symbol secondary at both.
    initiative(t, ['hellion', 'solitaire']);
    t.order('A', { type: 'Pass', unitId: 'hellion' });
    t.order('A', { type: 'Pass', unitId: 'hellion' });
    expect(t.state.phase).toBe('combat');
    t.order('A', { type: 'Ranged', unitId: 'hellion', attack: { kind: 'ranged', weapon: 'secondary', targets: [{ targetId: 'solitaire' }, { targetId: 'test-token-a' }] } });
    // A shut-down unit cannot answer: the roll is asked at once.
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'A' });
    t.roll(3, 3, 4); // 10, no critical: 10 + 11 = 21
    const resolved = t.state.log.find((e) => e.type === 'AttackResolved') as unknown as { targets: Array<{ id: string; result: number; defense: number; hit: boolean; modifiers: Array<{ code: string }> }> };
    expect(resolved.targets).toEqual([
      expect.objectContaining({ id: 'solitaire', result: 23, defense: 20, hit: true, modifiers: [{ code: 'SHUTDOWN', value: 2 }] }),
      expect.objectContaining({ id: 'test-token-a', result: 20, defense: 17, hit: true, modifiers: [{ code: 'HINDER', value: -1 }] }),
    ]);
    expect(t.pending).toMatchObject({ kind: 'order', orders: ['AllocateDamage'], sides: ['A'] });
    t.order('A', { type: 'AllocateDamage', allocations: [{ targetId: 'solitaire', amount: 2 }, { targetId: 'test-token-a', amount: 1 }] });
    // §6.2: destroyed at once, energy is its preferred symbol: rpPreferred.
    expect(t.state.log.find((e) => e.type === 'ObjectiveDestroyed')).toMatchObject({ tokenId: 'test-token-a', by: 'A', rp: 10 });
    expect(t.state.scores.A).toMatchObject({ rp: 10, tokens: ['test-token-a'] });
    expect(t.state.objective).toBeNull();
    // No energy heat on a shut-down unit; the attacker's ranged order is 1 heat. (The Solitaire
    // has no decision, so play runs on into the End phase: the log of round 2 shows what was marked.)
    const round2 = t.state.log.slice(t.state.log.findIndex((e) => e.type === 'RoundStarted' && e.round === 2));
    expect(round2.filter((e) => e.type === 'DamageMarked' || e.type === 'HeatMarked')).toEqual([
      expect.objectContaining({ type: 'HeatMarked', unitId: 'hellion', amount: 1, cause: 'ranged' }),
      expect.objectContaining({ type: 'DamageMarked', unitId: 'solitaire', amount: 2, by: 'hellion' }),
    ]);
    // End phase, last step: side B (the other team) draws, picks a corner, rolls width then length.
    expect(t.state.phase).toBe('end');
    expect(t.unit('solitaire').click).toBe(2);
    expect(t.unit('hellion').heat).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'objectiveDraw', side: 'B', dice: [{ count: 1, sides: 5 }] });
    t.roll(2);
    t.order('B', { type: 'ChooseCorner', corner: 'NW' });
    t.roll(2, 1).roll(1, 1, 1);
    expect(t.state.objective).toEqual({ tokenId: 'test-token-c', hex: { x: 3, y: 3 } });
    expect(t.state.round).toBe(3);
    expect(t.replay()).toEqual(t.state);
  });
});
