import { DEFAULT_STREAM_CACHE, type EventStore, type StoredEvent } from '@app/event-store';
import {
  competitionIdOf,
  competitionStream,
  foldInto,
  replayCompetition,
  toCompetitionEvent,
  type CompetitionState,
} from '@app/competitions';
import { foldMatch, foldMatchFrom, matchIdOf, toMatchEvent } from '@app/matches';
import type { MatchCreatedData, MatchState, RulesetRegistry } from '@app/rules';
import type { EntityManager } from 'typeorm';

/**
 * A consequence of the log: a read model, a command to another stream, a wake-up. The runner
 * hands it the events of each batch grouped by the unit of work they belong to (its `key`,
 * usually a stream), one key at a time, so an event that breaks one key parks that key alone.
 *
 * A processor's effects must be idempotent: a process killed half way runs the same batch
 * again, so a command it appends carries a deterministic id or an expected version, and a row
 * it writes is an upsert of the whole value.
 */
export interface Processor<W = unknown> {
  /** Its checkpoint's name. */
  readonly name: string;
  /** The unit of work an event belongs to, or null when it does not concern this processor. */
  keyOf(event: StoredEvent, batch: BatchContext): string | null | Promise<string | null>;
  /**
   * One key's share of the batch, outside any transaction: a read model folds and returns its
   * rows; a command processor appends its commands here and returns nothing.
   */
  prepare(key: string, events: StoredEvent[], batch: BatchContext): Promise<W>;
  /** Writes one key's rows in the runner's transaction, together with the checkpoint. */
  write?(em: EntityManager, key: string, work: W): Promise<void>;
  /** After the keys' writes, in the same transaction: what spans keys (ratings across events). */
  afterWrite?(em: EntityManager, written: Array<{ key: string; work: W }>): Promise<void>;
  /** Empties a read model, for a rebuild from the start of the log. Command processors have none. */
  reset?(em: EntityManager): Promise<void>;
}

/**
 * A stream as a batch left it: every event of it up to the log position `readTo`, and the match
 * or the competition folded over a prefix of them.
 */
export interface KeptStream {
  events: StoredEvent[];
  readTo: number;
  match: MatchState | null;
  competition: CompetitionState | null;
}

/**
 * What the runner keeps of streams from one batch to the next: each stream's events as far as a
 * batch read them, and a match or a competition folded over them. Events never change once
 * stored and a fold is a pure function of them, so what is kept is what a read and a fold from
 * the first event would give: the next batch reads and folds only the events after it, and reads
 * nothing when it starts where the stream was kept (its own events are all in the batch). So a
 * result in a long league folds that result, not the league's history. Bounded, least recently
 * used out first.
 */
export class KeptStreams {
  private readonly kept = new Map<string, KeptStream>();
  /** How many events the batches folded, for the tests and benchmarks that show a fold goes on from what is kept. */
  readonly folded = { matchEvents: 0, competitionEvents: 0 };
  private heldEvents = 0;
  private readonly maxStreams: number;
  private readonly maxEvents: number;

  /** Bounded as the commands' cache is (DEFAULT_STREAM_CACHE); a stream longer than `events` alone is still kept. */
  constructor(bounds: { streams?: number; events?: number } = {}) {
    this.maxStreams = Math.max(1, bounds.streams ?? DEFAULT_STREAM_CACHE.streams);
    this.maxEvents = bounds.events ?? DEFAULT_STREAM_CACHE.events;
  }

  get(streamId: string): KeptStream | undefined {
    const found = this.kept.get(streamId);
    if (found) {
      this.kept.delete(streamId);
      this.kept.set(streamId, found);
    }
    return found;
  }

