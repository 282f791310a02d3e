/**
 * The catalogue a match is built from [§1, §2.18, §6.2, §7]: unit profiles (base, combat dial,
 * heat dial), gear and pilot cards, arenas and objective tokens, as plain JSON.
 *
 * The zod schemas accept exactly the shapes of model.ts (unknown keys are refused, so a
 * misspelt field is reported, not ignored) and add the checks a printed unit, card or map
 * always satisfies, each reported with its JSON path and rule reference. Their output types
 * equal the model interfaces (checked at compile time below).
 */
import { own } from '@app/rules';
import { z } from 'zod';
import { EQUIPMENT, EQUIPMENT_IDS, isWeaponEquipment, slotsFor } from './equipment';
import type {
  Arena,
  ArcSets,
  Card,
  DialPosition,
  EquipmentId,
  HeatEffectId,
  HeatPosition,
  HeatSlot,
  ObjectiveToken,
  RangeSymbol,
  UnitProfile,
  WeaponValue,
} from './model';

export interface Catalogue {
  units: UnitProfile[];
  cards: Card[];
  arenas: Arena[];
  objectives: ObjectiveToken[];
}

export const emptyCatalogue: Catalogue = { units: [], cards: [], arenas: [], objectives: [] };

// ---------------------------------------------------------------- vocabularies

export const RANGE_SYMBOLS: readonly RangeSymbol[] = ['ballistic', 'energy', 'melee'];

/**
 * [HeatFx p.16]: the heat effects by the window family they appear in — ballistic and energy
 * effects in a weapon window (primary/secondary), movement effects in the speed window.
 */
export const HEAT_EFFECTS: Readonly<Record<HeatEffectId, 'all' | 'ballistic' | 'energy' | 'movement'>> = {
  startTemperature: 'all',
  ammoExplosionAvoidance: 'ballistic',
  criticalAmmoExplosionAvoidance: 'ballistic',
  ammoFeedJam: 'ballistic',
  coolantFailureAvoidance: 'energy',
  criticalCoolantFailureAvoidance: 'energy',
  weaponShutdown: 'energy',
  shutdownAvoidance: 'movement',
  criticalShutdownAvoidance: 'movement',
  reactorOverload: 'movement',
};
const HEAT_EFFECT_IDS = Object.keys(HEAT_EFFECTS) as [HeatEffectId, ...HeatEffectId[]];

// ---------------------------------------------------------------- building blocks

const id = z.string().min(1).max(64);
const text = z.string().min(1).max(120);
const nonNegInt = z.number().int().min(0);
const rangeSymbol = z.enum(['ballistic', 'energy', 'melee']);
const weightClass = z.enum(['L', 'M', 'H', 'A']);
const dialSlot = z.enum(['primary', 'secondary', 'speed', 'attack', 'defense']);
const equipmentId = z.enum(EQUIPMENT_IDS as [EquipmentId, ...EquipmentId[]]);
const direction = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  message: 'must be a hexside number 0..5',
});

export const hexSchema = z.object({ x: z.number().int(), y: z.number().int() }).strict();

// ---------------------------------------------------------------- arena [§2.18, Terrain p.10–11]

const arenaHexSchema = z
  .object({
    x: z.number().int(),
    y: z.number().int(),
    terrain: z.enum(['clear', 'difficult', 'blocking', 'water']),
    level: z.union([z.literal(0), z.literal(1), z.literal('steep')], { message: 'must be 0 (level ground), 1 (elevated) or "steep"' }),
  })
  .strict();

const zoneList = z.array(z.array(hexSchema));

