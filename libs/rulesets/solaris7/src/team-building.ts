/**
 * Building the teams of a match [§2.2, §2.3, §7]: every unit of the catalogue with up to two
 * cards, within the point limit of its weight class, with the card and uniqueness rules.
 * Every broken rule is reported (all of them, not the first), each with its reference.
 */
import { own, put } from '@app/rules';
import { z } from 'zod';
import type { Catalogue } from './catalogue';
import type { Card, PilotGrade, RangeSymbol, UnitProfile, WeightClass } from './model';

export const TEAM_SIDES = ['A', 'B', 'C', 'D'] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];

export const WEIGHT_CLASSES: readonly WeightClass[] = ['L', 'M', 'H', 'A'];

/** §2.2: the suggested most a unit (with its cards) may cost; H is 280 unless the A1 option says 180. */
export function presetLimit(weightClass: WeightClass, heavyLimit: 280 | 180 = 280): number {
  switch (weightClass) {
    case 'L':
      return 160;
    case 'M':
      return 210;
    case 'H':
      return heavyLimit;
    case 'A':
      return 350;
  }
}

/**
 * §2.3 note: a unit released before Age of Destruction has no class letter; its point value
 * decides its class — the lightest class whose preset it fits (L ≤ 160, M ≤ 210, H ≤ 280,
 * A ≤ 350). Above 350 it has no class. With the literal 180 heavy preset (A1) no such unit is
 * heavy: 211–350 points is assault.
 */
export function classifyByPoints(points: number, heavyLimit: 280 | 180 = 280): WeightClass | null {
  let floor = 0;
  for (const c of WEIGHT_CLASSES) {
    const limit = presetLimit(c, heavyLimit);
    if (limit > floor && points <= limit) return c;
    floor = Math.max(floor, limit);
  }
  return null;
}

/** The unit's class: its letter (§2.2), or its point band when it has none (§2.3 note). */
export function unitClass(profile: UnitProfile, heavyLimit: 280 | 180 = 280): WeightClass | null {
  return profile.weightClass ?? classifyByPoints(profile.points, heavyLimit);
}

/**
 * §7.4.2 list (digest §10.1): pilots whose abilities are useless in Solaris VII — only their
 * base cost is paid and the ability is not used. 25 gunslingers and 18 legendary pilots.
 */
export const UNUSED_ABILITY_PILOTS: readonly string[] = [
  'GS-008', // Enlil Searcy
  'GS-012', // Gabriel Smith
  'GS-018', // Charles Westerfield
  'GS-022', // Abeni Zikhali
  'GS-023', // Julie "Julz" Kolchak
  'GS-028', // Julie "Julz" Kolchak
  'GS-032', // Fortuna Panichello
  'GS-033', // Gloria Panichello
  'GS-035', // Yulri Wolf
  'GS-037', // Reo Jones
  'GS-038', // Anastasia Kerensky
  'GS-039', // Toni Rivera
  'GS-041', // Abasi Sadat
  'GS-042', // Wiley Rollins
  'GS-043', // Yulri Wolf
  'GS-045', // Anastasia Kerensky
  'GS-047', // Richard "Dickie" Wojciehowski
  'GS-048', // Lorccan Dillon
  'GS-051', // Robert "Skippy" Wilson
  'GS-058', // Shizuka Findlay
  'GS-061', // Chris Hart
  'GS-062', // Colleen Sawyer
  'GS-A03', // Jason "Grim" Buyaki
  'GS-A06', // "Lizzie" Willick
  'GS-A23', // Garry Pedersen
  'L-002', // Duke Aaron Sandoval
  'L-010', // Katsuro Sutoku
  'L-014', // Inese Lassonde
  'L-015', // Consuela Dagmar
  'L-016', // Moriko Horiama
  'L-022', // Reign O'Broin
  'L-024', // Dot "Patches" Nostra
  'L-026', // Katan Tormark
  'L-028', // Kisho Nova Cat
  'L-032', // Drogo Miraborg
  'L-036', // Ragna Olsen
  'L-043', // Phelan Kell
  'L-059', // Barnum Drummond
  'L-069', // Katherine Steiner-Davion
  'L-070', // Gwin Fetladral
  'L-073', // Tung Cho
  'L-076', // Nikki Raddick
  'L-077', // Rudolph Tseng
];

