/**
 * SAMPLE DATA — NOT PUBLISHED UNITS, CARDS OR MAPS.
 *
 * The rulebook prints no unit statistics, cards or arena maps (only the rules that read them),
 * so these entries are invented stand-ins, each marked `sample: true` and named "Sample …",
 * for tests and demonstration matches. Their numbers are plausible, not official. Objective
 * tokens have no name or sample field in the model; their ids start with "sample-".
 */
import type { Catalogue } from './catalogue';
import type {
  Arena,
  ArenaHex,
  Card,
  DialPosition,
  DialValue,
  EquipmentMark,
  HeatPosition,
  HeatSlot,
  ObjectiveToken,
  RangeSymbol,
  UnitProfile,
  WeaponValue,
} from './model';
import type { SetupDocument } from './schema';
import type { BuildTeamsInput } from './team-building';

// ---------------------------------------------------------------- helpers

const weapon = (damage: number, symbols: RangeSymbol[], equipment?: EquipmentMark): WeaponValue =>
  equipment ? { damage, symbols, equipment } : { damage, symbols };
const value = (v: number, equipment?: EquipmentMark): DialValue => (equipment ? { value: v, equipment } : { value: v });
/** A square: permanent equipment (§2.11). */
const sq = (id: EquipmentMark['id']): EquipmentMark => ({ id });
/** A circle: single-use equipment (§2.11). */
const circle = (id: EquipmentMark['id']): EquipmentMark => ({ id, singleUse: true });

const B: RangeSymbol[] = ['ballistic'];
const E: RangeSymbol[] = ['energy'];
const EE: RangeSymbol[] = ['energy', 'energy'];
const M: RangeSymbol[] = ['melee'];

/** §2.13: the elimination symbols; the values are not printed and read as zeros. */
const ELIMINATED: DialPosition = {
  eliminated: true,
  primary: { damage: 0, symbols: [] },
  secondary: { damage: 0, symbols: [] },
  speed: { value: 0 },
  attack: { value: 0 },
  defense: { value: 0 },
};

const mod = (modifier: number): HeatSlot => ({ modifier });
const fx = (effect: Extract<HeatSlot, { effect: unknown }>['effect']): HeatSlot => ({ effect });
/** Position 0: the three green squares of the start heat position (§1.6, [HeatFx]). */
const HEAT_START: HeatPosition = { primary: fx('startTemperature'), secondary: fx('startTemperature'), speed: fx('startTemperature') };

// ---------------------------------------------------------------- arena

const hexes = (terrain: ArenaHex['terrain'], level: ArenaHex['level'], cells: [number, number][]): ArenaHex[] =>
  cells.map(([x, y]) => ({ x, y, terrain, level }));
const row = (y: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ x: from + i, y }));
const column = (x: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ x, y: from + i }));

/**
 * 11 hexes across, 14 along: the centre hexes of §6.1 ("6th across the width, 7th or 8th along
 * the length") are (6,7) and (6,8), both clear. Zones A sit at the two short ends (1-vs-1),
 * B beside them (2-vs-2: each team takes the A and B zones nearest each other), C on the long
 * sides (four players, one unit each, use A and C) [§2.18].
 */
export const sampleArena: Arena = {
  id: 'sample-arena',
  name: 'Sample Arena (training pit)',
  sample: true,
  width: 11,
  length: 14,
  hexes: [
    ...hexes('difficult', 0, [
      [3, 4],
      [4, 4],
      [3, 5],
      [8, 10],
      [9, 10],
      [9, 11],
    ]),
    ...hexes('blocking', 0, [
      [2, 7],
      [10, 8],
      [6, 11],
    ]),
    ...hexes('water', 0, [
      [8, 4],
      [8, 5],
      [9, 5],
    ]),
    ...hexes('clear', 1, [
      [3, 9],
      [4, 9],
      [3, 10],
    ]),
    ...hexes('difficult', 1, [[7, 3]]),
    ...hexes('clear', 'steep', [[4, 10]]),
  ],
  zones: {
    A: [row(1, 4, 8), row(14, 4, 8)],
    B: [row(2, 1, 3), row(13, 9, 11)],
    C: [column(1, 5, 6), column(11, 9, 10)],
  },
};

