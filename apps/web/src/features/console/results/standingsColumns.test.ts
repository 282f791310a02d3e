import { describe, expect, it } from 'vitest';
import { scoreColumns } from './standingsColumns';

describe('the standings’ score columns', () => {
  const even = [
    { score: 6, points: 6 },
    { score: 3, points: 3 },
  ];

  it('are one column when the score is the tournament points and nobody has a bonus or a penalty', () => {
    expect(scoreColumns('points', even)).toEqual(['score']);
    expect(scoreColumns('points', [])).toEqual(['score']);
  });

  it('are two when they differ: a penalty, or a game score as the primary', () => {
    expect(scoreColumns('points', [...even, { score: 2, points: 3 }])).toEqual(['score', 'points']);
    expect(scoreColumns('reputation', even)).toEqual(['score', 'points']);
  });
});
