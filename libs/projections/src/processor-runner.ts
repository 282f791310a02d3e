import { hostname } from 'node:os';
import type { EventStore } from '@app/event-store';
import type { RulesetRegistry } from '@app/rules';
import type { DataSource } from 'typeorm';
import { BatchExecutor, ensureCheckpoints, readCheckpoints } from './batch';
import { ProcessorLease } from './lease';
import { parkedEvents, Parking, type ParkedEvent } from './parking';
import { KeptStreams, type Processor } from './processor';
import { Progress } from './progress';

export { isTransient } from './batch';
export type { ParkedEvent } from './parking';

const BATCH = 500;
/** How long the lease keeps standbys off after the holder's last renewal: a holder that dies lets go when it runs out. */
const LEASE_SECONDS = 15;

export type RunnerLog = (message: string) => void;

export interface ProcessorRunnerOptions {
  log?: RunnerLog;
  /** Names this instance in the lease (when absent, this process: its runners are one instance). */
  instanceId?: string;
  leaseSeconds?: number;
  batchSize?: number;
  /** Test-only: called at named steps ("prepared:<processor>", "written"), to stop the process there (awaited when it answers a promise). */
  step?: (name: string) => void | Promise<unknown>;
  /**
   * Called after each batch this instance committed: how many events it read and the global
   * position it reached. Lets a long rebuild show how far along the log it is.
   */
  onBatch?: (batch: { events: number; position: number }) => void;
  /** The bounds of what the runner keeps of streams from batch to batch (KeptStreams; DEFAULT_STREAM_CACHE). */
  cache?: { streams?: number; events?: number };
}

/**
 * Runs every processor along the global log. Each processor has its own checkpoint; one batch
 * is read once and folded once for all of them (`BatchExecutor`), and one transaction writes
 * every processor's rows with its new checkpoint.
 *
 * - **One instance runs them** (`ProcessorLease`): the first to ask holds the lease while it
 *   lives, renewing it on a heartbeat; the others are standbys that take over when it lets go or
 *   its lease runs out. A batch's transaction is fenced by the lease, so an instance that lost
 *   it mid-batch writes nothing.
 * - **Woken, not polling**: `kick()` is called for every event this process appends and every
 *   one its follower of the log hears of (the NOTIFY of any instance's append). On the holder it
 *   runs batches until the log is caught up; on a standby it does nothing. A wake-up timer runs a
 *   catch-up anyway, for a notification lost or a batch that failed.
 * - **Read-your-writes** (`Progress`): a caller waits for a position; each batch's commit (here,
 *   or another instance's NOTIFY) answers it. Waiting never runs anything.
 * - **Contained failures**: a processor that throws on a key parks that key alone (`Parking`);
 *   later events of it wait behind it until an organiser asks for a retry. A failure of the
 *   database itself is no poison: the batch is not committed and runs again.
 */
