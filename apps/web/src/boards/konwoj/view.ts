/**
 * The Konwój state as the board reads it, from either shape the API sends (`viewOf` in
 * libs/rulesets/konwoj/src/view.ts): a player's or the public's view (hands and decks as counts,
 * the reader's own with its cards; `catalogue` and `cards` at the top) or the organiser's, which
 * is the whole state (`data.catalogue`, `data.cardOf`, hands and decks as lists of ids, the task
 * stack). Anything missing or of another shape is left out, never guessed: a card is only ever
 * named when the view itself names it.
 */

export const SIDES = ['moloch', 'outpost'] as const;
export type Side = (typeof SIDES)[number];

/** A card instance the view names, with its catalogue card. */
export interface CardFace {
  id: string;
  name: string;
  namePl: string;
  /** robot, soldier, building, module, instant; null when the catalogue gives none. */
  type: string | null;
  strength: number | null;
}

export interface DistrictView {
  id: string;
  /** KILL, DRAW, MOVE_NY, BOMB, NONE (konwoj p.11–12). */
  effect: string;
  destroyed: boolean;
  /** The district the current battle is for (p.10). */
  contested: boolean;
}

export interface CityView {
  index: number;
  /** The catalogue's name, or the rulebook's when the view carries no catalogue. */
  name: string;
  destroyed: boolean;
  active: boolean;
  districts: DistrictView[];
  positions: Record<Side, number | null>;
  /** Cards Outpost discards for the city's feature (p.23); null: no feature. */
  featureCost: number | null;
  featureUsed: boolean;
  /** Cleveland Harbour's extra Outpost position (p.23). */
  extraSlot: boolean;
}

export interface UnitView {
  id: string;
  city: number;
  tokens: number[];
  disabled: boolean;
  shield: boolean;
  netted: boolean;
  module: string | null;
}

export interface ModuleView {
  id: string;
  host: string;
  disabled: boolean;
}

/** A hand, deck or pile: its size, and its cards when the view discloses them. */
export interface PileView {
  count: number | null;
  cards: string[] | null;
}

export interface ChoiceView {
  kind: string;
  side: string | null;
  options: string[];
  optional: boolean;
  source: string | null;
  city: number | null;
}

export interface KonwojView {
  phase: string | null;
  battle: number | null;
  active: number | null;
  battleDistrict: string | null;
  deckMode: string | null;
  cities: CityView[];
  units: UnitView[];
  modules: ModuleView[];
  hands: Record<Side, PileView>;
  decks: Record<Side, PileView>;
  discards: Record<Side, string[] | null>;
  aside: PileView;
  choice: ChoiceView | null;
  /** The server's prompt of the pending decision, and the sides it waits for, as the view carries them. */
  prompt: string | null;
  pendingSides: string[];
  result: { winner: string | null; reason: string | null } | null;
  /** Card instances by id: only those the view names. */
  faces: ReadonlyMap<string, CardFace>;
}

/** The rulebook's city names (p.3), for a view without a catalogue. */
const RULEBOOK_CITIES = ['Ziggy One', 'Iron Gate', 'Cleveland Harbour', 'Jersey Crust', 'Nowy Jork'];

/** The district Jersey Crust's feature adds (p.23), with the effect the match's options give it (A36). */
const EXTRA_DISTRICT = 'J+';

type Json = Record<string, unknown>;

const record = (value: unknown): Json | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const texts = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null);
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record).filter((r): r is Json => r !== null) : []);

function faces(catalogue: Json | null, cardOf: Json | null): Map<string, CardFace> {
  const defs = new Map<string, Json>();
  for (const c of records(catalogue?.cards)) {
    const id = text(c.id);
    if (id && !defs.has(id)) defs.set(id, c);
  }
  const out = new Map<string, CardFace>();
  for (const [id, cardId] of Object.entries(cardOf ?? {})) {
    const def = typeof cardId === 'string' ? defs.get(cardId) : undefined;
    const name = text(def?.name);
    if (!def || !name) continue;
    out.set(id, { id, name, namePl: text(def.namePl) ?? name, type: text(def.type), strength: whole(def.strength) });
  }
  return out;
}

/** A player's `{ count, cards }` (or a deck's `{ size, contents }`), or the organiser's list of ids. */
function pile(value: unknown, countKey: string, cardsKey: string): PileView {
  const list = texts(value);
  if (list) return { count: list.length, cards: list };
  const r = record(value);
  const cards = texts(r?.[cardsKey]);
  return { count: whole(r?.[countKey]) ?? cards?.length ?? null, cards };
}

