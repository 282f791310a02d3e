/**
 * Property test: random legal games. Candidate orders are generated from the state (many of
 * them illegal on purpose), decide() filters them, a fast-check choice tape picks one; dice get
 * random faces from the tape. Checks: decide/evolve never throw, replay of the accepted events
 * equals the live state, and the invariants of L9–L11, L20 hold after every event.
 */
import fc from 'fast-check';
import { apply, decide, isViolation, replay, startMatch, type GameEvent, type MatchEvent, type MatchState } from '@app/rules';
import type { RulesOverrides } from './config';
import { vigilantPeace } from './ruleset';
import { sampleMatchCreated } from './samples';
import type { Side } from './schema';
import { fullLog, type VPState } from './state';
import { crawler, orderEvent, registry, rollEvent, setupWith } from './testing';

type Cand = { side: Side; order: Record<string, unknown> & { type: string } };

function candidates(s: VPState): Cand[] {
  const p = vigilantPeace.pending(s);
  const out: Cand[] = [];
  if (p.kind !== 'order') return out;
  const side = p.sides[0] as Side;
  const alive = s.units.filter((u) => u.status !== 'destroyed');
  if (p.orders.includes('ProjectileResult')) {
    out.push(
      { side, order: { type: 'ProjectileResult', result: 'miss' } },
      { side, order: { type: 'ProjectileResult', result: 'ricochet' } },
    );
    for (const u of alive) {
      for (const reaction of ['fell', 'leaned', 'stood'])
        out.push({ side, order: { type: 'ProjectileResult', result: 'hit', hitUnitId: u.id, reaction } });
      out.push({ side, order: { type: 'ProjectileResult', result: 'hit', hitUnitId: u.id, toppled: true } });
      out.push({ side, order: { type: 'ProjectileResult', result: 'hit', hitUnitId: u.id } });
    }
    return out;
  }
  const mine = alive.filter((u) => u.side === side && u.kind !== 'gun');
  const enemies = alive.filter((u) => u.side !== side);
  for (const u of mine) {
    const m = u.manoeuvre ?? 0;
    for (const steps of [0, 1, m, m + 0.5])
      out.push({ side, order: { type: 'Manoeuvre', unitId: u.id, steps, climbsObstacle: steps === 1 } });
    out.push({ side, order: { type: 'Manoeuvre', unitId: u.id, steps: 1, carryGunId: 'B-M', touchingGun: true } });
    for (const e of enemies) {
      for (const [d, aimed] of [
        [5, false],
        [2, true],
        [1.5, false],
        [0.5, false],
      ] as const) {
        for (const weapon of [1, 2]) {
          out.push({
            side,
            order: {
              type: 'Shoot',
              unitId: u.id,
              weapon,
              targetId: e.id,
              distanceSteps: d,
              lineOfSight: true,
              targetCover: d === 5,
              nearestEnemySteps: d,
              aimed,
            },
          });
        }
      }
      const others = alive
        .filter((x) => x.id !== e.id && x.id !== u.id)
        .slice(0, 2)
        .map((x) => ({ unitId: x.id }));
      out.push({
        side,
        order: {
          type: 'ThrowGrenade',
          unitId: u.id,
          targetId: e.id,
          distanceSteps: 3,
          lineOfSight: true,
          targetCover: false,
          nearestEnemySteps: 3,
          splash: others,
        },
      });
      out.push({
        side,
        order: {
          type: 'ThrowGrenade',
          unitId: u.id,
          targetId: e.id,
          distanceSteps: 2,
          lineOfSight: true,
          targetCover: true,
          nearestEnemySteps: 2,
          splash: [{ unitId: u.id }],
        },
      });
      out.push({ side, order: { type: 'Melee', unitId: u.id, targetId: e.id, distanceSteps: 1 } });
      out.push({ side, order: { type: 'Manoeuvre', unitId: u.id, steps: 1, ram: { targetId: e.id } } });
    }
    for (const weapon of [1, 2]) out.push({ side, order: { type: 'FireReal', unitId: u.id, weapon, intendedTargetId: enemies[0]?.id } });
    for (const preferMine of [false, true]) {
      out.push({
        side,
        order: { type: 'FireReal', unitId: u.id, weapon: 'gun', gunId: 'B-M', touchingGun: true, nearestEnemySteps: 4, preferMine },
      });
    }
    out.push({ side, order: { type: 'ActivateUnit', unitId: u.id } });
  }
  out.push({ side, order: { type: 'EndActivation' } });
  return out;
}

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

function playRandom(rules: RulesOverrides, tape: number[]): { match: MatchState; events: GameEvent[] } {
  const created = { ...sampleMatchCreated(), setup: setupWith({ rules, extraUnits: [crawler] }) };
  const start = startMatch(registry, created);
  if (isViolation(start)) throw new Error(start.toString());
  let match = start;
  const events: GameEvent[] = [];
  let i = 0;
  const next = () => tape[i++ % tape.length] ?? 0;
  for (let n = 0; n < 400; n++) {
    const s = match.game as VPState;
    const p = vigilantPeace.pending(s);
    if (p.kind === 'none') break;
    let chosen: GameEvent | null = null;
    if (p.kind === 'roll') {
      chosen = rollEvent(p.side, (next() % 6) + 1, p.purpose);
    } else {
      const c = candidates(s);
      // End the turn now and then (1 in 12), otherwise try candidates from a tape-chosen offset.
      if (next() % 12 !== 0 || p.orders.includes('ProjectileResult')) {
        const off = next();
        for (let k = 0; k < c.length && !chosen; k++) {
          const cand = c[(off + k * 7919) % c.length];
          const ev = orderEvent(cand.side, cand.order);
          const d = decide(match, ev, { kind: 'player', side: cand.side });
          if (!isViolation(d)) chosen = ev;
        }
      }
      if (!chosen) chosen = orderEvent(p.sides[0] as Side, { type: 'EndTurn' });
    }
    const actor = { kind: 'player' as const, side: ('side' in chosen.data && (chosen.data.side as string)) || 'A' };
    const d = decide(match, chosen, actor);
    if (isViolation(d)) throw new Error(`chosen event refused: ${d.toString()} [${d.code}]`);
    for (const ev of d) {
      const before = match.game as VPState;
      match = apply(match, ev);
      events.push(ev);
      checkInvariants(match.game as VPState, before, ev);
    }
  }
  return { match, events };
}

describe('vigilant-peace property: random legal games', () => {
  it('decide/evolve never throw, replay equals the live state, invariants hold', () => {
    let finished = 0;
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat({ max: 1_000_000 }), { minLength: 50, maxLength: 300 }), (rules, tape) => {
        const { match, events } = playRandom(rules, tape);
        const stream: MatchEvent[] = [
          { type: 'MatchCreated', data: { ...sampleMatchCreated(), setup: setupWith({ rules, extraUnits: [crawler] }) } },
          ...events,
        ];
        const replayed = replay(registry, stream, { validate: true });
        expect(replayed.game).toEqual(match.game);
        if (vigilantPeace.outcome(match.game as VPState).finished) finished += 1;
        if (process.env.VP_DIAG) {
          const counts: Record<string, number> = {};
          for (const l of fullLog(match.game as VPState)) counts[l.type] = (counts[l.type] ?? 0) + 1;
          console.log(events.length, JSON.stringify(vigilantPeace.outcome(match.game as VPState).reason), JSON.stringify(counts));
        }
      }),
      { numRuns: 30, seed: 20240601 },
    );
    expect(finished).toBeGreaterThan(0);
  });
});
