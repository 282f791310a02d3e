import { Field, Float, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-scalars';

@ObjectType('LegalOption', { description: 'One complete order the rules accept now, ready to send as `issueOrder(order:)`.' })
export class LegalOptionType {
  @Field(() => GraphQLJSON, { description: 'The order document, as the order reference describes it.' }) order!: unknown;
  @Field(() => String, { nullable: true, description: 'A short description for a person, e.g. "to 4,5 facing 2".' })
  label!: string | null;
  @Field(() => Float, { nullable: true, description: 'What it costs in the game’s own measure (movement points, action points).' })
  cost!: number | null;
}

@ObjectType('LegalLimit', { description: 'A limit on a measured value an order carries, e.g. the inches of a move.' })
export class LegalLimitType {
  @Field({ description: 'The order’s field, as a path: `distance`, `target.inches`.' }) field!: string;
  @Field(() => Float, { nullable: true, description: 'The least value allowed.' }) min!: number | null;
  @Field(() => Float, { nullable: true, description: 'The greatest value allowed.' }) max!: number | null;
  @Field(() => String, { nullable: true, description: 'The unit of measure: inches, hexes, points.' }) unit!: string | null;
}

@ObjectType('LegalOrder', { description: 'An order type one unit, model or card (or the side itself) may be given now.' })
export class LegalOrderType {
  @Field({ description: 'The order’s `type`.' }) type!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The unit, model or card the order is for; null for the side’s own orders (pass, choose).',
  })
  actor!: string | null;
  @Field(() => [LegalOptionType], {
    nullable: true,
    description: 'Every legal option when the choice is finite, each accepted as it is; null when the choice is measured (see limits).',
  })
  options!: LegalOptionType[] | null;
  @Field(() => [LegalLimitType], { description: 'Limits of measured values, when the choice is not finite.' }) limits!: LegalLimitType[];
  @Field(() => String, { nullable: true, description: 'The rule that allows it, e.g. `warzone P3 l.335`.' }) rule!: string | null;
}

@ObjectType('LegalOrders', { description: 'What one side may order now.' })
export class LegalOrdersType {
  @Field({ description: 'The side these orders are for (e.g. "A").' }) side!: string;
  @Field(() => [LegalOrderType], { description: 'Per unit or card, the order types the rules allow at this moment.' })
  orders!: LegalOrderType[];
}
