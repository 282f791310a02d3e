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
export type Account = Node & {
  __typename?: 'Account';
  /** The name the account shows others, as chosen at sign-up (e.g. "Olga"). */
  displayName: Scalars['String']['output'];
  /** The account's UUID: unique across the server (a Node id). */
  id: Scalars['ID']['output'];
};

/** Bonus or penalty points the organiser awards a player. */
export type AdjustPointsInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The player (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['input'];
  /** Points added to the primary score: positive a bonus, negative a penalty (e.g. -1). */
  points: Scalars['Float']['input'];
  /** Why (required), for the audit trail. */
  reason: Scalars['String']['input'];
  /** The round it belongs to (standings through an earlier round leave it out); null: the event as a whole. */
  round?: InputMaybe<Scalars['Int']['input']>;
};

/** A read-only key for a third-party site. The key itself is shown only once, when created. */
export type ApiKey = Node & {
  __typename?: 'ApiKey';
  /** When the key was made (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** When the key stops working (ISO 8601); null: it works until revoked. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** Names the key to revokeApiKey. */
  id: Scalars['ID']['output'];
  /** When a request last used the key (ISO 8601, to within a minute); null if it was never used. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** The name its owner gave the key, e.g. the site it is for. */
  name: Scalars['String']['output'];
  /** The first characters of the key, to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** When the key was revoked (ISO 8601); null while it is not. */
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** What the key may read. */
  scope: ApiKeyScope;
  /** Whether the key works now, by the server's clock. */
  status: ApiKeyStatus;
};

/** A page of a list of ApiKey items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  /** The items of this page, in the list's order. */
  edges: Array<ApiKeyEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of ApiKey items, with its place in the list. */
export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ApiKey;
};

/** What an API key may read. Keys write nothing but webhooks: a mutation made with a key is FORBIDDEN (READ_ONLY_KEY), except that a key of scope ORGANISER manages its owner's webhooks. */
export type ApiKeyScope =
  /** Reads what PUBLIC reads, and also the events the key's owner organises as the organiser sees them: unpublished ones and organiser-only fields. */
  | 'ORGANISER'
  /** Reads exactly what an anonymous caller reads (published events), counted against the rate limit of the key. */
  | 'PUBLIC';

/** Whether an API key works now, by the server's clock. */
export type ApiKeyStatus =
  /** The key works: neither revoked nor past its expiry. */
  | 'ACTIVE'
  /** Its expiry has passed: requests with it are UNAUTHENTICATED (KEY_EXPIRED). */
  | 'EXPIRED'
  /** Its owner revoked it: requests with it are UNAUTHENTICATED (KEY_REVOKED). */
  | 'REVOKED';

/** One event of the competition: who did what, when, and why. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** The account that acted; null for the server and for a slip code. */
  accountId?: Maybe<Scalars['String']['output']>;
  /** organiser | player (with playerId) | server */
  actor: Scalars['JSON']['output'];
  /** The event's data as stored (its fields depend on `type`), reasons included. */
  data: Scalars['JSON']['output'];
  /** The event's number in the competition's stream, from 1 (the creation). */
  number: Scalars['Int']['output'];
  /** When it was recorded (ISO 8601, UTC). */
  recordedAt: Scalars['String']['output'];
  /** The event's type, e.g. CompetitionCreated, RoundPaired, ResultConfirmed. */
  type: Scalars['String']['output'];
};

/** A page of a list of AuditEntry items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  /** The items of this page, in the list's order. */
  edges: Array<AuditEntryEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of AuditEntry items, with its place in the list. */
export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: AuditEntry;
};

/** Two players the pairing keeps apart (relatives, a team, players who travel together). */
export type AvoidPairInput = {
  /** One player id of the pair. */
  a: Scalars['String']['input'];
  /** The other player id of the pair. */
  b: Scalars['String']['input'];
  /** How strictly they are kept apart. */
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

/** Why and by whom a match's clocks are paused. */
export type ClockPause = {
  __typename?: 'ClockPause';
  /** player (a dispute) or organiser */
  by: Scalars['String']['output'];
  /** The reason given with the pause. */
  reason: Scalars['String']['output'];
  /** The side of the player who paused; null when the organiser did. */
  side?: Maybe<Scalars['String']['output']>;
};

/** What starts a match’s clocks: the first order or roll of a player, or the organiser. */
export type ClockStart =
  /** A player's first order or roll starts the clocks (the organiser may start them earlier). */
  | 'first_action'
  /** The clocks wait for the organiser (`startMatchClock`); orders and rolls are refused until then. */
  | 'organiser';

/** A tournament or a league: its settings, players, rounds, games and standings. */
export type Competition = Node & {
  __typename?: 'Competition';
  /** Every event of the competition with its actor, account and time: the audit trail. Null, with an error, for a bad page argument. */
  audit?: Maybe<AuditEntryConnection>;
  /** The elimination bracket (or top cut), with every match and where its winner and loser go. */
  bracket?: Maybe<Scalars['JSON']['output']>;
  /** Who the pairing keeps apart: { "clubMates": "soft", "avoid": [{ "a", "b", "strictness" }] }. */
  constraints: Scalars['JSON']['output'];
  /** The organiser finished it: nothing more is paired, played or entered. */
  finished: Scalars['Boolean']['output'];
  /** The format and its options, e.g. { "kind": "swiss", "rounds": 5, "topCut": 8 }. */
  format: Scalars['JSON']['output'];
  /** Players are seated at tables they have not used yet, where fixed tables allow. */
  freshTables: Scalars['Boolean']['output'];
  /** A league's games of the current season; a tournament's games of every round (of the published rounds, for anyone but the organiser). */
  games: Array<CompetitionGame>;
  /** The competition's UUID: unique across the server (a Node id); commands name it by this (competitionId). */
  id: Scalars['ID']['output'];
  /** Tournament or league. */
  kind: CompetitionKind;
  /** The whole competition stream as a log file (docs/competitions.md) that `tabletop import-competition` rebuilds. Organiser only: null with a FORBIDDEN error for anyone else (the rest of the answer stands). */
  log?: Maybe<Scalars['String']['output']>;
  /** Its name as the organiser gave it. */
  name: Scalars['String']['output'];
  /** The newest version of its game when it is newer than `rulesetVersion` (the organiser may move to it: `moveCompetitionToNewestRuleset`); null otherwise. */
  newerRulesetVersion?: Maybe<Scalars['String']['output']>;
  /** The organiser's account id. */
  organiserId: Scalars['String']['output'];
  /** The SHA-256 (hex) of the secret seed the next random draw of a Swiss round 1 will use, committed in the stream before it is drawn (CompetitionCreated, or the reveal of the draw before, should round 1 be paired again): note it before the pairing, then check it against the round's revealedSeed. Null once round 1 has started, and for a competition without such draws. */
  pairingDrawCommitment?: Maybe<Scalars['String']['output']>;
  /** The pairings of a round as CSV (table, players, result). Null with a FORBIDDEN error, reason ROUND_NOT_PUBLISHED, for anyone but the organiser until the round is published (the rest of the answer stands). */
  pairingsCsv?: Maybe<Scalars['String']['output']>;
  /** Events of this competition or its matches that a processor parked (organiser only: FORBIDDEN otherwise). Empty when all is well. */
  parkedEvents?: Maybe<Array<ParkedEvent>>;
  /** engine (the server runs a match for each game) | paper (players report results) */
  playMode: Scalars['String']['output'];
  /** Registered players in registration order, dropped ones included. Null, with an error, for a bad page argument. */
  players?: Maybe<CompetitionPlayerConnection>;
  /** What the hall's projector shows: cycle until the organiser chooses. */
  projectorView: ProjectorView;
  /** Visible to everyone; false: only to its organiser and players. */
  published: Scalars['Boolean']['output'];
  /** Its results move the players' Glicko-2 ratings. */
  rated: Scalars['Boolean']['output'];
  /** A round's clock as it reads now (the current round when none is named); null when the round has no clock. */
  roundClock?: Maybe<RoundClock>;
  /** A tournament's rounds, first to last (empty for a league). */
  rounds: Array<Round>;
  /** The game played (a ruleset id, e.g. "solaris7"). */
  rulesetId: Scalars['String']['output'];
  /** The version of its game the engine matches it creates from now on play (the newest when it was created); matches created before keep their own. */
  rulesetVersion: Scalars['String']['output'];
  /** Points for win/draw/loss/bye and the primary and secondary scores. */
  scoring: Scalars['JSON']['output'];
  /** A league's season open now, or the last one closed; null before the first (and for a tournament). */
  season?: Maybe<Season>;
  /** A league's seasons, newest first: the open one, then every closed one, each with its final table. Empty for a tournament. A league stored before its history was kept lists its closed seasons from its next event on. */
  seasons: Array<Season>;
  /** Standings with each tie-break value: settled (only settled results) or live; after a given round, or now. Null, with an error, for a round the competition does not have or a bad page argument. */
  standings?: Maybe<Standings>;
  /** Standings as CSV (rank, player, score, points, W-D-L, each tie-break). Null, with an error, for a round the competition does not have. */
  standingsCsv?: Maybe<Scalars['String']['output']>;
  /** The competition's tie-breaks in the order they break ties (as `tieBreaks`), each named, described and read as `Ruleset.tieBreakOptions` gives it, in `language`. */
  tieBreakDetails?: Maybe<Array<TieBreakOption>>;
  /** Tie-breaks in the order they break ties, e.g. ['sos', 'score:victoryPoints', 'head-to-head']. */
  tieBreaks: Array<Scalars['String']['output']>;
  /** Round clocks: the length of a round and what games on paper get when time is called. */
  timing: Timing;
  /** The number of events in its stream: pass it as `expectedVersion` to have a command refused (CONFLICT) if anything happened since. */
  version: Scalars['Int']['output'];
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionAuditArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionPairingsCsvArgs = {
  byteOrderMark?: Scalars['Boolean']['input'];
  round: Scalars['Int']['input'];
  separator?: CsvSeparator;
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionPlayersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionRoundClockArgs = {
  round?: InputMaybe<Scalars['Int']['input']>;
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionStandingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  mode?: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionStandingsCsvArgs = {
  byteOrderMark?: Scalars['Boolean']['input'];
  mode?: StandingsMode;
  separator?: CsvSeparator;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
};


/** A tournament or a league: its settings, players, rounds, games and standings. */
export type CompetitionTieBreakDetailsArgs = {
  language?: Language;
};

/** One game of a competition: a pairing of a round (or a league game), its report and its result. */
export type CompetitionGame = Node & {
  __typename?: 'CompetitionGame';
  /** Player a (player id). */
  a: Scalars['String']['output'];
  /** Player a's registered name. */
  aName: Scalars['String']['output'];
  /** Player b (player id); null: a bye. */
  b?: Maybe<Scalars['String']['output']>;
  /** Player b's registered name; null for a bye. */
  bName?: Maybe<Scalars['String']['output']>;
  /** The bracket match this game decides (e.g. "W1-2", "L2-1"), in an elimination stage; null otherwise. */
  bracketMatch?: Maybe<Scalars['String']['output']>;
  /** Why the game is as it is, with the players' names where the pairing named them. */
  explanation: PairingExplanation;
  /** The game's players (ids) whose entry has no account (a guest, or an invitation not accepted yet): they report and confirm with the code on their match slip, or the organiser settles for them. */
  guests: Array<Scalars['String']['output']>;
  /** The game's global id, unique across the server (a Node id). Commands take it, or `key` with the competition's id. */
  id: Scalars['ID']['output'];
  /** The game's key within its competition: r<round>-<table> for a round's game (r1-1), s<season>-<n> for a league's. Not unique across competitions: cache by `id`; show or link with this. */
  key: Scalars['String']['output'];
  /** The engine match, once the round has started. */
  matchId?: Maybe<Scalars['String']['output']>;
  /** The report awaiting confirmation or disputed; null when none. */
  report?: Maybe<GameReport>;
  /** The settled result; null until settled. */
  result?: Maybe<GameResult>;
  /** The round, from 1; a league game's round is its ISO week's place in the season's weeks. */
  round: Scalars['Int']['output'];
  /** swiss | round-robin | elimination | top-cut | league */
  stage: Scalars['String']['output'];
  /** open | reported | disputed | settled */
  status: Scalars['String']['output'];
  /** 0 for a bye. */
  table: Scalars['Int']['output'];
};

/** Whether a competition is played in rounds the organiser pairs, or in games its players open themselves. */
export type CompetitionKind =
  /** Open play in seasons: players open games against each other within the season's limits. */
  | 'league'
  /** Rounds paired by the format (Swiss, round robin, elimination), run by the organiser. */
  | 'tournament';

/** An entry in a competition: a player, a guest, or an invitation to an account. */
export type CompetitionPlayer = Node & {
  __typename?: 'CompetitionPlayer';
  /** The player's account: their own when they registered themself, an invited one's once accepted; null for a guest, and for an invitation not accepted. */
  accountId?: Maybe<Scalars['String']['output']>;
  /** The player's club, if given; club-mates are kept apart as the competition's constraints say. */
  club?: Maybe<Scalars['String']['output']>;
  /** Withdrawn: never paired again; their games stand. */
  dropped: Scalars['Boolean']['output'];
  /** The round that was current when they dropped (0: before round 1); null unless dropped. */
  droppedAfterRound?: Maybe<Scalars['Int']['output']>;
  /** The table the organiser fixed for the player (an accessible table): theirs every round. Null: none. */
  fixedTable?: Maybe<Scalars['Int']['output']>;
  /** The player id: the UUID the server gave the entry, unique across the server (a Node id); commands name the player by it (playerId). */
  id: Scalars['ID']['output'];
  /** Where the entry stands when it was made for an account (accepted also for a player who registered themself); null for a guest entered by name. */
  invitation?: Maybe<EntryInvitationState>;
  /** The first round they could be paired in. */
  joinsRound: Scalars['Int']['output'];
  /** The name shown in pairings and standings. */
  name: Scalars['String']['output'];
  /** Place in the seed list, 1 = strongest (registration order unless the organiser seeded). */
  seed: Scalars['Int']['output'];
};

/** A page of a list of CompetitionPlayer items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type CompetitionPlayerConnection = {
  __typename?: 'CompetitionPlayerConnection';
  /** The items of this page, in the list's order. */
  edges: Array<CompetitionPlayerEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of CompetitionPlayer items, with its place in the list. */
export type CompetitionPlayerEdge = {
  __typename?: 'CompetitionPlayerEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: CompetitionPlayer;
};

/** What a competition of the game starts from: createCompetition applies it for whatever scoring and tie-breaks it is not given. A league leaves out the tie-breaks that count rounds a player sat out (those `TieBreakOption.roundBound`, such as buchholz). */
export type CompetitionPreset = {
  __typename?: 'CompetitionPreset';
  /** Points for each result, and the scores that rank players. */
  scoring: PresetScoring;
  /** Tie-break ids in order (see Ruleset.tieBreakOptions). */
  tieBreaks: Array<Scalars['String']['output']>;
};

/** The competition a command is for, and optionally the version it was decided on. */
export type CompetitionRef = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** A competition as lists show it: `competition(id)` reads the whole of it. */
export type CompetitionSummary = {
  __typename?: 'CompetitionSummary';
  /** The organiser finished it. */
  finished: Scalars['Boolean']['output'];
  /** The format kind: swiss | round-robin | single-elimination | double-elimination | league */
  format: Scalars['String']['output'];
  /** The competition id (`Competition.id`). */
  id: Scalars['ID']['output'];
  /** tournament | league */
  kind: Scalars['String']['output'];
  /** Its name as the organiser gave it. */
  name: Scalars['String']['output'];
  /** The organiser's account id. */
  organiserId: Scalars['String']['output'];
  /** How many entries it has, dropped players included. */
  players: Scalars['Int']['output'];
  /** Visible to everyone; false: listed only to its organiser. */
  published: Scalars['Boolean']['output'];
  /** How many rounds have been paired. */
  rounds: Scalars['Int']['output'];
  /** The game played (a ruleset id). */
  rulesetId: Scalars['String']['output'];
  /** When anything last happened in it (ISO 8601, UTC). */
  updatedAt: Scalars['String']['output'];
};

/** A page of a list of CompetitionSummary items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type CompetitionSummaryConnection = {
  __typename?: 'CompetitionSummaryConnection';
  /** The items of this page, in the list's order. */
  edges: Array<CompetitionSummaryEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of CompetitionSummary items, with its place in the list. */
export type CompetitionSummaryEdge = {
  __typename?: 'CompetitionSummaryEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: CompetitionSummary;
};

/** A side giving up the match. */
export type ConcedeInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** The side that concedes (yours). */
  side: Scalars['String']['input'];
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** The opponent's confirmation of a reported result: it stands. */
export type ConfirmResultInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** Your side (the reporter's opponent); leave it out as the organiser. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A pairing constraint a game of the round breaks after a manual swap. */
export type ConstraintBreach = {
  __typename?: 'ConstraintBreach';
  /** Player a of the game (player id). */
  a: Scalars['String']['output'];
  /** Player a's registered name. */
  aName: Scalars['String']['output'];
  /** Player b of the game (player id); null for a bye. */
  b?: Maybe<Scalars['String']['output']>;
  /** Player b's registered name; null for a bye. */
  bName?: Maybe<Scalars['String']['output']>;
  /** rematch | second-bye | club-mates | avoided-pair | score-gap */
  kind: Scalars['String']['output'];
  /** hard | soft: how strict the broken constraint is. */
  strictness: Scalars['String']['output'];
  /** What the swap breaks, with the players' names. */
  text: Scalars['String']['output'];
};

/** Who a Swiss pairing keeps apart, besides rematches (never) and second byes (never). */
export type ConstraintsInput = {
  /** Named pairs kept apart (player ids). */
  avoid?: InputMaybe<Array<AvoidPairInput>>;
  /** Players of the same club (`club` of their entries) kept apart: hard, soft or off. */
  clubMates?: InputMaybe<Strictness>;
};

/** A new API key: its name, what it may read, and optionally when it stops working. */
export type CreateApiKeyInput = {
  /** When the key stops working (ISO 8601 with a time, e.g. 2026-06-30T23:59:59Z): in the future, at most 730 days ahead. Absent or null: it works until revoked. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** A name to tell it apart, e.g. the site it is for: 1 to 80 characters. */
  name: Scalars['String']['input'];
  /** What the key may read; PUBLIC when absent. */
  scope?: ApiKeyScope;
};

/** A new tournament or league: its game, format, scoring, constraints and how it is played. */
export type CreateCompetitionInput = {
  /** An id (UUID) of your choosing, so that sending the same creation twice makes one competition; a new one when omitted. */
  competitionId?: InputMaybe<Scalars['ID']['input']>;
  /** Who the pairing keeps apart; club-mates soft and no named pairs when omitted. */
  constraints?: InputMaybe<ConstraintsInput>;
  /** The format and its options. */
  format: FormatInput;
  /** Seat players at tables they have not used yet in the event, where fixed tables allow. */
  freshTables?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tournament or league (a league takes the league format). */
  kind: CompetitionKind;
  /** Its name as players and the public see it, e.g. "Spring Open 2026". */
  name: Scalars['String']['input'];
  /** Engine or paper play; paper when omitted. */
  play?: InputMaybe<PlayInput>;
  /** Visible to everyone (false: only to its organiser and players). */
  published?: Scalars['Boolean']['input'];
  /** Its results move the players' Glicko-2 ratings in the game. */
  rated?: Scalars['Boolean']['input'];
  /** The game played: a ruleset id from `rulesets` (e.g. "solaris7"). */
  rulesetId: Scalars['String']['input'];
  /** Overrides of the game's scoring preset. */
  scoring?: InputMaybe<ScoringInput>;
  /** Tie-breakers in order (the preset's when omitted). */
  tieBreaks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Round clocks: the length of a round, and what games on paper get when time is called. */
  timing?: InputMaybe<TimingInput>;
};

/** A new match: the game, its seats, its setup, dice, visibility and clocks. */
export type CreateMatchInput = {
  /** The match's clocks; the game's time limit, started by the first order, when omitted. */
  clock?: InputMaybe<ClockInput>;
  /** Who rolls the dice. */
  dice?: DiceMode;
  /** A client-chosen UUID, so a retried create is not doubled. */
  matchId?: InputMaybe<Scalars['ID']['input']>;
  /** One seat per side the game has. */
  players: Array<PlayerInput>;
  /** Whether anyone (and API keys) may read the match, in the public view. */
  published?: Scalars['Boolean']['input'];
  /** Reveal the whole stream (hidden cards, dice seed) to its readers when the match is over. */
  revealAtEnd?: Scalars['Boolean']['input'];
  /** The game (a ruleset id from `rulesets`, e.g. "solaris7"). */
  rulesetId: Scalars['String']['input'];
  /** Defaults to the newest version. */
  rulesetVersion?: InputMaybe<Scalars['String']['input']>;
  /** The ruleset's setup document (see Ruleset.setupSchema). */
  setup: Scalars['JSON']['input'];
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A new webhook: the event, the receiver’s URL, and the happenings to send it. */
export type CreateWebhookInput = {
  /** The event (competition) you organise. */
  competitionId: Scalars['ID']['input'];
  /** The happenings to send: at least one. */
  events: Array<WebhookEvent>;
  /** An absolute http or https URL, at most 2000 characters, without a user name or password. Its host must resolve to public addresses only, unless the server allows private ones (WEBHOOK_ALLOW_PRIVATE). */
  url: Scalars['String']['input'];
};

/** A new API key: the key itself, this once, and its record as apiKeys lists it. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as apiKeys lists it, without the key itself. */
  apiKey: ApiKey;
  /** Send as `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. Shown once: store it now. */
  key: Scalars['String']['output'];
};

/** A hook with its signing secret, shown only when the hook is made or its secret replaced. */
export type CreatedWebhook = {
  __typename?: 'CreatedWebhook';
  /** The secret every delivery is signed with (HMAC-SHA256 in the `Tabletop-Signature` header). Shown this once: store it where your receiver reads it. */
  secret: Scalars['String']['output'];
  /** The hook as `webhooks` lists it. */
  webhook: Webhook;
};

/** comma: RFC 4180 (the default); semicolon: what Excel writes and expects where the decimal mark is a comma (Polish, German…), with numbers written with a decimal comma (2,5). */
export type CsvSeparator =
  /** Fields separated by `,`, numbers with a decimal point (2.5), as RFC 4180. */
  | 'comma'
  /** Fields separated by `;`, numbers with a decimal comma (2,5), as Excel in Polish or German. */
  | 'semicolon';

/** Dice of one kind a roll needs, e.g. 2d6. */
export type DiceGroup = {
  __typename?: 'DiceGroup';
  /** How many dice. */
  count: Scalars['Int']['output'];
  /** What the group is, where the game tells groups apart (e.g. a colour); null otherwise. */
  label?: Maybe<Scalars['String']['output']>;
  /** The die type: 6 for a d6, 20 for a d20. */
  sides: Scalars['Int']['output'];
};

/** reported: physical dice at the table; server: the server rolls (verifiable). */
export type DiceMode =
  /** Players roll physical dice at the table and enter them (`recordRoll`). */
  | 'reported'
  /** The server rolls (`rollDice`) from a seed committed at creation and revealed at the end, so every roll can be checked. */
  | 'server';

/** One physical die as it landed. */
export type DieInput = {
  /** The die’s colour, where the game reads colours (Solaris VII: two dice of one colour and one of another). */
  colour?: InputMaybe<Scalars['String']['input']>;
  /** The die type: 6 for a d6, 20 for a d20. */
  sides: Scalars['Int']['input'];
  /** The face it shows, from 1 to `sides`. */
  value: Scalars['Int']['input'];
};

/** A player's objection to the result their opponent reported. */
export type DisputeGameInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states). */
  game: Scalars['String']['input'];
  /** What is wrong with the report, for the organiser who rules on it. */
  reason: Scalars['String']['input'];
};

/** The opponent's objection to a reported result: the organiser rules. */
export type DisputeResultInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** What is wrong with the report, for the organiser. */
  reason: Scalars['String']['input'];
  /** Your side (the reporter's opponent). */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A player withdrawn from the competition: never paired again, their games kept. */
export type DropPlayerInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The player (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['input'];
  /** Why, for the audit trail. */
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
  /** Linked to the player's account (also a player who registered themself, and every entry made before invitations existed). */
  | 'accepted'
  /** The player declined: the entry stays a guest entry by name. */
  | 'declined'
  /** Not answered yet: a guest entry by name, linked to no account, until its player accepts or declines. */
  | 'invited';

/** Time the organiser gives a match: to its time limit or to one player's chess clock. */
export type ExtendMatchClockInput = {
  /** Which clock gets the time. */
  clock: MatchClockKind;
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** Minutes added; fractions allowed (0.5 is 30 seconds). */
  minutes: Scalars['Float']['input'];
  /** Why (required), for the log. */
  reason: Scalars['String']['input'];
  /** The player whose chess clock gets the time. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** Time the organiser gives a round, or one table of it. */
export type ExtendRoundClockInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Minutes added; fractions allowed (0.5 is 30 seconds). */
  minutes: Scalars['Float']['input'];
  /** Why (required), for the audit trail. */
  reason: Scalars['String']['input'];
  /** The round number, from 1. */
  round: Scalars['Int']['input'];
  /** One table; the whole round when omitted. */
  table?: InputMaybe<Scalars['Int']['input']>;
};

/** The end of a competition: no more rounds, games or entries. */
export type FinishInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Why, for the audit trail (e.g. ended early). */
  reason?: Scalars['String']['input'];
};

/** The table a player sits at every round (an accessible table), or none. */
export type FixPlayerTableInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The player (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['input'];
  /** The table the player sits at every round from the next pairing on (an accessible table): a whole number from 1 to 999, fixed for no one else (TABLE_TAKEN). Null: no fixed table. */
  table?: InputMaybe<Scalars['Int']['input']>;
};

/** How a competition is run: its format and the options that format takes (others are ignored). */
export type FormatInput = {
  /** Round robin: 1 or 2 cycles. */
  cycles?: InputMaybe<Scalars['Int']['input']>;
  /** Double elimination: a second grand final when the losers-bracket player wins the first (default true). */
  grandFinalReset?: InputMaybe<Scalars['Boolean']['input']>;
  /** The format; the other fields are the options of the one chosen. */
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
  /** Winners' and losers' brackets; optionally a grand-final reset. */
  | 'double_elimination'
  /** No rounds: players open their own games, season by season, within its limits. */
  | 'league'
  /** Everyone meets everyone (FIDE Berger tables), once or twice (`cycles`). */
  | 'round_robin'
  /** A seeded knock-out bracket; optionally a third-place match. */
  | 'single_elimination'
  /** Score groups paired by maximum-weight matching, optionally followed by a single-elimination top cut. */
  | 'swiss';

/** A game loss the organiser issues: the opponent wins, the game counts as unplayed. */
export type GameLossInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states). */
  game: Scalars['String']['input'];
  /** The player who loses the game (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['input'];
  /** Why (required), for the audit trail. */
  reason: Scalars['String']['input'];
};

/** One game of a competition. */
export type GameRefInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states). */
  game: Scalars['String']['input'];
};

