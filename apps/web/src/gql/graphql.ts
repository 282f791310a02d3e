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
  /** Every event of the competition with its actor, account and time: the audit trail. Null, with an error, for a bad page argument. */
  audit?: Maybe<AuditEntryConnection>;
  /** The elimination bracket (or top cut), with every match and where its winner and loser go. */
  bracket?: Maybe<Scalars['JSON']['output']>;
  constraints: Scalars['JSON']['output'];
  finished: Scalars['Boolean']['output'];
  format: Scalars['JSON']['output'];
  freshTables: Scalars['Boolean']['output'];
  /** A league's games of the current season; a tournament's games of every round (of the published rounds, for anyone but the organiser). */
  games: Array<CompetitionGame>;
  id: Scalars['ID']['output'];
  kind: CompetitionKind;
  /** The whole competition stream as a log file (docs/competitions.md) that `tabletop import-competition` rebuilds. Organiser only: null with a FORBIDDEN error for anyone else (the rest of the answer stands). */
  log?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The newest version of its game when it is newer than `rulesetVersion` (the organiser may move to it: `moveCompetitionToNewestRuleset`); null otherwise. */
  newerRulesetVersion?: Maybe<Scalars['String']['output']>;
  organiserId: Scalars['String']['output'];
  /** The pairings of a round as CSV (table, players, result). Null with a FORBIDDEN error, reason ROUND_NOT_PUBLISHED, for anyone but the organiser until the round is published (the rest of the answer stands). */
  pairingsCsv?: Maybe<Scalars['String']['output']>;
  /** Events of this competition or its matches that a processor parked (organiser only: FORBIDDEN otherwise). Empty when all is well. */
  parkedEvents?: Maybe<Array<ParkedEvent>>;
  playMode: Scalars['String']['output'];
  /** Registered players in registration order, dropped ones included. Null, with an error, for a bad page argument. */
  players?: Maybe<CompetitionPlayerConnection>;
  /** What the hall's projector shows: cycle until the organiser chooses. */
  projectorView: ProjectorView;
  published: Scalars['Boolean']['output'];
  rated: Scalars['Boolean']['output'];
  /** A round's clock as it reads now (the current round when none is named); null when the round has no clock. */
  roundClock?: Maybe<RoundClock>;
  rounds: Array<Round>;
  rulesetId: Scalars['String']['output'];
  /** The version of its game the engine matches it creates from now on play (the newest when it was created); matches created before keep their own. */
  rulesetVersion: Scalars['String']['output'];
  /** Points for win/draw/loss/bye and the primary and secondary scores. */
  scoring: Scalars['JSON']['output'];
  season?: Maybe<Season>;
  /** Standings with each tie-break value: settled (only settled results) or live; after a given round, or now. Null, with an error, for a round the competition does not have or a bad page argument. */
  standings?: Maybe<Standings>;
  /** Standings as CSV (rank, player, score, points, W-D-L, each tie-break). Null, with an error, for a round the competition does not have. */
  standingsCsv?: Maybe<Scalars['String']['output']>;
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
  /** Player a's registered name. */
  aName: Scalars['String']['output'];
  /** null: a bye. */
  b?: Maybe<Scalars['String']['output']>;
  /** Player b's registered name; null for a bye. */
  bName?: Maybe<Scalars['String']['output']>;
  bracketMatch?: Maybe<Scalars['String']['output']>;
  /** Why the game is as it is, with the players' names where the pairing named them. */
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
  /** The player's account: their own when they registered themself, an invited one's once accepted; null for a guest, and for an invitation not accepted. */
  accountId?: Maybe<Scalars['String']['output']>;
  club?: Maybe<Scalars['String']['output']>;
  dropped: Scalars['Boolean']['output'];
  droppedAfterRound?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Where the entry stands when it was made for an account (accepted also for a player who registered themself); null for a guest entered by name. */
  invitation?: Maybe<EntryInvitationState>;
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

