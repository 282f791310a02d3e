import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
    'What a competition of the game starts from: createCompetition applies it for whatever scoring and tie-breaks it is not given. A league leaves out the tie-breaks that count rounds a player sat out (those `TieBreakOption.roundBound`, such as buchholz).',
})
export class CompetitionPresetType {
  @Field(() => PresetScoringType, { description: 'Points for each result, and the scores that rank players.' })
  scoring!: PresetScoringType;

  @Field(() => [String], { description: 'Tie-break ids in order (see Ruleset.tieBreakOptions).' })
  tieBreaks!: string[];
}

/** A language the platform writes its own texts in; the values are those of the tie-break registry (libs/competitions). */
export enum LanguageEnum {
  EN = 'en',
  PL = 'pl',
}
registerEnumType(LanguageEnum, {
  name: 'Language',
  description: "A language the server writes its own texts in (a tie-break's name and description); English unless asked.",
  valuesMap: {
    EN: { description: 'English, the default.' },
    PL: { description: 'Polish (polski).' },
  },
});

/** The `language` argument of the fields that give tie-breaks. */
export const LANGUAGE_ARG = {
  type: () => LanguageEnum,
  defaultValue: LanguageEnum.EN,
  description: 'The language of the names and descriptions: EN (the default) or PL.',
};

@ObjectType('TieBreakOption', {
  description:
    "A tie-break: how it is named and counted, in the language asked for, and what it reads. Served as a game's options (`Ruleset.tieBreakOptions`), as a competition's own (`Competition.tieBreakDetails`) and beside a player's value (`TieBreakValue.tieBreak`). In a tie-break on a game score the texts write the score by its name in the game (`score`); each `…Template` field has `{score}` in its place instead, for a client to fill with its own words for the score.",
})
export class TieBreakOptionType {
  @Field({ description: 'The id createCompetition takes: a fixed one ("buchholz") or one of the game\'s scores ("score:reputation").' })
  id!: string;

  @Field({ description: 'Its name, e.g. "Median Buchholz", "reputation (more is better)".' })
  name!: string;

  @Field({ description: 'Its name as a narrow column heads it, never longer than `name`: "Med. Buch", "DE", "OMW %".' })
  shortName!: string;

  @Field({ description: 'How it is counted, in a sentence or two, with the rule it follows (e.g. FIDE C.07 art. 16.4, MTG appendix C).' })
  description!: string;

  @Field({
    description:
      '`name` with `{score}` where the game score goes (equal to `name` for a tie-break on no score), e.g. "{score} (more is better)".',
  })
  nameTemplate!: string;

  @Field({ description: '`shortName` with `{score}` where the game score goes, e.g. "{score} ↓".' })
  shortNameTemplate!: string;

  @Field({ description: '`description` with `{score}` where the game score goes.' })
  descriptionTemplate!: string;

  @Field({
    description:
      'It counts every round of the event, the ones a player sat out included (such as Buchholz): a league refuses it (BAD_CONFIG), and leaves it out of the preset.',
  })
  roundBound!: boolean;

  @Field({
    description:
      'The tie-break it counts as when a list is checked for repeats: two ids with the same `sameAs` cannot both be listed (DUPLICATE_TIE_BREAK). A score most first and fewest first are one: "score:pointValue" for both "score:pointValue" and "score:pointValue:low".',
  })
  sameAs!: string;

  @Field({ description: 'Lower values rank higher ("score:pointValue:low"); false: higher values rank higher.' })
  fewerIsBetter!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'The game score it reads, by its name in the game (as `Ruleset.scores`), e.g. "victoryPoints" for "score:margin:victoryPoints"; null for a tie-break of tournament points and pairings.',
  })
  score!: string | null;

  @Field({ description: "It sums the score's margin (own minus the opponent's, game by game) rather than the score itself." })
  margin!: boolean;
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

  // `tieBreakOptions(language)`, every tie-break a competition of the game may list, is resolved in rulesets.resolver.ts.
}

export const RulesetConnection = Connection(RulesetType, 'Ruleset');
