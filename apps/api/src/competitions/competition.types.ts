import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ClockInput, TimingInput, TimingType } from '../clocks/clock.types';
import { Connection } from '../pagination';
import { NodeInterface } from '../node.types';

export enum CompetitionKindEnum {
  tournament = 'tournament',
  league = 'league',
}
registerEnumType(CompetitionKindEnum, {
  name: 'CompetitionKind',
  description: 'Whether a competition is played in rounds the organiser pairs, or in games its players open themselves.',
  valuesMap: {
    tournament: { description: 'Rounds paired by the format (Swiss, round robin, elimination), run by the organiser.' },
    league: { description: "Open play in seasons: players open games against each other within the season's limits." },
  },
});

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
  valuesMap: {
    swiss: { description: 'Score groups paired by maximum-weight matching, optionally followed by a single-elimination top cut.' },
    round_robin: { description: 'Everyone meets everyone (FIDE Berger tables), once or twice (`cycles`).' },
    single_elimination: { description: 'A seeded knock-out bracket; optionally a third-place match.' },
    double_elimination: { description: "Winners' and losers' brackets; optionally a grand-final reset." },
    league: { description: 'No rounds: players open their own games, season by season, within its limits.' },
  },
});

export enum StandingsMode {
  settled = 'settled',
  live = 'live',
}
registerEnumType(StandingsMode, {
  name: 'StandingsMode',
  description:
    'settled: only settled results; live: also results awaiting confirmation and engine matches in progress by their running score.',
  valuesMap: {
    settled: { description: 'Only settled results count (confirmed, ruled, engine-finished, byes, game losses).' },
    live: {
      description: 'Settled results, plus reported results awaiting confirmation and running engine matches by their current score.',
    },
  },
});

/** The field separator of a CSV export (libs/competitions/src/csv.ts). */
export enum CsvSeparatorEnum {
  comma = ',',
  semicolon = ';',
}
registerEnumType(CsvSeparatorEnum, {
  name: 'CsvSeparator',
  description:
    'comma: RFC 4180 (the default); semicolon: what Excel writes and expects where the decimal mark is a comma (Polish, German…), with numbers written with a decimal comma (2,5).',
  valuesMap: {
    comma: { description: 'Fields separated by `,`, numbers with a decimal point (2.5), as RFC 4180.' },
    semicolon: { description: 'Fields separated by `;`, numbers with a decimal comma (2,5), as Excel in Polish or German.' },
  },
});

export enum StrictnessEnum {
  hard = 'hard',
  soft = 'soft',
  off = 'off',
}
registerEnumType(StrictnessEnum, {
  name: 'Strictness',
  description: 'hard: never broken while any pairing exists; soft: broken only when that avoids something worse; off.',
  valuesMap: {
    hard: { description: 'Never broken while any pairing that keeps it exists.' },
    soft: { description: 'Broken only when keeping it would force something worse (a rematch, a larger score gap).' },
    off: { description: 'Not a constraint at all: ignored by the pairing.' },
  },
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
  valuesMap: {
    cycle: { description: 'Every view in turn (the default).' },
    clock: { description: "The current round's clock alone." },
    pairings: { description: 'The pairings of the current round alone (tables and names).' },
    standings: { description: 'The standings alone.' },
  },
});

export enum PairingMethodEnum {
  random = 'random',
  rating = 'rating',
  seeds = 'seeds',
}
registerEnumType(PairingMethodEnum, {
  name: 'PairingMethod',
  description:
    "How round 1 of a Swiss is seeded before it is paired (top half against bottom half): random, a draw from a secret seed committed in the competition's stream before the pairing and revealed after it (docs/swiss.md shows how to check it); rating, by the players' Glicko-2 ratings in the game, players without one after them in registration order; seeds, by the organiser's seed list.",
  valuesMap: {
    random: {
      description:
        "A draw from a secret seed whose SHA-256 is in the competition's stream before the pairing and revealed after it (`Round.seedCommitment`, `revealedSeed`, `drawOrder`).",
    },
    rating: {
      description:
        "By the players' Glicko-2 ratings in the game, highest first; players without a rating after them, in registration order.",
    },
    seeds: { description: "By the organiser's seed list (`CompetitionPlayer.seed`, 1 = strongest)." },
  },
});

