import fc from 'fast-check';
import { mergeCatalogues, type Catalogue } from './catalogue';
import type { Card, UnitProfile, WeightClass } from './model';
import {
  sampleBrawler,
  sampleCatalogue,
  sampleEvadeGear,
  sampleInferno,
  sampleLancer,
  sampleLegend,
  samplePrototypeCapacitor,
  sampleTeams,
} from './samples';
import {
  buildTeams,
  cardCost,
  classifyByPoints,
  presetLimit,
  UNUSED_ABILITY_PILOTS,
  type BuildTeamsInput,
  type BuildTeamsResult,
  type CardChoice,
  type MatchRules,
  type TeamUnitInput,
} from './team-building';

const M210: MatchRules = { pointLimit: 210, weightClass: 'M', heavyLimit: 280, unitsPerTeam: 1 };
const unit = (unitId: string, profile: string, cards: CardChoice[] = []): TeamUnitInput => ({ unitId, profile, cards });

/** Side A fields `a`; side B a plain Sample Brawler (legal in every M match up to 170 points). */
function build(
  a: TeamUnitInput[],
  rules: Partial<MatchRules> = {},
  catalogue: Catalogue = sampleCatalogue,
  b?: TeamUnitInput[],
): BuildTeamsResult {
  const full = { ...M210, unitsPerTeam: a.length, ...rules };
  const other = b ?? Array.from({ length: full.unitsPerTeam }, (_, i) => unit(`b${i}`, 'sample-brawler'));
  return buildTeams({ teams: { A: a, B: other }, rules: full }, catalogue);
}
const errorsOf = (r: BuildTeamsResult) => (r.ok ? [] : r.errors);

describe('team building: the sample match', () => {
  it('sampleTeams is a legal 1-vs-1 in class M at 210 points (§2.3)', () => {
    const r = buildTeams(sampleTeams, sampleCatalogue);
    expect(r).toEqual({
      ok: true,
      pointLimit: 210,
      notes: [],
      teams: [
        {
          unitId: 'brawler',
          side: 'A',
          profile: 'sample-brawler',
          cards: ['sample-gear-evade'],
          totalPoints: 210,
          weightClass: 'M',
          pilotAbility: false,
        },
        {
          unitId: 'lancer',
          side: 'B',
          profile: 'sample-lancer',
          cards: ['sample-gear-targeting'],
          totalPoints: 205,
          weightClass: 'M',
          pilotAbility: false,
        },
      ],
    });
  });
});

describe('team building: point limit (§2.2)', () => {
  it('E1: limit 210 — 170 + gear 40 = 210 is accepted; 180 + pilot 35 = 215 is refused', () => {
    const yen = build([unit('yen-lo-wang', 'sample-brawler', ['sample-gear-evade'])]);
    expect(yen.ok && yen.teams[0].totalPoints).toBe(210);
    const jack = build([unit('jack', 'sample-lancer', ['sample-pilot-legend'])]);
    expect(errorsOf(jack)).toEqual([
      expect.stringMatching(
        /^teams\.A\[0\] \(jack\): total cost 215 \(unit 180 \+ sample-pilot-legend 35\) — point limit 210 exceeded \(§2\.2\)$/,
      ),
    ]);
  });

  it('§2.2: without an explicit limit the class preset applies — L 160, M 210, H 280 (or 180, A1), A 350', () => {
    expect([presetLimit('L'), presetLimit('M'), presetLimit('H'), presetLimit('H', 180), presetLimit('A')]).toEqual([
      160, 210, 280, 180, 350,
    ]);
    const warden = [unit('w', 'sample-warden', ['sample-pilot-legend'])];
    const wardenB = [unit('w2', 'sample-warden')];
    const h280 = build(warden, { pointLimit: null, weightClass: 'H' }, sampleCatalogue, wardenB);
    expect(h280.ok && [h280.pointLimit, h280.teams[0].totalPoints]).toEqual([280, 275]);
    const h180 = build(warden, { pointLimit: null, weightClass: 'H', heavyLimit: 180 }, sampleCatalogue, wardenB);
    expect(errorsOf(h180)).toEqual([
      expect.stringMatching(/teams\.A\[0\] \(w\): total cost 275 .*point limit 180 exceeded \(§2\.2\)/),
      expect.stringMatching(/teams\.B\[0\] \(w2\): total cost 230 .*point limit 180 exceeded \(§2\.2\)/),
    ]);
  });

  it('§7.2: an alternative cost whose requirement is met must be paid (Targeting Computer: 25, OR 35 on an assault unit)', () => {
    const titan = build([unit('t', 'sample-titan', ['sample-gear-targeting'])], { pointLimit: null, weightClass: 'A' }, sampleCatalogue, [
      unit('t2', 'sample-titan'),
    ]);
    expect(errorsOf(titan)).toEqual([
      expect.stringMatching(/total cost 365 \(unit 330 \+ sample-gear-targeting 35\) — point limit 350 exceeded/),
    ]);
    const brawler = build([unit('b', 'sample-brawler', ['sample-gear-targeting'])]);
    expect(brawler.ok && brawler.teams[0].totalPoints).toBe(195);
  });

  it('§2.2: a match needs a weight class or a point limit', () => {
    expect(errorsOf(build([unit('b', 'sample-brawler')], { pointLimit: null, weightClass: null }))).toEqual([
      expect.stringMatching(/^rules: choose a weight class or a point limit.*§2\.2/),
    ]);
  });

  it('§2.3 note: a point-limit-only match mixes classes', () => {
    const r = build([unit('s', 'sample-sprinter'), unit('w', 'sample-warden')], { pointLimit: 250, weightClass: null });
    expect(r.ok && r.teams.map((t) => t.weightClass)).toEqual(['L', 'H', 'M', 'M']);
  });
});

