import { pendingOf, solaris7 } from './ruleset';
import { standardSampleMatch } from './samples';
import { playScriptedMatch } from './scripted-match';
import { Table } from './testing';

/** The script fed again, event by event, through the rules. */
function replayed(): Table {
  const t = new Table(standardSampleMatch);
  for (const e of playScriptedMatch()) t.apply(e);
  return t;
}

const logOf = (t: Table, type: string) => t.log.filter((e) => e.type === type);

describe('Solaris VII scripted standard match', () => {
  it('End p.14: the standard match plays through the rules to an elimination, the winner decided by reputation; replay equals play', () => {
    const t = replayed();
    expect(t.state.result).toEqual({ winner: 'A', winners: ['A'], draw: false, reason: 'elimination', decidedBy: 'rp' });
    expect(pendingOf(t.state).kind).toBe('none');
    expect(t.state.round).toBe(4);
    expect(t.state.scores).toEqual({
      A: { rp: 85, eliminations: ['lancer'], tokens: ['sample-token-a1'] },
      B: { rp: 12, eliminations: [], tokens: ['sample-token-b1'] },
    });
    expect(solaris7.outcome(t.state)).toMatchObject({
      finished: true,
      winner: 'A',
      reason: 'elimination (rp)',
      sides: [
        { side: 'A', result: 'win', scores: { reputation: 85, objectives: 1, eliminations: 1, unitsStanding: 1 } },
        { side: 'B', result: 'loss', scores: { reputation: 12, objectives: 1, eliminations: 0, unitsStanding: 0 } },
      ],
    });
    expect(t.replay()).toEqual(t.state);
  });

  it('the script is the same every time, and holds only orders and reported rolls, each by a named side', () => {
    const events = playScriptedMatch();
    expect(playScriptedMatch()).toEqual(events);
    for (const e of events) {
      expect(['OrderIssued', 'DiceRolled']).toContain(e.type);
      expect(['A', 'B']).toContain(e.data.side);
    }
  });

  it('§6.1–6.3: the first token on a centre hex, ranged hits destroy tokens for the RP of their symbol, replacements counted from a corner', () => {
    const t = replayed();
    expect(logOf(t, 'ObjectiveTokenPlaced').map((e) => [e.tokenId, e.hex])).toEqual([
      ['sample-token-a1', { x: 6, y: 7 }],
      // SW corner: 1 + 2 = 3 across, 1 + 1 + 2 = 4 along from the south edge of 14 rows.
      ['sample-token-b1', { x: 3, y: 11 }],
      // NE corner: 2 + 2 = 4 across from the east edge of 11 columns, 3 along.
      ['sample-token-a2', { x: 8, y: 3 }],
    ]);
    // a1 prefers ballistic (the brawler's primary), b1 energy (the lancer's): the full RP each.
    expect(logOf(t, 'ObjectiveDestroyed').map(({ tokenId, by, rp }) => ({ tokenId, by, rp }))).toEqual([
      { tokenId: 'sample-token-a1', by: 'A', rp: 15 },
      { tokenId: 'sample-token-b1', by: 'B', rp: 12 },
    ]);
    // §3.3.2: the lancer fired while in base contact with the brawler: a called shot.
    const shot = logOf(t, 'AttackResolved').find((e) => e.attackerId === 'lancer');
    expect(shot).toMatchObject({ targets: [{ id: 'sample-token-b1', modifiers: [{ code: 'CALLED', value: -1 }], hit: true }] });
  });

  it('§5.1, §3.2, A17: the charge deals 5 and pushes 2 back; the failed breakaway only turns; the End-phase elimination is credited 70 RP', () => {
    const t = replayed();
    const charge = logOf(t, 'DamageMarked').filter((e) => e.n === logOf(t, 'ChargeDeclared')[0].n + 1);
    expect(charge.map(({ unitId, amount }) => [unitId, amount])).toEqual([
      ['lancer', 5],
      ['brawler', 2],
    ]);
    expect(logOf(t, 'BreakawayRolled')).toMatchObject([{ unitId: 'lancer', die: 2, threshold: 3, success: false }]);
    expect(logOf(t, 'ReputationGained')).toMatchObject([{ side: 'A', rp: 70, for: 'lancer', by: 'brawler' }]);
    expect(t.unit('lancer')).toMatchObject({ eliminated: true, eliminatedBy: 'brawler', hex: null });
  });
});
