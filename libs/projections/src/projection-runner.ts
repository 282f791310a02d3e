import type { EventStore, StoredEvent } from '@app/event-store';
import type { DataSource, EntityManager } from 'typeorm';
import { ProjectionCheckpointEntity } from './checkpoint.entity';

const BATCH = 500;

export interface RunnerLog {
  (message: string): void;
}

/** A read model kept from the global log. */
export interface Projection<R = unknown> {
  /** Its checkpoint's name. */
  readonly name: string;
  /** Reads what a batch needs, outside the write transaction (`em` reads the read models as they are). */
  prepare(batch: StoredEvent[], em: EntityManager): Promise<R>;
  write(em: EntityManager, rows: R): Promise<void>;
  reset(em: EntityManager): Promise<void>;
}

/**
 * Moves projections along the global log, each with its own checkpoint. Reads happen first,
 * outside any transaction; then one transaction locks the checkpoint row, checks nobody moved
 * it meanwhile (another server instance may run the same projection), writes the rows and the
 * new checkpoint together.
 */
export class ProjectionRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private readonly projections: Projection[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    projections: Projection | Projection[],
    private readonly log: RunnerLog = () => {},
  ) {
    this.projections = Array.isArray(projections) ? projections : [projections];
  }

  /** Processes everything committed so far; returns how many events were folded (summed over projections). */
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
          for (const projection of this.projections) {
            for (;;) {
              const n = await this.step(projection);
              if (n === 'caught-up') break;
              if (n !== 'lost-race') total += n;
            }
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
      return total;
    })();
    return this.running;
  }

  /** Empties the read models and folds the whole log again. */
  async rebuild(): Promise<number> {
    for (const projection of this.projections) {
      await this.dataSource.transaction(async (em) => {
        await this.lockCheckpoint(em, projection);
        await projection.reset(em);
        await em.query('UPDATE projection_checkpoints SET position = 0, updated_at = now() WHERE name = $1', [projection.name]);
      });
      this.log(`projection ${projection.name}: rebuilding from the start of the log`);
    }
    return this.catchUp();
  }

  start(intervalMs = 250): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.catchUp().catch((e) => this.log(`projections failed: ${(e as Error).message}`));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** The checkpoint of one projection (the first when none is named). */
  async position(name = this.projections[0].name): Promise<number> {
    const row = await this.dataSource.getRepository(ProjectionCheckpointEntity).findOneBy({ name });
    return row ? Number(row.position) : 0;
  }

  /** Folds one batch: how many events, or why nothing was folded. */
  private async step(projection: Projection): Promise<number | 'caught-up' | 'lost-race'> {
    const from = await this.position(projection.name);
    const batch = await this.store.readAll(from, BATCH);
    if (batch.length === 0) return 'caught-up';
    const rows = await projection.prepare(batch, this.dataSource.manager);
    const to = batch[batch.length - 1].globalPosition;
    const moved = await this.dataSource.transaction(async (em) => {
      const current = await this.lockCheckpoint(em, projection);
      if (current !== from) return true; // another instance got there first: read again
      await projection.write(em, rows);
      await em.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [projection.name, to]);
      return false;
    });
    return moved ? 'lost-race' : batch.length;
  }

  private async lockCheckpoint(em: EntityManager, projection: Projection): Promise<number> {
    await em.query('INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, 0, now()) ON CONFLICT (name) DO NOTHING', [projection.name]);
    const rows: Array<{ position: string }> = await em.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
    return Number(rows[0].position);
  }
}
