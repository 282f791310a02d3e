import { EVENTS_CHANNEL, PROCESSED_PREFIX, type EventStore, type StoredEvent } from '@app/event-store';
import type { RulesetRegistry } from '@app/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProcessorLease } from './lease';
import { eventsOfKey, writePark, type Park, type Parking, type Retry } from './parking';
import { BatchContext, type KeptStreams, type Processor } from './processor';

export interface BatchOptions {
  batchSize: number;
  log: (message: string) => void;
  /** Test-only: called at named steps ("prepared:<processor>", "written"), to stop the process there. */
  step?: (name: string) => void | Promise<unknown>;
}

/** How a batch ended. */
export type BatchOutcome =
  /** Every processor is at the end of the log, and no retry was asked for. */
  | { kind: 'idle' }
  /** Committed: the checkpoints it moved to, and how many events it read. */
  | { kind: 'committed'; checkpoints: Map<string, number>; events: number; end: number }
  /** The checkpoints were not those it started from (another instance, a rebuild): nothing written. */
  | { kind: 'stale' }
  /** The lease was another's when it came to commit: rolled back. */
  | { kind: 'lost' };

interface Share {
  processor: Processor;
  /** The checkpoint this processor moves to. */
  to: number;
  written: Array<{ key: string; work: unknown; events: StoredEvent[] }>;
  parks: Park[];
}

/**
 * One batch for every processor behind, with no timers and no state of its own between batches:
 * read the log once from the lowest checkpoint; for each processor, group its events by key
 * (parked keys hold theirs back), prepare each key outside any transaction, then write every
 * processor's rows, parked keys and checkpoints in one transaction fenced by the lease. A key
 * that throws is parked alone; a database that fails fails the batch, which runs again.
 */