  keep(streamId: string, events: StoredEvent[], readTo: number, folded: { match?: MatchState; competition?: CompetitionState } = {}): void {
    const had = this.kept.get(streamId);
    // A batch behind what is kept (a retried key, a rebuild) leaves the longer prefix.
    if (had && had.readTo > readTo) return;
    this.kept.delete(streamId);
    // What is kept folded is folded over a prefix of these same events: it stays until a longer fold replaces it.
    this.kept.set(streamId, {
      events,
      readTo,
      match: folded.match ?? had?.match ?? null,
      competition: folded.competition ?? had?.competition ?? null,
    });
    this.heldEvents += events.length - (had?.events.length ?? 0);
    for (const [oldest, entry] of this.kept) {
      if ((this.kept.size <= this.maxStreams && this.heldEvents <= this.maxEvents) || this.kept.size === 1) break;
      this.kept.delete(oldest);
      this.heldEvents -= entry.events.length;
    }
  }

  clear(): void {
    this.kept.clear();
    this.heldEvents = 0;
  }
}

/**
 * What the processors of one batch share: every stream is read and folded once per batch, up
 * to the batch's last event, however many processors ask for it; with `kept`, only the events
 * after those an earlier batch read.
 */
export class BatchContext {
  private readonly streams = new Map<string, Promise<StoredEvent[]>>();
  /** The batch's events by stream, made on first use. */
  private batchStreams: Map<string, StoredEvent[]> | null = null;
  private readonly matches = new Map<string, MatchState>();
  private readonly competitions = new Map<string, CompetitionState | null>();
  /** Each competition stream as kept before this batch, where a batch's fold went on from it. */
  private readonly priors = new Map<string, CompetitionState>();
  private readonly firsts = new Map<string, Promise<StoredEvent | undefined>>();

  constructor(
    private readonly store: EventStore,
    /** Every game the server knows, for folding matches and reading a game's declarations. */
    readonly registry: RulesetRegistry,
    /** The global position of the batch's last event: nothing after it is seen. */
    readonly end: number,
    /** The read models as they are, for a processor that builds on its own rows. */
    readonly db: EntityManager,
    /** Streams as earlier batches left them (the runner's), or none. */
    private readonly kept: KeptStreams | null = null,
    /** Every event of the log after the position `from` up to `to` (the runner's batch as read). */
    private readonly batch: { from: number; to: number; events: StoredEvent[] } | null = null,
  ) {}

  /** A stream's events up to the end of the batch. */
  events(streamId: string): Promise<StoredEvent[]> {
    let read = this.streams.get(streamId);
    if (!read) {
      read = this.readEvents(streamId);
      this.streams.set(streamId, read);
    }
    return read;
  }

  private async readEvents(streamId: string): Promise<StoredEvent[]> {
    const upToEnd = (events: StoredEvent[]) => events.filter((e) => e.globalPosition <= this.end);
    const kept = this.kept?.get(streamId);
    let events: StoredEvent[];
    // A stream's events are in the order of the log: what was kept is a prefix of what this batch
    // sees, unless it reaches past its end. Kept up to where the batch starts, or inside it, the
    // rest of the stream is in the batch.
    if (!kept || kept.readTo > this.end) events = upToEnd(await this.store.readStream(streamId));
    else {
      const inBatch = this.batch && kept.readTo >= this.batch.from && this.end <= this.batch.to;
      const after = inBatch
        ? this.ofBatch(streamId).filter((e) => e.globalPosition > kept.readTo)
        : upToEnd(await this.store.readStream(streamId, { fromVersion: kept.events.length + 1 }));
      events = after.length ? kept.events.concat(after) : kept.events;
    }
    this.kept?.keep(streamId, events, this.end);
    return events;
  }

  /** The batch's own events of one stream. */
  private ofBatch(streamId: string): StoredEvent[] {
    if (!this.batchStreams) {
      this.batchStreams = new Map();
      for (const e of this.batch!.events) {
        const of = this.batchStreams.get(e.streamId);
        if (of) of.push(e);
        else this.batchStreams.set(e.streamId, [e]);
      }
    }
    return this.batchStreams.get(streamId) ?? [];
  }