@InputType({ description: 'How a competition is run: its format and the options that format takes (others are ignored).' })
export class FormatInput {
  @Field(() => FormatKind, { description: 'The format; the other fields are the options of the one chosen.' }) kind!: FormatKind;
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

@InputType({ description: "Tournament points and scores ranked by; each field left out keeps the game's scoring preset." })
export class ScoringInput {
  @Field(() => Float, { nullable: true, description: 'Tournament points for a win (e.g. 3).' }) win?: number;
  @Field(() => Float, { nullable: true, description: 'Tournament points for a draw (e.g. 1).' }) draw?: number;
  @Field(() => Float, { nullable: true, description: 'Tournament points for a loss (usually 0).' }) loss?: number;
  @Field(() => Float, { nullable: true, description: 'Tournament points for a bye (usually those of a win).' }) bye?: number;
  @Field({ nullable: true, description: "'points', or a game score such as 'reputation' for solaris7." }) primary?: string;
  @Field(() => [String], {
    nullable: true,
    description:
      "Further scores summed in the standings, in order: game scores (e.g. 'victoryPoints') or 'margin:<score>' (your score minus your opponent's).",
  })
  secondary?: string[];
}

@InputType({ description: 'Two players the pairing keeps apart (relatives, a team, players who travel together).' })
export class AvoidPairInput {
  @Field({ description: 'One player id of the pair.' }) a!: string;
  @Field({ description: 'The other player id of the pair.' }) b!: string;
  @Field(() => StrictnessEnum, { description: 'How strictly they are kept apart.' }) strictness!: StrictnessEnum;
}

@InputType({ description: 'Who a Swiss pairing keeps apart, besides rematches (never) and second byes (never).' })
export class ConstraintsInput {
  @Field(() => StrictnessEnum, {
    nullable: true,
    description: 'Players of the same club (`club` of their entries) kept apart: hard, soft or off.',
  })
  clubMates?: StrictnessEnum;
  @Field(() => [AvoidPairInput], { nullable: true, description: 'Named pairs kept apart (player ids).' }) avoid?: AvoidPairInput[];
}

@InputType({ description: "How a competition's games are played: in the server's engine, or on paper with reported results." })
export class PlayInput {
  @Field({ description: 'engine: the server creates a match for each game when its round starts; paper: results are reported.' })
  mode!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: "The ruleset's setup document for every engine match." }) setup?: unknown;
  @Field({
    nullable: true,
    description:
      "Engine matches' dice: reported (the default: players roll real dice and enter them) or server (the server rolls, committed and verifiable).",
  })
  dice?: string;
  @Field(() => ClockInput, { nullable: true, description: "Every engine match's clocks; the game's time limit when omitted." })
  clock?: ClockInput | null;
}

@InputType({ description: 'A new tournament or league: its game, format, scoring, constraints and how it is played.' })
export class CreateCompetitionInput {
  @Field(() => ID, {
    nullable: true,
    description: 'An id (UUID) of your choosing, so that sending the same creation twice makes one competition; a new one when omitted.',
  })
  competitionId?: string | null;
  @Field(() => CompetitionKindEnum, { description: 'Tournament or league (a league takes the league format).' }) kind!: CompetitionKindEnum;
  @Field({ description: 'Its name as players and the public see it, e.g. "Spring Open 2026".' }) name!: string;
  @Field({ description: 'The game played: a ruleset id from `rulesets` (e.g. "solaris7").' }) rulesetId!: string;
  @Field(() => FormatInput, { description: 'The format and its options.' }) format!: FormatInput;
  @Field(() => ScoringInput, { nullable: true, description: "Overrides of the game's scoring preset." }) scoring?: ScoringInput | null;
  @Field(() => [String], { nullable: true, description: "Tie-breakers in order (the preset's when omitted)." }) tieBreaks?: string[] | null;
  @Field(() => ConstraintsInput, {
    nullable: true,
    description: 'Who the pairing keeps apart; club-mates soft and no named pairs when omitted.',
  })
  constraints?: ConstraintsInput | null;
  @Field({
    nullable: true,
    defaultValue: true,
    description: 'Seat players at tables they have not used yet in the event, where fixed tables allow.',
  })
  freshTables!: boolean;
  @Field({ defaultValue: true, description: 'Visible to everyone (false: only to its organiser and players).' }) published!: boolean;
  @Field({ defaultValue: true, description: "Its results move the players' Glicko-2 ratings in the game." }) rated!: boolean;
  @Field(() => PlayInput, { nullable: true, description: 'Engine or paper play; paper when omitted.' }) play?: PlayInput | null;
  @Field(() => TimingInput, {
    nullable: true,
    description: 'Round clocks: the length of a round, and what games on paper get when time is called.',
  })
  timing?: TimingInput | null;
}

@InputType({ description: 'The competition a command is for, and optionally the version it was decided on.' })
export class CompetitionRef {
  @Field(() => ID, { description: 'The competition (`Competition.id`).' }) competitionId!: string;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the competition has moved on.' })
  expectedVersion?: number | null;
}

