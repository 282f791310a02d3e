/**
 * Test support (used by the *.spec.ts files beside it): drives a match through the kernel
 * (startMatch / decide / apply) with the §8.0 placeholder roster. Not used by the ruleset.
 */
import {
  RulesetRegistry,
  apply,
  decide,
  deepFreeze,
  isViolation,
  startMatch,
  type GameEvent,
  type MatchState,
  type RuleViolation,
} from '@app/rules';
import type { ConformanceGame } from '@app/rules/testing';
import { actorOf, sameOption } from './legal';
import type { RulesOverrides } from './options';
import { candidates } from './random-play';
import { vigilantPeace } from './ruleset';
import { sampleMatchCreated, sampleSetup } from './samples';
import type { Order, SetupDocument, Side, UnitData } from './schema';
import { fullLog, type LogEntry, type UnitState, type VPState } from './state';

export const registry = new RulesetRegistry([vigilantPeace]);

/** §8.0 "B-V Crawler" (only T-24). */
export const crawler: UnitData = {
  id: 'B-V',
  side: 'B',
  kind: 'vehicle',
  name: 'Crawler',
  armour: 7,
  durability: 3,
  manoeuvre: 3,
  weapons: [{ slot: 1, mode: 'real' }],
};

export { deepFreeze };

export function orderEvent(side: Side, order: Order | Record<string, unknown>): GameEvent {
  return { type: 'OrderIssued', data: { side, order: order as { type: string } & Record<string, unknown> } };
}

export function rollEvent(side: string | null, value: number, purpose = ''): GameEvent {
  return { type: 'DiceRolled', data: { side, purpose, dice: [{ sides: 6, value }], source: 'reported' } };
}

/** Codes the kernel itself reports before the ruleset is asked. */
const KERNEL_CODES = ['MALFORMED_ORDER', 'MATCH_ENDED', 'TIME_EXPIRED', 'NOT_YOUR_SIDE', 'UNKNOWN_SIDE'];

export class Table {
  match: MatchState;
  events: GameEvent[] = [];
  private mark = 0;

  constructor(setup: SetupDocument) {
    const m = startMatch(registry, { ...sampleMatchCreated(), setup });
    if (isViolation(m)) throw new Error(m.toString());
    this.match = m;
  }

  get s(): VPState {
    return this.match.game as VPState;
  }

  unit(id: string): UnitState {
    return this.s.units.find((u) => u.id === id)!;
  }

  push(e: GameEvent): void {
    const side = 'side' in e.data && typeof e.data.side === 'string' ? e.data.side : null;
    const d = decide(this.match, e, side ? { kind: 'player', side } : { kind: 'server' });
    if (isViolation(d)) throw new Error(`rejected: ${d.toString()} [${d.code}]`);
    for (const ev of d) {
      this.match = apply(this.match, ev);
      this.events.push(ev);
    }
  }

  order(side: Side, order: Order | Record<string, unknown>): this {
    this.push(orderEvent(side, order));
    return this;
  }

  /** Rolls the pending dice, one event per value, as the pending side. */
  roll(...values: number[]): this {
    for (const v of values) {
      const p = vigilantPeace.pending(this.s);
      if (p.kind !== 'roll') throw new Error(`no roll pending for ${v}: ${p.prompt}`);
      this.push(rollEvent(p.side, v, p.purpose));
    }
    return this;
  }

  /** Asserts the input is refused with this code (and rule), through the kernel AND directly, changing nothing. */
  reject(e: GameEvent, code: string, rule?: string | RegExp): RuleViolation {
    const before: unknown = JSON.parse(JSON.stringify(this.s));
    deepFreeze(this.match.game);
    const side = 'side' in e.data && typeof e.data.side === 'string' ? e.data.side : 'A';
    const v = decide(this.match, e, { kind: 'player', side });
    if (!isViolation(v)) throw new Error(`expected ${code}, but the event was accepted`);
    expect(v.code).toBe(code);
    if (rule instanceof RegExp) expect(v.rule).toMatch(rule);
    else if (rule) expect(v.rule).toBe(rule);
    // The ruleset on its own (without the kernel's pre-checks) refuses it too, unless the kernel owns the check.
    if ((e.type === 'OrderIssued' || e.type === 'DiceRolled') && !KERNEL_CODES.includes(code)) {
      const direct = vigilantPeace.decide(this.s, e, { kind: 'player', side });
      expect(isViolation(direct) && direct.code).toBe(code);
    }
    expect(JSON.parse(JSON.stringify(this.s))).toEqual(before);
    return v;
  }

  rejectOrder(side: Side, order: Order | Record<string, unknown>, code: string, rule?: string | RegExp): RuleViolation {
    return this.reject(orderEvent(side, order), code, rule);
  }

  /** Replaces the game state (test set-up only: "given B-1 wounded", …). */
  patch(f: (s: VPState) => void): this {
    const s = JSON.parse(JSON.stringify(this.s)) as VPState;
    f(s);
    this.match = { ...this.match, game: s };
    return this;
  }

