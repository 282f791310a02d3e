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
}

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
  | { type: 'ResultDisputed'; data: ResultDisputedData };

export type MatchEventType = MatchEvent['type'];

/** The events a ruleset's `evolve` sees: everything after creation that is a game fact. */
export type GameEvent = Exclude<MatchEvent, { type: 'MatchCreated' } | { type: 'ServerSeedRevealed' } | ResultEvent>;

/** The facts about a result reported from the table; the kernel folds them, not the ruleset. */
export type ResultEvent = Extract<MatchEvent, { type: 'ResultReported' | 'ResultConfirmed' | 'ResultDisputed' }>;

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
];
