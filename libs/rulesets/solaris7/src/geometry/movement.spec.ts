import fc from 'fast-check';
import type { Arena, ArenaHex, Direction, Hex } from '../model';
import { neighbour } from './hex';
import { checkMove, combineCosts, enteringCosts, stepCost, type MoveInput } from './movement';

const arena = (hexes: ArenaHex[] = [], width = 16, length = 20): Arena => ({ id: 't', name: 't', width, length, hexes, zones: {} });

function move(a: Arena, from: Hex, path: Hex[], budget: number, opts: Partial<MoveInput> = {}) {
  return checkMove({ arena: a, from, path, budget, jumpJets: false, recon: false, units: [], ...opts });
}

/** A straight walk north from (2,10): (2,9), (2,8), … */
const north = (n: number): Hex[] => Array.from({ length: n }, (_, i) => ({ x: 2, y: 9 - i }));
const from = { x: 2, y: 10 };

describe('Solaris VII movement cost and legality (§3.2, Terrain p.10–11)', () => {
  it('every hex entered costs 2; a move may be empty (facing only)', () => {
    expect(move(arena(), from, north(4), 8)).toEqual({ ok: true, cost: 8, endsInContact: false, contactWith: [] });
    expect(move(arena(), from, [], 0)).toEqual({ ok: true, cost: 0, endsInContact: false, contactWith: [] });
    expect(move(arena(), from, north(5), 8)).toMatchObject({ ok: false, rule: '§3.2' });
  });

  it('E10: when several costs apply only the largest is paid ("3 and 4" → 4)', () => {
    expect(combineCosts([3, 4])).toBe(4);
    expect(combineCosts([2, 3, 3])).toBe(3);
    // The rule book's terrain never costs 4; its real case is difficult + elevated from level.
    expect(enteringCosts({ level: 0 }, { terrain: 'difficult', level: 1 })).toEqual([2, 3, 3]);
    expect(stepCost({ terrain: 'clear', level: 0 }, { terrain: 'difficult', level: 1 }, { jumpJets: false, recon: false })).toBe(3);
  });

  it('terrain costs: difficult 3, climbing from level 3, elevated to elevated 2, going down 2, water 2', () => {
    const none = { jumpJets: false, recon: false };
    const level = { terrain: 'clear' as const, level: 0 as const };
    const high = { terrain: 'clear' as const, level: 1 as const };
    expect(stepCost(level, { terrain: 'difficult', level: 0 }, none)).toBe(3);
    expect(stepCost(level, high, none)).toBe(3);
    expect(stepCost(level, { terrain: 'clear', level: 'steep' }, none)).toBe(3);
    expect(stepCost(high, { terrain: 'clear', level: 'steep' }, none)).toBe(2);
    expect(stepCost(high, level, none)).toBe(2);
    expect(stepCost(level, { terrain: 'water', level: 0 }, none)).toBe(2);
    expect(stepCost(high, { terrain: 'difficult', level: 1 }, none)).toBe(3);
  });

  it('E11: clear (2) → elevated difficult (3) → elevated clear (2) = 7 on speed 8; one more level hex (9) is rejected', () => {
    const a = arena([
      { x: 2, y: 8, terrain: 'difficult', level: 1 },
      { x: 2, y: 7, terrain: 'clear', level: 1 },
    ]);
    expect(move(a, from, north(3), 8)).toMatchObject({ ok: true, cost: 7 });
    const r = move(a, from, north(4), 8);
    expect(r).toMatchObject({ ok: false, rule: '§3.2' });
    expect(!r.ok && r.error).toMatch(/9 speed points, more than the 8/);
  });

  it('Recon: every hex costs exactly 2 (Equip: RECON)', () => {
    const a = arena([
      { x: 2, y: 9, terrain: 'difficult', level: 0 },
      { x: 2, y: 8, terrain: 'clear', level: 1 },
      { x: 2, y: 7, terrain: 'difficult', level: 1 },
    ]);
    expect(move(a, from, north(3), 9)).toMatchObject({ ok: true, cost: 9 });
    expect(move(a, from, north(3), 6, { recon: true })).toMatchObject({ ok: true, cost: 6 });
  });

  it('blocking terrain, occupied hexes, objective tokens, the arena edge and gaps are illegal', () => {
    const a = arena([{ x: 2, y: 8, terrain: 'blocking', level: 0 }]);
    expect(move(a, from, north(2), 10)).toMatchObject({ ok: false, rule: 'Terrain p.10' });
    expect(move(arena(), from, north(2), 10, { units: [{ hex: { x: 2, y: 9 }, enemy: false }] })).toMatchObject({
      ok: false,
      rule: '§3.2, A44',
    });
    expect(move(arena(), from, north(2), 10, { blockedHexes: [{ x: 2, y: 8 }] })).toMatchObject({ ok: false, rule: '§6.1, A36' });
    expect(move(arena(), from, north(2), 10, { blockedHexes: [{ x: 2, y: 8 }], jumpJets: true })).toMatchObject({
      ok: false,
      rule: '§6.1, A36',
    });
    expect(move(arena(), { x: 1, y: 1 }, [{ x: 1, y: 0 }], 10)).toMatchObject({ ok: false, rule: '§2.18' });
    expect(move(arena(), from, [{ x: 2, y: 8 }], 10)).toMatchObject({ ok: false, rule: '§3.2' });
    expect(
      move(
        arena(),
        from,
        [
          { x: 2, y: 9 },
          { x: 2, y: 9 },
        ],
        10,
      ),
    ).toMatchObject({ ok: false, rule: '§3.2' });
  });

  it('steep elevated terrain: only with Jump Jets, or stepping from an adjacent steep hex (Terrain p.11)', () => {
    const a = arena([
      { x: 2, y: 9, terrain: 'clear', level: 'steep' },
      { x: 2, y: 8, terrain: 'clear', level: 'steep' },
      { x: 2, y: 7, terrain: 'clear', level: 1 },
      { x: 2, y: 6, terrain: 'clear', level: 'steep' },
    ]);
    expect(move(a, from, north(1), 10)).toMatchObject({ ok: false, rule: 'Terrain p.11' });
    expect(move(a, from, north(1), 10, { jumpJets: true })).toMatchObject({ ok: true, cost: 2 });
    // From steep to steep, off onto elevated, but not back up onto steep from plain elevated.
    expect(
      move(
        a,
        { x: 2, y: 9 },
        [
          { x: 2, y: 8 },
          { x: 2, y: 7 },
        ],
        10,
      ),
    ).toMatchObject({ ok: true, cost: 4 });
    expect(
      move(
        a,
        { x: 2, y: 9 },
        [
          { x: 2, y: 8 },
          { x: 2, y: 7 },
          { x: 2, y: 6 },
        ],
        10,
      ),
    ).toMatchObject({ ok: false, rule: 'Terrain p.11' });
  });

  it('contact stop: the move ends at the first hex in base contact with an enemy (§3.2)', () => {
    const enemy = { hex: { x: 3, y: 7 }, enemy: true }; // (3,7) touches (2,7) and (2,6)
    expect(move(arena(), from, north(3), 10, { units: [enemy] })).toEqual({
      ok: true,
      cost: 6,
      endsInContact: true,
      contactWith: [enemy.hex],
    });
    const past = move(arena(), from, north(4), 10, { units: [enemy] });
    expect(past).toMatchObject({ ok: false, rule: '§3.2' });
    expect(!past.ok && past.error).toMatch(/must stop at \(2,7\)/);
    // An ally does not stop the move.
    expect(move(arena(), from, north(4), 10, { units: [{ ...enemy, enemy: false }] })).toMatchObject({ ok: true, endsInContact: false });
    // Broken away from: passing it does not stop the move (§3.2 breakaway).
    expect(move(arena(), from, north(4), 10, { units: [enemy], contactExempt: [enemy.hex] })).toMatchObject({ ok: true, cost: 8 });
    // Different levels are not base contact (A7): an enemy up on a hill does not stop it.
    const hill = arena([{ x: 3, y: 7, terrain: 'clear', level: 1 }]);
    expect(move(hill, from, north(4), 10, { units: [enemy] })).toMatchObject({ ok: true, endsInContact: false });
  });

  it('Jump Jets: 2 a hex, over units and terrain, contact only at the last hex, never ending on a unit or blocking terrain (A44, A45)', () => {
    const a = arena([
      { x: 2, y: 9, terrain: 'difficult', level: 1 },
      { x: 2, y: 7, terrain: 'blocking', level: 0 },
    ]);
    const friend = { hex: { x: 2, y: 8 }, enemy: false };
    const enemy = { hex: { x: 3, y: 8 }, enemy: true };
    const jj = { jumpJets: true, units: [friend, enemy] };
    expect(move(a, from, north(4), 8, jj)).toMatchObject({ ok: true, cost: 8, endsInContact: false });
    expect(move(a, from, north(3), 8, jj)).toMatchObject({ ok: false, rule: 'Equip: JUMP JETS' });
    expect(move(a, from, north(2), 8, jj)).toMatchObject({ ok: false, rule: '§3.2, A44' });
    const r = move(
      a,
      from,
      [
        { x: 2, y: 9 },
        { x: 3, y: 9 },
      ],
      8,
      jj,
    );
    expect(r).toEqual({ ok: true, cost: 4, endsInContact: true, contactWith: [enemy.hex] });
    // Without jets the friend's hex cannot be entered at all.
    expect(move(arena(), from, north(3), 8, { units: [friend] })).toMatchObject({ ok: false, rule: '§3.2, A44' });
  });

  it('property: on open ground a path of n adjacent steps costs 2n', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5), { maxLength: 12 }), (dirs) => {
        const path: Hex[] = [];
        let at = { x: 20, y: 20 };
        for (const d of dirs) {
          at = neighbour(at, d);
          path.push(at);
        }
        const r = move(arena([], 40, 40), { x: 20, y: 20 }, path, 100);
        expect(r).toMatchObject({ ok: true, cost: 2 * dirs.length });
      }),
    );
  });
});
