import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
});

export enum MatchStatus {
  in_progress = 'in_progress',
  finished = 'finished',
}
registerEnumType(MatchStatus, { name: 'MatchStatus' });

@ObjectType('Player')
export class PlayerType {
  @Field() side!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) playerId!: string | null;
}

@ObjectType('RulesetRef')
export class RulesetRefType {
  @Field() id!: string;
  @Field() version!: string;
}

@ObjectType('MatchEvent', {
  description:
    'One event of a match stream, as the caller may see it (hidden cards and dice of others are left out until the stream is revealed).',
})
export class MatchEventType {
  @Field(() => Int, { description: '1-based position in the match stream.' }) number!: number;
  @Field(() => ID) eventId!: string;
  @Field() type!: string;
  @Field(() => GraphQLJSON) data!: unknown;
  @Field(() => GraphQLJSON) metadata!: unknown;
  @Field({ description: 'Server time the event was recorded (ISO 8601).' }) recordedAt!: string;
}

@ObjectType('DiceGroup')
export class DiceGroupType {
  @Field(() => Int) count!: number;
  @Field(() => Int) sides!: number;
  @Field(() => String, { nullable: true }) label!: string | null;
}

@ObjectType('Pending', { description: 'What the match waits for: an order, a roll, or nothing.' })
export class PendingType {
  @Field({ description: 'order | roll | none' }) kind!: string;
  @Field() prompt!: string;
  @Field(() => [String], { description: 'Sides that may act now.' }) sides!: string[];
  @Field(() => [String], { description: 'Order types the rules consider now (a hint).' }) orders!: string[];
  @Field(() => String, { nullable: true }) purpose!: string | null;
  @Field(() => [DiceGroupType], { description: 'The dice a pending roll needs.' }) dice!: DiceGroupType[];
}

@ObjectType('SideOutcome')
export class SideOutcomeType {
  @Field() side!: string;
  @Field(() => String, { nullable: true, description: 'win | loss | draw, once finished' }) result!: string | null;
  @Field(() => GraphQLJSON, { description: 'Named scores: victory points, reputation points…' }) scores!: Record<string, number>;
}

@ObjectType('Outcome')
export class OutcomeType {
  @Field() finished!: boolean;
  @Field(() => String, { nullable: true }) winner!: string | null;
  @Field() draw!: boolean;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => [SideOutcomeType]) sides!: SideOutcomeType[];
}

@ObjectType('ReportedResult', {
  description:
    'A result reported from the table: one player reports, the opponent confirms or disputes, the organiser’s report settles it.',
})
export class ReportedResultType {
  @Field(() => String, { nullable: true, description: 'The side that reported; null when the organiser did.' }) by!: string | null;
  @Field(() => String, { nullable: true, description: 'The winning side; null for a draw.' }) winner!: string | null;
  @Field() draw!: boolean;
  @Field(() => GraphQLJSON, { description: 'Named scores per side, as reported: `{"A": {"victoryPoints": 12}}`.' }) scores!: unknown;
  @Field({ description: 'reported (waiting for the opponent), confirmed (the result stands) or disputed (the organiser rules).' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'Why the opponent disputes it.' }) disputeReason!: string | null;
}

@ObjectType('MatchSnapshot', { description: 'The match as it stood after one event.' })
export class MatchSnapshotType {
  @Field(() => Int) eventNumber!: number;
  @Field(() => GraphQLJSON) state!: unknown;
  @Field(() => PendingType) pending!: PendingType;
  @Field(() => OutcomeType) outcome!: OutcomeType;
}

@ObjectType('MatchVerification', { description: 'The check of every server roll against the revealed dice seed (see docs/match-log.md).' })
export class MatchVerificationType {
  @Field({ description: 'The seed matches serverSeedCommitment, and every server roll its dice and its own commitment.' })
  verified!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, when not verified.' }) reason!: string | null;
  @Field(() => Int, { description: 'Server rolls in the stream.' }) serverRolls!: number;
  @Field(() => Int, { description: 'Server rolls that carry their own commitment (older streams have none).' }) committedRolls!: number;
}

