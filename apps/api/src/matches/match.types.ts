import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NodeInterface } from '../node.types';
import { GraphQLJSON } from 'graphql-scalars';
import { Connection } from '../pagination';
import { ClockInput } from '../clocks/clock.types';

export enum DiceMode {
  reported = 'reported',
  server = 'server',
}
registerEnumType(DiceMode, {
  name: 'DiceMode',
  description: 'reported: physical dice at the table; server: the server rolls (verifiable).',
  valuesMap: {
    reported: { description: 'Players roll physical dice at the table and enter them (`recordRoll`).' },
    server: {
      description: 'The server rolls (`rollDice`) from a seed committed at creation and revealed at the end, so every roll can be checked.',
    },
  },
});

export enum MatchStatus {
  in_progress = 'in_progress',
  finished = 'finished',
}
registerEnumType(MatchStatus, {
  name: 'MatchStatus',
  description: 'Whether a match is still being played.',
  valuesMap: {
    in_progress: { description: 'Not over yet: orders, rolls or a result are still to come.' },
    finished: { description: 'Over: the outcome is final.' },
  },
});

@ObjectType('Player', { description: 'One seat of a match: a side and who plays it.' })
export class PlayerType {
  @Field({ description: 'The side the player plays, as the ruleset names sides (e.g. "A", "B").' }) side!: string;
  @Field({ description: "The player's name as shown at the table." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The player's account id, when the organiser named one; null: a player without an account, who joins by the side's invitation (`joinMatch`).",
  })
  playerId!: string | null;
}

@ObjectType('RulesetRef', { description: 'The game and the version of its rules a match plays.' })
export class RulesetRefType {
  @Field({ description: 'The ruleset id, e.g. "solaris7".' }) id!: string;
  @Field({ description: 'The ruleset version (semver, e.g. "1.1.0"); a match keeps it for ever.' }) version!: string;
}

@ObjectType('MatchEvent', {
  description:
    'One event of a match stream, as the caller may see it (hidden cards and dice of others are left out until the stream is revealed).',
})
export class MatchEventType {
  @Field(() => Int, { description: '1-based position in the match stream.' }) number!: number;
  @Field(() => ID, { description: "The event's UUID (the command's `eventId` when it gave one)." }) eventId!: string;
  @Field({ description: 'The event type, e.g. OrderIssued, DiceRolled, MatchFinished (docs/match-log.md lists them).' }) type!: string;
  @Field(() => GraphQLJSON, { description: "The event's data; its fields depend on `type`." }) data!: unknown;
  @Field(() => GraphQLJSON, {
    description:
      'Who acted and when: `{ "actor": { "kind": "player", "side": "A" }, "at": "<ISO 8601>" }`, plus `deadline` when a clock ran out.',
  })
  metadata!: unknown;
  @Field({ description: 'Server time the event was recorded (ISO 8601).' }) recordedAt!: string;
}

@ObjectType('DiceGroup', { description: 'Dice of one kind a roll needs, e.g. 2d6.' })
export class DiceGroupType {
  @Field(() => Int, { description: 'How many dice.' }) count!: number;
  @Field(() => Int, { description: 'The die type: 6 for a d6, 20 for a d20.' }) sides!: number;
  @Field(() => String, {
    nullable: true,
    description: 'What the group is, where the game tells groups apart (e.g. a colour); null otherwise.',
  })
  label!: string | null;
}

@ObjectType('Pending', { description: 'What the match waits for: an order, a roll, or nothing.' })
export class PendingType {
  @Field({ description: 'order | roll | none' }) kind!: string;
  @Field({ description: 'What is awaited, in words for a person, e.g. "A: movement phase".' }) prompt!: string;
  @Field(() => [String], { description: 'Sides that may act now.' }) sides!: string[];
  @Field(() => [String], { description: 'Order types the rules consider now (a hint).' }) orders!: string[];
  @Field(() => String, { nullable: true, description: 'What a pending roll decides (e.g. "initiative"); null when no roll is awaited.' })
  purpose!: string | null;
  @Field(() => [DiceGroupType], { description: 'The dice a pending roll needs.' }) dice!: DiceGroupType[];
}

