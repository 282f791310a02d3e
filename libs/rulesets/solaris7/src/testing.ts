/**
 * A small driver for tests and samples: feeds orders and rolls to the ruleset, checking each
 * against the rules as it goes, and keeps the accepted events for replays.
 */
import { isViolation, type GameEvent, type RuleViolation } from '@app/rules';
import type { Order } from './schema';
import { pendingOf, solaris7, step } from './ruleset';
import type { SetupDocument } from './schema';
import type { Side, SolarisState } from './state';
import type { Arena, ArenaHex, Card, DialPosition, HeatPosition, Hex, UnitProfile } from './model';
import type { CardChoice } from './team-building';

/** The sample 1-vs-1 of class M at 210 points on the sample arena, without objectives. */
export const sampleDuel: SetupDocument = {
  weightClass: 'M',
  pointLimit: 210,
  teams: {
    A: [{ unitId: 'brawler', profile: 'sample-brawler', cards: ['sample-gear-evade'] }],
    B: [{ unitId: 'lancer', profile: 'sample-lancer', cards: ['sample-gear-targeting'] }],
  },
  arena: 'sample-arena',
};

export function orderEvent(side: Side, order: Order | ({ type: string } & Record<string, unknown>)): GameEvent {
  return { type: 'OrderIssued', data: { side, order: order as { type: string } & Record<string, unknown> } };
}

export function rollEvent(side: Side | null, purpose: string, values: number[], sides = 6): GameEvent {
  return { type: 'DiceRolled', data: { side, purpose, dice: values.map((value) => ({ sides, value })), source: 'reported' } };
}

export class Table {
  state: SolarisState;
  readonly events: GameEvent[] = [];
  readonly initial: SolarisState;

  constructor(setup: SetupDocument) {
    const s = solaris7.setup(setup, [
      { side: 'A', name: 'A' },
      { side: 'B', name: 'B' },
    ]);
    if (isViolation(s)) throw new Error(`setup refused: ${s.message}`);
    this.state = s;
    this.initial = s;
  }

  /** Applies an event; throws with the rule when it is refused. */
  apply(e: GameEvent): this {
    const next = step(this.state, e);
    if (isViolation(next)) throw new Error(`${next.rule}: ${next.message} [${next.code}] — pending: ${pendingOf(this.state).prompt}`);
    this.state = next;
    this.events.push(e);
    return this;
  }

  /** Tries an event: the refusal, with the state unchanged. */
  refused(e: GameEvent): RuleViolation {
    const next = step(this.state, e);
    if (!isViolation(next)) throw new Error(`expected a refusal of ${JSON.stringify(e.data)}`);
    return next;
  }

  order(side: Side, order: { type: string } & Record<string, unknown>): this {
    return this.apply(orderEvent(side, order));
  }

  /** Rolls for whatever roll is pending, by the side it is pending for. */
  roll(...values: number[]): this {
    const p = pendingOf(this.state);
    if (p.kind !== 'roll') throw new Error(`no roll pending: ${p.prompt}`);
    const sides = p.dice[0]?.sides ?? 6;
    return this.apply(rollEvent(p.side as Side | null, p.purpose, values, sides));
  }

  get pending() {
    return pendingOf(this.state);
  }

