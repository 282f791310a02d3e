/**
 * Special equipment at the table [§2.11, Equip p.14–15]: each entry played through the Table
 * driver with small test units, so that a wrong rule fails a test.
 */
import type { Card, DialPosition, EquipmentId, EquipmentMark, HeatPosition } from './model';
import { has } from './values';
import { neighbours } from './geometry';
import { orderEvent, scenario, windowUnit, type Table } from './testing';

const sq = (id: EquipmentId): EquipmentMark => ({ id });
const circle = (id: EquipmentId): EquipmentMark => ({ id, singleUse: true });
const ranged = (unitId: string, targetId: string, weapon: 'primary' | 'secondary' = 'primary', extra: Record<string, unknown> = {}) => ({
  type: 'Ranged',
  unitId,
  attack: { kind: 'ranged', weapon, targets: [{ targetId }], ...extra },
});
const melee = (unitId: string, targetId: string, weapon: 'primary' | 'secondary' = 'primary', extra: Record<string, unknown> = {}) => ({
  type: 'Melee',
  unitId,
  attack: { kind: 'melee', weapon, targetId, ...extra },
});
/** The last AttackResolved entry. */
const resolved = (t: Table) =>
  t.logOf('AttackResolved').at(-1) as {
    targets: Array<{ id: string; defense: number; result: number; hit: boolean; modifiers: Array<{ code: string }> }>;
    critical: string | null;
  };
const marked = (t: Table, unitId: string) =>
  t
    .logOf('DamageMarked')
    .filter((e) => e.unitId === unitId)
    .map((e) => e.amount);
const plain = (id: string, base: Partial<DialPosition> = {}) => windowUnit({ id, base });

describe('scenario driver', () => {
  it('deploys on the named hexes and orders the turns', () => {
    const t = scenario(
      { A: [{ unitId: 'a', profile: plain('pa'), hex: { x: 5, y: 3 } }], B: [{ unitId: 'b', profile: plain('pb'), hex: { x: 5, y: 9 } }] },
      ['a', 'b'],
    );
    expect(t.state.turnOrder).toEqual(['a', 'b']);
    t.passTo('combat');
    t.order('A', ranged('a', 'b'));
    t.order('B', { type: 'Pass', unitId: 'b' });
    t.roll(4, 4, 4);
    expect(resolved(t).targets[0]).toMatchObject({ id: 'b', defense: 16, hit: true });
    expect(marked(t, 'b')).toEqual([3]);
  });
});

const wall = (y: number) => Array.from({ length: 11 }, (_, i) => ({ x: i + 1, y, terrain: 'blocking' as const, level: 0 as const }));
const difficult = (...cells: Array<[number, number]>) =>
  cells.map(([x, y]) => ({ x, y, terrain: 'difficult' as const, level: 0 as const }));
/** One attacker `a` at (5,3) and one target `b` at (5,9), `a` acting first, at the start of the Combat phase. */
function duel(
  a: ReturnType<typeof windowUnit>,
  b: ReturnType<typeof windowUnit>,
  opts: {
    aHex?: { x: number; y: number };
    bHex?: { x: number; y: number };
    hexes?: Parameters<typeof scenario>[0]['hexes'];
    cards?: Card[];
    aCards?: string[];
    bCards?: string[];
  } = {},
): Table {
  return scenario(
    {
      A: [{ unitId: 'a', profile: a, hex: opts.aHex ?? { x: 5, y: 3 }, cards: opts.aCards }],
      B: [{ unitId: 'b', profile: b, hex: opts.bHex ?? { x: 5, y: 9 }, cards: opts.bCards }],
      hexes: opts.hexes,
      cards: opts.cards,
    },
    ['a', 'b'],
  ).passTo('combat');
}
/** `a` fires (or strikes) at `b`, `b` does not react, the dice are rolled. */
function attack(t: Table, order: { type: string } & Record<string, unknown>, ...dice: number[]): Table {
  t.order('A', order);
  if (t.pending.kind === 'order' && t.pending.orders.includes('Evade')) t.order('B', { type: 'Pass', unitId: 'b' });
  return t.roll(...dice);
}

