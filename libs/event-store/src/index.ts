export * from './port';
export { EventStoreError, WrongExpectedVersionError, IdempotencyError, InvalidEventError } from './errors';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { EventStoreDbEventStore } from './eventstoredb-event-store';
export { validateAppend } from './validation';
export {
  LiveEvents,
  EVENTS_CHANNEL,
  type LiveEventsMode,
  type LiveEventsOptions,
  type LiveListener,
  type IterateOptions,
} from './live-events';
export {
  CommandHandler,
  type Command,
  type CommandHandlerOptions,
  type Decision,
  type Folded,
  type Handled,
} from './command-handler';