@InputType({ description: 'An entry in a competition: yourself, a guest by name, or an account (an invitation).' })
export class RegisterPlayerInput extends CompetitionRef {
  @Field({ description: 'The name shown in pairings and standings.' }) name!: string;
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
  @Field(() => String, { nullable: true, description: "The player's club; club-mates are kept apart as `constraints.clubMates` says." })
  club?: string | null;
  @Field(() => Int, { nullable: true, description: 'Seeding order (1 = strongest); registration order when omitted.' }) seed?:
    number | null;
}

@InputType({ description: 'A player withdrawn from the competition: never paired again, their games kept.' })
export class DropPlayerInput extends CompetitionRef {
  @Field({ description: 'The player (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field({ defaultValue: '', description: 'Why, for the audit trail.' }) reason!: string;
}

@InputType({ description: 'Pair the next round (or the last one again, before it starts).' })
export class PairRoundInput extends CompetitionRef {
  @Field({ defaultValue: false, description: 'Pair the last round again (before it starts).' }) repair!: boolean;
  @Field(() => PairingMethodEnum, {
    nullable: true,
    description:
      'Round 1 of a Swiss only: how it is seeded. Omitted: random, or, when pairing round 1 again, the method it was paired with; pairing it again at random draws anew. NOT_FIRST_ROUND for any other round or format.',
  })
  method?: PairingMethodEnum | null;
}

@InputType({ description: 'The table a player sits at every round (an accessible table), or none.' })
export class FixPlayerTableInput extends CompetitionRef {
  @Field({ description: 'The player (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'The table the player sits at every round from the next pairing on (an accessible table): a whole number from 1 to 999, fixed for no one else (TABLE_TAKEN). Null: no fixed table.',
  })
  table?: number | null;
}

@InputType({ description: "A player's place in the seed list, before any round starts." })
export class SeedPlayerInput extends CompetitionRef {
  @Field({ description: 'The player (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field(() => Int, {
    description: 'The place in the seed list, 1 = strongest (equal seeds keep registration order); until a round starts (SEEDING_CLOSED).',
  })
  seed!: number;
}

@InputType({ description: 'One round of a competition.' })
export class RoundInput extends CompetitionRef {
  @Field(() => Int, { description: 'The round number, from 1.' }) round!: number;
}

@InputType({ description: "The view the hall's projector shows." })
export class ProjectorViewInput extends CompetitionRef {
  @Field(() => ProjectorViewEnum, { description: 'What the projector shows from now on.' }) view!: ProjectorViewEnum;
}

@InputType({ description: 'Two players of a paired round, not started, exchanged between their games by hand.' })
export class SwapPlayersInput extends RoundInput {
  @Field({ description: 'One player to move (`CompetitionPlayer.id`).' }) playerA!: string;
  @Field({ description: "The player who takes playerA's seat, and gives them theirs." }) playerB!: string;
  @Field({ defaultValue: '', description: 'Why, for the audit trail.' }) reason!: string;
}

@InputType({ description: "A game's result, as a player reports it or the organiser rules it." })
export class GameResultInput extends CompetitionRef {
  @Field({
    description:
      "The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states).",
  })
  game!: string;
  @Field(() => String, { nullable: true, description: 'The winning player id; null with draw: true.' }) winner?: string | null;
  @Field({ defaultValue: false, description: 'True for a draw (then no winner).' }) draw!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Game scores by player id: { "<playerId>": { "reputation": 150 } }.' })
  scores?: Record<string, Record<string, number>> | null;
  @Field(() => String, { nullable: true, description: 'Required of the organiser: why they rule or override.' }) reason?: string | null;
}

@InputType({ description: 'One game of a competition.' })
export class GameRefInput extends CompetitionRef {
  @Field({
    description:
      "The game: its id (`CompetitionGame.id`), or its key in this competition (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states).",
  })
  game!: string;
}

@InputType({ description: "A player's objection to the result their opponent reported." })
export class DisputeGameInput extends GameRefInput {
  @Field({ description: 'What is wrong with the report, for the organiser who rules on it.' }) reason!: string;
}

@InputType({ description: 'Bonus or penalty points the organiser awards a player.' })
export class AdjustPointsInput extends CompetitionRef {
  @Field({ description: 'The player (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The round it belongs to (standings through an earlier round leave it out); null: the event as a whole.',
  })
  round?: number | null;
  @Field(() => Float, { description: 'Points added to the primary score: positive a bonus, negative a penalty (e.g. -1).' })
  points!: number;
  @Field({ description: 'Why (required), for the audit trail.' }) reason!: string;
}

@InputType({ description: 'A game loss the organiser issues: the opponent wins, the game counts as unplayed.' })
export class GameLossInput extends GameRefInput {
  @Field({ description: 'The player who loses the game (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field({ description: 'Why (required), for the audit trail.' }) reason!: string;
}

@InputType({ description: "A league season's rules. A rule left out or null is no limit." })
export class SeasonLimitsInput {
  @Field(() => Int, {
    nullable: true,
    description: 'The most games the same two players play against each other in the season: a whole number from 1 to 100; null: no limit.',
  })
  maxGamesPerPair?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The most games a player plays in one ISO week (Monday to Sunday): a whole number from 1 to 100; null: no limit.',
  })
  maxGamesPerWeek?: number | null;
}

@InputType({ description: "A league's next season; the open one, if any, closes with it." })
export class OpenSeasonInput extends CompetitionRef {
  @Field({ description: 'Its name, e.g. "Autumn 2026".' }) name!: string;
  @Field(() => SeasonLimitsInput, {
    nullable: true,
    description: "The season's rules; omitted: the limits the league was created with (its format).",
  })
  limits?: SeasonLimitsInput | null;
}

@InputType({ description: "New rules for a league's open season." })
export class SetSeasonLimitsInput extends CompetitionRef {
  @Field(() => SeasonLimitsInput, {
    description: "The open season's new rules, both given (a rule left out or null is no limit); the games already opened stand.",
  })
  limits!: SeasonLimitsInput;
}

@InputType({ description: "A league game between two of its players, within the season's limits." })
export class LeagueGameInput extends CompetitionRef {
  @Field({ description: 'One player (`CompetitionPlayer.id`), player a of the game.' }) playerA!: string;
  @Field({ description: 'The opponent (`CompetitionPlayer.id`), player b of the game.' }) playerB!: string;
}

@InputType({ description: 'The end of a competition: no more rounds, games or entries.' })
export class FinishInput extends CompetitionRef {
  @Field({ defaultValue: '', description: 'Why, for the audit trail (e.g. ended early).' }) reason!: string;
}

@ObjectType('CompetitionPlayer', {
  implements: () => [NodeInterface],
  description: 'An entry in a competition: a player, a guest, or an invitation to an account.',
})
export class CompetitionPlayerType {
  @Field(() => ID, {
    description:
      'The player id: the UUID the server gave the entry, unique across the server (a Node id); commands name the player by it (playerId).',
  })
  id!: string;
  @Field({ description: 'The name shown in pairings and standings.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The player's account: their own when they registered themself, an invited one's once accepted; null for a guest, and for an invitation not accepted.",
  })
  accountId!: string | null;
  // `invitation`, where an entry made for an account stands, is resolved from the entry (entry-invitations.resolver.ts).
  @Field(() => String, {
    nullable: true,
    description: "The player's club, if given; club-mates are kept apart as the competition's constraints say.",
  })
  club!: string | null;
  @Field(() => Int, { description: 'Place in the seed list, 1 = strongest (registration order unless the organiser seeded).' })
  seed!: number;
  @Field(() => Int, { description: 'The first round they could be paired in.' }) joinsRound!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The table the organiser fixed for the player (an accessible table): theirs every round. Null: none.',
  })
  fixedTable?: number | null;
  @Field({ description: 'Withdrawn: never paired again; their games stand.' }) dropped!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'The round that was current when they dropped (0: before round 1); null unless dropped.',
  })
  droppedAfterRound!: number | null;
}