describe('[Equip] ballistic weapon equipment at the table', () => {
  /** hb (Homing Beacon circle on its primary) and gunner behind a wall; target and dummy beyond it. */
  function homing(fire: boolean): Table {
    const t = scenario(
      {
        A: [
          {
            unitId: 'hb',
            profile: windowUnit({ id: 'hb', base: { primary: { damage: 3, symbols: ['ballistic'], equipment: circle('homingBeacon') } } }),
            hex: { x: 5, y: 9 },
          },
          { unitId: 'gunner', profile: plain('g'), hex: { x: 5, y: 4 } },
        ],
        B: [
          { unitId: 'target', profile: plain('t'), hex: { x: 5, y: 12 } },
          { unitId: 'dummy', profile: plain('d'), hex: { x: 10, y: 13 } },
        ],
        hexes: wall(7),
      },
      ['hb', 'gunner', 'target', 'dummy'],
    ).passTo('combat');
    if (fire) {
      t.order('A', ranged('hb', 'target'));
      t.order('B', { type: 'Pass', unitId: 'target' });
      t.roll(4, 4, 4);
    } else t.order('A', { type: 'Pass', unitId: 'hb' });
    return t;
  }

  it('HOMING BEACON: +1 attack; after a hit every ballistic line of fire to the target is clear until the Combat phase ends', () => {
    const blocked = homing(false);
    expect(blocked.refused({ type: 'OrderIssued', data: { side: 'A', order: ranged('gunner', 'target') } })).toMatchObject({
      code: 'NO_LINE_OF_SIGHT',
    });
    const t = homing(true);
    expect(resolved(t).targets[0].modifiers.map((m) => m.code)).toContain('HOMING');
    expect(resolved(t).targets[0].result).toBe(12 + 9 + 1);
    expect(t.unit('target').round.homed).toBe(true);
    t.order('A', ranged('gunner', 'target'));
    t.order('B', { type: 'Pass', unitId: 'target' });
    t.roll(4, 4, 4);
    expect(marked(t, 'target')).toEqual([3, 3]);
    // The next round the beacon's effect is gone: the wall blocks again.
    t.passTo('initiative', 2).initiative(['hb', 'gunner', 'target', 'dummy']).passTo('combat');
    t.order('A', { type: 'Pass', unitId: 'hb' });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: ranged('gunner', 'target') } })).toMatchObject({
      code: 'NO_LINE_OF_SIGHT',
    });
  });

  it('§2.11 single-use circle: the Homing Beacon circle is spent after use and costs its unit 1 damage', () => {
    const t = homing(true);
    expect(t.logOf('PushingDamage')).toEqual([expect.objectContaining({ unitId: 'hb', amount: 1, cause: 'singleUse' })]);
    expect(t.unit('hb').spent).toEqual(['0:homingBeacon']);
    expect(t.unit('hb').damageDie).toBe(1);
  });

  it('ARMOR PIERCING: ranged fire with that weapon ignores the target’s “Armor”; the other weapon does not (§2.11)', () => {
    const ap = windowUnit({
      id: 'ap',
      base: {
        primary: { damage: 3, symbols: ['ballistic'], equipment: sq('armorPiercing') },
        secondary: { damage: 3, symbols: ['ballistic'] },
      },
    });
    const armoured = windowUnit({ id: 'ar', base: { defense: { value: 16, equipment: sq('reactiveArmor') } } });
    expect(marked(attack(duel(ap, armoured), ranged('a', 'b', 'primary'), 4, 4, 4), 'b')).toEqual([3]);
    expect(marked(attack(duel(ap, armoured), ranged('a', 'b', 'secondary'), 4, 4, 4), 'b')).toEqual([1]);
  });

  it('POINT DEFENSE SYSTEM: an ally in base contact uses the unit’s unmodified defense instead of its own', () => {
    const pds = windowUnit({
      id: 'pds',
      base: { primary: { damage: 3, symbols: ['ballistic'], equipment: sq('pointDefenseSystem') }, defense: { value: 19 } },
    });
    const weak = plain('weak', { defense: { value: 14 } });
    const play = (pdsHex: { x: number; y: number }) => {
      const t = scenario(
        {
          A: [
            { unitId: 'a1', profile: weak, hex: { x: 5, y: 3 } },
            { unitId: 'a2', profile: pds, hex: pdsHex },
          ],
          B: [
            { unitId: 'b1', profile: plain('s'), hex: { x: 5, y: 10 } },
            { unitId: 'b2', profile: plain('s2'), hex: { x: 9, y: 12 } },
          ],
        },
        ['b1', 'a1', 'a2', 'b2'],
      ).passTo('combat');
      t.order('B', ranged('b1', 'a1'));
      t.order('A', { type: 'Pass', unitId: 'a1' });
      return t.roll(3, 3, 3);
    };
    expect(resolved(play({ x: 5, y: 4 })).targets[0]).toMatchObject({ defense: 19, hit: false });
    expect(resolved(play({ x: 8, y: 3 })).targets[0]).toMatchObject({ defense: 14, hit: true });
  });
});

describe('[Equip] energy weapon equipment at the table', () => {
  const tsemp = windowUnit({ id: 'ts', base: { secondary: { damage: 2, symbols: ['energy'], equipment: sq('tsemp') } } });
  /** Position 1 is the shutdown position: one heat shuts the unit down in the End phase. */
  const fragile = windowUnit({
    id: 'fr',
    heatDial: [
      { primary: { effect: 'startTemperature' }, secondary: { effect: 'startTemperature' }, speed: { effect: 'startTemperature' } },
      { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 }, shutdown: true },
    ],
  });

  it('TSEMP: after a hit the target’s owner rolls 1d6; 1–2 shut it down, 3–6 do not', () => {
    const t = attack(duel(tsemp, plain('p')), ranged('a', 'b', 'secondary'), 4, 4, 4);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'tsemp', side: 'B' });
    t.roll(2);
    expect(t.unit('b').shutdown).toBe(true);
    const u = attack(duel(tsemp, plain('p')), ranged('a', 'b', 'secondary'), 4, 4, 4).roll(3);
    expect(u.unit('b').shutdown).toBe(false);
  });

  it('TSEMP: only with its weapon (§2.11), and no effect on a unit already shut down', () => {
    const t = attack(duel(tsemp, plain('p')), ranged('a', 'b', 'primary'), 4, 4, 4);
    expect(t.pending).not.toMatchObject({ purpose: 'tsemp' });
    // b shuts down in the End phase of round 1 (Entrench: 1 heat on a one-click heat dial).
    const s = duel(tsemp, fragile);
    s.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Entrench', unitId: 'b' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(s.unit('b').shutdown).toBe(true);
    s.initiative(['a', 'b']).passTo('combat');
    attack(s, ranged('a', 'b', 'secondary'), 4, 4, 4);
    expect(resolved(s).targets[0].hit).toBe(true);
    expect(s.pending).not.toMatchObject({ purpose: 'tsemp' });
  });

  const pulse = windowUnit({ id: 'pu', base: { secondary: { damage: 2, symbols: ['energy'], equipment: sq('pulse') } } });
  it('PULSE: a hit with that weapon is followed by a second attack on the same target at +2 defense, +1 heat, once', () => {
    const t = attack(duel(pulse, plain('p')), ranged('a', 'b', 'secondary'), 4, 4, 4);
    expect(t.logOf('SecondAttack')).toEqual([expect.objectContaining({ attackerId: 'a', equipment: 'pulse', targetId: 'b' })]);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'A' });
    t.roll(4, 4, 4);
    expect(resolved(t).targets[0]).toMatchObject({ defense: 18, result: 21, hit: true });
    expect(marked(t, 'b')).toEqual([2, 2]);
    // Ranged 1 + Pulse 1 on the heat die; no third attack: b's turn follows.
    expect(t.unit('a').heatDie).toBe(2);
    expect(t.logOf('SecondAttack')).toHaveLength(1);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'] });
  });

  it('PULSE: no second attack after a miss, nor after a hit with the other weapon (§2.11)', () => {
    expect(attack(duel(pulse, plain('p')), ranged('a', 'b', 'secondary'), 1, 2, 3).logOf('SecondAttack')).toEqual([]);
    expect(attack(duel(pulse, plain('p')), ranged('a', 'b', 'primary'), 4, 4, 4).logOf('SecondAttack')).toEqual([]);
  });

  it('PPC CAPACITOR: works only with its weapon (§2.11); when used the attacker gains 1 heat', () => {
    const ppc = windowUnit({
      id: 'ppc',
      base: { primary: { damage: 3, symbols: ['energy'] }, secondary: { damage: 3, symbols: ['energy'], equipment: sq('ppcCapacitor') } },
    });
    const withIt = attack(duel(ppc, plain('p')), ranged('a', 'b', 'secondary'), 4, 4, 4);
    expect(marked(withIt, 'b')).toEqual([5]);
    expect(withIt.unit('a').heatDie).toBe(2);
    const without = attack(duel(ppc, plain('p')), ranged('a', 'b', 'primary'), 4, 4, 4);
    expect(marked(without, 'b')).toEqual([3]);
    expect(without.unit('a').heatDie).toBe(1);
  });

  it('GRAPPLE: the one enemy in base contact breaks away only on 5–6, even with Evade', () => {
    const grapple = windowUnit({ id: 'gr', base: { secondary: { damage: 2, symbols: ['energy'], equipment: sq('grapple') } } });
    const evader = plain('ev', { speed: { value: 10, equipment: sq('evade') } });
    const breakaway = (grappler: ReturnType<typeof windowUnit>, die: number) => {
      const m = scenario(
        { A: [{ unitId: 'a', profile: grappler, hex: { x: 5, y: 5 } }], B: [{ unitId: 'b', profile: evader, hex: { x: 5, y: 6 } }] },
        ['a', 'b'],
      ).passTo('movement');
      m.order('A', { type: 'Pass', unitId: 'a' });
      m.order('B', { type: 'Move', unitId: 'b', path: [{ x: 5, y: 7 }], facing: 0 });
      const threshold = (m.state.queue[0] as { threshold: number }).threshold;
      m.roll(die);
      return { threshold, moved: m.unit('b').hex!.y === 7 };
    };
    expect(breakaway(grapple, 4)).toEqual({ threshold: 5, moved: false });
    expect(breakaway(grapple, 5)).toEqual({ threshold: 5, moved: true });
    // EVADE without a grappler: fails only on 1.
    expect(breakaway(plain('x'), 2)).toEqual({ threshold: 2, moved: true });
    expect(breakaway(plain('x'), 1)).toEqual({ threshold: 2, moved: false });
  });
});

