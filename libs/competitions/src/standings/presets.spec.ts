/**
 * The presets of the built-in games, as their rulesets declare them: each one passes its own
 * check, and its score names are exactly those the game's `outcome` produces (read from a real
 * state of each game). `presetOf` itself knows no game.
 */
import { konwoj } from '../../../rulesets/konwoj/src';
import { position } from '../../../rulesets/konwoj/src/testing';
import { solaris7 } from '../../../rulesets/solaris7/src';
import { Table as SolarisTable, sampleDuel } from '../../../rulesets/solaris7/src/testing';
import { vigilantPeace } from '../../../rulesets/vigilant-peace/src';
import { tableAt } from '../../../rulesets/vigilant-peace/src/testing';
import { warzone } from '../../../rulesets/warzone/src';
import { game } from '../../../rulesets/warzone/src/testing';
import type { Outcome } from '@app/rules';
import { RulesetRegistry } from '@app/rules';
import { duel } from '@app/rules/testing';
import { createRegistry } from '@app/rulesets';
import { scoringPreset } from '../competition/games';
import { checkScoring } from './catalogue';
import { presetOf } from './presets';
import { computeStandings } from './standings';

/** The built-in games, whose presets these tests read. */
const RULESETS = createRegistry();

const namesOf = (o: Outcome) => [...new Set(o.sides.flatMap((s) => Object.keys(s.scores)))].sort();

/** Solaris 7 adds team scores in team play (`team` is the team's number, not a score). */
const TEAM_PLAY: Record<string, string[]> = { solaris7: ['teamReputation', 'teamPointValue'] };

const outcomes: Array<[string, () => Outcome]> = [
  ['solaris7', () => solaris7.outcome(new SolarisTable(sampleDuel).state)],
  ['konwoj', () => konwoj.outcome(position({}).s)],
  ['warzone', () => warzone.outcome(game({ x: {} }, { y: {} }))],
  ['vigilant-peace', () => vigilantPeace.outcome(tableAt('A').s)],
];

describe('scoringPreset', () => {
  it.each(outcomes)('%s: the score names are those of the game’s outcome', (id, outcome) => {
    expect([...scoringPreset(id, RULESETS).scoreNames].sort()).toEqual([...namesOf(outcome()), ...(TEAM_PLAY[id] ?? [])].sort());
  });

  it.each(['solaris7', 'konwoj', 'warzone', 'vigilant-peace', 'some-other-game'])('%s: passes its own check and ranks an event', (id) => {
    const p = scoringPreset(id, RULESETS);
    expect(() => checkScoring(p.scoring, p.tieBreaks, p.scoreNames)).not.toThrow();
    const rows = computeStandings({
      players: [
        { id: 'a', name: 'a', seed: 1, dropped: false, droppedAfterRound: null },
        { id: 'b', name: 'b', seed: 2, dropped: false, droppedAfterRound: null },
      ],
      results: [{ round: 1, a: 'b', b: 'a', outcomeA: 'win', outcomeB: 'loss', played: true, scoresA: {}, scoresB: {} }],
      ...p,
      adjustments: [],
    });
    expect(rows.map((r) => r.playerId)).toEqual(['b', 'a']);
  });

  it('makes Solaris 7 rank wins, then reputation, Buchholz and the lower point value', () => {
    const p = scoringPreset('solaris7', RULESETS);
    expect(p.scoring).toMatchObject({ win: 3, draw: 1, loss: 0, bye: 3, primary: 'points' });
    expect(p.tieBreaks).toEqual(['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head']);
  });

  it('gives a default with no game scores for any other game', () => {
    const p = scoringPreset('chess960', RULESETS);
    expect(p.scoreNames).toEqual([]);
    expect(p.tieBreaks.every((t) => !t.startsWith('score:'))).toBe(true);
  });

  it('returns a fresh copy the organiser may edit', () => {
    const p = scoringPreset('warzone', RULESETS);
    p.tieBreaks.push('wins');
    p.scoring.secondary.push('modelsLeft');
    p.scoring.win = 2;
    expect(scoringPreset('warzone', RULESETS).tieBreaks).not.toContain('wins');
    expect(scoringPreset('warzone', RULESETS).scoring.secondary).not.toContain('modelsLeft');
    expect(scoringPreset('warzone', RULESETS).scoring.win).toBe(3);
  });

  it('does not read inherited keys as game ids', () => {
    expect(scoringPreset('constructor', RULESETS)).toEqual(scoringPreset('anything', RULESETS));
  });

  it('is what the ruleset declares, read from the registry the caller passes', () => {
    const scoring = {
      scoring: { win: 2, draw: 1, loss: 0, bye: 2, primary: 'points', secondary: ['goals'] },
      tieBreaks: ['score:goals', 'wins'],
    };
    const game = { ...duel, id: 'football', scores: [{ name: 'goals', description: 'goals scored', min: 0, integer: true }], scoring };
    expect(presetOf(game)).toEqual({ ...scoring, scoreNames: ['goals'] });
    expect(scoringPreset('football', new RulesetRegistry([game]))).toEqual({ ...scoring, scoreNames: ['goals'] });
    // The built-in games do not have a test game: it is unknown there, and gets the default.
    expect(scoringPreset('football', RULESETS)).toEqual(presetOf(undefined));
    expect(presetOf(duel)).toEqual(presetOf(undefined));
  });
});
