/**
 * Records keyed by what a client named (a unit, a card, a terrain piece, a catalogue entry). A
 * plain object also answers to the names every object inherits: `constructor` and `toString`
 * are functions, `__proto__` is its prototype. Read as entries, they are things that are not
 * there; so a client's name is looked up among the record's own entries only, and written as one.
 */

/** The record's own entry under `key`, or undefined: never a property every object inherits. */
export function own<T>(record: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets the record's own entry under `key`, `__proto__` included: an assignment to that name would
 * set the record's prototype instead, and the entry would be missing from the state's JSON.
 */
export function put<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