describe('[Equip] energy and melee equipment used in melee and with the heat dial', () => {
  it('ALPHA STRIKE: the heat dial turns to the radiation position, +X damage; then 1d6: 5–6 lose 2 heat, 1–4 shut down', () => {
    const alpha = windowUnit({ id: 'al', base: { primary: { damage: 3, symbols: ['energy'], equipment: sq('alphaStrike') } } });
    const t = attack(duel(alpha, plain('p')), ranged('a', 'b'), 4, 4, 4);
    expect(t.logOf('AlphaStrike')).toEqual([expect.objectContaining({ unitId: 'a', clicks: 7 })]);
    expect(marked(t, 'b')).toEqual([3 + 7]);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'alphaStrike', side: 'A' });
    t.roll(5);
    // The loss cancels the ranged order's heat on the die first, then clicks back once (E9).
    expect([t.unit('a').heat, t.unit('a').heatDie, t.unit('a').shutdown]).toEqual([6, 0, false]);
    const u = attack(duel(alpha, plain('p')), ranged('a', 'b'), 4, 4, 4).roll(4);
    expect([u.unit('a').heat, u.unit('a').shutdown]).toEqual([7, true]);
  });

  const flamer = windowUnit({ id: 'fl', base: { primary: { damage: 3, symbols: ['energy'], equipment: sq('flamers') } } });
  const fragile = windowUnit({
    id: 'fr',
    heatDial: [
      { primary: { effect: 'startTemperature' }, secondary: { effect: 'startTemperature' }, speed: { effect: 'startTemperature' } },
      { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 }, shutdown: true },
    ],
  });
  const contact = { aHex: { x: 5, y: 5 }, bHex: { x: 5, y: 6 } };

  it('FLAMERS: a successful melee deals no damage; the target gains 2 heat instead (A58: on its heat die)', () => {
    const t = attack(duel(flamer, plain('p'), contact), melee('a', 'b'), 4, 4, 4);
    expect(marked(t, 'b')).toEqual([]);
    expect(t.unit('b').heatDie).toBe(2);
  });

  it('FLAMERS: no effect on a shut-down target, which takes the melee damage', () => {
    const t = duel(flamer, fragile, contact);
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Entrench', unitId: 'b' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.unit('b').shutdown).toBe(true);
    t.initiative(['a', 'b']).passTo('combat');
    attack(t, melee('a', 'b'), 4, 4, 4);
    expect(marked(t, 'b')).toEqual([2]); // §3.3.1: an energy value in melee deals half, rounded up
    expect(t.unit('b').heatDie).toBe(0);
  });

  it('FULL STRIKE: every enemy in base contact at the front is a target of one roll; each hit takes the full damage value', () => {
    const fs = windowUnit({ id: 'fs', base: { primary: { damage: 3, symbols: ['melee'], equipment: sq('fullStrike') } } });
    const [, second] = neighbours({ x: 5, y: 5 }).filter((h) => !(h.x === 5 && h.y === 6));
    const play = (d2: number, ...dice: number[]) => {
      const t = scenario(
        {
          A: [
            { unitId: 'fs', profile: fs, hex: { x: 5, y: 5 } },
            { unitId: 'a2', profile: plain('a2'), hex: { x: 1, y: 1 } },
          ],
          B: [
            { unitId: 'b1', profile: plain('b1'), hex: { x: 5, y: 6 } },
            { unitId: 'b2', profile: plain('b2', { defense: { value: d2 } }), hex: second },
          ],
        },
        ['fs', 'a2', 'b1', 'b2'],
      ).passTo('combat');
      t.order('A', melee('fs', 'b1', 'primary', { special: 'fullStrike' }));
      t.order('B', { type: 'Pass', unitId: 'b1' }).order('B', { type: 'Pass', unitId: 'b2' });
      return t.roll(...dice);
    };
    const both = play(21, 4, 4, 4);
    expect(t2(both)).toEqual([
      { id: 'b1', result: 21, hit: true },
      { id: 'b2', result: 21, hit: true },
    ]);
    expect([marked(both, 'b1'), marked(both, 'b2')]).toEqual([[3], [3]]);
    const one = play(22, 4, 4, 4);
    expect([marked(one, 'b1'), marked(one, 'b2')]).toEqual([[3], []]);
  });

  it('RAPID STRIKE: a successful melee with that weapon is followed by a second attack on the same target, +1 heat', () => {
    const rs = windowUnit({ id: 'rs', base: { primary: { damage: 3, symbols: ['melee'], equipment: sq('rapidStrike') } } });
    const t = attack(duel(rs, plain('p'), contact), melee('a', 'b'), 4, 4, 4);
    expect(t.logOf('SecondAttack')).toEqual([expect.objectContaining({ equipment: 'rapidStrike' })]);
    t.roll(4, 4, 4);
    expect(resolved(t).targets[0]).toMatchObject({ defense: 16, hit: true });
    expect(marked(t, 'b')).toEqual([3, 3]);
    expect(t.unit('a').heatDie).toBe(2);
    expect(attack(duel(rs, plain('p'), contact), melee('a', 'b'), 1, 2, 1).logOf('SecondAttack')).toEqual([]);
  });
});

