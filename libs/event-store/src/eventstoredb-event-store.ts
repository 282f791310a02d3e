import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import type { AllStreamResolvedEvent, JSONType, ResolvedEvent } from '@eventstore/db-client';
import { IdempotencyError, WrongExpectedVersionError } from './errors';
import {
  currentRevisionToVersion,
  isSystemEvent,
  revisionToVersion,
  toExpectedRevision,
  toGlobalPosition,
  toReadPosition,
  toStoredEvent,
  versionToRevision,
} from './eventstoredb-mapping';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, StoredEvent, SubscribeToAllOptions, Subscription } from './port';
import { validateAppend, validatePosition } from './validation';

/**
 * The EventStore port on EventStoreDB. ESDB does optimistic concurrency and idempotency by
 * event id natively; this adapter translates versions, positions and errors. Differences from
 * the PostgreSQL adapter (documented in docs/event-store.md): an id reused with other content
 * at the same position is accepted as a retry (ESDB compares ids only), and with 'any' ESDB's
 * duplicate detection is best effort.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: { ownsClient?: boolean } = {},
  ) {}

  /** A store owning its own client (disposed on close). Connects lazily, on first use. */
  static connect(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), { ownsClient: true });
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    validateAppend(streamId, events, expected);
    const proposed = events.map((e) => jsonEvent({ id: e.eventId, type: e.type, data: e.data as JSONType, metadata: e.metadata ?? {} }));
    try {
      const result = await this.client.appendToStream(streamId, proposed, {
        expectedRevision: toExpectedRevision(expected),
      });
      const streamVersion = revisionToVersion(result.nextExpectedRevision);
      let globalPosition = toGlobalPosition(result.position);
      // An idempotent retry may come back without a position: look the last event up.
      if (globalPosition < 0) globalPosition = await this.positionOf(streamId, streamVersion);
      return { streamVersion, globalPosition };
    } catch (err) {
      if (!(err instanceof EsdbWrongExpectedVersionError)) throw err;
      const actual = currentRevisionToVersion(err.actualVersion);
      // ESDB refuses a batch whose ids only partly match what is stored at those revisions
      // with WrongExpectedVersion too: tell the two apart, as the port does.
      if (await this.anyIdStored(streamId, events, expected)) {
        throw new IdempotencyError(streamId, 'event ids already used by other events of this stream');
      }
      throw new WrongExpectedVersionError(streamId, expected, actual);
    }
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    const from = options.fromVersion ?? 1;
    validatePosition('fromVersion', from, 1);
    if (options.maxCount !== undefined) validatePosition('maxCount', options.maxCount, 0);
    if (options.maxCount === 0) return [];
    const out: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: versionToRevision(from),
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      })) {
        if (resolved.event) out.push(toStoredEvent(resolved.event));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async streamVersion(streamId: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return revisionToVersion(resolved.event.revision);
      }
      return 0;
    } catch (err) {
      if (err instanceof StreamNotFoundError) return 0;
      throw err;
    }
  }

  /** $all is read in pages because system events are filtered out after reading. */
  async readAll(fromGlobalPosition: number, maxCount?: number): Promise<StoredEvent[]> {
    validatePosition('fromGlobalPosition', fromGlobalPosition, 0);
    if (maxCount !== undefined) validatePosition('maxCount', maxCount, 0);
    const wanted = maxCount ?? Number.MAX_SAFE_INTEGER;
    const page = 500;
    const out: StoredEvent[] = [];
    let position = fromGlobalPosition;
    while (out.length < wanted) {
      let seen = 0;
      const pageStart = position;
      for await (const resolved of this.client.readAll({ fromPosition: toReadPosition(position), maxCount: page })) {
        seen++;
        const e = fromAll(resolved);
        if (!e || e.globalPosition <= position) continue; // the start position itself is inclusive
        position = e.globalPosition;
        if (!isSystemEvent(e)) out.push(e);
        if (out.length >= wanted) break;
      }
      if (seen < page || position === pageStart) break; // end of $all, or no progress possible
    }
    return out;
  }

  /** The last non-system event of $all, read backwards (the read is cancelled at the first hit). */
  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END })) {
      const e = fromAll(resolved);
      if (e && e.globalPosition >= 0 && !isSystemEvent(e)) return e.globalPosition;
    }
    return 0;
  }

  /** ESDB's own catch-up subscription on $all, system events excluded, handled one at a time. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    validatePosition('from', options.from, 0);
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(options.from),
      filter: excludeSystemEvents(),
    });
    const report = (err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      if (options.onError) options.onError(e);
      else console.error(`[event-store] ESDB subscription stopped: ${e.message}`);
    };
    let stopped = false;
    let last = options.from;
    const loop = (async () => {
      try {
        for await (const resolved of subscription) {
          if (stopped) break;
          const e = fromAll(resolved);
          if (!e || e.globalPosition <= last || isSystemEvent(e)) continue;
          await options.onEvent(e);
          last = e.globalPosition;
        }
      } catch (err) {
        if (!stopped) report(err);
      } finally {
        stopped = true;
        await subscription.unsubscribe().catch(() => undefined);
      }
    })();
    const handle: Subscription = {
      stop: async () => {
        stopped = true;
        await subscription.unsubscribe().catch(() => undefined);
        await loop;
        this.subscriptions.delete(handle);
      },
    };
    this.subscriptions.add(handle);
    return handle;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    if (this.options.ownsClient) await this.client.dispose();
  }

  private async positionOf(streamId: string, version: number): Promise<number> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: versionToRevision(version), maxCount: 1 })) {
      if (resolved.event) return toGlobalPosition(resolved.event.position);
    }
    return -1;
  }

  /** Does the stream hold any of these ids where this append would have put its events? */
  private async anyIdStored(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<boolean> {
    const fromVersion = typeof expected === 'number' ? expected + 1 : 1;
    const ids = new Set(events.map((e) => e.eventId.toLowerCase()));
    const stored = await this.readStream(streamId, { fromVersion, maxCount: expected === 'any' ? undefined : events.length });
    return stored.some((e) => ids.has(e.eventId.toLowerCase()));
  }
}

function fromAll(resolved: AllStreamResolvedEvent | ResolvedEvent): StoredEvent | null {
  if (!resolved.event) return null;
  const e = toStoredEvent(resolved.event);
  // $all reads always carry the commit position; prefer it over the event's own field.
  if (resolved.commitPosition !== undefined && e.globalPosition < 0) e.globalPosition = Number(resolved.commitPosition);
  return e;
}
