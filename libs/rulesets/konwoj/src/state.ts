/**
 * The state of a Konwój match: plain JSON, so a replay can be compared with live play by deep
 * equality. `data` (catalogue, card instances, options) is fixed at setup and never drafted;
 * a transition changes the rest through the kernel's `changeState`, sharing what it leaves.
 *
 * The stream holds only the kernel's events; draws, kills, destroyed districts and the winner
 * are derived here. Effects that need a decision or a random outcome wait on `tasks`, a stack
 * resolved depth-first (digest §8.1): the top task is the next thing to do.
 */
import { own, ruleRef } from '@app/rules';
import { EXTRA_DISTRICT_ID, type Catalogue, type CardDef, type CityDef, type Side } from './catalogue';
import type { Options } from './options';

export const RULESET_ID = 'konwoj';
export const RULESET_VERSION = '1.0.0';

/** `ref('p.13')` → "konwoj p.13": the rule reference carried by every RuleViolation (pages of the Polish rulebook). */
export const ref = ruleRef(RULESET_ID);

export const other = (side: Side): Side => (side === 'moloch' ? 'outpost' : 'moloch');

/** A Robot, Soldier or Building lying in a city (p.8). */
export interface Unit {
  id: string;
  city: number;
  /** Strength tokens (+1, +2, −2): they stay until the card leaves the play area (p.15). */
  tokens: number[];
  /** Haker's disable token (p.33). */
  disabled: boolean;
  /** Bydlak's shield token (p.36). */
  shield: boolean;
  /** The Module attached (a Moloch Module; on a Soldier: captured by Nestugov). */
  module: string | null;
  /** Arrival order in its city: Działo EMP spares an immune Robot that was there first (p.34). */
  arrived: number;
  /** Netted by a Net Module for the current battle (p.38). */
  netted: boolean;
}

export interface ModuleState {
  id: string;
  host: string;
  /** Haker's disable token on the Module itself (p.33). */
  disabled: boolean;
}

export interface CityState {
  index: number;
  destroyed: boolean;
  destroyedDistricts: string[];
  /** Jersey Crust's feature: the extra-district token (p.23). */
  extraDistrict: boolean;
  featureUsed: boolean;
  /** Cleveland Harbour's feature: one more Outpost position until the city falls (p.23). */
  extraSlot: boolean;
}

export type Phase = 'mulligan' | 'target' | 'molochAttack' | 'outpostAttack' | 'molochModules' | 'outpostModules' | 'resolution' | 'over';

export type ChoiceKind =
  | 'enterTarget'
  | 'mayDraw'
  | 'zwiadowca'
  | 'oddzial'
  | 'mlody'
  | 'capacity'
  | 'spiders'
  | 'ckm'
  | 'fallbackRobot'
  | 'ironGate'
  | 'narada'
  | 'winDistrict'
  | 'districtKill'
  | 'moveNY'
  | 'bombMoloch'
  | 'bombOutpost'
  | 'convoy';

export interface Choice {
  kind: ChoiceKind;
  side: Side;
  /** Card instance ids or district ids the choice is made among. */
  options: string[];
  /** A "may" effect: the player can decline (A13). */
  optional: boolean;
  /** The card whose ability asks (Łowca, Haker…), if any. */
  source?: string;
  /** The card id of the ability resolving (Młody copies another Soldier's). */
  ability?: string;
  city?: number;
  /** For the district effects: the district that asks, and whether a win resolves it. */
  district?: string;
}

/** Deferred steps of the battle and of effects (continuations of the depth-first resolution). */
export type Op =
  | { op: 'battleStart' }
  | { op: 'draw'; side: Side; n: number }
  | { op: 'move'; unit: string; to: number; bonus: boolean; via: string }
  | { op: 'target' }
  | { op: 'kill'; chooser: Side; victim: 'soldier' | 'robot'; city: number; kind: 'districtKill' | 'bombMoloch' | 'bombOutpost' }
  | { op: 'ironGatePick' }
  | { op: 'onEnter'; unit: string; city: number; ability: string }
  | { op: 'fit'; city: number; side: Side }
  | { op: 'spiders'; city: number; candidates: string[] }
  | { op: 'resolve' }
  | { op: 'winTriggers'; side: Side }
  | { op: 'cityWin'; side: Side }
  | { op: 'district'; side: Side | null; district: string }
  | { op: 'destroyDistrict'; district: string }
  | { op: 'afterBattle' }
  | { op: 'destroyCity'; city: number }
  | { op: 'mill'; city: number; byAbility: boolean }
  | { op: 'ironGate' }
  | { op: 'naradaKeep' }
  | { op: 'mulliganRedraw'; side: Side };

export type Task =
  | { t: 'shuffle'; side: Side }
  | { t: 'top'; side: Side; to: 'hand' | 'discard' | 'aside' }
  | { t: 'pick'; pool: 'hand' | 'discard'; then: 'discard' | 'deckTop' }
  | { t: 'choice'; c: Choice }
  | ({ t: 'do' } & Op);