/** What a competition of the game starts from: createCompetition applies it for whatever scoring and tie-breaks it is not given. A league leaves out the tie-breaks that count rounds a player sat out (buchholz, median-buchholz, sonneborn-berger, progressive). */
export type CompetitionPreset = {
  __typename?: 'CompetitionPreset';
  scoring: PresetScoring;
  /** Tie-break ids in order (see Ruleset.tieBreakOptions). */
  tieBreaks: Array<Scalars['String']['output']>;
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type ConfirmResultInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** Your side (the reporter's opponent); leave it out as the organiser. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type ConstraintBreach = {
  __typename?: 'ConstraintBreach';
  a: Scalars['String']['output'];
  aName: Scalars['String']['output'];
  b?: Maybe<Scalars['String']['output']>;
  bName?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  strictness: Scalars['String']['output'];
  /** What the swap breaks, with the players' names. */
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type DropPlayerInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerId: Scalars['String']['input'];
  reason?: Scalars['String']['input'];
};

/** An entry the organiser made for your account: yours to accept (it becomes your account's) or to decline. */
export type EntryInvitation = {
  __typename?: 'EntryInvitation';
  /** The club the organiser entered, if any. */
  club?: Maybe<Scalars['String']['output']>;
  /** The competition the entry is in. */
  competitionId: Scalars['ID']['output'];
  /** The competition's name. */
  competitionName: Scalars['String']['output'];
  /** tournament | league */
  kind: Scalars['String']['output'];
  /** The name the organiser entered. */
  name: Scalars['String']['output'];
  /** The organiser's display name. */
  organiserName?: Maybe<Scalars['String']['output']>;
  /** The entry's player id in the competition. */
  playerId: Scalars['ID']['output'];
  /** The game the competition plays. */
  rulesetId: Scalars['String']['output'];
  /** Where the invitation stands. */
  state: EntryInvitationState;
};

/** An entry made for your account, as `myEntryInvitations` lists it. */
export type EntryInvitationInput = {
  /** The competition the entry is in. */
  competitionId: Scalars['ID']['input'];
  /** The entry's player id. */
  playerId: Scalars['ID']['input'];
};

/** Where an entry made for an account stands: invited (a guest entry by name until its player answers), accepted (linked to their account; a player who registers themself has accepted, as has every entry made before invitations existed), declined (it stays a guest entry). */
export type EntryInvitationState =
  | 'accepted'
  | 'declined'
  | 'invited';

export type ExtendMatchClockInput = {
  clock: MatchClockKind;
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  minutes: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  /** The player whose chess clock gets the time. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type LeagueGameInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  playerA: Scalars['String']['input'];
  playerB: Scalars['String']['input'];
};

/** A limit on a measured value an order carries, e.g. the inches of a move. */
export type LegalLimit = {
  __typename?: 'LegalLimit';
  /** The order’s field, as a path: `distance`, `target.inches`. */
  field: Scalars['String']['output'];
  /** The greatest value allowed. */
  max?: Maybe<Scalars['Float']['output']>;
  /** The least value allowed. */
  min?: Maybe<Scalars['Float']['output']>;
  /** The unit of measure: inches, hexes, points. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** One complete order the rules accept now, ready to send as `issueOrder(order:)`. */
export type LegalOption = {
  __typename?: 'LegalOption';
  /** What it costs in the game’s own measure (movement points, action points). */
  cost?: Maybe<Scalars['Float']['output']>;
  /** A short description for a person, e.g. "to 4,5 facing 2". */
  label?: Maybe<Scalars['String']['output']>;
  /** The order document, as the order reference describes it. */
  order: Scalars['JSON']['output'];
};

/** An order type one unit, model or card (or the side itself) may be given now. */
export type LegalOrder = {
  __typename?: 'LegalOrder';
  /** The unit, model or card the order is for; null for the side’s own orders (pass, choose). */
  actor?: Maybe<Scalars['String']['output']>;
  /** Limits of measured values, when the choice is not finite. */
  limits: Array<LegalLimit>;
  /** Every legal option when the choice is finite, each accepted as it is; null when the choice is measured (see limits). */
  options?: Maybe<Array<LegalOption>>;
  /** The rule that allows it, e.g. `warzone P3 l.335`. */
  rule?: Maybe<Scalars['String']['output']>;
  /** The order’s `type`. */
  type: Scalars['String']['output'];
};

/** What one side may order now. */
export type LegalOrders = {
  __typename?: 'LegalOrders';
  /** Per unit or card, the order types the rules allow at this moment. */
  orders: Array<LegalOrder>;
  /** The side. */
  side: Scalars['String']['output'];
};

export type Match = {
  __typename?: 'Match';
  /** Replay: the match as it stood after event `eventNumber`, in the caller’s view. Null, with an error, for an event the match does not have. */
  at?: Maybe<MatchSnapshot>;
  /** The match's clocks as they read now: time limit, round time, chess clocks, pause. */
  clock: MatchClock;
  dice: DiceMode;
  /** The events of the stream, oldest first, as the caller may see them. Null, with an error, for a bad page argument. */
  events?: Maybe<MatchEventConnection>;
  id: Scalars['ID']['output'];
  /** The match log (JSON Lines, see docs/match-log.md), for callers who may see the whole stream: null with a FORBIDDEN error otherwise (the rest of the answer stands). */
  log?: Maybe<Scalars['String']['output']>;
  /** The newest version of this match's game when it is newer than the one the match plays (`ruleset.version`); the match keeps playing its own. Null otherwise. */
  newerRulesetVersion?: Maybe<Scalars['String']['output']>;
  organiserId?: Maybe<Scalars['ID']['output']>;
  outcome: Outcome;
  pending: Pending;
  players: Array<Player>;
  /** Published matches are readable by anyone; the others by their players and organiser. */
  published: Scalars['Boolean']['output'];
  /** The result reported from the table, if any: who reported it and whether it waits for the opponent, stands or is disputed. */
  report?: Maybe<ReportedResult>;
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
  /** Accepts an entry made for your account: it is your account's from now on (your games, your rating). Its games begun before count for no rating. NOT_FOUND (INVITATION_NOT_FOUND) when it is not yours to answer; RULE_VIOLATION (INVITATION_ANSWERED) when answered already. */
  acceptEntry: EntryInvitation;
  /** Bonus (positive) or penalty (negative) points, with the reason. */
  adjustPoints: Competition;
  /** Chooses what the hall's projector shows (cycle: every view in turn); a finished competition's too. Organiser only. */
  chooseProjectorView: Competition;
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
  /** Declines an entry made for your account: it stays a guest entry by name, linked to no account. NOT_FOUND (INVITATION_NOT_FOUND) when it is not yours to answer; RULE_VIOLATION (INVITATION_ANSWERED) when answered already. */
  declineEntry: EntryInvitation;
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
  /** Exchanges an invitation for a session as the player of its side; an invitation does this once. A browser tab that sends its seat key (header X-Seat-Key) gets the session in an HttpOnly cookie bound to the tab: the token works only with that key. */
  joinMatch: PlayerSession;
  /** Moves the competition to the newest version of its game: the engine matches it creates from now on play it, those created before keep theirs. RULESET_CURRENT when it plays the newest already. Organiser only. */
  moveCompetitionToNewestRuleset: Competition;
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
  /** Publishes a paired round: its games are shown to the players and the public (startRound publishes it too). Organiser only. */
  publishRound: Competition;
  /** Records a roll of physical dice for the pending roll. */
  recordRoll: Match;
  /** Registers a player: the organiser registers a guest they report for, themself, or someone's account by its id or e-mail address, which is an invitation that its player accepts (a guest entry until then); a signed-in player registers themself in a published competition. */
  registerPlayer: Competition;
  /** Revokes a seat's invitation, used or not, and answers a new one (organiser only): for a player who lost their session, or an invitation handed to the wrong person. Sessions made from the old one end at once: their next request is refused (UNAUTHENTICATED, SEAT_REISSUED), and their open WebSockets are closed (4401). */
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
  /** Ends the caller's session on the server, an account's sign-in or a seat's: its token (and its cookie, which the answer clears) is refused from then on (UNAUTHENTICATED, SESSION_ENDED), on every instance, and its open WebSockets are closed. The account's other sessions go on. True when a session was ended; false for a caller without one (anonymous, an API key). */
  signOut: Scalars['Boolean']['output'];
  /** Creates an account and signs it in. VALIDATION (field email) when the address is taken; RATE_LIMITED, with retryAfterSeconds, after 5 attempts an hour for one address or 20 from one client (configurable). */
  signUp: Session;
  /** Starts a match's clocks (a match whose clocks wait for the organiser). Organiser only. */
  startMatchClock: Match;
  /** Starts a paired round (publishing it, if it was not): results may be reported, and engine matches are created. */
  startRound: Competition;
  /** Starts a round's clock; the round must have started. Organiser only. */
  startRoundClock: Competition;
  /** Swaps two players of a round that has not started; the round's `breaches` list what the swap breaks. */
  swapPlayers: Competition;
};


export type MutationAcceptEntryArgs = {
  input: EntryInvitationInput;
};


export type MutationAdjustPointsArgs = {
  input: AdjustPointsInput;
};


export type MutationChooseProjectorViewArgs = {
  input: ProjectorViewInput;
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


export type MutationDeclineEntryArgs = {
  input: EntryInvitationInput;
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


export type MutationMoveCompetitionToNewestRulesetArgs = {
  input: CompetitionRef;
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


export type MutationPublishRoundArgs = {
  input: RoundInput;
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
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** What the match waits for: an order, a roll, or nothing. */
export type Pending = {
  __typename?: 'Pending';
  /** The dice a pending roll needs. */
  dice: Array<DiceGroup>;
  /** order | roll | none */
  kind: Scalars['String']['output'];
  /** What each side you may act for may order now, per unit or card, with every legal option where the choice is finite. A player is told their own side’s only (it may name their hidden cards); the organiser every side’s; the public nothing. Empty while a roll is pending, after the end, and for a game that does not say. */
  legal: Array<LegalOrders>;
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

/** A game you play that is not settled yet, with the competition it belongs to. */
export type PlayerGame = {
  __typename?: 'PlayerGame';
  competitionId: Scalars['ID']['output'];
  competitionName: Scalars['String']['output'];
  game: CompetitionGame;
  /** engine | paper */
  playMode: Scalars['String']['output'];
  /** Your player id in that competition. */
  playerId: Scalars['ID']['output'];
  rulesetId: Scalars['String']['output'];
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

/** A game's preset points for each result, and the scores that rank players. */
export type PresetScoring = {
  __typename?: 'PresetScoring';
  bye: Scalars['Float']['output'];
  draw: Scalars['Float']['output'];
  loss: Scalars['Float']['output'];
  /** "points" (tournament points), or one of the game's scores. */
  primary: Scalars['String']['output'];
  /** Game scores summed beside the points, in order (a name, or margin:<name>). */
  secondary: Array<Scalars['String']['output']>;
  win: Scalars['Float']['output'];
};

/** What the hall's projector shows: cycle (every view in turn), or the round clock, the pairings or the standings alone. */
export type ProjectorView =
  | 'clock'
  | 'cycle'
  | 'pairings'
  | 'standings';

export type ProjectorViewInput = {
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  view: ProjectorView;
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
  /** The entries organisers made for your account (by its e-mail address or id) that you have not answered, in competitions not finished, newest first. Signed-in accounts only. */
  myEntryInvitations: Array<EntryInvitation>;
  /** Your games that are not settled (open, reported or disputed) in every competition you play in and have not dropped from: the games of published rounds, and league games; newest competition first. Signed-in accounts only. */
  myGames: Array<PlayerGame>;
  /** One player's rating in a game system, with its history; null before their first rated game. */
  playerRating?: Maybe<PlayerRating>;
  /** The Glicko-2 rating list of one game system, highest first, from every rated tournament and league. */
  ratings: PlayerRatingConnection;
  /** One ruleset; the newest version when none is named. */
  ruleset: Ruleset;
  /** Every game and version the server can run, by game id, oldest version first: a game's last one is its newest. */
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type RegisterPlayerInput = {
  /** The player's account (organiser only): another account's entry is an invitation, as by `email`; omitted when you register yourself or a guest. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  club?: InputMaybe<Scalars['String']['input']>;
  competitionId: Scalars['ID']['input'];
  /** The player's account by its e-mail address, any case (organiser only; not with accountId): the entry is an invitation, a guest entry until the player who signs in with that address accepts it. The answer is the same whether or not an account has the address. */
  email?: InputMaybe<Scalars['String']['input']>;
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
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
  /** The winning side; null for a draw. */
  winner?: InputMaybe<Scalars['String']['input']>;
};

/** A result reported from the table: one player reports, the opponent confirms or disputes, the organiser’s report settles it. */
export type ReportedResult = {
  __typename?: 'ReportedResult';
  /** The side that reported; null when the organiser did. */
  by?: Maybe<Scalars['String']['output']>;
  /** Why the opponent disputes it. */
  disputeReason?: Maybe<Scalars['String']['output']>;
  draw: Scalars['Boolean']['output'];
  /** Named scores per side, as reported: `{"A": {"victoryPoints": 12}}`. */
  scores: Scalars['JSON']['output'];
  /** reported (waiting for the opponent), confirmed (the result stands) or disputed (the organiser rules). */
  status: Scalars['String']['output'];
  /** The winning side; null for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

export type ResumeMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** The ruling, or why the clocks run again. */
  reason: Scalars['String']['input'];
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type RollDiceInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  /** The side asking the server to roll. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

export type Round = {
  __typename?: 'Round';
  /** Constraints the organiser's manual swaps break; empty for anyone but the organiser until the round is published. */
  breaches: Array<ConstraintBreach>;
  /** Every game of the round has a settled result. */
  finished: Scalars['Boolean']['output'];
  /** Empty for anyone but the organiser until the round is published. */
  games: Array<CompetitionGame>;
  /** Its games are shown to players and the public: since publishRound or startRound, until it is paired again. The organiser sees them always. */
  published: Scalars['Boolean']['output'];
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
  /** The scoring and tie-breaks a competition of the game starts from (createCompetition's defaults). */
  competitionPreset: CompetitionPreset;
  /** Stable id, e.g. "vigilant-peace". */
  id: Scalars['ID']['output'];
  /** Standard match time limit in minutes, if the rulebook sets one. */
  matchMinutes?: Maybe<Scalars['Int']['output']>;
  /** The fewest players a match of this game seats (the most is the number of sides). */
  minSides: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The newest version of this game when it is newer than this one (new matches get it); null when this is the newest. */
  newerVersion?: Maybe<Scalars['String']['output']>;
  /** JSON Schema of an order document given to issueOrder. */
  orderSchema: Scalars['JSON']['output'];
  /** The named scores of the game's outcome, with their bounds: the names results and scoring may use. */
  scores: Array<RulesetScore>;
  /** A setup document this version of the game accepts (its sample armies or teams), to start from and edit; null when there is none. */
  setupExample?: Maybe<Scalars['JSON']['output']>;
  /** Why this version of the game would refuse a setup document (what createMatch, and a competition's engine matches, would answer); null when it accepts it. Nothing is created. */
  setupRefusal?: Maybe<SetupRefusal>;
  /** JSON Schema of the setup document given to createMatch. */
  setupSchema: Scalars['JSON']['output'];
  /** The sides of the table, in seat order: a match seats the first minSides to all of them, one player each. */
  sides: Array<Scalars['String']['output']>;
  summary: Scalars['String']['output'];
  /** Every tie-break a competition of the game may list: the fixed ones, then those of the game's scores (score:<name>, score:<name>:low, score:margin:<name>). */
  tieBreakOptions: Array<TieBreakOption>;
  /** The version, e.g. "1.1.1". Every version ever released is served: a match plays and replays under the version it was created with; new matches get the newest. */
  version: Scalars['String']['output'];
};


/** A game the platform can run, at one version. */
export type RulesetSetupRefusalArgs = {
  setup: Scalars['JSON']['input'];
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

/** One named score a game's outcome carries (victory points, reputation…), with its bounds. */
export type RulesetScore = {
  __typename?: 'RulesetScore';
  /** What it counts, in a sentence a player understands. */
  description: Scalars['String']['output'];
  /** Whole numbers only: a count of units, cities, cards. */
  integer: Scalars['Boolean']['output'];
  /** The largest value the game can give; null when the game sets no upper bound. */
  max?: Maybe<Scalars['Float']['output']>;
  /** The smallest value the game can give. */
  min: Scalars['Float']['output'];
  /** The name a result, a primary or secondary score and a `score:<name>` tie-break use, e.g. "reputation". */
  name: Scalars['String']['output'];
  /** The rule that says what the score counts, e.g. "vigilant-peace L65". */
  rule?: Maybe<Scalars['String']['output']>;
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

/** Why a game refuses a setup document: what createMatch would answer. */
export type SetupRefusal = {
  __typename?: 'SetupRefusal';
  /** A stable code, e.g. INVALID_SETUP. */
  code: Scalars['String']['output'];
  /** The path of the value at fault, when it is one value. */
  field?: Maybe<Scalars['String']['output']>;
  /** What is wrong, naming the part of the document at fault. */
  message: Scalars['String']['output'];
  /** The rule refused by, e.g. "warzone setup". */
  rule: Scalars['String']['output'];
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
  /** How many of the competition's events are parked (0 when all is well); its organiser sees which in `Competition.parkedEvents`. */
  parkedEvents: Scalars['Int']['output'];
  /** Whether that round (or the last paired one) has every result settled. */
  roundFinished: Scalars['Boolean']['output'];
  rows: StandingRowConnection;
  /** Whether later events of the competition are not in these standings yet: the server could not handle one of them (see `parkedEvents`), so these are the last consistent standings, as of `version`. */
  stale: Scalars['Boolean']['output'];
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
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
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
  /** The competition as you may see it now, then again after each new event of it (events appended together come as one update), each once the server has handled the event, so that its standings are current. */
  competitionUpdated: Competition;
  /** A match's clocks: as they read now, again after every change, and every second while they run, each with the server's time. */
  matchClock: MatchClock;
  /** The events of a match as they are appended, in order, each as you may see it. With `after`, the events after that number come first. */
  matchEvents: MatchEvent;
  /** The match after each new event (state, pending decision, outcome), as you may see it; first the match as it is now. */
  matchUpdated: Match;
  /** A round's clock (the current round when none is named): as it reads now, again after every change, and every second while it runs. */
  roundClock: RoundClock;
  /** Each round as you come to see new pairings of it. The organiser: as it is paired (or paired again, or amended by a swap) and published. Anyone else: as it is published (by publishRound, or by startRound of a round that was not), and amended while published. */
  roundPaired: Round;
  /** The standings now, then again after every change to the competition (results, rulings, drops, adjustments, pairings); live standings also after every event of its engine matches. */
  standingsChanged: Standings;
};


export type SubscriptionCompetitionUpdatedArgs = {
  competitionId: Scalars['ID']['input'];
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

/** A tie-break a competition of the game may list. */
export type TieBreakOption = {
  __typename?: 'TieBreakOption';
  /** How it is counted, in English. */
  description: Scalars['String']['output'];
  /** The id createCompetition takes: a fixed one ("buchholz") or one of the game's scores ("score:reputation"). */
  id: Scalars['String']['output'];
  /** Its name, in English. */
  name: Scalars['String']['output'];
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

export type EventSummaryFragment = { __typename?: 'CompetitionSummary', id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string };

export type ParkedOwnerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkedOwnerQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, organiserId: string } };

export type ParkedEventsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkedEventsQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, parkedEvents?: Array<{ __typename?: 'ParkedEvent', processor: string, key: string, streamId: string, eventType: string, error: string, parkedAt: string, position: number, retryRequested: boolean }> | null } };

export type RetryParkedEventsMutationVariables = Exact<{
  input: CompetitionRef;
}>;


export type RetryParkedEventsMutation = { __typename?: 'Mutation', retryParkedEvents: { __typename?: 'ParkedEventsRetry', requested: number, parkedEvents: Array<{ __typename?: 'ParkedEvent', position: number, processor: string }> } };

export type StandingsTableFragment = { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } };

export type PublicGameFragment = { __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null };

export type ReportedGameFragment = { __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null };

export type StandingsPlaceFragment = { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean };

export type PlayerRosterFragment = { __typename?: 'Competition', players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type GameNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type GameNamesQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string } }> } };

export type EventPageCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null };

export type EventPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type EventUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', competitions: { __typename?: 'CompetitionSummaryConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionSummaryEdge', node: { __typename?: 'CompetitionSummary', id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string } }> } };

export type PlayerPageCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null };

export type PlayerPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlayerPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type PlayerPageUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlayerPageUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type RatingsGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type RatingsGamesQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string, version: string } }> } };

