import type { ClockOptions } from '@app/rules';
import type { PairingConstraints, PlayerId, ScoringConfig, TieBreakId } from '../types';
import type { CompetitionCreatedData, GameScores, PlayMode, ProjectorView, SeasonLimits } from './events';

/**
 * What the server brings to seed round 1 of a Swiss, by method: for a random draw, the secret
 * seed of the committed draw (revealed by the pairing) and the commitment to the next draw's
 * seed; for ratings, each rated player's Glicko-2 rating in the game (the service reads them, as
 * it draws match ids, so deciding stays pure).
 */
export type FirstRoundInput =
  { method: 'random'; seed: string; next: string } | { method: 'rating'; ratings: Record<PlayerId, number> } | { method: 'seeds' };

/** Who issues a command, as the access policy resolved it. */
export type CompetitionActor = { kind: 'organiser' } | { kind: 'player'; playerId: PlayerId } | { kind: 'server' };

/**
 * A new competition: the organiser's choices; what is omitted comes from the game's preset.
 * `rulesetVersion` is the newest version of the game when omitted, as the service leaves it; a
 * log decided again names its own.
 */
export type CreateCompetition = { type: 'create' } & Pick<
  CompetitionCreatedData,
  | 'competitionId'
  | 'kind'
  | 'name'
  | 'rulesetId'
  | 'rulesetVersion'
  | 'organiserId'
  | 'published'
  | 'rated'
  | 'format'
  | 'pairingSeedCommitment'
> & {
    scoring?: Partial<ScoringConfig>;
    tieBreaks?: TieBreakId[];
    constraints?: Partial<PairingConstraints>;
    freshTables?: boolean;
    play?: { mode: PlayMode; setup?: unknown; dice?: 'reported' | 'server'; clock?: ClockOptions };
    timing?: { roundMinutes?: number | null; paperOutcome?: 'report' | 'draw' };
  };

/**
 * The round clock's commands. `at` is the server's time (ISO 8601) when the command was given:
 * the service stamps it, so deciding never reads a clock.
 */
export type RoundClockCommand =
  /** `limitMs` null: the competition's configured round length. */
  | { type: 'startRoundClock'; round: number; limitMs: number | null; at: string; reason: string | null }
  | { type: 'pauseRoundClock'; round: number; at: string; reason: string }
  | { type: 'resumeRoundClock'; round: number; at: string; reason: string | null }
  /** `table` null: time for the whole round; a number: for the game at that table. */
  | { type: 'extendRoundClock'; round: number; table: number | null; ms: number; at: string; reason: string }
  /** The timekeeper's call: time is called for the games whose time has run out by `at`. */
  | { type: 'expireRoundTime'; round: number; at: string };

export type CompetitionCommand =
  | CreateCompetition
  /**
   * `accountId`: the player's own account (they register themself); `invited`: the organiser
   * entered someone's account, whose player accepts it (`acceptEntry`) or not: a guest entry until then.
   */
  | {
      type: 'register';
      playerId: PlayerId;
      name: string;
      accountId: string | null;
      club: string | null;
      seed: number | null;
      invited?: boolean;
    }
  /** The invited player answers the entry made for their account (the API has checked it is theirs). */
  | { type: 'acceptEntry'; playerId: PlayerId; accountId: string }
  | { type: 'declineEntry'; playerId: PlayerId }
  | { type: 'drop'; playerId: PlayerId; reason: string }
  /**
   * `firstRound`: how round 1 of a Swiss is seeded, with what the server brings for it; absent,
   * round 1 is seeded by the seed list and nothing is recorded, as rounds were paired before the
   * methods existed (a command rebuilt from such a log). `boards: 'standing'`: a Swiss round's
   * games are numbered by the standings; absent, in the pairer's board order, likewise.
   */
  | { type: 'pairRound'; repair: boolean; firstRound?: FirstRoundInput; boards?: 'standing' }
  /** The table a player sits at every round (an accessible table); null: none. */
  | { type: 'fixTable'; playerId: PlayerId; table: number | null }
  /** A player's place in the seed list (1 = strongest), until a round starts. */
  | { type: 'seedPlayer'; playerId: PlayerId; seed: number }
  | { type: 'swap'; round: number; playerA: PlayerId; playerB: PlayerId; reason: string }
  /** Shows a paired round's games to the players and the public. */
  | { type: 'publishRound'; round: number }
  /** `ids` are fresh UUIDs the server drew for the engine matches created as the round starts. */
  | { type: 'startRound'; round: number; ids: string[] }
  | { type: 'report'; game: string; winner: PlayerId | null; draw: boolean; scores: GameScores; reason: string | null }
  | { type: 'confirm'; game: string }
  | { type: 'dispute'; game: string; reason: string }
  | {
      type: 'recordEngineResult';
      game: string;
      matchId: string;
      winner: PlayerId | null;
      draw: boolean;
      reason: string | null;
      scores: GameScores;
    }
  | { type: 'adjustPoints'; playerId: PlayerId; round: number | null; points: number; reason: string }
  | { type: 'issueGameLoss'; game: string; playerId: PlayerId; reason: string }
  /** `limits` absent: the league's format's limits. */
  | { type: 'openSeason'; name: string; limits?: SeasonLimits }
  | { type: 'closeSeason' }
  /** New rules for the open season: the games already opened stand. */
  | { type: 'setSeasonLimits'; limits: SeasonLimits }
  /** A league game between two players; `week` is the ISO week of the server's date, `ids` as for startRound. */
  | { type: 'openLeagueGame'; a: PlayerId; b: PlayerId; week: string; ids: string[] }
  | RoundClockCommand
  /** What the hall's projector shows; the organiser's console chooses it, finished competitions included. */
  | { type: 'chooseProjectorView'; view: ProjectorView }
  /**
   * The competition's next engine matches play `version`, a newer version of its game: the
   * service names the newest in its registry, as it stamps a time, so that a log decided again
   * later (when a still newer one exists) decides the same.
   */
  | { type: 'moveRuleset'; version: string }
  | { type: 'finish'; reason: string };
