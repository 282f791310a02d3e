import fc from 'fast-check';
import { isViolation } from '@app/rules';
import { playRandomGame, seeded } from './random-play';
import { SAMPLE_ARMIES } from './profiles';
import { warzone } from './ruleset';
import type { WarzoneState } from './state';

const setup = (env: 'none' | 'arctic' | 'desert' | 'jungle' = 'none', level = 1) => ({ armies: SAMPLE_ARMIES, environment: { type: env, level }, options: { maxTurns: 3 } });

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
  it('a seeded game ends and replays to the same state', () => {
    const played = playRandomGame(setup(), seeded(7));
    expect(played.state.result).not.toBeNull();
    let s = played.initial;
    for (const e of played.events) s = warzone.evolve(s, e);
    expect(s).toEqual(played.state);
  });

  it('property: replay equals live play; wounds, actions and engagements stay legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('none', 'arctic', 'desert', 'jungle'), fc.integer({ min: 1, max: 3 }), (seed, env, level) => {
        const played = playRandomGame(setup(env as 'none', level), seeded(seed), (_b, after, e) => {
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
