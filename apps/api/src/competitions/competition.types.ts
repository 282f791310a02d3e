import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ClockInput, TimingInput, TimingType } from '../clocks/clock.types';
import { Connection } from '../pagination';

export enum CompetitionKindEnum {
  tournament = 'tournament',
  league = 'league',
}
registerEnumType(CompetitionKindEnum, { name: 'CompetitionKind' });

export enum FormatKind {
  swiss = 'swiss',
  round_robin = 'round-robin',
  single_elimination = 'single-elimination',
  double_elimination = 'double-elimination',
  league = 'league',
}
registerEnumType(FormatKind, {
  name: 'FormatKind',
  description:
    'swiss (optionally with a top cut), round-robin (Berger tables), single- or double-elimination, league (open games in seasons).',
});

export enum StandingsMode {
  settled = 'settled',
  live = 'live',
}
registerEnumType(StandingsMode, {
  name: 'StandingsMode',
  description:
    'settled: only settled results; live: also results awaiting confirmation and engine matches in progress by their running score.',
});

export enum StrictnessEnum {
  hard = 'hard',
  soft = 'soft',
  off = 'off',
}
registerEnumType(StrictnessEnum, {
  name: 'Strictness',
  description: 'hard: never broken while any pairing exists; soft: broken only when that avoids something worse; off.',
});

export enum ProjectorViewEnum {
  cycle = 'cycle',
  clock = 'clock',
  pairings = 'pairings',
  standings = 'standings',
}
registerEnumType(ProjectorViewEnum, {
  name: 'ProjectorView',
  description: "What the hall's projector shows: cycle (every view in turn), or the round clock, the pairings or the standings alone.",
});

@InputType()
export class FormatInput {
  @Field(() => FormatKind) kind!: FormatKind;
  @Field(() => Int, { nullable: true, description: 'Swiss: number of rounds (none: as many as the organiser pairs).' }) rounds?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Swiss: the top cut that follows, as a single-elimination bracket.' }) topCut?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Round robin: 1 or 2 cycles.' }) cycles?: number | null;
  @Field({ nullable: true, description: 'Single elimination: play a third-place match.' }) thirdPlace?: boolean;
  @Field({
    nullable: true,
    description: 'Double elimination: a second grand final when the losers-bracket player wins the first (default true).',
  })
  grandFinalReset?: boolean;
  @Field(() => Int, { nullable: true, description: 'League: most games between the same two players in a season.' }) maxGamesPerPair?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'League: most games a player plays in one ISO week.' }) maxGamesPerWeek?: number | null;
}

@InputType()
export class ScoringInput {
  @Field(() => Float, { nullable: true }) win?: number;
  @Field(() => Float, { nullable: true }) draw?: number;
  @Field(() => Float, { nullable: true }) loss?: number;
  @Field(() => Float, { nullable: true }) bye?: number;
  @Field({ nullable: true, description: "'points', or a game score such as 'reputation' for solaris7." }) primary?: string;
  @Field(() => [String], { nullable: true }) secondary?: string[];
}

@InputType()
export class AvoidPairInput {
  @Field() a!: string;
  @Field() b!: string;
  @Field(() => StrictnessEnum) strictness!: StrictnessEnum;
}

@InputType()
export class ConstraintsInput {
  @Field(() => StrictnessEnum, { nullable: true }) clubMates?: StrictnessEnum;
  @Field(() => [AvoidPairInput], { nullable: true, description: 'Named pairs kept apart (player ids).' }) avoid?: AvoidPairInput[];
}

@InputType()
export class PlayInput {
  @Field({ description: 'engine: the server creates a match for each game when its round starts; paper: results are reported.' })
  mode!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: "The ruleset's setup document for every engine match." }) setup?: unknown;
  @Field({ nullable: true, description: 'reported or server.' }) dice?: string;
  @Field(() => ClockInput, { nullable: true, description: "Every engine match's clocks; the game's time limit when omitted." })
  clock?: ClockInput | null;
}

