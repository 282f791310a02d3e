import { WrongExpectedVersionError } from './errors';
import type { AppendResult, EventStore, NewEvent, StoredEvent } from './port';
import type { StreamLocks } from './postgres-stream-locks';
import { StreamQueue } from './stream-queue';

/** A stream folded to a state: what a command is decided on. */
export interface Folded<S> {
  streamId: string;
  state: S;
  /** The stream's version the state was folded at (0: no stream yet). */
  version: number;
  /**
   * The stream's first `version` events, oldest first. They may be gathered on first use (see
   * `foldedOf`): a command that never looks at them does not pay for a list as long as the stream.
   */
  readonly events: StoredEvent[];
  /** Whether one of the stream's first `version` events has this id, at a cost that does not grow with the stream. */
  hasEvent(eventId: string): boolean;
}

/**
 * A folded stream whose `events` are gathered on first use and then kept. `hasEvent` defaults to
 * a search of them, for a caller that has the list at hand anyway.
 */
export function foldedOf<S>(
  folded: { streamId: string; state: S; version: number },
  events: StoredEvent[] | (() => StoredEvent[]),
  hasEvent?: (eventId: string) => boolean,
): Folded<S> {
  let ids: Set<string> | undefined;
  const out: Folded<S> = withEvents(
    {
      streamId: folded.streamId,
      state: folded.state,
      version: folded.version,
      hasEvent: hasEvent ?? ((eventId: string) => (ids ??= new Set(out.events.map((e) => e.eventId))).has(eventId)),
    },
    events,
  );
  return out;
}

/**
 * `target` with an `events` member made by `events` the first time it is read, then kept (a
 * member like any other: enumerable, so a spread copies it, and writable).
 */
export function withEvents<T extends object>(target: T, events: StoredEvent[] | (() => StoredEvent[])): T & { events: StoredEvent[] } {
  if (typeof events !== 'function') return Object.assign(target, { events });
  let list: StoredEvent[] | undefined;
  Object.defineProperty(target, 'events', {
    enumerable: true,
    configurable: true,
    get: () => (list ??= events()),
    set: (value: StoredEvent[]) => {
      list = value;
    },
  });
  return target as T & { events: StoredEvent[] };
}

/** What a command decided: the events to append (none: nothing to do) and the state after them. */
export interface Decision<S> {
  events: NewEvent[];
  state: S;
  /**
   * A refusal that comes after `events`: they are appended, then this is thrown. A clock that
   * ran out before the command is a fact whatever the command, so it is kept even when the
   * command it came before is refused.
   */
  refusal?: Error;
}

export interface Command<S> {
  /**
   * The stream, when the caller knows it before loading: the command then waits for its turn
   * before it loads. Without it the stream is loaded first to learn its id, and again in turn.
   */
  streamId?: string;
  /** Reads and folds the stream; called once in the command's turn, and again only after a lost race. */
  load(): Promise<Folded<S>>;
  /** Decides on the folded stream; throws to refuse (nothing is appended). */
  decide(current: Folded<S>): Decision<S> | Promise<Decision<S>>;
  /**
   * The version the client decided on: a stream at another version is a conflict, never retried.
   * Such a command does not wait for its turn: a stale version is answered at once.
   */
  expectedVersion?: number;
  /** The error for a conflict the handler gives up on (expected and actual versions). */
  conflict(expected: number, actual: number): Error;
  /** A folded stream to start from instead of loading it (a caller that has just folded it). */
  from?: Folded<S>;
  /**
   * Told of the state the decision computed once its events are appended (also when a refusal
   * follows them), with the folded stream it was decided on: a cache of folded states keeps it.
   */
  appended?(handled: Handled<S>, before: Folded<S>): void;
}

/** The state a command computed, with the events it appended (stamped as decided). */
export interface Handled<S> extends Folded<S> {
  appended: StoredEvent[];
  /** The global position of the last event appended (0 when nothing was). */
  position: number;
}

export interface CommandHandlerOptions {
  /**
   * How often a command without an expected version decides again after losing a race (default
   * 10). In its turn it races only commands that take no turn: those with an expected version,
   * and, without `locks`, other processes.
   */
  retries?: number;
  /**
   * Serialises each stream's commands across the processes sharing the database (PostgreSQL:
   * `PostgresStreamLocks`). Without it they are serialised in this process only.
   */
  locks?: StreamLocks;
  /** Told of every append, e.g. to wake this process's followers of the log at once. */
  appended?: (streamId: string, result: AppendResult) => void;
  /** Test-only: called after each append with its stream and events, to stop the process at a named step. */
  afterAppend?: (streamId: string, events: NewEvent[]) => void;
}

/**
 * The one way a command reaches a stream, for matches and competitions alike: load the
 * stream's state, decide, append with the version decided on, and on a lost race decide again
 * on the new state, a bounded number of times. It answers the state the decision computed:
 * the stream is not read again after the append.
 *
 * A command without an expected version takes its turn on its stream: one at a time in this
 * process (`StreamQueue`) and, with `locks`, across processes, from its load to its append. A
 * crowd of such commands to one stream is thus decided one after another, each on the state the
 * one before it left, and none loses a race. A command with an expected version takes no turn:
 * a stale version is a conflict at once, never a wait.
 */
