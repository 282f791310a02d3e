import { describe, expect, it } from 'vitest';
import { formatLimits, leagueGameState, limitFits, limitsOf, openRefusal, opponents, pastSeasons, sameLimits, weekOf } from './league';

describe('a season’s rules as the organiser types them', () => {
  it('takes empty (no limit) and whole numbers from 1 to 100, nothing else', () => {
    expect([null, 1, 2, 100].map(limitFits)).toEqual([true, true, true, true]);
    expect([0, -1, 1.5, 101, Number.NaN].map(limitFits)).toEqual([false, false, false, false, false]);
  });

  it('reads the league’s own limits from its format, and the API’s answer, as rules', () => {
    expect(formatLimits({ kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: null })).toEqual({
      maxGamesPerPair: 2,
      maxGamesPerWeek: null,
    });
    expect(formatLimits(null)).toEqual({ maxGamesPerPair: null, maxGamesPerWeek: null });
    expect(formatLimits({ maxGamesPerPair: '3' })).toEqual({ maxGamesPerPair: null, maxGamesPerWeek: null });
    expect(limitsOf({ maxGamesPerWeek: 4 })).toEqual({ maxGamesPerPair: null, maxGamesPerWeek: 4 });
    expect(sameLimits({ maxGamesPerPair: 1, maxGamesPerWeek: null }, { maxGamesPerPair: 1, maxGamesPerWeek: null })).toBe(true);
    expect(sameLimits({ maxGamesPerPair: 1, maxGamesPerWeek: null }, { maxGamesPerPair: 1, maxGamesPerWeek: 2 })).toBe(false);
  });
});

describe('a league game', () => {
  it('stands as waiting, reported, disputed, or settled by whom', () => {
    expect(leagueGameState({ status: 'open' })).toBe('waiting');
    expect(leagueGameState({ status: 'reported' })).toBe('reported');
    expect(leagueGameState({ status: 'disputed' })).toBe('disputed');
    expect(leagueGameState({ status: 'settled', result: { by: 'confirmed' } })).toBe('confirmed');
    expect(leagueGameState({ status: 'settled', result: { by: 'organiser' } })).toBe('organiser');
    expect(leagueGameState({ status: 'settled', result: { by: 'engine' } })).toBe('engine');
    expect(leagueGameState({ status: 'settled', result: { by: 'game-loss' } })).toBe('gameLoss');
  });

  it('is in the week its round names among the season’s weeks', () => {
    const week = weekOf({ round: 2 }, ['2026-W46', '2026-W47']);
    expect(week?.week).toBe(47);
    expect(week?.monday.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekOf({ round: 3 }, ['2026-W46'])).toBeNull();
  });
});

describe('opening a game', () => {
  it('names the refusals the pages explain, and leaves the rest to the server’s words', () => {
    expect(openRefusal({ reason: 'LIMIT_PER_PAIR' })).toBe('limitPerPair');
    expect(openRefusal({ reason: 'LIMIT_PER_WEEK' })).toBe('limitPerWeek');
    expect(openRefusal({ reason: 'NO_SEASON' })).toBe('noSeason');
    expect(openRefusal({ reason: 'CONFLICT' })).toBeNull();
    expect(openRefusal(null)).toBeNull();
  });

  it('offers every other player still in the league, by name', () => {
    const players = [
      { id: 'p1', name: 'Ola', dropped: false },
      { id: 'p2', name: 'Bartek', dropped: false },
      { id: 'p3', name: 'Celina', dropped: true },
      { id: 'p4', name: 'Adam', dropped: false },
    ];
    expect(opponents(players, 'p1').map((p) => p.name)).toEqual(['Adam', 'Bartek']);
    expect(opponents(players, null).map((p) => p.id)).toEqual(['p4', 'p2', 'p1']);
  });

  it('lists only closed seasons in the history', () => {
    expect(
      pastSeasons([
        { open: true, n: 2 },
        { open: false, n: 1 },
      ]),
    ).toEqual([{ open: false, n: 1 }]);
  });
});
