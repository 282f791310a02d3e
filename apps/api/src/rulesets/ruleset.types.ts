import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Connection } from '../pagination';

@ObjectType('RulesetScore', {
  description: "One named score a game's outcome carries (victory points, reputation…), with its bounds.",
})
export class RulesetScoreType {
  @Field({ description: 'The name a result, a primary or secondary score and a `score:<name>` tie-break use, e.g. "reputation".' })
  name!: string;

  @Field({ description: 'What it counts, in a sentence a player understands.' })
  description!: string;

  @Field(() => Float, { description: 'The smallest value the game can give.' })
  min!: number;

  @Field(() => Float, { nullable: true, description: 'The largest value the game can give; null when the game sets no upper bound.' })
  max!: number | null;

  @Field({ description: 'Whole numbers only: a count of units, cities, cards.' })
  integer!: boolean;

  @Field(() => String, { nullable: true, description: 'The rule that says what the score counts, e.g. "vigilant-peace L65".' })
  rule!: string | null;
}

@ObjectType('PresetScoring', { description: "A game's preset points for each result, and the scores that rank players." })
export class PresetScoringType {
  @Field(() => Float, { description: 'Tournament points for a win.' }) win!: number;
  @Field(() => Float, { description: 'Tournament points for a draw.' }) draw!: number;
  @Field(() => Float, { description: 'Tournament points for a loss.' }) loss!: number;
  @Field(() => Float, { description: 'Tournament points for a bye.' }) bye!: number;

  @Field({ description: '"points" (tournament points), or one of the game\'s scores.' })
  primary!: string;

  @Field(() => [String], { description: 'Game scores summed beside the points, in order (a name, or margin:<name>).' })
  secondary!: string[];
}

@ObjectType('CompetitionPreset', {
  description:
    'What a competition of the game starts from: createCompetition applies it for whatever scoring and tie-breaks it is not given. A league leaves out the tie-breaks that count rounds a player sat out (buchholz, median-buchholz, sonneborn-berger, progressive).',
})
export class CompetitionPresetType {
  @Field(() => PresetScoringType, { description: 'Points for each result, and the scores that rank players.' })
  scoring!: PresetScoringType;

  @Field(() => [String], { description: 'Tie-break ids in order (see Ruleset.tieBreakOptions).' })
  tieBreaks!: string[];
}

@ObjectType('TieBreakOption', { description: 'A tie-break a competition of the game may list.' })
export class TieBreakOptionType {
  @Field({ description: 'The id createCompetition takes: a fixed one ("buchholz") or one of the game\'s scores ("score:reputation").' })
  id!: string;

  @Field({ description: 'Its name, in English.' })
  name!: string;

  @Field({ description: 'How it is counted, in English.' })
  description!: string;
}

@ObjectType('SetupRefusal', { description: 'Why a game refuses a setup document: what createMatch would answer.' })
export class SetupRefusalType {
  @Field({ description: 'A stable code, e.g. INVALID_SETUP.' })
  code!: string;

  @Field({ description: 'The rule refused by, e.g. "warzone setup".' })
  rule!: string;

  @Field({ description: 'What is wrong, naming the part of the document at fault.' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'The path of the value at fault, when it is one value.' })
  field!: string | null;
}

@ObjectType('Ruleset', { description: 'A game the platform can run, at one version.' })
export class RulesetType {
  @Field(() => ID, { description: 'Stable id, e.g. "vigilant-peace".' })
  id!: string;

  @Field({
    description:
      'The version, e.g. "1.1.1". Every version ever released is served: a match plays and replays under the version it was created with; new matches get the newest.',
  })
  version!: string;

  @Field({ description: 'The game\'s name for people, e.g. "Solaris VII".' })
  name!: string;

  @Field({ description: 'A sentence or two on what the game is, in English.' })
  summary!: string;

  @Field(() => [String], {
    description: 'The sides of the table, in seat order: a match seats the first minSides to all of them, one player each.',
  })
  sides!: string[];

  @Field(() => Int, { description: 'The fewest players a match of this game seats (the most is the number of sides).' })
  minSides!: number;

  @Field(() => Int, { nullable: true, description: 'Standard match time limit in minutes, if the rulebook sets one.' })
  matchMinutes!: number | null;

  @Field(() => GraphQLJSON, { description: 'JSON Schema of the setup document given to createMatch.' })
  setupSchema!: unknown;

  @Field(() => GraphQLJSON, { description: 'JSON Schema of an order document given to issueOrder.' })
  orderSchema!: unknown;

  @Field(() => [RulesetScoreType], {
    description: "The named scores of the game's outcome, with their bounds: the names results and scoring may use.",
  })
  scores!: RulesetScoreType[];

  @Field(() => CompetitionPresetType, {
    description: "The scoring and tie-breaks a competition of the game starts from (createCompetition's defaults).",
  })
  competitionPreset!: CompetitionPresetType;

  @Field(() => [TieBreakOptionType], {
    description:
      "Every tie-break a competition of the game may list: the fixed ones, then those of the game's scores (score:<name>, score:<name>:low, score:margin:<name>).",
  })
  tieBreakOptions!: TieBreakOptionType[];
}

export const RulesetConnection = Connection(RulesetType, 'Ruleset');