export type RatingsListQueryVariables = Exact<{
  rulesetId: Scalars['String']['input'];
}>;


export type RatingsListQuery = { __typename?: 'Query', ratings: { __typename?: 'PlayerRatingConnection', totalCount: number, edges: Array<{ __typename?: 'PlayerRatingEdge', node: { __typename?: 'PlayerRating', accountId: string, name: string, rating: number, deviation: number, games: number } }> } };

export type SetupSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SetupSignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } } };

export type SetupSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SetupSignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } } };

export type ConsoleEventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleEventQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, name: string, kind: CompetitionKind, finished: boolean } };

export type SetupMyEventsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetupMyEventsQuery = { __typename?: 'Query', competitions: { __typename?: 'CompetitionSummaryConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'CompetitionSummaryEdge', node: { __typename?: 'CompetitionSummary', organiserId: string, id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string } }> } };

export type SetupRulesetsQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupRulesetsQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string, version: string, matchMinutes?: number | null } }> } };

export type SetupCreateCompetitionMutationVariables = Exact<{
  input: CreateCompetitionInput;
}>;


export type SetupCreateCompetitionMutation = { __typename?: 'Mutation', createCompetition: { __typename?: 'Competition', id: string } };

export type MatchCallQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchCallQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, clock: { __typename?: 'MatchClock', version: number, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null } } };