function normalCollector(n: string): string {
  return n.trim().toUpperCase();
}

/** §7.4.2: the pilot's grade, from the card or its collector-number prefix ("P-", "L-", "GS-"). */
export function pilotGrade(card: Card): PilotGrade | null {
  if (card.kind !== 'pilot') return null;
  if (card.grade) return card.grade;
  const n = normalCollector(card.collectorNumber);
  if (n.startsWith('GS')) return 'GS';
  if (n.startsWith('L')) return 'L';
  if (n.startsWith('P')) return 'P';
  return null;
}

/** §7.4.2 + E15: the players agreed the ability is useless, or the pilot is on the rulebook's list. */
export function abilityUnused(card: Card): boolean {
  return card.abilityUnused === true || UNUSED_ABILITY_PILOTS.includes(normalCollector(card.collectorNumber));
}

/** §7.4.2: the favoured unit is named by its collector number (the profile id is accepted too). */
export function isFavouredUnit(card: Card, profile: Pick<UnitProfile, 'id' | 'collectorNumber'>): boolean {
  const fav = card.alternative?.favouredUnit;
  if (fav === undefined) return false;
  return normalCollector(fav) === normalCollector(profile.collectorNumber) || fav === profile.id;
}

/**
 * §7.4.2: does the pilot's special ability (its card equipment) work on this unit? Any
 * eligible unit gets the pilot's modifiers, but the ability works only on the pilot's
 * favoured unit (the one that pays the alternative cost), and never when it is unused in
 * Solaris (the rulebook's list of 43, or agreed by the players, E15). A pilot without a
 * favoured unit (a common pilot) has no ability. Without a profile nothing can be checked.
 */
export function pilotAbilityWorks(card: Card, profile: Pick<UnitProfile, 'id' | 'collectorNumber'> | null): boolean {
  if (card.kind !== 'pilot' || abilityUnused(card)) return false;
  return profile !== null && isFavouredUnit(card, profile);
}

/**
 * §7.2 + Glossary "Alternatywna wartość punktowa": the "(OR …)" cost must be paid when its
 * requirement is met — the favoured unit and/or the listed classes. A pilot whose ability is
 * unused pays its base cost only (§7.4.2, E15).
 */
export function alternativeApplies(card: Card, profile: UnitProfile, weightClass: WeightClass | null): boolean {
  const alt = card.alternative;
  if (!alt) return false;
  if (alt.favouredUnit === undefined && alt.weightClasses === undefined) return false;
  if (card.kind === 'pilot' && abilityUnused(card)) return false;
  if (alt.favouredUnit !== undefined && !isFavouredUnit(card, profile)) return false;
  if (alt.weightClasses !== undefined && (weightClass === null || !alt.weightClasses.includes(weightClass))) return false;
  return true;
}

/** §7.2: the points a card adds to this unit. */
export function cardCost(card: Card, profile: UnitProfile, weightClass: WeightClass | null = profile.weightClass): number {
  return alternativeApplies(card, profile, weightClass) && card.alternative ? card.alternative.points : card.points;
}

/** §2.2 "unit + pilot + gear": the unit's total cost with its cards. */
export function unitCost(profile: UnitProfile, cards: readonly Card[], weightClass: WeightClass | null = profile.weightClass): number {
  return profile.points + cards.reduce((n, c) => n + cardCost(c, profile, weightClass), 0);
}

/**
 * E12: the range symbols printed next to the unit's damage values. They are printed on the
 * base (§2.8), so the start position's weapons are read (the first position if none is marked).
 */
export function weaponSymbols(profile: UnitProfile): RangeSymbol[] {
  const start = Math.max(
    0,
    profile.dial.findIndex((p) => p.start),
  );
  const p = profile.dial[start];
  if (!p) return [];
  const list = (w: { symbols?: unknown } | undefined): RangeSymbol[] => (Array.isArray(w?.symbols) ? (w.symbols as RangeSymbol[]) : []);
  return [...new Set([...list(p.primary), ...list(p.secondary)])];
}