describe('team building: weight class (§2.2, §2.3 note)', () => {
  it('§2.2: a unit of another class is refused', () => {
    expect(errorsOf(build([unit('s', 'sample-sprinter')]))).toEqual([
      expect.stringMatching(
        /teams\.A\[0\] \(s\): unit "sample-sprinter" is class L \(last letter of "Sample Sprinter SPR-1L"\), but the match is class M \(§2\.2\)/,
      ),
    ]);
  });

  it('§2.3 note: a unit without a class letter is classed by its points and may take no cards', () => {
    const old: UnitProfile = {
      ...sampleBrawler,
      id: 'old-mech',
      variant: 'Old Mech',
      weightClass: null,
      points: 180,
      collectorNumber: 'OLD-1',
    };
    const cat = mergeCatalogues(sampleCatalogue, { units: [old] });
    const plain = build([unit('o', 'old-mech')], {}, cat);
    expect(plain.ok && plain.teams[0].weightClass).toBe('M');
    expect(errorsOf(build([unit('o', 'old-mech')], { weightClass: 'L', pointLimit: null }, cat))[0]).toMatch(
      /has no class letter; its 180 points make it class M, but the match is class L \(§2\.2, §2\.3 note\)/,
    );
    expect(errorsOf(build([unit('o', 'old-mech', ['sample-gear-targeting'])], {}, cat))).toEqual([
      expect.stringMatching(/released before Age of Destruction .* may take no pilot or gear cards \(§2\.3 note\)/),
    ]);
  });

  it('classifyByPoints: the lightest preset that fits; none above 350; no heavy band with the literal 180 (A1)', () => {
    expect([100, 160, 161, 210, 211, 280, 281, 350, 351].map((p) => classifyByPoints(p))).toEqual([
      'L',
      'L',
      'M',
      'M',
      'H',
      'H',
      'A',
      'A',
      null,
    ]);
    expect([170, 211, 280].map((p) => classifyByPoints(p, 180))).toEqual(['M', 'A', 'A']);
  });
});

