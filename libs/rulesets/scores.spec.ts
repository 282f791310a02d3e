/**
 * The score declarations of the built-in games: well formed, and faithful to each game — every
 * outcome its rules reach (random legal play, the scripted samples) carries exactly declared
 * scores within their bounds, so the kernel never refuses what the game itself produces. And
 * the kernel refuses, on a real game, what no game produces.
 */
import {
  applyAt,
  checkScores,
  decide,
  isViolation,
  outcomeOf,
  startMatch,
  type Outcome,
  type Ruleset,
  type RuleViolation,
} from '@app/rules';
import { allRulesets, createRegistry } from '.';
import { konwoj, playRandomGame as playKonwoj, seeded } from './konwoj/src';
import { solaris7 } from './solaris7/src';
import { playRandomMatch, randomSetup } from './solaris7/src/random-play';
import { sampleMatchCreated, playScriptedMatch, vigilantPeace } from './vigilant-peace/src';
import { playRandomGame as playWarzone, SAMPLE_ARMIES, warzone } from './warzone/src';

/** The outcome's scores by side, without Solaris VII's team number (which is no score). */
function scoresOf(outcome: Outcome): Record<string, Record<string, number>> {
  return Object.fromEntries(
    outcome.sides.map((s) => [s.side, Object.fromEntries(Object.entries(s.scores).filter(([name]) => name !== 'team'))]),
  );
}

function fits(ruleset: Ruleset<any>, outcome: Outcome): RuleViolation | null {
  return checkScores(
    ruleset.scores,
    scoresOf(outcome),
    outcome.sides.map((s) => s.side),
  );
}

describe('score declarations of the built-in games', () => {
  it.each(allRulesets.map((r) => [r.id, r] as const))('%s declares its scores and its preset, well formed', (_id, r) => {
    expect(r.scores?.length).toBeGreaterThan(0);
    expect(r.scoring).toBeDefined();
    const names = r.scores!.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of r.scores!) {
      expect(s.description.length).toBeGreaterThan(0);
      expect(Number.isFinite(s.min)).toBe(true);
      if (s.max !== undefined) expect(Number.isFinite(s.max) && s.max >= s.min).toBe(true);
      if (s.integer) expect(Number.isInteger(s.min) && (s.max === undefined || Number.isInteger(s.max))).toBe(true);
      expect(s.rule?.startsWith(`${r.id} `)).toBe(true);
    }
  });

  it('Vigilant Peace: the scripted match keeps its scores within the declarations at every event', () => {
    const registry = createRegistry();
    let m = startMatch(registry, sampleMatchCreated());
    if (isViolation(m)) throw new Error(m.message);
    for (const e of playScriptedMatch()) {
      m = applyAt(m, e, undefined);
      expect(fits(vigilantPeace, outcomeOf(m))).toBeNull();
    }
    expect(outcomeOf(m).finished).toBe(true);
  });

  it('Konwój: random legal games keep their scores within the declarations', () => {
    for (const seed of [1, 2, 3]) {
      const t = playKonwoj({ deck: 'server' }, seeded(seed), (_before, after) => expect(fits(konwoj, konwoj.outcome(after))).toBeNull());
      expect(konwoj.outcome(t.state).finished).toBe(true);
    }
  });

  it('Warzone: random legal skirmishes keep their scores within the declarations', () => {
    for (const seed of [1, 2]) {
      const t = playWarzone(
        { armies: SAMPLE_ARMIES, environment: { type: 'none', level: 1 }, options: { maxTurns: 3 } },
        seeded(seed),
        (_before, after) => expect(fits(warzone, warzone.outcome(after))).toBeNull(),
      );
      expect(fits(warzone, warzone.outcome(t.state))).toBeNull();
    }
  });

  it('Solaris VII: random legal matches of two to four players, alone or in teams, keep their scores within the declarations', () => {
    for (const [players, teams, seed] of [
      [2, false, 1],
      [3, false, 2],
      [4, true, 3],
      [4, false, 4],
    ] as const) {
      const next = seeded(seed);
      const t = playRandomMatch(randomSetup(players, teams, true), next, 300, (_before, after) =>
        expect(fits(solaris7, solaris7.outcome(after))).toBeNull(),
      );
      expect(solaris7.outcome(t.state).finished).toBe(true);
    }
  });

  it('Vigilant Peace: the kernel refuses the "lots" report and a count beyond the units a side can field', () => {
    const registry = createRegistry();
    const m = startMatch(registry, sampleMatchCreated());
    if (isViolation(m)) throw new Error(m.message);
    const report = (scores: unknown) =>
      decide(
        m,
        { type: 'ResultReported', data: { side: 'A', winner: 'A', draw: false, scores: scores as Record<string, Record<string, number>> } },
        { kind: 'player', side: 'A' },
      );
    expect(report({ A: { infantryLeft: 'lots' } })).toMatchObject({
      code: 'BAD_SCORE',
      field: 'scores.A.infantryLeft',
      message: 'score infantryLeft of side A must be a whole number from 0 to 63, not the text "lots"',
    });
    expect(report({ B: { infantryLeft: 64 } })).toMatchObject({
      code: 'BAD_SCORE',
      field: 'scores.B.infantryLeft',
      message: expect.stringContaining('(vigilant-peace L65)'),
    });
    expect(report({ A: { victoryPoints: 12 } })).toMatchObject({ code: 'UNKNOWN_SCORE', field: 'scores.A.victoryPoints' });
    expect(report({ A: { infantryLeft: 3, damageDealt: 4.5 }, B: { unitsLost: 2 } })).toEqual([
      expect.objectContaining({ type: 'ResultReported' }),
    ]);
  });
});
