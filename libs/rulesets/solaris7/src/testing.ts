/**
 * A small driver for tests and samples: feeds orders and rolls to the ruleset, checking each
 * against the rules as it goes, and keeps the accepted events for replays.
 */
import { isViolation, type GameEvent, type RuleViolation } from '@app/rules';
import type {
  Arena,
  ArenaHex,
  Card,
  DialPosition,
  EquipmentMark,
  Hex,
  HeatPosition,
  ObjectiveToken,
  RangeSymbol,
  UnitProfile,
  WeightClass,
} from './model';
import type { Order } from './schema';
import { pendingOf, solaris7 } from './ruleset';
import { stepParsed } from './random-play';
import type { SetupDocument } from './schema';
import { standardSampleMatch } from './samples';
import { seatsOf } from './setup-phase';
import { logEntries, type LogEntry, type Side, type SolarisState } from './state';
import type { Task } from './tasks';
import type { CardChoice } from './team-building';

/** The sample 1-vs-1 of class M at 210 points on the sample arena, without objectives. */
export const sampleDuel: SetupDocument = { ...standardSampleMatch, preset: undefined, objectives: null };

export function orderEvent(side: Side, order: Order | ({ type: string } & Record<string, unknown>)): GameEvent {
  return { type: 'OrderIssued', data: { side, order: order } };
}

export function rollEvent(side: Side | null, purpose: string, values: number[], sides = 6): GameEvent {
  return { type: 'DiceRolled', data: { side, purpose, dice: values.map((value) => ({ sides, value })), source: 'reported' } };
}

export class Table {
  state: SolarisState;
  readonly events: GameEvent[] = [];
  readonly initial: SolarisState;

  /** Seats one player on each side the setup document fields units for. */
  constructor(setup: SetupDocument) {
    const s = solaris7.setup(setup, seatsOf(setup));
    if (isViolation(s)) throw new Error(`setup refused: ${s.message}`);
    this.state = s;
    this.initial = s;
  }

  /** Applies an event; throws with the rule when it is refused. */
  apply(e: GameEvent): this {
    const next = stepParsed(this.state, e);
    if (isViolation(next)) throw new Error(`${next.rule}: ${next.message} [${next.code}] — pending: ${pendingOf(this.state).prompt}`);
    this.state = next;
    this.events.push(e);
    return this;
  }

  /** Tries an event: the refusal, with the state unchanged. */
  refused(e: GameEvent): RuleViolation {
    const next = stepParsed(this.state, e);
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

  /** Rolls the initiative so that the units act in `order` (see `initiative`). */
  initiative(order: string[]): this {
    initiative(this, order);
    return this;
  }

  passTo(phase: 'initiative' | 'movement' | 'combat', round = this.state.round): this {
    for (let guard = 0; guard < 50 && !(this.state.phase === phase && this.state.round === round); guard++) {
      const p = this.pending;
      const u = this.state.turnOrder[this.state.turn];
      if (p.kind !== 'order' || !u || !p.orders.includes('Pass')) throw new Error(`cannot pass: ${p.prompt}`);
      this.order(this.unit(u).side, { type: 'Pass', unitId: u });
    }
    return this;
  }

  /** The whole derived log of the match so far, oldest first (as the view shows it). */
  get log(): LogEntry[] {
    return logEntries(this.state.log);
  }

  /** The log entries of one type made by the events applied from `since` on (default: all). */
  logOf(type: string, since = 0): Array<Record<string, unknown>> {
    return this.log.filter((e) => e.type === type && e.n > since);
  }

  /** Replays every accepted event from the initial state. */
  replay(): SolarisState {
    return this.events.reduce((s, e) => solaris7.evolve(s, e), this.initial);
  }
}

// ---------------------------------------------------------------- test fields and test units

/**
 * An open 11 × 14 test field: zone 0 is rows 1–7, zone 1 rows 8–14, so two units may be
 * deployed anywhere, side by side across the middle included (in base contact when the first
 * round starts). Terrain is only what a test lists.
 */
export function testField(terrain: ArenaHex[] = []): Arena {
  const rows = (from: number, to: number): Hex[] =>
    Array.from({ length: (to - from + 1) * 11 }, (_, i) => ({ x: (i % 11) + 1, y: from + Math.floor(i / 11) })).filter(
      (h) => !terrain.some((t) => t.x === h.x && t.y === h.y && t.terrain === 'blocking'),
    );
  return {
    id: 'test-field',
    name: 'Test field',
    sample: true,
    width: 11,
    length: 14,
    hexes: terrain,
    zones: { A: [rows(1, 7), rows(8, 14)] },
  };
}

export interface TestUnitSpec {
  id: string;
  weightClass?: WeightClass;
  points?: number;
  /** Damage value and symbols of the primary and secondary weapons. */
  primary?: [number, RangeSymbol[], EquipmentMark?];
  secondary?: [number, RangeSymbol[], EquipmentMark?];
  speed?: [number, EquipmentMark?];
  attack?: [number, EquipmentMark?];
  defense?: [number, EquipmentMark?];
  ranges?: UnitProfile['ranges'];
  cooling?: number;
  /** How many positions before the elimination symbols (§2.13); every one shows the same values. */
  clicks?: number;
  /** The heat dial (default: start, two plain positions, then the shutdown position). */
  heatDial?: HeatPosition[];
}

const plainHeat: HeatPosition = { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 } };
export const HEAT_START: HeatPosition = {
  primary: { effect: 'startTemperature' },
  secondary: { effect: 'startTemperature' },
  speed: { effect: 'startTemperature' },
};
export const HEAT_SHUTDOWN: HeatPosition = { ...plainHeat, shutdown: true };
export { plainHeat };

