/**
 * The event store port. Every adapter (PostgreSQL, EventStoreDB) implements exactly this and
 * passes the one contract suite in event-store.contract.ts. See docs/event-store.md.
 */

export interface NewEvent {
  /** uuid chosen by the writer, so a retried append is recognised instead of duplicated. */
  eventId: string;
  type: string;
  /** Plain JSON: stored as such and read back structurally equal (object key order is not kept). */
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface StoredEvent {
  eventId: string;
  streamId: string;
  /** 1-based position inside its stream. */
  streamVersion: number;
  /** Position in the whole log: strictly increasing in read order, not dense (gaps are normal). */
  globalPosition: number;
  type: string;
  data: unknown;
  /** Always an object ({} when none was given). */
  metadata: Record<string, unknown>;
  /** ISO 8601, from the database server's clock. */
  recordedAt: string;
}

/** The stream's current version (0 = no events yet), or no check at all, or "must not exist". */
export type ExpectedVersion = number | 'any' | 'no_stream';

export interface AppendResult {
  /** The stream's version after the append (version of the last event written). */
  streamVersion: number;
  /** Global position of the last event written. */
  globalPosition: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive: the last global position already handled (0 = from the start). */
  from: number;
  /** Awaited before the next event is delivered. If it throws, the subscription stops. */
  onEvent: (e: StoredEvent) => Promise<void> | void;
  /** Reading failures (retried) and the handler failure that stopped the subscription. */
  onError?: (e: Error) => void;
  /** Polling interval for adapters that poll (default 100 ms). */
  pollMs?: number;
}

export interface Subscription {
  /** Resolves once no more onEvent call is running or will start. */
  stop(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number; maxCount?: number }): Promise<StoredEvent[]>;
  /** 0 when the stream has no events. */
  streamVersion(streamId: string): Promise<number>;
  /** Events after `fromGlobalPosition` (exclusive; 0 = from start), in global order. */
  readAll(fromGlobalPosition: number, maxCount?: number): Promise<StoredEvent[]>;
  /**
   * The position of the last event readAll would return now (0 for an empty log): reading
   * after it yields exactly the events that become readable later. Where to start following
   * the log live.
   */
  headPosition(): Promise<number>;
  /** Follows the log: every event after `from` exactly once, in global order. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  close(): Promise<void>;
}