/** A result one player reported, awaiting their opponent's confirmation (or disputed). */
export type GameReport = {
  __typename?: 'GameReport';
  /** The player id of the player who reported it. */
  by: Scalars['String']['output'];
  /** The opponent's reason for disputing; null unless disputed. */
  disputeReason?: Maybe<Scalars['String']['output']>;
  /** True when a draw was reported. */
  draw: Scalars['Boolean']['output'];
  /** The reported game scores by player id: { "<playerId>": { "reputation": 150 } }. */
  scores: Scalars['JSON']['output'];
  /** reported (awaiting confirmation) | disputed (awaiting the organiser) */
  status: Scalars['String']['output'];
  /** The reported winner (player id); null for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

/** A game's settled result, which the standings count. */
export type GameResult = {
  __typename?: 'GameResult';
  /** engine | confirmed | organiser | game-loss | bye */
  by: Scalars['String']['output'];
  /** True for a draw. */
  draw: Scalars['Boolean']['output'];
  /** False for byes and game losses. */
  played: Scalars['Boolean']['output'];
  /** Game scores by player id: { "<playerId>": { "reputation": 150 } }; {} when none. */
  scores: Scalars['JSON']['output'];
  /** The winner (player id); null for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

/** A game's result, as a player reports it or the organiser rules it. */
export type GameResultInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** True for a draw (then no winner). */
  draw?: Scalars['Boolean']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states). */
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
  /** When the invitation stops working (ISO 8601); reissue it after. */
  expiresAt: Scalars['String']['output'];
  /** A player has taken the seat with this invitation: reissue it to seat someone again. */
  joined: Scalars['Boolean']['output'];
  /** The seat's player name. */
  name: Scalars['String']['output'];
  /** The side it seats its holder at. */
  side: Scalars['String']['output'];
  /** Takes its seat once: hand it to that player only. */
  token: Scalars['String']['output'];
};

/** An order given by one side of a match. */
export type IssueOrderInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** An order document `{ type, ... }` (see Ruleset.orderSchema). */
  order: Scalars['JSON']['input'];
  /** The side giving the order (yours). */
  side: Scalars['String']['input'];
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A language the server writes its own texts in (a tie-break's name and description); English unless asked. */
export type Language =
  /** English, the default. */
  | 'EN'
  /** Polish (polski). */
  | 'PL';

/** A league game between two of its players, within the season's limits. */
export type LeagueGameInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** One player (`CompetitionPlayer.id`), player a of the game. */
  playerA: Scalars['String']['input'];
  /** The opponent (`CompetitionPlayer.id`), player b of the game. */
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
  /** The side these orders are for (e.g. "A"). */
  side: Scalars['String']['output'];
};