export const arenaSchema = z
  .object({
    id,
    name: text,
    sample: z.boolean().optional(),
    width: z.number().int().min(1).max(100),
    length: z.number().int().min(1).max(100),
    hexes: z.array(arenaHexSchema),
    zones: z.object({ A: zoneList.optional(), B: zoneList.optional(), C: zoneList.optional() }).strict(),
  })
  .strict()
  .superRefine((a, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path: path, message });
    const inside = (h: { x: number; y: number }) => h.x >= 1 && h.x <= a.width && h.y >= 1 && h.y <= a.length;
    if (a.width > a.length) {
      issue(['width'], `width ${a.width} is more than length ${a.length}; the width is the arena's shorter side (§6.1)`);
    }
    const terrain = new Map<string, string>();
    a.hexes.forEach((h, i) => {
      const key = `${h.x},${h.y}`;
      if (!inside(h))
        issue(['hexes', i], `hex ${key} lies outside the ${a.width}×${a.length} arena (x 1..${a.width}, y 1..${a.length}) (A12)`);
      if (terrain.has(key)) issue(['hexes', i], `hex ${key} is listed twice ([Terrain p.10–11]: one terrain and level per hex)`);
      terrain.set(key, h.terrain);
    });
    const zoned = new Map<string, string>();
    for (const label of ['A', 'B', 'C'] as const) {
      const zones = a.zones[label];
      if (zones === undefined) continue;
      if (zones.length === 0) issue(['zones', label], `zone label ${label} names no zone; omit it or give its hexes (§2.18)`);
      zones.forEach((zone, zi) => {
        if (zone.length === 0) issue(['zones', label, zi], `deployment zone ${label}${zi + 1} has no hexes (§2.18)`);
        zone.forEach((h, hi) => {
          const key = `${h.x},${h.y}`;
          const at = ['zones', label, zi, hi];
          if (!inside(h)) issue(at, `zone hex ${key} lies outside the ${a.width}×${a.length} arena (§2.18)`);
          if (terrain.get(key) === 'blocking')
            issue(at, `zone hex ${key} is blocking terrain, which no unit may occupy ([Terrain p.10–11], §2.18)`);
          const other = zoned.get(key);
          if (other) issue(at, `zone hex ${key} already belongs to zone ${other} (§2.18: each player deploys in his own zone)`);
          else zoned.set(key, `${label}${zi + 1}`);
        });
      });
    }
  });

// ---------------------------------------------------------------- unit profile [§1]

const equipmentMarkSchema = z.object({ id: equipmentId, singleUse: z.boolean().optional() }).strict();

const weaponValueSchema = z
  .object({ damage: nonNegInt, symbols: z.array(rangeSymbol).max(4), equipment: equipmentMarkSchema.optional() })
  .strict();

const dialValueSchema = z.object({ value: nonNegInt, equipment: equipmentMarkSchema.optional() }).strict();

const DIAL_SLOTS = ['primary', 'secondary', 'speed', 'attack', 'defense'] as const;
const WEAPONS = ['primary', 'secondary'] as const;

const zeroWeapon = (): WeaponValue => ({ damage: 0, symbols: [] });

/**
 * One click of the combat dial [§1.5]. An eliminated position (§2.13) shows only the
 * elimination symbols, so its values may be left out: they read as zeros.
 */
export const dialPositionSchema = z
  .object({
    eliminated: z.boolean().optional(),
    primary: weaponValueSchema.optional(),
    secondary: weaponValueSchema.optional(),
    speed: dialValueSchema.optional(),
    attack: dialValueSchema.optional(),
    defense: dialValueSchema.optional(),
    start: z.boolean().optional(),
    repair: z.boolean().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (p.eliminated) {
      if (p.start) issue(['start'], 'the start marker cannot be on an eliminated position (§1.5, §2.13)');
      if (p.repair) issue(['repair'], 'a repair marker cannot be on an eliminated position (§1.5, §2.13)');
      for (const slot of DIAL_SLOTS) {
        if (p[slot]?.equipment) issue([slot, 'equipment'], 'an eliminated position shows no special equipment (§2.13)');
      }
      return;
    }
    for (const slot of DIAL_SLOTS) {
      if (p[slot] === undefined)
        issue([slot], `required on a position that is not eliminated: the stat window shows all five values (§1.5)`);
    }
    for (const w of WEAPONS) {
      const symbols = p[w]?.symbols ?? [];
      if (symbols.length >= 2 && symbols.some((s) => s === 'melee')) {
        issue(
          [w, 'symbols'],
          `${symbols.length} range symbols including melee; only ballistic or energy symbols may be printed more than once — one target per symbol (§2.8, §3.3.2)`,
        );
      }
    }
    for (const slot of DIAL_SLOTS) {
      const mark = p[slot]?.equipment;
      if (mark && !slotsFor(mark.id).includes(slot)) {
        issue(
          [slot, 'equipment', 'id'],
          `${EQUIPMENT[mark.id].name} is ${EQUIPMENT[mark.id].group} equipment and sits on ${slotsFor(mark.id).join(' or ')}, not on ${slot} (§2.11, ${EQUIPMENT[mark.id].rule})`,
        );
      }
    }
  })
  .transform((p): DialPosition => ({
    ...p,
    primary: p.primary ?? zeroWeapon(),
    secondary: p.secondary ?? zeroWeapon(),
    speed: p.speed ?? { value: 0 },
    attack: p.attack ?? { value: 0 },
    defense: p.defense ?? { value: 0 },
  }));