@ObjectType('Match')
export class MatchType {
  @Field(() => ID) id!: string;
  @Field(() => RulesetRefType) ruleset!: RulesetRefType;
  @Field(() => [PlayerType]) players!: PlayerType[];
  @Field(() => DiceMode) dice!: DiceMode;
  @Field(() => Int, { description: 'Number of events; pass it as expectedVersion to guard against races.' }) version!: number;
  @Field(() => GraphQLJSON, { description: 'The setup document the match was created with.' }) setup!: unknown;
  @Field({ description: 'Whose view the caller gets: `player:<side>`, `organiser` (everything) or `public`.' }) viewedAs!: string;
  @Field(() => GraphQLJSON, { description: "The current state, through the ruleset's view for the caller." }) state!: unknown;
  @Field(() => PendingType) pending!: PendingType;
  @Field(() => OutcomeType) outcome!: OutcomeType;
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
  @Field(() => ID, { nullable: true }) organiserId!: string | null;
}

@ObjectType('MatchSummary', { description: 'A row of the match list read model.' })
export class MatchSummaryType {
  @Field(() => ID) id!: string;
  @Field() rulesetId!: string;
  @Field() rulesetVersion!: string;
  @Field(() => [PlayerType]) players!: PlayerType[];
  @Field(() => MatchStatus) status!: MatchStatus;
  @Field(() => String, { nullable: true }) winner!: string | null;
  @Field() draw!: boolean;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => [SideOutcomeType]) sides!: SideOutcomeType[];
  @Field() pendingPrompt!: string;
  @Field(() => Int) eventCount!: number;
  @Field() published!: boolean;
  organiserId!: string | null;
  @Field() createdAt!: string;
  @Field() updatedAt!: string;
}

export const MatchSummaryConnection = Connection(MatchSummaryType, 'MatchSummary');
export const MatchEventConnection = Connection(MatchEventType, 'MatchEvent');

@InputType()
export class PlayerInput {
  @Field() side!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) playerId?: string | null;
}

@InputType()
export class CreateMatchInput {
  @Field() rulesetId!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the newest version.' }) rulesetVersion?: string | null;
  @Field(() => [PlayerInput]) players!: PlayerInput[];
  @Field(() => GraphQLJSON, { description: "The ruleset's setup document (see Ruleset.setupSchema)." }) setup!: unknown;
  @Field(() => DiceMode, { defaultValue: DiceMode.reported }) dice!: DiceMode;
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
  @Field(() => ID) matchId!: string;
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

@InputType()
export class IssueOrderInput extends CommandInput {
  @Field() side!: string;
  @Field(() => GraphQLJSON, { description: 'An order document `{ type, ... }` (see Ruleset.orderSchema).' }) order!: unknown;
}

@InputType()
export class DieInput {
  @Field(() => Int, { description: 'The die type: 6 for a d6, 20 for a d20.' }) sides!: number;
  @Field(() => Int) value!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The die’s colour, where the game reads colours (Solaris VII: two dice of one colour and one of another).',
  })
  colour?: string | null;
}

@InputType()
export class RecordRollInput extends CommandInput {
  @Field(() => String, { nullable: true, description: 'The side that rolled; defaults to the pending roll’s side.' }) side?: string | null;
  @Field(() => [DieInput]) dice!: DieInput[];
  @Field(() => String, { nullable: true, description: 'Cross-check: the purpose of the pending roll.' }) purpose?: string | null;
}

@InputType()
export class RollDiceInput extends CommandInput {
  @Field(() => String, { nullable: true, description: 'The side asking the server to roll.' }) side?: string | null;
}

@InputType()
export class ConcedeInput extends CommandInput {
  @Field() side!: string;
}

@InputType()
export class ReportResultInput extends CommandInput {
  @Field(() => String, {
    nullable: true,
    description: 'Your side; leave it out as the organiser, whose report settles the result at once.',
  })
  side?: string | null;
  @Field(() => String, { nullable: true, description: 'The winning side; null for a draw.' }) winner?: string | null;
  @Field({ defaultValue: false }) draw!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Named scores per side, e.g. `{"A": {"victoryPoints": 12}}`.' })
  scores?: Record<string, Record<string, number>> | null;
}

@InputType()
export class ConfirmResultInput extends CommandInput {
  @Field(() => String, { nullable: true, description: "Your side (the reporter's opponent); leave it out as the organiser." }) side?:
    string | null;
}

@InputType()
export class DisputeResultInput extends CommandInput {
  @Field(() => String, { nullable: true }) side?: string | null;
  @Field() reason!: string;
}
