import { Controller, Get, Inject } from '@nestjs/common';
import type { Database } from '@app/database';
import type { ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { DATABASE, PG_POOL, PROCESSORS } from './tokens';

export interface Health {
  /** `degraded`: the server answers, but some events wait parked (see `parkedEvents`). */
  status: 'ok' | 'degraded';
  database: string;
  /** Events a processor could not handle, each holding back its own unit of work. */
  parkedEvents: number;
}

/**
 * Liveness and readiness for load balancers and container health checks. A degraded server
 * still answers 200: it serves every competition but the parked ones, and taking it out of a
 * balancer would serve none.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
  ) {}

  @Get()
  async health(): Promise<Health> {
    await this.pool.query('SELECT 1');
    const parkedEvents = await this.processors.parkedCount();
    return { status: parkedEvents > 0 ? 'degraded' : 'ok', database: this.db.kind, parkedEvents };
  }
}