export class BatchExecutor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly registry: RulesetRegistry,
    private readonly processors: Processor[],
    private readonly kept: KeptStreams,
    private readonly parking: Parking,
    private readonly lease: ProcessorLease,
    private readonly options: BatchOptions,
  ) {}

  async run(checkpoints: Map<string, number>): Promise<BatchOutcome> {
    const { batchSize } = this.options;
    const from = Math.min(...checkpoints.values());
    const known = new Set(checkpoints.keys());
    const [retries, read] = await Promise.all([this.parking.retries(known), this.store.readAll(from, batchSize), this.parking.load()]);
    if (read.length === 0 && retries.length === 0) return { kind: 'idle' };
    let batch = read;
    let end = batch.length ? batch[batch.length - 1].globalPosition : from;
    const contextTo = (last: number) =>
      new BatchContext(this.store, this.registry, Math.max(last, ...checkpoints.values()), this.dataSource.manager, this.kept, {
        from,
        to: last,
        events: batch,
      });
    let context = contextTo(end);
    /** Whether a command processor (one with no rows of its own) handled a key of this batch, so may have appended. */
    let commanded = false;
    const shares: Share[] = [];
    for (const processor of this.processors) {
      if (commanded && processor.write && read.length < batchSize) {
        // The commands this batch led to are in the log (an engine match's result in its
        // competition): the read models take them in this same batch, so a reader sees the match
        // and its result together, one commit sooner. Only at the end of the log: behind it, what
        // follows the batch is mostly older events.
        commanded = false;
        const more = await this.store.readAll(end, batchSize);
        if (more.length > 0) {
          batch = batch.concat(more);
          end = more[more.length - 1].globalPosition;
          context = contextTo(end);
          // The processors already through the batch move on with it past events none of them has to handle.
          for (const s of shares) {
            if (
              s.to < end &&
              (await concernsNone(
                s.processor,
                more.filter((e) => e.globalPosition > s.to),
                context,
              ))
            )
              s.to = end;
          }
        }
      }
      const share = await this.prepare(processor, checkpoints.get(processor.name)!, batch, end, retries, context);
      if (!processor.write && share.written.length > 0) commanded = true;
      shares.push(share);
    }

    // Written first without a savepoint around each key (two statements fewer a key); should a
    // key's write fail, the batch is written again with them, so that key alone is parked.
    let outcome: 'committed' | 'stale' | 'lost';
    try {
      outcome = await this.write(checkpoints, shares, context, false);
    } catch (e) {
      if (!(e instanceof KeyWriteFailed)) throw e;
      outcome = await this.write(checkpoints, shares, context, true);
    }
    if (outcome !== 'committed') return { kind: outcome };
    await this.options.step?.('written');
    for (const s of shares) this.parking.committed(s.processor.name, s.parks);
    return { kind: 'committed', checkpoints: new Map(shares.map((s) => [s.processor.name, s.to])), events: batch.length, end };
  }

  /** One processor's share of the batch: its keys grouped, retried keys first, each prepared or parked. */
  private async prepare(
    processor: Processor,
    own: number,
    batch: StoredEvent[],
    end: number,
    retries: Retry[],
    context: BatchContext,
  ): Promise<Share> {
    const groups = new Map<string, StoredEvent[]>();
    const parks: Park[] = [];
    const retried = new Set<string>();
    // A parked key asked to be retried: the events it missed since, then this batch's.
    for (const r of retries.filter((x) => x.processor === processor.name)) {
      groups.set(r.key, await eventsOfKey(this.store, processor, r, own, context, this.options.batchSize));
      retried.add(r.key);
    }
    const held = new Map<string, Set<string>>();
    for (const e of batch) {
      if (e.globalPosition <= own) continue;
      const key = await processor.keyOf(e, context);
      if (key === null) continue;
      const holding = retried.has(key) ? undefined : this.parking.holding(processor.name, key);
      if (holding) {
        // Waits behind the parked event; its stream is noted, so a retry finds it by the stream's index.
        if (!holding.has(e.streamId)) held.set(key, (held.get(key) ?? new Set()).add(e.streamId));
        continue;
      }
      const group = groups.get(key);
      if (group) group.push(e);
      else groups.set(key, [e]);
    }
    for (const [key, streams] of held) parks.push({ kind: 'held', key, streams: [...streams] });
    const written: Share['written'] = [];
    for (const [key, events] of groups) {
      if (events.length === 0) {
        if (retried.has(key)) parks.push({ kind: 'cleared', key });
        continue;
      }
      try {
        written.push({ key, work: await processor.prepare(key, events, context), events });
        if (retried.has(key)) parks.push({ kind: 'cleared', key });
      } catch (e) {
        if (isTransient(e)) throw e;
        parks.push(await this.park(processor, key, events, e, context));
      }
    }
    if (groups.size > 0) await this.options.step?.(`prepared:${processor.name}`);
    return { processor, to: Math.max(own, end), written, parks };
  }

  private write(
    checkpoints: Map<string, number>,
    shares: Share[],
    context: BatchContext,
    isolated: boolean,
  ): Promise<'committed' | 'stale' | 'lost'> {
    const names = [...checkpoints.keys()];
    return this.dataSource
      .transaction(async (em) => {
        const now = await lockCheckpoints(em, names);
        if (names.some((n) => now.get(n) !== checkpoints.get(n))) return 'stale' as const;
        for (const share of shares) await this.writeShare(em, share, context, isolated);
        const to = new Map(shares.map((s) => [s.processor.name, s.to]));
        const payload = `${PROCESSED_PREFIX}${Math.min(...to.values())}`;
        // Fenced: an instance that lost the lease mid-batch (paused past it, or an operator moved
        // it) rolls back, so only the holder's batch lands.
        if (!(await this.lease.fence(em, to, { channel: EVENTS_CHANNEL, payload }))) throw new LeaseLost();
        return 'committed' as const;
      })
      .catch((e: unknown) => {
        if (!(e instanceof LeaseLost)) throw e;
        this.options.log('processors: the lease passed to another instance during a batch; its work was rolled back');
        return 'lost' as const;
      });
  }

  private async writeShare(em: EntityManager, share: Share, context: BatchContext, isolated: boolean): Promise<void> {
    const { processor } = share;
    // A retried write starts from the parks prepare made: those of a failed write are added anew.
    const parks = [...share.parks];
    const kept: Share['written'] = [];
    for (const w of share.written) {
      if (!processor.write) kept.push(w);
      else if (!isolated) {
        try {
          await processor.write(em, w.key, w.work);
        } catch (e) {
          throw isTransient(e) ? e : new KeyWriteFailed(e);
        }
        kept.push(w);
      } else {
        await em.query('SAVEPOINT processor_key');
        try {
          await processor.write(em, w.key, w.work);
          await em.query('RELEASE SAVEPOINT processor_key');
          kept.push(w);
        } catch (e) {
          await em.query('ROLLBACK TO SAVEPOINT processor_key');
          if (isTransient(e)) throw e;
          parks.push(await this.park(processor, w.key, w.events, e, context));
        }
      }
    }
    if (processor.afterWrite && kept.length) await processor.afterWrite(em, kept);
    for (const p of parks) await writePark(em, processor.name, p);
    share.parks = parks;
  }

  private async park(processor: Processor, key: string, events: StoredEvent[], error: unknown, context: BatchContext): Promise<Park> {
    const [first] = events;
    const message = error instanceof Error ? error.message : String(error);
    this.options.log(`${processor.name}: parked ${key} at ${first.globalPosition} (${first.type}): ${message}`);
    const competitionId = await context.competitionOf(first.streamId).catch(() => null);
    return {
      kind: 'parked',
      key,
      streamId: first.streamId,
      position: first.globalPosition,
      eventType: first.type,
      error: message.slice(0, 2000),
      competitionId,
      streams: [...new Set(events.map((e) => e.streamId))],
    };
  }
}

/** Every named processor's checkpoint, made at the beginning of the log for a processor's first batch. */
export async function readCheckpoints(dataSource: DataSource, names: string[], make = false): Promise<Map<string, number>> {
  if (make) await dataSource.transaction((em) => ensureCheckpoints(em, names));
  const rows: Array<{ name: string; position: string }> = await dataSource.query(
    'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1)',
    [names],
  );
  return new Map(rows.map((r) => [r.name, Number(r.position)]));
}

export async function ensureCheckpoints(em: EntityManager, names: string[]): Promise<void> {
  await em.query(
    'INSERT INTO projection_checkpoints (name, position, updated_at) SELECT unnest($1::text[]), 0, now() ON CONFLICT (name) DO NOTHING',
    [names],
  );
}

async function lockCheckpoints(em: EntityManager, names: string[]): Promise<Map<string, number>> {
  const rows: Array<{ name: string; position: string }> = await em.query(
    'SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name FOR UPDATE',
    [names],
  );
  return new Map(rows.map((r) => [r.name, Number(r.position)]));
}

/** Whether none of the events is the processor's to handle. */
async function concernsNone(processor: Processor, events: StoredEvent[], context: BatchContext): Promise<boolean> {
  for (const e of events) if ((await processor.keyOf(e, context)) !== null) return false;
  return true;
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
