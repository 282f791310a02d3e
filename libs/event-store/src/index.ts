export * from './port';
export { EventStoreError, WrongExpectedVersionError, IdempotencyError, InvalidEventError } from './errors';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export {
  PostgresStreamLocks,
  STREAM_LOCK_CLASS,
  streamLockKey,
  type PostgresStreamLocksOptions,
  type StreamLocks,
} from './postgres-stream-locks';
export { StreamQueue } from './stream-queue';
// The EventStoreDB adapter is imported from '@app/event-store/eventstoredb': its gRPC client is
// large, and a server on PostgreSQL should not load it at every start.
export { validateAppend } from './validation';
export {
  LiveEvents,
  EVENTS_CHANNEL,
  PROCESSED_PREFIX,
  type LiveEventsMode,
  type LiveEventsOptions,
  type LiveListener,
  type IterateOptions,
} from './live-events';
export {
  CommandHandler,
  foldedOf,
  withEvents,
  type Command,
  type CommandHandlerOptions,
  type Decision,
  type Folded,
  type Handled,
} from './command-handler';
export {
  DEFAULT_STREAM_CACHE,
  FoldedStreams,
  type FoldedStreamsOptions,
  type SnapshotStore,
  type StreamFold,
  type StreamSnapshot,
} from './folded-streams';