/** [resolved targets without modifiers and defense] */
function t2(t: Table) {
  return resolved(t).targets.map(({ id, result, hit }) => ({ id, result, hit }));
}

describe('[Equip] speed equipment at the table', () => {
  const toMovement = (a: ReturnType<typeof windowUnit>, hexes: Parameters<typeof scenario>[0]['hexes']) =>
    scenario(
      { A: [{ unitId: 'a', profile: a, hex: { x: 5, y: 2 } }], B: [{ unitId: 'b', profile: plain('p'), hex: { x: 1, y: 14 } }], hexes },
      ['a', 'b'],
    ).passTo('movement');
  const column = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ x: 5, y: from + i }));

  it('RECON: every hex costs only 2, whatever the terrain', () => {
    const swamp = difficult([5, 3], [5, 4], [5, 5], [5, 6], [5, 7]);
    const recon = windowUnit({ id: 'rc', base: { speed: { value: 10, equipment: sq('recon') } } });
    toMovement(recon, swamp).order('A', { type: 'Move', unitId: 'a', path: column(3, 7), facing: 6 });
    const t = toMovement(plain('x'), swamp);
    expect(t.refused(orderEvent('A', { type: 'Move', unitId: 'a', path: column(3, 7), facing: 6 }))).toMatchObject({ code: 'TOO_FAR' });
  });

  it('JUMP JETS: ignore other bases and terrain costs while moving, cannot run', () => {
    const jj = windowUnit({ id: 'jj', base: { speed: { value: 10, equipment: sq('jumpJets') } } });
    const ground = [...difficult([5, 3], [5, 4], [5, 5]), { x: 5, y: 6, terrain: 'blocking' as const, level: 0 as const }];
    const t = toMovement(jj, ground);
    expect(
      t.refused(orderEvent('A', { type: 'Move', unitId: 'a', path: column(3, 7), facing: 6, jumpJets: true, run: true })),
    ).toMatchObject({ code: 'NOT_ALLOWED' });
    t.order('A', { type: 'Move', unitId: 'a', path: column(3, 7), facing: 6, jumpJets: true });
    expect(t.unit('a').hex).toEqual({ x: 5, y: 7 });
    expect(
      toMovement(plain('x'), ground).refused(orderEvent('A', { type: 'Move', unitId: 'a', path: column(3, 7), facing: 6 })),
    ).toMatchObject({ code: 'BLOCKED' });
  });

  it('JUMP JETS: breakaway fails only on 1', () => {
    const jj = windowUnit({ id: 'jj', base: { speed: { value: 10, equipment: sq('jumpJets') } } });
    const t = scenario(
      { A: [{ unitId: 'a', profile: plain('p'), hex: { x: 5, y: 5 } }], B: [{ unitId: 'b', profile: jj, hex: { x: 5, y: 6 } }] },
      ['a', 'b'],
    ).passTo('movement');
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Move', unitId: 'b', path: [{ x: 5, y: 7 }], facing: 0 });
    expect(t.state.queue[0]).toMatchObject({ kind: 'breakaway', threshold: 2 });
    t.roll(2);
    expect(t.unit('b').hex).toEqual({ x: 5, y: 7 });
  });

  it('CAMOUFLAGE: +2 defense against ranged fire while standing in difficult terrain', () => {
    const cam = windowUnit({ id: 'cam', base: { speed: { value: 10, equipment: sq('camouflage') } } });
    expect(resolved(attack(duel(plain('p'), cam, { hexes: difficult([5, 9]) }), ranged('a', 'b'), 3, 3, 3)).targets[0].defense).toBe(18);
    expect(resolved(attack(duel(plain('p'), cam), ranged('a', 'b'), 3, 3, 3)).targets[0].defense).toBe(16);
    expect(
      resolved(
        attack(duel(plain('p'), cam, { hexes: difficult([5, 6]), aHex: { x: 5, y: 5 }, bHex: { x: 5, y: 6 } }), melee('a', 'b'), 3, 3, 3),
      ).targets[0].defense,
    ).toBe(16);
  });

  it('ELECTRONIC CAMOUFLAGE: immune to Streak missiles (BAD_TARGET) and to indirect fire (BAD_TARGET)', () => {
    const ecm = windowUnit({ id: 'ecm', base: { speed: { value: 10, equipment: sq('electronicCamouflage') } } });
    const streak = windowUnit({ id: 'st', base: { secondary: { damage: 2, symbols: ['ballistic'], equipment: sq('streakMissile') } } });
    const t = duel(streak, ecm);
    expect(t.refused(orderEvent('A', ranged('a', 'b', 'secondary')))).toMatchObject({ code: 'BAD_TARGET' });
    // §2.11: cancelling the Streak makes it an ordinary shot.
    t.order('A', { type: 'CancelEquipment', unitId: 'a', equipment: 'streakMissile' }).order('A', ranged('a', 'b', 'secondary'));
    const walled = duel(plain('p'), ecm, { hexes: wall(6) });
    const r = walled.refused(orderEvent('A', ranged('a', 'b', 'primary', { indirect: true })));
    expect(r).toMatchObject({ code: 'BAD_TARGET' });
    expect(r.message).toMatch(/immune to indirect fire/);
  });
});

