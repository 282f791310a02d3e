import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import type { CompetitionActor, CompetitionCommand } from './commands';
import type { CompetitionEvent, Format } from './events';
import { commandOf, redecideCompetition, type LoggedCompetitionEvent } from './redecide';
import { standingsOf } from './results';
import { seasonLimits } from './state';

const RULESETS = createRegistry();
const ORGANISER: CompetitionActor = { kind: 'organiser' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** A league driven by commands, with each event's actor kept, as the service stores them. */
class League extends CompetitionDriver {
  actors: CompetitionActor[];
  constructor(format: Format = { kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: 3 }) {
    super(createdCompetition(format, RULESETS, { scoring: { primary: 'reputation' } }), RULESETS);
    this.actors = [ORGANISER];
  }
  override run(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): CompetitionEvent[] {
    const decided = super.run(command, actor);
    this.actors.push(...decided.map(() => actor));
    return decided;
  }
  players(n: number): string[] {
    return Array.from({ length: n }, (_, i) => {
      const id = `p${i + 1}`;
      this.run({ type: 'register', playerId: id, name: `Player ${i + 1}`, accountId: `acc-${id}`, club: null, seed: null });
      return id;
    });
  }
  open(a: string, b: string, week = '2026-W47'): string {
    const [e] = this.run({ type: 'openLeagueGame', a, b, week, ids: [] }, player(a));
    return (e.data as { game: { game: string } }).game.game;
  }
  /** `winner` reports a win with `reputation`; the loser confirms it. */
  play(winner: string, loser: string, reputation: number, week = '2026-W47'): string {
    const game = this.open(winner, loser, week);
    const scores = { [winner]: { reputation }, [loser]: { reputation: 0 } };
    this.run({ type: 'report', game, winner, draw: false, scores, reason: null }, player(winner));
    this.run({ type: 'confirm', game }, player(loser));
    return game;
  }
  /** The log as the service writes it: each event with the actor of its command. */
  logged(): LoggedCompetitionEvent[] {
    return this.events.map((e, i) => ({ type: e.type, data: e.data, metadata: { actor: this.actors[i] } }));
  }
}

describe("a league season's rules", () => {
  it('opens a season with rules of its own, which the games keep to instead of the format', () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 3, maxGamesPerWeek: 5 });
    t.players(3);
    const [opened] = t.run({ type: 'openSeason', name: 'Spring', limits: { maxGamesPerPair: 1, maxGamesPerWeek: null } });
    expect(opened).toEqual({
      type: 'SeasonOpened',
      data: { season: 1, name: 'Spring', limits: { maxGamesPerPair: 1, maxGamesPerWeek: null } },
    });
    expect(seasonLimits(t.state)).toEqual({ maxGamesPerPair: 1, maxGamesPerWeek: null });
    t.open('p1', 'p2');
    // One game per pairing this season, though the format allows three.
    expect(t.refused({ type: 'openLeagueGame', a: 'p2', b: 'p1', week: '2026-W47', ids: [] }, player('p2'))).toBe('LIMIT_PER_PAIR');
    // No weekly limit this season, though the format has five.
    t.open('p1', 'p3');
    expect(Object.keys(t.state.games)).toHaveLength(2);
  });

  it("opens a season without rules on the format's limits, recording none", () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: 1 });
    t.players(3);
    const [opened] = t.run({ type: 'openSeason', name: 'Autumn' });
    expect(opened.data).toEqual({ season: 1, name: 'Autumn' });
    expect(seasonLimits(t.state)).toEqual({ maxGamesPerPair: 1, maxGamesPerWeek: 1 });
    t.open('p1', 'p2');
    expect(t.refused({ type: 'openLeagueGame', a: 'p1', b: 'p3', week: '2026-W47', ids: [] }, player('p3'))).toBe('LIMIT_PER_WEEK');
  });

  it('changes the open season’s rules: later games keep to the new ones, those opened stand', () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: null });
    t.players(3);
    t.run({ type: 'openSeason', name: 'Summer' });
    t.open('p1', 'p2');
    expect(t.refused({ type: 'openLeagueGame', a: 'p1', b: 'p2', week: '2026-W48', ids: [] }, player('p1'))).toBe('LIMIT_PER_PAIR');
    const [set] = t.run({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 2, maxGamesPerWeek: 1 } });
    expect(set).toEqual({ type: 'SeasonLimitsSet', data: { season: 1, limits: { maxGamesPerPair: 2, maxGamesPerWeek: 1 } } });
    expect(t.state.season?.limits).toEqual({ maxGamesPerPair: 2, maxGamesPerWeek: 1 });
    // The rematch is within two games per pairing now, in another week (one game a week).
    expect(t.refused({ type: 'openLeagueGame', a: 'p1', b: 'p3', week: '2026-W47', ids: [] }, player('p1'))).toBe('LIMIT_PER_WEEK');
    t.open('p1', 'p2', '2026-W48');
    expect(t.refused({ type: 'openLeagueGame', a: 'p1', b: 'p2', week: '2026-W49', ids: [] }, player('p1'))).toBe('LIMIT_PER_PAIR');
    // The same rules again change nothing.
    expect(t.run({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 2, maxGamesPerWeek: 1 } })).toEqual([]);
  });

  it('refuses bad rules, rules without an open season and rules set by a player, with a code, changing nothing', () => {
    const t = new League();
    t.players(2);
    expect(t.refused({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 2, maxGamesPerWeek: null } })).toBe('NO_SEASON');
    for (const bad of [0, -1, 1.5, 101, Number.NaN, '2' as unknown as number]) {
      expect(t.refused({ type: 'openSeason', name: 'Bad', limits: { maxGamesPerPair: bad, maxGamesPerWeek: null } })).toBe(
        'BAD_SEASON_LIMITS',
      );
    }
    t.run({ type: 'openSeason', name: 'Winter' });
    expect(t.refused({ type: 'setSeasonLimits', limits: { maxGamesPerPair: null, maxGamesPerWeek: 0 } })).toBe('BAD_SEASON_LIMITS');
    expect(t.refused({ type: 'setSeasonLimits', limits: null as never })).toBe('BAD_SEASON_LIMITS');
    expect(t.refused({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 3, maxGamesPerWeek: 3 } }, player('p1'))).toBe('NOT_ORGANISER');
    t.run({ type: 'closeSeason' });
    expect(t.refused({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 3, maxGamesPerWeek: 3 } })).toBe('NO_SEASON');
  });

  it('keeps each closed season, with its weeks and rules, for the history; its table stays its own', () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: null });
    t.players(3);
    t.run({ type: 'openSeason', name: 'Spring' });
    t.play('p1', 'p2', 100);
    t.play('p3', 'p1', 40, '2026-W48');
    t.run({ type: 'closeSeason' });
    t.run({ type: 'openSeason', name: 'Summer', limits: { maxGamesPerPair: 1, maxGamesPerWeek: 1 } });
    t.play('p2', 'p3', 90, '2026-W50');
    expect(t.state.season).toMatchObject({ number: 2, name: 'Summer', open: true, weeks: ['2026-W50'] });
    expect(t.state.season?.closed).toEqual([
      { number: 1, name: 'Spring', weeks: ['2026-W47', '2026-W48'], limits: { maxGamesPerPair: 2, maxGamesPerWeek: null } },
    ]);
    t.run({ type: 'closeSeason' });
    expect(t.state.season?.closed?.map((s) => [s.name, s.limits])).toEqual([
      ['Spring', { maxGamesPerPair: 2, maxGamesPerWeek: null }],
      ['Summer', { maxGamesPerPair: 1, maxGamesPerWeek: 1 }],
    ]);
    const table = (season: number) => standingsOf(t.state, { mode: 'settled', season }).map((r) => [r.playerId, r.score]);
    expect(table(1)).toEqual([
      ['p1', 100],
      ['p3', 40],
      ['p2', 0],
    ]);
    expect(table(2)).toEqual([
      ['p2', 90],
      ['p1', 0],
      ['p3', 0],
    ]);
  });
});