// ---------------------------------------------------------------- units

/** L, 120 points: Jump Jets on speed, a single-use Evade circle, melee secondary. */
export const sampleSprinter: UnitProfile = {
  id: 'sample-sprinter',
  variant: 'Sample Sprinter SPR-1L',
  sample: true,
  weightClass: 'L',
  rank: 'green',
  collectorNumber: 'SMP-001',
  points: 120,
  unique: false,
  frontArcDegrees: 180,
  rearArcDegrees: 60,
  ranges: { primary: { min: 0, max: 8 }, secondary: { min: 0, max: 0 } },
  cooling: 2,
  dial: [
    { primary: weapon(2, E), secondary: weapon(1, M), speed: value(12, sq('jumpJets')), attack: value(9), defense: value(16), start: true },
    { primary: weapon(2, E), secondary: weapon(1, M), speed: value(12, sq('jumpJets')), attack: value(9), defense: value(16) },
    { primary: weapon(2, E), secondary: weapon(1, M), speed: value(10, sq('jumpJets')), attack: value(9), defense: value(15) },
    {
      primary: weapon(2, E),
      secondary: weapon(1, M),
      speed: value(10, circle('evade')),
      attack: value(8),
      defense: value(15),
      repair: true,
    },
    { primary: weapon(1, E), secondary: weapon(1, M), speed: value(8), attack: value(8), defense: value(14) },
    { primary: weapon(1, E), secondary: weapon(1, M), speed: value(8), attack: value(8), defense: value(14) },
    { primary: weapon(1, E), secondary: weapon(1, M), speed: value(6), attack: value(7), defense: value(13) },
    { primary: weapon(1, E), secondary: weapon(0, M), speed: value(6), attack: value(7), defense: value(13) },
    ELIMINATED,
  ],
  heatDial: [
    HEAT_START,
    { primary: mod(0), secondary: mod(0), speed: mod(0) },
    { primary: mod(0), secondary: mod(0), speed: mod(-1) },
    { primary: fx('coolantFailureAvoidance'), secondary: mod(-1), speed: fx('shutdownAvoidance') },
    { primary: fx('weaponShutdown'), secondary: mod(-1), speed: fx('criticalShutdownAvoidance') },
    { primary: fx('weaponShutdown'), secondary: mod(-1), speed: fx('reactorOverload'), shutdown: true },
  ],
};

