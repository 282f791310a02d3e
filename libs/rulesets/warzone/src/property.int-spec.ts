import fc from 'fast-check';
import { isViolation } from '@app/rules';
import { playRandomGame, seeded } from './random-play';
import { SAMPLE_ARMIES } from './catalogue';
import { warzone } from './ruleset';
import type { WarzoneState } from './state';

/** A small table of terrain pieces (P10), so random play also names pieces in its orders. */
const TERRAIN = [
  { id: 'field', kind: 'area', movement: 'difficult' },
  { id: 'wood', kind: 'area', cover: 'obscured', visibility: 'light' },
  { id: 'ruins', kind: 'area', movement: 'difficult', cover: 'hard', visibility: 'hinders', coverMaxSize: 3 },
  { id: 'wall', kind: 'obstacle', cover: 'hard', visibility: 'blocking', height: 1, crossActions: 1 },
  { id: 'river', kind: 'area', movement: 'impassable', water: true },
];

/** `big`: the Razide at Size 4, so it may Barge and be interrupted (P2 L48, L56). */
function armies(big: boolean) {
  if (!big) return SAMPLE_ARMIES;
  const B = structuredClone(SAMPLE_ARMIES.B);
  for (const sq of B.squads) for (const m of sq.models) if (m.id === 'razide') m.profile.size = 4;
  return { A: SAMPLE_ARMIES.A, B };
}

/** Shoot on the move, Assault and armour-piercing AV switched on (§9.1 item 3, A6). */
const HOUSE_RULES = {
  shootOnTheMove: { maxMoveFraction: 0.5, rsModifier: -2 },
  assault: { maxMoveFraction: 1, rsModifier: -4 },
  vehicleAv: 'armourPiercing',
  undefinedAbilities: 'spendAction',
};

interface Variant {
  env: 'none' | 'arctic' | 'desert' | 'jungle';
  level: number;
  waitTest: 'none' | 'LD';
  big: boolean;
  houseRules: boolean;
  terrain: boolean;
}

const setup = ({ env = 'none', level = 1, waitTest = 'none', big = false, houseRules = false, terrain = true }: Partial<Variant> = {}) => ({
  armies: armies(big),
  environment: { type: env, level },
  terrain: terrain ? TERRAIN : [],
  options: { maxTurns: 3, waitTest, ...(houseRules ? HOUSE_RULES : {}) },
});

const variants: fc.Arbitrary<Variant> = fc.record({
  env: fc.constantFrom('none', 'arctic', 'desert', 'jungle'),
  level: fc.integer({ min: 1, max: 3 }),
  waitTest: fc.constantFrom('none', 'LD'),
  big: fc.boolean(),
  houseRules: fc.boolean(),
  terrain: fc.boolean(),
});

/** Wounds, actions and positions stay within the rules at every step. */
function checkLegal(s: WarzoneState): void {
  for (const m of Object.values(s.models)) {
    expect(m.wounds).toBeGreaterThanOrEqual(0);
    expect(m.wounds).toBeLessThanOrEqual(m.maxWounds);
    expect(m.actionsLeft).toBeGreaterThanOrEqual(0);
    expect(m.actionsLeft).toBeLessThanOrEqual(m.actions);
    if (m.removed) expect(m.engaged).toEqual([]);
    for (const e of m.engaged) {
      expect(s.models[e].engaged).toContain(m.id);
      expect(s.models[e].side).not.toBe(m.side);
    }
    if (m.climbing) expect(m.climbing.reached).toBeLessThanOrEqual(m.climbing.height);
  }
}

describe('warzone random play', () => {
  it('§9.1 item 3: with the house rules on, random play uses Shoot on the move and Assault', () => {
    const types = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6])
      playRandomGame(
        setup({ houseRules: true }),
        seeded(seed),
        (_b, _a, e) => e.type === 'OrderIssued' && types.add((e.data.order as { type: string }).type),
      );
    expect(types).toContain('shootOnTheMove');
    expect(types).toContain('assault');
  });

  it('a seeded game ends and replays to the same state', () => {
    const played = playRandomGame(setup(), seeded(7));
    expect(played.state.result).not.toBeNull();
    let s = played.initial;
    for (const e of played.events) s = warzone.evolve(s, e);
    expect(s).toEqual(played.state);
  });

  it('property: replay equals live play; wounds, actions and engagements stay legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), variants, (seed, variant) => {
        const played = playRandomGame(setup(variant), seeded(seed), (_b, after, e) => {
          checkLegal(after);
          expect(isViolation(warzone.decide(_b, e, { kind: 'server' }))).toBe(false);
        });
        let s = played.initial;
        for (const e of played.events) s = warzone.evolve(s, e);
        expect(s).toEqual(played.state);
      }),
      { numRuns: 25 },
    );
  });
});