@ObjectType('PairingExplanation', { description: 'Why a game was paired as it is, in words.' })
export class PairingExplanationType {
  @Field(() => [String], { description: 'Why these two players meet (score group, colour, seeding…), with their names.' })
  reasons!: string[];
  @Field(() => [String], { description: 'Constraints this pairing breaks because nothing better was possible.' }) relaxed!: string[];
}

@ObjectType('GameReport', { description: "A result one player reported, awaiting their opponent's confirmation (or disputed)." })
export class GameReportType {
  @Field({ description: 'The player id of the player who reported it.' }) by!: string;
  @Field(() => String, { nullable: true, description: 'The reported winner (player id); null for a draw.' }) winner!: string | null;
  @Field({ description: 'True when a draw was reported.' }) draw!: boolean;
  @Field(() => GraphQLJSON, { description: 'The reported game scores by player id: { "<playerId>": { "reputation": 150 } }.' })
  scores!: unknown;
  @Field({ description: 'reported (awaiting confirmation) | disputed (awaiting the organiser)' }) status!: string;
  @Field(() => String, { nullable: true, description: "The opponent's reason for disputing; null unless disputed." })
  disputeReason!: string | null;
}

@ObjectType('GameResult', { description: "A game's settled result, which the standings count." })
export class GameResultType {
  @Field(() => String, { nullable: true, description: 'The winner (player id); null for a draw.' }) winner!: string | null;
  @Field({ description: 'True for a draw.' }) draw!: boolean;
  @Field(() => GraphQLJSON, { description: 'Game scores by player id: { "<playerId>": { "reputation": 150 } }; {} when none.' })
  scores!: unknown;
  @Field({ description: 'False for byes and game losses.' }) played!: boolean;
  @Field({ description: 'engine | confirmed | organiser | game-loss | bye' }) by!: string;
}