export interface MatchData {
  catalogue: Catalogue;
  /** Card instance id (M01…, O01…) → catalogue card id. */
  cardOf: Record<string, string>;
  deck: 'server' | 'physical';
  options: Options;
}

export interface KonwojResult {
  winner: Side | null;
  reason: string;
}

export interface KonwojState {
  data: MatchData;
  phase: Phase;
  battle: number;
  /** The active city (1 Ziggy One … 5 New York). */
  active: number;
  battleDistrict: string | null;
  /**
   * Each deck, top first. In physical mode the order is unknown: the deck is kept sorted and
   * `knownTop` lists the cards the rules know to lie on top (Obrońca's, unseen by the players, A56).
   */
  decks: Record<Side, string[]>;
  knownTop: Record<Side, string[]>;
  hands: Record<Side, string[]>;
  discards: Record<Side, string[]>;
  /** Cards drawn or revealed and waiting for a decision (Narada's three, Iron Gate's two). */
  aside: string[];
  units: Unit[];
  modules: ModuleState[];
  cities: CityState[];
  tasks: Task[];
  mulligan: Record<Side, boolean | null>;
  /** This battle: Nagły Atak played, Zmasowany Atak played, Atak EMP ended it (until Outpost's next Attack phase), once-per-battle moves used. */
  battleFlags: { nagly: boolean; zmasowany: boolean; emp: boolean; moved: string[] };
  seq: number;
  /** Private knowledge: what Wywiad showed Outpost (p.35). */
  intel: { wywiad: string[] | null };
  /** A bounded public record of what happened, newest last. */
  log: string[];
  result: KonwojResult | null;
}

const LOG_LIMIT = 60;

export function note(s: KonwojState, text: string): void {
  s.log.push(text);
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

/**
 * The catalogue's cards by id, made once per catalogue: it is fixed at setup and never written,
 * and rule code asks for a card's definition at every step of a battle.
 */
const cardsById = new WeakMap<Catalogue, Map<string, CardDef>>();

function cardIndex(catalogue: Catalogue): Map<string, CardDef> {
  let index = cardsById.get(catalogue);
  if (!index) {
    index = new Map();
    for (const c of catalogue.cards) if (!index.has(c.id)) index.set(c.id, c);
    cardsById.set(catalogue, index);
  }
  return index;
}

export function cardOf(s: KonwojState, id: string): CardDef {
  const cardId = own(s.data.cardOf, id);
  const def = cardId === undefined ? undefined : cardIndex(s.data.catalogue).get(cardId);
  if (!def) throw new Error(`unknown card instance ${id}`);
  return def;
}

export function cardIdOf(s: KonwojState, id: string): string {
  return own(s.data.cardOf, id)!;
}

export function ownerOf(s: KonwojState, id: string): Side {
  return id.startsWith('M') ? 'moloch' : 'outpost';
}

export function cityDef(s: KonwojState, index: number): CityDef {
  return s.data.catalogue.cities.find((c) => c.index === index)!;
}

export function cityOf(s: KonwojState, index: number): CityState {
  return s.cities[index - 1];
}

export function unitOf(s: KonwojState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id);
}

export function moduleOf(s: KonwojState, id: string): ModuleState | undefined {
  return s.modules.find((m) => m.id === id);
}

export function unitsIn(s: KonwojState, city: number, side?: Side, type?: string): Unit[] {
  return s.units.filter((u) => u.city === city && (!side || ownerOf(s, u.id) === side) && (!type || cardOf(s, u.id).type === type));
}

export function isType(s: KonwojState, id: string, type: string): boolean {
  return cardOf(s, id).type === type;
}

export function push(s: KonwojState, ...tasks: Task[]): void {
  // The first task given is done first: the stack's top is its end.
  for (let i = tasks.length - 1; i >= 0; i--) s.tasks.push(tasks[i]);
}

export function doOp(op: Op): Task {
  return { t: 'do', ...op };
}

export function removeFrom(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Districts of a city, the Jersey Crust extra one included once its token is laid. */
export function districtsOf(s: KonwojState, city: number): Array<{ id: string; effect: string }> {
  const def = cityDef(s, city);
  const c = cityOf(s, city);
  return c.extraDistrict ? [...def.districts, { id: EXTRA_DISTRICT_ID, effect: s.data.options.jerseyExtraDistrict }] : def.districts;
}

export function undestroyedDistricts(s: KonwojState, city: number): string[] {
  const c = cityOf(s, city);
  return districtsOf(s, city)
    .map((d) => d.id)
    .filter((d) => !c.destroyedDistricts.includes(d));
}

export function districtCity(s: KonwojState, district: string): number {
  for (let i = 1; i <= 5; i++) if (districtsOf(s, i).some((d) => d.id === district)) return i;
  return 0;
}

export function districtEffect(s: KonwojState, district: string): string {
  const city = districtCity(s, district);
  return districtsOf(s, city).find((d) => d.id === district)?.effect ?? 'NONE';
}

export function nameOf(s: KonwojState, id: string): string {
  return `${cardOf(s, id).namePl} (${id})`;
}
