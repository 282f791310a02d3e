import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { LiveEvents, StoredEvent } from '@app/event-store';
import { matchStream, MatchService, stampOf, toMatchEvent, type LoadedMatch } from '@app/matches';
import { applyAt, outcomeOf, ReplayError, type MatchCreatedData, type MatchState, type RulesetRegistry, type Viewer } from '@app/rules';
import { pushed } from '../live-iterator';
import { LIVE_EVENTS, RULESETS } from '../tokens';
import { matchType, viewedEvent, viewedEvents, viewerName, type ViewedMatch } from './match-view';
import type { MatchEventType } from './match.types';

/**
 * The match at one version, as a live feed publishes it: its views are computed once per
 * viewer kind (public, organiser, each player's side: `viewerName`) and shared by every
 * subscriber who sees it that way, never once per connection.
 */
export class MatchAtVersion {
  private readonly views = new Map<string, ViewedMatch>();
  /** Each viewer kind's view of the whole stream, once someone asked for it; kept up to date by the feed. */
  readonly streams = new Map<string, { viewer: Viewer; events: MatchEventType[] }>();
  readonly finished: boolean;

  constructor(
    readonly loaded: LoadedMatch,
    private readonly registry: RulesetRegistry,
  ) {
    this.finished = outcomeOf(loaded.match).finished;
  }

  get version(): number {
    return this.loaded.match.version;
  }

  get created(): MatchCreatedData {
    return this.loaded.match.created;
  }

  /** The match as this viewer may see it (as the `match` query shows it). */
  viewed(viewer: Viewer): ViewedMatch {
    const kind = viewerName(viewer);
    let view = this.views.get(kind);
    if (!view) this.views.set(kind, (view = matchType(this.loaded, viewer, () => this.events(viewer))));
    return view;
  }

  /** The whole stream as this viewer may see it: viewed once per kind, then only each new event. */
  events(viewer: Viewer): MatchEventType[] {
    const kind = viewerName(viewer);
    let stream = this.streams.get(kind);
    if (!stream) this.streams.set(kind, (stream = { viewer, events: viewedEvents(this.registry, this.loaded.events, viewer) }));
    return stream.events;
  }

  /** The next version, after `steps`: the views of the stream asked for so far grow by the new events' views. */
  next(loaded: LoadedMatch, steps: readonly FeedStep[]): MatchAtVersion {
    const next = new MatchAtVersion(loaded, this.registry);
    for (const [kind, { viewer, events }] of this.streams) {
      next.streams.set(kind, { viewer, events: events.concat(steps.map((s) => s.viewed(viewer))) });
    }
    return next;
  }
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/** Folds one stored event onto the match, as `MatchService.load` folds it. */
function foldOne(match: MatchState, event: StoredEvent): MatchState {
  try {
    return applyAt(match, toMatchEvent(event), stampOf(event));
  } catch (e) {
    if (e instanceof ReplayError) throw e;
    throw new ReplayError(event.streamVersion, `${event.type} could not be applied: ${(e as Error).message}`);
  }
}

/**
 * One new event of the stream: its view is computed once per viewer kind. Viewing an event
 * takes the match just before it; for the events appended together with a later one, that
 * match is folded only if someone views them.
 */
export class FeedStep {
  private readonly seen = new Map<string, MatchEventType>();
  private folded: MatchState | undefined;

  constructor(
    readonly event: StoredEvent,
    /** The match before this event, or the step before it (whose `after` it is). */
    private readonly previous: MatchState | FeedStep,
    /** The match after it, when the feed has it already (the last step of an update). */
    after?: MatchState,
  ) {
    this.folded = after;
  }

  get number(): number {
    return this.event.streamVersion;
  }

  before(): MatchState {
    return this.previous instanceof FeedStep ? this.previous.after() : this.previous;
  }

  after(): MatchState {
    return (this.folded ??= foldOne(this.before(), this.event));
  }

