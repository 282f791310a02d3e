/**
 * The end of a match at match level [§2.13, End p.14, A38]: elimination and its reputation,
 * the time limit, agreement, concession, and the winner by RP, then lower point value, then
 * the roll-off.
 */
import type { GameEvent } from '@app/rules';
import { column, deployed, fieldSetup, initiative, testUnit, type Table } from './testing';

const killer = testUnit({ id: 'killer', points: 200, attack: [12] });
/** One click before the elimination symbols: a single damage point eliminates it (§2.13). */
const fragile = (points: number) => testUnit({ id: `fragile-${points}`, points, defense: [10], clicks: 1 });

const at = { killer: { hex: { x: 5, y: 5 }, facing: 6 }, victim: { hex: { x: 5, y: 9 }, facing: 0 } };

function shootToKill(victimProfile: string, cards: string[] = [], units = [killer, fragile(190), fragile(175)]): Table {
  const t = deployed(fieldSetup({ A: [['killer', 'killer']], B: [['victim', victimProfile, cards]], units }), at);
  initiative(t, ['killer', 'victim']);
  t.order('A', { type: 'Pass', unitId: 'killer' })
    .order('A', { type: 'Pass', unitId: 'killer' })
    .order('B', { type: 'Pass', unitId: 'victim' });
  t.order('A', { type: 'Ranged', unitId: 'killer', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'victim' }] } });
  t.order('B', { type: 'Pass', unitId: 'victim' }).roll(3, 3, 3);
  return t.order('B', { type: 'Pass', unitId: 'victim' }); // its own combat turn
}

const timeExpired: GameEvent = { type: 'TimeExpired', data: { clock: 'match', side: null } };

describe('Solaris VII elimination and reputation (§2.13, End p.14)', () => {
  it('§2.13, D9: the dial reaches the elimination symbols in the End phase; a 190-point unit eliminated by a 200-point one is worth 70 RP and ends the match', () => {
    const t = shootToKill('fragile-190');
    expect(t.unit('victim')).toMatchObject({ eliminated: true, eliminatedBy: 'killer', hex: null });
    expect(t.state.scores.A).toMatchObject({ rp: 70, eliminations: ['victim'] });
    // Only one side has units on the arena: the match ends at the end of the phase.
    expect(t.state.result).toEqual({ winner: 'A', winners: ['A'], draw: false, reason: 'elimination', decidedBy: 'rp' });
    expect(t.pending.kind).toBe('none');
    // The kernel's transition refuses it (at match level the kernel answers MATCH_ENDED first).
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'AgreeEnd' } } })).toMatchObject({
      code: 'GAME_OVER',
      rule: 'solaris7 End p.14',
    });
  });

  it('D9 End p.14: a unit of equal total value (175 + a 25-point card = 200) is worth 80 RP', () => {
    const t = shootToKill('fragile-175', ['sample-gear-targeting']);
    expect(t.unit('victim').points).toBe(200);
    expect(t.state.scores.A?.rp).toBe(80);
  });
});

describe('Solaris VII end of the match (End p.14, A38)', () => {
  const a200 = testUnit({ id: 'a200', points: 200 });
  const b210 = testUnit({ id: 'b210', points: 210 });
  const b200 = testUnit({ id: 'b200', points: 200 });
  const start = (bProfile: string, finishRoundOnTimeout = false) => {
    const t = deployed(fieldSetup({ A: [['a', 'a200']], B: [['b', bProfile]], units: [a200, b210, b200], finishRoundOnTimeout }), {
      a: { hex: { x: 5, y: 3 }, facing: 6 },
      b: { hex: { x: 5, y: 12 }, facing: 0 },
    });
    initiative(t, ['a', 'b']);
    return t.order('A', { type: 'Pass', unitId: 'a' });
  };

  it('A38: time out in the Movement phase: the phase is finished, then the match ends; heat still on the die is discarded', () => {
    const t = start('b210');
    t.order('A', { type: 'Move', unitId: 'a', path: column(5, 3, 5), facing: 6, run: true });
    t.apply(timeExpired);
    expect(t.state.result).toBeNull();
    t.order('B', { type: 'Pass', unitId: 'b' });
    // D10: 0–0 in RP; the side of lower point value (200 against 210) wins.
    expect(t.state.result).toEqual({ winner: 'A', winners: ['A'], draw: false, reason: 'timeExpired', decidedBy: 'points' });
    expect(t.log.filter((e) => e.type === 'PhaseEnded').pop()).toMatchObject({ phase: 'movement' });
    expect(t.unit('a')).toMatchObject({ heat: 0, heatDie: 1 });
  });

  it('A38 finishRoundOnTimeout: the round is played out, End phase included', () => {
    const t = start('b210', true);
    t.order('A', { type: 'Move', unitId: 'a', path: column(5, 3, 5), facing: 6, run: true });
    t.apply(timeExpired);
    t.order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.result).toBeNull();
    expect(t.state.phase).toBe('combat');
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.result).toMatchObject({ winner: 'A', reason: 'timeExpired', decidedBy: 'points' });
    expect(t.unit('a')).toMatchObject({ heat: 1, heatDie: 0 });
  });

  it('End p.14: the match ends when both sides agree, at the end of the phase; one side alone is not enough', () => {
    const t = start('b210');
    t.order('A', { type: 'AgreeEnd' });
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.result).toBeNull();
    t.order('B', { type: 'AgreeEnd' });
    expect(t.state.result).toBeNull();
    t.order('A', { type: 'Pass', unitId: 'a' }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.state.result).toEqual({ winner: 'A', winners: ['A'], draw: false, reason: 'agreed', decidedBy: 'points' });
  });

  it('D10 End p.14: equal RP and equal point values: each side rolls 1d6, equal dice roll again, the higher wins', () => {
    const t = start('b200');
    t.order('A', { type: 'AgreeEnd' }).order('B', { type: 'AgreeEnd' });
    t.order('A', { type: 'Move', unitId: 'a', path: [], facing: 6 }).order('B', { type: 'Pass', unitId: 'b' });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'tieBreak', side: 'A' });
    t.roll(3).roll(3);
    expect(t.state.result).toBeNull();
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'tieBreak', side: 'A' });
    t.roll(2).roll(5);
    expect(t.state.result).toEqual({ winner: 'B', winners: ['B'], draw: false, reason: 'agreed', decidedBy: 'rollOff' });
  });

  it('End p.14: a side that concedes loses at once', () => {
    const t = start('b210');
    t.apply({ type: 'MatchConceded', data: { side: 'A' } });
    expect(t.state.result).toEqual({ winner: 'B', winners: ['B'], draw: false, reason: 'concede', decidedBy: 'concede' });
  });
});
