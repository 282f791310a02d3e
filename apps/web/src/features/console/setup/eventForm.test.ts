import { describe, expect, it } from 'vitest';
import {
  checkEventForm,
  DEFAULT_FORM,
  keepOffered,
  leagueMisfits,
  move,
  presetTieBreaks,
  readSetup,
  tieBreakChoices,
  toCreateInput,
  withKind,
  type EventForm,
  type TieBreakOffer,
} from './eventForm';

/**
 * What the API offers for Warzone (`Ruleset.tieBreakOptions { id roundBound sameAs }`): the fixed
 * ones, those that count the rounds a player sat out marked, then its scores', most first and
 * fewest first the same.
 */
const ROUND_BOUND = new Set(['buchholz', 'buchholz-cut1', 'median-buchholz', 'sonneborn-berger', 'progressive']);
const fixed = (id: string): TieBreakOffer => ({ id, roundBound: ROUND_BOUND.has(id), sameAs: id });
const FIXED = [
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
].map(fixed);
const WARZONE: TieBreakOffer[] = [
  ...FIXED,
  { id: 'score:victoryPoints', roundBound: false, sameAs: 'score:victoryPoints' },
  { id: 'score:victoryPoints:low', roundBound: false, sameAs: 'score:victoryPoints' },
  { id: 'score:margin:victoryPoints', roundBound: false, sameAs: 'score:margin:victoryPoints' },
];
const SOLARIS = [
  ...FIXED,
  ...['reputation', 'pointValue'].flatMap((score): TieBreakOffer[] => [
    { id: `score:${score}`, roundBound: false, sameAs: `score:${score}` },
    { id: `score:${score}:low`, roundBound: false, sameAs: `score:${score}` },
    { id: `score:margin:${score}`, roundBound: false, sameAs: `score:margin:${score}` },
  ]),
];
const ids = (offers: readonly TieBreakOffer[]) => offers.map((o) => o.id);

const form = (changes: Partial<EventForm>): EventForm => ({ ...DEFAULT_FORM, name: 'Kraków Open', rulesetId: 'solaris7', ...changes });

