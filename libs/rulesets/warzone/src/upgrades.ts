/**
 * Biotech and Necrobiotic upgrades (P5, L383–481): bought per model for every model of a squad,
 * identical within the squad, each at most once per unit, up to the unit's listed maximum.
 * Costs are per model, keyed core / elite / individual; fractional totals are rounded up (L389).
 */
export type Category = 'core' | 'elite' | 'individual';

export interface UpgradeEffect {
  armour?: number;
  st?: number;
  ld?: number;
  /** Detection range against Hidden models (Sight Enhancement, L451). */
  detectRange?: number;
  /** RS at close and medium range (Necro Eyes, L467). */
  rsCloseMedium?: number;
  /** MV during Run or Charge only (Necro Legs, L465). */
  mvRunCharge?: number;
  /** Defence against ATS effects (poison rules are not in the posts: carried, no effect). */
  atsDefence?: number;
  /** Skills gained, as tags with a value (their effects are undefined in the posts). */
  skills?: Record<string, number>;
  /** Grants the Run action (Body Enhancement, L455). */
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

export function upgradeOf(id: string): Upgrade | undefined {
  return UPGRADES.find((u) => u.id === id);
}

/** Who may take upgrades (L473–481): `necro: false` is the "Biotech only, max 1" list. */
export interface Eligibility {
  faction: string;
  unit: string;
  max: number;
  necro: boolean;
}

const biotechOnly = (faction: string, units: string[]): Eligibility[] => units.map((unit) => ({ faction, unit, max: 1, necro: false }));
const both = (faction: string, units: Record<string, number>): Eligibility[] =>
  Object.entries(units).map(([unit, max]) => ({ faction, unit, max, necro: true }));

export const ELIGIBILITY: Eligibility[] = [
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

export function eligibilityOf(faction: string, unit: string): Eligibility | undefined {
  return ELIGIBILITY.find((e) => e.faction === faction && e.unit === unit);
}

/** Why a unit may not buy these upgrades (P5), or null. */
export function upgradeProblem(faction: string, unitName: string, upgrades: string[]): string | null {
  if (upgrades.length === 0) return null;
  const e = eligibilityOf(faction, unitName);
  if (!e) return `${faction} ${unitName} is not on the P5 list of units that may take upgrades`;
  if (new Set(upgrades).size !== upgrades.length) return 'each upgrade may be taken only once per unit';
  if (upgrades.length > e.max) return `${unitName} may take at most ${e.max} upgrade(s), not ${upgrades.length}`;
  for (const id of upgrades) {
    const u = upgradeOf(id);
    if (!u) return `unknown upgrade "${id}"`;
    if (u.necro && !e.necro) return `${unitName} is on the Biotech-only list and cannot take ${id}`;
  }
  return null;
}

/** Points of the upgrades for a unit of `models` models, rounded up (L389). */
export function upgradeCost(category: Category, upgrades: string[], models: number): number {
  const perModel = upgrades.reduce((sum, id) => sum + (upgradeOf(id)?.cost[category] ?? 0), 0);
  return Math.ceil(perModel * models);
}
