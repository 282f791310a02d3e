import { describe, expect, it } from 'vitest';
import { auditDetails, isKnownEventType, readActor } from './audit';

describe('the audit trail', () => {
  it('reads who acted, and anything else as unknown', () => {
    expect(readActor({ kind: 'organiser' })).toEqual({ kind: 'organiser' });
    expect(readActor({ kind: 'player', playerId: 'p3' })).toEqual({ kind: 'player', playerId: 'p3' });
    expect(readActor({ kind: 'player' })).toEqual({ kind: 'unknown' });
    expect(readActor('server')).toEqual({ kind: 'unknown' });
  });

  it('shows a ruling’s game, result, scores, ruler and reason', () => {
    const details = auditDetails('CompetitionResultReported', {
      game: 'r1-2',
      by: null,
      winner: 'p2',
      draw: false,
      scores: { p2: { reputation: 80 }, p1: { reputation: 'x' } },
      reason: '  judge saw it ',
    });
    expect(details).toEqual([
      { key: 'game', game: 'r1-2' },
      { key: 'winner', playerId: 'p2' },
      { key: 'scores', scores: { p2: { reputation: 80 } } },
      { key: 'byOrganiser' },
      { key: 'reason', text: 'judge saw it' },
    ]);
  });

  it('shows adjustments, time given and registrations by their facts', () => {
    expect(auditDetails('PointsAdjusted', { playerId: 'p7', round: 3, points: -1, reason: 'late' })).toEqual([
      { key: 'player', playerId: 'p7' },
      { key: 'round', value: 3 },
      { key: 'points', value: -1 },
      { key: 'reason', text: 'late' },
    ]);
    expect(auditDetails('RoundClockExtended', { round: 2, game: null, ms: 240000, at: 'x', reason: 'judge call' })).toEqual([
      { key: 'round', value: 2 },
      { key: 'wholeRound' },
      { key: 'minutes', value: 4 },
      { key: 'reason', text: 'judge call' },
    ]);
    expect(auditDetails('PlayerRegistered', { playerId: 'p1', name: 'Anna', seed: 1 })).toEqual([{ key: 'name', text: 'Anna' }]);
    expect(auditDetails('RoundPaired', { round: 1, games: [{}, {}], repaired: false })).toEqual([
      { key: 'round', value: 1 },
      { key: 'games', value: 2 },
    ]);
  });

  it('shows the version of the game an event was created with, and each move to a newer one', () => {
    expect(
      auditDetails('CompetitionCreated', {
        competitionId: 'c1',
        kind: 'tournament',
        name: 'Spring Cup',
        rulesetId: 'solaris7',
        rulesetVersion: '1.1.0',
      }),
    ).toEqual([
      { key: 'name', text: 'Spring Cup' },
      { key: 'version', text: '1.1.0' },
    ]);
    // A log written before versions were recorded has none to show.
    expect(auditDetails('CompetitionCreated', { name: 'Old Cup', rulesetId: 'solaris7' })).toEqual([{ key: 'name', text: 'Old Cup' }]);
    expect(auditDetails('CompetitionRulesetChanged', { rulesetVersion: '1.1.1' })).toEqual([{ key: 'version', text: '1.1.1' }]);
    expect(auditDetails('CompetitionRulesetChanged', { rulesetVersion: '  ' })).toEqual([]);
  });

  it('says how round 1 was paired, that pairing it again drew anew, and the seed each draw revealed', () => {
    const seed = 'ab'.repeat(32);
    const draw = { method: 'random', draw: 1, commitment: 'cd'.repeat(32), order: ['p1', 'p2'] };
    expect(auditDetails('RoundPaired', { round: 1, games: [{}], repaired: false, firstRound: draw })).toEqual([
      { key: 'round', value: 1 },
      { key: 'pairing', method: 'random', again: false, draw: 1 },
      { key: 'games', value: 1 },
    ]);
    expect(auditDetails('RoundPaired', { round: 1, games: [], repaired: true, firstRound: { ...draw, draw: 2 } })).toContainEqual({
      key: 'pairing',
      method: 'random',
      again: true,
      draw: 2,
    });
    expect(
      auditDetails('RoundPaired', { round: 1, games: [], repaired: false, firstRound: { method: 'rating', order: [] } }),
    ).toContainEqual({ key: 'pairing', method: 'rating', again: false, draw: null });
    // A round 1 paired before methods were recorded, and a method the app does not know, say nothing of one.
    expect(auditDetails('RoundPaired', { round: 1, games: [], repaired: false }).map((d) => d.key)).toEqual(['round', 'games']);
    expect(auditDetails('RoundPaired', { round: 1, games: [], firstRound: { method: 'coin' } }).map((d) => d.key)).toEqual([
      'round',
      'games',
    ]);
    expect(auditDetails('PairingSeedRevealed', { round: 1, draw: 1, seed, commitment: 'cd'.repeat(32), next: 'ef'.repeat(32) })).toEqual([
      { key: 'seedRevealed', round: 1, seed },
      { key: 'nextCommitment', text: 'ef'.repeat(32) },
    ]);
    expect(auditDetails('CompetitionCreated', { name: 'Draw Open', pairingSeedCommitment: 'cd'.repeat(32) })).toEqual([
      { key: 'name', text: 'Draw Open' },
      { key: 'commitment', text: 'cd'.repeat(32) },
    ]);
    expect(auditDetails('PairingSeedCommitted', { draw: 1, commitment: 'cd'.repeat(32) })).toEqual([
      { key: 'commitment', text: 'cd'.repeat(32) },
    ]);
    // What anyone but the organiser sees of a reveal before its round is published: its round alone.
    expect(auditDetails('PairingSeedRevealed', { round: 1 })).toEqual([]);
  });

  it('shows a fixed table, its freeing, and a seed set', () => {
    expect(auditDetails('PlayerTableFixed', { playerId: 'p2', table: 4 })).toEqual([
      { key: 'player', playerId: 'p2' },
      { key: 'table', table: 4 },
    ]);
    expect(auditDetails('PlayerTableFixed', { playerId: 'p2', table: null })).toContainEqual({ key: 'table', table: null });
    expect(auditDetails('PlayerSeeded', { playerId: 'p2', seed: 3 })).toEqual([
      { key: 'player', playerId: 'p2' },
      { key: 'seed', value: 3 },
    ]);
    expect(isKnownEventType('PairingSeedRevealed')).toBe(true);
  });

  it('names known event types in words and leaves others as they are', () => {
    expect(isKnownEventType('GameLossIssued')).toBe(true);
    expect(isKnownEventType('CompetitionRulesetChanged')).toBe(true);
    expect(isKnownEventType('SomethingNew')).toBe(false);
    expect(auditDetails('SomethingNew', null)).toEqual([]);
  });
});