export type ResultsDeskFragment = { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type ResultsDeskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResultsDeskQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type ResultsDeskLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResultsDeskLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserReportResultMutationVariables = Exact<{
  input: GameResultInput;
}>;


export type OrganiserReportResultMutation = { __typename?: 'Mutation', reportGameResult: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserGameLossMutationVariables = Exact<{
  input: GameLossInput;
}>;


export type OrganiserGameLossMutation = { __typename?: 'Mutation', issueGameLoss: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserAdjustPointsMutationVariables = Exact<{
  input: AdjustPointsInput;
}>;


export type OrganiserAdjustPointsMutation = { __typename?: 'Mutation', adjustPoints: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type ConsoleStandingsFragment = { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } };

export type StandingsPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StandingsPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, scoring: unknown, rounds: Array<{ __typename?: 'Round', round: number }> } };

export type ConsoleStandingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  mode: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConsoleStandingsQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, standings?: { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type ConsoleStandingsUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  mode: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConsoleStandingsUpdatedSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, scoring: unknown, rounds: Array<{ __typename?: 'Round', round: number }>, standings?: { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type ConsoleLiveStandingsSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleLiveStandingsSubscription = { __typename?: 'Subscription', standingsChanged: { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } };

export type StandingsCsvExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  mode: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StandingsCsvExportQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, standingsCsv?: string | null } };

export type PairingsCsvExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type PairingsCsvExportQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, pairingsCsv?: string | null } };

