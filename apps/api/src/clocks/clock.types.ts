import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ClockOptions } from '@app/rules';

export enum ClockStart {
  first_action = 'first_action',
  organiser = 'organiser',
}
registerEnumType(ClockStart, {
  name: 'ClockStart',
  description: 'What starts a match’s clocks: the first order or roll of a player, or the organiser.',
  valuesMap: {
    first_action: { description: "A player's first order or roll starts the clocks (the organiser may start them earlier)." },
    organiser: { description: 'The clocks wait for the organiser (`startMatchClock`); orders and rolls are refused until then.' },
  },
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
  valuesMap: {
    ruleset: {
      description: "The game's own time rule decides what follows at once (the match ends, or plays on to the point the rule names).",
    },
    rolls_only: {
      description:
        'The player still makes the rolls asked of them but gives no more orders (TIME_EXPIRED); the time rule ends the match once it needs their order.',
    },
  },
});

export enum PaperOutcome {
  report = 'report',
  draw = 'draw',
}
registerEnumType(PaperOutcome, {
  name: 'PaperOutcome',
  description:
    "What a game played on paper gets when its round's time is called. report: the players report the result as the game stood; draw: a game with no report is settled as a draw.",
  valuesMap: {
    report: { description: 'The players report the result as the game stood when time was called (the default).' },
    draw: { description: 'A game nobody has reported when time is called is settled as a draw.' },
  },
});

