export * from './match-summary.entity';
export * from './checkpoint.entity';
export * from './match-summaries.projection';
export * from './processor';
export * from './processor-runner';
export * from './progress';
export * from './consequences';
export * from './competitions.projection';
export * from './competition-views';
export * from './standings.projection';
export * from './clock-deadlines.projection';
export * from './webhooks.processor';

import { MatchSummaryEntity } from './match-summary.entity';
import { ProjectionCheckpointEntity } from './checkpoint.entity';
import type { CompetitionService } from '@app/competitions';
import { CompetitionsProjection } from './competitions.projection';
import { EngineMatchesProcessor, EngineResultsProcessor, RoundClockCopiesProcessor } from './consequences';
import { MatchSummariesProjection } from './match-summaries.projection';
import type { Processor } from './processor';
import { StandingsProjection } from './standings.projection';
import { ClockDeadlinesProjection } from './clock-deadlines.projection';
import { WebhookOutboxProcessor } from './webhooks.processor';

/** Every TypeORM entity of the read models. */
export const readModelEntities = [MatchSummaryEntity, ProjectionCheckpointEntity];

/** Every read model the server keeps. */
export function readModelProcessors(): Processor[] {
  return [new MatchSummariesProjection(), new CompetitionsProjection(), new StandingsProjection(), new ClockDeadlinesProjection()];
}

/** Every consequence in another stream: engine matches of a round, round clock copies, engine results. */
export function commandProcessors(competitions: CompetitionService): Processor[] {
  return [new EngineMatchesProcessor(competitions), new RoundClockCopiesProcessor(competitions), new EngineResultsProcessor(competitions)];
}

/** Every outbox: what is to be sent out of the server (webhooks' deliveries), never part of a rebuild. */
export function outboxProcessors(): Processor[] {
  return [new WebhookOutboxProcessor()];
}

/** Every processor the server runs, in the order a batch goes through them. */
export function allProcessors(competitions: CompetitionService): Processor[] {
  return [...commandProcessors(competitions), ...readModelProcessors(), ...outboxProcessors()];
}
