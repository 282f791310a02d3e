/**
 * Solaris VII for the kernel's conformance harness (libs/rules/src/testing/conformance.ts):
 * how a test match starts, and generate-and-test candidates never drawn from `legal`, so that
 * the harness's agreement check between "what may I do now" and decide proves something. The
 * candidates are random play's (random-play.ts), then a few orders random play never makes
 * (see `extraCandidates`).
 */
import type { MatchCreatedData } from '@app/rules';
import { testMatchCreated, type AnyOrder, type ConformanceGame, type Source } from '@app/rules/testing';
import { arenaOf, enemies, unitsOnArena } from './arena';
import { EQUIPMENT_IDS } from './equipment';
import { directionBetween, hexAt, sameHex } from './geometry';
import type { DialPosition, DialValue, EquipmentId, HeatPosition, Hex, RangeSymbol, UnitProfile, WeaponValue } from './model';
import { candidates, facingTowards, randomSetup, walk } from './random-play';
import { turnUnit } from './round';
import { pendingOf, solaris7 } from './ruleset';
import { sampleArena } from './samples';
import { seatsOf } from './setup-phase';
import type { SetupDocument } from './schema';
import { profileOf, SIDES, type SolarisState, type Side, type UnitState } from './state';
import { cardsOf, combatValues } from './values';

// ------------------------------------------------------------------ the matches played

/** A window value, with a square (permanent) equipment mark when given (§1.5, §2.11). */
const value = (v: number, equipment?: EquipmentId): DialValue => (equipment ? { value: v, equipment: { id: equipment } } : { value: v });
const weapon = (damage: number, symbols: RangeSymbol[], equipment?: EquipmentId): WeaponValue =>
  equipment ? { damage, symbols, equipment: { id: equipment } } : { damage, symbols };

/**
 * A class M unit of the conformance catalogue: the same window on its eight clicks, then the
 * elimination symbols (§2.13); a plain heat dial ending in shutdown (§1.6, §2.17).
 */
function unit(id: string, window: Omit<DialPosition, 'start' | 'repair' | 'eliminated'>, ranges: UnitProfile['ranges']): UnitProfile {
  const plain: HeatPosition = { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 } };
  const zero = { damage: 0, symbols: [] as RangeSymbol[] };
  return {
    id,
    variant: `Conformance ${id} CNF-M`,
    sample: true,
    weightClass: 'M',
    rank: 'green',
    collectorNumber: `CNF-${id}`,
    points: 150,
    unique: false,
    frontArcDegrees: 180,
    rearArcDegrees: 90,
    ranges,
    cooling: 2,
    dial: [
      ...Array.from({ length: 8 }, (_, i) => ({ ...window, ...(i === 0 ? { start: true } : {}) })),
      { eliminated: true, primary: zero, secondary: zero, speed: { value: 0 }, attack: { value: 0 }, defense: { value: 0 } },
    ],
    heatDial: [
      { primary: { effect: 'startTemperature' }, secondary: { effect: 'startTemperature' }, speed: { effect: 'startTemperature' } },
      plain,
      plain,
      plain,
      { ...plain, shutdown: true },
    ],
  };
}

/**
 * Units that carry what the sample units lack, so that the conformance-only candidates
 * (`extraCandidates`) are accepted too, not only refused: a striker with Full Strike on both
 * melee weapons and Jump Jets ([Equip: FULL STRIKE, JUMP JETS]); a medic with Repair on the
 * attack value, Coolant Flush from a card (§7.4.1) and Full Strike on its melee secondary
 * ([Equip: REPAIR, COOLANT FLUSH]); a battery with two ballistic and two energy symbols, for
 * multi-target and indirect fire (§3.3.2). And an arena whose pillars block lines of fire.
 */
