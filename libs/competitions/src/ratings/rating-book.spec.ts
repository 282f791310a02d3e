/** A book of ratings over periods: newcomers, history, the deviation of those who sat out, refusals. */
import { RatingError } from './errors';
import { INITIAL_RATING, SCALE, ratePeriod } from './glicko2';
import { rateGames, type RatingBook } from './rating-book';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RatingError);
    return (e as RatingError).code;
  }
  throw new Error('expected a RatingError');
}

describe('rateGames', () => {
  const first = rateGames(
    {},
    {
      id: 'spring-open',
      games: [
        { a: 'ann', b: 'bob', scoreA: 1 },
        { a: 'ann', b: 'cat', scoreA: 0.5 },
      ],
    },
  );

  it('enters newcomers at the initial rating and rates every game against the period’s start', () => {
    // Ann played Bob (won) and Cat (drew), both newcomers at 1500/350/0.06 when the period began.
    expect(first.ann.current).toEqual(
      ratePeriod(INITIAL_RATING, [
        { opponent: INITIAL_RATING, score: 1 },
        { opponent: INITIAL_RATING, score: 0.5 },
      ]),
    );
    expect(first.bob.current).toEqual(ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0 }]));
    expect(first.cat.current).toEqual(ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0.5 }]));
    expect(Object.keys(first)).toEqual(['ann', 'bob', 'cat']);
  });

  it('records one history entry per period played, with the number of games', () => {
    expect(first.ann.history).toEqual([{ period: 'spring-open', rating: first.ann.current, games: 2 }]);
    expect(first.bob.history).toEqual([{ period: 'spring-open', rating: first.bob.current, games: 1 }]);
  });

  it('lets the deviation of players who sat out grow (step 6), nothing else', () => {
    const second = rateGames(first, { id: 'summer-open', games: [{ a: 'ann', b: 'dan', scoreA: 0 }] });
    const before = first.bob.current;
    expect(second.bob.current.rating).toBe(before.rating);
    expect(second.bob.current.volatility).toBe(before.volatility);
    expect(second.bob.current.deviation).toBeCloseTo(SCALE * Math.sqrt((before.deviation / SCALE) ** 2 + before.volatility ** 2), 9);
    expect(second.bob.history).toEqual(first.bob.history);
    expect(second.ann.history.map((h) => h.period)).toEqual(['spring-open', 'summer-open']);
    expect(second.dan.history).toHaveLength(1);
  });

  it('leaves the book it was given untouched', () => {
    const copy = JSON.parse(JSON.stringify(first)) as RatingBook;
    rateGames(first, { id: 'summer-open', games: [{ a: 'ann', b: 'bob', scoreA: 1 }] });
    expect(first).toEqual(copy);
  });

  it.each([
    ['a period without id', { id: '', games: [] }, 'BAD_PERIOD'],
    ['a player against themself', { id: 'p', games: [{ a: 'ann', b: 'ann', scoreA: 1 }] }, 'BAD_GAME'],
    ['a score of 0.7', { id: 'p', games: [{ a: 'ann', b: 'bob', scoreA: 0.7 }] }, 'BAD_GAME'],
    ['a game without a player', { id: 'p', games: [{ a: '', b: 'bob', scoreA: 1 }] }, 'BAD_GAME'],
    ['games that are not a list', { id: 'p', games: null as never }, 'BAD_PERIOD'],
    ['a game that is not an object', { id: 'p', games: [null as never] }, 'BAD_GAME'],
    ['a period rated twice', { id: 'spring-open', games: [{ a: 'ann', b: 'bob', scoreA: 1 }] }, 'PERIOD_ALREADY_RATED'],
  ] as Array<[string, { id: string; games: Array<{ a: string; b: string; scoreA: 0 | 0.5 | 1 }> }, string]>)(
    'refuses %s',
    (_, period, code) => {
      expect(codeOf(() => rateGames(first, period))).toBe(code);
    },
  );
});
