import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createPool, type Database } from '@app/database';
import { EventStoreDbEventStore, PostgresEventStore, type EventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { MatchSummariesProjection, MatchSummaryEntity, ProjectionRunner, readModelEntities } from '@app/projections';
import { createRegistry } from '@app/rulesets';
import type { RulesetRegistry } from '@app/rules';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { formatError, GraphQLErrorFilter } from './errors';
import { HealthController } from './health.controller';
import { MatchListService } from './matches/match-list.service';
import { MatchesResolver } from './matches/matches.resolver';
import { RulesetsResolver } from './rulesets/rulesets.resolver';
import { DATABASE, EVENT_STORE, PG_POOL, PROJECTIONS, RULESETS } from './tokens';

export interface AppOptions {
  database: Database;
  eventStoreUrl?: string;
  /** Fold the read models on a timer as well as after each command. */
  projectionIntervalMs?: number;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: options.database.url,
          entities: readModelEntities,
          synchronize: false,
          migrationsRun: false,
          extra: { max: 4, application_name: 'tabletop-league:read-models' },
        }),
        TypeOrmModule.forFeature([MatchSummaryEntity]),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true, // schema.graphql is printed by `npm run schema`
          sortSchema: true,
          path: '/graphql',
          introspection: true,
          formatError,
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: DATABASE, useValue: options.database },
        {
          provide: PG_POOL,
          useFactory: () => createPool(options.database.url, 8),
        },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL],
          useFactory: (pool: Pool): EventStore =>
            options.eventStoreUrl ? EventStoreDbEventStore.connect(options.eventStoreUrl) : new PostgresEventStore(pool),
        },
        { provide: RULESETS, useFactory: () => createRegistry() },
        {
          provide: MatchService,
          inject: [EVENT_STORE, RULESETS, PG_POOL],
          useFactory: (store: EventStore, registry: RulesetRegistry, pool: Pool) => new MatchService(store, registry, new PostgresSeedVault(pool)),
        },
        {
          provide: PROJECTIONS,
          inject: [DataSource, EVENT_STORE, RULESETS],
          useFactory: async (ds: DataSource, store: EventStore, registry: RulesetRegistry) => {
            const runner = new ProjectionRunner(ds, store, new MatchSummariesProjection(store, registry));
            await runner.catchUp();
            runner.start(options.projectionIntervalMs ?? 500);
            return runner;
          },
        },
        MatchListService,
        RulesetsResolver,
        MatchesResolver,
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
      ],
    };
  }
}
