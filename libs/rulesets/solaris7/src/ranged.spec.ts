/**
 * Ranged fire at match level [§3.3.2]: indirect fire over blocking terrain, and the
 * friendly-fire modifier with its waiver, played with two units a side on the test field.
 */
import type { ArenaHex } from './model';
import { deployed, fieldSetup, testUnit, type Placement, type Table } from './testing';

const wide = { primary: { min: 0, max: 20 }, secondary: { min: 0, max: 0 } };
const gunner = testUnit({ id: 'gunner', primary: [3, ['ballistic']], attack: [9], ranges: wide });
const brawler = testUnit({
  id: 'brawler',
  primary: [2, ['melee']],
  secondary: [1, ['melee']],
  ranges: { primary: { min: 0, max: 0 }, secondary: { min: 0, max: 0 } },
});
const wall: ArenaHex[] = [4, 5, 6].map((x) => ({ x, y: 5, terrain: 'blocking', level: 0 }));

type Modifiers = Array<{ code: string; value: number }>;

/** Side A: the gunner a and the brawler a2; side B: b and b2. Every decision passed up to the Combat phase. */
function combat(at: Record<'a' | 'a2' | 'b' | 'b2', Placement>, terrain: ArenaHex[] = []): Table {
  const setup = fieldSetup({
    A: [
      ['a', 'gunner'],
      ['a2', 'brawler'],
    ],
    B: [
      ['b', 'brawler'],
      ['b2', 'brawler'],
    ],
    units: [gunner, brawler],
    terrain,
  });
  return deployed(setup, at).initiative(['a', 'a2', 'b', 'b2']).passTo('combat');
}

const resolved = (t: Table) =>
  t.log.filter((e) => e.type === 'AttackResolved').pop() as unknown as { targets: Array<{ modifiers: Modifiers; hit: boolean }> };
const fire = (extra: Record<string, unknown> = {}) => ({
  type: 'Ranged',
  unitId: 'a',
  attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'b' }], ...extra },
});

describe('Solaris VII ranged fire (§3.3.2)', () => {
  const far = { b2: { hex: { x: 10, y: 13 }, facing: 0 } };
  /** b at (5,8) with a2 in contact at (4,7); a shoots from the east, clear of both. */
  const beside = { a: { hex: { x: 9, y: 5 }, facing: 8 }, a2: { hex: { x: 4, y: 7 }, facing: 6 }, b: { hex: { x: 5, y: 8 }, facing: 0 } };

  it("§3.3.2 friendly fire: a target in base contact with the attacker's ally is shot at −1", () => {
    const t = combat({ ...beside, ...far });
    t.order('A', fire()).order('B', { type: 'Pass', unitId: 'b' }).roll(4, 4, 4);
    expect(resolved(t).targets[0].modifiers).toContainEqual({ code: 'FRIENDLY', value: -1 });
  });

  it('§3.3.2 friendly fire waived: no −1, and on a hit every ally in contact with the target takes 1 damage, whatever the damage value', () => {
    const t = combat({ ...beside, ...far });
    t.order('A', fire({ waiveFriendlyFire: true }))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(4, 4, 4);
    expect(resolved(t).targets[0]).toMatchObject({ hit: true });
    expect(resolved(t).targets[0].modifiers.map((m) => m.code)).not.toContain('FRIENDLY');
    expect(t.unit('b').damageDie).toBe(3);
    expect(t.unit('a2').damageDie).toBe(1);
  });

  it('§3.3.2 indirect fire: only over a blocked line, at −2, for at most 2 damage (D6)', () => {
    const at = {
      a: { hex: { x: 5, y: 2 }, facing: 6 },
      a2: { hex: { x: 1, y: 1 }, facing: 6 },
      b: { hex: { x: 5, y: 9 }, facing: 0 },
      ...far,
    };
    const open = combat(at);
    expect(open.refused({ type: 'OrderIssued', data: { side: 'A', order: fire({ indirect: true }) } })).toMatchObject({
      code: 'INDIRECT_LINE_CLEAR',
      rule: 'solaris7 §3.3.2',
    });
    const walled = combat(at, wall);
    expect(walled.refused({ type: 'OrderIssued', data: { side: 'A', order: fire() } }).code).toBe('NO_LINE_OF_SIGHT');
    walled
      .order('A', fire({ indirect: true }))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(5, 5, 4);
    expect(resolved(walled).targets[0]).toMatchObject({ hit: true, modifiers: [{ code: 'INDIRECT', value: -2 }] });
    expect(walled.unit('b').damageDie).toBe(2);
  });

  it('§3.3.2 indirect fire is refused at a target in base contact with an ally of the attacker (BAD_TARGET)', () => {
    const t = combat(
      { a: { hex: { x: 5, y: 2 }, facing: 6 }, a2: { hex: { x: 5, y: 7 }, facing: 6 }, b: { hex: { x: 5, y: 8 }, facing: 0 }, ...far },
      wall,
    );
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: fire({ indirect: true }) } })).toMatchObject({ code: 'BAD_TARGET' });
  });
});
