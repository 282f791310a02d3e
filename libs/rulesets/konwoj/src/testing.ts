/**
 * Test helpers: a catalogue with injected strengths and city data (the digest's T-tests fix
 * what the transcript lost, G1/G2), a builder for mid-game positions, and short ways to issue
 * orders, rolls and choices.
 */
import { isViolation, type GameEvent, type RuleViolation } from '@app/rules';
import { DEFAULT_CATALOGUE, type Catalogue, type CityDef, type Side } from './catalogue';
import { optionsSchema, type Options } from './options';
import { run } from './battle';
import { step } from './ruleset';
import { instances } from './setup';
import type { KonwojState, Phase, Task, Unit } from './state';

export interface CatalogueChanges {
  strengths?: Record<string, number>;
  cities?: Array<Partial<CityDef> & { index: number }>;
}

export function catalogueWith(changes: CatalogueChanges = {}): Catalogue {
  const c = structuredClone(DEFAULT_CATALOGUE);
  for (const card of c.cards) if (changes.strengths?.[card.id] !== undefined) card.strength = changes.strengths[card.id];
  for (const change of changes.cities ?? []) {
    const i = c.cities.findIndex((x) => x.index === change.index);
    c.cities[i] = { ...c.cities[i], ...change };
  }
  return c;
}

export interface UnitSpec {
  card: string;
  city: number;
  tokens?: number[];
  module?: string;
  shield?: boolean;
  disabled?: boolean;
}

export interface PositionSpec extends CatalogueChanges {
  phase?: Phase;
  active?: number;
  destroyed?: number[];
  district?: string | null;
  destroyedDistricts?: string[];
  /** Card ids, top first; the rest of the catalogue stays out of the game. */
  deck?: Partial<Record<Side, string[]>>;
  hand?: Partial<Record<Side, string[]>>;
  discard?: Partial<Record<Side, string[]>>;
  /** Units in the order they arrived. */
  units?: UnitSpec[];
  options?: Partial<Options>;
  deckMode?: 'server' | 'physical';
}

/** A built position and the instance ids it gave each card id, in the order they were named. */
export interface Position {
  s: KonwojState;
  /** `id('M_LOWCA', 1)`: the second Łowca named in the spec. */
  id: (cardId: string, k?: number) => string;
}

export function position(spec: PositionSpec): Position {
  const catalogue = catalogueWith(spec);
  const cardOf = instances(catalogue);
  const free = Object.keys(cardOf);
  const given: Record<string, string[]> = {};
  const take = (cardId: string): string => {
    const i = free.findIndex((id) => cardOf[id] === cardId);
    if (i < 0) throw new Error(`no more ${cardId} in the catalogue`);
    const id = free.splice(i, 1)[0];
    (given[cardId] ??= []).push(id);
    return id;
  };
  const list = (x: Partial<Record<Side, string[]>> | undefined, side: Side) => (x?.[side] ?? []).map(take);
  const units: Unit[] = [];
  const modules: KonwojState['modules'] = [];
  let seq = 0;
  for (const u of spec.units ?? []) {
    const id = take(u.card);
    const unit: Unit = {
      id,
      city: u.city,
      tokens: u.tokens ?? [],
      disabled: u.disabled ?? false,
      shield: u.shield ?? false,
      module: null,
      arrived: ++seq,
      netted: false,
    };
    if (u.module) {
      unit.module = take(u.module);
      modules.push({ id: unit.module, host: id, disabled: false });
    }
    units.push(unit);
  }
  const destroyed = spec.destroyed ?? [];
  const active = spec.active ?? 1;
  const s: KonwojState = {
    data: { catalogue, cardOf, deck: spec.deckMode ?? 'server', options: optionsSchema.parse(spec.options ?? {}) },
    phase: spec.phase ?? 'molochAttack',
    battle: 1,
    active,
    battleDistrict: spec.district === undefined ? catalogue.cities.find((c) => c.index === active)!.districts[0].id : spec.district,
    decks: { moloch: list(spec.deck, 'moloch'), outpost: list(spec.deck, 'outpost') },
    knownTop: { moloch: [], outpost: [] },
    hands: { moloch: list(spec.hand, 'moloch'), outpost: list(spec.hand, 'outpost') },
    discards: { moloch: list(spec.discard, 'moloch'), outpost: list(spec.discard, 'outpost') },
    aside: [],
    units,
    modules,
    cities: [1, 2, 3, 4, 5].map((index) => ({
      index,
      destroyed: destroyed.includes(index),
      destroyedDistricts: (spec.destroyedDistricts ?? []).filter((d) =>
        catalogue.cities.find((c) => c.index === index)!.districts.some((x) => x.id === d),
      ),
      extraDistrict: false,
      featureUsed: false,
      extraSlot: false,
    })),
    tasks: [],
    mulligan: { moloch: false, outpost: false },
    battleFlags: { nagly: false, zmasowany: false, emp: false, moved: [] },
    seq,
    intel: { wywiad: null },
    log: [],
    result: null,
  };
  if (s.data.deck === 'physical') for (const side of ['moloch', 'outpost'] as Side[]) s.decks[side].sort();
  return {
    s,
    id: (cardId, k = 0) => {
      const id = given[cardId]?.[k];
      if (!id) throw new Error(`${cardId} #${k} is not in the position`);
      return id;
    },
  };
}

