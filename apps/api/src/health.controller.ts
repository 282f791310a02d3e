import { Controller, Get, Inject } from '@nestjs/common';
import type { Database } from '@app/database';
import type { Pool } from 'pg';
import { DATABASE, PG_POOL } from './tokens';

/** Liveness and readiness for load balancers and container health checks. */
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly db: Database, @Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  async health(): Promise<{ status: string; database: string }> {
    await this.pool.query('SELECT 1');
    return { status: 'ok', database: this.db.kind };
  }
}
