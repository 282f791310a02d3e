/**
 * The army file: model and weapon profiles and the squads built from them (digest §1.2–1.4,
 * §9.2). The posts give no army lists, so every profile is supplied by the players; the ones
 * in SAMPLE_ARMIES are SAMPLES with assumed values, for tests and demonstrations only.
 * Format documented in docs/rulesets/warzone-army.md. Also the P5 tables of Biotech and
 * Necrobiotic upgrades and of the units that may buy them (L383–481); the rules that read them
 * are in upgrades.ts.
 */
import { z } from 'zod';

const stat = z.number().int().min(0).max(40);

/** A weapon (P3 L244–263). `cc: null` is the "-" column: not usable in close combat. */
export const weaponSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(40)
      .describe('weapon id, unique within the model; orders name it as `weapon`; `improvised` and `claws` are reserved'),
    name: z.string().min(1).max(80).describe('display name of the weapon'),
    /** CC modifier, or null for "-". */
    cc: z
      .number()
      .int()
      .min(-10)
      .max(10)
      .nullable()
      .default(0)
      .describe('added to CC for its close-combat hit tests; null: the "-" column, not usable in close combat (P3)'),
    ccHits: z.number().int().min(1).max(6).default(1).describe('hit tests per close-combat action, "(x2)" (P3 L249)'),
    melee: z.boolean().default(true).describe('true: melee, damage ST + `dmg`; false: firearm, damage `dmg` alone (P3 L256–258)'),
    dmg: z.number().int().min(0).max(40).describe("damage: a firearm's DMG, or a melee weapon's bonus over ST"),
    dmgTests: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(1)
      .describe('armour tests the target makes per hit, "(x2)" in the damage field (P3 L260)'),
    av: z
      .number()
      .int()
      .min(0)
      .max(10)
      .default(0)
      .describe('AV; carried only, unless option `vehicleAv` is `armourPiercing` (against vehicles)'),
    reach: z.number().min(0).max(12).default(0).describe('close-combat reach without base contact, in inches (Zasięg: X)'),
    range: z.number().min(0).max(120).default(0).describe('longest range, in inches; 0: not a ranged weapon'),
    closeRange: z.number().min(0).max(120).default(0).describe('a shot at up to this many inches is at close range'),
    mediumRange: z
      .number()
      .min(0)
      .max(120)
      .default(0)
      .describe('a shot beyond close range and up to this many inches is at medium range; beyond it, long'),
    shots: z.number().int().min(1).max(10).default(1).describe('hit rolls per Shoot action'),
    jam: z
      .number()
      .int()
      .min(1)
      .max(21)
      .default(21)
      .describe('a ranged hit roll at or above it jams the weapon (option `jams`); 21: never'),
    template: z.boolean().default(false).describe('template weapon: no hit roll, the order names the models under it'),
    traits: z
      .array(z.string().max(40))
      .max(10)
      .default([])
      .describe('named traits, e.g. "legion", "deadlyToMortals:2"; carried, their effects are undefined in the posts'),
  })
  .strict();

export type Weapon = z.infer<typeof weaponSchema>;

/** The improvised weapon every model has (L353–355): CC+0, DMG ST+0, AV 0. */
export const IMPROVISED: Weapon = weaponSchema.parse({ id: 'improvised', name: 'Improvised weapon', dmg: 0 });
/** Claws of the Biotech upgrade (L421): CC +1, DMG ST+5. */
export const CLAWS: Weapon = weaponSchema.parse({ id: 'claws', name: 'Claws', cc: 1, dmg: 5 });

export const MODEL_TYPES = [
  'humanoid',
  'beast',
  'vehicle',
  'walker',
  'rider',
  'flyer',
  'zombie',
  'necrobiotic',
  'mortal',
  'heavyWeaponSection',
  'openVehicle',
] as const;

