import { ANY, NO_STREAM, START } from '@eventstore/db-client';
import type { AppendExpectedRevision, CurrentRevision, Position, ReadPosition, RecordedEvent } from '@eventstore/db-client';
import type { ExpectedVersion, StoredEvent } from './port';

/**
 * Pure translations between the port's vocabulary and EventStoreDB's, kept apart from the
 * client calls so they are unit tested without a server.
 *
 * Versions: the port counts 1, 2, 3… (0 = no events); ESDB revisions count 0, 1, 2….
 * Global position: the event's commit position in ESDB's transaction log. Appends made by
 * the gRPC client write each event as its own committed record, so commit == prepare and a
 * single number is enough to resume from (the same assumption Eventuous makes for its
 * checkpoints).
 */

/** 1-based stream version → 0-based ESDB revision. */
export function versionToRevision(version: number): bigint {
  if (!Number.isSafeInteger(version) || version < 1) throw new RangeError(`no revision for version ${version}`);
  return BigInt(version - 1);
}

/** 0-based ESDB revision → 1-based stream version. */
export function revisionToVersion(revision: bigint): number {
  return Number(revision) + 1;
}

export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  return versionToRevision(expected);
}

/** ESDB's "actual version" of a WrongExpectedVersion error → the port's version (0 = no stream). */
export function currentRevisionToVersion(actual: CurrentRevision | AppendExpectedRevision | undefined): number {
  return typeof actual === 'bigint' ? revisionToVersion(actual) : 0;
}

/** Where to start reading $all *after* the given position (0 = from the start). */
export function toReadPosition(fromGlobalPosition: number): ReadPosition {
  if (fromGlobalPosition === 0) return START;
  const p = BigInt(fromGlobalPosition);
  return { commit: p, prepare: p };
}

/** 2^64 - 1: what ESDB reports when it does not know an event's position. */
const UNKNOWN_POSITION = 18446744073709551615n;

/** Commit position → global position; -1 when ESDB did not report one (reads of a single
 *  stream on servers before 22.6). */
export function toGlobalPosition(position: Position | undefined): number {
  if (!position || position.commit === UNKNOWN_POSITION || position.commit < 0n) return -1;
  const n = Number(position.commit);
  if (!Number.isSafeInteger(n)) throw new RangeError(`commit position ${position.commit} exceeds 2^53`);
  return n;
}

/** ESDB system streams and events ($-prefixed) are not part of the application's log. */
export function isSystemEvent(e: { streamId: string; type: string }): boolean {
  return e.streamId.startsWith('$') || e.type.startsWith('$');
}

export function toStoredEvent(e: RecordedEvent): StoredEvent {
  const metadata =
    e.isJson && e.metadata && typeof e.metadata === 'object' && !(e.metadata instanceof Uint8Array)
      ? (e.metadata as Record<string, unknown>)
      : {};
  return {
    eventId: e.id,
    streamId: e.streamId,
    streamVersion: revisionToVersion(e.revision),
    globalPosition: toGlobalPosition(e.position),
    type: e.type,
    data: e.isJson ? e.data : Buffer.from(e.data).toString('base64'),
    metadata,
    recordedAt: e.created.toISOString(),
  };
}