/** M, 170 points: ballistic primary, melee secondary with Brawling, Improved Targeting, Salvage late. */
export const sampleBrawler: UnitProfile = {
  id: 'sample-brawler',
  variant: 'Sample Brawler BRW-2M',
  sample: true,
  weightClass: 'M',
  rank: 'veteran',
  collectorNumber: 'SMP-002',
  points: 170,
  unique: false,
  frontArcDegrees: 180,
  rearArcDegrees: 90,
  ranges: { primary: { min: 0, max: 8 }, secondary: { min: 0, max: 0 } },
  cooling: 2,
  dial: [
    { primary: weapon(3, B), secondary: weapon(2, M, sq('brawling')), speed: value(10), attack: value(9), defense: value(17), start: true },
    {
      primary: weapon(3, B),
      secondary: weapon(2, M, sq('brawling')),
      speed: value(10),
      attack: value(9, sq('improvedTargeting')),
      defense: value(17),
    },
    {
      primary: weapon(3, B),
      secondary: weapon(2, M, sq('brawling')),
      speed: value(8),
      attack: value(9, sq('improvedTargeting')),
      defense: value(17),
    },
    { primary: weapon(3, B), secondary: weapon(2, M), speed: value(8), attack: value(9), defense: value(16, sq('heavyArmor')) },
    {
      primary: weapon(2, B),
      secondary: weapon(2, M, circle('handToHandWeapon')),
      speed: value(8),
      attack: value(8),
      defense: value(16, sq('heavyArmor')),
      repair: true,
    },
    { primary: weapon(2, B), secondary: weapon(2, M), speed: value(6), attack: value(8), defense: value(15) },
    { primary: weapon(2, B), secondary: weapon(1, M), speed: value(6), attack: value(8), defense: value(15) },
    { primary: weapon(1, B), secondary: weapon(1, M), speed: value(4), attack: value(7), defense: value(14) },
    { primary: weapon(1, B), secondary: weapon(1, M), speed: value(4), attack: value(7, sq('salvage')), defense: value(14) },
    ELIMINATED,
  ],
  heatDial: [
    HEAT_START,
    { primary: mod(0), secondary: mod(0), speed: mod(0) },
    { primary: mod(0), secondary: mod(0), speed: mod(-1) },
    { primary: fx('ammoExplosionAvoidance'), secondary: mod(-1), speed: mod(-1) },
    { primary: fx('criticalAmmoExplosionAvoidance'), secondary: mod(-1), speed: fx('shutdownAvoidance') },
    { primary: fx('ammoFeedJam'), secondary: mod(-1), speed: fx('criticalShutdownAvoidance') },
    { primary: fx('ammoFeedJam'), secondary: mod(-2), speed: fx('reactorOverload'), shutdown: true },
  ],
};

/** M, 180 points, unique: energy only — PPC Capacitor on a two-energy-symbol secondary, Evade on speed. */
export const sampleLancer: UnitProfile = {
  id: 'sample-lancer',
  variant: 'Sample Lancer LNC-3M',
  sample: true,
  weightClass: 'M',
  rank: 'unique',
  collectorNumber: 'SMP-003',
  points: 180,
  unique: true,
  frontArcDegrees: 180,
  rearArcDegrees: 90,
  ranges: { primary: { min: 0, max: 8 }, secondary: { min: 0, max: 10 } },
  cooling: 3,
  dial: [
    {
      primary: weapon(3, E),
      secondary: weapon(2, EE, sq('ppcCapacitor')),
      speed: value(8, sq('evade')),
      attack: value(10),
      defense: value(17, sq('reflectiveArmor')),
      start: true,
    },
    {
      primary: weapon(3, E),
      secondary: weapon(2, EE, sq('ppcCapacitor')),
      speed: value(8, sq('evade')),
      attack: value(10, sq('command')),
      defense: value(17),
    },
    {
      primary: weapon(3, E),
      secondary: weapon(2, EE, sq('ppcCapacitor')),
      speed: value(8, sq('evade')),
      attack: value(10),
      defense: value(16),
    },
    { primary: weapon(3, E), secondary: weapon(2, EE), speed: value(8), attack: value(9), defense: value(16) },
    {
      primary: weapon(2, E),
      secondary: weapon(2, EE, circle('ppcCapacitor')),
      speed: value(6),
      attack: value(9),
      defense: value(16),
      repair: true,
    },
    { primary: weapon(2, E), secondary: weapon(1, EE), speed: value(6), attack: value(9), defense: value(15) },
    { primary: weapon(2, E), secondary: weapon(1, EE), speed: value(6), attack: value(8), defense: value(15) },
    { primary: weapon(1, E), secondary: weapon(1, EE), speed: value(4), attack: value(8), defense: value(14) },
    { primary: weapon(1, E), secondary: weapon(1, E), speed: value(4), attack: value(7), defense: value(14) },
    { primary: weapon(1, E), secondary: weapon(1, E), speed: value(2), attack: value(7), defense: value(13) },
    ELIMINATED,
  ],
  heatDial: [
    HEAT_START,
    { primary: mod(0), secondary: mod(0), speed: mod(0) },
    { primary: mod(0), secondary: mod(-1), speed: mod(0) },
    { primary: fx('coolantFailureAvoidance'), secondary: mod(-1), speed: mod(-1) },
    { primary: fx('criticalCoolantFailureAvoidance'), secondary: mod(-1), speed: fx('shutdownAvoidance') },
    { primary: fx('weaponShutdown'), secondary: fx('weaponShutdown'), speed: fx('reactorOverload'), shutdown: true },
  ],
};