/** A match of a game played by the rules engine: its players, state, what it waits for, and its outcome. */
export type Match = Node & {
  __typename?: 'Match';
  /** Replay: the match as it stood after event `eventNumber`, in the caller’s view. Null, with an error, for an event the match does not have. */
  at?: Maybe<MatchSnapshot>;
  /** The match's clocks as they read now: time limit, round time, chess clocks, pause. */
  clock: MatchClock;
  /** Who rolls the dice. */
  dice: DiceMode;
  /** The events of the stream, oldest first, as the caller may see them. Null, with an error, for a bad page argument. */
  events?: Maybe<MatchEventConnection>;
  /** The match's UUID: unique across the server (a Node id); commands name the match by it. */
  id: Scalars['ID']['output'];
  /** The match log (JSON Lines, see docs/match-log.md), for callers who may see the whole stream: null with a FORBIDDEN error otherwise (the rest of the answer stands). */
  log?: Maybe<Scalars['String']['output']>;
  /** The newest version of this match's game when it is newer than the one the match plays (`ruleset.version`); the match keeps playing its own. Null otherwise. */
  newerRulesetVersion?: Maybe<Scalars['String']['output']>;
  /** The organiser's account id (who created it); null for a match stored before matches had owners. */
  organiserId?: Maybe<Scalars['ID']['output']>;
  /** The outcome once over; the running scores until then. */
  outcome: Outcome;
  /** What the match waits for now. */
  pending: Pending;
  /** Its seats, one per side. */
  players: Array<Player>;
  /** Published matches are readable by anyone; the others by their players and organiser. */
  published: Scalars['Boolean']['output'];
  /** The result reported from the table, if any: who reported it and whether it waits for the opponent, stands or is disputed. */
  report?: Maybe<ReportedResult>;
  /** Whether the whole stream is revealed to everyone who may read the match once it is over. */
  revealAtEnd: Scalars['Boolean']['output'];
  /** The dice seed, once the match is over and its stream revealed to the caller. */
  revealedSeed?: Maybe<Scalars['String']['output']>;
  /** The game and the version of its rules the match plays. */
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


/** A match of a game played by the rules engine: its players, state, what it waits for, and its outcome. */
export type MatchAtArgs = {
  eventNumber: Scalars['Int']['input'];
};


/** A match of a game played by the rules engine: its players, state, what it waits for, and its outcome. */
export type MatchEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

/** A match's clocks at serverTime. A client shows them by counting remainingMs down from serverTime (corrected by its own offset to the server) while running is true. */
export type MatchClock = {
  __typename?: 'MatchClock';
  /** Null: no time limit. */
  limit?: Maybe<MatchTimeLimit>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['output'];
  /** When the next clock runs out if nothing happens (ISO 8601). */
  nextDeadline?: Maybe<Scalars['String']['output']>;
  /** What follows a chess clock's running out; null without chess clocks. */
  outOfTime?: Maybe<OutOfTimeRule>;
  /** Who paused the clocks and why; null while not paused. */
  paused?: Maybe<ClockPause>;
  /** Empty without chess clocks. */
  players: Array<PlayerClock>;
  /** Null: not in a timed round. */
  round?: Maybe<MatchRoundTime>;
  /** The match clock and the awaited player’s chess clock are counting. */
  running: Scalars['Boolean']['output'];
  /** The server’s time of this reading (ISO 8601). */
  serverTime: Scalars['String']['output'];
  /** What starts the clocks, as the match was created. */
  start: ClockStart;
  /** The clocks have started (by the first action, or the organiser). */
  started: Scalars['Boolean']['output'];
  /** Time has run out and the game’s time rule has been applied. */
  timeExpired: Scalars['Boolean']['output'];
  /** The match version the reading is of. */
  version: Scalars['Int']['output'];
};

/** match: the match's own time limit; player: one player's chess clock. */
export type MatchClockKind =
  /** The match's own time limit (`MatchClock.limit`). */
  | 'match'
  /** One player's chess clock (`MatchClock.players`), named by `side`. */
  | 'player';

/** One event of a match stream, as the caller may see it (hidden cards and dice of others are left out until the stream is revealed). */
export type MatchEvent = {
  __typename?: 'MatchEvent';
  /** The event's data; its fields depend on `type`. */
  data: Scalars['JSON']['output'];
  /** The event's UUID (the command's `eventId` when it gave one). */
  eventId: Scalars['ID']['output'];
  /** Who acted and when: `{ "actor": { "kind": "player", "side": "A" }, "at": "<ISO 8601>" }`, plus `deadline` when a clock ran out. */
  metadata: Scalars['JSON']['output'];
  /** 1-based position in the match stream. */
  number: Scalars['Int']['output'];
  /** Server time the event was recorded (ISO 8601). */
  recordedAt: Scalars['String']['output'];
  /** The event type, e.g. OrderIssued, DiceRolled, MatchFinished (docs/match-log.md lists them). */
  type: Scalars['String']['output'];
};

/** A page of a list of MatchEvent items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type MatchEventConnection = {
  __typename?: 'MatchEventConnection';
  /** The items of this page, in the list's order. */
  edges: Array<MatchEventEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of MatchEvent items, with its place in the list. */
export type MatchEventEdge = {
  __typename?: 'MatchEventEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: MatchEvent;
};

/** The round clock of the tournament round this match is played in, for its table. */
export type MatchRoundTime = {
  __typename?: 'MatchRoundTime';
  /** The tournament (`Competition.id`). */
  competitionId: Scalars['ID']['output'];
  /** When the table’s round time runs out (ISO 8601), while the round clock runs. */
  dueAt?: Maybe<Scalars['String']['output']>;
  /** The table's round time has run out (time was called). */
  expired: Scalars['Boolean']['output'];
  /** The table's time left in milliseconds at serverTime, its own extra time included; never below 0. */
  remainingMs: Scalars['Float']['output'];
  /** The round number, from 1. */
  round: Scalars['Int']['output'];
  /** The round clock runs now (started, not paused). */
  running: Scalars['Boolean']['output'];
};

/** The match as it stood after one event. */
export type MatchSnapshot = {
  __typename?: 'MatchSnapshot';
  /** The event it stands after (1-based). */
  eventNumber: Scalars['Int']['output'];
  /** The outcome (or running scores) then. */
  outcome: Outcome;
  /** What the match waited for then. */
  pending: Pending;
  /** The state then, through the ruleset's view for the caller. */
  state: Scalars['JSON']['output'];
};

/** Whether a match is still being played. */
export type MatchStatus =
  /** Over: the outcome is final. */
  | 'finished'
  /** Not over yet: orders, rolls or a result are still to come. */
  | 'in_progress';

/** A row of the match list read model. */
export type MatchSummary = {
  __typename?: 'MatchSummary';
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The match ended in a draw. */
  draw: Scalars['Boolean']['output'];
  /** How many events its stream has (its version). */
  eventCount: Scalars['Int']['output'];
  /** The match (`Match.id`). */
  id: Scalars['ID']['output'];
  /** The organiser’s account. */
  organiser?: Maybe<Account>;
  /** What the match waits for, in words (as `Match.pending.prompt`). */
  pendingPrompt: Scalars['String']['output'];
  /** Its seats, one per side. */
  players: Array<Player>;
  /** Readable by anyone; false: by its players and organiser only. */
  published: Scalars['Boolean']['output'];
  /** Why it ended; null while playing. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The game (a ruleset id). */
  rulesetId: Scalars['String']['output'];
  /** The version of its rules the match plays. */
  rulesetVersion: Scalars['String']['output'];
  /** Each side's result and scores. */
  sides: Array<SideOutcome>;
  /** In progress or finished. */
  status: MatchStatus;
  /** When its last event was recorded (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** The winning side; null while playing and for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

/** A page of a list of MatchSummary items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type MatchSummaryConnection = {
  __typename?: 'MatchSummaryConnection';
  /** The items of this page, in the list's order. */
  edges: Array<MatchSummaryEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of MatchSummary items, with its place in the list. */
export type MatchSummaryEdge = {
  __typename?: 'MatchSummaryEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: MatchSummary;
};

/** A match's overall time limit at serverTime. */
export type MatchTimeLimit = {
  __typename?: 'MatchTimeLimit';
  /** The limit (with extensions) has run out. */
  expired: Scalars['Boolean']['output'];
  /** Time given by the organiser on top of the limit. */
  extraMs: Scalars['Float']['output'];
  /** The limit in milliseconds, without extensions. */
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

/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
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
  /** Confirms the opponent's report of the code's game: the result is settled. A code never confirms its own seat's report (FORBIDDEN, OWN_REPORT); NO_REPORT when nobody has reported. Besides these, the refusals of `reportWithSlipCode`. */
  confirmWithSlipCode: Slip;
  /** Creates a read-only API key for a third-party site; the answer is the only time the key itself is shown. VALIDATION (with field name or expiresAt) for a name not of 1 to 80 characters, or an expiry in the past or more than 730 days ahead; nothing is created then. */
  createApiKey: CreatedApiKey;
  /** Creates a tournament or league that you organise; scoring and tie-breaks default to the game's preset. */
  createCompetition: Competition;
  /** Creates a match that you organise; the ruleset id and version are pinned in its first event. */
  createMatch: Match;
  /** Registers a URL to be sent the chosen happenings of an event you organise, from now on; answers the hook and its signing secret, shown this once. VALIDATION (field `url`) with reason WEBHOOK_URL_MALFORMED, WEBHOOK_URL_SCHEME_NOT_ALLOWED (not http or https), WEBHOOK_ADDRESS_NOT_ALLOWED (loopback, private, link-local, multicast, unspecified or reserved, also as the host resolves; `addressKind` says which) or WEBHOOK_HOST_UNRESOLVED; (field `events`) WEBHOOK_EVENTS_EMPTY; (field `competitionId`) WEBHOOK_LIMIT when the event has as many hooks as the server allows. FORBIDDEN for anyone but the organiser, signed in or with one of their API keys of scope ORGANISER (NOT_ORGANISER; KEY_SCOPE for their key of scope PUBLIC). Nothing is made when refused. */
  createWebhook: CreatedWebhook;
  /** Declines an entry made for your account: it stays a guest entry by name, linked to no account. NOT_FOUND (INVITATION_NOT_FOUND) when it is not yours to answer; RULE_VIOLATION (INVITATION_ANSWERED) when answered already. */
  declineEntry: EntryInvitation;
  /** Deletes one of your webhooks and its deliveries; answers its id. Nothing more is sent to it (one attempt already under way may still arrive). NOT_FOUND for an unknown hook, FORBIDDEN for another organiser’s. */
  deleteWebhook: Scalars['ID']['output'];
  /** The reporter's opponent disputes the reported result; the organiser rules. */
  disputeGameResult: Competition;
  /** The opponent of the reporter disputes the reported result; the organiser rules. */
  disputeResult: Match;
  /** Disputes the opponent's report of the code's game, with the reason: the organiser rules on it at the results desk. A code never disputes its own seat's report (FORBIDDEN, OWN_REPORT); REASON_REQUIRED without a reason. Besides these, the refusals of `reportWithSlipCode`. */
  disputeWithSlipCode: Slip;
  /** Drops a player (the organiser, or the player themself): never paired again; past games stay. */
  dropPlayer: Competition;
  /** The organiser gives time: to the match's time limit, or to one player's chess clock. */
  extendMatchClock: Match;
  /** Gives a round, or one table of it, more time. Organiser only. */
  extendRoundClock: Competition;
  /** Finishes the competition once every game is settled. */
  finishCompetition: Competition;
  /** Fixes the table a player sits at every round from the next pairing on (an accessible table), or frees it (table null). Fixed tables win over fresh tables; the other games are numbered around them. Organiser only. */
  fixPlayerTable: Competition;
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
  /** Opens a league season, with its own rules or the limits the league was created with. */
  openSeason: Competition;
  /** Pairs the next round (Swiss, Berger table or bracket), or pairs the last one again before it starts. Round 1 of a Swiss is seeded by `method` (random by default: a committed draw, revealed in the round's `revealedSeed`); later Swiss rounds are numbered by the standings, the leaders at table 1, around the players' fixed tables. */
  pairRound: Competition;
  /** Pauses a match's clocks: a player calls the organiser to a dispute, or the organiser stops play. Play waits until the organiser resumes. */
  pauseMatchClock: Match;
  /** Pauses a round's clock, and with it play at every table of the round. Organiser only. */
  pauseRoundClock: Competition;
  /** Publishes a paired round: its games are shown to the players and the public (startRound publishes it too). Organiser only. */
  publishRound: Competition;
  /** Records a roll of physical dice for the pending roll. */
  recordRoll: Match;
  /** Sends a delivery again, with the same id and body, as soon as the sender gets to it (not while its hook is paused), with a fresh set of attempts; one being sent right now is answered as it is. NOT_FOUND for an unknown delivery, FORBIDDEN for another organiser’s. */
  redeliverWebhookDelivery: WebhookDelivery;
  /** Registers a player: the organiser registers a guest they report for, themself, or someone's account by its id or e-mail address, which is an invitation that its player accepts (a guest entry until then); a signed-in player registers themself in a published competition. */
  registerPlayer: Competition;
  /** Revokes a seat's invitation, used or not, and answers a new one (organiser only): for a player who lost their session, or an invitation handed to the wrong person. Sessions made from the old one end at once: their next request is refused (UNAUTHENTICATED, SEAT_REISSUED), and their open WebSockets are closed (4401). */
  reissueInvitation: Invitation;
  /** A new slip code for one seat (organiser only): the seat's old code, printed or not, is refused from now on (SLIP_CODE_REPLACED). For a player who lost their part of the slip, or a slip handed to the wrong person. NOT_FOUND (reason UNKNOWN_GAME) for a game the event has not published or a player not in it; RULE_VIOLATION (NOT_PAPER) in an engine event. */
  reissueSlipCode: SlipCode;
  /** Reports a game's result: a player's report waits for the opponent; the organiser's (with a reason) rules on a dispute or overrides any result. */
  reportGameResult: Competition;
  /** Reports the result of a match played at the table: the opponent confirms or disputes it; the organiser's report settles it. */
  reportResult: Match;
  /** Reports the result of the code's game for the code's seat, as its player would from their account (reportGameResult): the opponent confirms it, with their own code or account, or the organiser settles it. Besides the refusals of `slip`: SLIP_CODE_USED (the game has its result), SLIP_CODE_EXPIRED (the event is finished), and the competition's own (RESULT_ALREADY_REPORTED, ROUND_NOT_STARTED, BAD_RESULT, a score the game does not have…). */
  reportWithSlipCode: Slip;
  /** The organiser rules and a match's clocks run again. */
  resumeMatchClock: Match;
  /** Resumes a paused round's clock. Organiser only. */
  resumeRoundClock: Competition;
  /** Sends to a paused webhook again (after you fixed its receiver): its failures in a row are forgotten and its waiting deliveries are sent at once, oldest first. Harmless on a hook that is not paused. */
  resumeWebhook: Webhook;
  /** Runs the parked events of your competition again (after the fault was fixed); answers what is still parked once the retry has run. */
  retryParkedEvents: ParkedEventsRetry;
  /** Revokes one of your API keys; it stops working at once. NOT_FOUND for a key that is not yours; revoking twice changes nothing. */
  revokeApiKey: ApiKey;
  /** Asks the server to roll the pending roll from the match’s committed seed. */
  rollDice: Match;
  /** Replaces a webhook’s signing secret (one that leaked); answers the new secret, shown this once. Every attempt from now on is signed with the new secret alone, retries of earlier deliveries included. */
  rotateWebhookSecret: CreatedWebhook;
  /** Sets a player's place in the seed list (1 = strongest), which round 1 paired by seeds follows; until a round starts. Organiser only. */
  seedPlayer: Competition;
  /** Sets the open league season's rules (games per pairing, games per week): the games opened from now on keep to them; those already opened stand. The same rules again change nothing. */
  setSeasonLimits: Competition;
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


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationAcceptEntryArgs = {
  input: EntryInvitationInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationAdjustPointsArgs = {
  input: AdjustPointsInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationChooseProjectorViewArgs = {
  input: ProjectorViewInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationCloseSeasonArgs = {
  input: CompetitionRef;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationConcedeArgs = {
  input: ConcedeInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationConfirmGameResultArgs = {
  input: GameRefInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationConfirmResultArgs = {
  input: ConfirmResultInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationConfirmWithSlipCodeArgs = {
  code: Scalars['String']['input'];
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationCreateApiKeyArgs = {
  input?: InputMaybe<CreateApiKeyInput>;
  name?: InputMaybe<Scalars['String']['input']>;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationCreateCompetitionArgs = {
  input: CreateCompetitionInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationCreateMatchArgs = {
  input: CreateMatchInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDeclineEntryArgs = {
  input: EntryInvitationInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDeleteWebhookArgs = {
  input: WebhookInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDisputeGameResultArgs = {
  input: DisputeGameInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDisputeResultArgs = {
  input: DisputeResultInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDisputeWithSlipCodeArgs = {
  input: SlipDisputeInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationDropPlayerArgs = {
  input: DropPlayerInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationExtendMatchClockArgs = {
  input: ExtendMatchClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationExtendRoundClockArgs = {
  input: ExtendRoundClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationFinishCompetitionArgs = {
  input: FinishInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationFixPlayerTableArgs = {
  input: FixPlayerTableInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationIssueGameLossArgs = {
  input: GameLossInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationIssueOrderArgs = {
  input: IssueOrderInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationJoinMatchArgs = {
  invitation: Scalars['String']['input'];
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationMoveCompetitionToNewestRulesetArgs = {
  input: CompetitionRef;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationOpenLeagueGameArgs = {
  input: LeagueGameInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationOpenSeasonArgs = {
  input: OpenSeasonInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationPairRoundArgs = {
  input: PairRoundInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationPauseMatchClockArgs = {
  input: PauseMatchClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationPauseRoundClockArgs = {
  input: RoundClockChangeInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationPublishRoundArgs = {
  input: RoundInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRecordRollArgs = {
  input: RecordRollInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRedeliverWebhookDeliveryArgs = {
  input: WebhookDeliveryInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRegisterPlayerArgs = {
  input: RegisterPlayerInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationReissueInvitationArgs = {
  matchId: Scalars['ID']['input'];
  side: Scalars['String']['input'];
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationReissueSlipCodeArgs = {
  input: SlipSeatInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationReportGameResultArgs = {
  input: GameResultInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationReportResultArgs = {
  input: ReportResultInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationReportWithSlipCodeArgs = {
  input: SlipReportInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationResumeMatchClockArgs = {
  input: ResumeMatchClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationResumeRoundClockArgs = {
  input: RoundClockChangeInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationResumeWebhookArgs = {
  input: WebhookInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRetryParkedEventsArgs = {
  input: CompetitionRef;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRollDiceArgs = {
  input: RollDiceInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationRotateWebhookSecretArgs = {
  input: WebhookInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationSeedPlayerArgs = {
  input: SeedPlayerInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationSetSeasonLimitsArgs = {
  input: SetSeasonLimitsInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationStartMatchClockArgs = {
  input: StartMatchClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationStartRoundArgs = {
  input: RoundInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationStartRoundClockArgs = {
  input: StartRoundClockInput;
};


/** Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET). */
export type MutationSwapPlayersArgs = {
  input: SwapPlayersInput;
};

/** An object with an id unique across the whole server (Relay's Global Object Identification): a client caches it by that id, and `node(id)` fetches it again. Objects the server names by a UUID keep it; the others have an opaque id to pass back as it is. */
export type Node = {
  /** Unique across the whole server and stable: the same object has the same id in every answer. Opaque: pass it back as it is. */
  id: Scalars['ID']['output'];
};

/** A league's next season; the open one, if any, closes with it. */
export type OpenSeasonInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The season's rules; omitted: the limits the league was created with (its format). */
  limits?: InputMaybe<SeasonLimitsInput>;
  /** Its name, e.g. "Autumn 2026". */
  name: Scalars['String']['input'];
};

/** What a player whose chess clock ran out may still do. ruleset: nothing — the game's own time rule ends the match; rolls_only: they still make the rolls the match asks of them, give no more orders, and the game’s time rule ends the match once it can only go on by their order. */
export type OutOfTimeRule =
  /** The player still makes the rolls asked of them but gives no more orders (TIME_EXPIRED); the time rule ends the match once it needs their order. */
  | 'rolls_only'
  /** The game's own time rule decides what follows at once (the match ends, or plays on to the point the rule names). */
  | 'ruleset';

/** How a match ended, or its running scores while it goes on. */
export type Outcome = {
  __typename?: 'Outcome';
  /** The match ended in a draw. */
  draw: Scalars['Boolean']['output'];
  /** The match is over. */
  finished: Scalars['Boolean']['output'];
  /** Why it ended, in the game's terms (e.g. "concession", "time"); null while playing. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Each side's result and scores. */
  sides: Array<SideOutcome>;
  /** The winning side; null while playing and for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

/** Where a page of a list stands in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last item's cursor; pass it as `after` to get the next page. Null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Pair the next round (or the last one again, before it starts). */
export type PairRoundInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Round 1 of a Swiss only: how it is seeded. Omitted: random, or, when pairing round 1 again, the method it was paired with; pairing it again at random draws anew. NOT_FIRST_ROUND for any other round or format. */
  method?: InputMaybe<PairingMethod>;
  /** Pair the last round again (before it starts). */
  repair?: Scalars['Boolean']['input'];
};

/** Why a game was paired as it is, in words. */
export type PairingExplanation = {
  __typename?: 'PairingExplanation';
  /** Why these two players meet (score group, colour, seeding…), with their names. */
  reasons: Array<Scalars['String']['output']>;
  /** Constraints this pairing breaks because nothing better was possible. */
  relaxed: Array<Scalars['String']['output']>;
};

/** How round 1 of a Swiss is seeded before it is paired (top half against bottom half): random, a draw from a secret seed committed in the competition's stream before the pairing and revealed after it (docs/swiss.md shows how to check it); rating, by the players' Glicko-2 ratings in the game, players without one after them in registration order; seeds, by the organiser's seed list. */
export type PairingMethod =
  /** A draw from a secret seed whose SHA-256 is in the competition's stream before the pairing and revealed after it (`Round.seedCommitment`, `revealedSeed`, `drawOrder`). */
  | 'random'
  /** By the players' Glicko-2 ratings in the game, highest first; players without a rating after them, in registration order. */
  | 'rating'
  /** By the organiser's seed list (`CompetitionPlayer.seed`, 1 = strongest). */
  | 'seeds';

/** What a game played on paper gets when its round's time is called. report: the players report the result as the game stood; draw: a game with no report is settled as a draw. */
export type PaperOutcome =
  /** A game nobody has reported when time is called is settled as a draw. */
  | 'draw'
  /** The players report the result as the game stood when time was called (the default). */
  | 'report';

/** An event that one of the server’s processors could not handle (a read model such as the standings, or a consequence such as recording an engine result). That processor holds back every later event of the same unit of work (`key`) until a retry succeeds; everything else goes on. */
export type ParkedEvent = {
  __typename?: 'ParkedEvent';
  /** What went wrong. */
  error: Scalars['String']['output'];
  /** The type of that event, e.g. ResultConfirmed. */
  eventType: Scalars['String']['output'];
  /** Its unit of work: a stream, or a competition id. */
  key: Scalars['String']['output'];
  /** When it was parked (ISO 8601). */
  parkedAt: Scalars['String']['output'];
  /** That event’s position in the whole log. */
  position: Scalars['Float']['output'];
  /** The processor: match_summaries, competitions, competition_standings, clock_deadlines, engine_matches, round_clock_copies, engine_results or webhooks (the outbox of webhook deliveries). */
  processor: Scalars['String']['output'];
  /** A retry was asked for and has not run yet. */
  retryRequested: Scalars['Boolean']['output'];
  /** The stream of the first event held back. */
  streamId: Scalars['String']['output'];
};

/** What a retry of parked events did: how many it retried, and what is still parked. */
export type ParkedEventsRetry = {
  __typename?: 'ParkedEventsRetry';
  /** What is still parked once the retry has run: those that failed again. */
  parkedEvents: Array<ParkedEvent>;
  /** How many parked events the retry was asked for. */
  requested: Scalars['Int']['output'];
};

/** A pause of a match's clocks: a player calling the organiser to a dispute, or the organiser. */
export type PauseMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
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
  /** What is awaited, in words for a person, e.g. "A: movement phase". */
  prompt: Scalars['String']['output'];
  /** What a pending roll decides (e.g. "initiative"); null when no roll is awaited. */
  purpose?: Maybe<Scalars['String']['output']>;
  /** Sides that may act now. */
  sides: Array<Scalars['String']['output']>;
};

/** How a competition's games are played: in the server's engine, or on paper with reported results. */
export type PlayInput = {
  /** Every engine match's clocks; the game's time limit when omitted. */
  clock?: InputMaybe<ClockInput>;
  /** Engine matches' dice: reported (the default: players roll real dice and enter them) or server (the server rolls, committed and verifiable). */
  dice?: InputMaybe<Scalars['String']['input']>;
  /** engine: the server creates a match for each game when its round starts; paper: results are reported. */
  mode: Scalars['String']['input'];
  /** The ruleset's setup document for every engine match. */
  setup?: InputMaybe<Scalars['JSON']['input']>;
};

/** One seat of a match: a side and who plays it. */
export type Player = {
  __typename?: 'Player';
  /** The player's name as shown at the table. */
  name: Scalars['String']['output'];
  /** The player's account id, when the organiser named one; null: a player without an account, who joins by the side's invitation (`joinMatch`). */
  playerId?: Maybe<Scalars['String']['output']>;
  /** The side the player plays, as the ruleset names sides (e.g. "A", "B"). */
  side: Scalars['String']['output'];
};

/** One player's chess clock. */
export type PlayerClock = {
  __typename?: 'PlayerClock';
  /** The player's time has run out. */
  outOfTime: Scalars['Boolean']['output'];
  /** At serverTime; never below 0. */
  remainingMs: Scalars['Float']['output'];
  /** The match waits for this player: their clock runs. */
  running: Scalars['Boolean']['output'];
  /** The player's side, e.g. "A". */
  side: Scalars['String']['output'];
};

/** A game you play that is not settled yet, with the competition it belongs to. */
export type PlayerGame = {
  __typename?: 'PlayerGame';
  /** The competition of the game (`Competition.id`). */
  competitionId: Scalars['ID']['output'];
  /** The competition's name. */
  competitionName: Scalars['String']['output'];
  /** The game itself, with its report if any. */
  game: CompetitionGame;
  /** engine | paper */
  playMode: Scalars['String']['output'];
  /** Your player id in that competition. */
  playerId: Scalars['ID']['output'];
  /** The game system it plays (a ruleset id). */
  rulesetId: Scalars['String']['output'];
};

/** One seat of a new match. */
export type PlayerInput = {
  /** The player's name as shown at the table. */
  name: Scalars['String']['input'];
  /** The player's account id; omitted: a player without an account, who joins by the side's invitation. */
  playerId?: InputMaybe<Scalars['String']['input']>;
  /** The side, as the ruleset names it (e.g. "A"). */
  side: Scalars['String']['input'];
};

/** A league you play in, not finished, with your player id in it. */
export type PlayerLeague = {
  __typename?: 'PlayerLeague';
  /** The league (`Competition.id`). */
  competitionId: Scalars['ID']['output'];
  /** The league's name. */
  competitionName: Scalars['String']['output'];
  /** engine | paper */
  playMode: Scalars['String']['output'];
  /** Your player id in that league. */
  playerId: Scalars['ID']['output'];
  /** The game it plays (a ruleset id). */
  rulesetId: Scalars['String']['output'];
};

/** Glicko-2 rating of a player in one game system, with its history. */
export type PlayerRating = Node & {
  __typename?: 'PlayerRating';
  /** The player's account id. */
  accountId: Scalars['String']['output'];
  /** The rating deviation (RD): lower is surer. */
  deviation: Scalars['Float']['output'];
  /** Rated games played in the game system. */
  games: Scalars['Int']['output'];
  /** The rating after each period played, oldest first. */
  history: Array<RatingPoint>;
  /** The rating's global id (a Node id): of this account in this game system. */
  id: Scalars['ID']['output'];
  /** The player's name. */
  name: Scalars['String']['output'];
  /** The current rating (Glicko-2 on the familiar scale, 1500 to start). */
  rating: Scalars['Float']['output'];
  /** The game system (a ruleset id). */
  rulesetId: Scalars['String']['output'];
  /** The Glicko-2 volatility σ. */
  volatility: Scalars['Float']['output'];
};

/** A page of a list of PlayerRating items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type PlayerRatingConnection = {
  __typename?: 'PlayerRatingConnection';
  /** The items of this page, in the list's order. */
  edges: Array<PlayerRatingEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of PlayerRating items, with its place in the list. */
export type PlayerRatingEdge = {
  __typename?: 'PlayerRatingEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: PlayerRating;
};

/** A session for one seat of one match, from its invitation. */
export type PlayerSession = {
  __typename?: 'PlayerSession';
  /** When the token stops working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** The match the seat is in. */
  matchId: Scalars['ID']['output'];
  /** The seat's player name. */
  name: Scalars['String']['output'];
  /** The side the token plays. */
  side: Scalars['String']['output'];
  /** The player's bearer token for this seat: send it as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/** A tournament you play in: where your table of each round appears as soon as its pairings are published. */
export type PlayerTournament = {
  __typename?: 'PlayerTournament';
  /** The tournament (`Competition.id`). */
  competitionId: Scalars['ID']['output'];
  /** The tournament's name. */
  competitionName: Scalars['String']['output'];
  /** engine | paper */
  playMode: Scalars['String']['output'];
  /** Your player id in that tournament. */
  playerId: Scalars['ID']['output'];
  /** The game it plays (a ruleset id). */
  rulesetId: Scalars['String']['output'];
};

/** A game's preset points for each result, and the scores that rank players. */
export type PresetScoring = {
  __typename?: 'PresetScoring';
  /** Tournament points for a bye. */
  bye: Scalars['Float']['output'];
  /** Tournament points for a draw. */
  draw: Scalars['Float']['output'];
  /** Tournament points for a loss. */
  loss: Scalars['Float']['output'];
  /** "points" (tournament points), or one of the game's scores. */
  primary: Scalars['String']['output'];
  /** Game scores summed beside the points, in order (a name, or margin:<name>). */
  secondary: Array<Scalars['String']['output']>;
  /** Tournament points for a win. */
  win: Scalars['Float']['output'];
};

/** What the hall's projector shows: cycle (every view in turn), or the round clock, the pairings or the standings alone. */
export type ProjectorView =
  /** The current round's clock alone. */
  | 'clock'
  /** Every view in turn (the default). */
  | 'cycle'
  /** The pairings of the current round alone (tables and names). */
  | 'pairings'
  /** The standings alone. */
  | 'standings';

/** The view the hall's projector shows. */
export type ProjectorViewInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** What the projector shows from now on. */
  view: ProjectorView;
};

/** Where the server took its public address from. */
export type PublicUrlSource =
  /** PUBLIC_URL, as the operator set it. */
  | 'CONFIGURED'
  /** The network address the server listens on (the first of the machine, when it listens on all). */
  | 'DETECTED'
  /** A loopback address (localhost), for want of any other: the server has no network address, or listens only on loopback. Players’ phones cannot open it. */
  | 'LOOPBACK';

/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type Query = {
  __typename?: 'Query';
  /** Your API keys, newest first, revoked and expired ones included; never the keys themselves. */
  apiKeys: ApiKeyConnection;
  /** A tournament or league: format, players, rounds with their games and pairing explanations, bracket, season. Null, with a NOT_FOUND error, for an id no competition has; with FORBIDDEN (NOT_PUBLISHED) for one you may not read. The rest of the query stands. */
  competition?: Maybe<Competition>;
  /** Tournaments and leagues, newest first: the published ones, and the ones you organise. */
  competitions: CompetitionSummaryConnection;
  /** A match: its events, current state, pending decision and outcome, as the caller may see them. Null, with a NOT_FOUND error, for an id no match has (VALIDATION for one that is not a UUID); with FORBIDDEN (NOT_PUBLISHED) for one you may not read. The rest of the query stands. */
  match?: Maybe<Match>;
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
  /** The leagues you play in and have not left, not finished, newest first: where you open games against their other players. Signed-in accounts only. */
  myLeagues: Array<PlayerLeague>;
  /** The tournaments you play in and have not dropped from, not finished, newest first, whether or not you have a game in them now: follow each (competitionUpdated) to see your table as soon as a round is published. Signed-in accounts only. */
  myTournaments: Array<PlayerTournament>;
  /** Any object by its global id (`id` of a Node), as you may see it. Null with an error, the rest of the query standing: NOT_FOUND (reason NODE_NOT_FOUND) for an id that names nothing you may see (whether it does not exist or is not published, the answer is the same); VALIDATION (reason MALFORMED_ID) for a text that is no id of this server, e.g. a game's key `r1-1` without its competition. */
  node?: Maybe<Node>;
  /** Several objects by their global ids, in the order asked, at most 100: each as `node` answers it, null with its own error (its path names its place in the list) where `node` would be. */
  nodes: Array<Maybe<Node>>;
  /** One player's rating in a game system, with its history; null before their first rated game. */
  playerRating?: Maybe<PlayerRating>;
  /** The caller’s own rate limit: how many operations it may make a window, how many are left, and when the window ends. Anyone may ask; each caller sees only its own bucket. */
  rateLimit: RateLimit;
  /** The Glicko-2 rating list of one game system, highest first, from every rated tournament and league. */
  ratings: PlayerRatingConnection;
  /** One ruleset; the newest version when none is named. Null, with a VALIDATION error (reason UNKNOWN_RULESET), for a game or version the server does not have; the rest of the query stands. */
  ruleset?: Maybe<Ruleset>;
  /** Every game and version the server can run, by game id, oldest version first: a game's last one is its newest. */
  rulesets: RulesetConnection;
  /** The server: the public address players’ links are built from. Anyone may ask: the address is on every printed invitation. */
  server: Server;
  /** The game of a slip code, as its seat's player sees it; anyone holding the code may ask, with no account. Refusals (extensions.reason): SLIP_CODE_MALFORMED (VALIDATION: not 8 letters and digits of the code's alphabet), SLIP_CODE_UNKNOWN (NOT_FOUND: no seat has it; counted against your address), SLIP_CODE_REPLACED (NOT_FOUND: the organiser reissued it, or paired the round again); RATE_LIMITED (HTTP 429, Retry-After) after too many unknown codes from one address (60 in 10 minutes by default). */
  slip?: Maybe<Slip>;
  /** The slip codes of a published round's paper games, one per seat (byes have none), in table order, made for the seats that have none yet: the same codes each time until one is reissued. Organiser only (FORBIDDEN, NOT_ORGANISER). RULE_VIOLATION with reason UNKNOWN_ROUND, ROUND_NOT_PUBLISHED, or NOT_PAPER (an engine event's games are played with seat invitations, `matchInvitations`). */
  slipCodes: Array<SlipCode>;
  /** The webhooks of an event you organise, oldest first. Also readable with your API key of scope ORGANISER. UNAUTHENTICATED when signed out, FORBIDDEN (NOT_ORGANISER) for anyone else, NOT_FOUND for an unknown event. */
  webhooks: Array<Webhook>;
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryApiKeysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryCompetitionArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryCompetitionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId?: InputMaybe<Scalars['String']['input']>;
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryMatchInvitationsArgs = {
  matchId: Scalars['ID']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryMatchListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MatchStatus>;
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryPlayerRatingArgs = {
  accountId: Scalars['String']['input'];
  rulesetId: Scalars['String']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryRatingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  rulesetId: Scalars['String']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryRulesetArgs = {
  id: Scalars['String']['input'];
  version?: InputMaybe<Scalars['String']['input']>;
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryRulesetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QuerySlipArgs = {
  code: Scalars['String']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QuerySlipCodesArgs = {
  competitionId: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
};


/** Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published. */
export type QueryWebhooksArgs = {
  competitionId: Scalars['ID']['input'];
};

/** The caller’s own rate-limit bucket, as the RateLimit-* headers of every answer tell it too: per API key, account, player seat, or (without credentials) address. Every operation over HTTP counts once per root field, this one included. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** Operations (root fields) the caller may make in one window. */
  limit: Scalars['Int']['output'];
  /** Operations left in the current window, after this one; at 0 the next is refused (HTTP 429). */
  remaining: Scalars['Int']['output'];
  /** When the current window ends and the bucket is full again (ISO 8601, on the server’s clock). */
  resetAt: Scalars['String']['output'];
  /** The length of a window in seconds: `limit` operations are allowed in each. */
  windowSeconds: Scalars['Int']['output'];
};

/** A player's Glicko-2 rating after one rating period they played in. */
export type RatingPoint = {
  __typename?: 'RatingPoint';
  /** The rating deviation (RD) after the period: lower is surer. */
  deviation: Scalars['Float']['output'];
  /** Games the player played in the period. */
  games: Scalars['Int']['output'];
  /** The rating period: a tournament round once settled ("<competition id>:round 3") or a settled league game ("<competition id>:<game id>"). */
  period: Scalars['String']['output'];
  /** The rating after the period (Glicko-2 on the familiar scale, 1500 to start). */
  rating: Scalars['Float']['output'];
  /** The Glicko-2 volatility σ after the period. */
  volatility: Scalars['Float']['output'];
};

/** Physical dice rolled at the table, entered for the pending roll. */
export type RecordRollInput = {
  /** Every die of the roll, as it landed. */
  dice: Array<DieInput>;
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** Cross-check: the purpose of the pending roll. */
  purpose?: InputMaybe<Scalars['String']['input']>;
  /** The side that rolled; defaults to the pending roll’s side. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** An entry in a competition: yourself, a guest by name, or an account (an invitation). */
export type RegisterPlayerInput = {
  /** The player's account (organiser only): another account's entry is an invitation, as by `email`; omitted when you register yourself or a guest. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** The player's club; club-mates are kept apart as `constraints.clubMates` says. */
  club?: InputMaybe<Scalars['String']['input']>;
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The player's account by its e-mail address, any case (organiser only; not with accountId): the entry is an invitation, a guest entry until the player who signs in with that address accepts it. The answer is the same whether or not an account has the address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The name shown in pairings and standings. */
  name: Scalars['String']['input'];
  /** Seeding order (1 = strongest); registration order when omitted. */
  seed?: InputMaybe<Scalars['Int']['input']>;
  /** Register yourself, with your account. */
  self?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A match's result reported from the table (or settled by the organiser). */
export type ReportResultInput = {
  /** True for a draw (then no winner). */
  draw?: Scalars['Boolean']['input'];
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
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
  /** A draw was reported. */
  draw: Scalars['Boolean']['output'];
  /** Named scores per side, as reported: `{"A": {"victoryPoints": 12}}`. */
  scores: Scalars['JSON']['output'];
  /** reported (waiting for the opponent), confirmed (the result stands) or disputed (the organiser rules). */
  status: Scalars['String']['output'];
  /** The winning side; null for a draw. */
  winner?: Maybe<Scalars['String']['output']>;
};

/** The organiser's resumption of a paused match's clocks. */
export type ResumeMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** The ruling, or why the clocks run again. */
  reason: Scalars['String']['input'];
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A request that the server roll the pending roll (matches with server dice). */
export type RollDiceInput = {
  /** A UUID for idempotent retries. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** The match version you decided on; CONFLICT if it moved. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** The side asking the server to roll. */
  side?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** A round of a tournament: its pairings, how they were made, and where it stands. */
export type Round = Node & {
  __typename?: 'Round';
  /** Constraints the organiser's manual swaps break; empty for anyone but the organiser until the round is published. */
  breaches: Array<ConstraintBreach>;
  /** Round 1 seeded by a method: the seeding it was paired from (player ids, first seed or first drawn first); the pairer pairs it top half against bottom half. Null otherwise, and for anyone but the organiser until the round is published. */
  drawOrder?: Maybe<Array<Scalars['String']['output']>>;
  /** Every game of the round has a settled result. */
  finished: Scalars['Boolean']['output'];
  /** Empty for anyone but the organiser until the round is published. */
  games: Array<CompetitionGame>;
  /** The round's global id, unique across the server (a Node id). */
  id: Scalars['ID']['output'];
  /** How round 1 of a Swiss was seeded before it was paired; null for later rounds and for a round 1 paired before methods were recorded (by the seed list). */
  pairingMethod?: Maybe<PairingMethod>;
  /** Its games are shown to players and the public: since publishRound or startRound, until it is paired again. The organiser sees them always. */
  published: Scalars['Boolean']['output'];
  /** A random round 1: the draw's secret seed (64 hex digits), revealed after the pairing: its SHA-256 is seedCommitment, and drawOrder(seed, the players' ids in registration order) gives drawOrder. Null otherwise, and for anyone but the organiser until the round is published. */
  revealedSeed?: Maybe<Scalars['String']['output']>;
  /** The round number, from 1. */
  round: Scalars['Int']['output'];
  /** A random round 1: the SHA-256 (hex) of the draw's secret seed, committed in the stream before the pairing (CompetitionCreated, or the reveal of the draw before). Null otherwise. */
  seedCommitment?: Maybe<Scalars['String']['output']>;
  /** swiss | round-robin | elimination | top-cut */
  stage: Scalars['String']['output'];
  /** The organiser started it: results may be reported, engine matches exist. */
  started: Scalars['Boolean']['output'];
};

/** A tournament round's clock at serverTime. */
export type RoundClock = {
  __typename?: 'RoundClock';
  /** The tournament (`Competition.id`). */
  competitionId: Scalars['ID']['output'];
  /** When the round's time runs out (ISO 8601) while the clock runs; null otherwise. */
  deadline?: Maybe<Scalars['String']['output']>;
  /** Time given to the whole round. */
  extraMs: Scalars['Float']['output'];
  /** The round's length in milliseconds, without extensions. */
  limitMs: Scalars['Float']['output'];
  /** When and why it is paused; null while not paused. */
  paused?: Maybe<RoundClockPause>;
  /** The round’s time left, without table extensions; never below 0. */
  remainingMs: Scalars['Float']['output'];
  /** The round number, from 1. */
  round: Scalars['Int']['output'];
  /** The clock runs now: started and not paused. */
  running: Scalars['Boolean']['output'];
  /** The server’s time of this reading (ISO 8601): count remainingMs down from it. */
  serverTime: Scalars['String']['output'];
  /** The organiser has started the clock. */
  started: Scalars['Boolean']['output'];
  /** Every game at a table (byes sit at none), by table. */
  tables: Array<TableClock>;
  /** The competition version the reading is of. */
  version: Scalars['Int']['output'];
};

/** A pause or resumption of a round's clock. */
export type RoundClockChangeInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Why: required to pause (REASON_REQUIRED without one); optional to resume, the expected end of a pause. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The round number, from 1. */
  round: Scalars['Int']['input'];
};

/** A pause of a round's clock. */
export type RoundClockPause = {
  __typename?: 'RoundClockPause';
  /** When the clock was paused (ISO 8601). */
  at: Scalars['String']['output'];
  /** The organiser's reason for the pause. */
  reason: Scalars['String']['output'];
};

/** One round of a competition. */
export type RoundInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The round number, from 1. */
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
  /** The game's name for people, e.g. "Solaris VII". */
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
  /** A sentence or two on what the game is, in English. */
  summary: Scalars['String']['output'];
  /** Every tie-break a competition of the game may list, named and described in `language`: the fixed ones, then those of the game's scores (score:<name>, score:<name>:low, score:margin:<name>). */
  tieBreakOptions: Array<TieBreakOption>;
  /** The version, e.g. "1.1.1". Every version ever released is served: a match plays and replays under the version it was created with; new matches get the newest. */
  version: Scalars['String']['output'];
};


/** A game the platform can run, at one version. */
export type RulesetSetupRefusalArgs = {
  setup: Scalars['JSON']['input'];
};


/** A game the platform can run, at one version. */
export type RulesetTieBreakOptionsArgs = {
  language?: Language;
};

/** A page of a list of Ruleset items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type RulesetConnection = {
  __typename?: 'RulesetConnection';
  /** The items of this page, in the list's order. */
  edges: Array<RulesetEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of Ruleset items, with its place in the list. */
export type RulesetEdge = {
  __typename?: 'RulesetEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Ruleset;
};

/** The game and the version of its rules a match plays. */
export type RulesetRef = {
  __typename?: 'RulesetRef';
  /** The ruleset id, e.g. "solaris7". */
  id: Scalars['String']['output'];
  /** The ruleset version (semver, e.g. "1.1.0"); a match keeps it for ever. */
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

/** Tournament points and scores ranked by; each field left out keeps the game's scoring preset. */
export type ScoringInput = {
  /** Tournament points for a bye (usually those of a win). */
  bye?: InputMaybe<Scalars['Float']['input']>;
  /** Tournament points for a draw (e.g. 1). */
  draw?: InputMaybe<Scalars['Float']['input']>;
  /** Tournament points for a loss (usually 0). */
  loss?: InputMaybe<Scalars['Float']['input']>;
  /** 'points', or a game score such as 'reputation' for solaris7. */
  primary?: InputMaybe<Scalars['String']['input']>;
  /** Further scores summed in the standings, in order: game scores (e.g. 'victoryPoints') or 'margin:<score>' (your score minus your opponent's). */
  secondary?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Tournament points for a win (e.g. 3). */
  win?: InputMaybe<Scalars['Float']['input']>;
};

/** A league's season: its weeks, rules and games; its final or current table in `table`. */
export type Season = Node & {
  __typename?: 'Season';
  /** How many games were opened in the season. */
  games: Scalars['Int']['output'];
  /** The season's global id, unique across the server (a Node id). */
  id: Scalars['ID']['output'];
  /** Its rules (the organiser's for the season, or the limits the league was created with); those it closed with, once closed. */
  limits: SeasonLimits;
  /** Its name, e.g. "Autumn 2026". */
  name: Scalars['String']['output'];
  /** Its number in the league, from 1. */
  number: Scalars['Int']['output'];
  /** Open: players open games in it; closed: its table is final. */
  open: Scalars['Boolean']['output'];
  /** How many of its games have a settled result. */
  settledGames: Scalars['Int']['output'];
  /** The season's table from its settled results, best first, with the league's scoring and tie-breaks: final once the season is closed. */
  table: Array<StandingRow>;
  /** ISO weeks with games, in order: a league game's round is its week's place here. */
  weeks: Array<Scalars['String']['output']>;
};

/** A league season's rules; null: no limit. */
export type SeasonLimits = {
  __typename?: 'SeasonLimits';
  /** The most games the same two players play against each other in the season. */
  maxGamesPerPair?: Maybe<Scalars['Int']['output']>;
  /** The most games a player plays in one ISO week. */
  maxGamesPerWeek?: Maybe<Scalars['Int']['output']>;
};

/** A league season's rules. A rule left out or null is no limit. */
export type SeasonLimitsInput = {
  /** The most games the same two players play against each other in the season: a whole number from 1 to 100; null: no limit. */
  maxGamesPerPair?: InputMaybe<Scalars['Int']['input']>;
  /** The most games a player plays in one ISO week (Monday to Sunday): a whole number from 1 to 100; null: no limit. */
  maxGamesPerWeek?: InputMaybe<Scalars['Int']['input']>;
};

/** A player's place in the seed list, before any round starts. */
export type SeedPlayerInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The player (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['input'];
  /** The place in the seed list, 1 = strongest (equal seeds keep registration order); until a round starts (SEEDING_CLOSED). */
  seed: Scalars['Int']['input'];
};

/** The server itself, as players and organisers need to know it. */
export type Server = {
  __typename?: 'Server';
  /** The address players open: links, QR codes and printouts for players are built from it (an origin, no trailing slash, e.g. `http://192.168.1.20:3000`). PUBLIC_URL when set, else the network address the server listens on. */
  publicUrl: Scalars['String']['output'];
  /** Where `publicUrl` came from. */
  publicUrlSource: PublicUrlSource;
  /** Why links to `publicUrl` will not open on players’ phones (it is localhost or 127.0.0.1), and what to set; null when they should. */
  warning?: Maybe<Scalars['String']['output']>;
};

/** A signed token: send it as `Authorization: Bearer <token>` (HTTP) or in the WebSocket connection parameters. */
export type Session = {
  __typename?: 'Session';
  /** The account signed in. */
  account: Account;
  /** When the token stops working (ISO 8601); sign in again after that. */
  expiresAt: Scalars['String']['output'];
  /** The bearer token (a signed JWT); keep it secret. */
  token: Scalars['String']['output'];
};

/** New rules for a league's open season. */
export type SetSeasonLimitsInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The open season's new rules, both given (a rule left out or null is no limit); the games already opened stand. */
  limits: SeasonLimitsInput;
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

/** One side's result and scores in a match. */
export type SideOutcome = {
  __typename?: 'SideOutcome';
  /** win | loss | draw, once finished */
  result?: Maybe<Scalars['String']['output']>;
  /** Named scores: victory points, reputation points… */
  scores: Scalars['JSON']['output'];
  /** The side (e.g. "A"). */
  side: Scalars['String']['output'];
};

/** An account's credentials, to sign in with. */
export type SignInInput = {
  /** The account's e-mail address (any case). */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** A new account. */
export type SignUpInput = {
  /** The name others see, e.g. in pairings and rating lists. */
  displayName: Scalars['String']['input'];
  /** The e-mail address to sign in with (any case); one account per address. */
  email: Scalars['String']['input'];
  /** At least 10 characters. */
  password: Scalars['String']['input'];
};

/** A game as the holder of one seat's slip code sees it: where and whom they play, your seat marked (`playerId`), and the game's report or result. */
export type Slip = {
  __typename?: 'Slip';
  /** The code as printed (`ABCD-EFGH`). */
  code: Scalars['String']['output'];
  /** The event the game is in. */
  competitionId: Scalars['ID']['output'];
  /** The event's name. */
  competitionName: Scalars['String']['output'];
  /** Whether the event is finished: the code does nothing more then. */
  finished: Scalars['Boolean']['output'];
  /** The game: players, status, the report waiting for an answer, the result. */
  game: CompetitionGame;
  /** The opponent. */
  opponentId: Scalars['ID']['output'];
  /** The code's seat: the player it reports, confirms and disputes for. */
  playerId: Scalars['ID']['output'];
  /** The game's round. */
  round: Scalars['Int']['output'];
  /** The game the event plays. */
  rulesetId: Scalars['String']['output'];
  /** The event's scoring (as `Competition.scoring`): which scores a report may carry. */
  scoring: Scalars['JSON']['output'];
  /** Whether the round has started: a result is reported only then. */
  started: Scalars['Boolean']['output'];
  /** 0 when the game has no table. */
  table: Scalars['Int']['output'];
  /** The event's tie-breakers (as `Competition.tieBreaks`). */
  tieBreaks: Array<Scalars['String']['output']>;
  /** The competition's version this answer is of: of two answers about one code (a query's, which anonymous callers share for up to a second, a mutation's, an update's), the higher is the newer. */
  version: Scalars['Int']['output'];
};

/** One seat's code on a match slip, for the organiser to print: the player of the seat reports, confirms or disputes their game with it at /slip, with no account. */
export type SlipCode = {
  __typename?: 'SlipCode';
  /** The code, as printed: two groups of four letters and digits (`ABCD-EFGH`, never 0, O, 1 or I). The link a QR code carries is `<publicUrl>/slip#<code without the dash>`. */
  code: Scalars['String']['output'];
  /** The game, by its key in the event (as `CompetitionGame.key`, e.g. r1-1). */
  game: Scalars['ID']['output'];
  /** The seat's player, by their registered name. */
  name: Scalars['String']['output'];
  /** The seat's player id. */
  playerId: Scalars['ID']['output'];
  /** The game's table. */
  table: Scalars['Int']['output'];
};

/** A dispute of the opponent's report, by the other seat's slip code. */
export type SlipDisputeInput = {
  /** The slip code, as printed or without its dash, in any case. */
  code: Scalars['String']['input'];
  /** Why the report is wrong: the organiser reads it before ruling. */
  reason: Scalars['String']['input'];
};

/** The result of a slip code's game, reported for the code's seat. */
export type SlipReportInput = {
  /** The slip code, as printed or without its dash, in any case. */
  code: Scalars['String']['input'];
  /** A draw: no winner. */
  draw?: Scalars['Boolean']['input'];
  /** Game scores by player id, as `reportGameResult` takes them: { "<playerId>": { "reputation": 150 } }. */
  scores?: InputMaybe<Scalars['JSON']['input']>;
  /** The winner's player id (either player of the game); null with draw: true. */
  winner?: InputMaybe<Scalars['String']['input']>;
};

/** One seat of a game, whose slip code the organiser reissues. */
export type SlipSeatInput = {
  /** The event. */
  competitionId: Scalars['ID']['input'];
  /** The game: its id (`CompetitionGame.id`), or its key in the event (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states). */
  game: Scalars['ID']['input'];
  /** The seat's player id. */
  playerId: Scalars['ID']['input'];
};

/** One player's line in the standings. */
export type StandingRow = Node & {
  __typename?: 'StandingRow';
  /** Byes received. */
  byes: Scalars['Int']['output'];
  /** Games drawn. */
  draws: Scalars['Int']['output'];
  /** The player has withdrawn. */
  dropped: Scalars['Boolean']['output'];
  /** Sums of game scores (reputation, point value…). */
  gameScores: Scalars['JSON']['output'];
  /** The row's global id (a Node id): of this player in this table (settled or live, after a given round or now, or a league season's table), unique across the server. */
  id: Scalars['ID']['output'];
  /** Games lost, game losses included. */
  losses: Scalars['Int']['output'];
  /** The player's registered name. */
  name: Scalars['String']['output'];
  /** Games played over the board (byes and game losses are not). */
  played: Scalars['Int']['output'];
  /** The player (`CompetitionPlayer.id`). */
  playerId: Scalars['String']['output'];
  /** Tournament points. */
  points: Scalars['Float']['output'];
  /** Place in the standings, from 1, by score and then each tie-break in order. */
  rank: Scalars['Int']['output'];
  /** The primary score, with adjustments. */
  score: Scalars['Float']['output'];
  /** Each tie-break in the configured order. */
  tieBreaks: Array<TieBreakValue>;
  /** Games won, an opponent's game loss included. */
  wins: Scalars['Int']['output'];
};

/** A page of a list of StandingRow items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type StandingRowConnection = {
  __typename?: 'StandingRowConnection';
  /** The items of this page, in the list's order. */
  edges: Array<StandingRowEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of StandingRow items, with its place in the list. */
export type StandingRowEdge = {
  __typename?: 'StandingRowEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: StandingRow;
};

/** A competition's standings, computed at one version, in one mode. */
export type Standings = {
  __typename?: 'Standings';
  /** The competition they are of. */
  competitionId: Scalars['ID']['output'];
  /** Which results they count. */
  mode: StandingsMode;
  /** How many of the competition's events are parked (0 when all is well); its organiser sees which in `Competition.parkedEvents`. */
  parkedEvents: Scalars['Int']['output'];
  /** Whether that round (or the last paired one) has every result settled. */
  roundFinished: Scalars['Boolean']['output'];
  /** The rows, in rank order, a page at a time. */
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
  /** Settled results, plus reported results awaiting confirmation and running engine matches by their current score. */
  | 'live'
  /** Only settled results count (confirmed, ruled, engine-finished, byes, game losses). */
  | 'settled';

/** The organiser's start of a match's clocks. */
export type StartMatchClockInput = {
  /** The version you decided on: CONFLICT when the match has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The match (`Match.id`). */
  matchId: Scalars['ID']['input'];
  /** Why, for the log (optional). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them. */
  waitForReadModels?: Scalars['Boolean']['input'];
};

/** The start of a round's clock, when the hall is ready. */
export type StartRoundClockInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** The round's length in minutes; the competition's timing.roundMinutes when omitted. */
  minutes?: InputMaybe<Scalars['Float']['input']>;
  /** Why, for the audit trail (optional). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The round number, from 1. */
  round: Scalars['Int']['input'];
};

/** hard: never broken while any pairing exists; soft: broken only when that avoids something worse; off. */
export type Strictness =
  /** Never broken while any pairing that keeps it exists. */
  | 'hard'
  /** Not a constraint at all: ignored by the pairing. */
  | 'off'
  /** Broken only when keeping it would force something worse (a rematch, a larger score gap). */
  | 'soft';

/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
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
  /** The code's game now, then again after each new event of its competition (the opponent's report, the organiser's ruling), once the server has handled it. The refusals of `slip`. */
  slipUpdated: Slip;
  /** The standings now, then again after every change to the competition (results, rulings, drops, adjustments, pairings); live standings also after every event of its engine matches. */
  standingsChanged: Standings;
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionCompetitionUpdatedArgs = {
  competitionId: Scalars['ID']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionMatchClockArgs = {
  matchId: Scalars['ID']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionMatchEventsArgs = {
  after?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionMatchUpdatedArgs = {
  matchId: Scalars['ID']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionRoundClockArgs = {
  competitionId: Scalars['ID']['input'];
  round?: InputMaybe<Scalars['Int']['input']>;
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionRoundPairedArgs = {
  competitionId: Scalars['ID']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionSlipUpdatedArgs = {
  code: Scalars['String']['input'];
};


/** Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP. */
export type SubscriptionStandingsChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  competitionId: Scalars['ID']['input'];
  first?: Scalars['Int']['input'];
  mode?: StandingsMode;
};

/** Two players of a paired round, not started, exchanged between their games by hand. */
export type SwapPlayersInput = {
  /** The competition (`Competition.id`). */
  competitionId: Scalars['ID']['input'];
  /** The version you decided on: CONFLICT when the competition has moved on. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** One player to move (`CompetitionPlayer.id`). */
  playerA: Scalars['String']['input'];
  /** The player who takes playerA's seat, and gives them theirs. */
  playerB: Scalars['String']['input'];
  /** Why, for the audit trail. */
  reason?: Scalars['String']['input'];
  /** The round number, from 1. */
  round: Scalars['Int']['input'];
};

/** One table's round time. */
export type TableClock = {
  __typename?: 'TableClock';
  /** When the table's time runs out (ISO 8601); null while paused, once called or settled. */
  deadline?: Maybe<Scalars['String']['output']>;
  /** Time given to this table alone. */
  extraMs: Scalars['Float']['output'];
  /** The game at the table, as `CompetitionGame.key` (e.g. "r2-4"). */
  game: Scalars['String']['output'];
  /** The game's engine match; null on paper. */
  matchId?: Maybe<Scalars['ID']['output']>;
  /** At serverTime, with the table's own extra time; 0 once time is called; never below 0. */
  remainingMs: Scalars['Float']['output'];
  /** The table's game has a settled result. */
  settled: Scalars['Boolean']['output'];
  /** The table number. */
  table: Scalars['Int']['output'];
  /** The table's time has run out: time was called. */
  timeCalled: Scalars['Boolean']['output'];
};

/** A tie-break: how it is named and counted, in the language asked for, and what it reads. Served as a game's options (`Ruleset.tieBreakOptions`), as a competition's own (`Competition.tieBreakDetails`) and beside a player's value (`TieBreakValue.tieBreak`). In a tie-break on a game score the texts write the score by its name in the game (`score`); each `…Template` field has `{score}` in its place instead, for a client to fill with its own words for the score. */
export type TieBreakOption = {
  __typename?: 'TieBreakOption';
  /** How it is counted, in a sentence or two, with the rule it follows (e.g. FIDE C.07 art. 16.4, MTG appendix C). */
  description: Scalars['String']['output'];
  /** `description` with `{score}` where the game score goes. */
  descriptionTemplate: Scalars['String']['output'];
  /** Lower values rank higher ("score:pointValue:low"); false: higher values rank higher. */
  fewerIsBetter: Scalars['Boolean']['output'];
  /** The id createCompetition takes: a fixed one ("buchholz") or one of the game's scores ("score:reputation"). */
  id: Scalars['String']['output'];
  /** It sums the score's margin (own minus the opponent's, game by game) rather than the score itself. */
  margin: Scalars['Boolean']['output'];
  /** Its name, e.g. "Median Buchholz", "reputation (more is better)". */
  name: Scalars['String']['output'];
  /** `name` with `{score}` where the game score goes (equal to `name` for a tie-break on no score), e.g. "{score} (more is better)". */
  nameTemplate: Scalars['String']['output'];
  /** It counts every round of the event, the ones a player sat out included (such as Buchholz): a league refuses it (BAD_CONFIG), and leaves it out of the preset. */
  roundBound: Scalars['Boolean']['output'];
  /** The tie-break it counts as when a list is checked for repeats: two ids with the same `sameAs` cannot both be listed (DUPLICATE_TIE_BREAK). A score most first and fewest first are one: "score:pointValue" for both "score:pointValue" and "score:pointValue:low". */
  sameAs: Scalars['String']['output'];
  /** The game score it reads, by its name in the game (as `Ruleset.scores`), e.g. "victoryPoints" for "score:margin:victoryPoints"; null for a tie-break of tournament points and pairings. */
  score?: Maybe<Scalars['String']['output']>;
  /** Its name as a narrow column heads it, never longer than `name`: "Med. Buch", "DE", "OMW %". */
  shortName: Scalars['String']['output'];
  /** `shortName` with `{score}` where the game score goes, e.g. "{score} ↓". */
  shortNameTemplate: Scalars['String']['output'];
};

/** A player's value of one tie-break. */
export type TieBreakValue = {
  __typename?: 'TieBreakValue';
  /** The tie-break, as in `Competition.tieBreaks` (e.g. 'sos', 'head-to-head'). */
  id: Scalars['String']['output'];
  /** The tie-break this value is of, named and described in `language` (as `Competition.tieBreakDetails`; a table asks there once rather than on every row). */
  tieBreak?: Maybe<TieBreakOption>;
  /** Its value for the player; higher ranks first, unless the tie-break is `fewerIsBetter`. */
  value: Scalars['Float']['output'];
};


/** A player's value of one tie-break. */
export type TieBreakValueTieBreakArgs = {
  language?: Language;
};

/** A tournament's round clocks, as the organiser set them. */
export type Timing = {
  __typename?: 'Timing';
  /** What a game on paper gets when its time is called. */
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

/** An address the organiser of an event registered: the server POSTs a signed JSON body there for every happening it asked for (docs/third-party.md, "Webhooks"). Organiser only. */
export type Webhook = {
  __typename?: 'Webhook';
  /** The event (competition) whose happenings it is sent. */
  competitionId: Scalars['ID']['output'];
  /** Failed attempts in a row since the last delivered one; it is paused when this reaches the server’s limit. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When it was registered (ISO 8601): happenings from then on are sent, none before. */
  createdAt: Scalars['String']['output'];
  /** The hook's deliveries, the newest happening first: 20 a page unless `first` says otherwise (at most 100). Null, with an error, for a bad page argument. */
  deliveries?: Maybe<WebhookDeliveryConnection>;
  /** The happenings it is sent. */
  events: Array<WebhookEvent>;
  /** The hook’s id, for deleteWebhook, resumeWebhook and rotateWebhookSecret. */
  id: Scalars['ID']['output'];
  /** True when the server stopped sending after too many failed attempts in a row: resumeWebhook sends again. */
  paused: Scalars['Boolean']['output'];
  /** When it was paused (ISO 8601, server clock); null while it is not. */
  pausedAt?: Maybe<Scalars['String']['output']>;
  /** Where deliveries are POSTed (http or https). */
  url: Scalars['String']['output'];
};


/** An address the organiser of an event registered: the server POSTs a signed JSON body there for every happening it asked for (docs/third-party.md, "Webhooks"). Organiser only. */
export type WebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

/** One happening sent (or to be sent) to one webhook, with every attempt’s outcome so far. Organiser only. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** How many attempts were made (0 before the first). */
  attempts: Scalars['Int']['output'];
  /** When the happening was put in the outbox (ISO 8601, database clock). */
  createdAt: Scalars['String']['output'];
  /** When the receiver accepted it (ISO 8601); null until then. */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** What happened (the `Tabletop-Event` header). */
  event: WebhookEvent;
  /** The delivery’s id, sent as the `Tabletop-Delivery` header and the payload’s `id`: the same on every attempt, so a receiver ignores a repeat. */
  id: Scalars['ID']['output'];
  /** When the last attempt started (ISO 8601, server clock); null before the first. */
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  /** Why the last attempt failed (a status, a refused connection, a timeout, a refused address); null after a success. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer; null when there was none (no attempt yet, or no answer). */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When a pending delivery is tried again (ISO 8601); null when it is due now, or is not pending. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** The JSON body, exactly as it is sent and signed on every attempt. */
  payload: Scalars['String']['output'];
  /** Whether it was delivered, is waiting for an attempt, or was given up. */
  status: WebhookDeliveryStatus;
};

/** A page of a list of WebhookDelivery items (Relay's cursor connections): at most 100 per page, `first` and `after` to page on. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The items of this page, in the list's order. */
  edges: Array<WebhookDeliveryEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list has. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a list of WebhookDelivery items, with its place in the list. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Opaque position of this item: pass it as `after` to get the items that follow it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: WebhookDelivery;
};

/** Names one delivery of one of your webhooks. */
export type WebhookDeliveryInput = {
  /** The delivery’s id (the `Tabletop-Delivery` header). */
  deliveryId: Scalars['ID']['input'];
};

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered with a 2xx status. */
  | 'DELIVERED'
  /** Every attempt failed; nothing more is tried unless you ask for `redeliverWebhookDelivery`. */
  | 'FAILED'
  /** Not sent yet, or to be tried again at `nextAttemptAt` after a failed attempt (null: as soon as the sender gets to it). */
  | 'PENDING'
  /** Being sent now. A server stopped mid-delivery leaves it so; it is sent again shortly after. */
  | 'SENDING';

/** A happening of an event a webhook can be sent for. Its delivery names it in the `Tabletop-Event` header and the payload’s `event` (the dotted name given with each value). */
export type WebhookEvent =
  /** `event.finished`: the organiser finished the event. */
  | 'EVENT_FINISHED'
  /** `result.confirmed`: a game’s result was settled: confirmed by the opponent, ruled by the organiser, recorded by the engine, or a game loss issued. */
  | 'RESULT_CONFIRMED'
  /** `round.paired`: a round was paired, paired again, or its pairings amended by hand (`data.amended`). Its games are read from the API once published. */
  | 'ROUND_PAIRED'
  /** `round.published`: a round’s pairings were shown to players and the public. */
  | 'ROUND_PUBLISHED'
  /** `round.started`: a round started (which also publishes it). */
  | 'ROUND_STARTED'
  /** `standings.changed`: the settled standings moved: a settled result, a points adjustment, or a published round’s bye. */
  | 'STANDINGS_CHANGED';

/** Names one of your webhooks. */
export type WebhookInput = {
  /** The hook’s id, as createWebhook or webhooks answered it. */
  webhookId: Scalars['ID']['input'];
};

export type EventSummaryFragment = { __typename?: 'CompetitionSummary', id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string };

export type ParkedOwnerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkedOwnerQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, organiserId: string } | null };

export type ParkedEventsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ParkedEventsQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, parkedEvents?: Array<{ __typename?: 'ParkedEvent', processor: string, key: string, streamId: string, eventType: string, error: string, parkedAt: string, position: number, retryRequested: boolean }> | null } | null };

export type RetryParkedEventsMutationVariables = Exact<{
  input: CompetitionRef;
}>;


export type RetryParkedEventsMutation = { __typename?: 'Mutation', retryParkedEvents: { __typename?: 'ParkedEventsRetry', requested: number, parkedEvents: Array<{ __typename?: 'ParkedEvent', position: number, processor: string }> } };

export type StandingsTableFragment = { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } };

export type AccountApiKeyFragment = { __typename?: 'ApiKey', id: string, name: string, prefix: string, scope: ApiKeyScope, status: ApiKeyStatus, createdAt: string, expiresAt?: string | null, revokedAt?: string | null, lastUsedAt?: string | null };

export type AccountApiKeysQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AccountApiKeysQuery = { __typename?: 'Query', apiKeys: { __typename?: 'ApiKeyConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'ApiKeyEdge', node: { __typename?: 'ApiKey', id: string, name: string, prefix: string, scope: ApiKeyScope, status: ApiKeyStatus, createdAt: string, expiresAt?: string | null, revokedAt?: string | null, lastUsedAt?: string | null } }> } };

export type AccountCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type AccountCreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', key: string, apiKey: { __typename?: 'ApiKey', id: string, name: string, prefix: string, scope: ApiKeyScope, status: ApiKeyStatus, createdAt: string, expiresAt?: string | null, revokedAt?: string | null, lastUsedAt?: string | null } } };

export type AccountRevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AccountRevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, name: string, prefix: string, scope: ApiKeyScope, status: ApiKeyStatus, createdAt: string, expiresAt?: string | null, revokedAt?: string | null, lastUsedAt?: string | null } };

export type SetupSessionFragment = { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } };

export type SetupSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SetupSignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } } };

export type SetupSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SetupSignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'Session', account: { __typename?: 'Account', id: string, displayName: string } } };

export type SetupPlayersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetupPlayersQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, format: unknown, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, seed: number, fixedTable?: number | null, joinsRound: number, dropped: boolean, droppedAfterRound?: number | null, accountId?: string | null, invitation?: EntryInvitationState | null } }> } | null } | null };

export type SetupCompetitionUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetupCompetitionUpdatedSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number } };

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

export type ConsoleEventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ConsoleEventQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, name: string, kind: CompetitionKind, finished: boolean } | null };

export type SetupGameQueryVariables = Exact<{
  id: Scalars['String']['input'];
  language: Language;
}>;


export type SetupGameQuery = { __typename?: 'Query', ruleset?: { __typename?: 'Ruleset', id: string, name: string, matchMinutes?: number | null, setupExample?: unknown | null, setupSchema: unknown, competitionPreset: { __typename?: 'CompetitionPreset', tieBreaks: Array<string>, scoring: { __typename?: 'PresetScoring', win: number, draw: number, loss: number, bye: number, primary: string, secondary: Array<string> } }, tieBreakOptions: Array<{ __typename?: 'TieBreakOption', roundBound: boolean, sameAs: string, id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> } | null };

export type SetupCheckQueryVariables = Exact<{
  id: Scalars['String']['input'];
  setup: Scalars['JSON']['input'];
}>;


export type SetupCheckQuery = { __typename?: 'Query', ruleset?: { __typename?: 'Ruleset', id: string, setupRefusal?: { __typename?: 'SetupRefusal', code: string, rule: string, message: string, field?: string | null } | null } | null };

export type LeagueDeskFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type LeagueDeskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeagueDeskQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } | null };

export type LeagueDeskLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeagueDeskLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OpenSeasonMutationVariables = Exact<{
  input: OpenSeasonInput;
}>;


export type OpenSeasonMutation = { __typename?: 'Mutation', openSeason: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type CloseSeasonMutationVariables = Exact<{
  input: CompetitionRef;
}>;


export type CloseSeasonMutation = { __typename?: 'Mutation', closeSeason: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type SetSeasonLimitsMutationVariables = Exact<{
  input: SetSeasonLimitsInput;
}>;


export type SetSeasonLimitsMutation = { __typename?: 'Mutation', setSeasonLimits: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserOpenLeagueGameMutationVariables = Exact<{
  input: LeagueGameInput;
}>;


export type OrganiserOpenLeagueGameMutation = { __typename?: 'Mutation', openLeagueGame: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type LeagueRulingMutationVariables = Exact<{
  input: GameResultInput;
}>;


export type LeagueRulingMutation = { __typename?: 'Mutation', reportGameResult: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, organiserId: string, finished: boolean, playMode: string, format: unknown, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type SetupRegisterPlayerMutationVariables = Exact<{
  input: RegisterPlayerInput;
}>;


export type SetupRegisterPlayerMutation = { __typename?: 'Mutation', registerPlayer: { __typename?: 'Competition', id: string, version: number } };

export type SetupDropPlayerMutationVariables = Exact<{
  input: DropPlayerInput;
}>;


export type SetupDropPlayerMutation = { __typename?: 'Mutation', dropPlayer: { __typename?: 'Competition', id: string, version: number } };

export type SetupFixPlayerTableMutationVariables = Exact<{
  input: FixPlayerTableInput;
}>;


export type SetupFixPlayerTableMutation = { __typename?: 'Mutation', fixPlayerTable: { __typename?: 'Competition', id: string, version: number } };

export type SetupSeedPlayerMutationVariables = Exact<{
  input: SeedPlayerInput;
}>;


export type SetupSeedPlayerMutation = { __typename?: 'Mutation', seedPlayer: { __typename?: 'Competition', id: string, version: number } };

export type ResultsDeskFragment = { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type ResultsDeskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResultsDeskQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } | null };

export type ResultsDeskLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResultsDeskLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserReportResultMutationVariables = Exact<{
  input: GameResultInput;
}>;


export type OrganiserReportResultMutation = { __typename?: 'Mutation', reportGameResult: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserGameLossMutationVariables = Exact<{
  input: GameLossInput;
}>;


export type OrganiserGameLossMutation = { __typename?: 'Mutation', issueGameLoss: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type OrganiserAdjustPointsMutationVariables = Exact<{
  input: AdjustPointsInput;
}>;


export type OrganiserAdjustPointsMutation = { __typename?: 'Mutation', adjustPoints: { __typename?: 'Competition', id: string, version: number, name: string, organiserId: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', bracketMatch?: string | null, guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type ConsoleStandingsFragment = { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } };

export type StandingsPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type StandingsPageQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, rulesetId: string, scoring: unknown, rounds: Array<{ __typename?: 'Round', round: number }>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', descriptionTemplate: string, id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null } | null };

export type ConsoleStandingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  mode: StandingsMode;
  throughRound?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ConsoleStandingsQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, standings?: { __typename?: 'Standings', mode: StandingsMode, version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', score: number, byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } | null };

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
  separator: CsvSeparator;
}>;


export type StandingsCsvExportQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, standingsCsv?: string | null } | null };

export type PairingsCsvExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
  separator: CsvSeparator;
}>;


export type PairingsCsvExportQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, pairingsCsv?: string | null } | null };

export type EventLogExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventLogExportQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, log?: string | null } | null };

export type EventDeskFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null };

export type EventDeskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type EventDeskQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } | null };

export type EventDeskLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventDeskLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type AuditPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuditPageQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, audit?: { __typename?: 'AuditEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, edges: Array<{ __typename?: 'AuditEntryEdge', node: { __typename?: 'AuditEntry', number: number, type: string, actor: unknown, accountId?: string | null, recordedAt: string, data: unknown } }> } | null } | null };

export type FinishEventMutationVariables = Exact<{
  input: FinishInput;
}>;


export type FinishEventMutation = { __typename?: 'Mutation', finishCompetition: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type MoveEventToNewestRulesetMutationVariables = Exact<{
  input: CompetitionRef;
}>;


export type MoveEventToNewestRulesetMutation = { __typename?: 'Mutation', moveCompetitionToNewestRuleset: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, rulesetVersion: string, newerRulesetVersion?: string | null, format: unknown, scoring: unknown, tieBreaks: Array<string>, constraints: unknown, freshTables: boolean, published: boolean, rated: boolean, playMode: string, finished: boolean, organiserId: string, timing: { __typename?: 'Timing', roundMinutes?: number | null, paperOutcome: PaperOutcome }, rounds: Array<{ __typename?: 'Round', round: number, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, b?: string | null, status: string }> }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null } }> } | null } };

export type MatchCallQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchCallQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, clock: { __typename?: 'MatchClock', version: number, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null } } | null };

export type RoundsCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> };

export type RoundsSectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoundsSectionQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } | null };

export type RoundsSectionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoundsSectionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type PairRoundMutationVariables = Exact<{
  input: PairRoundInput;
}>;


export type PairRoundMutation = { __typename?: 'Mutation', pairRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type SwapPlayersMutationVariables = Exact<{
  input: SwapPlayersInput;
}>;


export type SwapPlayersMutation = { __typename?: 'Mutation', swapPlayers: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type PublishRoundMutationVariables = Exact<{
  input: RoundInput;
}>;


export type PublishRoundMutation = { __typename?: 'Mutation', publishRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type StartRoundMutationVariables = Exact<{
  input: RoundInput;
}>;


export type StartRoundMutation = { __typename?: 'Mutation', startRound: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, format: unknown, playMode: string, freshTables: boolean, finished: boolean, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null, breaches: Array<{ __typename?: 'ConstraintBreach', a: string, b?: string | null, aName: string, bName?: string | null, kind: string, strictness: string, text: string }>, games: Array<{ __typename?: 'CompetitionGame', status: string, id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null, explanation: { __typename?: 'PairingExplanation', reasons: Array<string>, relaxed: Array<string> } }> }> } };

export type ClockReadingFragment = { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> };

export type ClockCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null };

export type ClockSectionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClockSectionQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } | null };

export type ClockSectionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClockSectionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type RoundClockLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  round?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RoundClockLiveSubscription = { __typename?: 'Subscription', roundClock: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } };

export type StartRoundClockMutationVariables = Exact<{
  input: StartRoundClockInput;
}>;


export type StartRoundClockMutation = { __typename?: 'Mutation', startRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type PauseRoundClockMutationVariables = Exact<{
  input: RoundClockChangeInput;
}>;


export type PauseRoundClockMutation = { __typename?: 'Mutation', pauseRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ResumeRoundClockMutationVariables = Exact<{
  input: RoundClockChangeInput;
}>;


export type ResumeRoundClockMutation = { __typename?: 'Mutation', resumeRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ExtendRoundClockMutationVariables = Exact<{
  input: ExtendRoundClockInput;
}>;


export type ExtendRoundClockMutation = { __typename?: 'Mutation', extendRoundClock: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type ChooseProjectorViewMutationVariables = Exact<{
  input: ProjectorViewInput;
}>;


export type ChooseProjectorViewMutation = { __typename?: 'Mutation', chooseProjectorView: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, timing: { __typename?: 'Timing', roundMinutes?: number | null }, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, aName: string, bName?: string | null }> }>, roundClock?: { __typename?: 'RoundClock', competitionId: string, round: number, version: number, serverTime: string, started: boolean, running: boolean, limitMs: number, extraMs: number, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', table: number, game: string, matchId?: string | null, remainingMs: number, deadline?: string | null, extraMs: number, timeCalled: boolean, settled: boolean }> } | null } };

export type MatchTableFragment = { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null };

export type MatchTableQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchTableQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } | null };

export type MatchTableUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchTableUpdatesSubscription = { __typename?: 'Subscription', matchUpdated: { __typename?: 'Match', id: string, version: number, viewedAs: string, dice: DiceMode, newerRulesetVersion?: string | null, state: unknown, serverSeedCommitment?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, pending: { __typename?: 'Pending', kind: string, prompt: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }>, legal: Array<{ __typename?: 'LegalOrders', side: string, orders: Array<{ __typename?: 'LegalOrder', type: string, actor?: string | null, rule?: string | null, options?: Array<{ __typename?: 'LegalOption', order: unknown, label?: string | null, cost?: number | null }> | null, limits: Array<{ __typename?: 'LegalLimit', field: string, min?: number | null, max?: number | null, unit?: string | null }> }> }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, report?: { __typename?: 'ReportedResult', by?: string | null, winner?: string | null, draw: boolean, status: string, disputeReason?: string | null } | null, clock: { __typename?: 'MatchClock', limit?: { __typename?: 'MatchTimeLimit', limitMs: number } | null, players: Array<{ __typename?: 'PlayerClock', side: string }>, round?: { __typename?: 'MatchRoundTime', round: number } | null, paused?: { __typename?: 'ClockPause', by: string, side?: string | null, reason: string } | null }, verification?: { __typename?: 'MatchVerification', verified: boolean, reason?: string | null, serverRolls: number } | null } };

export type MatchOrderSchemaQueryVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['String']['input'];
}>;


export type MatchOrderSchemaQuery = { __typename?: 'Query', ruleset?: { __typename?: 'Ruleset', id: string, version: string, orderSchema: unknown } | null };

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

export type JoinMatchMutationVariables = Exact<{
  invitation: Scalars['String']['input'];
}>;


export type JoinMatchMutation = { __typename?: 'Mutation', joinMatch: { __typename?: 'PlayerSession', expiresAt: string, matchId: string, side: string, name: string } };

export type SeatMatchQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SeatMatchQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, ruleset: { __typename?: 'RulesetRef', id: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, outcome: { __typename?: 'Outcome', finished: boolean } } | null };

export type PlayerCornerCompetitionFragment = { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> };

export type MyGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGamesQuery = { __typename?: 'Query', myGames: Array<{ __typename?: 'PlayerGame', competitionId: string, competitionName: string, rulesetId: string, playMode: string, playerId: string, game: { __typename?: 'CompetitionGame', id: string } }>, myTournaments: Array<{ __typename?: 'PlayerTournament', competitionId: string, competitionName: string, rulesetId: string, playMode: string, playerId: string }> };

export type CornerCompetitionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CornerCompetitionQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } | null };

export type CornerCompetitionUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CornerCompetitionUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type ReportGameMutationVariables = Exact<{
  input: GameResultInput;
}>;


export type ReportGameMutation = { __typename?: 'Mutation', reportGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type ConfirmGameMutationVariables = Exact<{
  input: GameRefInput;
}>;


export type ConfirmGameMutation = { __typename?: 'Mutation', confirmGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type DisputeGameMutationVariables = Exact<{
  input: DisputeGameInput;
}>;


export type DisputeGameMutation = { __typename?: 'Mutation', disputeGameResult: { __typename?: 'Competition', id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

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

export type MyLeaguesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLeaguesQuery = { __typename?: 'Query', myLeagues: Array<{ __typename?: 'PlayerLeague', competitionId: string, competitionName: string, rulesetId: string, playMode: string, playerId: string }> };

export type LeagueCornerFragment = { __typename?: 'Competition', name: string, id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string>, number: number, name: string, open: boolean, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> };

export type LeagueCornerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeagueCornerQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', name: string, id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string>, number: number, name: string, open: boolean, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } | null };

export type LeagueCornerUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeagueCornerUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', name: string, id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string>, number: number, name: string, open: boolean, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type PlayerOpenLeagueGameMutationVariables = Exact<{
  input: LeagueGameInput;
}>;


export type PlayerOpenLeagueGameMutation = { __typename?: 'Mutation', openLeagueGame: { __typename?: 'Competition', name: string, id: string, version: number, kind: CompetitionKind, playMode: string, finished: boolean, scoring: unknown, tieBreaks: Array<string>, season?: { __typename?: 'Season', weeks: Array<string>, number: number, name: string, open: boolean, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, finished: boolean }>, games: Array<{ __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }> } };

export type SlipViewFragment = { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } };

export type SlipQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SlipQuery = { __typename?: 'Query', slip?: { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } } | null };

export type SlipUpdatesSubscriptionVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SlipUpdatesSubscription = { __typename?: 'Subscription', slipUpdated: { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } } };

export type ReportWithSlipCodeMutationVariables = Exact<{
  input: SlipReportInput;
}>;


export type ReportWithSlipCodeMutation = { __typename?: 'Mutation', reportWithSlipCode: { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } } };

export type ConfirmWithSlipCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ConfirmWithSlipCodeMutation = { __typename?: 'Mutation', confirmWithSlipCode: { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } } };

export type DisputeWithSlipCodeMutationVariables = Exact<{
  input: SlipDisputeInput;
}>;


export type DisputeWithSlipCodeMutation = { __typename?: 'Mutation', disputeWithSlipCode: { __typename?: 'Slip', code: string, version: number, competitionId: string, competitionName: string, round: number, table: number, started: boolean, finished: boolean, playerId: string, opponentId: string, scoring: unknown, tieBreaks: Array<string>, game: { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null } } };

export type PrintRoundQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrintRoundQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, name: string, rulesetId: string, playMode: string, scoring: unknown, rounds: Array<{ __typename?: 'Round', round: number, started: boolean, published: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null }> }> } | null };

export type MatchInvitationsQueryVariables = Exact<{
  matchId: Scalars['ID']['input'];
}>;


export type MatchInvitationsQuery = { __typename?: 'Query', matchInvitations: Array<{ __typename?: 'Invitation', side: string, name: string, token: string, joined: boolean, expiresAt: string }> };

export type ReissueInvitationMutationVariables = Exact<{
  matchId: Scalars['ID']['input'];
  side: Scalars['String']['input'];
}>;


export type ReissueInvitationMutation = { __typename?: 'Mutation', reissueInvitation: { __typename?: 'Invitation', side: string, name: string, token: string, joined: boolean, expiresAt: string } };

export type SlipCodesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type SlipCodesQuery = { __typename?: 'Query', slipCodes: Array<{ __typename?: 'SlipCode', game: string, table: number, playerId: string, name: string, code: string }>, server: { __typename?: 'Server', publicUrl: string, publicUrlSource: PublicUrlSource } };

export type ReissueSlipCodeMutationVariables = Exact<{
  input: SlipSeatInput;
}>;


export type ReissueSlipCodeMutation = { __typename?: 'Mutation', reissueSlipCode: { __typename?: 'SlipCode', game: string, table: number, playerId: string, name: string, code: string } };

export type ProjectorCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type ProjectorPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectorPageQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } | null };

export type ProjectorCompetitionLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProjectorCompetitionLiveSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, finished: boolean, projectorView: ProjectorView, rounds: Array<{ __typename?: 'Round', round: number, published: boolean, finished: boolean, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean } | null }> }>, standings?: { __typename?: 'Standings', version: number, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean } }> } } | null, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', competitions: { __typename?: 'CompetitionSummaryConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionSummaryEdge', node: { __typename?: 'CompetitionSummary', id: string, name: string, kind: string, rulesetId: string, format: string, published: boolean, finished: boolean, players: number, rounds: number, updatedAt: string } }> } };

export type EventPageCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null, seasons: Array<{ __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, table: Array<{ __typename?: 'StandingRow', rank: number, playerId: string, name: string, score: number, points: number }>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } }> };

export type EventPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type EventPageQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null, seasons: Array<{ __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, table: Array<{ __typename?: 'StandingRow', rank: number, playerId: string, name: string, score: number, points: number }>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } }> } | null };

export type EventUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type EventUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, rulesetId: string, format: unknown, published: boolean, finished: boolean, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, rounds: Array<{ __typename?: 'Round', round: number, stage: string, started: boolean, published: boolean, finished: boolean, pairingMethod?: PairingMethod | null, seedCommitment?: string | null, revealedSeed?: string | null, drawOrder?: Array<string> | null }>, season?: { __typename?: 'Season', name: string, number: number, open: boolean, weeks: Array<string>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, accountId?: string | null, club?: string | null, dropped: boolean } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null, seasons: Array<{ __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, table: Array<{ __typename?: 'StandingRow', rank: number, playerId: string, name: string, score: number, points: number }>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } }> } };

export type SeasonHistoryFragment = { __typename?: 'Competition', seasons: Array<{ __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, table: Array<{ __typename?: 'StandingRow', rank: number, playerId: string, name: string, score: number, points: number }>, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } }> };

export type RegisterSelfMutationVariables = Exact<{
  input: RegisterPlayerInput;
}>;


export type RegisterSelfMutation = { __typename?: 'Mutation', registerPlayer: { __typename?: 'Competition', id: string, version: number } };

export type PlayerPageCompetitionFragment = { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null };

export type PlayerPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type PlayerPageQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } | null };

export type PlayerPageUpdatesSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  language: Language;
}>;


export type PlayerPageUpdatesSubscription = { __typename?: 'Subscription', competitionUpdated: { __typename?: 'Competition', id: string, version: number, name: string, kind: CompetitionKind, scoring: unknown, tieBreaks: Array<string>, tieBreakDetails?: Array<{ __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null }> | null, season?: { __typename?: 'Season', weeks: Array<string> } | null, games: Array<{ __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null }>, players?: { __typename?: 'CompetitionPlayerConnection', edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, club?: string | null, dropped: boolean, droppedAfterRound?: number | null } }> } | null, standings?: { __typename?: 'Standings', version: number, stale: boolean, roundFinished: boolean, throughRound?: number | null, rows: { __typename?: 'StandingRowConnection', totalCount: number, edges: Array<{ __typename?: 'StandingRowEdge', node: { __typename?: 'StandingRow', byes: number, played: number, rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean, tieBreaks: Array<{ __typename?: 'TieBreakValue', id: string, value: number }> } }> } } | null } };

