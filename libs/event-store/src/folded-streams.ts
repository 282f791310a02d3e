/**
 * Folded states kept by stream and version, so that a command or a read folds only the events
 * appended since the last one, not the whole stream (see docs/event-store.md, "Folded states").
 *
 * The cache is a value cache, never a source of truth: each load asks the store for the events
 * after the version it holds (one query, as a load always made) and folds only those, so
 * events appended by another process are caught up on, and a cached state is the state a fold
 * from the first event gives. Folded states must be immutable values: one is handed to every
 * caller as it is, and folded on from by the next load.
 */
import { foldedOf, type Folded, type Handled } from './command-handler';
import type { EventStore, StoredEvent } from './port';

/**
 * Folds `events` onto `state`: the events follow on from the state's version, in order; a
 * null state means the stream's start. It throws for an event that does not apply.
 */
export type StreamFold<S> = (state: S | null, events: StoredEvent[]) => S;

/** A folded state stored to spare a process the fold from the first event. */
export interface StreamSnapshot<S> {
  version: number;
  state: S;
}

/** Where snapshots are kept. They are an optimisation only: a snapshot that cannot be used is not one. */
export interface SnapshotStore<S> {
  /**
   * The newest usable snapshot of the stream at `atMost` or before (any version when omitted),
   * or null. A snapshot stored by other code (another ruleset version, another state format)
   * or that does not parse is not usable, and is passed over rather than reported.
   */
  latest(streamId: string, atMost?: number): Promise<StreamSnapshot<S> | null>;
  save(streamId: string, snapshot: StreamSnapshot<S>): Promise<void>;
}

/**
 * How much of the log a process keeps folded, by default: every stream of the largest events
 * (1,024 tables, a few hundred events each, and their competitions) with room to spare. An event
 * held takes about 1.3 kB, so 600,000 are about 800 MB at most; the commands' cache and the
 * processors' each have these bounds (STREAM_CACHE_STREAMS, STREAM_CACHE_EVENTS). A cache too
 * small for the streams in play folds each of them from its first event on every command.
 */
export const DEFAULT_STREAM_CACHE = { streams: 4_096, events: 600_000 } as const;

export interface FoldedStreamsOptions<S> {
  /** The most streams kept, least recently used out first (default DEFAULT_STREAM_CACHE.streams). */
  streams?: number;
  /** The most events kept over all streams (default DEFAULT_STREAM_CACHE.events); a stream longer than that alone is still kept. */
  events?: number;
  /** Where snapshots are read from on a cold start and written to as streams grow. */
  snapshots?: SnapshotStore<S>;
  /** A snapshot is written each time a stream passes another multiple of this many events (default 500). */
  snapshotEvery?: number;
  /** Told of a snapshot that could not be written (it never fails a command or a read). */
  log?: (message: string) => void;
}

interface Entry<S> {
  streamId: string;
  state: S;
  version: number;
  /**
   * The stream's events as read back from the store, numbered 1…events.length, appended in
   * place, never copied. It may trail `version` by the events this process appended itself:
   * those are read back, exactly as stored, with the next load, which reads from here anyway.
   */
  events: StoredEvent[];
  /** Each event's number by its id, for every event up to `version` (and any read past it). */
  ids: Map<string, number>;
  /** The version of the newest snapshot written or read by this process (0: none). */
  snapshotAt: number;
}

/**
 * A bounded cache of folded streams (least recently used out first), read through: `load` folds
 * the events after the cached version, `appended` takes the state a command computed.
 */
export class FoldedStreams<S> {
  private readonly entries = new Map<string, Entry<S>>();
  /** Cold loads in flight, so that many readers of one stream at once fold it once. */
  private readonly cold = new Map<string, Promise<Entry<S> | null>>();
  private readonly writes = new Set<Promise<void>>();
  private readonly maxStreams: number;
  private readonly maxEvents: number;
  private readonly every: number;
  private heldEvents = 0;