export enum MatchClockKind {
  match = 'match',
  player = 'player',
}
registerEnumType(MatchClockKind, {
  name: 'MatchClockKind',
  description: "match: the match's own time limit; player: one player's chess clock.",
  valuesMap: {
    match: { description: "The match's own time limit (`MatchClock.limit`)." },
    player: { description: "One player's chess clock (`MatchClock.players`), named by `side`." },
  },
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
  @Field(() => PaperOutcome, { description: 'What a game on paper gets when its time is called.' }) paperOutcome!: PaperOutcome;
}

@InputType({ description: 'The match a clock command is for.' })
export class MatchClockRef {
  @Field(() => ID, { description: 'The match (`Match.id`).' }) matchId!: string;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the match has moved on.' }) expectedVersion?:
    number | null;
  @Field({
    defaultValue: false,
    description:
      'Answer only once the read models (the match list, the clocks’ deadlines) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them.',
  })
  waitForReadModels!: boolean;
}

@InputType({ description: "The organiser's start of a match's clocks." })
export class StartMatchClockInput extends MatchClockRef {
  @Field(() => String, { nullable: true, description: 'Why, for the log (optional).' }) reason?: string | null;
}

@InputType({ description: "A pause of a match's clocks: a player calling the organiser to a dispute, or the organiser." })
export class PauseMatchClockInput extends MatchClockRef {
  @Field(() => String, { nullable: true, description: 'The side you play, when you pause as a player and hold more than one seat.' })
  side?: string | null;
  @Field({ description: 'Why: the dispute you call the organiser to, or the organiser’s own reason.' }) reason!: string;
}

@InputType({ description: "The organiser's resumption of a paused match's clocks." })
export class ResumeMatchClockInput extends MatchClockRef {
  @Field({ description: 'The ruling, or why the clocks run again.' }) reason!: string;
}

@InputType({ description: "Time the organiser gives a match: to its time limit or to one player's chess clock." })
export class ExtendMatchClockInput extends MatchClockRef {
  @Field(() => MatchClockKind, { description: 'Which clock gets the time.' }) clock!: MatchClockKind;
  @Field(() => String, { nullable: true, description: 'The player whose chess clock gets the time.' }) side?: string | null;
  @Field(() => Float, { description: 'Minutes added; fractions allowed (0.5 is 30 seconds).' }) minutes!: number;
  @Field({ description: 'Why (required), for the log.' }) reason!: string;
}

@InputType({ description: 'The tournament round a clock command is for.' })
export class RoundClockRef {
  @Field(() => ID, { description: 'The competition (`Competition.id`).' }) competitionId!: string;
  @Field(() => Int, { description: 'The round number, from 1.' }) round!: number;
  @Field(() => Int, { nullable: true, description: 'The version you decided on: CONFLICT when the competition has moved on.' })
  expectedVersion?: number | null;
}

@InputType({ description: "The start of a round's clock, when the hall is ready." })
export class StartRoundClockInput extends RoundClockRef {
  @Field(() => Float, { nullable: true, description: "The round's length in minutes; the competition's timing.roundMinutes when omitted." })
  minutes?: number | null;
  @Field(() => String, { nullable: true, description: 'Why, for the audit trail (optional).' }) reason?: string | null;
}

@InputType({ description: "A pause or resumption of a round's clock." })
export class RoundClockChangeInput extends RoundClockRef {
  @Field(() => String, {
    nullable: true,
    description: 'Why: required to pause (REASON_REQUIRED without one); optional to resume, the expected end of a pause.',
  })
  reason?: string | null;
}

@InputType({ description: 'Time the organiser gives a round, or one table of it.' })
export class ExtendRoundClockInput extends RoundClockRef {
  @Field(() => Int, { nullable: true, description: 'One table; the whole round when omitted.' }) table?: number | null;
  @Field(() => Float, { description: 'Minutes added; fractions allowed (0.5 is 30 seconds).' }) minutes!: number;
  @Field({ description: 'Why (required), for the audit trail.' }) reason!: string;
}

@ObjectType('ClockPause', { description: "Why and by whom a match's clocks are paused." })
export class ClockPauseType {
  @Field({ description: 'player (a dispute) or organiser' }) by!: string;
  @Field(() => String, { nullable: true, description: 'The side of the player who paused; null when the organiser did.' }) side!:
    string | null;
  @Field({ description: 'The reason given with the pause.' }) reason!: string;
}

@ObjectType('MatchTimeLimit', { description: "A match's overall time limit at serverTime." })
export class MatchTimeLimitType {
  @Field(() => Float, { description: 'The limit in milliseconds, without extensions.' }) limitMs!: number;
  @Field(() => Float, { description: 'Time given by the organiser on top of the limit.' }) extraMs!: number;
  @Field(() => Float, { description: 'At serverTime; never below 0.' }) remainingMs!: number;
  @Field({ description: 'The limit (with extensions) has run out.' }) expired!: boolean;
}

@ObjectType('MatchRoundTime', { description: 'The round clock of the tournament round this match is played in, for its table.' })
export class MatchRoundTimeType {
  @Field(() => ID, { description: 'The tournament (`Competition.id`).' }) competitionId!: string;
  @Field(() => Int, { description: 'The round number, from 1.' }) round!: number;
  @Field({ description: 'The round clock runs now (started, not paused).' }) running!: boolean;
  @Field(() => Float, { description: "The table's time left in milliseconds at serverTime, its own extra time included; never below 0." })
  remainingMs!: number;
  @Field(() => String, { nullable: true, description: 'When the table’s round time runs out (ISO 8601), while the round clock runs.' })
  dueAt!: string | null;
  @Field({ description: "The table's round time has run out (time was called)." }) expired!: boolean;
}

@ObjectType('PlayerClock', { description: "One player's chess clock." })
export class PlayerClockType {
  @Field({ description: 'The player\'s side, e.g. "A".' }) side!: string;
  @Field(() => Float, { description: 'At serverTime; never below 0.' }) remainingMs!: number;
  @Field({ description: 'The match waits for this player: their clock runs.' }) running!: boolean;
  @Field({ description: "The player's time has run out." }) outOfTime!: boolean;
}

@ObjectType('MatchClock', {
  description:
    "A match's clocks at serverTime. A client shows them by counting remainingMs down from serverTime (corrected by its own offset to the server) while running is true.",
})
export class MatchClockType {
  @Field(() => ID, { description: 'The match (`Match.id`).' }) matchId!: string;
  @Field(() => Int, { description: 'The match version the reading is of.' }) version!: number;
  @Field({ description: 'The server’s time of this reading (ISO 8601).' }) serverTime!: string;
  @Field({ description: 'The clocks have started (by the first action, or the organiser).' }) started!: boolean;
  @Field({ description: 'The match clock and the awaited player’s chess clock are counting.' }) running!: boolean;
  @Field(() => ClockStart, { description: 'What starts the clocks, as the match was created.' }) start!: ClockStart;
  @Field(() => OutOfTimeRule, { nullable: true, description: "What follows a chess clock's running out; null without chess clocks." })
  outOfTime!: OutOfTimeRule | null;
  @Field(() => ClockPauseType, { nullable: true, description: 'Who paused the clocks and why; null while not paused.' })
  paused!: ClockPauseType | null;
  @Field(() => String, { nullable: true, description: 'When the next clock runs out if nothing happens (ISO 8601).' }) nextDeadline!:
    string | null;
  @Field(() => MatchTimeLimitType, { nullable: true, description: 'Null: no time limit.' }) limit!: MatchTimeLimitType | null;
  @Field(() => MatchRoundTimeType, { nullable: true, description: 'Null: not in a timed round.' }) round!: MatchRoundTimeType | null;
  @Field(() => [PlayerClockType], { description: 'Empty without chess clocks.' }) players!: PlayerClockType[];
  @Field({ description: 'Time has run out and the game’s time rule has been applied.' }) timeExpired!: boolean;
}

@ObjectType('RoundClockPause', { description: "A pause of a round's clock." })
export class RoundClockPauseType {
  @Field({ description: 'When the clock was paused (ISO 8601).' }) at!: string;
  @Field({ description: "The organiser's reason for the pause." }) reason!: string;
}

@ObjectType('TableClock', { description: "One table's round time." })
export class TableClockType {
  @Field(() => Int, { description: 'The table number.' }) table!: number;
  @Field({ description: 'The game at the table, as `CompetitionGame.key` (e.g. "r2-4").' }) game!: string;
  @Field(() => ID, { nullable: true, description: "The game's engine match; null on paper." }) matchId!: string | null;
  @Field(() => Float, { description: "At serverTime, with the table's own extra time; 0 once time is called; never below 0." })
  remainingMs!: number;
  @Field(() => String, {
    nullable: true,
    description: "When the table's time runs out (ISO 8601); null while paused, once called or settled.",
  })
  deadline!: string | null;
  @Field(() => Float, { description: 'Time given to this table alone.' }) extraMs!: number;
  @Field({ description: "The table's time has run out: time was called." }) timeCalled!: boolean;
  @Field({ description: "The table's game has a settled result." }) settled!: boolean;
}

@ObjectType('RoundClock', { description: "A tournament round's clock at serverTime." })
export class RoundClockType {
  @Field(() => ID, { description: 'The tournament (`Competition.id`).' }) competitionId!: string;
  @Field(() => Int, { description: 'The round number, from 1.' }) round!: number;
  @Field(() => Int, { description: 'The competition version the reading is of.' }) version!: number;
  @Field({ description: 'The server’s time of this reading (ISO 8601): count remainingMs down from it.' }) serverTime!: string;
  @Field({ description: 'The organiser has started the clock.' }) started!: boolean;
  @Field({ description: 'The clock runs now: started and not paused.' }) running!: boolean;
  @Field(() => RoundClockPauseType, { nullable: true, description: 'When and why it is paused; null while not paused.' })
  paused!: RoundClockPauseType | null;
  @Field(() => Float, { description: "The round's length in milliseconds, without extensions." }) limitMs!: number;
  @Field(() => Float, { description: 'Time given to the whole round.' }) extraMs!: number;
  @Field(() => Float, { description: 'The round’s time left, without table extensions; never below 0.' }) remainingMs!: number;
  @Field(() => String, { nullable: true, description: "When the round's time runs out (ISO 8601) while the clock runs; null otherwise." })
  deadline!: string | null;
  @Field(() => [TableClockType], { description: 'Every game at a table (byes sit at none), by table.' }) tables!: TableClockType[];
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
