import { describe, expect, it } from 'vitest';
import { fitScale, MIN_SCALE } from './fit';

describe('fitting text to its room', () => {
  it('keeps text that fits at its full size', () => {
    expect(fitScale(600, 420)).toBe(1);
    expect(fitScale(600, 600.4)).toBe(1);
  });

  it('shrinks text that does not fit just enough, rounded down so it fits', () => {
    expect(fitScale(600, 800)).toBe(0.75);
    expect(fitScale(700, 900)).toBe(0.77);
    expect(fitScale(700, 900)! * 900).toBeLessThanOrEqual(700);
  });

  it('shrinks no further than the smallest size read from the back of the hall (it wraps then)', () => {
    expect(fitScale(300, 1200)).toBe(MIN_SCALE);
    expect(fitScale(300, 1200, 0.5)).toBe(0.5);
  });

  it('measures nothing before layout', () => {
    expect(fitScale(0, 500)).toBeNull();
    expect(fitScale(500, 0)).toBeNull();
  });
});
