/**
 * "What may I do now" (`legal`) agrees with decide both ways over random play (the kernel's
 * conformance harness, with the candidates of conformance.ts), and names the options a player
 * expects in a few set positions: the hexes a move reaches and what they cost (§3.2,
 * Terrain p.10–11), the targets of a Ranged order (§3.3.2), a reaction (§3.3).
 */
import { isViolation } from '@app/rules';
import { checkLegal, checkReplayEqualsLive, seeded } from '@app/rules/testing';
import { conformance } from './conformance';
import { legalOf } from './legal';
import { solaris7, step } from './ruleset';
import { neighbours, onArena } from './geometry';
import { deployed, fieldSetup, initiative, orderEvent, scenario, testField, testUnit, windowUnit, type Table } from './testing';
import type { ArenaHex, Hex } from './model';
import type { SolarisState } from './state';

/**
 * Seeds of the random matches (conformance.ts `created`): 2 players with objectives (3), 3 players
 * (4), 4 players two against two (5), 4 players alone without objectives (8).
 */
const SEEDS = [3, 5, 8];

/** The ruleset with its `legal`, counting the reads that offer a finite choice beyond AgreeEnd (always offered, End p.14). */
const reads = { all: 0, withChoice: 0 };
const game = {
  ...conformance,
  ruleset: {
    ...solaris7,
    legal: (s: SolarisState, side: string) => {
      const offered = solaris7.legal!(s, side);
      reads.all += 1;
      if (offered.some((l) => l.type !== 'AgreeEnd' && (l.options?.length ?? 0) > 0)) reads.withChoice += 1;
      return offered;
    },
  },
};

describe('Solaris VII legal() against decide (conformance)', () => {
  it('offers every accepted order and only accepted options, over random matches of 2 to 4 players', () => {
    const started = Date.now();
    let orderStates = 0;
    let withOptions = 0;
    for (const seed of SEEDS) {
      const { live, stats } = checkLegal(game, seed, seeded(seed * 7919 + 1), { sample: 4, candidates: 40 });
      orderStates += stats.orderStates;
      withOptions += stats.statesWithOptions;
      expect(stats.optionsTried).toBeGreaterThan(0);
      checkReplayEqualsLive(live);
    }
    expect(orderStates).toBeGreaterThan(120);
    expect(withOptions / orderStates).toBeGreaterThanOrEqual(0.25);
    // Not counting AgreeEnd, which every read offers: most reads still list a finite choice.
    expect(reads.withChoice / reads.all).toBeGreaterThanOrEqual(0.25);
    console.log(
      `legal: ${withOptions}/${orderStates} order states with finite options; ${reads.withChoice}/${reads.all} reads with a finite choice besides AgreeEnd; ${Date.now() - started} ms`,
    );
  });
});

const a = testUnit({ id: 'a', speed: [6], ranges: { primary: { min: 0, max: 10 }, secondary: { min: 0, max: 0 } } });
const b = testUnit({ id: 'b' });

function match(bHex: Hex, terrain: ArenaHex[] = []): Table {
  const t = deployed(fieldSetup({ A: [['a', 'a']], B: [['b', 'b']], units: [a, b], terrain }), {
    a: { hex: { x: 5, y: 5 }, facing: 6 },
    b: { hex: bHex, facing: 0 },
  });
  return initiative(t, ['a', 'b']);
}

it('the ruleset answers "what may I do now" with legal.ts', () => {
  const t = match({ x: 5, y: 13 });
  expect(solaris7.legal?.(t.state, 'A')).toEqual(legalOf(t.state, 'A'));
});

const entryOf = (t: Table, side: 'A' | 'B', type: string, actor?: string) =>
  legalOf(t.state, side).find((l) => l.type === type && l.actor === actor);