@ObjectType('CompetitionGame', {
  implements: () => [NodeInterface],
  description: 'One game of a competition: a pairing of a round (or a league game), its report and its result.',
})
export class GameType {
  @Field(() => ID, {
    description: "The game's global id, unique across the server (a Node id). Commands take it, or `key` with the competition's id.",
  })
  id!: string;
  @Field({
    description:
      "The game's key within its competition: r<round>-<table> for a round's game (r1-1), s<season>-<n> for a league's. Not unique across competitions: cache by `id`; show or link with this.",
  })
  key!: string;
  @Field(() => Int, { description: "The round, from 1; a league game's round is its ISO week's place in the season's weeks." })
  round!: number;
  @Field({ description: 'swiss | round-robin | elimination | top-cut | league' }) stage!: string;
  @Field(() => Int, { description: '0 for a bye.' }) table!: number;
  @Field({ description: 'Player a (player id).' }) a!: string;
  @Field(() => String, { nullable: true, description: 'Player b (player id); null: a bye.' }) b!: string | null;
  @Field({ description: "Player a's registered name." }) aName!: string;
  @Field(() => String, { nullable: true, description: "Player b's registered name; null for a bye." }) bName!: string | null;
  @Field(() => String, { nullable: true, description: 'The engine match, once the round has started.' }) matchId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The bracket match this game decides (e.g. "W1-2", "L2-1"), in an elimination stage; null otherwise.',
  })
  bracketMatch!: string | null;
  @Field(() => PairingExplanationType, { description: "Why the game is as it is, with the players' names where the pairing named them." })
  explanation!: PairingExplanationType;
  @Field({ description: 'open | reported | disputed | settled' }) status!: string;
  @Field(() => GameReportType, { nullable: true, description: 'The report awaiting confirmation or disputed; null when none.' })
  report!: GameReportType | null;
  @Field(() => GameResultType, { nullable: true, description: 'The settled result; null until settled.' }) result!: GameResultType | null;
  @Field(() => [String], {
    description:
      "The game's players (ids) whose entry has no account (a guest, or an invitation not accepted yet): they report and confirm with the code on their match slip, or the organiser settles for them.",
  })
  guests!: string[];
}

@ObjectType('ConstraintBreach', { description: 'A pairing constraint a game of the round breaks after a manual swap.' })
export class ConstraintBreachType {
  @Field({ description: 'Player a of the game (player id).' }) a!: string;
  @Field(() => String, { nullable: true, description: 'Player b of the game (player id); null for a bye.' }) b!: string | null;
  @Field({ description: "Player a's registered name." }) aName!: string;
  @Field(() => String, { nullable: true, description: "Player b's registered name; null for a bye." }) bName!: string | null;
  @Field({ description: 'rematch | second-bye | club-mates | avoided-pair | score-gap' }) kind!: string;
  @Field({ description: 'hard | soft: how strict the broken constraint is.' }) strictness!: string;
  @Field({ description: "What the swap breaks, with the players' names." }) text!: string;
}

@ObjectType('Round', {
  implements: () => [NodeInterface],
  description: 'A round of a tournament: its pairings, how they were made, and where it stands.',
})
export class RoundType {
  @Field(() => ID, { description: "The round's global id, unique across the server (a Node id)." }) id!: string;
  @Field(() => Int, { description: 'The round number, from 1.' }) round!: number;
  @Field({ description: 'swiss | round-robin | elimination | top-cut' }) stage!: string;
  @Field({ description: 'The organiser started it: results may be reported, engine matches exist.' }) started!: boolean;
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
  @Field(() => PairingMethodEnum, {
    nullable: true,
    description:
      'How round 1 of a Swiss was seeded before it was paired; null for later rounds and for a round 1 paired before methods were recorded (by the seed list).',
  })
  pairingMethod!: PairingMethodEnum | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A random round 1: the SHA-256 (hex) of the draw's secret seed, committed in the stream before the pairing (CompetitionCreated, or the reveal of the draw before). Null otherwise.",
  })
  seedCommitment!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A random round 1: the draw's secret seed (64 hex digits), revealed after the pairing: its SHA-256 is seedCommitment, and drawOrder(seed, the players' ids in registration order) gives drawOrder. Null otherwise, and for anyone but the organiser until the round is published.",
  })
  revealedSeed!: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'Round 1 seeded by a method: the seeding it was paired from (player ids, first seed or first drawn first); the pairer pairs it top half against bottom half. Null otherwise, and for anyone but the organiser until the round is published.',
  })
  drawOrder!: string[] | null;
}

