import fc from 'fast-check';
import {
  arenaSchema,
  catalogueSchema,
  emptyCatalogue,
  jsonPath,
  mergeCatalogues,
  parseCatalogue,
  startPosition,
  type Catalogue,
} from './catalogue';
import type { UnitProfile } from './model';
import { sampleArena, sampleBrawler, sampleCatalogue, sampleLegend, sampleTitan } from './samples';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
// Test documents are edited freely before they are parsed.
type Json = Record<string, any>;

/** Parses a catalogue of one unit, changed by `edit`, and returns the errors. */
function unitErrors(edit: (u: Json) => void): string[] {
  const u = clone(sampleBrawler) as Json;
  edit(u);
  const r = parseCatalogue({ units: [u] });
  return r.ok ? [] : r.errors;
}
function cardErrors(edit: (c: Json) => void): string[] {
  const c = clone(sampleLegend) as Json;
  edit(c);
  const r = parseCatalogue({ cards: [c] });
  return r.ok ? [] : r.errors;
}
function arenaErrors(edit: (a: Json) => void): string[] {
  const a = clone(sampleArena) as Json;
  edit(a);
  const r = parseCatalogue({ arenas: [a] });
  return r.ok ? [] : r.errors;
}

describe('catalogue: parseCatalogue accepts the model shapes', () => {
  it('the sample catalogue parses and survives a JSON round trip unchanged', () => {
    const r = parseCatalogue(clone(sampleCatalogue));
    expect(r).toEqual({ ok: true, catalogue: sampleCatalogue });
  });

  it('missing lists read as empty (a document may carry only units)', () => {
    const r = parseCatalogue({ units: [clone(sampleBrawler)] });
    expect(r.ok && r.catalogue).toEqual({ units: [sampleBrawler], cards: [], arenas: [], objectives: [] });
    expect(parseCatalogue({})).toEqual({ ok: true, catalogue: emptyCatalogue });
  });

  it('§2.13: an eliminated position may omit its values; they read as zeros', () => {
    const u = clone(sampleBrawler) as Json;
    u.dial[u.dial.length - 1] = { eliminated: true };
    const r = parseCatalogue({ units: [u] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const last = r.catalogue.units[0].dial.at(-1)!;
    expect(last).toEqual({
      eliminated: true,
      primary: { damage: 0, symbols: [] },
      secondary: { damage: 0, symbols: [] },
      speed: { value: 0 },
      attack: { value: 0 },
      defense: { value: 0 },
    });
  });

  it('§1.5: without a start marker the first position is the start', () => {
    const u = clone(sampleBrawler);
    delete u.dial[0].start;
    const r = parseCatalogue({ units: [u] });
    expect(r.ok).toBe(true);
    expect(startPosition(u)).toBe(0);
    expect(startPosition(sampleTitan)).toBe(1);
  });

  it('accepts any heat effects at position 0 (the three green squares are canonical, not required)', () => {
    expect(
      unitErrors((u) => (u.heatDial[0] = { primary: { modifier: 0 }, secondary: { effect: 'ammoFeedJam' }, speed: { modifier: 0 } })),
    ).toEqual([]);
  });

  it('a 360° unit with no rear arc and a full 12-entry arc template is accepted (A13)', () => {
    const all = [0, 1, 2, 3, 4, 5];
    const errors = unitErrors((u) => {
      u.frontArcDegrees = 360;
      u.rearArcDegrees = 0;
      u.arcTemplate = Array.from({ length: 12 }, () => ({ lofFront: all, lofRear: [], meleeFront: all, meleeRear: [] }));
    });
    expect(errors).toEqual([]);
  });
});

describe('catalogue: shape errors name the field and the rule', () => {
  it('an unknown (misspelt) key is refused, with its path', () => {
    const errors = unitErrors((u) => (u.weightclass = 'M'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^units\[0\]/);
    expect(errors[0]).toMatch(/weightclass/);
  });

  it('a wrong type names the exact JSON path and a rule reference', () => {
    const errors = unitErrors((u) => (u.dial[3].speed.value = '8'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^units\[0\]\.dial\[3\]\.speed\.value: .*\(§1\.2, §1\.5, §2\.11\)$/);
  });

  it('dial values are non-negative integers (§1.5)', () => {
    expect(unitErrors((u) => (u.dial[1].attack.value = -1))[0]).toMatch(/units\[0\]\.dial\[1\]\.attack\.value/);
    expect(unitErrors((u) => (u.dial[1].primary.damage = 2.5))[0]).toMatch(/units\[0\]\.dial\[1\]\.primary\.damage/);
  });

  it('a position that is not eliminated must show all five values (§1.5)', () => {
    const errors = unitErrors((u) => delete u.dial[2].defense);
    expect(errors).toEqual([expect.stringMatching(/^units\[0\]\.dial\[2\]\.defense: required .*§1\.5/)]);
  });

  it('unknown equipment, effect, terrain and level are refused', () => {
    expect(unitErrors((u) => (u.dial[0].speed.equipment = { id: 'warpDrive' }))[0]).toMatch(/dial\[0\]\.speed\.equipment\.id/);
    expect(unitErrors((u) => (u.heatDial[2].speed = { effect: 'meltdown' }))[0]).toMatch(/heatDial\[2\]\.speed: a heat window shows/);
    expect(arenaErrors((a) => (a.hexes[0].terrain = 'lava'))[0]).toMatch(/arenas\[0\]\.hexes\[0\]\.terrain.*Terrain/);
    expect(arenaErrors((a) => (a.hexes[0].level = 2))[0]).toMatch(
      /arenas\[0\]\.hexes\[0\]\.level: must be 0 \(level ground\), 1 \(elevated\) or "steep"/,
    );
  });

  it('a non-object document is refused without an exception', () => {
    for (const bad of [null, 3, 'x', [], undefined]) {
      const r = parseCatalogue(bad);
      expect(r.ok).toBe(false);
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = parseCatalogue(x);
        return typeof r.ok === 'boolean';
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a sample catalogue with one value replaced by junk; every error has a path and a rule', () => {
    const leaves: string[][] = [];
    const walk = (x: unknown, path: string[]) => {
      if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, [...path, k]);
      else leaves.push(path);
    };
    walk(sampleCatalogue, []);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: leaves.length - 1 }),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant(-1)),
        (i, junk) => {
          const doc = clone(sampleCatalogue) as Json;
          const path = leaves[i];
          let at: Json = doc;
          for (const k of path.slice(0, -1)) at = at[k];
          at[path[path.length - 1]] = junk;
          const r = parseCatalogue(doc);
          if (!r.ok) for (const e of r.errors) expect(e).toMatch(/^[a-z]+(\[\d+\]|\.[A-Za-z]+)*.*: .*(§|\[|A\d)/);
          return true;
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('catalogue: unit semantics', () => {
  it('§1.5: two start markers', () => {
    expect(unitErrors((u) => (u.dial[2].start = true))).toEqual([expect.stringMatching(/^units\[0\]\.dial: 2 start markers .*§1\.5/)]);
  });

  it('§2.13: the dial must end in an eliminated position', () => {
    expect(unitErrors((u) => u.dial.pop())).toEqual([
      expect.stringMatching(/units\[0\]\.dial: the dial never shows the elimination symbols.*§2\.13/),
    ]);
  });

  it('§2.13: nothing follows the eliminated position; no marker or equipment on it', () => {
    const errors = unitErrors((u) => {
      u.dial.push(clone(u.dial[0]));
      delete u.dial.at(-1).start;
    });
    expect(errors).toEqual([expect.stringMatching(/units\[0\]\.dial\[10\]: position 10 follows the eliminated position 9.*§2\.13/)]);
    expect(unitErrors((u) => (u.dial[9].repair = true))[0]).toMatch(/dial\[9\]\.repair: .*§2\.13/);
    expect(unitErrors((u) => (u.dial[9].speed = { value: 0, equipment: { id: 'evade' } }))[0]).toMatch(
      /dial\[9\]\.speed\.equipment: .*§2\.13/,
    );
  });

  it('§1.5: the start marker cannot sit on or after the eliminated position', () => {
    const errors = unitErrors((u) => {
      delete u.dial[0].start;
      u.dial[9].start = true;
    });
    expect(errors.some((e) => /dial\[9\]\.start: the start marker cannot be on an eliminated position/.test(e))).toBe(true);
  });

  it('A32: a repair marker before the start marker is refused', () => {
    const errors = unitErrors((u) => {
      delete u.dial[0].start;
      u.dial[2].start = true;
      u.dial[1].repair = true;
    });
    expect(errors).toEqual([expect.stringMatching(/dial\[1\]\.repair: repair marker at position 1 lies before the start marker \(2\)/)]);
  });

  it('§2.8/§3.3.2: two or more symbols must all be ballistic or energy', () => {
    expect(unitErrors((u) => (u.dial[0].secondary.symbols = ['melee', 'melee']))[0]).toMatch(
      /dial\[0\]\.secondary\.symbols: 2 range symbols including melee.*§2\.8/,
    );
    expect(unitErrors((u) => (u.dial[0].primary.symbols = ['ballistic', 'energy']))).toEqual([]);
  });

  it('§2.8: a melee weapon has range 0', () => {
    expect(unitErrors((u) => (u.ranges.secondary = { min: 0, max: 2 }))).toEqual([
      expect.stringMatching(/^units\[0\]\.ranges\.secondary: secondary weapon shows the melee symbol.*§2\.8/),
    ]);
  });

  it('§1.5: minimum range ≤ maximum range', () => {
    expect(unitErrors((u) => (u.ranges.primary = { min: 9, max: 8 }))).toEqual([
      expect.stringMatching(/ranges\.primary\.min: primary minimum range 9 is more than its maximum 8/),
    ]);
  });

  it('§2.11: dial equipment sits on a value of its group', () => {
    expect(unitErrors((u) => (u.dial[0].defense.equipment = { id: 'evade' }))).toEqual([
      expect.stringMatching(/dial\[0\]\.defense\.equipment\.id: EVADE is speed equipment and sits on speed, not on defense/),
    ]);
    expect(unitErrors((u) => (u.dial[0].speed.equipment = { id: 'artemisV' }))[0]).toMatch(
      /ARTEMIS V is ballistic equipment and sits on primary or secondary/,
    );
  });

  it('§2.17: only the last heat position, and always it, is the shutdown position', () => {
    expect(unitErrors((u) => delete u.heatDial.at(-1).shutdown)).toEqual([
      expect.stringMatching(/heatDial\[6\]\.shutdown: the last heat position must be the shutdown position.*§2\.17/),
    ]);
    expect(unitErrors((u) => (u.heatDial[3].shutdown = true))).toEqual([
      expect.stringMatching(/heatDial\[3\]\.shutdown: only the last heat position \(6\)/),
    ]);
    expect(unitErrors((u) => (u.heatDial = [u.heatDial[0]]))[0]).toMatch(
      /heatDial: the heat dial needs a start position and a shutdown position/,
    );
  });

  it('[HeatFx]: the start temperature shows only at position 0; movement effects in the speed window, weapon effects in weapon windows', () => {
    expect(unitErrors((u) => (u.heatDial[2].primary = { effect: 'startTemperature' }))[0]).toMatch(
      /heatDial\[2\]\.primary: "startTemperature".*position 0/,
    );
    expect(unitErrors((u) => (u.heatDial[2].primary = { effect: 'reactorOverload' }))[0]).toMatch(
      /heatDial\[2\]\.primary: "reactorOverload" is a movement heat effect/,
    );
    expect(unitErrors((u) => (u.heatDial[2].speed = { effect: 'ammoFeedJam' }))[0]).toMatch(
      /heatDial\[2\]\.speed: "ammoFeedJam" is a ballistic-weapon heat effect/,
    );
  });

  it('§2.2: the variant name ends in the class letter; a unit without a class is accepted', () => {
    expect(unitErrors((u) => (u.weightClass = 'H'))).toEqual([
      expect.stringMatching(/variant: variant "Sample Brawler BRW-2M" does not end in its weight class letter H \(§2\.2\)/),
    ]);
    expect(unitErrors((u) => (u.weightClass = null))).toEqual([]);
  });

  it('A13: an arc template has 12 entries, sides once, front and rear apart', () => {
    const entry = { lofFront: [2, 3], lofRear: [0], meleeFront: [2, 3, 4], meleeRear: [0] };
    expect(unitErrors((u) => (u.arcTemplate = Array.from({ length: 11 }, () => entry)))).toEqual([
      expect.stringMatching(/arcTemplate: 11 entries.*12/),
    ]);
    const errors = unitErrors(
      (u) => (u.arcTemplate = Array.from({ length: 12 }, (_, i) => (i === 4 ? { ...entry, lofRear: [3, 3] } : entry))),
    );
    expect(errors).toEqual([
      expect.stringMatching(/arcTemplate\[4\]\.lofRear: a hexside is listed twice/),
      expect.stringMatching(/arcTemplate\[4\]\.lofRear: a hexside is in both the front and the rear/),
    ]);
    expect(unitErrors((u) => (u.arcTemplate = Array.from({ length: 12 }, () => ({ ...entry, lofFront: [6] }))))[0]).toMatch(
      /must be a hexside number 0\.\.5/,
    );
  });

  it('§3.2: the arcs fit in 360°', () => {
    expect(unitErrors((u) => (u.rearArcDegrees = 200))).toEqual([
      expect.stringMatching(/rearArcDegrees: front arc 180° \+ rear arc 200° exceed 360°/),
    ]);
  });

  it('reports every problem of a unit at once', () => {
    const errors = unitErrors((u) => {
      u.dial[2].start = true;
      u.ranges.primary = { min: 9, max: 1 };
      u.heatDial[1].shutdown = true;
    });
    expect(errors).toHaveLength(3);
  });
});

describe('catalogue: card semantics (§7)', () => {
  it('gear collector numbers start with G; pilots with P, L or GS matching the grade', () => {
    const gear = (edit: (c: Json) => void) => {
      const c = clone(sampleCatalogue.cards[0]) as Json;
      edit(c);
      const r = parseCatalogue({ cards: [c] });
      return r.ok ? [] : r.errors;
    };
    expect(gear((c) => (c.collectorNumber = 'X-1'))).toEqual([
      expect.stringMatching(/cards\[0\]\.collectorNumber: gear collector numbers start with "G".*§7\.4\.1/),
    ]);
    expect(gear((c) => (c.collectorNumber = 'GS-001'))[0]).toMatch(/not "GS"/);
    expect(gear((c) => (c.grade = 'P'))[0]).toMatch(/cards\[0\]\.grade: only pilot cards have a grade/);
    expect(cardErrors((c) => (c.collectorNumber = 'Q-1'))[0]).toMatch(/pilot collector numbers start with "P".*§7\.4\.2/);
    expect(cardErrors((c) => (c.grade = 'GS'))[0]).toMatch(/grade GS does not match the collector number "L-S01"/);
  });

  it('§7.4.2: a legendary pilot needs an alternative cost with its favoured unit', () => {
    expect(cardErrors((c) => delete c.alternative)).toEqual([
      expect.stringMatching(/cards\[0\]\.alternative: a legendary or gunslinger pilot.*favouredUnit.*§7\.4\.2/),
    ]);
  });

  it('§7.2: an alternative cost names its requirement', () => {
    const errors = cardErrors((c) => {
      c.collectorNumber = 'P-9';
      c.grade = 'P';
      c.alternative = { points: 10 };
      delete c.equipment;
    });
    expect(errors).toEqual([expect.stringMatching(/cards\[0\]\.alternative: an alternative cost needs its requirement.*§7\.2/)]);
  });

  it('§7.4.2: a pilot card’s equipment is its ability, so the pilot needs a favoured unit', () => {
    const pilot = {
      id: 'p',
      name: 'Common Pilot',
      kind: 'pilot',
      collectorNumber: 'P-X1',
      points: 10,
      affects: 'attack',
      equipment: 'command',
    };
    const r = parseCatalogue({ cards: [pilot] });
    expect(r.ok ? [] : r.errors).toEqual([
      expect.stringMatching(/cards\[0\]\.equipment: a pilot's equipment is its special ability.*favouredUnit \(§7\.4\.2\)/),
    ]);
    expect(parseCatalogue({ cards: [{ ...pilot, alternative: { points: 15, favouredUnit: 'SMP-002' } }] }).ok).toBe(true);
  });

  it('§7.4.1: double-sided, combinable and Salvage-proof are gear flags; a double-sided gear carries weapon equipment', () => {
    const pilot = { id: 'p', name: 'Pilot', kind: 'pilot', collectorNumber: 'P-X1', points: 10, combinable: true };
    const r = parseCatalogue({ cards: [pilot] });
    expect(r.ok ? [] : r.errors).toEqual([expect.stringMatching(/cards\[0\]\.combinable: only gear cards.*§7\.4\.1/)]);
    const gear = { id: 'g', name: 'Gear', kind: 'gear', collectorNumber: 'G-X1', points: 10, doubleSided: true, equipment: 'pulse' };
    expect(parseCatalogue({ cards: [gear] }).ok).toBe(true);
    const bad = parseCatalogue({ cards: [{ ...gear, equipment: 'evade' }] });
    expect(bad.ok ? [] : bad.errors).toEqual([expect.stringMatching(/cards\[0\]\.doubleSided: .*weapon equipment, not EVADE/)]);
  });

  it('§7.4.1: weapon equipment says PRI or SEC; other equipment sits on its own value', () => {
    expect(cardErrors((c) => ((c.equipment = 'pulse'), delete c.affects))[0]).toMatch(
      /cards\[0\]\.affects: PULSE is weapon equipment: say which weapon.*§7\.4\.1/,
    );
    expect(cardErrors((c) => ((c.equipment = 'evade'), (c.affects = 'defense')))[0]).toMatch(
      /cards\[0\]\.equipment: EVADE is speed equipment and cannot sit on defense/,
    );
    expect(cardErrors((c) => ((c.equipment = 'evade'), delete c.affects))).toEqual([]);
  });

  it('modifiers are integers on the five combat values', () => {
    expect(cardErrors((c) => (c.modifiers = { initiative: 1 }))[0]).toMatch(/cards\[0\]\.modifiers.*initiative/);
    expect(cardErrors((c) => (c.modifiers = { attack: 0.5 }))[0]).toMatch(/cards\[0\]\.modifiers\.attack.*§7\.4/);
  });
});

describe('catalogue: arena semantics (§2.18, Terrain)', () => {
  it('hexes lie inside width × length and are listed once', () => {
    expect(arenaErrors((a) => a.hexes.push({ x: 12, y: 3, terrain: 'water', level: 0 }))).toEqual([
      expect.stringMatching(/arenas\[0\]\.hexes\[\d+\]: hex 12,3 lies outside the 11×14 arena/),
    ]);
    expect(arenaErrors((a) => a.hexes.push({ x: 3, y: 4, terrain: 'water', level: 0 }))).toEqual([
      expect.stringMatching(/hex 3,4 is listed twice/),
    ]);
    expect(arenaErrors((a) => a.hexes.push({ x: 0, y: 3, terrain: 'water', level: 0 }))[0]).toMatch(/hex 0,3 lies outside/);
  });

  it('zones lie inside the arena, off blocking terrain, and do not overlap', () => {
    expect(arenaErrors((a) => a.zones.A[0].push({ x: 2, y: 7 }))).toEqual([
      expect.stringMatching(/arenas\[0\]\.zones\.A\[0\]\[5\]: zone hex 2,7 is blocking terrain/),
    ]);
    expect(arenaErrors((a) => a.zones.A[0].push({ x: 4, y: 15 }))).toEqual([
      expect.stringMatching(/zones\.A\[0\]\[5\]: zone hex 4,15 lies outside/),
    ]);
    expect(arenaErrors((a) => a.zones.B[0].push({ x: 4, y: 1 }))).toEqual([
      expect.stringMatching(/zones\.B\[0\]\[3\]: zone hex 4,1 already belongs to zone A1/),
    ]);
    expect(arenaErrors((a) => (a.zones.C = [[]]))).toEqual([expect.stringMatching(/zones\.C\[0\]: deployment zone C1 has no hexes/)]);
    expect(arenaErrors((a) => (a.zones.D = [[{ x: 1, y: 1 }]]))[0]).toMatch(/zones/);
  });

  it('§6.1: the width is the shorter side', () => {
    expect(arenaErrors((a) => ((a.width = 14), (a.length = 11)))[0]).toMatch(/arenas\[0\]\.width: width 14 is more than length 11.*§6\.1/);
  });

  it('the arena schema on its own gives the same verdict', () => {
    expect(arenaSchema.safeParse(sampleArena).success).toBe(true);
  });
});

describe('catalogue: ids, merging', () => {
  it('ids are unique within each list, even when some entry is malformed', () => {
    const r = parseCatalogue({
      units: [clone(sampleBrawler), clone(sampleBrawler)],
      objectives: [{ id: 'x', defense: 1, preferredSymbol: 'melee', rpPreferred: 1, rpOther: 0 }, { id: 'x' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^units\[1\]\.id: duplicate id "sample-brawler" \(also units\[0\]\)/),
        expect.stringMatching(/^objectives\[1\]\.id: duplicate id "x"/),
        expect.stringMatching(/^objectives\[1\]\.defense: /),
      ]),
    );
    expect(catalogueSchema.safeParse({ cards: [sampleLegend, sampleLegend] }).success).toBe(false);
  });

  it('mergeCatalogues: extra entries replace base entries of the same id and new ones are appended; nothing is mutated', () => {
    const base = clone(sampleCatalogue);
    const frozen = clone(base);
    const heavier: UnitProfile = { ...clone(sampleBrawler), points: 175 };
    const extra: Catalogue = { units: [heavier, { ...clone(sampleBrawler), id: 'my-brawler' }], cards: [], arenas: [], objectives: [] };
    const merged = mergeCatalogues(base, extra);
    expect(merged.units.map((u) => u.id)).toEqual([
      'sample-sprinter',
      'sample-brawler',
      'sample-lancer',
      'sample-warden',
      'sample-titan',
      'my-brawler',
    ]);
    expect(merged.units[1].points).toBe(175);
    expect(merged.cards).toEqual(base.cards);
    expect(base).toEqual(frozen);
    expect(mergeCatalogues(emptyCatalogue, base)).toEqual(base);
    expect(mergeCatalogues(base, {})).toEqual(base);
  });

  it('jsonPath renders zod paths as JSON paths', () => {
    expect(jsonPath(['units', 0, 'dial', 3, 'speed'])).toBe('units[0].dial[3].speed');
    expect(jsonPath([])).toBe('(catalogue)');
  });
});
