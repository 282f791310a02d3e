/**
 * The one way a ruleset changes a state: rule code mutates a draft freely, and the new state
 * shares every part it did not touch with the old one (structural sharing), so folding an
 * event costs what the event changes, not what the match has accumulated. The old state is
 * never touched, so a refused event leaves it as it was and any state once folded can be kept
 * (a cache, a snapshot, a replay's earlier step).
 *
 * Parts fixed at setup that rule code reads but never writes (an arena, unit profiles, a
 * catalogue) are named as `fixed`: they are handed to the rule code as they are, not drafted,
 * which spares a proxy on every read of them.
 */
import { create, current, isDraft } from 'mutative';
import { put } from './own';
import { isViolation, type RuleViolation } from './violation';

/** Objects rule code reads through a draft as they are: never drafted, never copied. */
const fixedParts = new WeakSet<object>();

/**
 * A plain object made in another realm (a test's sandbox, a structured clone) has another
 * realm's Object.prototype; it is still plain JSON, and is copied as such.
 */
function isForeignPlainObject(target: object): boolean {
  const proto = Object.getPrototypeOf(target) as object | null;
  return proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) === null;
}

const options = {
  enableAutoFreeze: false,
  mark: (target: unknown) => {
    if (typeof target !== 'object' || target === null) return undefined;
    if (fixedParts.has(target)) return 'mutable' as const;
    return isForeignPlainObject(target) ? ('immutable' as const) : undefined;
  },
};

/**
 * A deep copy of a JSON value (objects, arrays, strings, numbers, booleans, null): what a
 * state or an event's data is. Faster than `structuredClone` on the small objects a fold
 * copies, which is why it exists.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copied = copyJson((value as Record<string, unknown>)[key]);
    if (key === '__proto__') put(out, key, copied);
    else out[key] = copied;
  }
  return out as T;
}

/** Freezes a value and everything in it: for a part many states share, which nothing may write. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** How many changes are drafting now. With none (a replay folding in place), nothing rule code holds is a draft. */
let drafting = 0;

/** Set while `foldInPlace` runs: the next change writes the state itself. */
let inPlace = false;

/** A change folded in place found its event refused: the state it wrote is no longer to be trusted. */
export class RefusedInPlace extends Error {
  constructor(readonly refusal: RuleViolation) {
    super(`refused while folding in place: ${refusal.toString()}`);
  }
}

/**
 * Runs `fold` with its first change written straight into the state it is given, with no
 * draft: for a state no one else holds (a replay's private copy), where nothing is shared and
 * so nothing needs copying. A change that refuses throws `RefusedInPlace`, for the caller to
 * fold again with drafts. Every other change (a trial in `refusalOf`, one inside the first, a
 * second one) is drafted as usual.
 */
export function foldInPlace<T>(fold: () => T): T {
  inPlace = true;
  try {
    return fold();
  } finally {
    inPlace = false;
  }
}

/**
 * The state after `change` applied to a draft of `state`, or the rule `change` says is broken
 * (the draft is then thrown away). `fixed` names the top-level members that are never written.
 */
export function changeState<S extends object>(
  state: S,
  change: (draft: S) => RuleViolation | null | void,
  fixed: ReadonlyArray<keyof S> = [],
): S | RuleViolation {
  if (inPlace) {
    inPlace = false;
    const refused = (change(state) as RuleViolation | null | undefined) ?? null;
    if (refused) throw new RefusedInPlace(refused);
    return state;
  }
  for (const key of fixed) {
    const part = state[key];
    if (typeof part === 'object' && part !== null) fixedParts.add(part);
  }
  let refused: RuleViolation | null = null;
  let next: S;
  drafting++;
  try {
    next = create(
      state,
      (draft) => {
        refused = (change(draft as S) as RuleViolation | null | undefined) ?? null;
      },
      options,
    ) as S;
  } finally {
    drafting--;
  }
  return refused ?? next;
}

/** How Mutative finds the draft behind a proxy (`isDraft` reads the same key). */
const PROXY_DRAFT = Symbol.for('__MUTATIVE_PROXY_DRAFT__');

/**
 * A part of the state as a draft now stands, to read only. Reading through a draft drafts every
 * object it reaches, so a scan of every unit to count or find one would draft them all; this
 * drafts nothing: each member the change has not reached is the old state's own object, one it
 * has reached is its draft. So it is never written; rule code writes through the draft itself.
 */
export function readOnly<T extends object>(part: T): Readonly<T> {
  if (drafting === 0 || !isDraft(part)) return part;
  const draft = (part as Record<symbol, { original: T; copy: T | null } | undefined>)[PROXY_DRAFT];
  return draft ? (draft.copy ?? draft.original) : current(part);
}

/**
 * What `change` would say of the state as a draft now stands, tried on a throwaway copy (the
 * draft itself is not touched): the rule broken, or null.
 */
export function refusalOf<S extends object>(draft: S, change: (copy: S) => RuleViolation | null | void): RuleViolation | null {
  const wasInPlace = inPlace;
  inPlace = false; // a trial never writes the state it tries
  try {
    const result = changeState(isDraft(draft) ? current<S>(draft) : draft, change);
    return isViolation(result) ? result : null;
  } finally {
    inPlace = wasInPlace;
  }
}