const CONFORMANCE_CATALOGUE = {
  arenas: [
    {
      ...sampleArena,
      id: 'conformance-arena',
      name: 'Conformance arena (the sample arena with pillars)',
      // Blocking pillars off the centre hexes (§6.1) and the zones (§2.18): lines of fire blocked
      // by terrain, for indirect fire (§3.3.2), with ways round them for moves and charges.
      hexes: [
        ...sampleArena.hexes,
        ...[
          [4, 7],
          [8, 7],
          [5, 5],
          [7, 5],
          [5, 10],
          [7, 10],
        ].map(([x, y]) => ({ x, y, terrain: 'blocking' as const, level: 0 as const })),
      ],
    },
  ],
  units: [
    unit(
      'conformance-striker',
      {
        primary: weapon(3, ['melee'], 'fullStrike'),
        secondary: weapon(2, ['melee'], 'fullStrike'),
        speed: value(10, 'jumpJets'),
        attack: value(9),
        defense: value(16),
      },
      { primary: { min: 0, max: 0 }, secondary: { min: 0, max: 0 } },
    ),
    unit(
      'conformance-medic',
      {
        primary: weapon(2, ['energy']),
        secondary: weapon(1, ['melee'], 'fullStrike'),
        speed: value(10),
        attack: value(9, 'repair'),
        defense: value(16),
      },
      { primary: { min: 0, max: 8 }, secondary: { min: 0, max: 0 } },
    ),
    unit(
      'conformance-battery',
      {
        primary: weapon(3, ['ballistic', 'ballistic']),
        secondary: weapon(2, ['energy', 'energy']),
        speed: value(8),
        attack: value(9),
        defense: value(16),
      },
      { primary: { min: 0, max: 20 }, secondary: { min: 0, max: 16 } },
    ),
  ],
  cards: [
    {
      id: 'conformance-gear-coolant',
      name: 'Conformance Coolant Pump',
      kind: 'gear',
      sample: true,
      collectorNumber: 'G-CNF1',
      points: 20,
      requirements: { weightClasses: ['M'] },
      affects: 'attack',
      equipment: 'coolantFlush',
    },
  ],
};

type Entry = [unitId: string, profile: string, cards?: string[]];
const team = (entries: Entry[]) => entries.map(([unitId, profile, cards]) => ({ unitId, profile, cards: cards ?? [] }));

/**
 * A match of equipped units on `arena`, no class and a point limit above the Sample Titan's
 * 330 (§2.2), with each side's sample objective tokens or none. Two players field two units
 * each (allies on one side); four play as two teams of two (§2.18).
 */
function equippedSetup(teams: Partial<Record<Side, Entry[]>>, objectives: boolean, arena: string): SetupDocument {
  const seated = SIDES.filter((side) => teams[side]);
  const four = seated.length === 4;
  return {
    catalogue: CONFORMANCE_CATALOGUE,
    weightClass: null,
    pointLimit: 400,
    unitsPerTeam: teams.A!.length,
    teams: Object.fromEntries(seated.map((side) => [side, team(teams[side]!)])) as SetupDocument['teams'],
    arena,
    ...(objectives
      ? { objectives: Object.fromEntries(seated.map((side) => [side, [1, 2, 3].map((n) => `sample-token-${side.toLowerCase()}${n}`)])) }
      : {}),
    ...(four
      ? {
          alliances: [
            ['A', 'C'],
            ['B', 'D'],
          ] as [['A', 'C'], ['B', 'D']],
        }
      : {}),
  } as SetupDocument;
}

/**
 * The equipped matches, one per seed from `FIRST_EQUIPPED` on: the sample units that carry
 * Repair and Coolant Flush (Titan), Jump Jets (Sprinter, and a Brawler with the Sample Jump
 * Pack), indirect-capable ballistic weapons (Titan, Warden) and two energy symbols (Lancer),
 * and the conformance units above.
 */
const EQUIPPED: Array<() => SetupDocument> = [
  () =>
    equippedSetup(
      {
        A: [
          ['striker', 'conformance-striker'],
          ['medic', 'conformance-medic', ['conformance-gear-coolant']],
        ],
        B: [
          ['battery', 'conformance-battery'],
          ['brawler', 'sample-brawler', ['sample-gear-jump']],
        ],
      },
      false,
      'sample-arena',
    ),
  () =>
    equippedSetup(
      {
        A: [['medic', 'conformance-medic', ['conformance-gear-coolant']]],
        B: [['battery', 'conformance-battery']],
        C: [['striker', 'conformance-striker']],
        D: [['lancer', 'sample-lancer']],
      },
      true,
      'conformance-arena',
    ),
  () =>
    equippedSetup(
      {
        A: [
          ['titan', 'sample-titan'],
          ['sprinter', 'sample-sprinter'],
        ],
        B: [
          ['warden', 'sample-warden'],
          ['brawler', 'sample-brawler', ['sample-gear-jump']],
        ],
      },
      false,
      'conformance-arena',
    ),
];

/** Seeds before this one play random play's tables; from it on, the equipped matches in turn. */
const FIRST_EQUIPPED = 3;

/**
 * Seeds 1 and 2: random play's tables (randomSetup: two to four players, alone or two against
 * two, with or without objectives, by seed); then the equipped matches. randomSetup stays as
 * it is: the recorded replays depend on it.
 */
