import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';

export enum DiceMode {
  reported = 'reported',
  server = 'server',
}
registerEnumType(DiceMode, { name: 'DiceMode', description: 'reported: physical dice at the table; server: the server rolls (verifiable).' });

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

@ObjectType('MatchEvent', { description: 'One event of a match stream, as stored.' })
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

@ObjectType('MatchSnapshot', { description: 'The match as it stood after one event.' })
export class MatchSnapshotType {
  @Field(() => Int) eventNumber!: number;
  @Field(() => GraphQLJSON) state!: unknown;
  @Field(() => PendingType) pending!: PendingType;
  @Field(() => OutcomeType) outcome!: OutcomeType;
}

@ObjectType('Match')
export class MatchType {
  @Field(() => ID) id!: string;
  @Field(() => RulesetRefType) ruleset!: RulesetRefType;
  @Field(() => [PlayerType]) players!: PlayerType[];
  @Field(() => DiceMode) dice!: DiceMode;
  @Field(() => Int, { description: 'Number of events; pass it as expectedVersion to guard against races.' }) version!: number;
  @Field(() => GraphQLJSON, { description: 'The setup document the match was created with.' }) setup!: unknown;
  @Field(() => GraphQLJSON, { description: 'The current state, as the public sees it.' }) state!: unknown;
  @Field(() => PendingType) pending!: PendingType;
  @Field(() => OutcomeType) outcome!: OutcomeType;
  @Field(() => String, { nullable: true, description: 'SHA-256 of the server dice seed, published at creation.' })
  serverSeedCommitment!: string | null;
  @Field(() => String, { nullable: true, description: 'The dice seed, revealed when the match ends.' })
  revealedSeed!: string | null;
  /** Resolved by field resolvers (events, at). */
  events?: MatchEventType[];
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
  @Field() createdAt!: string;
  @Field() updatedAt!: string;
}

@ObjectType('MatchSummaryEdge')
export class MatchSummaryEdge {
  @Field() cursor!: string;
  @Field(() => MatchSummaryType) node!: MatchSummaryType;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('MatchSummaryConnection')
export class MatchSummaryConnection {
  @Field(() => [MatchSummaryEdge]) edges!: MatchSummaryEdge[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
  @Field(() => Int) totalCount!: number;
}

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
}

@InputType({ isAbstract: true })
export class CommandInput {
  @Field(() => ID) matchId!: string;
  @Field(() => Int, { nullable: true, description: 'The match version you decided on; CONFLICT if it moved.' }) expectedVersion?: number | null;
  @Field(() => ID, { nullable: true, description: 'A UUID for idempotent retries.' }) eventId?: string | null;
}

@InputType()
export class IssueOrderInput extends CommandInput {
  @Field() side!: string;
  @Field(() => GraphQLJSON, { description: "An order document `{ type, ... }` (see Ruleset.orderSchema)." }) order!: unknown;
}

@InputType()
export class DieInput {
  @Field(() => Int, { description: 'The die type: 6 for a d6, 20 for a d20.' }) sides!: number;
  @Field(() => Int) value!: number;
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
