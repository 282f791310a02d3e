/**
 * Random legal play, for property tests and benchmarks: at each step the pending roll gets
 * dice from a number source, and the pending decision gets the first of a shuffled list of
 * candidate orders that the rules accept. The source is given (a fast-check tape, a seeded
 * generator), so a match is reproducible; nothing here reads a clock or draws random numbers of its own.
 */
import { checkRoll, isViolation, type GameEvent, type RuleViolation, parsingStep } from '@app/rules';
import { seeded, type Source } from '@app/rules/testing';

export { seeded, type Source };
import { activeUnits, enemies } from './arena';
import { directionBetween, hexDistance, neighbours, onArena as hexOnArena } from './geometry';
import type { Hex } from './model';
import { pendingOf, solaris7, step } from './ruleset';
import type { SetupDocument } from './schema';
import { centreHexes, seatsOf, zoneHexes, zonesInPlay } from './setup-phase';
import { SIDES, type Side, type SolarisState, type UnitState } from './state';

/** A match as played: the state it started from, the accepted events, and where they led. */
export interface Played {
  initial: SolarisState;
  state: SolarisState;
  events: GameEvent[];
}

type OrderDoc = { type: string } & Record<string, unknown>;

/**
 * The game's step as the kernel drives it (match.ts `decide`): an order is parsed against the
 * order schema first and a roll checked against the pending one (its side, purpose and dice,
 * which the game then takes from the pending roll), so what the kernel refuses is refused here.
 */
export function stepParsed(s: SolarisState, e: GameEvent): SolarisState | RuleViolation {
  if (e.type === 'DiceRolled') {
    const pending = pendingOf(s);
    const bad = checkRoll(pending, e.data.dice, e.data.side, e.data.purpose, e.data.source);
    if (bad || pending.kind !== 'roll') return bad!;
    return step(s, { type: 'DiceRolled', data: { ...e.data, purpose: pending.purpose, side: pending.side } });
  }
  return parsedOrders(s, e);
}

const parsedOrders = parsingStep(solaris7, step);

function arena(s: SolarisState) {
  return s.data.arenas[s.arenaId!];
}

/** A straight-ish walk of up to `steps` hexes towards `goal` (the rules decide whether it is legal). */
export function walk(s: SolarisState, from: Hex, goal: Hex, steps: number, free: (h: Hex) => boolean = () => true): Hex[] {
  const path: Hex[] = [];
  let at = from;
  for (let i = 0; i < steps; i++) {
    const next = neighbours(at)
      .filter((h) => hexOnArena(arena(s), h) && hexDistance(h, goal) > 0 && free(h))
      .sort((a, b) => hexDistance(a, goal) - hexDistance(b, goal))[0];
    if (!next || hexDistance(next, goal) >= hexDistance(at, goal)) break;
    path.push(next);
    at = next;
  }
  return path;
}

/** The orientation (0..11) that points at `goal` from `at`, or north. */
export function facingTowards(at: Hex, goal: Hex): number {
  const next = neighbours(at).sort((a, b) => hexDistance(a, goal) - hexDistance(b, goal))[0];
  const dir = next ? directionBetween(at, next) : null;
  return dir === null ? 0 : dir * 2;
}

function targetsOf(s: SolarisState, u: UnitState): Array<{ id: string; hex: Hex }> {
  const units = activeUnits(s)
    .filter((o) => enemies(s, u, o))
    .map((o) => ({ id: o.id, hex: o.hex! }));
  return s.objective ? [...units, { id: s.objective.tokenId, hex: s.objective.hex }] : units;
}

/** Candidate orders for what is pending now; the rules pick out the legal ones. */
export function candidates(s: SolarisState, side: Side, next: Source): OrderDoc[] {
  const p = pendingOf(s);
  if (p.kind !== 'order') return [];
  const out: OrderDoc[] = [];
  const mine = s.units.filter((u) => u.side === side && !u.eliminated);
  const head = s.queue[0];
  for (const o of p.orders) {
    switch (o) {
      case 'ChooseZone':
        for (let zone = 0; zone < zonesInPlay(s.data, arena(s)).length; zone++) out.push({ type: o, zone });
        break;
      case 'DeclareDice':
        out.push({ type: o, damageColour: 'red', heatColour: 'blue' });
        break;
      case 'Deploy':
        for (const u of mine.filter((x) => x.hex === null))
          for (const h of zoneHexes(s, side))
            out.push({ type: o, unitId: u.id, hex: h, facing: facingTowards(h, centreHexes(arena(s))[0]) });
        break;
      case 'PlaceObjective':
        for (const hex of centreHexes(arena(s))) out.push({ type: o, hex });
        break;
      case 'ChooseCorner':
        out.push({ type: o, corner: (['NW', 'NE', 'SW', 'SE'] as const)[next() % 4] });
        break;
      case 'InitiativeChoice':
        if (head?.kind === 'initiativeChoice') out.push({ type: o, unitId: head.unitId, choice: next() % 2 ? 'keep' : 'setToOne' });
        break;
      case 'Reroll':
        out.push({ type: o, dieIndex: next() % 2 ? null : next() % 3 });
        break;
      case 'AllocateDamage':
        if (head?.kind === 'attack') {
          const hit = head.attack.targets.filter((t) => t.hit);
          const first = next() % hit.length;
          out.push({ type: o, allocations: hit.map((t, i) => ({ targetId: t.id, amount: i === first ? head.attack.dealt : 0 })) });
        }
        break;
      default:
        for (const u of mine) out.push(...unitOrders(s, u, o, next));
    }
  }
  return out;
}

