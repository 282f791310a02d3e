import { randomUUID } from 'node:crypto';
import { EVENTS_CHANNEL, PROCESSED_PREFIX, type EventStore, type StoredEvent } from '@app/event-store';
import type { RulesetRegistry } from '@app/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { BatchContext, KeptStreams, type Processor } from './processor';

const BATCH = 500;
/** How long the runner's lease keeps other instances off; one that dies lets go when it runs out. */
const LEASE_SECONDS = 15;
/** The one lease all processors share: their batches are read and folded together. */
const LEASE = 'processors';
/**
 * Woken while another instance held the lease: look again after this long, doubling up to the
 * maximum, until this instance gets the lease (the holder lets go after each catch-up).
 */
const FOLLOW_MIN_MS = 10;
const FOLLOW_MAX_MS = 250;
/** While someone waits for the processors to reach a position, how often the checkpoints are read (first pause, then at most). */
const WATCH_MIN_MS = 5;
const WATCH_MAX_MS = 20;
/**
 * An event appended on another instance is that instance's to run the processors for: it kicked
 * its own runner as it appended, and holds the streams it just folded. This instance steps in only
 * when the processors have not reached the event after this long (that instance runs none, or died).
 */
const ELSEWHERE_GRACE_MS = 100;

interface Waiter {
  position: number;
  settle(reached: boolean): void;
}

export type RunnerLog = (message: string) => void;

export interface ProcessorRunnerOptions {
  log?: RunnerLog;
  /** Names this instance in the lease (a random id when absent). */
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
}

/** An event a processor could not handle, kept aside with everything after it of the same key. */
export interface ParkedEvent {
  processor: string;
  key: string;
  streamId: string;
  position: number;
  eventType: string;
  error: string;
  competitionId: string | null;
  parkedAt: string;
  retryRequested: boolean;
}

/**
 * Runs every processor along the global log. Each processor has its own checkpoint; one batch
 * is read once and folded once for all of them (`BatchContext`), and one transaction writes
 * every processor's rows with its new checkpoint.
 *
 * - **Once across instances**: a lease (`processor_leases`) lets one instance run the batches
 *   at a time; one that dies mid-batch loses it after `leaseSeconds` and another takes over,
 *   running that batch again (every processor is idempotent). The transaction checks the
 *   checkpoints it started from, so a lease that ran out under a slow instance costs repeated
 *   work, never a double write.
 * - **Contained failures**: a processor that throws on a key (a stream, a competition) parks
 *   that key for that processor in `parked_events` (stream, position, error) and goes on with
 *   every other key; later events of a parked key wait behind it until an organiser asks for a
 *   retry. A failure of the database itself is no poison: the batch is not committed and runs
 *   again.
 * - **Woken, not polling**: `kick()` runs a batch now. The API calls it for every new event its
 *   follower of the log sees (`LiveEvents`, woken by the NOTIFY of every append's commit, from
 *   any instance), so a read model follows an append made on another instance within the
 *   notification's latency. When another instance holds the lease, the kick looks again shortly
 *   until it gets the lease: the holder may be busy with earlier events and not have been woken
 *   by this one. A timer reads anyway, as a fallback for a database that does not notify.
 */