function created(seed: number): MatchCreatedData {
  const setup =
    seed < FIRST_EQUIPPED
      ? randomSetup(([2, 3, 4] as const)[seed % 3], Math.floor(seed / 3) % 2 === 1, Math.floor(seed / 6) % 2 === 0)
      : EQUIPPED[(seed - FIRST_EQUIPPED) % EQUIPPED.length]();
  return testMatchCreated(solaris7, { players: seatsOf(setup), setup, dice: 'server' });
}

const last = (path: unknown): Hex | null => (Array.isArray(path) && path.length > 0 ? (path[path.length - 1] as Hex) : null);
const sameEnd = (a: unknown, b: unknown): boolean => {
  const [x, y] = [last(a), last(b)];
  return x === null || y === null ? x === y : x.x === y.x && x.y === y.y;
};

/** An attack as the rules read it: the schema's defaults filled in, the named line of fire left out (A12: the engine picks one). */
function attackKey(attack: unknown): string {
  const a = (attack ?? {}) as Record<string, unknown>;
  if (a.kind === 'ranged') {
    const ids = ((a.targets ?? []) as Array<{ targetId: string }>).map((t) => t.targetId).sort();
    return JSON.stringify(['ranged', a.weapon ?? 'primary', ids, a.indirect ?? false, a.waiveFriendlyFire ?? false]);
  }
  const repair = a.special === 'repair' ? (a.repairMode ?? 'value') : null;
  return JSON.stringify(['melee', a.targetId, a.weapon ?? 'primary', a.special ?? null, repair]);
}

/**
 * Whether an accepted order is the one an offered option stands for: a move, charge or jump
 * by its unit, target, destination and facing, whatever path it took; an attack by its
 * weapon and targets, whatever line of fire it named; a damage split by the amounts each
 * target gets; anything else field by field.
 */
export function sameSolarisOption(accepted: AnyOrder, option: AnyOrder): boolean {
  if (accepted.type !== option.type || accepted.unitId !== option.unitId) return false;
  switch (accepted.type) {
    case 'Move':
    case 'Charge':
    case 'JumpAttack':
      return accepted.targetId === option.targetId && accepted.facing === option.facing && sameEnd(accepted.path, option.path);
    case 'Melee':
      return attackKey(accepted.attack) === attackKey(option.attack) && sameEnd(accepted.path, option.path);
    case 'Ranged':
      return attackKey(accepted.attack) === attackKey(option.attack);
    case 'AllocateDamage': {
      const split = (o: AnyOrder) =>
        Object.fromEntries(
          ((o.allocations ?? []) as Array<{ targetId: string; amount: number }>)
            .filter((x) => x.amount > 0)
            .map((x) => [x.targetId, x.amount]),
        );
      return JSON.stringify(Object.entries(split(accepted)).sort()) === JSON.stringify(Object.entries(split(option)).sort());
    }
    default: {
      const parse = (o: AnyOrder): unknown => {
        const r = solaris7.orderSchema.safeParse(o);
        return r.success ? r.data : o;
      };
      return JSON.stringify(parse(accepted)) === JSON.stringify(parse(option));
    }
  }
}

// ------------------------------------------------------------------ conformance-only candidates

/** Extra candidates at most per decision: the suite stays quick, and most of them are refused anyway. */
const EXTRA = 15;

const pick = <T>(list: readonly T[], next: Source): T | undefined => (list.length > 0 ? list[next() % list.length] : undefined);
const weaponOf = (next: Source): 'primary' | 'secondary' => (next() % 2 ? 'primary' : 'secondary');

/**
 * A straight-ish walk of up to `steps` hexes towards `goal` (random play's), stopping beside it:
 * on the arena, and unless jumping (Equip: JUMP JETS passes over them) off blocking terrain, other
 * bases and the objective token. Plausible, not checked: the rules decide whether it is legal.
 */
function walkFor(s: SolarisState, u: UnitState, goal: Hex, steps: number, jumping = false): Hex[] {
  const arena = arenaOf(s);
  const taken = [
    ...unitsOnArena(s)
      .filter((o) => o.id !== u.id)
      .map((o) => o.hex!),
    ...(s.objective ? [s.objective.hex] : []),
  ];
  const free = (h: Hex) => jumping || (hexAt(arena, h).terrain !== 'blocking' && !taken.some((t) => sameHex(t, h)));
  return walk(s, u.hex!, goal, steps, free);
}

