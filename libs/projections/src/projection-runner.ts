import type { EventStore } from '@app/event-store';
import type { DataSource } from 'typeorm';
import { ProjectionCheckpointEntity } from './checkpoint.entity';
import type { MatchSummariesProjection } from './match-summaries.projection';

const BATCH = 500;

export interface RunnerLog {
  (message: string): void;
}

/**
 * Moves a projection along the global log. Reads happen first, outside any transaction; then
 * one transaction locks the checkpoint row, checks nobody moved it meanwhile (another server
 * instance may run the same projection), writes the rows and the new checkpoint together.
 */
export class ProjectionRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projection: MatchSummariesProjection,
    private readonly log: RunnerLog = () => {},
  ) {}

  /** Processes everything committed so far; returns how many events were folded. */
  catchUp(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      try {
        do {
          this.again = false;
          for (;;) {
            const n = await this.step();
            if (n === 'caught-up') break;
            if (n !== 'lost-race') total += n;
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
      return total;
    })();
    return this.running;
  }

  /** Empties the read model and folds the whole log again. */
  async rebuild(): Promise<number> {
    await this.dataSource.transaction(async (em) => {
      await this.lockCheckpoint(em);
      await this.projection.reset(em);
      await em.query('UPDATE projection_checkpoints SET position = 0, updated_at = now() WHERE name = $1', [this.projection.name]);
    });
    this.log(`projection ${this.projection.name}: rebuilding from the start of the log`);
    return this.catchUp();
  }

  start(intervalMs = 250): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.catchUp().catch((e) => this.log(`projection ${this.projection.name} failed: ${(e as Error).message}`));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  async position(): Promise<number> {
    const row = await this.dataSource.getRepository(ProjectionCheckpointEntity).findOneBy({ name: this.projection.name });
    return row ? Number(row.position) : 0;
  }

  /** Folds one batch: how many events, or why nothing was folded. */
  private async step(): Promise<number | 'caught-up' | 'lost-race'> {
    const from = await this.position();
    const batch = await this.store.readAll(from, BATCH);
    if (batch.length === 0) return 'caught-up';
    const rows = await this.projection.prepare(batch);
    const to = batch[batch.length - 1].globalPosition;
    const moved = await this.dataSource.transaction(async (em) => {
      const current = await this.lockCheckpoint(em);
      if (current !== from) return true; // another instance got there first: read again
      await this.projection.write(em, rows);
      await em.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [this.projection.name, to]);
      return false;
    });
    return moved ? 'lost-race' : batch.length;
  }

  private async lockCheckpoint(em: import('typeorm').EntityManager): Promise<number> {
    await em.query('INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, 0, now()) ON CONFLICT (name) DO NOTHING', [this.projection.name]);
    const rows: Array<{ position: string }> = await em.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [this.projection.name]);
    return Number(rows[0].position);
  }
}