export class ProcessorRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  /** Whether the last catch-up found the lease held by another instance. */
  private heldElsewhere = false;
  private following: NodeJS.Timeout | null = null;
  private followMs = FOLLOW_MIN_MS;
  /** How far the processors are known to have come: this instance's batches, and every instance's NOTIFY. */
  private reachedUpTo = 0;
  /** The last event appended on this instance: its own kick runs the processors for it. */
  private appendedUpTo = 0;
  /** The last event this instance runs the processors for: appended here, or left unhandled elsewhere. */
  private wanted = 0;
  /** The last event seen appended elsewhere; the grace timer, and the event it was set for. */
  private noticedUpTo = 0;
  private grace: NodeJS.Timeout | null = null;
  private graceFor = 0;
  /** The end of the log as this instance's last batch read it. */
  private readUpTo = 0;
  /** A kick that names no position (a retry asked for, a caller's `kick()`) is followed until a catch-up here. */
  private unplaced = false;
  /** Callers of `waitFor` not yet answered, and the one loop that reads the checkpoints for them all. */
  private readonly waiters = new Set<Waiter>();
  /** Streams as the last batches read and folded them: a batch reads and folds only what is new. */
  private readonly kept = new KeptStreams();
  private watching: Promise<void> | null = null;
  /**
   * The checkpoints this instance committed last, while it holds the lease: its next batch starts
   * from them without reading them again (its transaction checks them anyway).
   */
  private committed: Map<string, number> | null = null;
  private stopped = false;
  private leaseRowMade = false;
  private readonly instanceId: string;
  private readonly leaseSeconds: number;
  private readonly batchSize: number;
  private readonly log: RunnerLog;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    readonly processors: Processor[],
    private readonly options: ProcessorRunnerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
    this.batchSize = options.batchSize ?? BATCH;
    this.log = options.log ?? (() => {});
    const names = new Set(processors.map((p) => p.name));
    if (names.size !== processors.length) throw new Error('two processors share a name');
  }

  /** Runs batches until the log is caught up (or another instance holds the lease); answers how many events were handled. */
  catchUp(): Promise<number> {
    return this.run(true);
  }

  /**
   * One catch-up at a time. `again`: a catch-up under way goes round once more when it ends (a
   * caller that cannot tell whether it saw what is new). An append made here needs no such round:
   * a catch-up goes on anyway until it has reached everything appended here.
   */
  private run(again: boolean): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.again ||= again;
      return this.running;
    }
    this.running = (async () => {
      let total = 0;
      try {
        let handled: number;
        do {
          this.again = false;
          handled = 0;
          this.heldElsewhere = !(await this.claim());
          if (this.heldElsewhere) break;
          this.committed = null; // another instance may have moved them since this one last held the lease
          try {
            for (;;) {
              const n = await this.step();
              if (n === null) break;
              handled += n;
              // A batch short of the batch size read to the end of the log, and every processor
              // took it there. What was appended since is another run's (below, or the appending
              // instance's), unless this instance wants it.
              if (n < this.batchSize && this.reachedUpTo >= Math.max(this.readUpTo, this.wanted)) break;
            }
          } finally {
            await this.release().catch(() => undefined);
          }
          total += handled;
          // Round again for an append made here during the round (not for one still hidden
          // behind a transaction in flight: its dispatch by the follower of the log kicks).
        } while ((this.again || (handled > 0 && this.wanted > this.reachedUpTo)) && !this.stopped && !this.heldElsewhere);
      } finally {
        this.running = null;
      }
      return total;
    })();
    return this.running;
  }

  /**
   * Runs soon: something was appended. Failures are logged; the timer tries again. If another
   * instance holds the lease, it looks again shortly (see `follow`).
   */
  kick(again = true): void {
    if (this.stopped) return;
    // A kick that names no position is followed until this instance has run a catch-up itself.
    if (again) this.unplaced = true;
    this.run(again).then(
      () => {
        if (this.heldElsewhere) this.follow();
        else {
          this.followMs = FOLLOW_MIN_MS;
          this.unplaced = false;
        }
      },
      (e: Error) => this.log(`processors: ${e.message}`),
    );
  }

  /** Events were appended on this instance, up to `position`: runs now, with the streams it has just folded. */
  appendedHere(position: number): void {
    this.appendedUpTo = Math.max(this.appendedUpTo, position);
    this.wanted = Math.max(this.wanted, position);
    this.kick(false);
  }

  /**
   * An event is in the log (seen by this process's follower of it, from any instance). One
   * appended here was kicked for as it was appended (and is kicked for again, should the run end
   * before the event showed behind a transaction in flight). One appended elsewhere is left to that
   * instance, whose caches are warm for it: two instances that both run at each event would take
   * the lease from each other and each fold what the other just folded. This one runs only if the
   * processors have not reached the event after `ELSEWHERE_GRACE_MS`.
   */
  noticed(position: number): void {
    if (position <= this.reachedUpTo) return;
    if (position <= this.appendedUpTo)
      this.kick(false); // a run under way has it, or one starts now it is visible
    else this.stepInLater(position);
  }

  /**
   * Runs the processors if they have not reached `position` within `ELSEWHERE_GRACE_MS`. One timer
   * at a time: what is noticed meanwhile gets its own grace once the timer's event is reached, so
   * that events arriving without a pause do not look late.
   */
  private stepInLater(position: number): void {
    if (this.stopped || position <= this.reachedUpTo) return;
    this.noticedUpTo = Math.max(this.noticedUpTo, position);
    if (this.grace) return;
    this.graceFor = this.noticedUpTo;
    this.grace = setTimeout(() => {
      this.grace = null;
      if (this.graceFor > this.reachedUpTo) {
        this.wanted = Math.max(this.wanted, this.graceFor);
        this.kick(false);
      } else this.stepInLater(this.noticedUpTo);
    }, ELSEWHERE_GRACE_MS);
    this.grace.unref();
  }

  /**
   * Woken while another instance ran the processors: that instance may have read the log before
   * what woke us was committed, and may not have been woken by it (its notifications lost, or
   * none delivered). Kicks again after a short pause, longer each time the lease is still held,
   * until this instance gets the lease and catches up itself, or the processors are known to
   * have reached every event this instance was woken for.
   */
  private follow(): void {
    if (this.following || this.stopped) return;
    const delay = this.followMs;
    this.followMs = Math.min(this.followMs * 2, FOLLOW_MAX_MS);
    this.following = setTimeout(() => {
      this.following = null;
      if (this.unplaced || this.wanted > this.reachedUpTo) this.kick(this.unplaced);
      else this.followMs = FOLLOW_MIN_MS;
    }, delay);
    this.following.unref();
  }

  /**
   * Looks at the log every `intervalMs`: the fallback for a notification lost, a batch that
   * failed, an event no instance ran the processors for. What the processors are known to have
   * reached is left alone, and the rest only after the grace any instance's event gets.
   */
  start(intervalMs = 1000): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.store.headPosition().then(
        (head) => this.stepInLater(head),
        (e: Error) => this.log(`processors: ${e.message}`),
      );
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.following) clearTimeout(this.following);
    this.following = null;
    if (this.grace) clearTimeout(this.grace);
    this.grace = null;
    for (const w of [...this.waiters]) w.settle(false);
    await this.running?.catch(() => undefined);
  }

  /** The checkpoint of one processor (0 before its first batch). */
  async position(name = this.processors[0].name): Promise<number> {
    return (await this.readCheckpoints([name])).get(name) ?? 0;
  }

  /** The lowest checkpoint of the processors (those named, or all). */
  async lowest(names = this.processors.map((p) => p.name)): Promise<number> {
    const found = await this.readCheckpoints(names);
    return Math.min(...names.map((n) => found.get(n) ?? 0));
  }

  /**
   * Waits until every processor has handled the log up to `position` (a command's last
   * event), so a client reads its own writes; false when `timeoutMs` passed first. Another
   * instance may hold the lease: its progress is read from the checkpoints, by one loop for
   * every caller waiting in this process; a batch this instance commits answers them at once.
   */
  async waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (!position) return true;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      // Waiting from now on: a batch told of while this one looks is not missed.
      this.waiters.add(waiter);
      void (async () => {
        // Run for it if nobody does (see `noticed`); a batch under way here answers it as it commits.
        this.noticed(position);
        await this.running?.catch(() => undefined);
        if (!this.waiters.has(waiter)) return;
        const lowest = await this.lowest().catch((e: Error) => {
          this.log(`processors: ${e.message}`);
          return null;
        });
        if (lowest !== null) this.reached(lowest);
        if (!this.waiters.has(waiter)) return;
        if (this.stopped) waiter.settle(false);
        else this.watch();
      })();
    });
  }

  /**
   * The processors have reached `lowest` (the lowest of their checkpoints): told by this
   * instance's batches, and by the NOTIFY of any instance's (see `LiveEvents.onProcessed`).
   * Answers the waiters it satisfies.
   */
  reached(lowest: number): void {
    this.reachedUpTo = Math.max(this.reachedUpTo, lowest);
    for (const w of [...this.waiters]) if (lowest >= w.position) w.settle(true);
  }

  /**
   * The loop behind `waitFor`: reads how far the processors are until nobody waits. It does not
   * run them itself: whoever appended runs them (its own kick, or the NOTIFY of the append, or
   * the timer), and the instance that appended, whose caches hold what it just folded, should
   * not find the lease taken by one that only reads.
   */
  private watch(): void {
    this.watching ??= (async () => {
      try {
        for (let pause = WATCH_MIN_MS; this.waiters.size > 0 && !this.stopped; pause = Math.min(pause * 2, WATCH_MAX_MS)) {
          await new Promise((r) => setTimeout(r, pause));
          const lowest = await this.lowest().catch((e: Error) => {
            this.log(`processors: ${e.message}`);
            return null;
          });
          if (lowest !== null) this.reached(lowest);
        }
      } finally {
        this.watching = null;
      }
    })();
  }

  /** Waits until every processor has handled the whole log as it is now (see `waitFor`). */
  async waitForHead(timeoutMs = 5000): Promise<boolean> {
    return this.waitFor(await this.store.headPosition(), timeoutMs);
  }

  /** Empties the read models (those named, or all that have one) and folds the whole log again. */
  async rebuild(names?: string[]): Promise<number> {
    const chosen = this.processors.filter((p) => p.reset && (!names || names.includes(p.name)));
    this.committed = null;
    this.reachedUpTo = 0;
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
    return this.catchUp();
  }

  // ---- parked events -------------------------------------------------------------------

  /** Parked events, of one competition or all. */
  async parked(competitionId?: string): Promise<ParkedEvent[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT processor, key, stream_id, position::text AS position, event_type, error, competition_id, parked_at, retry_requested
         FROM parked_events WHERE ($1::text IS NULL OR competition_id = $1) ORDER BY position, processor`,
      [competitionId ?? null],
    );
    return rows.map(toParked);
  }

  async parkedCount(): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query('SELECT count(*)::text AS n FROM parked_events');
    return Number(rows[0].n);
  }

  /** Asks for another try of the parked events of a competition; the next batch runs them first. Answers how many. */
  async requestRetry(competitionId: string): Promise<number> {
    // A statement that starts with SELECT, so the driver answers rows alone (an UPDATE answers rows and a count).
    const rows: unknown[] = await this.dataSource.query(
      'WITH asked AS (UPDATE parked_events SET retry_requested = true WHERE competition_id = $1 RETURNING key) SELECT key FROM asked',
      [competitionId],
    );
    this.kick();
    return rows.length;
  }

  // ---- one batch -----------------------------------------------------------------------

  /** Handles one batch for every processor behind; null when all are caught up. */
  private async step(): Promise<number | null> {
    const names = this.processors.map((p) => p.name);
    const checkpoints = this.committed ?? (await this.checkpoints(names));
    const from = Math.min(...names.map((n) => checkpoints.get(n)!));
    // Two reads on two connections, side by side.
    const [{ parked, retries }, read] = await Promise.all([this.parkings(), this.store.readAll(from, this.batchSize)]);
    if (read.length === 0 && retries.length === 0) {
      this.reached(from); // every processor is there, and the log has nothing after it
      return null;
    }
    let batch = read;
    let end = batch.length ? batch[batch.length - 1].globalPosition : from;
    const contextTo = (last: number) =>
      new BatchContext(
        this.store,
        this.registry,
        Math.max(last, ...names.map((n) => checkpoints.get(n)!)),
        this.dataSource.manager,
        this.kept,
        { from, to: last, events: batch },
      );
    let context = contextTo(end);
    this.readUpTo = end;
    /** Whether a command processor (one with no rows of its own) handled a key of this batch, so may have appended. */
    let commanded = false;

    const results: Array<{
      processor: Processor;
      to: number;
      written: Array<{ key: string; work: unknown; first: StoredEvent }>;
      parks: Park[];
    }> = [];
    for (const processor of this.processors) {
      if (commanded && processor.write && read.length < this.batchSize) {
        // The commands this batch led to are in the log (an engine match's result in its
        // competition): the read models take them in this same batch, not in a batch of their
        // own after it, so a reader sees the match and its result together, one commit sooner.
        // Only at the end of the log: behind it, what follows the batch is mostly older events.
        commanded = false;
        const more = await this.store.readAll(end, this.batchSize);
        if (more.length > 0) {
          const grown = more[more.length - 1].globalPosition;
          batch = batch.concat(more);
          end = this.readUpTo = grown;
          context = contextTo(grown);
          // The processors already through the batch move on with it past events none of them has to handle.
          for (const r of results) {
            const after = more.filter((e) => e.globalPosition > r.to);
            if (r.to < grown && (await concernsNone(r.processor, after, context))) r.to = grown;
          }
        }
      }
      const own = checkpoints.get(processor.name)!;
      const mine = batch.filter((e) => e.globalPosition > own);
      const groups = new Map<string, StoredEvent[]>();
      for (const e of mine) {
        const key = await processor.keyOf(e, context);
        if (key === null) continue;
        if (parked.has(`${processor.name}\u0000${key}`)) continue; // waits behind the parked event
        groups.set(key, [...(groups.get(key) ?? []), e]);
      }
      const done: Array<{ key: string; work: unknown; first: StoredEvent }> = [];
      const parks: Park[] = [];
      // A parked key asked to be retried: the events it missed since, then this batch's.
      const retried = new Set<string>();
      for (const r of retries.filter((x) => x.processor === processor.name)) {
        const missed = await this.eventsOfKey(processor, r.key, r.position, own, context);
        groups.set(r.key, [...missed, ...(groups.get(r.key) ?? [])]);
        retried.add(r.key);
      }
      for (const [key, events] of groups) {
        if (events.length === 0) {
          if (retried.has(key)) parks.push({ key, cleared: true });
          continue;
        }
        try {
          done.push({ key, work: await processor.prepare(key, events, context), first: events[0] });
          if (retried.has(key)) parks.push({ key, cleared: true });
        } catch (e) {
          if (isTransient(e)) throw e;
          parks.push(await this.park(processor, key, events[0], e, context));
        }
      }
      if (groups.size > 0) await this.options.step?.(`prepared:${processor.name}`);
      if (!processor.write && done.length > 0) commanded = true;
      results.push({ processor, to: Math.max(own, end), written: done, parks });
    }

    // Written first without a savepoint around each key (two statements fewer a key); should a
    // key's write fail, the batch is written again with them, so that key alone is parked.
    const write = (isolated: boolean) =>
      this.dataSource.transaction(async (em) => {
        const now = await this.lockCheckpoints(em, names);
        if (names.some((n) => now.get(n) !== checkpoints.get(n))) return false; // another instance got there first
        for (const { processor, written, parks } of results) {
          const kept: Array<{ key: string; work: unknown; first: StoredEvent }> = [];
          for (const w of written) {
            if (!processor.write) {
              kept.push(w);
              continue;
            }
            if (!isolated) {
              try {
                await processor.write(em, w.key, w.work);
              } catch (e) {
                throw isTransient(e) ? e : new KeyWriteFailed(e);
              }
              kept.push(w);
              continue;
            }
            await em.query('SAVEPOINT processor_key');
            try {
              await processor.write(em, w.key, w.work);
              await em.query('RELEASE SAVEPOINT processor_key');
              kept.push(w);
            } catch (e) {
              await em.query('ROLLBACK TO SAVEPOINT processor_key');
              if (isTransient(e)) throw e;
              parks.push(await this.park(processor, w.key, w.first, e, context));
            }
          }
          if (processor.afterWrite && kept.length) await processor.afterWrite(em, kept);
          for (const p of parks) await writePark(em, processor.name, p);
        }
        // Fenced: an instance that lost the lease mid-batch (paused past it, or an operator
        // moved it) rolls back, so only the holder's batch lands.
        if (!(await this.moveOn(em, results))) throw new LeaseLost();
        return true;
      });
    let committed: boolean;
    try {
      try {
        committed = await write(false);
      } catch (e) {
        if (!(e instanceof KeyWriteFailed)) throw e;
        committed = await write(true);
      }
    } catch (e) {
      if (!(e instanceof LeaseLost)) throw e;
      this.log('processors: the lease passed to another instance during a batch; its work was rolled back');
      this.committed = null;
      this.heldElsewhere = true;
      return null;
    }
    await this.options.step?.('written');
    if (!committed) {
      this.committed = null;
      return 0;
    }
    this.committed = new Map(results.map((r) => [r.processor.name, r.to]));
    this.reached(Math.min(...results.map((r) => r.to)));
    this.options.onBatch?.({ events: batch.length, position: end });
    return batch.length;
  }

  /** The events of a parked key from where it was parked up to what the processor has passed since. */
  private async eventsOfKey(processor: Processor, key: string, from: number, to: number, context: BatchContext): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    for (let at = from - 1; at < to;) {
      const page = await this.store.readAll(at, this.batchSize);
      if (page.length === 0) break;
      for (const e of page) if (e.globalPosition <= to && (await processor.keyOf(e, context)) === key) out.push(e);
      at = page[page.length - 1].globalPosition;
    }
    return out;
  }

  private async park(processor: Processor, key: string, first: StoredEvent, error: unknown, context: BatchContext): Promise<Park> {
    const message = error instanceof Error ? error.message : String(error);
    this.log(`${processor.name}: parked ${key} at ${first.globalPosition} (${first.type}): ${message}`);
    const competitionId = await context.competitionOf(first.streamId).catch(() => null);
    return {
      key,
      cleared: false,
      streamId: first.streamId,
      position: first.globalPosition,
      eventType: first.type,
      error: message.slice(0, 2000),
      competitionId,
    };
  }

  /** Every named processor's checkpoint, made at the beginning of the log for a processor's first batch. */
  private async checkpoints(names: string[]): Promise<Map<string, number>> {
    const found = await this.readCheckpoints(names);
    if (found.size === names.length) return found;
    await this.dataSource.transaction((em) => ensureCheckpoints(em, names));
    return this.readCheckpoints(names);
  }

  private async readCheckpoints(names: string[]): Promise<Map<string, number>> {
    const rows: Array<{ name: string; position: string }> = await this.dataSource.query(
      'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1)',
      [names],
    );
    return new Map(rows.map((r) => [r.name, Number(r.position)]));
  }

  private async lockCheckpoints(em: EntityManager, names: string[]): Promise<Map<string, number>> {
    const rows: Array<{ name: string; position: string }> = await em.query(
      'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name FOR UPDATE',
      [names],
    );
    return new Map(rows.map((r) => [r.name, Number(r.position)]));
  }

  /** The keys parked (held back), and those an organiser asked to retry (run first). */
  private async parkings(): Promise<{ parked: Set<string>; retries: Array<{ processor: string; key: string; position: number }> }> {
    const rows: Array<{ processor: string; key: string; position: string; retry_requested: boolean }> = await this.dataSource.query(
      'SELECT processor, key, position::text AS position, retry_requested FROM parked_events ORDER BY position',
    );
    const known = new Set(this.processors.map((p) => p.name));
    return {
      parked: new Set(rows.filter((r) => !r.retry_requested).map((r) => `${r.processor}\u0000${r.key}`)),
      retries: rows
        .filter((r) => r.retry_requested && known.has(r.processor))
        .map((r) => ({ processor: r.processor, key: r.key, position: Number(r.position) })),
    };
  }

  // ---- the lease -----------------------------------------------------------------------

  private async claim(): Promise<boolean> {
    if (!this.leaseRowMade) {
      await this.dataSource.query('INSERT INTO processor_leases (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [LEASE]);
      this.leaseRowMade = true;
    }
    const rows: unknown[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE processor_leases SET owner = $2, lease_until = now() + make_interval(secs => $3)
          WHERE name = $1 AND (owner IS NULL OR owner = $2 OR lease_until < now()) RETURNING name)
       SELECT name FROM claimed`,
      [LEASE, this.instanceId, this.leaseSeconds],
    );
    return rows.length > 0;
  }

  /**
   * Moves each processor's checkpoint to where the batch took it, keeps the lease, and tells
   * every instance how far the processors have come (a NOTIFY on the log's channel, sent when the
   * batch commits): their waiters need not poll. One statement, in the batch's transaction. False
   * when this instance no longer holds the lease.
   */
  private async moveOn(em: EntityManager, results: Array<{ processor: Processor; to: number }>): Promise<boolean> {
    const lowest = Math.min(...results.map((r) => r.to));
    const rows: Array<{ renewed: string | number }> = await em.query(
      `WITH renewed AS (
         UPDATE processor_leases SET lease_until = now() + make_interval(secs => $3) WHERE name = $1 AND owner = $2 RETURNING name
       ), moved AS (
         UPDATE projection_checkpoints AS c SET position = v.position, updated_at = now()
           FROM unnest($6::text[], $7::bigint[]) AS v(name, position) WHERE c.name = v.name
       )
       SELECT pg_notify($4, $5), (SELECT count(*) FROM renewed) AS renewed`,
      [
        LEASE,
        this.instanceId,
        this.leaseSeconds,
        EVENTS_CHANNEL,
        `${PROCESSED_PREFIX}${lowest}`,
        results.map((r) => r.processor.name),
        results.map((r) => r.to),
      ],
    );
    return Number(rows[0]?.renewed) > 0;
  }

  private async release(): Promise<void> {
    await this.dataSource.query('UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = $1 AND owner = $2', [
      LEASE,
      this.instanceId,
    ]);
  }
}