/** What `u` might attack (enemies and the objective token) and help (its allies), with where they stand. */
function around(s: SolarisState, u: UnitState): { foes: Array<{ id: string; hex: Hex }>; allies: Array<{ id: string; hex: Hex }> } {
  const others = unitsOnArena(s).filter((o) => o.id !== u.id);
  const foes = others.filter((o) => enemies(s, u, o)).map((o) => ({ id: o.id, hex: o.hex! }));
  const allies = others.filter((o) => !enemies(s, u, o)).map((o) => ({ id: o.id, hex: o.hex! }));
  return { foes: s.objective ? [...foes, { id: s.objective.tokenId, hex: s.objective.hex }] : foes, allies };
}

/**
 * §2.11, A10 CancelEquipment: equipment the side's units print anywhere on their dials or get
 * from their cards (working now or not, optional or not), and one id of the table at random.
 */
function cancellations(s: SolarisState, side: Side, next: Source): AnyOrder[] {
  const u = pick(
    s.units.filter((x) => x.side === side),
    next,
  );
  if (!u) return [];
  const printed = profileOf(s, u).dial.flatMap((p) =>
    (['primary', 'secondary', 'speed', 'attack', 'defense'] as const).flatMap((slot) => {
      const id = (p[slot] as { equipment?: { id: string } } | undefined)?.equipment?.id;
      return id ? [id] : [];
    }),
  );
  const pool = [...new Set([...printed, ...cardsOf(s, u).flatMap((c) => (c.equipment ? [c.equipment] : []))])];
  return [pick(pool, next), pick(EQUIPMENT_IDS, next)]
    .filter((id): id is string => id !== undefined)
    .map((equipment) => ({ type: 'CancelEquipment', unitId: u.id, equipment }));
}

/** §5.2 Jump attack: a jump towards an enemy, ending beside it, facing it. */
function jumpAttacks(s: SolarisState, u: UnitState, next: Source): AnyOrder[] {
  const { foes } = around(s, u);
  const hexes = Math.floor(combatValues(s, u).speed / 2);
  return [0, 1].flatMap(() => {
    const t = pick(
      foes.filter((f) => f.id !== s.objective?.tokenId),
      next,
    );
    if (!t) return [];
    const path = walkFor(s, u, t.hex, 1 + (next() % (hexes + 2)), true);
    return [{ type: 'JumpAttack', unitId: u.id, targetId: t.id, path, facing: facingTowards(path.at(-1) ?? u.hex!, t.hex) }];
  });
}

/**
 * §3.3.3 Advance: a walk towards a target, facing it, then a melee attack (full speed) or a
 * ranged one (half speed); and an attack after only turning in place.
 */
function advances(s: SolarisState, u: UnitState, next: Source): AnyOrder[] {
  const { foes, allies } = around(s, u);
  const hexes = Math.floor(combatValues(s, u).speed / 2);
  const out: AnyOrder[] = [];
  const melee = pick(foes, next);
  if (melee) {
    const path = walkFor(s, u, melee.hex, next() % (hexes + 2));
    const facing = facingTowards(path.at(-1) ?? u.hex!, melee.hex);
    out.push({ type: 'Advance', unitId: u.id, path, facing, attack: { kind: 'melee', targetId: melee.id, weapon: weaponOf(next) } });
  }
  const shot = pick(foes, next);
  if (shot) {
    const path = walkFor(s, u, shot.hex, next() % (Math.ceil(hexes / 2) + 2));
    const facing = facingTowards(path.at(-1) ?? u.hex!, shot.hex);
    const attack = { kind: 'ranged', weapon: weaponOf(next), targets: [{ targetId: shot.id }] };
    out.push({ type: 'Advance', unitId: u.id, path, facing, attack });
  }
  // [Equip: REPAIR, COOLANT FLUSH]: the attack after the move may be one at an ally.
  const friend = pick(allies, next);
  if (friend) {
    const path = walkFor(s, u, friend.hex, next() % (hexes + 2));
    const facing = facingTowards(path.at(-1) ?? u.hex!, friend.hex);
    const special = next() % 2 ? { special: 'repair', repairMode: 'value' } : { special: 'coolantFlush' };
    out.push({
      type: 'Advance',
      unitId: u.id,
      path,
      facing,
      attack: { kind: 'melee', targetId: friend.id, weapon: weaponOf(next), ...special },
    });
  }
  const still = pick(foes, next);
  if (still) {
    const attack =
      next() % 2
        ? { kind: 'melee', targetId: still.id, weapon: weaponOf(next) }
        : { kind: 'ranged', weapon: weaponOf(next), targets: [{ targetId: still.id }] };
    out.push({ type: 'Advance', unitId: u.id, path: [], facing: facingTowards(u.hex!, still.hex), attack });
  }
  return out;
}