const heatSlotSchema = z.union(
  [z.object({ modifier: z.number().int() }).strict(), z.object({ effect: z.enum(HEAT_EFFECT_IDS) }).strict()],
  {
    message: `a heat window shows {"modifier": integer} or {"effect": one of ${HEAT_EFFECT_IDS.join(', ')}}`,
  },
);

export const heatPositionSchema = z
  .object({ primary: heatSlotSchema, secondary: heatSlotSchema, speed: heatSlotSchema, shutdown: z.boolean().optional() })
  .strict();

const arcSetsSchema = z
  .object({
    lofFront: z.array(direction).max(6),
    lofRear: z.array(direction).max(6),
    meleeFront: z.array(direction).max(6),
    meleeRear: z.array(direction).max(6),
  })
  .strict();

const rangeSchema = z.object({ min: nonNegInt, max: nonNegInt }).strict();

export const unitProfileSchema = z
  .object({
    id,
    variant: text,
    sample: z.boolean().optional(),
    weightClass: weightClass.nullable(),
    rank: z.enum(['green', 'veteran', 'elite', 'unique']),
    collectorNumber: z.string().min(1).max(32),
    points: nonNegInt,
    unique: z.boolean(),
    frontArcDegrees: z.number().int().min(1).max(360),
    rearArcDegrees: z.number().int().min(0).max(360),
    arcTemplate: z.array(arcSetsSchema).optional(),
    ranges: z.object({ primary: rangeSchema, secondary: rangeSchema }).strict(),
    cooling: nonNegInt,
    dial: z.array(dialPositionSchema).min(1, { message: 'the combat dial needs at least one position (§1.2)' }),
    heatDial: z.array(heatPositionSchema).min(2, { message: 'the heat dial needs a start position and a shutdown position (§1.6, §2.17)' }),
  })
  .strict()
  .superRefine((u, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    // §2.2: the class is the last letter of the variant name.
    if (u.weightClass !== null && u.variant.trim().slice(-1) !== u.weightClass) {
      issue(['variant'], `variant "${u.variant}" does not end in its weight class letter ${u.weightClass} (§2.2)`);
    }
    if (u.frontArcDegrees + u.rearArcDegrees > 360) {
      issue(['rearArcDegrees'], `front arc ${u.frontArcDegrees}° + rear arc ${u.rearArcDegrees}° exceed 360° (§3.2)`);
    }

    // §1.5 ranges; §2.8 melee has range 0.
    for (const w of WEAPONS) {
      const r = u.ranges[w];
      if (r.min > r.max) issue(['ranges', w, 'min'], `${w} minimum range ${r.min} is more than its maximum ${r.max} (§1.5, Glossary)`);
      // A position that failed its own check reaches here untransformed, its values possibly
      // missing (its issue is reported already): it shows no symbol.
      const melee = u.dial.some((p) => !p.eliminated && p[w]?.symbols.includes('melee'));
      if (melee && r.max !== 0) {
        issue(['ranges', w], `${w} weapon shows the melee symbol, so its range is 0 (min 0, max 0), not ${r.min}–${r.max} (§2.8)`);
      }
    }

    // §1.5, §2.13: the start marker, the eliminated tail, the repair markers.
    const starts = u.dial.flatMap((p, i) => (p.start ? [i] : []));
    if (starts.length > 1)
      issue(['dial'], `${starts.length} start markers (positions ${starts.join(', ')}); a dial has one green triangle (§1.5)`);
    const start = starts[0] ?? 0;
    const firstEliminated = u.dial.findIndex((p) => p.eliminated);
    if (firstEliminated === -1) {
      issue(['dial'], 'the dial never shows the elimination symbols; its last position must be eliminated (§2.13)');
    } else {
      if (firstEliminated <= start) {
        issue(['dial', start], `the start position ${start} is at or after the first eliminated position ${firstEliminated} (§1.5, §2.13)`);
      }
      for (let i = firstEliminated + 1; i < u.dial.length; i++) {
        if (!u.dial[i].eliminated)
          issue(['dial', i], `position ${i} follows the eliminated position ${firstEliminated} and can never be reached (§2.13)`);
      }
    }
    u.dial.forEach((p, i) => {
      if (p.repair && i < start)
        issue(
          ['dial', i, 'repair'],
          `repair marker at position ${i} lies before the start marker (${start}); no repair goes past the start marker (§1.5, Glossary, A32)`,
        );
    });

    // §1.6, §2.17, [HeatFx]: the heat dial.
    const last = u.heatDial.length - 1;
    u.heatDial.forEach((h, i) => {
      if (i === last && !h.shutdown)
        issue(
          ['heatDial', i, 'shutdown'],
          'the last heat position must be the shutdown position (three radiation symbols, shutdown: true) (§2.17)',
        );
      if (i !== last && h.shutdown)
        issue(['heatDial', i, 'shutdown'], `only the last heat position (${last}) is the shutdown position (§2.17)`);
      for (const window of ['primary', 'secondary', 'speed'] as const) {
        const slot: HeatSlot = h[window];
        if (!('effect' in slot)) continue;
        const family = HEAT_EFFECTS[slot.effect];
        if (slot.effect === 'startTemperature' && i !== 0) {
          issue(
            ['heatDial', i, window],
            `"startTemperature" (the green square) belongs to position 0, the start heat position ([HeatFx p.16], Glossary)`,
          );
        }
        if (family === 'movement' && window !== 'speed') {
          issue(['heatDial', i, window], `"${slot.effect}" is a movement heat effect and shows in the speed window ([HeatFx p.16])`);
        }
        if ((family === 'ballistic' || family === 'energy') && window === 'speed') {
          issue(['heatDial', i, window], `"${slot.effect}" is a ${family}-weapon heat effect and shows in a weapon window ([HeatFx p.16])`);
        }
      }
    });

    // A13: per-orientation arc sets.
    if (u.arcTemplate !== undefined) {
      if (u.arcTemplate.length !== 12)
        issue(['arcTemplate'], `${u.arcTemplate.length} entries; an arc template has one entry per orientation, 12 (§3.2, A13)`);
      u.arcTemplate.forEach((a: ArcSets, i) => {
        for (const key of ['lofFront', 'lofRear', 'meleeFront', 'meleeRear'] as const) {
          if (new Set(a[key]).size !== a[key].length) issue(['arcTemplate', i, key], `a hexside is listed twice (A13)`);
        }
        if (a.lofFront.some((d) => a.lofRear.includes(d)))
          issue(['arcTemplate', i, 'lofRear'], 'a hexside is in both the front and the rear line-of-fire arc (§3.2, A13)');
        if (a.meleeFront.some((d) => a.meleeRear.includes(d)))
          issue(['arcTemplate', i, 'meleeRear'], 'a hexside is in both the front and the rear melee arc (§3.2, A13)');
      });
    }
  });