/** A test unit profile: one set of values on every click, ending in the elimination symbols. */
export function testUnit(spec: TestUnitSpec): UnitProfile {
  const wc = spec.weightClass ?? 'M';
  const value = ([v, equipment]: [number, EquipmentMark?]) => (equipment ? { value: v, equipment } : { value: v });
  const weapon = ([damage, symbols, equipment]: [number, RangeSymbol[], EquipmentMark?]) =>
    equipment ? { damage, symbols, equipment } : { damage, symbols };
  const position = (start: boolean): DialPosition => ({
    primary: weapon(spec.primary ?? [3, ['ballistic']]),
    secondary: weapon(spec.secondary ?? [2, ['melee']]),
    speed: value(spec.speed ?? [10]),
    attack: value(spec.attack ?? [9]),
    defense: value(spec.defense ?? [17]),
    ...(start ? { start: true } : {}),
  });
  const zero = { damage: 0, symbols: [] as RangeSymbol[] };
  const eliminated: DialPosition = {
    eliminated: true,
    primary: zero,
    secondary: zero,
    speed: { value: 0 },
    attack: { value: 0 },
    defense: { value: 0 },
  };
  const secondaryMelee = (spec.secondary ?? [2, ['melee']])[1].includes('melee');
  return {
    id: spec.id,
    variant: `Test ${spec.id} T-${wc}`,
    sample: true,
    weightClass: wc,
    rank: 'green',
    collectorNumber: `T-${spec.id}`,
    points: spec.points ?? 150,
    unique: false,
    frontArcDegrees: 180,
    rearArcDegrees: 90,
    ranges: spec.ranges ?? { primary: { min: 0, max: 10 }, secondary: secondaryMelee ? { min: 0, max: 0 } : { min: 0, max: 10 } },
    cooling: spec.cooling ?? 2,
    dial: [...Array.from({ length: spec.clicks ?? 6 }, (_, i) => position(i === 0)), eliminated],
    heatDial: spec.heatDial ?? [HEAT_START, plainHeat, plainHeat, HEAT_SHUTDOWN],
  };
}

export interface FieldMatch {
  /** Units of each side: unitId, profile id, cards. */
  A: Array<[string, string, string[]?]>;
  B: Array<[string, string, string[]?]>;
  units?: UnitProfile[];
  terrain?: ArenaHex[];
  tokens?: ObjectiveToken[];
  objectives?: { A: string[]; B: string[] };
  pointLimit?: number;
  finishRoundOnTimeout?: boolean;
}

/** A setup document on the test field, with the test units and tokens in its own catalogue. */
export function fieldSetup(m: FieldMatch): SetupDocument {
  const team = (units: FieldMatch['A']) => units.map(([unitId, profile, cards]) => ({ unitId, profile, cards: cards ?? [] }));
  return {
    catalogue: { units: m.units ?? [], cards: [], arenas: [testField(m.terrain)], objectives: m.tokens ?? [] },
    weightClass: null,
    pointLimit: m.pointLimit ?? 400,
    unitsPerTeam: m.A.length,
    teams: { A: team(m.A), B: team(m.B) },
    arena: 'test-field',
    objectives: m.objectives ?? null,
    options: { heavyLimit: 280, finishRoundOnTimeout: m.finishRoundOnTimeout ?? false },
  };
}

export interface Placement {
  hex: Hex;
  facing: number;
}

/**
 * Setup at the table (§2.18), the same for every test: side A wins the set-up roll and takes
 * zone 0, B zone 1; each unit deploys where `at` says; with objectives, B draws token
 * number `objective.draw` of the pool and places it on `objective.hex`.
 */
