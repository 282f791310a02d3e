export * from './match-summary.entity';
export * from './checkpoint.entity';
export * from './match-summaries.projection';
export * from './projection-runner';
export * from './competitions.projection';

import { MatchSummaryEntity } from './match-summary.entity';
import { ProjectionCheckpointEntity } from './checkpoint.entity';

/** Every TypeORM entity of the read models. */
export const readModelEntities = [MatchSummaryEntity, ProjectionCheckpointEntity];