@ObjectType('TieBreakValue', { description: "A player's value of one tie-break." })
export class TieBreakValueType {
  @Field({ description: "The tie-break, as in `Competition.tieBreaks` (e.g. 'sos', 'head-to-head')." }) id!: string;
  @Field(() => Float, { description: 'Its value for the player; higher ranks first, unless the tie-break is `fewerIsBetter`.' })
  value!: number;
}

@ObjectType('StandingRow', { implements: () => [NodeInterface], description: "One player's line in the standings." })
export class StandingRowType {
  @Field(() => ID, {
    description:
      "The row's global id (a Node id): of this player in this table (settled or live, after a given round or now, or a league season's table), unique across the server.",
  })
  id!: string;
  @Field(() => Int, { description: 'Place in the standings, from 1, by score and then each tie-break in order.' }) rank!: number;
  @Field({ description: 'The player (`CompetitionPlayer.id`).' }) playerId!: string;
  @Field({ description: "The player's registered name." }) name!: string;
  @Field(() => Float, { description: 'The primary score, with adjustments.' }) score!: number;
  @Field(() => Float, { description: 'Tournament points.' }) points!: number;
  @Field(() => Int, { description: "Games won, an opponent's game loss included." }) wins!: number;
  @Field(() => Int, { description: 'Games drawn.' }) draws!: number;
  @Field(() => Int, { description: 'Games lost, game losses included.' }) losses!: number;
  @Field(() => Int, { description: 'Byes received.' }) byes!: number;
  @Field(() => Int, { description: 'Games played over the board (byes and game losses are not).' }) played!: number;
  @Field({ description: 'The player has withdrawn.' }) dropped!: boolean;
  @Field(() => [TieBreakValueType], { description: 'Each tie-break in the configured order.' }) tieBreaks!: TieBreakValueType[];
  @Field(() => GraphQLJSON, { description: 'Sums of game scores (reputation, point value…).' }) gameScores!: unknown;
}

export const StandingRowConnection = Connection(StandingRowType, 'StandingRow');
export type StandingRowConnection = InstanceType<typeof StandingRowConnection>;

@ObjectType('Standings', { description: "A competition's standings, computed at one version, in one mode." })
export class StandingsType {
  @Field(() => ID, { description: 'The competition they are of.' }) competitionId!: string;
  @Field(() => StandingsMode, { description: 'Which results they count.' }) mode!: StandingsMode;
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
  @Field(() => StandingRowConnection, { description: 'The rows, in rank order, a page at a time.' }) rows!: StandingRowConnection;
}

@ObjectType('AuditEntry', { description: 'One event of the competition: who did what, when, and why.' })
export class AuditEntryType {
  @Field(() => Int, { description: "The event's number in the competition's stream, from 1 (the creation)." }) number!: number;
  @Field({ description: "The event's type, e.g. CompetitionCreated, RoundPaired, ResultConfirmed." }) type!: string;
  @Field(() => GraphQLJSON, { description: 'organiser | player (with playerId) | server' }) actor!: unknown;
  @Field(() => String, { nullable: true, description: 'The account that acted; null for the server and for a slip code.' }) accountId!:
    string | null;
  @Field({ description: 'When it was recorded (ISO 8601, UTC).' }) recordedAt!: string;
  @Field(() => GraphQLJSON, { description: "The event's data as stored (its fields depend on `type`), reasons included." }) data!: unknown;
}

export const AuditEntryConnection = Connection(AuditEntryType, 'AuditEntry');
export type AuditEntryConnection = InstanceType<typeof AuditEntryConnection>;

export const CompetitionPlayerConnection = Connection(CompetitionPlayerType, 'CompetitionPlayer');
export type CompetitionPlayerConnection = InstanceType<typeof CompetitionPlayerConnection>;

@ObjectType('SeasonLimits', { description: "A league season's rules; null: no limit." })
export class SeasonLimitsType {
  @Field(() => Int, { nullable: true, description: 'The most games the same two players play against each other in the season.' })
  maxGamesPerPair!: number | null;
  @Field(() => Int, { nullable: true, description: 'The most games a player plays in one ISO week.' })
  maxGamesPerWeek!: number | null;
}