describe('team building: cards (§7.4)', () => {
  const wide = { pointLimit: 400, weightClass: null } as const;

  it('§7.4: two different gear cards, or one pilot and one gear', () => {
    expect(build([unit('b', 'sample-brawler', ['sample-gear-evade', 'sample-gear-targeting'])], wide).ok).toBe(true);
    expect(build([unit('b', 'sample-brawler', ['sample-pilot-veteran', 'sample-gear-armor'])], wide).ok).toBe(true);
  });

  it('§7.4: at most two cards', () => {
    const r = build([unit('b', 'sample-brawler', ['sample-gear-evade', 'sample-gear-targeting', 'sample-gear-armor'])], wide);
    expect(errorsOf(r)).toEqual([expect.stringMatching(/teams\.A\[0\] \(b\)\.cards: 3 cards; a unit takes at most two .*\(§7\.4\)/)]);
  });

  it('§7.4: never two pilots', () => {
    const r = build([unit('b', 'sample-brawler', ['sample-pilot-veteran', 'sample-pilot-gunslinger'])], wide);
    expect(errorsOf(r)).toEqual([expect.stringMatching(/\.cards: 2 pilots; a unit takes at most one pilot.*§7\.4/)]);
  });

  it('§7.4: the two gear cards must be different', () => {
    const r = build([unit('b', 'sample-brawler', ['sample-gear-evade', 'sample-gear-evade'])], wide);
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(/\.cards: gear "sample-gear-evade" twice; the two gear cards must be different \(§7\.4\)/),
    ]);
  });

  it('§7.4.1: at most one gear affecting the same combat value', () => {
    const r = build([unit('b', 'sample-brawler', ['sample-gear-evade', 'sample-gear-jump'])], wide);
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(
        /gear "sample-gear-evade" and "sample-gear-jump" both affect speed; at most one gear may affect the same combat value unless a card allows it \(§7\.4\.1\)/,
      ),
    ]);
  });

  it('§7.4.1: "unless the card says it may be used with another": a combinable gear shares its combat value', () => {
    const suite: Card = { ...sampleEvadeGear, id: 'open-suite', collectorNumber: 'G-X10', combinable: true };
    const cat = mergeCatalogues(sampleCatalogue, { cards: [suite] });
    expect(build([unit('b', 'sample-brawler', ['open-suite', 'sample-gear-jump'])], wide, cat).ok).toBe(true);
    expect(build([unit('b', 'sample-brawler', ['sample-gear-jump', 'open-suite'])], wide, cat).ok).toBe(true);
  });

  it('§7.4.1: a double-sided PRI/SEC gear shows the side the team entry chooses', () => {
    const both: Card = {
      ...samplePrototypeCapacitor,
      id: 'two-sided',
      collectorNumber: 'G-X11',
      doubleSided: true,
      affects: undefined,
      requirements: undefined,
    };
    const cat = mergeCatalogues(sampleCatalogue, { cards: [both] });
    const r = build([unit('l', 'sample-lancer', [{ id: 'two-sided', side: 'primary' }])], wide, cat);
    expect(r.ok && [r.teams[0].cards, r.teams[0].cardSides]).toEqual([['two-sided'], { 'two-sided': 'primary' }]);
    expect(errorsOf(build([unit('l', 'sample-lancer', ['two-sided'])], wide, cat))).toEqual([
      expect.stringMatching(/cards\[0\]: card "two-sided" is double-sided PRI\/SEC: choose the side.*§7\.4\.1/),
    ]);
    expect(errorsOf(build([unit('l', 'sample-lancer', [{ id: 'sample-gear-prototype-capacitor', side: 'primary' }])], wide))).toEqual([
      expect.stringMatching(/not double-sided PRI\/SEC; it cannot show the primary side \(§7\.4\.1\)/),
    ]);
    // The chosen side is the value it affects: with another PRI gear it breaks "one gear per value".
    const pri: Card = { ...sampleInferno, id: 'pri-gear', collectorNumber: 'G-X12', requirements: undefined };
    const cat2 = mergeCatalogues(cat, { cards: [pri] });
    expect(build([unit('l', 'sample-lancer', [{ id: 'two-sided', side: 'secondary' }, 'pri-gear'])], wide, cat2).ok).toBe(true);
    expect(errorsOf(build([unit('l', 'sample-lancer', [{ id: 'two-sided', side: 'primary' }, 'pri-gear'])], wide, cat2))).toEqual([
      expect.stringMatching(/both affect primary/),
    ]);
  });

  it('E12: Inferno Ammunition needs a listed class and a ballistic symbol', () => {
    expect(build([unit('b', 'sample-brawler', ['sample-gear-inferno'])]).ok).toBe(true);
    expect(errorsOf(build([unit('l', 'sample-lancer', ['sample-gear-inferno'])]))).toEqual([
      expect.stringMatching(
        /teams\.A\[0\] \(l\): card "sample-gear-inferno" requires a ballistic range symbol on a weapon; "sample-lancer" has energy \(§7\.4\.1\)/,
      ),
    ]);
    expect(errorsOf(build([unit('s', 'sample-sprinter', ['sample-gear-inferno'])], wide))).toEqual([
      expect.stringMatching(/card "sample-gear-inferno" requires a unit of class M\/H; "sample-sprinter" is class L \(§7\.4\.1\)/),
      expect.stringMatching(/card "sample-gear-inferno" requires a ballistic range symbol/),
    ]);
  });

  it('E14: Robinson Battle Academy Graduate (sample stand-in) pilots light units only', () => {
    expect(
      build([unit('s', 'sample-sprinter', ['sample-pilot-robinson'])], { weightClass: 'L', pointLimit: null }, sampleCatalogue, [
        unit('s2', 'sample-sprinter'),
      ]).ok,
    ).toBe(true);
    expect(errorsOf(build([unit('b', 'sample-brawler', ['sample-pilot-robinson'])]))).toEqual([
      expect.stringMatching(/card "sample-pilot-robinson" requires a unit of class L; "sample-brawler" is class M \(§7\.4\.2\)/),
    ]);
  });

  it('E15: a pilot whose ability is unused costs its base cost on its favoured unit and grants no ability', () => {
    const gs = build([unit('b', 'sample-brawler', ['sample-pilot-gunslinger'])]);
    expect(gs.ok && [gs.teams[0].totalPoints, gs.teams[0].pilotAbility]).toEqual([200, false]);
    // A card on the rulebook's list needs no flag.
    const listed: Card = { ...sampleLegend, id: 'listed', collectorNumber: 'L-002', alternative: { points: 60, favouredUnit: 'SMP-004' } };
    const cat = mergeCatalogues(sampleCatalogue, { cards: [listed] });
    const l = build([unit('w', 'sample-warden', ['listed'])], { weightClass: 'H', pointLimit: null }, cat, [unit('w2', 'sample-warden')]);
    expect(l.ok && [l.teams[0].totalPoints, l.teams[0].pilotAbility]).toEqual([265, false]);
  });

  it('§7.4.2: a legendary pilot pays its alternative cost and has its ability only on its favoured unit', () => {
    const onFavoured = build(
      [unit('w', 'sample-warden', ['sample-pilot-legend'])],
      { weightClass: 'H', pointLimit: null },
      sampleCatalogue,
      [unit('w2', 'sample-warden')],
    );
    expect(onFavoured.ok && [onFavoured.teams[0].totalPoints, onFavoured.teams[0].pilotAbility]).toEqual([275, true]);
    const elsewhere = build([unit('b', 'sample-brawler', ['sample-pilot-legend'])], { pointLimit: 300 });
    expect(elsewhere.ok && [elsewhere.teams[0].totalPoints, elsewhere.teams[0].pilotAbility]).toEqual([205, false]);
    expect(cardCost(sampleLegend, sampleLancer)).toBe(35);
  });

  it('the §10.1 list holds 25 gunslingers and 18 legendary pilots', () => {
    expect(UNUSED_ABILITY_PILOTS).toHaveLength(43);
    expect(UNUSED_ABILITY_PILOTS.filter((n) => n.startsWith('GS-'))).toHaveLength(25);
    expect(UNUSED_ABILITY_PILOTS.filter((n) => n.startsWith('L-'))).toHaveLength(18);
    expect(new Set(UNUSED_ABILITY_PILOTS).size).toBe(43);
  });

  it('§7.1: R.I.S.C. gear is not used in Solaris', () => {
    const risc: Card = { id: 'risc', name: 'R.I.S.C. Laser Insulator', kind: 'gear', collectorNumber: 'G-R1', points: 10 };
    const cat = mergeCatalogues(sampleCatalogue, { cards: [risc] });
    expect(errorsOf(build([unit('b', 'sample-brawler', ['risc'])], {}, cat))).toEqual([
      expect.stringMatching(/card "risc" is a R\.I\.S\.C\. card.*§7\.1/),
    ]);
  });
});