/** H, 230 points: Artemis V ballistic primary, Pulse energy secondary, Hardened Armor, Decoy circle. */
export const sampleWarden: UnitProfile = {
  id: 'sample-warden',
  variant: 'Sample Warden WRD-4H',
  sample: true,
  weightClass: 'H',
  rank: 'veteran',
  collectorNumber: 'SMP-004',
  points: 230,
  unique: false,
  frontArcDegrees: 135,
  rearArcDegrees: 90,
  ranges: { primary: { min: 2, max: 10 }, secondary: { min: 0, max: 6 } },
  cooling: 3,
  dial: [
    {
      primary: weapon(4, B, sq('artemisV')),
      secondary: weapon(3, E, sq('pulse')),
      speed: value(8),
      attack: value(10),
      defense: value(18, sq('hardenedArmor')),
      start: true,
    },
    {
      primary: weapon(4, B, sq('artemisV')),
      secondary: weapon(3, E, sq('pulse')),
      speed: value(8),
      attack: value(10),
      defense: value(18, sq('hardenedArmor')),
    },
    {
      primary: weapon(4, B, sq('artemisV')),
      secondary: weapon(3, E),
      speed: value(8, sq('recon')),
      attack: value(10),
      defense: value(17, sq('hardenedArmor')),
    },
    { primary: weapon(3, B), secondary: weapon(3, E), speed: value(6, sq('recon')), attack: value(9), defense: value(17, circle('decoy')) },
    { primary: weapon(3, B), secondary: weapon(2, E), speed: value(6), attack: value(9), defense: value(17), repair: true },
    { primary: weapon(3, B, circle('armorPiercing')), secondary: weapon(2, E), speed: value(6), attack: value(9), defense: value(16) },
    { primary: weapon(2, B), secondary: weapon(2, E), speed: value(4), attack: value(8), defense: value(16) },
    { primary: weapon(2, B), secondary: weapon(2, E), speed: value(4), attack: value(8), defense: value(15) },
    { primary: weapon(2, B), secondary: weapon(1, E), speed: value(4), attack: value(8), defense: value(15) },
    { primary: weapon(1, B), secondary: weapon(1, E), speed: value(2), attack: value(7), defense: value(14) },
    ELIMINATED,
  ],
  heatDial: [
    HEAT_START,
    { primary: mod(0), secondary: mod(0), speed: mod(0) },
    { primary: mod(0), secondary: mod(0), speed: mod(-1) },
    { primary: fx('ammoExplosionAvoidance'), secondary: fx('coolantFailureAvoidance'), speed: mod(-1) },
    { primary: fx('ammoExplosionAvoidance'), secondary: fx('coolantFailureAvoidance'), speed: fx('shutdownAvoidance') },
    {
      primary: fx('criticalAmmoExplosionAvoidance'),
      secondary: fx('criticalCoolantFailureAvoidance'),
      speed: fx('criticalShutdownAvoidance'),
    },
    { primary: fx('ammoFeedJam'), secondary: fx('weaponShutdown'), speed: fx('reactorOverload'), shutdown: true },
  ],
};