export type RatingsGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type RatingsGamesQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string, version: string } }> } };

export type RatingsListQueryVariables = Exact<{
  rulesetId: Scalars['String']['input'];
}>;


export type RatingsListQuery = { __typename?: 'Query', ratings: { __typename?: 'PlayerRatingConnection', totalCount: number, edges: Array<{ __typename?: 'PlayerRatingEdge', node: { __typename?: 'PlayerRating', accountId: string, name: string, rating: number, deviation: number, games: number } }> } };

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


export type ReplayMatchQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, version: number, viewedAs: string, serverSeedCommitment?: string | null, revealedSeed?: string | null, ruleset: { __typename?: 'RulesetRef', id: string, version: string }, players: Array<{ __typename?: 'Player', side: string, name: string }>, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> }, verification?: { __typename?: 'MatchVerification', verified: boolean, serverRolls: number, committedRolls: number, reason?: string | null } | null, events?: { __typename?: 'MatchEventConnection', totalCount: number, edges: Array<{ __typename?: 'MatchEventEdge', node: { __typename?: 'MatchEvent', number: number, type: string, data: unknown, recordedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null } | null };

export type ReplayEventsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after: Scalars['String']['input'];
}>;


export type ReplayEventsQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, events?: { __typename?: 'MatchEventConnection', totalCount: number, edges: Array<{ __typename?: 'MatchEventEdge', node: { __typename?: 'MatchEvent', number: number, type: string, data: unknown, recordedAt: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null } | null };

export type ReplaySnapshotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  at: Scalars['Int']['input'];
  before: Scalars['Int']['input'];
  hasBefore: Scalars['Boolean']['input'];
}>;


