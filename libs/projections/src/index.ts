export * from './match-summary.entity';
export * from './checkpoint.entity';
export * from './match-summaries.projection';
export * from './projection-runner';
export * from './competitions.projection';
export * from './standings.projection';
export * from './clock-deadlines.projection';

import { MatchSummaryEntity } from './match-summary.entity';
import { ProjectionCheckpointEntity } from './checkpoint.entity';
import type { EventStore } from '@app/event-store';
import type { RulesetRegistry } from '@app/rules';
import { CompetitionsProjection } from './competitions.projection';
import { MatchSummariesProjection } from './match-summaries.projection';
import type { Projection } from './projection-runner';
import { StandingsProjection } from './standings.projection';
import { ClockDeadlinesProjection } from './clock-deadlines.projection';

/** Every TypeORM entity of the read models. */
export const readModelEntities = [MatchSummaryEntity, ProjectionCheckpointEntity];

/** Every read model the server keeps, in the order a runner moves them. */
export function readModelProjections(store: EventStore, registry: RulesetRegistry): Projection[] {
  return [
    new MatchSummariesProjection(store, registry),
    new CompetitionsProjection(store),
    new StandingsProjection(store, registry),
    new ClockDeadlinesProjection(store, registry),
  ];
}