describe('team building: uniqueness (§2.3, §7.4.2, Glossary)', () => {
  const rules = { unitsPerTeam: 2 };

  it('§2.3: a unique unit appears once per team', () => {
    const r = build([unit('l1', 'sample-lancer'), unit('l2', 'sample-lancer')], rules);
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(
        /teams\.A\[1\] \(l2\): unique unit "sample-lancer" \(collector number SMP-003\) is already in team A as l1.*§2\.3/,
      ),
    ]);
  });

  it('§2.3: opponents may field the same unique unit; copies with different collector numbers may share a team', () => {
    expect(build([unit('l1', 'sample-lancer')], {}, sampleCatalogue, [unit('l2', 'sample-lancer')]).ok).toBe(true);
    const other: UnitProfile = { ...sampleLancer, id: 'lancer-b', collectorNumber: 'SMP-003b' };
    const cat = mergeCatalogues(sampleCatalogue, { units: [other] });
    expect(build([unit('l1', 'sample-lancer'), unit('l2', 'lancer-b')], rules, cat).ok).toBe(true);
  });

  it('§7.4.2: a legendary or gunslinger pilot appears once per team', () => {
    const r = build(
      [unit('x1', 'sample-brawler', ['sample-pilot-gunslinger']), unit('x2', 'sample-brawler', ['sample-pilot-gunslinger'])],
      rules,
    );
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(
        /teams\.A\[1\] \(x2\): card "sample-pilot-gunslinger": gunslinger pilot GS-S01 is already on x1 in team A; it may appear once per team \(§7\.4\.2\)/,
      ),
    ]);
    expect(
      build([unit('x1', 'sample-brawler', ['sample-pilot-veteran']), unit('x2', 'sample-brawler', ['sample-pilot-veteran'])], rules).ok,
    ).toBe(true);
  });

  it('Glossary "Unikalna": a card with a star in its collector number appears once per team', () => {
    const r = build(
      [unit('l1', 'sample-lancer', ['sample-gear-prototype-capacitor']), unit('b', 'sample-brawler', ['sample-gear-prototype-capacitor'])],
      rules,
    );
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(/teams\.A\[1\] \(b\): card "sample-gear-prototype-capacitor" requires an energy range symbol/),
      expect.stringMatching(/unique card G-S06\* is already on l1 in team A.*Glossary "Unikalna"/),
    ]);
  });
});