  viewed(viewer: Viewer): MatchEventType {
    const kind = viewerName(viewer);
    let seen = this.seen.get(kind);
    if (!seen) this.seen.set(kind, (seen = viewedEvent(this.before(), this.event, viewer)));
    return seen;
  }
}

/** What a feed publishes: the new events, in order, and the match after the last of them. */
export interface FeedUpdate {
  steps: readonly FeedStep[];
  current: MatchAtVersion;
}

/** One subscriber of a feed: its first items from the match as it is when it joins, then its items from each update. */
export interface FeedHandlers<T> {
  first(now: MatchAtVersion): T[];
  next(update: FeedUpdate): T[];
}

interface Listener {
  update(update: FeedUpdate): void;
  fail(err: Error): void;
  end(): void;
}

/** What a feed needs from the process. */
interface FeedDeps {
  live: LiveEvents;
  matches: MatchService;
  registry: RulesetRegistry;
}

/**
 * One match followed live in this process, shared by all its subscribers: on each new event it
 * obtains the folded match once (`MatchService.load`, which folds only what this process has
 * not folded yet: nothing, for an event appended here) and publishes it once, whatever the
 * number of subscribers.
 *
 * The process's follower of the log tells it of each new event; the events published are the
 * stream's own, as read with the match, so an update may bring several (those appended
 * together, or one after the other while the match was read). A subscriber that joins reads
 * the match again, so it starts from the match as it is now; every update carries event
 * numbers, so nobody gets an event twice or misses one.
 */
export class MatchFeed {
  private current: MatchAtVersion | null = null;
  private failure: Error | null = null;
  private closed = false;
  private loading: Promise<void> | null = null;
  private again = false;
  /** The newest event number the follower of the log told of. */
  private notified = 0;
  /** The newest event number the last read (done or under way) is sure to include. */
  private covered = 0;
  private noticing = false;
  /** The pause before reading again after a read failed (the database, for a moment). */
  private retryMs = RETRY_MIN_MS;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<Listener>();
  /** Subscribers, and those still joining. */
  private refs = 0;
  private readonly unlisten: () => void;

  constructor(
    readonly matchId: string,
    private readonly deps: FeedDeps,
    private readonly onClose: (feed: MatchFeed) => void,
  ) {
    // Listen before reading, so no event falls between the read and the first update.
    this.unlisten = deps.live.subscribe(matchStream(matchId), (event) => this.notice(event.streamVersion));
  }

  /** Whether it can take no more subscribers (failed, or closed when its last one left). */
  get ended(): boolean {
    return this.failure !== null || this.closed;
  }

  /** Subscribes a consumer; resolves once it has its first items. Rejects (and leaves) if the match cannot be read. */
  async join<T>(handlers: FeedHandlers<T>): Promise<AsyncIterableIterator<T>> {
    this.refs++;
    let listener: Listener | null = null;
    const { iterator, pusher } = pushed<T>(() => this.leave(listener));
    try {
      await this.refresh();
      if (this.failure) throw this.failure;
      if (this.closed) throw new Error('the server is shutting down');
    } catch (e) {
      this.leave(null);
      throw e;
    }
    const deliver = (items: T[]) => {
      if (items.length > 0) pusher.push(items);
    };
    listener = { update: (u) => deliver(handlers.next(u)), fail: (err) => pusher.fail(err), end: () => pusher.end() };
    // Synchronously with joining: the next update follows on from what this shows.
    deliver(handlers.first(this.current!));
    this.listeners.add(listener);
    return iterator;
  }

  /** Ends every subscriber (the server is stopping). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.unlisten();
    for (const l of [...this.listeners]) l.end();
    this.listeners.clear();
    this.onClose(this);
  }

  /**
   * The follower of the log dispatches each of its reads synchronously: the events appended
   * together arrive together, and one read of the match after them brings them all.
   */
  private notice(version: number): void {
    this.notified = Math.max(this.notified, version);
    if (this.noticing) return;
    this.noticing = true;
    queueMicrotask(() => {
      this.noticing = false;
      if (this.notified > this.covered) this.refresh().catch(() => undefined); // handled by `readFailed`
    });
  }

