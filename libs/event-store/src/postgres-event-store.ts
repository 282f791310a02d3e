import type { Pool, PoolClient } from 'pg';
import { IdempotencyError, WrongExpectedVersionError } from './errors';
import { pollingSubscription, type PollingSubscription } from './polling-subscription';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, StoredEvent, SubscribeToAllOptions, Subscription } from './port';
import { validateAppend, validatePosition } from './validation';

type Queryable = Pick<Pool, 'query'> | PoolClient;

export interface PostgresEventStoreOptions {
  /** End the pool on close() (default false: whoever created the pool ends it). */
  ownsPool?: boolean;
}

// bigints as text, converted by toSafeNumber; ORDER BY must then name the table column
// (events.x), or it would sort by the text alias.
const COLUMNS = `event_id, stream_id, stream_version::text AS stream_version,
  global_position::text AS global_position, type, data, metadata, recorded_at`;

/**
 * The EventStore port on PostgreSQL (or PGlite behind its socket server), schema from
 * migrations/1763769600000-EventStore.ts. The write path is one call of the SQL function
 * events_append, i.e. one round trip and one transaction per append.
 */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<PollingSubscription>();
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    validateAppend(streamId, events, expected);
    const batch = toBatchJson(events);
    let result: AppendResult;
    try {
      result = await this.callAppend(this.pool, streamId, batch, events.length, expected);
    } catch (err) {
      // The function's statement was rolled back as a whole; now look at what exists.
      if (!isEventIdViolation(err)) throw err;
      const original = await this.findRetry(streamId, batch, events.length, expected);
      if (original) return original;
      throw new IdempotencyError(streamId, 'event ids already used with other content or elsewhere');
    }
    this.subscriptions.forEach((s) => s.wake());
    return result;
  }

  /**
   * Appends inside a transaction the caller opened on `client` (and will commit or roll
   * back), to write events together with other rows. Readers wait for its events until the
   * transaction ends, so keep it short. Idempotent retries are not recognised here; a reused event id raises IdempotencyError, a conflict
   * WrongExpectedVersionError, and in both cases the caller must roll back.
   */
  async appendInTransaction(client: PoolClient, streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    validateAppend(streamId, events, expected);
    try {
      return await this.callAppend(client, streamId, toBatchJson(events), events.length, expected, false);
    } catch (err) {
      if (isEventIdViolation(err)) throw new IdempotencyError(streamId, 'event id already used');
      throw err;
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    const from = options.fromVersion ?? 1;
    validatePosition('fromVersion', from, 1);
    if (options.maxCount !== undefined) validatePosition('maxCount', options.maxCount, 0);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE stream_id = $1 AND stream_version >= $2
        ORDER BY events.stream_version LIMIT $3`,
      [streamId, from, options.maxCount ?? null],
    );
    return rows.map(toStoredEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: string }>('SELECT version::text AS version FROM streams WHERE stream_id = $1', [
      streamId,
    ]);
    return rows.length ? toSafeNumber(rows[0].version) : 0;
  }

  /**
   * Gap-safe without waiting for anything but appends in flight. Positions are handed out in
   * order and become visible at commit, so a gap below a visible event is either an append
   * still in flight (it will fill the gap), or final (rolled back, refused, or burnt by the
   * sequence). Each append marks its reservation with a transaction lock taken in the same
   * step that hands it out (migration 1763770500000). A page without gaps is returned as read:
   * the usual case, one query. A page with a gap asks which reservations are still held, stops
   * before the first of them, and reads the rest again: a reservation that ended between the
   * two reads has committed by then (or left a hole for good), and the second read sees it.
   */
  async readAll(fromGlobalPosition: number, maxCount?: number): Promise<StoredEvent[]> {
    validatePosition('fromGlobalPosition', fromGlobalPosition, 0);
    if (maxCount !== undefined) validatePosition('maxCount', maxCount, 0);
    const page = await this.readRange(fromGlobalPosition, Number.MAX_SAFE_INTEGER, maxCount);
    if (page.length === 0 || isDense(fromGlobalPosition, page)) return page;
    // Every position up to the page's last one was reserved before that event was visible,
    // hence marked before the page was read: what is not in flight now is final.
    const last = page[page.length - 1].globalPosition;
    const held = (await this.inFlightReservations()).find((p) => p > fromGlobalPosition && p <= last);
    return this.readRange(fromGlobalPosition, held === undefined ? last : held - 1, maxCount);
  }

  /**
   * The last position readAll can show: the last event, unless a reservation below it is still
   * in flight, then the last event below that reservation. A backward scan of the primary key,
   * cheap however long the log.
   */
  async headPosition(): Promise<number> {
    const last = await this.lastPositionUpTo(Number.MAX_SAFE_INTEGER);
    const held = (await this.inFlightReservations()).find((p) => p <= last);
    return held === undefined ? last : this.lastPositionUpTo(held - 1);
  }

  private async readRange(after: number, upTo: number, maxCount: number | undefined): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE global_position > $1 AND global_position <= $2
        ORDER BY events.global_position LIMIT $3`,
      [after, upTo, maxCount ?? null],
    );
    return rows.map(toStoredEvent);
  }

  private async lastPositionUpTo(upTo: number): Promise<number> {
    const { rows } = await this.pool.query<{ global_position: string }>(
      `SELECT global_position::text AS global_position FROM events
        WHERE global_position <= $1 ORDER BY events.global_position DESC LIMIT 1`,
      [upTo],
    );
    return rows.length ? toSafeNumber(rows[0].global_position) : 0;
  }

  /**
   * First positions of the appends still in flight in this database, lowest first: the
   * negated keys of their transaction locks. A bigint key shows in pg_locks as two 32-bit
   * halves (classid high, objid low, objsubid 1).
   */
  private async inFlightReservations(): Promise<number[]> {
    const { rows } = await this.pool.query<{ position: string }>(
      `SELECT DISTINCT (-key)::text AS position FROM (
         SELECT (classid::bigint << 32) | objid::bigint AS key FROM pg_locks
          WHERE locktype = 'advisory' AND objsubid = 1
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
       ) AS advisory
        WHERE key < 0`,
    );
    return rows.map((r) => toSafeNumber(r.position)).sort((a, b) => a - b);
  }

  /**
   * Polls readAll (pollMs, default 100 ms) and is woken at once by appends made through this
   * store instance. LISTEN/NOTIFY is not used here: PGlite behind its socket server shares
   * one backend session among all connections and does not deliver notifications to
   * listeners, so it would only work on one of the two targets; polling works on both.
   * (LiveEvents uses NOTIFY as a mere wake-up, with polling as its fallback.)
   */
  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    if (this.closed) throw new Error('event store is closed');
    validatePosition('from', options.from, 0);
    const sub = pollingSubscription(
      (from, max) => this.readAll(from, max),
      options,
      () => this.subscriptions.delete(sub),
    );
    this.subscriptions.add(sub);
    return sub;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    if (this.options.ownsPool) await this.pool.end();
  }

  private async callAppend(
    db: Queryable,
    streamId: string,
    batch: string,
    count: number,
    expected: ExpectedVersion,
    checkRetry = true,
  ): Promise<AppendResult> {
    const { rows } = await db.query<{ new_version: string | null; last_position: string; actual_version: string }>(
      `SELECT new_version::text AS new_version, last_position::text AS last_position,
              actual_version::text AS actual_version
         FROM events_append($1, $2, $3::jsonb)`,
      [streamId, expectedToSql(expected), batch],
    );
    const row = rows[0];
    if (row.new_version !== null) {
      return { streamVersion: toSafeNumber(row.new_version), globalPosition: toSafeNumber(row.last_position) };
    }
    // Refused on version. Before calling it a conflict: is this a retry of an append that
    // already succeeded (the usual cause of a stale expected version after a timeout)?
    if (checkRetry) {
      const original = await this.findRetry(streamId, batch, count, expected);
      if (original) return original;
    }
    throw new WrongExpectedVersionError(streamId, expected, toSafeNumber(row.actual_version));
  }

  /**
   * The original result if every event of the batch is already stored, with the same
   * content, consecutively in this stream at the versions the append would have given them;
   * null if none of the ids is stored; IdempotencyError for anything in between.
   */
  private async findRetry(streamId: string, batch: string, count: number, expected: ExpectedVersion): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ stream_id: string; stream_version: string; global_position: string; same_content: boolean }>(
      `SELECT e.stream_id, e.stream_version::text AS stream_version,
              e.global_position::text AS global_position,
              (e.type = b.value ->> 'type'
                AND e.data = b.value -> 'data'
                AND e.metadata = coalesce(b.value -> 'metadata', '{}'::jsonb)) AS same_content
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS b(value, ord)
         JOIN events e ON e.event_id = (b.value ->> 'eventId')::uuid
        ORDER BY b.ord`,
      [batch],
    );
    if (rows.length === 0) return null;
    if (rows.length < count) {
      throw new IdempotencyError(streamId, `${rows.length} of the ${count} event ids are already stored`);
    }
    const first = toSafeNumber(rows[0].stream_version);
    const expectedFirst = expected === 'any' ? first : expected === 'no_stream' ? 1 : expected + 1;
    const exact = rows.every((r, i) => r.stream_id === streamId && r.same_content && toSafeNumber(r.stream_version) === expectedFirst + i);
    if (!exact) {
      throw new IdempotencyError(streamId, 'event ids already stored with other content or at other positions');
    }
    const last = rows[rows.length - 1];
    return { streamVersion: toSafeNumber(last.stream_version), globalPosition: toSafeNumber(last.global_position) };
  }
}

function expectedToSql(expected: ExpectedVersion): number {
  if (expected === 'any') return -1;
  if (expected === 'no_stream') return 0;
  return expected;
}

/** The batch as the one jsonb parameter events_append expects; also used to compare content. */
function toBatchJson(events: NewEvent[]): string {
  return JSON.stringify(events.map((e) => ({ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata ?? {} })));
}

function isEventIdViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'events_event_id_key';
}

/** True when the page holds every position after `from` up to its last event. */
function isDense(from: number, page: StoredEvent[]): boolean {
  return page[page.length - 1].globalPosition - from === page.length;
}

/** bigint columns arrive as text (no global type parser); positions stay far below 2^53. */
function toSafeNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`position ${text} exceeds JavaScript's safe integer range`);
  return n;
}

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: string;
  global_position: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: toSafeNumber(row.stream_version),
    globalPosition: toSafeNumber(row.global_position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}
