/**
 * The game-neutral vocabulary of a match stream. Every match stream holds only these:
 * the creation fact, the players' orders, dice rolls, and a few facts from outside the
 * table. Everything else is derived by replaying them through the ruleset.
 */

/** A seat at the table: which side of the ruleset a player plays. */
export interface PlayerSeat {
  side: string;
  name: string;
  /** Opaque id of an account or registration, if any. */
  playerId?: string | null;
}

/** One die's result. `sides` is the die type (6 for a D6, 20 for a D20). */
export interface DieResult {
  sides: number;
  value: number;
  /** The die's colour as reported, where the game reads colours (Solaris VII: a pair of one colour, a single of another). */
  colour?: string;
}

export type RollSource = 'reported' | 'server';

export interface MatchCreatedData {
  matchId: string;
  ruleset: { id: string; version: string };
  players: PlayerSeat[];
  /** The ruleset's own setup document (armies, scenario, options), validated by its schema. */
  setup: unknown;
  /** How dice are produced by default: physical dice at the table, or rolled by the server. */
  dice: RollSource;
  /**
   * SHA-256 (hex) of the server's secret seed for this match. Every server roll is derived
   * from that seed, so the rolls are fixed before they are used; the seed itself is revealed
   * when the match ends (`ServerSeedRevealed`) and anyone can check every roll.
   */
  serverSeedCommitment: string | null;
  /** Who runs the match and who may read it; absent on older streams (see `accessOf`). */
  access?: MatchAccess;
  /** The competition game this match decides: its outcome is recorded there when it ends. */
  competition?: { competitionId: string; game: string };
  /** The match's clocks (time limit, chess clocks), fixed at creation; absent on older streams: no clock. */
  clock?: ClockSettings;
}

/**
 * The clocks of a match, as the organiser set them when it was created. Times are in
 * milliseconds; every clock counts the time between events as the server stamped them
 * (`metadata.at`), so a replay gives the same readings on any machine.
 */
export interface ClockSettings {
  /** The match's own time limit (Solaris VII's standard match: 20 minutes); null: none. */
  limitMs: number | null;
  /** What starts the clocks: the first order or roll of a player, or the organiser. */
  start: 'first-action' | 'organiser';
  /**
   * Chess clocks: each player's own time. The clock of the side the match waits for runs;
   * `outOfTime` says what a player whose time has run out may still do (see clock.ts).
   */
  chess: { perSideMs: number; outOfTime: OutOfTimeRule } | null;
}

/**
 * What follows when a player's chess clock runs out: `ruleset`, the game's own time rule
 * (`onTimeExpired` with the player's clock); `rolls-only`, the player may still roll dice the
 * match asks of them but gives no more orders, and the game's time rule ends the match once it
 * can only go on by that player's order.
 */
export type OutOfTimeRule = 'ruleset' | 'rolls-only';

/** The organiser's choices about who may see a match. */
export interface MatchAccess {
  /** Account id of the organiser who created the match (null: nobody manages it). */
  organiserId: string | null;
  /** Published matches can be read by anyone (in the public view); others only by their players and organiser. */
  published: boolean;
  /** When the match is over, everyone who may read it sees the whole stream, hidden cards and dice seed included. */
  revealAtEnd: boolean;
}

export const DEFAULT_ACCESS: MatchAccess = { organiserId: null, published: true, revealAtEnd: true };

export function accessOf(created: MatchCreatedData): MatchAccess {
  return { ...DEFAULT_ACCESS, ...created.access };
}

export interface OrderIssuedData {
  side: string;
  /** The ruleset's order document, validated by its order schema. */
  order: { type: string } & Record<string, unknown>;
}

export interface DiceRolledData {
  side: string | null;
  /** What the roll was for, copied from the pending roll it answers. */
  purpose: string;
  dice: DieResult[];
  source: RollSource;
  /** For server rolls: the index of this roll in the match's seed sequence. */
  nonce?: number;
  /**
   * For server rolls: the hex SHA-256 that commits to this roll (see `rollCommitment` in
   * dice.ts). Every viewer sees it, even when the dice are hidden from them, so the order a
   * shuffle gave is fixed in public the moment it happens and checked when the seed is revealed.
   */
  commitment?: string;
}

export interface MatchConcededData {
  side: string;
}

export interface TimeExpiredData {
  /** Which clock ran out: the match's own limit or the round's. */
  clock: 'match' | 'round' | 'player';
  side?: string | null;
}

/** The clocks start counting (the first order of a player, or the organiser's word). */
export interface ClockStartedData {
  reason: string | null;
}

/**
 * The match's clocks stop: a player calls the organiser to a dispute (`side` is theirs), or the
 * organiser pauses. Play waits until the organiser resumes.
 */
export interface ClockPausedData {
  by: 'player' | 'organiser';
  side: string | null;
  reason: string;
}