@ObjectType('Season', {
  implements: () => [NodeInterface],
  description: "A league's season: its weeks, rules and games; its final or current table in `table`.",
})
export class SeasonType {
  @Field(() => ID, { description: "The season's global id, unique across the server (a Node id)." }) id!: string;
  @Field(() => Int, { description: 'Its number in the league, from 1.' }) number!: number;
  @Field({ description: 'Its name, e.g. "Autumn 2026".' }) name!: string;
  @Field({ description: 'Open: players open games in it; closed: its table is final.' }) open!: boolean;
  @Field(() => [String], { description: "ISO weeks with games, in order: a league game's round is its week's place here." })
  weeks!: string[];
  @Field(() => SeasonLimitsType, {
    description:
      "Its rules (the organiser's for the season, or the limits the league was created with); those it closed with, once closed.",
  })
  limits!: SeasonLimitsType;
  @Field(() => Int, { description: 'How many games were opened in the season.' }) games!: number;
  @Field(() => Int, { description: 'How many of its games have a settled result.' }) settledGames!: number;
  // `table`, the season's standings, is resolved from the competition only when asked for (season.resolver.ts).
}

@ObjectType('Competition', {
  implements: () => [NodeInterface],
  description: 'A tournament or a league: its settings, players, rounds, games and standings.',
})
export class CompetitionType {
  @Field(() => ID, {
    description: "The competition's UUID: unique across the server (a Node id); commands name it by this (competitionId).",
  })
  id!: string;
  @Field(() => Int, {
    description:
      'The number of events in its stream: pass it as `expectedVersion` to have a command refused (CONFLICT) if anything happened since.',
  })
  version!: number;
  @Field(() => CompetitionKindEnum, { description: 'Tournament or league.' }) kind!: string;
  @Field({ description: 'Its name as the organiser gave it.' }) name!: string;
  @Field({ description: 'The game played (a ruleset id, e.g. "solaris7").' }) rulesetId!: string;
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
  @Field(() => GraphQLJSON, { description: 'The format and its options, e.g. { "kind": "swiss", "rounds": 5, "topCut": 8 }.' })
  format!: unknown;
  @Field(() => GraphQLJSON, { description: 'Points for win/draw/loss/bye and the primary and secondary scores.' }) scoring!: unknown;
  @Field(() => [String], { description: "Tie-breaks in the order they break ties, e.g. ['sos', 'score:victoryPoints', 'head-to-head']." })
  tieBreaks!: string[];
  @Field(() => GraphQLJSON, { description: 'Who the pairing keeps apart: { "clubMates": "soft", "avoid": [{ "a", "b", "strictness" }] }.' })
  constraints!: unknown;
  @Field({ description: 'Players are seated at tables they have not used yet, where fixed tables allow.' }) freshTables!: boolean;
  @Field({ description: 'Visible to everyone; false: only to its organiser and players.' }) published!: boolean;
  @Field({ description: "Its results move the players' Glicko-2 ratings." }) rated!: boolean;
  @Field({ description: 'engine (the server runs a match for each game) | paper (players report results)' }) playMode!: string;
  @Field(() => TimingType, { description: 'Round clocks: the length of a round and what games on paper get when time is called.' })
  timing!: TimingType;
  @Field(() => ProjectorViewEnum, { description: "What the hall's projector shows: cycle until the organiser chooses." })
  projectorView!: ProjectorViewEnum;
  @Field({ description: 'The organiser finished it: nothing more is paired, played or entered.' }) finished!: boolean;
  @Field({ description: "The organiser's account id." }) organiserId!: string;
  @Field(() => [RoundType], { description: "A tournament's rounds, first to last (empty for a league)." }) rounds!: RoundType[];
  @Field(() => String, {
    nullable: true,
    description:
      "The SHA-256 (hex) of the secret seed the next random draw of a Swiss round 1 will use, committed in the stream before it is drawn (CompetitionCreated, or the reveal of the draw before, should round 1 be paired again): note it before the pairing, then check it against the round's revealedSeed. Null once round 1 has started, and for a competition without such draws.",
  })
  pairingDrawCommitment!: string | null;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The elimination bracket (or top cut), with every match and where its winner and loser go.',
  })
  bracket!: unknown;
  @Field(() => SeasonType, {
    nullable: true,
    description: "A league's season open now, or the last one closed; null before the first (and for a tournament).",
  })
  season!: SeasonType | null;
  @Field(() => [SeasonType], {
    description:
      "A league's seasons, newest first: the open one, then every closed one, each with its final table. Empty for a tournament. A league stored before its history was kept lists its closed seasons from its next event on.",
  })
  seasons!: SeasonType[];
  @Field(() => [GameType], {
    description:
      "A league's games of the current season; a tournament's games of every round (of the published rounds, for anyone but the organiser).",
  })
  games!: GameType[];
}

@ObjectType('PlayerLeague', { description: 'A league you play in, not finished, with your player id in it.' })
export class PlayerLeagueType {
  @Field(() => ID, { description: 'The league (`Competition.id`).' }) competitionId!: string;
  @Field({ description: "The league's name." }) competitionName!: string;
  @Field({ description: 'The game it plays (a ruleset id).' }) rulesetId!: string;
  @Field({ description: 'engine | paper' }) playMode!: string;
  @Field(() => ID, { description: 'Your player id in that league.' }) playerId!: string;
}

