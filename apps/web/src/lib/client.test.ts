import { describe, expect, it } from 'vitest';
import { CSRF_HEADERS, requestOptions, seatRequestOptions } from './client';

describe('what the client sends', () => {
  it('sends the session cookie of this origin and the CSRF header, never a token of its own', () => {
    const options = requestOptions();
    expect(options.credentials).toBe('same-origin');
    expect(options.headers).toEqual(CSRF_HEADERS);
    expect(Object.keys(options.headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('asks as the tab’s seat with the tab’s key, and keeps the CSRF header', () => {
    const options = seatRequestOptions('k'.repeat(43));
    expect(options.credentials).toBe('same-origin');
    expect(options.headers).toEqual({ ...CSRF_HEADERS, 'X-Seat-Key': 'k'.repeat(43) });
  });
});
