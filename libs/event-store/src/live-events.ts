import { randomUUID } from 'node:crypto';
import { Client, type Notification } from 'pg';
import type { EventStore, StoredEvent } from './port';

/** Channel of the NOTIFY sent at every append's commit (migrations/1763769800000-EventNotifications.ts). */
export const EVENTS_CHANNEL = 'events_appended';

/**
 * The payload, on the same channel, of the NOTIFY the processors send with each batch they
 * commit: `processed:<position>`, the lowest of their checkpoints after it. It carries no
 * event: followers pass it on (`onProcessed`) without reading the log.
 */
export const PROCESSED_PREFIX = 'processed:';

/**
 * 'notify': a probe notification reached our LISTEN connection, so appends wake us at once.
 * 'poll': they do not (no LISTEN URL, connection down, or PGlite behind its socket server).
 */
export type LiveEventsMode = 'notify' | 'poll';

export type LiveListener = (event: StoredEvent) => void | Promise<void>;

export interface LiveEventsOptions {
  /** Interval between reads while notifications arrive: the safety net for a lost one (default 1000 ms). */
  pollMs?: number;
  /** Interval while they do not (default 200 ms). */
  fallbackPollMs?: number;
  /** How long to wait for the probe notification after LISTEN before polling instead (default 2000 ms). */
  probeTimeoutMs?: number;
  /** Read failures (retried), LISTEN connection failures, listeners that threw. Default: console.error. */
  onError?: (err: Error) => void;
  /** Told the outcome of the first LISTEN probe, then every change (loss, recovery). */
  onMode?: (mode: LiveEventsMode, reason: string) => void;
  /**
   * Told how far the processors have come, when an instance (this one or another) commits a
   * batch (`PROCESSED_PREFIX`), so that whoever waits for them here needs not ask the database.
   */
  onProcessed?: (position: number) => void;
}

export interface IterateOptions {
  /** Aborting ends the iterator, like return(). */
  signal?: AbortSignal;
  /** Events waiting for a slow consumer before the iterator fails instead of growing (default 10 000). */
  maxBuffered?: number;
}

const BATCH = 500;
/** Re-read soon while a notified event is still hidden behind a transaction in flight. */
const CATCH_UP_MIN_MS = 10;
const READ_RETRY_MIN_MS = 500;
const READ_RETRY_MAX_MS = 10_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** After a probe that got no answer: the database probably never delivers them, retry rarely. */
const REPROBE_MIN_MS = 60_000;
const REPROBE_MAX_MS = 600_000;