@InputType()
export class CreateCompetitionInput {
  @Field(() => ID, { nullable: true }) competitionId?: string | null;
  @Field(() => CompetitionKindEnum) kind!: CompetitionKindEnum;
  @Field() name!: string;
  @Field() rulesetId!: string;
  @Field(() => FormatInput) format!: FormatInput;
  @Field(() => ScoringInput, { nullable: true, description: "Overrides of the game's scoring preset." }) scoring?: ScoringInput | null;
  @Field(() => [String], { nullable: true, description: "Tie-breakers in order (the preset's when omitted)." }) tieBreaks?: string[] | null;
  @Field(() => ConstraintsInput, { nullable: true }) constraints?: ConstraintsInput | null;
  @Field({ nullable: true, defaultValue: true }) freshTables!: boolean;
  @Field({ defaultValue: true }) published!: boolean;
  @Field({ defaultValue: true }) rated!: boolean;
  @Field(() => PlayInput, { nullable: true }) play?: PlayInput | null;
  @Field(() => TimingInput, {
    nullable: true,
    description: 'Round clocks: the length of a round, and what games on paper get when time is called.',
  })
  timing?: TimingInput | null;
}

@InputType()
export class CompetitionRef {
  @Field(() => ID) competitionId!: string;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the competition has moved on.' })
  expectedVersion?: number | null;
}

@InputType()
export class RegisterPlayerInput extends CompetitionRef {
  @Field() name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The player's account (organiser only): another account's entry is an invitation, as by `email`; omitted when you register yourself or a guest.",
  })
  accountId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The player's account by its e-mail address, any case (organiser only; not with accountId): the entry is an invitation, a guest entry until the player who signs in with that address accepts it. The answer is the same whether or not an account has the address.",
  })
  email?: string | null;
  @Field({ nullable: true, description: 'Register yourself, with your account.' }) self?: boolean;
  @Field(() => String, { nullable: true }) club?: string | null;
  @Field(() => Int, { nullable: true, description: 'Seeding order (1 = strongest); registration order when omitted.' }) seed?:
    number | null;
}

@InputType()
export class DropPlayerInput extends CompetitionRef {
  @Field() playerId!: string;
  @Field({ defaultValue: '' }) reason!: string;
}

@InputType()
export class PairRoundInput extends CompetitionRef {
  @Field({ defaultValue: false, description: 'Pair the last round again (before it starts).' }) repair!: boolean;
}

@InputType()
export class RoundInput extends CompetitionRef {
  @Field(() => Int) round!: number;
}

@InputType()
export class ProjectorViewInput extends CompetitionRef {
  @Field(() => ProjectorViewEnum) view!: ProjectorViewEnum;
}

@InputType()
export class SwapPlayersInput extends RoundInput {
  @Field() playerA!: string;
  @Field() playerB!: string;
  @Field({ defaultValue: '' }) reason!: string;
}

@InputType()
export class GameResultInput extends CompetitionRef {
  @Field() game!: string;
  @Field(() => String, { nullable: true, description: 'The winning player id; null with draw: true.' }) winner?: string | null;
  @Field({ defaultValue: false }) draw!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Game scores by player id: { "<playerId>": { "reputation": 150 } }.' })
  scores?: Record<string, Record<string, number>> | null;
  @Field(() => String, { nullable: true, description: 'Required of the organiser: why they rule or override.' }) reason?: string | null;
}

@InputType()
export class GameRefInput extends CompetitionRef {
  @Field() game!: string;
}

@InputType()
export class DisputeGameInput extends GameRefInput {
  @Field() reason!: string;
}

@InputType()
export class AdjustPointsInput extends CompetitionRef {
  @Field() playerId!: string;
  @Field(() => Int, { nullable: true }) round?: number | null;
  @Field(() => Float) points!: number;
  @Field() reason!: string;
}

