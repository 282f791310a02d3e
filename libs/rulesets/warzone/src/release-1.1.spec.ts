/**
 * The three decisions warzone 1.1.0 changes from 1.0.1 (docs/rulesets/warzone.md, Versions):
 * each test fails on 1.0.1's behaviour.
 */
import { pendingOf } from './ruleset';
import { activate, game, order, refusedOrder, roll } from './testing';
import type { WarzoneState } from './state';

describe('warzone 1.1.0: what changed from 1.0.1', () => {
  it('P3 L335, P2 L86: a model in Firing Position disengages at most half its MV', () => {
    // A takes MP; B charges it and misses; next turn A disengages.
    let s = game({ a: { mv: 4 } }, { t: { mv: 4 } }, { naturals: false });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'posture', model: 'a', to: 'mp' });
    s = order(s, 'A', { type: 'endActivation' });
    s = activate(s, 'B', 't');
    s = order(s, 'B', { type: 'charge', model: 't', target: 'a', distance: 2, nearest: ['a'] });
    s = roll(s, 19); // the charge misses
    s = order(s, 'B', { type: 'endActivation' });
    expect(s.models.a.engaged).toEqual(['t']);
    s = activate(s, 'A', 'a');
    const r = refusedOrder(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 3 });
    expect([r.code, r.rule]).toEqual(['TOO_FAR', 'warzone P3 L335']);
    s = order(s, 'A', { type: 'disengage', model: 'a', opponent: 't', inches: 2 });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'disengage' });
  });

  it('P3 L308: a waiting model may spend its reserved action on a Drop down during an enemy Charge', () => {
    let s = game({ w: {}, x: {} }, { c: {} }, { naturals: false });
    s = activate(s, 'A', 'w');
    s = order(s, 'A', { type: 'wait', model: 'w' });
    s = activate(s, 'B', 'c');
    s = order(s, 'B', { type: 'charge', model: 'c', target: 'x', distance: 3, nearest: ['x'] });
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['A'] });
    s = order(s, 'A', { type: 'interrupt', model: 'w', atInches: 1, order: { type: 'dropDown', height: 1, landing: 1 } });
    expect(s.models.w.waiting).toBe(false);
    expect(s.models.w.moved).toBe(true);
    // The charged model itself still escapes only by Flee (A60).
    let t = game({ x: {} }, { c: {} }, { naturals: false });
    t = activate(t, 'A', 'x');
    t = order(t, 'A', { type: 'wait', model: 'x' });
    t = activate(t, 'B', 'c');
    t = order(t, 'B', { type: 'charge', model: 'c', target: 'x', distance: 3, nearest: ['x'] });
    const r = refusedOrder(t, 'A', { type: 'interrupt', model: 'x', atInches: 1, order: { type: 'dropDown', height: 1, landing: 1 } });
    expect(r.code).toBe('USE_FLEE');
  });

  it('P2 L208–210: a fall from a failed Climb strikes the models where it lands; they test LD − the faller’s Size', () => {
    let s: WarzoneState = game({ a: { mv: 4, actions: 3 }, f: { ld: 10 } }, { t: {} }, { naturals: false });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'climb', model: 'a', height: 3, inches: 2, atLandingSpot: ['f'] });
    s = order(s, 'A', { type: 'climb', model: 'a', height: 3, inches: 1, atLandingSpot: ['f'] });
    expect(pendingOf(s)).toMatchObject({ purpose: 'climb test' });
    s = roll(s, 18); // falls from 3", above its Size 2
    // The faller's own armour test first, then the struck model's LD test (as for a Drop down).
    expect(s.tasks.map((t) => t.k)).toEqual(['fallAvoid', 'armour']);
    s = roll(s, 1);
    expect(pendingOf(s)).toMatchObject({ purpose: 'fall avoidance', side: 'A' });
    s = roll(s, 9); // 9 > LD 10 − Size 2: struck
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'f', dmg: 8, source: 'fall' })]);
  });

  it('P2 L208–210: a fall into the gap of a failed Jump strikes the models below', () => {
    let s: WarzoneState = game({ a: { mv: 4 } }, { t: {} }, { naturals: false });
    s = activate(s, 'A', 'a');
    s = order(s, 'A', { type: 'jump', model: 'a', gap: 3, depth: 4, landing: 3, atLandingSpot: ['t'] });
    s = roll(s, 19); // falls 4" into the gap
    expect(s.tasks.map((t) => t.k)).toEqual(['fallAvoid', 'armour']);
    s = roll(s, 1); // the jumper's armour holds
    expect(pendingOf(s)).toMatchObject({ purpose: 'fall avoidance', side: 'B' });
    s = roll(s, 1); // avoided
    expect(s.tasks).toEqual([]);
  });
});
