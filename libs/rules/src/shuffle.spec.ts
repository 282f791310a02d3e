import fc from 'fast-check';
import { checkRoll, orderByDice, shuffleDice } from './dice';
import type { DieResult } from './events';

const die = (sides: number, value: number): DieResult => ({ sides, value });

describe('shuffles decided by dice', () => {
  it('a shuffle of n cards rolls a dn, a d(n-1), … down to a d2', () => {
    expect(shuffleDice(4)).toEqual([
      { count: 1, sides: 4 },
      { count: 1, sides: 3 },
      { count: 1, sides: 2 },
    ]);
    expect(shuffleDice(1)).toEqual([]);
    expect(shuffleDice(0)).toEqual([]);
  });

  it('every combination of dice gives a different order, so each order is equally likely', () => {
    const seen = new Set<string>();
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 3; b++)
        for (let c = 1; c <= 2; c++) seen.add(orderByDice(['w', 'x', 'y', 'z'], [die(4, a), die(3, b), die(2, c)]).join(''));
    expect(seen.size).toBe(24);
  });

  it('gives a permutation of the cards, the same one for the same dice', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 40 })
          .chain((n) => fc.tuple(fc.constant(n), fc.tuple<number[]>(...shuffleDice(n).map((g) => fc.integer({ min: 1, max: g.sides }))))),
        ([n, values]) => {
          const cards = Array.from({ length: n }, (_, i) => `C${i}`);
          const dice = shuffleDice(n).map((g, i) => die(g.sides, values[i]));
          const order = orderByDice(cards, dice);
          expect([...order].sort()).toEqual([...cards].sort());
          expect(orderByDice(cards, dice)).toEqual(order);
        },
      ),
    );
  });

  it('refuses a shuffle with the wrong number of dice', () => {
    expect(() => orderByDice(['a', 'b', 'c'], [die(3, 1)])).toThrow(RangeError);
  });

  it('a roll only the server may make is refused when a player reports it', () => {
    const pending = {
      kind: 'roll' as const,
      side: null,
      purpose: 'shuffle',
      dice: shuffleDice(3),
      prompt: 'shuffle',
      rule: 'konwoj p.3',
      server: true,
    };
    const dice = [die(3, 2), die(2, 1)];
    expect(checkRoll(pending, dice, null, 'shuffle', 'reported')).toMatchObject({ code: 'SERVER_ROLL_ONLY', rule: 'konwoj p.3' });
    expect(checkRoll(pending, dice, null, 'shuffle', 'server')).toBeNull();
  });
});