export type ReplaySnapshotQuery = { __typename?: 'Query', match?: { __typename?: 'Match', id: string, at?: { __typename?: 'MatchSnapshot', eventNumber: number, state: unknown, pending: { __typename?: 'Pending', kind: string, sides: Array<string>, orders: Array<string>, purpose?: string | null, prompt: string, dice: Array<{ __typename?: 'DiceGroup', count: number, sides: number, label?: string | null }> }, outcome: { __typename?: 'Outcome', finished: boolean, winner?: string | null, draw: boolean, reason?: string | null, sides: Array<{ __typename?: 'SideOutcome', side: string, result?: string | null, scores: unknown }> } } | null, before?: { __typename?: 'MatchSnapshot', eventNumber: number, state: unknown } | null } | null };

export type HallClockReadingFragment = { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> };

export type HallClockQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type HallClockQuery = { __typename?: 'Query', competition?: { __typename?: 'Competition', id: string, roundClock?: { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> } | null } | null };

export type HallClockLiveSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
  round: Scalars['Int']['input'];
}>;


export type HallClockLiveSubscription = { __typename?: 'Subscription', roundClock: { __typename?: 'RoundClock', round: number, version: number, serverTime: string, started: boolean, running: boolean, remainingMs: number, deadline?: string | null, paused?: { __typename?: 'RoundClockPause', at: string, reason: string } | null, tables: Array<{ __typename?: 'TableClock', game: string, extraMs: number, timeCalled: boolean }> } };