export type EventLogExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventLogExportQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, log?: string | null } };

export type EventDeskFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null };

export type EventDeskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventDeskQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type EventDeskLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventDeskLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type AuditPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuditPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, audit?: { __typename?: 'AuditEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'AuditEntryEdge', node: { __typename?: 'AuditEntry', number: number, type: string, actor: unknown, accountId?: string | null, recordedAt: string, data: unknown } }> } | null } };

export type FinishEventMutationVariables = Exact<{
  input: FinishInput;
}>;


export type FinishEventMutation = { __typename?: 'Mutation', finishCompetition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type MoveEventToNewestRulesetMutationVariables = Exact<{
  input: CompetitionRef;
}>;


export type MoveEventToNewestRulesetMutation = { __typename?: 'Mutation', moveCompetitionToNewestRuleset: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type TablePairingFragment = { __typename?: 'CompetitionGame', id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null };

export type RoundsCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> };

export type RoundsSectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoundsSectionQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type RoundsSectionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoundsSectionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type PairRoundMutationVariables = Exact<{
  input: PairRoundInput;
}>;


export type PairRoundMutation = { __typename?: 'Mutation', pairRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type SwapPlayersMutationVariables = Exact<{
  input: SwapPlayersInput;
}>;


export type SwapPlayersMutation = { __typename?: 'Mutation', swapPlayers: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type PublishRoundMutationVariables = Exact<{
  input: RoundInput;
}>;


export type PublishRoundMutation = { __typename?: 'Mutation', publishRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type StartRoundMutationVariables = Exact<{
  input: RoundInput;
}>;


export type StartRoundMutation = { __typename?: 'Mutation', startRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type ClockReadingFragment = { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> };

export type ClockCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null };

export type ClockSectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClockSectionQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ClockSectionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClockSectionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type RoundClockLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  round?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RoundClockLiveSubscription = { __typename?: 'Subscription', roundClock: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } };

export type StartRoundClockMutationVariables = Exact<{
  input: StartRoundClockInput;
}>;


export type StartRoundClockMutation = { __typename?: 'Mutation', startRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type PauseRoundClockMutationVariables = Exact<{
  input: RoundClockChangeInput;
}>;


export type PauseRoundClockMutation = { __typename?: 'Mutation', pauseRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ResumeRoundClockMutationVariables = Exact<{
  input: RoundClockChangeInput;
}>;


export type ResumeRoundClockMutation = { __typename?: 'Mutation', resumeRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ExtendRoundClockMutationVariables = Exact<{
  input: ExtendRoundClockInput;
}>;


export type ExtendRoundClockMutation = { __typename?: 'Mutation', extendRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ChooseProjectorViewMutationVariables = Exact<{
  input: ProjectorViewInput;
}>;


export type ChooseProjectorViewMutation = { __typename?: 'Mutation', chooseProjectorView: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type PrintRoundQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrintRoundQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, name: string, playMode: string, scoring: unknown, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null }> }> } };

export type MatchInvitationsQueryVariables = Exact<{
  matchId: Scalars['ID']['input'];
}>;


export type MatchInvitationsQuery = { __typename?: 'Query', matchInvitations: Array<{ __typename?: 'Invitation', side: string, name: string, token: string, joined: boolean, expiresAt: string }> };

export type ReissueInvitationMutationVariables = Exact<{
  matchId: Scalars['ID']['input'];
  side: Scalars['String']['input'];
}>;


export type ReissueInvitationMutation = { __typename?: 'Mutation', reissueInvitation: { __typename?: 'Invitation', side: string, name: string, token: string, joined: boolean, expiresAt: string } };

export type SetupSessionFragment = { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } };

export type SetupPlayersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetupPlayersQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, format: unknown, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, seed: number, joinsRound: number, dropped: boolean, droppedAfterRound?: number | null, accountId?: string | null, invitation?: EntryInvitationState | null } }> } | null } };

export type SetupCompetitionUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetupCompetitionUpdatedSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number } };

export type SetupGameQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type SetupGameQuery = { __typename?: 'Query', ruleset: { __typename?: 'Ruleset', id: string, name: string, matchMinutes?: number | null, setupExample?: unknown | null, setupSchema: unknown, competitionPreset: { __typename?: 'CompetitionPreset', tieBreaks: Array<string>, scoring: { __typename?: 'PresetScoring', win: number, draw: number, loss: number, bye: number, primary: string, secondary: Array<string> } }, tieBreakOptions: Array<{ __typename?: 'TieBreakOption', id: string }> } };

export type SetupCheckQueryVariables = Exact<{
  id: Scalars['String']['input'];
  setup: Scalars['JSON']['input'];
}>;


export type SetupCheckQuery = { __typename?: 'Query', ruleset: { __typename?: 'Ruleset', id: string, setupRefusal?: { __typename?: 'SetupRefusal', code: string, rule: string, message: string, field?: string | null } | null } };

export type SetupRegisterPlayerMutationVariables = Exact<{
  input: RegisterPlayerInput;
}>;


export type SetupRegisterPlayerMutation = { __typename?: 'Mutation', registerPlayer: { __typename?: 'Competition', id: string, version: number } };

export type SetupDropPlayerMutationVariables = Exact<{
  input: DropPlayerInput;
}>;


export type SetupDropPlayerMutation = { __typename?: 'Mutation', dropPlayer: { __typename?: 'Competition', id: string, version: number } };

export type MatchTableFragment = { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null };

export type MatchTableQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchTableQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type MatchTableUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchTableUpdatesSubscription = { __typename?: 'Subscription', matchUpdated: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type MatchOrderSchemaQueryVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['String']['input'];
}>;


export type MatchOrderSchemaQuery = { __typename?: 'Query', ruleset: { __typename?: 'Ruleset', id: string, version: string, orderSchema: unknown } };

export type MatchClockReadingFragment = { __typename?: 'MatchClock', matchId: string, version: number, serverTime: string, start: ClockStart, started: boolean, running: boolean, timeExpired: boolean, nextDeadline?: string | null, limit?: { __typename?: 'MatchTimeLimit', limitMs: number, remainingMs: number, extraMs: number, expired: boolean } | null, players: Array<{ __typename?: 'PlayerClock', side: string, remainingMs: number, running: boolean, outOfTime: boolean }>, round?: { __typename?: 'MatchRoundTime', round: number, remainingMs: number, running: boolean, expired: boolean, dueAt?: string | null } | null, paused?: { __typename?: 'ClockPause', by: string, reason: string, side?: string | null } | null };