@InputType()
export class GameLossInput extends GameRefInput {
  @Field() playerId!: string;
  @Field() reason!: string;
}

@InputType()
export class OpenSeasonInput extends CompetitionRef {
  @Field() name!: string;
}

@InputType()
export class LeagueGameInput extends CompetitionRef {
  @Field() playerA!: string;
  @Field() playerB!: string;
}

@InputType()
export class FinishInput extends CompetitionRef {
  @Field({ defaultValue: '' }) reason!: string;
}

@ObjectType('CompetitionPlayer')
export class CompetitionPlayerType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The player's account: their own when they registered themself, an invited one's once accepted; null for a guest, and for an invitation not accepted.",
  })
  accountId!: string | null;
  // `invitation`, where an entry made for an account stands, is resolved from the entry (entry-invitations.resolver.ts).
  @Field(() => String, { nullable: true }) club!: string | null;
  @Field(() => Int) seed!: number;
  @Field(() => Int, { description: 'The first round they could be paired in.' }) joinsRound!: number;
  @Field() dropped!: boolean;
  @Field(() => Int, { nullable: true }) droppedAfterRound!: number | null;
}

@ObjectType('PairingExplanation')
export class PairingExplanationType {
  @Field(() => [String]) reasons!: string[];
  @Field(() => [String], { description: 'Constraints this pairing breaks because nothing better was possible.' }) relaxed!: string[];
}

@ObjectType('GameReport')
export class GameReportType {
  @Field() by!: string;
  @Field(() => String, { nullable: true }) winner!: string | null;
  @Field() draw!: boolean;
  @Field(() => GraphQLJSON) scores!: unknown;
  @Field({ description: 'reported | disputed' }) status!: string;
  @Field(() => String, { nullable: true }) disputeReason!: string | null;
}

@ObjectType('GameResult')
export class GameResultType {
  @Field(() => String, { nullable: true }) winner!: string | null;
  @Field() draw!: boolean;
  @Field(() => GraphQLJSON) scores!: unknown;
  @Field({ description: 'False for byes and game losses.' }) played!: boolean;
  @Field({ description: 'engine | confirmed | organiser | game-loss | bye' }) by!: string;
}

@ObjectType('CompetitionGame')
export class GameType {
  @Field(() => ID) id!: string;
  @Field(() => Int) round!: number;
  @Field() stage!: string;
  @Field(() => Int, { description: '0 for a bye.' }) table!: number;
  @Field() a!: string;
  @Field(() => String, { nullable: true, description: 'null: a bye.' }) b!: string | null;
  @Field({ description: "Player a's registered name." }) aName!: string;
  @Field(() => String, { nullable: true, description: "Player b's registered name; null for a bye." }) bName!: string | null;
  @Field(() => String, { nullable: true, description: 'The engine match, once the round has started.' }) matchId!: string | null;
  @Field(() => String, { nullable: true }) bracketMatch!: string | null;
  @Field(() => PairingExplanationType, { description: "Why the game is as it is, with the players' names where the pairing named them." })
  explanation!: PairingExplanationType;
  @Field({ description: 'open | reported | disputed | settled' }) status!: string;
  @Field(() => GameReportType, { nullable: true }) report!: GameReportType | null;
  @Field(() => GameResultType, { nullable: true }) result!: GameResultType | null;
}

@ObjectType('ConstraintBreach')
export class ConstraintBreachType {
  @Field() a!: string;
  @Field(() => String, { nullable: true }) b!: string | null;
  @Field() aName!: string;
  @Field(() => String, { nullable: true }) bName!: string | null;
  @Field() kind!: string;
  @Field() strictness!: string;
  @Field({ description: "What the swap breaks, with the players' names." }) text!: string;
}