describe('team building: teams and input', () => {
  it('§2.2: every team fields exactly unitsPerTeam units', () => {
    const r = build([unit('a1', 'sample-brawler'), unit('a2', 'sample-brawler')], { unitsPerTeam: 2 }, sampleCatalogue, [
      unit('b1', 'sample-brawler'),
    ]);
    expect(errorsOf(r)).toEqual([expect.stringMatching(/^teams\.B: fields 1 unit\(s\); every team must field exactly 2 \(§2\.2\)$/)]);
  });

  it('§2.2: more than five units per team is allowed, with a note', () => {
    const six = Array.from({ length: 6 }, (_, i) => unit(`a${i}`, 'sample-brawler'));
    const r = build(six, { unitsPerTeam: 6 });
    expect(r.ok && r.notes).toEqual([expect.stringMatching(/6 units per team — §2\.2 recommends at most five/)]);
  });

  it('unit names are unique in the match; unknown units and cards are named', () => {
    const r = build([unit('x', 'sample-brawler', ['no-such-card'])], {}, sampleCatalogue, [unit('x', 'no-such-unit')]);
    expect(errorsOf(r)).toEqual([
      expect.stringMatching(/teams\.A\[0\] \(x\)\.cards\[0\]: no card "no-such-card" in the catalogue \(§7\)/),
      expect.stringMatching(/teams\.B\[0\] \(x\): unitId "x" is already used by teams\.A\[0\]/),
      expect.stringMatching(/teams\.B\[0\] \(x\)\.profile: no unit "no-such-unit" in the catalogue \(§1\)/),
    ]);
  });

  it('malformed input is reported field by field, never thrown', () => {
    const r = buildTeams(
      {
        teams: { A: [{ unitId: '', profile: 'x' }], B: 'nope' },
        rules: { pointLimit: -5, weightClass: 'Q', heavyLimit: 200, unitsPerTeam: 0 },
      } as unknown as BuildTeamsInput,
      sampleCatalogue,
    );
    expect(errorsOf(r)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^teams\.A\[0\]\.unitId: .*\(§2\.3\)/),
        expect.stringMatching(/^teams\.B: /),
        expect.stringMatching(/^rules\.pointLimit: .*\(§2\.2\)/),
        expect.stringMatching(/^rules\.weightClass: /),
        expect.stringMatching(/^rules\.heavyLimit: must be 280 or 180 \(A1\)/),
        expect.stringMatching(/^rules\.unitsPerTeam: /),
      ]),
    );
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        (input, cat) => typeof buildTeams(input as BuildTeamsInput, cat as Catalogue).ok === 'boolean',
      ),
    );
    // A well-formed request against a junk catalogue is refused, not thrown on.
    const junkCatalogue = fc.oneof(
      fc.anything(),
      fc.record({
        units: fc.array(
          fc.oneof(fc.anything(), fc.record({ id: fc.constant('sample-brawler'), dial: fc.anything(), points: fc.anything() })),
        ),
        cards: fc.anything(),
      }),
    );
    fc.assert(fc.property(junkCatalogue, (cat) => buildTeams(sampleTeams, cat as Catalogue).ok === false));
  });
});

