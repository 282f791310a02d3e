/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
};

/** An account as others see it: its id and display name. */
export type Account = {
  __typename?: 'Account';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AdjustPointsInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerId: Scalars['String']['input'];
  points: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  round?: InputMaybe<Scalars['Int']['input']>;
};

/** A read-only key for a third-party site. The key itself is shown only once, when created. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The first characters of the key, to tell keys apart. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['String']['output']>;
};

export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  edges: Array<ApiKeyEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  cursor: Scalars['String']['output'];
  node: ApiKey;
};

/** One event of the competition: who did what, when, and why. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  accountId?: Maybe<Scalars['String']['output']>;
  /** organiser | player (with playerId) | server */
  actor: Scalars['JSON']['output'];
  data: Scalars['JSON']['output'];
  number: Scalars['Int']['output'];
  recordedAt: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

export type AvoidPairInput = {
  a: Scalars['String']['input'];
  b: Scalars['String']['input'];
  strictness: Strictness;
};

/** A match's clocks. Omitted: the game's time limit (Solaris VII: the setup's, 20 minutes in the standard match), started by the first order. */
export type ClockInput = {
  /** Chess clocks: minutes for each player; omitted or 0: none. */
  chessMinutes?: InputMaybe<Scalars['Float']['input']>;
  /** The match's time limit in minutes; 0: none; omitted: the game's. */
  minutes?: InputMaybe<Scalars['Float']['input']>;
  /** Default ruleset. */
  outOfTime?: InputMaybe<OutOfTimeRule>;
  /** Default first_action. */
  start?: InputMaybe<ClockStart>;
};

export type ClockPause = {
  __typename?: 'ClockPause';
  /** player (a dispute) or organiser */
  by: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  side?: Maybe<Scalars['String']['output']>;
};

/** What starts a match’s clocks: the first order or roll of a player, or the organiser. */
export type ClockStart =
  | 'first_action'
  | 'organiser';

export type Competition = {
  __typename?: 'Competition';
  /** Every event of the competition with its actor, account and time: the audit trail. */
  audit: AuditEntryConnection;
  /** The elimination bracket (or top cut), with every match and where its winner and loser go. */
  bracket?: Maybe<Scalars['JSON']['output']>;
  constraints: Scalars['JSON']['output'];
  finished: Scalars['Boolean']['output'];
  format: Scalars['JSON']['output'];
  freshTables: Scalars['Boolean']['output'];
  /** A league's games of the current season; a tournament's games of every round. */
  games: Array<CompetitionGame>;
  id: Scalars['ID']['output'];
  kind: CompetitionKind;
  /** The whole competition stream as a log file (docs/competitions.md) that `tabletop import-competition` rebuilds. Organiser only. */
  log: Scalars['String']['output'];
  name: Scalars['String']['output'];
  organiserId: Scalars['String']['output'];
  /** The pairings of a round as CSV (table, players, result). */
  pairingsCsv: Scalars['String']['output'];
  /** Events of this competition or its matches that a processor parked (organiser only: FORBIDDEN otherwise). Empty when all is well. */
  parkedEvents?: Maybe<Array<ParkedEvent>>;
  playMode: Scalars['String']['output'];
  /** Registered players in registration order, dropped ones included. */
  players: CompetitionPlayerConnection;
  published: Scalars['Boolean']['output'];
  rated: Scalars['Boolean']['output'];
  /** A round's clock as it reads now (the current round when none is named); null when the round has no clock. */
  roundClock?: Maybe<RoundClock>;
  rounds: Array<Round>;
  rulesetId: Scalars['String']['output'];
  /** Points for win/draw/loss/bye and the primary and secondary scores. */
  scoring: Scalars['JSON']['output'];
  season?: Maybe<Season>;
  /** Standings with each tie-break value: settled (only settled results) or live; after a given round, or now. */
  standings: Standings;
  /** Standings as CSV (rank, player, score, points, W-D-L, each tie-break). */
  standingsCsv: Scalars['String']['output'];
  tieBreaks: Array<Scalars['String']['output']>;
  /** Round clocks: the length of a round and what games on paper get when time is called. */
  timing: Timing;
  version: Scalars['Int']['output'];
};


export type CompetitionAuditArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type CompetitionPairingsCsvArgs = {
  round: Scalars['Int']['input'];
};


export type CompetitionPlayersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type CompetitionRoundClockArgs = {
  round?: InputMaybe<Scalars['Int']['input']>;
};


export type CompetitionStandingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  mode?: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
};


export type CompetitionStandingsCsvArgs = {
  mode?: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
};

export type CompetitionGame = {
  __typename?: 'CompetitionGame';
  a: Scalars['String']['output'];
  /** null: a bye. */
  b?: Maybe<Scalars['String']['output']>;
  bracketMatch?: Maybe<Scalars['String']['output']>;
  explanation: PairingExplanation;
  id: Scalars['ID']['output'];
  /** The engine match, once the round has started. */
  matchId?: Maybe<Scalars['String']['output']>;
  report?: Maybe<GameReport>;
  result?: Maybe<GameResult>;
  round: Scalars['Int']['output'];
  stage: Scalars['String']['output'];
  /** open | reported | disputed | settled */
  status: Scalars['String']['output'];
  /** 0 for a bye. */
  table: Scalars['Int']['output'];
};

export type CompetitionKind =
  | 'league'
  | 'tournament';

export type CompetitionPlayer = {
  __typename?: 'CompetitionPlayer';
  accountId?: Maybe<Scalars['String']['output']>;
  club?: Maybe<Scalars['String']['output']>;
  dropped: Scalars['Boolean']['output'];
  droppedAfterRound?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The first round they could be paired in. */
  joinsRound: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  seed: Scalars['Int']['output'];
};

