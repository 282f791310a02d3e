/** The tie-break catalogue, and the typed refusals of bad configurations and bad input. */
import type { GameResult, ScoringConfig, StandingsInput } from '../types';
import { checkScoring, tieBreakCatalogue } from './catalogue';
import { StandingsError } from './errors';
import { computeStandings } from './standings';
import { LANGUAGES, textsIn } from './tie-breaks';

const SCORING: ScoringConfig = { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: [] };
const NAMES = ['reputation', 'pointValue'];

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(StandingsError);
    return (e as StandingsError).code;
  }
  throw new Error('expected a StandingsError');
}

describe('tieBreakCatalogue', () => {
  it('lists every fixed tie-break and three for each game score', () => {
    const ids = tieBreakCatalogue(NAMES).map((t) => t.id);
    expect(ids).toEqual([
      'buchholz',
      'buchholz-cut1',
      'median-buchholz',
      'sonneborn-berger',
      'sos',
      'soos',
      'omw',
      'gw',
      'ogw',
      'head-to-head',
      'progressive',
      'wins',
      'score:pointValue',
      'score:pointValue:low',
      'score:margin:pointValue',
      'score:reputation',
      'score:reputation:low',
      'score:margin:reputation',
    ]);
  });

  it('gives every entry a name and a description, and every id passes the check', () => {
    const all = tieBreakCatalogue(NAMES);
    for (const t of all)
      for (const language of LANGUAGES) {
        const words = textsIn(t, language);
        expect(words.name.length).toBeGreaterThan(0);
        expect(words.description.length).toBeGreaterThan(20);
      }
    // All at once cannot be listed (a score both ways is a repeat); each one alone passes.
    for (const t of all) expect(() => checkScoring(SCORING, [t.id], NAMES)).not.toThrow();
  });
});

describe('checkScoring', () => {
  it('accepts a good configuration', () => {
    expect(() =>
      checkScoring(
        { ...SCORING, primary: 'reputation', secondary: ['pointValue', 'margin:reputation'] },
        ['score:reputation', 'buchholz', 'score:pointValue:low'],
        NAMES,
      ),
    ).not.toThrow();
  });

  it.each([
    ['a misspelt tie-break', SCORING, ['buchholtz'], 'UNKNOWN_TIE_BREAK'],
    ['an empty score name', SCORING, ['score:'], 'UNKNOWN_TIE_BREAK'],
    ['a score tie-break the game lacks', SCORING, ['score:victoryPoints'], 'UNKNOWN_SCORE'],
    ['a margin of a score the game lacks', SCORING, ['score:margin:victoryPoints'], 'UNKNOWN_SCORE'],
    ['a primary score the game lacks', { ...SCORING, primary: 'victoryPoints' }, [], 'UNKNOWN_SCORE'],
    ['a secondary score the game lacks', { ...SCORING, secondary: ['kills'] }, [], 'UNKNOWN_SCORE'],
    ['a tie-break listed twice', SCORING, ['buchholz', 'sos', 'buchholz'], 'DUPLICATE_TIE_BREAK'],
    ['a score listed both ways', SCORING, ['score:reputation', 'score:reputation:low'], 'DUPLICATE_TIE_BREAK'],
    ['negative points', { ...SCORING, loss: -1 }, [], 'BAD_POINTS'],
    ['points that are not a number', { ...SCORING, win: NaN }, [], 'BAD_POINTS'],
    ['infinite points', { ...SCORING, bye: Infinity }, [], 'BAD_POINTS'],
  ] as Array<[string, ScoringConfig, string[], string]>)('refuses %s', (_, scoring, tieBreaks, code) => {
    expect(codeOf(() => checkScoring(scoring, tieBreaks, NAMES))).toBe(code);
  });
});

