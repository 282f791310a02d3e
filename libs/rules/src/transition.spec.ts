import type { GameEvent } from './events';
import { stepRuleset, transition, type GameTransition } from './transition';
import { isViolation, violation } from './violation';

/** A count to three: each order adds one; an order of 0 is refused; the clock ends it at once. */
interface Count {
  n: number;
  ended: boolean;
}
const count: GameTransition<Count, 'A' | 'B'> = {
  sides: ['A', 'B'],
  over: (s) => s.ended,
  overRule: 'count §9',
  order: (s, _side, order) => {
    if ((order as { add: number }).add === 0) return violation('count §1', 'add something', 'NOTHING');
    s.n += (order as { add: number }).add;
    return null;
  },
  roll: () => null,
  concede: (s) => void (s.ended = true),
  timeUp: (s) => void (s.ended = true),
  settle: (s) => void (s.ended = s.ended || s.n >= 3),
};
const add = (side: string, n: number): GameEvent => ({ type: 'OrderIssued', data: { side, order: { type: 'add', add: n } } });
const step = (s: Count, e: GameEvent) => transition(count, s, e);

describe('one transition for decide and evolve', () => {
  it('applies an order to a copy, then lets what follows by itself happen', () => {
    const start = { n: 2, ended: false };
    expect(step(start, add('A', 1))).toEqual({ n: 3, ended: true });
    expect(start).toEqual({ n: 2, ended: false });
  });

  it('refuses with the game’s rule, an unknown side, and anything after the end but the clock', () => {
    expect(step({ n: 0, ended: false }, add('A', 0))).toMatchObject({ code: 'NOTHING' });
    expect(step({ n: 0, ended: false }, add('C', 1))).toMatchObject({ code: 'UNKNOWN_SIDE' });
    const over = { n: 3, ended: true };
    expect(step(over, add('A', 1))).toMatchObject({ code: 'GAME_OVER', rule: 'count §9' });
    expect(step(over, { type: 'TimeExpired', data: { clock: 'match' } })).toBe(over);
  });

  it('decide keeps what the step accepts, evolve applies it, the clock is the game’s own event', () => {
    const rules = stepRuleset(step);
    const s = { n: 0, ended: false };
    expect(rules.decide(s, add('B', 2), { kind: 'player', side: 'B' })).toEqual([add('B', 2)]);
    expect(isViolation(rules.decide(s, add('B', 0), { kind: 'player', side: 'B' }))).toBe(true);
    expect(rules.evolve(s, add('B', 2))).toEqual({ n: 2, ended: false });
    expect(rules.onTimeExpired(s, 'round')).toEqual([{ type: 'TimeExpired', data: { clock: 'round', side: null } }]);
  });
});