describe('Solaris VII legal() in set positions', () => {
  it('§3.2, Terrain p.10: a Move reaches every hex within speed, each in twelve facings with its cost; blocking terrain is not offered', () => {
    const t = match({ x: 5, y: 13 }, [{ x: 5, y: 6, terrain: 'blocking', level: 0 }]).order('A', { type: 'Pass', unitId: 'a' });
    expect(t.state.phase).toBe('movement');
    const move = entryOf(t, 'A', 'Move', 'a')!;
    const ends = new Map<string, number>();
    for (const o of move.options!) {
      const path = o.order.path as Hex[];
      const end = path.at(-1) ?? { x: 5, y: 5 };
      ends.set(`${end.x},${end.y}`, (ends.get(`${end.x},${end.y}`) ?? 0) + 1);
    }
    expect([...ends.values()].every((n) => n === 12)).toBe(true);
    expect(ends.has('5,6')).toBe(false);
    // Speed 6: three hexes of clear ground walking, six running (§3.2).
    const walk = move.options!.find((o) => o.order.run === false && (o.order.path as Hex[]).length === 3);
    expect(walk?.cost).toBe(6);
    expect(move.options!.some((o) => (o.order.path as Hex[]).length === 4 && o.order.run === true && o.cost === 8)).toBe(true);
    expect(move.options!.some((o) => (o.order.path as Hex[]).length > 6)).toBe(false);
    // Every hex six steps away or nearer round the blocking hex, counted by a plain breadth-first
    // walk (every step costs 2 on this open field), and no other, is a destination.
    const steps = new Map<string, number>([['5,5', 0]]);
    for (let frontier: Hex[] = [{ x: 5, y: 5 }], n = 1; n <= 6; n++) {
      frontier = frontier.flatMap((h) =>
        neighbours(h).filter((x) => onArena(testField(), x) && !(x.x === 5 && x.y === 6) && !steps.has(`${x.x},${x.y}`)),
      );
      for (const h of frontier) steps.set(`${h.x},${h.y}`, n);
    }
    expect([...ends.keys()].sort()).toEqual([...steps.keys()].sort());
    // Every option is accepted as it is (a sample of them, each on its own copy of the state).
    for (const o of move.options!.filter((_, i) => i % 37 === 0)) expect(isViolation(step(t.state, orderEvent('A', o.order)))).toBe(false);
  });

  it('§3: the side whose unit does not act now is offered no order of that unit, only its own standing choices', () => {
    const t = match({ x: 5, y: 13 });
    expect(t.state.phase).toBe('initiative');
    const b = legalOf(t.state, 'B');
    expect(b.map((l) => l.type).sort()).toEqual(['AgreeEnd']);
  });

  it('§3.3.2, §3.3: the Ranged order lists its targets; the target is offered its reactions', () => {
    const t = match({ x: 5, y: 9 });
    t.order('A', { type: 'Pass', unitId: 'a' }).order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.phase).toBe('combat');
    const ranged = entryOf(t, 'A', 'Ranged', 'a')!;
    expect(ranged.options!.map((o) => o.label)).toEqual(['b with the primary weapon', 'b with the primary weapon, waiving friendly fire']);
    expect(entryOf(t, 'A', 'Melee', 'a')).toBeUndefined(); // b is four hexes away (§3.3.1)
    t.order('A', ranged.options![0].order);
    expect(
      legalOf(t.state, 'B')
        .filter((l) => l.actor === 'b')
        .map((l) => l.type),
    ).toEqual(['Entrench', 'Defend', 'Evade', 'Pass']);
    expect(legalOf(t.state, 'A').map((l) => l.type)).toEqual(['AgreeEnd']);
  });

  it('§3.3.3, Equip: REPAIR: Advance is offered when its one possible attack is a Repair of an ally after the move', () => {
    // Melee-only weapons, enemies out of reach: the only attack is the Repair of the ally two hexes away.
    const medic = windowUnit({
      id: 'md',
      base: {
        primary: { damage: 3, symbols: ['melee'] },
        secondary: { damage: 2, symbols: ['melee'] },
        attack: { value: 9, equipment: { id: 'repair' } },
      },
    });
    const t = scenario(
      {
        A: [
          { unitId: 'rp', profile: medic, hex: { x: 5, y: 3 } },
          { unitId: 'ally', profile: windowUnit({ id: 'al' }), hex: { x: 5, y: 5 } },
        ],
        B: [
          { unitId: 'b1', profile: windowUnit({ id: 'b1' }), hex: { x: 2, y: 13 } },
          { unitId: 'b2', profile: windowUnit({ id: 'b2' }), hex: { x: 9, y: 13 } },
        ],
      },
      ['rp', 'ally', 'b1', 'b2'],
    ).passTo('combat');
    expect(entryOf(t, 'A', 'Melee', 'rp')).toBeUndefined();
    const attack = { kind: 'melee', targetId: 'ally', special: 'repair', repairMode: 'value' };
    const advance = { type: 'Advance', unitId: 'rp', path: [{ x: 5, y: 4 }], facing: 6, attack };
    expect(isViolation(step(t.state, orderEvent('A', advance)))).toBe(false);
    expect(entryOf(t, 'A', 'Advance', 'rp')).toBeDefined();
  });
});