export const modelProfileSchema = z
  .object({
    name: z.string().min(1).max(80).describe('display name of the profile'),
    mv: stat.describe('MV (Ruch): the most inches a Move action covers (P2)'),
    cc: stat.describe('CC (Walka Wręcz): close-combat skill; a hit test passes on d20 ≤ the modified CC (P3)'),
    rs: stat.describe('RS (Walka Strzelecka): ranged skill; a hit roll passes on d20 ≤ the modified RS'),
    st: stat.describe('ST (Siła): strength; a melee weapon deals ST + its `dmg` (P3)'),
    ld: stat.describe('LD (Dowodzenie): leadership; LD tests pass on d20 ≤ LD, and detection reaches LD inches (P4)'),
    armour: stat.describe('Armour (Pancerz): a hit wounds when d20 > Armour − DMG (P3)'),
    /** Not a stat in the posts (digest §1.2): supplied. */
    wounds: z.number().int().min(1).max(20).default(1).describe('wounds the model takes before it is removed (not a stat in the posts)'),
    size: z.number().int().min(1).max(10).default(2).describe("Size, also the model's height in inches (P2)"),
    actions: z.number().int().min(1).max(5).optional().describe('actions per activation; absent: the option `actions`'),
    survival: z.number().int().min(0).max(10).default(0).describe('Survival level, for the environment tests (P6–P9)'),
    stealth: z.number().int().min(0).max(10).default(0).describe("Stealth (Skradanie): lowers an enemy's detection range and test (P4)"),
    types: z
      .array(z.enum(MODEL_TYPES))
      .max(6)
      .default(['humanoid'])
      .describe('model types and keywords, e.g. `vehicle`, `walker`, `heavyWeaponSection`, `openVehicle` (warzone-army.md)'),
    skills: z
      .record(z.string().max(40), z.number().int().min(0).max(20))
      .default({})
      .describe('skills as tags with a value, e.g. `climbing`, `noTimeToDie`, `reach` (inches); tags without rules are carried only'),
    weapons: z
      .array(weaponSchema)
      .max(8)
      .default([])
      .describe('weapon profiles of the model; every model also has the `improvised` weapon (CC+0, DMG ST+0)'),
    points: z.number().min(0).max(1000).default(0).describe("the model's point cost, for victory by points destroyed"),
    /**
     * Crew of an open vehicle: ids of models of the same army riding in it. An Absolute Success
     * against the vehicle may hit one of them at random instead (P3 L294).
     */
    crew: z
      .array(z.string().min(1).max(40))
      .max(10)
      .default([])
      .describe('open vehicles only: ids of models of the same army riding in it; an Absolute Success may hit one (P3 L294)'),
  })
  .strict();

export type ModelProfile = z.infer<typeof modelProfileSchema>;

export type Category = 'core' | 'elite' | 'individual';

export interface UpgradeEffect {
  armour?: number;
  st?: number;
  ld?: number;
  /** Detection range against Hidden models (Sight Enhancement, L407). */
  detectRange?: number;
  /** RS at close and medium range (Necro Eyes, L415). */
  rsCloseMedium?: number;
  /** MV during Run or Charge only (Necro Legs, L414). */
  mvRunCharge?: number;
  /** Defence against ATS effects (poison rules are not in the posts: carried, no effect). */
  atsDefence?: number;
  /** Skills gained, as tags with a value (their effects are undefined in the posts). */
  skills?: Record<string, number>;
  /** Grants the Run action (Body Enhancement, L410). */
  run?: boolean;
  /** Adds the Claws weapon: CC +1, DMG ST+5 (L421). */
  claws?: boolean;
}

export interface Upgrade {
  id: string;
  polish: string;
  necro: boolean;
  cost: Record<Category, number>;
  effect: UpgradeEffect;
}

const up = (
  id: string,
  polish: string,
  necro: boolean,
  core: number,
  elite: number,
  individual: number,
  effect: UpgradeEffect,
): Upgrade => ({
  id,
  polish,
  necro,
  cost: { core, elite, individual },
  effect,
});