/** The organiser rules and the clocks run again. */
export interface ClockResumedData {
  reason: string;
}

/** The organiser gives time: to the match's limit, or to one player's chess clock. */
export interface ClockExtendedData {
  clock: 'match' | 'player';
  side: string | null;
  ms: number;
  reason: string;
}

/**
 * The round clock of the competition this match is played in, as it stands for this table.
 * The competition owns the round clock; each of its engine matches keeps a copy, so an order is
 * judged against the round's time from the match's own stream.
 */
export interface RoundClockSetData {
  competitionId: string;
  round: number;
  /** The competition's version at the round clock's last change: a copy never goes back to an older one. */
  version: number;
  running: boolean;
  /** When this table's round time runs out (ISO 8601), while the round clock runs; null while it is paused. */
  dueAt: string | null;
  /** This table's time left, in ms, as of that change (what a paused round clock shows). */
  remainingMs: number;
}

/** A player's chess clock ran out under the `rolls-only` rule: they may still roll, no longer give orders. */
export interface OutOfTimeData {
  side: string;
}

export interface ServerSeedRevealedData {
  seed: string;
}

/**
 * A result reported from the table, for a match played on paper (or finished there). A
 * player's report settles the match once the opponent confirms it; the organiser's report
 * or confirmation settles it at once. `side` is the reporting player's side, null for the organiser.
 */
export interface ResultReportedData {
  side: string | null;
  winner: string | null;
  draw: boolean;
  /** Named scores per side, e.g. `{ A: { victoryPoints: 12 } }`. */
  scores?: Record<string, Record<string, number>>;
}

export interface ResultConfirmedData {
  side: string | null;
}

export interface ResultDisputedData {
  side: string;
  reason: string;
}

export type MatchEvent =
  | { type: 'MatchCreated'; data: MatchCreatedData }
  | { type: 'OrderIssued'; data: OrderIssuedData }
  | { type: 'DiceRolled'; data: DiceRolledData }
  | { type: 'MatchConceded'; data: MatchConcededData }
  | { type: 'TimeExpired'; data: TimeExpiredData }
  | { type: 'ServerSeedRevealed'; data: ServerSeedRevealedData }
  | { type: 'ResultReported'; data: ResultReportedData }
  | { type: 'ResultConfirmed'; data: ResultConfirmedData }
  | { type: 'ResultDisputed'; data: ResultDisputedData }
  | { type: 'ClockStarted'; data: ClockStartedData }
  | { type: 'ClockPaused'; data: ClockPausedData }
  | { type: 'ClockResumed'; data: ClockResumedData }
  | { type: 'ClockExtended'; data: ClockExtendedData }
  | { type: 'RoundClockSet'; data: RoundClockSetData }
  | { type: 'OutOfTime'; data: OutOfTimeData };

export type MatchEventType = MatchEvent['type'];

/** The events a ruleset's `evolve` sees: everything after creation that is a game fact. */
export type GameEvent = Exclude<MatchEvent, { type: 'MatchCreated' } | { type: 'ServerSeedRevealed' } | ResultEvent | ClockEvent>;

/** The facts about a result reported from the table; the kernel folds them, not the ruleset. */
export type ResultEvent = Extract<MatchEvent, { type: 'ResultReported' | 'ResultConfirmed' | 'ResultDisputed' }>;

/** The facts about the match's clocks; the kernel folds these, not the ruleset (a clock's expiry is `TimeExpired`, the ruleset's). */
export type ClockEvent = Extract<
  MatchEvent,
  { type: 'ClockStarted' | 'ClockPaused' | 'ClockResumed' | 'ClockExtended' | 'RoundClockSet' | 'OutOfTime' }
>;

export const CLOCK_EVENT_TYPES: readonly ClockEvent['type'][] = [
  'ClockStarted',
  'ClockPaused',
  'ClockResumed',
  'ClockExtended',
  'RoundClockSet',
  'OutOfTime',
];

export const MATCH_EVENT_TYPES: readonly MatchEventType[] = [
  'MatchCreated',
  'OrderIssued',
  'DiceRolled',
  'MatchConceded',
  'TimeExpired',
  'ServerSeedRevealed',
  'ResultReported',
  'ResultConfirmed',
  'ResultDisputed',
  ...CLOCK_EVENT_TYPES,
];

/**
 * The organiser's clock choices for a new match, in minutes, as the API and a competition's
 * settings give them; `clockSettings` (clock.ts) turns them into the stored `ClockSettings`.
 */
export interface ClockOptions {
  /** The match's time limit; omitted: the ruleset's preset (Solaris VII: the setup's limit, 20 in the standard match); 0 or null: none. */
  minutes?: number | null;
  start?: 'first-action' | 'organiser';
  /** Each player's chess clock; omitted, 0 or null: no chess clocks. */
  chessMinutes?: number | null;
  outOfTime?: OutOfTimeRule;
}
