import type { GraphQLSchema } from 'graphql';

/**
 * What the three root types are for. Nest builds them from the resolvers' @Query, @Mutation and
 * @Subscription fields and takes no description for them, so they are given to the built
 * schema (GraphQLModule's transformSchema): a client reading the schema sees every type described.
 */
export const ROOT_TYPE_DESCRIPTIONS = {
  query:
    'Reads: matches, competitions, standings, ratings, rulesets, your account and keys. Anonymous callers and API keys read what is published.',
  mutation:
    'Commands: each changes one match, competition or account, or is refused with a typed error and changes nothing. Sent by POST only (never GET).',
  subscription:
    'Live updates over WebSocket at /graphql (the graphql-ws protocol, `graphql-transport-ws`), with the credentials and limits of HTTP.',
} as const;

/** Gives the root types their descriptions, in place; the schema itself is answered as it is. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [root, type] of Object.entries(roots) as Array<[keyof typeof ROOT_TYPE_DESCRIPTIONS, (typeof roots)[keyof typeof roots]]>) {
    if (type && !type.description) type.description = ROOT_TYPE_DESCRIPTIONS[root];
  }
  return schema;
}