/** The table of P5. The Necro header names two cost columns but every row has three (digest A25). */
export const UPGRADES: Upgrade[] = [
  up('pheromones', 'Feromony', false, 1, 1, 3, { skills: { dirtyFighting: 0 } }),
  up('sporeGlands', 'Gruczoły Zarodnikowe', false, 1, 1, 3, { skills: { ccTraining: 2 } }),
  up('poisonResistance', 'Odporność na Trucizny', false, 0.5, 0.5, 0.5, { atsDefence: 1 }),
  up('painResistant', 'Odporny na Ból', false, 1, 1.5, 2, { skills: { determination: 0 } }),
  up('armouredSkin', 'Opancerzona Skóra', false, 1, 2, 3, { armour: 1 }),
  up('claws', 'Pazury', false, 1, 1.5, 2, { claws: true }),
  up('regeneration', 'Regeneracja', false, 3, 5, 6, { skills: { regeneration: 5 } }),
  up('keenSmell', 'Rozwinięty Węch', false, 1, 1.5, 2, { skills: { predatorSenses: 4 } }),
  up('gills', 'Skrzela', false, 0.5, 1, 2, { skills: { gills: 0 } }),
  up('poison', 'Trucizna', false, 1, 2, 3, { skills: { poison: 2 } }),
  up('willEnhancement', 'Ulepszenie Woli', false, 1, 2, 10, { ld: 1 }),
  up('sightEnhancement', 'Ulepszenie Wzroku', false, 1, 1.5, 2, { detectRange: 4 }),
  up('enhancedMotorSystem', 'Ulepszony Układ Motoryczny', false, 1, 2, 3, { skills: { reflexes: 0 } }),
  up('darkVision', 'Widzenie w Ciemności', false, 4, 5, 6, { skills: { darkVision: 0 } }),
  up('bodyEnhancement', 'Wzmocnienie Ciała', false, 1, 1.5, 3, { run: true }),
  up('muscleEnhancement', 'Wzmocnienie Mięśni', false, 0.5, 1, 2, { st: 1 }),
  up('necrobionicSkeleton', 'Nekrobioniczny Szkielet', true, 1.5, 3, 5, { armour: 1 }),
  up('necroLegs', 'Nekrobiotyczne Nogi', true, 1, 1, 3, { mvRunCharge: 1 }),
  up('necroEyes', 'Nekrobiotyczne Oczy', true, 0.5, 0.5, 1, { rsCloseMedium: 1 }),
  up('neuralLink', 'Połączenie Neuralne', true, 2, 2, 4, { skills: { rapidShot: 0 } }),
  up('necroArms', 'Nekrobiotyczne Ręce', true, 1, 2, 3, { st: 1 }),
  up('necroGuts', 'Nekrobiotyczne Wnętrzności', true, 2, 2, 2, { atsDefence: 3 }),
  up('necroLungImplant', 'Implant Płucny', true, 1, 1, 1, { atsDefence: 2 }),
];

/** Who may take upgrades (L473–481): `necro: false` is the "Biotech only, max 1" list. */
export interface Eligibility {
  faction: string;
  unit: string;
  max: number;
  necro: boolean;
  /** The transcript line of the unit's entry (l.423–432 Biotech only, l.436–481 both), cited by a refusal. */
  line: number;
}

type Listed = Omit<Eligibility, 'line'>;

const biotechOnly = (faction: string, units: string[]): Listed[] => units.map((unit) => ({ faction, unit, max: 1, necro: false }));
const both = (faction: string, units: Record<string, number>): Listed[] =>
  Object.entries(units).map(([unit, max]) => ({ faction, unit, max, necro: true }));