  /** A match folded (with the server's stamps) to the end of the batch. */
  async match(streamId: string): Promise<MatchState> {
    const cached = this.matches.get(streamId);
    if (cached) return cached;
    const events = await this.events(streamId);
    const before = this.kept?.get(streamId)?.match;
    const from = before && before.version <= events.length ? before : null;
    const match = from ? foldMatchFrom(this.registry, from, events.slice(from.version)) : foldMatch(this.registry, events);
    if (this.kept) this.kept.folded.matchEvents += events.length - (from?.version ?? 0);
    this.kept?.keep(streamId, events, this.end, { match });
    this.matches.set(streamId, match);
    return match;
  }

  /** How a match was created: its first event, read alone when the stream is not read whole. */
  async created(streamId: string): Promise<MatchCreatedData | null> {
    let first = this.firsts.get(streamId);
    if (!first) {
      const kept = this.kept?.get(streamId)?.events[0];
      first = this.streams.has(streamId)
        ? this.streams.get(streamId)!.then((all) => all[0])
        : kept
          ? Promise.resolve(kept)
          : this.store.readStream(streamId, { maxCount: 1 }).then((all) => all[0]);
      this.firsts.set(streamId, first);
    }
    const e = await first;
    return e && e.type === 'MatchCreated' ? (toMatchEvent(e).data as MatchCreatedData) : null;
  }

  /** The competition a stream belongs to: its own id, or the one an engine match plays for. */
  async competitionOf(streamId: string): Promise<string | null> {
    const own = competitionIdOf(streamId);
    if (own) return own;
    if (!matchIdOf(streamId)) return null;
    return (await this.created(streamId))?.competition?.competitionId ?? null;
  }

  /** The stream of a competition (a tournament or a league), or null when there is none. */
  async competitionStream(competitionId: string): Promise<string | null> {
    for (const kind of ['tournament', 'league'] as const) {
      const streamId = competitionStream(kind, competitionId);
      if ((await this.events(streamId)).length > 0) return streamId;
    }
    return null;
  }

  /** A competition folded to the end of the batch, or null when it has no stream yet. */
  async competition(competitionId: string): Promise<CompetitionState | null> {
    if (this.competitions.has(competitionId)) return this.competitions.get(competitionId)!;
    const streamId = await this.competitionStream(competitionId);
    let state: CompetitionState | null = null;
    if (streamId) {
      const events = await this.events(streamId);
      const kept = this.kept?.get(streamId)?.competition;
      let start = kept && kept.version <= events.length ? kept : null;
      if (start) this.priors.set(streamId, start);
      else if (this.batch) {
        // Folded from the first event, in two runs: what came before the batch is kept apart, for
        // a processor that goes through the batch's part event by event (competitionAt).
        const before = events.findIndex((e) => e.globalPosition > this.batch!.from);
        if (before > 0) this.priors.set(streamId, (start = replayCompetition(events.slice(0, before).map(toCompetitionEvent))));
      }
      state = start
        ? foldInto(start, events.slice(start.version).map(toCompetitionEvent))
        : replayCompetition(events.map(toCompetitionEvent));
      if (this.kept) this.kept.folded.competitionEvents += events.length - (kept && kept.version <= events.length ? kept.version : 0);
      this.kept?.keep(streamId, events, this.end, { competition: state });
    }
    this.competitions.set(competitionId, state);
    return state;
  }

  /**
   * A competition's stream folded to its `version`th event, at most the batch's end: the batch's
   * own fold, the state kept from before the batch (where a processor starts from the batch's
   * first event of the stream), or a fold from the first event.
   */
  async competitionAt(streamId: string, version: number): Promise<CompetitionState> {
    const atEnd = await this.competition(competitionIdOf(streamId)!);
    if (atEnd?.version === version) return atEnd;
    const prior = this.priors.get(streamId);
    if (prior?.version === version) return prior;
    if (this.kept) this.kept.folded.competitionEvents += version;
    return replayCompetition((await this.events(streamId)).map(toCompetitionEvent), version);
  }
}