  unit(id: string) {
    const u = this.state.units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit ${id}`);
    return u;
  }

  /** Rolls the initiative so that the units act in `order`: 2d6 spaced by 2 (Command's +1 never ties); the highest keeps. */
  initiative(order: string[]): this {
    while (this.pending.kind === 'roll' && this.pending.purpose === 'initiative') {
      const id = /^(\S+):/.exec(this.pending.prompt)![1];
      const sum = 2 + 2 * order.indexOf(id);
      this.roll(Math.max(1, sum - 6), Math.min(6, sum - 1));
    }
    if (this.pending.kind === 'order' && this.pending.orders.includes('InitiativeChoice')) {
      const last = order[order.length - 1];
      this.order(this.unit(last).side, { type: 'InitiativeChoice', unitId: last, choice: 'keep' });
    }
    return this;
  }

  /** Passes every turn until the phase (of the round, default the current one) starts; rolls and tasks must not be pending. */
  passTo(phase: 'initiative' | 'movement' | 'combat', round = this.state.round): this {
    for (let guard = 0; guard < 50 && !(this.state.phase === phase && this.state.round === round); guard++) {
      const p = this.pending;
      const u = this.state.turnOrder[this.state.turn];
      if (p.kind !== 'order' || !u || !p.orders.includes('Pass')) throw new Error(`cannot pass: ${p.prompt}`);
      this.order(this.unit(u).side, { type: 'Pass', unitId: u });
    }
    return this;
  }

  /** The log entries of one type made by the events applied from `since` on (default: all). */
  logOf(type: string, since = 0): Array<Record<string, unknown>> {
    return this.state.log.filter((e) => e.type === type && e.n > since);
  }

  /** Replays every accepted event from the initial state. */
  replay(): SolarisState {
    return this.events.reduce((s, e) => solaris7.evolve(s, e), this.initial);
  }
}

// ---------------------------------------------------------------- scenarios with a test catalogue

/** A test unit's stat window: every click the same unless a click is overridden. */
export interface TestUnitSpec {
  id: string;
  /** Values of every click (defaults: ballistic primary 3, energy secondary 2, speed 10, attack 9, defense 16). */
  base?: Partial<DialPosition>;
  /** Per-click overrides, by click index. */
  clicks?: Record<number, Partial<DialPosition>>;
  /** Number of clicks before the elimination symbols (default 10). */
  length?: number;
  heatDial?: HeatPosition[];
  cooling?: number;
  start?: number;
}

const flatHeat = (n: number): HeatPosition[] => [
  { primary: { effect: 'startTemperature' }, secondary: { effect: 'startTemperature' }, speed: { effect: 'startTemperature' } },
  ...Array.from({ length: n - 2 }, () => ({ primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 } })),
  { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 }, shutdown: true },
];

/** A test profile: class M, 100 points, 360° front arc, both weapons reaching 0–20 hexsides. */
export function testUnit(spec: TestUnitSpec): UnitProfile {
  const base: DialPosition = {
    primary: { damage: 3, symbols: ['ballistic'] },
    secondary: { damage: 2, symbols: ['energy'] },
    speed: { value: 10 },
    attack: { value: 9 },
    defense: { value: 16 },
    ...spec.base,
  };
  const dial: DialPosition[] = Array.from({ length: spec.length ?? 10 }, (_, i) => ({ ...base, ...spec.clicks?.[i], ...(i === (spec.start ?? 0) ? { start: true } : {}) }));
  const melee = (w: 'primary' | 'secondary') => dial.some((p) => p[w].symbols.includes('melee'));
  return {
    id: spec.id,
    variant: `Test ${spec.id} T-1M`,
    weightClass: 'M',
    rank: 'green',
    collectorNumber: `TST-${spec.id}`,
    points: 100,
    unique: false,
    frontArcDegrees: 360,
    rearArcDegrees: 0,
    ranges: { primary: melee('primary') ? { min: 0, max: 0 } : { min: 0, max: 20 }, secondary: melee('secondary') ? { min: 0, max: 0 } : { min: 0, max: 20 } },
    cooling: spec.cooling ?? 2,
    dial: [...dial, { eliminated: true, primary: { damage: 0, symbols: [] }, secondary: { damage: 0, symbols: [] }, speed: { value: 0 }, attack: { value: 0 }, defense: { value: 0 } }],
    heatDial: spec.heatDial ?? flatHeat(8),
  };
}

export interface Placed {
  unitId: string;
  profile: UnitProfile | string;
  hex: Hex;
  facing?: number;
  cards?: CardChoice[];
}

export interface Scenario {
  A: Placed[];
  B: Placed[];
  /** Terrain of the 11 × 14 test arena (every other hex clear level ground). */
  hexes?: ArenaHex[];
  cards?: Card[];
}

/**
 * A deployed match on a test arena whose deployment zones are exactly the units' hexes; the
 * initiative makes the units act in `order` (each highest roll keeps it). Stops at the first
 * order of the Initiative phase of round 1.
 */
export function scenario(sc: Scenario, order: string[]): Table {
  const profiles = [...sc.A, ...sc.B].map((p) => p.profile).filter((p): p is UnitProfile => typeof p !== 'string');
  const arena: Arena = {
    id: 'test-arena',
    name: 'Test arena',
    width: 11,
    length: 14,
    hexes: sc.hexes ?? [],
    zones: { A: [sc.A.map((p) => p.hex), sc.B.map((p) => p.hex)] },
  };
  const entry = (p: Placed) => ({ unitId: p.unitId, profile: typeof p.profile === 'string' ? p.profile : p.profile.id, cards: p.cards ?? [] });
  const t = new Table({
    catalogue: { units: [...new Map(profiles.map((p) => [p.id, p])).values()], cards: sc.cards ?? [], arenas: [arena] },
    pointLimit: 400,
    unitsPerTeam: sc.A.length,
    teams: { A: sc.A.map(entry), B: sc.B.map(entry) },
    arena: 'test-arena',
  });
  t.roll(6, 6, 6).roll(1, 1, 1);
  t.order('A', { type: 'ChooseZone', zone: 0 }).order('B', { type: 'ChooseZone', zone: 1 });
  t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }).order('B', { type: 'DeclareDice', damageColour: 'green', heatColour: 'yellow' });
  for (const side of ['A', 'B'] as const) for (const p of sc[side]) t.order(side, { type: 'Deploy', unitId: p.unitId, hex: p.hex, facing: p.facing ?? 0 });
  return t.initiative(order);
}
