import { HEAT_EFFECTS, parseCatalogue, startPosition } from './catalogue';
import { equipmentOf } from './equipment';
import type { DialSlot, HeatEffectId } from './model';
import { sampleArena, sampleCatalogue, sampleObjectivePools, sampleTeams } from './samples';
import { buildTeams } from './team-building';

const SLOTS: DialSlot[] = ['primary', 'secondary', 'speed', 'attack', 'defense'];

describe('samples (SAMPLE data, not published units)', () => {
  it('the sample catalogue is a valid catalogue', () => {
    const r = parseCatalogue(JSON.parse(JSON.stringify(sampleCatalogue)));
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('every entry is marked sample and named "Sample …"; token ids start with "sample-"', () => {
    for (const u of sampleCatalogue.units) expect([u.sample, u.variant.startsWith('Sample ')]).toEqual([true, true]);
    for (const c of sampleCatalogue.cards) expect([c.sample, /Sample/.test(c.name)]).toEqual([true, true]);
    for (const a of sampleCatalogue.arenas) expect([a.sample, /Sample/.test(a.name)]).toEqual([true, true]);
    for (const t of sampleCatalogue.objectives) expect(t.id).toMatch(/^sample-/);
  });

  it('§2.2: the units cover the four weight classes L, M, H, A', () => {
    expect(sampleCatalogue.units.map((u) => u.weightClass)).toEqual(['L', 'M', 'M', 'H', 'A']);
  });

  it('§1.5, §2.13: complete combat dials — 8–12 clicks, one start marker, a repair marker after it, ending eliminated', () => {
    for (const u of sampleCatalogue.units) {
      expect(u.dial.length).toBeGreaterThanOrEqual(9);
      expect(u.dial.length).toBeLessThanOrEqual(13);
      expect(u.dial.filter((p) => p.start)).toHaveLength(1);
      expect(u.dial.at(-1)!.eliminated).toBe(true);
      expect(u.dial.findIndex((p) => p.repair)).toBeGreaterThan(startPosition(u));
    }
    // One unit does not start at the first click, so the start marker is really read.
    expect(startPosition(sampleCatalogue.units.find((u) => u.id === 'sample-titan')!)).toBe(1);
  });

  it('§2.11: the dials carry squares and circles, Jump Jets, a two-energy-symbol secondary with PPC Capacitor, a melee secondary', () => {
    const marks = sampleCatalogue.units.flatMap((u) =>
      u.dial.flatMap((p) => SLOTS.flatMap((s) => (p[s].equipment ? [p[s].equipment] : []))),
    );
    expect(marks.some((m) => m.singleUse)).toBe(true);
    expect(marks.some((m) => !m.singleUse)).toBe(true);
    expect(marks.some((m) => m.id === 'jumpJets')).toBe(true);
    const lancer = sampleCatalogue.units.find((u) => u.id === 'sample-lancer')!;
    expect(lancer.dial[0].secondary).toEqual({ damage: 2, symbols: ['energy', 'energy'], equipment: { id: 'ppcCapacitor' } });
    const brawler = sampleCatalogue.units.find((u) => u.id === 'sample-brawler')!;
    expect(brawler.dial[0].secondary.symbols).toEqual(['melee']);
    expect(brawler.ranges.secondary).toEqual({ min: 0, max: 0 });
    expect(equipmentOf({ position: brawler.dial[8] }).map((e) => e.id)).toContain('salvage');
  });

  it('§1.6, [HeatFx]: heat dials start on three green squares, end on the shutdown position, and show every heat effect somewhere', () => {
    const seen = new Set<HeatEffectId>();
    for (const u of sampleCatalogue.units) {
      expect(u.heatDial[0]).toEqual({
        primary: { effect: 'startTemperature' },
        secondary: { effect: 'startTemperature' },
        speed: { effect: 'startTemperature' },
      });
      expect(u.heatDial.map((h) => h.shutdown === true)).toEqual(u.heatDial.map((_, i) => i === u.heatDial.length - 1));
      for (const h of u.heatDial) for (const w of ['primary', 'secondary', 'speed'] as const) if ('effect' in h[w]) seen.add(h[w].effect);
      expect(
        u.heatDial.some((h) =>
          ['primary', 'secondary', 'speed'].some(
            (w) => 'modifier' in h[w as 'speed'] && (h[w as 'speed'] as { modifier: number }).modifier < 0,
          ),
        ),
      ).toBe(true);
    }
    expect([...seen].sort()).toEqual(Object.keys(HEAT_EFFECTS).sort());
  });

  it('§2.18, §6.1: the arena is 11 × 14 with clear centre hexes (6,7) and (6,8), every terrain and level, zones A, B, C in pairs', () => {
    expect([sampleArena.width, sampleArena.length]).toEqual([11, 14]);
    const at = (x: number, y: number) => sampleArena.hexes.find((h) => h.x === x && h.y === y);
    expect([at(6, 7), at(6, 8)]).toEqual([undefined, undefined]);
    expect(new Set(sampleArena.hexes.map((h) => h.terrain))).toEqual(new Set(['difficult', 'blocking', 'water', 'clear']));
    expect(new Set(sampleArena.hexes.map((h) => h.level))).toEqual(new Set([0, 1, 'steep']));
    expect([sampleArena.zones.A?.length, sampleArena.zones.B?.length, sampleArena.zones.C?.length]).toEqual([2, 2, 2]);
    // The A zones lie at the two short ends.
    expect(sampleArena.zones.A![0].every((h) => h.y === 1)).toBe(true);
    expect(sampleArena.zones.A![1].every((h) => h.y === 14)).toBe(true);
  });

  it('§7: the cards include the rule examples — Inferno (E12), an Evade gear (E13), Robinson (E14), a legendary pilot, an unused ability (E15)', () => {
    const card = (id: string) => sampleCatalogue.cards.find((c) => c.id === id)!;
    expect(card('sample-gear-inferno').requirements).toEqual({ weightClasses: ['M', 'H'], symbol: 'ballistic' });
    expect(card('sample-gear-evade').equipment).toBe('evade');
    expect(card('sample-pilot-robinson')).toMatchObject({
      name: expect.stringMatching(/Sample stand-in: Robinson Battle Academy Graduate/),
      requirements: { weightClasses: ['L'] },
      grade: 'P',
    });
    expect(card('sample-pilot-legend')).toMatchObject({ grade: 'L', alternative: { favouredUnit: 'SMP-004' } });
    expect(card('sample-pilot-gunslinger').abilityUnused).toBe(true);
  });

  it('§6.1: twelve objective tokens, three for each of four players, 30 RP per player', () => {
    expect(sampleCatalogue.objectives).toHaveLength(12);
    for (const side of ['A', 'B', 'C', 'D'] as const) {
      const pool = sampleObjectivePools[side].map((id) => sampleCatalogue.objectives.find((t) => t.id === id)!);
      expect(pool).toHaveLength(3);
      expect(pool.reduce((n, t) => n + t.rpPreferred, 0)).toBe(30);
    }
  });

  it('§2.3: sampleTeams is a 1-vs-1 in class M at 210 points that builds', () => {
    expect(sampleTeams.rules).toEqual({ pointLimit: 210, weightClass: 'M', heavyLimit: 280, unitsPerTeam: 1 });
    const r = buildTeams(sampleTeams, sampleCatalogue);
    expect(r.ok && r.teams.map((t) => t.totalPoints)).toEqual([210, 205]);
  });
});