const LISTED: Listed[] = [
  ...biotechOnly('Algeroth', ['Nekromutanci', 'Nowicjusze', 'Starszy kultu Algerotha']),
  ...biotechOnly('Demnogonis', ['Nowicjusze', 'Starszy Kultu Demnogonisa', 'Splugawieni Nekromutanci']),
  ...biotechOnly('Ilian', ['Nowicjusze Ilian', 'Starszy Kultu Ilian']),
  ...biotechOnly('Muawijhe', ['Nowicjusze', 'Starszy kultu Muawijhe']),
  ...both('Algeroth', {
    'Elitarna Straż Alakhaia': 2,
    'Komandosi Śmierci': 2,
    'Kosiarz Dusz': 2,
    Kroczący: 2,
    'Kruki Wojny': 2,
    'Krwawe Pięści': 2,
    'Legion Potępionych': 2,
    'Mistrz kultu Algerotha': 2,
    'Nefaryta Magus': 3,
    'Nefaryta Watażka': 3,
    Nekromagus: 3,
    Niszczyciele: 2,
    'Nocni Żniwiarze': 2,
    'Płonące Słońca': 2,
    'Scorpiony Saladyna': 2,
    Technomanta: 3,
    Tekron: 3,
    'Wenusjańscy Żniwiarze': 2,
    Zakrystianie: 2,
    'Siewca Śmierci': 3,
  }),
  ...both('Demnogonis', {
    'Kapłan Demnogonisa': 2,
    'Komandosi Rozkładu': 2,
    'Nefaryta Koruptor': 3,
    'Nefaryta Zbrojmistrz': 3,
    'Splugawiony Centurion': 2,
    'Porucznik Komandosów Rozkładu': 2,
    'Zakrystianie Demnogonisa': 2,
  }),
  ...both('Ilian', { 'Kapłan Ilian': 2, 'Nefaryta Magus': 3, 'Nefaryta Wojownik': 3, Podmieniec: 2 }),
  ...both('Mishima', { 'Kroczący w Cieniu': 2, 'Siewca Śmierci': 3 }),
  ...both('Muawijhe', { 'Kapłan Muawijhe': 2, Nefaryta: 3, 'Niosący Szaleństwo': 2, Zakrystianie: 2 }),
  ...both('Mroczny Raj', { Nasale: 1, Pożeracze: 2 }),
  ...both('Semai', {
    'Czarne Serca': 2,
    Desparyta: 2,
    'Heretycki Koruptor': 2,
    'Kultyści Starego Kręgu': 2,
    Nefaryta: 3,
    'Nekromagus Semai': 2,
    'Porucznik Czarnych Serc': 2,
  }),
];

/** The lists in the transcript's order: Biotech only from l.423, Biotech and Necro from l.436. */
export const ELIGIBILITY: Eligibility[] = [
  ...LISTED.filter((e) => !e.necro).map((e, i) => ({ ...e, line: 423 + i })),
  ...LISTED.filter((e) => e.necro).map((e, i) => ({ ...e, line: 436 + i })),
];

const upgradeIds = UPGRADES.map((u) => u.id) as [string, ...string[]];

export const squadSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .describe('squad id, unique across both armies (letters, digits, `-`, `_`); orders name it as `unit`'),
    faction: z.string().min(1).max(60).describe('faction, as on the P5 lists where upgrades matter, e.g. `Algeroth`'),
    name: z.string().min(1).max(80).describe("the unit's name, as on the P5 lists where upgrades matter, e.g. `Nekromutanci`"),
    category: z.enum(['core', 'elite', 'individual']).describe('squad category; picks the column of the upgrade costs (P5)'),
    upgrades: z
      .array(z.enum(upgradeIds))
      .max(5)
      .default([])
      .describe('Biotech / Necrobiotic upgrade ids, bought for every model of the squad (P5)'),
    /** Models of the squad: each with its own id; an individual has one. */
    models: z
      .array(
        z
          .object({
            id: z
              .string()
              .min(1)
              .max(40)
              .regex(/^[A-Za-z0-9_-]+$/)
              .describe('model id, unique across both armies (letters, digits, `-`, `_`); orders name it as `model`'),
            profile: modelProfileSchema.describe("the model's stats, weapons and point cost"),
            hidden: z.boolean().default(false).describe('the model starts Hidden: its opponent sees only a marker until detected (P4)'),
          })
          .strict(),
      )
      .min(1)
      .max(20)
      .describe('models of the squad, 1 to 20; an individual has one'),
  })
  .strict();

