/**
 * Property test: random legal games on the game's random-play driver (random-play.ts, on the
 * kernel's): candidate orders are generated from the state (many of them illegal on purpose), the
 * rules filter them, a fast-check tape shuffles them and gives the dice their faces. Checks: decide/evolve never throw, replay of the accepted events
 * equals the live state, and the invariants of L9–L11, L20 hold after every event.
 */
import fc from 'fast-check';
import { replay, type GameEvent, type MatchEvent } from '@app/rules';
import { playRandomGame } from './random-play';
import { vigilantPeace } from './ruleset';
import { sampleMatchCreated } from './samples';
import { fullLog, type VPState } from './state';
import { crawler, registry, setupWith } from './testing';

function checkInvariants(s: VPState, before: VPState, e: GameEvent): void {
  const r = s.rules;
  for (const u of s.units) {
    expect(u.act.actionsUsed).toBeLessThanOrEqual(r.actionsPerActivation);
    expect(u.act.shootingActions).toBeLessThanOrEqual(1);
    expect(u.act.meleeActions).toBeLessThanOrEqual(1);
    expect(u.act.grenades).toBeLessThanOrEqual(1);
    expect(u.act.rams).toBeLessThanOrEqual(r.ramsPerActivation);
    expect(u.act.manoeuvres + u.act.shootingActions + u.act.meleeActions).toBe(u.act.actionsUsed);
    if (u.kind === 'gun') expect(u.gunShotsThisTurn).toBeLessThanOrEqual(r.gunShotsPerTurn);
    if (u.status === 'destroyed') expect(s.activeUnitId).not.toBe(u.id);
  }
  expect(s.grenadesThisTurn).toBeLessThanOrEqual(r.grenadesPerSidePerTurn);
  // Destroyed units never act: an accepted order never names a unit that was already destroyed.
  if (e.type === 'OrderIssued' && typeof e.data.order.unitId === 'string') {
    const u = before.units.find((x) => x.id === e.data.order.unitId);
    expect(u?.status).not.toBe('destroyed');
  }
  expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain JSON
}

const optionsArb = fc.record({
  shotsMustBeContiguous: fc.boolean(),
  implicitActivationEnd: fc.boolean(),
  armouredSuitDurability: fc.boolean(),
  destroyWhen: fc.constantFrom('exceeds' as const, 'reaches' as const),
  woundOnWounded: fc.constantFrom('noEffect' as const, 'kill' as const),
  healingScope: fc.constantFrom('all' as const, 'activePlayer' as const, 'opponentOfActive' as const),
  maxRounds: fc.constantFrom(null, 6),
});

/** The driver's rolls as the table reports them (the kernel numbers server rolls; these have no number). */
const reported = (e: GameEvent): GameEvent => (e.type === 'DiceRolled' ? { ...e, data: { ...e.data, source: 'reported' } } : e);

describe('vigilant-peace property: random legal games', () => {
  it('decide/evolve never throw, replay equals the live state, invariants hold', () => {
    let finished = 0;
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat({ max: 1_000_000 }), { minLength: 50, maxLength: 300 }), (rules, tape) => {
        const setup = setupWith({ rules, extraUnits: [crawler] });
        let i = 0;
        const next = () => tape[i++ % tape.length] ?? 0;
        const played = playRandomGame(setup, next, (before, after, e) => checkInvariants(after, before, e), 400);
        const stream: MatchEvent[] = [{ type: 'MatchCreated', data: { ...sampleMatchCreated(), setup } }, ...played.events.map(reported)];
        const replayed = replay(registry, stream, { validate: true });
        expect(replayed.game).toEqual(played.state);
        if (vigilantPeace.outcome(played.state).finished) finished += 1;
        if (process.env.VP_DIAG) {
          const counts: Record<string, number> = {};
          for (const l of fullLog(played.state)) counts[l.type] = (counts[l.type] ?? 0) + 1;
          console.log(played.events.length, JSON.stringify(vigilantPeace.outcome(played.state).reason), JSON.stringify(counts));
        }
      }),
      { numRuns: 8, seed: 20240601 },
    );
    expect(finished).toBeGreaterThan(0);
  });
});
