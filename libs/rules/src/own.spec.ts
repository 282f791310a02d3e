import fc from 'fast-check';
import { own, put } from './own';
import { PROTOTYPE_NAMES } from './testing';

describe('own and put: a record keyed by names a client chose', () => {
  it('finds only the record’s own entries: a name every object has is no entry', () => {
    const record: Record<string, number> = { a: 1 };
    for (const name of PROTOTYPE_NAMES) expect(own(record, name)).toBeUndefined();
    expect(own(record, 'a')).toBe(1);
    expect(own(record, 42)).toBeUndefined();
  });

  it('keeps any name as an entry, `__proto__` too, through JSON, a spread and a structured clone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROTOTYPE_NAMES, 'a', 'b-1'), fc.integer(), (name, value) => {
        const record: Record<string, number> = {};
        put(record, name, value);
        expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
        for (const copy of [record, JSON.parse(JSON.stringify(record)), { ...record }, structuredClone(record)]) {
          expect(Object.keys(copy)).toEqual([name]);
          expect(own(copy, name)).toBe(value);
        }
      }),
    );
  });
});
