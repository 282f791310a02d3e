import { describe, expect, it } from 'vitest';
import { joinState } from './joining';
import { chartPoints, readPeriod } from './ratingHistory';

describe('joining an event', () => {
  const open = { published: true, finished: false };
  it('is offered to a signed-in reader not registered, in a published event still running', () => {
    expect(joinState('acc-1', open, [{ accountId: 'acc-2' }, { accountId: null }])).toBe('open');
    expect(joinState('acc-1', open, [{ accountId: 'acc-1' }])).toBe('registered');
    expect(joinState(null, open, [])).toBe('signedOut');
    expect(joinState('acc-1', { published: true, finished: true }, [])).toBe('closed');
    expect(joinState(null, { published: false, finished: false }, [])).toBe('closed');
    // A registered player of a finished event is still told they are in it.
    expect(joinState('acc-1', { published: true, finished: true }, [{ accountId: 'acc-1' }])).toBe('registered');
  });
});

describe('rating history', () => {
  it('reads each period back into its event', () => {
    expect(readPeriod('3f2a:round 2')).toEqual({ competitionId: '3f2a', round: 2 });
    expect(readPeriod('3f2a:g-7')).toEqual({ competitionId: '3f2a', game: 'g-7' });
    expect(readPeriod('old')).toBeNull();
  });

  it('charts ratings with the highest at the top', () => {
    expect(chartPoints([], 100, 50)).toEqual([]);
    expect(chartPoints([1500], 100, 50)).toEqual([{ x: 50, y: 25 }]);
    const pts = chartPoints([1500, 1600, 1550], 104, 54, 2);
    expect(pts.map((p) => p.x)).toEqual([2, 52, 102]);
    expect(pts.map((p) => p.y)).toEqual([52, 2, 27]);
  });
});
