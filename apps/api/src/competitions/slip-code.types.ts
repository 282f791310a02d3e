import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { GameType } from './competition.types';

@ObjectType('SlipCode', {
  description:
    "One seat's code on a match slip, for the organiser to print: the player of the seat reports, confirms or disputes their game with it at /slip, with no account.",
})
export class SlipCodeType {
  @Field(() => ID, { description: 'The game, by its key in the event (as `CompetitionGame.key`, e.g. r1-1).' }) game!: string;
  @Field(() => Int, { description: "The game's table." }) table!: number;
  @Field(() => ID, { description: "The seat's player id." }) playerId!: string;
  @Field({ description: "The seat's player, by their registered name." }) name!: string;
  @Field({
    description:
      'The code, as printed: two groups of four letters and digits (`ABCD-EFGH`, never 0, O, 1 or I). The link a QR code carries is `<publicUrl>/slip#<code without the dash>`.',
  })
  code!: string;
}

@ObjectType('Slip', {
  description:
    "A game as the holder of one seat's slip code sees it: where and whom they play, your seat marked (`playerId`), and the game's report or result.",
})
export class SlipType {
  @Field({ description: 'The code as printed (`ABCD-EFGH`).' }) code!: string;
  @Field(() => ID, { description: 'The event the game is in.' }) competitionId!: string;
  @Field(() => Int, {
    description:
      "The competition's version this answer is of: of two answers about one code (a query's, which anonymous callers share for up to a second, a mutation's, an update's), the higher is the newer.",
  })
  version!: number;
  @Field({ description: "The event's name." }) competitionName!: string;
  @Field({ description: 'The game the event plays.' }) rulesetId!: string;
  @Field(() => Int, { description: "The game's round." }) round!: number;
  @Field(() => Int, { description: '0 when the game has no table.' }) table!: number;
  @Field({ description: 'Whether the round has started: a result is reported only then.' }) started!: boolean;
  @Field({ description: 'Whether the event is finished: the code does nothing more then.' }) finished!: boolean;
  @Field(() => ID, { description: "The code's seat: the player it reports, confirms and disputes for." }) playerId!: string;
  @Field(() => ID, { description: 'The opponent.' }) opponentId!: string;
  @Field(() => GameType, { description: 'The game: players, status, the report waiting for an answer, the result.' }) game!: GameType;
  @Field(() => GraphQLJSON, { description: "The event's scoring (as `Competition.scoring`): which scores a report may carry." })
  scoring!: unknown;
  @Field(() => [String], { description: "The event's tie-breakers (as `Competition.tieBreaks`)." }) tieBreaks!: string[];
}

@InputType({ description: "The result of a slip code's game, reported for the code's seat." })
export class SlipReportInput {
  @Field({ description: 'The slip code, as printed or without its dash, in any case.' }) code!: string;
  @Field(() => String, { nullable: true, description: "The winner's player id (either player of the game); null with draw: true." })
  winner?: string | null;
  @Field({ defaultValue: false, description: 'A draw: no winner.' }) draw!: boolean;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'Game scores by player id, as `reportGameResult` takes them: { "<playerId>": { "reputation": 150 } }.',
  })
  scores?: Record<string, Record<string, number>> | null;
}

@InputType({ description: "A dispute of the opponent's report, by the other seat's slip code." })
export class SlipDisputeInput {
  @Field({ description: 'The slip code, as printed or without its dash, in any case.' }) code!: string;
  @Field({ description: 'Why the report is wrong: the organiser reads it before ruling.' }) reason!: string;
}

@InputType({ description: 'One seat of a game, whose slip code the organiser reissues.' })
export class SlipSeatInput {
  @Field(() => ID, { description: 'The event.' }) competitionId!: string;
  @Field(() => ID, {
    description:
      "The game: its id (`CompetitionGame.id`), or its key in the event (`CompetitionGame.key`, e.g. r1-1; accepted until the date the API's changelog states).",
  })
  game!: string;
  @Field(() => ID, { description: "The seat's player id." }) playerId!: string;
}
