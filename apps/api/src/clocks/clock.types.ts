import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ClockOptions } from '@app/rules';

export enum ClockStart {
  first_action = 'first_action',
  organiser = 'organiser',
}
registerEnumType(ClockStart, {
  name: 'ClockStart',
  description: 'What starts a match’s clocks: the first order or roll of a player, or the organiser.',
});

export enum OutOfTimeRule {
  ruleset = 'ruleset',
  rolls_only = 'rolls_only',
}
registerEnumType(OutOfTimeRule, {
  name: 'OutOfTimeRule',
  description:
    "What a player whose chess clock ran out may still do. ruleset: nothing — the game's own time rule ends the match; " +
    'rolls_only: they still make the rolls the match asks of them, give no more orders, and the game’s time rule ends the match once it can only go on by their order.',
});

export enum PaperOutcome {
  report = 'report',
  draw = 'draw',
}
registerEnumType(PaperOutcome, {
  name: 'PaperOutcome',
  description:
    "What a game played on paper gets when its round's time is called. report: the players report the result as the game stood; draw: a game with no report is settled as a draw.",
});

export enum MatchClockKind {
  match = 'match',
  player = 'player',
}
registerEnumType(MatchClockKind, {
  name: 'MatchClockKind',
  description: "match: the match's own time limit; player: one player's chess clock.",
});

@InputType('ClockInput', {
  description:
    "A match's clocks. Omitted: the game's time limit (Solaris VII: the setup's, 20 minutes in the standard match), started by the first order.",
})
export class ClockInput {
  @Field(() => Float, { nullable: true, description: "The match's time limit in minutes; 0: none; omitted: the game's." }) minutes?:
    number | null;
  @Field(() => ClockStart, { nullable: true, description: 'Default first_action.' }) start?: ClockStart | null;
  @Field(() => Float, { nullable: true, description: 'Chess clocks: minutes for each player; omitted or 0: none.' }) chessMinutes?:
    number | null;
  @Field(() => OutOfTimeRule, { nullable: true, description: 'Default ruleset.' }) outOfTime?: OutOfTimeRule | null;
}

@InputType('TimingInput', { description: "A tournament's round clocks." })
export class TimingInput {
  @Field(() => Float, {
    nullable: true,
    description: 'The length of a round in minutes, used when the organiser starts a round clock without naming one.',
  })
  roundMinutes?: number | null;
  @Field(() => PaperOutcome, { nullable: true, description: 'Default report.' }) paperOutcome?: PaperOutcome | null;
}

@ObjectType('Timing', { description: "A tournament's round clocks, as the organiser set them." })
export class TimingType {
  @Field(() => Float, { nullable: true, description: 'The length of a round in minutes, when set.' }) roundMinutes!: number | null;
  @Field(() => PaperOutcome) paperOutcome!: PaperOutcome;
}

@InputType()
export class MatchClockRef {
  @Field(() => ID) matchId!: string;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the match has moved on.' }) expectedVersion?:
    number | null;
  @Field({
    defaultValue: false,
    description:
      'Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them.',
  })
  waitForReadModels!: boolean;
}