export type CompetitionPlayerConnection = {
  __typename?: 'CompetitionPlayerConnection';
  edges: Array<CompetitionPlayerEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type CompetitionPlayerEdge = {
  __typename?: 'CompetitionPlayerEdge';
  cursor: Scalars['String']['output'];
  node: CompetitionPlayer;
};

export type CompetitionRef = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
};

export type CompetitionSummary = {
  __typename?: 'CompetitionSummary';
  finished: Scalars['Boolean']['output'];
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  organiserId: Scalars['String']['output'];
  players: Scalars['Int']['output'];
  published: Scalars['Boolean']['output'];
  rounds: Scalars['Int']['output'];
  rulesetId: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CompetitionSummaryConnection = {
  __typename?: 'CompetitionSummaryConnection';
  edges: Array<CompetitionSummaryEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type CompetitionSummaryEdge = {
  __typename?: 'CompetitionSummaryEdge';
  cursor: Scalars['String']['output'];
  node: CompetitionSummary;
};

export type ConcedeInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  side: Scalars['String']['input'];
};

export type ConfirmResultInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** Your side (the reporter's opponent); leave it out as the organiser. */
  side?: InputMaybe<Scalars['String']['input']>;
};

export type ConstraintBreach = {
  __typename?: 'ConstraintBreach';
  a: Scalars['String']['output'];
  b?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  strictness: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ConstraintsInput = {
  /** Named pairs kept apart (player ids). */
  avoid?: InputMaybe<Array<AvoidPairInput>>;
  clubMates?: InputMaybe<Strictness>;
};

export type CreateCompetitionInput = {
  competitionId?: InputMaybe<Scalars['ID']['input']>;
  constraints?: InputMaybe<ConstraintsInput>;
  format: FormatInput;
  freshTables?: InputMaybe<Scalars['Boolean']['input']>;
  kind: CompetitionKind;
  name: Scalars['String']['input'];
  play?: InputMaybe<PlayInput>;
  published?: Scalars['Boolean']['input'];
  rated?: Scalars['Boolean']['input'];
  rulesetId: Scalars['String']['input'];
  /** Overrides of the game's scoring preset. */
  scoring?: InputMaybe<ScoringInput>;
  /** Tie-breakers in order (the preset's when omitted). */
  tieBreaks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Round clocks: the length of a round, and what games on paper get when time is called. */
  timing?: InputMaybe<TimingInput>;
};

export type CreateMatchInput = {
  /** The match's clocks; the game's time limit, started by the first order, when omitted. */
  clock?: InputMaybe<ClockInput>;
  dice?: DiceMode;
  /** A client-chosen UUID, so a retried create is not doubled. */
  matchId?: InputMaybe<Scalars['ID']['input']>;
  players: Array<PlayerInput>;
  /** Whether anyone (and API keys) may read the match, in the public view. */
  published?: Scalars['Boolean']['input'];
  /** Reveal the whole stream (hidden cards, dice seed) to its readers when the match is over. */
  revealAtEnd?: Scalars['Boolean']['input'];
  rulesetId: Scalars['String']['input'];
  /** Defaults to the newest version. */
  rulesetVersion?: InputMaybe<Scalars['String']['input']>;
  /** The ruleset's setup document (see Ruleset.setupSchema). */
  setup: Scalars['JSON']['input'];
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** Send as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. Shown once: store it now. */
  key: Scalars['String']['output'];
};

export type DiceGroup = {
  __typename?: 'DiceGroup';
  count: Scalars['Int']['output'];
  label?: Maybe<Scalars['String']['output']>;
  sides: Scalars['Int']['output'];
};

/** reported: physical dice at the table; server: the server rolls (verifiable). */
export type DiceMode =
  | 'reported'
  | 'server';

export type DieInput = {
  /** The die’s colour, where the game reads colours (Solaris VII: two dice of one colour and one of another). */
  colour?: InputMaybe<Scalars['String']['input']>;
  /** The die type: 6 for a d6, 20 for a d20. */
  sides: Scalars['Int']['input'];
  value: Scalars['Int']['input'];
};

export type DisputeGameInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  game: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type DisputeResultInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  side?: InputMaybe<Scalars['String']['input']>;
};

export type DropPlayerInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerId: Scalars['String']['input'];
  reason?: Scalars['String']['input'];
};

export type ExtendMatchClockInput = {
  clock: MatchClockKind;
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  minutes: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  /** The player whose chess clock gets the time. */
  side?: InputMaybe<Scalars['String']['input']>;
};

export type ExtendRoundClockInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  minutes: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  round: Scalars['Int']['input'];
  /** One table; the whole round when omitted. */
  table?: InputMaybe<Scalars['Int']['input']>;
};

export type FinishInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  reason?: Scalars['String']['input'];
};

export type FormatInput = {
  /** Round robin: 1 or 2 cycles. */
  cycles?: InputMaybe<Scalars['Int']['input']>;
  /** Double elimination: a second grand final when the losers-bracket player wins the first (default true). */
  grandFinalReset?: InputMaybe<Scalars['Boolean']['input']>;
  kind: FormatKind;
  /** League: most games between the same two players in a season. */
  maxGamesPerPair?: InputMaybe<Scalars['Int']['input']>;
  /** League: most games a player plays in one ISO week. */
  maxGamesPerWeek?: InputMaybe<Scalars['Int']['input']>;
  /** Swiss: number of rounds (none: as many as the organiser pairs). */
  rounds?: InputMaybe<Scalars['Int']['input']>;
  /** Single elimination: play a third-place match. */
  thirdPlace?: InputMaybe<Scalars['Boolean']['input']>;
  /** Swiss: the top cut that follows, as a single-elimination bracket. */
  topCut?: InputMaybe<Scalars['Int']['input']>;
};