  constructor(
    private readonly store: EventStore,
    private readonly fold: StreamFold<S>,
    private readonly options: FoldedStreamsOptions<S> = {},
  ) {
    this.maxStreams = Math.max(1, options.streams ?? DEFAULT_STREAM_CACHE.streams);
    this.maxEvents = options.events ?? DEFAULT_STREAM_CACHE.events;
    this.every = Math.max(1, options.snapshotEvery ?? 500);
  }

  /** The stream folded to its current version, or null when it has no events. */
  async load(streamId: string): Promise<Folded<S> | null> {
    let entry: Entry<S> | null = this.touch(streamId) ?? null;
    if (!entry) {
      const inFlight = this.cold.get(streamId);
      if (!inFlight) {
        // Read just now, from the first event: nothing to catch up on unless a command of this
        // process moved the stream on meanwhile.
        const loaded = await this.loadCold(streamId);
        if (!loaded) return null;
        if (loaded.events.length >= loaded.version) return this.view(loaded);
        entry = loaded;
      } else {
        // Another caller's read may have begun before an event this caller must see: catch up.
        entry = (await inFlight) ?? (await this.readCold(streamId));
        if (!entry) return null;
      }
    }
    for (let attempt = 0; ; attempt++) {
      const read = await this.store.readStream(streamId, { fromVersion: entry.events.length + 1 });
      this.extend(entry, read);
      if (entry.events.length >= entry.version) break;
      // This process appended events a read begun before the append did not see: read them now.
      if (read.length === 0 && attempt > 0) {
        throw new Error(`stream ${streamId}: its events up to ${entry.version}, appended here, cannot be read back`);
      }
    }
    this.catchUp(entry);
    return this.view(entry);
  }

  /**
   * The stream folded to its event `upTo` (1-based; at most the version of `current`, the
   * stream as just loaded): from the newest snapshot at or before it, else from the first event.
   */
  async at(current: Folded<S>, upTo: number): Promise<S> {
    if (upTo === current.version) return current.state;
    const snapshot = await this.usableSnapshot(current.streamId, upTo);
    const from = snapshot?.version ?? 0;
    return this.fold(snapshot?.state ?? null, current.events.slice(from, upTo));
  }

  /**
   * A command appended to a stream it decided on as `before`: the cache keeps the state it
   * computed at the new version. A cache that has moved since (another load, an eviction) is
   * left as it is: its next load reads what it lacks.
   */
  appended(handled: Handled<S>, before: Pick<Folded<S>, 'version'>): void {
    const entry = this.entries.get(handled.streamId);
    if (!entry) {
      // A new stream this process started: nothing to read back but its own events.
      if (before.version !== 0) return;
      const created: Entry<S> = { streamId: handled.streamId, state: handled.state, version: 0, events: [], ids: new Map(), snapshotAt: 0 };
      this.entries.set(handled.streamId, created);
      this.advance(created, handled.state, handled.version, handled.appended);
      this.evict();
      return;
    }
    if (entry.version !== before.version || handled.version <= entry.version) return;
    this.advance(entry, handled.state, handled.version, handled.appended);
  }

  /** Resolves once every snapshot write begun so far has ended (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.writes.size > 0) await Promise.all([...this.writes]);
  }

  /** The cached version of a stream, if it is cached (for tests). */
  cachedVersion(streamId: string): number | null {
    return this.entries.get(streamId)?.version ?? null;
  }

  /** The stream's first event, if it is cached: it never changes. */
  first(streamId: string): StoredEvent | null {
    return this.entries.get(streamId)?.events[0] ?? null;
  }

  /** Forgets every stream. */
  clear(): void {
    this.entries.clear();
    this.heldEvents = 0;
  }

  private touch(streamId: string): Entry<S> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  private loadCold(streamId: string): Promise<Entry<S> | null> {
    const loading = this.readCold(streamId).finally(() => this.cold.delete(streamId));
    this.cold.set(streamId, loading);
    return loading;
  }