  setUnit(id: string, p: Partial<UnitState>): this {
    return this.patch((s) =>
      Object.assign(
        s.units.find((u) => u.id === id)!,
        p,
      ),
    );
  }

  /** Log entries since the previous call to `since()` (or since the start). */
  since(): LogEntry[] {
    const all = fullLog(this.s);
    const out = all.slice(this.mark);
    this.mark = all.length;
    return out;
  }

  logOf(type: string): LogEntry[] {
    return fullLog(this.s).filter((l) => l.type === type);
  }

  lastOf(type: string): LogEntry {
    const l = this.logOf(type);
    return l[l.length - 1];
  }
}

export function setupWith(
  opts: { rules?: RulesOverrides; extraUnits?: UnitData[]; units?: UnitData[]; fortifications?: number } = {},
): SetupDocument {
  return {
    ...sampleSetup,
    rules: opts.rules ?? {},
    units: opts.units ?? [...sampleSetup.units, ...(opts.extraUnits ?? [])],
    ...(opts.fortifications !== undefined ? { fortifications: opts.fortifications } : {}),
  };
}

/** A table at the start of `side`'s first turn (the die-off decided for that side). */
export function tableAt(side: Side, opts: Parameters<typeof setupWith>[0] = {}): Table {
  const t = new Table(setupWith(opts));
  t.roll(...(side === 'B' ? [2, 5] : [5, 2]));
  t.since();
  return t;
}

export const shoot = (
  unitId: string,
  targetId: string,
  d: number,
  extra: Partial<{ weapon: 1 | 2; aimed: boolean; cover: boolean; nearest: number; los: boolean }> = {},
) => ({
  type: 'Shoot' as const,
  unitId,
  weapon: extra.weapon ?? 1,
  targetId,
  distanceSteps: d,
  lineOfSight: extra.los ?? true,
  targetCover: extra.cover ?? false,
  nearestEnemySteps: extra.nearest ?? d,
  ...(extra.aimed !== undefined ? { aimed: extra.aimed } : {}),
});

export const grenade = (
  unitId: string,
  targetId: string,
  d: number,
  splash: string[] = [],
  extra: Partial<{ nearest: number; cover: boolean; los: boolean; aimed: boolean }> = {},
) => ({
  type: 'ThrowGrenade' as const,
  unitId,
  targetId,
  distanceSteps: d,
  lineOfSight: extra.los ?? true,
  targetCover: extra.cover ?? false,
  nearestEnemySteps: extra.nearest ?? d,
  splash: splash.map((unitId) => ({ unitId })),
  ...(extra.aimed !== undefined ? { aimed: extra.aimed } : {}),
});

export const move = (unitId: string, steps: number, extra: Record<string, unknown> = {}) => ({
  type: 'Manoeuvre' as const,
  unitId,
  steps,
  ...extra,
});
export const fireGun = (unitId: string, extra: Record<string, unknown> = {}) => ({
  type: 'FireReal' as const,
  unitId,
  weapon: 'gun' as const,
  gunId: 'B-M',
  touchingGun: true,
  nearestEnemySteps: 8,
  ...extra,
});
export const melee = (unitId: string, targetId: string, d: number) => ({ type: 'Melee' as const, unitId, targetId, distanceSteps: d });
export const pr = (result: 'miss' | 'ricochet' | 'hit', extra: Record<string, unknown> = {}) => ({
  type: 'ProjectileResult' as const,
  result,
  ...extra,
});

/** Rule options a conformance match is played under, varied by seed (each default included). */
function rulesFor(seed: number): RulesOverrides {
  return {
    implicitActivationEnd: seed % 3 !== 1,
    armouredSuitDurability: seed % 2 === 0,
    shotsMustBeContiguous: seed % 4 !== 3,
    woundedMayMelee: seed % 5 !== 2,
    maxUnitsHitPerProjectile: seed % 7 === 3 ? 2 : 1,
    allowEnemyGunUse: seed % 6 === 5,
    maxShootingRange: seed % 8 === 4 ? 4 : null,
    maxRounds: 12,
  };
}

/**
 * Vigilant Peace as the kernel's conformance harness plays it (libs/rules/src/testing/conformance.ts):
 * the sample armies (and a crawler on odd seeds) under options varied by seed, server dice, the
 * random-play candidates (never drawn from `legal`), and the options compared by their choices,
 * not by the measured facts (`sameOption`).
 */
export const conformance: ConformanceGame = {
  ruleset: vigilantPeace,
  created: (seed) => ({
    ...sampleMatchCreated(`conformance-${seed}`),
    setup: setupWith({ rules: rulesFor(seed), extraUnits: seed % 2 === 1 ? [crawler] : [] }),
    dice: 'server',
  }),
  candidates: (game, side, next) => candidates(game as VPState, side, next),
  actorOf,
  sameOption,
  maxEvents: 1500,
};