@ObjectType('SideOutcome', { description: "One side's result and scores in a match." })
export class SideOutcomeType {
  @Field({ description: 'The side (e.g. "A").' }) side!: string;
  @Field(() => String, { nullable: true, description: 'win | loss | draw, once finished' }) result!: string | null;
  @Field(() => GraphQLJSON, { description: 'Named scores: victory points, reputation points…' }) scores!: Record<string, number>;
}

@ObjectType('Outcome', { description: 'How a match ended, or its running scores while it goes on.' })
export class OutcomeType {
  @Field({ description: 'The match is over.' }) finished!: boolean;
  @Field(() => String, { nullable: true, description: 'The winning side; null while playing and for a draw.' }) winner!: string | null;
  @Field({ description: 'The match ended in a draw.' }) draw!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why it ended, in the game\'s terms (e.g. "concession", "time"); null while playing.',
  })
  reason!: string | null;
  @Field(() => [SideOutcomeType], { description: "Each side's result and scores." }) sides!: SideOutcomeType[];
}

@ObjectType('ReportedResult', {
  description:
    'A result reported from the table: one player reports, the opponent confirms or disputes, the organiser’s report settles it.',
})
export class ReportedResultType {
  @Field(() => String, { nullable: true, description: 'The side that reported; null when the organiser did.' }) by!: string | null;
  @Field(() => String, { nullable: true, description: 'The winning side; null for a draw.' }) winner!: string | null;
  @Field({ description: 'A draw was reported.' }) draw!: boolean;
  @Field(() => GraphQLJSON, { description: 'Named scores per side, as reported: `{"A": {"victoryPoints": 12}}`.' }) scores!: unknown;
  @Field({ description: 'reported (waiting for the opponent), confirmed (the result stands) or disputed (the organiser rules).' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'Why the opponent disputes it.' }) disputeReason!: string | null;
}

@ObjectType('MatchSnapshot', { description: 'The match as it stood after one event.' })
export class MatchSnapshotType {
  @Field(() => Int, { description: 'The event it stands after (1-based).' }) eventNumber!: number;
  @Field(() => GraphQLJSON, { description: "The state then, through the ruleset's view for the caller." }) state!: unknown;
  @Field(() => PendingType, { description: 'What the match waited for then.' }) pending!: PendingType;
  @Field(() => OutcomeType, { description: 'The outcome (or running scores) then.' }) outcome!: OutcomeType;
}

@ObjectType('MatchVerification', { description: 'The check of every server roll against the revealed dice seed (see docs/match-log.md).' })
export class MatchVerificationType {
  @Field({ description: 'The seed matches serverSeedCommitment, and every server roll its dice and its own commitment.' })
  verified!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, when not verified.' }) reason!: string | null;
  @Field(() => Int, { description: 'Server rolls in the stream.' }) serverRolls!: number;
  @Field(() => Int, { description: 'Server rolls that carry their own commitment (older streams have none).' }) committedRolls!: number;
}