// ---------------------------------------------------------------- cards [§7]

export const cardSchema = z
  .object({
    id,
    name: text,
    kind: z.enum(['gear', 'pilot']),
    sample: z.boolean().optional(),
    collectorNumber: z.string().min(1).max(32),
    points: nonNegInt,
    alternative: z
      .object({
        points: nonNegInt,
        favouredUnit: z.string().min(1).max(64).optional(),
        weightClasses: z.array(weightClass).min(1).optional(),
      })
      .strict()
      .optional(),
    requirements: z
      .object({ weightClasses: z.array(weightClass).min(1).optional(), symbol: rangeSymbol.optional() })
      .strict()
      .optional(),
    grade: z.enum(['P', 'L', 'GS']).optional(),
    affects: dialSlot.optional(),
    doubleSided: z.boolean().optional(),
    combinable: z.boolean().optional(),
    worksUnderSalvage: z.boolean().optional(),
    equipment: equipmentId.optional(),
    modifiers: z
      .object({
        primary: z.number().int().optional(),
        secondary: z.number().int().optional(),
        speed: z.number().int().optional(),
        attack: z.number().int().optional(),
        defense: z.number().int().optional(),
      })
      .strict()
      .optional(),
    abilityUnused: z.boolean().optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const n = c.collectorNumber.trim().toUpperCase();
    if (c.kind === 'gear') {
      if (!n.startsWith('G') || n.startsWith('GS'))
        issue(
          ['collectorNumber'],
          `gear collector numbers start with "G" (not "GS", a gunslinger pilot), got "${c.collectorNumber}" (§7.4.1)`,
        );
      if (c.grade !== undefined) issue(['grade'], 'only pilot cards have a grade (§7.4.2)');
      if (c.abilityUnused !== undefined) issue(['abilityUnused'], 'only pilot cards have a special ability to mark unused (§7.4.2)');
      if (c.doubleSided && c.equipment !== undefined && !isWeaponEquipment(c.equipment)) {
        issue(
          ['doubleSided'],
          `a double-sided gear shows PRI or SEC, so its equipment is weapon equipment, not ${EQUIPMENT[c.equipment].name} (§7.4.1)`,
        );
      }
      if (c.doubleSided && c.affects !== undefined && c.affects !== 'primary' && c.affects !== 'secondary') {
        issue(['affects'], `a double-sided gear shows PRI or SEC: its side is "primary" or "secondary", not ${c.affects} (§7.4.1)`);
      }
    } else {
      for (const key of ['doubleSided', 'combinable', 'worksUnderSalvage'] as const) {
        if (c[key] !== undefined)
          issue(
            [key],
            `only gear cards are ${key === 'doubleSided' ? 'double-sided PRI/SEC' : key === 'combinable' ? 'combined on one combat value' : 'kept working under Salvage'} (§7.4.1)`,
          );
      }
      const prefix = n.startsWith('GS') ? 'GS' : n.startsWith('L') ? 'L' : n.startsWith('P') ? 'P' : null;
      if (prefix === null)
        issue(
          ['collectorNumber'],
          `pilot collector numbers start with "P" (common), "L" (legendary) or "GS" (gunslinger), got "${c.collectorNumber}" (§7.4.2)`,
        );
      else if (c.grade !== undefined && c.grade !== prefix)
        issue(['grade'], `grade ${c.grade} does not match the collector number "${c.collectorNumber}" (§7.4.2)`);
      const grade = c.grade ?? prefix;
      if ((grade === 'L' || grade === 'GS') && c.alternative?.favouredUnit === undefined) {
        issue(
          ['alternative'],
          'a legendary or gunslinger pilot has an alternative cost tied to its favoured unit: give alternative.points and alternative.favouredUnit (§7.4.2)',
        );
      } else if (c.equipment !== undefined && c.alternative?.favouredUnit === undefined) {
        issue(
          ['equipment'],
          "a pilot's equipment is its special ability, which works only on its favoured unit: give alternative.favouredUnit (§7.4.2)",
        );
      }
    }
    if (c.alternative && c.alternative.favouredUnit === undefined && c.alternative.weightClasses === undefined) {
      issue(['alternative'], 'an alternative cost needs its requirement: favouredUnit and/or weightClasses (§7.2)');
    }
    if (c.equipment !== undefined) {
      const info = EQUIPMENT[c.equipment];
      if (isWeaponEquipment(c.equipment) && c.affects !== 'primary' && c.affects !== 'secondary' && !c.doubleSided) {
        issue(['affects'], `${info.name} is weapon equipment: say which weapon it is on, "primary" (PRI) or "secondary" (SEC) (§7.4.1)`);
      } else if (c.affects !== undefined && !slotsFor(c.equipment).includes(c.affects)) {
        issue(['equipment'], `${info.name} is ${info.group} equipment and cannot sit on ${c.affects} (§2.11, ${info.rule})`);
      }
    }
    const classes = c.requirements?.weightClasses ?? [];
    if (new Set(classes).size !== classes.length) issue(['requirements', 'weightClasses'], 'a class is listed twice (§7.4.1)');
  });