describe('computeStandings refuses bad input with a typed error', () => {
  const g = (over: Partial<GameResult> = {}): GameResult => ({
    round: 1,
    a: 'A',
    b: 'B',
    outcomeA: 'win',
    outcomeB: 'loss',
    played: true,
    scoresA: {},
    scoresB: {},
    ...over,
  });
  const base: StandingsInput = {
    players: ['A', 'B', 'C'].map((id, i) => ({ id, name: id, seed: i + 1, dropped: false, droppedAfterRound: null })),
    results: [g()],
    scoring: SCORING,
    tieBreaks: ['buchholz'],
    adjustments: [],
  };

  it('accepts the base input', () => {
    expect(computeStandings(base)).toHaveLength(3);
  });

  it.each([
    ['an unknown tie-break', { tieBreaks: ['koya'] }, 'UNKNOWN_TIE_BREAK'],
    ['a repeated tie-break', { tieBreaks: ['sos', 'sos'] }, 'DUPLICATE_TIE_BREAK'],
    ['negative points', { scoring: { ...SCORING, draw: -0.5 } }, 'BAD_POINTS'],
    ['a malformed primary score', { scoring: { ...SCORING, primary: 'margin:' } }, 'UNKNOWN_SCORE'],
    ['a player listed twice', { players: [...base.players, base.players[0]] }, 'DUPLICATE_PLAYER'],
    ['a seed that is not a number', { players: [{ ...base.players[0], seed: NaN }, ...base.players.slice(1)] }, 'BAD_SEED'],
    ['a result naming a stranger', { results: [g({ b: 'Z' })] }, 'UNKNOWN_PLAYER'],
    ['a round 0', { results: [g({ round: 0 })] }, 'BAD_ROUND'],
    ['a round 1.5', { results: [g({ round: 1.5 })] }, 'BAD_ROUND'],
    ['a negative throughRound', { throughRound: -1 }, 'BAD_ROUND'],
    ['two results of a player in a round', { results: [g(), g({ b: 'C' })] }, 'DUPLICATE_RESULT'],
    ['a bye and a game in one round', { results: [g(), g({ b: null })] }, 'DUPLICATE_RESULT'],
    ['a player meeting themself', { results: [g({ b: 'A' })] }, 'SELF_PAIRING'],
    ['two winners of a game played', { results: [g({ outcomeB: 'win' })] }, 'INCONSISTENT_RESULT'],
    ['a played game lost by both', { results: [g({ outcomeA: 'loss', outcomeB: 'loss' })] }, 'INCONSISTENT_RESULT'],
    ['an outcome that is none', { results: [g({ outcomeA: 'victory' as never })] }, 'INCONSISTENT_RESULT'],
    ['a score that is not a number', { results: [g({ scoresA: { vp: NaN } })] }, 'BAD_SCORE'],
    ['an adjustment of a stranger', { adjustments: [{ playerId: 'Z', round: null, points: 1, reason: 'x' }] }, 'UNKNOWN_PLAYER'],
    [
      'an adjustment that is not a number',
      { adjustments: [{ playerId: 'A', round: null, points: Infinity, reason: 'x' }] },
      'BAD_ADJUSTMENT',
    ],
    ['an adjustment in round 0', { adjustments: [{ playerId: 'A', round: 0, points: 1, reason: 'x' }] }, 'BAD_ROUND'],
    ['results that are not a list', { results: null as never }, 'BAD_INPUT'],
    ['a result that is not an object', { results: [null as never] }, 'BAD_INPUT'],
    ['a player without an id', { players: [{ name: 'x' } as never] }, 'BAD_INPUT'],
    ['tie-breaks that are not a list', { tieBreaks: 'buchholz' as never }, 'BAD_INPUT'],
    ['secondary scores that are not a list', { scoring: { ...SCORING, secondary: undefined as never } }, 'BAD_INPUT'],
    ['an adjustment that is not an object', { adjustments: [7 as never] }, 'BAD_INPUT'],
  ] as Array<[string, Partial<StandingsInput>, string]>)('refuses %s', (_, over, code) => {
    expect(codeOf(() => computeStandings({ ...base, ...over }))).toBe(code);
  });

  it('accepts an unplayed pairing lost by both (a double forfeit)', () => {
    expect(() => computeStandings({ ...base, results: [g({ outcomeA: 'loss', outcomeB: 'loss', played: false })] })).not.toThrow();
  });

  it('checks results beyond throughRound too (a bad result is refused whatever the view)', () => {
    expect(codeOf(() => computeStandings({ ...base, throughRound: 1, results: [g(), g({ round: 2, b: 'Z' })] }))).toBe('UNKNOWN_PLAYER');
  });
});
