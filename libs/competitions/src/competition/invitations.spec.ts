import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import type { CompetitionActor } from './commands';
import { replayCompetition } from './fold';
import { redecideCompetition } from './redecide';
import { currentRound, invitationOf, ratedAccountOf, type CompetitionState } from './state';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });
const entry = (playerId: string, more: { accountId?: string | null; invited?: boolean } = {}) =>
  ({ type: 'register', playerId, name: `Player ${playerId}`, accountId: null, club: null, seed: null, ...more }) as const;

/** The events fold and decide again (with the actors given) to the driver's state. */
function replayed(t: CompetitionDriver, actors: CompetitionActor[]): CompetitionState {
  expect(replayCompetition(t.events)).toEqual(t.state);
  const logged = t.events.map((e, i) => ({ ...e, metadata: { actor: actors[i] ?? { kind: 'organiser' } } }));
  expect(redecideCompetition(logged, RULESETS)).toEqual(t.state);
  return t.state;
}

describe('entries made for someone’s account', () => {
  it('an invited entry is linked to no account until its player accepts; only they answer, once', () => {
    const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 2, topCut: null }, RULESETS), RULESETS);
    t.run(entry('p1', { accountId: 'olga' }));
    expect(t.run(entry('p2', { invited: true }))).toEqual([
      {
        type: 'PlayerRegistered',
        data: { playerId: 'p2', name: 'Player p2', accountId: null, club: null, seed: 2, joinsRound: 1, invited: true },
      },
    ]);
    // An invitation names no account in the competition, whatever the API asked.
    expect(t.refused(entry('p3', { invited: true, accountId: 'vera' }))).toBe('BAD_PLAYER');
    t.run(entry('p3'));
    expect(['p1', 'p2', 'p3'].map((id) => invitationOf(t.state.players[id]))).toEqual(['accepted', 'invited', null]);

    expect(t.refused({ type: 'acceptEntry', playerId: 'p2', accountId: 'vera' })).toBe('NOT_YOUR_PLAYER');
    expect(t.refused({ type: 'acceptEntry', playerId: 'p2', accountId: 'vera' }, player('p1'))).toBe('NOT_YOUR_PLAYER');
    expect(t.refused({ type: 'acceptEntry', playerId: 'p9', accountId: 'vera' }, player('p9'))).toBe('NOT_IN_EVENT');
    expect(t.refused({ type: 'acceptEntry', playerId: 'p3', accountId: 'vera' }, player('p3'))).toBe('INVITATION_ANSWERED');
    expect(t.refused({ type: 'acceptEntry', playerId: 'p1', accountId: 'vera' }, player('p1'))).toBe('INVITATION_ANSWERED');
    // An account already playing in the competition takes no second entry.
    expect(t.refused({ type: 'acceptEntry', playerId: 'p2', accountId: 'olga' }, player('p2'))).toBe('ALREADY_REGISTERED');

    expect(t.run({ type: 'acceptEntry', playerId: 'p2', accountId: 'vera' }, player('p2'))).toEqual([
      { type: 'EntryAccepted', data: { playerId: 'p2', accountId: 'vera' } },
    ]);
    expect(t.state.players.p2).toMatchObject({ accountId: 'vera', invitation: 'accepted' });
    expect(t.state.players.p2.unratedGames).toBeUndefined();
    expect(t.refused({ type: 'declineEntry', playerId: 'p2' }, player('p2'))).toBe('INVITATION_ANSWERED');
    const actors: CompetitionActor[] = [];
    actors[4] = player('p2');
    replayed(t, actors);
  });

  it('a declined entry stays a guest entry; a withdrawn one is not answered', () => {
    const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 2, topCut: null }, RULESETS), RULESETS);
    t.run(entry('p1', { invited: true }));
    t.run(entry('p2', { invited: true }));
    expect(t.run({ type: 'declineEntry', playerId: 'p1' }, player('p1'))).toEqual([{ type: 'EntryDeclined', data: { playerId: 'p1' } }]);
    expect(t.state.players.p1).toMatchObject({ accountId: null, invitation: 'declined' });
    expect(t.refused({ type: 'acceptEntry', playerId: 'p1', accountId: 'ann' }, player('p1'))).toBe('INVITATION_ANSWERED');
    t.run({ type: 'drop', playerId: 'p2', reason: 'entered by mistake' });
    expect(t.refused({ type: 'acceptEntry', playerId: 'p2', accountId: 'bob' }, player('p2'))).toBe('PLAYER_DROPPED');
  });

  it('games begun before the entry was accepted rate nobody; those after rate its account', () => {
    const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, RULESETS), RULESETS);
    t.run(entry('p1', { accountId: 'olga' }));
    t.run(entry('p2', { invited: true }));
    t.run({ type: 'pairRound', repair: false });
    t.run({ type: 'startRound', round: 1, ids: [] });
    const [first] = currentRound(t.state)!.games;
    expect(ratedAccountOf(t.state, 'p1', first)).toBe('olga');
    expect(ratedAccountOf(t.state, 'p2', first)).toBeNull();
    t.run({ type: 'report', game: first, winner: 'p1', draw: false, scores: {}, reason: 'the sheet' });
    t.run({ type: 'pairRound', repair: false });
    const [second] = currentRound(t.state)!.games;
    // Round 2 is paired, not started: its game is the accepted entry's to be rated for.
    t.run({ type: 'acceptEntry', playerId: 'p2', accountId: 'vera' }, player('p2'));
    expect(t.state.players.p2.unratedGames).toEqual([first]);
    expect(ratedAccountOf(t.state, 'p2', first)).toBeNull();
    expect(ratedAccountOf(t.state, 'p2', second)).toBe('vera');
    const actors: CompetitionActor[] = [];
    actors[7] = player('p2');
    replayed(t, actors);
  });

  it('in a league, the games opened before the entry was accepted rate nobody', () => {
    const t = new CompetitionDriver(
      createdCompetition({ kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null }, RULESETS),
      RULESETS,
    );
    t.run(entry('p1', { accountId: 'olga' }));
    t.run(entry('p2', { invited: true }));
    t.run({ type: 'openSeason', name: 'Spring' });
    t.run({ type: 'openLeagueGame', a: 'p1', b: 'p2', week: '2026-W10', ids: [] });
    t.run({ type: 'acceptEntry', playerId: 'p2', accountId: 'vera' }, player('p2'));
    t.run({ type: 'openLeagueGame', a: 'p1', b: 'p2', week: '2026-W11', ids: [] });
    expect(t.state.players.p2.unratedGames).toEqual(['s1-1']);
    expect(ratedAccountOf(t.state, 'p2', 's1-1')).toBeNull();
    expect(ratedAccountOf(t.state, 'p2', 's1-2')).toBe('vera');
  });
});