describe('[Equip] attack equipment at the table', () => {
  const flush = windowUnit({ id: 'cf', base: { attack: { value: 9, equipment: sq('coolantFlush') } } });
  const alpha = windowUnit({ id: 'hot', base: { primary: { damage: 3, symbols: ['energy'], equipment: sq('alphaStrike') } } });
  /** `hot` alpha-strikes (missing) and keeps 6 heat; `cf` then flushes it, after a move when `path` is given. */
  function flushed(cfHex: { x: number; y: number }, path: Array<{ x: number; y: number }> | undefined, ...dice: number[]): Table {
    const t = scenario(
      {
        A: [
          { unitId: 'hot', profile: alpha, hex: { x: 5, y: 4 } },
          { unitId: 'cf', profile: flush, hex: cfHex },
        ],
        B: [
          { unitId: 'b1', profile: plain('b1'), hex: { x: 5, y: 10 } },
          { unitId: 'b2', profile: plain('b2'), hex: { x: 9, y: 12 } },
        ],
      },
      ['hot', 'cf', 'b1', 'b2'],
    ).passTo('combat');
    t.order('A', ranged('hot', 'b1')).order('B', { type: 'Pass', unitId: 'b1' }).roll(1, 2, 3).roll(5);
    expect(t.unit('hot').heat).toBe(6);
    t.order('A', {
      type: 'Melee',
      unitId: 'cf',
      attack: { kind: 'melee', targetId: 'hot', special: 'coolantFlush' },
      ...(path ? { path } : {}),
    });
    return t.roll(...dice);
  }

  it('COOLANT FLUSH: a successful melee on an ally takes 4 heat off at once, 2 after a move', () => {
    expect(flushed({ x: 5, y: 3 }, undefined, 4, 4, 4).unit('hot').heat).toBe(2);
    expect(flushed({ x: 5, y: 2 }, [{ x: 5, y: 3 }], 4, 4, 4).unit('hot').heat).toBe(4);
  });

  it('COOLANT FLUSH: on a critical failure the ally takes no pushing damage (the attacker still does, §2.14)', () => {
    const t = flushed({ x: 5, y: 3 }, undefined, 1, 1, 6);
    expect(t.unit('hot').heat).toBe(6);
    expect(t.logOf('PushingDamage').map((e) => e.unitId)).toEqual(['cf']);
  });

  it('COOLANT FLUSH: refused when the ally is in base contact with an enemy (BAD_TARGET)', () => {
    const t = scenario(
      {
        A: [
          { unitId: 'cf', profile: flush, hex: { x: 5, y: 3 } },
          { unitId: 'ally', profile: plain('al'), hex: { x: 5, y: 4 } },
        ],
        B: [
          { unitId: 'b1', profile: plain('b1'), hex: { x: 5, y: 5 } },
          { unitId: 'b2', profile: plain('b2'), hex: { x: 9, y: 12 } },
        ],
      },
      ['cf', 'ally', 'b1', 'b2'],
    ).passTo('combat');
    expect(
      t.refused(orderEvent('A', { type: 'Melee', unitId: 'cf', attack: { kind: 'melee', targetId: 'ally', special: 'coolantFlush' } })),
    ).toMatchObject({ code: 'BAD_TARGET' });
  });

  const repairer = windowUnit({ id: 'rp', base: { attack: { value: 9, equipment: sq('repair') } } });
  const hurtUnit = windowUnit({ id: 'hu', clicks: { 1: { repair: true } } });
  /** b1 hits `hurt` for 3 (on its damage die); then `rp` tries to repair it in the same phase. */
  function repaired(mode: 'value' | 'd6', ...dice: number[]): Table {
    const t = scenario(
      {
        A: [
          { unitId: 'rp', profile: repairer, hex: { x: 5, y: 3 } },
          { unitId: 'hurt', profile: hurtUnit, hex: { x: 5, y: 4 } },
        ],
        B: [
          { unitId: 'b1', profile: plain('b1'), hex: { x: 5, y: 10 } },
          { unitId: 'b2', profile: plain('b2'), hex: { x: 9, y: 12 } },
        ],
      },
      ['b1', 'rp', 'hurt', 'b2'],
    ).passTo('combat');
    t.order('B', ranged('b1', 'hurt')).order('A', { type: 'Pass', unitId: 'hurt' }).roll(4, 4, 4);
    expect(t.unit('hurt').damageDie).toBe(3);
    if (dice.length === 0) return t;
    t.order('A', melee('rp', 'hurt', 'primary', { special: 'repair', repairMode: mode }));
    return t.roll(...dice);
  }

  it('REPAIR: by 1d6 (A30), a critical hit repairs one more; repairs cancel the damage die first (A31)', () => {
    const t = repaired('d6', 4, 4, 4);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'repair', side: 'A' });
    t.roll(2);
    expect(t.unit('hurt').damageDie).toBe(1);
    expect(repaired('d6', 6, 6, 1).roll(1).unit('hurt').damageDie).toBe(1);
  });

  it('REPAIR: a critical failure gives the target 1 pushing damage (§2.14)', () => {
    const t = repaired('value', 1, 1, 6);
    expect(t.logOf('PushingDamage')).toEqual([expect.objectContaining({ unitId: 'hurt', amount: 1, cause: 'repairFailure' })]);
    expect(t.unit('hurt').damageDie).toBe(4);
  });

  it('REPAIR A32: by the damage value, never past the highest repair marker at or before the current click', () => {
    const t = repaired('value');
    t.passTo('initiative', 2);
    expect(t.unit('hurt').click).toBe(3);
    t.initiative(['b1', 'rp', 'hurt', 'b2']).passTo('combat');
    t.order('B', { type: 'Pass', unitId: 'b1' });
    t.order('A', melee('rp', 'hurt', 'primary', { special: 'repair', repairMode: 'value' })).roll(4, 4, 4);
    expect(t.logOf('UnitRepaired').at(-1)).toMatchObject({ unitId: 'hurt', fromDie: 0, clicks: 2 });
    expect(t.unit('hurt').click).toBe(1);
  });

  const targeting = windowUnit({ id: 'it', base: { attack: { value: 9, equipment: sq('improvedTargeting') } } });
  it('IMPROVED TARGETING: one die re-rolled and kept; a critical hit made by the re-roll does not count', () => {
    const t = duel(targeting, plain('hard', { defense: { value: 23 } }));
    t.order('A', ranged('a', 'b')).order('B', { type: 'Pass', unitId: 'b' }).roll(6, 5, 1);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Reroll'] });
    t.order('A', { type: 'Reroll', dieIndex: 1 }).roll(6);
    expect(resolved(t)).toMatchObject({ critical: null, targets: [{ result: 6 + 6 + 1 + 9, hit: false }] });
  });

  it('IMPROVED TARGETING: a critical failure re-rolled away causes no pushing damage; a kept one does', () => {
    const away = duel(targeting, plain('p'));
    away
      .order('A', ranged('a', 'b'))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(1, 1, 6)
      .order('A', { type: 'Reroll', dieIndex: 0 })
      .roll(4);
    expect(away.logOf('PushingDamage')).toEqual([]);
    const kept = duel(targeting, plain('p'));
    kept
      .order('A', ranged('a', 'b'))
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(1, 1, 6)
      .order('A', { type: 'Reroll', dieIndex: 2 })
      .roll(4);
    expect(kept.logOf('PushingDamage')).toEqual([expect.objectContaining({ unitId: 'a', cause: 'criticalFailure' })]);
  });

  const evadeCard = (extra: Partial<Card> = {}): Card => ({
    id: 'evade-card',
    name: 'Test Evasion',
    kind: 'gear',
    collectorNumber: 'G-T1',
    points: 10,
    affects: 'speed',
    equipment: 'evade',
    ...extra,
  });
  const salvager = windowUnit({ id: 'sv', base: { attack: { value: 9, equipment: sq('salvage') } } });
  it('SALVAGE: only Move and Cool — no other combat order, no reaction, no special attack; gear cards ignored', () => {
    const t = scenario(
      {
        A: [{ unitId: 'a', profile: salvager, hex: { x: 5, y: 3 }, cards: ['evade-card'] }],
        B: [{ unitId: 'b', profile: plain('p'), hex: { x: 5, y: 9 } }],
        cards: [evadeCard()],
      },
      ['a', 'b'],
    );
    // Initiative: a acts first and could otherwise Charge; with Salvage its turn passes by itself.
    expect(t.state.phase).toBe('movement');
    t.passTo('combat');
    expect(t.pending).toMatchObject({ kind: 'order', orders: ['Cool', 'Pass', 'CancelEquipment'] });
    expect(t.refused(orderEvent('A', ranged('a', 'b')))).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(t.refused(orderEvent('A', { type: 'Entrench', unitId: 'a' }))).toMatchObject({ code: 'NOT_ALLOWED' });
    t.order('A', { type: 'Pass', unitId: 'a' });
    t.order('B', ranged('b', 'a'));
    // No Defend/Evade answer is offered; the card's Evade does not raise the defense.
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack' });
    t.roll(3, 3, 3);
    expect(resolved(t).targets[0].defense).toBe(16);
  });

  it('§7.4.1: a gear card that works under Salvage keeps its equipment', () => {
    const t = scenario(
      {
        A: [{ unitId: 'a', profile: salvager, hex: { x: 5, y: 3 }, cards: ['evade-card'] }],
        B: [{ unitId: 'b', profile: plain('p'), hex: { x: 5, y: 9 } }],
        cards: [evadeCard({ worksUnderSalvage: true })],
      },
      ['a', 'b'],
    ).passTo('combat');
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', ranged('b', 'a')).roll(3, 3, 3);
    expect(resolved(t).targets[0].defense).toBe(18);
  });

  it('COMMAND: +1 to the unit’s initiative rolls', () => {
    const t = scenario(
      {
        A: [
          {
            unitId: 'a',
            profile: windowUnit({ id: 'cmd', base: { attack: { value: 9, equipment: sq('command') } } }),
            hex: { x: 5, y: 3 },
          },
        ],
        B: [{ unitId: 'b', profile: plain('p'), hex: { x: 5, y: 9 } }],
      },
      ['a', 'b'],
    );
    expect(t.logOf('InitiativeRolled').map((e) => [e.unitId, e.result])).toEqual([
      ['a', 3 + 1],
      ['b', 5],
    ]);
  });
});

