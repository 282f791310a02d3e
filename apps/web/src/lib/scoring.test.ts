import { describe, expect, it } from 'vitest';
import { readScoring } from './scoring';

describe('a competition’s scoring', () => {
  it('reads its points and scores, tournament points the primary when it names none', () => {
    expect(readScoring({ win: 3, draw: 1, loss: 0, bye: 3, primary: 'reputation', secondary: ['pointValue', '', 7] })).toEqual({
      win: 3,
      draw: 1,
      loss: 0,
      bye: 3,
      primary: 'reputation',
      secondary: ['pointValue'],
    });
    expect(readScoring({ win: 2, draw: 1, loss: 0, bye: 2 })).toEqual({
      win: 2,
      draw: 1,
      loss: 0,
      bye: 2,
      primary: 'points',
      secondary: [],
    });
  });

  it('is null for a shape the app does not know', () => {
    expect(readScoring({ win: '3' })).toBeNull();
    expect(readScoring(null)).toBeNull();
    expect(readScoring('3-1-0')).toBeNull();
  });
});
