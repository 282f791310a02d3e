import { describe, expect, it } from 'vitest';
import { inTableOrder, scoreLine, type PairingGame } from './PairingsSlide';

const game = (table: number, result: PairingGame['result'] = null, b: string | null = 'b'): PairingGame => ({
  id: `g${table}`,
  key: `r1-${table}`,
  table,
  a: 'a',
  b,
  aName: 'Anna',
  bName: b ? 'Bartek' : null,
  result,
});

describe('the pairings on the projector', () => {
  it('list the tables in order, the bye after them', () => {
    expect(inTableOrder([game(3), game(0, null, null), game(1), game(2)]).map((g) => g.table)).toEqual([1, 2, 3, 0]);
  });

  it('write a settled result as halls do, and nothing while the game is played', () => {
    expect(scoreLine(game(1))).toBeNull();
    expect(scoreLine(game(1, { winner: 'a', draw: false }))).toBe('1–0');
    expect(scoreLine(game(1, { winner: 'b', draw: false }))).toBe('0–1');
    expect(scoreLine(game(1, { winner: null, draw: true }))).toBe('½–½');
  });
});