describe('[Equip] defense equipment at the table', () => {
  const decoy = windowUnit({ id: 'dc', base: { defense: { value: 16, equipment: circle('decoy') } } });
  it('DECOY: a ranged hit makes the attacker roll again; a miss ignores the hit; the circle is spent for 1 damage', () => {
    const t = attack(duel(plain('p'), decoy), ranged('a', 'b'), 4, 4, 4);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'decoy', side: 'A' });
    t.roll(1, 2, 3);
    expect(t.logOf('DecoyRolled')).toEqual([expect.objectContaining({ targetId: 'b', ignored: true })]);
    expect(marked(t, 'b')).toEqual([1]); // only the circle's pushing damage
    expect(t.logOf('PushingDamage')).toEqual([expect.objectContaining({ unitId: 'b', cause: 'singleUse' })]);
    const stands = attack(duel(plain('p'), decoy), ranged('a', 'b'), 4, 4, 4).roll(4, 4, 4);
    expect(marked(stands, 'b')).toEqual([1, 3]);
  });

  it('DECOY: not against a critical hit, nor against melee', () => {
    expect(attack(duel(plain('p'), decoy), ranged('a', 'b'), 6, 6, 1).logOf('DecoyRolled')).toEqual([]);
    expect(
      attack(duel(plain('p'), decoy, { aHex: { x: 5, y: 5 }, bHex: { x: 5, y: 6 } }), melee('a', 'b'), 4, 4, 4).logOf('DecoyRolled'),
    ).toEqual([]);
  });
});