/** A, 330 points, starts one click in: Alpha Strike, Homing Beacon circle, Repair, Advanced Anti-Missile System. */
export const sampleTitan: UnitProfile = {
  id: 'sample-titan',
  variant: 'Sample Titan TTN-5A',
  sample: true,
  weightClass: 'A',
  rank: 'elite',
  collectorNumber: 'SMP-005',
  points: 330,
  unique: false,
  frontArcDegrees: 180,
  rearArcDegrees: 60,
  ranges: { primary: { min: 0, max: 10 }, secondary: { min: 2, max: 12 } },
  cooling: 4,
  dial: [
    { primary: weapon(5, E, sq('alphaStrike')), secondary: weapon(4, B), speed: value(6), attack: value(11), defense: value(19) },
    {
      primary: weapon(5, E, sq('alphaStrike')),
      secondary: weapon(4, B, circle('homingBeacon')),
      speed: value(6),
      attack: value(11, sq('repair')),
      defense: value(19, sq('advancedAntiMissile')),
      start: true,
    },
    {
      primary: weapon(5, E, sq('alphaStrike')),
      secondary: weapon(4, B),
      speed: value(6),
      attack: value(11, sq('repair')),
      defense: value(19, sq('advancedAntiMissile')),
    },
    {
      primary: weapon(4, E),
      secondary: weapon(4, B),
      speed: value(6),
      attack: value(10, circle('coolantFlush')),
      defense: value(18, sq('advancedAntiMissile')),
    },
    { primary: weapon(4, E), secondary: weapon(3, B), speed: value(4), attack: value(10), defense: value(18) },
    {
      primary: weapon(4, E),
      secondary: weapon(3, B, sq('streakMissile')),
      speed: value(4),
      attack: value(10),
      defense: value(18, sq('reactiveArmor')),
      repair: true,
    },
    {
      primary: weapon(3, E),
      secondary: weapon(3, B, sq('streakMissile')),
      speed: value(4),
      attack: value(9),
      defense: value(17, sq('reactiveArmor')),
    },
    { primary: weapon(3, E), secondary: weapon(3, B), speed: value(4), attack: value(9), defense: value(17) },
    { primary: weapon(3, E), secondary: weapon(2, B), speed: value(2), attack: value(9), defense: value(16) },
    { primary: weapon(2, E), secondary: weapon(2, B), speed: value(2), attack: value(8), defense: value(16) },
    { primary: weapon(2, E), secondary: weapon(1, B), speed: value(2), attack: value(8), defense: value(15) },
    ELIMINATED,
  ],
  heatDial: [
    HEAT_START,
    { primary: mod(0), secondary: mod(0), speed: mod(0) },
    { primary: mod(-1), secondary: mod(0), speed: mod(0) },
    { primary: fx('coolantFailureAvoidance'), secondary: fx('ammoExplosionAvoidance'), speed: mod(-1) },
    { primary: fx('criticalCoolantFailureAvoidance'), secondary: fx('ammoExplosionAvoidance'), speed: mod(-1) },
    { primary: fx('criticalCoolantFailureAvoidance'), secondary: fx('criticalAmmoExplosionAvoidance'), speed: fx('shutdownAvoidance') },
    { primary: fx('weaponShutdown'), secondary: fx('ammoFeedJam'), speed: fx('criticalShutdownAvoidance') },
    { primary: fx('weaponShutdown'), secondary: fx('ammoFeedJam'), speed: fx('reactorOverload'), shutdown: true },
  ],
};

// ---------------------------------------------------------------- cards [§7]

/** E12 stand-in: a class requirement plus a ballistic symbol requirement (§7.4.1 example). */
export const sampleInferno: Card = {
  id: 'sample-gear-inferno',
  name: 'Sample Inferno Ammunition',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S01',
  points: 30,
  requirements: { weightClasses: ['M', 'H'], symbol: 'ballistic' },
  affects: 'primary',
  modifiers: { primary: 1 },
};

/** E13: grants Evade on speed; on a unit whose dial shows Evade only one copy works (§7.4.1). */
export const sampleEvadeGear: Card = {
  id: 'sample-gear-evade',
  name: 'Sample Evasion Suite',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S02',
  points: 40,
  requirements: { weightClasses: ['L', 'M'] },
  affects: 'speed',
  equipment: 'evade',
};