/**
 * Melee with equipment ([Equip]): Repair and Coolant Flush at an ally (Coolant Flush also
 * after a walk to it), Full Strike, and the secondary value at an enemy.
 */
function meleeSpecials(s: SolarisState, u: UnitState, next: Source): AnyOrder[] {
  const { foes, allies } = around(s, u);
  // Melee reaches an adjacent hex (§3.3.1): those beside the unit first.
  const near = (list: Array<{ id: string; hex: Hex }>) => list.filter((x) => directionBetween(u.hex!, x.hex) !== null);
  const out: AnyOrder[] = [];
  const friend = pick(near(allies), next) ?? pick(allies, next) ?? pick(foes, next);
  if (friend) {
    out.push({
      type: 'Melee',
      unitId: u.id,
      attack: { kind: 'melee', targetId: friend.id, weapon: weaponOf(next), special: 'repair', repairMode: next() % 2 ? 'value' : 'd6' },
    });
    const beside = directionBetween(u.hex!, friend.hex) !== null;
    const path = beside ? [] : walkFor(s, u, friend.hex, 1 + (next() % (Math.floor(combatValues(s, u).speed / 2) + 1)));
    out.push({ type: 'Melee', unitId: u.id, attack: { kind: 'melee', targetId: friend.id, special: 'coolantFlush' }, path });
  }
  const foe = pick(near(foes), next) ?? pick(foes, next);
  if (foe)
    out.push({
      type: 'Melee',
      unitId: u.id,
      attack: { kind: 'melee', targetId: foe.id, weapon: weaponOf(next), ...(next() % 2 ? { special: 'fullStrike' } : {}) },
    });
  return out;
}

/** §3.3.2 Ranged: at two or three targets at once, and indirect fire at one. */
function volleys(s: SolarisState, u: UnitState, next: Source): AnyOrder[] {
  const { foes } = around(s, u);
  const out: AnyOrder[] = [];
  if (foes.length >= 2) {
    const count = Math.min(foes.length, 2 + (next() % 2));
    const start = next() % foes.length;
    const targets = Array.from({ length: count }, (_, i) => ({ targetId: foes[(start + i) % foes.length].id }));
    out.push({
      type: 'Ranged',
      unitId: u.id,
      attack: { kind: 'ranged', weapon: weaponOf(next), targets, waiveFriendlyFire: next() % 2 === 0 },
    });
  }
  const t = pick(foes, next);
  if (t)
    out.push({
      type: 'Ranged',
      unitId: u.id,
      attack: { kind: 'ranged', weapon: weaponOf(next), targets: [{ targetId: t.id }], indirect: true },
    });
  return out;
}

/**
 * Orders random play never makes, so that `legal` is checked against decide for them too:
 * CancelEquipment at any time after setup; on the side's own turn, Jump attacks in the
 * Initiative phase, and Advance, Melee with equipment, multi-target and indirect Ranged fire
 * in the Combat phase. Built from the state alone, many refused; at most `EXTRA`.
 */
export function extraCandidates(s: SolarisState, side: Side, next: Source): AnyOrder[] {
  if (pendingOf(s).kind !== 'order' || s.phase === 'setup') return [];
  const out = cancellations(s, side, next);
  const u = turnUnit(s);
  if (u && u.side === side && u.hex && s.queue.length === 0) {
    if (s.phase === 'initiative') out.push(...jumpAttacks(s, u, next));
    if (s.phase === 'combat') out.push(...advances(s, u, next), ...meleeSpecials(s, u, next), ...volleys(s, u, next));
  }
  return out.slice(0, EXTRA);
}

export const conformance: ConformanceGame = {
  ruleset: solaris7,
  created,
  // Random play's own first: the harness plays the first accepted, and random play has one in
  // every state these matches reach, so the extras are checked, not played (their draws from
  // `next` do shift the later draws).
  candidates: (game, side, next) => [
    ...candidates(game as SolarisState, side as Side, next),
    ...extraCandidates(game as SolarisState, side as Side, next),
  ],
  actorOf: (order) => (typeof order.unitId === 'string' ? order.unitId : undefined),
  sameOption: sameSolarisOption,
  // Two units a side take more events a round: enough rounds for allies to meet and enemies to close.
  maxEvents: 160,
};
