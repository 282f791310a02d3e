import fc from 'fast-check';
import type { GameEvent } from '@app/rules';
import { playRandomMatch, randomSetup } from './random-play';
import { solaris7 } from './ruleset';
import { logEntries, type SolarisState } from './state';

/** Every unit's counters and dials stay within their printed range (§1.2, §1.6, §2.7). */
function checkUnits(s: SolarisState): void {
  for (const u of s.units) {
    const profile = s.data.profiles[u.profileId];
    expect(u.click).toBeGreaterThanOrEqual(0);
    expect(u.click).toBeLessThan(profile.dial.length);
    expect(u.heat).toBeGreaterThanOrEqual(0);
    expect(u.heat).toBeLessThan(profile.heatDial.length);
    expect(u.damageDie).toBeGreaterThanOrEqual(0);
    expect(u.heatDie).toBeGreaterThanOrEqual(0);
    if (u.eliminated) expect(u.hex).toBeNull();
  }
}

/** V1: an order naming a unit is accepted only for a unit still on the arena (a free spin or reaction too). */
function checkOrder(before: SolarisState, e: GameEvent): void {
  if (e.type !== 'OrderIssued') return;
  const id = (e.data.order as { unitId?: string }).unitId;
  if (id === undefined || e.data.order.type === 'Deploy') return;
  const u = before.units.find((x) => x.id === id)!;
  expect(u.eliminated).toBe(false);
}

describe('Solaris VII random play (property)', () => {
  it('random legal matches of 2 to 4 players, alone or in teams, end with a defined outcome; no illegal state; replay equals play', () => {
    const table = fc.record({
      players: fc.constantFrom(2 as const, 3 as const, 4 as const),
      teams: fc.boolean(),
      objectives: fc.boolean(),
      beforeTime: fc.integer({ min: 60, max: 500 }),
      tape: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
    });
    fc.assert(
      fc.property(table, ({ players, teams, objectives, beforeTime, tape }) => {
        let i = 0;
        const next = () => tape[i++ % tape.length] + i;
        const t = playRandomMatch(randomSetup(players, teams, objectives), next, beforeTime, (before, after, e) => {
          checkOrder(before, e);
          checkUnits(after);
        });
        const outcome = solaris7.outcome(t.state);
        expect(outcome.finished).toBe(true);
        expect(outcome.sides).toHaveLength(players);
        expect(outcome.sides.filter((x) => x.result === 'win').length).toBe(teams && players === 4 ? 2 : 1);
        expect(t.state.result?.winners).toContain(outcome.winner);
        // Reputation is only what was earned: eliminations and destroyed tokens (End p.14, §6.2).
        const earned = logEntries(t.state.log)
          .filter((e) => e.type === 'ReputationGained' || e.type === 'ObjectiveDestroyed')
          .reduce((n, e) => n + (e.rp as number), 0);
        expect(outcome.sides.reduce((n, x) => n + x.scores.reputation, 0)).toBe(earned);
        expect(t.events.reduce((s, e) => solaris7.evolve(s, e), t.initial)).toEqual(t.state);
      }),
      { numRuns: 40 },
    );
  });
});