@InputType()
export class StartMatchClockInput extends MatchClockRef {
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@InputType()
export class PauseMatchClockInput extends MatchClockRef {
  @Field(() => String, { nullable: true, description: 'The side you play, when you pause as a player and hold more than one seat.' })
  side?: string | null;
  @Field({ description: 'Why: the dispute you call the organiser to, or the organiser’s own reason.' }) reason!: string;
}

@InputType()
export class ResumeMatchClockInput extends MatchClockRef {
  @Field({ description: 'The ruling, or why the clocks run again.' }) reason!: string;
}

@InputType()
export class ExtendMatchClockInput extends MatchClockRef {
  @Field(() => MatchClockKind) clock!: MatchClockKind;
  @Field(() => String, { nullable: true, description: 'The player whose chess clock gets the time.' }) side?: string | null;
  @Field(() => Float) minutes!: number;
  @Field() reason!: string;
}

@InputType()
export class RoundClockRef {
  @Field(() => ID) competitionId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the competition has moved on.' })
  expectedVersion?: number | null;
}

@InputType()
export class StartRoundClockInput extends RoundClockRef {
  @Field(() => Float, { nullable: true, description: "The round's length in minutes; the competition's timing.roundMinutes when omitted." })
  minutes?: number | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@InputType()
export class RoundClockChangeInput extends RoundClockRef {
  @Field() reason!: string;
}

@InputType()
export class ExtendRoundClockInput extends RoundClockRef {
  @Field(() => Int, { nullable: true, description: 'One table; the whole round when omitted.' }) table?: number | null;
  @Field(() => Float) minutes!: number;
  @Field() reason!: string;
}

@ObjectType('ClockPause')
export class ClockPauseType {
  @Field({ description: 'player (a dispute) or organiser' }) by!: string;
  @Field(() => String, { nullable: true }) side!: string | null;
  @Field() reason!: string;
}

@ObjectType('MatchTimeLimit')
export class MatchTimeLimitType {
  @Field(() => Float) limitMs!: number;
  @Field(() => Float, { description: 'Time given by the organiser on top of the limit.' }) extraMs!: number;
  @Field(() => Float, { description: 'At serverTime; never below 0.' }) remainingMs!: number;
  @Field() expired!: boolean;
}

@ObjectType('MatchRoundTime', { description: 'The round clock of the tournament round this match is played in, for its table.' })
export class MatchRoundTimeType {
  @Field(() => ID) competitionId!: string;
  @Field(() => Int) round!: number;
  @Field() running!: boolean;
  @Field(() => Float) remainingMs!: number;
  @Field(() => String, { nullable: true, description: 'When the table’s round time runs out (ISO 8601), while the round clock runs.' })
  dueAt!: string | null;
  @Field() expired!: boolean;
}

@ObjectType('PlayerClock', { description: "One player's chess clock." })
export class PlayerClockType {
  @Field() side!: string;
  @Field(() => Float, { description: 'At serverTime; never below 0.' }) remainingMs!: number;
  @Field({ description: 'The match waits for this player: their clock runs.' }) running!: boolean;
  @Field() outOfTime!: boolean;
}

@ObjectType('MatchClock', {
  description:
    "A match's clocks at serverTime. A client shows them by counting remainingMs down from serverTime (corrected by its own offset to the server) while running is true.",
})
export class MatchClockType {
  @Field(() => ID) matchId!: string;
  @Field(() => Int, { description: 'The match version the reading is of.' }) version!: number;
  @Field({ description: 'The server’s time of this reading (ISO 8601).' }) serverTime!: string;
  @Field() started!: boolean;
  @Field({ description: 'The match clock and the awaited player’s chess clock are counting.' }) running!: boolean;
  @Field(() => ClockStart) start!: ClockStart;
  @Field(() => OutOfTimeRule, { nullable: true }) outOfTime!: OutOfTimeRule | null;
  @Field(() => ClockPauseType, { nullable: true }) paused!: ClockPauseType | null;
  @Field(() => String, { nullable: true, description: 'When the next clock runs out if nothing happens (ISO 8601).' }) nextDeadline!:
    string | null;
  @Field(() => MatchTimeLimitType, { nullable: true, description: 'Null: no time limit.' }) limit!: MatchTimeLimitType | null;
  @Field(() => MatchRoundTimeType, { nullable: true, description: 'Null: not in a timed round.' }) round!: MatchRoundTimeType | null;
  @Field(() => [PlayerClockType], { description: 'Empty without chess clocks.' }) players!: PlayerClockType[];
  @Field({ description: 'Time has run out and the game’s time rule has been applied.' }) timeExpired!: boolean;
}

@ObjectType('RoundClockPause')
export class RoundClockPauseType {
  @Field() at!: string;
  @Field() reason!: string;
}

@ObjectType('TableClock', { description: "One table's round time." })
export class TableClockType {
  @Field(() => Int) table!: number;
  @Field() game!: string;
  @Field(() => ID, { nullable: true }) matchId!: string | null;
  @Field(() => Float, { description: 'At serverTime; never below 0.' }) remainingMs!: number;
  @Field(() => String, { nullable: true }) deadline!: string | null;
  @Field(() => Float, { description: 'Time given to this table alone.' }) extraMs!: number;
  @Field() timeCalled!: boolean;
  @Field() settled!: boolean;
}

@ObjectType('RoundClock', { description: "A tournament round's clock at serverTime." })
export class RoundClockType {
  @Field(() => ID) competitionId!: string;
  @Field(() => Int) round!: number;
  @Field(() => Int, { description: 'The competition version the reading is of.' }) version!: number;
  @Field() serverTime!: string;
  @Field() started!: boolean;
  @Field() running!: boolean;
  @Field(() => RoundClockPauseType, { nullable: true }) paused!: RoundClockPauseType | null;
  @Field(() => Float) limitMs!: number;
  @Field(() => Float, { description: 'Time given to the whole round.' }) extraMs!: number;
  @Field(() => Float, { description: 'The round’s time left, without table extensions; never below 0.' }) remainingMs!: number;
  @Field(() => String, { nullable: true }) deadline!: string | null;
  @Field(() => [TableClockType]) tables!: TableClockType[];
}

/** The kernel's clock options from the API's. */
export function clockOptions(input: ClockInput | null | undefined): ClockOptions | undefined {
  if (!input) return undefined;
  return {
    ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
    ...(input.start ? { start: input.start === ClockStart.organiser ? 'organiser' : 'first-action' } : {}),
    ...(input.chessMinutes !== undefined ? { chessMinutes: input.chessMinutes } : {}),
    ...(input.outOfTime ? { outOfTime: input.outOfTime === OutOfTimeRule.rolls_only ? 'rolls-only' : 'ruleset' } : {}),
  };
}