/** Glossary "Unikalna": a star in a card's collector number makes the card unique (once per team). */
export function isUniqueCard(card: Card): boolean {
  return /[*★☆]/.test(card.collectorNumber);
}

/** A card of a team entry: its id, or its id and the side a double-sided PRI/SEC gear shows (§7.4.1). */
export type CardChoice = string | { id: string; side: WeaponSide };
export type WeaponSide = 'primary' | 'secondary';

export function cardChoiceId(c: CardChoice): string {
  return typeof c === 'string' ? c : c.id;
}

/**
 * §7.4.1: the card as it is played. A double-sided PRI/SEC gear affects the side the entry
 * chose (or its `affects` when none is chosen); an error says what is wrong with the choice.
 */
export function playedCard(card: Card, choice: CardChoice): { card: Card } | { error: string } {
  const side = typeof choice === 'string' ? undefined : choice.side;
  if (!card.doubleSided) {
    if (side !== undefined && side !== card.affects)
      return { error: `card "${card.id}" is not double-sided PRI/SEC; it cannot show the ${side} side (§7.4.1)` };
    return { card };
  }
  const shown = side ?? (card.affects === 'primary' || card.affects === 'secondary' ? card.affects : undefined);
  if (shown === undefined)
    return {
      error: `card "${card.id}" is double-sided PRI/SEC: choose the side it shows, { "id": "${card.id}", "side": "primary" | "secondary" } (§7.4.1)`,
    };
  return { card: { ...card, affects: shown } };
}

export interface TeamUnitInput {
  /** The unit's name in this match, unique across all teams. */
  unitId: string;
  /** A unit profile id of the catalogue. */
  profile: string;
  /**
   * Cards of the catalogue: none, one or two (§7.4), each an id, or `{ id, side }` to choose
   * the side a double-sided PRI/SEC gear shows (§7.4.1).
   */
  cards?: readonly CardChoice[];
}

export interface MatchRules {
  /** §2.2: the most one unit with its cards may cost; null = the weight class's preset. */
  pointLimit: number | null;
  /** §2.2: the class every unit must be; null = a point-limit-only match (§2.3 note). */
  weightClass: WeightClass | null;
  /** A1: the heavy preset, 280 (suspected typo corrected) or 180 as printed. */
  heavyLimit: 280 | 180;
  /** §2.2: every team fields this many units. */
  unitsPerTeam: number;
}

export interface BuildTeamsInput {
  /** Each player's units by side: A and B, and C and D when three or four play. */
  teams: Readonly<{ A: readonly TeamUnitInput[]; B: readonly TeamUnitInput[] } & Partial<Record<'C' | 'D', readonly TeamUnitInput[]>>>;
  /** 2-vs-2: the players of one team share the unique rules (Glossary "Drużyna": your units and your teammates'). */
  alliances?: readonly (readonly TeamSide[])[];
  rules: MatchRules;
}

export interface BuiltUnit {
  unitId: string;
  side: TeamSide;
  /** Catalogue unit id. */
  profile: string;
  cards: string[];
  /** The side each double-sided PRI/SEC gear shows, by card id (§7.4.1); absent when there is none. */
  cardSides?: Record<string, WeaponSide>;
  /** Unit + cards, alternative costs applied (§2.2, §7.2). */
  totalPoints: number;
  /** Its class letter, or its point band for a unit without one (§2.3 note). */
  weightClass: WeightClass | null;
  /** §7.4.2: the pilot's special ability works (favoured unit, not unused); false without a pilot. */
  pilotAbility: boolean;
}

export type BuildTeamsResult =
  | {
      ok: true;
      teams: BuiltUnit[];
      /** The limit every unit was checked against. */
      pointLimit: number;
      /** Remarks that are no errors, e.g. more than five units per team (§2.2 recommends at most five). */
      notes: string[];
    }
  | { ok: false; errors: string[] };

const teamUnitSchema = z
  .object({
    unitId: z.string().min(1).max(64),
    profile: z.string().min(1).max(64),
    cards: z
      .array(
        z.union([z.string().min(1).max(64), z.object({ id: z.string().min(1).max(64), side: z.enum(['primary', 'secondary']) }).strict()]),
      )
      .optional(),
  })
  .strict();

