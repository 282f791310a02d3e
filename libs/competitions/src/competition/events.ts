import type { ClockOptions } from '@app/rules';
import type { Bracket } from '../brackets';
import type { PairingConstraints, PairingExplanation, PlayerId, ScoringConfig, TieBreakId } from '../types';

/**
 * The events of a competition stream (`tournament-<uuid>`, `league-<uuid>`). Like a match, a
 * competition is only its events: registrations, pairings, results and the organiser's
 * rulings. Standings, the round's state and the bracket are folded from them. Pairings are
 * stored as made, so a later change to the pairing engine never rewrites history.
 */

export type CompetitionKind = 'tournament' | 'league';

export type Format =
  /** Swiss rounds; `rounds` null: as many as the organiser pairs. A top cut follows when set. */
  | { kind: 'swiss'; rounds: number | null; topCut: number | null }
  /** Every player meets every other once per cycle (FIDE Berger tables). */
  | { kind: 'round-robin'; cycles: 1 | 2 }
  | { kind: 'single-elimination'; thirdPlace: boolean }
  | { kind: 'double-elimination'; grandFinalReset: boolean }
  /** Open play through seasons: players agree their matches, within limits. */
  | { kind: 'league'; maxGamesPerPair: number | null; maxGamesPerWeek: number | null };

/** How games are played: through the rules engine (the server creates each match) or on paper. */
export type PlayMode = 'engine' | 'paper';

/**
 * How long a round lasts and what time being called means for a game played on paper:
 * 'report', nothing is settled and the players report the game as it stood; 'draw', a game with
 * no result and no report yet is settled as a draw by an organiser's ruling.
 */
export interface CompetitionTiming {
  /** The round clock's default length; null: the organiser gives one when starting the clock. */
  roundMinutes: number | null;
  paperOutcome: 'report' | 'draw';
}

/** What a competition created before round clocks existed means: no default length, results reported. */
export const DEFAULT_TIMING: CompetitionTiming = { roundMinutes: null, paperOutcome: 'report' };

export interface CompetitionCreatedData {
  competitionId: string;
  kind: CompetitionKind;
  name: string;
  rulesetId: string;
  /**
   * The version of the game its engine matches are created under: the newest when it was
   * created. Absent on streams written before versions were recorded, which read as the
   * version that was the newest when this event was recorded (`CompetitionState.ruleset`).
   */
  rulesetVersion?: string;
  organiserId: string;
  /** Published competitions (pairings, standings) are read by anyone, third-party sites included. */
  published: boolean;
  /** Results count towards the Glicko-2 ratings of the game system. */
  rated: boolean;
  format: Format;
  scoring: ScoringConfig;
  tieBreaks: TieBreakId[];
  constraints: PairingConstraints;
  /** Give each player a table they have not used before where possible. */
  freshTables: boolean;
  /**
   * Games of an engine competition are matches the server creates at pairing, with this setup
   * and, when the organiser gave them, these match clocks.
   */
  play: { mode: PlayMode; setup: unknown; dice: 'reported' | 'server'; clock?: ClockOptions };
  /** Round clocks; absent on streams written before them, which read as `DEFAULT_TIMING`. */
  timing?: CompetitionTiming;
  /**
   * A Swiss tournament's commitment to the secret seed of its first random draw of round 1
   * (draw 1): SHA-256 of the seed's hex text (`seedCommitment`), made before anyone registered.
   * The seed is revealed in the stream right after the pairing it draws (PairingSeedRevealed).
   * Absent for other formats and on streams written before draws were committed.
   */
  pairingSeedCommitment?: string;
}

export interface PlayerRegisteredData {
  playerId: PlayerId;
  name: string;
  /**
   * The player's account, through which they report and play: set when a player registers
   * themself; null for a guest the organiser reports for, and for an entry the organiser made for
   * someone's account, which is theirs once they accept it (EntryAccepted). Entries recorded
   * before invitations existed carry the account the organiser named, and read as accepted.
   */
  accountId: string | null;
  club: string | null;
  /** Seeding order (1 = strongest); registration order when the organiser gives none (PlayerSeeded changes it). */
  seed: number;
  /** The round they join before: 1 for a player registered before pairing starts, later for a late join. */
  joinsRound: number;
  /**
   * The organiser entered someone's account (by its e-mail address or id), which its player
   * accepts or declines: until then a guest entry by name. Which account was asked is not in the
   * log (the API keeps it apart), so the entry reads the same whoever, if anyone, it asks.
   * Absent on every other entry.
   */
  invited?: true;
}