export class CommandHandler {
  private readonly retries: number;
  private readonly queue = new StreamQueue();

  constructor(
    private readonly store: EventStore,
    private readonly options: CommandHandlerOptions = {},
  ) {
    this.retries = options.retries ?? 10;
  }

  async handle<S>(command: Command<S>): Promise<Handled<S>> {
    if (command.expectedVersion !== undefined) return this.decideAndAppend(command, command.from ?? (await command.load()));
    const streamId = command.streamId ?? command.from?.streamId;
    if (streamId !== undefined) {
      return this.inTurn(streamId, async () => this.decideAndAppend(command, command.from ?? (await command.load())));
    }
    // The stream is known once loaded (a competition's is a tournament's or a league's); in turn
    // it is loaded again, which reads only what was appended meanwhile.
    const { streamId: loaded } = await command.load();
    return this.inTurn(loaded, async () => this.decideAndAppend(command, await command.load()));
  }

  /** Runs `work` in the stream's turn: after this process's earlier commands to it, holding its lock. */
  private inTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const locks = this.options.locks;
    return this.queue.run(streamId, () => (locks ? locks.holding(streamId, work) : work()));
  }

  private async decideAndAppend<S>(command: Command<S>, loaded: Folded<S>): Promise<Handled<S>> {
    let current = loaded;
    for (let attempt = 0; ; attempt++) {
      if (command.expectedVersion !== undefined && command.expectedVersion !== current.version) {
        throw command.conflict(command.expectedVersion, current.version);
      }
      const decision = await command.decide(current);
      if (decision.events.length === 0) {
        if (decision.refusal) throw decision.refusal;
        const before = current;
        const unchanged = foldedOf(
          { streamId: before.streamId, state: decision.state, version: before.version },
          () => before.events,
          (id) => before.hasEvent(id),
        );
        return Object.assign(unchanged, { appended: [], position: 0 });
      }
      let result: AppendResult;
      try {
        result = await this.store.append(current.streamId, decision.events, current.version);
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError)) throw e;
        if (command.expectedVersion !== undefined || attempt >= this.retries) throw command.conflict(current.version, e.actual);
        // Someone who takes no turn appended first: decide again on the new state, after a short
        // random pause so that writers racing for one stream do not collide again in step.
        await pause(Math.random() * 5 * (attempt + 1));
        current = await command.load();
        continue;
      }
      const handled = this.appendedTo(current, decision, result);
      command.appended?.(handled, current);
      if (decision.refusal) throw decision.refusal;
      return handled;
    }
  }

  /**
   * The first events of a new stream, with the state after them. The stream is not read first:
   * when it exists already (a lost race included), `exists` is thrown and nothing is appended.
   */
  async start<S>(streamId: string, decision: Decision<S>, exists: () => Error): Promise<Handled<S>> {
    let result: AppendResult;
    try {
      result = await this.store.append(streamId, decision.events, 'no_stream');
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw exists();
      throw e;
    }
    return this.appendedTo(foldedOf({ streamId, state: decision.state, version: 0 }, []), decision, result);
  }

  /**
   * Tells of an append and answers the stream after it, as a reader will find it. The whole list
   * of events is put together only for a caller that reads it: a command's cost does not grow
   * with its stream.
   */
  private appendedTo<S>(before: Folded<S>, decision: Decision<S>, result: AppendResult): Handled<S> {
    this.options.appended?.(before.streamId, result);
    this.options.afterAppend?.(before.streamId, decision.events);
    const appended = storedAs(before.streamId, decision.events, result);
    const after = foldedOf(
      { streamId: before.streamId, state: decision.state, version: result.streamVersion },
      () => [...before.events, ...appended],
      (id) => before.hasEvent(id) || appended.some((e) => e.eventId === id),
    );
    return Object.assign(after, { appended, position: result.globalPosition });
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The appended events as a reader will find them: versions follow the stream's, positions end
 * at the append's last (one append takes consecutive positions on PostgreSQL; on EventStoreDB
 * only the last is exact), and the time recorded is the server's stamp (`metadata.at`) where
 * there is one, since the database's own clock is not returned by an append.
 */
function storedAs(streamId: string, events: NewEvent[], result: AppendResult): StoredEvent[] {
  const n = events.length;
  return events.map((e, i) => {
    const metadata = e.metadata ?? {};
    const at = typeof metadata.at === 'string' ? metadata.at : new Date().toISOString();
    return {
      eventId: e.eventId,
      streamId,
      streamVersion: result.streamVersion - n + 1 + i,
      globalPosition: result.globalPosition - n + 1 + i,
      type: e.type,
      data: e.data,
      metadata,
      recordedAt: at,
    };
  });
}