  /** A stream not cached: all its events, folded from the newest usable snapshot or from the first. */
  private async readCold(streamId: string): Promise<Entry<S> | null> {
    const [events, snapshot] = await Promise.all([this.store.readStream(streamId), this.usableSnapshot(streamId)]);
    if (events.length === 0) return null;
    const start = snapshot && snapshot.version <= events.length ? snapshot : null;
    const from = start?.version ?? 0;
    const state = this.fold(start?.state ?? null, events.slice(from));
    const entry: Entry<S> = { streamId, state, version: events.length, events: [], ids: new Map(), snapshotAt: from };
    this.extend(entry, events);
    // Another load or command may have cached the stream meanwhile: the one further on stays.
    const other = this.entries.get(streamId);
    if (other && other.version >= entry.version) return other;
    if (other) this.heldEvents -= other.events.length;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    this.heldEvents += entry.events.length;
    this.snapshotIfDue(entry);
    this.evict();
    return entry;
  }

  /** Adds the events that follow on from the list (a concurrent load may have added some already). */
  private extend(entry: Entry<S>, read: StoredEvent[]): void {
    const cached = this.entries.get(entry.streamId) === entry;
    for (const e of read) {
      if (e.streamVersion !== entry.events.length + 1) continue;
      entry.events.push(e);
      entry.ids.set(e.eventId, e.streamVersion);
      if (cached) this.heldEvents++;
    }
    if (cached) this.evict();
  }

  /** Folds the events read past the cached state. A fold that throws leaves the state as it was. */
  private catchUp(entry: Entry<S>): void {
    if (entry.events.length <= entry.version) return;
    const next = this.fold(entry.state, entry.events.slice(entry.version));
    this.advance(entry, next, entry.events.length, []);
  }

  private advance(entry: Entry<S>, state: S, version: number, appended: StoredEvent[]): void {
    for (const e of appended) entry.ids.set(e.eventId, e.streamVersion);
    entry.state = state;
    entry.version = version;
    this.snapshotIfDue(entry);
  }

  /** What a caller gets: the entry as it stands now, its events copied only if they are read. */
  private view(entry: Entry<S>): Folded<S> {
    const { streamId, state, version, events, ids } = entry;
    return foldedOf(
      { streamId, state, version },
      () => events.slice(0, version),
      (eventId) => (ids.get(eventId) ?? Infinity) <= version,
    );
  }

  /**
   * Writes a snapshot when the stream has passed another multiple of `snapshotEvery` since the
   * last one this process knows of. Written after the current work is answered, never awaited
   * by it, and never failing it.
   */
  private snapshotIfDue(entry: Entry<S>): void {
    const snapshots = this.options.snapshots;
    if (!snapshots || Math.floor(entry.version / this.every) <= Math.floor(entry.snapshotAt / this.every)) return;
    const snapshot: StreamSnapshot<S> = { version: entry.version, state: entry.state };
    entry.snapshotAt = entry.version;
    const write: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => snapshots.save(entry.streamId, snapshot))
      .catch((e: unknown) =>
        this.options.log?.(`snapshot of ${entry.streamId} at ${snapshot.version} not written: ${(e as Error).message}`),
      )
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  private async usableSnapshot(streamId: string, atMost?: number): Promise<StreamSnapshot<S> | null> {
    const snapshots = this.options.snapshots;
    if (!snapshots) return null;
    try {
      return await snapshots.latest(streamId, atMost);
    } catch (e) {
      // The snapshots are an optimisation: without them, the stream is folded from its start.
      this.options.log?.(`snapshots of ${streamId} not read: ${(e as Error).message}`);
      return null;
    }
  }

  private evict(): void {
    for (const [streamId, entry] of this.entries) {
      if (this.entries.size <= this.maxStreams && this.heldEvents <= this.maxEvents) return;
      if (this.entries.size === 1) return;
      this.entries.delete(streamId);
      this.heldEvents -= entry.events.length;
    }
  }
}
