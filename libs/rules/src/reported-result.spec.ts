import type { GameEvent, MatchCreatedData, MatchEvent, ResultEvent } from './events';
import { apply, decide, outcomeOf, pendingOf, replay, startMatch, type MatchState } from './match';
import { RulesetRegistry } from './registry';
import type { Actor } from './ruleset';
import { testMatchCreated } from './testing/created';
import { duel } from './testing/duel';
import { isViolation, type RuleViolation } from './violation';

const registry = new RulesetRegistry([duel]);
const created: MatchCreatedData = testMatchCreated(duel, { setup: { health: 10 } });
const A: Actor = { kind: 'player', side: 'A' };
const B: Actor = { kind: 'player', side: 'B' };
const organiser: Actor = { kind: 'organiser' };
const report = (side: string | null, winner: string | null, scores?: Record<string, Record<string, number>>): ResultEvent => ({
  type: 'ResultReported',
  data: { side, winner, draw: winner === null, scores },
});
const confirm = (side: string | null): ResultEvent => ({ type: 'ResultConfirmed', data: { side } });
const dispute = (side: string): ResultEvent => ({ type: 'ResultDisputed', data: { side, reason: 'we drew' } });

function begin(): MatchState {
  const m = startMatch(registry, created);
  if (isViolation(m)) throw new Error(m.message);
  return m;
}

function run(m: MatchState, event: ResultEvent | GameEvent, actor: Actor): MatchState {
  const out = decide(m, event, actor);
  if (isViolation(out)) throw new Error(out.toString());
  return out.reduce(apply, m);
}

function refused(m: MatchState, event: ResultEvent | GameEvent, actor: Actor): RuleViolation {
  const out = decide(m, event, actor);
  if (!isViolation(out)) throw new Error(`expected a violation, got ${JSON.stringify(out)}`);
  return out;
}

describe('kernel: results reported from the table', () => {
  it('a report waits for the opponent; once confirmed the match is over with that result', () => {
    let m = run(begin(), report('A', 'A', { A: { victoryPoints: 12 } }), A);
    expect(outcomeOf(m).finished).toBe(false);
    m = run(m, confirm('B'), B);
    const outcome = outcomeOf(m);
    expect(outcome).toMatchObject({ finished: true, winner: 'A', draw: false, reason: 'reported result' });
    expect(outcome.sides).toEqual([
      { side: 'A', result: 'win', scores: { damageDealt: 0, victoryPoints: 12 } },
      { side: 'B', result: 'loss', scores: { damageDealt: 0 } },
    ]);
    expect(pendingOf(m).kind).toBe('none');
    expect(refused(m, { type: 'OrderIssued', data: { side: 'A', order: { type: 'strike' } } }, A).code).toBe('MATCH_ENDED');
    expect(refused(m, report('B', 'B'), B).code).toBe('RESULT_SETTLED');
  });

  it('the reporter cannot confirm or dispute their own report', () => {
    const m = run(begin(), report('A', 'A'), A);
    expect(refused(m, confirm('A'), A).code).toBe('OWN_REPORT');
    expect(refused(m, dispute('A'), A).code).toBe('OWN_REPORT');
  });

  it('a player cannot speak for the other side', () => {
    const m = run(begin(), report('A', 'A'), A);
    expect(refused(m, confirm('B'), A).code).toBe('NOT_YOUR_SIDE');
    expect(refused(begin(), report('B', 'A'), A).code).toBe('NOT_YOUR_SIDE');
  });

  it('a dispute leaves the match open until the organiser rules', () => {
    let m = run(run(begin(), report('A', 'A'), A), dispute('B'), B);
    expect(m.report?.status).toBe('disputed');
    expect(refused(m, confirm('B'), B).code).toBe('RESULT_DISPUTED');
    m = run(m, report(null, null), organiser);
    expect(outcomeOf(m)).toMatchObject({ finished: true, draw: true, winner: null, reason: 'result set by the organiser' });
  });

  it('the organiser may confirm a report directly', () => {
    const m = run(run(begin(), report('B', 'B'), B), confirm(null), organiser);
    expect(outcomeOf(m).winner).toBe('B');
  });

  it('refuses malformed results and reports without a report to answer', () => {
    expect(refused(begin(), { type: 'ResultReported', data: { side: 'A', winner: 'A', draw: true } }, A).code).toBe('BAD_RESULT');
    expect(refused(begin(), report('A', 'C'), A).code).toBe('UNKNOWN_SIDE');
    expect(refused(begin(), report('A', 'A', { C: { vp: 1 } }), A).code).toBe('UNKNOWN_SIDE');
    expect(refused(begin(), confirm('B'), B).code).toBe('NO_REPORT');
    expect(refused(run(begin(), report('A', 'A'), A), report('B', 'B'), B).code).toBe('RESULT_PENDING');
  });

  it('a match the engine finished keeps the engine’s result', () => {
    let m = begin();
    for (let i = 0; i < 2; i++) {
      m = run(m, { type: 'OrderIssued', data: { side: 'A', order: { type: 'strike' } } }, A);
      m = run(m, { type: 'DiceRolled', data: { side: 'A', purpose: 'damage', dice: [{ sides: 6, value: 6 }], source: 'reported' } }, A);
      if (outcomeOf(m).finished) break;
      m = run(m, { type: 'OrderIssued', data: { side: 'B', order: { type: 'strike' } } }, B);
      m = run(m, { type: 'DiceRolled', data: { side: 'B', purpose: 'damage', dice: [{ sides: 6, value: 1 }], source: 'reported' } }, B);
    }
    expect(outcomeOf(m).winner).toBe('A');
    expect(refused(m, report('B', 'B'), B).code).toBe('MATCH_ENDED');
  });

  it('replays a reported result, validating each event', () => {
    const events: MatchEvent[] = [{ type: 'MatchCreated', data: created }, report('A', 'A'), confirm('B')];
    const m = replay(registry, events, { validate: true });
    expect(outcomeOf(m).winner).toBe('A');
    const forged: MatchEvent[] = [{ type: 'MatchCreated', data: created }, report('A', 'A'), confirm('A')];
    expect(() => replay(registry, forged, { validate: true })).toThrow(/opponent/);
  });

  it('after a clock runs out, orders are refused with TIME_EXPIRED', () => {
    const m = run(begin(), { type: 'TimeExpired', data: { clock: 'match' } }, { kind: 'server' });
    expect(refused(m, { type: 'OrderIssued', data: { side: 'A', order: { type: 'strike' } } }, A).code).toBe('TIME_EXPIRED');
  });
});