/** The lease was no longer this instance's when its batch came to commit. */
class LeaseLost extends Error {
  constructor() {
    super('the processors lease is held by another instance');
  }
}

/** A key's write failed in a batch written without savepoints: it is written again with them. */
class KeyWriteFailed extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

type Park =
  | { key: string; cleared: true }
  | { key: string; cleared: false; streamId: string; position: number; eventType: string; error: string; competitionId: string | null };

async function writePark(em: EntityManager, processor: string, p: Park): Promise<void> {
  if (p.cleared) {
    await em.query('DELETE FROM parked_events WHERE processor = $1 AND key = $2', [processor, p.key]);
    return;
  }
  await em.query(
    `INSERT INTO parked_events (processor, key, stream_id, position, event_type, error, competition_id, parked_at, retry_requested)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), false)
     ON CONFLICT (processor, key) DO UPDATE SET error = excluded.error, parked_at = now(), retry_requested = false,
       position = LEAST(parked_events.position, excluded.position)`,
    [processor, p.key, p.streamId, p.position, p.eventType, p.error, p.competitionId],
  );
}

/** Whether none of the events is the processor's to handle. */
async function concernsNone(processor: Processor, events: StoredEvent[], context: BatchContext): Promise<boolean> {
  for (const e of events) if ((await processor.keyOf(e, context)) !== null) return false;
  return true;
}

