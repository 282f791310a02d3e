import { describe, expect, it } from 'vitest';
import { checkEventForm, DEFAULT_FORM, move, tieBreakChoices, toCreateInput, withKind, type EventForm } from './eventForm';

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
        roundMinutes: 90,
        paperOutcome: 'draw',
        published: false,
        rated: false,
      }),
    );
    expect(input).toMatchObject({
      constraints: { clubMates: 'hard' },
      freshTables: false,
      play: { mode: 'engine', dice: 'server' },
      timing: { roundMinutes: 90, paperOutcome: 'draw' },
      published: false,
      rated: false,
    });
  });

  it('offers a league only the tie-breaks it takes, and drops the others when switching to one', () => {
    expect(tieBreakChoices('tournament', ['buchholz'])).not.toContain('buchholz');
    expect(tieBreakChoices('tournament', [])).toHaveLength(12);
    const league = tieBreakChoices('league', []);
    for (const id of ['buchholz', 'buchholz-cut1', 'median-buchholz', 'sonneborn-berger', 'progressive']) expect(league).not.toContain(id);
    expect(league).toEqual(['sos', 'soos', 'omw', 'gw', 'ogw', 'head-to-head', 'wins']);
    expect(withKind(form({ tieBreaks: ['buchholz-cut1', 'sos'] }), 'league').tieBreaks).toEqual(['sos']);
    expect(checkEventForm({ ...form({ tieBreaks: ['buchholz'] }), kind: 'league', format: 'league' })).toEqual({
      tieBreaks: 'leagueTieBreak',
    });
    expect(withKind(withKind(form({}), 'league'), 'tournament').format).toBe('swiss');
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