@ObjectType('Round')
export class RoundType {
  @Field(() => Int) round!: number;
  @Field() stage!: string;
  @Field() started!: boolean;
  @Field({
    description:
      'Its games are shown to players and the public: since publishRound or startRound, until it is paired again. The organiser sees them always.',
  })
  published!: boolean;
  @Field({ description: 'Every game of the round has a settled result.' }) finished!: boolean;
  @Field(() => [GameType], { description: 'Empty for anyone but the organiser until the round is published.' }) games!: GameType[];
  @Field(() => [ConstraintBreachType], {
    description: "Constraints the organiser's manual swaps break; empty for anyone but the organiser until the round is published.",
  })
  breaches!: ConstraintBreachType[];
}

@ObjectType('TieBreakValue')
export class TieBreakValueType {
  @Field() id!: string;
  @Field(() => Float) value!: number;
}

@ObjectType('StandingRow')
export class StandingRowType {
  @Field(() => Int) rank!: number;
  @Field() playerId!: string;
  @Field() name!: string;
  @Field(() => Float, { description: 'The primary score, with adjustments.' }) score!: number;
  @Field(() => Float, { description: 'Tournament points.' }) points!: number;
  @Field(() => Int) wins!: number;
  @Field(() => Int) draws!: number;
  @Field(() => Int) losses!: number;
  @Field(() => Int) byes!: number;
  @Field(() => Int) played!: number;
  @Field() dropped!: boolean;
  @Field(() => [TieBreakValueType], { description: 'Each tie-break in the configured order.' }) tieBreaks!: TieBreakValueType[];
  @Field(() => GraphQLJSON, { description: 'Sums of game scores (reputation, point value…).' }) gameScores!: unknown;
}

export const StandingRowConnection = Connection(StandingRowType, 'StandingRow');
export type StandingRowConnection = InstanceType<typeof StandingRowConnection>;

@ObjectType('Standings')
export class StandingsType {
  @Field(() => ID) competitionId!: string;
  @Field(() => StandingsMode) mode!: StandingsMode;
  @Field(() => Int, { nullable: true, description: 'The round these standings are after; null: all rounds so far.' }) throughRound!:
    number | null;
  @Field({ description: 'Whether that round (or the last paired one) has every result settled.' }) roundFinished!: boolean;
  @Field(() => Int, { description: 'The competition version the standings were computed at.' }) version!: number;
  @Field({
    description:
      'Whether later events of the competition are not in these standings yet: the server could not handle one of them (see `parkedEvents`), so these are the last consistent standings, as of `version`.',
  })
  stale!: boolean;
  @Field(() => Int, {
    description:
      "How many of the competition's events are parked (0 when all is well); its organiser sees which in `Competition.parkedEvents`.",
  })
  parkedEvents!: number;
  @Field(() => StandingRowConnection) rows!: StandingRowConnection;
}

@ObjectType('AuditEntry', { description: 'One event of the competition: who did what, when, and why.' })
export class AuditEntryType {
  @Field(() => Int) number!: number;
  @Field() type!: string;
  @Field(() => GraphQLJSON, { description: 'organiser | player (with playerId) | server' }) actor!: unknown;
  @Field(() => String, { nullable: true }) accountId!: string | null;
  @Field() recordedAt!: string;
  @Field(() => GraphQLJSON) data!: unknown;
}

export const AuditEntryConnection = Connection(AuditEntryType, 'AuditEntry');
export type AuditEntryConnection = InstanceType<typeof AuditEntryConnection>;

export const CompetitionPlayerConnection = Connection(CompetitionPlayerType, 'CompetitionPlayer');
export type CompetitionPlayerConnection = InstanceType<typeof CompetitionPlayerConnection>;

@ObjectType('Season')
export class SeasonType {
  @Field(() => Int) number!: number;
  @Field() name!: string;
  @Field() open!: boolean;
  @Field(() => [String], { description: "ISO weeks with games, in order: a league game's round is its week's place here." })
  weeks!: string[];
}