/** An alternative cost by class: 25 points, (OR 35) on an assault unit (§7.2). */
export const sampleTargeting: Card = {
  id: 'sample-gear-targeting',
  name: 'Sample Targeting Computer',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S03',
  points: 25,
  alternative: { points: 35, weightClasses: ['A'] },
  requirements: { weightClasses: ['L', 'M', 'H', 'A'] },
  affects: 'attack',
  modifiers: { attack: 1 },
};

export const sampleArmorGear: Card = {
  id: 'sample-gear-armor',
  name: 'Sample Heavy Armor Plating',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S04',
  points: 30,
  requirements: { weightClasses: ['M', 'H', 'A'] },
  affects: 'defense',
  equipment: 'heavyArmor',
};

/** Also affects speed: with the Evasion Suite it breaks "one gear per combat value" (§7.4.1). */
export const sampleJumpGear: Card = {
  id: 'sample-gear-jump',
  name: 'Sample Jump Pack',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S05',
  points: 35,
  requirements: { weightClasses: ['L', 'M'] },
  affects: 'speed',
  equipment: 'jumpJets',
};

/** A unique card (star in its collector number, Glossary "Unikalna"): once per team. */
export const samplePrototypeCapacitor: Card = {
  id: 'sample-gear-prototype-capacitor',
  name: 'Sample Prototype PPC Capacitor',
  kind: 'gear',
  sample: true,
  collectorNumber: 'G-S06*',
  points: 20,
  requirements: { weightClasses: ['M', 'H', 'A'], symbol: 'energy' },
  affects: 'secondary',
  equipment: 'ppcCapacitor',
};

/** E14: a common pilot for light units only — a sample stand-in for the rulebook's example card. */
export const sampleRobinson: Card = {
  id: 'sample-pilot-robinson',
  name: 'Sample stand-in: Robinson Battle Academy Graduate',
  kind: 'pilot',
  sample: true,
  collectorNumber: 'P-S01',
  points: 20,
  requirements: { weightClasses: ['L'] },
  grade: 'P',
  modifiers: { attack: 1 },
};

export const sampleVeteranPilot: Card = {
  id: 'sample-pilot-veteran',
  name: 'Sample Veteran Pilot',
  kind: 'pilot',
  sample: true,
  collectorNumber: 'P-S02',
  points: 15,
  requirements: { weightClasses: ['M', 'H', 'A'] },
  grade: 'P',
  modifiers: { defense: 1 },
};

/** A legendary pilot: unique per team; favoured unit the Sample Warden (SMP-004), which pays 45 (§7.4.2). */
export const sampleLegend: Card = {
  id: 'sample-pilot-legend',
  name: 'Sample Legendary Ace',
  kind: 'pilot',
  sample: true,
  collectorNumber: 'L-S01',
  points: 35,
  alternative: { points: 45, favouredUnit: 'SMP-004' },
  requirements: { weightClasses: ['M', 'H'] },
  grade: 'L',
  modifiers: { attack: 1, defense: 1 },
  affects: 'attack',
  equipment: 'command',
};

/** E15: a gunslinger whose ability (order tokens) is useless in Solaris: base cost, no ability. */
export const sampleGunslinger: Card = {
  id: 'sample-pilot-gunslinger',
  name: 'Sample Gunslinger (order-token ability, unused in Solaris)',
  kind: 'pilot',
  sample: true,
  collectorNumber: 'GS-S01',
  points: 30,
  alternative: { points: 40, favouredUnit: 'SMP-002' },
  requirements: { weightClasses: ['M'] },
  grade: 'GS',
  modifiers: { attack: 1 },
  affects: 'secondary',
  equipment: 'rapidStrike',
  abilityUnused: true,
};

// ---------------------------------------------------------------- objective tokens [§6.1–6.2, A36]