// ---------------------------------------------------------------- objective tokens [§6.2, A36]

export const objectiveTokenSchema = z
  .object({
    id,
    defense: nonNegInt,
    equipment: equipmentId.optional(),
    preferredSymbol: rangeSymbol,
    rpPreferred: nonNegInt,
    rpOther: nonNegInt,
  })
  .strict();

// ---------------------------------------------------------------- the catalogue

function duplicateIds(list: readonly unknown[]): Map<string, number[]> {
  const at = new Map<string, number[]>();
  list.forEach((entry, i) => {
    const key = entry !== null && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    if (typeof key === 'string') at.set(key, [...(at.get(key) ?? []), i]);
  });
  return new Map([...at].filter(([, where]) => where.length > 1));
}

const LISTS = ['units', 'cards', 'arenas', 'objectives'] as const;

export const catalogueSchema = z
  .object({
    units: z.array(unitProfileSchema).default([]),
    cards: z.array(cardSchema).default([]),
    arenas: z.array(arenaSchema).default([]),
    objectives: z.array(objectiveTokenSchema).default([]),
  })
  .strict()
  .superRefine((c, ctx) => {
    for (const list of LISTS) {
      for (const [dup, where] of duplicateIds(c[list])) {
        for (const i of where.slice(1))
          ctx.addIssue({
            code: 'custom',
            path: [list, i, 'id'],
            message: `duplicate id "${dup}" (also ${list}[${where[0]}]); ids are unique within ${list}`,
          });
      }
    }
  });