describe('the new-event form', () => {
  it('needs only a name and a game: a published, rated three-round Swiss on paper, the rest from the game', () => {
    const f = form({});
    expect(checkEventForm(f)).toEqual({});
    expect(toCreateInput(f)).toEqual({
      name: 'Kraków Open',
      rulesetId: 'solaris7',
      kind: 'tournament',
      format: { kind: 'swiss', rounds: 3 },
      constraints: { clubMates: 'soft' },
      freshTables: true,
      play: { mode: 'paper' },
      published: true,
      rated: true,
      timing: { paperOutcome: 'report' },
    });
  });

  it('asks for the name and the game first', () => {
    expect(checkEventForm(DEFAULT_FORM)).toEqual({ name: 'required', rulesetId: 'required' });
    expect(checkEventForm(form({ name: '   ' }))).toEqual({ name: 'required' });
    expect(checkEventForm(form({ name: 'x'.repeat(81) }))).toEqual({ name: 'tooLong' });
  });

  it('sends each format with its own settings only', () => {
    expect(toCreateInput(form({ rounds: 5, topCut: 8 })).format).toEqual({ kind: 'swiss', rounds: 5, topCut: 8 });
    expect(toCreateInput(form({ rounds: null })).format).toEqual({ kind: 'swiss' });
    expect(toCreateInput(form({ format: 'round_robin', cycles: 2, rounds: 5 })).format).toEqual({ kind: 'round_robin', cycles: 2 });
    expect(toCreateInput(form({ format: 'single_elimination', thirdPlace: true })).format).toEqual({
      kind: 'single_elimination',
      thirdPlace: true,
    });
    expect(toCreateInput(form({ format: 'double_elimination', grandFinalReset: false })).format).toEqual({
      kind: 'double_elimination',
      grandFinalReset: false,
    });
    const league = withKind(form({ maxGamesPerPair: 2, maxGamesPerWeek: 3, roundMinutes: 90 }), 'league');
    const input = toCreateInput(league);
    expect(input.format).toEqual({ kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: 3 });
    // A league has no round clocks.
    expect(input.timing).toBeUndefined();
  });

  it('keeps format numbers within what the API takes', () => {
    expect(checkEventForm(form({ rounds: 0 }))).toEqual({ rounds: 'rounds' });
    expect(checkEventForm(form({ rounds: 31 }))).toEqual({ rounds: 'rounds' });
    expect(checkEventForm(form({ topCut: 1 }))).toEqual({ topCut: 'topCut' });
    expect(checkEventForm(form({ format: 'round_robin', rounds: 0 }))).toEqual({});
    expect(checkEventForm(withKind(form({ maxGamesPerPair: 101 }), 'league'))).toEqual({ maxGamesPerPair: 'leagueGames' });
    expect(checkEventForm(form({ roundMinutes: 0 }))).toEqual({ roundMinutes: 'roundMinutes' });
    expect(checkEventForm(form({ points: { win: 3, draw: -1, loss: null, bye: null } }))).toEqual({ draw: 'points' });
  });

  it('sends only the points the organiser changed, and their tie-breaks when they chose their own', () => {
    const input = toCreateInput(form({ points: { win: 1, draw: 0.5, loss: null, bye: null }, tieBreaks: ['sos', 'head-to-head'] }));
    expect(input.scoring).toEqual({ win: 1, draw: 0.5 });
    expect(input.tieBreaks).toEqual(['sos', 'head-to-head']);
    // Their own order may be no tie-break at all: ties then go by seed.
    expect(toCreateInput(form({ tieBreaks: [] })).tieBreaks).toEqual([]);
  });

  it('sends the table settings, play and round clock as chosen', () => {
    const input = toCreateInput(
      form({
        clubMates: 'hard',
        freshTables: false,
        playMode: 'engine',
        dice: 'server',
        setupText: '{ "armies": { "A": {}, "B": {} } }',
        roundMinutes: 90,
        paperOutcome: 'draw',
        published: false,
        rated: false,
      }),
    );
    expect(input).toMatchObject({
      constraints: { clubMates: 'hard' },
      freshTables: false,
      play: { mode: 'engine', dice: 'server', setup: { armies: { A: {}, B: {} } } },
      timing: { roundMinutes: 90, paperOutcome: 'draw' },
      published: false,
      rated: false,
    });
  });

  it('needs a setup document, a JSON object, for play in the app, and none on paper', () => {
    expect(checkEventForm(form({ playMode: 'engine' }))).toEqual({ setup: 'setupRequired' });
    expect(checkEventForm(form({ playMode: 'engine', setupText: '  \n ' }))).toEqual({ setup: 'setupRequired' });
    expect(checkEventForm(form({ playMode: 'engine', setupText: '{ "armies": ' }))).toEqual({ setup: 'setupNotJson' });
    expect(checkEventForm(form({ playMode: 'engine', setupText: '[1, 2]' }))).toEqual({ setup: 'setupNotObject' });
    expect(checkEventForm(form({ playMode: 'engine', setupText: 'null' }))).toEqual({ setup: 'setupNotObject' });
    expect(checkEventForm(form({ playMode: 'engine', setupText: '{}' }))).toEqual({});
    // Text left from trying the app is not sent with a paper event.
    expect(checkEventForm(form({ setupText: 'not json' }))).toEqual({});
    expect(toCreateInput(form({ setupText: '{"a": 1}' })).play).toEqual({ mode: 'paper' });
    const bad = readSetup('{ "deck": server }');
    expect(bad).toMatchObject({ ok: false, problem: 'setupNotJson' });
    // What JSON.parse said, shown with the problem so the organiser finds the place.
    expect(!bad.ok && bad.detail).toBeTruthy();
    expect(readSetup('{ "deck": "server" }')).toEqual({ ok: true, setup: { deck: 'server' } });
  });

  it('offers the tie-breaks the game takes, its own scores among them, a league only those it takes', () => {
    expect(tieBreakChoices('tournament', ['buchholz'], FIXED)).not.toContain('buchholz');
    expect(tieBreakChoices('tournament', [], FIXED)).toHaveLength(12);
    expect(tieBreakChoices('tournament', [], WARZONE).slice(12)).toEqual([
      'score:victoryPoints',
      'score:victoryPoints:low',
      'score:margin:victoryPoints',
    ]);
    // A score chosen one way is not offered the other way: the API would refuse the repeat.
    expect(tieBreakChoices('tournament', ['score:victoryPoints'], WARZONE)).not.toContain('score:victoryPoints:low');
    expect(tieBreakChoices('tournament', ['score:victoryPoints:low'], WARZONE)).not.toContain('score:victoryPoints');
    expect(tieBreakChoices('tournament', ['score:victoryPoints'], WARZONE)).toContain('score:margin:victoryPoints');
    const league = tieBreakChoices('league', [], WARZONE);
    for (const id of ['buchholz', 'buchholz-cut1', 'median-buchholz', 'sonneborn-berger', 'progressive']) expect(league).not.toContain(id);
    expect(league).toEqual(['sos', 'soos', 'omw', 'gw', 'ogw', 'head-to-head', 'wins', ...ids(WARZONE.slice(12))]);
    expect(withKind(form({ tieBreaks: ['buchholz-cut1', 'sos'] }), 'league', WARZONE).tieBreaks).toEqual(['sos']);
    const leagueForm = { ...form({ tieBreaks: ['buchholz', 'sos', 'progressive'] }), kind: 'league' as const, format: 'league' as const };
    expect(checkEventForm(leagueForm, WARZONE)).toEqual({ tieBreaks: 'leagueTieBreak' });
    expect(leagueMisfits(leagueForm, WARZONE)).toEqual(['buchholz', 'progressive']);
    // A tournament takes them all.
    expect(checkEventForm(form({ tieBreaks: ['buchholz', 'progressive'] }), WARZONE)).toEqual({});
    expect(withKind(withKind(form({}), 'league'), 'tournament').format).toBe('swiss');
  });

  it('shows a league the preset without the tie-breaks it refuses, and keeps an own order to what another game takes', () => {
    const solaris = ['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head'];
    expect(presetTieBreaks('tournament', solaris, SOLARIS)).toEqual(solaris);
    expect(presetTieBreaks('league', solaris, SOLARIS)).toEqual(['score:reputation', 'score:pointValue:low', 'head-to-head']);
    expect(keepOffered(['score:reputation', 'sos'], ids(WARZONE))).toEqual(['sos']);
    expect(keepOffered(null, ids(WARZONE))).toBeNull();
  });
});

describe('move', () => {
  it('moves an item up or down within the list', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