/** Four players' pools of three tokens, 30 RP each (§6.1). */
export const sampleObjectives: ObjectiveToken[] = [
  { id: 'sample-token-a1', defense: 16, preferredSymbol: 'ballistic', rpPreferred: 15, rpOther: 5 },
  { id: 'sample-token-a2', defense: 14, preferredSymbol: 'melee', rpPreferred: 10, rpOther: 5 },
  { id: 'sample-token-a3', defense: 17, equipment: 'evade', preferredSymbol: 'energy', rpPreferred: 5, rpOther: 0 },
  { id: 'sample-token-b1', defense: 15, preferredSymbol: 'energy', rpPreferred: 12, rpOther: 6 },
  { id: 'sample-token-b2', defense: 18, equipment: 'reflectiveArmor', preferredSymbol: 'ballistic', rpPreferred: 10, rpOther: 5 },
  { id: 'sample-token-b3', defense: 13, preferredSymbol: 'melee', rpPreferred: 8, rpOther: 0 },
  { id: 'sample-token-c1', defense: 15, preferredSymbol: 'ballistic', rpPreferred: 10, rpOther: 5 },
  { id: 'sample-token-c2', defense: 16, preferredSymbol: 'energy', rpPreferred: 10, rpOther: 5 },
  { id: 'sample-token-c3', defense: 14, preferredSymbol: 'melee', rpPreferred: 10, rpOther: 5 },
  { id: 'sample-token-d1', defense: 17, preferredSymbol: 'energy', rpPreferred: 15, rpOther: 5 },
  { id: 'sample-token-d2', defense: 14, preferredSymbol: 'ballistic', rpPreferred: 10, rpOther: 0 },
  { id: 'sample-token-d3', defense: 13, preferredSymbol: 'melee', rpPreferred: 5, rpOther: 5 },
];

// ---------------------------------------------------------------- the catalogue

export const sampleCatalogue: Catalogue = {
  units: [sampleSprinter, sampleBrawler, sampleLancer, sampleWarden, sampleTitan],
  cards: [
    sampleInferno,
    sampleEvadeGear,
    sampleTargeting,
    sampleArmorGear,
    sampleJumpGear,
    samplePrototypeCapacitor,
    sampleRobinson,
    sampleVeteranPilot,
    sampleLegend,
    sampleGunslinger,
  ],
  arenas: [sampleArena],
  objectives: sampleObjectives,
};

/** The objective pools of the sample match, by side (§6.1: three tokens worth 30 RP each). */
export const sampleObjectivePools = {
  A: ['sample-token-a1', 'sample-token-a2', 'sample-token-a3'],
  B: ['sample-token-b1', 'sample-token-b2', 'sample-token-b3'],
  C: ['sample-token-c1', 'sample-token-c2', 'sample-token-c3'],
  D: ['sample-token-d1', 'sample-token-d2', 'sample-token-d3'],
} as const;

/**
 * The setup document of a standard sample match (§2.2–2.3, §6.1, §2.18): class M at 210
 * points, one unit each — side A the Sample Brawler (170) with the Evasion Suite (40) = 210,
 * side B the Sample Lancer (180) with the Targeting Computer (25) = 205 — each player's three
 * sample objective tokens (30 RP together), on the sample arena. The one place that says what
 * "standard" means for the samples, the scripted match and the end-to-end test.
 */
export const standardSampleMatch: SetupDocument = {
  preset: 'standard',
  weightClass: 'M',
  pointLimit: 210,
  teams: {
    A: [{ unitId: 'brawler', profile: 'sample-brawler', cards: ['sample-gear-evade'] }],
    B: [{ unitId: 'lancer', profile: 'sample-lancer', cards: ['sample-gear-targeting'] }],
  },
  objectives: { A: [...sampleObjectivePools.A], B: [...sampleObjectivePools.B] },
  arena: 'sample-arena',
};

/** The teams of the standard sample match, as team building takes them (§2.3). */
export const sampleTeams: BuildTeamsInput = {
  teams: standardSampleMatch.teams,
  rules: { pointLimit: 210, weightClass: 'M', heavyLimit: 280, unitsPerTeam: 1 },
};
