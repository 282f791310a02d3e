import { describe, expect, it } from 'vitest';
import { dayBounds, dayOf, expiryOf, fieldOfRefusal, MAX_KEY_DAYS, nameProblem } from './apiKeys';

const now = new Date(2030, 0, 15, 12, 0, 0); // 15 January 2030, noon where the test runs

describe('a new key’s expiry', () => {
  it('is null for a key that works until revoked', () => {
    expect(expiryOf('never', '', now)).toEqual({ expiresAt: null });
  });

  it('counts the set times from now', () => {
    expect(expiryOf('days30', '', now)).toEqual({ expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString() });
    expect(expiryOf('days365', 'ignored', now)).toEqual({ expiresAt: new Date(now.getTime() + 365 * 86_400_000).toISOString() });
  });

  it('ends a chosen day at its last second where the reader is', () => {
    expect(expiryOf('date', '2030-03-01', now)).toEqual({ expiresAt: new Date(2030, 2, 1, 23, 59, 59).toISOString() });
    // Today is still ahead until the day ends.
    expect(expiryOf('date', '2030-01-15', now)).toEqual({ expiresAt: new Date(2030, 0, 15, 23, 59, 59).toISOString() });
  });

  it('refuses a day that is missing, not a day, past, or too far ahead', () => {
    expect(expiryOf('date', '', now)).toEqual({ problem: 'dateRequired' });
    expect(expiryOf('date', '15.01.2031', now)).toEqual({ problem: 'dateRequired' });
    expect(expiryOf('date', '2030-02-30', now)).toEqual({ problem: 'dateRequired' });
    expect(expiryOf('date', '2030-01-14', now)).toEqual({ problem: 'datePast' });
    expect(expiryOf('date', dayOf(new Date(now.getTime() + (MAX_KEY_DAYS + 1) * 86_400_000)), now)).toEqual({ problem: 'dateTooFar' });
  });

  it('offers in the date input only days it takes', () => {
    const { min, max } = dayBounds(now);
    expect(min).toBe('2030-01-15');
    expect(expiryOf('date', min, now)).toHaveProperty('expiresAt');
    expect(expiryOf('date', max, now)).toHaveProperty('expiresAt');
  });
});

describe('a new key’s name', () => {
  it('has 1 to 80 characters, spaces around it aside', () => {
    expect(nameProblem('  club page ')).toBeNull();
    expect(nameProblem('   ')).toBe('nameRequired');
    expect(nameProblem('x'.repeat(80))).toBeNull();
    expect(nameProblem('x'.repeat(81))).toBe('nameTooLong');
  });
});

describe("the server's refusals", () => {
  it('are shown at the field they name', () => {
    expect(fieldOfRefusal('name')).toBe('name');
    expect(fieldOfRefusal('expiresAt')).toBe('expiry');
    expect(fieldOfRefusal('input')).toBeNull();
    expect(fieldOfRefusal(null)).toBeNull();
  });
});
