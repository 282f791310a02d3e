import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AuthResolver } from './auth/auth.resolver';
import { CompetitionListResolver } from './competitions/competition-list.resolver';
import { CompetitionsResolver } from './competitions/competitions.resolver';
import { ParkedEventsResolver } from './competitions/parked-events.resolver';
import { MatchSubscriptionsResolver } from './matches/match-subscriptions.resolver';
import { MatchesResolver, MatchSummaryResolver } from './matches/matches.resolver';
import { RulesetsResolver } from './rulesets/rulesets.resolver';

/** Every resolver of the public API; the printed schema is built from exactly these. */
export const resolvers = [RulesetsResolver, MatchesResolver, MatchSummaryResolver, MatchSubscriptionsResolver, AuthResolver, CompetitionsResolver, CompetitionListResolver, ParkedEventsResolver];

/** The API's schema as SDL, sorted, as committed in schema.graphql for third parties to diff. */
export async function printApiSchema(): Promise<string> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  try {
    await app.init();
    const schema = await app.get(GraphQLSchemaFactory).create(resolvers);
    return printSchema(lexicographicSortSchema(schema)) + '\n';
  } finally {
    await app.close();
  }
}