export type PublicGameFragment = { __typename?: 'CompetitionGame', id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null };

export type ReportedGameFragment = { __typename?: 'CompetitionGame', guests: Array<string>, id: string, key: string, round: number, table: number, stage: string, status: string, a: string, aName: string, b?: string | null, bName?: string | null, matchId?: string | null, report?: { __typename?: 'GameReport', by: string, winner?: string | null, draw: boolean, scores: unknown, status: string, disputeReason?: string | null } | null, result?: { __typename?: 'GameResult', winner?: string | null, draw: boolean, by: string, played: boolean, scores: unknown } | null };

export type StandingsPlaceFragment = { __typename?: 'StandingRow', rank: number, playerId: string, name: string, points: number, wins: number, draws: number, losses: number, dropped: boolean };

export type PlayerRosterFragment = { __typename?: 'Competition', players?: { __typename?: 'CompetitionPlayerConnection', totalCount: number, edges: Array<{ __typename?: 'CompetitionPlayerEdge', node: { __typename?: 'CompetitionPlayer', id: string, name: string, dropped: boolean } }> } | null };

export type LeagueSeasonFragment = { __typename?: 'Season', number: number, name: string, open: boolean, weeks: Array<string>, games: number, settledGames: number, limits: { __typename?: 'SeasonLimits', maxGamesPerPair?: number | null, maxGamesPerWeek?: number | null } };

