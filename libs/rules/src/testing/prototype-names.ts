/**
 * Names every JavaScript object answers to, and the documents a client can build from them. A
 * game must take each as an ordinary name or refuse it with its own code; it must never find it
 * on an object's prototype, where `constructor` is a function and `__proto__` the prototype
 * itself, and never throw on it or keep a state that a later read cannot show.
 */
import type { GameEvent, PlayerSeat } from '../events';
import { formatIssues, startMatch } from '../match';
import { RulesetRegistry } from '../registry';
import type { Actor, Ruleset, Viewer } from '../ruleset';
import { isViolation, violation, type RuleViolation } from '../violation';

export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype'] as const;

/** A document with one name written into it, and where. */
export interface Substitution {
  /** `teams.A.0.unitId`; for a renaming, the value renamed. */
  path: string;
  /** The name replaced an object's key (its value kept) rather than a string value. */
  key: boolean;
  document: unknown;
}

type Path = readonly string[];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** An object of these entries, each its own property, as JSON.parse makes them (`__proto__` too). */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/**
 * Every document made from `doc` by writing `name` in one place: each string value and each
 * object key in turn (a key keeps its value). `skip` leaves out a path and all below it.
 */
export function substitutions(doc: unknown, name: string, skip: (path: Path) => boolean = () => false): Substitution[] {
  const out: Substitution[] = [];
  const walk = (x: unknown, path: Path, put: (v: unknown) => unknown): void => {
    if (skip(path)) return;
    if (typeof x === 'string') {
      out.push({ path: path.join('.'), key: false, document: put(name) });
    } else if (Array.isArray(x)) {
      x.forEach((item, i) => walk(item, [...path, String(i)], (v) => put(x.map((y, j) => (j === i ? v : y)))));
    } else if (isObject(x)) {
      const entries = Object.entries(x);
      entries.forEach(([k, v], i) => {
        if (skip([...path, k])) return;
        walk(v, [...path, k], (w) => put(objectOf(entries.map(([kk, vv], j) => [kk, j === i ? w : vv]))));
        out.push({
          path: [...path, k].join('.'),
          key: true,
          document: put(objectOf(entries.map(([kk, vv], j) => [j === i ? name : kk, vv]))),
        });
      });
    }
  };
  walk(doc, [], (v) => v);
  return out;
}

/**
 * Every document made from `doc` by renaming one of the values `names` picks (a unit id, a
 * catalogue id) to `name` wherever it occurs, so that the name stands for a real thing of the game.
 */
export function renamings(doc: unknown, name: string, names: (value: string, path: Path) => boolean): Substitution[] {
  const values = new Set<string>();
  const collect = (x: unknown, path: Path): void => {
    if (typeof x === 'string' && names(x, path)) values.add(x);
    else if (Array.isArray(x)) x.forEach((item, i) => collect(item, [...path, String(i)]));
    else if (isObject(x)) for (const [k, v] of Object.entries(x)) collect(v, [...path, k]);
  };
  collect(doc, []);
  const rename = (x: unknown, value: string): unknown => {
    if (x === value) return name;
    if (Array.isArray(x)) return x.map((item) => rename(item, value));
    if (isObject(x)) return objectOf(Object.entries(x).map(([k, v]) => [k, rename(v, value)]));
    return x;
  };
  return [...values].sort().map((value) => ({ path: value, key: false, document: rename(doc, value) }));
}

/** A refusal a client can act on: a violation with a stable code. Anything else fails. */
export function expectCoded(v: RuleViolation): RuleViolation {
  if (!isViolation(v) || typeof v.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(v.code))
    throw new Error(`a refusal without a stable code: ${JSON.stringify(v)}`);
  return v;
}

/**
 * What a game state must allow, whatever names it holds: it is plain JSON (a JSON round trip
 * gives it back, no key lost to a prototype), and its pending decision, its outcome and every
 * viewer's view are answered as JSON.
 */