async function ensureCheckpoints(em: EntityManager, names: string[]): Promise<void> {
  for (const name of names) {
    await em.query('INSERT INTO projection_checkpoints (name, position, updated_at) VALUES ($1, 0, now()) ON CONFLICT (name) DO NOTHING', [
      name,
    ]);
  }
}

function toParked(r: Record<string, unknown>): ParkedEvent {
  return {
    processor: r.processor as string,
    key: r.key as string,
    streamId: r.stream_id as string,
    position: Number(r.position),
    eventType: r.event_type as string,
    error: r.error as string,
    competitionId: (r.competition_id as string | null) ?? null,
    parkedAt: new Date(r.parked_at as string).toISOString(),
    retryRequested: r.retry_requested as boolean,
  };
}

/** PostgreSQL error classes of a database that failed us (connection, shutdown, resources, serialisation): no poison. */
const TRANSIENT_SQLSTATE = /^(08|53|57|58|40001|40P01)/;
const TRANSIENT_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** Whether an error is the database's or the network's, so the batch is run again rather than an event parked. */
export function isTransient(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (TRANSIENT_SQLSTATE.test(code) || TRANSIENT_ERRNO.has(code))) return true;
  if (typeof code === 'string' && code === 'CONFLICT') return true; // a command that kept losing races: try again later
  const message = e instanceof Error ? e.message : '';
  return /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
    message,
  );
}