export function deployed(setup: SetupDocument, at: Record<string, Placement>, objective?: { draw: number; hex: Hex }): Table {
  const t = new Table(setup);
  t.roll(6, 6, 6).roll(1, 1, 1);
  t.order('A', { type: 'ChooseZone', zone: 0 }).order('B', { type: 'ChooseZone', zone: 1 });
  t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }).order('B', {
    type: 'DeclareDice',
    damageColour: 'green',
    heatColour: 'yellow',
  });
  for (;;) {
    const p = t.pending;
    if (p.kind !== 'order' || !p.orders.includes('Deploy')) break;
    const side = p.sides[0] as Side;
    const u = t.state.units.find((x) => x.side === side && x.hex === null)!;
    const place = at[u.id];
    if (!place) throw new Error(`no placement for ${u.id}`);
    t.order(side, { type: 'Deploy', unitId: u.id, hex: place.hex, facing: place.facing });
  }
  if (objective) t.roll(objective.draw).order('B', { type: 'PlaceObjective', hex: objective.hex });
  return t;
}

/**
 * The initiative phase's rolls (§3.1) giving the turn order `order` (first acts first): the
 * i-th unit rolls 3 + 2i, so no two tie even after Defend's −1; the highest keeps its result.
 * Units not named (shut down ones still roll) roll after everyone listed.
 */
export function initiative(t: Table, order: string[]): Table {
  const totals = [
    [1, 2],
    [1, 4],
    [1, 6],
    [3, 6],
    [5, 6],
  ];
  for (;;) {
    const head = t.state.queue[0] as Task | undefined;
    if (!head || head.kind !== 'initiativeRoll') break;
    const i = order.indexOf(head.unitId);
    t.roll(...totals[i < 0 ? order.length : i]);
  }
  const head = t.state.queue[0] as Task | undefined;
  if (head?.kind === 'initiativeChoice')
    t.order(t.unit(head.unitId).side, { type: 'InitiativeChoice', unitId: head.unitId, choice: 'keep' });
  return t;
}

/** A straight walk down (dy > 0) or up a column, one hex at a time (§3.2). */
export function column(x: number, fromY: number, toY: number): Hex[] {
  const step = toY >= fromY ? 1 : -1;
  return Array.from({ length: Math.abs(toY - fromY) }, (_, i) => ({ x, y: fromY + step * (i + 1) }));
}

// ---------------------------------------------------------------- scenarios with a test catalogue

/**
 * A unit described by its stat window: every click the same unless a click is overridden; a
 * 360° front arc (no facing to mind) and both weapons reaching 0–20 hexsides, for equipment
 * tests. `testUnit` above is the plainer unit of the test field.
 */
export interface WindowUnitSpec {
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

/** A window unit: class M, 100 points. */
export function windowUnit(spec: WindowUnitSpec): UnitProfile {
  const base: DialPosition = {
    primary: { damage: 3, symbols: ['ballistic'] },
    secondary: { damage: 2, symbols: ['energy'] },
    speed: { value: 10 },
    attack: { value: 9 },
    defense: { value: 16 },
    ...spec.base,
  };
  const dial: DialPosition[] = Array.from({ length: spec.length ?? 10 }, (_, i) => ({
    ...base,
    ...spec.clicks?.[i],
    ...(i === (spec.start ?? 0) ? { start: true } : {}),
  }));
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
    ranges: {
      primary: melee('primary') ? { min: 0, max: 0 } : { min: 0, max: 20 },
      secondary: melee('secondary') ? { min: 0, max: 0 } : { min: 0, max: 20 },
    },
    cooling: spec.cooling ?? 2,
    dial: [
      ...dial,
      {
        eliminated: true,
        primary: { damage: 0, symbols: [] },
        secondary: { damage: 0, symbols: [] },
        speed: { value: 0 },
        attack: { value: 0 },
        defense: { value: 0 },
      },
    ],
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
  const entry = (p: Placed) => ({
    unitId: p.unitId,
    profile: typeof p.profile === 'string' ? p.profile : p.profile.id,
    cards: p.cards ?? [],
  });
  const t = new Table({
    catalogue: { units: [...new Map(profiles.map((p) => [p.id, p])).values()], cards: sc.cards ?? [], arenas: [arena] },
    pointLimit: 400,
    unitsPerTeam: sc.A.length,
    teams: { A: sc.A.map(entry), B: sc.B.map(entry) },
    arena: 'test-arena',
  });
  t.roll(6, 6, 6).roll(1, 1, 1);
  t.order('A', { type: 'ChooseZone', zone: 0 }).order('B', { type: 'ChooseZone', zone: 1 });
  t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }).order('B', {
    type: 'DeclareDice',
    damageColour: 'green',
    heatColour: 'yellow',
  });
  for (const side of ['A', 'B'] as const)
    for (const p of sc[side]) t.order(side, { type: 'Deploy', unitId: p.unitId, hex: p.hex, facing: p.facing ?? 0 });
  return t.initiative(order);
}