@ObjectType('Competition')
export class CompetitionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) version!: number;
  @Field(() => CompetitionKindEnum) kind!: string;
  @Field() name!: string;
  @Field() rulesetId!: string;
  @Field(() => String, {
    description:
      'The version of its game the engine matches it creates from now on play (the newest when it was created); matches created before keep their own.',
  })
  rulesetVersion!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The newest version of its game when it is newer than `rulesetVersion` (the organiser may move to it: `moveCompetitionToNewestRuleset`); null otherwise.',
  })
  newerRulesetVersion!: string | null;
  @Field(() => GraphQLJSON) format!: unknown;
  @Field(() => GraphQLJSON, { description: 'Points for win/draw/loss/bye and the primary and secondary scores.' }) scoring!: unknown;
  @Field(() => [String]) tieBreaks!: string[];
  @Field(() => GraphQLJSON) constraints!: unknown;
  @Field() freshTables!: boolean;
  @Field() published!: boolean;
  @Field() rated!: boolean;
  @Field() playMode!: string;
  @Field(() => TimingType, { description: 'Round clocks: the length of a round and what games on paper get when time is called.' })
  timing!: TimingType;
  @Field(() => ProjectorViewEnum, { description: "What the hall's projector shows: cycle until the organiser chooses." })
  projectorView!: ProjectorViewEnum;
  @Field() finished!: boolean;
  @Field() organiserId!: string;
  @Field(() => [RoundType]) rounds!: RoundType[];
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The elimination bracket (or top cut), with every match and where its winner and loser go.',
  })
  bracket!: unknown;
  @Field(() => SeasonType, { nullable: true }) season!: SeasonType | null;
  @Field(() => [GameType], {
    description:
      "A league's games of the current season; a tournament's games of every round (of the published rounds, for anyone but the organiser).",
  })
  games!: GameType[];
}

@ObjectType('PlayerGame', { description: 'A game you play that is not settled yet, with the competition it belongs to.' })
export class PlayerGameType {
  @Field(() => ID) competitionId!: string;
  @Field() competitionName!: string;
  @Field() rulesetId!: string;
  @Field({ description: 'engine | paper' }) playMode!: string;
  @Field(() => ID, { description: 'Your player id in that competition.' }) playerId!: string;
  @Field(() => GameType) game!: GameType;
}

@ObjectType('CompetitionSummary')
export class CompetitionSummaryType {
  @Field(() => ID) id!: string;
  @Field() kind!: string;
  @Field() name!: string;
  @Field() rulesetId!: string;
  @Field() format!: string;
  @Field() published!: boolean;
  @Field() finished!: boolean;
  @Field(() => Int) players!: number;
  @Field(() => Int) rounds!: number;
  @Field() organiserId!: string;
  @Field() updatedAt!: string;
}

export const CompetitionSummaryConnection = Connection(CompetitionSummaryType, 'CompetitionSummary');
export type CompetitionSummaryConnection = InstanceType<typeof CompetitionSummaryConnection>;

@ObjectType('RatingPoint')
export class RatingPointType {
  @Field() period!: string;
  @Field(() => Float) rating!: number;
  @Field(() => Float) deviation!: number;
  @Field(() => Float) volatility!: number;
  @Field(() => Int) games!: number;
}

@ObjectType('PlayerRating', { description: 'Glicko-2 rating of a player in one game system, with its history.' })
export class PlayerRatingType {
  @Field() rulesetId!: string;
  @Field() accountId!: string;
  @Field() name!: string;
  @Field(() => Float) rating!: number;
  @Field(() => Float) deviation!: number;
  @Field(() => Float) volatility!: number;
  @Field(() => Int) games!: number;
  @Field(() => [RatingPointType]) history!: RatingPointType[];
}

export const PlayerRatingConnection = Connection(PlayerRatingType, 'PlayerRating');
export type PlayerRatingConnection = InstanceType<typeof PlayerRatingConnection>;
