import { describe, expect, it } from 'vitest';
import { defaultMinutes, validMinutes } from './roundMinutes';

describe('a round’s default length', () => {
  it('is the competition’s round minutes when set', () => {
    expect(defaultMinutes(50)).toBe(50);
    expect(defaultMinutes(null)).toBeNull();
    expect(defaultMinutes(0)).toBeNull();
    expect(defaultMinutes(Number.NaN)).toBeNull();
  });
});

describe('a round’s length or extra time', () => {
  it('is more than nothing and at most a day', () => {
    expect(validMinutes(50)).toBe(true);
    expect(validMinutes(0.5)).toBe(true);
    expect(validMinutes(1440)).toBe(true);
    expect(validMinutes(1441)).toBe(false);
    expect(validMinutes(0)).toBe(false);
    expect(validMinutes(-5)).toBe(false);
    expect(validMinutes(null)).toBe(false);
    expect(validMinutes(Number.NaN)).toBe(false);
  });
});