const buildInputSchema = z
  .object({
    teams: z
      .object({
        A: z.array(teamUnitSchema),
        B: z.array(teamUnitSchema),
        C: z.array(teamUnitSchema).optional(),
        D: z.array(teamUnitSchema).optional(),
      })
      .strict(),
    alliances: z.array(z.array(z.enum(TEAM_SIDES))).optional(),
    rules: z
      .object({
        pointLimit: z.number().int().positive().nullable(),
        weightClass: z.enum(['L', 'M', 'H', 'A']).nullable(),
        heavyLimit: z.union([z.literal(280), z.literal(180)], { message: 'must be 280 or 180 (A1)' }),
        unitsPerTeam: z.number().int().min(1),
      })
      .strict(),
  })
  .strict();

const INPUT_RULES: Record<string, string> = {
  pointLimit: '§2.2',
  weightClass: '§2.2',
  heavyLimit: '§2.2, A1',
  unitsPerTeam: '§2.2',
  cards: '§7.4',
  profile: '§1',
  unitId: '§2.3',
};

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
  return out || '(input)';
}

function inputRule(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const r = own(INPUT_RULES, String(path[i]));
    if (r) return r;
  }
  return '§2.2–2.3';
}

/**
 * The catalogue is expected to come from parseCatalogue; entries too malformed to price or
 * check are treated as absent (reported as "no unit … in the catalogue"), never thrown on.
 */