export type TablePairingFragment = { __typename?: 'CompetitionGame', id: string, key: string, table: number, a: string, b?: string | null, aName: string, bName?: string | null, matchId?: string | null };

export type GameNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type GameNamesQuery = { __typename?: 'Query', rulesets: { __typename?: 'RulesetConnection', edges: Array<{ __typename?: 'RulesetEdge', node: { __typename?: 'Ruleset', id: string, name: string } }> } };

export type ServerAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerAddressQuery = { __typename?: 'Query', server: { __typename?: 'Server', publicUrl: string, publicUrlSource: PublicUrlSource } };

export type TieBreakWordsFragment = { __typename?: 'TieBreakOption', id: string, nameTemplate: string, shortNameTemplate: string, score?: string | null };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { __typename?: 'Query', me: { __typename?: 'Me', kind: string, account?: { __typename?: 'Account', id: string, displayName: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export const EventSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EventSummaryFragment, unknown>;
export const AccountApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccountApiKeyFragment, unknown>;
export const SetupSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSessionFragment, unknown>;
export const LeagueSeasonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}}]} as unknown as DocumentNode<LeagueSeasonFragment, unknown>;
export const PublicGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<PublicGameFragment, unknown>;
export const ReportedGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReportedGameFragment, unknown>;
export const LeagueDeskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}}]} as unknown as DocumentNode<LeagueDeskFragment, unknown>;
export const PlayerRosterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerRosterFragment, unknown>;
export const ResultsDeskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultsDeskFragment, unknown>;
export const StandingsPlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<StandingsPlaceFragment, unknown>;
export const StandingsTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<StandingsTableFragment, unknown>;
export const ConsoleStandingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsFragment, unknown>;
export const EventDeskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDeskFragment, unknown>;
export const TablePairingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<TablePairingFragment, unknown>;
export const RoundsCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<RoundsCompetitionFragment, unknown>;
export const ClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<ClockReadingFragment, unknown>;
export const ClockCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<ClockCompetitionFragment, unknown>;
export const MatchTableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"dice"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}}]}}]}}]} as unknown as DocumentNode<MatchTableFragment, unknown>;
export const MatchClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeExpired"}},{"kind":"Field","name":{"kind":"Name","value":"nextDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"outOfTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"side"}}]}}]}}]} as unknown as DocumentNode<MatchClockReadingFragment, unknown>;
export const EntryInvitationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<EntryInvitationFieldsFragment, unknown>;
export const PlayerCornerCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}}]} as unknown as DocumentNode<PlayerCornerCompetitionFragment, unknown>;
export const LeagueCornerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueCorner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}}]} as unknown as DocumentNode<LeagueCornerFragment, unknown>;
export const SlipViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}}]} as unknown as DocumentNode<SlipViewFragment, unknown>;
export const ProjectorCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]} as unknown as DocumentNode<ProjectorCompetitionFragment, unknown>;
export const TieBreakWordsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]} as unknown as DocumentNode<TieBreakWordsFragment, unknown>;
export const SeasonHistoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonHistory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}}]} as unknown as DocumentNode<SeasonHistoryFragment, unknown>;
export const EventPageCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonHistory"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonHistory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventPageCompetitionFragment, unknown>;
export const PlayerPageCompetitionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerPageCompetitionFragment, unknown>;
export const ReplayOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReplayOutcomeFragment, unknown>;
export const ReplayEventPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayEventPageFragment, unknown>;
export const HallClockReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HallClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<HallClockReadingFragment, unknown>;
export const ParkedOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkedOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}}]}}]}}]} as unknown as DocumentNode<ParkedOwnerQuery, ParkedOwnerQueryVariables>;
export const ParkedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parkedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"streamId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"parkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"retryRequested"}}]}}]}}]}}]} as unknown as DocumentNode<ParkedEventsQuery, ParkedEventsQueryVariables>;
export const RetryParkedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryParkedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryParkedEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"parkedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}}]}}]}}]}}]} as unknown as DocumentNode<RetryParkedEventsMutation, RetryParkedEventsMutationVariables>;
export const AccountApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountApiKey"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccountApiKeysQuery, AccountApiKeysQueryVariables>;
export const AccountCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountCreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountApiKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccountCreateApiKeyMutation, AccountCreateApiKeyMutationVariables>;
export const AccountRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountApiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccountRevokeApiKeyMutation, AccountRevokeApiKeyMutationVariables>;
export const SetupSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSignInMutation, SetupSignInMutationVariables>;
export const SetupSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SetupSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SetupSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetupSignUpMutation, SetupSignUpMutationVariables>;
export const SetupPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"fixedTable"}},{"kind":"Field","name":{"kind":"Name","value":"joinsRound"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupPlayersQuery, SetupPlayersQueryVariables>;
export const SetupCompetitionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SetupCompetitionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupCompetitionUpdatedSubscription, SetupCompetitionUpdatedSubscriptionVariables>;
export const SetupMyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupMyEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventSummary"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetupMyEventsQuery, SetupMyEventsQueryVariables>;
export const SetupRulesetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupRulesets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matchMinutes"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupRulesetsQuery, SetupRulesetsQueryVariables>;
export const SetupCreateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupCreateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetupCreateCompetitionMutation, SetupCreateCompetitionMutationVariables>;
export const ConsoleEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<ConsoleEventQuery, ConsoleEventQueryVariables>;
export const SetupGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matchMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"competitionPreset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"win"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}},{"kind":"Field","name":{"kind":"Name","value":"bye"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}},{"kind":"Field","name":{"kind":"Name","value":"roundBound"}},{"kind":"Field","name":{"kind":"Name","value":"sameAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupExample"}},{"kind":"Field","name":{"kind":"Name","value":"setupSchema"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]} as unknown as DocumentNode<SetupGameQuery, SetupGameQueryVariables>;
export const SetupCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setup"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"setupRefusal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"setup"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setup"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetupCheckQuery, SetupCheckQueryVariables>;
export const LeagueDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueDeskQuery, LeagueDeskQueryVariables>;
export const LeagueDeskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LeagueDeskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueDeskLiveSubscription, LeagueDeskLiveSubscriptionVariables>;
export const OpenSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenSeasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpenSeasonMutation, OpenSeasonMutationVariables>;
export const CloseSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CloseSeasonMutation, CloseSeasonMutationVariables>;
export const SetSeasonLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSeasonLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSeasonLimitsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSeasonLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetSeasonLimitsMutation, SetSeasonLimitsMutationVariables>;
export const OrganiserOpenLeagueGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserOpenLeagueGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLeagueGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganiserOpenLeagueGameMutation, OrganiserOpenLeagueGameMutationVariables>;
export const LeagueRulingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeagueRuling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueRulingMutation, LeagueRulingMutationVariables>;
export const SetupRegisterPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupRegisterPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupRegisterPlayerMutation, SetupRegisterPlayerMutationVariables>;
export const SetupDropPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupDropPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DropPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupDropPlayerMutation, SetupDropPlayerMutationVariables>;
export const SetupFixPlayerTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupFixPlayerTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FixPlayerTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixPlayerTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupFixPlayerTableMutation, SetupFixPlayerTableMutationVariables>;
export const SetupSeedPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupSeedPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeedPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seedPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<SetupSeedPlayerMutation, SetupSeedPlayerMutationVariables>;
export const ResultsDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<ResultsDeskQuery, ResultsDeskQueryVariables>;
export const ResultsDeskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsDeskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<ResultsDeskLiveSubscription, ResultsDeskLiveSubscriptionVariables>;
export const OrganiserReportResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserReportResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserReportResultMutation, OrganiserReportResultMutationVariables>;
export const OrganiserGameLossDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserGameLoss"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameLossInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueGameLoss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserGameLossMutation, OrganiserGameLossMutationVariables>;
export const OrganiserAdjustPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrganiserAdjustPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultsDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultsDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}},{"kind":"Field","name":{"kind":"Name","value":"bracketMatch"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}}]}}]} as unknown as DocumentNode<OrganiserAdjustPointsMutation, OrganiserAdjustPointsMutationVariables>;
export const StandingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionTemplate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]} as unknown as DocumentNode<StandingsPageQuery, StandingsPageQueryVariables>;
export const ConsoleStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsQuery, ConsoleStandingsQueryVariables>;
export const ConsoleStandingsUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleStandingsUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleStandingsUpdatedSubscription, ConsoleStandingsUpdatedSubscriptionVariables>;
export const ConsoleLiveStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConsoleLiveStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standingsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"EnumValue","value":"live"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsoleStandings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsoleStandings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLiveStandingsSubscription, ConsoleLiveStandingsSubscriptionVariables>;
export const StandingsCsvExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingsCsvExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingsMode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"separator"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CsvSeparator"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"standingsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"throughRound"},"value":{"kind":"Variable","name":{"kind":"Name","value":"throughRound"}}},{"kind":"Argument","name":{"kind":"Name","value":"separator"},"value":{"kind":"Variable","name":{"kind":"Name","value":"separator"}}},{"kind":"Argument","name":{"kind":"Name","value":"byteOrderMark"},"value":{"kind":"BooleanValue","value":true}}]}]}}]}}]} as unknown as DocumentNode<StandingsCsvExportQuery, StandingsCsvExportQueryVariables>;
export const PairingsCsvExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PairingsCsvExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"separator"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CsvSeparator"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pairingsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}},{"kind":"Argument","name":{"kind":"Name","value":"separator"},"value":{"kind":"Variable","name":{"kind":"Name","value":"separator"}}},{"kind":"Argument","name":{"kind":"Name","value":"byteOrderMark"},"value":{"kind":"BooleanValue","value":true}}]}]}}]}}]} as unknown as DocumentNode<PairingsCsvExportQuery, PairingsCsvExportQueryVariables>;
export const EventLogExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventLogExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"log"}}]}}]}}]} as unknown as DocumentNode<EventLogExportQuery, EventLogExportQueryVariables>;
export const EventDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]} as unknown as DocumentNode<EventDeskQuery, EventDeskQueryVariables>;
export const EventDeskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventDeskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDeskLiveSubscription, EventDeskLiveSubscriptionVariables>;
export const AuditPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditPageQuery, AuditPageQueryVariables>;
export const FinishEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FinishEventMutation, FinishEventMutationVariables>;
export const MoveEventToNewestRulesetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveEventToNewestRuleset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCompetitionToNewestRuleset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDesk"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDesk"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"newerRulesetVersion"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"constraints"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"rated"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"organiserId"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paperOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoveEventToNewestRulesetMutation, MoveEventToNewestRulesetMutationVariables>;
export const MatchCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchCallQuery, MatchCallQueryVariables>;
export const RoundsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoundsSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoundsSectionQuery, RoundsSectionQueryVariables>;
export const RoundsSectionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoundsSectionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoundsSectionLiveSubscription, RoundsSectionLiveSubscriptionVariables>;
export const PairRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PairRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PairRoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PairRoundMutation, PairRoundMutationVariables>;
export const SwapPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapPlayersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapPlayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SwapPlayersMutation, SwapPlayersMutationVariables>;
export const PublishRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishRoundMutation, PublishRoundMutationVariables>;
export const StartRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundsCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundsCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"freshTables"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}},{"kind":"Field","name":{"kind":"Name","value":"breaches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"strictness"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"relaxed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StartRoundMutation, StartRoundMutationVariables>;
export const ClockSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ClockSectionQuery, ClockSectionQueryVariables>;
export const ClockSectionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClockSectionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ClockSectionLiveSubscription, ClockSectionLiveSubscriptionVariables>;
export const RoundClockLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoundClockLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<RoundClockLiveSubscription, RoundClockLiveSubscriptionVariables>;
export const StartRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartRoundClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<StartRoundClockMutation, StartRoundClockMutationVariables>;
export const PauseRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClockChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<PauseRoundClockMutation, PauseRoundClockMutationVariables>;
export const ResumeRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClockChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ResumeRoundClockMutation, ResumeRoundClockMutationVariables>;
export const ExtendRoundClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendRoundClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendRoundClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendRoundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ExtendRoundClockMutation, ExtendRoundClockMutationVariables>;
export const ChooseProjectorViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseProjectorView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectorViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseProjectorView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitMs"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"timing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockReading"}}]}}]}}]} as unknown as DocumentNode<ChooseProjectorViewMutation, ChooseProjectorViewMutationVariables>;
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
export const JoinMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<JoinMatchMutation, JoinMatchMutationVariables>;
export const SeatMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeatMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]}}]} as unknown as DocumentNode<SeatMatchQuery, SeatMatchQueryVariables>;
export const MyGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}}]}}]}}]} as unknown as DocumentNode<MyGamesQuery, MyGamesQueryVariables>;
export const CornerCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CornerCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<CornerCompetitionQuery, CornerCompetitionQueryVariables>;
export const CornerCompetitionUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CornerCompetitionUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<CornerCompetitionUpdatesSubscription, CornerCompetitionUpdatesSubscriptionVariables>;
export const ReportGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ReportGameMutation, ReportGameMutationVariables>;
export const ConfirmGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ConfirmGameMutation, ConfirmGameMutationVariables>;
export const DisputeGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeGameResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<DisputeGameMutation, DisputeGameMutationVariables>;
export const MyEntryInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEntryInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEntryInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<MyEntryInvitationsQuery, MyEntryInvitationsQueryVariables>;
export const AcceptEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<AcceptEntryMutation, AcceptEntryMutationVariables>;
export const DeclineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryInvitationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryInvitationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"organiserName"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<DeclineEntryMutation, DeclineEntryMutationVariables>;
export const MyLeaguesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}}]}}]}}]} as unknown as DocumentNode<MyLeaguesQuery, MyLeaguesQueryVariables>;
export const LeagueCornerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueCorner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueCorner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueCorner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueCornerQuery, LeagueCornerQueryVariables>;
export const LeagueCornerUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LeagueCornerUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueCorner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueCorner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueCornerUpdatesSubscription, LeagueCornerUpdatesSubscriptionVariables>;
export const PlayerOpenLeagueGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerOpenLeagueGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLeagueGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueCorner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerCornerCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueCorner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerCornerCompetition"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerOpenLeagueGameMutation, PlayerOpenLeagueGameMutationVariables>;
export const SlipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Slip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlipView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<SlipQuery, SlipQueryVariables>;
export const SlipUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SlipUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slipUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlipView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<SlipUpdatesSubscription, SlipUpdatesSubscriptionVariables>;
export const ReportWithSlipCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportWithSlipCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlipReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportWithSlipCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlipView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ReportWithSlipCodeMutation, ReportWithSlipCodeMutationVariables>;
export const ConfirmWithSlipCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmWithSlipCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmWithSlipCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlipView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<ConfirmWithSlipCodeMutation, ConfirmWithSlipCodeMutationVariables>;
export const DisputeWithSlipCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeWithSlipCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlipDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeWithSlipCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlipView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportedGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlipView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"competitionName"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"opponentId"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportedGame"}}]}}]}}]} as unknown as DocumentNode<DisputeWithSlipCodeMutation, DisputeWithSlipCodeMutationVariables>;
export const PrintRoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintRound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"playMode"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TablePairing"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TablePairing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]} as unknown as DocumentNode<PrintRoundQuery, PrintRoundQueryVariables>;
export const MatchInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<MatchInvitationsQuery, MatchInvitationsQueryVariables>;
export const ReissueInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReissueInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"side"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reissueInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"side"},"value":{"kind":"Variable","name":{"kind":"Name","value":"side"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ReissueInvitationMutation, ReissueInvitationMutationVariables>;
export const SlipCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlipCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slipCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrlSource"}}]}}]}}]} as unknown as DocumentNode<SlipCodesQuery, SlipCodesQueryVariables>;
export const ReissueSlipCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReissueSlipCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlipSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reissueSlipCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ReissueSlipCodeMutation, ReissueSlipCodeMutationVariables>;
export const ProjectorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectorPageQuery, ProjectorPageQueryVariables>;
export const ProjectorCompetitionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProjectorCompetitionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectorCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerRoster"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectorCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"projectorView"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerRoster"}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectorCompetitionLiveSubscription, ProjectorCompetitionLiveSubscriptionVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventSummary"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const EventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonHistory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonHistory"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<EventPageQuery, EventPageQueryVariables>;
export const EventUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeagueSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"settledGames"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonHistory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeagueSeason"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"pairingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"drawOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerPair"}},{"kind":"Field","name":{"kind":"Name","value":"maxGamesPerWeek"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonHistory"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<EventUpdatesSubscription, EventUpdatesSubscriptionVariables>;
export const RegisterSelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterSelf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPlayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RegisterSelfMutation, RegisterSelfMutationVariables>;
export const PlayerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<PlayerPageQuery, PlayerPageQueryVariables>;
export const PlayerPageUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PlayerPageUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerPageCompetition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TieBreakWords"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TieBreakOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"shortNameTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompetitionGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"aName"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"bName"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingsTable"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Standings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"roundFinished"}},{"kind":"Field","name":{"kind":"Name","value":"throughRound"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsPlace"}},{"kind":"Field","name":{"kind":"Name","value":"byes"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerPageCompetition"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreaks"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TieBreakWords"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGame"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"club"}},{"kind":"Field","name":{"kind":"Name","value":"dropped"}},{"kind":"Field","name":{"kind":"Name","value":"droppedAfterRound"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingsTable"}}]}}]}}]} as unknown as DocumentNode<PlayerPageUpdatesSubscription, PlayerPageUpdatesSubscriptionVariables>;
export const RatingsGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatingsGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RatingsGamesQuery, RatingsGamesQueryVariables>;
export const RatingsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatingsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rulesetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RatingsListQuery, RatingsListQueryVariables>;
export const PlayerRatingHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerRatingHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rulesetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rulesetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"rulesetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerRatingHistoryQuery, PlayerRatingHistoryQueryVariables>;
export const ReplayMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOutcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewedAs"}},{"kind":"Field","name":{"kind":"Name","value":"serverSeedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"revealedSeed"}},{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"serverRolls"}},{"kind":"Field","name":{"kind":"Name","value":"committedRolls"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayEventPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayMatchQuery, ReplayMatchQueryVariables>;
export const ReplayEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayEventPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayEventPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<ReplayEventsQuery, ReplayEventsQueryVariables>;
export const ReplaySnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplaySnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasBefore"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"dice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sides"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOutcome"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"before"},"name":{"kind":"Name","value":"at"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasBefore"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}}]}}]}}]} as unknown as DocumentNode<ReplaySnapshotQuery, ReplaySnapshotQueryVariables>;
export const HallClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HallClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HallClockReading"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HallClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<HallClockQuery, HallClockQueryVariables>;
export const HallClockLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HallClockLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"round"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roundClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"competitionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"round"},"value":{"kind":"Variable","name":{"kind":"Name","value":"round"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HallClockReading"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HallClockReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoundClock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMs"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"paused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"extraMs"}},{"kind":"Field","name":{"kind":"Name","value":"timeCalled"}}]}}]}}]} as unknown as DocumentNode<HallClockLiveSubscription, HallClockLiveSubscriptionVariables>;
export const GameNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GameNamesQuery, GameNamesQueryVariables>;
export const ServerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrlSource"}}]}}]}}]} as unknown as DocumentNode<ServerAddressQuery, ServerAddressQueryVariables>;
export const WhoAmIDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WhoAmI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<WhoAmIQuery, WhoAmIQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;