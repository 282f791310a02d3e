/**
 * Test helpers: a catalogue with injected strengths and city data (the digest's T-tests fix
 * what the transcript lost, G1/G2), a builder for mid-game positions, and short ways to issue
 * orders, rolls and choices.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  isViolation,
  orderByDice,
  outcomeOf,
  pendingOf as matchPending,
  type GameEvent,
  type MatchCreatedData,
  type MatchEvent,
  type RuleViolation,
} from '@app/rules';
import {
  play as playLive,
  SERVER,
  serverRoll as liveRoll,
  seeded,
  shuffledBy,
  startLive,
  type AnyOrder,
  type ConformanceGame,
  type LiveGame,
} from '@app/rules/testing';
import { DEFAULT_CATALOGUE, type Catalogue, type CityDef, type Side } from './catalogue';
import { optionsSchema, type Options } from './options';
import { run } from './battle';
import { konwoj, step } from './ruleset';
import { candidates, stepParsed } from './random-play';
import { orderSchema } from './schema';
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
  const next = stepParsed(s, order(side, o));
  if (isViolation(next)) throw new Error(`refused ${o.type}: ${next.rule} ${next.message} (${next.code})`);
  return next;
}

/** Applies an event that must be refused; returns the violation. */
export function refused(s: KonwojState, side: Side, o: { type: string } & Record<string, unknown>): RuleViolation {
  const next = stepParsed(s, order(side, o));
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

/* ------------------------------------------------------------------------------------------ */
/* Conformance (libs/rules/src/testing/conformance.ts): the game as the kernel's suite plays it. */

/** The match created for a seed: server dice; the deck mode and some options vary with the seed. */
export function createdFor(seed: number, over: { deck?: 'server' | 'physical' } = {}): MatchCreatedData {
  const deck = over.deck ?? (seed % 4 === 3 ? 'physical' : 'server');
  const options =
    seed % 2 === 1
      ? { mulliganOrder: 'moloch-first', battleTarget: 'first', klaunNeedsTwoSoldiers: true, spiderOverflow: 'any-spiders' }
      : {};
  return {
    matchId: `konwoj-${seed}`,
    ruleset: { id: konwoj.id, version: konwoj.version },
    players: [
      { side: 'moloch', name: 'Moloch' },
      { side: 'outpost', name: 'Outpost' },
    ],
    setup: { deck, options },
    dice: 'server',
    serverSeedCommitment: null,
  };
}

/** The card, unit or Module an order is for, as `legalOf` names its actor. */
export function actorOf(order: AnyOrder): string | undefined {
  switch (order.type) {
    case 'playUnit':
    case 'playInstant':
    case 'playModule':
      return order.card as string;
    case 'useAbility':
      return order.unit as string;
    case 'activateModule':
      return order.module as string;
    default:
      return undefined;
  }
}

/**
 * An accepted order is the one an option stands for when it carries the option's every field
 * (fields the rule does not read, such as a target given to Atak EMP, are ignored by the rules
 * and here alike); one discarded card is the same payment as a list of it.
 */
export function sameOption(accepted: AnyOrder, option: AnyOrder): boolean {
  const norm = (o: AnyOrder): Record<string, unknown> => {
    const parsed = orderSchema.safeParse(o);
    const x = { ...(parsed.success ? parsed.data : o) } as Record<string, unknown>;
    if (typeof x.discard === 'string') x.discard = [x.discard];
    return x;
  };
  const a = norm(accepted);
  const b = norm(option);
  return Object.keys(b).every((k) => b[k] === undefined || isDeepStrictEqual(a[k], b[k]));
}

/** Plays a match from the kernel's side (every event decided, then applied) with random candidates. */
export function playThroughKernel(created: MatchCreatedData, seed: number, maxEvents: number): LiveGame {
  const game: ConformanceGame = { ...conformance, created: () => created };
  const live = startLive(game, seed);
  const next = seeded(seed);
  while (!outcomeOf(live.match).finished && live.stream.length < maxEvents) {
    const roll = liveRoll(live, next);
    if (roll) {
      const refused = playLive(live, roll, SERVER);
      if (refused) throw new Error(`server roll refused: ${refused.toString()}`);
      continue;
    }
    const p = matchPending(live.match);
    if (p.kind !== 'order') break;
    let done = false;
    for (const side of shuffledBy(p.sides, next)) {
      for (const o of candidates(live.match.game as KonwojState, side as Side, next)) {
        if (!playLive(live, { type: 'OrderIssued', data: { side, order: o } }, { kind: 'player', side })) {
          done = true;
          break;
        }
      }
      if (done) break;
    }
    if (!done) throw new Error(`no candidate accepted: ${p.prompt}`);
  }
  return live;
}

/** The dice of a shuffle roll that give `target` from `items` (orderByDice run backwards). */
export function diceFor(items: readonly string[], target: readonly string[]): Array<{ sides: number; value: number }> {
  const order = [...items];
  const dice: Array<{ sides: number; value: number }> = [];
  for (let i = order.length - 1; i >= 1; i--) {
    const j = order.indexOf(target[i]);
    if (j < 0 || j > i) throw new Error(`${target[i]} cannot go to position ${i}`);
    dice.push({ sides: i + 1, value: j + 1 });
    [order[i], order[j]] = [order[j], order[i]];
  }
  return dice;
}

/** How long the secret streams are: every prefix is replayed from scratch by the harness. */
const SECRET_EVENTS = 40;

/**
 * Two streams that differ only in Outpost's hidden cards: the first shuffle of the Outpost deck
 * is rolled again so that two Outpost cards trade places, one that ends in Outpost's hand and one
 * in the deck (or two in the deck), neither ever named by an event. Every later event is the
 * same and stays legal: nothing public depends on which hidden card is where (Outpost's hand is
 * never picked from at random, a deck's order is never shown), so Moloch and the public must
 * see the two streams identically at every prefix, for the whole of the played stream.
 */
export function secretStreams(seed: number): { side: string; streams: [MatchEvent[], MatchEvent[]] } {
  const created = createdFor(seed, { deck: 'server' });
  const live = playThroughKernel(created, seed, SECRET_EVENTS);
  const stream = live.stream;
  const end = live.match.game as KonwojState;
  const named = new Set(JSON.stringify(stream.slice(1)).match(/O\d{2,3}/g) ?? []);
  const hidden = (list: string[]) => list.filter((id) => !named.has(id));
  const inHand = hidden(end.hands.outpost);
  const inDeck = hidden(end.decks.outpost);
  const [x, y] = inHand.length > 0 && inDeck.length > 0 ? [inHand[0], inDeck[0]] : inDeck;
  if (x === undefined || y === undefined) throw new Error(`seed ${seed}: no two hidden Outpost cards to trade`);
  const initial = konwoj.setup(created.setup, created.players);
  if (isViolation(initial)) throw new Error(initial.toString());
  const first = stream.findIndex((e) => e.type === 'DiceRolled' && e.data.purpose === 'shuffle the Outpost deck');
  const rolled = stream[first];
  if (rolled?.type !== 'DiceRolled') throw new Error('no Outpost shuffle');
  const items = initial.decks.outpost;
  const order = orderByDice(items, rolled.data.dice).map((id) => (id === x ? y : id === y ? x : id));
  const other = [...stream];
  other[first] = { type: 'DiceRolled', data: { ...rolled.data, dice: diceFor(items, order) } };
  return { side: 'outpost', streams: [stream, other] };
}

/** Konwój for the kernel's conformance suite: its random-play candidates, never drawn from `legal`. */
export const conformance: ConformanceGame = {
  ruleset: konwoj,
  created: (seed) => createdFor(seed),
  candidates: (game, side, next) => candidates(game as KonwojState, side as Side, next),
  actorOf,
  sameOption,
  maxEvents: 1500,
  secret: secretStreams,
};