@ObjectType('Match', {
  implements: () => [NodeInterface],
  description: 'A match of a game played by the rules engine: its players, state, what it waits for, and its outcome.',
})
export class MatchType {
  @Field(() => ID, { description: "The match's UUID: unique across the server (a Node id); commands name the match by it." })
  id!: string;
  @Field(() => RulesetRefType, { description: 'The game and the version of its rules the match plays.' }) ruleset!: RulesetRefType;
  @Field(() => [PlayerType], { description: 'Its seats, one per side.' }) players!: PlayerType[];
  @Field(() => DiceMode, { description: 'Who rolls the dice.' }) dice!: DiceMode;
  @Field(() => Int, { description: 'Number of events; pass it as expectedVersion to guard against races.' }) version!: number;
  @Field(() => GraphQLJSON, { description: 'The setup document the match was created with.' }) setup!: unknown;
  @Field({ description: 'Whose view the caller gets: `player:<side>`, `organiser` (everything) or `public`.' }) viewedAs!: string;
  @Field(() => GraphQLJSON, { description: "The current state, through the ruleset's view for the caller." }) state!: unknown;
  @Field(() => PendingType, { description: 'What the match waits for now.' }) pending!: PendingType;
  @Field(() => OutcomeType, { description: 'The outcome once over; the running scores until then.' }) outcome!: OutcomeType;
  @Field(() => ReportedResultType, {
    nullable: true,
    description:
      'The result reported from the table, if any: who reported it and whether it waits for the opponent, stands or is disputed.',
  })
  report!: ReportedResultType | null;
  @Field(() => String, { nullable: true, description: 'SHA-256 of the server dice seed, published at creation.' })
  serverSeedCommitment!: string | null;
  @Field(() => String, { nullable: true, description: 'The dice seed, once the match is over and its stream revealed to the caller.' })
  revealedSeed!: string | null;
  @Field({ description: 'Published matches are readable by anyone; the others by their players and organiser.' }) published!: boolean;
  @Field({ description: 'Whether the whole stream is revealed to everyone who may read the match once it is over.' }) revealAtEnd!: boolean;
  @Field(() => ID, {
    nullable: true,
    description: "The organiser's account id (who created it); null for a match stored before matches had owners.",
  })
  organiserId!: string | null;
}

@ObjectType('MatchSummary', { description: 'A row of the match list read model.' })
export class MatchSummaryType {
  @Field(() => ID, { description: 'The match (`Match.id`).' }) id!: string;
  @Field({ description: 'The game (a ruleset id).' }) rulesetId!: string;
  @Field({ description: 'The version of its rules the match plays.' }) rulesetVersion!: string;
  @Field(() => [PlayerType], { description: 'Its seats, one per side.' }) players!: PlayerType[];
  @Field(() => MatchStatus, { description: 'In progress or finished.' }) status!: MatchStatus;
  @Field(() => String, { nullable: true, description: 'The winning side; null while playing and for a draw.' }) winner!: string | null;
  @Field({ description: 'The match ended in a draw.' }) draw!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it ended; null while playing.' }) reason!: string | null;
  @Field(() => [SideOutcomeType], { description: "Each side's result and scores." }) sides!: SideOutcomeType[];
  @Field({ description: 'What the match waits for, in words (as `Match.pending.prompt`).' }) pendingPrompt!: string;
  @Field(() => Int, { description: 'How many events its stream has (its version).' }) eventCount!: number;
  @Field({ description: 'Readable by anyone; false: by its players and organiser only.' }) published!: boolean;
  organiserId!: string | null;
  @Field({ description: 'When it was created (ISO 8601).' }) createdAt!: string;
  @Field({ description: 'When its last event was recorded (ISO 8601).' }) updatedAt!: string;
}

export const MatchSummaryConnection = Connection(MatchSummaryType, 'MatchSummary');
export const MatchEventConnection = Connection(MatchEventType, 'MatchEvent');

@InputType({ description: 'One seat of a new match.' })
export class PlayerInput {
  @Field({ description: 'The side, as the ruleset names it (e.g. "A").' }) side!: string;
  @Field({ description: "The player's name as shown at the table." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: "The player's account id; omitted: a player without an account, who joins by the side's invitation.",
  })
  playerId?: string | null;
}

@InputType({ description: 'A new match: the game, its seats, its setup, dice, visibility and clocks.' })
export class CreateMatchInput {
  @Field({ description: 'The game (a ruleset id from `rulesets`, e.g. "solaris7").' }) rulesetId!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the newest version.' }) rulesetVersion?: string | null;
  @Field(() => [PlayerInput], { description: 'One seat per side the game has.' }) players!: PlayerInput[];
  @Field(() => GraphQLJSON, { description: "The ruleset's setup document (see Ruleset.setupSchema)." }) setup!: unknown;
  @Field(() => DiceMode, { defaultValue: DiceMode.reported, description: 'Who rolls the dice.' }) dice!: DiceMode;
  @Field(() => ID, { nullable: true, description: 'A client-chosen UUID, so a retried create is not doubled.' }) matchId?: string | null;
  @Field({ defaultValue: true, description: 'Whether anyone (and API keys) may read the match, in the public view.' }) published!: boolean;
  @Field({ defaultValue: true, description: 'Reveal the whole stream (hidden cards, dice seed) to its readers when the match is over.' })
  revealAtEnd!: boolean;
  @Field(() => ClockInput, {
    nullable: true,
    description: "The match's clocks; the game's time limit, started by the first order, when omitted.",
  })
  clock?: ClockInput | null;
  @Field({
    defaultValue: false,
    description:
      'Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them.',
  })
  waitForReadModels!: boolean;
}

