import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  countByStatus,
  formFromScores,
  matchesFilter,
  outcomeInput,
  scoreField,
  scoreLines,
  scoreNames,
  scoresFromForm,
  settlementOf,
  startedRoundsNewestFirst,
  statusOf,
  type GameLike,
} from './games';
import { newest } from './live';
import { readScoring } from '../../../lib/scoring';
import { createI18n } from '../../../i18n';

const game = (over: Partial<GameLike> = {}): GameLike => ({ id: 'r1-1', round: 1, table: 1, a: 'p1', b: 'p2', status: 'open', ...over });

describe('the games at the results desk', () => {
  it('read their status, an unknown one as open so the organiser can still act on it', () => {
    expect(statusOf({ status: 'disputed' })).toBe('disputed');
    expect(statusOf({ status: 'cancelled' })).toBe('open');
  });

  it('are filtered by what waits for the organiser; a bye never waits', () => {
    const reported = game({ status: 'reported' });
    const bye = game({ b: null, table: 0, status: 'settled' });
    expect(matchesFilter(reported, 'reported')).toBe(true);
    expect(matchesFilter(reported, 'disputed')).toBe(false);
    expect(matchesFilter(bye, 'all')).toBe(true);
    expect(matchesFilter(bye, 'settled' as never)).toBe(false);
    expect(countByStatus([reported, bye, game({ status: 'disputed' }), game()])).toEqual({ open: 1, reported: 1, disputed: 1, settled: 0 });
  });

  it('come in the started rounds only, the current round first, games by table with the bye last', () => {
    const rounds = [
      {
        round: 1,
        started: true,
        games: [game({ id: 'b', table: 2 }), game({ id: 'bye', table: 0, b: null }), game({ id: 'a', table: 1 })],
      },
      { round: 2, started: true, games: [] },
      { round: 3, started: false, games: [game()] },
    ];
    const shown = startedRoundsNewestFirst(rounds);
    expect(shown.map((r) => r.round)).toEqual([2, 1]);
    expect(shown[1].games.map((g) => g.id)).toEqual(['a', 'b', 'bye']);
  });
});

describe('a result in the organiser’s form', () => {
  it('is a choice of winner or draw, and back', () => {
    const g = game();
    expect(choiceOf({ winner: 'p2', draw: false, scores: {} }, g)).toBe('b');
    expect(choiceOf({ winner: null, draw: true, scores: {} }, g)).toBe('draw');
    expect(choiceOf(null, g)).toBeNull();
    expect(outcomeInput('a', g)).toEqual({ winner: 'p1', draw: false });
    expect(outcomeInput('draw', g)).toEqual({ winner: null, draw: true });
  });

  it('asks for every score the event ranks on, a margin by the score it is made of', () => {
    const solaris = readScoring({ win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['reputation', 'pointValue'] });
    expect(scoreNames(solaris, ['score:reputation', 'buchholz', 'score:pointValue:low'])).toEqual(['reputation', 'pointValue']);
    const vigilant = readScoring({
      win: 3,
      draw: 1,
      loss: 0,
      bye: 3,
      primary: 'points',
      secondary: ['unitsDestroyed', 'margin:unitsDestroyed'],
    });
    expect(scoreNames(vigilant, ['buchholz-cut1', 'score:margin:unitsDestroyed', 'score:infantryLeft'])).toEqual([
      'unitsDestroyed',
      'infantryLeft',
    ]);
    const league = readScoring({ win: 3, draw: 1, loss: 0, bye: 3, primary: 'reputation' });
    expect(scoreNames(league, [])).toEqual(['reputation']);
  });

  it('sends only the scores given, and none at all when none was', () => {
    const form = formFromScores({ p1: { reputation: 80, extra: 'x' } }, ['p1', 'p2'], ['reputation', 'pointValue']);
    expect(form).toEqual({ p1: { reputation: 80, pointValue: null }, p2: { reputation: null, pointValue: null } });
    expect(scoresFromForm(form)).toEqual({ p1: { reputation: 80 } });
    expect(scoresFromForm(formFromScores(null, ['p1', 'p2'], ['reputation']))).toBeNull();
    expect(scoresFromForm({ p1: { reputation: Number.NaN } })).toBeNull();
  });

  it('shows a result’s scores line by line, first player then second', () => {
    expect(scoreLines({ p1: { reputation: 80 }, p2: { reputation: 0, pointValue: 40 } }, game())).toEqual([
      { name: 'reputation', a: 80, b: 0 },
      { name: 'pointValue', a: null, b: 40 },
    ]);
    expect(scoreLines('nonsense', game())).toEqual([]);
  });

  it('finds the score field a refusal names', () => {
    expect(scoreField('scores.p3.reputation')).toEqual({ player: 'p3', name: 'reputation' });
    expect(scoreField('scores.p3')).toBeNull();
    expect(scoreField(null)).toBeNull();
  });
});