export class ProcessorRunner {
  readonly progress = new Progress();
  /** Streams as the last batches left them, folded: a batch reads and folds only what is new. */
  readonly kept: KeptStreams;
  private readonly lease: ProcessorLease;
  private readonly parking: Parking;
  private readonly executor: BatchExecutor;
  private readonly names: string[];
  private readonly batchSize: number;
  /** Each processor's checkpoint as this instance's last batch committed it; null when it must be read. */
  private checkpoints: Map<string, number> | null = null;
  private running: Promise<number> | null = null;
  /** A kick came during a catch-up: it goes round once more when it ends. */
  private again = false;
  /** The checkpoints are to be read again before the next batch (see `catchUp`). */
  private recheck = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private wakeUp: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly log: RunnerLog;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    registry: RulesetRegistry,
    readonly processors: Processor[],
    private readonly options: ProcessorRunnerOptions = {},
  ) {
    this.names = processors.map((p) => p.name);
    this.batchSize = options.batchSize ?? BATCH;
    if (new Set(this.names).size !== processors.length) throw new Error('two processors share a name');
    this.log = options.log ?? (() => {});
    this.lease = new ProcessorLease(
      dataSource,
      options.instanceId ?? `${hostname()}:${process.pid}`,
      options.leaseSeconds ?? LEASE_SECONDS,
    );
    this.parking = new Parking(dataSource);
    this.kept = new KeptStreams(options.cache);
    this.executor = new BatchExecutor(dataSource, store, registry, processors, this.kept, this.parking, this.lease, {
      batchSize: this.batchSize,
      log: this.log,
      step: options.step,
    });
  }

  /**
   * Takes the lease if it is free (or already this instance's) and runs batches until the log is
   * caught up; answers how many events were handled (0 on a standby).
   */
  catchUp(): Promise<number> {
    // Asked for, not kicked (start-up, the wake-up, a rebuild, an operator): the checkpoints are
    // read again, as a rebuild or an operator may have moved them while the log stood still.
    this.recheck = true;
    return this.run();
  }

  private run(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      // Kicked while the last batch read the log, or after its check: that kick's event may not be handled yet.
      if (this.again) this.run().catch((e: Error) => this.log(`processors: ${e.message}`));
    });
    return this.running;
  }

  /**
   * Something was appended (here, or on another instance), up to `position` when known: the
   * holder catches up; a standby has nothing to do.
   */
  kick(position?: number): void {
    if (this.stopped || this.lease.status === 'standby' || (position !== undefined && position <= this.progress.reached)) return;
    this.run().catch((e: Error) => this.log(`processors: ${e.message}`));
  }

  /** The processors reached `lowest` (the NOTIFY of any instance's batch, see `LiveEvents.onProcessed`). */
  reached(lowest: number): void {
    this.progress.reach(lowest);
  }

  /**
   * Waits until every processor has handled the log up to `position` (a command's last event),
   * so a client reads its own writes; false when `timeoutMs` passed first. The holder knows how
   * far its own batches came; any other instance reads the checkpoints first, as it may have
   * heard of none of the batches before its wait. With the processors stopped, it answers at once.
   */
  async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (!position || position <= this.progress.reached) return true;
    if (this.lease.status !== 'held') this.progress.reach(await this.lowest());
    if (this.stopped) return this.progress.reached >= position;
    return this.progress.waitFor(position, timeoutMs);
  }

  /** Waits until every processor has handled the whole log as it is now (see `waitFor`). */
  async waitForHead(timeoutMs = 5000): Promise<boolean> {
    return this.waitFor(await this.store.headPosition(), timeoutMs);
  }

  /**
   * Starts the two timers: the lease's heartbeat (the holder renews it; a standby takes it once
   * it is free or has run out) and the wake-up (the holder catches up; a standby with waiters
   * reads the checkpoints), the fallback for a notification lost.
   */
  start(intervalMs = 1000): void {
    if (this.heartbeat || this.stopped) return;
    this.heartbeat = setInterval(() => void this.beat(), (this.lease.seconds * 1000) / 3);
    this.wakeUp = setInterval(() => void this.wake(), intervalMs);
    this.heartbeat.unref();
    this.wakeUp.unref();
    void this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.wakeUp) clearInterval(this.wakeUp);
    this.heartbeat = this.wakeUp = null;
    this.progress.giveUp();
    await this.running?.catch(() => undefined);
    if (this.lease.status === 'held') await this.lease.release().catch(() => undefined);
  }

  /** The checkpoint of one processor (0 before its first batch). */
  async position(name = this.names[0]): Promise<number> {
    return (await readCheckpoints(this.dataSource, [name])).get(name) ?? 0;
  }

  /** The lowest checkpoint of the processors (those named, or all). */
  async lowest(names = this.names): Promise<number> {
    const found = await readCheckpoints(this.dataSource, names);
    return Math.min(...names.map((n) => found.get(n) ?? 0));
  }

  /** Empties the read models (those named, or all that have one) and folds the whole log again. */
  async rebuild(names?: string[]): Promise<number> {
    const chosen = this.processors.filter((p) => p.reset && (!names || names.includes(p.name)));
    for (const p of chosen) {
      await this.dataSource.transaction(async (em) => {
        await ensureCheckpoints(em, [p.name]);
        await em.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
        await p.reset!(em);
        await em.query('UPDATE projection_checkpoints SET position = 0, updated_at = now() WHERE name = $1', [p.name]);
        await em.query('DELETE FROM parked_events WHERE processor = $1', [p.name]);
      });
      this.log(`${p.name}: rebuilding from the start of the log`);
    }
    this.forget();
    this.progress.rewind();
    return this.catchUp();
  }

  /** Parked events, of one competition or all. */
  parked(competitionId?: string): Promise<ParkedEvent[]> {
    return parkedEvents(this.dataSource, competitionId);
  }

  async parkedCount(): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query('SELECT count(*)::text AS n FROM parked_events');
    return Number(rows[0].n);
  }

  /**
   * Asks for another try of the parked events of a competition, and waits (at most `timeoutMs`)
   * until the holder's batches have run them: here, at once; on a standby, the holder finds them
   * at its next wake-up, and each of its batches' NOTIFY is a moment to look. Answers how many.
   */
  async requestRetry(competitionId: string, timeoutMs = 5000): Promise<number> {
    // A statement that starts with SELECT, so the driver answers rows alone (an UPDATE answers rows and a count).
    const rows: unknown[] = await this.dataSource.query(
      'WITH asked AS (UPDATE parked_events SET retry_requested = true WHERE competition_id = $1 RETURNING key) SELECT key FROM asked',
      [competitionId],
    );
    const pending = async () => {
      const left: unknown[] = await this.dataSource.query(
        'SELECT 1 FROM parked_events WHERE competition_id = $1 AND retry_requested LIMIT 1',
        [competitionId],
      );
      return left.length > 0;
    };
    const until = Date.now() + timeoutMs;
    if (rows.length > 0 && !this.stopped && this.lease.status !== 'standby') await this.catchUp();
    while (rows.length > 0 && !this.stopped && (await pending()) && Date.now() < until) await this.progress.nextBatch(until - Date.now());
    return rows.length;
  }

  /**
   * Batches while this instance holds the lease, until one reads to the end of the log and no
   * kick came meanwhile (what was appended since, here or elsewhere, kicks again).
   */
  private async drain(): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      this.again = false;
      // Each catch-up renews the lease (so does every batch's commit, and the heartbeat).
      const held = this.lease.status === 'held';
      if (!(await this.lease.claim())) break;
      if (!held) this.forget(); // another instance may have moved the checkpoints and parked keys since
      if (this.recheck || !this.checkpoints) {
        this.recheck = false;
        const now = await readCheckpoints(this.dataSource, this.names, true);
        if (this.checkpoints && this.names.some((n) => now.get(n) !== this.checkpoints!.get(n))) this.parking.forget();
        this.checkpoints = now;
      }
      const checkpoints = this.checkpoints;
      const outcome = await this.executor.run(checkpoints);
      if (outcome.kind === 'idle') {
        this.progress.reach(Math.min(...checkpoints.values()));
        break;
      }
      if (outcome.kind !== 'committed') {
        this.forget(); // stale: read the checkpoints and go again; lost: a standby now, the loop ends
        continue;
      }
      const lowest = Math.min(...outcome.checkpoints.values());
      this.checkpoints = outcome.checkpoints;
      this.progress.reach(lowest);
      this.options.onBatch?.({ events: outcome.events, position: outcome.end });
      total += outcome.events;
      // Short, every processor through it, and nothing appended since that this instance heard of.
      if (outcome.events < this.batchSize && lowest >= outcome.end && !this.again) break;
    }
    return total;
  }

  private forget(): void {
    this.checkpoints = null;
    this.parking.forget();
  }

  private async beat(): Promise<void> {
    const was = this.lease.status;
    try {
      const held = await this.lease.claim();
      if (held && was !== 'held') this.kick(); // taken over: the log may be far ahead
      if (!held && was === 'held') this.log('processors: the lease passed to another instance');
    } catch (e) {
      this.log(`processors: ${(e as Error).message}`);
    }
  }

  private async wake(): Promise<void> {
    try {
      if (this.lease.status !== 'standby') await this.catchUp();
      else if (this.progress.waiting) this.progress.reach(await this.lowest());
    } catch (e) {
      this.log(`processors: ${(e as Error).message}`);
    }
  }
}
