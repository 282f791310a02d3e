import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import type { CompetitionActor } from './commands';
import { replayCompetition } from './fold';
import { redecideCompetition } from './redecide';
import { standingsOf } from './results';
import { firstRoundChanged } from './running';
import { currentRound, gamePublished, type CompetitionState } from './state';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** A Swiss of four, registered: the organiser pairs, publishes and starts its rounds. */
function swiss(rounds = 3): CompetitionDriver {
  const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds, topCut: null }, RULESETS), RULESETS);
  for (const id of ['p1', 'p2', 'p3', 'p4'])
    t.run({ type: 'register', playerId: id, name: `Player ${id}`, accountId: `acc-${id}`, club: null, seed: null });
  return t;
}

const published = (s: CompetitionState, round: number) => s.rounds.find((r) => r.round === round)!.published;

/**
 * The competition its events fold to, and decide again to (every command that succeeds here is
 * the organiser's): the published flags are the events', not the driver's.
 */
function replayed(t: CompetitionDriver): CompetitionState {
  const folded = replayCompetition(t.events);
  expect(folded).toEqual(t.state);
  expect(
    redecideCompetition(
      t.events.map((e) => ({ ...e, metadata: { actor: { kind: 'organiser' } } })),
      RULESETS,
    ),
  ).toEqual(t.state);
  return folded;
}

describe('publishing a round', () => {
  it('a paired round is the organiser’s alone until published; publishing it twice, or a round that is not there, is refused', () => {
    const t = swiss();
    t.run({ type: 'pairRound', repair: false });
    expect(published(t.state, 1)).toBe(false);
    const game = t.state.games[currentRound(t.state)!.games[0]];
    expect(gamePublished(t.state, game)).toBe(false);

    expect(t.refused({ type: 'publishRound', round: 1 }, player('p1'))).toBe('NOT_ORGANISER');
    expect(t.refused({ type: 'publishRound', round: 2 })).toBe('UNKNOWN_ROUND');
    expect(t.refused({ type: 'publishRound', round: 0 })).toBe('UNKNOWN_ROUND');
    expect(t.run({ type: 'publishRound', round: 1 })).toEqual([{ type: 'RoundPublished', data: { round: 1 } }]);
    expect(published(t.state, 1)).toBe(true);
    expect(gamePublished(t.state, t.state.games[game.game])).toBe(true);
    expect(t.refused({ type: 'publishRound', round: 1 })).toBe('ROUND_PUBLISHED');
    // Publishing is not starting: results still wait for the start.
    expect(t.refused({ type: 'report', game: game.game, winner: game.a, draw: false, scores: {}, reason: null }, player(game.a))).toBe(
      'ROUND_NOT_STARTED',
    );
    t.run({ type: 'startRound', round: 1, ids: [] });
    expect(published(t.state, 1)).toBe(true);
    expect(t.refused({ type: 'publishRound', round: 1 })).toBe('ROUND_PUBLISHED');
    replayed(t);
  });

  it('pairing a round again hides it until it is published again; a swap keeps it as it was', () => {
    const t = swiss();
    t.run({ type: 'pairRound', repair: false });
    t.run({ type: 'publishRound', round: 1 });
    const [a, b] = [t.state.games['r1-1'].a, t.state.games['r1-2'].a];
    t.run({ type: 'swap', round: 1, playerA: a, playerB: b, reason: 'players asked' });
    expect(published(t.state, 1)).toBe(true);

    t.run({ type: 'pairRound', repair: true });
    expect(published(t.state, 1)).toBe(false);
    t.run({ type: 'swap', round: 1, playerA: a, playerB: b, reason: 'again' });
    expect(published(t.state, 1)).toBe(false);
    t.run({ type: 'publishRound', round: 1 });
    expect(published(t.state, 1)).toBe(true);
    replayed(t);
  });

  it('starting a round that was never published publishes it, as a stream written before publishing reads', () => {
    const t = swiss();
    t.run({ type: 'pairRound', repair: false });
    t.run({ type: 'startRound', round: 1, ids: [] });
    expect(published(t.state, 1)).toBe(true);
    expect(t.events.map((e) => e.type)).not.toContain('RoundPublished');
    // An earlier round stays published when the next one is paired.
    for (const g of currentRound(t.state)!.games)
      t.run({ type: 'report', game: g, winner: t.state.games[g].a, draw: false, scores: {}, reason: 'sheet' });
    t.run({ type: 'pairRound', repair: false });
    expect([published(t.state, 1), published(t.state, 2)]).toEqual([true, false]);
    expect(t.refused({ type: 'publishRound', round: 1 })).toBe('ROUND_PUBLISHED');
    replayed(t);
  });

  it('a league’s games are seen as soon as they are opened: a league has no rounds to publish', () => {
    const t = new CompetitionDriver(
      createdCompetition({ kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null }, RULESETS),
      RULESETS,
    );
    for (const id of ['p1', 'p2']) t.run({ type: 'register', playerId: id, name: id, accountId: null, club: null, seed: null });
    t.run({ type: 'openSeason', name: 'Spring' });
    t.run({ type: 'openLeagueGame', a: 'p1', b: 'p2', week: '2026-W10', ids: [] });
    expect(gamePublished(t.state, t.state.games['s1-1'])).toBe(true);
    expect(t.refused({ type: 'publishRound', round: 1 })).toBe('UNKNOWN_ROUND');
  });

  it('counts a round’s bye in the standings from its publication on, not from its pairing', () => {
    const t = new CompetitionDriver(createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, RULESETS), RULESETS);
    for (const id of ['p1', 'p2', 'p3'])
      t.run({ type: 'register', playerId: id, name: `Player ${id}`, accountId: `acc-${id}`, club: null, seed: null });
    t.run({ type: 'pairRound', repair: false });
    const bye = Object.values(t.state.games).find((g) => g.b === null)!;
    const points = (s: CompetitionState) => standingsOf(s, { mode: 'settled' }).find((r) => r.playerId === bye.a)!.points;
    expect(points(t.state)).toBe(0);
    const before = t.state;
    const events = t.run({ type: 'publishRound', round: 1 });
    expect(firstRoundChanged(before, events)).toBe(1);
    expect(points(t.state)).toBe(t.state.created.scoring.bye);
  });
});