  private leave(listener: Listener | null): void {
    if (listener && !this.listeners.delete(listener)) return;
    if (--this.refs === 0) this.close();
  }

  /**
   * Reads the match and publishes what is new. One read at a time: a call made while one is
   * under way gets another after it, so it sees at least what was there when it was made.
   */
  private refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.again = false;
          if (this.ended) return;
          // Every event told of so far was committed before this read begins.
          const told = this.notified;
          this.advance(await this.deps.matches.load(this.matchId), told);
        } while (this.again);
        this.retryMs = RETRY_MIN_MS;
      } catch (e) {
        this.readFailed(e as Error);
        throw e;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /**
   * A stream that cannot be folded ends the feed, its subscribers told why. Any other failure
   * (the database, for a moment) is the joiner's who was reading, if any: the subscribers stay,
   * and the match is read again shortly.
   */
  private readFailed(err: Error): void {
    if (err instanceof ReplayError) return this.fail(err);
    if (this.retry || this.ended) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.notified > this.covered) this.refresh().catch(() => undefined);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private advance(read: LoadedMatch, told: number): void {
    if (this.ended) return;
    const loaded: LoadedMatch = { matchId: this.matchId, match: read.match, events: read.events };
    const previous = this.current;
    this.covered = Math.max(this.covered, told, loaded.match.version);
    if (!previous) {
      this.current = new MatchAtVersion(loaded, this.deps.registry);
      return;
    }
    if (loaded.match.version <= previous.version) return;
    const fresh = loaded.events.slice(previous.version);
    const steps: FeedStep[] = [];
    fresh.forEach((event, i) => {
      steps.push(new FeedStep(event, i === 0 ? previous.loaded.match : steps[i - 1], i === fresh.length - 1 ? loaded.match : undefined));
    });
    this.current = previous.next(loaded, steps);
    const update: FeedUpdate = { steps, current: this.current };
    for (const l of [...this.listeners]) {
      try {
        l.update(update);
      } catch (e) {
        l.fail(e as Error); // this subscriber's own failure: the others go on
        this.listeners.delete(l);
        this.leave(null);
      }
    }
  }

  private fail(err: Error): void {
    if (this.ended) return;
    this.failure = err;
    if (this.retry) clearTimeout(this.retry);
    this.unlisten();
    for (const l of [...this.listeners]) l.fail(err);
    this.listeners.clear();
    this.onClose(this);
  }
}

/**
 * The live feeds of this process, one per followed match: made by the first subscriber, dropped
 * when the last leaves.
 */
@Injectable()
export class MatchFeeds implements OnModuleDestroy {
  private readonly feeds = new Map<string, MatchFeed>();
  private readonly deps: FeedDeps;

  constructor(matches: MatchService, @Inject(LIVE_EVENTS) live: LiveEvents, @Inject(RULESETS) registry: RulesetRegistry) {
    this.deps = { matches, live, registry };
  }

  /** How many matches are followed now. */
  get size(): number {
    return this.feeds.size;
  }

  /** Follows a match (access already checked): the first items, then those of each update, until the consumer returns. */
  follow<T>(matchId: string, handlers: FeedHandlers<T>): Promise<AsyncIterableIterator<T>> {
    let feed = this.feeds.get(matchId);
    if (!feed || feed.ended) {
      feed = new MatchFeed(matchId, this.deps, (closed) => {
        if (this.feeds.get(matchId) === closed) this.feeds.delete(matchId);
      });
      this.feeds.set(matchId, feed);
    }
    return feed.join(handlers);
  }

  onModuleDestroy(): void {
    for (const feed of [...this.feeds.values()]) feed.close();
  }
}
