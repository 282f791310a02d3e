/**
 * A long league, decided command by command through the competition's own `decide`, kept as the
 * service would store it: for the benchmark of one result in a long competition
 * (bench/competition-result.ts) and its test (test/processors-long-league.int-spec.ts).
 *
 * A rated league of Warzone on paper: 40 players registered with their accounts, one season open
 * (at most 4 games per pairing, 3 games a player a week), then games played week after week in a
 * round-robin rotation: every player plays 3 games a week, each game opened by its first player,
 * reported by them (about 10 % draws, victory points on both sides) and confirmed by the
 * opponent. 42 events before the first game, then 3 a game: 5,000 events are about 1,650 games
 * over 28 weeks.
 */
import { isViolation } from '@app/rules';
import { seeded } from '@app/rules/testing';
import { createRegistry } from '@app/rulesets';
import {
  applyAll,
  decide,
  decideCreate,
  isoWeek,
  replayCompetition,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
} from '@app/competitions';
import type { LoggedEvent } from './import';

const ORGANISER: CompetitionActor = { kind: 'organiser' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });
/** The games the league reads its game in: the platform's, as the API and the CLI have them. */
export const LEAGUE_RULESETS = createRegistry();

export const LEAGUE_PLAYERS = 40;
/** Round-robin rounds a week: each is one game for every player, so a player's games a week. */
const GAMES_A_WEEK = 3;
/** The season's first week starts on this Monday; a week's name is its ISO week, as the service stamps it. */
const FIRST_MONDAY = Date.UTC(2026, 0, 5);
const WEEK_MS = 7 * 24 * 3600 * 1000;

export class LeagueLog {
  readonly events: LoggedEvent[] = [];
  state: CompetitionState;
  private readonly next: () => number;
  private readonly players: string[];
  /** Round-robin rounds opened so far, and games opened in the current one. */
  private rotation = 0;
  private inRotation = 0;

  constructor(
    readonly competitionId: string,
    seed = 20260105,
  ) {
    const source = seeded(seed);
    this.next = () => source() / 2 ** 31;
    const created = decideCreate(
      {
        type: 'create',
        competitionId,
        kind: 'league',
        name: 'Thursday league',
        rulesetId: 'warzone',
        organiserId: 'olga',
        published: true,
        rated: true,
        format: { kind: 'league', maxGamesPerPair: 4, maxGamesPerWeek: GAMES_A_WEEK },
        play: { mode: 'paper' },
      },
      LEAGUE_RULESETS,
    );
    if (isViolation(created)) throw new Error(created.toString());
    this.keep(created, ORGANISER);
    this.state = replayCompetition(created);
    this.players = Array.from({ length: LEAGUE_PLAYERS }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
    for (const [i, id] of this.players.entries())
      this.run({ type: 'register', playerId: id, name: `Player ${i + 1}`, accountId: `acc-${id}`, club: null, seed: null });
    this.run({ type: 'openSeason', name: 'Season 1' });
  }

  private keep(events: CompetitionEvent[], actor: CompetitionActor): void {
    for (const e of events) this.events.push({ type: e.type, data: e.data, metadata: { actor } });
  }

  /** Decides a command and keeps its events; a refusal is a bug of the generator. */
  run(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): LoggedEvent[] {
    const decided = decide(this.state, command, actor, LEAGUE_RULESETS);
    if (isViolation(decided)) throw new Error(`refused: ${command.type}: ${decided.code}: ${decided.message}`);
    const from = this.events.length;
    this.keep(decided, actor);
    this.state = applyAll(this.state, decided);
    return this.events.slice(from);
  }

  /**
   * The rotation's next game, opened by its first player. The circle method: player 1 stays, the
   * others turn one place a round, so a round pairs everyone once and a pair meets once in 39
   * rounds (within the season's 4 games a pairing for 156 rounds, some 9,400 events).
   */
  openGame(): string {
    const n = this.players.length;
    const turned = [this.players[0], ...this.players.slice(1).map((_, i) => this.players[1 + ((i + this.rotation) % (n - 1))])];
    const [a, b] = [turned[this.inRotation], turned[n - 1 - this.inRotation]];
    const week = isoWeek(new Date(FIRST_MONDAY + Math.floor(this.rotation / GAMES_A_WEEK) * WEEK_MS));
    const [opened] = this.run({ type: 'openLeagueGame', a, b, week, ids: [] }, player(a));
    if (++this.inRotation === n / 2) [this.rotation, this.inRotation] = [this.rotation + 1, 0];
    return (opened.data as { game: { game: string } }).game.game;
  }

  /** The game's first player reports it: 10 % draws, victory points on both sides. */
  report(game: string): LoggedEvent[] {
    const { a, b } = this.state.games[game];
    const draw = this.next() < 0.1;
    const winner = draw ? null : this.next() < 0.5 ? a : b!;
    const scores = { [a]: { victoryPoints: Math.floor(this.next() * 20) }, [b!]: { victoryPoints: Math.floor(this.next() * 20) } };
    return this.run({ type: 'report', game, winner, draw, scores, reason: null }, player(a));
  }

  /** The opponent confirms the reported result, which settles it. */
  confirm(game: string): LoggedEvent[] {
    return this.run({ type: 'confirm', game }, player(this.state.games[game].b!));
  }

  /**
   * Plays whole games (opened, reported, confirmed) until the log holds `length` events, the last
   * one or two events games opened and not played yet when 3 does not divide what is missing.
   */
  growTo(length: number): void {
    while (this.events.length + 3 <= length) {
      const game = this.openGame();
      this.report(game);
      this.confirm(game);
    }
    while (this.events.length < length) this.openGame();
  }
}