describe('§2.11 cancelling optional equipment (A10, CANCEL_TOO_LATE)', () => {
  const ppc = windowUnit({ id: 'ppc', base: { primary: { damage: 2, symbols: ['energy'], equipment: sq('ppcCapacitor') } } });
  const armoured = windowUnit({ id: 'ar', base: { defense: { value: 16, equipment: sq('reflectiveArmor') } } });

  it('equipment without “(opt.)” cannot be cancelled', () => {
    const t = duel(ppc, armoured);
    const r = t.refused(orderEvent('B', { type: 'CancelEquipment', unitId: 'b', equipment: 'reflectiveArmor' }));
    expect(r).toMatchObject({ code: 'NOT_OPTIONAL' });
    expect(r.rule).toMatch(/§2\.11.*REFLECTIVE ARMOR/);
  });

  it('cancelled before the roll, the equipment does not work; after the roll it can no longer be cancelled (CANCEL_TOO_LATE)', () => {
    const t = duel(ppc, plain('p'));
    t.order('A', { type: 'CancelEquipment', unitId: 'a', equipment: 'ppcCapacitor' });
    attack(t, ranged('a', 'b'), 4, 4, 4);
    expect(marked(t, 'b')).toEqual([2]);
    expect(t.unit('a').heatDie).toBe(1);
    const artemis = windowUnit({ id: 'art', base: { primary: { damage: 3, symbols: ['ballistic'], equipment: sq('artemisV') } } });
    const late = attack(duel(artemis, plain('p')), ranged('a', 'b'), 4, 4, 4);
    expect(late.pending).toMatchObject({ purpose: 'artemis' });
    expect(late.refused(orderEvent('A', { type: 'CancelEquipment', unitId: 'a', equipment: 'artemisV' }))).toMatchObject({
      code: 'CANCEL_TOO_LATE',
    });
  });

  it('A10: a cancellation lasts until the end of the current turn — the target’s defensive equipment too', () => {
    const evader = plain('ev', { speed: { value: 10, equipment: sq('evade') } });
    const t = duel(plain('p'), evader);
    t.order('A', ranged('a', 'b'))
      .order('B', { type: 'CancelEquipment', unitId: 'b', equipment: 'evade' })
      .order('B', { type: 'Pass', unitId: 'b' })
      .roll(3, 3, 3);
    expect(resolved(t).targets[0].defense).toBe(16);
    expect(t.unit('b').cancelled).toEqual([]);
    t.order('B', ranged('b', 'a')).roll(3, 3, 3);
    expect(t.logOf('AttackResolved')).toHaveLength(2);
  });
});

describe('§7.4.2 pilots: modifiers on any eligible unit, the ability only on the favoured unit', () => {
  const ace: Card = {
    id: 'ace',
    name: 'Test Ace',
    kind: 'pilot',
    grade: 'L',
    collectorNumber: 'L-T1',
    points: 10,
    alternative: { points: 20, favouredUnit: 'TST-fav' },
    modifiers: { defense: 1 },
    affects: 'attack',
    equipment: 'command',
  };
  const play = (profile: ReturnType<typeof windowUnit>, card: Card = ace) => {
    const t = scenario(
      {
        A: [{ unitId: 'a', profile: plain('p'), hex: { x: 5, y: 3 } }],
        B: [{ unitId: 'b', profile, hex: { x: 5, y: 9 }, cards: [card.id] }],
        cards: [card],
      },
      ['a', 'b'],
    );
    const initiative = t.logOf('InitiativeRolled').find((e) => e.unitId === 'b')!.result;
    const points = t.unit('b').points;
    t.passTo('combat');
    attack(t, ranged('a', 'b'), 3, 3, 3);
    return { initiative, defense: resolved(t).targets[0].defense, points };
  };

  it('on its favoured unit: the alternative cost, the modifiers and the ability (Command +1 initiative)', () => {
    expect(play(windowUnit({ id: 'fav' }))).toEqual({ initiative: 5 + 1, defense: 17, points: 100 + 20 });
  });

  it('on another unit: the base cost and the modifiers, but no ability', () => {
    expect(play(windowUnit({ id: 'other' }))).toEqual({ initiative: 5, defense: 17, points: 100 + 10 });
  });

  it('E15: a pilot on the rulebook’s list pays the base cost and has no ability even on its favoured unit', () => {
    const listed: Card = { ...ace, id: 'listed', collectorNumber: 'L-002' };
    expect(play(windowUnit({ id: 'fav' }), listed)).toEqual({ initiative: 5, defense: 17, points: 100 + 10 });
  });
});