/** Starts a task on a built position (e.g. the battle resolution) and runs the stack. */
export function start(s: KonwojState, ...tasks: Task[]): KonwojState {
  const next = structuredClone(s);
  for (let i = tasks.length - 1; i >= 0; i--) next.tasks.push(tasks[i]);
  run(next);
  return next;
}

export function order(side: Side, o: { type: string } & Record<string, unknown>): GameEvent {
  return { type: 'OrderIssued', data: { side, order: o } };
}

/** Applies an event that must be accepted. */
export function play(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>): KonwojState {
  const next = step(s, order(side, o));
  if (isViolation(next)) throw new Error(`refused ${o.type}: ${next.rule} ${next.message} (${next.code})`);
  return next;
}

/** Applies an event that must be refused; returns the violation. */
export function refused(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>): RuleViolation {
  const next = step(s, order(side, o));
  if (!isViolation(next)) throw new Error(`${o.type} was accepted`);
  return next;
}

/** A server roll with the given faces (the dice types are taken from what is pending). */
export function serverRoll(s: KonwojState, purpose: string, dice: Array<{ sides: number; value: number }>): KonwojState {
  const next = step(s, { type: 'DiceRolled', data: { side: null, purpose, dice, source: 'server' } });
  if (isViolation(next)) throw new Error(`roll refused: ${next.message}`);
  return next;
}

/** Where a card is now: a hand, a deck, a discard pile, a city, or a module host. */
export function whereIs(s: KonwojState, id: string): string {
  for (const side of ['moloch', 'outpost'] as Side[]) {
    if (s.hands[side].includes(id)) return `hand:${side}`;
    if (s.decks[side].includes(id)) return `deck:${side}`;
    if (s.discards[side].includes(id)) return `discard:${side}`;
  }
  const u = s.units.find((x) => x.id === id);
  if (u) return `city:${u.city}`;
  const m = s.modules.find((x) => x.id === id);
  if (m) return `module:${m.host}`;
  return s.aside.includes(id) ? 'aside' : 'nowhere';
}

export function unit(s: KonwojState, id: string): Unit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`${id} is not in play`);
  return u;
}

export function topChoice(s: KonwojState) {
  const t = s.tasks[s.tasks.length - 1];
  return t?.t === 'choice' ? t.c : null;
}

/** A refused event that also left its input state exactly as it was (§8.5: a refusal changes nothing). */
export function refusedIntact(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>): RuleViolation {
  const before = JSON.stringify(s);
  const r = refused(s, side, o);
  if (JSON.stringify(s) !== before) throw new Error(`${o.type} was refused but changed the state`);
  return r;
}
