import type { EventStore, StoredEvent } from '@app/event-store';
import type { DataSource, EntityManager } from 'typeorm';
import type { BatchContext, Processor } from './processor';

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

/** A parked key an organiser asked to try again: run first in the next batch. */
export interface Retry {
  processor: string;
  key: string;
  position: number;
  /** The streams whose events wait behind it; null for a key parked before they were noted (the log is read instead). */
  streams: string[] | null;
}

/** What a batch writes of parked keys: a key parked (again), streams held behind one, one cleared. */
export type Park =
  | { kind: 'cleared'; key: string }
  | { kind: 'held'; key: string; streams: string[] }
  | {
      kind: 'parked';
      key: string;
      streamId: string;
      position: number;
      eventType: string;
      error: string;
      competitionId: string | null;
      streams: string[];
    };

/**
 * The parked keys (`parked_events`), as the lease holder knows them. Only the holder's batches
 * park and clear keys, so it reads them once when it starts from the checkpoints (taking the
 * lease, or after another instance or a rebuild moved them) and keeps them up to date from its
 * own commits. Each parked key notes the streams whose events it holds back, so a retry reads
 * those streams by their index, not the log from the parked position.
 */
export class Parking {
  /** processor \0 key → the streams held behind it; null until read. */
  private held: Map<string, Set<string>> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Forgets what it knew: read again before the next batch. */
  forget(): void {
    this.held = null;
  }

  async load(): Promise<void> {
    if (this.held) return;
    const rows: Array<{ processor: string; key: string; streams: string[] | null }> = await this.dataSource.query(
      'SELECT processor, key, held_streams AS streams FROM parked_events',
    );
    this.held = new Map(rows.map((r) => [slot(r.processor, r.key), new Set(r.streams ?? [])]));
  }

  /** The streams a parked key holds back, or undefined when the key is not parked. */
  holding(processor: string, key: string): Set<string> | undefined {
    return this.held?.get(slot(processor, key));
  }

  /** The keys asked to be retried, by the partial index on `retry_requested`. */
  async retries(known: Set<string>): Promise<Retry[]> {
    const rows: Array<{ processor: string; key: string; position: string; streams: string[] | null }> = await this.dataSource.query(
      'SELECT processor, key, position::text AS position, held_streams AS streams FROM parked_events WHERE retry_requested ORDER BY position',
    );
    return rows.filter((r) => known.has(r.processor)).map((r) => ({ ...r, position: Number(r.position) }));
  }

  /** After the batch that wrote them committed. */
  committed(processor: string, parks: Park[]): void {
    if (!this.held) return;
    for (const p of parks) {
      const at = slot(processor, p.key);
      if (p.kind === 'cleared') this.held.delete(at);
      else this.held.set(at, new Set([...(this.held.get(at) ?? []), ...p.streams]));
    }
  }
}

/** The events of a retried key from where it was parked up to `to`: from the streams it holds, by their index. */
export async function eventsOfKey(
  store: EventStore,
  processor: Processor,
  retry: Retry,
  to: number,
  context: BatchContext,
  pageSize: number,
): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  const mine = async (e: StoredEvent) =>
    e.globalPosition >= retry.position && e.globalPosition <= to && (await processor.keyOf(e, context)) === retry.key;
  if (retry.streams) {
    for (const streamId of retry.streams) for (const e of await store.readStream(streamId)) if (await mine(e)) out.push(e);
    return out.sort((a, b) => a.globalPosition - b.globalPosition);
  }
  // Parked before its streams were noted: the log from the parked position.
  for (let at = retry.position - 1; at < to;) {
    const page = await store.readAll(at, pageSize);
    if (page.length === 0) break;
    for (const e of page) if (await mine(e)) out.push(e);
    at = page[page.length - 1].globalPosition;
  }
  return out;
}

export async function writePark(em: EntityManager, processor: string, p: Park): Promise<void> {
  if (p.kind === 'cleared') {
    await em.query('DELETE FROM parked_events WHERE processor = $1 AND key = $2', [processor, p.key]);
    return;
  }
  if (p.kind === 'held') {
    await em.query(
      `UPDATE parked_events SET held_streams = ARRAY(SELECT DISTINCT unnest(held_streams || $3::text[]))
        WHERE processor = $1 AND key = $2 AND held_streams IS NOT NULL`,
      [processor, p.key, p.streams],
    );
    return;
  }
  await em.query(
    `INSERT INTO parked_events (processor, key, stream_id, position, event_type, error, competition_id, parked_at, retry_requested, held_streams)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), false, $8)
     ON CONFLICT (processor, key) DO UPDATE SET error = excluded.error, parked_at = now(), retry_requested = false,
       position = LEAST(parked_events.position, excluded.position),
       held_streams = ARRAY(SELECT DISTINCT unnest(parked_events.held_streams || excluded.held_streams))`,
    [processor, p.key, p.streamId, p.position, p.eventType, p.error, p.competitionId, p.streams],
  );
}

/** Parked events, of one competition or all. */
export async function parkedEvents(dataSource: DataSource, competitionId?: string): Promise<ParkedEvent[]> {
  const rows: Array<Record<string, unknown>> = await dataSource.query(
    `SELECT processor, key, stream_id, position::text AS position, event_type, error, competition_id, parked_at, retry_requested
       FROM parked_events WHERE ($1::text IS NULL OR competition_id = $1) ORDER BY position, processor`,
    [competitionId ?? null],
  );
  return rows.map((r) => ({
    processor: r.processor as string,
    key: r.key as string,
    streamId: r.stream_id as string,
    position: Number(r.position),
    eventType: r.event_type as string,
    error: r.error as string,
    competitionId: (r.competition_id as string | null) ?? null,
    parkedAt: new Date(r.parked_at as string).toISOString(),
    retryRequested: r.retry_requested as boolean,
  }));
}

function slot(processor: string, key: string): string {
  return `${processor}\u0000${key}`;
}