describe('the newest reading', () => {
  it('is the one of the higher version, the push when they are equal', () => {
    const q = { version: 4, from: 'query' };
    const p = { version: 4, from: 'push' };
    expect(newest(q, p)).toBe(p);
    expect(newest({ version: 5, from: 'query' }, p)?.from).toBe('query');
    expect(newest(undefined, p)).toBe(p);
    expect(newest(q, undefined)).toBe(q);
    expect(newest(null, null)).toBeUndefined();
  });
});

describe('how a result came to be', () => {
  const draw = { winner: null, draw: true, scores: {} };
  const report = (status: string, outcome: { winner: string | null; draw: boolean } = draw) => ({
    by: 'p1',
    status,
    scores: {},
    ...outcome,
  });
  const settled = (by: string, outcome: { winner: string | null; draw: boolean } = draw) => ({ by, played: true, scores: {}, ...outcome });

  it('tells a report the organiser accepted from a ruling, though the API says “organiser” for both', () => {
    expect(settlementOf(game({ report: report('reported'), result: settled('organiser') }))).toBe('accepted');
    // The organiser changed the report: a ruling, not an acceptance.
    expect(settlementOf(game({ report: report('reported', { winner: 'p2', draw: false }), result: settled('organiser') }))).toBe('ruled');
    // A dispute ruled, even for the result reported.
    expect(settlementOf(game({ report: report('disputed'), result: settled('organiser') }))).toBe('ruled');
    expect(settlementOf(game({ report: null, result: settled('organiser', { winner: 'p1', draw: false }) }))).toBe('entered');
  });

  it('names the other sources, and nothing for an unsettled game or a source it does not know', () => {
    expect(settlementOf(game({ report: report('reported'), result: settled('confirmed') }))).toBe('confirmed');
    expect(settlementOf(game({ result: settled('engine') }))).toBe('engine');
    expect(settlementOf(game({ result: settled('game-loss', { winner: 'p2', draw: false }) }))).toBe('gameLoss');
    expect(settlementOf(game({ b: null, result: settled('bye', { winner: 'p1', draw: false }) }))).toBe('bye');
    expect(settlementOf(game({ result: null }))).toBeNull();
    expect(settlementOf(game({ result: settled('arbiter') }))).toBeNull();
  });

  it('is said in words that fit what happened: an accepted draw is not the organiser’s ruling', async () => {
    const en = (await createI18n('en')).getFixedT(null, 'results');
    const pl = (await createI18n('pl')).getFixedT(null, 'results');
    expect(en('resultSource.accepted', { reporter: 'Anna Nowak' })).toBe('reported by Anna Nowak, accepted by the organiser');
    expect(en('resultSource.ruled')).toBe("settled by the organiser's ruling");
    expect(pl('resultSource.accepted', { reporter: 'Anna Nowak' })).toBe('zgłosił(a) Anna Nowak, przyjął organizator');
  });
});