// Compile-time proof that the schemas produce exactly the model's shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type CatalogueSchemaMatchesModel = [
  Assert<Same<z.output<typeof arenaSchema>, Arena>>,
  Assert<Same<z.output<typeof dialPositionSchema>, DialPosition>>,
  Assert<Same<z.output<typeof heatPositionSchema>, HeatPosition>>,
  Assert<Same<z.output<typeof unitProfileSchema>, UnitProfile>>,
  Assert<Same<z.output<typeof cardSchema>, Card>>,
  Assert<Same<z.output<typeof objectiveTokenSchema>, ObjectiveToken>>,
  Assert<Same<z.output<typeof catalogueSchema>, Catalogue>>,
];

// ---------------------------------------------------------------- parsing

/** The rule behind a field, for shape errors (the deepest known key of the path wins). */
const FIELD_RULES: Record<string, string> = {
  heatDial: '§1.6, §2.16, [HeatFx p.16]',
  dial: '§1.2, §1.5, §2.11',
  equipment: '§2.11, [Equip p.14–15]',
  symbols: '§2.8',
  ranges: '§1.5, §2.8',
  arcTemplate: '§3.2, A13',
  frontArcDegrees: '§3.2',
  rearArcDegrees: '§3.2',
  weightClass: '§2.2',
  weightClasses: '§2.2, §7.4.1',
  variant: '§2.2',
  rank: '§1.4',
  unique: '§2.3, Glossary',
  cooling: '§1.5',
  collectorNumber: '§1.1, §7',
  hexes: '[Terrain p.10–11], A12',
  terrain: '[Terrain p.10–11]',
  level: '[Terrain p.10–11]',
  zones: '§2.18',
  width: '§6.1, A12',
  length: '§6.1, A12',
  alternative: '§7.2',
  requirements: '§7.4.1, §7.4.2',
  grade: '§7.4.2',
  kind: '§7.1',
  affects: '§7.4.1',
  doubleSided: '§7.4.1',
  combinable: '§7.4.1',
  worksUnderSalvage: '§7.4.1',
  modifiers: '§7.4',
  abilityUnused: '§7.4.2',
  defense: '§6.2',
  preferredSymbol: '§6.2',
  rpPreferred: '§6.2',
  rpOther: '§6.2',
  units: '§1',
  cards: '§7',
  arenas: '§2.18',
  objectives: '§6.2, A36',
};