@InputType({ isAbstract: true })
export class CommandInput {
  @Field(() => ID, { description: 'The match (`Match.id`).' }) matchId!: string;
  @Field(() => Int, { nullable: true, description: 'The match version you decided on; CONFLICT if it moved.' }) expectedVersion?:
    number | null;
  @Field(() => ID, { nullable: true, description: 'A UUID for idempotent retries.' }) eventId?: string | null;
  @Field({
    defaultValue: false,
    description:
      'Answer only once the read models (the match list, standings, a competition’s record of the result) include what this command appended, so that your next read of them sees it. Slower: the answer waits for them.',
  })
  waitForReadModels!: boolean;
}

@InputType({ description: 'An order given by one side of a match.' })
export class IssueOrderInput extends CommandInput {
  @Field({ description: 'The side giving the order (yours).' }) side!: string;
  @Field(() => GraphQLJSON, { description: 'An order document `{ type, ... }` (see Ruleset.orderSchema).' }) order!: unknown;
}

@InputType({ description: 'One physical die as it landed.' })
export class DieInput {
  @Field(() => Int, { description: 'The die type: 6 for a d6, 20 for a d20.' }) sides!: number;
  @Field(() => Int, { description: 'The face it shows, from 1 to `sides`.' }) value!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The die’s colour, where the game reads colours (Solaris VII: two dice of one colour and one of another).',
  })
  colour?: string | null;
}

@InputType({ description: 'Physical dice rolled at the table, entered for the pending roll.' })
export class RecordRollInput extends CommandInput {
  @Field(() => String, { nullable: true, description: 'The side that rolled; defaults to the pending roll’s side.' }) side?: string | null;
  @Field(() => [DieInput], { description: 'Every die of the roll, as it landed.' }) dice!: DieInput[];
  @Field(() => String, { nullable: true, description: 'Cross-check: the purpose of the pending roll.' }) purpose?: string | null;
}

@InputType({ description: 'A request that the server roll the pending roll (matches with server dice).' })
export class RollDiceInput extends CommandInput {
  @Field(() => String, { nullable: true, description: 'The side asking the server to roll.' }) side?: string | null;
}

@InputType({ description: 'A side giving up the match.' })
export class ConcedeInput extends CommandInput {
  @Field({ description: 'The side that concedes (yours).' }) side!: string;
}

@InputType({ description: "A match's result reported from the table (or settled by the organiser)." })
export class ReportResultInput extends CommandInput {
  @Field(() => String, {
    nullable: true,
    description: 'Your side; leave it out as the organiser, whose report settles the result at once.',
  })
  side?: string | null;
  @Field(() => String, { nullable: true, description: 'The winning side; null for a draw.' }) winner?: string | null;
  @Field({ defaultValue: false, description: 'True for a draw (then no winner).' }) draw!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Named scores per side, e.g. `{"A": {"victoryPoints": 12}}`.' })
  scores?: Record<string, Record<string, number>> | null;
}

@InputType({ description: "The opponent's confirmation of a reported result: it stands." })
export class ConfirmResultInput extends CommandInput {
  @Field(() => String, { nullable: true, description: "Your side (the reporter's opponent); leave it out as the organiser." }) side?:
    string | null;
}

@InputType({ description: "The opponent's objection to a reported result: the organiser rules." })
export class DisputeResultInput extends CommandInput {
  @Field(() => String, { nullable: true, description: "Your side (the reporter's opponent)." }) side?: string | null;
  @Field({ description: 'What is wrong with the report, for the organiser.' }) reason!: string;
}
