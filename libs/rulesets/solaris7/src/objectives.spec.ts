import type { ObjectiveToken } from './model';
import { deployed, fieldSetup, testUnit, type Table } from './testing';

/** Round 1 up to the Combat phase with every earlier decision passed. */
function toCombat(t: Table): Table {
  return t.initiative(['gunner', 'target']).passTo('combat');
}

describe('Solaris VII objective tokens (§6)', () => {
  it("§6.2: a token's own special equipment works as a unit's — Reflective Armor takes 2 from an energy hit, and a token hit for 0 stands", () => {
    const armoured: ObjectiveToken = {
      id: 'test-token-mirror',
      defense: 10,
      equipment: 'reflectiveArmor',
      preferredSymbol: 'energy',
      rpPreferred: 10,
      rpOther: 5,
    };
    const plain = (k: string): ObjectiveToken => ({
      id: `test-token-${k}`,
      defense: 10,
      preferredSymbol: 'ballistic',
      rpPreferred: 10,
      rpOther: 5,
    });
    const play = (symbol: 'energy' | 'ballistic') => {
      const gunner = testUnit({ id: 'gunner', primary: [2, [symbol]], attack: [9] });
      const target = testUnit({ id: 'target' });
      const setup = fieldSetup({
        A: [['gunner', 'gunner']],
        B: [['target', 'target']],
        units: [gunner, target],
        tokens: [armoured, plain('b'), plain('c'), plain('d'), plain('e'), plain('f')],
        objectives: { A: ['test-token-mirror', 'test-token-b', 'test-token-c'], B: ['test-token-d', 'test-token-e', 'test-token-f'] },
      });
      const t = deployed(
        setup,
        { gunner: { hex: { x: 6, y: 4 }, facing: 6 }, target: { hex: { x: 2, y: 12 }, facing: 0 } },
        { draw: 6, hex: { x: 6, y: 8 } },
      );
      expect(t.state.objective?.tokenId).toBe('test-token-mirror');
      toCombat(t);
      t.order('A', {
        type: 'Ranged',
        unitId: 'gunner',
        attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'test-token-mirror' }] },
      });
      t.roll(3, 4, 5); // 12 + 9 against defense 10: a hit for 2
      return t;
    };
    const energy = play('energy');
    expect(energy.state.objective?.tokenId).toBe('test-token-mirror');
    expect(energy.state.scores.A?.rp).toBe(0);
    const ballistic = play('ballistic');
    expect(ballistic.state.objective).toBeNull();
    expect(ballistic.log.find((e) => e.type === 'ObjectiveDestroyed')).toMatchObject({
      tokenId: 'test-token-mirror',
      by: 'A',
      rp: 5,
    });
  });
});