/** swiss (optionally with a top cut), round-robin (Berger tables), single- or double-elimination, league (open games in seasons). */
export type FormatKind =
  | 'double_elimination'
  | 'league'
  | 'round_robin'
  | 'single_elimination'
  | 'swiss';

export type GameLossInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  game: Scalars['String']['input'];
  playerId: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type GameRefInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  game: Scalars['String']['input'];
};

export type GameReport = {
  __typename?: 'GameReport';
  by: Scalars['String']['output'];
  disputeReason?: Maybe<Scalars['String']['output']>;
  draw: Scalars['Boolean']['output'];
  scores: Scalars['JSON']['output'];
  /** reported | disputed */
  status: Scalars['String']['output'];
  winner?: Maybe<Scalars['String']['output']>;
};

export type GameResult = {
  __typename?: 'GameResult';
  /** engine | confirmed | organiser | game-loss | bye */
  by: Scalars['String']['output'];
  draw: Scalars['Boolean']['output'];
  /** False for byes and game losses. */
  played: Scalars['Boolean']['output'];
  scores: Scalars['JSON']['output'];
  winner?: Maybe<Scalars['String']['output']>;
};

export type GameResultInput = {
  competitionId: Scalars['ID']['input'];
  draw?: Scalars['Boolean']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  game: Scalars['String']['input'];
  /** Required of the organiser: why they rule or override. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Game scores by player id: { "<playerId>": { "reputation": 150 } }. */
  scores?: InputMaybe<Scalars['JSON']['input']>;
  /** The winning player id; null with draw: true. */
  winner?: InputMaybe<Scalars['String']['input']>;
};

/** Hand it to the player of a side; they join with `joinMatch`. */
export type Invitation = {
  __typename?: 'Invitation';
  expiresAt: Scalars['String']['output'];
  /** A player has taken the seat with this invitation: reissue it to seat someone again. */
  joined: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  side: Scalars['String']['output'];
  /** Takes its seat once: hand it to that player only. */
  token: Scalars['String']['output'];
};

export type IssueOrderInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** An order document `{ type, ... }` (see Ruleset.orderSchema). */
  order: Scalars['JSON']['input'];
  side: Scalars['String']['input'];
};

export type LeagueGameInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerA: Scalars['String']['input'];
  playerB: Scalars['String']['input'];
};

export type Match = {
  __typename?: 'Match';
  /** Replay: the match as it stood after event `eventNumber`, in the caller’s view. */
  at: MatchSnapshot;
  /** The match's clocks as they read now: time limit, round time, chess clocks, pause. */
  clock: MatchClock;
  dice: DiceMode;
  /** The events of the stream, oldest first, as the caller may see them. */
  events: MatchEventConnection;
  id: Scalars['ID']['output'];
  /** The match log (JSON Lines, see docs/match-log.md), for callers who may see the whole stream: null with a FORBIDDEN error otherwise (the rest of the answer stands). */
  log?: Maybe<Scalars['String']['output']>;
  organiserId?: Maybe<Scalars['ID']['output']>;
  outcome: Outcome;
  pending: Pending;
  players: Array<Player>;
  /** Published matches are readable by anyone; the others by their players and organiser. */
  published: Scalars['Boolean']['output'];
  /** Whether the whole stream is revealed to everyone who may read the match once it is over. */
  revealAtEnd: Scalars['Boolean']['output'];
  /** The dice seed, once the match is over and its stream revealed to the caller. */
  revealedSeed?: Maybe<Scalars['String']['output']>;
  ruleset: RulesetRef;
  /** SHA-256 of the server dice seed, published at creation. */
  serverSeedCommitment?: Maybe<Scalars['String']['output']>;
  /** The setup document the match was created with. */
  setup: Scalars['JSON']['output'];
  /** The current state, through the ruleset's view for the caller. */
  state: Scalars['JSON']['output'];
  /** Whether every server roll follows from the dice seed revealed at the end: null until the seed is revealed. The verdict is shown to every reader; the seed itself only to those who see the whole stream. */
  verification?: Maybe<MatchVerification>;
  /** Number of events; pass it as expectedVersion to guard against races. */
  version: Scalars['Int']['output'];
  /** Whose view the caller gets: `player:<side>`, `organiser` (everything) or `public`. */
  viewedAs: Scalars['String']['output'];
};


export type MatchAtArgs = {
  eventNumber: Scalars['Int']['input'];
};


export type MatchEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

/** A match's clocks at serverTime. A client shows them by counting remainingMs down from serverTime (corrected by its own offset to the server) while running is true. */
export type MatchClock = {
  __typename?: 'MatchClock';
  /** Null: no time limit. */
  limit?: Maybe<MatchTimeLimit>;
  matchId: Scalars['ID']['output'];
  /** When the next clock runs out if nothing happens (ISO 8601). */
  nextDeadline?: Maybe<Scalars['String']['output']>;
  outOfTime?: Maybe<OutOfTimeRule>;
  paused?: Maybe<ClockPause>;
  /** Empty without chess clocks. */
  players: Array<PlayerClock>;
  /** Null: not in a timed round. */
  round?: Maybe<MatchRoundTime>;
  /** The match clock and the awaited player’s chess clock are counting. */
  running: Scalars['Boolean']['output'];
  /** The server’s time of this reading (ISO 8601). */
  serverTime: Scalars['String']['output'];
  start: ClockStart;
  started: Scalars['Boolean']['output'];
  /** Time has run out and the game’s time rule has been applied. */
  timeExpired: Scalars['Boolean']['output'];
  /** The match version the reading is of. */
  version: Scalars['Int']['output'];
};

/** match: the match's own time limit; player: one player's chess clock. */
export type MatchClockKind =
  | 'match'
  | 'player';

