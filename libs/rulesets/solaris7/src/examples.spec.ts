/**
 * The digest's worked examples (§13, E#) and derived checks (D#) played at match level: each
 * runs a real match on the test field through orders and dice, and checks the state the
 * rulebook describes.
 */
import { column, deployed, fieldSetup, HEAT_SHUTDOWN, HEAT_START, initiative, plainHeat, testUnit, type Table } from './testing';
import type { HeatPosition, ObjectiveToken } from './model';

const gunner = testUnit({ id: 'gunner', primary: [3, ['ballistic']], attack: [9] });

/** Round 1 up to its Combat phase, every earlier decision passed; `order` is the turn order. */
function toCombat(t: Table, order: string[]): Table {
  return t.initiative(order).passTo('combat');
}

describe('Solaris VII worked examples at match level (§13)', () => {
  it('E3 §2.16: run and Evade put 2 on the heat die; the End phase clicks the dial +2 before rolling, and only position 2 rolls', () => {
    // Position 1 shows Coolant Failure Avoidance (passed over, never rolled, A28); position 2 Shutdown Avoidance.
    const heatDial: HeatPosition[] = [
      HEAT_START,
      { ...plainHeat, primary: { effect: 'coolantFailureAvoidance' } },
      { ...plainHeat, speed: { effect: 'shutdownAvoidance' } },
      plainHeat,
      HEAT_SHUTDOWN,
    ];
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
    const hellion = testUnit({
      id: 'hellion',
      attack: [11],
      secondary: [3, ['energy', 'energy']],
      ranges: { primary: { min: 0, max: 10 }, secondary: { min: 0, max: 10 } },
    });
    // Heat dial of two positions: the first heat click shuts it down (§2.17).
    const solitaire = testUnit({ id: 'solitaire', defense: [20], heatDial: [HEAT_START, HEAT_SHUTDOWN] });
    const tokens: ObjectiveToken[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ({
      id: `test-token-${k}`,
      defense: 17,
      preferredSymbol: 'energy',
      rpPreferred: 10,
      rpOther: 5,
    }));
    const setup = fieldSetup({
      A: [['hellion', 'hellion']],
      B: [['solitaire', 'solitaire']],
      units: [hellion, solitaire],
      terrain: [{ x: 6, y: 6, terrain: 'difficult', level: 0 }],
      tokens,
      objectives: { A: ['test-token-a', 'test-token-b', 'test-token-c'], B: ['test-token-d', 'test-token-e', 'test-token-f'] },
    });
    const t = deployed(
      setup,
      { hellion: { hex: { x: 6, y: 4 }, facing: 6 }, solitaire: { hex: { x: 3, y: 10 }, facing: 0 } },
      { draw: 1, hex: { x: 6, y: 8 } },
    );
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
    t.order('A', {
      type: 'Ranged',
      unitId: 'hellion',
      attack: { kind: 'ranged', weapon: 'secondary', targets: [{ targetId: 'solitaire' }, { targetId: 'test-token-a' }] },
    });
    // A shut-down unit cannot answer: the roll is asked at once.
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'A' });
    t.roll(3, 3, 4); // 10, no critical: 10 + 11 = 21
    const resolved = t.log.find((e) => e.type === 'AttackResolved') as unknown as {
      targets: Array<{ id: string; result: number; defense: number; hit: boolean; modifiers: Array<{ code: string }> }>;
    };
    expect(resolved.targets).toEqual([
      expect.objectContaining({ id: 'solitaire', result: 23, defense: 20, hit: true, modifiers: [{ code: 'SHUTDOWN', value: 2 }] }),
      expect.objectContaining({ id: 'test-token-a', result: 20, defense: 17, hit: true, modifiers: [{ code: 'HINDER', value: -1 }] }),
    ]);
    expect(t.pending).toMatchObject({ kind: 'order', orders: ['AllocateDamage'], sides: ['A'] });
    t.order('A', {
      type: 'AllocateDamage',
      allocations: [
        { targetId: 'solitaire', amount: 2 },
        { targetId: 'test-token-a', amount: 1 },
      ],
    });
    // §6.2: destroyed at once, energy is its preferred symbol: rpPreferred.
    expect(t.log.find((e) => e.type === 'ObjectiveDestroyed')).toMatchObject({ tokenId: 'test-token-a', by: 'A', rp: 10 });
    expect(t.state.scores.A).toMatchObject({ rp: 10, tokens: ['test-token-a'] });
    expect(t.state.objective).toBeNull();
    // No energy heat on a shut-down unit; the attacker's ranged order is 1 heat. (The Solitaire
    // has no decision, so play runs on into the End phase: the log of round 2 shows what was marked.)
    const round2 = t.log.slice(t.log.findIndex((e) => e.type === 'RoundStarted' && e.round === 2));
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

  it('E9 §3.3.7: in water at heat 4, an energy hit puts 1 on the heat die; Cool nets it and clicks 4 → 3; Shutdown Avoidance rolls; the End phase takes 1 for water', () => {
    // Position 3 shows Shutdown Avoidance; 2 and 4 show no roll.
    const heatDial: HeatPosition[] = [
      HEAT_START,
      plainHeat,
      plainHeat,
      { ...plainHeat, speed: { effect: 'shutdownAvoidance' } },
      plainHeat,
      HEAT_SHUTDOWN,
    ];
    const zeus = testUnit({ id: 'zeus', cooling: 2, defense: [10], clicks: 8, heatDial });
    const ember = testUnit({ id: 'ember', primary: [1, ['energy']], attack: [12] });
    const setup = fieldSetup({
      A: [['zeus', 'zeus']],
      B: [['ember', 'ember']],
      units: [zeus, ember],
      terrain: [{ x: 5, y: 7, terrain: 'water', level: 0 }],
    });
    const t = deployed(setup, { zeus: { hex: { x: 5, y: 3 }, facing: 6 }, ember: { hex: { x: 5, y: 10 }, facing: 0 } });
    const emberFires = () => {
      t.order('B', { type: 'Ranged', unitId: 'ember', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'zeus' }] } });
      t.order('A', { type: 'Pass', unitId: 'zeus' }); // no reaction
      t.roll(4, 4, 4);
    };
    // Round 1 on dry ground: run 1 + energy hit 1 + Advance 2 = 4 heat.
    initiative(t, ['ember', 'zeus']);
    t.order('B', { type: 'Pass', unitId: 'ember' });
    t.order('B', { type: 'Pass', unitId: 'ember' });
    t.order('A', { type: 'Move', unitId: 'zeus', path: column(5, 3, 6), facing: 6, run: true });
    emberFires();
    t.order('A', {
      type: 'Advance',
      unitId: 'zeus',
      path: [],
      facing: 6,
      attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'ember' }] },
    });
    // The Ember gave its combat order already: it cannot answer (§3.3).
    t.roll(2, 1, 1);
    expect(t.state.round).toBe(2);
    expect(t.unit('zeus').heat).toBe(4); // position 3 was passed over: no roll (A28)
    // Round 2: into the water, hit again, then Cool.
    initiative(t, ['ember', 'zeus']);
    t.order('B', { type: 'Pass', unitId: 'ember' });
    t.order('B', { type: 'Pass', unitId: 'ember' });
    t.order('A', { type: 'Move', unitId: 'zeus', path: [{ x: 5, y: 7 }], facing: 6 });
    emberFires();
    expect(t.unit('zeus')).toMatchObject({ heat: 4, heatDie: 1 });
    t.order('A', { type: 'Cool', unitId: 'zeus' });
    expect(t.unit('zeus')).toMatchObject({ heat: 3, heatDie: 0 });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'heatEffect', side: 'A' });
    t.roll(5);
    expect(t.unit('zeus').shutdown).toBe(false);
    // End phase: nothing to gain, an order was given (no idle loss), water −1: 3 → 2, no roll at 2.
    expect(t.state.round).toBe(3);
    expect(t.unit('zeus')).toMatchObject({ heat: 2, heatDie: 0 });
    expect(t.log.filter((e) => e.type === 'HeatLost').pop()).toMatchObject({ unitId: 'zeus', clicks: 1, cause: 'water' });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative' });
  });

  it('D1 §2.14: a pair of 1s misses whatever the total, and the attacker takes 1 pushing damage', () => {
    const t = deployed(
      fieldSetup({ A: [['gunner', 'gunner']], B: [['target', 'target']], units: [gunner, testUnit({ id: 'target', defense: [5] })] }),
      {
        gunner: { hex: { x: 5, y: 5 }, facing: 6 },
        target: { hex: { x: 5, y: 9 }, facing: 0 },
      },
    );
    toCombat(t, ['gunner', 'target']);
    t.order('A', { type: 'Ranged', unitId: 'gunner', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'target' }] } });
    t.order('B', { type: 'Pass', unitId: 'target' });
    t.roll(1, 1, 6); // 8 + 9 = 17 against defense 5: still a miss
    expect(t.log.find((e) => e.type === 'AttackResolved')).toMatchObject({
      critical: 'failure',
      targets: [{ id: 'target', hit: false }],
    });
    expect(t.unit('gunner').damageDie).toBe(1);
    expect(t.log.find((e) => e.type === 'PushingDamage')).toMatchObject({ unitId: 'gunner', amount: 1, cause: 'criticalFailure' });
    expect(t.unit('target').damageDie).toBe(0);
  });

  it('D2 §2.14, §2.15: a pair of 6s hits defense 30 and knocks the pilot out; at the next phase start 3 + pilot defense 1 = 4 revives', () => {
    const fortress = testUnit({ id: 'fortress', defense: [30] });
    const setup = fieldSetup({
      A: [['gunner', 'gunner']],
      B: [['fortress', 'fortress', ['sample-pilot-veteran']]],
      units: [gunner, fortress],
    });
    const t = deployed(setup, { gunner: { hex: { x: 5, y: 5 }, facing: 6 }, fortress: { hex: { x: 5, y: 9 }, facing: 0 } });
    toCombat(t, ['gunner', 'fortress']);
    t.order('A', { type: 'Ranged', unitId: 'gunner', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'fortress' }] } });
    t.order('B', { type: 'Pass', unitId: 'fortress' });
    t.roll(6, 6, 1); // 13 + 9 = 22 < 31, but a critical hit
    expect(t.log.find((e) => e.type === 'AttackResolved')).toMatchObject({
      critical: 'hit',
      targets: [{ id: 'fortress', hit: true }],
    });
    expect(t.log.some((e) => e.type === 'PilotKnockedOut' && e.unitId === 'fortress')).toBe(true);
    // Its own combat turn passes by itself; the End phase opens with the revive roll.
    expect(t.state.phase).toBe('end');
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'revive', side: 'B' });
    t.roll(3);
    expect(t.log.find((e) => e.type === 'ReviveRolled')).toMatchObject({ unitId: 'fortress', die: 3, modifier: 1, revived: true });
    expect(t.unit('fortress').pilotUnconscious).toBe(false);
  });

  it('D5 §5.2: a jump attack at 10 + 9 − 2 = 17 misses defense 18 (attacker 2 damage, the target may turn) and hits defense 17 (target +5, attacker +1, target cannot move)', () => {
    const jumper = testUnit({ id: 'jumper', primary: [3, ['ballistic']], attack: [9], speed: [10, { id: 'jumpJets' }] });
    const play = (defense: number) => {
      const t = deployed(
        fieldSetup({
          A: [['jumper', 'jumper']],
          B: [['target', 'target']],
          units: [jumper, testUnit({ id: 'target', defense: [defense] })],
        }),
        {
          jumper: { hex: { x: 5, y: 5 }, facing: 6 },
          target: { hex: { x: 5, y: 9 }, facing: 0 },
        },
      );
      initiative(t, ['jumper', 'target']);
      t.order('A', { type: 'JumpAttack', unitId: 'jumper', targetId: 'target', path: column(5, 5, 8), facing: 6 });
      // §5.2: the target may not turn during the attack: the roll comes first.
      expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'A' });
      t.roll(3, 3, 4);
      return t;
    };
    const miss = play(18);
    expect(miss.log.find((e) => e.type === 'AttackResolved')).toMatchObject({
      kind: 'jump',
      targets: [{ result: 17, defense: 18, hit: false }],
    });
    expect(miss.unit('jumper').damageDie).toBe(2);
    expect(miss.unit('target').damageDie).toBe(0);
    expect(miss.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['FreeSpin', 'Pass'] });
    miss.order('B', { type: 'FreeSpin', unitId: 'target', facing: 2 });
    expect(miss.unit('target').orientation).toBe(2);
    expect(miss.state.phase).toBe('movement');
    expect(miss.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['Move', 'Pass', 'CancelEquipment'] });

    const hit = play(17);
    expect(hit.unit('target').damageDie).toBe(5);
    expect(hit.unit('jumper').damageDie).toBe(1);
    expect(hit.unit('target').round.jumpedOn).toBe(true);
    // Neither moves: the jumper made a special attack, the target was jumped on; play is in the Combat phase.
    expect(hit.state.phase).toBe('combat');
    expect(hit.log.some((e) => e.type === 'FreeSpin')).toBe(false);
  });

  it('D8 [Equip: ALPHA STRIKE]: 4 clicks to the shutdown position add 4 damage; the 1d6 shows 2 and the unit shuts down', () => {
    const striker = testUnit({
      id: 'striker',
      primary: [2, ['energy'], { id: 'alphaStrike' }],
      heatDial: [HEAT_START, plainHeat, plainHeat, plainHeat, HEAT_SHUTDOWN],
    });
    const t = deployed(
      fieldSetup({
        A: [['striker', 'striker']],
        B: [['target', 'target']],
        units: [striker, testUnit({ id: 'target', defense: [10], clicks: 10 })],
      }),
      {
        striker: { hex: { x: 5, y: 5 }, facing: 6 },
        target: { hex: { x: 5, y: 9 }, facing: 0 },
      },
    );
    toCombat(t, ['striker', 'target']);
    t.order('A', { type: 'Ranged', unitId: 'striker', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'target' }] } });
    expect(t.unit('striker').heat).toBe(4);
    t.order('B', { type: 'Pass', unitId: 'target' });
    t.roll(4, 4, 4);
    expect(t.log.find((e) => e.type === 'DamageMarked')).toMatchObject({ unitId: 'target', amount: 6 });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'alphaStrike', side: 'A' });
    t.roll(2);
    expect(t.unit('striker').shutdown).toBe(true);
    expect(t.log.find((e) => e.type === 'UnitShutDown')).toMatchObject({ unitId: 'striker', cause: 'alphaStrike' });
  });
});