@ObjectType('PlayerTournament', {
  description: 'A tournament you play in: where your table of each round appears as soon as its pairings are published.',
})
export class PlayerTournamentType {
  @Field(() => ID, { description: 'The tournament (`Competition.id`).' }) competitionId!: string;
  @Field({ description: "The tournament's name." }) competitionName!: string;
  @Field({ description: 'The game it plays (a ruleset id).' }) rulesetId!: string;
  @Field({ description: 'engine | paper' }) playMode!: string;
  @Field(() => ID, { description: 'Your player id in that tournament.' }) playerId!: string;
}

@ObjectType('PlayerGame', { description: 'A game you play that is not settled yet, with the competition it belongs to.' })
export class PlayerGameType {
  @Field(() => ID, { description: 'The competition of the game (`Competition.id`).' }) competitionId!: string;
  @Field({ description: "The competition's name." }) competitionName!: string;
  @Field({ description: 'The game system it plays (a ruleset id).' }) rulesetId!: string;
  @Field({ description: 'engine | paper' }) playMode!: string;
  @Field(() => ID, { description: 'Your player id in that competition.' }) playerId!: string;
  @Field(() => GameType, { description: 'The game itself, with its report if any.' }) game!: GameType;
}

@ObjectType('CompetitionSummary', { description: 'A competition as lists show it: `competition(id)` reads the whole of it.' })
export class CompetitionSummaryType {
  @Field(() => ID, { description: 'The competition id (`Competition.id`).' }) id!: string;
  @Field({ description: 'tournament | league' }) kind!: string;
  @Field({ description: 'Its name as the organiser gave it.' }) name!: string;
  @Field({ description: 'The game played (a ruleset id).' }) rulesetId!: string;
  @Field({ description: 'The format kind: swiss | round-robin | single-elimination | double-elimination | league' }) format!: string;
  @Field({ description: 'Visible to everyone; false: listed only to its organiser.' }) published!: boolean;
  @Field({ description: 'The organiser finished it.' }) finished!: boolean;
  @Field(() => Int, { description: 'How many entries it has, dropped players included.' }) players!: number;
  @Field(() => Int, { description: 'How many rounds have been paired.' }) rounds!: number;
  @Field({ description: "The organiser's account id." }) organiserId!: string;
  @Field({ description: 'When anything last happened in it (ISO 8601, UTC).' }) updatedAt!: string;
}

export const CompetitionSummaryConnection = Connection(CompetitionSummaryType, 'CompetitionSummary');
export type CompetitionSummaryConnection = InstanceType<typeof CompetitionSummaryConnection>;

@ObjectType('RatingPoint', { description: "A player's Glicko-2 rating after one rating period they played in." })
export class RatingPointType {
  @Field({
    description:
      'The rating period: a tournament round once settled ("<competition id>:round 3") or a settled league game ("<competition id>:<game id>").',
  })
  period!: string;
  @Field(() => Float, { description: 'The rating after the period (Glicko-2 on the familiar scale, 1500 to start).' }) rating!: number;
  @Field(() => Float, { description: 'The rating deviation (RD) after the period: lower is surer.' }) deviation!: number;
  @Field(() => Float, { description: 'The Glicko-2 volatility σ after the period.' }) volatility!: number;
  @Field(() => Int, { description: 'Games the player played in the period.' }) games!: number;
}

@ObjectType('PlayerRating', {
  description: 'Glicko-2 rating of a player in one game system, with its history.',
  implements: () => [NodeInterface],
})
export class PlayerRatingType {
  @Field(() => ID, { description: "The rating's global id (a Node id): of this account in this game system." }) id!: string;
  @Field({ description: 'The game system (a ruleset id).' }) rulesetId!: string;
  @Field({ description: "The player's account id." }) accountId!: string;
  @Field({ description: "The player's name." }) name!: string;
  @Field(() => Float, { description: 'The current rating (Glicko-2 on the familiar scale, 1500 to start).' }) rating!: number;
  @Field(() => Float, { description: 'The rating deviation (RD): lower is surer.' }) deviation!: number;
  @Field(() => Float, { description: 'The Glicko-2 volatility σ.' }) volatility!: number;
  @Field(() => Int, { description: 'Rated games played in the game system.' }) games!: number;
  @Field(() => [RatingPointType], { description: 'The rating after each period played, oldest first.' }) history!: RatingPointType[];
}

export const PlayerRatingConnection = Connection(PlayerRatingType, 'PlayerRating');
export type PlayerRatingConnection = InstanceType<typeof PlayerRatingConnection>;
