import { outcomeOf } from './victory';
import { activate, apply, game, order, roll } from './testing';
import type { Options } from './schema';
import type { WarzoneState } from './state';

const pistol = { id: 'pistol', name: 'Pistol', cc: 1, melee: false, dmg: 10, range: 12, closeRange: 4, mediumRange: 8 };

/** Turn 1: A's shooter kills B's `v` (20 points) and B's `w` stays; the match is then at `A` or `B`. */
function afterKill(options: Partial<Options>): WarzoneState {
  let s = game({ a: { rs: 20, weapons: [pistol], points: 15 } }, { v: { armour: 5, points: 20 }, w: { points: 30 } }, options);
  s = activate(s, 'A', 'a');
  s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 'v', distance: 3, nearest: ['v', 'w'] });
  s = roll(s, 5);
  s = roll(s, 15);
  expect(s.models.v.removed).toBe(true);
  return order(s, 'A', { type: 'endActivation' });
}

describe('warzone victory options (digest §6.2)', () => {
  it('maxTurns and victory "points": after the last turn the side that destroyed more points wins', () => {
    let s = afterKill({ maxTurns: 1 });
    s = activate(s, 'B', 'w');
    s = order(s, 'B', { type: 'endActivation' });
    expect(s.result).toEqual({ winner: 'A', reason: 'turn 1 was the last (victory points 20–0)' });
    expect(outcomeOf(s).sides).toEqual([
      { side: 'A', result: 'win', scores: { victoryPoints: 20, modelsLeft: 1 } },
      { side: 'B', result: 'loss', scores: { victoryPoints: 0, modelsLeft: 1 } },
    ]);
  });

  it('victory "draw": the turn limit ends the match drawn, whatever was destroyed', () => {
    let s = afterKill({ maxTurns: 1, victory: 'draw' });
    s = activate(s, 'B', 'w');
    s = order(s, 'B', { type: 'endActivation' });
    expect(s.result?.winner).toBeNull();
    expect(outcomeOf(s).draw).toBe(true);
  });

  it('annihilation: a side with no model left loses at once; switched off, play goes on to the turn limit', () => {
    const kill = (options: Partial<Options>) => {
      let s = game({ a: { rs: 20, weapons: [pistol] } }, { v: { armour: 5, points: 20 } }, options);
      s = activate(s, 'A', 'a');
      s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'pistol', target: 'v', distance: 3, nearest: ['v'] });
      return roll(roll(s, 5), 15);
    };
    expect(kill({}).result).toEqual({ winner: 'A', reason: 'B has no model left' });
    let s = kill({ annihilation: false, maxTurns: 2 });
    expect(s.result).toBeNull();
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.turn).toBe(2);
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'endActivation' });
    expect(s.result).toEqual({ winner: 'A', reason: 'turn 2 was the last (victory points 20–0)' });
  });

  it('a concession gives the other side the win', () => {
    const s = apply(afterKill({}), { type: 'MatchConceded', data: { side: 'A' } });
    expect(s.result).toEqual({ winner: 'B', reason: 'A conceded' });
  });

  it('timeExpired "points" decides by points destroyed; "draw" draws', () => {
    const byPoints = apply(afterKill({}), { type: 'TimeExpired', data: { clock: 'match' } });
    expect(byPoints.result).toEqual({ winner: 'A', reason: 'time expired' });
    const drawn = apply(afterKill({ timeExpired: 'draw' }), { type: 'TimeExpired', data: { clock: 'round' } });
    expect(drawn.result).toEqual({ winner: null, reason: 'time expired' });
  });
});