describe('team building: properties', () => {
  const unitIds = sampleCatalogue.units.map((u) => u.id);
  const cardIds = sampleCatalogue.cards.map((c) => c.id);
  const classes: (WeightClass | null)[] = [null, 'L', 'M', 'H', 'A'];

  const arbInput = fc.integer({ min: 1, max: 3 }).chain((n) =>
    fc.record({
      rules: fc.record({
        pointLimit: fc.option(fc.integer({ min: 100, max: 420 }), { nil: null }),
        weightClass: fc.constantFrom(...classes),
        heavyLimit: fc.constantFrom(280 as const, 180 as const),
        unitsPerTeam: fc.constant(n),
      }),
      teams: fc.record({
        A: fc.array(fc.record({ profile: fc.constantFrom(...unitIds), cards: fc.subarray(cardIds, { maxLength: 2 }) }), {
          minLength: n,
          maxLength: n,
        }),
        B: fc.array(fc.record({ profile: fc.constantFrom(...unitIds), cards: fc.subarray(cardIds, { maxLength: 2 }) }), {
          minLength: n,
          maxLength: n,
        }),
      }),
    }),
  );
  const named = (x: {
    rules: MatchRules;
    teams: { A: Omit<TeamUnitInput, 'unitId'>[]; B: Omit<TeamUnitInput, 'unitId'>[] };
  }): BuildTeamsInput => ({
    rules: x.rules,
    teams: { A: x.teams.A.map((u, i) => ({ ...u, unitId: `a${i}` })), B: x.teams.B.map((u, i) => ({ ...u, unitId: `b${i}` })) },
  });

  it('a built team never exceeds its point limit, and every unit is of the match class', () => {
    let accepted = 0;
    fc.assert(
      fc.property(arbInput, (x) => {
        const input = named(x);
        const r = buildTeams(input, sampleCatalogue);
        if (!r.ok) return r.errors.length > 0;
        accepted++;
        const expected = input.rules.pointLimit ?? presetLimit(input.rules.weightClass!, input.rules.heavyLimit);
        return (
          r.pointLimit === expected &&
          r.teams.every(
            (t) => t.totalPoints <= r.pointLimit && (input.rules.weightClass === null || t.weightClass === input.rules.weightClass),
          )
        );
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(20);
  });

  it('raising the point limit never turns an accepted team into a refused one', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 200 }), (x, more) => {
        const input = named(x);
        const r = buildTeams(input, sampleCatalogue);
        if (!r.ok) return true;
        const higher = buildTeams({ ...input, rules: { ...input.rules, pointLimit: r.pointLimit + more } }, sampleCatalogue);
        return higher.ok;
      }),
      { numRuns: 500 },
    );
  });
});