/** The invited player accepted the entry: it is their account's from now on. */
export interface EntryAcceptedData {
  playerId: PlayerId;
  accountId: string;
}

/** The invited player declined the entry: it stays a guest entry by name. */
export interface EntryDeclinedData {
  playerId: PlayerId;
}

export interface PlayerDroppedData {
  playerId: PlayerId;
  reason: string;
  /** The last round whose pairing included them; they are never paired again. */
  afterRound: number;
}

/** One game of a round: its table, its players, and the match played through the engine, if any. */
export interface PairedGame {
  game: string;
  table: number;
  a: PlayerId;
  /** null: a bye. */
  b: PlayerId | null;
  /** The engine match, created when the round starts (never for a bye); a league game's at once. */
  matchId: string | null;
  /** The bracket match this game decides, in an elimination stage. */
  bracketMatch: string | null;
  explanation: PairingExplanation;
}

export interface ConstraintBreachData {
  a: PlayerId;
  b: PlayerId | null;
  kind: string;
  strictness: 'hard' | 'soft';
  text: string;
}

export type Stage = 'swiss' | 'round-robin' | 'elimination' | 'top-cut' | 'league';

/**
 * How round 1 of a Swiss is seeded before the pairer pairs it (top half against bottom half):
 * 'random', a draw from a committed secret seed (`drawOrder`); 'rating', by the players' Glicko-2
 * ratings in the game, unrated players after them in registration order; 'seeds', by the
 * organiser's seed list (ties in registration order).
 */
export type FirstRoundMethod = 'random' | 'rating' | 'seeds';

/** How round 1 was seeded, as its RoundPaired records it; `order` is the seeding, strongest (or first drawn) first. */
export type FirstRoundDraw =
  /** `draw`: which committed seed (1, then one more for each pairing again); `commitment`: that seed's, published before. */
  | { method: 'random'; draw: number; commitment: string; order: PlayerId[] }
  /** `ratings`: each rated player's rating as the server read it when pairing; the others had none. */
  | { method: 'rating'; ratings: Record<PlayerId, number>; order: PlayerId[] }
  | { method: 'seeds'; order: PlayerId[] };

export interface RoundPairedData {
  round: number;
  stage: Stage;
  games: PairedGame[];
  /** True when it replaces the pairing of a round that had not started. */
  repaired: boolean;
  /** The bracket an elimination stage starts with (seeded, byes resolved), on its first round. */
  bracket?: Bracket;
  /**
   * How round 1 of a Swiss was seeded. Absent on every other round and on a round 1 paired before
   * the methods existed, which was seeded by the seed list (registration order by default).
   */
  firstRound?: FirstRoundDraw;
  /**
   * 'standing': the games of a Swiss round are in the order of the standings (the game of the
   * higher-placed player first, then by the lower-placed one), byes last, before tables are given.
   * Absent on rounds paired before, which kept the pairer's board order.
   */
  boards?: 'standing';
}

/**
 * The server committed to the secret seed of a draw of round 1 in the command that first pairs
 * round 1 at random, for a competition created before draws were committed at creation.
 */
export interface PairingSeedCommittedData {
  draw: number;
  commitment: string;
}

/**
 * The seed of a draw, revealed after the RoundPaired it drew: anyone can check it against the
 * commitment and draw the order again (`drawOrder`). `next` commits to the seed of the next draw,
 * which pairing round 1 again uses.
 */
export interface PairingSeedRevealedData {
  round: number;
  draw: number;
  seed: string;
  commitment: string;
  next: string;
}

/** The organiser fixed the table a player sits at every round (an accessible table); null: no longer. */
export interface PlayerTableFixedData {
  playerId: PlayerId;
  table: number | null;
}

/** The organiser set a player's seed (1 = strongest), before any round started. */
export interface PlayerSeededData {
  playerId: PlayerId;
  seed: number;
}

