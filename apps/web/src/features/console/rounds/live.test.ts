import { describe, expect, it } from 'vitest';
import { newest } from './live';

describe('the newest view of a competition', () => {
  it('is the one with the highest version, the first on a tie, none without any', () => {
    const query = { version: 4, from: 'query' };
    const live = { version: 6, from: 'live' };
    const answer = { version: 6, from: 'answer' };
    expect(newest(query, live, answer)).toBe(live);
    expect(newest(query, null, undefined)).toBe(query);
    expect(newest(undefined, { version: 0, from: 'x' })).toEqual({ version: 0, from: 'x' });
    expect(newest()).toBeNull();
  });
});