/** One event of a match stream, as the caller may see it (hidden cards and dice of others are left out until the stream is revealed). */
export type MatchEvent = {
  __typename?: 'MatchEvent';
  data: Scalars['JSON']['output'];
  eventId: Scalars['ID']['output'];
  metadata: Scalars['JSON']['output'];
  /** 1-based position in the match stream. */
  number: Scalars['Int']['output'];
  /** Server time the event was recorded (ISO 8601). */
  recordedAt: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type MatchEventConnection = {
  __typename?: 'MatchEventConnection';
  edges: Array<MatchEventEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type MatchEventEdge = {
  __typename?: 'MatchEventEdge';
  cursor: Scalars['String']['output'];
  node: MatchEvent;
};

/** The round clock of the tournament round this match is played in, for its table. */
export type MatchRoundTime = {
  __typename?: 'MatchRoundTime';
  competitionId: Scalars['ID']['output'];
  /** When the table’s round time runs out (ISO 8601), while the round clock runs. */
  dueAt?: Maybe<Scalars['String']['output']>;
  expired: Scalars['Boolean']['output'];
  remainingMs: Scalars['Float']['output'];
  round: Scalars['Int']['output'];
  running: Scalars['Boolean']['output'];
};

/** The match as it stood after one event. */
export type MatchSnapshot = {
  __typename?: 'MatchSnapshot';
  eventNumber: Scalars['Int']['output'];
  outcome: Outcome;
  pending: Pending;
  state: Scalars['JSON']['output'];
};

export type MatchStatus =
  | 'finished'
  | 'in_progress';

/** A row of the match list read model. */
export type MatchSummary = {
  __typename?: 'MatchSummary';
  createdAt: Scalars['String']['output'];
  draw: Scalars['Boolean']['output'];
  eventCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The organiser’s account. */
  organiser?: Maybe<Account>;
  pendingPrompt: Scalars['String']['output'];
  players: Array<Player>;
  published: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  rulesetId: Scalars['String']['output'];
  rulesetVersion: Scalars['String']['output'];
  sides: Array<SideOutcome>;
  status: MatchStatus;
  updatedAt: Scalars['String']['output'];
  winner?: Maybe<Scalars['String']['output']>;
};

export type MatchSummaryConnection = {
  __typename?: 'MatchSummaryConnection';
  edges: Array<MatchSummaryEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type MatchSummaryEdge = {
  __typename?: 'MatchSummaryEdge';
  cursor: Scalars['String']['output'];
  node: MatchSummary;
};

export type MatchTimeLimit = {
  __typename?: 'MatchTimeLimit';
  expired: Scalars['Boolean']['output'];
  /** Time given by the organiser on top of the limit. */
  extraMs: Scalars['Float']['output'];
  limitMs: Scalars['Float']['output'];
  /** At serverTime; never below 0. */
  remainingMs: Scalars['Float']['output'];
};

/** The check of every server roll against the revealed dice seed (see docs/match-log.md). */
export type MatchVerification = {
  __typename?: 'MatchVerification';
  /** Server rolls that carry their own commitment (older streams have none). */
  committedRolls: Scalars['Int']['output'];
  /** Why not, when not verified. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Server rolls in the stream. */
  serverRolls: Scalars['Int']['output'];
  /** The seed matches serverSeedCommitment, and every server roll its dice and its own commitment. */
  verified: Scalars['Boolean']['output'];
};

/** The signed-in caller. */
export type Me = {
  __typename?: 'Me';
  /** The account, for a signed-in account or API key owner. */
  account?: Maybe<Account>;
  /** account | player | api-key | anonymous */
  kind: Scalars['String']['output'];
  /** For a player who joined by invitation: the match. */
  matchId?: Maybe<Scalars['ID']['output']>;
  /** For a player who joined by invitation: the side. */
  side?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Bonus (positive) or penalty (negative) points, with the reason. */
  adjustPoints: Competition;
  /** Closes the open league season: its standings are final. */
  closeSeason: Competition;
  /** Your side concedes; the match ends. */
  concede: Match;
  /** The reporter's opponent confirms the reported result; it is settled. */
  confirmGameResult: Competition;
  /** The opponent of the reporter (or the organiser) confirms the reported result; the match ends with it. */
  confirmResult: Match;
  /** Creates a read-only API key for a third-party site. */
  createApiKey: CreatedApiKey;
  /** Creates a tournament or league that you organise; scoring and tie-breaks default to the game's preset. */
  createCompetition: Competition;
  /** Creates a match that you organise; the ruleset id and version are pinned in its first event. */
  createMatch: Match;
  /** The reporter's opponent disputes the reported result; the organiser rules. */
  disputeGameResult: Competition;
  /** The opponent of the reporter disputes the reported result; the organiser rules. */
  disputeResult: Match;
  /** Drops a player (the organiser, or the player themself): never paired again; past games stay. */
  dropPlayer: Competition;
  /** The organiser gives time: to the match's time limit, or to one player's chess clock. */
  extendMatchClock: Match;
  /** Gives a round, or one table of it, more time. Organiser only. */
  extendRoundClock: Competition;
  /** Finishes the competition once every game is settled. */
  finishCompetition: Competition;
  /** A game loss for one player of a game: the opponent wins; the game counts as unplayed. */
  issueGameLoss: Competition;
  /** Issues one order for your side; RULE_VIOLATION when it breaks a rule. */
  issueOrder: Match;
  /** Exchanges an invitation for a session as the player of its side; an invitation does this once. */
  joinMatch: PlayerSession;
  /** Opens a league game between two players (one of them, or the organiser), within the league's limits. */
  openLeagueGame: Competition;
  /** Opens a league season. */
  openSeason: Competition;
  /** Pairs the next round (Swiss, Berger table or bracket), or pairs the last one again before it starts. */
  pairRound: Competition;
  /** Pauses a match's clocks: a player calls the organiser to a dispute, or the organiser stops play. Play waits until the organiser resumes. */
  pauseMatchClock: Match;
  /** Pauses a round's clock, and with it play at every table of the round. Organiser only. */
  pauseRoundClock: Competition;
  /** Records a roll of physical dice for the pending roll. */
  recordRoll: Match;
  /** Registers a player: the organiser registers anyone (with an account, or a guest they report for); a signed-in player registers themself in a published competition. */
  registerPlayer: Competition;
  /** Revokes a seat's invitation, used or not, and answers a new one (organiser only): for a player who lost their session, or an invitation handed to the wrong person. A session made from the old one lasts until it expires. */
  reissueInvitation: Invitation;
  /** Reports a game's result: a player's report waits for the opponent; the organiser's (with a reason) rules on a dispute or overrides any result. */
  reportGameResult: Competition;
  /** Reports the result of a match played at the table: the opponent confirms or disputes it; the organiser's report settles it. */
  reportResult: Match;
  /** The organiser rules and a match's clocks run again. */
  resumeMatchClock: Match;
  /** Resumes a paused round's clock. Organiser only. */
  resumeRoundClock: Competition;
  /** Runs the parked events of your competition again (after the fault was fixed); answers what is still parked once the retry has run. */
  retryParkedEvents: ParkedEventsRetry;
  /** Revokes one of your API keys; it stops working at once. */
  revokeApiKey: ApiKey;
  /** Asks the server to roll the pending roll from the match’s committed seed. */
  rollDice: Match;
  /** Signs in; UNAUTHENTICATED (BAD_CREDENTIALS) when the email or password is wrong. */
  signIn: Session;
  /** Creates an organiser account and signs it in. */
  signUp: Session;
  /** Starts a match's clocks (a match whose clocks wait for the organiser). Organiser only. */
  startMatchClock: Match;
  /** Starts a paired round: results may be reported, and engine matches are created. */
  startRound: Competition;
  /** Starts a round's clock; the round must have started. Organiser only. */
  startRoundClock: Competition;
  /** Swaps two players of a round that has not started; the round's `breaches` list what the swap breaks. */
  swapPlayers: Competition;
};


export type MutationAdjustPointsArgs = {
  input: AdjustPointsInput;
};


export type MutationCloseSeasonArgs = {
  input: CompetitionRef;
};


export type MutationConcedeArgs = {
  input: ConcedeInput;
};


export type MutationConfirmGameResultArgs = {
  input: GameRefInput;
};


export type MutationConfirmResultArgs = {
  input: ConfirmResultInput;
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateCompetitionArgs = {
  input: CreateCompetitionInput;
};


export type MutationCreateMatchArgs = {
  input: CreateMatchInput;
};


export type MutationDisputeGameResultArgs = {
  input: DisputeGameInput;
};


export type MutationDisputeResultArgs = {
  input: DisputeResultInput;
};


export type MutationDropPlayerArgs = {
  input: DropPlayerInput;
};


export type MutationExtendMatchClockArgs = {
  input: ExtendMatchClockInput;
};


export type MutationExtendRoundClockArgs = {
  input: ExtendRoundClockInput;
};


export type MutationFinishCompetitionArgs = {
  input: FinishInput;
};


export type MutationIssueGameLossArgs = {
  input: GameLossInput;
};


export type MutationIssueOrderArgs = {
  input: IssueOrderInput;
};


export type MutationJoinMatchArgs = {
  invitation: Scalars['String']['input'];
};


export type MutationOpenLeagueGameArgs = {
  input: LeagueGameInput;
};


export type MutationOpenSeasonArgs = {
  input: OpenSeasonInput;
};


export type MutationPairRoundArgs = {
  input: PairRoundInput;
};


export type MutationPauseMatchClockArgs = {
  input: PauseMatchClockInput;
};


export type MutationPauseRoundClockArgs = {
  input: RoundClockChangeInput;
};


export type MutationRecordRollArgs = {
  input: RecordRollInput;
};


export type MutationRegisterPlayerArgs = {
  input: RegisterPlayerInput;
};


export type MutationReissueInvitationArgs = {
  matchId: Scalars['ID']['input'];
  side: Scalars['String']['input'];
};


export type MutationReportGameResultArgs = {
  input: GameResultInput;
};


export type MutationReportResultArgs = {
  input: ReportResultInput;
};


export type MutationResumeMatchClockArgs = {
  input: ResumeMatchClockInput;
};


export type MutationResumeRoundClockArgs = {
  input: RoundClockChangeInput;
};


export type MutationRetryParkedEventsArgs = {
  input: CompetitionRef;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRollDiceArgs = {
  input: RollDiceInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartMatchClockArgs = {
  input: StartMatchClockInput;
};


export type MutationStartRoundArgs = {
  input: RoundInput;
};


export type MutationStartRoundClockArgs = {
  input: StartRoundClockInput;
};


export type MutationSwapPlayersArgs = {
  input: SwapPlayersInput;
};

export type OpenSeasonInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};

/** What a player whose chess clock ran out may still do. ruleset: nothing — the game's own time rule ends the match; rolls_only: they still make the rolls the match asks of them, give no more orders, and the game’s time rule ends the match once it can only go on by their order. */
export type OutOfTimeRule =
  | 'rolls_only'
  | 'ruleset';

export type Outcome = {
  __typename?: 'Outcome';
  draw: Scalars['Boolean']['output'];
  finished: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  sides: Array<SideOutcome>;
  winner?: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass it as `after` to get the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PairRoundInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Pair the last round again (before it starts). */
  repair?: Scalars['Boolean']['input'];
};

export type PairingExplanation = {
  __typename?: 'PairingExplanation';
  reasons: Array<Scalars['String']['output']>;
  /** Constraints this pairing breaks because nothing better was possible. */
  relaxed: Array<Scalars['String']['output']>;
};

/** What a game played on paper gets when its round's time is called. report: the players report the result as the game stood; draw: a game with no report is settled as a draw. */
export type PaperOutcome =
  | 'draw'
  | 'report';

/** An event that one of the server’s processors could not handle (a read model such as the standings, or a consequence such as recording an engine result). That processor holds back every later event of the same unit of work (`key`) until a retry succeeds; everything else goes on. */
export type ParkedEvent = {
  __typename?: 'ParkedEvent';
  /** What went wrong. */
  error: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  /** Its unit of work: a stream, or a competition id. */
  key: Scalars['String']['output'];
  /** When it was parked (ISO 8601). */
  parkedAt: Scalars['String']['output'];
  /** That event’s position in the whole log. */
  position: Scalars['Float']['output'];
  /** The processor: match_summaries, competitions, competition_standings, clock_deadlines, engine_matches, round_clock_copies or engine_results. */
  processor: Scalars['String']['output'];
  /** A retry was asked for and has not run yet. */
  retryRequested: Scalars['Boolean']['output'];
  /** The stream of the first event held back. */
  streamId: Scalars['String']['output'];
};

export type ParkedEventsRetry = {
  __typename?: 'ParkedEventsRetry';
  /** What is still parked once the retry has run: those that failed again. */
  parkedEvents: Array<ParkedEvent>;
  /** How many parked events the retry was asked for. */
  requested: Scalars['Int']['output'];
};

export type PauseMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** Why: the dispute you call the organiser to, or the organiser’s own reason. */
  reason: Scalars['String']['input'];
  /** The side you play, when you pause as a player and hold more than one seat. */
  side?: InputMaybe<Scalars['String']['input']>;
};

/** What the match waits for: an order, a roll, or nothing. */
export type Pending = {
  __typename?: 'Pending';
  /** The dice a pending roll needs. */
  dice: Array<DiceGroup>;
  /** order | roll | none */
  kind: Scalars['String']['output'];
  /** Order types the rules consider now (a hint). */
  orders: Array<Scalars['String']['output']>;
  prompt: Scalars['String']['output'];
  purpose?: Maybe<Scalars['String']['output']>;
  /** Sides that may act now. */
  sides: Array<Scalars['String']['output']>;
};

export type PlayInput = {
  /** Every engine match's clocks; the game's time limit when omitted. */
  clock?: InputMaybe<ClockInput>;
  /** reported or server. */
  dice?: InputMaybe<Scalars['String']['input']>;
  /** engine: the server creates a match for each game when its round starts; paper: results are reported. */
  mode: Scalars['String']['input'];
  /** The ruleset's setup document for every engine match. */
  setup?: InputMaybe<Scalars['JSON']['input']>;
};

export type Player = {
  __typename?: 'Player';
  name: Scalars['String']['output'];
  playerId?: Maybe<Scalars['String']['output']>;
  side: Scalars['String']['output'];
};

/** One player's chess clock. */
export type PlayerClock = {
  __typename?: 'PlayerClock';
  outOfTime: Scalars['Boolean']['output'];
  /** At serverTime; never below 0. */
  remainingMs: Scalars['Float']['output'];
  /** The match waits for this player: their clock runs. */
  running: Scalars['Boolean']['output'];
  side: Scalars['String']['output'];
};

export type PlayerInput = {
  name: Scalars['String']['input'];
  playerId?: InputMaybe<Scalars['String']['input']>;
  side: Scalars['String']['input'];
};

/** Glicko-2 rating of a player in one game system, with its history. */
export type PlayerRating = {
  __typename?: 'PlayerRating';
  accountId: Scalars['String']['output'];
  deviation: Scalars['Float']['output'];
  games: Scalars['Int']['output'];
  history: Array<RatingPoint>;
  name: Scalars['String']['output'];
  rating: Scalars['Float']['output'];
  rulesetId: Scalars['String']['output'];
  volatility: Scalars['Float']['output'];
};

export type PlayerRatingConnection = {
  __typename?: 'PlayerRatingConnection';
  edges: Array<PlayerRatingEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type PlayerRatingEdge = {
  __typename?: 'PlayerRatingEdge';
  cursor: Scalars['String']['output'];
  node: PlayerRating;
};

/** A session for one seat of one match, from its invitation. */
export type PlayerSession = {
  __typename?: 'PlayerSession';
  expiresAt: Scalars['String']['output'];
  matchId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  side: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Your API keys, newest first. */
  apiKeys: ApiKeyConnection;
  /** A tournament or league: format, players, rounds with their games and pairing explanations, bracket, season. */
  competition: Competition;
  /** Tournaments and leagues, newest first: the published ones, and the ones you organise. */
  competitions: CompetitionSummaryConnection;
  /** A match: its events, current state, pending decision and outcome, as the caller may see them. */
  match: Match;
  /** The invitations to a match's seats, one per side: for its organiser only. Each takes its seat once. */
  matchInvitations: Array<Invitation>;
  /** Matches, newest first: the published ones, and the ones you organise. */
  matchList: MatchSummaryConnection;
  /** Who the server takes the caller to be. */
  me: Me;
  /** One player's rating in a game system, with its history; null before their first rated game. */
  playerRating?: Maybe<PlayerRating>;
  /** The Glicko-2 rating list of one game system, highest first, from every rated tournament and league. */
  ratings: PlayerRatingConnection;
  /** One ruleset; the newest version when none is named. */
  ruleset: Ruleset;
  /** Every game and version the server can run. */
  rulesets: RulesetConnection;
};


export type QueryApiKeysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryCompetitionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCompetitionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMatchInvitationsArgs = {
  matchId: Scalars['ID']['input'];
};


export type QueryMatchListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MatchStatus>;
};


export type QueryPlayerRatingArgs = {
  accountId: Scalars['String']['input'];
  rulesetId: Scalars['String']['input'];
};


export type QueryRatingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId: Scalars['String']['input'];
};


export type QueryRulesetArgs = {
  id: Scalars['String']['input'];
  version?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRulesetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

export type RatingPoint = {
  __typename?: 'RatingPoint';
  deviation: Scalars['Float']['output'];
  games: Scalars['Int']['output'];
  period: Scalars['String']['output'];
  rating: Scalars['Float']['output'];
  volatility: Scalars['Float']['output'];
};

export type RecordRollInput = {
  dice: Array<DieInput>;
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** Cross-check: the purpose of the pending roll. */
  purpose?: InputMaybe<Scalars['String']['input']>;
  /** The side that rolled; defaults to the pending roll’s side. */
  side?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterPlayerInput = {
  /** The player's account (organiser only); omitted when you register yourself or a guest. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  club?: InputMaybe<Scalars['String']['input']>;
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Seeding order (1 = strongest); registration order when omitted. */
  seed?: InputMaybe<Scalars['Int']['input']>;
  /** Register yourself, with your account. */
  self?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ReportResultInput = {
  draw?: Scalars['Boolean']['input'];
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** Named scores per side, e.g. `{"A": {"victoryPoints": 12}}`. */
  scores?: InputMaybe<Scalars['JSON']['input']>;
  /** Your side; leave it out as the organiser, whose report settles the result at once. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** The winning side; null for a draw. */
  winner?: InputMaybe<Scalars['String']['input']>;
};

export type ResumeMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** The ruling, or why the clocks run again. */
  reason: Scalars['String']['input'];
};

export type RollDiceInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** The side asking the server to roll. */
  side?: InputMaybe<Scalars['String']['input']>;
};

export type Round = {
  __typename?: 'Round';
  /** Constraints the organiser's manual swaps break. */
  breaches: Array<ConstraintBreach>;
  /** Every game of the round has a settled result. */
  finished: Scalars['Boolean']['output'];
  games: Array<CompetitionGame>;
  round: Scalars['Int']['output'];
  stage: Scalars['String']['output'];
  started: Scalars['Boolean']['output'];
};

/** A tournament round's clock at serverTime. */
export type RoundClock = {
  __typename?: 'RoundClock';
  competitionId: Scalars['ID']['output'];
  deadline?: Maybe<Scalars['String']['output']>;
  /** Time given to the whole round. */
  extraMs: Scalars['Float']['output'];
  limitMs: Scalars['Float']['output'];
  paused?: Maybe<RoundClockPause>;
  /** The round’s time left, without table extensions; never below 0. */
  remainingMs: Scalars['Float']['output'];
  round: Scalars['Int']['output'];
  running: Scalars['Boolean']['output'];
  serverTime: Scalars['String']['output'];
  started: Scalars['Boolean']['output'];
  tables: Array<TableClock>;
  /** The competition version the reading is of. */
  version: Scalars['Int']['output'];
};

export type RoundClockChangeInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  round: Scalars['Int']['input'];
};

export type RoundClockPause = {
  __typename?: 'RoundClockPause';
  at: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type RoundInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  round: Scalars['Int']['input'];
};

/** A game the platform can run, at one version. */
export type Ruleset = {
  __typename?: 'Ruleset';
  /** Stable id, e.g. "vigilant-peace". */
  id: Scalars['ID']['output'];
  /** Standard match time limit in minutes, if the rulebook sets one. */
  matchMinutes?: Maybe<Scalars['Int']['output']>;
  /** The fewest players a match of this game seats (the most is the number of sides). */
  minSides: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** JSON Schema of an order document given to issueOrder. */
  orderSchema: Scalars['JSON']['output'];
  /** JSON Schema of the setup document given to createMatch. */
  setupSchema: Scalars['JSON']['output'];
  /** The sides of the table, in seat order: a match seats the first minSides to all of them, one player each. */
  sides: Array<Scalars['String']['output']>;
  summary: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type RulesetConnection = {
  __typename?: 'RulesetConnection';
  edges: Array<RulesetEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type RulesetEdge = {
  __typename?: 'RulesetEdge';
  cursor: Scalars['String']['output'];
  node: Ruleset;
};

export type RulesetRef = {
  __typename?: 'RulesetRef';
  id: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type ScoringInput = {
  bye?: InputMaybe<Scalars['Float']['input']>;
  draw?: InputMaybe<Scalars['Float']['input']>;
  loss?: InputMaybe<Scalars['Float']['input']>;
  /** 'points', or a game score such as 'reputation' for solaris7. */
  primary?: InputMaybe<Scalars['String']['input']>;
  secondary?: InputMaybe<Array<Scalars['String']['input']>>;
  win?: InputMaybe<Scalars['Float']['input']>;
};

export type Season = {
  __typename?: 'Season';
  name: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  open: Scalars['Boolean']['output'];
  /** ISO weeks with games, in order: a league game's round is its week's place here. */
  weeks: Array<Scalars['String']['output']>;
};

/** A signed token: send it as `Authorization: Bearer <token>` (HTTP) or in the WebSocket connection parameters. */
export type Session = {
  __typename?: 'Session';
  account: Account;
  /** When the token stops working (ISO 8601); sign in again after that. */
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type SideOutcome = {
  __typename?: 'SideOutcome';
  /** win | loss | draw, once finished */
  result?: Maybe<Scalars['String']['output']>;
  /** Named scores: victory points, reputation points… */
  scores: Scalars['JSON']['output'];
  side: Scalars['String']['output'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** At least 10 characters. */
  password: Scalars['String']['input'];
};

export type StandingRow = {
  __typename?: 'StandingRow';
  byes: Scalars['Int']['output'];
  draws: Scalars['Int']['output'];
  dropped: Scalars['Boolean']['output'];
  /** Sums of game scores (reputation, point value…). */
  gameScores: Scalars['JSON']['output'];
  losses: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  played: Scalars['Int']['output'];
  playerId: Scalars['String']['output'];
  /** Tournament points. */
  points: Scalars['Float']['output'];
  rank: Scalars['Int']['output'];
  /** The primary score, with adjustments. */
  score: Scalars['Float']['output'];
  /** Each tie-break in the configured order. */
  tieBreaks: Array<TieBreakValue>;
  wins: Scalars['Int']['output'];
};

export type StandingRowConnection = {
  __typename?: 'StandingRowConnection';
  edges: Array<StandingRowEdge>;
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

export type StandingRowEdge = {
  __typename?: 'StandingRowEdge';
  cursor: Scalars['String']['output'];
  node: StandingRow;
};

export type Standings = {
  __typename?: 'Standings';
  competitionId: Scalars['ID']['output'];
  mode: StandingsMode;
  /** Whether that round (or the last paired one) has every result settled. */
  roundFinished: Scalars['Boolean']['output'];
  rows: StandingRowConnection;
  /** The round these standings are after; null: all rounds so far. */
  throughRound?: Maybe<Scalars['Int']['output']>;
  /** The competition version the standings were computed at. */
  version: Scalars['Int']['output'];
};

/** settled: only settled results; live: also results awaiting confirmation and engine matches in progress by their running score. */
export type StandingsMode =
  | 'live'
  | 'settled';

export type StartMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type StartRoundClockInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The round's length in minutes; the competition's timing.roundMinutes when omitted. */
  minutes?: InputMaybe<Scalars['Float']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  round: Scalars['Int']['input'];
};

/** hard: never broken while any pairing exists; soft: broken only when that avoids something worse; off. */
export type Strictness =
  | 'hard'
  | 'off'
  | 'soft';

export type Subscription = {
  __typename?: 'Subscription';
  /** A match's clocks: as they read now, again after every change, and every second while they run, each with the server's time. */
  matchClock: MatchClock;
  /** The events of a match as they are appended, in order, each as you may see it. With `after`, the events after that number come first. */
  matchEvents: MatchEvent;
  /** The match after each new event (state, pending decision, outcome), as you may see it; first the match as it is now. */
  matchUpdated: Match;
  /** A round's clock (the current round when none is named): as it reads now, again after every change, and every second while it runs. */
  roundClock: RoundClock;
  /** Each round as it is paired (or paired again, or amended by a swap). */
  roundPaired: Round;
  /** The standings now, then again after every change to the competition (results, rulings, drops, adjustments, pairings); live standings also after every event of its engine matches. */
  standingsChanged: Standings;
};


export type SubscriptionMatchClockArgs = {
  matchId: Scalars['ID']['input'];
};


export type SubscriptionMatchEventsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
};


export type SubscriptionMatchUpdatedArgs = {
  matchId: Scalars['ID']['input'];
};


export type SubscriptionRoundClockArgs = {
  competitionId: Scalars['ID']['input'];
  round?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionRoundPairedArgs = {
  competitionId: Scalars['ID']['input'];
};


export type SubscriptionStandingsChangedArgs = {
  competitionId: Scalars['ID']['input'];
  mode?: StandingsMode;
};

export type SwapPlayersInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerA: Scalars['String']['input'];
  playerB: Scalars['String']['input'];
  reason?: Scalars['String']['input'];
  round: Scalars['Int']['input'];
};

/** One table's round time. */
export type TableClock = {
  __typename?: 'TableClock';
  deadline?: Maybe<Scalars['String']['output']>;
  /** Time given to this table alone. */
  extraMs: Scalars['Float']['output'];
  game: Scalars['String']['output'];
  matchId?: Maybe<Scalars['ID']['output']>;
  /** At serverTime; never below 0. */
  remainingMs: Scalars['Float']['output'];
  settled: Scalars['Boolean']['output'];
  table: Scalars['Int']['output'];
  timeCalled: Scalars['Boolean']['output'];
};

export type TieBreakValue = {
  __typename?: 'TieBreakValue';
  id: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/** A tournament's round clocks, as the organiser set them. */
export type Timing = {
  __typename?: 'Timing';
  paperOutcome: PaperOutcome;
  /** The length of a round in minutes, when set. */
  roundMinutes?: Maybe<Scalars['Float']['output']>;
};

/** A tournament's round clocks. */
export type TimingInput = {
  /** Default report. */
  paperOutcome?: InputMaybe<PaperOutcome>;
  /** The length of a round in minutes, used when the organiser starts a round clock without naming one. */
  roundMinutes?: InputMaybe<Scalars['Float']['input']>;
};

export type StandingsTableFragment = { __typename?: 'Standings', version: number, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, byes: number, played: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } };

export type GameNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type GameNamesQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string } }> } };

export type EventPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean }>, players: { __typename?: 'CompetitionPlayerConnection', totalCount: number }, standings: { __typename?: 'Standings', version: number, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, byes: number, played: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } } };

export type EventStandingsSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventStandingsSubscription = { __typename?: 'Subscription', standingsChanged: { __typename?: 'Standings', version: number, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, byes: number, played: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', competitions: { __typename?: 'CompetitionSummaryConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionSummaryEdge', node: { __typename?: 'CompetitionSummary', id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string } }> } };

export type ConsoleEventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleEventQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, name: string, kind: CompetitionKind, finished: boolean } };

export const StandingsTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StandingsTableFragment, unknown>;
export const GameNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GameNamesQuery, GameNamesQueryVariables>;
export const EventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventPageQuery, EventPageQueryVariables>;
export const EventStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standingsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventStandingsSubscription, EventStandingsSubscriptionVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const ConsoleEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<ConsoleEventQuery, ConsoleEventQueryVariables>;