/** The organiser swapped players by hand: the new games, and every constraint they break. */
export interface PairingsAmendedData {
  round: number;
  games: PairedGame[];
  breaches: ConstraintBreachData[];
  reason: string;
}

/**
 * The organiser shows a round's pairings: until then only the organiser sees its games. Starting
 * a round publishes it too (RoundStarted), and pairing it again hides it until it is published
 * again.
 */
export interface RoundPublishedData {
  round: number;
}

export interface RoundStartedData {
  round: number;
  /** The engine match of each game, by game id, when the competition plays through the engine. */
  matches: Record<string, string>;
}

/** A score for each player of the game (reputation, victory points…), by player id. */
export type GameScores = Record<PlayerId, Record<string, number>>;

export interface ResultReportedData {
  game: string;
  /** The reporting player, or null when the organiser reports: a ruling, settled at once. */
  by: PlayerId | null;
  winner: PlayerId | null;
  draw: boolean;
  scores: GameScores;
  /** Why the organiser ruled or overrode; required of the organiser. */
  reason: string | null;
}

export interface ResultConfirmedData {
  game: string;
  by: PlayerId;
}

export interface ResultDisputedData {
  game: string;
  by: PlayerId;
  reason: string;
}

/** The engine's outcome of a match played through it: settles the game. */
export interface ResultRecordedData {
  game: string;
  matchId: string;
  winner: PlayerId | null;
  draw: boolean;
  reason: string | null;
  scores: GameScores;
}

export interface PointsAdjustedData {
  playerId: PlayerId;
  round: number | null;
  /** Bonus (positive) or penalty (negative), added to the primary score. */
  points: number;
  reason: string;
}

/** The organiser gives `playerId` a loss in this game (its opponent wins; the game counts as unplayed). */
export interface GameLossIssuedData {
  game: string;
  playerId: PlayerId;
  reason: string;
}

/**
 * A season's rules: the most games between the same two players in the season, and the most
 * games a player plays in one ISO week (null: no limit). Whole numbers from 1.
 */
export interface SeasonLimits {
  maxGamesPerPair: number | null;
  maxGamesPerWeek: number | null;
}

export interface SeasonOpenedData {
  season: number;
  name: string;
  /**
   * The season's rules as the organiser set them when opening it. Absent when they gave none,
   * and on every stream written before seasons had rules of their own: the league's format's
   * limits then.
   */
  limits?: SeasonLimits;
}

/** The organiser changed the open season's rules: they apply to the games opened from now on. */
export interface SeasonLimitsSetData {
  season: number;
  limits: SeasonLimits;
}

export interface SeasonClosedData {
  season: number;
}

/** A league game two players agreed: `week` is the ISO week it was opened in (the server's date). */
export interface LeagueGameOpenedData {
  season: number;
  week: string;
  game: PairedGame;
}

/** Times are ISO 8601 (the server's clock when the command was given); durations are whole milliseconds. */
export interface RoundClockStartedData {
  round: number;
  limitMs: number;
  at: string;
  reason: string | null;
}

export interface RoundClockPausedData {
  round: number;
  at: string;
  reason: string;
}

export interface RoundClockResumedData {
  round: number;
  at: string;
  /** Why the clock runs again; null when the organiser gave no reason (optional since resuming is the expected end of a pause, always given in earlier events). */
  reason: string | null;
}

/** The organiser gives time: to the whole round (`game` null) or to one table's game. */
export interface RoundClockExtendedData {
  round: number;
  game: string | null;
  ms: number;
  at: string;
  reason: string;
}

/** Time is called for these games: their time had run out by `at`, and they had no settled result. */
export interface RoundTimeExpiredData {
  round: number;
  games: string[];
  at: string;
}

/** What the projector in the hall shows: every view in turn, or the one the organiser holds on screen. */
export type ProjectorView = 'cycle' | 'clock' | 'pairings' | 'standings';

export const PROJECTOR_VIEWS: readonly ProjectorView[] = ['cycle', 'clock', 'pairings', 'standings'];

/** The organiser chose what the projector shows; a competition without one cycles through every view. */
export interface ProjectorViewChosenData {
  view: ProjectorView;
}

/**
 * The organiser moved the competition to a newer version of its game: the engine matches created
 * from now on play it; those created before keep the version they were created with.
 */
