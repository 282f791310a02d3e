import { describe, expect, it } from 'vitest';
import { firstTurn, pageCount, pageOf, showKey, slideAt, slidesFor, type ShowState } from './slides';

const during: ShowState = { view: 'cycle', kind: 'tournament', round: 2, finished: false, players: 26, pairings: 13, standings: 26 };

describe('the projector’s slides', () => {
  it('splits a list into pages that each fit the screen', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
    expect(pageOf([1, 2, 3], 2, 5)).toEqual([]);
  });

  it('welcomes the players before the first round is published, whatever the view, opening on the newest name', () => {
    for (const view of ['cycle', 'clock', 'pairings', 'standings'] as const) {
      const before = { ...during, view, round: null, players: 45 };
      expect(slidesFor(before)).toEqual([
        { kind: 'welcome', page: 0, pages: 3 },
        { kind: 'welcome', page: 1, pages: 3 },
        { kind: 'welcome', page: 2, pages: 3 },
      ]);
      expect(firstTurn(before)).toBe(2);
    }
    // A player registering brings the page with their name up again.
    expect(showKey({ ...during, round: null, players: 6 })).not.toBe(showKey({ ...during, round: null, players: 7 }));
  });

  it('shows what the organiser chose during the rounds', () => {
    expect(slidesFor({ ...during, view: 'clock' })).toEqual([{ kind: 'clock' }]);
    expect(slidesFor({ ...during, view: 'pairings' }).map((s) => s.kind)).toEqual(['pairings', 'pairings']);
    expect(slidesFor({ ...during, view: 'standings' }).map((s) => s.kind)).toEqual(['standings', 'standings', 'standings']);
    expect(slidesFor(during).map((s) => s.kind)).toEqual(['pairings', 'pairings', 'standings', 'standings', 'standings']);
    expect(firstTurn(during)).toBe(0);
  });

  it('shows the standings alone for a league and once the event is over', () => {
    expect(slidesFor({ ...during, kind: 'league', round: null }).map((s) => s.kind)).toEqual(['standings', 'standings', 'standings']);
    expect(slidesFor({ ...during, view: 'clock', finished: true }).map((s) => s.kind)).toEqual(['standings', 'standings', 'standings']);
  });

  it('takes turns round and round, and starts again on a new view or round but not on a result', () => {
    const slides = slidesFor(during);
    expect(slideAt(slides, 0)).toEqual({ kind: 'pairings', page: 0, pages: 2 });
    expect(slideAt(slides, 4)).toEqual({ kind: 'standings', page: 2, pages: 3 });
    expect(slideAt(slides, 5)).toEqual({ kind: 'pairings', page: 0, pages: 2 });
    expect(showKey({ ...during, view: 'standings' })).not.toBe(showKey(during));
    expect(showKey({ ...during, round: 3 })).not.toBe(showKey(during));
    expect(showKey({ ...during, standings: 27 })).toBe(showKey(during));
  });
});
