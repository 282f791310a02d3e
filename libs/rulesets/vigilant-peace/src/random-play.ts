/**
 * Random legal play on the kernel's driver (libs/rules/src/testing/random-play.ts), for property
 * tests, the conformance check of `legal` and benchmarks: at each step the pending roll gets
 * server dice from a number source, and the pending decision gets the first of a shuffled list of
 * candidate orders that the rules accept. The candidates are generated from the state, many of
 * them illegal on purpose (wrong distances, an aimed shot after moving, a friendly target…); they
 * never come from `legal`. The source is given (a fast-check tape, a seeded generator), so a game
 * is reproducible; nothing here draws random numbers of its own.
 */
import { isViolation, type GameEvent } from '@app/rules';
import { playRandom, randomEventOf, seeded, shuffledBy, type Played, type RandomPlayGame, type Source } from '@app/rules/testing';
import { pendingOf } from './pending';
import { step, vigilantPeace } from './ruleset';
import type { VPState } from './state';

export { seeded, type Source, type Played };

type OrderDoc = { type: string } & Record<string, unknown>;

/** At most this many candidates a decision: a shuffled draw of them, then the ends of an activation and a turn. */
const MAX_CANDIDATES = 24;

/** Candidate orders of `side` for what is pending: many are illegal, the rules pick out the legal ones. */
export function candidates(s: VPState, side: string, next: Source): OrderDoc[] {
  const p = pendingOf(s);
  if (p.kind !== 'order' || !p.sides.includes(side)) return [];
  const out: OrderDoc[] = [];
  const alive = s.units.filter((u) => u.status !== 'destroyed');
  if (p.orders.includes('ProjectileResult')) {
    out.push({ type: 'ProjectileResult', result: 'miss' }, { type: 'ProjectileResult', result: 'ricochet' });
    for (const u of alive) {
      for (const reaction of ['fell', 'leaned', 'stood']) out.push({ type: 'ProjectileResult', result: 'hit', hitUnitId: u.id, reaction });
      out.push({ type: 'ProjectileResult', result: 'hit', hitUnitId: u.id, toppled: true });
      out.push({ type: 'ProjectileResult', result: 'hit', hitUnitId: u.id });
    }
    out.push({ type: 'ProjectileResult', result: 'hit', hits: alive.slice(0, 2).map((u) => ({ unitId: u.id, reaction: 'fell' })) });
    return shuffledBy(out, next);
  }
  const mine = alive.filter((u) => u.side === side && u.kind !== 'gun');
  const enemies = alive.filter((u) => u.side !== side);
  const guns = s.units.filter((u) => u.kind === 'gun').map((u) => u.id);
  for (const u of mine) {
    const m = u.manoeuvre ?? 0;
    for (const steps of [0, 1, m, m + 0.5]) out.push({ type: 'Manoeuvre', unitId: u.id, steps, climbsObstacle: steps === 1 });
    for (const gun of guns) out.push({ type: 'Manoeuvre', unitId: u.id, steps: 1, carryGunId: gun, touchingGun: next() % 4 !== 0 });
    // Two enemies at a time keep the list short (the conformance check tries the first candidates only).
    for (const e of shuffledBy(enemies, next).slice(0, 2)) {
      for (const [d, aimed] of [
        [5, false],
        [2, true],
        [1.5, false],
        [0.5, false],
      ] as const) {
        for (const weapon of [1, 2]) {
          out.push({
            type: 'Shoot',
            unitId: u.id,
            weapon,
            targetId: e.id,
            distanceSteps: d,
            lineOfSight: next() % 8 !== 0,
            targetCover: d === 5,
            nearestEnemySteps: d,
            aimed,
          });
        }
      }
      const others = alive
        .filter((x) => x.id !== e.id && x.id !== u.id)
        .slice(0, 2)
        .map((x) => ({ unitId: x.id }));
      out.push({
        type: 'ThrowGrenade',
        unitId: u.id,
        targetId: e.id,
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
        splash: others,
      });
      out.push({
        type: 'ThrowGrenade',
        unitId: u.id,
        targetId: e.id,
        distanceSteps: 2,
        lineOfSight: true,
        targetCover: true,
        nearestEnemySteps: 2,
        splash: [{ unitId: u.id }],
      });
      out.push({ type: 'Melee', unitId: u.id, targetId: e.id, distanceSteps: next() % 5 === 0 ? 1.5 : 1 });
      out.push({ type: 'Manoeuvre', unitId: u.id, steps: 1, ram: { targetId: e.id } });
    }
    const target = enemies.length > 0 ? enemies[next() % enemies.length].id : undefined;
    for (const weapon of [1, 2]) out.push({ type: 'FireReal', unitId: u.id, weapon, intendedTargetId: target });
    for (const gun of guns) {
      for (const preferMine of [false, true]) {
        out.push({ type: 'FireReal', unitId: u.id, weapon: 'gun', gunId: gun, touchingGun: true, nearestEnemySteps: 4, preferMine });
      }
    }
    out.push({ type: 'ActivateUnit', unitId: u.id });
  }
  // A turn ends now and then early (1 in 12), otherwise after the others drawn were tried.
  const ends: OrderDoc[] = [{ type: 'EndActivation' }, { type: 'EndTurn' }];
  const rest = shuffledBy(out, next).slice(0, MAX_CANDIDATES - ends.length);
  return next() % 12 === 0 ? [...shuffledBy(ends, next), ...rest] : [...rest, ...ends];
}

/** The game as random play drives it. */
export const randomPlayGame: RandomPlayGame<VPState> = {
  step,
  pending: pendingOf,
  over: (s) => s.result !== null,
  candidates: (s, side, next) => candidates(s, side, next),
};

/** One accepted event for the pending step (a server roll or an order of the side to act). */
export function randomEvent(s: VPState, next: Source): GameEvent | null {
  return randomEventOf(randomPlayGame, s, next);
}

/** Plays a whole game with random legal decisions from `setup`; `onEvent` sees every step. */
export function playRandomGame(
  setup: unknown,
  next: Source,
  onEvent?: (before: VPState, after: VPState, e: GameEvent) => void,
  maxEvents = 5000,
): Played<VPState> {
  const initial = vigilantPeace.setup(setup, []);
  if (isViolation(initial)) throw new Error(`bad setup: ${initial.message}`);
  return playRandom(randomPlayGame, initial, next, onEvent, maxEvents);
}