function entriesOf(catalogue: unknown, list: 'units' | 'cards'): unknown[] {
  if (catalogue === null || typeof catalogue !== 'object') return [];
  const entries = (catalogue as Record<string, unknown>)[list];
  return Array.isArray(entries) ? entries : [];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

function usableProfile(x: unknown): x is UnitProfile {
  return (
    isRecord(x) &&
    typeof x.id === 'string' &&
    typeof x.points === 'number' &&
    typeof x.collectorNumber === 'string' &&
    typeof x.variant === 'string' &&
    Array.isArray(x.dial) &&
    x.dial.every(
      (p) => isRecord(p) && (p.primary === undefined || isRecord(p.primary)) && (p.secondary === undefined || isRecord(p.secondary)),
    )
  );
}

function usableCard(x: unknown): x is Card {
  return (
    isRecord(x) &&
    typeof x.id === 'string' &&
    typeof x.name === 'string' &&
    typeof x.points === 'number' &&
    typeof x.collectorNumber === 'string' &&
    (x.kind === 'gear' || x.kind === 'pilot') &&
    (x.alternative === undefined ||
      (isRecord(x.alternative) &&
        typeof x.alternative.points === 'number' &&
        (x.alternative.favouredUnit === undefined || typeof x.alternative.favouredUnit === 'string') &&
        (x.alternative.weightClasses === undefined || Array.isArray(x.alternative.weightClasses)))) &&
    (x.requirements === undefined ||
      (isRecord(x.requirements) && (x.requirements.weightClasses === undefined || Array.isArray(x.requirements.weightClasses))))
  );
}

/**
 * §2.2–2.3, §7: checks both teams and prices every unit. Errors name the unit
 * ("teams.A[0] (brawler)") and the rule; every problem found is returned.
 */
export function buildTeams(input: BuildTeamsInput, catalogue: Catalogue): BuildTeamsResult {
  const parsed = buildInputSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => `${pathText(i.path)}: ${i.message} (${inputRule(i.path)})`) };
  }
  const { teams, rules, alliances } = parsed.data;
  const errors: string[] = [];
  const notes: string[] = [];

  const pointLimit = rules.pointLimit ?? (rules.weightClass ? presetLimit(rules.weightClass, rules.heavyLimit) : null);
  if (pointLimit === null) {
    errors.push('rules: choose a weight class or a point limit — the match needs a point limit (§2.2, §2.3 note)');
  }
  if (rules.unitsPerTeam > 5) {
    notes.push(`rules.unitsPerTeam: ${rules.unitsPerTeam} units per team — §2.2 recommends at most five (allowed, not forbidden)`);
  }

  const units = new Map(
    entriesOf(catalogue, 'units')
      .filter(usableProfile)
      .map((u) => [u.id, u]),
  );
  const cards = new Map(
    entriesOf(catalogue, 'cards')
      .filter(usableCard)
      .map((c) => [c.id, c]),
  );
  const seenUnitIds = new Map<string, string>();
  const built: BuiltUnit[] = [];

  // Unique units and unique cards: once per team, teammates' units included.
  const uniquesOf = new Map<string, { units: Map<string, string>; cards: Map<string, string> }>();
  for (const side of TEAM_SIDES) {
    const team = teams[side];
    if (!team) continue;
    if (team.length !== rules.unitsPerTeam) {
      errors.push(`teams.${side}: fields ${team.length} unit(s); every team must field exactly ${rules.unitsPerTeam} (§2.2)`);
    }
    const teamKey = (alliances?.find((a) => a.includes(side)) ?? [side]).join('+');
    if (!uniquesOf.has(teamKey)) uniquesOf.set(teamKey, { units: new Map(), cards: new Map() });
    const { units: uniqueUnits, cards: uniqueCards } = uniquesOf.get(teamKey)!;

    team.forEach((entry, index) => {
      const where = `teams.${side}[${index}] (${entry.unitId})`;
      const previous = seenUnitIds.get(entry.unitId);
      if (previous)
        errors.push(`${where}: unitId "${entry.unitId}" is already used by ${previous}; unit names must be unique in the match`);
      else seenUnitIds.set(entry.unitId, `teams.${side}[${index}]`);

      const profile = units.get(entry.profile);
      if (!profile) {
        errors.push(`${where}.profile: no unit "${entry.profile}" in the catalogue (§1)`);
        return;
      }
      const cls = unitClass(profile, rules.heavyLimit);
      const hasLetter = profile.weightClass !== null;

      if (rules.weightClass !== null && cls !== rules.weightClass) {
        const how = hasLetter
          ? `is class ${cls} (last letter of "${profile.variant}")`
          : cls === null
            ? `has no class letter and its ${profile.points} points fit no class preset`
            : `has no class letter; its ${profile.points} points make it class ${cls}`;
        errors.push(
          `${where}: unit "${profile.id}" ${how}, but the match is class ${rules.weightClass} (§2.2${hasLetter ? '' : ', §2.3 note'})`,
        );
      }

      if (profile.unique) {
        const key = normalCollector(profile.collectorNumber);
        const other = uniqueUnits.get(key);
        if (other) {
          errors.push(
            `${where}: unique unit "${profile.id}" (collector number ${profile.collectorNumber}) is already in team ${teamKey} as ${other}; a unique unit appears once per team unless the collector numbers differ (§2.3, Glossary "Unikalna")`,
          );
        } else uniqueUnits.set(key, entry.unitId);
      }

      const choices = entry.cards ?? [];
      const cardIds = choices.map(cardChoiceId);
      const picked: Card[] = [];
      const cardSides: Record<string, WeaponSide> = {};
      for (const [ci, choice] of choices.entries()) {
        const cid = cardChoiceId(choice);
        const card = cards.get(cid);
        if (!card) {
          errors.push(`${where}.cards[${ci}]: no card "${cid}" in the catalogue (§7)`);
          continue;
        }
        const played = playedCard(card, choice);
        if ('error' in played) {
          errors.push(`${where}.cards[${ci}]: ${played.error}`);
          continue;
        }
        if (card.doubleSided) put(cardSides, cid, played.card.affects as WeaponSide);
        picked.push(played.card);
      }

      if (cardIds.length > 0 && !hasLetter) {
        errors.push(
          `${where}: unit "${profile.id}" was released before Age of Destruction (no class letter) and may take no pilot or gear cards (§2.3 note)`,
        );
      }
      if (cardIds.length > 2) {
        errors.push(
          `${where}.cards: ${cardIds.length} cards; a unit takes at most two — two different gear cards, or one pilot and one gear (§7.4)`,
        );
      }
      const pilots = picked.filter((c) => c.kind === 'pilot');
      const gear = picked.filter((c) => c.kind === 'gear');
      if (pilots.length > 1) {
        errors.push(`${where}.cards: ${pilots.length} pilots; a unit takes at most one pilot (one pilot + one gear, §7.4)`);
      }
      for (let i = 0; i < gear.length; i++) {
        for (let j = i + 1; j < gear.length; j++) {
          const a = gear[i];
          const b = gear[j];
          if (a.id === b.id || normalCollector(a.collectorNumber) === normalCollector(b.collectorNumber)) {
            errors.push(`${where}.cards: gear "${a.id}" twice; the two gear cards must be different (§7.4)`);
          } else if (a.affects !== undefined && a.affects === b.affects && !a.combinable && !b.combinable) {
            errors.push(
              `${where}.cards: gear "${a.id}" and "${b.id}" both affect ${a.affects}; at most one gear may affect the same combat value unless a card allows it (§7.4.1)`,
            );
          }
        }
      }

      const symbols = weaponSymbols(profile);
      for (const card of picked) {
        const c = `${where}: card "${card.id}"`;
        if (/R\.?\s*I\.?\s*S\.?\s*C\.?/i.test(card.name)) {
          errors.push(`${c} is a R.I.S.C. card; Solaris VII uses only gear cards without "R.I.S.C." in the name and pilot cards (§7.1)`);
        }
        const n = normalCollector(card.collectorNumber);
        if (card.kind === 'gear' && (!n.startsWith('G') || n.startsWith('GS'))) {
          errors.push(`${c} is gear but its collector number "${card.collectorNumber}" does not start with "G" (§7.1, §7.4.1)`);
        }
        if (card.kind === 'pilot' && pilotGrade(card) === null) {
          errors.push(`${c} is a pilot but its collector number "${card.collectorNumber}" does not start with P, L or GS (§7.4.2)`);
        }
        const req = card.requirements;
        const rule = card.kind === 'gear' ? '§7.4.1' : '§7.4.2';
        if (req?.weightClasses && (cls === null || !req.weightClasses.includes(cls))) {
          errors.push(
            `${c} requires a unit of class ${req.weightClasses.join('/')}; "${profile.id}" is ${cls === null ? 'of no class' : `class ${cls}`} (${rule})`,
          );
        }
        if (req?.symbol && !symbols.includes(req.symbol)) {
          errors.push(
            `${c} requires ${req.symbol === 'ballistic' ? 'a' : 'an'} ${req.symbol} range symbol on a weapon; "${profile.id}" has ${symbols.length ? symbols.join(', ') : 'none'} (${rule})`,
          );
        }
        const grade = pilotGrade(card);
        if (grade === 'L' || grade === 'GS' || isUniqueCard(card)) {
          const key = normalCollector(card.collectorNumber);
          const other = uniqueCards.get(key);
          const what = grade === 'L' ? 'legendary pilot' : grade === 'GS' ? 'gunslinger pilot' : 'unique card';
          if (other && other !== entry.unitId) {
            errors.push(
              `${c}: ${what} ${card.collectorNumber} is already on ${other} in team ${teamKey}; it may appear once per team (${grade ? '§7.4.2' : 'Glossary "Unikalna"'})`,
            );
          } else uniqueCards.set(key, entry.unitId);
        }
      }

      const total = unitCost(profile, picked, cls);
      if (pointLimit !== null && total > pointLimit) {
        const parts = picked.map((c) => `${c.id} ${cardCost(c, profile, cls)}`).join(' + ');
        errors.push(
          `${where}: total cost ${total} (unit ${profile.points}${parts ? ` + ${parts}` : ''}) — point limit ${pointLimit} exceeded (§2.2)`,
        );
      }

      const pilot = pilots[0];
      built.push({
        unitId: entry.unitId,
        side,
        profile: profile.id,
        cards: [...cardIds],
        ...(Object.keys(cardSides).length > 0 ? { cardSides } : {}),
        totalPoints: total,
        weightClass: cls,
        pilotAbility: pilot !== undefined && pilotAbilityWorks(pilot, profile),
      });
    });
  }

  if (errors.length > 0 || pointLimit === null) return { ok: false, errors };
  return { ok: true, teams: built, pointLimit, notes };
}