export type MatchClockUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchClockUpdatesSubscription = { __typename?: 'Subscription', matchClock: { __typename?: 'MatchClock', matchId: string, version: number, serverTime: string, start: ClockStart, started: boolean, running: boolean, timeExpired: boolean, nextDeadline?: string | null, limit?: { __typename?: 'MatchTimeLimit', limitMs: number, remainingMs: number, extraMs: number, expired: boolean } | null, players: Array<{ __typename?: 'PlayerClock', side: string, remainingMs: number, running: boolean, outOfTime: boolean }>, round?: { __typename?: 'MatchRoundTime', round: number, remainingMs: number, running: boolean, expired: boolean, dueAt?: string | null } | null, paused?: { __typename?: 'ClockPause', by: string, reason: string, side?: string | null } | null } };

export type IssueOrderMutationVariables = Exact<{
  input: IssueOrderInput;
}>;


export type IssueOrderMutation = { __typename?: 'Mutation', issueOrder: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type RollDiceMutationVariables = Exact<{
  input: RollDiceInput;
}>;


export type RollDiceMutation = { __typename?: 'Mutation', rollDice: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type RecordRollMutationVariables = Exact<{
  input: RecordRollInput;
}>;


export type RecordRollMutation = { __typename?: 'Mutation', recordRoll: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type ConcedeMutationVariables = Exact<{
  input: ConcedeInput;
}>;


export type ConcedeMutation = { __typename?: 'Mutation', concede: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type ReportResultMutationVariables = Exact<{
  input: ReportResultInput;
}>;


export type ReportResultMutation = { __typename?: 'Mutation', reportResult: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type ConfirmResultMutationVariables = Exact<{
  input: ConfirmResultInput;
}>;


export type ConfirmResultMutation = { __typename?: 'Mutation', confirmResult: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type DisputeResultMutationVariables = Exact<{
  input: DisputeResultInput;
}>;


export type DisputeResultMutation = { __typename?: 'Mutation', disputeResult: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type CallOrganiserMutationVariables = Exact<{
  input: PauseMatchClockInput;
}>;


export type CallOrganiserMutation = { __typename?: 'Mutation', pauseMatchClock: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type ResumeMatchMutationVariables = Exact<{
  input: ResumeMatchClockInput;
}>;


export type ResumeMatchMutation = { __typename?: 'Mutation', resumeMatchClock: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type PlayerCornerCompetitionFragment = { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> };

export type MyGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGamesQuery = { __typename?: 'Query', myGames: Array<{ __typename?: 'PlayerGame', competitionId: string, competitionName: string, rulesetId: string, playMode: string, playerId: string, game: { __typename?: 'CompetitionGame', id: string } }> };

export type CornerCompetitionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CornerCompetitionQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type CornerCompetitionUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CornerCompetitionUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type ReportGameMutationVariables = Exact<{
  input: GameResultInput;
}>;


export type ReportGameMutation = { __typename?: 'Mutation', reportGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type ConfirmGameMutationVariables = Exact<{
  input: GameRefInput;
}>;


export type ConfirmGameMutation = { __typename?: 'Mutation', confirmGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type DisputeGameMutationVariables = Exact<{
  input: DisputeGameInput;
}>;


export type DisputeGameMutation = { __typename?: 'Mutation', disputeGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type JoinMatchMutationVariables = Exact<{
  invitation: Scalars['String']['input'];
}>;


export type JoinMatchMutation = { __typename?: 'Mutation', joinMatch: { __typename?: 'PlayerSession', expiresAt: string, matchId: string, side: string, name: string } };

export type SeatMatchQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SeatMatchQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, ruleset: { __typename?: 'RulesetRef', id: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, outcome: { __typename?: 'Outcome', finished: boolean } } };

export type EntryInvitationFieldsFragment = { __typename?: 'EntryInvitation', competitionId: string, competitionName: string, rulesetId: string, organiserName?: string | null, playerId: string, name: string, club?: string | null, state: EntryInvitationState };

export type MyEntryInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEntryInvitationsQuery = { __typename?: 'Query', myEntryInvitations: Array<{ __typename?: 'EntryInvitation', competitionId: string, competitionName: string, rulesetId: string, organiserName?: string | null, playerId: string, name: string, club?: string | null, state: EntryInvitationState }> };

export type AcceptEntryMutationVariables = Exact<{
  input: EntryInvitationInput;
}>;


export type AcceptEntryMutation = { __typename?: 'Mutation', acceptEntry: { __typename?: 'EntryInvitation', competitionId: string, competitionName: string, rulesetId: string, organiserName?: string | null, playerId: string, name: string, club?: string | null, state: EntryInvitationState } };

export type DeclineEntryMutationVariables = Exact<{
  input: EntryInvitationInput;
}>;


export type DeclineEntryMutation = { __typename?: 'Mutation', declineEntry: { __typename?: 'EntryInvitation', competitionId: string, competitionName: string, rulesetId: string, organiserName?: string | null, playerId: string, name: string, club?: string | null, state: EntryInvitationState } };

export type ProjectorCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type ProjectorPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectorPageQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type ProjectorCompetitionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectorCompetitionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type ProjectorClockReadingFragment = { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> };

export type ProjectorClockQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type ProjectorClockQuery = { __typename?: 'Query', competition: { __typename?: 'Competition', id: string, roundClock?: { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> } | null } };

export type ProjectorClockLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type ProjectorClockLiveSubscription = { __typename?: 'Subscription', roundClock: { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> } };

export type RegisterSelfMutationVariables = Exact<{
  input: RegisterPlayerInput;
}>;


export type RegisterSelfMutation = { __typename?: 'Mutation', registerPlayer: { __typename?: 'Competition', id: string, version: number } };

export type PlayerRatingHistoryQueryVariables = Exact<{
  accountId: Scalars['String']['input'];
  rulesetId: Scalars['String']['input'];
}>;


export type PlayerRatingHistoryQuery = { __typename?: 'Query', playerRating?: { __typename?: 'PlayerRating', accountId: string, rulesetId: string, name: string, rating: number, deviation: number, volatility: number, games: number, history: Array<{ __typename?: 'RatingPoint', period: string, rating: number, deviation: number, volatility: number, games: number }> } | null };

export type ReplayOutcomeFragment = { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> };

export type ReplayEventPageFragment = { __typename?: 'MatchEventConnection', totalCount: number, edges: Array<{ __typename?: 'MatchEventEdge', node: { __typename?: 'MatchEvent', number: number, type: string, data: unknown, recordedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

export type ReplayMatchQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReplayMatchQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, version: number, viewedAs: string, serverSeedCommitment?: string | null, revealedSeed?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, verification?: { __typename?: 'MatchVerification', verified: boolean, serverRolls: number, committedRolls: number, reason?: string | null } | null, events?: { __typename?: 'MatchEventConnection', totalCount: number, edges: Array<{ __typename?: 'MatchEventEdge', node: { __typename?: 'MatchEvent', number: number, type: string, data: unknown, recordedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null } };

export type ReplayEventsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after: Scalars['String']['input'];
}>;


export type ReplayEventsQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, events?: { __typename?: 'MatchEventConnection', totalCount: number, edges: Array<{ __typename?: 'MatchEventEdge', node: { __typename?: 'MatchEvent', number: number, type: string, data: unknown, recordedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null } };

export type ReplaySnapshotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  at: Scalars['Int']['input'];
  before: Scalars['Int']['input'];
  hasBefore: Scalars['Boolean']['input'];
}>;


export type ReplaySnapshotQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, at?: { __typename?: 'MatchSnapshot', eventNumber: number, state: unknown, pending: { __typename?: 'Pending', kind: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, prompt: string, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> } } | null, before?: { __typename?: 'MatchSnapshot', eventNumber: number, state: unknown } | null } };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { __typename?: 'Query', me: { __typename?: 'Me', kind: string, account?: { __typename?: 'Account', id: string, displayName: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export const EventSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EventSummaryFragment, unknown>;
export const PublicGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<PublicGameFragment, unknown>;
export const StandingsPlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<StandingsPlaceFragment, unknown>;
export const StandingsTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<StandingsTableFragment, unknown>;
export const EventPageCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventPageCompetitionFragment, unknown>;
export const PlayerPageCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerPageCompetitionFragment, unknown>;
export const ReportedGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReportedGameFragment, unknown>;
export const PlayerRosterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerRosterFragment, unknown>;
export const ResultsDeskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultsDeskFragment, unknown>;
export const ConsoleStandingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsFragment, unknown>;
export const EventDeskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDeskFragment, unknown>;
export const TablePairingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<TablePairingFragment, unknown>;
export const RoundsCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<RoundsCompetitionFragment, unknown>;
export const ClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<ClockReadingFragment, unknown>;
export const ClockCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<ClockCompetitionFragment, unknown>;
export const SetupSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSessionFragment, unknown>;
export const MatchTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<MatchTableFragment, unknown>;
export const MatchClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"nextDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"outOfTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}}]}}]} as unknown as DocumentNode<MatchClockReadingFragment, unknown>;
export const PlayerCornerCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}}]} as unknown as DocumentNode<PlayerCornerCompetitionFragment, unknown>;
export const EntryInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<EntryInvitationFieldsFragment, unknown>;
export const ProjectorCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<ProjectorCompetitionFragment, unknown>;
export const ProjectorClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<ProjectorClockReadingFragment, unknown>;
export const ReplayOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReplayOutcomeFragment, unknown>;
export const ReplayEventPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayEventPageFragment, unknown>;
export const ParkedOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkedOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}}]}}]}}]} as unknown as DocumentNode<ParkedOwnerQuery, ParkedOwnerQueryVariables>;
export const ParkedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"streamId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"retryRequested"}}]}}]}}]}}]} as unknown as DocumentNode<ParkedEventsQuery, ParkedEventsQueryVariables>;
export const RetryParkedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryParkedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryParkedEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"parkedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}}]}}]}}]}}]} as unknown as DocumentNode<RetryParkedEventsMutation, RetryParkedEventsMutationVariables>;
export const GameNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GameNamesQuery, GameNamesQueryVariables>;
export const EventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<EventPageQuery, EventPageQueryVariables>;
export const EventUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<EventUpdatesSubscription, EventUpdatesSubscriptionVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventSummary"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const PlayerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<PlayerPageQuery, PlayerPageQueryVariables>;
export const PlayerPageUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PlayerPageUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<PlayerPageUpdatesSubscription, PlayerPageUpdatesSubscriptionVariables>;
export const RatingsGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatingsGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RatingsGamesQuery, RatingsGamesQueryVariables>;
export const RatingsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatingsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rulesetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RatingsListQuery, RatingsListQueryVariables>;
export const SetupSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSignInMutation, SetupSignInMutationVariables>;
export const SetupSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSignUpMutation, SetupSignUpMutationVariables>;
export const ConsoleEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<ConsoleEventQuery, ConsoleEventQueryVariables>;
export const SetupMyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupMyEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventSummary"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetupMyEventsQuery, SetupMyEventsQueryVariables>;
export const SetupRulesetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupRulesets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matchMinutes"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupRulesetsQuery, SetupRulesetsQueryVariables>;
export const SetupCreateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupCreateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetupCreateCompetitionMutation, SetupCreateCompetitionMutationVariables>;
export const MatchCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchCallQuery, MatchCallQueryVariables>;
export const ResultsDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<ResultsDeskQuery, ResultsDeskQueryVariables>;
export const ResultsDeskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsDeskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<ResultsDeskLiveSubscription, ResultsDeskLiveSubscriptionVariables>;
export const OrganiserReportResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserReportResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserReportResultMutation, OrganiserReportResultMutationVariables>;
export const OrganiserGameLossDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserGameLoss"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameLossInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueGameLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserGameLossMutation, OrganiserGameLossMutationVariables>;
export const OrganiserAdjustPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserAdjustPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserAdjustPointsMutation, OrganiserAdjustPointsMutationVariables>;
export const StandingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}}]}}]}}]} as unknown as DocumentNode<StandingsPageQuery, StandingsPageQueryVariables>;
export const ConsoleStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsQuery, ConsoleStandingsQueryVariables>;
export const ConsoleStandingsUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleStandingsUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsUpdatedSubscription, ConsoleStandingsUpdatedSubscriptionVariables>;
export const ConsoleLiveStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleLiveStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standingsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"live"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLiveStandingsSubscription, ConsoleLiveStandingsSubscriptionVariables>;
export const StandingsCsvExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingsCsvExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standingsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}}]}]}}]}}]} as unknown as DocumentNode<StandingsCsvExportQuery, StandingsCsvExportQueryVariables>;
export const PairingsCsvExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PairingsCsvExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pairingsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}]}]}}]}}]} as unknown as DocumentNode<PairingsCsvExportQuery, PairingsCsvExportQueryVariables>;
export const EventLogExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventLogExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"}}]}}]}}]} as unknown as DocumentNode<EventLogExportQuery, EventLogExportQueryVariables>;
export const EventDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDeskQuery, EventDeskQueryVariables>;
export const EventDeskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventDeskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDeskLiveSubscription, EventDeskLiveSubscriptionVariables>;
export const AuditPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditPageQuery, AuditPageQueryVariables>;
export const FinishEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FinishEventMutation, FinishEventMutationVariables>;
export const MoveEventToNewestRulesetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveEventToNewestRuleset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCompetitionToNewestRuleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoveEventToNewestRulesetMutation, MoveEventToNewestRulesetMutationVariables>;
export const RoundsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoundsSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoundsSectionQuery, RoundsSectionQueryVariables>;
export const RoundsSectionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoundsSectionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoundsSectionLiveSubscription, RoundsSectionLiveSubscriptionVariables>;
export const PairRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PairRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PairRoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PairRoundMutation, PairRoundMutationVariables>;
export const SwapPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapPlayersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapPlayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SwapPlayersMutation, SwapPlayersMutationVariables>;
export const PublishRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishRoundMutation, PublishRoundMutationVariables>;
export const StartRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StartRoundMutation, StartRoundMutationVariables>;
export const ClockSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ClockSectionQuery, ClockSectionQueryVariables>;
export const ClockSectionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClockSectionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ClockSectionLiveSubscription, ClockSectionLiveSubscriptionVariables>;
export const RoundClockLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoundClockLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<RoundClockLiveSubscription, RoundClockLiveSubscriptionVariables>;
export const StartRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartRoundClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<StartRoundClockMutation, StartRoundClockMutationVariables>;
export const PauseRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClockChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<PauseRoundClockMutation, PauseRoundClockMutationVariables>;
export const ResumeRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClockChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ResumeRoundClockMutation, ResumeRoundClockMutationVariables>;
export const ExtendRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendRoundClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ExtendRoundClockMutation, ExtendRoundClockMutationVariables>;
export const ChooseProjectorViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseProjectorView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectorViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseProjectorView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ChooseProjectorViewMutation, ChooseProjectorViewMutationVariables>;
export const PrintRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<PrintRoundQuery, PrintRoundQueryVariables>;
export const MatchInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<MatchInvitationsQuery, MatchInvitationsQueryVariables>;
export const ReissueInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReissueInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reissueInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ReissueInvitationMutation, ReissueInvitationMutationVariables>;
export const SetupPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"joinsRound"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupPlayersQuery, SetupPlayersQueryVariables>;
export const SetupCompetitionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SetupCompetitionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupCompetitionUpdatedSubscription, SetupCompetitionUpdatedSubscriptionVariables>;
export const SetupGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matchMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"competitionPreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"win"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}},{"kind":"Field","name":{"kind":"Name","value":"bye"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupExample"}},{"kind":"Field","name":{"kind":"Name","value":"setupSchema"}}]}}]}}]} as unknown as DocumentNode<SetupGameQuery, SetupGameQueryVariables>;
export const SetupCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setup"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"setupRefusal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"setup"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setup"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetupCheckQuery, SetupCheckQueryVariables>;
export const SetupRegisterPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupRegisterPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupRegisterPlayerMutation, SetupRegisterPlayerMutationVariables>;
export const SetupDropPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupDropPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DropPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupDropPlayerMutation, SetupDropPlayerMutationVariables>;
export const MatchTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<MatchTableQuery, MatchTableQueryVariables>;
export const MatchTableUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MatchTableUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<MatchTableUpdatesSubscription, MatchTableUpdatesSubscriptionVariables>;
export const MatchOrderSchemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchOrderSchema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"orderSchema"}}]}}]}}]} as unknown as DocumentNode<MatchOrderSchemaQuery, MatchOrderSchemaQueryVariables>;
export const MatchClockUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MatchClockUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"nextDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"outOfTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}}]}}]} as unknown as DocumentNode<MatchClockUpdatesSubscription, MatchClockUpdatesSubscriptionVariables>;
export const IssueOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<IssueOrderMutation, IssueOrderMutationVariables>;
export const RollDiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollDice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RollDiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollDice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<RollDiceMutation, RollDiceMutationVariables>;
export const RecordRollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRollInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<RecordRollMutation, RecordRollMutationVariables>;
export const ConcedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Concede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConcedeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<ConcedeMutation, ConcedeMutationVariables>;
export const ReportResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<ReportResultMutation, ReportResultMutationVariables>;
export const ConfirmResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<ConfirmResultMutation, ConfirmResultMutationVariables>;
export const DisputeResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<DisputeResultMutation, DisputeResultMutationVariables>;
export const CallOrganiserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallOrganiser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseMatchClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseMatchClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<CallOrganiserMutation, CallOrganiserMutationVariables>;
export const ResumeMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeMatchClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMatchClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<ResumeMatchMutation, ResumeMatchMutationVariables>;
export const MyGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MyGamesQuery, MyGamesQueryVariables>;
export const CornerCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CornerCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<CornerCompetitionQuery, CornerCompetitionQueryVariables>;
export const CornerCompetitionUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CornerCompetitionUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<CornerCompetitionUpdatesSubscription, CornerCompetitionUpdatesSubscriptionVariables>;
export const ReportGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ReportGameMutation, ReportGameMutationVariables>;
export const ConfirmGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ConfirmGameMutation, ConfirmGameMutationVariables>;
export const DisputeGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<DisputeGameMutation, DisputeGameMutationVariables>;
export const JoinMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<JoinMatchMutation, JoinMatchMutationVariables>;
export const SeatMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]}}]} as unknown as DocumentNode<SeatMatchQuery, SeatMatchQueryVariables>;
export const MyEntryInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEntryInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEntryInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<MyEntryInvitationsQuery, MyEntryInvitationsQueryVariables>;
export const AcceptEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<AcceptEntryMutation, AcceptEntryMutationVariables>;
export const DeclineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<DeclineEntryMutation, DeclineEntryMutationVariables>;
export const ProjectorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectorPageQuery, ProjectorPageQueryVariables>;
export const ProjectorCompetitionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProjectorCompetitionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectorCompetitionLiveSubscription, ProjectorCompetitionLiveSubscriptionVariables>;
export const ProjectorClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectorClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorClockReading"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<ProjectorClockQuery, ProjectorClockQueryVariables>;
export const ProjectorClockLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProjectorClockLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<ProjectorClockLiveSubscription, ProjectorClockLiveSubscriptionVariables>;
export const RegisterSelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterSelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RegisterSelfMutation, RegisterSelfMutationVariables>;
export const PlayerRatingHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerRatingHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rulesetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerRatingHistoryQuery, PlayerRatingHistoryQueryVariables>;
export const ReplayMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}},{"kind":"Field","name":{"kind":"Name","value":"committedRolls"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayEventPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayMatchQuery, ReplayMatchQueryVariables>;
export const ReplayEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayEventPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayEventsQuery, ReplayEventsQueryVariables>;
export const ReplaySnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplaySnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasBefore"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOutcome"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"before"},"name":{"kind":"Name","value":"at"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasBefore"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReplaySnapshotQuery, ReplaySnapshotQueryVariables>;
export const WhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<WhoAmIQuery, WhoAmIQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;