function cities(catalogue: Json | null, state: Json, options: Json | null): CityView[] {
  const defs = records(catalogue?.cities);
  const states = records(state.cities);
  const active = whole(state.active);
  const battleDistrict = text(state.battleDistrict);
  const indices = [...new Set([...defs, ...states].map((c) => whole(c.index)).filter((i): i is number => i !== null))].sort(
    (a, b) => a - b,
  );
  return indices.map((index) => {
    const def = defs.find((c) => c.index === index) ?? null;
    const city = states.find((c) => c.index === index) ?? null;
    const destroyedDistricts = texts(city?.destroyedDistricts) ?? [];
    const districts = records(def?.districts).map((d) => ({ id: text(d.id) ?? '', effect: text(d.effect) ?? 'NONE' }));
    if (city?.extraDistrict === true) districts.push({ id: EXTRA_DISTRICT, effect: text(options?.jerseyExtraDistrict) ?? 'NONE' });
    const positions = record(def?.positions);
    return {
      index,
      name: text(def?.name) ?? RULEBOOK_CITIES[index - 1] ?? String(index),
      destroyed: city?.destroyed === true,
      active: index === active,
      districts: districts
        .filter((d) => d.id)
        .map((d) => ({
          ...d,
          destroyed: destroyedDistricts.includes(d.id),
          contested: index === active && d.id === battleDistrict,
        })),
      positions: { moloch: whole(positions?.moloch), outpost: whole(positions?.outpost) },
      featureCost: whole(def?.featureCost),
      featureUsed: city?.featureUsed === true,
      extraSlot: city?.extraSlot === true,
    };
  });
}

function units(state: Json): UnitView[] {
  return records(state.units).flatMap((u) => {
    const id = text(u.id);
    const city = whole(u.city);
    if (!id || city === null) return [];
    const tokens = Array.isArray(u.tokens) ? u.tokens.filter((n): n is number => typeof n === 'number') : [];
    return [
      { id, city, tokens, disabled: u.disabled === true, shield: u.shield === true, netted: u.netted === true, module: text(u.module) },
    ];
  });
}

function modules(state: Json): ModuleView[] {
  return records(state.modules).flatMap((m) => {
    const id = text(m.id);
    const host = text(m.host);
    return id && host ? [{ id, host, disabled: m.disabled === true }] : [];
  });
}

/** A player's view carries `choice`; the organiser's the task stack, whose top may be a choice. */
function choice(state: Json): ChoiceView | null {
  const tasks = records(state.tasks);
  const top = tasks[tasks.length - 1];
  const c = record(state.choice) ?? (top?.t === 'choice' ? record(top.c) : null);
  const kind = text(c?.kind);
  if (!c || !kind) return null;
  return {
    kind,
    side: text(c.side),
    options: texts(c.options) ?? [],
    optional: c.optional === true,
    source: text(c.source),
    city: whole(c.city),
  };
}

function bySide<T>(value: unknown, read: (v: unknown) => T): Record<Side, T> {
  const r = record(value);
  return { moloch: read(r?.moloch), outpost: read(r?.outpost) };
}

/** The board's reading of a Konwój view; null when the state is not an object at all. */
export function readKonwoj(state: unknown): KonwojView | null {
  const s = record(state);
  if (!s) return null;
  const data = record(s.data);
  const catalogue = record(s.catalogue) ?? record(data?.catalogue);
  const options = record(s.options) ?? record(data?.options);
  const result = record(s.result);
  return {
    phase: text(s.phase),
    battle: whole(s.battle),
    active: whole(s.active),
    battleDistrict: text(s.battleDistrict),
    deckMode: text(s.deckMode) ?? text(data?.deck),
    cities: cities(catalogue, s, options),
    units: units(s),
    modules: modules(s),
    hands: bySide(s.hands, (v) => pile(v, 'count', 'cards')),
    decks: bySide(s.decks, (v) => pile(v, 'size', 'contents')),
    discards: bySide(s.discards, texts),
    aside: pile(s.aside, 'count', 'cards'),
    choice: choice(s),
    prompt: text(record(s.pending)?.prompt),
    pendingSides: texts(record(s.pending)?.sides) ?? [],
    result: result ? { winner: text(result.winner), reason: text(result.reason) } : null,
    faces: faces(catalogue, record(s.cards) ?? record(data?.cardOf)),
  };
}

export function isSide(value: unknown): value is Side {
  return value === 'moloch' || value === 'outpost';
}

/** The owner of a card instance by its id (`M…` Moloch, `O…` Outpost). */
export function ownerOf(id: string): Side | null {
  return id.startsWith('M') ? 'moloch' : id.startsWith('O') ? 'outpost' : null;
}