function unitOrders(s: SolarisState, u: UnitState, type: string, next: Source): OrderDoc[] {
  const hex = u.hex;
  if (!hex) return type === 'Pass' ? [{ type, unitId: u.id }] : [];
  const targets = targetsOf(s, u);
  const goal = targets[next() % Math.max(1, targets.length)]?.hex ?? centreHexes(arena(s))[0];
  const unitId = u.id;
  switch (type) {
    case 'Move': {
      const path = walk(s, hex, goal, 1 + (next() % 8));
      const end = path.at(-1) ?? hex;
      return [
        { type, unitId, path, facing: facingTowards(end, goal), run: next() % 3 === 0 },
        { type, unitId, path: path.slice(0, 2), facing: facingTowards(path[1] ?? hex, goal) },
      ];
    }
    case 'Ranged':
      return targets.map((t) => ({
        type,
        unitId,
        attack: { kind: 'ranged', weapon: next() % 2 ? 'primary' : 'secondary', targets: [{ targetId: t.id }] },
      }));
    case 'Melee':
      return targets.map((t) => ({ type, unitId, attack: { kind: 'melee', targetId: t.id } }));
    case 'Pin':
      return targets.map((t) => ({ type, unitId, targetId: t.id }));
    case 'Charge': {
      if (next() % 3) return [];
      return targets.map((t) => {
        const path = walk(s, hex, t.hex, 12);
        return { type, unitId, targetId: t.id, path, facing: facingTowards(path.at(-1) ?? hex, t.hex) };
      });
    }
    case 'Cool':
    case 'Entrench':
    case 'Defend':
    case 'Evade':
      return next() % 3 === 0 ? [{ type, unitId }] : [];
    case 'FreeSpin':
      return [{ type, unitId, facing: next() % 12 }];
    case 'Pass':
      return [{ type, unitId }];
    default:
      return [];
  }
}

function accept(p: Played, e: GameEvent): void {
  const next = stepParsed(p.state, e);
  if (isViolation(next)) throw new Error(`${next.rule}: ${next.message} [${next.code}]`);
  p.state = next;
  p.events.push(e);
}

/** The next event of random legal play, or null when the match waits for nothing. */
export function randomEvent(s: SolarisState, next: Source): GameEvent | null {
  const p = pendingOf(s);
  if (p.kind === 'roll') {
    const values = p.dice.flatMap((g) => Array.from({ length: g.count }, () => 1 + (next() % g.sides)));
    return {
      type: 'DiceRolled',
      data: { side: p.side, purpose: p.purpose, dice: values.map((value) => ({ sides: p.dice[0].sides, value })), source: 'reported' },
    };
  }
  if (p.kind !== 'order') return null;
  const side = p.sides[0] as Side;
  const options = candidates(s, side, next);
  // A shuffle by the source, then the first the rules accept.
  const shuffled = options
    .map((o) => ({ o, k: next() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.o);
  const order = shuffled
    .map((o): GameEvent => ({ type: 'OrderIssued', data: { side, order: o } }))
    .find((e) => !isViolation(stepParsed(s, e)));
  if (!order) throw new Error(`no candidate accepted at: ${p.prompt} (${p.orders.join(', ')})`);
  return order;
}

/**
 * Plays a whole match: random legal steps, and after `beforeTime` of them the clock runs out
 * (End p.14, A38), so every match ends. `onEvent` sees each state as it is reached.
 */
export function playRandomMatch(
  setup: SetupDocument,
  next: Source,
  beforeTime = 400,
  onEvent?: (before: SolarisState, after: SolarisState, e: GameEvent) => void,
): Played {
  const initial = solaris7.setup(setup, seatsOf(setup));
  if (isViolation(initial)) throw new Error(`setup refused: ${initial.message}`);
  const played: Played = { initial, state: initial, events: [] };
  for (let n = 0; !played.state.result; n++) {
    const before = played.state;
    const e = n === beforeTime ? ({ type: 'TimeExpired', data: { clock: 'match', side: null } } as GameEvent) : randomEvent(before, next);
    if (!e) break;
    if (n > beforeTime + 2000) throw new Error('the match did not end after its time ran out');
    accept(played, e);
    onEvent?.(before, played.state, e);
  }
  return played;
}

/** Random tables for property tests: two to four players, each for himself or two against two. */
export function randomSetup(players: 2 | 3 | 4, teamsOfTwo: boolean, objectives: boolean): SetupDocument {
  const profiles = ['sample-brawler', 'sample-lancer', 'sample-brawler', 'sample-brawler'];
  const seated = SIDES.slice(0, players);
  const teams = Object.fromEntries(
    seated.map((side, i) => [side, [{ unitId: `${side.toLowerCase()}-unit`, profile: profiles[i] }]]),
  ) as SetupDocument['teams'];
  const pools = Object.fromEntries(
    seated.map((side) => [side, [1, 2, 3].map((n) => `sample-token-${side.toLowerCase()}${n}`)]),
  ) as SetupDocument['objectives'];
  return {
    weightClass: 'M',
    teams,
    arena: 'sample-arena',
    ...(objectives ? { objectives: pools } : {}),
    ...(teamsOfTwo && players === 4
      ? {
          alliances: [
            ['A', 'C'],
            ['B', 'D'],
          ] as [['A', 'C'], ['B', 'D']],
        }
      : {}),
  };
}
