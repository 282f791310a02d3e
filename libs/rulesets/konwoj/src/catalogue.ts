/**
 * The card and city catalogue as data (p.2, p.5, p.32–39). Abilities are code keyed by card id
 * (see abilities.ts); a catalogue may change the printed numbers (strengths, counts, positions,
 * districts, feature costs) but not invent abilities.
 *
 * The transcript of the rulebook lost the numbers printed on the cards and city cards (digest
 * G1, G2). Values marked "assumption" below are plausible defaults, listed in
 * docs/rulesets/konwoj-catalogue.md; an organiser with the printed cards supplies their own.
 */
import { z } from 'zod';

export const SIDES = ['moloch', 'outpost'] as const;
export type Side = (typeof SIDES)[number];

export const CARD_TYPES = ['robot', 'soldier', 'building', 'module', 'instant'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Activation modes (p.9–10); MOVE is Szerszeń's and Biegacz's once-per-battle move. */
export const ACTIVATIONS = ['NONE', 'ON_ENTER', 'CONSTANT', 'DISCARD', 'ON_WIN', 'ON_TIE', 'MOVE', 'INSTANT'] as const;
export type Activation = (typeof ACTIVATIONS)[number];

export const DISTRICT_EFFECTS = ['KILL', 'DRAW', 'MOVE_NY', 'BOMB', 'NONE'] as const;
export type DistrictEffect = (typeof DISTRICT_EFFECTS)[number];

const cardSchema = z
  .object({
    id: z.string().regex(/^[MO]_[A-Z_]+$/),
    side: z.enum(SIDES),
    type: z.enum(CARD_TYPES),
    count: z.number().int().min(0).max(10),
    strength: z.number().int().min(0).max(20),
    activation: z.enum(ACTIVATIONS),
    name: z.string().min(1).max(64),
    namePl: z.string().min(1).max(64),
  })
  .strict();

const districtSchema = z.object({ id: z.string().min(1).max(16), effect: z.enum(DISTRICT_EFFECTS) }).strict();

const citySchema = z
  .object({
    index: z.number().int().min(1).max(5),
    name: z.string().min(1).max(64),
    positions: z.object({ moloch: z.number().int().min(0).max(12), outpost: z.number().int().min(0).max(12) }).strict(),
    districts: z.array(districtSchema).min(1).max(4),
    /** Cards Outpost discards to use the city's unique feature (p.23); null: no feature. */
    featureCost: z.number().int().min(0).max(5).nullable(),
  })
  .strict();

export const catalogueSchema = z
  .object({
    cards: z.array(cardSchema).min(1).max(80),
    cities: z.array(citySchema).length(5),
  })
  .strict();

export type CardDef = z.infer<typeof cardSchema>;
export type CityDef = z.infer<typeof citySchema>;
export type DistrictDef = z.infer<typeof districtSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;

type Row = [id: string, type: CardType, count: number, strength: number, activation: Activation, name: string, namePl: string];

function rows(side: Side, list: Row[]): CardDef[] {
  return list.map(([id, type, count, strength, activation, name, namePl]) => ({
    id,
    side,
    type,
    count,
    strength,
    activation,
    name,
    namePl,
  }));
}

// Outpost deck, p.32–35 (digest §6.1). Counts are from the rulebook ([xN]); every Soldier
// strength is an assumption (G1); Buildings 0 is the digest's reading (A49).
const OUTPOST: Row[] = [
  ['O_BIEGACZ', 'soldier', 1, 1, 'MOVE', 'Runner', 'Biegacz'], // strength: assumption
  ['O_GRUPA', 'soldier', 1, 2, 'ON_ENTER', 'Strike Group', 'Grupa Uderzeniowa'], // assumption
  ['O_HAKER', 'soldier', 1, 1, 'ON_ENTER', 'Hacker', 'Haker'], // assumption
  ['O_KOMANDOS', 'soldier', 2, 2, 'ON_ENTER', 'Commando', 'Komandos'], // assumption
  ['O_JOHNSON', 'soldier', 1, 2, 'ON_WIN', 'Capt. Johnson', 'Kpt. Johnson'], // assumption
  ['O_MCPHERSON', 'soldier', 1, 2, 'ON_ENTER', 'McPherson', 'McPherson'], // assumption
  ['O_MLODY', 'soldier', 1, 1, 'ON_ENTER', 'The Kid', 'Młody'], // assumption
  ['O_NESTUGOV', 'soldier', 1, 2, 'DISCARD', 'Nestugov', 'Nestugov'], // assumption
  ['O_ODDZIAL', 'soldier', 1, 2, 'ON_ENTER', 'Special Squad', 'Oddział Specjalny'], // assumption
  ['O_CKM', 'soldier', 1, 2, 'ON_WIN', 'HMG Operator', 'Operator CKM'], // assumption
  ['O_PATRIOTA', 'soldier', 1, 1, 'CONSTANT', 'Patriot', 'Patriota'], // assumption
  ['O_CALAHAN', 'soldier', 1, 2, 'CONSTANT', 'Lt. Calahan', 'Porucznik Calahan'], // assumption
  ['O_SABOTAZYSTA', 'soldier', 1, 1, 'CONSTANT', 'Saboteur', 'Sabotażysta'], // assumption
  ['O_SCORN', 'soldier', 1, 3, 'ON_ENTER', 'Scorn', 'Scorn'], // assumption
  ['O_TREP', 'soldier', 2, 2, 'ON_ENTER', 'Grunt', 'Trep'], // assumption
  ['O_ZWIADOWCA', 'soldier', 2, 1, 'ON_ENTER', 'Scout', 'Zwiadowca'], // assumption
  ['O_BUNKIER', 'building', 1, 0, 'CONSTANT', 'Bunker', 'Bunkier'], // 0: A49
  ['O_DZIALO_EMP', 'building', 1, 0, 'CONSTANT', 'EMP Cannon', 'Działo EMP'], // 0: A49
  ['O_POLE_EM', 'building', 1, 0, 'CONSTANT', 'Electromagnetic Field', 'Pole Elektromagnetyczne'], // 0: A49
  ['O_ATAK_EMP', 'instant', 1, 0, 'INSTANT', 'EMP Strike', 'Atak EMP'],
  ['O_MEDYK', 'instant', 1, 0, 'INSTANT', 'Medic', 'Medyk'],
  ['O_NAGLY_ATAK', 'instant', 1, 0, 'INSTANT', 'Sudden Attack', 'Nagły Atak'],
  ['O_NARADA', 'instant', 2, 0, 'INSTANT', 'War Council', 'Narada Wojenna'],
  ['O_ODWROT', 'instant', 1, 0, 'INSTANT', 'Retreat', 'Odwrót'],
  ['O_ROZPOZNANIE', 'instant', 1, 0, 'INSTANT', 'Reconnaissance', 'Rozpoznanie'],
  ['O_RUCH', 'instant', 4, 0, 'INSTANT', 'Move', 'Ruch'],
  ['O_SNAJPER', 'instant', 1, 0, 'INSTANT', 'Sniper', 'Snajper'],
  ['O_WYWIAD', 'instant', 1, 0, 'INSTANT', 'Intelligence', 'Wywiad'],
];

// Moloch deck, p.36–39 (digest §6.2). Pająki 1 is printed in the p.27 example; Module
// strengths are in their texts (p.38); every other Robot strength is an assumption (G1).
const MOLOCH: Row[] = [
  ['M_ANIHILATOR', 'robot', 1, 2, 'CONSTANT', 'Annihilator', 'Anihilator'], // assumption
  ['M_BLOKER', 'robot', 1, 2, 'CONSTANT', 'Blocker', 'Bloker'], // assumption
  ['M_BYDLAK', 'robot', 1, 2, 'ON_ENTER', 'Brute', 'Bydlak'], // assumption
  ['M_GAUSS', 'robot', 1, 3, 'NONE', 'Gauss Cannon', 'Działo Gaussa'], // assumption
  ['M_HYBRYDA', 'robot', 1, 2, 'ON_ENTER', 'Hybrid', 'Hybryda'], // assumption
  ['M_JUGGERNAUT', 'robot', 1, 4, 'CONSTANT', 'Juggernaut', 'Juggernaut'], // assumption
  ['M_KLAUN', 'robot', 1, 1, 'DISCARD', 'Clown', 'Klaun'], // assumption
  ['M_LOWCA', 'robot', 3, 2, 'ON_ENTER', 'Hunter', 'Łowca'], // assumption
  ['M_MOZG', 'robot', 1, 1, 'DISCARD', 'Brain', 'Mózg'], // assumption
  ['M_OBRONCA', 'robot', 1, 2, 'ON_WIN', 'Defender', 'Obrońca'], // assumption
  ['M_PAJAKI', 'robot', 3, 1, 'CONSTANT', 'Spiders', 'Pająki'], // 1: printed in the p.27 example
  ['M_PANCERNIK', 'robot', 1, 3, 'CONSTANT', 'Dreadnought', 'Pancernik'], // assumption
  ['M_ROZPRUWACZ', 'robot', 1, 2, 'DISCARD', 'Ripper', 'Rozpruwacz'], // assumption
  ['M_OGAR', 'robot', 1, 3, 'NONE', 'Steel Hound', 'Stalowy Ogar'], // assumption
  ['M_SZERSZEN', 'robot', 1, 3, 'MOVE', 'Hornet', 'Szerszeń'], // assumption
  ['M_SZTURMOWIEC', 'robot', 1, 2, 'ON_TIE', 'Stormtrooper', 'Szturmowiec'], // assumption
  ['M_TRANSPORTER', 'robot', 1, 1, 'ON_ENTER', 'Transporter', 'Transporter'], // assumption
  ['M_KASPAROV', 'module', 1, 0, 'DISCARD', 'Kasparov Module', 'Moduł Kasparov'],
  ['M_SIECI', 'module', 1, 0, 'DISCARD', 'Net Module', 'Moduł Sieci'],
  ['M_SKAZENIE', 'module', 1, 0, 'CONSTANT', 'Contamination Module', 'Moduł Skażenia'],
  ['M_BOJOWY', 'module', 2, 1, 'NONE', 'Combat Module', 'Moduł Bojowy'], // p.38
  ['M_ANIHILACJI', 'module', 1, 2, 'NONE', 'Annihilation Module', 'Moduł Anihilacji'], // p.38
  ['M_DESTRUKCJI', 'module', 1, 3, 'NONE', 'Destruction Module', 'Moduł Destrukcji'], // p.38
  ['M_LACZNOSC', 'instant', 1, 0, 'INSTANT', 'Link to Base', 'Łączność z Bazą'],
  ['M_ODEPCHNIECIE', 'instant', 2, 0, 'INSTANT', 'Repel', 'Odepchnięcie'],
  ['M_RECYKLER', 'instant', 1, 0, 'INSTANT', 'Recycler', 'Recykler'],
  ['M_ROZKAZ', 'instant', 1, 0, 'INSTANT', 'Order to Retreat', 'Rozkaz Odwrotu'],
  ['M_RUCH', 'instant', 1, 0, 'INSTANT', 'Move', 'Ruch'],
  ['M_ZMASOWANY', 'instant', 1, 0, 'INSTANT', 'Massive Attack', 'Zmasowany Atak'],
];

/**
 * The five cities (p.3, p.5, p.23, p.28–29). Known: Ziggy One has two districts and 3 Moloch /
 * 4 Outpost positions (p.5, p.13); Jersey Crust has two districts, one of them moves a unit to
 * New York (p.30); the feature costs (p.23). Everything else is an assumption (G2).
 */
const CITIES: CityDef[] = [
  {
    index: 1,
    name: 'Ziggy One',
    positions: { moloch: 3, outpost: 4 },
    featureCost: null,
    districts: [
      { id: 'Z1', effect: 'KILL' }, // effect: assumption
      { id: 'Z2', effect: 'DRAW' }, // effect: assumption
    ],
  },
  {
    index: 2,
    name: 'Iron Gate',
    positions: { moloch: 4, outpost: 4 },
    featureCost: 2,
    districts: [
      // positions: the p.16/p.21 figures suggest 4/4
      { id: 'I1', effect: 'BOMB' }, // assumption
      { id: 'I2', effect: 'KILL' }, // assumption
    ],
  },
  {
    index: 3,
    name: 'Cleveland Harbour',
    positions: { moloch: 4, outpost: 4 },
    featureCost: 1,
    districts: [
      // positions: assumption
      { id: 'C1', effect: 'DRAW' }, // assumption
      { id: 'C2', effect: 'KILL' }, // assumption
    ],
  },
  {
    index: 4,
    name: 'Jersey Crust',
    positions: { moloch: 4, outpost: 4 },
    featureCost: 2,
    districts: [
      // positions: assumption
      { id: 'J1', effect: 'MOVE_NY' }, // p.30
      { id: 'J2', effect: 'KILL' }, // assumption
    ],
  },
  {
    index: 5,
    name: 'Nowy Jork',
    positions: { moloch: 5, outpost: 5 },
    featureCost: 2,
    districts: [
      // positions: assumption
      { id: 'N1', effect: 'KILL' }, // assumption
      { id: 'N2', effect: 'BOMB' }, // assumption
    ],
  },
];

export const DEFAULT_CATALOGUE: Catalogue = { cards: [...rows('moloch', MOLOCH), ...rows('outpost', OUTPOST)], cities: CITIES };

/** The district the Jersey Crust feature adds (p.23): its id in every catalogue. */
export const EXTRA_DISTRICT_ID = 'J+';