/** `["units", 0, "dial", 3]` → `units[0].dial[3]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
  return out || '(catalogue)';
}

function ruleOf(path: readonly PropertyKey[]): string {
  // Objective-token "defense" and dial "defense" share a key: the list decides.
  for (let i = path.length - 1; i >= 0; i--) {
    const key = String(path[i]);
    if (key === 'defense' && path[0] !== 'objectives') continue;
    if (key === 'points') return path[0] === 'cards' ? '§7.2' : '§2.2';
    const rule = own(FIELD_RULES, key);
    if (rule) return rule;
  }
  return '§1';
}

function describe(issue: z.ZodIssue): string {
  const where = jsonPath(issue.path);
  // Semantic checks carry their own rule reference.
  if (issue.code === 'custom') return `${where}: ${issue.message}`;
  return `${where}: ${issue.message} (${ruleOf(issue.path)})`;
}

export type ParseCatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] };

/**
 * Validates a catalogue document: every problem is returned, each with its JSON path and
 * rule reference. Missing lists read as empty, so a document may carry only units, say.
 */
export function parseCatalogue(json: unknown): ParseCatalogueResult {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, errors: ['(catalogue): expected an object { units, cards, arenas, objectives } (§1)'] };
  }
  const result = catalogueSchema.safeParse(json);
  if (result.success) return { ok: true, catalogue: result.data };
  const errors = result.error.issues.map(describe);
  // Duplicate ids are reported even when some entry is malformed (the refinement did not run).
  const raw = json as Record<string, unknown>;
  for (const list of LISTS) {
    const entries = raw[list];
    if (!Array.isArray(entries)) continue;
    for (const [dup, where] of duplicateIds(entries)) {
      for (const i of where.slice(1))
        errors.push(`${list}[${i}].id: duplicate id "${dup}" (also ${list}[${where[0]}]); ids are unique within ${list}`);
    }
  }
  return { ok: false, errors: [...new Set(errors)] };
}

function mergeList<T extends { id: string }>(base: readonly T[], extra: readonly T[]): T[] {
  const replacing = new Map(extra.map((e) => [e.id, e]));
  const merged = base.map((b) => replacing.get(b.id) ?? b);
  const known = new Set(base.map((b) => b.id));
  const added = new Set<string>();
  for (const e of extra) {
    if (known.has(e.id) || added.has(e.id)) continue;
    added.add(e.id);
    merged.push(replacing.get(e.id) ?? e);
  }
  return merged;
}

/** The base catalogue with the extra one laid over it: an extra entry replaces the base entry of the same id. */
export function mergeCatalogues(base: Catalogue, extra: Partial<Catalogue>): Catalogue {
  return {
    units: mergeList(base.units, extra.units ?? []),
    cards: mergeList(base.cards, extra.cards ?? []),
    arenas: mergeList(base.arenas, extra.arenas ?? []),
    objectives: mergeList(base.objectives, extra.objectives ?? []),
  };
}

/** A catalogue entry by id, or undefined. */
export function findUnit(catalogue: Catalogue, unitId: string): UnitProfile | undefined {
  return catalogue.units.find((u) => u.id === unitId);
}

export function findCard(catalogue: Catalogue, cardId: string): Card | undefined {
  return catalogue.cards.find((c) => c.id === cardId);
}

export function findArena(catalogue: Catalogue, arenaId: string): Arena | undefined {
  return catalogue.arenas.find((a) => a.id === arenaId);
}

/** The index of the dial's start position: the green triangle, else the first position (§1.5). */
export function startPosition(profile: UnitProfile): number {
  return Math.max(
    0,
    profile.dial.findIndex((p) => p.start),
  );
}