/**
 * Live fan-out of the global log to in-process listeners, for every process of the API.
 *
 * The log itself is the source of truth: the loop reads `readAll(position)` (gap-safe) and
 * dispatches what it gets, in global order, each event once. NOTIFY events_appended only
 * wakes the loop early; a timer reads anyway (pollMs), so a lost notification, a dropped
 * LISTEN connection or a database that never delivers notifications (PGlite behind its
 * socket server) delays events but never loses or reorders them. Delivery starts at the
 * head of the log when start() is called; there is no replay.
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly enders = new Set<() => void>();
  private readonly notifications: NotificationListener | null;
  private readonly pollMs: number;
  private readonly fallbackPollMs: number;
  private state: 'idle' | 'running' | 'stopped' = 'idle';
  private starting: Promise<void> | null = null;
  private stopping: Promise<void> | null = null;
  private loop: Promise<void> | null = null;
  private pos = 0;
  private notifiedUpTo = 0;
  private currentMode: LiveEventsMode = 'poll';
  private modeSettled = false;
  private woken = false;
  private interrupt: (() => void) | null = null;

  constructor(
    private readonly store: EventStore,
    /** postgres:// URL for the one LISTEN connection; null: poll only (e.g. EventStoreDB). */
    listenUrl: string | null | undefined,
    private readonly options: LiveEventsOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.fallbackPollMs = options.fallbackPollMs ?? 200;
    this.notifications = listenUrl
      ? new NotificationListener(listenUrl, options.probeTimeoutMs ?? 2000, {
          wake: (position) => this.onNotification(position),
          processed: (position) => this.onProcessed(position),
          mode: (mode, reason) => this.setMode(mode, reason),
          error: (err, what) => this.report(err, what),
        })
      : null;
  }

  /** How new events are noticed right now. */
  get mode(): LiveEventsMode {
    return this.currentMode;
  }

  /** The last global position dispatched (the head at start() before the first event). */
  get position(): number {
    return this.pos;
  }

  /**
   * Starts following from the current head. Rejects only if the head cannot be read; LISTEN
   * problems are retried in the background (polling meanwhile). A second call is a no-op.
   */
  start(): Promise<void> {
    if (this.state === 'stopped') return Promise.reject(new Error('LiveEvents is stopped and cannot be restarted'));
    this.starting ??= (async () => {
      try {
        this.pos = await this.store.headPosition();
      } catch (err) {
        this.starting = null; // may be retried
        throw err;
      }
      if (this.state !== 'idle') return; // stopped meanwhile
      this.state = 'running';
      this.loop = this.run();
      this.notifications?.start();
    })();
    return this.starting;
  }

  /** Ends iterators, the loop and the LISTEN connection; resolves when nothing more runs. */
  stop(): Promise<void> {
    if (!this.stopping) {
      this.state = 'stopped';
      this.interrupt?.();
      for (const end of [...this.enders]) end();
      this.stopping = Promise.all([this.starting?.catch(() => undefined), this.loop, this.notifications?.stop()]).then(() => undefined);
    }
    return this.stopping;
  }

  /**
   * Calls `listener` with every event dispatched from now on, of one stream or of all ('*').
   * A listener that throws (or rejects) is reported through onError; the others still get
   * the event. Returns the unsubscribe function (idempotent).
   */
  subscribe(streamId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(streamId);
    if (!set) this.listeners.set(streamId, (set = new Set()));
    set.add(listener);
    return () => {
      const current = this.listeners.get(streamId);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.listeners.delete(streamId);
    };
  }

  /**
   * subscribe() as an async iterator (for GraphQL subscriptions): events are buffered until
   * the consumer asks for them. It ends on return(), on abort of `signal` and on stop();
   * a consumer that falls more than maxBuffered events behind gets an error instead.
   */
  iterate(streamId: string, options: IterateOptions = {}): AsyncIterableIterator<StoredEvent> {
    const maxBuffered = options.maxBuffered ?? 10_000;
    const buffer: StoredEvent[] = [];
    const waiters: Array<{ resolve: (r: IteratorResult<StoredEvent>) => void; reject: (e: Error) => void }> = [];
    let done = false;
    let failure: Error | null = null;

    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      unsubscribe();
      this.enders.delete(end);
      options.signal?.removeEventListener('abort', end);
      buffer.length = 0;
      if (err && waiters.length === 0) failure = err;
      for (const w of waiters.splice(0)) {
        if (err) w.reject(err);
        else w.resolve({ value: undefined, done: true });
        err = undefined;
      }
    };
    const end = () => finish();
    const unsubscribe = this.subscribe(streamId, (event) => {
      if (done) return;
      const waiter = waiters.shift();
      if (waiter) return waiter.resolve({ value: event, done: false });
      if (buffer.length >= maxBuffered) {
        return finish(new Error(`live events: consumer of '${streamId}' fell ${maxBuffered} events behind`));
      }
      buffer.push(event);
    });
    this.enders.add(end);
    if (options.signal?.aborted || this.state === 'stopped') finish();
    else options.signal?.addEventListener('abort', end, { once: true });

    return {
      next(): Promise<IteratorResult<StoredEvent>> {
        if (buffer.length > 0) return Promise.resolve({ value: buffer.shift()!, done: false });
        if (failure) {
          const err = failure;
          failure = null;
          return Promise.reject(err);
        }
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
      },
      return(): Promise<IteratorResult<StoredEvent>> {
        finish();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** Read now rather than at the next tick (e.g. right after an append in this process). */
  wake(): void {
    this.woken = true;
    this.interrupt?.();
  }

  private async run(): Promise<void> {
    let failures = 0;
    let catchUps = 0;
    while (this.state === 'running') {
      let delay: number;
      try {
        await this.drain();
        failures = 0;
        // Notified of an event we cannot read yet: an older transaction is still running.
        // Its commit may not notify (not every transaction appends), so look again soon.
        if (this.pos < this.notifiedUpTo) delay = Math.min(CATCH_UP_MIN_MS * 2 ** catchUps++, this.interval());
        else {
          catchUps = 0;
          delay = this.interval();
        }
      } catch (err) {
        if (this.state !== 'running') break;
        this.report(err, 'reading the log failed, retrying');
        delay = Math.min(READ_RETRY_MIN_MS * 2 ** failures++, READ_RETRY_MAX_MS);
      }
      await this.sleep(delay);
    }
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.store.readAll(this.pos, BATCH);
      for (const event of batch) {
        if (this.state !== 'running') return;
        if (event.globalPosition <= this.pos) continue; // defensive: never twice, never backwards
        this.pos = event.globalPosition;
        this.dispatch(event);
      }
      if (batch.length < BATCH) return;
    }
  }

  private dispatch(event: StoredEvent): void {
    const keys = event.streamId === '*' ? ['*'] : [event.streamId, '*'];
    for (const key of keys) {
      const set = this.listeners.get(key);
      if (!set) continue;
      for (const listener of [...set]) {
        if (!set.has(listener)) continue; // unsubscribed by an earlier listener
        try {
          const result: unknown = listener(event);
          if (result instanceof Promise) {
            result.catch((err: unknown) => this.report(err, `listener failed at ${event.globalPosition}`));
          }
        } catch (err) {
          this.report(err, `listener failed at ${event.globalPosition}`);
        }
      }
    }
  }

  private interval(): number {
    return this.currentMode === 'notify' ? this.pollMs : this.fallbackPollMs;
  }

  private onNotification(position: number | null): void {
    if (position !== null && position > this.notifiedUpTo) this.notifiedUpTo = position;
    this.wake();
  }

  private onProcessed(position: number): void {
    try {
      this.options.onProcessed?.(position);
    } catch (err) {
      this.report(err, 'onProcessed failed');
    }
  }

  private setMode(mode: LiveEventsMode, reason: string): void {
    const changed = mode !== this.currentMode || !this.modeSettled;
    this.currentMode = mode;
    this.modeSettled = true;
    // Read now: on loss, the long notify-mode sleep must not delay the fallback polling.
    this.wake();
    if (!changed) return;
    try {
      this.options.onMode?.(mode, reason);
    } catch (err) {
      this.report(err, 'onMode failed');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.woken || this.state !== 'running') {
        this.woken = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        this.interrupt = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.interrupt = done;
    });
  }

  private report(err: unknown, what: string): void {
    const e = err instanceof Error ? err : new Error(String(err));
    try {
      if (this.options.onError) this.options.onError(e);
      else console.error(`[live-events] ${what}: ${e.message}`);
    } catch {
      // an error hook that throws must not stop delivery either
    }
  }
}

