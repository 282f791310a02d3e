import { Controller, Get, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Database } from '@app/database';
import type { ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { DATABASE, PG_POOL, PROCESSORS } from './tokens';

export interface Health {
  /** `degraded`: the server answers, but some events wait parked (see `parkedEvents`). */
  status: 'ok' | 'degraded' | 'unavailable';
  database: string;
  /** Events a processor could not handle, each holding back its own unit of work. */
  parkedEvents: number;
}

/**
 * Liveness and readiness for load balancers and container health checks. A degraded server
 * still answers 200: it serves every competition but the parked ones, and taking it out of a
 * balancer would serve none. A database that does not answer is 503, never a 500. Never rate
 * limited: a balancer asks as often as it likes.
 */
@SkipThrottle({ requests: true })
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
  ) {}

  @Get()
  async health(): Promise<Health> {
    let parkedEvents: number;
    try {
      await this.pool.query('SELECT 1');
      parkedEvents = await this.processors.parkedCount();
    } catch {
      throw new HttpException({ status: 'unavailable', database: this.db.kind, parkedEvents: null }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: parkedEvents > 0 ? 'degraded' : 'ok', database: this.db.kind, parkedEvents };
  }
}