export interface CompetitionRulesetChangedData {
  rulesetVersion: string;
}

export interface CompetitionFinishedData {
  reason: string;
}

export type CompetitionEvent =
  /**
   * `recordedAt`: when the event was first recorded, on an event read from the store or a log
   * (see `toCompetitionEvent`); a stream written before versions were recorded reads its game's
   * version from it.
   */
  | { type: 'CompetitionCreated'; data: CompetitionCreatedData; recordedAt?: string }
  | { type: 'PlayerRegistered'; data: PlayerRegisteredData }
  | { type: 'PlayerDropped'; data: PlayerDroppedData }
  | { type: 'EntryAccepted'; data: EntryAcceptedData }
  | { type: 'EntryDeclined'; data: EntryDeclinedData }
  | { type: 'RoundPaired'; data: RoundPairedData }
  | { type: 'PairingSeedCommitted'; data: PairingSeedCommittedData }
  | { type: 'PairingSeedRevealed'; data: PairingSeedRevealedData }
  | { type: 'PlayerTableFixed'; data: PlayerTableFixedData }
  | { type: 'PlayerSeeded'; data: PlayerSeededData }
  | { type: 'PairingsAmended'; data: PairingsAmendedData }
  | { type: 'RoundPublished'; data: RoundPublishedData }
  | { type: 'RoundStarted'; data: RoundStartedData }
  | { type: 'CompetitionResultReported'; data: ResultReportedData }
  | { type: 'CompetitionResultConfirmed'; data: ResultConfirmedData }
  | { type: 'CompetitionResultDisputed'; data: ResultDisputedData }
  | { type: 'CompetitionResultRecorded'; data: ResultRecordedData }
  | { type: 'PointsAdjusted'; data: PointsAdjustedData }
  | { type: 'GameLossIssued'; data: GameLossIssuedData }
  | { type: 'SeasonOpened'; data: SeasonOpenedData }
  | { type: 'SeasonClosed'; data: SeasonClosedData }
  | { type: 'SeasonLimitsSet'; data: SeasonLimitsSetData }
  | { type: 'LeagueGameOpened'; data: LeagueGameOpenedData }
  | { type: 'RoundClockStarted'; data: RoundClockStartedData }
  | { type: 'RoundClockPaused'; data: RoundClockPausedData }
  | { type: 'RoundClockResumed'; data: RoundClockResumedData }
  | { type: 'RoundClockExtended'; data: RoundClockExtendedData }
  | { type: 'RoundTimeExpired'; data: RoundTimeExpiredData }
  | { type: 'ProjectorViewChosen'; data: ProjectorViewChosenData }
  | { type: 'CompetitionRulesetChanged'; data: CompetitionRulesetChangedData }
  | { type: 'CompetitionFinished'; data: CompetitionFinishedData };

/** The events of a round's clock. */
export type RoundClockEvent = Extract<
  CompetitionEvent,
  { type: 'RoundClockStarted' | 'RoundClockPaused' | 'RoundClockResumed' | 'RoundClockExtended' | 'RoundTimeExpired' }
>;

export type CompetitionEventType = CompetitionEvent['type'];

export const COMPETITION_EVENT_TYPES: readonly CompetitionEventType[] = [
  'CompetitionCreated',
  'PlayerRegistered',
  'PlayerDropped',
  'EntryAccepted',
  'EntryDeclined',
  'RoundPaired',
  'PairingSeedCommitted',
  'PairingSeedRevealed',
  'PlayerTableFixed',
  'PlayerSeeded',
  'PairingsAmended',
  'RoundPublished',
  'RoundStarted',
  'CompetitionResultReported',
  'CompetitionResultConfirmed',
  'CompetitionResultDisputed',
  'CompetitionResultRecorded',
  'PointsAdjusted',
  'GameLossIssued',
  'SeasonOpened',
  'SeasonClosed',
  'SeasonLimitsSet',
  'LeagueGameOpened',
  'RoundClockStarted',
  'RoundClockPaused',
  'RoundClockResumed',
  'RoundClockExtended',
  'RoundTimeExpired',
  'ProjectorViewChosen',
  'CompetitionRulesetChanged',
  'CompetitionFinished',
];
