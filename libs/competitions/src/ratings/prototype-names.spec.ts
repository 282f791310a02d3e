import fc from 'fast-check';
import { PROTOTYPE_NAMES } from '@app/rules/testing';
import { rateParticipants } from './rating-book';

/** Account ids are the organiser's text: a player may be rated under any of them. */
describe('account ids that are names every object has', () => {
  it('are rated like any other: each has its own entry, kept through JSON', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROTOTYPE_NAMES),
        fc.constantFrom(...PROTOTYPE_NAMES, 'ann'),
        fc.constantFrom(0, 0.5, 1),
        (a, b, scoreA) => {
          fc.pre(a !== b);
          const book = rateParticipants({}, [
            { id: 'p1', games: [{ a, b, scoreA }] },
            { id: 'p2', games: [{ a: b, b: a, scoreA: 1 }] },
          ]);
          const stored = JSON.parse(JSON.stringify(book));
          expect(Object.keys(stored).sort()).toEqual([a, b].sort());
          for (const id of [a, b]) expect(stored[id].history.map((h: { period: string }) => h.period)).toEqual(['p1', 'p2']);
        },
      ),
    );
  });
});