export type Squad = z.infer<typeof squadSchema>;

export const armySchema = z
  .object({
    name: z.string().min(1).max(80).describe("the army's display name"),
    squads: z.array(squadSchema).min(1).max(30).describe('squads of the army, 1 to 30'),
  })
  .strict();

export type Army = z.infer<typeof armySchema>;

/* ---------- SAMPLES: assumed values, not from the posts ---------- */

const sword = { id: 'sword', name: 'Sword (sample)', cc: 1, dmg: 2 };
const pistol = { id: 'pistol', name: 'Pistol (sample)', cc: 1, melee: false, dmg: 10, range: 12, closeRange: 4, mediumRange: 8 };
const rifle = {
  id: 'rifle',
  name: 'Assault rifle (sample)',
  cc: null,
  melee: false,
  dmg: 11,
  range: 30,
  closeRange: 10,
  mediumRange: 20,
  jam: 20,
};
const hmg = {
  id: 'nazgaroth',
  name: 'Nazgaroth HMG (sample)',
  cc: null,
  melee: false,
  dmg: 13,
  range: 36,
  closeRange: 12,
  mediumRange: 24,
  shots: 3,
  traits: ['legion'],
};

/** SAMPLE armies for tests and demonstrations: the numbers are assumptions (digest §8 "assumed"). */
export const SAMPLE_ARMIES: Record<'A' | 'B', Army> = {
  A: armySchema.parse({
    name: 'Capitol and Bauhaus (sample)',
    squads: [
      {
        id: 'hunter',
        faction: 'Capitol',
        name: 'Mitch Hunter',
        category: 'individual',
        models: [
          {
            id: 'mitch',
            profile: {
              name: 'Mitch Hunter (sample)',
              mv: 4,
              cc: 14,
              rs: 15,
              st: 9,
              ld: 15,
              armour: 21,
              wounds: 3,
              skills: { noTimeToDie: 1 },
              weapons: [sword, pistol],
              points: 60,
            },
          },
        ],
      },
      {
        id: 'hussars',
        faction: 'Bauhaus',
        name: 'Huzarzy',
        category: 'core',
        models: ['h1', 'h2'].map((id) => ({
          id,
          profile: { name: 'Hussar (sample)', mv: 3, cc: 10, rs: 11, st: 8, ld: 10, armour: 18, weapons: [rifle], points: 20 },
        })),
      },
    ],
  }),
  B: armySchema.parse({
    name: 'Dark Legion of Algeroth (sample)',
    squads: [
      {
        id: 'razide',
        faction: 'Algeroth',
        name: 'Razyda',
        category: 'individual',
        models: [
          {
            id: 'razide',
            profile: {
              name: 'Razide (sample)',
              mv: 3,
              cc: 12,
              rs: 10,
              st: 11,
              ld: 12,
              armour: 22,
              wounds: 2,
              size: 3,
              weapons: [hmg],
              points: 55,
            },
          },
        ],
      },
      {
        id: 'necros',
        faction: 'Algeroth',
        name: 'Nekromutanci',
        category: 'core',
        upgrades: ['armouredSkin'],
        models: ['n1', 'n2'].map((id) => ({
          id,
          profile: { name: 'Necromutant (sample)', mv: 3, cc: 11, rs: 10, st: 9, ld: 10, armour: 19, weapons: [rifle, sword], points: 22 },
        })),
      },
    ],
  }),
};
