/** Rating periods of competitions: only the players of a period move, whatever the grouping. */
import fc from 'fast-check';
import { RatingError } from './errors';
import { rateGames, rateParticipants, type RatingBook, type RatingPeriod } from './rating-book';

describe('rateParticipants', () => {
  const spring: RatingPeriod = { id: 'spring', games: [{ a: 'ann', b: 'bob', scoreA: 1 }] };
  const summer: RatingPeriod = { id: 'summer', games: [{ a: 'cat', b: 'dan', scoreA: 0.5 }] };

  it('leaves the players who sat out exactly as they were (no step 6)', () => {
    const book = rateParticipants({}, [spring, summer]);
    const afterSpring = rateGames({}, spring);
    expect(book.ann).toEqual(afterSpring.ann);
    expect(book.bob).toEqual(afterSpring.bob);
    // rateGames over the whole book would have grown Ann's deviation in the summer:
    expect(rateGames(afterSpring, summer).ann.current.deviation).toBeGreaterThan(book.ann.current.deviation);
  });

  it('rates each period like rateGames over a book of its players only', () => {
    const before = rateParticipants({}, [spring]);
    const autumn: RatingPeriod = { id: 'autumn', games: [{ a: 'ann', b: 'cat', scoreA: 0 }] };
    const after = rateParticipants(before, [autumn]);
    expect(after.ann).toEqual(rateGames({ ann: before.ann }, autumn).ann);
    expect(after.bob).toBe(before.bob);
  });

  it('refuses a bad period with rateGames’ typed error', () => {
    expect(() => rateParticipants({}, [{ id: 'x', games: [{ a: 'ann', b: 'ann', scoreA: 1 }] }])).toThrow(RatingError);
    expect(() => rateParticipants({}, [{ id: 'x', games: null as unknown as RatingPeriod['games'] }])).toThrow(RatingError);
  });

  it('gives the same book however the periods are grouped into calls', () => {
    const names = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'];
    const game = fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...names), fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1))
      .filter(([a, b]) => a !== b)
      .map(([a, b, scoreA]) => ({ a, b, scoreA }));
    const periods = fc
      .array(fc.array(game, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 })
      .map((ps) => ps.map((games, i): RatingPeriod => ({ id: `p${i}`, games })));
    fc.assert(
      fc.property(periods, fc.nat(), (ps, cut) => {
        const at = cut % (ps.length + 1);
        const once = rateParticipants({}, ps);
        const twice: RatingBook = rateParticipants(rateParticipants({}, ps.slice(0, at)), ps.slice(at));
        expect(twice).toEqual(once);
        const oneByOne = ps.reduce<RatingBook>((book, p) => rateParticipants(book, [p]), {});
        expect(oneByOne).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });
});