describe('the projector view', () => {
  it('cycles until the organiser chooses a view; the same view again changes nothing; a player may not choose', () => {
    const t = swiss(1);
    expect(t.state.projectorView).toBe('cycle');
    expect(t.refused({ type: 'chooseProjectorView', view: 'pairings' }, player('p1'))).toBe('NOT_ORGANISER');
    expect(t.run({ type: 'chooseProjectorView', view: 'pairings' })).toEqual([{ type: 'ProjectorViewChosen', data: { view: 'pairings' } }]);
    expect(t.state.projectorView).toBe('pairings');
    expect(t.run({ type: 'chooseProjectorView', view: 'pairings' })).toEqual([]);
    expect(t.refused({ type: 'chooseProjectorView', view: 'scores' as never })).toBe('UNKNOWN_PROJECTOR_VIEW');
    expect(t.refused({ type: 'chooseProjectorView', view: 'constructor' as never })).toBe('UNKNOWN_PROJECTOR_VIEW');
    const before = t.state;
    expect(firstRoundChanged(before, t.run({ type: 'chooseProjectorView', view: 'clock' }))).toBe(Infinity);
  });

  it('is chosen on a finished competition too, which takes nothing else', () => {
    const t = swiss(1);
    t.run({ type: 'pairRound', repair: false });
    t.run({ type: 'startRound', round: 1, ids: [] });
    for (const g of currentRound(t.state)!.games)
      t.run({ type: 'report', game: g, winner: t.state.games[g].a, draw: false, scores: {}, reason: 'sheet' });
    t.run({ type: 'finish', reason: 'done' });
    t.run({ type: 'chooseProjectorView', view: 'standings' });
    expect(t.state.projectorView).toBe('standings');
    expect(t.refused({ type: 'chooseProjectorView', view: 'clock' }, player('p1'))).toBe('NOT_ORGANISER');
    expect(t.refused({ type: 'publishRound', round: 1 })).toBe('COMPETITION_FINISHED');
    expect(replayed(t).projectorView).toBe('standings');
  });
});
