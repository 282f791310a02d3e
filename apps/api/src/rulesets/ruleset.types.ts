import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Connection } from '../pagination';

@ObjectType('Ruleset', { description: 'A game the platform can run, at one version.' })
export class RulesetType {
  @Field(() => ID, { description: 'Stable id, e.g. "vigilant-peace".' })
  id!: string;

  @Field()
  version!: string;

  @Field()
  name!: string;

  @Field()
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
}

export const RulesetConnection = Connection(RulesetType, 'Ruleset');