describe('[HeatFx p.16] heat effects at the table (§2.16, §2.17, §8.3)', () => {
  const mod0 = { modifier: 0 };
  const start = {
    primary: { effect: 'startTemperature' as const },
    secondary: { effect: 'startTemperature' as const },
    speed: { effect: 'startTemperature' as const },
  };
  const heatDial: HeatPosition[] = [
    start,
    {
      primary: { effect: 'ammoExplosionAvoidance' },
      secondary: { effect: 'coolantFailureAvoidance' },
      speed: { effect: 'shutdownAvoidance' },
    },
    { primary: mod0, secondary: { effect: 'coolantFailureAvoidance' }, speed: mod0 },
    {
      primary: { effect: 'criticalAmmoExplosionAvoidance' },
      secondary: { effect: 'criticalCoolantFailureAvoidance' },
      speed: { effect: 'criticalShutdownAvoidance' },
    },
    { primary: { effect: 'ammoFeedJam' }, secondary: { effect: 'weaponShutdown' }, speed: { effect: 'reactorOverload' } },
    { primary: mod0, secondary: mod0, speed: mod0, shutdown: true },
  ];
  const hot = windowUnit({ id: 'hd', heatDial });
  const heatTask = (t: Table) => t.state.queue[0] as { kind: string; effects: string[] };

  it('§8.3: each effect shown rolls its own die; ammo explosion 1–2 is ballistic damage −1 pushing; coolant failure +1 heat repeats the rolls; critical ammo 1–3 is +1, critical shutdown 1–3 shuts down', () => {
    const t = duel(hot, plain('p'));
    t.order('A', ranged('a', 'b')).order('B', { type: 'Pass', unitId: 'b' }).roll(1, 2, 3);
    t.order('B', { type: 'Pass', unitId: 'b' });
    expect(heatTask(t)).toMatchObject({
      kind: 'heatEffects',
      effects: ['ammoExplosionAvoidance', 'coolantFailureAvoidance', 'shutdownAvoidance'],
    });
    t.roll(2).roll(1).roll(3); // ammo: 3 − 1 = 2 pushing; coolant: +1 heat; no shutdown
    expect(t.unit('a').click).toBe(2); // A16: after the damage step, pushing damage clicks at once
    expect(heatTask(t).effects).toEqual(['coolantFailureAvoidance']);
    t.roll(2); // +1 again: position 3
    expect(heatTask(t).effects).toEqual(['criticalAmmoExplosionAvoidance', 'criticalCoolantFailureAvoidance', 'criticalShutdownAvoidance']);
    t.roll(3).roll(4).roll(3); // critical ammo: 3 + 1 = 4 pushing; no coolant failure; shut down — together (E4)
    expect([t.unit('a').heat, t.unit('a').click, t.unit('a').shutdown]).toEqual([3, 6, true]);
    expect(t.pending).toMatchObject({ purpose: 'initiative' });
  });

  it('HeatFx: the avoidance rolls pass on 3–6 (critical ones on 4–6): nothing happens', () => {
    const t = duel(hot, plain('p'));
    t.order('A', ranged('a', 'b')).order('B', { type: 'Pass', unitId: 'b' }).roll(1, 2, 3);
    t.order('B', { type: 'Pass', unitId: 'b' }).roll(3).roll(3).roll(3);
    expect([t.unit('a').heat, t.unit('a').click, t.unit('a').shutdown]).toEqual([1, 0, false]);
    expect(t.pending).toMatchObject({ purpose: 'initiative' });
  });

  it('A28: a position passed over during the clicks is not rolled — only what shows at the end', () => {
    const t = scenario(
      { A: [{ unitId: 'a', profile: hot, hex: { x: 5, y: 3 } }], B: [{ unitId: 'b', profile: plain('p'), hex: { x: 5, y: 9 } }] },
      ['a', 'b'],
    ).passTo('movement');
    t.order('A', { type: 'Move', unitId: 'a', path: [{ x: 5, y: 4 }], facing: 6, run: true }).order('B', { type: 'Pass', unitId: 'b' });
    t.order('A', ranged('a', 'b')).order('B', { type: 'Pass', unitId: 'b' }).roll(1, 2, 3);
    t.order('B', { type: 'Pass', unitId: 'b' });
    expect(t.unit('a').heat).toBe(2);
    expect(heatTask(t).effects).toEqual(['coolantFailureAvoidance']);
  });

  /** The alpha strike turns the dial to 5; the 1d6 then loses 2 heat (5–6) or shuts the unit down (1–4). */
  const alphaHot = windowUnit({
    id: 'ah',
    heatDial,
    base: {
      primary: { damage: 3, symbols: ['energy'], equipment: sq('alphaStrike') },
      secondary: { damage: 2, symbols: ['ballistic'], equipment: sq('artemisV') },
    },
  });

  it('HeatFx: Ammo Feed Jam and Weapon Shutdown stop ranged fire with those weapons and their special equipment (WEAPON_DISABLED)', () => {
    const t = attack(duel(alphaHot, plain('p')), ranged('a', 'b'), 1, 2, 3).roll(5);
    expect(t.unit('a').heat).toBe(4);
    expect(has(t.state, t.unit('a'), 'artemisV')).toBe(false);
    t.passTo('initiative', 2).initiative(['a', 'b']).passTo('combat');
    expect(t.refused(orderEvent('A', ranged('a', 'b', 'secondary')))).toMatchObject({ code: 'WEAPON_DISABLED' });
    expect(t.refused(orderEvent('A', ranged('a', 'b', 'primary')))).toMatchObject({ code: 'WEAPON_DISABLED' });
  });

  it('HeatFx: Reactor Overload rolls for a shut-down unit when its dial changes; 1–3 stays shut down, 4–6 restarts (§2.17: orders from the next round)', () => {
    const play = (die: number) => {
      const t = attack(duel(alphaHot, plain('p')), ranged('a', 'b'), 1, 2, 3).roll(4);
      expect([t.unit('a').heat, t.unit('a').shutdown]).toEqual([5, true]);
      t.order('B', { type: 'Pass', unitId: 'b' }).initiative(['a', 'b']).passTo('combat', 2);
      t.order('B', { type: 'Pass', unitId: 'b' });
      // End phase of round 2: no order, so −1 heat → position 4 → the Reactor Overload roll.
      expect(heatTask(t).effects).toEqual(['reactorOverload']);
      return t.roll(die);
    };
    expect(play(3).unit('a').shutdown).toBe(true);
    const r = play(4);
    expect(r.unit('a').shutdown).toBe(false);
    expect(r.logOf('UnitRestarted')).toEqual([expect.objectContaining({ unitId: 'a', cause: 'heatEffect' })]);
  });

  it('HeatFx: Shutdown Avoidance restarts a shut-down unit on 3–6; §8.3 step 5: after that restart no more heat-effect rolls this turn', () => {
    const dial: HeatPosition[] = [
      start,
      { primary: mod0, secondary: mod0, speed: mod0 },
      { primary: mod0, secondary: mod0, speed: { effect: 'shutdownAvoidance' } },
      { primary: mod0, secondary: mod0, speed: { effect: 'shutdownAvoidance' } },
      { primary: mod0, secondary: mod0, speed: mod0 },
      { primary: mod0, secondary: mod0, speed: mod0, shutdown: true },
    ];
    const sd = windowUnit({
      id: 'sd',
      heatDial: dial,
      base: { primary: { damage: 3, symbols: ['energy'], equipment: sq('alphaStrike') } },
    });
    const cf = windowUnit({ id: 'cf', base: { attack: { value: 9, equipment: sq('coolantFlush') } } });
    const order = ['sd', 'cf', 'b1', 'b2'];
    const t = scenario(
      {
        A: [
          { unitId: 'sd', profile: sd, hex: { x: 5, y: 4 } },
          { unitId: 'cf', profile: cf, hex: { x: 5, y: 2 } },
        ],
        B: [
          { unitId: 'b1', profile: plain('b1'), hex: { x: 5, y: 10 } },
          { unitId: 'b2', profile: plain('b2'), hex: { x: 9, y: 12 } },
        ],
      },
      order,
    ).passTo('combat');
    t.order('A', ranged('sd', 'b1')).order('B', { type: 'Pass', unitId: 'b1' }).roll(1, 2, 3).roll(4);
    expect([t.unit('sd').heat, t.unit('sd').shutdown]).toEqual([5, true]);
    t.passTo('initiative', 2).initiative(order).passTo('combat');
    // Coolant Flush after a move: −2 → position 3, where the shut-down unit rolls to restart.
    t.order('A', {
      type: 'Melee',
      unitId: 'cf',
      attack: { kind: 'melee', targetId: 'sd', special: 'coolantFlush' },
      path: [{ x: 5, y: 3 }],
    }).roll(4, 4, 4);
    expect(heatTask(t)).toMatchObject({ kind: 'heatEffects', unitId: 'sd', effects: ['shutdownAvoidance'] });
    t.roll(3);
    expect(t.unit('sd').shutdown).toBe(false);
    // End phase: sd took no order, −1 heat → position 2 shows Shutdown Avoidance, but no roll is asked.
    t.passTo('initiative', 3);
    expect(t.unit('sd').heat).toBe(2);
    expect(t.logOf('HeatEffectsRolled')).toHaveLength(1);
  });
});
