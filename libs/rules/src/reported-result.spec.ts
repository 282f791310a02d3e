import type { GameEvent, MatchCreatedData, MatchEvent, ResultEvent } from './events';
import { apply, decide, outcomeOf, pendingOf, replay, ReplayError, startMatch, type MatchState } from './match';
import { RulesetRegistry } from './registry';
import type { Actor, Ruleset } from './ruleset';
import { testMatchCreated } from './testing/created';
import { duel, type DuelState } from './testing/duel';
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

/** Duel with declared scores, as the built-in games declare theirs. */
const scoredDuel: Ruleset<DuelState> = {
  ...duel,
  id: 'scored-duel',
  scores: [
    { name: 'damageDealt', description: 'damage dealt', min: 0, max: 600, integer: true, rule: 'duel §2' },
    { name: 'victoryPoints', description: 'victory points', min: 0, max: 20, integer: true },
  ],
};
const scoredRegistry = new RulesetRegistry([scoredDuel]);
const scoredCreated: MatchCreatedData = testMatchCreated(scoredDuel, { setup: { health: 10 } });

describe('kernel: the scores of a reported result', () => {
  function scored(): MatchState {
    const m = startMatch(scoredRegistry, scoredCreated);
    if (isViolation(m)) throw new Error(m.message);
    return m;
  }
  /** Refused, with the match left as it was: decide gives nothing to append. */
  function refusedScore(m: MatchState, event: ResultEvent, actor: Actor): RuleViolation {
    const before = JSON.stringify(m);
    const v = refused(m, event, actor);
    expect(JSON.stringify(m)).toBe(before);
    return v;
  }
  const lots = { A: { victoryPoints: 'lots' } } as unknown as Record<string, Record<string, number>>;

  it('refuses a score that is not a number, from a player or the organiser, naming its path', () => {
    for (const [side, actor] of [
      ['A', A],
      [null, organiser],
    ] as const) {
      const v = refusedScore(scored(), report(side, 'A', lots), actor);
      expect(v).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A.victoryPoints', rule: 'result' });
      expect(v.message).toBe('score victoryPoints of side A must be a whole number from 0 to 20, not the text "lots"');
    }
    // Nothing was reported, so there is nothing to confirm.
    expect(refused(scored(), confirm('B'), B).code).toBe('NO_REPORT');
  });

  it('refuses names the game does not have and values out of its bounds', () => {
    expect(refusedScore(scored(), report('A', 'A', { A: { reputation: 80 } }), A)).toMatchObject({
      code: 'UNKNOWN_SCORE',
      field: 'scores.A.reputation',
    });
    expect(refusedScore(scored(), report('A', 'A', { B: { damageDealt: -1 } }), A)).toMatchObject({
      code: 'BAD_SCORE',
      field: 'scores.B.damageDealt',
      message: expect.stringContaining('(duel §2), not -1'),
    });
    expect(refusedScore(scored(), report('A', 'A', { A: { victoryPoints: 21 } }), A)).toMatchObject({ code: 'BAD_SCORE' });
    expect(refusedScore(scored(), report('A', 'A', { A: { victoryPoints: 2.5 } }), A)).toMatchObject({ code: 'BAD_SCORE' });
    expect(refusedScore(scored(), report(null, 'A', { A: { victoryPoints: NaN } }), organiser)).toMatchObject({ code: 'BAD_SCORE' });
  });

  it('settles a report whose scores are the game’s, within bounds', () => {
    let m = run(scored(), report('A', 'A', { A: { victoryPoints: 20, damageDealt: 7 }, B: { victoryPoints: 0 } }), A);
    m = run(m, confirm('B'), B);
    expect(outcomeOf(m).sides.map((s) => s.scores)).toEqual([
      { damageDealt: 7, victoryPoints: 20 },
      { damageDealt: 0, victoryPoints: 0 },
    ]);
  });

  it('a game that declares no scores takes any name, but only finite numbers', () => {
    expect(run(begin(), report('A', 'A', { A: { tricks: 2 } }), A).report?.scores).toEqual({ A: { tricks: 2 } });
    expect(refused(begin(), report('A', 'A', lots), A)).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A.victoryPoints' });
  });

  it('a validated replay (an imported log) refuses a logged report with a bad score; a plain replay folds it as stored', () => {
    const events: MatchEvent[] = [{ type: 'MatchCreated', data: scoredCreated }, report('A', 'A', lots), confirm('B')];
    expect(() => replay(scoredRegistry, events, { validate: true })).toThrow(ReplayError);
    try {
      replay(scoredRegistry, events, { validate: true });
    } catch (e) {
      expect(e).toMatchObject({ eventNumber: 2, violation: { code: 'BAD_SCORE', field: 'scores.A.victoryPoints' } });
    }
    expect(replay(scoredRegistry, events).version).toBe(3);
  });
});