export function expectReadable<S>(ruleset: Ruleset<S>, state: S, sides: readonly string[] = ruleset.sides): void {
  if (!deepEqual(JSON.parse(JSON.stringify(state)), state)) throw new Error('the state does not survive a JSON round trip');
  JSON.stringify(ruleset.pending(state));
  JSON.stringify(ruleset.outcome(state));
  const viewers: Viewer[] = [{ kind: 'organiser' }, { kind: 'public' }, ...sides.map((side) => ({ kind: 'player' as const, side }))];
  for (const viewer of viewers) JSON.stringify(ruleset.view(state, viewer));
}

/**
 * Creates a match of `ruleset` with this setup as the kernel does (its setup schema, then the
 * game's `setup`): the initial state, readable, or the refusal, coded. Throws on anything else.
 */
export function setUp<S>(ruleset: Ruleset<S>, setup: unknown, players: PlayerSeat[]): S | RuleViolation {
  const registry = new RulesetRegistry([ruleset]);
  const match = startMatch(registry, {
    matchId: 'm',
    ruleset: { id: ruleset.id, version: ruleset.version },
    players,
    setup,
    dice: 'reported',
    serverSeedCommitment: null,
  });
  if (isViolation(match)) return expectCoded(match);
  expectReadable(
    ruleset,
    match.game as S,
    players.map((p) => p.side),
  );
  return match.game as S;
}

/** Who sends an event of random play or of a script: the side it names, else the server. */
export function senderOf(event: GameEvent): Actor {
  if (event.type === 'OrderIssued' || event.type === 'MatchConceded') return { kind: 'player', side: event.data.side };
  if (event.type === 'DiceRolled' && event.data.source !== 'server' && event.data.side) return { kind: 'player', side: event.data.side };
  return { kind: 'server' };
}

/**
 * One event as the kernel takes it (an order through the game's order schema first), decided
 * and folded: the new state (readable, unless `readable` is false: a long game checks it now and
 * then), or the refusal, coded. Throws on anything else.
 */
export function submit<S>(
  ruleset: Ruleset<S>,
  state: S,
  event: GameEvent,
  sides: readonly string[] = ruleset.sides,
  readable = true,
): S | RuleViolation {
  let e = event;
  if (event.type === 'OrderIssued') {
    const parsed = ruleset.orderSchema.safeParse(event.data.order);
    if (!parsed.success)
      return expectCoded(violation(`${ruleset.id} orders`, `malformed order: ${formatIssues(parsed.error)}`, 'MALFORMED_ORDER'));
    e = { type: 'OrderIssued', data: { side: event.data.side, order: parsed.data as { type: string } } };
  }
  const decided = ruleset.decide(state, e, senderOf(e));
  if (isViolation(decided)) return expectCoded(decided);
  const next = decided.reduce((s, x) => ruleset.evolve(s, x), state);
  if (readable) expectReadable(ruleset, next, sides);
  return next;
}

/**
 * An order of a game with `name` put in each of its fields in turn (its `type` kept), and the
 * orders `extra` adds (fields random play leaves empty): each is decided in `before` as an
 * ordinary name, or refused with a code (`submit` checks both).
 */
export function submitWithName<S>(
  ruleset: Ruleset<S>,
  before: S,
  issued: { side: string; order: { type: string } },
  name: string,
  extra: Array<Record<string, unknown>> = [],
  sides?: readonly string[],
): void {
  const orders = [...substitutions(issued.order, name, (p) => p.join('.') === 'type').map((x) => x.document), ...extra];
  for (const order of orders)
    submit(ruleset, before, { type: 'OrderIssued', data: { side: issued.side, order: order as { type: string } } }, sides);
}

/**
 * Structural equality of JSON values by own keys (a key left undefined counts as absent, as in
 * JSON), where every object must be plain: its prototype an `Object.prototype` or an
 * `Array.prototype` (of any realm: `structuredClone` may build them in another), never an object
 * that a `__proto__` key was assigned to.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const ka = definedKeys(a);
  const kb = definedKeys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function isPlain(x: object): boolean {
  const proto = Object.getPrototypeOf(x) as object | null;
  if (proto === null) return true;
  return Object.getPrototypeOf(Array.isArray(x) ? Object.getPrototypeOf(proto) : proto) === null;
}

const definedKeys = (x: object): string[] => Object.keys(x).filter((k) => (x as Record<string, unknown>)[k] !== undefined);