describe("a league's log decided again", () => {
  it('decides a log written before seasons had rules exactly as before, on the format’s limits', () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: 2 });
    t.players(3);
    t.run({ type: 'openSeason', name: 'Old season' });
    t.play('p1', 'p2', 120);
    t.play('p3', 'p1', 60);
    t.run({ type: 'closeSeason' });
    const log = t.logged();
    // What an older server wrote: SeasonOpened with its number and name, and nothing more.
    expect(log.find((e) => e.type === 'SeasonOpened')?.data).toEqual({ season: 1, name: 'Old season' });
    const state = redecideCompetition(log, RULESETS);
    expect(state).toEqual(t.state);
    expect(seasonLimits(state)).toEqual({ maxGamesPerPair: 1, maxGamesPerWeek: 2 });
    expect(commandOf(null, log.find((e) => e.type === 'SeasonOpened') as CompetitionEvent)).toEqual({
      type: 'openSeason',
      name: 'Old season',
    });
  });

  it('decides a season opened with rules and changed rules again, and finds a logged rule the rules would not have written', () => {
    const t = new League({ kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: 1 });
    t.players(3);
    t.run({ type: 'openSeason', name: 'New season', limits: { maxGamesPerPair: 2, maxGamesPerWeek: null } });
    t.play('p1', 'p2', 50);
    t.play('p2', 'p1', 70);
    t.run({ type: 'setSeasonLimits', limits: { maxGamesPerPair: 3, maxGamesPerWeek: 4 } });
    t.play('p1', 'p2', 30);
    const log = t.logged();
    expect(redecideCompetition(log, RULESETS)).toEqual(t.state);
    expect(commandOf(null, log.find((e) => e.type === 'SeasonLimitsSet') as CompetitionEvent)).toEqual({
      type: 'setSeasonLimits',
      limits: { maxGamesPerPair: 3, maxGamesPerWeek: 4 },
    });

    // A log whose season allowed one game per pairing cannot hold the rematch.
    const tampered = log.map((e) =>
      e.type === 'SeasonOpened'
        ? { ...e, data: { season: 1, name: 'New season', limits: { maxGamesPerPair: 1, maxGamesPerWeek: null } } }
        : e,
    );
    expect(() => redecideCompetition(tampered, RULESETS)).toThrow(/LIMIT_PER_PAIR|the most the season allows/);
    // Rules out of range are refused as the organiser's would be.
    const bad = log.map((e) =>
      e.type === 'SeasonLimitsSet' ? { ...e, data: { season: 1, limits: { maxGamesPerPair: 0, maxGamesPerWeek: 4 } } } : e,
    );
    expect(() => redecideCompetition(bad, RULESETS)).toThrow(/games per pairing/);
  });
});