interface ListenerHandlers {
  wake(position: number | null): void;
  processed(position: number): void;
  mode(mode: LiveEventsMode, reason: string): void;
  error(err: unknown, what: string): void;
}

/**
 * The process's one LISTEN connection. After each LISTEN it sends a probe NOTIFY from a
 * second connection and waits for it: only a probe that comes back proves that other
 * connections' notifications reach us (PGlite's socket server returns a notification to
 * the connection whose commit raised it, so there LISTEN succeeds but nothing arrives).
 */
class NotificationListener {
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private attempt: Promise<void> | null = null;
  private interruptSession: (() => void) | null = null;
  private reconnectMs = RECONNECT_MIN_MS;
  private reprobeMs = REPROBE_MIN_MS;
  private probeToken: string | null = null;
  private settleProbe: ((arrived: boolean) => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly probeTimeoutMs: number,
    private readonly handlers: ListenerHandlers,
  ) {}

  start(): void {
    this.attempt = this.session().then((retryInMs) => {
      if (retryInMs === null || this.stopped) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.start();
      }, retryInMs);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.interruptSession?.();
    await this.attempt;
  }

  /**
   * One connection's life: connect, LISTEN, probe, then wait for its loss. Resolves (never
   * rejects) once the connection is closed, with when to try again (null: stopped).
   */
  private async session(): Promise<number | null> {
    const client = new Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: 10_000 });
    let closing: Promise<void> | null = null;
    const close = () => (closing ??= client.end().catch(() => undefined));
    let connected = false;
    let listening = false;
    // Set by the connection's error handler, which control-flow analysis cannot see.
    let gone = null as Error | null;
    let interrupt!: (err: Error) => void;
    const interrupted = new Promise<Error>((resolve) => (interrupt = resolve));
    const onLoss = (err: Error) => {
      gone ??= err;
      this.settleProbe?.(false);
      interrupt(err);
    };
    client.on('error', onLoss);
    client.on('end', () => onLoss(new Error('connection closed')));
    client.on('notification', (n) => this.onNotification(n));
    this.interruptSession = () => {
      this.settleProbe?.(false);
      interrupt(new Error('stopped'));
      if (!connected) void close(); // aborts the connection attempt
    };
    // pg never settles connect() when end() interrupts it: race it against the interruption.
    const aborted = interrupted.then((err) => Promise.reject(err));
    aborted.catch(() => undefined);
    try {
      const connecting = client.connect();
      connecting.catch(() => undefined);
      await Promise.race([connecting, aborted]);
      connected = true;
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      listening = true;
      if (this.stopped) return null;
      this.handlers.wake(null); // whatever was appended while we were not listening
      const arrived = await this.probe();
      if (this.stopped) return null;
      if (gone) throw gone; // lost during the probe: reconnect, conclude nothing
      if (!arrived) {
        this.handlers.mode('poll', `no notification arrived within ${this.probeTimeoutMs} ms of LISTEN: polling`);
        const retryInMs = this.reprobeMs;
        this.reprobeMs = Math.min(this.reprobeMs * 2, REPROBE_MAX_MS);
        return retryInMs;
      }
      this.reconnectMs = RECONNECT_MIN_MS;
      this.reprobeMs = REPROBE_MIN_MS;
      this.handlers.mode('notify', 'listening');
      const err = await interrupted;
      if (this.stopped) return null;
      this.handlers.error(err, 'LISTEN connection lost');
      this.handlers.mode('poll', `LISTEN connection lost: ${err.message}`);
      return this.reconnectMs;
    } catch (err) {
      if (this.stopped) return null;
      this.handlers.error(err, 'cannot LISTEN');
      this.handlers.mode('poll', `cannot LISTEN: ${(err as Error).message}`);
      const retryInMs = this.reconnectMs;
      this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MAX_MS);
      return retryInMs;
    } finally {
      this.interruptSession = null;
      client.removeAllListeners('notification');
      // Closing would be enough on a server; on PGlite the session is shared with the
      // appenders and would keep sending them our notifications.
      if (listening && !gone) await client.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
      await close();
    }
  }

  /** True if a NOTIFY sent from another connection reaches the listening one in time. */
  private async probe(): Promise<boolean> {
    const token = `probe:${randomUUID()}`;
    const arrived = new Promise<boolean>((resolve) => (this.settleProbe = resolve));
    this.probeToken = token;
    const timeout = setTimeout(() => this.settleProbe?.(false), this.probeTimeoutMs);
    const sender = new Client({ connectionString: this.url, connectionTimeoutMillis: this.probeTimeoutMs });
    sender.on('error', () => undefined);
    try {
      await sender.connect();
      await sender.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, token]);
    } catch (err) {
      if (!this.stopped) this.handlers.error(err, 'probe NOTIFY failed');
      this.settleProbe?.(false);
    } finally {
      await sender.end().catch(() => undefined);
    }
    try {
      return await arrived;
    } finally {
      clearTimeout(timeout);
      this.probeToken = null;
      this.settleProbe = null;
    }
  }

  private onNotification(n: Notification): void {
    if (n.channel !== EVENTS_CHANNEL) return;
    const payload = n.payload ?? '';
    if (payload.startsWith('probe:')) {
      if (payload === this.probeToken) this.settleProbe?.(true);
      return; // other processes' probes carry no event
    }
    if (payload.startsWith(PROCESSED_PREFIX)) {
      const processed = Number(payload.slice(PROCESSED_PREFIX.length));
      if (Number.isSafeInteger(processed) && processed > 0) this.handlers.processed(processed);
      return; // no event either
    }
    const position = Number(payload);
    this.handlers.wake(Number.isSafeInteger(position) && position > 0 ? position : null);
  }
}
